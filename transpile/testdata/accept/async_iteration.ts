// Async generators and for await are lowered: goja has neither.
async function* pages(n: number): AsyncGenerator<number> {
  for (let i = 0; i < n; i++) yield await tools.page({ i });
}
const out: number[] = [];
for await (const p of pages(2)) out.push(p);
return out;
