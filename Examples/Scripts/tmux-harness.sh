# shellcheck shell=bash
# Shared helpers of the tmux end-to-end scripts (sourced, not run).
# The sourcing script sets SESSION (the tmux session name) before calling them; TIMEOUT
# (seconds, default 60) bounds every wait. Each script gets its own tmux server and work dir.
command -v tmux >/dev/null || { echo "FAIL: tmux is not installed" >&2; exit 1; }
TIMEOUT=${E2E_TIMEOUT:-60}
SOCKET="${SESSION:-e2e}-e2e-$$"
WORK=$(mktemp -d)
tm() { tmux -L "$SOCKET" "$@"; }
cleanup() { tm kill-server 2>/dev/null || true; rm -rf "$WORK"; }
trap cleanup EXIT

# The steps passed so far; `step TEXT` counts one and prints `ok - TEXT`.
passed=0
step() { passed=$((passed + 1)); echo "ok - $*"; }
# The github-search executable: $1 when given, else the debug product, built now.
github_search_bin() {
  local bin=${1:-}
  if [[ -z $bin ]]; then
    swift build --product github-search >&2
    bin="$(swift build --show-bin-path)/github-search"
  fi
  [[ -x $bin ]] || { echo "FAIL: no executable at $bin" >&2; return 1; }
  echo "$bin"
}

# The visible screen of the session.
screen() { tm capture-pane -p -t "$SESSION" 2>/dev/null || true; }
# The body of the screen: the rows between the title and subtitle (lines 1-2) and the footer
# and status lines (39-40) of the 40-line window start() opens.
body() { screen | sed -n '3,38p'; }
fail() {
  echo "FAIL: $*" >&2
  echo "----- screen -----" >&2
  screen >&2
  exit 1
}
# Starts `$BIN ARGS…` in a new session named $SESSION (120×40); its exit
# status and `stty -a` afterwards go to $WORK/$SESSION.status and $WORK/$SESSION.stty.
start() {
  tm new-session -d -s "$SESSION" -x 120 -y 40 \
    "TERM=xterm-256color '$BIN' $*; echo \$? > '$WORK/$SESSION.status'; stty -a > '$WORK/$SESSION.stty'; sleep 600"
}
# The pid of the app running in session $SESSION.
app_pid() { pgrep -P "$(tm display-message -p -t "$SESSION" '#{pane_pid}')" | head -1; }
# Waits until the app of $SESSION exited with status $1 and checks the terminal was restored
# (the alternate screen left, the tty back in cooked mode with echo).
expect_exit() {
  local want=$1 deadline=$((SECONDS + TIMEOUT)) status_file="$WORK/$SESSION.status"
  local stty_file="$WORK/$SESSION.stty" status
  until [[ -s $status_file && -s $stty_file ]]; do
    ((SECONDS < deadline)) || fail "the app did not exit"
    sleep 0.1
  done
  status=$(cat "$status_file")
  [[ $status == "$want" ]] || fail "exit status $status, expected $want"
  [[ $(tm display-message -p -t "$SESSION" '#{alternate_on}') == 0 ]] || fail "alternate screen still on"
  grep -qE '(^| )icanon( |$)' "$stty_file" && grep -qE '(^| )echo( |$)' "$stty_file" ||
    fail "the tty was not restored: $(cat "$stty_file")"
  rm -f "$status_file" "$stty_file"
}
# The number of repositories loaded, from the footer "N repositories — …" (0 without one).
loaded() {
  local n
  n=$(screen | sed -nE 's/^([0-9,]+) repositor(y|ies) —.*/\1/p' | tail -1 | tr -d ,)
  echo "${n:-0}"
}
# Asks the app for its lists (SIGUSR1 with --dump-lists $1) and waits until they are written;
# the signal is sent again every 5 s of waiting (a dump is idempotent).
dump_lists() {
  local file=$1 deadline=$((SECONDS + TIMEOUT)) pid next_signal
  pid=$(app_pid)
  rm -f "$file"
  kill -USR1 "$pid"
  next_signal=$((SECONDS + 5))
  until [[ -s $file ]]; do
    ((SECONDS < deadline)) ||
      fail "the app ($pid: $(grep -s '^State' "/proc/$pid/status" || echo gone)) did not write $file"
    if ((SECONDS >= next_signal)); then
      kill -USR1 "$pid"
      next_signal=$((SECONDS + 5))
    fi
    sleep 0.1
  done
}
# 1234567 → 1,234,567, as the app groups counts.
group() { sed ':a;s/\B[0-9]\{3\}\>/,&/;ta' <<<"$1"; }
# Sends $1 notches of the mouse wheel down (SGR mouse reporting).
wheel_down() { for _ in $(seq "$1"); do tm send-keys -t "$SESSION" -l $'\e[<65;20;10M'; done; }

# Polls the screen until it matches the extended regex $1 (bounded by $TIMEOUT seconds).
wait_for() {
  local deadline=$((SECONDS + TIMEOUT))
  until screen | grep -qE -- "$1"; do
    ((SECONDS < deadline)) || fail "timed out waiting for /$1/"
    sleep 0.1
  done
}
# Polls until the screen no longer matches $1.
wait_gone() {
  local deadline=$((SECONDS + TIMEOUT))
  while screen | grep -qE -- "$1"; do
    ((SECONDS < deadline)) || fail "timed out waiting for /$1/ to disappear"
    sleep 0.1
  done
}
