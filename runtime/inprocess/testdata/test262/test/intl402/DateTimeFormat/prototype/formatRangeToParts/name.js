// Copyright 2019 Google, Inc.  All rights reserved.
// This code is governed by the BSD license found in the LICENSE file.

/*---
description: Intl.DateTimeFormat.prototype.formatRangeToParts.name value and descriptor.
includes: [propertyHelper.js]
features: [Intl.DateTimeFormat-formatRange]
---*/
verifyProperty(Intl.DateTimeFormat.prototype.formatRangeToParts, 'name', {
  value: 'formatRangeToParts',
  enumerable: false,
  writable: false,
  configurable: true,
});
