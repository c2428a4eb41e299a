#!/usr/bin/env bash
# Regenerates docs/benchmarks.md: codemode's scenario benchmarks against the
# Node peer (bench/peer), on this machine, one benchmark at a time.
#   scripts/bench-peer.sh [-repeat N] [-only trivial,calls]
set -euo pipefail
cd "$(dirname "$0")/.."
command -v node >/dev/null || { echo "bench-peer: node is required for the peer" >&2; exit 2; }
(cd bench/peer && npm ci --no-audit --no-fund --silent)
mkdir -p docs
go run ./bench/compare -o docs/benchmarks.md "$@"
cat docs/benchmarks.md
