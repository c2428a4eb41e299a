// Copyright 2009 the Sputnik authors.  All rights reserved.
// This code is governed by the BSD license found in the LICENSE file.

/*---
info: The Number constructor has the property "prototype"
es5id: 15.7.3_A1
description: Checking existence of the property "prototype"
---*/
assert(Number.hasOwnProperty("prototype"), 'Number.hasOwnProperty("prototype") must return true');
