#!/usr/bin/env bash
# End-to-end test of the inspector (F2) of github-search, in tmux, against its in-process
# fixture server made slow (--latency-ms 500):
#   1. F2 during a search shows the first page's load in flight, then finished; after End on
#      the results, the second page's load in flight with its cursor, then finished. The log
#      file (--log-file, --log-level debug) has the library's lines and the app's own, and no
#      query text.
#   2. With every request failing (--fail-rate 1), the inspector shows the failed page, and
#      `r` in the inspector sends the same page again (attempt 2).
#   3. Each run quits with status 0 and the terminal restored.
#
# Usage: Scripts/e2e-inspector.sh [path/to/github-search]
# Without a binary it builds the `github-search` product first. Needs tmux.
set -euo pipefail
cd "$(dirname "$0")/.."

SESSION=inspector
# shellcheck source=tmux-harness.sh
source Scripts/tmux-harness.sh
BIN=$(github_search_bin "${1:-}") || exit 1
f2() { tm send-keys -t "$SESSION" F2; }

# 1. A slow search, inspected while its pages load.
LOG="$WORK/github-search.log"
start --no-cache --latency-ms 500 --log-file "$LOG" --log-level debug "'stars:>1000'"
f2
wait_for '^Inspector — 1 list'
wait_for '^    in flight: refresh cursor=nil attempt=1 · [0-9.]+ s'
step "F2 during the search: the first page's load in flight"
wait_for 'finished refresh cursor=nil attempt=1 .*rows from network'
wait_gone 'in flight: refresh'
step "the first page shows as finished once it arrived"
tm send-keys -t "$SESSION" Escape
wait_for '^[0-9,]+ repositor(y|ies) —'
tm send-keys -t "$SESSION" End
f2
wait_for '^    in flight: append cursor=page 2 attempt=1 · [0-9.]+ s'
wait_for 'finished append cursor=page 2 attempt=1 .*rows from network'
wait_gone 'in flight: append'
step "End, F2: page 2 in flight with its cursor, then finished"
tm send-keys -t "$SESSION" -l q
expect_exit 0
grep -qE ' info github-search: started ' "$LOG" || fail "no 'started' line of the app in the log"
grep -qE ' debug refreshkit: started append cursor=page 2 .*pager=search' "$LOG" ||
  fail "no library line for page 2 in the log: $(head -5 "$LOG")"
grep -qE ' info github-search: quit' "$LOG" || fail "no 'quit' line of the app in the log"
if grep -qF 'stars:>1000' "$LOG"; then fail "the log holds the query text"; fi
if grep -qE ' (info|notice|warning|error|critical) refreshkit' "$LOG"; then
  fail "the library logged above debug"
fi
step "q quit with status 0; the log has the app's lines and the library's at debug, no query text"
tm kill-server
SOCKET="$SOCKET-1"

# 2. Every request fails: the inspector retries the failed page by hand.
start --no-cache --latency-ms 300 --fail-rate 1 "'swift'"
f2
wait_for 'failed refresh cursor=nil attempt=1'
tm send-keys -t "$SESSION" -l r
wait_for '^Retrying ' # the status line
wait_for 'started refresh cursor=nil attempt=2 .*\(retry\)'
wait_for 'failed refresh cursor=nil attempt=2'
step "r in the inspector sent the failed page again (attempt 2)"
tm send-keys -t "$SESSION" -l q
expect_exit 0
step "q quit with status 0 and the terminal restored"
echo "e2e-inspector: $passed passed, 0 failed"
