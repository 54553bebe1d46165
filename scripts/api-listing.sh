#!/usr/bin/env bash
# Lists the public API of every library product's modules as the compiler sees it (its symbol
# graph, not a scan of the sources) into api/<Module>.txt, one declaration a line, sorted by path,
# so a diff of api/ shows exactly the declaration that changed. No SPI, no synthesized members; a
# module with no public API gets no file. Needs python3. SCRATCH_PATH (default .build): the build
# directory to reuse, in CI the one the build step filled, so only the symbol graphs are new.
#   scripts/api-listing.sh            rewrite api/
#   scripts/api-listing.sh --check    exit 1 with the diff when api/ is not what the sources declare
# Both also hold the core to its budget (issue 31): at most 300 public declarations in RefreshKit,
# by the listing and by the line count of the grep below (the Apple-only glue the listing cannot
# see here counts there), and at most three `Pager` initializers; RefreshKitSections at most 130.
# Over budget exits 1.
set -euo pipefail
cd "$(dirname "$0")/.."

case ${1:-} in
'') check=false ;;
--check) check=true ;;
*) echo "usage: scripts/api-listing.sh [--check]" >&2 && exit 2 ;;
esac
scratch=${SCRATCH_PATH:-.build}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
start=$SECONDS

# The library products' modules, read from the manifest, so renamed or new products follow.
swift package --scratch-path "$scratch" dump-package >"$work/package.json"
mapfile -t modules < <(python3 -c 'import json, sys
names = [t for p in json.load(open(sys.argv[1]))["products"] if "library" in p["type"] for t in p["targets"]]
print("\n".join(dict.fromkeys(names)))' "$work/package.json")
[ ${#modules[@]} -gt 0 ] || { echo "api-listing: no library products in Package.swift" >&2 && exit 1; }

# Builds what is out of date, then writes <Module>.symbols.json for every library module, plus
# <Module>@<Other>.symbols.json for what it adds to other modules' types (with a symbol for each
# extension, which names the type). It exits 1 when it cannot load the test-runner modules it also
# tries, so success is judged by the graphs below.
swift package --scratch-path "$scratch" dump-symbol-graph --minimum-access-level public \
  --skip-synthesized-members --emit-extension-block-symbols >"$work/log" 2>&1 || true
graphs=$(sed -n 's/^Files written to //p' "$work/log" | tail -1)
for module in "${modules[@]}"; do
  [ -n "$graphs" ] && [ -f "$graphs/$module.symbols.json" ] && continue
  errors=$(awk '/error:/ && !seen[$0]++ && n++ < 20' "$work/log")
  echo "${errors:-$(tail -20 "$work/log")}" >&2
  echo "api-listing: no symbol graph for $module (the build failed?)" >&2
  exit 1
done

python3 - "$graphs" "$work/api" "${modules[@]}" <<'PY'
import glob, json, os, re, sys
graphs, out, modules = sys.argv[1], sys.argv[2], sys.argv[3:]
os.makedirs(out)
# Every type has these unless it says `~Copyable`; the graph lists them with muddled constraints.
IMPLIED = {"s:s8CopyableP", "s:s9EscapableP", "s:s16SendableMetatypeP"}
OPS = {"conformance": " : ", "superclass": " : ", "sameType": " == "}
text = lambda fragments: re.sub(r"\s*\n\s*", " ", "".join(f["spelling"] for f in fragments)).strip()
generics = lambda symbol: (symbol or {}).get("swiftGenerics", {}).get("constraints", [])

def where(constraints, known):  # " where ..." for the constraints the enclosing type lacks
    shown = [c["lhs"] + OPS.get(c["kind"], " ? ") + c["rhs"] for c in constraints or []
             if c not in known and c.get("rhsPrecise") not in IMPLIED]
    return " where " + ", ".join(shown) if shown else ""

def available(a):
    version = lambda v: ".".join(str(v[k]) for k in ("major", "minor", "patch") if k in v)
    parts = [a.get("domain", "*")] + [w for k, w in (("isUnconditionallyUnavailable", "unavailable"),
                                                     ("isUnconditionallyDeprecated", "deprecated")) if a.get(k)]
    parts += [f"{k}: {version(a[k])}" for k in ("introduced", "deprecated", "obsoleted") if k in a]
    parts += [f"{k}: {json.dumps(a[k])}" for k in ("renamed", "message") if k in a]
    return f"@available({', '.join(parts)}) "

for module in modules:
    lines = set()  # (path, 0 for a declaration or 1 for a conformance, text); the graph repeats some
    files = [f"{graphs}/{module}.symbols.json"] + sorted(glob.glob(f"{graphs}/{module}@*.symbols.json"))
    loaded = {file: json.load(open(file)) for file in files}
    symbols = {s["identifier"]["precise"]: s for graph in loaded.values() for s in graph["symbols"]}
    for file, graph in loaded.items():
        # What the module adds to another module's type is labelled with it: `_Concurrency.Task.x`.
        other = os.path.basename(file)[: -len(".symbols.json")].partition("@")[2]
        prefix = other + "." if other else ""
        home = f"{graphs}/{other}.symbols.json"  # the extended types, when they are this package's
        types = json.load(open(home))["symbols"] if other and os.path.exists(home) else []
        by_path = {tuple(s["pathComponents"]): s for s in types + graph["symbols"]
                   if s["kind"]["identifier"] != "swift.extension"}
        requirements = {r["source"] for r in graph["relationships"] if r["kind"].endswith("equirementOf")}
        for s in (s for s in graph["symbols"] if s["kind"]["identifier"] != "swift.extension"):
            fragments, declaration = s["declarationFragments"], text(s["declarationFragments"])
            if s["identifier"]["precise"] not in requirements and s["kind"]["identifier"] not in (
                    "swift.enum.case", "swift.associatedtype"):
                # The graph keeps the access level apart; put it after the attributes, as written.
                i = next((i for i, f in enumerate(fragments) if f["kind"] == "keyword"), 0)
                declaration = f"{text(fragments[:i])} {s['accessLevel']} {text(fragments[i:])}".strip()
            declaration = "".join(sorted(map(available, s.get("availability", [])))) + declaration
            extension = s.get("swiftExtension")
            if extension is not None:  # a default implementation, or a member only under constraints
                owner = by_path.get(tuple(s["pathComponents"][:-1]))
                constraints = where(extension.get("constraints"), generics(owner))
                if extension.get("typeKind") == "swift.protocol":
                    declaration += f" (in protocol extension{constraints})"
                elif constraints:
                    declaration += f" (in extension{constraints})"
            lines.add((prefix + ".".join(s["pathComponents"]), 0, declaration))
        for r in graph["relationships"]:
            if r["kind"] not in ("conformsTo", "inheritsFrom") or r["target"] in IMPLIED: continue
            source, target = symbols.get(r["source"]), symbols.get(r["target"])
            name = ".".join(target["pathComponents"]) if target else r.get("targetFallback", r["target"])
            path = ".".join(source["pathComponents"]) if source else r.get("sourceFallback", r["source"])
            verb = "conforms to" if r["kind"] == "conformsTo" else "inherits from"
            known = generics(by_path.get(tuple(source["pathComponents"]))) if source else []
            lines.add((prefix + path, 1, verb + " " + name + where(r.get("swiftConstraints"), known)))
    if not lines: continue
    declarations = sum(1 - kind for _, kind, _ in lines)
    with open(f"{out}/{module}.txt", "w") as f:
        f.write(f"// {module} public API, generated by scripts/api-listing.sh from the compiler's symbol graph. Do not edit.\n"
                f"// {declarations} declarations\n// {len(lines) - declarations} conformances\n"
                "// As the Linux compiler sees it: Apple-only glue (UIKit, SwiftUI, os) is compiled out here, so it is not listed;\n"
                "// scripts/check-apple-api.sh compiles that API. A line is `path | declaration`; `Other.path` extends module Other's type.\n")
        f.writelines(f"{path} | {line}\n" for path, _, line in sorted(lines))
PY

# The core's budget, checked on the generated listing (not the committed one) and on the sources.
budget=300
listed=$(sed -n 's|^// \([0-9]*\) declarations$|\1|p' "$work/api/RefreshKit.txt")
grepped=$(grep -rhE '^\s*(@[A-Za-z_]+(\([^)]*\))?\s+)*(public|open)\s' Sources/RefreshKit | wc -l)
initializers=$(grep -c '^Pager\.init(' "$work/api/RefreshKit.txt" || true)
over=false
if [ "${listed:-0}" -gt $budget ] || [ "$grepped" -gt $budget ]; then
  echo "api-listing: RefreshKit has $listed listed and $grepped grepped public declarations; the budget is $budget" >&2
  over=true
fi
# Sections (issue 33) is a layer over the core with a budget of its own.
sections_budget=130
sections=$(sed -n 's|^// \([0-9]*\) declarations$|\1|p' "$work/api/RefreshKitSections.txt")
if [ "${sections:-0}" -gt $sections_budget ]; then
  echo "api-listing: RefreshKitSections has $sections listed public declarations; the budget is $sections_budget" >&2
  over=true
fi
if [ "$initializers" -gt 3 ]; then
  echo "api-listing: Pager has $initializers public initializers; at most 3" >&2
  over=true
fi

if $check; then
  committed=api
  [ -d api ] || { committed=$work/none && mkdir "$committed"; }
  if diff -ruN "$committed" "$work/api" >"$work/diff"; then
    echo "API listing up to date ($((SECONDS - start))s)"
  else
    sed "s|$work/|generated/|" "$work/diff"
    echo "API changed: run scripts/api-listing.sh and commit api/"
    exit 1
  fi
else
  mkdir -p api
  rm -f api/*.txt
  cp "$work/api/"*.txt api/ 2>/dev/null || true
  echo "api-listing: wrote $(cd api && echo *.txt) ($((SECONDS - start))s)"
fi
echo "api-listing: RefreshKit $listed listed, $grepped grepped public declarations (budget $budget), $initializers Pager initializers; RefreshKitSections $sections listed (budget $sections_budget)"
if $over; then exit 1; fi
