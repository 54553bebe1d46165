#!/usr/bin/env bash
# End-to-end test of github-browser in tmux, against the in-process fixture server:
# search → Enter (the owner's repositories) → Enter (the detail) → ? (help) → Esc (dismiss)
# → Esc (pop) → Esc (pop) → q, checking the screen at every step and exit status 0.
#
# Usage: Scripts/e2e-github-browser.sh [path/to/github-browser] [extra flags…]
# Without a binary it builds the `github-browser` product first. Needs tmux.
set -euo pipefail
cd "$(dirname "$0")/.."

BIN=${1:-}
[[ $# -gt 0 ]] && shift
if [[ -z $BIN ]]; then
  swift build --product github-browser >&2
  BIN="$(swift build --show-bin-path)/github-browser"
fi
[[ -x $BIN ]] || { echo "FAIL: no executable at $BIN" >&2; exit 1; }
command -v tmux >/dev/null || { echo "FAIL: tmux is not installed" >&2; exit 1; }

QUERY=${E2E_QUERY:-swift}
SESSION=browser
# shellcheck source=tmux-harness.sh
source Scripts/tmux-harness.sh
STATUS_FILE="$WORK/status"
# Line $1 (1-based) of the screen.
line() { screen | sed -n "${1}p"; }
# The full name (first word) of the selected row, the first body row (line 3).
first_row_name() { line 3 | awk '{print $1}'; }
step() { echo "ok - $*"; }

tm new-session -d -s browser -x 120 -y 40 \
  "TERM=xterm-256color '$BIN' '$QUERY' $*; echo \$? > '$STATUS_FILE'"

# 1. Search results.
wait_for "^Search: $QUERY"
wait_for "★"
wait_for "^[0-9,]+ repositor(y|ies) —"
FULL_NAME=$(first_row_name)
OWNER=${FULL_NAME%%/*}
[[ $FULL_NAME == */* && -n $OWNER ]] || fail "no repository on the first row: '$FULL_NAME'"
step "search lists results; first is $FULL_NAME"

# 2. Enter pushes the owner's repositories, all by that owner.
tm send-keys -t browser Enter
wait_for "^Repositories of $OWNER\b"
wait_for "^[0-9,]+ repositor(y|ies) —"
ROWS=$(screen | sed -n '3,38p' | grep '★' || true)
[[ -n $ROWS ]] || fail "the owner's list is empty"
if grep -vqE "^$OWNER/" <<<"$ROWS"; then fail "a row is not by $OWNER"; fi
REPO=$(first_row_name)
step "owner list shows $(wc -l <<<"$ROWS") repositories, all by $OWNER"

# 3. Enter pushes the repository's detail.
tm send-keys -t browser Enter
wait_for "^Repository $REPO\b"
wait_for "^Stars: +[0-9,]+"
screen | grep -qE "^Forks: +[0-9,]+" || fail "no forks in the detail"
screen | grep -qE "^Owner: +$OWNER\b" || fail "no owner in the detail"
step "detail shows $REPO with stars and forks"

# 4. ? presents the help modal.
tm send-keys -t browser -l '?'
wait_for "^Help — github-browser"
screen | grep -q "Esc" || fail "help shows no keys"
step "help modal presented"

# 5. Esc dismisses it: the detail is back.
tm send-keys -t browser Escape
wait_for "^Repository $REPO\b"
wait_gone "^Help — github-browser"
screen | grep -qE "^Stars: " || fail "the detail did not come back"
step "help dismissed, detail back"

# 6. Esc pops to the owner's repositories.
tm send-keys -t browser Escape
wait_for "^Repositories of $OWNER\b"
step "popped to the owner list"

# 7. Backspace pops to the search results.
tm send-keys -t browser BSpace
wait_for "^Search: $QUERY"
[[ $(first_row_name) == "$FULL_NAME" ]] || fail "search results changed"
step "popped to the search results"

# 8. q quits with status 0.
tm send-keys -t browser q
deadline=$((SECONDS + TIMEOUT))
until [[ -s $STATUS_FILE ]]; do
  ((SECONDS < deadline)) || fail "github-browser did not exit"
  sleep 0.1
done
STATUS=$(cat "$STATUS_FILE")
[[ $STATUS == 0 ]] || fail "exit status $STATUS"
step "quit with exit status 0"
echo "e2e-github-browser: 8 passed, 0 failed"
