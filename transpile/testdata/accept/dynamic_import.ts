// Dynamic import is lowered so it fails when run, not at compile time.
try { await import("fs") } catch (e) { return "no modules" }
