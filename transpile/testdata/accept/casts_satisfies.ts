const n = <number>(5 as unknown);
const cfg = { mode: "fast", retries: 3 } satisfies Record<string, string | number>;
const tuple = ["a", 1] as const;
const el = document!;
return [n, cfg.mode, tuple[0]];
