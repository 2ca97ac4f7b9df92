// Vines against the Sonic player (sonic/vine.h, level/vine.h): S&K's
// Obj_AIZGiantRideVine (s3.asm; sonic3k.asm's loc_2248A, loc_2251E,
// sub_2254A, loc_2257E, sub_220C2, loc_222F4 are the same code) and the
// held state it sets (PlayerState::heldBy, the games' obj_control). The
// handle's path and the jump's speeds are checked against a transcription of
// the game's objects kept here frame by frame (RAM fields and all), not the
// closed form the step uses. The levels are purpose-built.
#include <gtest/gtest.h>

#include <vector>

#include "object_level.h"
#include "solidtile/input.h"
#include "solidtile/level/object_state.h"
#include "solidtile/level/vine.h"
#include "solidtile/sonic/player.h"

namespace solidtile::test {
namespace {

// GetSineCosine: "andi.w #$FF,d0", SineTable (S&K's sine.bin, our Sonic 1 table).
std::int16_t gameSin(std::uint8_t a) { return static_cast<std::int16_t>(sinHex(a, SineTable::Sonic1)); }
std::int16_t gameCos(std::uint8_t a) { return static_cast<std::int16_t>(cosHex(a, SineTable::Sonic1)); }

// The vine's objects as the game keeps them: Obj_AIZGiantRideVine makes
// (subtype & $F) + 1 children at x, y + $10 * k; the root (loc_20874) takes
// its angle from AIZ_vine_angle, each link (loc_20908) adds $3A to its
// parent's and sub_20934 places it; the last (loc_20968) is the handle,
// keeping in $42 / $44 its x / y before its last move.
struct GameVine {
  struct Child {
    std::int16_t x = 0, y = 0;
    std::uint16_t angle = 0;  // the word at angle(a0)
    std::int16_t d3A = 0;     // $3A
    std::int16_t s42 = 0, s44 = 0;
  };
  std::vector<Child> c;
  std::uint8_t subtype;
  std::uint16_t vineAngle = 0;  // AIZ_vine_angle
  GameVine(int x, int y, std::uint8_t sub) : subtype(sub) {
    int d1 = sub & 0xF;
    int d3 = y;
    do {  // "dbf d1,loc_207BC" after the first
      Child k;
      k.x = static_cast<std::int16_t>(x);
      k.y = static_cast<std::int16_t>(d3);
      d3 += 0x10;
      c.push_back(k);
    } while (--d1 != -1);
  }
  // sub_20934: child k placed from its parent (the object itself, angle 0, for the root).
  void place(std::size_t k, int baseX, int baseY) {
    const std::uint8_t pa = k == 0 ? 0 : static_cast<std::uint8_t>(c[k - 1].angle >> 8);
    const std::int16_t px = k == 0 ? static_cast<std::int16_t>(baseX) : c[k - 1].x;
    const std::int16_t py = k == 0 ? static_cast<std::int16_t>(baseY) : c[k - 1].y;
    const std::uint8_t d0 = static_cast<std::uint8_t>((pa + 4) & 0xF8);
    std::int16_t sx = static_cast<std::int16_t>(-gameSin(d0));
    std::int16_t cy = gameCos(d0);
    sx = static_cast<std::int16_t>(sx + 8);
    cy = static_cast<std::int16_t>(cy + 8);
    c[k].x = static_cast<std::int16_t>(px + (sx >> 4));
    c[k].y = static_cast<std::int16_t>(py + (cy >> 4));
  }
  // One frame of Process_Sprites (the children in slot order), then ChangeRingFrame.
  void frame(int baseX, int baseY) {
    const std::size_t n = c.size();
    for (std::size_t k = 0; k < n; ++k) {
      Child& ch = c[k];
      if (k + 1 == n) {  // loc_20968 (with one child the root is the handle)
        const std::int16_t d4 = ch.x, d5 = ch.y;
        place(k, baseX, baseY);
        if (ch.x != d4) ch.s42 = d4;
        if (ch.y != d5) ch.s44 = d5;
      } else if (k == 0) {  // loc_20874
        const std::uint8_t d0 = static_cast<std::uint8_t>((vineAngle >> 8) + (subtype & 0xF0));
        const std::int32_t prod = gameSin(d0) * 0x2C;  // muls.w
        ch.angle = static_cast<std::uint16_t>(prod);
        ch.d3A = static_cast<std::int16_t>(static_cast<std::int16_t>(ch.angle) >> 3);
      } else {  // loc_20908
        ch.d3A = c[k - 1].d3A;
        ch.angle = static_cast<std::uint16_t>(c[k - 1].angle + static_cast<std::uint16_t>(ch.d3A));
        place(k, baseX, baseY);
      }
    }
    vineAngle = static_cast<std::uint16_t>(vineAngle + 0x180);
  }
  const Child& handle() const { return c.back(); }
};

// A vine whose point (the chain's top, its box's centre) is (x, y).
SolidObject vineAt(int x, int y, std::uint8_t subtype) {
  SolidObject o;
  o.kind = ObjectKind::Vine;
  o.w = o.h = kVineSize;
  o.path = {{x - kVineHalf, y - kVineHalf}};
  o.vine = subtype;
  return o;
}

// Angel Island 1's four (Obj0C at x 7648, 7984, 8304, 9784).
constexpr std::uint8_t kSubtypes[] = {0x09, 0x69, 0xC9, 0x08};

TEST(Vine, HandlePathFollowsTheGamesObjectsFrameByFrame) {
  for (const std::uint8_t sub : {std::uint8_t{0x09}, std::uint8_t{0x69}, std::uint8_t{0xC9}, std::uint8_t{0x08},
                                 std::uint8_t{0x00}, std::uint8_t{0x01}, std::uint8_t{0xFF}, std::uint8_t{0x3F}}) {
    GameVine g(300, 100, sub);
    EXPECT_EQ(vineHandle({300, 100}, sub, 0), (VinePoint{g.handle().x, g.handle().y})) << int(sub);
    for (std::uint32_t f = 1; f <= 1100; ++f) {
      g.frame(300, 100);
      ASSERT_EQ(vineHandle({300, 100}, sub, f), (VinePoint{g.handle().x, g.handle().y})) << int(sub) << " frame " << f;
      // The jump's speeds (sub_20502): (x_pos - $42) << 7, (y_pos - $44) << 7 as words.
      const VineSpeeds v = vineJumpSpeeds({300, 100}, sub, f);
      const auto ex = static_cast<std::int16_t>(static_cast<std::uint16_t>(g.handle().x - g.handle().s42) << 7);
      const auto ey = static_cast<std::int16_t>(static_cast<std::uint16_t>(g.handle().y - g.handle().s44) << 7);
      ASSERT_EQ(v, (VineSpeeds{ex, ey})) << int(sub) << " frame " << f;
    }
  }
}

TEST(Vine, TheRootSwingsWithinItsSwingAndTheChainHangsDown) {
  // "muls.w #$2C,d0" of a sine within -$100..$100: the root's angle byte within -$2C..$2C.
  int lo = 0, hi = 0;
  for (std::uint32_t f = 1; f < 600; ++f) {
    const int a = vineRootAngle(9, f) >> 8;
    lo = std::min(lo, a), hi = std::max(hi, a);
  }
  EXPECT_EQ(hi, 0x2C);
  EXPECT_EQ(lo, -0x2C);
  // Frame 1 reads AIZ_vine_angle 0: sine 0, the chain straight down, 16 px a link ((256 + 8) >> 4).
  EXPECT_EQ(vineHandle({0, 0}, 9, 1), (VinePoint{0, 9 * 16}));
  // Made (frame 0) $10 a child below the point.
  EXPECT_EQ(vineHandle({0, 0}, 9, 0), (VinePoint{0, 9 * 16}));
}

// A player in the air at (x, y) pixels, still: his own step leaves him there
// (no speed to move by; gravity comes after the move), far above the ground.
PlayerState hovering(const PlayerConfig& cfg, int x, int y) {
  PlayerState s = spawnPlayer(cfg, x, y);
  s.airborne = true;
  s.xsp = s.ysp = s.gsp = 0;
  return s;
}

// One step on a level with one vine (index 0) whose handle is at the
// player's point less (dx, dy) on frame 1 (the step's frame).
struct GrabTry {
  PlayerState s;
  StepRecord rec;
};
GrabTry grabStep(int dx, int dy, Profile p = Profile::Sonic3K) {
  const PlayerConfig cfg = defaultPlayerConfig(p);
  GrabTry t{hovering(cfg, 500, 200), {}};
  const VinePoint off = vineHandle({0, 0}, 9, 1);
  const Level l = levelWith({vineAt(500 - dx - off.x, 200 - dy - off.y, 9)});
  std::vector<ObjectSlot> slots(l.objects.slotCount());
  stepPlayer(t.s, l, cfg, 0, &t.rec, slots);
  return t;
}

// loc_206EC: "addi.w #$10,d0; cmpi.w #$20,d0; bhs" (x - handle's x in -$10..$F)
// and "cmpi.w #$18,d1; bhs" (y - handle's y in 0..$17).
TEST(Vine, GrabWindowIsTheRoutinesBoxUnderTheHandle) {
  for (int dx : {-0x10, -5, 0, 0xF}) EXPECT_EQ(grabStep(dx, 4).s.heldBy, 0) << dx;
  for (int dx : {-0x11, 0x10}) EXPECT_EQ(grabStep(dx, 4).s.heldBy, -1) << dx;
  for (int dy : {0, 0x17}) EXPECT_EQ(grabStep(0, dy).s.heldBy, 0) << dy;
  for (int dy : {-1, 0x18}) EXPECT_EQ(grabStep(0, dy).s.heldBy, -1) << dy;
}

// The grab: "clr.w x_vel / y_vel / ground_vel", x_pos the handle's, y_pos
// the handle's + $14, "move.b #3,object_control(a1)"; the subpixels kept.
TEST(Vine, GrabStopsThePlayerUnderTheHandle) {
  const GrabTry t = grabStep(-7, 9);
  ASSERT_EQ(t.s.heldBy, 0);
  EXPECT_EQ(t.s.x >> 8, 500 + 7);
  EXPECT_EQ(t.s.y >> 8, 200 - 9 + 0x14);
  EXPECT_EQ(t.s.xsp, 0);
  EXPECT_EQ(t.s.ysp, 0);
  EXPECT_EQ(t.s.gsp, 0);
  EXPECT_TRUE(t.rec.has(EventKind::Grabbed));
  bool named = false;
  for (int i = 0; i < t.rec.eventCount; ++i) named = named || (t.rec.events[i].kind == EventKind::Grabbed && t.rec.events[i].a == 0);
  EXPECT_TRUE(named);
}

// Nothing in loc_206EC asks whether he is in the air: one standing grabs
// too; one hurt ("cmpi.b #4,routine(a1); bhs") does not.
TEST(Vine, GrabTakesAStandingPlayerButNotAHurtOne) {
  const PlayerConfig cfg = defaultPlayerConfig(Profile::Sonic3K);
  PlayerState s = spawnPlayer(cfg, 500, 448 - cfg.standRadiusY - 1);
  s.airborne = false;
  PlayerState moved = s;
  stepPlayer(moved, levelWith({}), cfg, 0);
  const VinePoint off = vineHandle({0, 0}, 9, 1);
  const Level l = levelWith({vineAt((moved.x >> 8) - off.x, (moved.y >> 8) - 3 - off.y, 9)});
  std::vector<ObjectSlot> slots(l.objects.slotCount());
  PlayerState a = s;
  stepPlayer(a, l, cfg, 0, nullptr, slots);
  EXPECT_EQ(a.heldBy, 0);
  EXPECT_FALSE(a.airborne);  // the grab sets no status bit
  PlayerState h = hovering(cfg, 500, 200);
  h.hurt = true;
  PlayerState hm = h;
  stepPlayer(hm, levelWith({}), cfg, 0);
  const Level l2 = levelWith({vineAt((hm.x >> 8) - off.x, (hm.y >> 8) - 3 - off.y, 9)});
  std::vector<ObjectSlot> slots2(l2.objects.slotCount());
  stepPlayer(h, l2, cfg, 0, nullptr, slots2);
  EXPECT_EQ(h.heldBy, -1);
}

// A held player on a level with the game's vine: a grab, frames carried, a jump.
struct Hang {
  Level level;
  PlayerConfig cfg;
  PlayerState s;
  std::vector<ObjectSlot> slots;
  StepRecord rec;
  VinePoint point;
  Hang(Profile p, std::uint8_t sub) : level(levelWith({vineAt(512, 64, sub)})), cfg(defaultPlayerConfig(p)), point{512, 64} {
    slots.resize(level.objects.slotCount());
    // Put him in the window on frame 1.
    const VinePoint h = vineHandle(point, sub, 1);
    s = hovering(cfg, h.x, h.y + 5);
  }
  void step(Input in = 0) { stepPlayer(s, level, cfg, in, &rec, slots); }
};

// loc_205DC: while held and no button pressed, x_pos the handle's, y_pos
// + $14, each frame; his own routine does not run (Sonic_Control's "btst
// #0,object_control(a0)"): held left or right moves nothing.
TEST(Vine, HeldPlayerHangsUnderTheHandleEveryFrameInEveryProfile) {
  for (const Profile p : {Profile::Guide, Profile::Sonic1, Profile::Sonic2, Profile::Sonic3K}) {
    for (const std::uint8_t sub : kSubtypes) {
      Hang h(p, sub);
      h.step();
      ASSERT_EQ(h.s.heldBy, 0) << profileName(p);
      for (int k = 0; k < 300; ++k) {
        h.step(k % 3 == 0 ? input::kRight : k % 3 == 1 ? input::kLeft | input::kDown : 0);
        const VinePoint at = vineHandle(h.point, sub, h.s.frame);
        ASSERT_EQ(h.s.heldBy, 0);
        ASSERT_EQ(h.s.x >> 8, at.x) << profileName(p) << " frame " << h.s.frame;
        ASSERT_EQ(h.s.y >> 8, at.y + 0x14) << profileName(p) << " frame " << h.s.frame;
        ASSERT_EQ(h.s.xsp, 0);
        ASSERT_EQ(h.s.ysp, 0);
      }
    }
  }
}

// The jump (sub_20502): the handle's last move << 7, "move.w #-$200 / #$200,
// x_vel(a1)" for left / right held (right tested last), "addi.w #-$380,
// y_vel(a1)"; loc_20574: in the air, jumping, radii $E / 7, curled.
TEST(Vine, JumpLetsGoWithTheHandlesLastMoveAndTheButtons) {
  for (const Profile p : {Profile::Guide, Profile::Sonic1, Profile::Sonic2, Profile::Sonic3K}) {
    for (const Input held : {Input{0}, input::kLeft, input::kRight, Input(input::kLeft | input::kRight)}) {
      for (const int hangFrames : {0, 17, 40, 85, 130}) {
        Hang h(p, 0x69);
        GameVine g(512, 64, 0x69);
        h.step();
        g.frame(512, 64);
        for (int k = 0; k < hangFrames; ++k) h.step(), g.frame(512, 64);
        h.step(static_cast<Input>(input::kJump | held));
        g.frame(512, 64);
        const std::uint32_t f = h.s.frame;
        std::int16_t xv = static_cast<std::int16_t>(static_cast<std::uint16_t>(g.handle().x - g.handle().s42) << 7);
        const std::int16_t yv = static_cast<std::int16_t>(static_cast<std::uint16_t>(g.handle().y - g.handle().s44) << 7);
        if (held & input::kLeft) xv = -0x200;
        if (held & input::kRight) xv = 0x200;
        EXPECT_EQ(h.s.heldBy, -1);
        EXPECT_TRUE(h.rec.has(EventKind::LetGo));
        EXPECT_EQ(h.s.xsp, xv) << profileName(p) << " frame " << f;
        EXPECT_EQ(h.s.ysp, static_cast<std::int16_t>(yv - 0x380)) << profileName(p) << " frame " << f;
        EXPECT_TRUE(h.s.airborne);
        EXPECT_TRUE(h.s.jumping);
        EXPECT_TRUE(h.s.rolling);
        EXPECT_EQ(h.s.radiusY, 0xE);
        EXPECT_EQ(h.s.radiusX, 7);
        // The release's frame in the vine's slot (the regrab delay).
        EXPECT_EQ(h.slots[static_cast<std::size_t>(h.level.objects.slotOf(0))].since, f);
      }
    }
  }
}

// loc_206DE: "move.b #$3C,2(a2)" at the release, then "subq.b #1,2(a2); bne"
// each frame before the window: the grab test runs again $3C frames on.
TEST(Vine, RegrabWaitsThreeCFramesAfterTheRelease) {
  Hang h(Profile::Sonic3K, 9);
  h.step();
  for (int k = 0; k < 20; ++k) h.step();
  h.step(input::kJump);
  ASSERT_EQ(h.s.heldBy, -1);
  const std::uint32_t released = h.s.frame;
  // Each later frame put him still in the window (5 px under the handle).
  for (std::uint32_t g = released + 1;; ++g) {
    const VinePoint at = vineHandle(h.point, 9, g);
    const PlayerState keep = h.s;
    h.s = hovering(h.cfg, at.x, at.y + 5);
    h.s.frame = keep.frame;
    h.s.held = keep.held;
    h.step();
    if (g - released < 0x3C) {
      ASSERT_EQ(h.s.heldBy, -1) << g - released;
    } else {
      EXPECT_EQ(g - released, 0x3Cu);
      EXPECT_EQ(h.s.heldBy, 0);
      break;
    }
  }
}

// Hurt while held (the hurt routine runs, obj_control or not): loc_205CE
// lets go with the hurt's speeds, the delay set.
TEST(Vine, HurtLetsGoWithoutTheJumpsSpeeds) {
  Hang h(Profile::Sonic3K, 9);
  h.step();
  for (int k = 0; k < 10; ++k) h.step();
  ASSERT_EQ(h.s.heldBy, 0);
  h.s.hurt = true;
  h.s.xsp = 0x200;
  h.s.ysp = -0x400;
  h.s.airborne = true;
  h.step();
  EXPECT_EQ(h.s.heldBy, -1);
  EXPECT_TRUE(h.rec.has(EventKind::LetGo));
  EXPECT_EQ(h.s.xsp, 0x200);  // the hurt's, moved by its own routine only
  EXPECT_EQ(h.slots[static_cast<std::size_t>(h.level.objects.slotOf(0))].since, h.s.frame);
}

// Rewinding is copying the player's state and the slots: a run from a copy
// made while held, and one made in the delay, repeat the run exactly.
TEST(Vine, RewindingIsCopyingTheStateAndTheSlots) {
  Hang h(Profile::Sonic3K, 0xC9);
  std::vector<Input> inputs;
  for (int k = 0; k < 400; ++k) inputs.push_back(k == 50 || k == 200 ? input::kJump : k % 7 == 0 ? input::kRight : 0);
  std::vector<PlayerState> states;
  std::vector<std::vector<ObjectSlot>> slots;
  for (const Input in : inputs) {
    states.push_back(h.s);
    slots.push_back(h.slots);
    h.step(in);
  }
  const PlayerState end = h.s;
  for (const std::size_t from : {std::size_t{30}, std::size_t{80}, std::size_t{260}}) {
    Hang r(Profile::Sonic3K, 0xC9);
    r.s = states[from];
    r.slots = slots[from];
    for (std::size_t k = from; k < inputs.size(); ++k) r.step(inputs[k]);
    EXPECT_EQ(r.s, end) << from;
  }
}

// An index that is no longer a vine (a state from another level) is let go of.
TEST(Vine, AHeldIndexThatIsNoVineIsLetGoOf) {
  const PlayerConfig cfg = defaultPlayerConfig(Profile::Sonic2);
  for (const bool empty : {true, false}) {
    const Level l = empty ? levelWith({}) : levelWith({box(900, 300, 16, 16)});
    PlayerState s = hovering(cfg, 500, 200);
    s.heldBy = 3;
    StepRecord rec;
    stepPlayer(s, l, cfg, 0, &rec);
    EXPECT_EQ(s.heldBy, -1);
    EXPECT_TRUE(rec.has(EventKind::LetGo));
    PlayerState q = hovering(cfg, 500, 200);
    q.heldBy = 3;
    stepPlayer(q, l, cfg, 0);  // without a record too
    EXPECT_EQ(q.heldBy, -1);
  }
}

TEST(Vine, NotSolidAndKeepsOneSlot) {
  EXPECT_TRUE(touchedNotSolid(ObjectKind::Vine));
  const SolidObject v = vineAt(500, 200, 9);
  EXPECT_EQ(objectSlotCount(v), 1u);
  EXPECT_EQ(objectKindProblem(v), "");
  SolidObject bad = v;
  bad.w = 100;
  EXPECT_NE(objectKindProblem(bad), "");
  SolidObject block = box(0, 0, 16, 16);
  block.vine = 3;
  EXPECT_NE(objectKindProblem(block), "");
}

}  // namespace
}  // namespace solidtile::test
