{
  using res = { [Symbol.dispose]() {} };
  await using conn = { async [Symbol.asyncDispose]() {} };
}
return 1;
