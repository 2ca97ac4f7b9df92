#!/usr/bin/env bash
# Builds Solidtile (Release) and opens the editor on the shipped demo level.
# Extra arguments go to the editor, e.g. ./run.sh path/to/level.json
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$root"
source scripts/deps.sh
solidtile_need_packages "${SOLIDTILE_BUILD_PACKAGES[@]}"
# Only what the editor needs: the test packages may not be installed yet.
cmake --preset release -DSOLIDTILE_BUILD_EDITOR=ON -DSOLIDTILE_BUILD_TESTS=OFF -DSOLIDTILE_BUILD_BENCH=OFF >/dev/null
cmake --build --preset release -j "$(nproc)" --target solidtile-editor solidtile
if [ $# -eq 0 ]; then set -- data/levels/demo.json; fi
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
  echo "solidtile: no display found (DISPLAY is unset); the editor needs a desktop session." >&2
  echo "solidtile: built ok; the command-line tool is at build/release/tools/solidtile/solidtile" >&2
  exit 1
fi
exec build/release/editor/solidtile-editor "$@"
