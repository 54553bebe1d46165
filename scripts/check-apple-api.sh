#!/usr/bin/env bash
# Compiles RefreshKit's Apple-only code on Linux against stand-ins of UIKit and SwiftUI
# (Checks/AppleAPI, see its README.md): the UIKit and SwiftUI adapters (RefreshKit's and
# RefreshKitSections'), Decomposer's UIKit host, the pager's OSSignposter intervals and `Locked`
# (against the `os` stand-in) and the Apple-only documentation blocks, once per modelled platform (ios, tvos, watchos), each with its
# own scratch path. Availability is checked against the minimum the root Package.swift declares for
# that platform (Checks/AppleAPI/prepare-sources.pl). Fails on any error or warning; prints one
# line per platform and a summary.
#
#   scripts/check-apple-api.sh              every platform
#   scripts/check-apple-api.sh tvos         one platform
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1

package=Checks/AppleAPI
platforms=("$@")
[ ${#platforms[@]} -eq 0 ] && platforms=(ios tvos watchos)

failed=()
for platform in "${platforms[@]}"; do
  case $platform in
  ios | tvos | watchos) ;;
  *)
    echo "unknown platform '$platform': use ios, tvos or watchos"
    exit 2
    ;;
  esac
  log=$(mktemp)
  start=$SECONDS
  # The platform's minimum in the root manifest, e.g. `.tvOS(.v17)` -> 17.
  name=$(case $platform in ios) echo iOS ;; tvos) echo tvOS ;; watchos) echo watchOS ;; esac)
  minimum=$(grep -oE "\.$name\(\.v[0-9]+" Package.swift | grep -oE '[0-9]+$' | head -1)
  if [ -z "$minimum" ]; then
    echo "apple-api $platform: FAILED (no .$name(.vN) in the root Package.swift platforms)"
    failed+=("$platform")
    continue
  fi
  # Warnings are errors, so a file with a warning never counts as built and an incremental
  # build cannot hide it; the grep catches anything printed as a warning all the same.
  perl "$package/prepare-sources.pl" "$platform" "$minimum" >"$log" 2>&1 &&
    APPLE_API_PLATFORM=$platform swift build --package-path "$package" \
      --scratch-path "$package/.build-$platform" --manifest-cache local \
      -Xswiftc -warnings-as-errors >>"$log" 2>&1
  status=$?
  problems=$(grep -E '(warning|error):' "$log" | sort -u)
  if [ "$status" -eq 0 ] && [ -z "$problems" ]; then
    echo "apple-api $platform: ok, minimum $name $minimum ($((SECONDS - start))s)"
  else
    echo "apple-api $platform: FAILED (exit $status, $((SECONDS - start))s)"
    if [ -n "$problems" ]; then echo "$problems" | head -30; else tail -20 "$log"; fi
    failed+=("$platform")
  fi
  rm -f "$log"
done

if [ ${#failed[@]} -eq 0 ]; then
  echo "apple-api: ${#platforms[@]} platforms compiled with no warnings (${platforms[*]})"
else
  echo "apple-api: ${#failed[@]} of ${#platforms[@]} platforms failed (${failed[*]})"
  exit 1
fi
