# Shared by the GUI test scripts (sourced, not run).

# Polls a command until it succeeds, for up to $1 seconds: the machine may be slow.
wait_for() {
  local seconds="$1"; shift
  local end=$((SECONDS + seconds))
  until "$@" >/dev/null 2>&1; do
    [ "$SECONDS" -lt "$end" ] || return 1
    sleep 0.25
  done
}
# layout_value NAME FILE: a value of the editor's --print-layout line.
layout_value() { sed -n "s/.*$1=\([^ ]*\).*/\1/p" "$2" | head -1; }
