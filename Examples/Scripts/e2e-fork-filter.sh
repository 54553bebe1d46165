#!/usr/bin/env bash
# End-to-end test of `f`, the local filter that hides forks in a repository list of
# github-search (issue 33), in tmux, against its in-process fixture server. Requests are
# counted in the app's log (--log-file, --log-level debug: a `started` line per load):
#   1. The results of `swift`, a few pages loaded, back at the top, a repository selected
#      with forks on screen. `f`: no fork row is left, the footer says `forks hidden`, the
#      selected repository stays on its screen line, and no request is sent.
#   2. `f` again: the forks are back, the screen is exactly as before, still no request.
#   3. With --max-items 120 (a window that trims), `awesome` (whose first three pages are
#      forks): `f` right away hides every row held, and the list keeps loading until a
#      repository shows; every page is requested once.
#   4. The help (`?`) lists the key; q quits with status 0 and the terminal restored.
#
# Usage: Scripts/e2e-fork-filter.sh [path/to/github-search]
# Without a binary it builds the `github-search` product first. Needs tmux.
set -euo pipefail
cd "$(dirname "$0")/.."

SESSION=forks
# shellcheck source=tmux-harness.sh
source Scripts/tmux-harness.sh
BIN=$(github_search_bin "${1:-}") || exit 1
selected_line() {
  tm capture-pane -p -e -t "$SESSION" | grep -n $'\e''\[7m' | awk -F: '$1 > 1 { print $1; exit }'
}
# The loads the app started, from its log.
requests() { grep -c ' debug refreshkit: started ' "$LOG" || true; }
# Waits until the list rests: the footer says there is more below (or the end), no load runs.
wait_resting() {
  local deadline=$((SECONDS + TIMEOUT))
  until screen | grep -qE '^[0-9,]+ repositor(y|ies) — (more below|No more data)'; do
    ((SECONDS < deadline)) || fail "the list never rested"
    sleep 0.1
  done
}
FORK_ROW='^(★ )?[^ ]+/[^ ]+  ★ [0-9,]+  fork( |$)'
REPOSITORY_ROW='^(★ )?[^ ]+/[^ ]+  ★ [0-9,]+( |$)'

# 1. Some pages of `swift`, back at the top; f hides the forks.
LOG="$WORK/forks.log"
start --no-cache --per-page 30 --log-file "$LOG" --log-level debug "'swift'"
wait_for '^[0-9,]+ repositor(y|ies) —'
for _ in 1 2 3; do
  screen | grep -qE '^[0-9,]+ repositor(y|ies) — more below' || break
  before=$(loaded)
  tm send-keys -t "$SESSION" End
  deadline=$((SECONDS + TIMEOUT))
  until (($(loaded) > before)); do
    ((SECONDS < deadline)) || fail "End loaded nothing after $before rows"
    sleep 0.1
  done
  wait_resting
done
tm send-keys -t "$SESSION" Home
wait_resting
sleep 1 # what Home's rows call for has started by now
wait_resting
# Select the first repository that is no fork, a few rows down.
tm send-keys -t "$SESSION" -l jjjj
deadline=$((SECONDS + TIMEOUT))
while screen | sed -n "$(selected_line)p" | grep -qE "$FORK_ROW"; do
  ((SECONDS < deadline)) || fail "no repository that is no fork"
  tm send-keys -t "$SESSION" -l j
  sleep 0.1
done
sleep 0.5
FORKS=$(body | grep -cE "$FORK_ROW" || true)
((FORKS > 0)) || fail "no fork on screen to hide"
BEFORE=$(body)
LINE=$(selected_line)
TEXT=$(screen | sed -n "${LINE}p")
N=$(loaded)
R=$(requests)
tm send-keys -t "$SESSION" -l f
wait_for ' · forks hidden \([0-9]+\)$'
if body | grep -qE "$FORK_ROW"; then fail "a fork is still shown"; fi
[[ $(selected_line) == "$LINE" ]] || fail "the selection moved from line $LINE to $(selected_line)"
[[ $(screen | sed -n "${LINE}p") == "$TEXT" ]] || fail "line $LINE was '$TEXT', now '$(screen | sed -n "${LINE}p")'"
sleep 1
(($(requests) == R)) || fail "f sent $(($(requests) - R)) requests"
(($(loaded) == N)) || fail "the list has $(loaded) rows, not $N"
HIDDEN=$(screen | sed -nE 's/.* · forks hidden \(([0-9]+)\)$/\1/p')
step "f hid the $FORKS forks on screen ($HIDDEN of $N held): no request, '${TEXT%%  *}' still on line $LINE"

# 2. f shows them again, exactly as before.
tm send-keys -t "$SESSION" -l f
wait_gone 'forks hidden'
sleep 0.5
[[ $(body) == "$BEFORE" ]] || fail "the screen is not as before: $(diff <(echo "$BEFORE") <(body) | head -5)"
(($(requests) == R)) || fail "f sent $(($(requests) - R)) requests"
step "f again: the $FORKS forks are back, the screen as before, no request"
tm send-keys -t "$SESSION" -l q
expect_exit 0
tm kill-server
SOCKET="$SOCKET-1"

# 3. A window of 120 rows over `awesome`, whose first pages are all forks: f at once.
LOG="${E2E_KEEP_LOG:-$WORK/window.log}"
start --no-cache --per-page 30 --max-items 120 --log-file "$LOG" --log-level debug "'awesome'"
wait_for '^[0-9,]+ repositor(y|ies) —'
wait_resting
body | head -30 | grep -qE "$FORK_ROW" || fail "the first rows of awesome are no forks"
if body | grep -E "$REPOSITORY_ROW" | grep -qvE "$FORK_ROW"; then
  fail "a repository that is no fork is on the first screen already"
fi
tm send-keys -t "$SESSION" -l f
deadline=$((SECONDS + TIMEOUT))
until body | grep -E "$REPOSITORY_ROW" | grep -qvE "$FORK_ROW"; do
  ((SECONDS < deadline)) || fail "no repository showed (at $(loaded) rows, $(requests) loads)"
  sleep 0.1
done
wait_for ' · forks hidden \([0-9]+\)$'
wait_resting
if body | grep -qE "$FORK_ROW"; then fail "a fork is still shown"; fi
PAGES=$(sed -nE 's/.* debug refreshkit: started [a-z]+ cursor=(page [0-9]+).*/\1/p' "$LOG")
[[ -z $(sort <<<"$PAGES" | uniq -d) ]] || fail "pages requested twice: $(sort <<<"$PAGES" | uniq -d | tr '\n' ' ')"
FIRST_SHOWN=$(body | grep -E "$REPOSITORY_ROW" | head -1)
step "with --max-items 120, f hid every row held and the list loaded on until '${FIRST_SHOWN%%  *}' showed: $(wc -l <<<"$PAGES") pages, each once ($(screen | grep -oE '[0-9,]+ of [0-9,]+ held' | head -1))"

# 4. The help lists the key.
tm send-keys -t "$SESSION" -l '?'
wait_for '^Help — github-search'
wait_for '^  f  +in a repository list: hide forks'
tm send-keys -t "$SESSION" Escape
wait_gone '^Help — github-search'
step "the help lists f"
tm send-keys -t "$SESSION" -l q
expect_exit 0
step "q quit with status 0 and the terminal restored"
echo "e2e-fork-filter: $passed passed, 0 failed"
