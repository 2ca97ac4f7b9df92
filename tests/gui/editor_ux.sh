#!/usr/bin/env bash
# What a new user trips over, driven with real keys and clicks and checked in
# screenshots (issue 11):
#  - File > Open (Ctrl+O) draws its controls once (one "Up" and one
#    "Open/Cancel" row in the column through them), over an opaque popup (the
#    level behind does not show through its file list); Esc closes it.
#  - The View menu is opaque and Esc closes it; F1 opens the help window, F1
#    again closes it, Esc closes it too.
#  - A piano-roll click is undone by Ctrl+Z (the cell is empty again) and
#    redone by Ctrl+Y; Quit with that unsaved input asks about the movie (the
#    editor stays), Esc cancels, D quits without saving.
#  - Generate shape (Ctrl+G): Enter in the rise field only takes the number
#    (the dialog stays to show the new preview), Enter again generates; Esc
#    drops the stamp and gives back the Brush, not Select.
#  - Without --shot-path each F12 writes the next numbered file, and the
#    status bar's "Screenshot ..." message is gone 8 s later.
# usage: editor_ux.sh EDITOR GUI_FIXTURE ROOT   (run by xvfb.sh)
editor="$(realpath "$1")"
fixture="$(realpath "$2")"
root="$3"
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
level="$root/data/levels/demo.json"
rgb() { "$fixture" pixel "$work/shot.png" "$1" "$2"; }
alive() { kill -0 "$pid" 2>/dev/null; }

start_editor "$level" --shot-path "$work/shot.png"
xdotool windowfocus "$wid" 2>/dev/null || true
pause
read -r W H < <(xdotool getwindowgeometry "$wid" | sed -n 's/.*Geometry: \([0-9]*\)x\([0-9]*\).*/\1 \2/p')
say "window ${W}x${H}"

# --- File > Open: one set of controls on an opaque popup.
key ctrl+o
shot
left=$((W / 2 - 280)); top=$((H / 2 - 210))  # the browser is 560 x 420, centred
button="$(rgb $((left + 10)) $((top + 53)))"
say "file browser's Up button colour: $button"
rows="$("$fixture" runs "$work/shot.png" $((left + 10)) $((top + 24)) $((top + 420)) $button)"  # below the title bar
[ "$rows" = 2 ] || die "the column through the file browser's buttons crosses $rows buttons, expected 2 (Up, Open): drawn more than once?"
"$fixture" uniform "$work/shot.png" $((left + 340)) $((top + 150)) $((left + 540)) $((top + 330)) ||
  die "the file list lets the level behind it show through"
key Escape
shot
if "$fixture" uniform "$work/shot.png" $((left + 340)) $((top + 150)) $((left + 540)) $((top + 330)) >/dev/null 2>&1; then
  die "Esc did not close the file browser"
fi

# --- The View menu: opaque, Esc closes it.
xdotool mousemove --window "$wid" 113 9 click 1; pause
shot
menu="$(rgb 320 150)"
"$fixture" uniform "$work/shot.png" 290 110 350 170 || die "the View menu is not opaque (or not open)"
key Escape
xdotool mousemove --window "$wid" $((W / 2)) $((H / 2)); pause
shot
[ "$(rgb 320 150)" != "$menu" ] || die "Esc did not close the View menu"

# --- F1 toggles the help window; Esc closes it.
# The help window (420 x 520, centred): its title bar right of the title is one colour; the level there is not.
help_open() { "$fixture" uniform "$work/shot.png" $((W / 2 - 40)) $((H / 2 - 256)) $((W / 2 + 160)) $((H / 2 - 245)) >/dev/null 2>&1; }
key F1
shot
help_open || die "F1 did not open the help window"
key F1
shot
! help_open || die "F1 again did not close the help window"
key F1
key Escape
shot
! help_open || die "Esc did not close the help window"

# --- A piano-roll click is an undo step; Quit asks about the unsaved movie.
key ctrl+shift+d
wait_for 30 grep -q 'roll=[1-9]' "$work/out.txt" || die "the debugger's piano roll is not laid out"
IFS=, read -r rx ry cw rh <<<"$(layout_value roll "$work/out.txt")"
jx=$(( ${rx%.*} + 5 * ${cw%.*} + ${cw%.*} / 2 )); jy=$(( ${ry%.*} + 4 * ${rh%.*} + ${rh%.*} / 2 ))  # row J, frame 5
shot
empty="$(rgb "$jx" "$jy")"
xdotool mousemove --window "$wid" "$jx" "$jy"; pause
xdotool click 1; pause
xdotool mousemove --window "$wid" $((W / 2)) 40; pause
shot
held="$(rgb "$jx" "$jy")"
say "J cell at $jx,$jy: empty $empty, held $held"
[ "$held" != "$empty" ] || die "clicking the piano roll did not hold J on frame 5"
key ctrl+z
shot
[ "$(rgb "$jx" "$jy")" = "$empty" ] || die "Ctrl+Z did not undo the piano-roll edit"
key ctrl+y
shot
[ "$(rgb "$jx" "$jy")" = "$held" ] || die "Ctrl+Y did not redo the piano-roll edit"
key ctrl+q
sleep 1
alive || die "Quit lost the unsaved input movie without asking"
shot
key Escape
sleep 1
alive || die "Esc on the movie prompt quit anyway"
key ctrl+q
key d
for _ in $(seq 1 120); do alive || break; sleep 0.25; done
! alive || die "D on the movie prompt did not quit"
wait "$pid" || die "the editor exited with status $?"
pid=""

# --- Generate shape: Enter in a field, then Enter; Esc gives the tool back.
mkdir -p "$work/cwd"
cd "$work/cwd"
start_editor "$level"
xdotool windowfocus "$wid" 2>/dev/null || true
pause
key F12
wait_for 30 test -s solidtile-screenshot-001.png || die "F12 wrote no solidtile-screenshot-001.png: $(ls)"
brush_item() { "$fixture" pixel "$1" 15 70; }  # the Brush entry of the tool list, highlighted when current
brush_on="$(brush_item solidtile-screenshot-001.png)"
# The dialog (about 700 x 346, centred): its title bar is one colour; the level there is not.
dialog_open() { "$fixture" uniform "$1" $((W / 2 - 100)) $((H / 2 - 170)) $((W / 2 + 300)) $((H / 2 - 160)) >/dev/null 2>&1; }
key ctrl+g
xdotool mousemove --window "$wid" $((W / 2 - 300)) $((H / 2 - 111)); pause
xdotool click 1; pause
key ctrl+a
xdotool type --delay 80 32; pause
key Return
key F12
wait_for 30 test -s solidtile-screenshot-002.png || die "no screenshot of the shape dialog"
dialog_open solidtile-screenshot-002.png || die "Enter in the rise field generated at once instead of showing the new preview"
key Return
key F12
wait_for 30 test -s solidtile-screenshot-003.png || die "no screenshot after Generate"
! dialog_open solidtile-screenshot-003.png || die "Enter outside a field did not generate"
[ "$(brush_item solidtile-screenshot-003.png)" != "$brush_on" ] || die "the generated stamp is not in hand (Select)"
key Escape
key F12
wait_for 30 test -s solidtile-screenshot-004.png || die "no screenshot after Esc"
[ "$(brush_item solidtile-screenshot-004.png)" = "$brush_on" ] || die "Esc after the stamp did not give back the Brush"
rm -f solidtile-screenshot-*.png

# --- F12 numbers its files; messages fade.
key F12
key F12
wait_for 30 test -s solidtile-screenshot-002.png || die "two F12 did not write solidtile-screenshot-001.png and -002.png: $(ls)"
[ -s solidtile-screenshot-001.png ] || die "the first F12's file is missing: $(ls)"
# The message left of "path 0" in the status bar: there now, gone 8 s later.
message_shown() { ! "$fixture" uniform "$1" $((W - 600)) $((H - 16)) $((W - 280)) $((H - 5)) >/dev/null 2>&1; }
sleep 1
key F12
wait_for 30 test -s solidtile-screenshot-003.png || die "no third screenshot"
message_shown solidtile-screenshot-003.png || die "no screenshot message in the status bar"
sleep 9
key F12
wait_for 30 test -s solidtile-screenshot-004.png || die "no fourth screenshot"
! message_shown solidtile-screenshot-004.png || die "the status message is still there after 9 s"
quit_editor
say "ok"
