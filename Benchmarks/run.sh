#!/usr/bin/env bash
# Builds the benchmarks and the `scaledfont` CLI in release, writes the synthetic catalogs if
# they are missing, runs every benchmark and prints medians, ratios and the results table.
#
# USAGE: Benchmarks/run.sh [scaledfont-bench OPTIONS]   e.g. --quick, --only warm, --runs 50
#
# ENVIRONMENT:
#   BENCH_SCRATCH   SwiftPM scratch folder for the benchmarks (default Benchmarks/.build)
#   ROOT_SCRATCH    scratch folder for the release CLI (default Benchmarks/.build/root)
#   BENCH_STATIC=0  skip the --static-swift-stdlib build of the CLI (a diagnostic row)
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(dirname "$here")"
bench_scratch="${BENCH_SCRATCH:-$here/.build}"
root_scratch="${ROOT_SCRATCH:-$here/.build/root}"
data="$here/.data"

echo "== machine"
echo "date:        $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "commit:      $(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo unknown)$(git -C "$root" diff --quiet HEAD -- Sources 2>/dev/null || echo ' (Sources modified)')"
echo "cpu:         $(nproc) × $(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1)"
echo "os:          $(. /etc/os-release && echo "$PRETTY_NAME"), kernel $(uname -r)"
echo "swift:       $(swift --version 2>&1 | head -1)"
ft_header="$(pkg-config --variable=includedir freetype2)/freetype2/freetype/freetype.h"
ft_version="$(awk '/#define FREETYPE_(MAJOR|MINOR|PATCH)/ { printf "%s%s", sep, $3; sep = "." }' \
    "$ft_header" 2>/dev/null)"
echo "fontconfig:  $(pkg-config --modversion fontconfig), freetype ${ft_version:-?} (libtool $(pkg-config --modversion freetype2))"

# Runs a build quietly: its last line, or all of its output when it fails.
build() {
    local log
    if log="$("$@" 2>&1)"; then
        echo "${log##*$'\n'}"
    else
        echo "$log" >&2
        exit 1
    fi
}

echo "== build (release)"
build swift build -c release --package-path "$here" --scratch-path "$bench_scratch"
bin="$(swift build -c release --package-path "$here" --scratch-path "$bench_scratch" --show-bin-path)"
build swift build -c release --package-path "$root" --scratch-path "$root_scratch" --product scaledfont
cli="$(swift build -c release --package-path "$root" --scratch-path "$root_scratch" --show-bin-path)/scaledfont"

tool_args=(--tool "$cli" --tool-label "scaledfont check (release CLI)")
if [ "${BENCH_STATIC:-1}" != 0 ]; then
    build swift build -c release --package-path "$root" --scratch-path "$root_scratch-static" \
        --product scaledfont --static-swift-stdlib
    static_cli="$(swift build -c release --package-path "$root" \
        --scratch-path "$root_scratch-static" --static-swift-stdlib --show-bin-path)/scaledfont"
    tool_args+=(--extra "scaledfont check, built with --static-swift-stdlib=$static_cli check")
fi

echo "== synthetic catalogs"
if ! python3 -c 'import fontTools' 2>/dev/null; then
    echo "run.sh: fontTools is missing: apt-get install python3-fonttools (or pip install fonttools)" >&2
    exit 2
fi
python3 "$here/make_catalog.py" "$data" 500 5000

echo "== benchmarks"
cd "$root"
"$bin/scaledfont-bench" --data "$data" "${tool_args[@]}" "$@"
