#!/usr/bin/env bash
# The debugger's comparison trace, driven with real events under Xvfb: the
# demo level runs the tour movie (guide profile) while a trace of the same
# movie under the sonic1 profile, made by `solidtile sim`, is loaded through
# File > Load comparison trace... (mouse on the menu, the path typed into the
# file browser). The timeline must mark the first divergence, a click on the
# mark must jump there, and the canvas must show the other trace's path as a
# second ghost in its colour. Screenshots are checked by the fixture.
# usage: comparison_trace.sh EDITOR GUI_FIXTURE SOLIDTILE ROOT   (run by xvfb.sh)
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
pause
screenshot() {  # screenshot NAME: F12, wait for the editor to say it wrote it (lib.sh's shot), keep a copy
  shot
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
key Return
# The trace loads in the frame that sees Enter; on a loaded machine that may be
# after the next screenshot, so look again until the mark shows (or give up).
mark=""
for _ in $(seq 1 20); do
  screenshot loaded
  if mark="$("$fixture" marker "$work/loaded.png")"; then break; fi
  mark=""
  pause
done
[ -n "$mark" ] || die "the timeline shows no divergence mark"
read -r mx my <<<"$mark"
grep -q "^screenshot .* frame=$((diverges - 20)) " "$work/out.txt" || die "the cursor moved while loading the trace"
say "divergence mark at $mx,$my"

# A click on the mark jumps to the divergence.
xdotool mousemove "$mx" "$my" click 1
pause
screenshot jumped
[ "$(shot_field frame)" = "$diverges" ] || die "a click on the mark did not jump to frame $diverges: $line"
origin="$(shot_field origin)"
zoom="$(shot_field zoom)"
"$fixture" ghost "$work/jumped.png" "$work/sonic1.csv" "$diverges" "${origin%,*}" "${origin#*,}" "$zoom" \
  "$(layout_value canvas "$work/out.txt")" || die "the comparison trace's path is not drawn"
quit_editor
say "ok"
