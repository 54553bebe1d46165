#!/usr/bin/env bash
# Builds and runs the libFuzzer targets in Fuzz/ (swiftc -sanitize=fuzzer,address), each for
# a bounded time on a copy of its committed seed corpus (the committed corpus never grows).
#
#   scripts/fuzz.sh            every target, 60 s each
#   scripts/fuzz.sh 10         every target, 10 s each
#   FUZZ_TARGETS="KeyDecoder LinkHeader" scripts/fuzz.sh 30
#
# Each target is compiled from the library (or example) sources it exercises, so internal
# types are reachable. A crash, a leak (LeakSanitizer) or a property violation (the target
# traps) fails the run; the reproducer's path and bytes (base64 and hex) are printed. Replay
# one with `.build/fuzz/<Target> <file>`. Prints executions per target.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1

seconds=${1:-60}
out=.build/fuzz
mkdir -p "$out"

http=Sources/RefreshKitHTTP
fixture=Examples/Sources/GitHubFixture
# The sources each target compiles, besides Fuzz/<Target>/*.swift and Fuzz/Support/*.swift.
sources_LinkHeader=("$http/LinkHeader.swift" "$http/LinkHeader+Parsing.swift" "$http/Internal/LinkHeaderScanner.swift")
http_errors=(
  "$http/HTTPLoadError.swift" "$http/HTTPLoadError+Mapping.swift" "$http/HTTPLoadError+RetryAfter.swift"
  "$http/HTTPHeaderFields.swift" "$http/HTTPTransportResponse.swift"
  "$http/Internal/GitHubErrorBody.swift" "$http/Internal/HTTPDate.swift" "$http/Internal/ResponseText.swift"
  # The headers a response's validator, freshness and rate limit come from.
  "$http/RateLimit.swift" "$http/PageValidator+HTTP.swift" "$http/Internal/ValidatorSyntax.swift"
  "$http/CacheControl.swift" "$http/Internal/CacheControlScanner.swift"
)
http_headers=("${http_errors[@]}" "$http/Internal/ConditionalHeaders.swift" Fuzz/Support/HTTP/ResponseHeaderChecks.swift)
sources_HTTPErrorMapping=("${http_headers[@]}")
sources_RetryAfter=("${http_headers[@]}")
sources_SearchQuery=(
  "$fixture"/Search/SearchQuery.swift "$fixture"/Search/NumericRange.swift
  "$fixture"/Internal/PercentEncoding.swift "$fixture"/Routes/Pagination.swift
  "$fixture"/Search/SearchRequestValidation.swift "$fixture"/Routes/APIError.swift
)
sources_KeyDecoder=(Examples/Sources/TerminalUI/Key.swift Examples/Sources/TerminalUI/KeyDecoder.swift)
sources_CacheControl=("$http/CacheControl.swift" "$http/Internal/CacheControlScanner.swift" "$http/HTTPHeaderFields.swift")
# HTTPLoadError+RetryAfter.swift and PageValidator+HTTP.swift import RefreshKit for one
# protocol and one value type; those are built alone as the module `RefreshKit` for the
# targets that need it.
refreshkit_core=(Sources/RefreshKit/Network/RetryAfterProviding.swift Sources/RefreshKit/Cache/PageValidator.swift)

targets=${FUZZ_TARGETS:-"LinkHeader HTTPErrorMapping RetryAfter SearchQuery KeyDecoder CacheControl"}
swift_flags=(-sanitize=fuzzer,address -parse-as-library -swift-version 6 -O -g)

# ld.gold's "Cannot export local symbol '__asan_…'" warnings are harmless; drop them.
quiet_build() {
  "$@" 2>&1 | grep -v -E "Cannot export local symbol|^$" || true
  return "${PIPESTATUS[0]}"
}

build_refreshkit_core() {
  local library="$out/RefreshKit/libRefreshKit.a" source stale=0
  for source in "${refreshkit_core[@]}"; do
    [ -e "$library" ] && [ "$library" -nt "$source" ] || stale=1
  done
  [ "$stale" -eq 0 ] && return 0
  mkdir -p "$out/RefreshKit"
  quiet_build swiftc "${swift_flags[@]}" -module-name RefreshKit -emit-module \
    -emit-module-path "$out/RefreshKit/RefreshKit.swiftmodule" -emit-library -static \
    -o "$library" "${refreshkit_core[@]}"
}

build_target() {
  local target=$1 list="sources_$1[@]"
  local extra=()
  if grep -l "import RefreshKit" "${!list}" >/dev/null 2>&1; then
    build_refreshkit_core || return 1
    extra=(-I "$out/RefreshKit" -L "$out/RefreshKit" -lRefreshKit)
  fi
  quiet_build swiftc "${swift_flags[@]}" -module-name "Fuzz$target" "${extra[@]}" \
    -o "$out/$target" Fuzz/Support/*.swift "Fuzz/$target"/*.swift "${!list}"
}

# Prints a reproducer: its path, base64 and hex.
print_reproducer() {
  local file=$1
  echo "   reproducer: $file ($(wc -c <"$file") bytes)"
  echo "   base64: $(base64 -w0 "$file")"
  echo "   hex:    $(od -An -tx1 -v "$file" | tr -d ' \n')"
}

run_target() {
  local target=$1 work="$out/work/$1" artifacts="$out/artifacts/$1" log="$out/$1.log"
  rm -rf "$work" "$artifacts"
  mkdir -p "$work" "$artifacts"
  cp Fuzz/"$target"/corpus/* "$work"/ 2>/dev/null || true
  SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=1 "$out/$target" "$work" -max_total_time="$seconds" -timeout=10 \
    -rss_limit_mb=2048 -max_len=4096 -print_final_stats=1 -artifact_prefix="$artifacts/" \
    >"$log" 2>&1
  local status=$?
  local execs
  execs=$(grep -Eo 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -Eo '[0-9]+$' | tail -1)
  if [ "$status" -eq 0 ]; then
    echo "ok   $target: ${execs:-?} executions in ${seconds}s, corpus $(ls "$work" | wc -l) inputs"
    executions="$executions $target ${execs:-?},"
    return 0
  fi
  echo "FAIL $target (exit $status, ${execs:-?} executions); log $log:"
  grep -E -m8 'property violated|Fatal error|ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer)|SUMMARY' "$log" | sed 's/^/   /'
  for file in "$artifacts"/*; do
    [ -e "$file" ] && print_reproducer "$file"
  done
  return 1
}

failed=0
executions=""
for target in $targets; do
  if ! build_target "$target"; then
    echo "FAIL $target: build failed"
    failed=$((failed + 1))
    continue
  fi
  run_target "$target" || failed=$((failed + 1))
done
if [ "$failed" -ne 0 ]; then
  echo "fuzz: $failed target(s) failed"
  exit 1
fi
echo "fuzz: every target ran ${seconds}s without a crash, leak or property violation (executions:${executions%,})"
