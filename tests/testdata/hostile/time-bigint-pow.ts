// expect: exception Maximum BigInt size exceeded
return String(2n ** (2n ** 40n)).length;
