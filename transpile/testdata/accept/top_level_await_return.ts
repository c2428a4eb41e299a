const r = await tools.search({ q: "x" });
if (!r) return null;
const all = await Promise.all([1, 2].map(async (i) => await tools.get({ i })));
return { r, all };
