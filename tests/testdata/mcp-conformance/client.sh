#!/bin/sh
# codemode as the MCP client under test of the conformance suite's client
# scenarios (tests/mcp_conformance_test.go). The suite appends the URL of
# its scenario server and names the scenario in MCP_CONFORMANCE_SCENARIO;
# $CODEMODE is the codemode binary. codemode reaches the server as an
# upstream of a servers file and calls the scenario's tool from a program.
set -e
url="$1"
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
printf '{"mcpServers": {"conformance": {"url": "%s"}}}\n' "$url" > "$dir/servers.json"
case "$MCP_CONFORMANCE_SCENARIO" in
initialize) "$CODEMODE" tools --servers "$dir/servers.json" > /dev/null; exit ;;
tools_call) prog='return await tools.add_numbers({a: 5, b: 3})' ;;
sse-retry) prog='return await tools.test_reconnection({})' ;;
elicitation-sep1034-client-defaults) prog='return await tools.test_client_elicitation_defaults({})' ;;
*) echo "client.sh: no program for scenario $MCP_CONFORMANCE_SCENARIO" >&2; exit 2 ;;
esac
echo "$prog" | "$CODEMODE" run --servers "$dir/servers.json" -
