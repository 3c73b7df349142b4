#!/usr/bin/env bash
# The steps of the GitHub Action (action.yml at the repository's root), in one place so that
# the repository's own CI (.ci/run) runs exactly what the action runs:
#
#   Scripts/action-steps.sh cache-key
#       prints a digest of the package's manifest and sources: the build cache's key, which
#       changes exactly when the build would.
#   Scripts/action-steps.sh build
#       builds scaledfont once: release, the Swift runtime linked statically.
#   Scripts/action-steps.sh gate PATH [PLATFORM] [ARGUMENTS]
#       runs `scaledfont check PATH --format github` in the current folder (the workspace),
#       with `--platform PLATFORM` when one is given and ARGUMENTS (split on white space)
#       after them. Its exit status is the check's: 0 passed, 1 a finding, 2 unusable.
#
# The package built is the folder above this script, wherever the script is called from.
set -euo pipefail

package=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
flags=(-c release --static-swift-stdlib --disable-local-rpath)

case "${1-}" in
cache-key)
    cd "$package"
    # Package.resolved exists only once a package has dependencies to pin.
    inputs=(Package.swift Sources)
    if [[ -e Package.resolved ]]; then inputs+=(Package.resolved); fi
    find "${inputs[@]}" -type f -print0 | LC_ALL=C sort -z | xargs -0 sha256sum | sha256sum \
        | cut -c 1-16
    ;;
build)
    swift build --package-path "$package" "${flags[@]}" --product scaledfont
    ;;
gate)
    path=${2:-.}
    platform=${3-}
    read -r -a extra <<<"${4-}"
    bin=$(swift build --package-path "$package" "${flags[@]}" --show-bin-path)
    command=("$bin/scaledfont" check "$path" --format github)
    if [[ -n $platform ]]; then command+=(--platform "$platform"); fi
    exec "${command[@]}" "${extra[@]}"
    ;;
*)
    echo "usage: $0 cache-key | build | gate PATH [PLATFORM] [ARGUMENTS]" >&2
    exit 2
    ;;
esac
