#!/usr/bin/env bash
# --bench-action (issue 15): each scripted action runs through the canvas's own
# event handling and the editor prints its frame times; the paint strokes
# really edit the level (the revision it prints goes up), pan moves the view
# and zoom changes it. No times are checked: only that the run is what it says.
#   frame_bench.sh EDITOR FIXTURE
set -euo pipefail
editor="$1"
fixture="$2"
source "$(dirname "$0")/lib.sh"

run() {  # run ACTION: the editor's output in $work/ACTION.txt
  "$editor" --hills 512x64 --zoom 2 --size 1280x720 --bench-frames 30 --bench-action "$1" >"$work/$1.txt" 2>"$work/err.txt" ||
    die "the editor failed on --bench-action $1"
  for line in cpu main wall; do
    grep -Eq "^$line +median [0-9.]+ ms  p95 [0-9.]+ ms" "$work/$1.txt" || die "no $line times for $1: $(cat "$work/$1.txt")"
  done
  grep -q "^action $1  frames 30$" "$work/$1.txt" || die "not 30 timed frames of $1: $(cat "$work/$1.txt")"
  grep -Eq "^redraw median [0-9]+ px  p95 [0-9]+ px" "$work/$1.txt" || die "no redrawn pixels for $1: $(cat "$work/$1.txt")"
}
redrawn() { sed -n 's/^redraw median \([0-9]*\) px.*/\1/p' "$work/$1.txt"; }
value() { sed -n "s/.* $1 \([^ ]*\).*/\1/p" "$work/$2.txt" | head -1; }

run idle
run paint
run pan
run zoom
# Scrubbing sweeps the debugger's cursor over the movie: it ends away from frame 0.
movie="$work/movie.txt"
printf '600 R\n' >"$movie"
"$editor" --hills 512x64 --zoom 2 --size 1280x720 --bench-frames 30 --bench-action scrub --movie "$movie" >"$work/scrub.txt" 2>"$work/err.txt" ||
  die "the editor failed on --bench-action scrub"
grep -Eq "cursor [1-9][0-9]* of 600" "$work/scrub.txt" || die "scrubbing did not move the cursor: $(cat "$work/scrub.txt")"
[ "$(value revision idle)" = "$(value revision pan)" ] || die "panning edited the level"
[ "$(value revision paint)" -gt "$(value revision idle)" ] || die "the paint strokes changed no tile"
[ "$(value origin pan)" != "$(value origin idle)" ] || die "the pan drag did not move the view"
[ "$(value zoom zoom)" != "$(value zoom idle)" ] || die "the wheel did not zoom"
# The frame is kept between frames: idle draws nothing again, an edit only part of the window.
[ "$(redrawn idle)" -eq 0 ] || die "an idle frame drew $(redrawn idle) pixels again"
[ "$(redrawn paint)" -gt 0 ] && [ "$(redrawn paint)" -lt $((1280 * 720 * 3 / 4)) ] ||
  die "a paint frame drew $(redrawn paint) pixels again (want some, not the whole window)"
# What is kept and what is drawn again must add up to the frame drawn whole:
# the same scripted run, screenshot mid-action, with and without --full-redraw.
for action in pan paint zoom; do
  for mode in kept whole; do
    flag=()
    [ "$mode" = whole ] && flag=(--full-redraw)
    "$editor" --hills 512x64 --zoom 2 --size 1280x720 --movie "$movie" --bench-action "$action" --frames 47 \
      --screenshot "$work/$action-$mode.png" "${flag[@]}" >/dev/null 2>"$work/err.txt" || die "no screenshot of $action ($mode)"
  done
  cmp -s "$work/$action-kept.png" "$work/$action-whole.png" || die "$action: the kept frame differs from the frame drawn whole"
done
"$editor" --bench-action sideways >"$work/bad.txt" 2>&1 && die "an unknown action was accepted"
grep -q "idle, paint, pan, zoom or scrub" "$work/bad.txt" || die "the refusal does not list the actions"
say "frame bench actions run and report"
