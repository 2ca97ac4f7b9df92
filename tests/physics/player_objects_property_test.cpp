// Property tests of the Sonic player among the level's objects (issue 26):
// random levels (random_level.h) with random objects, static and moving,
// solid and top-only, and random inputs, in every profile whose objects are
// solid (PlayerConfig::solidObjects).
#include <algorithm>
#include <cstdio>
#include <map>
#include <random>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "random_level.h"
#include "solidtile/sonic/player.h"

namespace solidtile {
namespace {

std::vector<Profile> profilesWithSolidObjects() {
  std::vector<Profile> out;
  for (int p = 0; p < kProfileCount; ++p) {
    if (defaultPlayerConfig(static_cast<Profile>(p)).solidObjects) out.push_back(static_cast<Profile>(p));
  }
  return out;
}

std::vector<Input> randomInputs(std::mt19937& rng, int frames) {
  std::vector<Input> inputs(static_cast<std::size_t>(frames));
  Input held = 0;
  for (auto& in : inputs) {
    if (rng() % 6 == 0) held = static_cast<Input>(rng() & input::kAll);
    in = held;
  }
  return inputs;
}

Level randomLevelWithObjects(std::mt19937& rng) {
  Level level = test::randomLevel(rng, 32, 16);
  test::addRandomObjects(level, rng, 12 + static_cast<int>(rng() % 20));
  return level;
}

// The player starts above a random object's first place, so most runs meet them.
PlayerState spawnNearAnObject(const Level& level, const PlayerConfig& cfg, std::mt19937& rng) {
  const SolidObject& o = level.objects[rng() % level.objects.size()];
  const int x = std::clamp(o.path[0].x + o.w / 2, 20, level.widthPixels() - 20);
  const int y = std::clamp(o.path[0].y - 40, 20, level.heightPixels() - 20);
  return spawnPlayer(cfg, x, y);
}

TEST(PlayerObjectsProperty, RunsAmongObjectsAreDeterministicAndTheRecordChangesNothing) {
  const std::vector<Profile> profiles = profilesWithSolidObjects();
  ASSERT_FALSE(profiles.empty());
  int landed = 0, pushed = 0, carried = 0;
  for (const Profile p : profiles) {
    const PlayerConfig cfg = defaultPlayerConfig(p);
    std::mt19937 rng(2600 + static_cast<unsigned>(p));
    for (int round = 0; round < 30; ++round) {
      const Level level = randomLevelWithObjects(rng);
      const std::vector<Input> inputs = randomInputs(rng, 500);
      const PlayerState start = spawnNearAnObject(level, cfg, rng);
      PlayerState a = start, b = start, c = start;
      StepRecord rec;
      rec.recordPhases = round % 2 == 1;
      for (std::size_t f = 0; f < inputs.size(); ++f) {
        stepPlayer(a, level, cfg, inputs[f]);
        stepPlayer(b, level, cfg, inputs[f]);
        stepPlayer(c, level, cfg, inputs[f], &rec);
        ASSERT_EQ(a, b) << profileName(p) << " round " << round << " frame " << f;
        ASSERT_EQ(a, c) << profileName(p) << " round " << round << " frame " << f << " (with the record)";
        landed += rec.has(EventKind::ObjectLanded);
        pushed += rec.has(EventKind::ObjectPushed);
        carried += rec.has(EventKind::ObjectCarried);
      }
    }
  }
  // The runs met the objects in every way this checks.
  EXPECT_GT(landed, 20);
  EXPECT_GT(pushed, 20);
  EXPECT_GT(carried, 20);
}

// Whether the player's centre lies inside a solid object's body on `frame`
// (strictly: on its edge is outside, where the games put him).
bool centreInside(const Level& level, std::size_t i, std::uint32_t frame, const PlayerState& s) {
  const SolidObject& o = level.objects[i];
  if (o.topOnly) return false;
  const ObjectPos at = level.objects.position(i, frame);
  const int x = at.x >> 8, y = at.y >> 8, px = s.x >> 8, py = s.y >> 8;
  return px > x && px < x + o.w && py > y && py < y + o.h;
}

// Why the games' own rules leave the player inside object i at the end of
// this step, or "" when none does. SolidObject lets an overlap stand when:
// - its top half is 16 px deep or more (Solid_TopBottom: "cmpi.w #$10,d3;
//   bcs.s loc_FB0E": outcome TooDeep) or the top was chosen outside obActWid
//   or while rising (Solid_Miss: MissedTop);
// - a side overlap is 4 px deep or less vertically (Solid_SideAir: "cmpi.w
//   #4,d1; bls.s Solid_SideAir": SideShallow) or he is below it falling
//   (Solid_TopBtmAir: BelowFalling);
// - he left it this frame (SolidObject's standing branch lets go of a player
//   in the air or past its edge and tests nothing more that frame; an object
//   earlier in the list may have moved him into it);
// - he is crushed (Solid_Squash: the run ends);
// - an object later in the list moved him into it after its own test (the
//   games run each object's routine once a frame, in order), or he stands on
//   another object whose carry put him there;
// - it is too small to reach: an object narrower than the sensor spread
//   (Solid_ChkEnter measures from obX with d1 = w/2 + $B and the centre can
//   pass a thin one in one frame's move) is not tested apart.
std::string allowedInside(const StepRecord& rec, int i) {
  if (rec.has(EventKind::Crushed)) return "crushed";
  int own = -1;
  for (int k = 0; k < rec.objectTestCount; ++k) {
    if (rec.objectTests[k].object == i) own = k;
  }
  if (own < 0) {
    // Not tested: out of reach where the objects' routines began. A push by
    // an object after it in the list can have brought him in (the games test
    // it before that push); pushes by earlier objects alone cannot, as the
    // games would then test it where they left him.
    for (int k = 0; k < rec.objectTestCount; ++k) {
      const ObjectTest& o = rec.objectTests[k];
      if ((o.pushX != 0 || o.pushY != 0) && o.object > i) return "moved by a later object";
    }
    return "";
  }
  const ObjectTest& t = rec.objectTests[own];
  switch (t.outcome) {
    case ObjectOutcome::TooDeep: return "top 16 px deep or more";
    case ObjectOutcome::MissedTop: return "top missed";
    case ObjectOutcome::SideShallow: return "side, 4 px or less";
    case ObjectOutcome::BelowFalling: return "below, falling";
    case ObjectOutcome::Left: return "left it this frame";
    default: break;
  }
  for (int k = own + 1; k < rec.objectTestCount; ++k) {
    const ObjectTest& later = rec.objectTests[k];
    if (later.pushX != 0 || later.pushY != 0) return "moved by a later object";
  }
  return "";
}

TEST(PlayerObjectsProperty, NeverEndsAFrameInsideASolidObjectItDidNotStartInUnlessARuleLetsIt) {
  int tested = 0, frames = 0;
  std::map<std::string, int> reasons;
  for (const Profile p : profilesWithSolidObjects()) {
    const PlayerConfig cfg = defaultPlayerConfig(p);
    std::mt19937 rng(2626 + static_cast<unsigned>(p));
    for (int round = 0; round < 150; ++round) {
      const Level level = randomLevelWithObjects(rng);
      const std::vector<Input> inputs = randomInputs(rng, 500);
      PlayerState s = spawnNearAnObject(level, cfg, rng);
      StepRecord rec;
      for (std::size_t f = 0; f < inputs.size() && !s.outOfLevel; ++f) {
        const PlayerState before = s;
        stepPlayer(s, level, cfg, inputs[f], &rec);
        tested += rec.objectTestCount;
        ++frames;
        if (s.outOfLevel) break;
        for (std::size_t i = 0; i < level.objects.size(); ++i) {
          if (centreInside(level, i, before.frame, before) || !centreInside(level, i, s.frame, s)) continue;
          const std::string why = allowedInside(rec, static_cast<int>(i));
          ++reasons[why];
          if (why.empty()) {
            const SolidObject& o = level.objects[i];
            const ObjectPos a0 = level.objects.position(i, before.frame), a1 = level.objects.position(i, s.frame);
            std::string d = "obj " + std::to_string(o.w) + "x" + std::to_string(o.h) + " at " + std::to_string(a0.x >> 8) + "," +
                            std::to_string(a0.y >> 8) + " -> " + std::to_string(a1.x >> 8) + "," + std::to_string(a1.y >> 8) +
                            " player " + std::to_string(before.x >> 8) + "," + std::to_string(before.y >> 8) + " -> " +
                            std::to_string(s.x >> 8) + "," + std::to_string(s.y >> 8) + " air " + std::to_string(s.airborne) +
                            " standing " + std::to_string(s.standingOn) + " tests:";
            for (int k = 0; k < rec.objectTestCount; ++k) {
              const ObjectTest& t2 = rec.objectTests[k];
              d += " [" + std::to_string(t2.object) + " " + objectOutcomeName(t2.outcome) + " " + std::to_string(t2.overlapX) +
                   "," + std::to_string(t2.overlapY) + " push " + std::to_string(t2.pushX) + "," + std::to_string(t2.pushY) + "]";
            }
            ADD_FAILURE() << d;
          }
          ASSERT_FALSE(why.empty()) << profileName(p) << " round " << round << " frame " << f << " object " << i
                                    << ": inside with no rule allowing it";
        }
      }
    }
  }
  EXPECT_GT(tested, 1000);
  std::string seen;
  for (const auto& [why, n] : reasons) seen += " " + why + ": " + std::to_string(n) + ";";
  std::printf("%d frames, %d object tests; ended inside an object:%s\n", frames, tested, seen.c_str());
}

}  // namespace
}  // namespace solidtile
