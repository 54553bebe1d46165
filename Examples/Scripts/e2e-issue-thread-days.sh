#!/usr/bin/env bash
# End-to-end test of the day lines of an issue thread in github-search (issue 33), in tmux,
# against its in-process fixture server:
#   1. The newest issue's thread (at least 300 comments, pages of 10) opens at its newest
#      comment. Every screen has a dimmed day line `── Tue 3 Mar 2026 ──` exactly between two
#      comments of different UTC days (the day of the comment below it), and none between two
#      comments of the same day.
#   2. Scrolling up to the first comment (k, a few rows at a time): whenever older comments
#      arrive above, the comment under the cursor stays on its screen line with the same text,
#      and every screen passes the checks of 1. At least one day line is seen on the way, and
#      as many as the thread has days, less one.
#   3. q quits with status 0 and the terminal restored.
#
# Usage: Scripts/e2e-issue-thread-days.sh [path/to/github-search]
# Without a binary it builds the `github-search` product first. Needs tmux and GNU date.
set -euo pipefail
cd "$(dirname "$0")/.."

SESSION=days
# shellcheck source=tmux-harness.sh
source Scripts/tmux-harness.sh
BIN=$(github_search_bin "${1:-}") || exit 1
# The screen line (1-based) of the selected row: the first reverse-video line below the title.
selected_line() {
  tm capture-pane -p -e -t "$SESSION" | grep -n $'\e''\[7m' | awk -F: '$1 > 1 { print $1; exit }'
}
comments_loaded() { screen | sed -nE 's/^([0-9,]+) of [0-9,]+ comments.*/\1/p' | tail -1 | tr -d ,; }
total() { screen | sed -nE 's/^[0-9,]+ of ([0-9,]+) comments.*/\1/p' | tail -1 | tr -d ,; }
DAY_LINE='^── [A-Z][a-z]{2} [0-9]{1,2} [A-Z][a-z]{2} [0-9]{4} ──$'
COMMENT_LINE='^[^ ]+  [0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:]+  '
# The day lines seen so far (unique), and the comments' days seen.
declare -A DAY_LINES_SEEN=() DAYS_SEEN=()

# Checks the day lines of the screen now: each one between two comments of different days,
# titled with the day of the one below; none missing between two comments of different days.
check_days() {
  local lines previous_day="" after_day_line=0 line day title want
  mapfile -t lines < <(body)
  for line in "${lines[@]}"; do
    if [[ $line =~ $DAY_LINE ]]; then
      ((after_day_line == 0)) || fail "two day lines in a row: '$line'"
      after_day_line=1
      title=$line
      DAY_LINES_SEEN[$line]=1
    elif [[ $line =~ $COMMENT_LINE ]]; then
      day=$(awk '{print substr($2, 1, 10)}' <<<"$line")
      DAYS_SEEN[$day]=1
      if ((after_day_line)); then
        want="── $(LC_ALL=C date -u -d "$day" '+%a %-d %b %Y') ──"
        [[ $title == "$want" ]] || fail "the day line '$title' stands above a comment of $day ($want)"
        [[ -z $previous_day || $previous_day != "$day" ]] ||
          fail "a day line between two comments of $day"
      elif [[ -n $previous_day && $previous_day != "$day" ]]; then
        fail "no day line between comments of $previous_day and $day"
      fi
      previous_day=$day
      after_day_line=0
    fi
  done
}

# 1. The newest issue's thread opens at its newest comment.
QUERY='stars:>1000'
PER_PAGE=10
start --no-cache --latency-ms 300 --per-page "$PER_PAGE" "'$QUERY'"
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
wait_for "$COMMENT_LINE"
M=$(total)
((M >= 300)) || fail "the newest issue has $M comments, not at least 300: $ISSUE"
[[ $(selected_line) == 38 ]] || fail "the selection is on line $(selected_line), not the last row's 38"
check_days
step "the thread of ${ISSUE%%  *} ($M comments) opens at its newest comment; its day lines are between days"

# A day line is drawn dimmed (SGR 2), the comments are not.
dimmed_day_line() {
  tm capture-pane -p -e -t "$SESSION" | grep -E $'\e''\[2m── [A-Z][a-z]{2} ' | head -1
}

# 2. Scroll up, a few rows at a time, to the first comment.
arrivals=0
screens=0
deadline=$((SECONDS + 4 * TIMEOUT))
while ! screen | grep -qE '— first comment —'; do
  ((SECONDS < deadline)) || fail "never reached the first comment (at $(comments_loaded) of $M)"
  before=$(comments_loaded)
  tm send-keys -t "$SESSION" -l kkkkkkkkkkkk
  sleep 0.2
  line=$(selected_line)
  text=$(screen | sed -n "${line}p")
  [[ $text =~ $COMMENT_LINE ]] || fail "the selection is on '$text', not a comment"
  # Older comments may be arriving: each arrival keeps the comment under the cursor.
  wait_deadline=$((SECONDS + TIMEOUT))
  while screen | grep -qE '^↑ loading earlier…'; do
    ((SECONDS < wait_deadline)) || fail "older comments never arrived"
    sleep 0.05
  done
  if (($(comments_loaded) > before)); then
    arrivals=$((arrivals + 1))
    [[ $(selected_line) == "$line" ]] ||
      fail "after older comments arrived the selection moved from line $line to $(selected_line)"
    [[ $(screen | sed -n "${line}p") == "$text" ]] ||
      fail "line $line was '$text', now '$(screen | sed -n "${line}p")'"
  fi
  check_days
  screens=$((screens + 1))
done
check_days
((arrivals >= 5)) || fail "only $arrivals arrivals of older comments were seen"
((${#DAY_LINES_SEEN[@]} >= 1)) || fail "no day line in a thread of ${#DAYS_SEEN[@]} days"
((${#DAY_LINES_SEEN[@]} == ${#DAYS_SEEN[@]} - 1)) ||
  fail "${#DAY_LINES_SEEN[@]} day lines for ${#DAYS_SEEN[@]} days"
step "scrolled up to the first of $M comments over $screens screens: $arrivals arrivals kept the comment under the cursor on its line; ${#DAY_LINES_SEEN[@]} day lines for ${#DAYS_SEEN[@]} days, each between days"

# The day lines are dimmed: scroll until one is on screen.
tm send-keys -t "$SESSION" -l g
deadline=$((SECONDS + TIMEOUT))
until [[ -n $(dimmed_day_line) ]]; do
  ((SECONDS < deadline)) || fail "no dimmed day line on screen"
  tm send-keys -t "$SESSION" PageDown
  sleep 0.2
done
step "a day line is drawn dimmed: $(dimmed_day_line | sed 's/\x1b\[[0-9;]*m//g')"

# 3. q quits.
tm send-keys -t "$SESSION" -l q
expect_exit 0
step "q quit with status 0 and the terminal restored"
echo "e2e-issue-thread-days: $passed passed, 0 failed"
