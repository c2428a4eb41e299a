#!/usr/bin/env bash
# Regenerates docs/benchmarks.md: codemode's three backends against the
# published Code Mode executors (bench/realpeer: Cloudflare, UTCP, Vercel,
# QuickJS), a new program text every run, in interleaved rounds.
#   scripts/bench-peer.sh [-rounds N] [-only trivial,calls,rss100]
# The older comparison against our Node re-creation of the reference
# runtime (bench/peer) is `go run ./bench/compare -o docs/benchmarks-recreation.md`.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v npm >/dev/null || { echo "bench-peer: npm is required to install the peers" >&2; exit 2; }
(cd bench/realpeer && npm ci --ignore-scripts --no-audit --no-fund --silent)
mkdir -p docs
go run ./bench/compare -real -o docs/benchmarks.md "$@"
cat docs/benchmarks.md
