// expect: exception unrenderable
throw { toString() { throw new Error('no'); } };
