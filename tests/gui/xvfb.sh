#!/usr/bin/env bash
# Runs one GUI test script on an X server of its own, so the GUI tests can run
# in parallel. xvfb-run -a picks a display by looking for lock files and then
# starting the server, which two tests starting together can both pick; here
# Xvfb itself takes the first free display (-displayfd: the kernel's socket
# bind decides, so two servers cannot get the same one) and says which once it
# accepts clients, so nothing waits a fixed time either.
# usage: xvfb.sh WxH SCRIPT ARGS...
set -euo pipefail
size="$1"; shift
dir="$(mktemp -d)"
xvfb=""
cleanup() {
  if [ -n "$xvfb" ]; then kill "$xvfb" 2>/dev/null || true; wait "$xvfb" 2>/dev/null || true; fi
  rm -rf "$dir"
}
trap cleanup EXIT
mkfifo "$dir/display"
# No -auth: with none, Xvfb takes connections from this machine only, and -nolisten tcp
# leaves it the local socket alone.
Xvfb -displayfd 3 -screen 0 "${size}x24" -nolisten tcp 3>"$dir/display" >"$dir/xvfb.log" 2>&1 &
xvfb=$!
# The read ends at the number, or at end of file if the server died first.
display=""
read -r -t 120 display <"$dir/display" || true
if [ -z "$display" ]; then
  echo "xvfb.sh: Xvfb did not start:" >&2
  cat "$dir/xvfb.log" >&2
  exit 1
fi
unset XAUTHORITY
DISPLAY=":$display" "$@"
