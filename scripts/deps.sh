# Sourced by run.sh and test.sh: installs the Debian packages Solidtile builds
# with, only those missing, so a fresh Debian 12 / Ubuntu machine needs nothing else.
solidtile_need_packages() {
  local missing=()
  local pkg
  for pkg in "$@"; do
    if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
      missing+=("$pkg")
    fi
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    if ! command -v sudo >/dev/null 2>&1; then
      echo "solidtile: missing packages: ${missing[*]} (and no sudo to install them; run as root)" >&2
      return 1
    fi
    sudo="sudo"
  fi
  echo "solidtile: installing ${missing[*]}" >&2
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

SOLIDTILE_BUILD_PACKAGES=(build-essential cmake ninja-build pkg-config
  libimgui-dev libglfw3-dev python3-glad libstb-dev nlohmann-json3-dev
  libpugixml-dev zlib1g-dev libzstd-dev)
SOLIDTILE_TEST_PACKAGES=(libgtest-dev libgmock-dev libbenchmark-dev xvfb xauth xdotool
  tiled)  # tmxrasterizer and `tiled --export-map`: a real client of our maps (tests/io/real_tiled_test.cpp)
# `cpack -G DEB` reads the binaries' library dependencies with dpkg-shlibdeps and file.
SOLIDTILE_PACKAGING_PACKAGES=(dpkg-dev file)
