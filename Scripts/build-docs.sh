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
# Builds one module with symbol graphs and converts its catalog; only the module's own
# graphs are given to docc (building a module also emits its dependencies'). The emitted
# graphs are kept between runs: a build that is up to date emits none.
document() {
    local module=$1 catalog=$2
    local graphs="$scratch/symbol-graphs/$module" all="$scratch/symbol-graphs/$module-all"
    rm -rf "$graphs" && mkdir -p "$graphs" "$all" "$scratch/docs"
    swift build --scratch-path "$scratch" --target "$module" \
        -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$all" \
        -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public
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
