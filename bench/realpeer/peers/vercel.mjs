// Vercel's @ai-sdk/code-mode: runCodeMode executes the (type-stripped)
// program in a fresh QuickJS context on the package's pooled worker
// threads, tools being AI SDK tools whose execute runs on the host.
import { experimental_runCodeMode as runCodeMode, experimental_setMaxWorkers as setMaxWorkers } from '@ai-sdk/code-mode';
import { tool, jsonSchema } from 'ai';

// The scenarios make 1,000 calls, 1,000 of them at once, and rss100 holds
// 100 runs at once: limits raised past the package's defaults (256 bridge
// requests, 32 in flight), budgets as codemode's defaults. rss100 starts
// 100 worker threads, each compiling QuickJS's WASM before its run; on a
// busy 2-core machine the last reaches its call after about a minute, so
// there the run timeout (start-up included) is 600 s, not 60.
const basePolicy = {
  timeoutMs: 60_000, memoryLimitBytes: 256 * 2 ** 20, maxResultBytes: 4 * 2 ** 20,
  maxBridgeRequests: 1_000_000, maxInFlightBridgeRequests: 10_000,
};

export async function setup(host, { scenario } = {}) {
  setMaxWorkers(128);
  const policy = scenario === 'rss100' ? { ...basePolicy, timeoutMs: 600_000 } : basePolicy;
  const tools = {};
  for (const [name, fn] of Object.entries(host)) {
    tools[name] = tool({ description: name, inputSchema: jsonSchema({ type: 'object' }), execute: async (args) => fn(args) });
  }
  return {
    async run(js) {
      try {
        return { value: await runCodeMode({ js, tools, options: { executionPolicy: policy } }) };
      } catch (e) {
        return { error: String((e && e.message) || e) };
      }
    },
    async close() {},
  };
}
