#!/usr/bin/env bash
# Editor frame times (issue 15): each --bench-action on a 4096x256-tile level
# of hills and on the largest level the format allows (8192x4096 tiles, two
# paths, made by bench/make_big_level), at 1280x720 under Xvfb, with the debugger
# closed and open; and scrubbing a 1-hour movie (216,000 frames) in the
# debugger. Prints the editor's median and p95 CPU and wall times.
#   scripts/editor_frame_bench.sh [BUILD_DIR] [FRAMES] [ACTIONS...]
# Wall times are meaningless on a shared machine; compare the CPU lines.
#   SOLIDTILE_EDITOR=PATH runs another editor binary (a baseline build, say).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${1:-$root/build/release}"
frames="${2:-300}"
shift $(( $# > 2 ? 2 : $# ))
actions=("$@")
[ ${#actions[@]} -eq 0 ] && actions=(idle paint pan zoom scrub)
editor="${SOLIDTILE_EDITOR:-$build/editor/solidtile-editor}"
maker="$build/bench/make_big_level"
[ -x "$editor" ] || { echo "no editor at $editor (build target solidtile-editor)" >&2; exit 1; }
[ -x "$maker" ] || { echo "no make_big_level at $maker (build with SOLIDTILE_BUILD_BENCH=ON)" >&2; exit 1; }
work="${SOLIDTILE_BENCH_DIR:-${TMPDIR:-/tmp}/solidtile-frame-bench}"
mkdir -p "$work"
export XDG_CONFIG_HOME="$work/config"
largest="$work/largest_8192x4096.json"
[ -s "$largest" ] || "$maker" 8192 4096 2 compact terrain "$largest"
movie="$root/data/movies/tour.txt"
# An hour (216,000 frames): the tour's 1,655 frames 130 times, then holding right.
hour="$work/hour_of_tour.txt"
if [ ! -s "$hour" ]; then
  for _ in $(seq 130); do grep -v '^#' "$movie"; done >"$hour"
  echo "850 R" >>"$hour"
fi

run() {  # run LABEL ARGS...
  local label="$1"; shift
  echo "== $label"
  xvfb-run -a -s '-screen 0 1280x720x24' "$editor" "$@" --size 1280x720 --bench-frames "$frames" |
    grep -E '^(level|at the end|cpu|main|wall|redraw)'
}

for action in "${actions[@]}"; do
  if [ "$action" = scrub ]; then
    # The debugger's cursor swept over an hour's movie on the demo level.
    run "demo level, 1-hour movie, scrub" "$root/data/levels/demo.json" --zoom 2 --movie "$hour" --bench-action scrub
    continue
  fi
  run "4096x256 $action, debugger closed" --hills 4096x256 --zoom 2 --bench-action "$action"
  run "4096x256 $action, debugger open" --hills 4096x256 --zoom 2 --movie "$movie" --bench-action "$action"
  # A view on the terrain's surface, in the middle of the level.
  run "8192x4096 $action, debugger closed" "$largest" --zoom 2 --view 65536,47700 --bench-action "$action"
  run "8192x4096 $action, debugger open" "$largest" --zoom 2 --view 65536,47700 --movie "$movie" --bench-action "$action"
done
