// The games' oscillating values (OscillateNumInit / OscillateNumDo) and the
// objects that move by them (Obj18's oscillating subtypes), against a
// step-by-step run of the routine written here from its rules.
#include "solidtile/level/oscillation.h"

#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <vector>

#include "object_level.h"
#include "solidtile/level/object_list.h"
#include "solidtile/sonic/player.h"

namespace solidtile {
namespace {

// OscillateNumDo, one frame, from the routine's text: per oscillator (d1 from
// $F down, its direction bit d1 of the bitfield) "add.w d2,rate" going up or
// "sub.w d2,rate" going down, "add.w rate,value", then "cmp.b value,d4":
// up turns down once the value's high byte is not below the limit's low byte
// (bhi skips), down turns up once it is below (bls skips).
struct Routine {
  std::uint16_t bits;
  std::uint16_t value[16], rate[16];
  const std::uint16_t (*settings)[2];
  void run() {
    for (int i = 0; i < 16; ++i) {
      const int d1 = 15 - i;
      const auto d2 = settings[i][0];
      const auto d4 = static_cast<std::uint8_t>(settings[i][1]);
      if (!(bits & (1u << d1))) {
        rate[i] = static_cast<std::uint16_t>(rate[i] + d2);
        value[i] = static_cast<std::uint16_t>(value[i] + rate[i]);
        if (d4 <= (value[i] >> 8)) bits = static_cast<std::uint16_t>(bits | (1u << d1));
      } else {
        rate[i] = static_cast<std::uint16_t>(rate[i] - d2);
        value[i] = static_cast<std::uint16_t>(value[i] + rate[i]);
        if (d4 > (value[i] >> 8)) bits = static_cast<std::uint16_t>(bits & ~(1u << d1));
      }
    }
  }
};

// s1disasm "_inc/Oscillatory Routines.asm" .settings; s2.asm Osc_Data2.
constexpr std::uint16_t kS1Settings[16][2] = {{2, 0x10}, {2, 0x18}, {2, 0x20}, {2, 0x30}, {4, 0x20}, {8, 8},
                                              {8, 0x40}, {4, 0x40}, {2, 0x50}, {2, 0x50}, {2, 0x20}, {3, 0x30},
                                              {5, 0x50}, {7, 0x70}, {2, 0x10}, {2, 0x10}};
constexpr std::uint16_t kS2Settings[16][2] = {{2, 0x10}, {2, 0x18}, {2, 0x20}, {2, 0x30}, {4, 0x20}, {8, 8},
                                              {8, 0x40}, {4, 0x40}, {2, 0x38}, {2, 0x38}, {2, 0x20}, {3, 0x30},
                                              {5, 0x50}, {7, 0x70}, {2, 0x40}, {2, 0x40}};

// OscillateNumInit's data: .baselines (Sonic 1), Osc_Data (Sonic 2).
Routine sonic1Start() {
  Routine r{0b0000000001111100, {}, {}, kS1Settings};
  const std::uint16_t v[16][2] = {{0x80, 0}, {0x80, 0}, {0x80, 0}, {0x80, 0}, {0x80, 0}, {0x80, 0},
                                  {0x80, 0}, {0x80, 0}, {0x80, 0}, {0x50F0, 0x11E}, {0x2080, 0xB4}, {0x3080, 0x10E},
                                  {0x5080, 0x1C2}, {0x7080, 0x276}, {0x80, 0}, {0x80, 0}};
  for (int i = 0; i < 16; ++i) r.value[i] = v[i][0], r.rate[i] = v[i][1];
  return r;
}

Routine sonic2Start() {
  Routine r{0b0000000001111101, {}, {}, kS2Settings};
  const std::uint16_t v[16][2] = {{0x80, 0}, {0x80, 0}, {0x80, 0}, {0x80, 0}, {0x80, 0}, {0x80, 0},
                                  {0x80, 0}, {0x80, 0}, {0x80, 0}, {0x3848, 0xEE}, {0x2080, 0xB4}, {0x3080, 0x10E},
                                  {0x5080, 0x1C2}, {0x7080, 0x276}, {0x80, 0}, {0x4000, 0xFE}};
  for (int i = 0; i < 16; ++i) r.value[i] = v[i][0], r.rate[i] = v[i][1];
  return r;
}

TEST(Oscillation, ValuesAreTheRoutinesAfterThatManyUpdates) {
  for (const OscTable t : {OscTable::Sonic1, OscTable::Sonic2}) {
    Routine r = t == OscTable::Sonic1 ? sonic1Start() : sonic2Start();
    // Past every cycle more than once (the longest is 572 updates).
    for (std::uint32_t n = 0; n < 2000; ++n) {
      for (int i = 0; i < 16; ++i) ASSERT_EQ(oscillatorValue(t, i, n), r.value[i]) << oscTableName(t) << " #" << i << " after " << n;
      r.run();
    }
  }
}

TEST(Oscillation, PeriodsRepeatTheRoutine) {
  for (const OscTable t : {OscTable::Sonic1, OscTable::Sonic2}) {
    for (int i = 0; i < 16; ++i) {
      const std::uint32_t p = oscillatorPeriod(t, i);
      ASSERT_GT(p, 0u);
      // A frame count past 32 bits of updates still lands in the cycle.
      for (const std::uint32_t n : {0u, 1u, 77u, 1000u, 123456789u, 4294967295u})
        EXPECT_EQ(oscillatorValue(t, i, n), oscillatorValue(t, i, n % p)) << i;
    }
  }
  // The one both games' Obj18 reads (the byte at v_oscillate+$1A /
  // Oscillating_Data+$18): frequency 8, limit $40 from $0080 going up.
  EXPECT_EQ(oscillatorPeriod(OscTable::Sonic1, 6), 256u);
  EXPECT_EQ(oscillatorPeriod(OscTable::Sonic2, 6), 256u);
  // Its first updates by hand: rate 8, 16, 24, ..., value $80 + 8 + 16 + ...
  EXPECT_EQ(oscillatorValue(OscTable::Sonic1, 6, 0), 0x0080);
  EXPECT_EQ(oscillatorValue(OscTable::Sonic1, 6, 1), 0x0088);
  EXPECT_EQ(oscillatorValue(OscTable::Sonic1, 6, 2), 0x0098);
  EXPECT_EQ(oscillatorValue(OscTable::Sonic1, 6, 6), 0x0080 + 8 * 21);  // 8 * (1 + ... + 6)
  // Sonic 2's last oscillator starts at $4000 going down (bit 0 of %...1101).
  EXPECT_EQ(oscillatorValue(OscTable::Sonic2, 15, 1), 0x4000 + 0xFE - 2);
}

// Sonic 1's Obj18 subtype 1 (.type01: "move.b obAngle(a0),d1; subi.b #$40,d1;
// ext.w d1; add.w d1,d0" from the origin x, then .chgmotion saves this frame's
// v_oscillate+$1A byte in obAngle for the next).
SolidObject sideways(std::int32_t x, std::int32_t y) {
  SolidObject o;
  o.w = 0x40;
  o.h = 16;
  o.topOnly = true;
  o.path = {{x, y}};
  o.osc = {OscTable::Sonic1, 6, ObjectAxis::X, 0x40, false, 0, true};
  return o;
}

// The routine's values after 0, 1, 2, ... updates, oscillator by oscillator.
std::vector<std::array<std::uint16_t, 16>> runRoutine(Routine r, int updates) {
  std::vector<std::array<std::uint16_t, 16>> out;
  for (int n = 0; n < updates; ++n) {
    std::array<std::uint16_t, 16> v{};
    for (int i = 0; i < 16; ++i) v[static_cast<std::size_t>(i)] = r.value[i];
    out.push_back(v);
    r.run();
  }
  return out;
}

// The value's high byte the objects read on frame f: frame f is the main
// loop's frame f (v_framecount), run after f - 1 updates; the angle byte
// (.chgmotion's "move.b (v_oscillate+$1A).w,obAngle(a0)") was saved a frame
// earlier; the first frames read the start value.
int byteOn(const std::vector<std::array<std::uint16_t, 16>>& v, int osc, std::uint32_t f, bool lagged) {
  const std::uint32_t behind = lagged ? 2 : 1;
  const std::size_t n = f > behind ? f - behind : 0;
  return v[n][static_cast<std::size_t>(osc)] >> 8;
}

TEST(Oscillation, Sonic1SidewaysPlatformFollowsTheAngleItSavedLastFrame) {
  const SolidObject o = sideways(1000, 500);
  const auto v = runRoutine(sonic1Start(), 700);
  for (std::uint32_t f = 0; f < 600; ++f) {
    // .type01: obAngle - $40 as a signed byte, added to the origin x.
    const int x = 1000 + static_cast<std::int8_t>(static_cast<std::uint8_t>(byteOn(v, 6, f, true) - 0x40));
    ASSERT_EQ(objectPosition(o, f), (ObjectPos{x * 256, 500 * 256})) << "frame " << f;
  }
  // Some frames by hand: the first frames at the left end ($00 - $40); the
  // value's high byte first reaches $80 after 122 updates (the rate climbs by
  // 8 until the byte passes $40, then falls back), so frame 124 is at the right end.
  EXPECT_EQ(objectPosition(o, 0).x >> 8, 1000 - 0x40);
  EXPECT_EQ(objectPosition(o, 1).x >> 8, 1000 - 0x40);
  EXPECT_EQ(oscillatorValue(OscTable::Sonic1, 6, 121) >> 8, 0x7F);
  EXPECT_EQ(oscillatorValue(OscTable::Sonic1, 6, 122) >> 8, 0x80);
  EXPECT_EQ(objectPosition(o, 123).x >> 8, 1000 + 0x3F);
  EXPECT_EQ(objectPosition(o, 124).x >> 8, 1000 + 0x40);
}

// Sonic 2's Obj18 $C (.altNormal: Oscillating_Data+$C, osc 3, read this
// frame, "subi.b #$30,d1") and $B (.normal of ShortVertical: "neg.b d1;
// addi.b #$40,d1; ext.w d1; asr.w #1,d1" on the saved angle).
TEST(Oscillation, Sonic2VerticalPlatformsReadTheirBytes) {
  SolidObject alt = sideways(200, 300);
  alt.osc = {OscTable::Sonic2, 3, ObjectAxis::Y, 0x30, false, 0, false};
  SolidObject shortOne = sideways(200, 300);
  shortOne.osc = {OscTable::Sonic2, 6, ObjectAxis::Y, 0x40, true, 1, true};
  const auto v = runRoutine(sonic2Start(), 1300);
  for (std::uint32_t f = 0; f < 1200; ++f) {
    const int altY = 300 + static_cast<std::int8_t>(static_cast<std::uint8_t>(byteOn(v, 3, f, false) - 0x30));
    ASSERT_EQ(objectPosition(alt, f), (ObjectPos{200 * 256, altY * 256})) << "frame " << f;
    const int shortY = 300 + (static_cast<std::int8_t>(static_cast<std::uint8_t>(0x40 - byteOn(v, 6, f, true))) >> 1);
    ASSERT_EQ(objectPosition(shortOne, f), (ObjectPos{200 * 256, shortY * 256})) << "frame " << f;
  }
}

TEST(Oscillation, TheListPlacesThemAsObjectPositionAndBoundsTheirSwing) {
  SolidObject up = sideways(50, 400);
  up.osc.axis = ObjectAxis::Y;
  up.osc.negate = true;
  const ObjectList list({sideways(1000, 500), up});
  for (std::size_t i = 0; i < list.size(); ++i) {
    const SolidObject& o = list[i];
    ObjectBounds seen;
    for (std::uint32_t f = 0; f < 700; ++f) {
      const ObjectPos p = list.position(i, f);
      ASSERT_EQ(p, objectPosition(o, f)) << i << " frame " << f;
      const ObjectList::Positions both = list.positions(i, f);
      ASSERT_EQ(both.now, p);
      ASSERT_EQ(both.was, objectPosition(o, f == 0 ? 0 : f - 1)) << "frame 0 has no move into it";
      seen.left = std::min(seen.left, p.x >> 8);
      seen.top = std::min(seen.top, p.y >> 8);
      seen.right = std::max(seen.right, (p.x >> 8) + o.w);
      seen.bottom = std::max(seen.bottom, (p.y >> 8) + o.h);
    }
    EXPECT_EQ(list.bounds(i), seen) << i;
  }
  EXPECT_EQ(list.bounds(0).left, 1000 - 0x40);
  EXPECT_EQ(list.bounds(0).right, 1000 + 0x40 + 0x40);
}

TEST(Oscillation, ProblemsNameTheField) {
  SolidObject o = sideways(0, 0);
  EXPECT_EQ(objectProblem(o), "");
  o.path.push_back({10, 0});
  EXPECT_EQ(objectProblem(o), "an oscillating object's path is its origin alone (one point)");
  o = sideways(0, 0);
  o.osc.index = 16;
  EXPECT_EQ(objectProblem(o), "oscillate.index is 16, outside 0..15");
  o = sideways(0, 0);
  o.osc.shift = 8;
  EXPECT_EQ(objectProblem(o), "oscillate.shift is 8, outside 0..7");
  o = sideways(0, 0);
  o.kind = ObjectKind::Bridge;
  o.logs = 4;
  o.w = 64;
  EXPECT_EQ(objectProblem(o), "a bridge does not oscillate");
}

// Every profile's player stands on Sonic 2's sideways Obj18 (subtype 1) and
// is carried by it: each frame he moves as far as it does (MvSonicOnPtfm),
// his feet on its top, for several swings.
TEST(Oscillation, EveryProfilesPlayerRidesASwingingPlatform) {
  SolidObject p = sideways(400, 300);
  p.h = 14;
  p.osc.table = OscTable::Sonic2;
  const Level level = test::levelWith({p});
  for (const Profile prof : {Profile::Guide, Profile::Sonic1, Profile::Sonic2, Profile::Sonic3K}) {
    const PlayerConfig cfg = defaultPlayerConfig(prof);
    PlayerState s = spawnPlayer(cfg, 400 - 0x40 + 0x20, 260);  // above its middle on frame 0 (the left end)
    int carried = 0, standing = 0;
    for (int i = 0; i < 700; ++i) {
      const bool on = s.standingOn == 0;
      const std::uint32_t f = s.frame;
      const Sub x0 = s.x;
      stepPlayer(s, level, cfg, 0);
      if (!on || s.standingOn != 0) continue;
      ++standing;
      // The step from frame f moves the objects from their frame-f place to their frame f + 1 one.
      const std::int32_t was = objectPosition(p, f).x >> 8, now = objectPosition(p, f + 1).x >> 8;
      ASSERT_EQ((s.x >> 8) - (x0 >> 8), now - was) << profileName(prof) << " frame " << f;
      carried += now != was;
    }
    EXPECT_GT(standing, 600) << profileName(prof);
    EXPECT_GT(carried, 400) << profileName(prof);
  }
}

// Level format 14's second axis, as Sonic 1's Obj5A subtype 2 has it
// (Circ_Types .type00 with bit 1: "neg.w d1; exg d1,d2", so x = byte 9 -
// $50 and y = $50 - byte 8, both read as they are). Checked on every frame of
// two cycles against the routine run here step by step.
SolidObject circling(std::int32_t x, std::int32_t y) {
  SolidObject o = sideways(x, y);
  o.w = 0x30;
  o.osc = {OscTable::Sonic1, 9, ObjectAxis::X, 0x50, false, 0, false};
  o.osc.otherIndex = 8;
  o.osc.otherNegate = true;
  return o;
}

TEST(Oscillation, ASecondOscillatorMovesTheOtherAxis) {
  const SolidObject o = circling(700, 400);
  const auto v = runRoutine(sonic1Start(), 1200);
  for (std::uint32_t f = 0; f < 1150; ++f) {
    const int dx = static_cast<std::int8_t>(static_cast<std::uint8_t>(byteOn(v, 9, f, false) - 0x50));
    const int dy = -static_cast<std::int8_t>(static_cast<std::uint8_t>(byteOn(v, 8, f, false) - 0x50));  // neg.w
    ASSERT_EQ(objectPosition(o, f), (ObjectPos{(700 + dx) * 256, (400 + dy) * 256})) << "frame " << f;
  }
  // The same read with the axes named the other way round.
  SolidObject turned = o;
  turned.osc = {OscTable::Sonic1, 8, ObjectAxis::Y, 0x50, true, 0, false};
  turned.osc.otherIndex = 9;
  for (std::uint32_t f = 0; f < 600; ++f) ASSERT_EQ(objectPosition(turned, f), objectPosition(o, f)) << f;
  // Its reach covers both swings.
  const ObjectList list({o});
  EXPECT_EQ(list.bounds(0).left, 700 - 0x50);
  EXPECT_EQ(list.bounds(0).right, 700 + 0x50 + 0x30);
  EXPECT_EQ(list.bounds(0).top, 400 - 0x50);
  EXPECT_EQ(list.bounds(0).bottom, 400 + 0x50 + 16);
  EXPECT_EQ(otherAxisOf(o.osc).axis, ObjectAxis::Y);
  EXPECT_EQ(otherAxisOf(o.osc).index, 8);
  EXPECT_FALSE(hasOtherAxis(otherAxisOf(o.osc)));
}

TEST(Oscillation, TheSecondOscillatorsIndexIsChecked) {
  SolidObject o = circling(0, 0);
  EXPECT_EQ(objectProblem(o), "");
  o.osc.otherIndex = 16;
  EXPECT_EQ(objectProblem(o), "oscillate.other_index is 16, outside 0..15");
}

// Sonic 1's and Sonic 2's players stand on a circling platform and are
// carried by exactly its move on both axes each frame (MvSonicOnPtfm2: x by
// the new x less the old, y put on its top), over a whole turn.
// Sonic 1's on Obj5A's shape (48 x 16), Sonic 2's on Obj19's (48 x 32, type $A:
// oscillators $E and $F about $40, "btst #1,d0" swapping them).
TEST(Oscillation, Sonic1AndSonic2PlayersRideACirclingPlatform) {
  for (const Profile prof : {Profile::Sonic1, Profile::Sonic2}) {
    SolidObject p = circling(400, 300);
    if (prof == Profile::Sonic2) {
      p.h = 32;
      p.osc = {OscTable::Sonic2, 15, ObjectAxis::X, 0x40, false, 0, false};
      p.osc.otherIndex = 14;
      p.osc.otherNegate = true;
    }
    const Level level = test::levelWith({p});
    const PlayerConfig cfg = defaultPlayerConfig(prof);
    const ObjectPos start = objectPosition(p, 0);
    PlayerState s = spawnPlayer(cfg, (start.x >> 8) + 0x18, (start.y >> 8) - 30);  // above its middle on frame 0
    int standing = 0, carriedX = 0, carriedY = 0;
    for (int i = 0; i < 700; ++i) {
      const bool on = s.standingOn == 0;
      const std::uint32_t f = s.frame;
      const Sub x0 = s.x, y0 = s.y;
      stepPlayer(s, level, cfg, 0);
      if (!on || s.standingOn != 0) {
        standing = 0;
        continue;
      }
      // The frame after landing settles his feet (Sonic 2's landing row is
      // not its standing one: SonlvlObj19's ride waits too).
      if (++standing == 1) continue;
      const ObjectPos was = objectPosition(p, f), now = objectPosition(p, f + 1);
      const std::int32_t dx = (now.x >> 8) - (was.x >> 8), dy = (now.y >> 8) - (was.y >> 8);
      ASSERT_EQ((s.x >> 8) - (x0 >> 8), dx) << profileName(prof) << " frame " << f;
      ASSERT_EQ((s.y >> 8) - (y0 >> 8), dy) << profileName(prof) << " frame " << f;
      carriedX += dx != 0;
      carriedY += dy != 0;
    }
    EXPECT_GT(standing, 520) << profileName(prof) << ": more than one whole turn (572, 508 frames)";
    EXPECT_GT(carriedX, 300) << profileName(prof);
    EXPECT_GT(carriedY, 300) << profileName(prof);
  }
}

}  // namespace
}  // namespace solidtile
