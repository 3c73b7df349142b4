#!/usr/bin/env bash
# Draws the specimen images the README shows, with the scaledfont command line.
#   Scripts/make-specimens.sh [--scratch-path DIR]          write docs/specimens/*.png
#   Scripts/make-specimens.sh --check [--scratch-path DIR]  draw them into a temporary folder
#       and compare byte for byte with the committed images; exit 1 if any differs
# SCALEDFONT=path/to/scaledfont uses that binary instead of building one with `swift build`.
#
# The committed images were drawn with FreeType 2.12.1 (Debian 12's libfreetype6) and DejaVu
# Sans 2.37 (Debian's fonts-dejavu-core) as the system UI face for labels and fallbacks;
# another FreeType or system font draws other pixels.
set -euo pipefail
cd "$(dirname "$0")/.."

check=false
scratch=()
while (($#)); do
    case $1 in
        --check) check=true ;;
        --scratch-path) scratch=(--scratch-path "$2") && shift ;;
        *) echo "usage: Scripts/make-specimens.sh [--check] [--scratch-path DIR]" >&2 && exit 2 ;;
    esac
    shift
done

if [[ -z "${SCALEDFONT:-}" ]]; then
    swift build "${scratch[@]}" --product scaledfont >&2
    SCALEDFONT="$(swift build "${scratch[@]}" --show-bin-path)/scaledfont"
fi

# Each image and the arguments that draw it (the README shows these commands).
specimens=(
    "NotoSerif-large.png Examples/NotoSerif.plist --fonts-dir Fonts"
    "NotoSerif-all-categories.png Examples/NotoSerif.plist --fonts-dir Fonts --all-categories --pixels-per-point 1"
    "Futura-large.png Examples/Futura.plist"
)

committed=docs/specimens
out=$committed
log=$(mktemp)
temporary=("$log")
if $check; then
    out=$(mktemp -d)
    temporary+=("$out")
fi
trap 'rm -rf "${temporary[@]}"' EXIT

differs=0
for entry in "${specimens[@]}"; do
    read -r name arguments <<<"$entry"
    read -r -a arguments <<<"$arguments"
    status=0
    "$SCALEDFONT" specimen "${arguments[@]}" --output "$out/$name" >"$log" 2>&1 || status=$?
    # Status 1 only says that a font is not installed (every Futura style falls back).
    if ((status > 1)); then
        cat "$log" >&2
        echo "scaledfont specimen ${arguments[*]} failed with status $status" >&2
        exit 2
    fi
    if ! $check; then
        echo "wrote $committed/$name"
    elif cmp -s "$out/$name" "$committed/$name"; then
        echo "same: $committed/$name"
    else
        echo "differs: $committed/$name is not what 'scaledfont specimen ${arguments[*]}' draws"
        differs=1
    fi
done
exit $differs
