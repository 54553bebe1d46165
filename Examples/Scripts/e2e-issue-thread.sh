#!/usr/bin/env bash
# End-to-end test of an issue thread in github-search (the chat case), in tmux, against its
# in-process fixture server (GitHub's issues and comments endpoints):
#   1. A repository's detail, `i`: its issues; Enter on the newest, a thread of at least 300
#      comments: it opens at the newest comment, selected on the last line.
#   2. Scrolling up to the first comment: each time older comments arrive above, the row under
#      the cursor stays on its screen line with the same text. The thread prefetches
#      adaptively (the library's default), so one jump to the top may bring more than one
#      page, one after the other, until the list rests (0.5 s after the jump): every arrival
#      is checked. Pages of 10 comments, so that a thread has 30 of them and many arrive.
#   3. With --write-fail-rate 1 (writes refused with a 5xx), `c` writes a comment: it shows at
#      once, then is rolled back with the reason.
#   4. Without faults the comment becomes the server's copy and is still there when the thread
#      is opened again (the server keeps it); `q` quits with status 0 and the terminal restored.
#
# Usage: Scripts/e2e-issue-thread.sh [path/to/github-search]
# Without a binary it builds the `github-search` product first. Needs tmux.
set -euo pipefail
cd "$(dirname "$0")/.."

SESSION=thread
# shellcheck source=tmux-harness.sh
source Scripts/tmux-harness.sh
BIN=$(github_search_bin "${1:-}") || exit 1
# The screen line (1-based) of the selected row: the first reverse-video line below the title.
selected_line() {
  tm capture-pane -p -e -t "$SESSION" | grep -n $'\e''\[7m' | awk -F: '$1 > 1 { print $1; exit }'
}
# The comments loaded and the thread's total, from the footer "K of M comments".
comments_loaded() { screen | sed -nE 's/^([0-9,]+) of [0-9,]+ comments.*/\1/p' | tail -1 | tr -d ,; }
total() { screen | sed -nE 's/^[0-9,]+ of ([0-9,]+) comments.*/\1/p' | tail -1 | tr -d ,; }
# Waits until more than $1 comments are loaded.
wait_loaded_above() {
  local deadline=$((SECONDS + TIMEOUT))
  until (($(comments_loaded) > $1)); do
    ((SECONDS < deadline)) || fail "no older comments arrived (still $(comments_loaded))"
    sleep 0.05
  done
}

# Opens the app on the results of $QUERY, then the first result's owner, their first
# repository, its issues and the newest issue's thread; more flags in "$@".
QUERY='stars:>1000'
open_thread() {
  start --no-cache "$@" "'$QUERY'"
  wait_for '^[0-9,]+ repositor(y|ies) —'
  tm send-keys -t "$SESSION" Enter
  wait_for '^Repositories of '
  wait_for '^[0-9,]+ repositor(y|ies) —'
  tm send-keys -t "$SESSION" Enter
  wait_for '^Stars: '
  tm send-keys -t "$SESSION" -l i
  wait_for '^Issues of '
  wait_for '^#[0-9]+  '
  ISSUE=$(body | head -1)
  tm send-keys -t "$SESSION" Enter
  wait_for '^[0-9,]+ of [0-9,]+ comments'
}

# 1. The newest issue's thread opens at its newest comment.
PER_PAGE=10
open_thread --latency-ms 400 --per-page "$PER_PAGE"
COMMENTS=$(sed -nE 's/.*\(([0-9]+) comments\).*/\1/p' <<<"$ISSUE")
((COMMENTS >= 300)) || fail "the newest issue has $COMMENTS comments, not at least 300: $ISSUE"
M=$(total)
[[ $M == "$COMMENTS" ]] || fail "the thread counts $M comments, the issue $COMMENTS"
LAST_PAGE=$((M - (M - 1) / PER_PAGE * PER_PAGE))
# The first load is the last page; whole pages of older comments may have arrived above it
# since (the rows on screen are near the start of what is loaded, so the pages before load).
(($(comments_loaded) % PER_PAGE == LAST_PAGE % PER_PAGE)) ||
  fail "$(comments_loaded) comments loaded first: not the last page's $LAST_PAGE and whole pages"
# A thread's rows sit at the bottom, like a chat's: the newest on the body's last line (38).
[[ $(selected_line) == 38 ]] || fail "the selection is on line $(selected_line), not the last row's 38"
[[ -n $(screen | sed -n 38p) ]] || fail "the body's last line is empty"
step "the newest issue (${ISSUE%%  *}, $M comments) opens at its newest comment, selected on the last line"

# Checks that the selection is still on line $1 with the text $2.
expect_kept() {
  [[ $(selected_line) == "$1" ]] ||
    fail "after older comments arrived the selection moved from line $1 to $(selected_line)"
  [[ $(screen | sed -n "${1}p") == "$2" ]] ||
    fail "line $1 was '$2', now '$(screen | sed -n "${1}p")'"
}

# 2. Scroll up to the first comment; every arrival keeps the row under the cursor on its line.
checked=0
lines=""
jumps="" # per g: the pages that arrived / the arrivals checked, "-" when it arrived unseen
while (($(comments_loaded) < M)); do
  wait_for '^↑ more above|— first comment —' # nothing loads
  (($(comments_loaded) < M)) || break
  before=$(comments_loaded)
  checked_before=$checked
  was=$(screen | sed -n "$(selected_line)p")
  tm send-keys -t "$SESSION" -l g # the first comment loaded, on the first row drawn
  # g is handled once the selection is on the first row drawn, another row than before (rows
  # arrived above the one selected before); its rows above are then requested.
  deadline=$((SECONDS + TIMEOUT))
  while true; do
    first=$((2 + $(body | grep -n -m1 -vE '^$' | cut -d: -f1)))
    line=$(selected_line)
    text=$(screen | sed -n "${line}p")
    [[ $line == "$first" && $text != "$was" ]] && break
    ((SECONDS < deadline)) || fail "g did not select the first comment loaded (line $line: '$text')"
    sleep 0.05
  done
  if (($(comments_loaded) > before)); then # it arrived before the screen was read
    jumps+=" -"
    continue
  fi
  wait_loaded_above "$before"
  # Each arrival, until the list rests (the pages asked for one after the other), keeps it.
  seen=$before
  deadline=$((SECONDS + TIMEOUT))
  while true; do
    resting=$(screen | grep -cE '^↑ more above|— first comment —' || true)
    now=$(comments_loaded)
    if ((now > seen)); then
      expect_kept "$line" "$text"
      checked=$((checked + 1))
      seen=$now
    fi
    ((resting == 0)) || break
    ((SECONDS < deadline)) || fail "the thread never rested (at $(comments_loaded) comments)"
    sleep 0.05
  done
  (($(comments_loaded) == seen)) || { expect_kept "$line" "$text"; checked=$((checked + 1)); }
  lines+=" $line"
  jumps+=" $(((seen - before + PER_PAGE - 1) / PER_PAGE))p/$((checked - checked_before))"
done
((checked >= 5)) || fail "only $checked arrivals were checked (per g, pages/arrivals:$jumps)"
wait_for '— first comment —'
step "scrolled up to the first of $M comments: $checked arrivals (per g, pages/arrivals:$jumps), each kept the row under the cursor on its line (lines$lines)"
tm send-keys -t "$SESSION" -l q
expect_exit 0
tm kill-server
SOCKET="$SOCKET-1"

# 3. With writes refused, a comment shows at once, then is rolled back with the reason.
open_thread --write-fail-rate 1 --latency-ms 600
tm send-keys -t "$SESSION" -l c
wait_for '^Comment: '
tm send-keys -t "$SESSION" -l 'refused by e2e'
tm send-keys -t "$SESSION" Enter
wait_for '^you  sending…  refused by e2e'
wait_for 'Comment not posted: '
wait_gone 'refused by e2e'
step "a refused comment showed at once, then was rolled back: $(screen | sed -nE 's/.*(Comment not posted: [^·]*).*/\1/p')"
tm send-keys -t "$SESSION" -l q
expect_exit 0
tm kill-server
SOCKET="$SOCKET-2"

# 4. Without faults the comment is the server's and is there when the thread opens again.
open_thread
M=$(total)
tm send-keys -t "$SESSION" -l c
tm send-keys -t "$SESSION" -l 'kept by e2e'
tm send-keys -t "$SESSION" Enter
wait_for '^[A-Za-z0-9-]+  [0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:]+  kept by e2e'
tm send-keys -t "$SESSION" Escape
wait_for '^Issues of '
tm send-keys -t "$SESSION" -l r # the issue's count grew on the server
wait_for "^#[0-9]+  .*\($((M + 1)) comments\)"
tm send-keys -t "$SESSION" Enter
wait_for "^[0-9,]+ of $(group $((M + 1))) comments"
wait_for '  kept by e2e$'
step "a posted comment became the server's copy; the issue counts $((M + 1)) and the comment is the newest when the thread opens again"
tm send-keys -t "$SESSION" -l q
expect_exit 0
step "q quit with status 0 and the terminal restored"
echo "e2e-issue-thread: $passed passed, 0 failed"
