#!/usr/bin/env bash
# File > Save to SonLVL project (Ctrl+Shift+E) with real events, on the
# made-up Sonic 1 project (sonlvl_project.sh): Ctrl+Shift+O imports act 1, the
# mask editor (H) gets a drag that makes the floor's mask 8 px high, Ctrl+Shift+E
# writes it into the project's collision array (only that file, its old bytes
# in colarr.bin.bak) and shows the result. Then an X-flipped brush paints
# floor tiles (flips live in the chunks, which are not written): Ctrl+Shift+E
# shows the refusal and writes nothing. Last, the level saved as JSON and
# opened again: Ctrl+Shift+E asks for the INI and the level (the one named as
# the document is comes chosen) and says nothing changed. KEEP_SHOTS=DIR keeps the screenshots.
# Skips (exit 77) when xdotool cannot type.
# usage: sonlvl_save.sh EDITOR GUI_FIXTURE ROOT [WxH]   (run by xvfb.sh; WxH: the window's size)
editor="$(realpath "$1")"
fixture="$(realpath "$2")"
root="$3"
size=(); [ -z "${4:-}" ] || size=(--size "$4")
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
source "$(dirname "${BASH_SOURCE[0]}")/sonlvl_project.sh"
export XDG_CACHE_HOME="$work/cache"  # where the editor draws the imported art
command -v xdotool >/dev/null || { echo "gui: SKIP: no xdotool"; exit 77; }

p="$work/project"
make_sonlvl_project "$p"
cp "$p/data/colarr.bin" "$work/colarr.orig"
cp "$p/data/angles.bin" "$work/angles.orig"
cp "$p/data/colind.bin" "$work/colind.orig"

start_editor "$root/data/levels/demo.json" "${size[@]}" --shot-path "$work/shot.png"
xdotool windowfocus "$wid" 2>/dev/null || true
pause
hold() { xdotool keydown "$1"; sleep 0.2; xdotool keyup "$1"; sleep 0.5; }
title_matches() { xdotool getwindowname "$wid" | grep -q -- "$1"; }
prompt_is() { grep '^prompt ' "$work/out.txt" | tail -1 | grep -qx "prompt $1"; }
# The angle map, the index and the layout files are as the project made them, with no .bak beside them.
others_untouched() {
  cmp -s "$p/data/angles.bin" "$work/angles.orig" || die "$1: the angle map changed"
  cmp -s "$p/data/colind.bin" "$work/colind.orig" || die "$1: the collision index changed"
  for f in angles colind chunks act1; do [ ! -e "$p/data/$f.bin.bak" ] || die "$1: $f.bin was rewritten"; done
}

key ctrl+shift+o
xdotool type --delay 20 "$p/SonLVL.ini"; pause
hold Return
hold Return  # the first level: Test Zone Act 1
wait_for 30 title_matches 'untitled\* - Solidtile' || die "the import did not make a new unsaved document: $(xdotool getwindowname "$wid")"
say "imported Test Zone Act 1"

# The mask editor on the brush's mask, the level's only one (the floor's): one drag along row 8 makes every column 8 high.
xdotool mousemove --window "$wid" 400 300; pause
key h
wait_for 30 grep -q 'maskgrid=[1-9]' "$work/out.txt" || die "H did not open the mask editor"
IFS=, read -r gx gy cell <<<"$(layout_value maskgrid "$work/out.txt")"
cell_x() { echo $(( ${gx%.*} + $1 * ${cell%.*} + ${cell%.*} / 2 )); }
cell_y() { echo $(( ${gy%.*} + $1 * ${cell%.*} + ${cell%.*} / 2 )); }
xdotool mousemove --window "$wid" "$(cell_x 0)" "$(cell_y 8)"; pause
xdotool mousedown 1; pause
for ((c = 1; c <= 15; c++)); do xdotool mousemove --window "$wid" "$(cell_x "$c")" "$(cell_y 8)"; sleep 0.08; done
pause
xdotool mouseup 1; pause
xdotool mousemove --window "$wid" 400 300; pause

key ctrl+shift+e
wait_for 30 test -f "$p/data/colarr.bin.bak" || die "Ctrl+Shift+E wrote no colarr.bin.bak"
wait_for 30 prompt_is sonlvl-saved || die "no result window after the save"
shot
[ -z "${KEEP_SHOTS:-}" ] || cp "$work/shot.png" "$KEEP_SHOTS/sonlvl-saved.png"
cmp -s "$p/data/colarr.bin.bak" "$work/colarr.orig" || die "colarr.bin.bak is not the old array"
# Entry 1 (bytes 16-31) is now 8 px high in every column; every other byte is as it was.
{ head -c 16 "$work/colarr.orig"; for _ in $(seq 1 16); do printf '\x08'; done; tail -c +33 "$work/colarr.orig"; } >"$work/colarr.want"
cmp "$p/data/colarr.bin" "$work/colarr.want" || die "colarr.bin does not hold the edited mask as entry 1: $(od -An -tx1 -j16 -N16 "$p/data/colarr.bin")"
others_untouched "the save"
say "saved: colarr.bin entry 1 is 8 high, colarr.bin.bak is the old array, nothing else written"
hold Return
wait_for 30 prompt_is none || die "Enter did not close the result window"

# A flip: the X-flipped brush on floor tiles (row 15). Refused, nothing written.
key h  # the mask editor closes: the canvas takes its room
shot
origin="$(shot_field origin)"; zoom="$(shot_field zoom)"
tx="$(awk -v o="${origin%,*}" -v z="$zoom" 'BEGIN { printf "%d", o + z * 88 }')"
ty="$(awk -v o="${origin#*,}" -v z="$zoom" 'BEGIN { printf "%d", o + z * 248 }')"
key b
key x
# One stroke along the floor from tile 5 to tile 24: twenty places in two layout cells, a line of the refusal each.
xdotool mousemove --window "$wid" "$tx" "$ty"; pause
xdotool mousedown 1; pause
for ((t = 6; t <= 24; t++)); do
  xdotool mousemove --window "$wid" "$(awk -v o="${origin%,*}" -v z="$zoom" -v t="$t" 'BEGIN { printf "%d", o + z * (t * 16 + 8) }')" "$ty"
  sleep 0.08
done
pause
xdotool mouseup 1; pause
xdotool mousemove --window "$wid" 400 120; pause
cp "$p/data/colarr.bin" "$work/colarr.saved"
key ctrl+shift+e
wait_for 30 prompt_is sonlvl-refused || die "the flipped tile was not refused (painted at $tx,$ty)"
shot
[ -z "${KEEP_SHOTS:-}" ] || cp "$work/shot.png" "$KEEP_SHOTS/sonlvl-refused.png"
cmp -s "$p/data/colarr.bin" "$work/colarr.saved" || die "a refused save changed colarr.bin"
cmp -s "$p/data/colarr.bin.bak" "$work/colarr.orig" || die "a refused save replaced colarr.bin.bak"
others_untouched "a refused save"
say "the flip was refused and nothing was written"
hold Escape
wait_for 30 prompt_is none || die "Esc did not close the refusal"

# The level saved as JSON and opened again does not know its project: Ctrl+Shift+E asks for the INI, then the level.
key ctrl+z  # the flip
key ctrl+s
hold Return  # Save As: level.json in the project's folder, the last one browsed
wait_for 30 test -s "$p/level.json" || die "Ctrl+S did not save the level"
quit_editor
start_editor "$p/level.json" "${size[@]}" --shot-path "$work/shot.png"
xdotool windowfocus "$wid" 2>/dev/null || true
pause
key ctrl+shift+e
xdotool type --delay 20 "$p/SonLVL.ini"; pause
hold Return
shot
[ -z "${KEEP_SHOTS:-}" ] || cp "$work/shot.png" "$KEEP_SHOTS/sonlvl-pick.png"
hold Return  # the level named as the document is: Test Zone Act 1
wait_for 30 prompt_is sonlvl-saved || die "no result window after saving a level opened from its JSON"
cmp -s "$p/data/colarr.bin" "$work/colarr.saved" || die "saving the unchanged level changed colarr.bin"
cmp -s "$p/data/colarr.bin.bak" "$work/colarr.orig" || die "saving the unchanged level replaced colarr.bin.bak"
others_untouched "saving the unchanged level"
say "a level opened from its JSON saved to the level picked for it: nothing changed, nothing written"
hold Return
quit_editor
say "ok"
