#!/usr/bin/env bash
# The background image in a real screenshot: a level whose file names a PNG
# (relative to the level) shows it under empty tiles at the saved opacity and
# offset; a level whose PNG is missing still opens and renders, and says why.
# usage: background_image.sh EDITOR GUI_FIXTURE   (run by xvfb.sh)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/gui_lib.sh"
editor="$1"
fixture="$2"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export XDG_CONFIG_HOME="$work/config"
die() {
  echo "gui: FAILED: $*" >&2
  echo "--- editor stdout" >&2; cat "$work/out.txt" >&2 || true
  echo "--- editor stderr" >&2; cat "$work/err.txt" >&2 || true
  exit 1
}

mkdir -p "$work/levels" "$work/art"
"$fixture" make-bg "$work/levels/level.json" 40 20 "$work/art/zone.png" 0.6 72 40
grep -q '"path": *"../art/zone.png"' "$work/levels/level.json" || die "the level does not name its picture relative to itself"
"$editor" "$work/levels/level.json" --zoom 2 --view 0,0 --print-layout --screenshot "$work/shot.png" >"$work/out.txt" 2>"$work/err.txt" ||
  die "--screenshot failed"
origin="$(layout_value origin "$work/out.txt")"
"$fixture" background "$work/shot.png" "${origin%,*}" "${origin#*,}" "$(layout_value zoom "$work/out.txt")" 0.6 72 40 ||
  die "the screenshot does not show the background image at opacity 0.6"

"$fixture" make-bg "$work/levels/missing.json" 40 20 - 0.5 0 0
"$editor" "$work/levels/missing.json" --screenshot "$work/shot2.png" >"$work/out.txt" 2>"$work/err.txt" ||
  die "a missing background image stopped the editor"
grep -q 'missing.png: cannot open' "$work/err.txt" || die "no clear message about the missing picture"
[ -s "$work/shot2.png" ] || die "no screenshot of the level whose picture is missing"
echo "gui: ok"
