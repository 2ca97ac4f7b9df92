#!/usr/bin/env bash
# What a new user meets first (issue 11), with real keys and clicks at one
# window size (registered at 1280x720 and 1600x900):
#  - A fresh start shows the Tile panel (the debugger is not docked over it)
#    and opens the long demo level at 2x around its start point, not as a
#    thin strip; a resized window gets that view again.
#  - Shift+Tab folds both side columns to strips and gives the canvas their
#    room; the button on a strip unfolds its column and the button at the
#    top of the Tile panel folds it again; with the mask editor open and the
#    columns folded the canvas keeps more than half the window.
#  - The debugger's timeline toolbars end left of the markers column and
#    above the timeline's bottom (no button runs under it or is cut off),
#    with the columns unfolded and a long movie open.
#  - Playing (Space) and running to a break (F5) keep the player in view.
#  - Nothing a user needs to read is cut (issue 28): the tool list, the Tile
#    panel's angle line, the inspector's tab names, the Physics tab's "Reset
#    all", the timeline's side tabs and the shortcuts window (F1), with the
#    mask editor and the debugger open (the editor's --print-layout lists the
#    text it drew cut: panels/text_fit.h).
# usage: first_use.sh EDITOR GUI_FIXTURE ROOT WxH   (run by xvfb.sh with a screen at least WxH)
editor="$(realpath "$1")"
fixture="$(realpath "$2")"
root="$3"
size="$4"
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
W="${size%x*}"
H="${size#*x}"
tour_at 1  # sets level, movie and (a frame after) the start point px, py
say "window ${W}x${H}, level start at $px,$py"

# The editor's last "cut" line: "cut none" or the text it drew cut this frame.
no_cut_text() {  # no_cut_text WHAT
  settle
  settle  # a panel may settle over a second frame
  local c
  c="$(grep '^cut ' "$work/out.txt" | tail -1 | sed 's/ tabs .*//')"
  [ -n "$c" ] || die "the editor printed no cut line ($1)"
  [ "$c" = "cut none" ] || die "$1: text drawn cut: ${c#cut }"
}
# Drags with the left button from X1,Y to X2,Y (a window's edge to resize it).
# Each step is drawn before the next is sent: the edge must be hovered in
# one frame and pressed in a later one, before the pointer moves on.
drag_x() {  # drag_x X1 Y X2
  xdotool mousemove --window "$wid" "$1" "$2"
  settle
  xdotool mousedown 1
  settle
  xdotool mousemove --window "$wid" $(( ($1 + $3) / 2 )) "$2"
  settle
  xdotool mousemove --window "$wid" "$3" "$2"
  settle
  xdotool mouseup 1
  settle
  settle  # the layout line of the narrower column
}
# Clicks the tab named $1 where the last cut line says it is.
click_tab() {
  local r tx ty tw th
  r="$(grep '^cut ' "$work/out.txt" | tail -1 | sed -n "s/.*[ ;]$1=\([^;]*\).*/\1/p")"
  [ -n "$r" ] || die "no tab named $1 on screen"
  IFS=, read -r tx ty tw th <<<"$r"
  xdotool mousemove --window "$wid" $(( ${tx%.*} + ${tw%.*} / 2 )) $(( ${ty%.*} + ${th%.*} / 2 )) click 1
  pause
}
# The last layout line's canvas as cx cy cw ch, and a wait for it to change.
canvas() { IFS=, read -r cx cy cw ch <<<"$(layout_value canvas "$work/out.txt")"; cx=${cx%.*}; cy=${cy%.*}; cw=${cw%.*}; ch=${ch%.*}; }
layouts() { grep -c '^layout ' "$work/out.txt" || true; }
new_layout() {  # new_layout COUNT WHAT: waits for a layout line after the COUNT-th
  local n="$1"
  more() { [ "$(layouts)" -gt "$n" ]; }
  wait_for 30 more || die "$2 did not change the layout"
  pause  # a panel may settle over a second frame
}
# Where the level's start pixel is on screen now, as sx sy.
start_on_screen() {
  local origin zoom
  origin="$(layout_value origin "$work/out.txt")"
  zoom="$(layout_value zoom "$work/out.txt")"
  read -r sx sy < <(awk -v o="$origin" -v z="$zoom" -v x="$px" -v y="$py" \
    'BEGIN { split(o, a, ","); printf "%d %d\n", a[1] + (x + 0.5) * z, a[2] + (y + 0.5) * z }')
}
in_middle_half() {  # the start point in the middle half of the canvas
  canvas
  start_on_screen
  [ "$sx" -gt $((cx + cw / 4)) ] && [ "$sx" -lt $((cx + cw * 3 / 4)) ] &&
    [ "$sy" -gt $((cy + ch / 4)) ] && [ "$sy" -lt $((cy + ch * 3 / 4)) ]
}

# --- A fresh start: the Tile panel, the level at 2x around its start.
start_editor "$level" --size "$size" --shot-path "$work/shot.png"
xdotool windowfocus "$wid" 2>/dev/null || true
pause
shot
canvas
say "fresh start: canvas $cx,$cy ${cw}x$ch, zoom $(layout_value zoom "$work/out.txt")"
[ "$(layout_value zoom "$work/out.txt")" = 2 ] || die "the long demo level did not open at 2x"
in_middle_half || die "the start point ($sx,$sy) is not in the middle of the canvas"
[ $((cx + cw)) -lt $((W - 180)) ] || die "no Tile panel right of the canvas (canvas ends at $((cx + cw)))"
[ $((cy + ch)) -gt $((H - 60)) ] || die "something is docked under the canvas (it ends at $((cy + ch))): the debugger?"
no_cut_text "a fresh start (the tool list, the Tile panel)"
unfolded_w="$cw"
tile_left=$((cx + cw))

# A smaller window: the view is chosen again, the start still in the middle.
n="$(layouts)"
xdotool windowsize "$wid" $((W - 200)) $((H - 100))
new_layout "$n" "resizing the window"
wait_for 30 in_middle_half || die "after a resize the start point ($sx,$sy) left the middle of the canvas"
n="$(layouts)"
xdotool windowsize "$wid" "$W" "$H"
new_layout "$n" "restoring the window"

# --- Shift+Tab folds both columns; the strip's button and the panel's button.
n="$(layouts)"
key shift+Tab
new_layout "$n" "Shift+Tab"
canvas
shot
say "folded: canvas $cx,$cy ${cw}x$ch"
[ "$cx" -le 30 ] && [ $((cx + cw)) -ge $((W - 30)) ] || die "Shift+Tab did not fold both side columns"
n="$(layouts)"
xdotool mousemove --window "$wid" $((W - 14)) $((cy + 13)) click 1
new_layout "$n" "the right strip's button"
canvas
[ "$((cx + cw))" = "$tile_left" ] || die "the strip's button did not bring the Tile panel back (canvas ends at $((cx + cw)))"
shot
n="$(layouts)"
xdotool mousemove --window "$wid" $((W - 20)) $((cy + 30)) click 1
new_layout "$n" "the Tile panel's fold button"
canvas
[ $((cx + cw)) -ge $((W - 30)) ] || die "the Tile panel's button did not fold it"
n="$(layouts)"
key shift+Tab  # both columns are folded now, so this unfolds both
new_layout "$n" "Shift+Tab again"
canvas
[ "$cw" = "$unfolded_w" ] || die "Shift+Tab twice did not give both columns back (canvas ${cw} wide, was $unfolded_w)"

# The mask editor with both columns folded.
n="$(layouts)"
key h
new_layout "$n" "H (mask editor)"
canvas
with_editor="$cw"
n="$(layouts)"
key shift+Tab
new_layout "$n" "Shift+Tab with the mask editor"
canvas
shot
say "with the mask editor: canvas $with_editor wide, $cw with the columns folded"
[ "$cw" -gt $((W / 2)) ] || die "with the mask editor and the columns folded the canvas is only $cw px of $W"
key shift+Tab
key h
settle
settle
# Both columns as narrow as they go: the tool names and the Tile panel's lines still whole.
canvas
left="$cx"
right=$((cx + cw))
drag_x $((left - 1)) $((cy + ch / 2)) $((left - 200))
drag_x $((right + 1)) $((cy + ch / 2)) $((right + 200))
canvas
say "narrowest columns: canvas $cx,$cy ${cw}x$ch"
[ "$cx" -lt "$left" ] || die "dragging the tool column's edge did not narrow it"
[ $((cx + cw)) -gt "$right" ] || die "dragging the Tile panel's edge did not narrow it"
no_cut_text "the narrowest columns (the tool list, the Tile panel)"
shot

quit_editor

# --- The debugger's toolbars end before the markers column and the timeline's bottom.
start_editor "$level" --size "$size" --movie "$movie" --frame 1000 --shot-path "$work/shot.png"
xdotool windowfocus "$wid" 2>/dev/null || true
wait_for 30 grep -q 'tools=[1-9]' "$work/out.txt" || die "the timeline printed no toolbar edge"
pause
shot
IFS=, read -r right markers bottom inner <<<"$(layout_value tools "$work/out.txt")"
say "timeline toolbars end at x $right (markers column at $markers) and y $bottom (timeline's bottom $inner)"
[ "${right%.*}" -le "${markers%.*}" ] || die "a timeline button runs under the markers column ($right > $markers)"
[ "${bottom%.*}" -le "${inner%.*}" ] || die "a timeline button is cut off at the bottom ($bottom > $inner)"
no_cut_text "the debugger open"
# The Physics tab chosen, then the inspector as narrow as it goes: its tab
# names and the Physics tab's "Reset all" still whole (the bar scrolls to the
# chosen tab).
click_tab Physics
grep '^cut ' "$work/out.txt" | tail -1 | grep -q 'Physics=' || die "no Physics tab"
no_cut_text "the inspector's Physics tab"
canvas
edge=$((cx + cw))  # the inspector's left edge
drag_x $((edge + 1)) $((H / 2)) $((edge + 300))
canvas
say "the inspector's left edge moved from x $edge to $((cx + cw))"
[ $((cx + cw)) -gt $((edge + 50)) ] || die "dragging the inspector's edge did not narrow it"
no_cut_text "the narrowest inspector on its Physics tab"
shot
# The tool column as wide as it goes: the timeline wraps to more rows and grows
# to show them (its last row was cut under the window's bottom).
canvas
drag_x $((cx - 1)) $((H / 2)) $((cx + 400))
canvas
say "the widest tool column: the canvas starts at x $cx"
[ "$cx" -gt 300 ] || die "dragging the tool column's edge did not widen it"
IFS=, read -r right markers bottom inner <<<"$(layout_value tools "$work/out.txt")"
say "timeline toolbars end at x $right (markers column at $markers) and y $bottom (timeline's bottom $inner)"
[ "${right%.*}" -le "${markers%.*}" ] || die "with a wide tool column a timeline button runs under the markers column ($right > $markers)"
[ "${bottom%.*}" -le "${inner%.*}" ] || die "with a wide tool column a timeline button is cut off at the bottom ($bottom > $inner)"
no_cut_text "the widest tool column"
click_tab Branches
no_cut_text "the timeline's Branches tab"
key h  # at 1280x720 the columns then fold (issue 28): the canvas keeps a usable width
no_cut_text "the debugger and the mask editor open"
key F1
no_cut_text "the shortcuts window (F1)"
shot
key F1
key h
key Home

# --- Play and F5 keep the player in view.
in_view() {  # in_view: the player at the last screenshot's frame is inside the canvas
  local frame origin zoom
  frame="$(shot_field frame)"
  origin="$(shot_field origin)"
  zoom="$(shot_field zoom)"
  read -r qx qy < <("$fixture" where "$level" "$movie" "$frame") || die "the fixture cannot run to frame $frame"
  read -r sx sy < <(awk -v o="$origin" -v z="$zoom" -v x="$qx" -v y="$qy" \
    'BEGIN { split(o, a, ","); printf "%d %d\n", a[1] + (x + 0.5) * z, a[2] + (y + 0.5) * z }')
  canvas
  say "frame $frame: the player at $sx,$sy, the canvas $cx,$cy ${cw}x$ch"
  [ "$sx" -ge "$cx" ] && [ "$sx" -lt $((cx + cw)) ] && [ "$sy" -ge "$cy" ] && [ "$sy" -lt $((cy + ch)) ]
}
key space
playing() { shot; [ "$(shot_field frame)" -gt 240 ]; }
wait_for 120 playing || die "Space did not play the tour past frame 240"
key space
shot
in_view || die "the view did not follow the player while it played"
# With no breakpoint F5 runs to the timeline's cap, past the movie (where the
# fixture's run ends): the overlay's labels around the player say where it is.
key F5
ran() { shot; [ "$(shot_field frame)" -gt 1000 ]; }
wait_for 120 ran || die "F5 did not run on"
shot
labels_in_view() {
  local b bx by bw bh
  canvas
  [ -n "$(shot_field labels)" ] || return 1
  for b in $(tr ';' ' ' <<<"$(shot_field labels)"); do
    IFS=, read -r bx by bw bh <<<"$b"
    [ "${bx%.*}" -ge "$cx" ] && [ $(( ${bx%.*} + ${bw%.*} )) -le $((cx + cw)) ] &&
      [ "${by%.*}" -ge "$cy" ] && [ $(( ${by%.*} + ${bh%.*} )) -le $((cy + ch)) ] || return 1
  done
}
say "frame $(shot_field frame): the player's labels at $(shot_field labels)"
labels_in_view || die "the view did not follow the player to where F5 stopped"
quit_editor
say "ok"
