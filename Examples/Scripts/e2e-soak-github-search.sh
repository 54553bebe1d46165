#!/usr/bin/env bash
# Fault soak of the interactive app: github-search runs in tmux against github-fixture-server
# with failures, malformed bodies, jitter and a rate limit switched on, and takes a seeded
# series of user actions (typing queries, scrolling far with the wheel, PageDown and End,
# going to the top, refreshing and retrying, opening owners and repositories, help, going
# back). Then the server's faults are switched off (SIGUSR1) and the app must:
#   - settle: no list is left loading (a bounded wait);
#   - show, after the same final walk (a query, End until enough rows, the owner of a row
#     chosen by position), the lists a fresh app shows against a fault-free server (compared
#     through `--dump-lists`: targets, the loaded rows in order as far as both lists go, load
#     states; how far each goes is adaptive prefetch's choice);
#   - hold its memory: resident memory at the end within SOAK_MEMORY_BOUND_MB (default 48) of
#     what it was after the warm-up (a leak of lists or pagers grows with every action);
#   - quit on Ctrl-C with status 0 and the terminal restored.
#
# Usage: Scripts/e2e-soak-github-search.sh [bin-dir]   (builds both products without one)
#   SOAK_ACTIONS=60    actions after the warm-up (CI's short run; try 2000 for a long soak)
#   SOAK_WARMUP=10     warm-up actions before the first memory reading
#   SOAK_SEED=N        replays a run: the actions and the server's faults come from it
# A failure prints the seed, the action number and the screen. Needs tmux.
set -euo pipefail
cd "$(dirname "$0")/.."

BIN_DIR=${1:-}
if [[ -z $BIN_DIR ]]; then
  swift build --product github-search >&2
  swift build --product github-fixture-server >&2
  BIN_DIR=$(swift build --show-bin-path)
fi
BIN="$BIN_DIR/github-search"
ACTIONS=${SOAK_ACTIONS:-60}
WARMUP=${SOAK_WARMUP:-10}
SEED=${SOAK_SEED:-$(((RANDOM << 15) | RANDOM))}
MEMORY_BOUND_MB=${SOAK_MEMORY_BOUND_MB:-48}
FINAL_QUERY=${SOAK_FINAL_QUERY:-kit}
# Queries the soak types; the final query is none of them, so the final walk starts afresh.
QUERIES=(swift rust core cli lite "language:Rust" "stars:>1000" hub ui zzzznothing)
command -v tmux >/dev/null || { echo "FAIL: tmux is not installed" >&2; exit 1; }
unset GITHUB_TOKEN

SESSION=soaked
# shellcheck source=tmux-harness.sh
source Scripts/tmux-harness.sh
action=0
servers=()
stop_servers() { for pid in "${servers[@]}"; do kill "$pid" 2>/dev/null || true; done; }
trap 'stop_servers; cleanup' EXIT
# The harness's fail, with what replays the run.
fail() {
  echo "FAIL (SOAK_SEED=$SEED, action $action of $((WARMUP + ACTIONS))): $*" >&2
  [[ -s $WORK/$SESSION.status ]] && echo "the app had exited with status $(cat "$WORK/$SESSION.status")" >&2
  echo "----- screen -----" >&2
  screen >&2
  exit 1
}

# Starts a fixture server with the given flags; sets $server_url and records its pid.
start_server() {
  local out="$WORK/server-${#servers[@]}.out" deadline=$((SECONDS + TIMEOUT))
  "$BIN_DIR/github-fixture-server" --port 0 --seed 42 "$@" >"$out" 2>/dev/null &
  servers+=($!)
  until grep -qoE 'http://[0-9.]+:[0-9]+' "$out" 2>/dev/null; do
    ((SECONDS < deadline)) || fail "a fixture server did not start"
    sleep 0.1
  done
  server_url=$(grep -oE 'http://[0-9.]+:[0-9]+' "$out" | head -1)
}

title() { screen | sed -n 1p; }
# Resident memory of the app, in kB.
rss_kb() { awk '/^VmRSS:/ {print $2}' "/proc/$(app_pid)/status"; }
key() { tm send-keys -t "$SESSION" "$@"; }
# Whether the search field has the focus (its key hints are on the status line).
typing() { screen | grep -q 'type to search'; }
# Polls until no list shows a load in progress, and the screen stays the same for a moment.
wait_settled() {
  local deadline=$((SECONDS + TIMEOUT)) previous="" now
  while true; do
    now=$(screen)
    if ! grep -qE 'loading more…|Refreshing…|^ *Loading…|Searching…' <<<"$now" && [[ $now == "$previous" ]]; then
      return
    fi
    ((SECONDS < deadline)) || fail "a list is still loading after ${TIMEOUT}s"
    previous=$now
    sleep 0.2
  done
}
# Presses Esc until the search is on top, each time waiting for the screen to change.
back_to_search() {
  local presses=0 before deadline
  until [[ $(title) == Search* || $(title) == GitHub\ Search* ]]; do
    ((presses++ < 6)) || fail "Esc did not go back to the search"
    before=$(title)
    key Escape
    deadline=$((SECONDS + TIMEOUT))
    while [[ $(title) == "$before" ]]; do
      ((SECONDS < deadline)) || fail "Esc did not leave '$before'"
      sleep 0.1
    done
  done
}
# Checks that the rows of the search list in dump $1 are exactly the first rows the clean
# server gives for its query, and all of them once the list says it reached the end: the soak
# lost, repeated and reordered nothing, and ended no list early. Sets soaked_rows.
check_against_clean() {
  local query count pages ended
  query=$(jq -r '.[0].target | capture("^search\\(query: \"(?<q>.*)\", page: 1\\)$").q // empty' "$1")
  count=$(jq '.[0].fullNames | length' "$1")
  ended=$(jq '.[0].endReached' "$1")
  soaked_rows=$count
  [[ -n $query && $count -gt 0 ]] || return 0
  pages=$(((count + 29) / 30 + 1))
  "$BIN_DIR/github-search" "$query" --print --json --pages "$pages" --per-page 30 \
    --api-url "$clean_url" >"$WORK/truth.json"
  if [[ $ended == true ]]; then
    jq '[.[].full_name]' "$WORK/truth.json" >"$WORK/truth-rows.json"
  else
    jq --argjson n "$count" '[.[:$n][].full_name]' "$WORK/truth.json" >"$WORK/truth-rows.json"
  fi
  jq '.[0].fullNames' "$1" >"$WORK/soaked-rows.json"
  if ! diff -u "$WORK/truth-rows.json" "$WORK/soaked-rows.json" >"$WORK/rows.diff"; then
    head -40 "$WORK/rows.diff" >&2
    fail "the $count rows of '$query' (end reached: $ended) differ from the clean server's"
  fi
}
# Types a query into the search field (the field gets the focus first, the old text goes).
search_for() {
  typing || key -l /
  # shellcheck disable=SC2046 # one BSpace key per word
  key $(printf "BSpace %.0s" $(seq 40))
  key -l "$1"
}

# One seeded user action, chosen for the screen on top.
act() {
  local pick=$((RANDOM % 100))
  case $(title) in
    Help*) key Escape ;;
    Repository\ *)
      if ((pick < 60)); then key Escape; elif ((pick < 80)); then key -l r; else key -l '?'; fi ;;
    Repositories\ of*) browse "$pick" ;;
    *)
      if typing; then
        if ((pick < 50)); then search_for "$(random_query)"; else key Enter; fi
      elif ((pick < 10)); then
        search_for "$(random_query)"
      else
        browse "$pick"
      fi ;;
  esac
}
random_query() { echo "${QUERIES[RANDOM % ${#QUERIES[@]}]}"; }
# A list action: scroll far or to an end, refresh (or retry), open, back, help.
browse() {
  local pick=$1
  if ((pick < 35)); then wheel_down $((1 + RANDOM % 40))
  elif ((pick < 45)); then key PageDown PageDown PageDown
  elif ((pick < 52)); then key End
  elif ((pick < 58)); then key Home
  elif ((pick < 70)); then key -l r
  elif ((pick < 85)); then key Enter
  elif ((pick < 95)); then key Escape
  else key -l '?'
  fi
}

# The same final walk in any app: a new query, End until at least 150 rows are loaded, Home
# and 4 PageDown (row 144), Enter on it (its owner), End until at least 60 of the owner's rows
# are loaded. How many rows each End brings is adaptive prefetch's choice (it follows the
# jump's speed and the pages' latency), so the row opened is chosen by its position, not by
# where the last End landed: the rows and the selection depend on the keys alone.
final_walk() {
  search_for "$FINAL_QUERY"
  key Enter
  wait_for "^Search: $FINAL_QUERY — "
  load_with_end 150
  key Home PageDown PageDown PageDown PageDown
  wait_settled
  key Enter
  wait_for '^Repositories of '
  wait_for '^[0-9,]+ repositor(y|ies) — '
  load_with_end 60
}
# Presses End (the last row loaded) until at least $1 rows are loaded or the list ends,
# waiting after each press for the pages it loads.
load_with_end() {
  local before deadline
  wait_settled
  while (($(loaded) < $1)) && screen | grep -qE '^[0-9,]+ repositor(y|ies) — more below'; do
    before=$(loaded)
    key End
    deadline=$((SECONDS + TIMEOUT))
    until (($(loaded) > before)); do
      ((SECONDS < deadline)) || fail "End loaded nothing after $before rows"
      sleep 0.1
    done
    wait_settled
  done
}

start_server --fail-rate 0.2 --malformed-rate 0.05 --latency-ms 5 --jitter-ms 150 --rate-limit 120
faulty_url=$server_url faulty_pid=${servers[-1]}
start_server
clean_url=$server_url
RANDOM=$SEED
echo "soak: SOAK_SEED=$SEED, $WARMUP warm-up + $ACTIONS actions, faults: 20 % 5xx, 5 % malformed, 5–155 ms, 120 searches a minute"
started=$SECONDS

start --no-cache --api-url "$faulty_url" --per-page 30 --debounce-ms 100 --dump-lists "$WORK/soaked.json"
wait_for '^GitHub Search'
search_for swift
failures_seen=0 checked_rows=0
for ((action = 1; action <= WARMUP + ACTIONS; action++)); do
  act
  sleep 0.1 # a fast user's pace between actions
  if screen | grep -qE 'Load failed|Refresh failed|^ *Error:'; then failures_seen=$((failures_seen + 1)); fi
  if ((action % 10 == 0)); then # mid-soak, faults on: the rows shown are the server's, in order
    dump_lists "$WORK/soaked.json"
    check_against_clean "$WORK/soaked.json"
    checked_rows=$((checked_rows + soaked_rows))
  fi
  ((action == WARMUP)) && warm_kb=$(rss_kb)
done

kill -USR1 "$faulty_pid"
deadline=$((SECONDS + TIMEOUT))
until grep -q '^faults off' "$WORK/server-0.out"; do
  ((SECONDS < deadline)) || fail "the server did not switch its faults off"
  sleep 0.1
done
back_to_search
wait_settled
dump_lists "$WORK/soaked.json"
check_against_clean "$WORK/soaked.json"
checked_rows=$((checked_rows + soaked_rows))
final_walk
end_kb=$(rss_kb)
peak_kb=$(awk '/^VmHWM:/ {print $2}' "/proc/$(app_pid)/status")
key C-c
expect_exit 0
soak_seconds=$((SECONDS - started))

SESSION=clean
start --no-cache --api-url "$clean_url" --per-page 30 --debounce-ms 100 --dump-lists "$WORK/clean.json"
wait_for '^GitHub Search'
final_walk
key C-c
expect_exit 0

# Each list of both dumps cut to the rows both hold (and whether it ended kept only when they
# hold as many): prefetch may have brought one app a page more than the other.
# shellcheck disable=SC2016 # $a, $b and $n are jq's
common='[$a[0], $b[0]] | transpose | map(
  ([.[] | .fullNames | length] | min) as $n
  | ((.[0].fullNames | length) != (.[1].fullNames | length)) as $cut
  | map(.fullNames |= .[:$n] | if $cut then del(.endReached) else . end))'
jq -n --slurpfile a "$WORK/clean.json" --slurpfile b "$WORK/soaked.json" "$common | map(.[0])" >"$WORK/clean.common.json"
jq -n --slurpfile a "$WORK/clean.json" --slurpfile b "$WORK/soaked.json" "$common | map(.[1])" >"$WORK/soaked.common.json"
if ! diff -u "$WORK/clean.common.json" "$WORK/soaked.common.json" >"$WORK/lists.diff"; then
  head -40 "$WORK/lists.diff" >&2
  fail "after the faults stopped, the lists differ from a clean run's"
fi
grep -q '"isLoading" : true' "$WORK/soaked.json" && fail "a list was still loading at the end"
lists=$(jq -r 'map("\(.target): \(.fullNames | length) rows") | join(", ")' "$WORK/soaked.json")
((failures_seen > 0)) || fail "no failure showed during the soak: the faults did not reach the app"
((checked_rows > 0)) || fail "the soak never had search rows to check"
growth_kb=$((end_kb - warm_kb))
echo "soak: $((WARMUP + ACTIONS)) actions in ${soak_seconds}s, a failure on screen after $failures_seen of them; memory after warm-up $((warm_kb / 1024)) MB," \
  "at the end $((end_kb / 1024)) MB (growth $((growth_kb / 1024)) MB, bound $MEMORY_BOUND_MB MB), peak $((peak_kb / 1024)) MB"
((growth_kb <= MEMORY_BOUND_MB * 1024)) || fail "memory grew by $((growth_kb / 1024)) MB"
echo "e2e-soak-github-search: PASS — $((WARMUP + ACTIONS)) actions (SOAK_SEED=$SEED), a failure on" \
  "screen after $failures_seen; every check of the search rows during and after the soak" \
  "($checked_rows rows in all) matched the clean server's;" \
  "the final lists equal a clean run's as far as both go ($lists); nothing left loading; memory" \
  "$((warm_kb / 1024)) MB after warm-up, $((end_kb / 1024)) MB at the end (bound +$MEMORY_BOUND_MB MB); status 0"
