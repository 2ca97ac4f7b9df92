#!/usr/bin/env bash
# File > Open SonLVL project... (Ctrl+Shift+O) with real keys: the file
# browser takes the INI's path, the level list opens with the first level
# chosen, Down picks the second, Enter imports it as a new unsaved document
# with its art as the background; Ctrl+S asks where to save it. The project is
# made up here (uncompressed data: a red floor of solid blocks and a loop
# chunk, a ring drawn as a marker); no game data is used. KEEP_SHOTS=DIR keeps the screenshots. Skips (exit 77) when xdotool cannot type.
# usage: sonlvl_open.sh EDITOR GUI_FIXTURE ROOT   (run inside xvfb-run)
editor="$(realpath "$1")"
fixture="$(realpath "$2")"
root="$3"
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
export XDG_CACHE_HOME="$work/cache"  # where the editor draws the imported art
command -v xdotool >/dev/null || { echo "gui: SKIP: no xdotool"; exit 77; }

# --- A made-up Sonic 1 project: every file uncompressed, written with printf.
p="$work/project"
mkdir -p "$p/data"
zeros() { head -c "$1" /dev/zero; }
times() { for _ in $(seq 1 "$1"); do printf "$2"; done; }
# chunk 1: a floor of block 1 (row 15) under a row of it that is not solid (art only); chunk 2 empty
{ zeros 448; times 16 '\x00\x01'; times 16 '\x60\x01'; zeros 512; } >"$p/data/chunks.bin"
{ zeros 16; times 16 '\x10'; zeros 4064; } >"$p/data/colarr.bin"         # mask 1: full
{ printf '\x00\xff'; zeros 254; } >"$p/data/angles.bin"
printf '\x00\x01' >"$p/data/colind.bin"
printf '\x00\x40\x00\xd0' >"$p/data/start.bin"
printf '\x01\x00\x01\x01' >"$p/data/act1.bin"                            # 2 x 1 chunks
printf '\x02\x00\x01\x81\x01' >"$p/data/act2.bin"                        # 3 x 1: floor, loop chunk $81, floor
{ zeros 32; times 32 '\x11'; } >"$p/data/tiles.bin"                      # tile 1: colour 1
{ zeros 8; times 4 '\x00\x01'; } >"$p/data/blocks.bin"                   # block 1: tile 1 four times
{ printf '\x00\x00\x00\x0e'; zeros 28; } >"$p/data/palette.bin"          # colour 1: red
act() {
  printf '[Test Zone Act %s]\nchunks=data/chunks.bin\nchunkcmp=Uncompressed\nfglayout=data/act%s.bin\n' "$1" "$1"
  printf 'colind=data/colind.bin\nstartpos=data/start.bin\ntiles=data/tiles.bin\ntilecmp=Uncompressed\n'
  printf 'blocks=data/blocks.bin\nblockcmp=Uncompressed\npalette=data/palette.bin:0:0:16\nloopchunks=1\n'
  printf 'objects=data/objects.bin\nobjlst=obj.ini\n'
}
printf '\x00\x64\x00\x64\x25\x00\xff\xff' >"$p/data/objects.bin"                 # a ring at (100, 100)
printf '[25]\nname=Ring\n' >"$p/obj.ini"
{ printf 'version=S1\ncolarr1=data/colarr.bin\nangles=data/angles.bin\n'; act 1; act 2; } >"$p/SonLVL.ini"

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
