#!/usr/bin/env bash
# Drives the mask editor under Xvfb with xdotool: opens it (H), adds a mask
# (N), draws a 45-degree surface on the grid in one drag, sets the angle with
# Auto (Shift+A), undoes both and saves (the mask is empty again: the drag was
# one step), redoes both and saves again, then checks the saved heights and
# angle, and that a screenshot's grid shows the saved mask pixel for pixel.
# usage: mask_editor.sh EDITOR GUI_FIXTURE   (run by xvfb.sh)
editor="$1"
fixture="$2"
source "$(dirname "$0")/lib.sh"

"$fixture" make "$work/level.json" 40 20
start_editor "$work/level.json" --zoom 2 --view 0,0
xdotool mousemove --window "$wid" 400 300; pause
xdotool windowfocus "$wid" 2>/dev/null || true; pause
key h
wait_for 30 grep -q 'maskgrid=[1-9]' "$work/out.txt" || die "H did not open the mask editor"
key n  # mask 11: the starter set has 11
grid="$(layout_value maskgrid "$work/out.txt")"
IFS=, read -r gx gy cell <<<"$grid"
say "mask grid at $gx,$gy, $cell px a pixel"

# Window coordinates of the centre of mask pixel (column, row).
cell_x() { echo $(( ${gx%.*} + $1 * ${cell%.*} + ${cell%.*} / 2 )); }
cell_y() { echo $(( ${gy%.*} + $2 * ${cell%.*} + ${cell%.*} / 2 )); }

# One drag from the bottom-left pixel to the top-right one: heights 1..16.
xdotool mousemove --window "$wid" "$(cell_x 0 15)" "$(cell_y 0 15)"; pause
xdotool mousedown 1; pause
for ((c = 1; c <= 15; c++)); do
  xdotool mousemove --window "$wid" "$(cell_x "$c" $((15 - c)))" "$(cell_y "$c" $((15 - c)))"; sleep 0.08
done
pause
xdotool mouseup 1; pause
xdotool mousemove --window "$wid" 400 300; pause
key shift+a

# expect_saved KEYS WHAT ANGLE H0..H15: presses the keys, saves, and waits for the file to show the mask.
expect_saved() {
  local keys="$1" what="$2"; shift 2
  for k in $keys; do key "$k"; done
  key ctrl+s
  wait_for 60 "$fixture" mask "$work/level.json" 11 "$@" || die "$what: $("$fixture" mask "$work/level.json" 11 "$@" 2>&1)"
}
expect_saved "ctrl+z ctrl+z" "two undos (Auto, then the whole drag) did not leave mask 11 empty" 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
say "undo removed the angle and the whole stroke"
expect_saved "ctrl+y ctrl+y" "after redo the saved mask 11 is not the ramp at \$E0" 224 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16
say "redo brought back the stroke and the auto angle \$E0"
quit_editor

"$editor" "$work/level.json" --mask 11 --print-layout --screenshot "$work/shot.png" >"$work/out.txt" 2>"$work/err.txt" ||
  die "--screenshot failed"
IFS=, read -r gx gy cell <<<"$(layout_value maskgrid "$work/out.txt")"
"$fixture" maskgrid "$work/shot.png" "$work/level.json" 11 "$gx" "$gy" "$cell" || die "the screenshot's grid does not show mask 11"
say "ok"
