#!/usr/bin/env bash
# The unsaved-changes prompt, driven for real: with a painted, unsaved tile,
# Quit (Ctrl+Q), closing the window (WM_DELETE_WINDOW), Open (Ctrl+O) and New
# (Ctrl+N) each ask first, and Cancel (Esc) keeps the document; Don't save (D)
# discards the change (on Open and on closing the window); Save (Enter) writes
# the file before going on (on New and on Quit). Opening a missing or corrupt
# file names it without asking first (issue 28).
# usage: unsaved_prompt.sh EDITOR GUI_FIXTURE CLOSE_WINDOW [WxH]   (run by xvfb.sh)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/gui_lib.sh"
editor="$1"
fixture="$2"
close_window="$3"
size="${4:-1280x720}"
work="$(mktemp -d)"
pid=""
cleanup() {
  if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then kill "$pid" 2>/dev/null || true; fi
  [ -n "${KEEP_WORK:-}" ] || rm -rf "$work"
}
trap cleanup EXIT
export XDG_CONFIG_HOME="$work/config"
say() { echo "gui: $*"; }
die() {
  echo "gui: FAILED: $*" >&2
  echo "--- window title: $(xdotool getwindowname "$wid" 2>/dev/null || true)" >&2
  if [ -n "$pid" ] && ! kill -0 "$pid" 2>/dev/null; then
    local status=0
    wait "$pid" || status=$?
    echo "--- the editor exited with status $status" >&2
  fi
  echo "--- editor stdout" >&2; cat "$work/out.txt" >&2 || true
  echo "--- editor stderr" >&2; cat "$work/err.txt" >&2 || true
  exit 1
}
title_matches() { xdotool getwindowname "$wid" | grep -q -- "$1"; }
alive() { kill -0 "$pid" 2>/dev/null; }
pause() { sleep 0.6; }
key() { xdotool key --clearmodifiers "$@"; pause; }
# The file browser's Enter is read by ImGui, which samples keys once a frame:
# held a little, so a slow frame sees it.
hold() { xdotool keydown --clearmodifiers "$1"; sleep 0.15; xdotool keyup "$1"; pause; }
exited() { ! alive; }

start() {  # start LEVEL: the editor on LEVEL at zoom 2; sets pid, wid and the canvas centre cx, cy
  "$editor" "$1" --size "$size" --zoom 2 --view 0,0 --print-layout >"$work/out.txt" 2>"$work/err.txt" &
  pid=$!
  wid="$(timeout 90 xdotool search --sync --onlyvisible --name 'Solidtile' | head -1)" || die "no editor window"
  wait_for 60 grep -q '^layout ' "$work/out.txt" || die "the editor printed no layout"
  local canvas
  canvas="$(layout_value canvas "$work/out.txt")"
  IFS=, read -r x y w h <<<"$canvas"
  cx=$(( ${x%.*} + ${w%.*} / 2 ))
  cy=$(( ${y%.*} + ${h%.*} / 2 ))
  xdotool mousemove --window "$wid" "$cx" "$cy"; pause
  xdotool windowfocus "$wid" 2>/dev/null || true; pause
}
# Paints one brush tile DX window pixels right of the canvas centre: the centre
# is over the level whatever the view, so this always changes the document.
paint() {
  xdotool mousemove --window "$wid" $((cx + $1)) "$cy"; pause
  xdotool click 1; pause
  wait_for 30 title_matches '\*' || die "painting did not mark the document changed"
}
prompt_cancel() {  # the prompt is up: Esc cancels, and the document must still be there, unsaved
  key Escape
  alive || die "the editor quit on Cancel"
  title_matches "$1\* - Solidtile" || die "Cancel did not keep the changed $1"
}
open_file() { key ctrl+o; xdotool type --delay 20 "$1"; pause; hold Return; }

"$fixture" make "$work/level.json" 40 20
"$fixture" make "$work/other.json" 40 20
start "$work/level.json"
say "window $wid, canvas centre $cx,$cy"

paint 0
key ctrl+q; prompt_cancel level.json
"$close_window" "$wid"; pause; prompt_cancel level.json
open_file "$work/other.json"; prompt_cancel level.json
key ctrl+n; key Return; prompt_cancel level.json
say "Cancel kept the document on Quit, close, Open and New"
key ctrl+s
wait_for 60 "$fixture" tiles "$work/level.json" 1 || die "the tile painted before the four cancels was not saved"

# Issue 28: a file that would not open is named at once and nothing asks about
# the unsaved change (--print-layout says "prompt error", never "prompt level").
printf '{"format": "solidtile-level", ' >"$work/corrupt.json"
paint -40
for bad in missing.json corrupt.json; do
  levels="$(grep -c '^prompt level' "$work/out.txt")"
  open_file "$work/$bad"
  last_prompt_error() { [ "$(grep '^prompt ' "$work/out.txt" | tail -1)" = "prompt error" ]; }
  wait_for 30 last_prompt_error || die "opening $bad showed no error (last: $(grep '^prompt ' "$work/out.txt" | tail -1))"
  [ "$(grep -c '^prompt level' "$work/out.txt")" = "$levels" ] || die "opening $bad asked about unsaved changes first"
  key Escape
  title_matches 'level.json\* - Solidtile' || die "the failed open of $bad lost the changed level"
done
say "a missing and a corrupt file were named without asking about unsaved changes"

paint 40
open_file "$work/other.json"
key d
wait_for 30 title_matches '^other.json - Solidtile' || die "Don't save on Open did not open other.json"
"$fixture" tiles "$work/level.json" 1 || die "Don't save wrote the discarded tile"
say "Don't save on Open discarded the change"

paint 0
key ctrl+n; key Return
key Return
wait_for 30 title_matches '^untitled - Solidtile' || die "Save on New did not go on to the new level"
wait_for 30 "$fixture" tiles "$work/other.json" 1 || die "Save on New did not write other.json"
say "Save on New wrote the file, then made the new level"

paint 0
"$close_window" "$wid"; pause
key d
wait_for 60 exited || die "Don't save on closing the window did not quit"
wait "$pid" || die "the editor exited with status $?"
pid=""
say "Don't save on closing the window quit"

start "$work/level.json"
paint 40
key ctrl+q
key Return
wait_for 60 exited || die "Save on Quit did not quit"
wait "$pid" || die "the editor exited with status $?"
pid=""
"$fixture" tiles "$work/level.json" 2 || die "Save on Quit did not write the file"
say "Save on Quit wrote the file, then quit"
say "ok"
