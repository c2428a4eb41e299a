// Copyright 2016 Mozilla Corporation. All rights reserved.
// This code is governed by the license found in the LICENSE file.

/*---
description: Intl.DateTimeFormat.prototype.formatToParts.length. 
includes: [propertyHelper.js]
---*/
verifyProperty(Intl.DateTimeFormat.prototype.formatToParts, 'length', {
  value: 1,
  enumerable: false,
  writable: false,
  configurable: true,
});
