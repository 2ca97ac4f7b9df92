#!/usr/bin/env bash
# Builds everything and runs every test twice: a Release build, then the same
# suites under AddressSanitizer + UndefinedBehaviorSanitizer.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$root"
source scripts/deps.sh
solidtile_need_packages "${SOLIDTILE_BUILD_PACKAGES[@]}" "${SOLIDTILE_TEST_PACKAGES[@]}"
jobs="$(nproc)"
for preset in release sanitize; do
  echo "== $preset build =="
  # Options are set explicitly: run.sh configures the same build folder without tests.
  cmake --preset "$preset" -DSOLIDTILE_BUILD_TESTS=ON -DSOLIDTILE_BUILD_EDITOR=ON \
    -DSOLIDTILE_BUILD_BENCH="$([ "$preset" = release ] && echo ON || echo OFF)" >/dev/null
  cmake --build --preset "$preset" -j "$jobs"
  echo "== $preset tests =="
  ctest --preset "$preset" -j "$jobs"
done
