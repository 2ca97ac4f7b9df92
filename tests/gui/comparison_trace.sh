#!/usr/bin/env bash
# The debugger's comparison trace, driven with real events under Xvfb: the
# demo level runs the tour movie (guide profile) while a trace of the same
# movie under the sonic1 profile, made by `solidtile sim`, is loaded through
# File > Load comparison trace... (mouse on the menu, the path typed into the
# file browser). The timeline must mark the first divergence, a click on the
# mark must jump there, and the canvas must show the other trace's path as a
# second ghost in its colour. Screenshots are checked by the fixture.
# usage: comparison_trace.sh EDITOR GUI_FIXTURE SOLIDTILE ROOT   (run inside xvfb-run)
editor="$1"
fixture="$2"
solidtile="$3"
root="$4"
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
level="$root/data/levels/demo.json"
movie="$root/data/movies/tour.txt"
"$solidtile" sim "$level" --input "$movie" --profile sonic1 >"$work/sonic1.csv" || die "sim failed"
"$solidtile" sim "$level" --input "$movie" >"$work/guide.csv" || die "sim failed"
# solidtile diff says where they part; the editor must mark the same frame.
# (diff exits 1 when they differ, which is what this wants.)
diverges="$({ "$solidtile" diff "$work/guide.csv" "$work/sonic1.csv" 2>/dev/null || true; } | sed -n 's/^first difference at frame \([0-9]*\):.*/\1/p')"
[ -n "$diverges" ] || die "the two profiles' traces do not differ"
say "the traces part at frame $diverges"

start_editor "$level" --movie "$movie" --frame $((diverges - 20)) --zoom 2 --view 980,520 --shot-path "$work/shot.png"
xdotool windowfocus "$wid" 2>/dev/null || true
sleep 1
shots() { grep -c '^screenshot ' "$work/out.txt" || true; }
screenshot() {  # screenshot NAME: F12, wait for it, keep a copy
  local before
  before="$(shots)"
  key F12
  wait_for 60 test "$(shots)" -gt "$before" || die "F12 wrote no screenshot"
  cp "$work/shot.png" "$work/$1.png"
}

# File > Load comparison trace...: 17 px rows under the 19 px menu bar; it is
# the row under Export trace as CSV (move this if the File menu changes).
menu_row_y=246
xdotool mousemove 24 9 click 1
pause
xdotool mousemove 80 "$menu_row_y" click 1
pause
xdotool type --delay 20 "$work/sonic1.csv"
pause
# Held across a frame or two: Dear ImGui 1.86 misses a key pressed and released between two frames.
xdotool keydown Return
sleep 0.2
xdotool keyup Return
sleep 1
screenshot loaded
grep -q "^screenshot .* frame=$((diverges - 20)) " "$work/out.txt" || die "the cursor moved while loading the trace"
read -r mx my < <("$fixture" marker "$work/loaded.png") || die "the timeline shows no divergence mark"
say "divergence mark at $mx,$my"

# A click on the mark jumps to the divergence.
xdotool mousemove "$mx" "$my" click 1
pause
screenshot jumped
line="$(grep '^screenshot ' "$work/out.txt" | tail -1)"
[ "$(sed -n 's/.*frame=\([0-9]*\).*/\1/p' <<<"$line")" = "$diverges" ] || die "a click on the mark did not jump to frame $diverges: $line"
origin="$(sed -n 's/.*origin=\([^ ]*\).*/\1/p' <<<"$line")"
zoom="$(sed -n 's/.*zoom=\([^ ]*\).*/\1/p' <<<"$line")"
"$fixture" ghost "$work/jumped.png" "$work/sonic1.csv" "$diverges" "${origin%,*}" "${origin#*,}" "$zoom" \
  "$(layout_value canvas "$work/out.txt")" || die "the comparison trace's path is not drawn"
quit_editor
say "ok"
