// expect: ok [true,"undefined","undefined"]
return [Object.getPrototypeOf(tools) === null, typeof (tools as any).constructor, typeof (tools as any).hasOwnProperty];
