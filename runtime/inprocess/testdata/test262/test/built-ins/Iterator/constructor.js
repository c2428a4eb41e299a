// Copyright (C) 2020 Rick Waldron. All rights reserved.
// This code is governed by the BSD license found in the LICENSE file.

/*---
esid: sec-iterator-constructor
description: >
  The Iterator constructor is a built-in function
features: [iterator-helpers]
---*/

assert.sameValue(typeof Iterator, 'function', 'The value of `typeof Iterator` is "function"');
