#!/usr/bin/env bash
# Builds the benchmarks and the `scaledfont` CLI in release, writes the synthetic catalogs if
# they are missing, runs every benchmark and prints medians, ratios and the results table.
#
# USAGE: Benchmarks/run.sh [scaledfont-bench OPTIONS]   e.g. --quick, --only warm, --runs 50
#   --only takes the driver's suites, `hostile` (the hostile-input timing, run by
#   hostile-timing after the driver; --quick makes it a smoke run too) and `project` (`check
#   --project` against the same check with --info-plist) and `discovery` (one walk of a
#   generated repository of 100,000 files, and of hostile ones, by discovery-timing), e.g.
#   --only hostile or --only process,hostile,project. Without --only, everything runs.
#   --check holds the run to Benchmarks/thresholds.json (check_thresholds.py): after the
#   tables, each goal with its value and limit, and exit status 1 with the rows that miss.
#   --write-readme does the same and writes the run's results into Benchmarks/README.md.
#
# ENVIRONMENT:
#   BENCH_SCRATCH   SwiftPM scratch folder for the benchmarks (default Benchmarks/.build)
#   ROOT_SCRATCH    scratch folder for the release CLI (default Benchmarks/.build/root)
#   BENCH_DYNAMIC=0 skip the dynamically linked build of the CLI (a diagnostic row; the CLI
#                   measured against the C reference is linked with --static-swift-stdlib, as
#                   the README's CI section builds it)
#   BENCH_BASELINE  another build of the CLI (an earlier commit's, built the same way): its
#                   `check` and `check --platform bundled` are measured in the same run, as
#                   rows of their own, to show a change costs nothing; with --only project,
#                   its check of the example app against this CLI's (example-vs-baseline)
#   BENCH_BASELINE_ROOT  a checkout of the baseline's commit: both CLIs check the example app
#                   there, the app the baseline was built for (default: this repository)
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
options="${*:-(none)}"

# --check and --write-readme: the run itself is this script without them, its output kept
# for check_thresholds.py.
check_args=()
run_args=()
for argument in "$@"; do
    case "$argument" in
        --check) check_args=(--check) ;;
        --write-readme) check_args=(--readme "$here/README.md") ;;
        *) run_args+=("$argument") ;;
    esac
done
if [ ${#check_args[@]} -gt 0 ]; then
    log="$(mktemp)"
    set +e
    "${BASH_SOURCE[0]}" ${run_args[@]+"${run_args[@]}"} | tee "$log"
    run_status=${PIPESTATUS[0]}
    set -e
    echo "== thresholds"
    if [ "${check_args[0]}" = --check ]; then check_args=(); fi
    status=0
    python3 "$here/check_thresholds.py" "$here/thresholds.json" "$log" \
        ${check_args[@]+"${check_args[@]}"} || status=$?
    rm -f "$log"
    # Non-zero when a row misses or the run itself failed (a build, a missing tool).
    exit $((status > run_status ? status : run_status))
fi

# `hostile` in --only is this script's, the other suites the driver's.
bench_args=()
hostile_args=()
run_bench=1
run_hostile=1
run_project=1
run_discovery=1
project_runs=21
hostile_status=0
while [ $# -gt 0 ]; do
    case "$1" in
        --only)
            suites=",${2:-},"
            run_hostile=0
            run_project=0
            run_discovery=0
            if [[ "$suites" == *,hostile,* ]]; then run_hostile=1; fi
            if [[ "$suites" == *,project,* ]]; then run_project=1; fi
            if [[ "$suites" == *,discovery,* ]]; then run_discovery=1; fi
            suites="${suites//,hostile,/,}"
            suites="${suites//,project,/,}"
            suites="${suites//,discovery,/,}"
            suites="${suites#,}"
            suites="${suites%,}"
            if [ -z "$suites" ]; then run_bench=0; else bench_args+=(--only "$suites"); fi
            shift 2 || shift
            ;;
        --quick)
            bench_args+=("$1")
            hostile_args+=("$1")
            project_runs=5
            shift
            ;;
        *)
            bench_args+=("$1")
            shift
            ;;
    esac
done

root="$(dirname "$here")"
bench_scratch="${BENCH_SCRATCH:-$here/.build}"
root_scratch="${ROOT_SCRATCH:-$here/.build/root}"
data="$here/.data"

echo "== machine"
echo "options:     $options"
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
# Statically linked Swift runtime, as the CLI: the start-up floors are then
# measured as the CLI is shipped.
if [ "$run_bench" = 1 ]; then
    build swift build -c release --package-path "$here" --scratch-path "$bench_scratch" \
        --static-swift-stdlib
else
    build swift build -c release --package-path "$here" --scratch-path "$bench_scratch" \
        --static-swift-stdlib --product hostile-timing
    build swift build -c release --package-path "$here" --scratch-path "$bench_scratch" \
        --static-swift-stdlib --product discovery-timing
fi
bin="$(swift build -c release --package-path "$here" --scratch-path "$bench_scratch" \
    --static-swift-stdlib --show-bin-path)"
# The CLI as the README's CI section builds it (the Swift runtime linked statically, no
# RUNPATH: without --disable-local-rpath a library planted beside the binary is linked at
# start-up), and the default dynamic build as a diagnostic row. The discovery suite alone
# does not run it.
if [ "$run_bench$run_hostile$run_project" != 000 ]; then
    build swift build -c release --package-path "$root" --scratch-path "$root_scratch" \
        --product scaledfont --static-swift-stdlib --disable-local-rpath
    cli="$(swift build -c release --package-path "$root" --scratch-path "$root_scratch" \
        --static-swift-stdlib --disable-local-rpath --show-bin-path)/scaledfont"
fi

if [ "$run_bench" = 1 ]; then
    # The C programs built as C programs: SwiftPM links the Swift runtime into every executable,
    # C ones included, which would add its start-up and memory to the reference.
    c_bin="$bench_scratch/c"
    mkdir -p "$c_bin"
    fc_flags=($(pkg-config --cflags --libs fontconfig freetype2))
    cc -O2 -o "$c_bin/fc-reference" "$here/Sources/fc-reference/main.c" "${fc_flags[@]}"
    cc -O2 -o "$c_bin/measure-process" "$here/Sources/measure-process/main.c"
    cc -O2 -c -Dmain=fc_reference_main -o "$c_bin/fc-reference.o" "$here/Sources/fc-reference/main.c" \
        $(pkg-config --cflags fontconfig freetype2)
    # Linked as the release CLI is: GCC's C++ library statically too (Scripts/static-libstdc++),
    # and by lld with packed relocations where glibc is 2.36 or later (Package.swift's
    # packedRelocations).
    packed=()
    glibc="$(getconf GNU_LIBC_VERSION 2>/dev/null || true)"
    if [[ "$glibc" =~ ^glibc\ ([0-9]+)\.([0-9]+) ]] \
        && (( BASH_REMATCH[1] > 2 || (BASH_REMATCH[1] == 2 && BASH_REMATCH[2] >= 36) )); then
        packed=(-use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs)
    fi
    swiftc -O -static-stdlib -o "$c_bin/c-reference-in-swift" "$here/floor/c-reference-in-swift.swift" \
        "$c_bin/fc-reference.o" $(pkg-config --libs fontconfig freetype2) \
        -L "$root/Scripts/static-libstdc++" ${packed[@]+"${packed[@]}"}
    echo "C programs built with $(cc --version | head -1)"

    tool_args=(--c-programs "$c_bin" --floor "$c_bin/c-reference-in-swift")
    tool_args+=(--tool "$cli" --tool-label "scaledfont check (release CLI, static stdlib)"
        --bundled "$cli check --platform bundled" --bundled-label "scaledfont check --platform bundled")
    if [ "${BENCH_DYNAMIC:-1}" != 0 ]; then
        build swift build -c release --package-path "$root" --scratch-path "$root_scratch-dynamic" \
            --product scaledfont --disable-local-rpath
        dynamic_cli="$(swift build -c release --package-path "$root" \
            --scratch-path "$root_scratch-dynamic" --disable-local-rpath --show-bin-path)/scaledfont"
        tool_args+=(--extra "scaledfont check, dynamically linked Swift runtime=$dynamic_cli check")
    fi
    if [ -n "${BENCH_BASELINE:-}" ]; then
        tool_args+=(--extra "baseline: scaledfont check=$BENCH_BASELINE check")
        tool_args+=(--extra "baseline: scaledfont check --platform bundled=$BENCH_BASELINE check --platform bundled")
    fi

    echo "== synthetic catalogs"
    if ! python3 -c 'import fontTools' 2>/dev/null; then
        echo "run.sh: fontTools is missing: apt-get install python3-fonttools (or pip install fonttools)" >&2
        exit 2
    fi
    python3 "$here/make_catalog.py" "$data" 500 5000

    echo "== benchmarks"
    (cd "$root" && "$bin/scaledfont-bench" --data "$data" "${tool_args[@]}" "${bench_args[@]}")
fi

if [ "$run_hostile" = 1 ]; then
    echo "== hostile input"
    echo "load:        $(cut -d ' ' -f 1-3 /proc/loadavg)"
    cd "$root"
    # A case over its limit makes the run fail, after the project pair has been measured too.
    "$bin/hostile-timing" --tool "$cli" ${hostile_args[@]+"${hostile_args[@]}"} \
        || hostile_status=$?
fi

# The path of measure-process, built with cc unless the C programs' build above made it.
measure_process() {
    mkdir -p "$bench_scratch/c"
    local measure="$bench_scratch/c/measure-process"
    [ -x "$measure" ] || cc -O2 -o "$measure" "$here/Sources/measure-process/main.c"
    echo "$measure"
}

if [ "$run_project" = 1 ]; then
    # `check --project` reads project.pbxproj, the target's settings and its bundle on top of
    # what `check --info-plist` does for the same app (goal project-vs-info-plist in
    # thresholds.json). The two alternate run by run, so that the machine's load falls on both
    # alike.
    echo "== project"
    echo "load:        $(cut -d ' ' -f 1-3 /proc/loadavg)"
    cd "$root"
    measure="$(measure_process)"
    # Runs two commands alternately $project_runs times each and prints their medians and the
    # results-table row of goal $1 (measured as $2): the first's wall time against the
    # second's. The commands are the arrays named $3 and $4, described as $5 and $6.
    alternate() {
        local goal=$1 measurement=$2 label_a=$5 label_b=$6 results
        local -n command_a=$3 command_b=$4
        results="$(mktemp -d)"
        for _ in $(seq "$project_runs"); do
            "$measure" "${command_a[@]}" >> "$results/a"
            "$measure" "${command_b[@]}" >> "$results/b"
        done
        if grep -qv '^status=0 ' "$results/a" "$results/b"; then
            echo "run.sh: a check exited non-zero:" >&2
            cat "$results/a" "$results/b" >&2
            exit 1
        fi
        # The median of one field of a results file.
        median() {
            sed -n "s/.*$2=\([0-9]*\).*/\1/p" "$1" | sort -n \
                | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'
        }
        awk -v a="$(median "$results/a" wall_ns)" -v b="$(median "$results/b" wall_ns)" \
            -v ar="$(median "$results/a" maxrss_kb)" -v br="$(median "$results/b" maxrss_kb)" \
            -v n="$project_runs" -v goal="$goal" -v measurement="$measurement" \
            -v la="$label_a" -v lb="$label_b" 'BEGIN {
                printf "%s, median of %d: %.1f ms, %.1f MiB\n", la, n, a / 1e6, ar / 1024
                printf "%s: %.1f ms, %.1f MiB\n", lb, b / 1e6, br / 1024
                print "| Goal | Measurement | ScaledFont | Reference | Ratio |"
                print "| --- | --- | --- | --- | --- |"
                printf "| %s | %s, wall, median of %d | %.1f ms | %.1f ms | %.2f× |\n",
                    goal, measurement, n, a / 1e6, b / 1e6, a / b
            }'
        rm -rf "$results"
    }
    # The same checks on both sides: --project also checks the font names in the target's
    # code by default, which --info-plist cannot, so that is left out (--no-code) to measure
    # what the goal is about, reading the project.
    with_project=("$cli" check Examples/App/Styles.plist --project Examples/App/App.xcodeproj
        --no-code)
    with_plist=("$cli" check Examples/App/Styles.plist --info-plist Examples/App/App/Info.plist
        --fonts-dir Examples/App/App --platform ios@16.0+)
    alternate project-vs-info-plist '`check --project --no-code` vs `--info-plist`' \
        with_project with_plist "check --project (Examples/App)" \
        "same check with --info-plist --fonts-dir   "
    # `check` with no dictionary walks the repository and finds the projects and dictionaries
    # itself (goal found-vs-named in thresholds.json): Examples/App as found, against the same
    # check named on the command line. Named dictionaries are checked for every target, so
    # the two agree for one target: the app target, with the dictionary it copies. What the
    # found check adds is the walk, reading each plist to see whether it is a dictionary, and
    # matching dictionaries to the files each target copies.
    found=("$cli" check --root Examples/App --target ScaledFontDemo)
    named=("$cli" check Examples/App/Styles.plist --project Examples/App/App.xcodeproj)
    alternate found-vs-named '`check` as found vs the same check named' found named \
        "check --root Examples/App --target ScaledFontDemo" \
        "same check named (Styles.plist --project)        "
    "$here/project-targets.sh" "$cli" "$measure" "$project_runs"
    if [ -n "${BENCH_BASELINE:-}" ]; then
        # `check` of the example app by this CLI against an earlier commit's (goal
        # example-vs-baseline: wall and peak memory no worse), both on the baseline's
        # checkout of the app.
        cd "${BENCH_BASELINE_ROOT:-$root}"
        example=("$cli" check Examples/App/Styles.plist --project Examples/App/App.xcodeproj)
        baseline=("$BENCH_BASELINE" check Examples/App/Styles.plist
            --project Examples/App/App.xcodeproj)
        alternate example-vs-baseline '`check` of the example app vs the baseline CLI' \
            example baseline "check --project (Examples/App), this CLI" \
            "the same check, baseline CLI             "
        cd "$root"
    fi
fi

if [ "$run_discovery" = 1 ]; then
    # One walk of each generated repository (discovery-timing's Trees.swift) under
    # measure-process: the median wall time of 5 runs (the machine is shared, as for
    # check-wall) and the highest peak RSS, against the goal of 1 s and 100 MiB
    # (thresholds.json's discovery rows).
    echo "== discovery"
    echo "load:        $(cut -d ' ' -f 1-3 /proc/loadavg)"
    measure="$(measure_process)"
    trees="$(mktemp -d)"
    "$bin/discovery-timing" make "$trees"
    echo "| Goal | Measurement | ScaledFont | Reference | Ratio |"
    echo "| --- | --- | --- | --- | --- |"
    for tree in plain projects cycles unreadable; do
        runs="$(for _ in 1 2 3 4 5; do
            "$measure" "$bin/discovery-timing" walk "$trees/$tree"
        done)"
        if grep -qv '^status=0 ' <<< "$runs"; then
            echo "run.sh: discovery-timing walk $tree exited non-zero" >&2
            exit 1
        fi
        sed -n 's/.*wall_ns=\([0-9]*\).*maxrss_kb=\([0-9]*\).*/\1 \2/p' <<< "$runs" | sort -n \
            | awk -v tree="$tree" '
                { wall[NR] = $1; if ($2 > rss) rss = $2 }
                END {
                    median = wall[int((NR + 1) / 2)]
                    printf "| discovery-%s-wall | one walk of the %s repository, median of %d (slowest %.1f ms) | %.1f ms | 1 s (goal) | %.2f× |\n",
                        tree, tree, NR, wall[NR] / 1e6, median / 1e6, median / 1e9
                    printf "| discovery-%s-peak-rss | the same walk, highest peak RSS | %.1f MiB | 100 MiB (goal) | %.2f× |\n",
                        tree, rss / 1024, rss / 1024 / 100
                }'
    done
    chmod -R u+rwx "$trees"
    rm -rf "$trees"
fi

exit "$hostile_status"
