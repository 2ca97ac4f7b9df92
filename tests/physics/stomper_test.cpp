// Chained stompers against the Sonic player (sonic/stomper.h,
// level/stomper.h): Sonic 1's Obj31 ("_incObj/31 Chained Stompers.asm":
// CStom_Main, loc_B798, CStom_Type01, CStom_Type03, loc_B7FE), the routine
// transcribed and run beside the kind. Purpose-built levels: levelWith's
// ground at y 448 and a stomper above it.
#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <string>

#include "../support/stomper_object.h"
#include "object_level.h"
#include "slot_stepper.h"
#include "solidtile/input.h"
#include "solidtile/level/object_state.h"
#include "solidtile/level/stomper.h"
#include "solidtile/sonic/player.h"

namespace solidtile::test {
namespace stomper {  // apart from the other tests' names in a unity build
namespace {

constexpr std::array<Profile, 4> kProfiles = {Profile::Sonic1, Profile::Sonic2, Profile::Sonic3K, Profile::Guide};

// Obj31's state as written: objoff_32, obVelY, objoff_36, objoff_38 and its subtype.
struct Obj31 {
  std::uint16_t pos = 0, vel = 0, phase = 0, timer = 0, drop = 0;
  std::uint8_t subtype = 0;
  explicit Obj31(std::uint8_t s) : drop(kStomperDrops[s & 0xF]), subtype(s) {}  // CStom_Main: word_B6A4
  void run(std::int16_t playerX, std::int16_t obX) {
    const int type = subtype & 0xF;
    if (type == 3 || type == 5) {  // CStom_Type03
      auto d0 = static_cast<std::uint16_t>(playerX - obX);
      if (static_cast<std::uint16_t>(playerX) < static_cast<std::uint16_t>(obX)) d0 = static_cast<std::uint16_t>(-d0);  // "bcc.s; neg.w d0"
      if (d0 < 0x90) ++subtype;  // "cmpi.w #$90,d0; bhs.s; addq.b #1,obSubtype(a0)"
      return;
    }
    if (phase != 0) {  // CStom_Type01, objoff_36 set
      if (timer != 0) {
        --timer;  // "subq.w #1,objoff_38(a0)"
        return;
      }
      const bool borrow = pos < 0x80;  // "subi.w #$80,objoff_32(a0); bcc.s"
      pos = static_cast<std::uint16_t>(pos - 0x80);
      if (borrow) pos = 0, vel = 0, phase = 0;
      return;
    }
    if (drop == pos) return;  // loc_B938: "cmp.w objoff_32(a0),d1; beq.s"
    const std::uint16_t d0 = vel;
    vel = static_cast<std::uint16_t>(vel + 0x70);
    pos = static_cast<std::uint16_t>(pos + d0);
    if (drop > pos) return;  // "bhi.s loc_B97C"
    pos = drop, vel = 0, phase = 1, timer = 0x3C;
  }
};

TEST(Stomper, ItsPlaceIsTheRoutinesOnEveryFrame) {
  for (const std::uint8_t subtype : {std::uint8_t{1}, std::uint8_t{2}, std::uint8_t{4}, std::uint8_t{6}, std::uint8_t{0x11},
                                     std::uint8_t{0x12}, std::uint8_t{3}, std::uint8_t{0x23}, std::uint8_t{5}}) {
    for (const std::uint32_t near : {0u, 7u, 250u}) {
      Obj31 g(subtype);
      const bool armed = stomperTriggered(subtype);
      std::uint32_t trigger = ObjectSlot::kNever;
      for (std::uint32_t f = 0; f < 1200; ++f) {
        // The player far until frame `near`, then within $8F.
        const std::int16_t px = static_cast<std::int16_t>(f < near ? 2000 : 1000 + 0x8F);
        const std::uint8_t before = g.subtype;
        g.run(px, 1000);
        if (armed && g.subtype != before && trigger == ObjectSlot::kNever) trigger = f;
        const std::uint32_t since = !armed ? 0 : (trigger == ObjectSlot::kNever ? ObjectSlot::kNever : trigger + 1);
        const StomperView v = stomperAt(stomperDrop(subtype), since, f);
        ASSERT_EQ(v.pos, g.pos) << int(subtype) << " near " << near << " frame " << f;
      }
      if (armed) {
        EXPECT_EQ(trigger, near) << int(subtype);
      }
    }
  }
  // Type 2 ($5000, 80 px): the fall's runs reach it on run 19 ($70 x 18 x 19 / 2 = $4AD0 < $5000 <= $70 x 19 x 20 / 2).
  EXPECT_EQ(stomperAt(0x5000, 0, 18).pos, 0x70 * 18 * 19 / 2);
  EXPECT_EQ(stomperAt(0x5000, 0, 19).pos, 0x5000);
  EXPECT_EQ(stomperAt(0x5000, 0, 79).phase, StomperPhase::Waiting);   // 60 still
  EXPECT_EQ(stomperAt(0x5000, 0, 80).pos, 0x5000 - 0x80);             // then $80 a frame up
  EXPECT_EQ(stomperAt(0x5000, 0, 79 + 0xA0).pos, 0);                  // 160 rises to 0
  EXPECT_EQ(stomperAt(0x5000, 0, 80 + 0xA0).phase, StomperPhase::Rising);  // the borrow
  EXPECT_EQ(stomperAt(0x5000, 0, 81 + 0xA0).phase, StomperPhase::Falling);  // falling again: a period of 241
  EXPECT_EQ(stomperAt(0x5000, 0, 82 + 0xA0).pos, 0x70);
}

// A type 3 / 5 stays armed until the player's x is within $8F of obX (at any height).
TEST(Stomper, TypeThreeWaitsForThePlayerWithinNinetyAcross) {
  for (const int dx : {0x8F, -0x8F, 0x90, -0x90}) {
    const Level l = levelWith({stomperObjectAt(600, 200, 0x23)});
    SlotStepper r(l, Profile::Sonic1, 600 + dx, 448 - 20);
    for (int f = 0; f < 30; ++f) r.step();
    const bool within = dx > -0x90 && dx < 0x90;
    EXPECT_EQ(r.slots[0].since != ObjectSlot::kNever, within) << dx;
    if (within) {
      EXPECT_EQ(r.slots[0].since, 1u) << dx;  // its first run (the step's frame 1)
    }
  }
}

// Standing on it as it rises: KillSonic once objoff_32's high byte is under
// $10 ("cmpi.b #$10,objoff_32(a0); bhs.s"), in every profile.
TEST(Stomper, RidingItUpToTheTopKillsThePlayerInEveryProfile) {
  for (const Profile p : kProfiles) {
    const int x = 600, y = 200;  // type 2 ($5000: 80 px down at the bottom)
    const Level l = levelWith({stomperObjectAt(x, y, 0x02)});
    SlotStepper r(l, p, x - 40, 100);
    bool ended = false;
    for (std::uint32_t f = 1; f < 400 && !ended; ++f) {
      r.step();
      ended = r.s.ended == RunEnd::Crushed;
      const StomperView v = stomperAt(0x5000, 0, r.s.frame);
      if (ended) {
        EXPECT_EQ(v.phase, StomperPhase::Rising) << profileName(p);
        EXPECT_LT(v.pos >> 8, 0x10) << profileName(p);
        EXPECT_GE(stomperAt(0x5000, 0, r.s.frame - 1).pos >> 8, 0x10) << profileName(p);
        EXPECT_TRUE(r.rec.has(EventKind::Crushed)) << profileName(p);
      } else if (r.s.standingOn == 0) {
        // Standing: feet on its top (MvSonicOnPtfm's obY - d3 = obY - $D).
        ASSERT_EQ((r.s.y >> 8) + r.s.radiusY, y + (v.pos >> 8) - StomperRule::kStand) << profileName(p) << " frame " << r.s.frame;
      }
    }
    EXPECT_TRUE(ended) << profileName(p);
  }
}

// Its spikes (obColType $90, size $28 x $10 each way, $1C below obY) hurt
// where they were on the frame before: a player standing under a type 2
// ($50 px down) whose block never reaches him is hurt by them; a $2x
// subtype has none.
TEST(Stomper, ItsSpikesHurtAndASize2HasNone) {
  for (const std::uint8_t subtype : {std::uint8_t{0x02}, std::uint8_t{0x22}}) {
    const Level l = levelWith({stomperObjectAt(600, 300, subtype)});
    SlotStepper r(l, Profile::Sonic1, 600, 448 - 20);
    bool hurt = false;
    for (int f = 0; f < 200 && !hurt; ++f) {
      r.step();
      hurt = r.s.hurt || r.s.ended == RunEnd::Killed;  // no rings: Sonic 1's HurtSonic kills
      if (hurt) {
        // The touch test read the spikes where frame f - 1 left them: their
        // bottom ($10 below their centre) reaches his touch box's top (y - (radiusY - 3)).
        const StomperView v = stomperAt(0x5000, 0, r.s.frame - 1);
        const std::int32_t bottom = 300 + StomperRule::kSpikesBelow + (v.pos >> 8) + StomperRule::kSpikesHalfHeight;
        EXPECT_GE(bottom, 428 - 16);
        const StomperView before = stomperAt(0x5000, 0, r.s.frame - 2);
        EXPECT_LT(300 + StomperRule::kSpikesBelow + (before.pos >> 8) + StomperRule::kSpikesHalfHeight, 428 - 16);
      }
    }
    EXPECT_EQ(hurt, subtype == 0x02) << int(subtype);
    EXPECT_NE(r.s.ended, RunEnd::Crushed);
  }
}

TEST(Stomper, ItsFieldsAreChecked) {
  EXPECT_EQ(objectProblem(stomperObjectAt(500, 100, 0x11)), "");
  EXPECT_EQ(objectProblem(stomperObjectAt(500, 100, 0x23)), "");
  SolidObject o = stomperObjectAt(500, 100, 0x02);
  o.stomper = 0x00;
  EXPECT_NE(objectProblem(o).find("type 1..6"), std::string::npos) << objectProblem(o);
  o.stomper = 0x82;
  EXPECT_NE(objectProblem(o).find("type 1..6"), std::string::npos) << objectProblem(o);
  o.stomper = 0x32;
  EXPECT_NE(objectProblem(o).find("size 0..2"), std::string::npos) << objectProblem(o);
  o = stomperObjectAt(500, 100, 0x02);
  o.w = 96;
  EXPECT_NE(objectProblem(o).find("112 x 24"), std::string::npos) << objectProblem(o);
  o = stomperObjectAt(500, 100, 0x02);
  o.topOnly = true;
  EXPECT_NE(objectProblem(o).find("top_only"), std::string::npos) << objectProblem(o);
  SolidObject b = box(0, 0, 32, 32);
  b.stomper = 2;
  EXPECT_EQ(objectProblem(b), "stomper is for a stomper, not block");
}

}  // namespace
}  // namespace stomper
}  // namespace solidtile::test
