// stepPlayer runs a built-in profile's config on a step compiled for it
// (every rule and number a constant) and any other config on the general
// step. The two must agree to the byte: same states, same records.
#include <random>
#include <set>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "random_level.h"
#include "solidtile/sonic/player.h"

namespace solidtile {
namespace {

// Every field a step fills in a record, as text: a mismatch reads as a diff.
std::string describe(const StepRecord& r) {
  std::string out = "casts " + std::to_string(r.castCount) + " winner " + std::to_string(r.floorWinner) + "\n";
  for (int i = 0; i < r.castCount; ++i) {
    const CastRecord& c = r.casts[i];
    const SensorResult& h = c.result;
    out += std::string(sensorName(c.sensor)) + " " + dirName(c.dir) + " " + std::to_string(c.x) + "," +
           std::to_string(c.y) + " " + castUseName(c.use) + " d" + std::to_string(h.distance) + " a" +
           std::to_string(h.angle) + " f" + std::to_string(h.found) + " by" + std::to_string(h.decidedBy) + " sv" +
           std::to_string(h.solidVisits) + " v" + std::to_string(h.visitCount);
    for (int v = 0; v < h.visitCount; ++v) {
      const TileVisit& t = h.visits[v];
      out += " [" + std::to_string(t.tx) + "," + std::to_string(t.ty) + " " + std::to_string(t.tile.raw) + " h" +
             std::to_string(t.height) + " i" + std::to_string(t.index) + " s" + std::to_string(t.solid) + "]";
    }
    out += "\n";
  }
  for (int i = 0; i < r.objectTestCount; ++i) {
    const ObjectTest& o = r.objectTests[i];
    out += "object " + std::to_string(o.object) + " " + objectOutcomeName(o.outcome) + " " + std::to_string(o.overlapX) +
           "," + std::to_string(o.overlapY) + " push " + std::to_string(o.pushX) + "," + std::to_string(o.pushY) + "\n";
  }
  for (int i = 0; i < r.eventCount; ++i) {
    out += std::string(eventName(r.events[i].kind)) + " " + std::to_string(r.events[i].a) + " " +
           std::to_string(r.events[i].b) + "\n";
  }
  for (int i = 0; i < r.phaseCount; ++i) {
    const PhaseMark& m = r.phases[i];
    const PlayerState& s = m.after;
    out += std::string(phaseName(m.phase)) + " " + std::to_string(m.castEnd) + " " + std::to_string(m.eventEnd) +
           " x" + std::to_string(s.x) + " y" + std::to_string(s.y) + " gsp" + std::to_string(s.gsp) + "\n";
  }
  return out;
}

// A random level with switchers of every kind and, for sonic1, loop regions.
Level levelWithPaths(std::mt19937& rng) {
  Level level = test::randomLevel(rng, 40, 20);
  for (int i = 0; i < 6; ++i) {
    PathSwitcher sw{static_cast<std::int32_t>(rng() % 640), static_cast<std::int32_t>(rng() % 160), 0,
                    static_cast<std::uint8_t>(rng() % 2), static_cast<std::uint8_t>(rng() % 2), rng() % 3 == 0,
                    rng() % 2 == 0};
    sw.bottom = sw.top + 160 + static_cast<std::int32_t>(rng() % 320);
    level.switchers.push_back(sw);
  }
  level.loops.push_back({256, 0, false});
  level.loops.push_back({0, 256, true});
  return level;
}

std::vector<Input> randomInputs(std::mt19937& rng, int frames) {
  std::vector<Input> inputs(static_cast<std::size_t>(frames));
  Input held = 0;
  for (auto& in : inputs) {
    if (rng() % 8 == 0) held = static_cast<Input>(rng() & input::kAll);
    in = held;
  }
  return inputs;
}

// Steps `a` with stepPlayer on `cfgA` and `b` with the general step on
// `cfgB`, frame by frame, calls check(frame, a, b) after each (stopping at its
// first fatal failure), and respawns both at a random place whenever one
// leaves the level.
// `stepA` is stepPlayer unless a test gives the step playerStepFor chose.
template <typename Check>
void runSideBySide(std::mt19937& rng, const Level& level, const PlayerConfig& cfgA, const PlayerConfig& cfgB,
                   const std::vector<Input>& inputs, StepRecord* recA, StepRecord* recB, Check check,
                   PlayerStepFn stepA = &stepPlayer) {
  PlayerState a = spawnPlayer(cfgA, 150, 40);
  PlayerState b = spawnPlayer(cfgB, 150, 40);
  for (std::size_t f = 0; f < inputs.size(); ++f) {
    stepA(a, level, cfgA, inputs[f], recA, {});
    stepPlayerUnspecialised(b, level, cfgB, inputs[f], recB);
    check(f, a, b);  // may change both states alike before the next frame
    if (::testing::Test::HasFatalFailure()) return;
    if (a.outOfLevel || b.outOfLevel) {
      const int x = 20 + static_cast<int>(rng() % static_cast<unsigned>(level.widthPixels() - 40));
      const int y = static_cast<int>(rng() % static_cast<unsigned>(level.heightPixels()));
      a = spawnPlayer(cfgA, x, y);
      b = spawnPlayer(cfgB, x, y);
    }
  }
}

TEST(PlayerSpecialised, BuiltInProfilesAreKnownByTheirBytesAndEditedOnesAreNot) {
  for (int p = 0; p < kProfileCount; ++p) {
    const Profile profile = static_cast<Profile>(p);
    const PlayerConfig builtin = defaultPlayerConfig(profile);
    ASSERT_EQ(builtinProfileOf(builtin), profile) << profileName(profile);
    PlayerConfig c = builtin;
    c.acc += 1;
    EXPECT_EQ(builtinProfileOf(c), std::nullopt) << profileName(profile);
    c = builtin;
    c.fixOppositeSlopesQuirk = true;  // the last rule
    EXPECT_EQ(builtinProfileOf(c), std::nullopt) << profileName(profile);
    c = builtin;
    applyCharacter(c, Character::Tails);
    EXPECT_EQ(builtinProfileOf(c), std::nullopt) << profileName(profile);
    c = builtin;
    c.bridgeLandsOnSaggedLog = !c.bridgeLandsOnSaggedLog;
    EXPECT_EQ(builtinProfileOf(c), std::nullopt) << profileName(profile);
    c = builtin;
    c.collapseDropSetsAirborne = !c.collapseDropSetsAirborne;
    EXPECT_EQ(builtinProfileOf(c), std::nullopt) << profileName(profile);
    c = builtin;
    c.collapseRemadeAfterBreak = !c.collapseRemadeAfterBreak;
    EXPECT_EQ(builtinProfileOf(c), std::nullopt) << profileName(profile);
    c = builtin;
    c.fallCarriesOnDropFrame = !c.fallCarriesOnDropFrame;
    EXPECT_EQ(builtinProfileOf(c), std::nullopt) << profileName(profile);
    c = builtin;
    c.monitorBreakSetsAirborne = !c.monitorBreakSetsAirborne;  // the last byte
    EXPECT_EQ(builtinProfileOf(c), std::nullopt) << profileName(profile);
    // Another profile's name on this profile's rules is an edited config too.
    c = builtin;
    c.profile = static_cast<Profile>((p + 1) % kProfileCount);
    EXPECT_EQ(builtinProfileOf(c), std::nullopt) << profileName(profile);
  }
}

TEST(PlayerSpecialised, EveryBuiltInProfileStepsAsTheGeneralStepDoesOnRandomLevels) {
  for (int p = 0; p < kProfileCount; ++p) {
    const PlayerConfig cfg = defaultPlayerConfig(static_cast<Profile>(p));
    int switched = 0;
    for (unsigned seed = 1; seed <= 6; ++seed) {
      std::mt19937 rng(seed * 7919 + static_cast<unsigned>(p));
      const Level level = levelWithPaths(rng);
      const std::vector<Input> inputs = randomInputs(rng, 3000);
      const bool withRecord = seed % 3 != 0;
      StepRecord recA, recB;
      recA.recordPhases = recB.recordPhases = seed % 3 == 2;
      runSideBySide(rng, level, cfg, cfg, inputs, withRecord ? &recA : nullptr, withRecord ? &recB : nullptr,
                    [&](std::size_t f, const PlayerState& a, const PlayerState& b) {
                      ASSERT_EQ(a, b) << profileName(cfg.profile) << " seed " << seed << " frame " << f;
                      if (withRecord) {
                        ASSERT_EQ(describe(recA), describe(recB))
                            << profileName(cfg.profile) << " seed " << seed << " frame " << f;
                        switched += recA.has(EventKind::PathSwitched);
                      }
                    });
      if (HasFatalFailure()) return;
    }
    EXPECT_GT(switched, 0) << profileName(cfg.profile) << " never switched paths";
  }
}

TEST(PlayerSpecialised, AnEditedProfileRunsTheGeneralStepAndItsEditsCount) {
  for (int p = 0; p < kProfileCount; ++p) {
    const PlayerConfig builtin = defaultPlayerConfig(static_cast<Profile>(p));
    PlayerConfig edited = builtin;
    edited.top += 0x100;
    edited.acc *= 2;
    edited.jmp -= 0x80;
    ASSERT_EQ(builtinProfileOf(edited), std::nullopt);
    std::mt19937 rng(99 + static_cast<unsigned>(p));
    const Level level = levelWithPaths(rng);
    const std::vector<Input> inputs = randomInputs(rng, 3000);
    StepRecord recA, recB;
    runSideBySide(rng, level, edited, edited, inputs, &recA, &recB,
                  [&](std::size_t f, const PlayerState& a, const PlayerState& b) {
                    ASSERT_EQ(a, b) << profileName(builtin.profile) << " frame " << f;
                    ASSERT_EQ(describe(recA), describe(recB)) << profileName(builtin.profile) << " frame " << f;
                  });
    if (HasFatalFailure()) return;
    // The same run on the unedited profile goes elsewhere: the edits were not read as the built-in's.
    std::mt19937 rerun(99 + static_cast<unsigned>(p));
    const Level same = levelWithPaths(rerun);
    std::size_t differing = 0;
    runSideBySide(rerun, same, edited, builtin, randomInputs(rerun, 3000), nullptr, nullptr,
                  [&](std::size_t, const PlayerState& a, const PlayerState& b) { differing += !(a == b); });
    EXPECT_GT(differing, 0u) << profileName(builtin.profile);
  }
}

TEST(PlayerSpecialised, TheStepChosenOnceForAProfileStepsAsTheGeneralStepDoes) {
  std::set<PlayerStepFn> chosen;
  for (int p = 0; p < kProfileCount; ++p) {
    const PlayerConfig cfg = defaultPlayerConfig(static_cast<Profile>(p));
    const PlayerStepFn step = playerStepFor(cfg);
    ASSERT_NE(step, nullptr);
    EXPECT_NE(step, &stepPlayerUnspecialised) << profileName(cfg.profile) << " got the general step";
    chosen.insert(step);
    for (unsigned seed = 1; seed <= 3; ++seed) {
      std::mt19937 rng(seed * 104729 + static_cast<unsigned>(p));
      const Level level = levelWithPaths(rng);
      const std::vector<Input> inputs = randomInputs(rng, 3000);
      const bool withRecord = seed != 1;
      StepRecord recA, recB;
      runSideBySide(
          rng, level, cfg, cfg, inputs, withRecord ? &recA : nullptr, withRecord ? &recB : nullptr,
          [&](std::size_t f, const PlayerState& a, const PlayerState& b) {
            ASSERT_EQ(a, b) << profileName(cfg.profile) << " seed " << seed << " frame " << f;
            if (withRecord) {
              ASSERT_EQ(describe(recA), describe(recB)) << profileName(cfg.profile) << " frame " << f;
            }
          },
          step);
      if (HasFatalFailure()) return;
    }
  }
  EXPECT_EQ(chosen.size(), static_cast<std::size_t>(kProfileCount)) << "two profiles share one chosen step";
}

TEST(PlayerSpecialised, AnEditedConfigIsGivenTheGeneralStep) {
  for (int p = 0; p < kProfileCount; ++p) {
    PlayerConfig edited = defaultPlayerConfig(static_cast<Profile>(p));
    edited.top += 0x100;
    EXPECT_EQ(playerStepFor(edited), &stepPlayerUnspecialised) << profileName(edited.profile);
    edited = defaultPlayerConfig(static_cast<Profile>(p));
    edited.fixOppositeSlopesQuirk = !edited.fixOppositeSlopesQuirk;
    EXPECT_EQ(playerStepFor(edited), &stepPlayerUnspecialised) << profileName(edited.profile);
  }
}

// A built-in profile's step without a record leaves the objects out when no
// object can be met (issue 26's speed): only when the player stands on none
// and the level has none the profile collides with. A state that says it
// stands on an object the level lacks still takes the full step (which casts
// no floor sensors then), as the general step does.
TEST(PlayerSpecialised, AStateStandingOnAnObjectTheLevelLacksStepsAsTheGeneralStepDoes) {
  for (int p = 0; p < kProfileCount; ++p) {
    const PlayerConfig cfg = defaultPlayerConfig(static_cast<Profile>(p));
    std::mt19937 rng(2626 + static_cast<unsigned>(p));
    const Level level = levelWithPaths(rng);
    ASSERT_TRUE(level.objects.empty());
    const std::vector<Input> inputs = randomInputs(rng, 2000);
    int grounded = 0;
    runSideBySide(rng, level, cfg, cfg, inputs, nullptr, nullptr,
                  [&](std::size_t f, PlayerState& a, PlayerState& b) {
                    ASSERT_EQ(a, b) << profileName(cfg.profile) << " frame " << f;
                    grounded += !a.airborne && f % 7 == 0;
                    if (f % 7 == 0) a.standingOn = b.standingOn = 0;  // for the next frame
                  });
    EXPECT_GT(grounded, 20) << profileName(cfg.profile);
  }
}

// On random levels with objects of every kind, each built-in profile's step
// (the one with the objects) equals the general step, with and without a record.
TEST(PlayerSpecialised, EveryBuiltInProfileStepsAsTheGeneralStepDoesAmongObjects) {
  for (int p = 0; p < kProfileCount; ++p) {
    const PlayerConfig cfg = defaultPlayerConfig(static_cast<Profile>(p));
    int landed = 0;
    for (unsigned seed = 1; seed <= 4; ++seed) {
      std::mt19937 rng(seed * 6151 + static_cast<unsigned>(p));
      Level level = levelWithPaths(rng);
      test::addRandomObjects(level, rng, 24);
      const std::vector<Input> inputs = randomInputs(rng, 2000);
      const bool withRecord = seed % 2 == 0;
      StepRecord recA, recB;
      runSideBySide(rng, level, cfg, cfg, inputs, withRecord ? &recA : nullptr, withRecord ? &recB : nullptr,
                    [&](std::size_t f, const PlayerState& a, const PlayerState& b) {
                      ASSERT_EQ(a, b) << profileName(cfg.profile) << " seed " << seed << " frame " << f;
                      if (withRecord) {
                        ASSERT_EQ(describe(recA), describe(recB)) << profileName(cfg.profile) << " frame " << f;
                        landed += recA.has(EventKind::ObjectLanded);
                      }
                    });
      if (HasFatalFailure()) return;
    }
    if (cfg.solidObjects) {
      EXPECT_GT(landed, 0) << profileName(cfg.profile) << " never landed on an object";
    }
  }
}

}  // namespace
}  // namespace solidtile
