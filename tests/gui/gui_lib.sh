# Shared by the GUI test scripts (sourced, not run): waits and xdotool helpers.

# Polls a command until it succeeds, for up to $1 seconds: the machine may be slow.
# A short poll: a test waits on the editor dozens of times, and each wait ends on a poll.
wait_for() {
  local seconds="$1"; shift
  local end=$((SECONDS + seconds))
  until "$@" >/dev/null 2>&1; do
    [ "$SECONDS" -lt "$end" ] || return 1
    sleep 0.05
  done
}
# A field of the last layout line the editor printed (--print-layout prints one per change).
layout_value() { grep '^layout ' "$2" | tail -1 | sed -n "s/.*$1=\([^ ]*\).*/\1/p"; }
pause() { sleep 0.3; }
key() { xdotool key --clearmodifiers "$@"; pause; }
