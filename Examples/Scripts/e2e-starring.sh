#!/usr/bin/env bash
# End-to-end test of starring in github-search, in tmux, against its in-process fixture
# server (GitHub's PUT/DELETE/GET /user/starred… endpoints). One repository, every place:
#   1. `s` in the search results stars it: ★ and count +1 in the results, its owner's list,
#      the detail and the Starred screen (`S`).
#   2. `s` on the detail unstars it: every place shows it unstarred with the old count, and
#      the Starred screen no longer lists it.
#   3. With --write-fail-rate 1 (stars refused with a 5xx), `s` on the detail shows the star
#      at once, then rolls it back in the detail, the owner's list and the results, with the
#      reason shown on the detail; `s` in the results shows its reason there.
#   4. With --live SEED, the server changes star counts; the detail polls (X-Poll-Interval: 2
#      beats --poll-interval 30) and the new count shows in the open lists.
#   5. Each run quits with status 0 and the terminal restored.
#
# Usage: Scripts/e2e-starring.sh [path/to/github-search]
# Without a binary it builds the `github-search` product first. Needs tmux.
set -euo pipefail
cd "$(dirname "$0")/.."

SESSION=starring
# shellcheck source=tmux-harness.sh
source Scripts/tmux-harness.sh
BIN=$(github_search_bin "${1:-}") || exit 1
# The star count of the row of repository $1 (starred or not), without commas.
row_stars() {
  body | sed -nE "s#^(★ )?$1  ★ ([0-9,]+).*#\\2#p" | head -1 | tr -d ,
}
# The detail's star count, without commas.
detail_stars() { screen | sed -nE 's/^Stars: +([0-9,]+).*/\1/p' | tr -d ,; }
# Moves the selection (at the top) down to the row of repository $1.
select_row() {
  local index
  index=$(body | grep -nE "^(★ )?$1  " | head -1 | cut -d: -f1)
  [[ -n $index ]] || fail "no row of $1"
  for _ in $(seq $((index - 1))); do tm send-keys -t "$SESSION" -l j; done
}
# Waits until the row of $1 shows starred ($2 = yes) or not, with count $3.
wait_row() {
  local mark=""
  [[ $2 == yes ]] && mark="★ "
  wait_for "^$mark$1  ★ $(group "$3")( |$)"
}

# Find a repository: the first result of 'swift', its owner, and the owner's first repository
# (first in the owner's list, which is sorted by name); a query for its name finds it again.
start --no-cache
wait_for '^GitHub Search'
tm send-keys -t "$SESSION" -l 'swift'
wait_for '^Search: swift — [0-9,]+ matches'
wait_for '^[0-9,]+ repositor(y|ies) —'
FIRST=$(screen | sed -n 3p | awk '{print $1}')
OWNER=${FIRST%%/*}
tm send-keys -t "$SESSION" Enter Enter
wait_for "^Repositories of $OWNER\b"
wait_for '^[0-9,]+ repositor(y|ies) —'
REPO=$(body | grep -m1 -vE '^── .+ ──$' | awk '{print $1}') # past the letter's header
[[ $REPO == "$OWNER"/* ]] || fail "no repository of $OWNER: '$REPO'"
QUERY="${REPO#*/} user:$OWNER"
tm send-keys -t "$SESSION" C-c
expect_exit 0
tm kill-server
SOCKET="$SOCKET-1"
echo "# repository: $REPO (query '$QUERY')"

# Opens the app on $QUERY's results with the selection on $REPO; more flags in "$@".
open_results() {
  start --no-cache "'$QUERY'" "$@"
  wait_for "^Search: $QUERY — [0-9,]+ matches"
  wait_for '^[0-9,]+ repositor(y|ies) —'
  select_row "$REPO"
}

# 1. Star from the search results.
open_results
N=$(row_stars "$REPO")
[[ -n $N ]] || fail "no star count for $REPO"
STARRED=$((N + 1))
tm send-keys -t "$SESSION" -l s
wait_row "$REPO" yes "$STARRED"
step "s in the results: ★ $REPO with $N → $STARRED stars"
tm send-keys -t "$SESSION" Enter
wait_for "^Repositories of $OWNER\b"
wait_row "$REPO" yes "$STARRED"
step "the owner's list shows ★ and $STARRED"
tm send-keys -t "$SESSION" Enter
wait_for "^Repository $REPO\b"
wait_for "^Stars: +$(group "$STARRED")$"
wait_for '^Starred: +★ yes'
step "the detail shows ★ yes and $STARRED"
tm send-keys -t "$SESSION" -l S
wait_for '^Starred repositories'
wait_row "$REPO" yes "$STARRED"
step "the Starred screen (S) lists ★ $REPO with $STARRED"
tm send-keys -t "$SESSION" Escape
wait_for "^Repository $REPO\b"

# 2. Unstar from the detail.
tm send-keys -t "$SESSION" -l s
wait_for '^Starred: +no'
wait_for "^Stars: +$(group "$N")$"
tm send-keys -t "$SESSION" Escape
wait_for "^Repositories of $OWNER\b"
wait_row "$REPO" no "$N"
tm send-keys -t "$SESSION" BSpace
wait_for "^Search: $QUERY"
wait_row "$REPO" no "$N"
tm send-keys -t "$SESSION" -l S
wait_for '^Starred repositories'
wait_for '^Nothing here yet' # the empty list's placeholder
if body | grep -qE "$REPO"; then fail "the Starred screen still lists $REPO"; fi
tm send-keys -t "$SESSION" Escape
wait_for "^Search: $QUERY"
step "s on the detail unstarred it: $N stars in the detail, both lists, gone from Starred"
tm send-keys -t "$SESSION" -l q
expect_exit 0
step "q quit with status 0"
tm kill-server
SOCKET="$SOCKET-2"

# 3. A refused star rolls back everywhere, with the reason where s was pressed.
open_results --write-fail-rate 1 --latency-ms 1000
N=$(row_stars "$REPO")
tm send-keys -t "$SESSION" Enter
wait_for "^Repositories of $OWNER\b"
wait_row "$REPO" no "$N"
tm send-keys -t "$SESSION" Enter
wait_for "^Stars: +$(group "$N")$"
tm send-keys -t "$SESSION" -l s
wait_for '^Starred: +★ yes'
wait_for "^Stars: +$(group $((N + 1)))$"
wait_for 'Star refused: The server had a problem \(HTTP 50[023]\)'
wait_for '^Starred: +no'
wait_for "^Stars: +$(group "$N")$"
step "a refused star showed at once, then rolled back on the detail with its reason"
tm send-keys -t "$SESSION" Escape
wait_for "^Repositories of $OWNER\b"
wait_row "$REPO" no "$N"
if screen | grep -q 'Star refused'; then fail "the owner's list shows the detail's refusal"; fi
tm send-keys -t "$SESSION" Escape
wait_for "^Search: $QUERY"
wait_row "$REPO" no "$N"
tm send-keys -t "$SESSION" -l s
wait_for 'Star refused: The server had a problem'
wait_row "$REPO" no "$N"
step "the owner's list and the results rolled back too; s in the results shows its reason there"
tm send-keys -t "$SESSION" -l q
expect_exit 0
tm kill-server
SOCKET="$SOCKET-3"

# 4. Live: the server changes the count; the detail's poll shows it in every open list.
open_results --live 7 --live-interval 2 --poll-interval 30
IN_RESULTS=$(row_stars "$REPO")
tm send-keys -t "$SESSION" Enter
wait_for "^Repositories of $OWNER\b"
wait_for "^(★ )?$REPO  ★ "
IN_OWNER=$(row_stars "$REPO")
tm send-keys -t "$SESSION" Enter
wait_for "^Stars: +[0-9,]+$"
deadline=$((SECONDS + TIMEOUT))
until LIVE=$(detail_stars) && [[ $LIVE != "$IN_RESULTS" && $LIVE != "$IN_OWNER" ]]; do
  ((SECONDS < deadline)) || fail "the detail's count never changed from $IN_OWNER"
  sleep 0.2
done
step "the detail's polls brought the server's new count: $IN_OWNER → $LIVE"
TIMEOUT=3 # one poll interval (X-Poll-Interval: 2) and a margin
tm send-keys -t "$SESSION" Escape
wait_for "^Repositories of $OWNER\b"
SHOWN=$(row_stars "$REPO")
[[ $SHOWN != "$IN_OWNER" ]] || fail "the owner's list still shows $IN_OWNER"
tm send-keys -t "$SESSION" Escape
wait_for "^Search: $QUERY"
SHOWN_RESULTS=$(row_stars "$REPO")
[[ $SHOWN_RESULTS != "$IN_RESULTS" ]] || fail "the results still show $IN_RESULTS"
step "both open lists show the fresher count: owner's $IN_OWNER → $SHOWN, results $IN_RESULTS → $SHOWN_RESULTS"

# 5. q quits with status 0 and the terminal restored.
tm send-keys -t "$SESSION" -l q
expect_exit 0
step "q quit with status 0 and restored the terminal"

echo "e2e-starring: $passed passed, 0 failed"
