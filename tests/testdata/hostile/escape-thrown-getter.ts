// expect: timeout compute budget
throw { get stack() { for (;;) {} }, get message() { for (;;) {} }, toString() { for (;;) {} } };
