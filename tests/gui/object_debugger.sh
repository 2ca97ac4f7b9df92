#!/usr/bin/env bash
# The Sonic player's objects in the physics debugger (issue 26), with real
# key and mouse events under Xvfb: on a level with a top-only platform under
# the start (the fixture makes it and knows the frame the player lands on it),
# steps to the frame before the landing and to the landing, takes a screenshot
# of each and checks the platform's surface row turns from the surface colour
# to the stood-on colour and the landing test's label appears over it. Then
# adds a breakpoint on "landed on object" in the Breaks tab (the event list
# reaches the objects' events), restarts (Home) and runs to it (F5), which must
# stop on the landing frame. Nothing drawn cut at the window's size.
# usage: object_debugger.sh EDITOR GUI_FIXTURE [WxH]   (run by xvfb.sh)
editor="$1"
fixture="$2"
size="${3:-1280x720}"
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
level="$work/platform.json"
read -r frame px py < <("$fixture" platform "$level") || die "the fixture cannot make the level"
say "the player lands on the platform at $px,$py at frame $frame"

start_editor "$level" --size "$size" --zoom 3 --view "$((px - 90)),$((py - 110))" --shot-path "$work/shot.png"
xdotool windowfocus "$wid" 2>/dev/null || true
sleep 1

# shot_at FRAME STOOD: the screenshot at that frame shows the platform as stood on (1) or not (0).
shot_at() {
  shot
  [ "$(shot_field frame)" = "$1" ] || die "the debugger is at frame $(shot_field frame), expected $1"
  local origin zoom
  origin="$(shot_field origin)"
  zoom="$(shot_field zoom)"
  "$fixture" objects "$work/shot.png" "${origin%,*}" "${origin#*,}" "$zoom" "$px" "$py" 64 "$2" ||
    die "the screenshot at frame $1 does not show the platform as expected"
  [ -z "${KEEP_SHOTS:-}" ] || cp "$work/shot.png" "$KEEP_SHOTS/objects-$size-$1.png"
}

# To the landing, then one back: both directions are real key events.
xdotool key --clearmodifiers --delay 40 $(for _ in $(seq 1 "$frame"); do printf 'period '; done)
pause
shot_at "$frame" 1
no_cut "the landing frame"
key comma
shot_at "$((frame - 1))" 0

# The Sensors tab lists the landing test; the Breaks tab adds the breakpoint.
tab() {  # tab NAME WIDGET: clicks the inspector's tab of that name until WIDGET, which it shows, is listed
  local rect
  for _ in 1 2 3; do
    # The tab bar scrolls to the tab chosen: the rectangle is read afresh each time.
    rect="$(grep '^cut ' "$work/out.txt" | tail -1 | sed -n "s/.*[ ;]$1=\([^;]*\).*/\1/p")"
    [ -n "$rect" ] || die "no $1 tab in the inspector"
    xdotool mousemove $(awk -F, '{ printf "%d %d", $1 + $3 / 2, $2 + $4 / 2 }' <<<"$rect") click 1
    pause
    if wait_for 5 widget "$2"; then return 0; fi
  done
  die "the $1 tab shows no $2: $(grep '^widgets' "$work/out.txt" | tail -1)"
}
click_widget() {
  local at
  wait_for 20 widget "$1" || die "no '$1' in the Breaks tab: $(grep '^widgets' "$work/out.txt" | tail -1)"
  at="$(widget "$1")"
  xdotool mousemove ${at% *} ${at#* } click 1
  pause
}
key period
tab Sensors object-tests
no_cut "the Sensors tab at the landing"
shot
[ -z "${KEEP_SHOTS:-}" ] || cp "$work/shot.png" "$KEEP_SHOTS/objects-$size-sensors.png"
tab Breaks break-event
click_widget break-event
click_widget "event:landed on object"
click_widget break-add
no_cut "the Breaks tab"
key Home
key F5
wait_for 30 grep -q "Break at frame $frame" "$work/out.txt" || true
shot
[ "$(shot_field frame)" = "$frame" ] || die "F5 with the breakpoint stopped at frame $(shot_field frame), expected $frame"
[ -z "${KEEP_SHOTS:-}" ] || cp "$work/shot.png" "$KEEP_SHOTS/objects-$size-break.png"
say "the breakpoint on 'landed on object' stopped at frame $frame"
quit_editor
say "ok"
