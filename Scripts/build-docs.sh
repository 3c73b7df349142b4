#!/usr/bin/env bash
# Builds the DocC documentation of the ScaledFont (with the core module it re-exports),
# ScaledFontCheck (with the ScaledFont and core modules it re-exports) and ScaledFontSpecimen
# libraries with the toolchain's `docc` (no SwiftPM plugin needed) into .build/docs/MODULE,
# failing on any documentation warning.
#   Scripts/build-docs.sh [--scratch-path DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=.build
if [[ "${1:-}" == "--scratch-path" ]]; then scratch=$2; fi
# One build folder of symbol graphs for every module, built with the same flags: building
# ScaledFontCheck emits the core's, ScaledFont's and its own graphs, and building
# ScaledFontSpecimen then compiles only what it adds (a folder per module made the flags differ,
# so the core and ScaledFont were compiled three times). Only a module's own graphs are given
# to docc. The emitted graphs are kept between runs: a build that is up to date emits none.
all="$scratch/symbol-graphs/all"
mkdir -p "$all" "$scratch/docs"
for target in ScaledFontCheck ScaledFontSpecimen; do
    swift build --scratch-path "$scratch" --target "$target" \
        -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$all" \
        -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public
done
# Converts one module's catalog with that module's graphs.
document() {
    local module=$1 catalog=$2
    local graphs="$scratch/symbol-graphs/$module"
    rm -rf "$graphs" && mkdir -p "$graphs"
    cp "$all/$module".symbols.json "$graphs"/
    cp "$all/$module"@*.symbols.json "$graphs"/ 2>/dev/null || true
    docc convert "$catalog" \
        --additional-symbol-graph-dir "$graphs" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.scaledfont.$module" \
        --output-path "$scratch/docs/$module" \
        --warnings-as-errors
}
document ScaledFont Sources/ScaledFont/ScaledFont.docc
document ScaledFontCheck Sources/ScaledFontCheck/ScaledFontCheck.docc
document ScaledFontSpecimen Sources/ScaledFontSpecimen/ScaledFontSpecimen.docc
echo "documentation written to $scratch/docs"
