#!/usr/bin/env bash
# Installs what the test suites need when it is missing, then prints ONE line saying what it
# installed (or that nothing was needed). scripts/test.sh calls it before running any suite.
#
#   scripts/install-test-deps.sh                      install what is missing
#   TEST_DEPS_NO_INSTALL=1 scripts/install-test-deps.sh   only check; fail if something is missing
#
# System packages come from apt-get (one `apt-get update`, then one `apt-get install`), as root
# or through passwordless sudo; Python packages come from `python3 -m pip` (the python3 that
# runs the checks). When something cannot be installed it exits 1 with a message naming the
# missing tool and how to install it by hand; it never lets the suites run silently smaller.
set -uo pipefail

# ---- Test dependencies: declare new needs here -------------------------------------------
# "apt-package  proof-it-is-present  (who needs it)". A proof is `command:NAME` (on PATH)
# or `file:PATH` (e.g. a header).
APT_DEPS=(
  "tmux            command:tmux                         (Examples/Scripts/e2e-*.sh)"
  "jq              command:jq                           (Examples/Scripts/e2e-soak-github-search.sh)"
  "libncurses-dev  file:/usr/include/ncursesw/curses.h  (terminal apps)"
  "libsqlite3-dev  file:/usr/include/sqlite3.h          (SQLite-backed suites)"
)
# "pip-package  python-module-that-proves-it  (who needs it)". No apt fallback for PyGithub:
# Debian 12's python3-github (1.55) imports but is too old for the check (no `requester`).
PIP_DEPS=(
  "PyGithub  github  (Examples/Scripts/pygithub_paging_check.py)"
)
# -------------------------------------------------------------------------------------------

log=$(mktemp "${TMPDIR:-/tmp}/install-test-deps.XXXXXX")
trap 'rm -f "$log"' EXIT

# Prints the failure line (naming the tool), the tail of the installer's output, and exits 1.
fail() {
  echo "test deps: cannot install $1: $2" >&2
  if [ -s "$log" ]; then
    echo "----- installer output (last lines) -----" >&2
    tail -15 "$log" >&2
  fi
  exit 1
}

# True when the proof ("command:NAME" or "file:PATH") holds.
present() {
  case $1 in
    command:*) command -v "${1#command:}" >/dev/null 2>&1 ;;
    file:*) [ -e "${1#file:}" ] ;;
    *) echo "install-test-deps.sh: bad proof '$1'" >&2 && exit 2 ;;
  esac
}

python_has() { python3 -c "import $1" >/dev/null 2>&1; }

missing_apt=()
for dep in "${APT_DEPS[@]}"; do
  read -r package proof _ <<<"$dep"
  present "$proof" || missing_apt+=("$package")
done
missing_pip=()
for dep in "${PIP_DEPS[@]}"; do
  read -r package module _ <<<"$dep"
  python_has "$module" || missing_pip+=("$package")
done

if [ ${#missing_apt[@]} -eq 0 ] && [ ${#missing_pip[@]} -eq 0 ]; then
  echo "test deps: nothing to install (all present)"
  exit 0
fi
if [ "${TEST_DEPS_NO_INSTALL:-0}" = 1 ]; then
  fail "${missing_apt[*]} ${missing_pip[*]}" "missing, and TEST_DEPS_NO_INSTALL=1 forbids installing"
fi

# Installs the missing apt packages: as root, else through passwordless sudo.
install_apt() {
  local names="${missing_apt[*]}" sudo=()
  command -v apt-get >/dev/null 2>&1 ||
    fail "$names" "apt-get not found; install $names with your system's package manager"
  if [ "$(id -u)" -ne 0 ]; then
    if ! command -v sudo >/dev/null 2>&1 || ! sudo -n true >/dev/null 2>&1; then
      fail "$names" "not root and no passwordless sudo; run: sudo apt-get install -y $names"
    fi
    sudo=(sudo -n)
  fi
  { "${sudo[@]}" apt-get update -qq &&
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing_apt[@]}"; } \
    >>"$log" 2>&1 || fail "$names" "apt-get install failed"
}

# Installs the missing pip packages into the python3 that runs the checks.
install_pip() {
  local names="${missing_pip[*]}"
  command -v python3 >/dev/null 2>&1 || fail "$names" "python3 not found; install Python 3 and pip"
  python3 -m pip --version >/dev/null 2>&1 ||
    fail "$names" "pip not found for $(command -v python3); install pip, then: python3 -m pip install $names"
  python3 -m pip install -q "${missing_pip[@]}" >>"$log" 2>&1 ||
    fail "$names" "pip install failed; run: python3 -m pip install $names (with a system Python that refuses, PEP 668, first: python3 -m venv ~/.venv && . ~/.venv/bin/activate)"
}

[ ${#missing_apt[@]} -eq 0 ] || install_apt
[ ${#missing_pip[@]} -eq 0 ] || install_pip

# Installers can exit 0 without providing what the suites look for: check again.
for dep in "${APT_DEPS[@]}"; do
  read -r package proof _ <<<"$dep"
  present "$proof" || fail "$package" "apt-get reported success but ${proof#*:} is still missing"
done
for dep in "${PIP_DEPS[@]}"; do
  read -r package module _ <<<"$dep"
  python_has "$module" || fail "$package" "pip reported success but python3 cannot import $module"
done

installed=("${missing_apt[@]}" "${missing_pip[@]}")
echo "test deps: installed ${installed[*]}"
