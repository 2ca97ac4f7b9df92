#!/usr/bin/env bash
# Drives the real editor under Xvfb with xdotool: picks a mask with the
# keyboard, paints two brush strokes with the mouse, undoes the second with
# Ctrl+Z (one stroke = one undo step), saves with Ctrl+S, quits with Ctrl+Q,
# then checks the saved file and a screenshot of it.
# usage: paint_undo_save.sh EDITOR GUI_FIXTURE   (run by xvfb.sh)
editor="$1"
fixture="$2"
source "$(dirname "$0")/lib.sh"

"$fixture" make "$work/level.json" 40 20
start_editor "$work/level.json" --zoom 2 --view 0,0
origin="$(layout_value origin "$work/out.txt")"
zoom="$(layout_value zoom "$work/out.txt")"
ox="${origin%,*}"
oy="${origin#*,}"
[ "$zoom" = 2 ] || die "zoom is $zoom, expected 2"
say "window $wid, level origin $ox,$oy, zoom $zoom"

# Window coordinates of the centre of tile (tx, ty).
tile_x() { echo $(( ${ox%.*} + ($1 * 16 + 8) * 2 )); }
tile_y() { echo $(( ${oy%.*} + ($1 * 16 + 8) * 2 )); }

xdotool mousemove --window "$wid" "$(tile_x 10)" "$(tile_y 5)"; pause
xdotool windowfocus "$wid" 2>/dev/null || true; pause
# Mask 4 is the 45-degree slope of the starter set.
for _ in 1 2 3 4; do key bracketright; done

stroke() {  # stroke ROW FROM TO
  xdotool mousemove --window "$wid" "$(tile_x "$2")" "$(tile_y "$1")"; pause
  xdotool mousedown 1; pause
  for ((x = $2 + 1; x <= $3; x++)); do
    xdotool mousemove --window "$wid" "$(tile_x "$x")" "$(tile_y "$1")"; sleep 0.08
  done
  pause
  xdotool mouseup 1; pause
}
stroke 10 2 8
stroke 12 2 5
key ctrl+z
key ctrl+s
wait_for 60 "$fixture" tile "$work/level.json" 2 10 4 || die "Ctrl+S did not save the painted stroke"
quit_editor

for x in 2 3 4 5 6 7 8; do "$fixture" tile "$work/level.json" "$x" 10 4 || die "stroke 1 is incomplete at $x"; done
for x in 2 3 4 5; do "$fixture" tile "$work/level.json" "$x" 12 -1 || die "undo left stroke 2 at $x"; done
"$fixture" tile "$work/level.json" 9 10 -1 || die "the stroke ran past its end"
say "saved level has stroke 1 and not the undone stroke 2"

"$editor" "$work/level.json" --zoom 4 --view 0,128 --print-layout --screenshot "$work/shot.png" >"$work/out.txt" 2>"$work/err.txt" ||
  die "--screenshot failed"
origin="$(layout_value origin "$work/out.txt")"
"$fixture" shape "$work/shot.png" "$work/level.json" "${origin%,*}" "${origin#*,}" "$(layout_value zoom "$work/out.txt")" 3 10 ||
  die "the screenshot does not show the painted mask"
say "ok"
