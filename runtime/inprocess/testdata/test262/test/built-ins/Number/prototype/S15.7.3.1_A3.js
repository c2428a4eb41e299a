// Copyright 2009 the Sputnik authors.  All rights reserved.
// This code is governed by the BSD license found in the LICENSE file.

/*---
info: Number.prototype value is +0
es5id: 15.7.3.1_A3
description: Checking value of Number.prototype property
---*/
assert(Number.prototype == 0, 'The value of Number.prototype is expected to be 0');
