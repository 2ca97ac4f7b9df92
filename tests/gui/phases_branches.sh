#!/usr/bin/env bash
# Stepping inside a frame and input branches, with real keys (issue 11): on
# the tour movie at frame 40, Shift+. seven times shows phase 6 (the move)
# of the step from frame 40 (the screenshot line says so) with the player's
# box where that phase left it, two pixels right of frame 40's (the fixture
# replays the phase record), Shift+, goes back to phase 5; Ctrl+B saves the
# track as a branch and Shift+B draws the branch's path as a violet ghost,
# which the screenshot shows (and did not before); saving the movie writes the
# branch beside it (run.txt.branches), and opening run.txt brings it back.
# usage: phases_branches.sh EDITOR GUI_FIXTURE ROOT   (run by xvfb.sh)
editor="$1"
fixture="$2"
root="$3"
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
frame=40
tour_at "$frame"
violet() { "$fixture" count "$work/shot.png" 160 90 230 40; }

start_editor "$level" --size 1600x900 --movie "$movie" --frame "$frame" --zoom 4 --view "$((px - 120)),$((py - 80))" \
  --shot-path "$work/shot.png"
xdotool windowfocus "$wid" 2>/dev/null || true
pause
key shift+period shift+period shift+period shift+period shift+period shift+period shift+period
shot
[ "$(shot_field frame)" = "$frame" ] && [ "$(shot_field phase)" = 6 ] || die "seven Shift+. did not show phase 6 of frame $frame: $line"
origin="$(shot_field origin)"
"$fixture" phase-box "$work/shot.png" "$level" "$movie" "$frame" 6 "${origin%,*}" "${origin#*,}" "$(shot_field zoom)" ||
  die "the player's box is not where phase 6 left it"
key shift+comma
shot
[ "$(shot_field phase)" = 5 ] || die "Shift+, did not go back to phase 5: $line"

before="$(violet)"
key ctrl+b
key period
key shift+b
shot
after="$(violet)"
say "violet pixels: $before before the branch ghost, $after with it"
[ "$before" -lt 20 ] || die "violet pixels before any branch ghost: $before"
[ "$after" -gt 200 ] || die "Shift+B drew no branch ghost"

# File > Save input movie... saves the branch beside the movie; opening that
# movie again brings the branch back, so Shift+B draws its ghost.
xdotool mousemove --window "$wid" 24 9 click 1  # File
pause
xdotool mousemove --window "$wid" 80 212 click 1  # Save input movie... (17 px rows; move this if the File menu changes)
pause
key ctrl+a
xdotool type --delay 20 "$work/run.txt"
key Return
wait_for 60 test -s "$work/run.txt.branches" || die "saving the movie wrote no run.txt.branches beside it: $(ls "$work")"
[ -s "$work/run.txt" ] || die "the movie itself was not saved"
head -2 "$work/run.txt.branches" | grep -qx 'branch branch 1' || die "run.txt.branches: $(head -3 "$work/run.txt.branches")"
quit_editor

start_editor "$level" --size 1600x900 --movie "$work/run.txt" --frame "$frame" --zoom 4 --view "$((px - 120)),$((py - 80))" \
  --shot-path "$work/shot.png"
xdotool windowfocus "$wid" 2>/dev/null || true
pause
shot
[ "$(violet)" -lt 20 ] || die "a branch ghost before Shift+B"
key shift+b
shot
[ "$(violet)" -gt 200 ] || die "the branch saved beside the movie did not come back with it (Shift+B drew no ghost)"
quit_editor
say "ok"
