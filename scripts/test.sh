#!/usr/bin/env bash
# Runs every test suite in the repository and ends with one line: `N passed, N failed`.
#
#   scripts/test.sh            everything
#   SKIP_TSAN=1 scripts/test.sh   without the ThreadSanitizer pass (faster while iterating)
#   SKIP_ASAN=1 scripts/test.sh   without the AddressSanitizer/LeakSanitizer pass
#
# First it installs what the suites need when it is missing (scripts/install-test-deps.sh:
# tmux, libncurses-dev, libsqlite3-dev through apt-get, PyGithub through pip) and says so in
# one line; when it cannot, it names the missing tool and stops before running any suite.
#
# Suites: the root package (XCTest + Swift Testing), the API listing (scripts/api-listing.sh
# --check: api/ is what the compiler sees), the same under --sanitize=thread
# (scratch path .build-tsan) and under --sanitize=address with LeakSanitizer (.build-asan,
# suppressions in scripts/lsan-suppressions.txt), the Apple API check (scripts/check-apple-api.sh: the UIKit and
# SwiftUI code compiled against stand-ins for iOS, tvOS and watchOS), the Examples package,
# the RefreshKitGRDB package (SQLite page cache), the tmux end-to-end scripts
# (Examples/Scripts/e2e-*.sh, the fault soak among them:
# SOAK_ACTIONS, 60 by default) and the PyGithub interoperability
# check, and the fuzz targets (scripts/fuzz.sh, FUZZ_SECONDS each, default 30). Each script
# counts as one test.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1

if ! scripts/install-test-deps.sh; then
  echo "0 passed, 1 failed"
  exit 1
fi

logs=.build/test-logs
mkdir -p "$logs"
passed=0
failed=0

# Every process this run starts inherits this mark; at the end none may still carry it.
run_mark="$$-$(date +%s%N)"
export REFRESHKIT_TEST_RUN=$run_mark

# Prints "PID COMMAND" for each process still running with this run's mark (not this shell).
processes_left_behind() {
  env -u REFRESHKIT_TEST_RUN python3 - "$run_mark" "$$" <<'PY'
import os, sys
mark, shell = "REFRESHKIT_TEST_RUN=" + sys.argv[1], sys.argv[2]
for pid in filter(str.isdigit, os.listdir("/proc")):
    if pid in (shell, str(os.getpid())):
        continue
    try:
        with open(f"/proc/{pid}/environ", "rb") as f:
            marked = mark.encode() in f.read().split(b"\0")
        if marked:
            with open(f"/proc/{pid}/cmdline", "rb") as f:
                print(pid, f.read().replace(b"\0", b" ").decode(errors="replace").strip())
    except OSError:
        pass
PY
}

# Adds the counts of one `swift test` log: Swift Testing's and XCTest's summaries.
count_swift_log() {
  local log=$1 status=$2 st_total st_failed xc_total xc_failed
  st_total=$(grep -Eo 'Test run with [0-9]+ tests?' "$log" | tail -1 | grep -Eo '[0-9]+' || true)
  st_failed=$(grep -Ec '^✘ Test "[^"]*"( with [0-9]+ test cases?)? failed' "$log" || true)
  xc_total=$(grep -Eo 'Executed [0-9]+ tests?' "$log" | tail -1 | grep -Eo '[0-9]+' || true)
  xc_failed=$(grep -Eo 'Executed [0-9]+ tests?, with [0-9]+ failures?' "$log" | tail -1 |
    grep -Eo '[0-9]+ failure' | grep -Eo '[0-9]+' || true)
  st_total=${st_total:-0} xc_total=${xc_total:-0} xc_failed=${xc_failed:-0}
  passed=$((passed + st_total - st_failed + xc_total - xc_failed))
  failed=$((failed + st_failed + xc_failed))
  if [ "$status" -ne 0 ] && [ "$st_failed" -eq 0 ] && [ "$xc_failed" -eq 0 ]; then
    echo "!! $log: exit status $status with no failed test reported (crash, build failure or sanitizer report)"
    grep -m3 -E 'ThreadSanitizer|LeakSanitizer|AddressSanitizer|Fatal error|error:' "$log" || true
    failed=$((failed + 1))
  fi
}

# Runs `swift test` with the given arguments into a named log.
run_swift_tests() {
  local name=$1
  shift
  echo "== $name: swift test $*"
  swift test "$@" 2>&1 | tee "$logs/$name.log" | grep -E '^(✘|error:)|Test run with|Executed [0-9]+ tests?, with' | grep -v '^\s*$'
  count_swift_log "$logs/$name.log" "${PIPESTATUS[0]}"
}

# Runs one script; it passes when it exits 0.
run_script() {
  local name=$1
  shift
  echo "== $name: $*"
  if "$@" >"$logs/$name.log" 2>&1; then
    passed=$((passed + 1))
    tail -1 "$logs/$name.log"
  else
    failed=$((failed + 1))
    echo "!! $name failed; its log:"
    tail -40 "$logs/$name.log"
  fi
}

run_swift_tests root
# The public API of every library product, as the compiler sees it, must be the committed
# listing in api/ (from the build above): every API change shows in review.
run_script api-listing scripts/api-listing.sh --check
# The sanitizer passes run a quarter of each model-based suite's seeds (ModelSeeds in
# Sources/RefreshKitTesting): they look for races and memory errors on the same code
# paths, run 3 to 10 times slower, and the plain pass above has checked every seed.
export REFRESHKIT_MODEL_RUNS_PERCENT=25
if [ "${SKIP_TSAN:-0}" != 1 ]; then
  # LockedTests check that the lock's sanitizer hooks are found in this pass, and only here.
  REFRESHKIT_THREAD_SANITIZER=1 run_swift_tests root-tsan --sanitize=thread \
    --scratch-path .build-tsan
fi
# AddressSanitizer, whose LeakSanitizer fails the pass on any leak at exit (about 4 min cold:
# the build, then 2.5 min of tests). DecomposerTests are skipped for now: a view model holds
# its coordinator strongly and the coordinator holds its scenes, a cycle LSan reports.
if [ "${SKIP_ASAN:-0}" != 1 ]; then
  export LSAN_OPTIONS="suppressions=$PWD/scripts/lsan-suppressions.txt:print_suppressions=0"
  run_swift_tests root-asan --sanitize=address --scratch-path .build-asan --skip DecomposerTests
  unset LSAN_OPTIONS
fi
unset REFRESHKIT_MODEL_RUNS_PERCENT
run_script apple-api scripts/check-apple-api.sh
# An app depending only on RefreshKit fetches swift-log and swift-metrics, nothing else.
run_script dependencies scripts/check-dependencies.sh
# libFuzzer targets (Fuzz/): FUZZ_SECONDS per target, 30 by default (5 targets: about 3 min
# with the builds); `scripts/fuzz.sh 60` is the longer local run.
run_script fuzz scripts/fuzz.sh "${FUZZ_SECONDS:-30}"
run_swift_tests examples --package-path Examples
# RefreshKitGRDB is its own package (apps that use only RefreshKit never fetch GRDB); its
# tests open real SQLite files in temporary directories and kill a writer process.
run_swift_tests refreshkit-grdb --package-path RefreshKitGRDB

# The end-to-end scripts use the Examples binaries built by the step above.
for script in Examples/Scripts/e2e-*.sh; do
  [ -e "$script" ] || continue
  run_script "$(basename "$script" .sh)" bash "$script"
done
swift build --package-path Examples --product github-fixture-server >/dev/null 2>&1
bin=$(swift build --package-path Examples --show-bin-path)/github-fixture-server
run_script pygithub-paging python3 Examples/Scripts/pygithub_paging_check.py "$bin"

# Nothing started by this command may outlive it: name what is left, count it as a failure
# and stop it.
echo "== processes left behind"
left=$(processes_left_behind)
if [ -n "$left" ]; then
  failed=$((failed + 1))
  echo "!! processes started by this run are still running:"
  echo "$left" | sed 's/^/  /'
  echo "$left" | while read -r pid _; do kill "$pid" 2>/dev/null || true; done
else
  passed=$((passed + 1))
  echo "none"
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
