#!/usr/bin/env bash
# Builds the DocC documentation of the ScaledFont library with the toolchain's `docc`
# (no SwiftPM plugin needed) into .build/docs, failing on any documentation warning.
#   Scripts/build-docs.sh [--scratch-path DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=.build
if [[ "${1:-}" == "--scratch-path" ]]; then scratch=$2; fi
graphs="$scratch/symbol-graphs"
rm -rf "$graphs" && mkdir -p "$graphs"
swift build --scratch-path "$scratch" --target ScaledFont \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" \
    -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public
docc convert Sources/ScaledFont/ScaledFont.docc \
    --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name ScaledFont \
    --fallback-bundle-identifier org.scaledfont.ScaledFont \
    --output-path "$scratch/docs" \
    --warnings-as-errors
echo "documentation written to $scratch/docs"
