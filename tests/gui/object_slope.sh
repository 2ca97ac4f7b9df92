#!/usr/bin/env bash
# A sloped platform made with real events: O and a click place a platform,
# Shift+O slopes it (the ramp up), the panel's "ramp down" preset, then a
# stroke drawn across the panel's height graph along its bottom flattens the
# left columns to 0 (one undo step). Each state is saved with Ctrl+S and read
# back: Ctrl+Z undoes the stroke, the preset and the slope one at a time,
# Ctrl+Y brings them back. A screenshot (F12) must show the slope outline:
# the body filled under a column's surface and not above it. Nothing cut.
# usage: object_slope.sh EDITOR GUI_FIXTURE BOX_FIXTURE [WxH]   (run inside xvfb-run)
editor="$1"
fixture="$2"
box="$3"
size="${4:-1280x720}"
source "$(dirname "$0")/lib.sh"

"$fixture" make "$work/level.json" 40 20
start_editor "$work/level.json" --size "$size" --zoom 2 --view 0,0 --shot-path "$work/shot.png"
level_origin 2
move() { xdotool mousemove --window "$wid" "$1" "$2"; pause; }
# The last "widgets" line's rectangle of NAME as "X Y W H" (window pixels).
widget_rect() {
  local rect
  rect="$(grep '^widgets' "$work/out.txt" | tail -1 | sed -n "s/.*[ ;]$1=\([^;]*\).*/\1/p")"
  [ -n "$rect" ] || return 1
  awk -F, '{ printf "%d %d %d %d\n", $1, $2, $3, $4 }' <<<"$rect"
}
click_widget() {
  wait_for 20 widget_rect "$1" || die "no '$1' in the panel: $(grep '^widgets' "$work/out.txt" | tail -1)"
  read -r x y w h < <(widget_rect "$1")
  move $((x + w / 2)) $((y + h / 2))
  xdotool click 1; pause
}
# Ctrl+S, then waits for the saved slope to be $1 ("flat" or the heights).
saved_is() { [ "$("$box" slope "$work/level.json")" = "$1" ]; }
save_expect() {
  key ctrl+s
  wait_for 30 saved_is "$1" || die "$2: the saved slope is '$("$box" slope "$work/level.json")', expected '$1'"
}
save_read() {  # save_read: Ctrl+S, waits for a slope other than the file's last, sets $slope
  local before
  before="$("$box" slope "$work/level.json")"
  key ctrl+s
  changed() { [ "$("$box" slope "$work/level.json")" != "$before" ]; }
  wait_for 30 changed || die "Ctrl+S saved no new slope (still '$before')"
  slope="$("$box" slope "$work/level.json")"
}
# The properties of a table: "up" rises from 0 to the top, "down" falls to 0.
ramps() {  # ramps up|down HEIGHTS...
  local dir="$1"; shift
  local first="$1" last="${!#}" prev=""
  for v in "$@"; do
    if [ -n "$prev" ]; then
      if [ "$dir" = up ]; then [ "$v" -ge "$prev" ] || return 1; else [ "$v" -le "$prev" ] || return 1; fi
    fi
    prev="$v"
  done
  if [ "$dir" = up ]; then [ "$first" = 0 ] && [ "$last" = 16 ]; else [ "$first" = 16 ] && [ "$last" = 0 ]; fi
}

move "$(px_x 100)" "$(px_y 60)"
xdotool windowfocus "$wid" 2>/dev/null || true; pause
key o
move "$(px_x 200)" "$(px_y 100)"
xdotool click 1; pause        # a 48x16 platform at (176, 92): 24 columns, heights 0..16
save_expect flat "the placed platform"
key shift+o
save_read
ramps up $slope || die "Shift+O did not slope the platform as the ramp up: '$slope'"
up="$slope"
say "Shift+O: $up"
click_widget slope-ramp-down
save_read
ramps down $slope || die "the ramp down preset gave '$slope'"
down="$slope"

# The stroke: pressed on the graph's bottom row at its left, dragged right and
# out below it (the graph clamps to height 0) to 45% of its width: columns 0..10.
wait_for 20 widget_rect slope-graph || die "no height graph in the panel"
read -r gx gy gw gh < <(widget_rect slope-graph)
say "the height graph at $gx,$gy, ${gw}x$gh"
move $((gx + 2)) $((gy + gh - 1))
xdotool mousedown 1; pause
for i in 1 2 3 4 5 6; do
  xdotool mousemove --window "$wid" $((gx + 2 + (gw * 45 / 100 - 2) * i / 6)) $((gy + gh - 1 + 30 * i / 6)); sleep 0.08
done
pause
xdotool mouseup 1; pause
no_cut "the slope fields"
save_read
drawn="$slope"
read -r -a d <<<"$drawn"
read -r -a r <<<"$down"
for c in $(seq 0 23); do
  want="${r[$c]}"; [ "$c" -le 10 ] && want=0
  [ "${d[$c]}" = "$want" ] || die "after the stroke column $c is ${d[$c]}, expected $want: '$drawn'"
done
say "the stroke: $drawn"

# The outline on the canvas: column 5 (x 186..187) has height 0, so nothing
# of the body at y 104; column 14 (x 204..205) is filled under its surface only.
shot
[ -z "${KEEP_SHOTS:-}" ] || cp "$work/shot.png" "$KEEP_SHOTS/object-slope-$size.png"
surface=$((108 - d[14]))
shot_px() { "$box" pixel "$work/shot.png" "$(px_x "$1")" "$(px_y "$2")"; }
read -r r_under _ b_under < <(shot_px 205 $((surface + 3))) || die "no pixel"
read -r r_above _ b_above < <(shot_px 205 $((surface - 3))) || die "no pixel"
read -r r_empty _ _ < <(shot_px 187 104) || die "no pixel"
say "column 14 under its surface r=$r_under b=$b_under, above r=$r_above b=$b_above; column 5 r=$r_empty"
[ $((r_under - r_above)) -gt 15 ] || die "the body is not filled under column 14's surface only"
[ $((r_under - r_empty)) -gt 15 ] || die "column 5, flattened to 0, still shows the body"

# One undo step each, back to flat, and forward again.
key ctrl+z
save_expect "$down" "Ctrl+Z after the stroke"
key ctrl+z
save_expect "$up" "Ctrl+Z after the preset"
key ctrl+z
save_expect flat "Ctrl+Z after Shift+O"
key ctrl+y
key ctrl+y
key ctrl+y
save_expect "$drawn" "Ctrl+Y three times"
quit_editor
say "ok"
