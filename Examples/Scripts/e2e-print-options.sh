#!/usr/bin/env bash
# The script mode's options (`github-search QUERY --print`): none is ignored silently.
#   1. The terminal UI's own options (--max-items, --dump-lists, --debounce-ms,
#      --poll-interval, --write-fail-rate) are refused with --print, --print's own (--pages,
#      --json) without it, and --log-level without --log-file: exit status 64 and a usage
#      error that says why, nothing printed.
#   2. --log-file and --log-level with --print: the file gets the app's lines (started,
#      printed) and the library's (each page's load, pager=print), and no query text.
#   3. --cache with --print, against github-fixture-server: the pages printed are kept in
#      the file; with the server stopped, the same command prints the same rows from it
#      (within the pages' max-age nothing is asked), --pages 1 the first page of them, and
#      without --cache it fails. Without --cache nothing is written to the user's page cache.
#
# Usage: Scripts/e2e-print-options.sh [bin-dir]   (builds both products without one)
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
WORK=$(mktemp -d)
# The user's cache directory, as github-search finds it: --print must leave its page cache
# alone.
export XDG_CACHE_HOME="$WORK/xdg-cache"
server_pid=""
stop_server() {
  [[ -n $server_pid ]] || return 0
  kill "$server_pid" 2>/dev/null || true
  wait "$server_pid" 2>/dev/null || true
  server_pid=""
}
cleanup() { stop_server; rm -rf "$WORK"; }
trap cleanup EXIT
passed=0
step() { passed=$((passed + 1)); echo "ok - $*"; }
fail() { echo "FAIL: $*" >&2; exit 1; }

# Runs `github-search ARGS…` (from $2 on), which must stop with a usage error saying $1.
expect_refused() {
  local want=$1 status=0
  shift
  "$BIN" "$@" >"$WORK/out" 2>"$WORK/err" </dev/null || status=$?
  [[ $status == 64 ]] || fail "github-search $*: exit status $status, not 64 (usage): $(cat "$WORK/err")"
  grep -qF -- "$want" "$WORK/err" || fail "github-search $*: the error does not say '$want': $(cat "$WORK/err")"
  [[ ! -s $WORK/out ]] || fail "github-search $* printed: $(head -3 "$WORK/out")"
}

# 1. Usage errors.
expect_refused "--max-items is for the terminal UI" swift --print --max-items 200
expect_refused "--dump-lists writes the terminal UI's lists" swift --print --dump-lists "$WORK/l.json"
expect_refused "--debounce-ms is for typing in the terminal UI" swift --print --debounce-ms 10
expect_refused "--poll-interval is for the terminal UI's repository detail" swift --print --poll-interval 5
expect_refused "--write-fail-rate refuses stars and comments, which --print never sends" \
  swift --print --write-fail-rate 0.5
expect_refused "--pages is for --print" swift --pages 2
expect_refused "--json is for --print" swift --json
expect_refused "--log-level needs --log-file" swift --print --log-level trace
expect_refused "--cache and --no-cache exclude each other" swift --print --cache "$WORK/c" --no-cache
step "the terminal UI's options are refused with --print, --pages and --json without it (status 64, the reason said)"

# 2. The log file of a printed list.
LOG="$WORK/print.log"
"$BIN" 'stars:>=0' --print --pages 2 --log-file "$LOG" --log-level debug >"$WORK/out" 2>"$WORK/err" ||
  fail "--print --log-file failed: $(cat "$WORK/err")"
[[ $(wc -l <"$WORK/out") == 60 ]] || fail "printed $(wc -l <"$WORK/out") lines, not 60"
[[ -s $LOG ]] || fail "no log file written"
grep -qE ' info github-search: started ' "$LOG" || fail "no 'started' line of the app: $(head -3 "$LOG")"
grep -qE ' debug refreshkit: started append cursor=page 2 .*pager=print' "$LOG" ||
  fail "no library line for page 2 of the printed list: $(head -5 "$LOG")"
grep -qE ' debug refreshkit: finished append cursor=page 2 .*pager=print' "$LOG" ||
  fail "no library line for page 2 arriving: $(head -5 "$LOG")"
grep -qE ' info github-search: printed .*repositories=60' "$LOG" || fail "no 'printed' line: $(tail -3 "$LOG")"
if grep -qF 'stars:>=0' "$LOG"; then fail "the log holds the query text"; fi
step "--print --log-file: the app's lines and the library's ($(wc -l <"$LOG") lines), no query text"

# 3. A printed list kept in --cache, printed from it with the server stopped.
out="$WORK/server.out"
"$BIN_DIR/github-fixture-server" --port 0 >"$out" 2>/dev/null &
server_pid=$!
deadline=$((SECONDS + 60))
until grep -qoE 'http://[0-9.]+:[0-9]+' "$out" 2>/dev/null; do
  ((SECONDS < deadline)) || fail "the fixture server did not start"
  sleep 0.1
done
url=$(grep -oE 'http://[0-9.]+:[0-9]+' "$out" | head -1)
print_results() { "$BIN" 'stars:>=0' --print --api-url "$url" "$@"; }
print_results --pages 2 --cache "$WORK/pages.sqlite" >"$WORK/online.tsv" 2>"$WORK/err" ||
  fail "--print --cache failed online: $(cat "$WORK/err")"
[[ $(wc -l <"$WORK/online.tsv") == 60 ]] || fail "printed $(wc -l <"$WORK/online.tsv") lines online, not 60"
stop_server
print_results --pages 2 --cache "$WORK/pages.sqlite" >"$WORK/offline.tsv" 2>"$WORK/err" ||
  fail "--print --cache failed offline: $(cat "$WORK/err")"
cmp -s "$WORK/online.tsv" "$WORK/offline.tsv" ||
  fail "offline the cache printed other rows: $(diff "$WORK/online.tsv" "$WORK/offline.tsv" | head -5)"
[[ ! -s $WORK/err ]] || fail "fresh cached pages were requested: $(cat "$WORK/err")"
print_results --pages 1 --cache "$WORK/pages.sqlite" >"$WORK/first.tsv" 2>"$WORK/err" ||
  fail "--print --cache --pages 1 failed offline: $(cat "$WORK/err")"
cmp -s <(head -30 "$WORK/online.tsv") "$WORK/first.tsv" || fail "--pages 1 did not print the first page of the cached rows"
if print_results --pages 2 >"$WORK/none.tsv" 2>"$WORK/err"; then fail "without --cache, a stopped server printed rows"; fi
[[ ! -s $WORK/none.tsv ]] || fail "without --cache, a stopped server printed: $(head -3 "$WORK/none.tsv")"
[[ ! -e $XDG_CACHE_HOME/refreshkit-github-search ]] ||
  fail "--print wrote to the user's page cache: $(find "$XDG_CACHE_HOME/refreshkit-github-search" | head -3)"
step "--print --cache: 60 rows kept online and printed again with the server stopped (30 with --pages 1); without --cache it fails ($(tail -1 "$WORK/err"))"
echo "e2e-print-options: $passed passed, 0 failed"
