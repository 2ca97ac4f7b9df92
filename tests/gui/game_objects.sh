#!/usr/bin/env bash
# Issue 27's objects in the physics debugger with real keys and clicks under
# Xvfb, on a Sonic 1 level the fixture makes (a bridge, an oscillating
# platform and a collapsing ledge on the player's path, and a movie that
# walks him over the bridge and stops him on the ledge). At the frame he
# stands on the bridge, then stepped with "." to the ledge's countdown and
# past its break, each screenshot must show the game's screen where the
# camera is, the logs at their sag, the platform where it is on that frame
# and the ledge shaded red exactly while it counts (the fixture runs the
# editor's own timeline to know), and the overlay must print the ledge's
# timer as the fixture computes it. Then the platform's "reversed" box is
# clicked in the O panel, saved, undone with Ctrl+Z and saved again: the
# file says reversed, then not; and its "center" is dragged a few pixels
# (a few steps up, no jump), saved, undone. Nothing drawn cut at the window's size.
# usage: game_objects.sh EDITOR GAME_OBJECTS_FIXTURE [WxH]   (run by xvfb.sh)
editor="$1"
fixture="$2"
size="${3:-1280x720}"
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
level="$work/objects.json"
movie="$work/walk.txt"
"$fixture" make "$level" "$movie" >"$work/frames.txt" || die "the fixture cannot make the level"
frame_of() { sed -n "s/^$1=//p" "$work/frames.txt"; }
bridge="$(frame_of bridge)"; started="$(frame_of started)"; dropped="$(frame_of dropped)"
say "on the bridge at $bridge, the ledge counts from $started and drops him at $dropped"

start_editor "$level" --size "$size" --zoom 1 --movie "$movie" --frame "$bridge" --shot-path "$work/shot.png"
xdotool windowfocus "$wid" 2>/dev/null || true
# check_at FRAME: the screenshot is of that frame and draws its objects and camera as the run has them.
check_at() {
  shot
  [ "$(shot_field frame)" = "$1" ] || die "the debugger is at frame $(shot_field frame), expected $1"
  local origin
  origin="$(shot_field origin)"
  "$fixture" shot "$work/shot.png" "${origin%,*}" "${origin#*,}" "$(shot_field zoom)" "$level" "$movie" "$1" >"$work/check.txt" ||
    { cat "$work/check.txt" >&2; die "the screenshot at frame $1 does not draw the objects as the run has them"; }
  sed 's/^/  /' "$work/check.txt"
  local want texts
  want="$("$fixture" collapse-text "$level" "$movie" "$1")" || die "the fixture cannot run to frame $1"
  texts="$(grep '^overlay-text ' "$work/out.txt" | tail -1)"
  if [ "$want" = "-" ]; then
    case "$texts" in *"#2 "*) die "a timer over the whole ledge at frame $1: $texts" ;; esac
  else
    case "|${texts#overlay-text }|" in *"|$want|"*) ;; *) die "frame $1 labels no '$want': $texts" ;; esac
  fi
  [ -z "${KEEP_SHOTS:-}" ] || cp "$work/shot.png" "$KEEP_SHOTS/game-objects-$size-$1.png"
}
steps() {  # steps N: N real "." presses
  xdotool key --clearmodifiers --delay 30 $(for _ in $(seq 1 "$1"); do printf 'period '; done)
}
check_at "$bridge"
no_cut "on the bridge"
steps $((started + 2 - bridge))
check_at $((started + 2))
steps $((dropped + 2 - started - 2))
check_at $((dropped + 2))
no_cut "the ledge collapsed"

# The O panel on the platform where it is now (the check printed it).
read -r plx ply < <(sed -n 's/^platform at \([0-9-]*\),\([0-9-]*\) .*/\1 \2/p' "$work/check.txt")
level_origin 1
key o
xdotool mousemove "$(px_x $((plx + 32)))" "$(px_y $((ply + 8)))" click 1
pause
wait_for 20 widget osc-reversed || die "the O panel shows no oscillator fields: $(grep '^widgets' "$work/out.txt" | tail -1)"
settle
no_cut "the O panel on an oscillating platform"
# A click on WIDGET, saved: the platform's oscillate FIELD is ON; Ctrl+Z, saved: it is OFF again.
click_saved_undone() {
  local widget_name=$1 field=$2 on=$3 off=$4
  at="$(widget "$widget_name")"
  xdotool mousemove ${at% *} ${at#* } click 1
  pause
  key ctrl+s
  settle
  [ "$("$fixture" osc "$level" 1 "$field")" = "$on" ] || die "the saved platform's $field is not $on after the click on $widget_name"
  xdotool mousemove "$(px_x $((plx + 32)))" "$(px_y $((ply + 100)))"
  key ctrl+z
  key ctrl+s
  settle
  [ "$("$fixture" osc "$level" 1 "$field")" = "$off" ] || die "Ctrl+Z did not take $field back to $off"
}
click_saved_undone osc-reversed negate 1 0
[ "$("$fixture" osc "$level" 1 table)" = sonic1 ] || die "the platform lost its oscillator"
say "reversed, saved, undone and saved again"
# A 24 px drag on "center" ($40): a quarter a pixel, less ImGui's few pixels before a drag counts.
at="$(widget osc-center)"
xdotool mousemove ${at% *} ${at#* }
settle
xdotool mousedown 1
settle
for dx in 8 16 24; do xdotool mousemove $((${at% *} + dx)) ${at#* }; settle; done
xdotool mouseup 1
settle
key ctrl+s
settle
center="$("$fixture" osc "$level" 1 center)"
{ [ "$center" -ge 65 ] && [ "$center" -le 70 ]; } || die "a 24 px drag took center from 64 to $center"
key ctrl+z
key ctrl+s
settle
[ "$("$fixture" osc "$level" 1 center)" = 64 ] || die "Ctrl+Z did not take the drag on center back in one step"
say "center dragged to $center and undone"
# "other axis too" (level format 14): a second oscillator, the next one, in one undoable edit.
click_saved_undone osc-other other_index 7 -1
say "other axis turned on, saved and undone"
quit_editor
say "ok"
