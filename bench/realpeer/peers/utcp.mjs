// UTCP's @utcp/code-mode: callToolChain runs the program in a new
// isolated-vm isolate and context per call, each tool a synchronous bridge
// (applySyncPromise) to the host. Tools named "tools.<name>" appear as
// tools.<name> in the program, as the scenarios call them; the client's
// tool list and call are the host's, so no UTCP transport is involved.
import { CodeModeUtcpClient } from '@utcp/code-mode';

export async function setup(host) {
  const client = await CodeModeUtcpClient.create(process.cwd(), null);
  const list = Object.keys(host).map((name) => ({
    name: `tools.${name}`, description: name, inputs: { type: 'object', properties: {} }, outputs: { type: 'object', properties: {} }, tags: [],
  }));
  client.getTools = async () => list;
  client.callTool = async (name, args) => host[name.slice('tools.'.length)](args);
  return {
    async run(js) {
      const { result, logs } = await client.callToolChain(js, 60_000, 128);
      const failed = logs.find((l) => l.startsWith('[ERROR] Code execution failed'));
      return failed ? { logs, error: failed } : { logs, value: result };
    },
    async close() { await client.close?.(); },
  };
}
