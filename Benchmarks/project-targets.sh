#!/usr/bin/env bash
# One catalog for many targets: `check --project` of ten application targets that copy the same
# fonts and share a deployment target, against the same check of one of them. Each dictionary
# is read once and the catalog built once for all ten, so the ten cost little more than one;
# the goal is at most 1.3 times the wall time. The two alternate run by run.
#
# USAGE: Benchmarks/project-targets.sh CLI MEASURE RUNS
#   CLI      a release `scaledfont`
#   MEASURE  the measure-process program (Benchmarks/Sources/measure-process)
#   RUNS     runs of each
# Prints the medians and the results-table row of goal project-targets (thresholds.json);
# exits 1 when a check exits non-zero.
set -euo pipefail
cli="$1"
measure="$2"
runs="$3"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(dirname "$here")"
app="$(mktemp -d)"
trap 'rm -rf "$app"' EXIT

# The app: the four Noto Serif faces in Fonts/ (one Resources phase every target runs),
# App/Info.plist listing them, iOS 17.0, and Examples/NotoSerif.plist as its dictionary.
mkdir -p "$app/App.xcodeproj" "$app/App" "$app/Fonts"
faces=(NotoSerif-Regular NotoSerif-Bold NotoSerif-Italic NotoSerif-BoldItalic)
for face in "${faces[@]}"; do cp "$root/Fonts/NotoSerif/$face.ttf" "$app/Fonts/"; done
cp "$root/Examples/NotoSerif.plist" "$app/Styles.plist"
{
    printf '<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0">\n<dict>\n'
    printf '<key>UIAppFonts</key><array>\n'
    for face in "${faces[@]}"; do printf '<string>%s.ttf</string>\n' "$face"; done
    printf '</array>\n</dict>\n</plist>\n'
} > "$app/App/Info.plist"
{
    printf '// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjects = {\n'
    children=""
    files=""
    for n in 1 2 3 4; do
        printf '\t\tB%d = {isa = PBXBuildFile; fileRef = F%d; };\n' "$n" "$n"
        printf '\t\tF%d = {isa = PBXFileReference; path = "%s.ttf"; sourceTree = "<group>"; };\n' \
            "$n" "${faces[$((n - 1))]}"
        children="${children}F$n, "
        files="${files}B$n, "
    done
    printf '\t\tG2 = {isa = PBXGroup; children = (%s); path = Fonts; sourceTree = "<group>"; };\n' "$children"
    printf '\t\tG1 = {isa = PBXGroup; children = (G2, ); sourceTree = "<group>"; };\n'
    printf '\t\tR1 = {isa = PBXResourcesBuildPhase; files = (%s); };\n' "$files"
    targets=""
    for n in $(seq 10); do
        printf '\t\tT%d = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (R1, ); name = App%d; productType = "com.apple.product-type.application"; };\n' "$n" "$n"
        targets="${targets}T$n, "
    done
    printf '\t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };\n'
    printf '\t\tC1 = {isa = XCBuildConfiguration; buildSettings = { INFOPLIST_FILE = App/Info.plist; IPHONEOS_DEPLOYMENT_TARGET = 17.0; }; name = Release; };\n'
    printf '\t\tP1 = {isa = PBXProject; mainGroup = G1; targets = (%s); };\n' "$targets"
    printf '\t};\n\trootObject = P1;\n}\n'
} > "$app/App.xcodeproj/project.pbxproj"

ten=("$cli" check Styles.plist --project App.xcodeproj)
for n in $(seq 10); do ten+=(--target "App$n"); done
one=("$cli" check Styles.plist --project App.xcodeproj --target App1)
results="$(mktemp -d)"
trap 'rm -rf "$app" "$results"' EXIT
cd "$app"
for _ in $(seq "$runs"); do
    "$measure" "${ten[@]}" >> "$results/ten"
    "$measure" "${one[@]}" >> "$results/one"
done
if grep -qv '^status=0 ' "$results/ten" "$results/one"; then
    echo "project-targets.sh: a check exited non-zero:" >&2
    cat "$results/ten" "$results/one" >&2
    exit 1
fi
# The median of one field of a results file.
median() {
    sed -n "s/.*$2=\([0-9]*\).*/\1/p" "$1" | sort -n \
        | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'
}
awk -v t="$(median "$results/ten" wall_ns)" -v o="$(median "$results/one" wall_ns)" \
    -v tr="$(median "$results/ten" maxrss_kb)" -v or="$(median "$results/one" maxrss_kb)" \
    -v n="$runs" 'BEGIN {
        printf "check --project, ten targets, median of %d: %.1f ms, %.1f MiB\n", n, t / 1e6, tr / 1024
        printf "same project, one target:                  %.1f ms, %.1f MiB\n", o / 1e6, or / 1024
        print "| Goal | Measurement | ScaledFont | Reference | Ratio |"
        print "| --- | --- | --- | --- | --- |"
        printf "| project-targets | `check --project` of ten targets vs one, wall, median of %d | %.1f ms | %.1f ms | %.2f× |\n",
            n, t / 1e6, o / 1e6, t / o
    }'
