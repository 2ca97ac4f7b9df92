// Checks shared by the import tests of the games' oscillating platforms
// (sonlvl_obj19_test.cpp, sonlvl_floating_test.cpp, sonlvl_mz_blocks_test.cpp): a platform's place on
// every frame of two cycles against its routine's formula, and a player
// riding one.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <climits>
#include <optional>
#include <string>
#include <vector>

#include "solidtile/level/objects.h"
#include "solidtile/level/oscillation.h"
#include "solidtile/sonic/player.h"

namespace solidtile::test {

// Frame f's objects run after f - 1 updates of the table (oscillation.h) and
// read it as it is: `want(byte)` is the routine's obX, obY for the unsigned
// byte of oscillator `index`; the object's centre is its top-left plus
// (halfW, halfH). Over two whole cycles.
template <class Want>
void expectCentreOverTwoCycles(const SolidObject& o, int index, std::int32_t halfW, std::int32_t halfH, Want want,
                               const std::string& what, OscTable table = OscTable::Sonic2) {
  const std::uint32_t period = oscillatorPeriod(table, index);
  for (std::uint32_t f = 0; f < 2 * period + 3; ++f) {
    const int byte = oscillatorValue(table, index, f > 1 ? f - 1 : 0) >> 8;
    const auto [x, y] = want(byte);
    const ObjectPos p = objectPosition(o, f);
    EXPECT_EQ((p.x >> 8) + halfW, x) << what << " frame " << f;
    EXPECT_EQ((p.y >> 8) + halfH, y) << what << " frame " << f;
  }
}

// The player of `profile` dropped at (x, y) onto the level's object 0 and
// left to settle for 120 frames stays on it for the next 280, his place
// a constant offset from its top-left on both axes (carried by its move).
// Returns how far the object's place went on the axis `vertical` names.
inline std::int32_t rideSpan(const Level& l, Profile profile, std::int32_t x, std::int32_t y, bool vertical,
                             const std::string& what) {
  const SolidObject& o = l.objects[0];
  const PlayerConfig cfg = defaultPlayerConfig(profile);
  PlayerState s = spawnPlayer(cfg, x, y);
  std::vector<ObjectSlot> slots(l.objects.slotCount());
  std::optional<std::int32_t> gapX, gapY;
  std::int32_t lowest = INT32_MAX, highest = INT32_MIN;
  for (std::uint32_t f = 0; f < 400; ++f) {
    stepPlayer(s, l, cfg, 0, nullptr, slots);
    if (f < 120) continue;  // landed and settled
    if (s.standingOn != 0) {
      ADD_FAILURE() << what << ": off the platform at frame " << f;
      return 0;
    }
    const ObjectPos p = objectPosition(o, s.frame);
    const std::int32_t at = vertical ? p.y >> 8 : p.x >> 8;
    lowest = std::min(lowest, at);
    highest = std::max(highest, at);
    const std::int32_t gx = (p.x >> 8) - (s.x >> 8), gy = (p.y >> 8) - (s.y >> 8);
    if (!gapX) gapX = gx, gapY = gy;
    EXPECT_EQ(gx, *gapX) << what << " frame " << f;
    EXPECT_EQ(gy, *gapY) << what << " frame " << f;
  }
  return highest - lowest;
}

}  // namespace solidtile::test
