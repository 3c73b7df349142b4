#!/usr/bin/env bash
# Builds the libFuzzer targets and runs each for a bounded time.
#
# USAGE: Fuzz/run.sh [SECONDS] [TARGET ...]
#
# ARGUMENTS:
#   SECONDS   how long each target runs (libFuzzer -max_total_time); default 60
#   TARGET    dictionary, property-list, face-metrics; default all three
#
# Each target is compiled with swiftc (not SwiftPM) from every library source plus its
# fuzzer file, as one module named ScaledFont, so the fuzzer can reach internal API. Binaries,
# logs, the growing corpus and any crash files go to Fuzz/.build/ (gitignored). The seeds in
# Fuzz/corpus/<target>/ are only read. Exits non-zero if a target fails to build or finds a
# crash, leak, timeout or out-of-memory input.
#
# Needs the Swift toolchain (swiftc with libFuzzer, ld.lld), pkg-config and the system
# libraries Package.swift declares (libfontconfig-dev, libfreetype-dev, libharfbuzz-dev, libpng-dev, ...).
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
((${#targets[@]})) || targets=(dictionary property-list face-metrics)

# Fuzzer source, seed corpus and libFuzzer dictionary (if any) of each target.
declare -A source=(
    [dictionary]=DictionaryFuzzer.swift [property-list]=PropertyListFuzzer.swift
    [face-metrics]=FaceMetricsFuzzer.swift
)
declare -A seeds=(
    [dictionary]=corpus/dictionary [property-list]=corpus/property-list [face-metrics]=corpus/face
)
# The test suite's inputs for the same code, read as further seeds while they exist, so new
# test data (like the hostile dictionaries) reaches the fuzzer without a copy.
declare -A test_seeds=(
    [dictionary]=Tests/ScaledFontTests/TestData [property-list]=Tests/ScaledFontTests/TestData
    [face-metrics]=Tests/ScaledFontTests/Fixtures
)
declare -A tokens=([dictionary]=plist.dict [property-list]=plist.dict [face-metrics]="")
# When leaks are checked: on every input while fuzzing, or by replaying the corpus afterwards.
declare -A leaks=([dictionary]=replay [property-list]=fuzz [face-metrics]=fuzz)
for target in "${targets[@]}"; do
    if [[ -z ${source[$target]:-} ]]; then
        echo "error: unknown target '$target' (expected dictionary, property-list or face-metrics)" >&2
        exit 2
    fi
done

for tool in swiftc clang pkg-config; do
    command -v "$tool" >/dev/null || { echo "error: $tool not found on PATH" >&2; exit 2; }
done
# The library's C modules (Sources/C*/module.modulemap) and the pkg-config packages that
# Package.swift names for them, so a module added to the package needs no change here.
module_flags=()
for map in "$root"/Sources/*/module.modulemap; do module_flags+=(-I "$(dirname "$map")"); done
# The library's C targets (Sources/NAME/include/NAME.h and NAME's .c files, as SwiftPM builds
# them): a module map written for the header, and the sources compiled with the same sanitizers.
c_objects=()
mkdir -p "$build"
for header in "$root"/Sources/*/include/*.h; do
    module=$(basename "$(dirname "$(dirname "$header")")")
    [[ $(basename "$header" .h) == "$module" ]] || continue
    mkdir -p "$build/modules/$module"
    printf 'module %s {\n    header "%s"\n    export *\n}\n' "$module" "$header" \
        >"$build/modules/$module/module.modulemap"
    module_flags+=(-I "$build/modules/$module")
    for source_file in "$root/Sources/$module"/*.c; do
        object="$build/modules/$module/$(basename "$source_file" .c).o"
        clang -fsanitize=fuzzer-no-link,address -O1 -g -I "$(dirname "$header")" \
            -c "$source_file" -o "$object"
        c_objects+=("$object")
    done
done
mapfile -t packages < <(sed -n 's/.*pkgConfig: *"\([^"]*\)".*/\1/p' "$root/Package.swift")
for package in "${packages[@]}"; do
    if ! pkg-config --exists "$package"; then
        echo "error: pkg-config cannot find $package (install the package Package.swift names for it)" >&2
        exit 2
    fi
done

# C flags go to Clang (the importer) and libraries to the linker, as SwiftPM would pass them.
c_flags=()
for flag in $(pkg-config --cflags "${packages[@]}"); do c_flags+=(-Xcc "$flag"); done
link_flags=()
for flag in $(pkg-config --libs "${packages[@]}"); do
    case $flag in
        -l* | -L*) link_flags+=("$flag") ;;
        *) link_flags+=(-Xlinker "$flag") ;;
    esac
done
library_sources=()
while IFS= read -r -d '' file; do library_sources+=("$file"); done \
    < <(find "$root/Sources/ScaledFont" -name '*.swift' -print0 | sort -z)

for target in "${targets[@]}"; do
    echo "== building $target fuzzer"
    # lld from the toolchain: the default gold linker warns about every ASan helper symbol.
    # -package-name: the library has `package` declarations (what only the CLI uses).
    swiftc -sanitize=fuzzer,address -parse-as-library -module-name ScaledFont -O \
        -package-name ScaledFont -swift-version 6 -use-ld=lld \
        "${module_flags[@]}" "${c_flags[@]}" "${link_flags[@]}" \
        -module-cache-path "$build/module-cache" \
        "${library_sources[@]}" "$fuzz_dir/${source[$target]}" "${c_objects[@]}" \
        -o "$build/$target-fuzzer"
done

# Runs one fuzzer binary with the common limits, appending to the target's log; extra
# arguments go before the corpus folders. The first folder is the working corpus, the only
# one libFuzzer adds to.
run_fuzzer() {
    local target=$1
    shift
    local folders=("$build/corpus-$target" "$fuzz_dir/${seeds[$target]}")
    [[ ! -d $root/${test_seeds[$target]} ]] || folders+=("$root/${test_seeds[$target]}")
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
