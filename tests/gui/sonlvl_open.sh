#!/usr/bin/env bash
# File > Open SonLVL project... (Ctrl+Shift+O) with real keys: the file
# browser takes the INI's path, the level list opens with the first level
# chosen, Down picks the second, Enter imports it as a new unsaved document
# with its art as the background; Ctrl+S asks where to save it. The project is
# made up here (uncompressed data: a red floor of solid blocks and a loop
# chunk, a ring drawn as a marker); no game data is used. KEEP_SHOTS=DIR keeps the screenshots. Skips (exit 77) when xdotool cannot type.
# usage: sonlvl_open.sh EDITOR GUI_FIXTURE ROOT   (run by xvfb.sh)
editor="$(realpath "$1")"
fixture="$(realpath "$2")"
root="$3"
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
export XDG_CACHE_HOME="$work/cache"  # where the editor draws the imported art
command -v xdotool >/dev/null || { echo "gui: SKIP: no xdotool"; exit 77; }

source "$(dirname "${BASH_SOURCE[0]}")/sonlvl_project.sh"
p="$work/project"
make_sonlvl_project "$p"

level="$root/data/levels/demo.json"
start_editor "$level" --shot-path "$work/shot.png"
xdotool windowfocus "$wid" 2>/dev/null || true
pause
hold() { xdotool keydown "$1"; sleep 0.2; xdotool keyup "$1"; sleep 0.5; }
title_matches() { xdotool getwindowname "$wid" | grep -q -- "$1"; }

key ctrl+shift+o
xdotool type --delay 20 "$p/SonLVL.ini"; pause
hold Return
shot
[ -z "${KEEP_SHOTS:-}" ] || cp "$work/shot.png" "$KEEP_SHOTS/sonlvl-list.png"
hold Down
hold Return
wait_for 30 title_matches 'untitled\* - Solidtile' || die "the import did not make a new unsaved document: $(xdotool getwindowname "$wid")"
ls "$work/cache/solidtile/sonlvl/Test_Zone_Act_2.png" >/dev/null 2>&1 || die "the art was not drawn into the cache"
shot
[ -z "${KEEP_SHOTS:-}" ] || cp "$work/shot.png" "$KEEP_SHOTS/sonlvl-imported.png"
say "imported; $line"

# The art's red row above the floor (level row 14, no collision) is on the canvas.
origin="$(shot_field origin)"; zoom="$(shot_field zoom)"
ox="${origin%,*}"; oy="${origin#*,}"
fx="$(awk -v o="$ox" -v z="$zoom" 'BEGIN { printf "%d", o + z * 100 }')"
fy="$(awk -v o="$oy" -v z="$zoom" 'BEGIN { printf "%d", o + z * 231 }')"
read -r r g b < <("$fixture" pixel "$work/shot.png" "$fx" "$fy")
say "art pixel at $fx,$fy: $r $g $b"
[ "$r" -gt 200 ] && [ "$g" -lt 60 ] && [ "$b" -lt 60 ] || die "the art's red row is not drawn under the level at $fx,$fy"

# The ring's marker: a magenta dot on the canvas at (100, 100).
mx="$(awk -v o="$ox" -v z="$zoom" 'BEGIN { printf "%d", o + z * 100.5 }')"
my="$(awk -v o="$oy" -v z="$zoom" 'BEGIN { printf "%d", o + z * 100.5 }')"
read -r r g b < <("$fixture" pixel "$work/shot.png" "$mx" "$my")
[ "$r" -gt 200 ] && [ "$g" -lt 120 ] && [ "$b" -gt 150 ] || die "no object marker at the ring ($mx,$my is $r $g $b)"
key ctrl+s  # Save As, in the project's folder (the last one browsed), as level.json
hold Return
saved="$p/level.json"
wait_for 30 test -s "$saved" || die "Ctrl+S did not save the imported level"
grep -q '"name": "Test Zone Act 2"' "$saved" || die "the saved level is not Test Zone Act 2"
grep -q '"width": 48' "$saved" || die "the saved level is not 3 chunks wide"
grep -q '"loops": \[' "$saved" || die "the loop chunk is not a loop region"
grep -q '{"x": 256, "y": 0}' "$saved" || die "the loop region is not at the second chunk"
grep -q '"background"' "$saved" || die "the art is not the background"
grep -q '{"type": 37, "name": "Ring", "x": 100, "y": 100, "subtype": 0}' "$saved" || die "the ring is not a marker"
"$fixture" tile "$saved" 5 15 0 >/dev/null || die "the floor's tiles are not mask 0"
quit_editor
say "ok"
