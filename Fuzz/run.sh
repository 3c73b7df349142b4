#!/usr/bin/env bash
# Builds the libFuzzer targets and runs each for a bounded time.
#
# USAGE: Fuzz/run.sh [SECONDS] [TARGET ...]
#
# ARGUMENTS:
#   SECONDS   how long each target runs (libFuzzer -max_total_time); default 60
#   TARGET    dictionary, property-list, face-metrics, strings, layout, swift-code,
#             interface-builder, text, react-native; default all nine
#
# The targets are executable targets of the root package, declared only when SCALEDFONT_FUZZ is
# set (see the end of Package.swift), and built by SwiftPM with --sanitize=fuzzer and
# AddressSanitizer into Fuzz/.build/swiftpm: the library, its C targets and the fuzzers are
# compiled once for all eight. Binaries (linked as Fuzz/.build/<target>-fuzzer), logs, the
# growing corpus and any crash files go to Fuzz/.build/ (gitignored). The seeds in
# Fuzz/corpus/<target>/ are only read. Exits non-zero if a target fails to build or finds a
# crash, leak, timeout or out-of-memory input.
#
# Needs the Swift toolchain (with libFuzzer and ld.lld), pkg-config and the system libraries
# Package.swift declares (libfontconfig-dev, libfreetype-dev, libharfbuzz-dev, libpng-dev, ...).
set -euo pipefail

fuzz_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(dirname "$fuzz_dir")
build="$fuzz_dir/.build"

duration=${1:-60}
if ! [[ $duration =~ ^[1-9][0-9]*$ ]]; then
    echo "error: SECONDS must be a positive whole number, not '$duration'" >&2
    echo "USAGE: Fuzz/run.sh [SECONDS] [TARGET ...]" >&2
    exit 2
fi
shift $(($# > 0 ? 1 : 0))
targets=("$@")
((${#targets[@]})) || targets=(dictionary property-list face-metrics strings layout swift-code
    interface-builder text react-native)

# Seed corpus and libFuzzer dictionary (if any) of each target; its SwiftPM product is
# <target>-fuzzer, with its source in Fuzz/Sources/<target>-fuzzer/.
declare -A seeds=(
    [dictionary]=corpus/dictionary [property-list]=corpus/property-list [face-metrics]=corpus/face
    [strings]=corpus/strings [layout]=corpus/layout [swift-code]=corpus/swift-code
    [interface-builder]=corpus/interface-builder [text]=corpus/text [react-native]=corpus/react-native
)
# The test suite's inputs for the same code, read as further seeds while they exist, so new
# test data (like the hostile dictionaries) reaches the fuzzer without a copy. The text
# target's input format (two bytes choosing the face and size, a name, the text) is its own:
# it has none.
declare -A test_seeds=(
    [dictionary]=Tests/ScaledFontTests/TestData [property-list]=Tests/ScaledFontTests/TestData
    [face-metrics]=Tests/ScaledFontTests/Fixtures [strings]=Tests/ScaledFontTests/TestData/Strings
    [layout]=Tests/ScaledFontCLITests/TestData/Fit [swift-code]=Tests/ScaledFontTests/TestData/Code
    [interface-builder]=Tests/ScaledFontTests/TestData/Code [text]=""
    [react-native]=Tests/ScaledFontCLITests/TestData/CodeApps/Mattermost/app
)
declare -A tokens=(
    [dictionary]=plist.dict [property-list]=plist.dict [face-metrics]="" [strings]=strings.dict
    [layout]=layout.dict [swift-code]=swift.dict [interface-builder]=interface-builder.dict
    [text]=text.dict [react-native]=react-native.dict
)
# When leaks are checked: on every input while fuzzing, or by replaying the corpus afterwards.
declare -A leaks=([dictionary]=replay [property-list]=fuzz [face-metrics]=fuzz [strings]=fuzz [layout]=fuzz
    [swift-code]=fuzz [interface-builder]=fuzz [text]=fuzz [react-native]=fuzz)
for target in "${targets[@]}"; do
    if [[ -z ${seeds[$target]:-} ]]; then
        echo "error: unknown target '$target' (expected dictionary, property-list, face-metrics, strings, layout, swift-code, interface-builder, text or react-native)" >&2
        exit 2
    fi
done

for tool in swift pkg-config; do
    command -v "$tool" >/dev/null || { echo "error: $tool not found on PATH" >&2; exit 2; }
done
# The pkg-config packages Package.swift names, checked first for a clearer message than
# SwiftPM's when one is missing.
mapfile -t packages < <(sed -n 's/.*pkgConfig: *"\([^"]*\)".*/\1/p' "$root/Package.swift")
for package in "${packages[@]}"; do
    if ! pkg-config --exists "$package"; then
        echo "error: pkg-config cannot find $package (install the package Package.swift names for it)" >&2
        exit 2
    fi
done

# --sanitize=fuzzer makes SwiftPM compile the Swift modules with -parse-as-library and link the
# fuzzers without renaming `main`, so libFuzzer's `main` runs. The sanitizers are also given as
# one -sanitize=fuzzer,address: the Swift driver keeps only the last of several -sanitize flags
# when compiling, which would drop the coverage instrumentation. -Xcc adds AddressSanitizer to
# the C targets, which --sanitize=fuzzer already instruments for coverage. -enable-testing
# lets the fuzzers `@testable import ScaledFont`. One SwiftPM product per invocation: the
# first builds the library, the others only compile and link their own file.
swift_build=(env SCALEDFONT_FUZZ=1 swift build --package-path "$root" --scratch-path "$build/swiftpm"
    -c release --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address -Xcc -fsanitize=address
    -Xswiftc -enable-testing)
mkdir -p "$build"
for target in "${targets[@]}"; do
    echo "== building $target fuzzer"
    "${swift_build[@]}" --product "$target-fuzzer"
done
bin=$("${swift_build[@]}" --show-bin-path)
for target in "${targets[@]}"; do ln -sfn "$bin/$target-fuzzer" "$build/$target-fuzzer"; done

# Runs one fuzzer binary with the common limits, appending to the target's log; extra
# arguments go before the corpus folders. The first folder is the working corpus, the only
# one libFuzzer adds to.
run_fuzzer() {
    local target=$1
    shift
    local folders=("$build/corpus-$target" "$fuzz_dir/${seeds[$target]}")
    local tests=${test_seeds[$target]}
    [[ -z $tests || ! -d $root/$tests ]] || folders+=("$root/$tests")
    LSAN_OPTIONS="suppressions=$fuzz_dir/lsan.supp:print_suppressions=0" \
        "$build/$target-fuzzer" -timeout=5 -rss_limit_mb=2048 \
        -artifact_prefix="$build/artifacts-$target/" "$@" "${folders[@]}" \
        >>"$build/$target.log" 2>&1
}

status=0
summaries=()
for target in "${targets[@]}"; do
    log="$build/$target.log"
    : >"$log"
    mkdir -p "$build/corpus-$target" "$build/artifacts-$target"
    # Fork mode starts by merging the corpus and silently drops inputs that crash, so first
    # run every seed and corpus input once in one process, with leak checks: an input that
    # crashed before (a fixed bug moved into the seeds) fails here if the bug returns.
    echo "== $target: replaying seeds and corpus (log: ${log#"$root/"})"
    code=0
    run_fuzzer "$target" -runs=0 -detect_leaks=1 || code=$?
    runs='' inputs=''
    if ((code == 0)); then
        echo "== $target: fuzzing for $duration s"
        # -fork=1 fuzzes in a series of child processes, each ending after a few seconds (at
        # most as many as it has predecessors). Memory Foundation leaks (lsan.supp) dies with
        # each child; in one process it grows by about 0.4 KB a run and passes -rss_limit_mb
        # within 10 minutes.
        options=(-fork=1 -max_total_time="$duration")
        [[ -z ${tokens[$target]} ]] || options+=(-dict="$fuzz_dir/${tokens[$target]}")
        [[ ${leaks[$target]} == fuzz ]] || options+=(-detect_leaks=0)
        run_fuzzer "$target" "${options[@]}" || code=$?
        # Fork mode reports "#RUNS: cov: N ft: N corp: INPUTS exec/s: ..." after each child.
        last=$(grep -E '^#[0-9]+: cov:' "$log" | tail -1 || true)
        runs=$(sed -E 's/^#([0-9]+):.*/\1/' <<<"$last")
        inputs=$(sed -nE 's/.* corp: ([0-9]+) .*/\1/p' <<<"$last")
    fi
    if ((code == 0)) && [[ ${leaks[$target]} == replay ]]; then
        # Leak checks during fuzzing would rerun and scan every input Foundation leaks on, a
        # tenfold slowdown: this target fuzzes without them, then replays its whole corpus
        # once with them, which still catches any leak in ScaledFont's own code.
        echo "== $target: replaying the grown corpus with leak detection"
        run_fuzzer "$target" -runs=0 -detect_leaks=1 || code=$?
    fi
    corpus="${build#"$root/"}/corpus-$target"
    bytes=$(find "$build/corpus-$target" -type f -printf '%s\n' | awk '{ s += $1 } END { print s + 0 }')
    files=$(find "$build/corpus-$target" -type f | wc -l)
    if ((code == 0)); then
        summaries+=("$target: clean, ${runs:-?} runs in $duration s, corpus ${inputs:-?} inputs ($files files, $bytes bytes in $corpus)")
    else
        status=1
        found=$(sed -n 's/.*Test unit written to //p' "$log" | tail -1)
        found=${found#"$root/"}
        summaries+=("$target: FAILED (libFuzzer exit $code)${runs:+ after $runs runs}, input ${found:-not written}; log ${log#"$root/"}")
        tail -n 40 "$log" >&2
    fi
done

echo "== summary"
printf '%s\n' "${summaries[@]}"
exit "$status"
