#!/usr/bin/env bash
# The script mode survives a faulty server: `github-search QUERY --print --pages 10
# --per-page 100 --json` against github-fixture-server with --fail-rate 0.2 --latency-ms 50
# --jitter-ms 50 prints exactly what it prints against a fault-free server; the retries are
# reported on stderr.
#
# Usage: Scripts/e2e-print-faults.sh [bin-dir]   (builds both products without one)
set -euo pipefail
cd "$(dirname "$0")/.."

BIN_DIR=${1:-}
if [[ -z $BIN_DIR ]]; then
  swift build --product github-search >&2
  swift build --product github-fixture-server >&2
  BIN_DIR=$(swift build --show-bin-path)
fi
WORK=$(mktemp -d)
pids=()
cleanup() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; rm -rf "$WORK"; }
trap cleanup EXIT

# Starts a server with the given flags and sets server_url to its base URL (from its first
# line). Not called inside $(…): a subshell's pids+=() would be lost and cleanup kill nothing.
start_server() {
  local name=$1
  shift
  "$BIN_DIR/github-fixture-server" --port 0 "$@" >"$WORK/$name.out" 2>/dev/null &
  pids+=($!)
  local deadline=$((SECONDS + 60))
  until grep -qoE 'http://[0-9.]+:[0-9]+' "$WORK/$name.out" 2>/dev/null; do
    ((SECONDS < deadline)) || { echo "FAIL: $name server did not start" >&2; exit 1; }
    sleep 0.1
  done
  server_url=$(grep -oE 'http://[0-9.]+:[0-9]+' "$WORK/$name.out" | head -1)
}

start_server clean
clean=$server_url
start_server faulty --fail-rate 0.2 --latency-ms 50 --jitter-ms 50
faulty=$server_url
query=${E2E_QUERY:-stars:>=0}
"$BIN_DIR/github-search" "$query" --print --pages 10 --per-page 100 --json --api-url "$clean" \
  >"$WORK/clean.json" 2>"$WORK/clean.err"
"$BIN_DIR/github-search" "$query" --print --pages 10 --per-page 100 --json --api-url "$faulty" \
  >"$WORK/faulty.json" 2>"$WORK/faulty.err"

count=$(python3 -c 'import json,sys; print(len(json.load(open(sys.argv[1]))))' "$WORK/clean.json")
[[ $count == 1000 ]] || { echo "FAIL: expected 1000 repositories, got $count" >&2; exit 1; }
cmp -s "$WORK/clean.json" "$WORK/faulty.json" ||
  { echo "FAIL: the faulty server's output differs" >&2; diff <(head -c 2000 "$WORK/clean.json") <(head -c 2000 "$WORK/faulty.json") >&2; exit 1; }
[[ ! -s $WORK/clean.err ]] || { echo "FAIL: retries against the clean server:" >&2; cat "$WORK/clean.err" >&2; exit 1; }
retries=$(grep -c 'attempt' "$WORK/faulty.err" || true)
echo "stderr of the faulty run ($retries retries):"
sed 's/^/  /' "$WORK/faulty.err"
echo "PASS: 1000 repositories, identical with and without faults ($retries retries reported)"
