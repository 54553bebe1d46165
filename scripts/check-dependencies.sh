#!/usr/bin/env bash
# Checks what an app that depends only on RefreshKit fetches: a throwaway package in a temporary
# folder depends on this checkout's `RefreshKit` product, resolves, and must list exactly
# RefreshKit, swift-log and swift-metrics (the test-only swift-clocks must not be fetched).
# Prints one line; exits non-zero on anything else.
#
#   scripts/check-dependencies.sh
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
root=$(pwd)
app=$(mktemp -d)
trap 'rm -rf "$app"' EXIT

mkdir -p "$app/Sources/App"
echo 'import RefreshKit' >"$app/Sources/App/App.swift"
cat >"$app/Package.swift" <<MANIFEST
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "App",
  dependencies: [.package(path: "$root")],
  targets: [
    .target(name: "App", dependencies: [.product(name: "RefreshKit", package: "$(basename "$root")")])
  ]
)
MANIFEST

if ! swift package --package-path "$app" resolve >"$app/resolve.log" 2>&1; then
  echo "dependencies: FAILED to resolve"
  tail -20 "$app/resolve.log"
  exit 1
fi
fetched=$(python3 -c '
import json, sys
pins = json.load(open(sys.argv[1])).get("pins", [])
print(" ".join(sorted(p["identity"] for p in pins)))
' "$app/Package.resolved")
expected="swift-log swift-metrics"
if [ "$fetched" = "$expected" ]; then
  echo "dependencies: an app on RefreshKit fetches only $expected"
else
  echo "dependencies: FAILED: an app on RefreshKit fetches '$fetched', expected '$expected'"
  exit 1
fi
