#!/usr/bin/env bash
# Adaptive prefetch in github-search, in tmux, against its in-process fixture server made slow
# (--latency-ms 2000, every page takes 2 s): scrolling down the results of 'stars:>=0' at a
# steady pace (one ↓ every E2E_PACE_MS, 100 ms by default: 10 rows a second) for
# E2E_KEYS ↓ (150 by default, five pages of 30) never stalls:
#   - after every ↓ the selected row is a repository (never a placeholder) with more rows
#     loaded below it: the footer's "loading more…" never reaches the selected row;
#   - once the keys are sent the selection is on row E2E_KEYS: no ↓ was lost at the end of
#     the rows loaded.
# With a fixed distance of 10 rows (what the search list had before) each page would be asked
# for 1 s of scrolling before the end of the rows and arrive 1 s after it. The app uses the
# library's default, adaptive prefetch: the distance covers at least 3 s of scrolling, so
# here each page is asked for about 30 rows ahead and arrives with about 10 to spare.
#
# Usage: Scripts/e2e-steady-scroll.sh [path/to/github-search]
# Without a binary it builds the `github-search` product first. Needs tmux.
set -euo pipefail
cd "$(dirname "$0")/.."

SESSION=steady
# shellcheck source=tmux-harness.sh
source Scripts/tmux-harness.sh
BIN=$(github_search_bin "${1:-}") || exit 1
KEYS=${E2E_KEYS:-150}
PACE_MS=${E2E_PACE_MS:-100}
LATENCY_MS=${E2E_LATENCY_MS:-2000}
QUERY='stars:>=0'

# The results in order, from the script mode against the same data set (no latency): the
# row of each full name.
"$BIN" --print --pages $(((KEYS + 60) / 30 + 1)) "$QUERY" >"$WORK/order.tsv" ||
  { echo "FAIL: github-search --print failed" >&2; exit 1; }
declare -A row_of=()
results=0
while IFS=$'\t' read -r name _; do
  row_of[$name]=$results
  results=$((results + 1))
done <"$WORK/order.tsv"
((results > KEYS + 30)) || { echo "FAIL: only $results results for $QUERY" >&2; exit 1; }

# Reads the screen once into: sel_line (the selected row's screen line, 0 when none), sel_text
# (its text), sel_row (its row among the results, -1 when not a known repository), held (the
# rows loaded, from the footer) and footer.
read_screen() {
  local styled plain
  styled=$(tm capture-pane -p -e -t "$SESSION" 2>/dev/null || true)
  # shellcheck disable=SC2001 # a regular expression: the SGR sequences, whatever their digits
  plain=$(sed $'s/\e\\[[0-9;]*m//g' <<<"$styled")
  sel_line=$(grep -n $'\e''\[7m' <<<"$styled" | awk -F: '$1 > 1 { print $1; exit }')
  sel_line=${sel_line:-0}
  sel_text=$(sed -n "${sel_line}p" <<<"$plain")
  local name
  name=$(sed -E 's/^★ //' <<<"$sel_text" | awk '{ print $1 }')
  sel_row=${row_of[$name]:--1}
  footer=$(sed -n 39p <<<"$plain")
  held=$(sed -nE 's/^([0-9,]+) repositor(y|ies) —.*/\1/p' <<<"$footer" | tr -d ,)
  held=${held:-0}
}
now_ms() { echo $(($(date +%s%N) / 1000000)); }

start --no-cache --latency-ms "$LATENCY_MS" "'$QUERY'"
wait_for '^[0-9,]+ repositories — '
read_screen
((sel_row == 0)) || fail "the first row selected is not the first result ($sel_text)"
step "the first page arrived after ${LATENCY_MS} ms: $held rows, the first selected"

# ↓ at a steady pace; after each, the selected row must have rows loaded below it.
closest=""
next=$(now_ms)
for ((i = 1; i <= KEYS; i++)); do
  tm send-keys -t "$SESSION" Down
  read_screen
  if ((sel_row < 0)); then
    fail "after ↓ $i the selected line $sel_line is not a repository: '$sel_text'"
  fi
  if ((sel_row >= held - 1)); then
    fail "after ↓ $i the selection is on the last row loaded ($((sel_row + 1)) of $held): a stall ('$footer')"
  fi
  ahead=$((held - 1 - sel_row))
  if [[ -z $closest ]] || ((ahead < closest)); then closest=$ahead; fi
  next=$((next + PACE_MS))
  wait_ms=$((next - $(now_ms)))
  if ((wait_ms > 0)); then sleep "$(printf '%d.%03d' $((wait_ms / 1000)) $((wait_ms % 1000)))"; fi
done
step "$KEYS ↓, one every $PACE_MS ms: every selected row had rows loaded below it (closest: $closest rows ahead)"

# Every ↓ moved the selection: none was swallowed at the end of the rows loaded.
deadline=$((SECONDS + TIMEOUT))
read_screen
until ((sel_row == KEYS)); do
  ((SECONDS < deadline)) ||
    fail "after $KEYS ↓ the selection is on row $sel_row, not $KEYS: $((KEYS - sel_row)) ↓ were lost (a stall)"
  sleep 0.1
  read_screen
done
step "the selection is on row $KEYS: no ↓ was lost ($held rows loaded)"
tm send-keys -t "$SESSION" -l q
expect_exit 0
step "q quit with status 0 and restored the terminal"
echo "e2e-steady-scroll: $passed passed, 0 failed"
