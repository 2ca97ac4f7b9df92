#!/usr/bin/env bash
# The box authoring tools driven by real events: T turns the painting tools
# to tile tags, a ladder stroke and a second stroke (undone with Ctrl+Z, one
# stroke = one undo step), an ice rectangle (key 2 picks ice), an erased cell;
# then O, a click placing a moving platform and a drag of its second waypoint
# handle (one undo step: Ctrl+Z and Ctrl+Y bring it back), Ctrl+click adding
# a waypoint, a drag of the body, Ctrl+S, Ctrl+Q,
# and the saved file must hold exactly that. A screenshot (F12) must show the
# tag tint and the platform where they are.
# usage: box_authoring.sh EDITOR GUI_FIXTURE BOX_FIXTURE [WxH]   (run by xvfb.sh)
editor="$1"
fixture="$2"
box="$3"
size="${4:-1280x720}"
source "$(dirname "$0")/lib.sh"

"$fixture" make "$work/level.json" 40 20
start_editor "$work/level.json" --size "$size" --zoom 2 --view 0,0 --shot-path "$work/shot.png"
zoom="$(layout_value zoom "$work/out.txt")"
[ "$zoom" = 2 ] || die "zoom is $zoom, expected 2"
level_origin 2
say "window $wid, level origin $ox,$oy, zoom $zoom"

# Window coordinates of the centre of tile (tx, ty).
tile_x() { px_x $(($1 * 16 + 8)); }
tile_y() { px_y $(($1 * 16 + 8)); }
move() { xdotool mousemove --window "$wid" "$1" "$2"; pause; }
drag() {  # drag X0 Y0 X1 Y1 (window pixels), in steps
  move "$1" "$2"
  xdotool mousedown 1; pause
  for i in 1 2 3 4 5 6; do
    xdotool mousemove --window "$wid" $(($1 + ($3 - $1) * i / 6)) $(($2 + ($4 - $2) * i / 6)); sleep 0.08
  done
  pause
  xdotool mouseup 1; pause
}

move "$(tile_x 10)" "$(tile_y 5)"
xdotool windowfocus "$wid" 2>/dev/null || true; pause
key t           # the tag tool: the brush now paints tags (ladder first)
drag "$(tile_x 5)" "$(tile_y 3)" "$(tile_x 5)" "$(tile_y 8)"
drag "$(tile_x 2)" "$(tile_y 12)" "$(tile_x 7)" "$(tile_y 12)"
key ctrl+z      # the whole second stroke
# The overlay key in the canvas's lower-left corner fades while the pointer is
# over it, so the corner's tiles show and can be painted (issue 28): the key's
# rectangle changes far more than a brush preview's tile would.
IFS=, read -r cx cy cw ch <<<"$(layout_value canvas "$work/out.txt")"
cx=${cx%.*}; cy=${cy%.*}; cw=${cw%.*}; ch=${ch%.*}
kx0=$((cx + 10)); kx1=$((cx + 150)); ky0=$((cy + ch - 44)); ky1=$((cy + ch - 12))
shot; cp "$work/shot.png" "$work/key_shown.png"
move $(((kx0 + kx1) / 2)) $(((ky0 + ky1) / 2))
shot; cp "$work/shot.png" "$work/key_under.png"
faded="$("$fixture" differ "$work/key_shown.png" "$work/key_under.png" "$kx0" "$ky0" "$kx1" "$ky1")"
say "the overlay key: $faded of $(((kx1 - kx0) * (ky1 - ky0))) pixels change with the pointer over it"
[ "$faded" -gt $(((kx1 - kx0) * (ky1 - ky0) / 2)) ] || die "the overlay key does not fade under the pointer ($faded pixels changed)"
move "$(tile_x 10)" "$(tile_y 5)"
key 2           # ice
key r
drag "$(tile_x 10)" "$(tile_y 10)" "$(tile_x 13)" "$(tile_y 11)"
key e
move "$(tile_x 13)" "$(tile_y 11)"
xdotool click 1; pause
key t           # back to tiles
key o           # the platform tool
move "$(px_x 200)" "$(px_y 100)"
xdotool click 1; pause   # a 48x16 platform centred here; waypoint handles at (200,100) and (264,100)
drag "$(px_x 264)" "$(px_y 100)" "$(px_x 264)" "$(px_y 180)"
key ctrl+z
key ctrl+y
# Ctrl+click on the middle of the path adds a waypoint there; then the body (at its first point on frame 0) moves 16 px right.
move "$(px_x 232)" "$(px_y 140)"
xdotool keydown ctrl; pause
xdotool click 1; pause
xdotool keyup ctrl; pause
drag "$(px_x 190)" "$(px_y 98)" "$(px_x 206)" "$(px_y 98)"
shot
key ctrl+s
wait_for 60 "$box" tag "$work/level.json" 0 5 3 ladder || die "Ctrl+S did not save the ladder stroke"
quit_editor

for y in 3 4 5 6 7 8; do "$box" tag "$work/level.json" 0 5 "$y" ladder || die "the ladder stroke is incomplete at row $y"; done
"$box" tag "$work/level.json" 0 5 9 none || die "the ladder stroke ran past its end"
for x in 2 3 4 5 6 7; do "$box" tag "$work/level.json" 0 "$x" 12 none || die "undo left the second stroke at $x"; done
for x in 10 11 12 13; do
  for y in 10 11; do
    want=ice; [ "$x,$y" = "13,11" ] && want=none
    "$box" tag "$work/level.json" 0 "$x" "$y" "$want" || die "the ice rectangle or the erased cell is wrong at $x,$y"
  done
done
say "saved tags: ladder column, undone stroke gone, ice rectangle less one erased cell"

objects="$("$box" objects "$work/level.json")"
say "saved objects: $objects"
# newPlatform: 48x16, 1 px/frame, ping-pong, wait 30; the dragged handle's centre moved 80 px down, a
# waypoint added half way, the whole path 16 px right.
[ "$objects" = "48 16 256 ping_pong 30 0 192,92 224,132 256,172" ] || die "the saved platform is '$objects'"

# The screenshot: ice tint over tile (11, 10); the platform body (frame 0, at its first waypoint) at level (206, 98).
shot_px() { "$box" pixel "$work/shot.png" "$1" "$2"; }
read -r r g b < <(shot_px "$(tile_x 11)" "$(tile_y 10)") || die "no pixel"
[ "$b" -gt "$r" ] && [ "$b" -gt 60 ] || die "no ice tint at tile 11,10 (rgb $r $g $b)"
read -r r g b < <(shot_px "$(px_x 206)" "$(px_y 98)") || die "no pixel"
[ "$r" -gt "$b" ] && [ "$r" -gt 60 ] || die "no platform at 206,98 (rgb $r $g $b)"
read -r r g b < <(shot_px "$(px_x 180)" "$(px_y 98)") || die "no pixel"
[ "$r" -lt 60 ] || die "the platform is still at its old place (rgb $r $g $b at 180,98)"
say "ok"
