#!/usr/bin/env bash
# End-to-end test of an owner's repositories grouped by first letter in github-search
# (issue 33), in tmux, against its in-process fixture server:
#   1. The owner of the first result of `user:nimbus-labs` (a big owner of the generated data
#      set) opens: a header line `── A ──` above the first repository, which is selected (not
#      the header); the footer counts the sections.
#   2. End until every page is loaded, then Home and down the whole list, a few rows at a time:
#      the list, read screen by screen, has each letter's header once, in order (`#` for names
#      that start with no letter, first), every repository under the header of its name's first
#      letter (case-insensitive), and the footer says as many sections as there are headers.
#   3. q quits with status 0 and the terminal restored.
#
# Usage: Scripts/e2e-owner-letters.sh [path/to/github-search]
# Without a binary it builds the `github-search` product first. Needs tmux.
set -euo pipefail
cd "$(dirname "$0")/.."

SESSION=letters
# shellcheck source=tmux-harness.sh
source Scripts/tmux-harness.sh
BIN=$(github_search_bin "${1:-}") || exit 1
HEADER='^── (.) ──$'
# The sections the footer counts ("… · 12 sections"), 0 without.
sections() { screen | sed -nE 's/^[0-9,]+ repositor(y|ies) — .* · ([0-9]+) sections?( ·.*)?$/\2/p' | tail -1; }
# The line of the selection (1-based), as e2e-issue-thread.sh reads it.
selected_line() {
  tm capture-pane -p -e -t "$SESSION" | grep -n $'\e''\[7m' | awk -F: '$1 > 1 { print $1; exit }'
}

# 1. The big owner of the first result.
QUERY=${E2E_LETTERS_QUERY:-'user:nimbus-labs'}
start --no-cache --per-page 30 "'$QUERY'"
wait_for '^[0-9,]+ repositor(y|ies) —'
FIRST=$(body | head -1 | awk '{print $1}')
OWNER=${FIRST%%/*}
tm send-keys -t "$SESSION" Enter
wait_for "^Repositories of $OWNER\b"
wait_for '^[0-9,]+ repositor(y|ies) — .* sections?$'
[[ $(body | head -1) =~ $HEADER ]] || fail "the first line is not a header: '$(body | head -1)'"
[[ $(selected_line) == 4 ]] || fail "the selection is on line $(selected_line), not the first repository's 4"
step "$OWNER's repositories open under the header '$(body | head -1)', the first repository selected; the footer counts $(sections) sections"

# 2. Load every page, then read the whole list from the top.
deadline=$((SECONDS + 4 * TIMEOUT))
while ! screen | grep -qE '^[0-9,]+ repositor(y|ies) — No more data'; do
  ((SECONDS < deadline)) || fail "the list never ended (at $(loaded))"
  tm send-keys -t "$SESSION" End
  sleep 0.3
done
N=$(loaded)
tm send-keys -t "$SESSION" Home
wait_for "$HEADER"
ALL=()
last_row=""
trailing=0
deadline=$((SECONDS + 4 * TIMEOUT))
while true; do
  ((SECONDS < deadline)) || fail "never reached the end of the list"
  mapfile -t lines < <(body | sed '/^$/d')
  start_at=0
  if [[ -n $last_row ]]; then
    start_at=-1
    for i in "${!lines[@]}"; do
      [[ ${lines[$i]} == "$last_row" ]] && start_at=$((i + 1 + trailing))
    done
    ((start_at >= 0)) || fail "the screen skipped past '$last_row'"
  fi
  ALL+=("${lines[@]:start_at}")
  # The last row read, and the header lines read below it (a header on the last line).
  trailing=0
  for ((i = ${#lines[@]} - 1; i >= 0; i--)); do
    [[ ${lines[$i]} =~ $HEADER ]] || { last_row=${lines[$i]}; break; }
    trailing=$((trailing + 1))
  done
  was=$(tm capture-pane -p -e -t "$SESSION")
  tm send-keys -t "$SESSION" -l jjjjjjjjjjjjjjjjjjjjjjjj
  # The selection moves, unless it is on the last row: the end of the list.
  moved_by=$((SECONDS + 3))
  while [[ $(tm capture-pane -p -e -t "$SESSION") == "$was" ]]; do
    ((SECONDS < moved_by)) || break 2
    sleep 0.1
  done
  sleep 0.2 # the 24 keys handled
done
headers=()
current=""
rows=0
for line in "${ALL[@]}"; do
  if [[ $line =~ $HEADER ]]; then
    letter=${BASH_REMATCH[1]}
    for seen in "${headers[@]}"; do [[ $seen != "$letter" ]] || fail "the header of $letter twice"; done
    if [[ -n $current && $letter == '#' ]]; then fail "# after $current: not first"; fi
    if [[ -n $current && $current != '#' && ! $current < $letter ]]; then
      fail "the header of $letter after $current"
    fi
    headers+=("$letter")
    current=$letter
  else
    name=$(awk '{ print ($1 == "★" ? $2 : $1) }' <<<"$line")
    [[ $name == "$OWNER"/* ]] || fail "a row that is not $OWNER's: '$line'"
    first=${name#*/}
    first=${first:0:1}
    if [[ $first =~ [[:alpha:]] ]]; then want=${first^^}; else want='#'; fi
    [[ $want == "$current" ]] || fail "$name under the header of '$current'"
    rows=$((rows + 1))
  fi
done
((rows == N)) || fail "read $rows repositories, the footer says $N"
(($(sections) == ${#headers[@]})) || fail "the footer says $(sections) sections, the list has ${#headers[@]}"
((${#headers[@]} >= 10 && N > 60)) || fail "only $N repositories in ${#headers[@]} sections: ${headers[*]}"
step "all $N repositories read from the top: under ${#headers[@]} headers in order (${headers[*]}), each under its first letter; the footer says $(sections) sections"

# 3. q quits.
tm send-keys -t "$SESSION" -l q
expect_exit 0
step "q quit with status 0 and the terminal restored"
echo "e2e-owner-letters: $passed passed, 0 failed"
