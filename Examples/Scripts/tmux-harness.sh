# Shared helpers of the tmux end-to-end scripts (sourced, not run).
# The sourcing script sets SESSION (the tmux session name) before calling them; TIMEOUT
# (seconds, default 60) bounds every wait. Each script gets its own tmux server and work dir.
TIMEOUT=${E2E_TIMEOUT:-60}
SOCKET="${SESSION:-e2e}-e2e-$$"
WORK=$(mktemp -d)
tm() { tmux -L "$SOCKET" "$@"; }
cleanup() { tm kill-server 2>/dev/null || true; rm -rf "$WORK"; }
trap cleanup EXIT

# The visible screen of the session.
screen() { tm capture-pane -p -t "$SESSION" 2>/dev/null || true; }
fail() {
  echo "FAIL: $*" >&2
  echo "----- screen -----" >&2
  screen >&2
  exit 1
}
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
