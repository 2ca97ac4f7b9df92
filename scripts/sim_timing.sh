#!/bin/sh
# `solidtile sim` with the full trace to /dev/null over a long mixed run
# (issue 15: 70 ns a frame or less): the demo tour right, then back left with
# jumps, 300 times (1,114,500 frames: ground, slopes, the loop, walls,
# ceilings and air). Prints the median of RUNS runs' CPU ns a frame per profile.
# Usage: scripts/sim_timing.sh [BUILD_DIR] [RUNS] [PROFILES...]
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build/release}
runs=${2:-5}
[ $# -ge 2 ] && shift 2 || shift $#
profiles=${*:-guide sonic1}
movie=$(mktemp)
trap 'rm -f "$movie"' EXIT
i=0
while [ $i -lt 300 ]; do
  printf '125 R\n30 RJ\n1070 R\n30 RJ\n400 R\n200 L\n30 LJ\n1400 L\n30 LJ\n400 L\n' >> "$movie"
  i=$((i + 1))
done
for p in $profiles; do
  r=0
  times=""
  while [ $r -lt "$runs" ]; do
    t=$("$build/tools/solidtile/solidtile" sim "$root/data/levels/demo.json" --input "$movie" --profile "$p" --timing 2>&1 >/dev/null |
        sed -n 's/.*), \([0-9.]*\) ns a frame CPU.*/\1/p')
    times="$times $t"
    r=$((r + 1))
  done
  median=$(echo $times | tr ' ' '\n' | sort -n | awk '{a[NR]=$1} END {print a[int((NR + 1) / 2)]}')
  echo "sim $p: median $median ns a frame CPU (runs:$times), load $(cut -d' ' -f1 /proc/loadavg)"
done
