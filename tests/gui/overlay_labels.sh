#!/usr/bin/env bash
# The debugger's overlay at low zoom and the brush while debugging (issue 11),
# with real keys and pointer moves:
#  - In the air (seven labels: A B C D L R and the mode) at 2x and 3x, and
#    at 0.5x where the sensors are a few screen pixels apart and the layout
#    must move some (the screenshot line says how many), the sensor letters
#    and the mode text do not cover each other: the screenshot line lists
#    where each label's plate went, no two overlap, and each plate is drawn.
#  - At 4x the brush preview is drawn where the pointer is, but not over the
#    player's box when the pointer is on the player.
# usage: overlay_labels.sh EDITOR GUI_FIXTURE ROOT   (run by xvfb.sh)
editor="$(realpath "$1")"
fixture="$(realpath "$2")"
root="$3"
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
frame=284
tour_at "$frame"
say "player at $px,$py at frame $frame"

for zoom in 0.5 2 3; do
  start_editor "$level" --movie "$movie" --frame "$frame" --zoom "$zoom" \
    --view "$(awk -v x="$px" -v y="$py" -v z="$zoom" 'BEGIN { printf "%d,%d", x - 200 / z, y - 200 / z }')" \
    --shot-path "$work/shot.png"
  xdotool windowfocus "$wid" 2>/dev/null || true
  pause
  shot
  labels="$(shot_field labels)"
  say "${zoom}x: labels $labels"
  [ "$(tr ';' '\n' <<<"$labels" | wc -l)" -ge 7 ] || die "fewer than seven labels at ${zoom}x: $labels"
  "$fixture" labels "$work/shot.png" "$labels" || die "the labels at ${zoom}x overlap or are not drawn"
  if [ "$zoom" = 0.5 ]; then
    [ "$(shot_field moved)" -ge 1 ] || die "at 0.5x the labels would cover each other, but the layout moved none: $line"
  fi
  [ -z "${KEEP_SHOTS:-}" ] || cp "$work/shot.png" "$KEEP_SHOTS/labels-${zoom}x.png"
  quit_editor
done

# --- The brush preview at 4x: drawn on an empty tile, never over the player.
frame=40
tour_at "$frame"
zoom=4
start_editor "$level" --movie "$movie" --frame "$frame" --zoom "$zoom" --view "$((px - 80)),$((py - 50))" \
  --shot-path "$work/shot.png"
xdotool windowfocus "$wid" 2>/dev/null || true
pause
key b
origin="$(layout_value origin "$work/out.txt")"
ox="${origin%,*}"; oy="${origin#*,}"; ox="${ox%.*}"; oy="${oy%.*}"
screen() { echo $((ox + ($1 * zoom) + zoom / 2)) $((oy + ($2 * zoom) + zoom / 2)); }
read -r bx0 by0 < <(screen $((px - 6)) $((py - 16)))  # inside the player's box (19 x 39 px), clear of its outline
read -r bx1 by1 < <(screen $((px + 6)) $((py + 16)))
read -r pcx pcy < <(screen "$px" "$py")
# An empty tile two and a half tiles above the head: its middle 32 x 32 screen pixels.
tile_y=$(( (py - 40) / 16 * 16 ))
read -r ex ey < <(screen $(( px / 16 * 16 + 8 )) $((tile_y + 8)))
# Screenshots right after the pointer moves (a resting pointer's preview goes after 1.5 s).
shot_with_pointer() {  # shot_with_pointer X Y NAME
  xdotool mousemove --window "$wid" "$1" "$2"
  xdotool mousemove_relative 1 0
  shot
  cp "$work/shot.png" "$work/$3.png"
}
xdotool mousemove --window "$wid" 5 5; pause  # over the menu bar: no preview anywhere
shot
cp "$work/shot.png" "$work/none.png"
drawn=0
for _ in 1 2 3 4 5; do
  shot_with_pointer "$ex" "$ey" empty
  n="$("$fixture" differ "$work/none.png" "$work/empty.png" $((ex - 16)) $((ey - 16)) $((ex + 16)) $((ey + 16)))"
  if [ "$n" -gt 600 ]; then drawn=1; break; fi
done
say "pointer on an empty tile: $n of 1089 pixels there changed"
[ "$drawn" = 1 ] || die "no brush preview under the pointer on an empty tile while debugging"
shot_with_pointer "$pcx" "$pcy" player
n="$("$fixture" differ "$work/none.png" "$work/player.png" "$bx0" "$by0" "$bx1" "$by1")"
say "pointer on the player: $n pixels of its box changed"
# The hovered tile's outline may cross the box (a line or two); a preview tile would fill it.
[ "$n" -lt 1000 ] || die "the brush preview is drawn over the player ($n pixels of its box changed)"
quit_editor
say "ok"
