#!/usr/bin/env bash
# The box in the physics debugger, driven by real key events under Xvfb:
# opens the box demo with an input movie (its header names the box as the
# controller, so the debugger opens on it), steps with "." up the ladder
# (and, in a second run, onto the moving platform), takes a screenshot with
# F12 and checks it shows the box, its bottom-centre point and its floor
# probe where the box timeline (run by the fixture) puts them.
# usage: box_debugger.sh EDITOR BOX_FIXTURE ROOT   (run by xvfb.sh)
editor="$1"
fixture="$2"
root="$3"
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
level="$root/data/levels/box_demo.json"

# step_to MOVIE SX SY ladder|platform: one editor run that steps there and checks the shot.
step_to() {
  local movie="$root/data/movies/$1" sx="$2" sy="$3" what="$4"
  local frame bx by
  read -r frame bx by < <("$fixture" frame "$level" "$movie" "$sx" "$sy" "$what") || die "the fixture cannot find the $what"
  say "$1: the box is on the $what at frame $frame, top-left $bx,$by"
  shots=0
  start_editor "$level" --movie "$movie" --start "$sx,$sy" --zoom 3 --view "$((bx - 120)),$((by - 80))" \
    --shot-path "$work/shot.png"
  xdotool windowfocus "$wid" 2>/dev/null || true
  sleep 1
  # One more than the frame, then one back: both directions are real key events.
  xdotool key --clearmodifiers --delay 40 $(for _ in $(seq 1 $((frame + 1))); do printf 'period '; done)
  pause
  key comma
  shot
  [ "$(shot_field frame)" = "$frame" ] || die "the debugger is at frame $(shot_field frame), expected $frame"
  local origin zoom
  origin="$(shot_field origin)"
  zoom="$(shot_field zoom)"
  "$fixture" check "$work/shot.png" "$level" "$movie" "$sx" "$sy" "$frame" "${origin%,*}" "${origin#*,}" "$zoom" "$what" ||
    die "the screenshot does not show the box and its probes at frame $frame"
  [ -z "${KEEP_SHOTS:-}" ] || cp "$work/shot.png" "$KEEP_SHOTS/box-$what.png"
  # The box's inspector tabs ("Box config", ...) keep their whole names (issue 28).
  local cut
  cut="$(grep '^cut ' "$work/out.txt" | tail -1)"
  grep -q 'Box config=' <<<"$cut" || die "no Box config tab in the inspector: $cut"
  [ "${cut%% tabs *}" = "cut none" ] || die "text drawn cut: ${cut%% tabs *}"
  quit_editor
}

step_to box_ladder.txt 800 368 ladder
step_to box_platform_h.txt 1740 368 platform
say "ok"
