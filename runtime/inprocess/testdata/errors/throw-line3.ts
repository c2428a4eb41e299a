const a: number = 1
const b = 2
  throw new Error("boom")
