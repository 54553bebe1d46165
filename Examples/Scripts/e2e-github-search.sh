#!/usr/bin/env bash
# End-to-end test of github-search in tmux, against its in-process fixture server:
# type a query → results appear → PageDown until a load-more adds rows → Ctrl-R replaces the
# list → Esc quits with exit status 0, the alternate screen left and the tty back in cooked mode.
#
# Usage: Scripts/e2e-github-search.sh [path/to/github-search] [extra flags…]
# Without a binary it builds the `github-search` product first. Needs tmux.
set -euo pipefail
cd "$(dirname "$0")/.."

BIN=${1:-}
[[ $# -gt 0 ]] && shift
if [[ -z $BIN ]]; then
  swift build --product github-search >&2
  BIN="$(swift build --show-bin-path)/github-search"
fi
[[ -x $BIN ]] || { echo "FAIL: no executable at $BIN" >&2; exit 1; }
command -v tmux >/dev/null || { echo "FAIL: tmux is not installed" >&2; exit 1; }

SESSION=search
# shellcheck source=tmux-harness.sh
source Scripts/tmux-harness.sh
# The number of repositories loaded, from the summary line "N of M repositories".
loaded() { screen | sed -nE 's/^([0-9]+) of [0-9]+ repositories.*/\1/p' | head -1; }
# Polls until the loaded count satisfies the arithmetic test "$1" (with $n bound).
wait_count() {
  local deadline=$((SECONDS + TIMEOUT)) n
  while true; do
    n=$(loaded)
    [[ -n $n ]] && (($1)) && { echo "$n"; return; }
    ((SECONDS < deadline)) || fail "timed out waiting for a count with $1 (last: ${n:-none})"
    sleep 0.1
  done
}

tm new-session -d -s search -x 120 -y 30 \
  "$BIN $* ; echo \$? > '$WORK/status'; stty -a > '$WORK/stty'; sleep 600"

wait_for 'GitHub Search'
echo "ok: the screen is up"
tm send-keys -t search -l 'swift'
wait_for '^Search: swift'
wait_for '/[a-z-]*swift'
first=$(wait_count 'n > 0')
echo "ok: typing 'swift' shows $first results"

tm send-keys -t search PageDown PageDown PageDown
scrolled=$(wait_count "n > $first")
echo "ok: scrolling loaded more: $first → $scrolled"

tm send-keys -t search C-r
refreshed=$(wait_count "n < $scrolled")
echo "ok: Ctrl-R refreshed the list: $scrolled → $refreshed"

tm send-keys -t search Escape
deadline=$((SECONDS + TIMEOUT))
until [[ -s $WORK/status && -s $WORK/stty ]]; do
  ((SECONDS < deadline)) || fail "github-search did not exit after Esc"
  sleep 0.1
done
status=$(cat "$WORK/status")
[[ $status == 0 ]] || fail "exit status $status"
screen | grep -q 'GitHub Search' && fail "the alternate screen is still shown"
[[ $(tm display-message -p -t search '#{alternate_on}') == 0 ]] || fail "alternate screen still on"
grep -qE '(^| )icanon( |$)' "$WORK/stty" && grep -qE '(^| )echo( |$)' "$WORK/stty" ||
  fail "the tty was not restored: $(cat "$WORK/stty")"
echo "ok: Esc quit with status 0 and restored the terminal"
echo "PASS: github-search end to end"
