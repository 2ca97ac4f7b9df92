# Shared by the GUI test scripts (sourced): a scratch directory removed on
# exit, an editor process to stop if a check fails, and starting and quitting
# the editor. Expects $editor and $fixture to be set by the caller.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/gui_lib.sh"
work="$(mktemp -d)"
pid=""
cleanup() {
  if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then kill "$pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT
export XDG_CONFIG_HOME="$work/config"  # no preferences or autosaves from the user's session
# The imported SonLVL art goes here too: GUI tests run in parallel and must not share files.
export XDG_CACHE_HOME="$work/cache"
say() { echo "gui: $*"; }
die() {
  echo "gui: FAILED: $*" >&2
  echo "--- editor stdout" >&2; cat "$work/out.txt" >&2 || true
  echo "--- editor stderr" >&2; cat "$work/err.txt" >&2 || true
  exit 1
}
# Starts the editor on a level in the background and waits for its window.
start_editor() {  # start_editor LEVEL ARGS...
  shots=0  # a new out.txt: shot counts its screenshot lines afresh
  "$editor" "$@" --print-layout >"$work/out.txt" 2>"$work/err.txt" &
  pid=$!
  wid="$(timeout 90 xdotool search --sync --onlyvisible --name "$(basename "$1")" | head -1)" || die "no editor window"
  wait_for 60 grep -q '^layout ' "$work/out.txt" || die "the editor printed no layout"
}
# Ctrl+Q, answering D (don't save) to each unsaved-changes prompt the editor
# says it opened (--print-layout prints "prompt level" or "prompt movie"): a
# test's edits are not kept, and a prompt a test did not expect cannot hang it.
prompts_open() { grep -c '^prompt \(level\|movie\)' "$work/out.txt" || true; }
quit_editor() {
  local answered
  answered="$(prompts_open)"
  key ctrl+q
  for _ in $(seq 1 2400); do
    kill -0 "$pid" 2>/dev/null || break
    if [ "$(prompts_open)" -gt "$answered" ]; then
      say "answering the unsaved $(grep '^prompt ' "$work/out.txt" | tail -1 | cut -d' ' -f2) prompt with D"
      answered="$(prompts_open)"
      key d
    fi
    sleep 0.05
  done
  if kill -0 "$pid" 2>/dev/null; then die "the editor did not quit on Ctrl+Q"; fi
  wait "$pid" || die "the editor exited with status $?"
  pid=""
}
# The shipped demo level and tour movie with the player's centre pixel at
# frame $1, from the fixture's own run: sets level, movie, px, py. Needs $root.
tour_at() {
  level="$root/data/levels/demo.json"
  movie="$root/data/movies/tour.txt"
  read -r px py < <("$fixture" where "$level" "$movie" "$1") || die "the fixture cannot run the movie"
}
# F12, then waits for the editor to write it (the editor must run with
# --shot-path "$work/shot.png"); sets $line to its stdout line. KEEP_SHOTS=DIR keeps copies.
shots=0
shot() {
  shots=$((shots + 1))
  xdotool key F12
  local want="$shots"
  have() { [ "$(grep -c '^screenshot ' "$work/out.txt")" -ge "$want" ]; }
  wait_for 30 have || die "F12 wrote no screenshot"
  line="$(grep '^screenshot ' "$work/out.txt" | tail -1)"
  [ -z "${KEEP_SHOTS:-}" ] || cp "$work/shot.png" "$KEEP_SHOTS/$(basename "$0" .sh)-$shots.png"
}
# Waits until the editor has drawn a frame after every key and click sent so
# far: F12's screenshot line is printed in the frame that read the key, and X
# delivers events in order. A fixed pause is not enough on a loaded machine
# (a sanitizer build under a parallel ctest draws a frame in a second or more),
# and Dear ImGui 1.86 reads the mouse once a frame: a press and a move read in
# one frame start a drag at the far end.
settle() { shot; }
# A field of the last screenshot line: frame, phase, origin, zoom.
shot_field() { sed -n "s/.* $1=\([^ ]*\).*/\1/p" <<<"$line"; }
# The window position of level pixel (0, 0) from the layout line (ox, oy), and
# px_x / px_y turning level pixels into window ones at zoom $1 (whole zooms).
level_origin() {
  local origin
  origin="$(layout_value origin "$work/out.txt")"
  ox="${origin%,*}"; ox="${ox%.*}"
  oy="${origin#*,}"; oy="${oy%.*}"
  level_zoom="$1"
}
px_x() { echo $((ox + $1 * level_zoom)); }
px_y() { echo $((oy + $1 * level_zoom)); }
# Fails when the editor's last "cut" line (--print-layout) names text drawn cut; $1 says where.
no_cut() {
  local cut
  cut="$(grep '^cut ' "$work/out.txt" | tail -1)"
  [ "${cut%% tabs *}" = "cut none" ] || die "text drawn cut ($1): ${cut%% tabs *}"
}
widget() {  # widget NAME: the centre of that widget from the last "widgets" line, as "X Y"
  local rect
  rect="$(grep '^widgets' "$work/out.txt" | tail -1 | sed -n "s/.*[ ;]$1=\([^;]*\).*/\1/p")"
  [ -n "$rect" ] || return 1
  awk -F, '{ printf "%d %d\n", $1 + $3 / 2, $2 + $4 / 2 }' <<<"$rect"
}
