#!/usr/bin/env bash
# Offline relaunch of github-search in tmux, with its SQLite page cache (RefreshKitGRDB):
#   1. against github-fixture-server, open on a query, End (more pages load: how many is
#      adaptive prefetch's choice, from the speed of the jump and the pages' latency, and it
#      stops once the user does); once the list loads nothing, quit (status 0);
#   2. stop the server and start the app again on the same query and the now closed port,
#      within the pages' max-age (60 s): the rows held at quit appear from the cache, and as they are
#      still fresh nothing is requested (no failure shows); `r` asks the server anyway: the
#      refresh fails, the rows stay;
#   3. start the server again on the same port: the app recovers by itself (its retries) and
#      shows the server's rows; Ctrl-C quits with status 0.
# The cache is a file in a temporary directory (--cache), never the user's.
#
# Usage: Scripts/e2e-offline-relaunch.sh [bin-dir]   (builds both products without one)
set -euo pipefail
cd "$(dirname "$0")/.."

BIN_DIR=${1:-}
if [[ -z $BIN_DIR ]]; then
  swift build --product github-search >&2
  swift build --product github-fixture-server >&2
  BIN_DIR=$(swift build --show-bin-path)
fi
BIN="$BIN_DIR/github-search"
unset GITHUB_TOKEN

SESSION=online
# shellcheck source=tmux-harness.sh
source Scripts/tmux-harness.sh
server_pid=""
stop_server() {
  [[ -n $server_pid ]] || return 0
  kill "$server_pid" 2>/dev/null || true
  wait "$server_pid" 2>/dev/null || true
  server_pid=""
}
trap 'stop_server; cleanup' EXIT
# The rows of the search list in a --dump-lists file, and their number.
rows_of() { jq -c '.[0].fullNames' "$1"; }
count_of() { jq '.[0].fullNames | length' "$1"; }
# The footer of a list that loads nothing.
RESTING='^[0-9,]+ repositories — (more below|No more data)'
# Waits until the search list loads nothing: its footer says so and a dump agrees. It stays
# so: adaptive prefetch starts a page only for a row that moved within the last 0.5 s (or a
# user at the end), and nothing moves the rows here.
wait_resting() {
  local deadline=$((SECONDS + TIMEOUT))
  while true; do
    wait_for "$RESTING"
    dump_lists "$WORK/lists.json"
    [[ $(jq '.[0].isLoading' "$WORK/lists.json") == false ]] && return
    ((SECONDS < deadline)) || fail "the list never stopped loading"
  done
}

# Starts the fixture server on port $1 (0: any free port); sets server_url.
start_server() {
  local out="$WORK/server.out" deadline=$((SECONDS + TIMEOUT))
  : >"$out"
  "$BIN_DIR/github-fixture-server" --port "$1" >"$out" 2>/dev/null &
  server_pid=$!
  until grep -qoE 'http://[0-9.]+:[0-9]+' "$out" 2>/dev/null; do
    ((SECONDS < deadline)) || fail "the fixture server did not start on port $1"
    sleep 0.1
  done
  server_url=$(grep -oE 'http://[0-9.]+:[0-9]+' "$out" | head -1)
}

start_server 0
port=${server_url##*:}
flags=(--api-url "$server_url" --per-page 30 --cache "$WORK/pages.sqlite" --dump-lists "$WORK/lists.json")

# 1. Online: the first pages, End, and once nothing loads, quit. What the list held at quit
# (the dump) is what the cache holds.
start "${flags[@]}" swift
wait_for '^Search: swift — [0-9,]+ matches'
wait_for '^[0-9,]+ repositories — more below'
before=$(loaded)
tm send-keys -t "$SESSION" End
deadline=$((SECONDS + TIMEOUT))
until (($(loaded) > before)); do
  ((SECONDS < deadline)) || fail "End loaded no page"
  sleep 0.1
done
wait_resting
tm send-keys -t "$SESSION" C-c
expect_exit 0
online_rows=$(rows_of "$WORK/lists.json")
online_count=$(count_of "$WORK/lists.json")
((online_count > before)) || fail "the list held $online_count rows at quit, $before before End"
step "online: $before rows of 'swift', End, $online_count loaded and cached; quit with status 0"

# 2. Offline, within max-age: the same rows from the cache, fresh, so nothing is requested;
# a pull (r) asks the server and fails, and the rows stay.
stop_server
SESSION=offline
start "${flags[@]}" swift
wait_for "^$(group "$online_count") repositories — (more below|No more data)"
dump_lists "$WORK/lists.json"
[[ $(rows_of "$WORK/lists.json") == "$online_rows" ]] || fail "the cached rows differ from the online run's"
if screen | grep -qE 'failed|offline'; then fail "fresh cached pages were requested"; fi
step "offline relaunch within max-age: the same $online_count rows at once, nothing requested"
tm send-keys -t "$SESSION" -l r
wait_for 'Refresh failed'
dump_lists "$WORK/lists.json"
[[ $(rows_of "$WORK/lists.json") == "$online_rows" ]] || fail "the failed pull lost rows"
step "r asked the closed port: 'Refresh failed', the $online_count rows stay"

# 3. The server comes back on the same port: the app recovers by itself.
# The pages are unchanged, so they come back as 304s (the header shows the rate limit of
# those answers, none spent; a 304 sends no total, so the title shows no count of matches).
start_server "$port"
wait_gone 'Refresh failed'
wait_for '^Search: swift +search rate limit [0-9,]+/[0-9,]+ · resets'
wait_for '^[0-9,]+ repositories — '
dump_lists "$WORK/lists.json"
[[ $(rows_of "$WORK/lists.json") == "$online_rows" ]] || fail "the revalidated rows differ"
step "the server came back: the list revalidated by itself ($(loaded) rows, unchanged)"
tm send-keys -t "$SESSION" C-c
expect_exit 0
step "Ctrl-C quit with status 0 and restored the terminal"
echo "e2e-offline-relaunch: $passed passed, 0 failed"
