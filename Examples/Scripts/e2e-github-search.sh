#!/usr/bin/env bash
# End-to-end test of github-search in tmux, against its in-process fixture server: the whole
# walk. The start screen → type a query → the mouse wheel and PageDown scroll past 100
# results (page 2 loads, as the first shows: adaptive prefetch starts a page ahead) → Enter on a result opens its owner's repositories → Enter opens a
# repository → ? help → Esc closes it → Esc and Backspace back to the search → r revalidates
# (the rows stay, the rate limit is not spent: unchanged pages are free 304s) → Ctrl-C quits
# with status 0, the alternate screen left and the tty back in cooked mode. Then a second run is sent SIGTERM and must restore the terminal too.
#
# Usage: Scripts/e2e-github-search.sh [path/to/github-search] [extra flags…]
# Without a binary it builds the `github-search` product first. Needs tmux.
set -euo pipefail
cd "$(dirname "$0")/.."

SESSION=search
# shellcheck source=tmux-harness.sh
source Scripts/tmux-harness.sh
BIN=$(github_search_bin "${1:-}") || exit 1
(($# == 0)) || shift # the rest are flags for the app
line() { screen | sed -n "${1}p"; }
# The full name (first word) of the first body row (line 3, or the line below an owner's
# first letter's header line, `── A ──`).
first_row_name() { body | grep -m1 -vE '^── .+ ──$' | awk '{print $1}'; }
# Polls until the loaded count satisfies the arithmetic test "$1" (with $n bound).
wait_count() {
  local deadline=$((SECONDS + TIMEOUT)) n
  while true; do
    n=$(loaded)
    ((n > 0)) && (($1)) && { echo "$n"; return; }
    ((SECONDS < deadline)) || fail "timed out waiting for a count with $1 (last: ${n:-none})"
    sleep 0.1
  done
}

start --no-cache --per-page 100 "$@"
# 1. The start screen says what it searches and what to try.
wait_for '^GitHub Search'
wait_for '^Searching the offline generated data set: [0-9,]+ repositories'
screen | grep -q 'language:Rust' && screen | grep -q 'user:torvalds' && screen | grep -q 'stars:>10000' ||
  fail "no examples on the start screen"
screen | grep -q 'type to search' || fail "the footer does not show the search field's keys"
step "the start screen names the data set and suggests queries"

# 2. Typing searches as you type.
tm send-keys -t "$SESSION" -l 'swift'
wait_for '^Search: swift — [0-9,]+ matches'
first=$(wait_count 'n > 0')
FULL_NAME=$(first_row_name)
[[ $FULL_NAME == */* ]] || fail "no repository on the first row: '$FULL_NAME'"
step "typing 'swift' shows $first results; first is $FULL_NAME"

# 3. Enter gives the list the focus; the wheel and PageDown scroll past 100 results.
tm send-keys -t "$SESSION" Enter
wait_for '↑↓ wheel move'
wheel_down 30
tm send-keys -t "$SESSION" PageDown PageDown
# Page 2 may be there before any scrolling (a first page's rows are within a page of its end,
# adaptive prefetch's distance before it has measured anything): wait for the rows to move.
deadline=$((SECONDS + TIMEOUT))
until [[ $(first_row_name) != "$FULL_NAME" ]]; do
  ((SECONDS < deadline)) || fail "the list did not scroll"
  sleep 0.1
done
scrolled=$(wait_count 'n > 100')
step "the mouse wheel and PageDown scrolled past 100: $first → $scrolled loaded"
# The header ends with the search pool's rate limit, as the last response sent it.
wait_for 'search rate limit [0-9,]+/[0-9,]+ · resets [0-9]{2}:[0-9]{2}'
step "the header shows the rate limit: $(screen | grep -oE 'search rate limit [0-9,]+/[0-9,]+' | head -1)"

# 4. Home, then Enter opens the owner's repositories, all by that owner. Once Home is drawn
# (the keys before it handled) and the list rests, no more search page loads: the user moved
# back up, and adaptive prefetch loads nothing behind the direction of travel. The header's
# search rate limit is then the last one spent.
tm send-keys -t "$SESSION" Home
wait_for "^$FULL_NAME\b"
wait_for '^[0-9,]+ repositories — (more below|No more data)'
SEARCH_LIMIT=$(screen | grep -oE 'search rate limit [0-9,]+/[0-9,]+' | head -1)
[[ -n $SEARCH_LIMIT ]] || fail "no search rate limit in the header"
OWNER=${FULL_NAME%%/*}
tm send-keys -t "$SESSION" Enter
wait_for "^Repositories of $OWNER\b"
wait_for '^[0-9,]+ repositor(y|ies) —'
ROWS=$(body | grep '★' || true)
[[ -n $ROWS ]] || fail "the owner's list is empty"
if grep -vqE "^$OWNER/" <<<"$ROWS"; then fail "a row is not by $OWNER"; fi
REPO=$(first_row_name)
step "Enter opened $OWNER's $(wc -l <<<"$ROWS") repositories"

# 5. Enter opens the repository.
tm send-keys -t "$SESSION" Enter
wait_for "^Repository $REPO\b"
wait_for '^Stars: +[0-9,]+'
screen | grep -qE "^Owner: +$OWNER\b" || fail "no owner in the detail"
step "Enter opened $REPO"

# 6. ? presents the help; Esc closes it.
tm send-keys -t "$SESSION" -l '?'
wait_for '^Help — github-search'
tm send-keys -t "$SESSION" Escape
wait_gone '^Help — github-search'
wait_for "^Repository $REPO\b"
step "? showed the help, Esc closed it"

# 7. Esc and Backspace go back to the search, as it was.
tm send-keys -t "$SESSION" Escape
wait_for "^Repositories of $OWNER\b"
tm send-keys -t "$SESSION" BSpace
wait_for '^Search: swift'
[[ $(first_row_name) == "$FULL_NAME" ]] || fail "the search results changed"
step "Esc and Backspace went back to the search"

# 8. r revalidates the pages held with If-None-Match: unchanged, they are 304s that cost no
# rate limit and change no row. The header showed core's limit (the owner and the repository);
# once the search's answers arrive it shows the search pool's again, as it was. The rows held
# are counted now: adaptive prefetch may have loaded more after the count of step 3 (it
# follows the scroll's speed until the user stops), and nothing has moved the list since 4.
screen | grep -qE '^Search: swift.*   rate limit [0-9,]+/' || fail "no core rate limit in the header"
held=$(loaded)
tm send-keys -t "$SESSION" -l r
wait_for "^Search: swift.* $SEARCH_LIMIT · resets"
wait_gone 'Refreshing…|loading more…'
refreshed=$(wait_count "n == $held")
[[ $(screen | grep -oE 'search rate limit [0-9,]+/[0-9,]+' | head -1) == "$SEARCH_LIMIT" ]] ||
  fail "the revalidation spent rate limit"
step "r revalidated the list for free: $refreshed rows kept, $SEARCH_LIMIT unchanged"

# 9. Ctrl-C quits with status 0 and the terminal restored.
tm send-keys -t "$SESSION" C-c
expect_exit 0
step "Ctrl-C quit with status 0 and restored the terminal"
# Killing the last session makes the tmux server exit while a new client may already be
# connecting to its socket ("server exited unexpectedly"), so the second run gets a server of its own.
tm kill-server
SOCKET="$SOCKET-sigterm"

# 10. SIGTERM restores the terminal too.
start --no-cache --per-page 100 "$@"
wait_for '^Searching the offline'
app=$(app_pid)
[[ -n $app ]] || fail "no github-search process"
kill -TERM "$app"
expect_exit 143
step "SIGTERM restored the terminal (status 143)"

echo "e2e-github-search: $passed passed, 0 failed"
