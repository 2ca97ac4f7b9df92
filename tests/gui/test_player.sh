#!/usr/bin/env bash
# K with the physics debugger closed (issue 28): a click places the test
# player, the debugger opens (its timeline and piano roll dock under the
# canvas) at frame 0, and the player is drawn (its red centre pixel).
# usage: test_player.sh EDITOR GUI_FIXTURE ROOT   (run by xvfb.sh)
editor="$1"
fixture="$2"
root="$3"
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
start_editor "$root/data/levels/demo.json" --shot-path "$work/shot.png"
xdotool windowfocus "$wid" 2>/dev/null || true
sleep 1
roll_width() { layout_value roll "$work/out.txt" | cut -d, -f3; }
[ "$(roll_width)" = "0" ] || die "the debugger is open at start (roll $(layout_value roll "$work/out.txt"))"
centre_pixels() { "$fixture" count "$work/shot.png" 255 96 64 6; }
shot
before="$(centre_pixels)"
IFS=, read -r cx cy cw ch <<<"$(layout_value canvas "$work/out.txt")"
x=$((${cx%.*} + ${cw%.*} / 2))
y=$((${cy%.*} + ${ch%.*} / 3))
key k
xdotool mousemove --window "$wid" "$x" "$y" click 1
pause
opened() { [ "$(roll_width)" != "0" ]; }
wait_for 30 opened || die "K and a click left the debugger closed"
say "the debugger opened: roll $(layout_value roll "$work/out.txt")"
sleep 1
shot
[ "$(shot_field frame)" = "0" ] || die "the debugger shows frame $(shot_field frame), not the placed player's frame 0"
after="$(centre_pixels)"
say "centre-pixel colour: $before pixels before, $after after"
[ "$after" -gt "$before" ] || die "the placed player is not drawn"
quit_editor
say "ok"
