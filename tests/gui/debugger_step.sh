#!/usr/bin/env bash
# Drives the physics debugger with real key presses under Xvfb: loads the demo
# level and the tour movie, steps forward with "." and back with ",", takes a
# screenshot with F12, and checks that the floor sensor that won that frame is
# drawn in its legend colour at its anchor pixel (the fixture runs the same
# level and movie through the physics library to know where that is). Then
# Space plays and pauses, which must move the cursor on.
# usage: debugger_step.sh EDITOR GUI_FIXTURE ROOT   (run by xvfb.sh)
editor="$1"
fixture="$2"
root="$3"
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
level="$root/data/levels/demo.json"
movie="$root/data/movies/tour.txt"
frame=40
read -r px py < <("$fixture" where "$level" "$movie" "$frame") || die "the fixture cannot run the movie"
say "player at $px,$py at frame $frame"

"$editor" "$level" --movie "$movie" --zoom 4 --view "$((px - 80)),$((py - 50))" --shot-path "$work/shot.png" \
  >"$work/out.txt" 2>"$work/err.txt" &
pid=$!
wid="$(timeout 90 xdotool search --sync --onlyvisible --name 'demo.json' | head -1)" || die "no editor window"
xdotool windowfocus "$wid" 2>/dev/null || true
sleep 1
key() { xdotool key --clearmodifiers --delay 60 "$@"; sleep 0.3; }

# One more than the frame, then one back: both directions are real key events.
key $(for _ in $(seq 1 $((frame + 1))); do printf 'period '; done)
key comma
key F12
wait_for 60 grep -q '^screenshot ' "$work/out.txt" || die "F12 wrote no screenshot"
line="$(grep '^screenshot ' "$work/out.txt" | tail -1)"
shown="$(sed -n 's/.*frame=\([0-9]*\).*/\1/p' <<<"$line")"
origin="$(sed -n 's/.*origin=\([^ ]*\).*/\1/p' <<<"$line")"
zoom="$(sed -n 's/.*zoom=\([^ ]*\).*/\1/p' <<<"$line")"
[ "$shown" = "$frame" ] || die "the debugger is at frame $shown after $((frame + 1)) steps forward and one back, expected $frame"
"$fixture" sensors "$work/shot.png" "$level" "$movie" "$frame" "${origin%,*}" "${origin#*,}" "$zoom" ||
  die "the screenshot does not show the winning floor sensor"

key space
sleep 1
key space
key F12
two_shots() { [ "$(grep -c '^screenshot ' "$work/out.txt")" -ge 2 ]; }
wait_for 30 two_shots || die "F12 wrote no second screenshot"
later="$(grep '^screenshot ' "$work/out.txt" | tail -1 | sed -n 's/.*frame=\([0-9]*\).*/\1/p')"
[ "$later" -gt "$frame" ] || die "Space did not play (still at frame $later)"
say "Space played from $frame to $later"

key ctrl+q
for _ in $(seq 1 120); do kill -0 "$pid" 2>/dev/null || break; sleep 0.25; done
if kill -0 "$pid" 2>/dev/null; then die "the editor did not quit on Ctrl+Q"; fi
wait "$pid" || die "the editor exited with status $?"
pid=""
say "ok"
