// Copyright (c) 2014 Ryan Lewis. All rights reserved.
// This code is governed by the BSD license found in the LICENSE file.

/*---
es6id: 20.2.2.18
author: Ryan Lewis
description: Math.hypot should return 5 if called with 3 and 4.
---*/

assert.sameValue(Math.hypot(3, 4), 5, 'Math.hypot(3,4)');
