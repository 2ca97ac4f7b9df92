#!/usr/bin/env bash
# Issue 28, with real keys and clicks at one window size (registered at
# 1280x720 and 1600x900):
#  - A first launch shows the first-steps hint in the canvas; "Got it" closes
#    it for good (the next launch with the same preferences has none).
#  - The platform tool: three clicks on empty canvas place three platforms
#    (a click beside the selected one used to only deselect it).
#  - With the debugger open the selected platform's fields are still shown:
#    its "top only" box is clicked there and saved.
#  - Shift+K puts the test player back at the level start and the view goes to it.
#  - With the debugger and the mask editor open the canvas keeps a usable width
#    (the columns fold by themselves when they would squeeze it).
# usage: authoring_first_steps.sh EDITOR GUI_FIXTURE BOX_FIXTURE ROOT WxH   (run by xvfb.sh)
editor="$(realpath "$1")"
fixture="$(realpath "$2")"
box="$(realpath "$3")"
root="$4"
size="$5"
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
W="${size%x*}"

# The layout line's rectangle NAME as x y w h (whole pixels).
rect() { IFS=, read -r rx ry rw rh <<<"$(layout_value "$1" "$work/out.txt")"; rx=${rx%.*}; ry=${ry%.*}; rw=${rw%.*}; rh=${rh%.*}; }
shown() { rect "$1"; [ "${rw:-0}" -gt 0 ]; }
gone() { rect "$1"; [ "${rw:-0}" = 0 ]; }
click_centre() { rect "$1"; xdotool mousemove --window "$wid" $((rx + rw / 2)) $((ry + rh / 2)); pause; xdotool click 1; pause; }

# --- The first-steps hint, closed for good.
"$fixture" make "$work/level.json" 40 20
start_editor "$work/level.json" --size "$size" --zoom 2 --view 0,0
xdotool windowfocus "$wid" 2>/dev/null || true; pause
wait_for 30 shown hint || die "a first launch shows no first-steps hint"
say "first-steps hint's button at $rx,$ry"
click_centre hint
wait_for 30 gone hint || die "Got it did not close the hint"
quit_editor
start_editor "$work/level.json" --size "$size" --zoom 2 --view 0,0
xdotool windowfocus "$wid" 2>/dev/null || true; pause
sleep 1
gone hint || die "the closed hint came back at the next launch"
say "the hint stays closed"

# --- Three clicks on empty canvas place three platforms.
origin="$(layout_value origin "$work/out.txt")"
ox="${origin%,*}"; ox="${ox%.*}"
oy="${origin#*,}"; oy="${oy%.*}"
px_x() { echo $((ox + $1 * 2)); }
px_y() { echo $((oy + $1 * 2)); }
key o
for y in 40 120 200; do
  xdotool mousemove --window "$wid" "$(px_x 100)" "$(px_y "$y")"; pause
  xdotool click 1; pause
done
key ctrl+s
three() { [ "$("$box" objects "$work/level.json" | wc -l)" = 3 ]; }
wait_for 30 three || die "three clicks on empty canvas placed $("$box" objects "$work/level.json" | wc -l) platforms"
say "three clicks placed three platforms"

# --- The platform's fields with the debugger open: top only, clicked and saved.
key ctrl+shift+d
wait_for 30 shown platform || die "with the debugger open the platform's fields are not shown"
say "the platform's top-only box at $rx,$ry with the debugger open"
click_centre platform
key ctrl+s
top_only() { "$box" objects "$work/level.json" | tail -1 | awk '{ exit !($6 == 1) }'; }
wait_for 30 top_only || die "the top-only box clicked with the debugger open was not saved: $("$box" objects "$work/level.json" | tail -1)"
quit_editor

# --- Shift+K: back to the level start, and the view goes there.
tour_at 1  # the demo level; px, py: the player a frame after the start
start_editor "$level" --size "$size" --start 5300,700 --shot-path "$work/shot.png"
xdotool windowfocus "$wid" 2>/dev/null || true; pause
level_start_in_canvas() {
  local origin zoom sx sy
  rect canvas
  origin="$(layout_value origin "$work/out.txt")"
  zoom="$(layout_value zoom "$work/out.txt")"
  read -r sx sy < <(awk -v o="$origin" -v z="$zoom" -v x="$px" -v y="$py" \
    'BEGIN { split(o, a, ","); printf "%d %d\n", a[1] + (x + 0.5) * z, a[2] + (y + 0.5) * z }')
  [ "$sx" -ge "$rx" ] && [ "$sx" -lt $((rx + rw)) ] && [ "$sy" -ge "$ry" ] && [ "$sy" -lt $((ry + rh)) ]
}
sleep 1
! level_start_in_canvas || die "the level start is already in view beside the test player at 5300,700"
key shift+k
wait_for 30 level_start_in_canvas || die "Shift+K did not bring the view to the player at the level start ($px,$py)"
say "Shift+K showed the player at the level start"

# --- The mask editor with the debugger open: the canvas keeps a usable width.
key h
sleep 1
rect canvas
say "with the debugger and the mask editor: canvas ${rw} px of $W"
[ "$rw" -ge 600 ] || die "with the debugger and the mask editor open the canvas is only $rw px"
shot
quit_editor
say "ok"
