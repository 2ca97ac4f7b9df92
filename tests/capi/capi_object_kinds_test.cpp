// Level format 6 through the C API: an object's kind, direction and spring
// speed, a sloped object's heights, and the hurt state spikes start (and
// format 8's collapses with the level's object state). New
// calls beside stObjectDef and stPlayerState, whose layouts 0.3 keeps.
#include <string>
#include <vector>

#include "capi_object_kinds_support.h"

namespace solidtile::test {
namespace {

using ::testing::HasSubstr;
using namespace object_kinds;

TEST(CApiObjectKinds, AKindSetInCodeActsAsTheGamesDo) {
  const stLevelId level = loadKindsLevel();
  Kind k = kindOf(level, 0);
  EXPECT_EQ(k.kind, stObjectKind_block);
  EXPECT_EQ(k.dir, stObjectDir_up);
  EXPECT_EQ(k.speed, ST_SPRING_RED);  // a block has no speed: the default reads
  // A yellow spring under the start launches him at its speed.
  ST_ASSERT_OK(stLevel_SetObjectKind(level, 0, stObjectKind_spring, stObjectDir_up, ST_SPRING_YELLOW));
  k = kindOf(level, 0);
  EXPECT_EQ(k.kind, stObjectKind_spring);
  EXPECT_EQ(k.speed, ST_SPRING_YELLOW);
  stControllerId c = dropAt(level, 24);
  ASSERT_TRUE(stepUntil(c, stEvent_springLaunched, 60)) << "the spring set in code does not launch";
  stPlayerState s{};
  ST_ASSERT_OK(stController_GetPlayerState(c, &s));
  EXPECT_EQ(s.ysp, -ST_SPRING_YELLOW);
  stDestroyController(c);
  // Back to a block: he lands on it and stays.
  ST_ASSERT_OK(stLevel_SetObjectKind(level, 0, stObjectKind_block, stObjectDir_left, 0));
  k = kindOf(level, 0);
  EXPECT_EQ(k.dir, stObjectDir_up);  // a block keeps no direction
  c = dropAt(level, 24);
  EXPECT_FALSE(stepUntil(c, stEvent_springLaunched, 90));
  stPlayerObjectState o{};
  ST_ASSERT_OK(stController_GetPlayerObjectState(c, &o));
  EXPECT_EQ(o.standingOn, 0);
  // Any pointer may be NULL.
  ST_EXPECT_OK(stLevel_GetObjectKind(level, 0, nullptr, nullptr, nullptr));
  stDestroyController(c);
  stDestroyLevel(level);
}

TEST(CApiObjectKinds, AWrongKindIsRefusedNamingItAndChangesNothing) {
  const stLevelId level = loadKindsLevel();
  ST_ASSERT_OK(stLevel_SetObjectKind(level, 0, stObjectKind_spikes, stObjectDir_left, 0));
  auto refused = [&](stStatus status, const char* says) {
    EXPECT_THAT(stLastMessage(), HasSubstr(says));
    EXPECT_EQ(status, stStatus_badValue) << stLastMessage();
    const Kind k = kindOf(level, 0);
    EXPECT_EQ(k.kind, stObjectKind_spikes);
    EXPECT_EQ(k.dir, stObjectDir_left);
  };
  // Every value C++ can hold in the enum is a kind now (0..3); values past them
  // come from C callers, whom c11_program.c plays (a kind of -1, 4, a direction of 9).
  refused(stLevel_SetObjectKind(level, 0, stObjectKind_bridge, stObjectDir_up, ST_SPRING_RED), "needs its log count");
  refused(stLevel_SetObjectKind(level, 0, stObjectKind_spring, stObjectDir_up, 0), "springSpeed is 0, outside 1..32767");
  refused(stLevel_SetObjectKind(level, 0, stObjectKind_spring, stObjectDir_up, 40000), "springSpeed is 40000");
  EXPECT_EQ(stLevel_SetObjectKind(level, 2, stObjectKind_spring, stObjectDir_up, ST_SPRING_RED), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("index is 2, outside 0..1"));
  EXPECT_EQ(stLevel_GetObjectKind(level, -1, nullptr, nullptr, nullptr), stStatus_badValue);
  // Springs and spikes are solid on every side and flat.
  stObjectDef def = stDefaultObjectDef();
  ST_ASSERT_OK(stLevel_GetObject(level, 1, &def));
  def.topOnly = true;
  ST_ASSERT_OK(stLevel_SetObject(level, 1, &def));
  EXPECT_EQ(stLevel_SetObjectKind(level, 1, stObjectKind_spring, stObjectDir_up, ST_SPRING_RED), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("object 1 is top-only"));
  def.topOnly = false;
  ST_ASSERT_OK(stLevel_SetObject(level, 1, &def));
  const Heights ramp(16, 8);
  ST_ASSERT_OK(stLevel_SetObjectSlope(level, 1, ramp.data(), ramp.size()));
  EXPECT_EQ(stLevel_SetObjectKind(level, 1, stObjectKind_spikes, stObjectDir_up, 0), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("object 1 is sloped"));
  EXPECT_EQ(kindOf(level, 1).kind, stObjectKind_block);
  EXPECT_EQ(slopeOf(level, 1), ramp);
  EXPECT_STREQ(stObjectKindName(stObjectKind_spikes), "spikes");
  EXPECT_STREQ(stObjectDirName(stObjectDir_right), "right");
  EXPECT_STREQ(stObjectKindName(stObjectKind_bridge), "bridge");
  stDestroyLevel(level);
}

// Level format 10: a diagonal spring set in code becomes the games' 32 x 32
// (top-left kept) and launches up and right at its speed; spikes refuse it.
TEST(CApiObjectKinds, ADiagonalSpringSetInCodeIsThirtyTwoPixelsAndLaunchesOnBothAxes) {
  const stLevelId level = loadKindsLevel();
  EXPECT_EQ(stLevel_SetObjectKind(level, 0, stObjectKind_spikes, stObjectDir_upRight, 0), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("for springs only"));
  EXPECT_EQ(kindOf(level, 0).kind, stObjectKind_block);
  // Object 0 (x 16..32, top 32) grows to 32 x 32 from its top-left: its
  // face's low part (past obX - 4 = 28) is under a drop at x 34.
  ST_ASSERT_OK(stLevel_SetObjectKind(level, 0, stObjectKind_spring, stObjectDir_upRight, ST_SPRING_RED));
  stObjectDef def = stDefaultObjectDef();
  ST_ASSERT_OK(stLevel_GetObject(level, 0, &def));
  EXPECT_EQ(def.w, 32);
  EXPECT_EQ(def.h, 32);
  EXPECT_EQ(kindOf(level, 0).dir, stObjectDir_upRight);
  EXPECT_STREQ(stObjectDirName(stObjectDir_downLeft), "down_left");
  const stControllerId c = dropAt(level, 34);
  ASSERT_TRUE(stepUntil(c, stEvent_springLaunched, 60)) << "the diagonal spring set in code does not launch";
  stPlayerState s{};
  ST_ASSERT_OK(stController_GetPlayerState(c, &s));
  EXPECT_EQ(s.xsp, ST_SPRING_RED);
  EXPECT_EQ(s.ysp, -ST_SPRING_RED);
  stDestroyController(c);
  stDestroyLevel(level);
}

// A slope set in code is the table the player stands on: 4 px lower heights
// put him 4 px lower on object 1 than its flat top does, and a pixel more:
// Sonic 1 stands on a solid sloped object's top row (slopedSolidStandsOnTopRow,
// Obj2F's SlopeObject2), a flat block's feet on the row above it.
TEST(CApiObjectKinds, ASlopeSetInCodeIsWhatThePlayerStandsOn) {
  const stLevelId level = loadKindsLevel();
  EXPECT_TRUE(slopeOf(level, 1).empty());  // flat: no heights
  size_t count = 99;
  ST_EXPECT_OK(stLevel_GetObjectSlope(level, 1, nullptr, 0, &count));
  EXPECT_EQ(count, 0u);
  auto restingY = [&] {
    const stControllerId c = dropAt(level, 112);
    for (int f = 0; f < 90; ++f) EXPECT_EQ(stController_Step(c, 0), stStatus_ok) << stLastMessage();
    stPlayerState s{};
    EXPECT_EQ(stController_GetPlayerState(c, &s), stStatus_ok);
    stPlayerObjectState o{};
    EXPECT_EQ(stController_GetPlayerObjectState(c, &o), stStatus_ok);
    EXPECT_EQ(o.standingOn, 1);
    EXPECT_FALSE(s.airborne);
    stDestroyController(c);
    return s.y >> 8;
  };
  const int32_t flat = restingY();
  const Heights lower(16, 12);
  ST_ASSERT_OK(stLevel_SetObjectSlope(level, 1, lower.data(), lower.size()));
  EXPECT_EQ(slopeOf(level, 1), lower);
  EXPECT_EQ(restingY(), flat + 4 + 1);
  // Asking the size first: too small writes nothing and says how many.
  Heights two(2, 0xEE);
  EXPECT_EQ(stLevel_GetObjectSlope(level, 1, two.data(), two.size(), &count), stStatus_tooSmall);
  EXPECT_EQ(count, 16u);
  EXPECT_EQ(two, Heights(2, 0xEE));
  // Flat again with count 0.
  ST_ASSERT_OK(stLevel_SetObjectSlope(level, 1, nullptr, 0));
  EXPECT_TRUE(slopeOf(level, 1).empty());
  EXPECT_EQ(restingY(), flat);
  stDestroyLevel(level);
}

TEST(CApiObjectKinds, HeightsOutOfTheFormatsRangeAreRefusedNamingThem) {
  const stLevelId level = loadKindsLevel();
  Heights h(16, 16);
  ST_ASSERT_OK(stLevel_SetObjectSlope(level, 1, h.data(), h.size()));  // 16 = h: the top
  const Heights set = h;
  auto refused = [&](stStatus status, stStatus want, const char* says) {
    EXPECT_EQ(status, want) << stLastMessage();
    EXPECT_THAT(stLastMessage(), HasSubstr(says));
    EXPECT_EQ(slopeOf(level, 1), set);
  };
  h[5] = 17;
  refused(stLevel_SetObjectSlope(level, 1, h.data(), h.size()), stStatus_badValue, "heights[5] is 17, outside 0..16");
  h[5] = 200;
  refused(stLevel_SetObjectSlope(level, 1, h.data(), h.size()), stStatus_badValue, "heights[5] is 200");
  h[5] = 0;
  refused(stLevel_SetObjectSlope(level, 1, h.data(), 15), stStatus_badValue, "count is 15, expected w / 2 = 16");
  refused(stLevel_SetObjectSlope(level, 1, nullptr, 16), stStatus_nullArgument, "heights is NULL");
  refused(stLevel_SetObjectSlope(level, 5, h.data(), h.size()), stStatus_badValue, "index is 5");
  size_t count = 0;
  refused(stLevel_GetObjectSlope(level, 1, h.data(), h.size(), nullptr), stStatus_nullArgument, "outCount is NULL");
  refused(stLevel_GetObjectSlope(level, 1, nullptr, 16, &count), stStatus_nullArgument, "heights is NULL");
  // A tall object's heights stop at 127, the games' signed bytes.
  stObjectDef def = stDefaultObjectDef();
  def.w = 4;
  def.h = 400;
  int32_t tall = -1;
  ST_ASSERT_OK(stLevel_AddObject(level, &def, &tall));
  const Heights top = {127, 127}, over = {127, 128};
  ST_EXPECT_OK(stLevel_SetObjectSlope(level, tall, top.data(), top.size()));
  EXPECT_EQ(stLevel_SetObjectSlope(level, tall, over.data(), over.size()), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("heights[1] is 128, outside 0..127"));
  // Springs and spikes take no slope.
  ST_ASSERT_OK(stLevel_SetObjectKind(level, 0, stObjectKind_spring, stObjectDir_up, ST_SPRING_RED));
  const Heights eight(8, 4);
  EXPECT_EQ(stLevel_SetObjectSlope(level, 0, eight.data(), eight.size()), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("object 0 is spring; only a block or a collapse takes a slope"));
  ST_EXPECT_OK(stLevel_SetObjectSlope(level, 0, nullptr, 0));  // flat stays flat
  stDestroyLevel(level);
}

// Spikes under the start hurt him; getting the hurt state with the others
// and setting all back rewinds the knock-back exactly, and stPlayerState
// alone leaves the hurt state as the controller has it.
TEST(CApiObjectKinds, TheHurtStateIsReadAndRewoundExactly) {
  const stLevelId level = loadKindsLevel();
  ST_ASSERT_OK(stLevel_SetObjectKind(level, 0, stObjectKind_spikes, stObjectDir_up, 0));
  const stControllerId c = dropAt(level, 24);
  stPlayerHurtState hurt{};
  ST_ASSERT_OK(stController_GetPlayerHurtState(c, &hurt));
  EXPECT_FALSE(hurt.hurt);
  EXPECT_EQ(hurt.invulnerable, 0);
  ASSERT_TRUE(stepUntil(c, stEvent_hurt, 60)) << "the spikes set in code do not hurt";
  ST_ASSERT_OK(stController_GetPlayerHurtState(c, &hurt));
  EXPECT_TRUE(hurt.hurt);
  EXPECT_EQ(hurt.invulnerable, 120);  // Sonic 1's flashtime, $78
  stPlayerState s{};
  stPlayerObjectState o{};
  ST_ASSERT_OK(stController_GetPlayerState(c, &s));
  ST_ASSERT_OK(stController_GetPlayerObjectState(c, &o));
  auto run = [&] {
    std::vector<int32_t> out;
    for (int f = 0; f < 80; ++f) {
      EXPECT_EQ(stController_Step(c, stInput_right), stStatus_ok);
      stPlayerState now{};
      stPlayerHurtState h{};
      EXPECT_EQ(stController_GetPlayerState(c, &now), stStatus_ok);
      EXPECT_EQ(stController_GetPlayerHurtState(c, &h), stStatus_ok);
      out.insert(out.end(), {now.x, now.y, now.xsp, now.ysp, h.hurt ? 1 : 0, h.invulnerable});
    }
    return out;
  };
  const std::vector<int32_t> knockBack = run();
  stPlayerHurtState after{};
  ST_ASSERT_OK(stController_GetPlayerHurtState(c, &after));
  EXPECT_FALSE(after.hurt) << "he should have landed out of the hurt state within 80 frames";
  // stPlayerState alone leaves the hurt state as it is.
  const stPlayerHurtState marked{true, 7};
  ST_ASSERT_OK(stController_SetPlayerHurtState(c, &marked));
  ST_ASSERT_OK(stController_SetPlayerState(c, &s));
  ST_ASSERT_OK(stController_SetPlayerObjectState(c, &o));
  stPlayerHurtState kept{};
  ST_ASSERT_OK(stController_GetPlayerHurtState(c, &kept));
  EXPECT_TRUE(kept.hurt);
  EXPECT_EQ(kept.invulnerable, 7);
  ST_ASSERT_OK(stController_SetPlayerHurtState(c, &hurt));
  EXPECT_EQ(run(), knockBack);
  // Without the hurt state he has control: the right button moves him otherwise.
  ST_ASSERT_OK(stController_SetPlayerState(c, &s));
  ST_ASSERT_OK(stController_SetPlayerObjectState(c, &o));
  const stPlayerHurtState none{false, 0};
  ST_ASSERT_OK(stController_SetPlayerHurtState(c, &none));
  EXPECT_NE(run(), knockBack);
  // Errors as the other state calls give them.
  EXPECT_EQ(stController_GetPlayerHurtState(c, nullptr), stStatus_nullArgument);
  EXPECT_EQ(stController_SetPlayerHurtState(c, nullptr), stStatus_nullArgument);
  stControllerDef boxDef = stDefaultControllerDef();
  boxDef.kind = stControllerKind_box;
  stControllerId box = stNullControllerId;
  ST_ASSERT_OK(stCreateController(level, &boxDef, &box));
  EXPECT_EQ(stController_GetPlayerHurtState(box, &hurt), stStatus_wrongKind);
  EXPECT_EQ(stController_SetPlayerHurtState(box, &hurt), stStatus_wrongKind);
  stDestroyLevel(level);
  EXPECT_EQ(stController_GetPlayerHurtState(c, &hurt), stStatus_staleId);
}

// Level format 7's bridge through the C API: made from an object, stood on
// (the log and the bend Obj11 keeps), rewound with its state, refusals named.
TEST(CApiObjectKinds, ABridgeSetInCodeSagsAndRewindsWithItsState) {
  const stLevelId level = loadKindsLevel();
  auto settle = [&](int32_t x) {
    const stControllerId c = dropAt(level, x);
    for (int f = 0; f < 90; ++f) EXPECT_EQ(stController_Step(c, 0), stStatus_ok) << stLastMessage();
    return c;
  };
  auto yOf = [](stControllerId c) {
    stPlayerState s{};
    EXPECT_EQ(stController_GetPlayerState(c, &s), stStatus_ok);
    return s.y >> 8;
  };
  stObjectDef platform{};
  ST_ASSERT_OK(stLevel_GetObject(level, 1, &platform));
  platform.topOnly = true;  // the flat top-only platform the bridge is compared with
  ST_ASSERT_OK(stLevel_SetObject(level, 1, &platform));
  const stControllerId flat = settle(120);
  const int32_t flatY = yOf(flat);
  stDestroyController(flat);

  int32_t logs = -1;
  ST_ASSERT_OK(stLevel_GetObjectBridge(level, 1, &logs));
  EXPECT_EQ(logs, 0);  // not a bridge
  ST_ASSERT_OK(stLevel_SetObjectBridge(level, 1, 4));
  ST_ASSERT_OK(stLevel_GetObjectBridge(level, 1, &logs));
  EXPECT_EQ(logs, 4);
  EXPECT_EQ(kindOf(level, 1).kind, stObjectKind_bridge);
  EXPECT_STREQ(stObjectKindName(stObjectKind_bridge), "bridge");
  stObjectDef def{};
  ST_ASSERT_OK(stLevel_GetObject(level, 1, &def));
  EXPECT_EQ(def.w, 4 * ST_BRIDGE_LOG_WIDTH);
  EXPECT_TRUE(def.topOnly);

  // Obj11_BendData's full sag under log k of 4 is 2 * min(k + 1, 4 - k): 2 px on log 0 (x 96..111),
  // 4 on log 1 (x 112..127), so standing on log 1 is 2 px lower, and both lower than the flat platform.
  const stControllerId first = settle(104);
  const int32_t onLog0 = yOf(first);
  stDestroyController(first);
  const stControllerId c = settle(120);
  stPlayerBridgeState b{};
  ST_ASSERT_OK(stController_GetPlayerBridgeState(c, &b));
  EXPECT_EQ(b.bridge, 1);
  EXPECT_EQ(b.log, 1);
  EXPECT_EQ(b.bend, 0x40);
  EXPECT_EQ(yOf(c), onLog0 + 2);
  EXPECT_GT(onLog0, flatY);

  // Rewinding: every state set back gives the same walk over the logs; the bend alone set flat does not.
  stPlayerState s{};
  stPlayerObjectState o{};
  ST_ASSERT_OK(stController_GetPlayerState(c, &s));
  ST_ASSERT_OK(stController_GetPlayerObjectState(c, &o));
  auto walk = [&] {
    std::vector<int32_t> out;
    for (int f = 0; f < 24; ++f) {
      EXPECT_EQ(stController_Step(c, stInput_right), stStatus_ok);
      stPlayerState now{};
      stPlayerBridgeState nb{};
      EXPECT_EQ(stController_GetPlayerState(c, &now), stStatus_ok);
      EXPECT_EQ(stController_GetPlayerBridgeState(c, &nb), stStatus_ok);
      out.insert(out.end(), {now.x, now.y, nb.bridge, nb.log, nb.bend});
    }
    return out;
  };
  const std::vector<int32_t> across = walk();
  auto rewind = [&](const stPlayerBridgeState& to) {
    ST_ASSERT_OK(stController_SetPlayerState(c, &s));
    ST_ASSERT_OK(stController_SetPlayerObjectState(c, &o));
    ST_ASSERT_OK(stController_SetPlayerBridgeState(c, &to));
  };
  rewind(b);
  EXPECT_EQ(walk(), across);
  rewind({-1, 0, 0});
  EXPECT_NE(walk(), across);

  // Refusals name what is wrong and change nothing.
  EXPECT_EQ(stLevel_SetObjectBridge(level, 1, 0), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("logs"));
  EXPECT_EQ(stLevel_SetObjectBridge(level, 1, ST_MAX_BRIDGE_LOGS + 1), stStatus_badValue);
  EXPECT_EQ(stLevel_SetObjectKind(level, 0, stObjectKind_bridge, stObjectDir_up, 0), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("stLevel_SetObjectBridge"));
  EXPECT_EQ(stLevel_GetObjectBridge(level, 1, nullptr), stStatus_nullArgument);
  const stPlayerBridgeState onBlock{0, 0, 0}, pastLast{1, 4, 0}, overBent{1, 0, 0x44};
  EXPECT_EQ(stController_SetPlayerBridgeState(c, &onBlock), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("not a bridge"));
  EXPECT_EQ(stController_SetPlayerBridgeState(c, &pastLast), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("has 4 logs"));
  EXPECT_EQ(stController_SetPlayerBridgeState(c, &overBent), stStatus_badValue);
  ST_ASSERT_OK(stLevel_GetObjectBridge(level, 1, &logs));
  EXPECT_EQ(logs, 4);
  // A block again: no logs, the width and top-only flag kept.
  ST_ASSERT_OK(stLevel_SetObjectKind(level, 1, stObjectKind_block, stObjectDir_up, 0));
  ST_ASSERT_OK(stLevel_GetObjectBridge(level, 1, &logs));
  EXPECT_EQ(logs, 0);
  stDestroyLevel(level);
}

// Level format 8's collapses: made in code, a collapse gives way under the
// player, and its slot (the level's object state) read and set back with the
// player's states rewinds the fall exactly.

TEST(CApiObjectKinds, ACollapseSetInCodeGivesWayAndItsSlotRewindsTheFall) {
  const stLevelId level = loadKindsLevel();  // object 1: a 32x16 block on the floor, made a (solid) collapse
  ST_ASSERT_OK(stLevel_SetObjectCollapse(level, 1, 3, 5));
  int32_t delay = 0, hold = 0;
  ST_ASSERT_OK(stLevel_GetObjectCollapse(level, 1, &delay, &hold));
  EXPECT_EQ(delay, 3);
  EXPECT_EQ(hold, 5);
  stObjectKind kind = stObjectKind_block;
  ST_ASSERT_OK(stLevel_GetObjectKind(level, 1, &kind, nullptr, nullptr));
  EXPECT_EQ(kind, stObjectKind_collapse);
  EXPECT_STREQ(stObjectKindName(stObjectKind_collapse), "collapse");

  const stControllerId c = dropAt(level, 112);
  EXPECT_EQ(slotsOf(c), std::vector<uint32_t>{ST_OBJECT_SLOT_NEVER});
  ASSERT_TRUE(stepUntil(c, stEvent_collapseStarted, 120));
  stPlayerState s{};
  stPlayerObjectState o{};
  ST_ASSERT_OK(stController_GetPlayerState(c, &s));
  ST_ASSERT_OK(stController_GetPlayerObjectState(c, &o));
  const std::vector<uint32_t> slots = slotsOf(c);
  EXPECT_EQ(slots, std::vector<uint32_t>{o.frame});
  auto fall = [&] {
    std::vector<int32_t> ys;
    for (int f = 0; f < 30; ++f) {
      EXPECT_EQ(stController_Step(c, 0), stStatus_ok);
      stPlayerState now{};
      EXPECT_EQ(stController_GetPlayerState(c, &now), stStatus_ok);
      ys.push_back(now.y >> 8);
    }
    return ys;
  };
  const std::vector<int32_t> ys = fall();
  EXPECT_EQ(ys.back(), 48 - 20) << "on the floor, 16 px under where the collapse held him";
  ST_ASSERT_OK(stController_SetPlayerState(c, &s));
  ST_ASSERT_OK(stController_SetPlayerObjectState(c, &o));
  ST_ASSERT_OK(stController_SetObjectSlots(c, slots.data(), slots.size()));
  EXPECT_EQ(fall(), ys);
  // The slot set back fresh: the count starts again, so he stands longer.
  ST_ASSERT_OK(stController_SetPlayerState(c, &s));
  ST_ASSERT_OK(stController_SetPlayerObjectState(c, &o));
  const uint32_t never = ST_OBJECT_SLOT_NEVER;
  ST_ASSERT_OK(stController_SetObjectSlots(c, &never, 1));
  EXPECT_NE(fall(), ys);

  EXPECT_EQ(stController_SetObjectSlots(c, slots.data(), 2), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("count is 2; the level has 1 object slots"));
  EXPECT_EQ(stLevel_SetObjectCollapse(level, 1, 3, 256), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("hold"));
  // Back to a block: no slot, and its delays read 0.
  ST_ASSERT_OK(stLevel_SetObjectKind(level, 1, stObjectKind_block, stObjectDir_up, ST_SPRING_RED));
  ST_ASSERT_OK(stLevel_GetObjectCollapse(level, 1, &delay, &hold));
  EXPECT_EQ(delay + hold, 0);
  EXPECT_TRUE(slotsOf(c).empty());
  stDestroyController(c);
  stDestroyLevel(level);
}

// Level format 9's kinds through their own calls: a fall's counts and a
// monitor's item read back, their slots counted (one a fall, two a monitor),
// bad values refused naming what is wrong, and back to a block nothing of
// them is left.
TEST(CApiObjectKinds, FallsAndMonitorsSetInCodeKeepTheirFieldsAndSlots) {
  const stLevelId level = loadKindsLevel();  // object 1: a 32x16 block on the floor
  ST_ASSERT_OK(stLevel_SetObjectFall(level, 1, 45, 10));
  int32_t delay = 0, carry = 0;
  ST_ASSERT_OK(stLevel_GetObjectFall(level, 1, &delay, &carry));
  EXPECT_EQ(delay, 45);
  EXPECT_EQ(carry, 10);
  stObjectKind kind = stObjectKind_block;
  ST_ASSERT_OK(stLevel_GetObjectKind(level, 1, &kind, nullptr, nullptr));
  EXPECT_EQ(kind, stObjectKind_fall);
  EXPECT_STREQ(stObjectKindName(stObjectKind_fall), "fall");
  const stControllerId c = dropAt(level, 112);
  EXPECT_EQ(slotsOf(c).size(), 1u);
  EXPECT_EQ(stLevel_SetObjectFall(level, 1, 0, 10), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("delay is 0, outside 1..255"));

  ST_ASSERT_OK(stLevel_SetObjectMonitor(level, 1, 7));
  int32_t item = -1;
  ST_ASSERT_OK(stLevel_GetObjectMonitor(level, 1, &item));
  EXPECT_EQ(item, 7);
  ST_ASSERT_OK(stLevel_GetObjectFall(level, 1, &delay, &carry));
  EXPECT_EQ(delay + carry, 0) << "a monitor has no fall counts";
  ST_ASSERT_OK(stLevel_GetObjectKind(level, 1, &kind, nullptr, nullptr));
  EXPECT_EQ(kind, stObjectKind_monitor);
  EXPECT_EQ(slotsOf(c).size(), 2u);
  EXPECT_EQ(stLevel_SetObjectMonitor(level, 1, 16), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("item is 16, outside 0..15"));
  EXPECT_EQ(stLevel_SetObjectKind(level, 1, stObjectKind_monitor, stObjectDir_up, ST_SPRING_RED), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("stLevel_SetObjectMonitor"));

  ST_ASSERT_OK(stLevel_SetObjectKind(level, 1, stObjectKind_block, stObjectDir_up, ST_SPRING_RED));
  ST_ASSERT_OK(stLevel_GetObjectMonitor(level, 1, &item));
  EXPECT_EQ(item, -1);
  EXPECT_TRUE(slotsOf(c).empty());
  stDestroyController(c);
  stDestroyLevel(level);
}

// A block's yes/no field through its two calls: 0 by default, 1 once set,
// another value refused by name, and the getter's null argument refused.
using FlagGet = stStatus (*)(stLevelId, int32_t, int*);
using FlagSet = stStatus (*)(stLevelId, int32_t, int);
void expectBlockFlagSetsAndRefuses(stLevelId level, FlagGet get, FlagSet set, const std::string& name) {
  int value = -1;
  ST_ASSERT_OK(get(level, 1, &value));
  EXPECT_EQ(value, 0);
  ST_ASSERT_OK(set(level, 1, 1));
  ST_ASSERT_OK(get(level, 1, &value));
  EXPECT_EQ(value, 1);
  EXPECT_EQ(set(level, 1, 2), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr(name + " is 2, outside 0..1"));
  EXPECT_EQ(get(level, 1, nullptr), stStatus_nullArgument);
}

// After a change to a monitor: the field reads 0 and setting it is refused.
void expectMonitorDropsBlockFlag(stLevelId level, FlagGet get, FlagSet set, const std::string& name) {
  ST_ASSERT_OK(stLevel_SetObjectMonitor(level, 1, 3));
  int value = -1;
  ST_ASSERT_OK(get(level, 1, &value));
  EXPECT_EQ(value, 0) << name;
  EXPECT_EQ(set(level, 1, 1), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr(name + " is for a block, not monitor"));
}

// Level format 13: a block solid only while its centre is on screen (Sonic
// 1's Obj71); 0 or 1, only a block, dropped by a change of kind.
TEST(CApiObjectKinds, OnScreenSetInCodeOnlyABlockKeepsIt) {
  const stLevelId level = loadKindsLevel();  // object 1: a 32x16 block on the floor
  expectBlockFlagSetsAndRefuses(level, stLevel_GetObjectOnScreen, stLevel_SetObjectOnScreen, "on_screen");
  int onScreen = -1;
  EXPECT_EQ(stLevel_GetObjectOnScreen(level, 99, &onScreen), stStatus_badValue) << "no object 99";
  expectMonitorDropsBlockFlag(level, stLevel_GetObjectOnScreen, stLevel_SetObjectOnScreen, "on_screen");
  stDestroyLevel(level);
}

// Level format 15: a block that vanishes by Sonic 1's Obj6C subtype; -1 is
// none, 0..255 a subtype, one slot of state, only a block, dropped by a change of kind.
TEST(CApiObjectKinds, VanishSetInCodeAddsOneSlotAndOnlyABlockKeepsIt) {
  const stLevelId level = loadKindsLevel();  // object 1: a 32x16 block on the floor
  int32_t subtype = 0;
  ST_ASSERT_OK(stLevel_GetObjectVanish(level, 1, &subtype));
  EXPECT_EQ(subtype, -1);
  ST_ASSERT_OK(stLevel_SetObjectVanish(level, 1, 0xC6));
  ST_ASSERT_OK(stLevel_GetObjectVanish(level, 1, &subtype));
  EXPECT_EQ(subtype, 0xC6);
  EXPECT_EQ(stLevel_SetObjectVanish(level, 1, 256), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("vanish is 256, outside -1..255"));
  EXPECT_EQ(stLevel_GetObjectVanish(level, 1, nullptr), stStatus_nullArgument);
  EXPECT_EQ(stLevel_GetObjectVanish(level, 99, &subtype), stStatus_badValue) << "no object 99";
  ST_ASSERT_OK(stLevel_SetObjectMonitor(level, 1, 3));
  ST_ASSERT_OK(stLevel_GetObjectVanish(level, 1, &subtype));
  EXPECT_EQ(subtype, -1) << "a monitor drops it";
  EXPECT_EQ(stLevel_SetObjectVanish(level, 1, 0), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("vanish is for a block, not monitor"));
  stDestroyLevel(level);
}

// Level format 17: a timer as the level file's text; the made clock adds one
// slot; only a block or a hurt zone keeps one; a change of kind drops it.
TEST(CApiObjectKinds, TimerSetInCodeReadsBackAndOnlyABlockOrAHurtZoneKeepsIt) {
  const stLevelId level = loadKindsLevel();  // object 1: a 32x16 block on the floor
  size_t length = 99;
  ST_ASSERT_OK(stLevel_GetObjectTimer(level, 1, nullptr, 0, &length));
  EXPECT_EQ(length, 0u) << "no timer";
  ST_ASSERT_OK(stLevel_SetObjectTimer(level, 1, "made 122: 8+57"));
  EXPECT_EQ(stLevel_GetObjectTimer(level, 1, nullptr, 0, &length), stStatus_tooSmall);
  EXPECT_EQ(length, 14u);
  char text[32] = {};
  ST_ASSERT_OK(stLevel_GetObjectTimer(level, 1, text, sizeof text, &length));
  EXPECT_STREQ(text, "made 122: 8+57");
  EXPECT_EQ(stLevel_SetObjectTimer(level, 1, "made 122: 122+1"), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("timer window 122+1 starts at or past its period"));
  ST_ASSERT_OK(stLevel_GetObjectTimer(level, 1, text, sizeof text, &length));
  EXPECT_STREQ(text, "made 122: 8+57") << "a refused call changes nothing";
  EXPECT_EQ(stLevel_GetObjectTimer(level, 1, text, sizeof text, nullptr), stStatus_nullArgument);
  ST_ASSERT_OK(stLevel_SetObjectKind(level, 1, stObjectKind_hurt, stObjectDir_up, ST_SPRING_RED));
  ST_ASSERT_OK(stLevel_GetObjectTimer(level, 1, text, sizeof text, &length));
  EXPECT_STREQ(text, "made 122: 8+57") << "a hurt zone keeps it";
  ST_ASSERT_OK(stLevel_SetObjectMonitor(level, 1, 3));
  ST_ASSERT_OK(stLevel_GetObjectTimer(level, 1, text, sizeof text, &length));
  EXPECT_EQ(length, 0u) << "a monitor drops it";
  EXPECT_EQ(stLevel_SetObjectTimer(level, 1, "frame 64: 6+3"), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("timer is for a block, a hurt zone or a fan, not monitor"));
  ST_ASSERT_OK(stLevel_SetObjectTimer(level, 1, nullptr));
  stDestroyLevel(level);
}

// Level format 15: an enemy's own routine, two more slots of state that its
// steps change; another kind refuses it and a change of kind drops it.
TEST(CApiObjectKinds, EnemyMotionSetInCodeAddsTwoSlotsThatItsRoutineSteps) {
  const stLevelId level = loadKindsLevel();  // object 1: a 32x16 block on the floor
  int32_t motion = -1;
  ST_ASSERT_OK(stLevel_GetObjectEnemyMotion(level, 1, &motion));
  EXPECT_EQ(motion, ST_ENEMY_STILL);
  EXPECT_EQ(stLevel_SetObjectEnemyMotion(level, 1, ST_ENEMY_MASHER), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("motion is for an enemy, not block"));
  ST_ASSERT_OK(stLevel_SetObjectKind(level, 1, stObjectKind_enemy, stObjectDir_up, ST_SPRING_RED));
  stControllerId c = dropAt(level, 24);
  EXPECT_EQ(slotsOf(c).size(), 1u) << "a still enemy: the frame it was destroyed";
  stDestroyController(c);
  ST_ASSERT_OK(stLevel_SetObjectEnemyMotion(level, 1, ST_ENEMY_MASHER));
  ST_ASSERT_OK(stLevel_GetObjectEnemyMotion(level, 1, &motion));
  EXPECT_EQ(motion, ST_ENEMY_MASHER);
  c = dropAt(level, 24);
  const std::vector<uint32_t> before = slotsOf(c);
  ASSERT_EQ(before.size(), 3u) << "and its routine's two";
  for (int f = 0; f < 20; ++f) ST_ASSERT_OK(stController_Step(c, 0));
  EXPECT_NE(slotsOf(c), before) << "Obj5C leaps from its first frame";
  stDestroyController(c);
  // Level format 17: Sonic 1's walkers keep three (their counters, y, x).
  ST_ASSERT_OK(stLevel_SetObjectEnemyMotion(level, 1, ST_ENEMY_MOTOBUG));
  c = dropAt(level, 24);
  EXPECT_EQ(slotsOf(c).size(), 4u) << "a Moto Bug: the destroyed frame and its routine's three";
  stDestroyController(c);
  ST_ASSERT_OK(stLevel_SetObjectEnemyMotion(level, 1, ST_ENEMY_MASHER));
  EXPECT_EQ(stLevel_SetObjectEnemyMotion(level, 1, 8), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("motion is 8, outside 0..7"));
  EXPECT_EQ(stLevel_GetObjectEnemyMotion(level, 1, nullptr), stStatus_nullArgument);
  EXPECT_EQ(stLevel_GetObjectEnemyMotion(level, 99, &motion), stStatus_badValue) << "no object 99";
  ST_ASSERT_OK(stLevel_GetObjectEnemyMotion(level, 1, &motion));
  EXPECT_EQ(motion, ST_ENEMY_MASHER) << "a refused call changes nothing";
  ST_ASSERT_OK(stLevel_SetObjectMonitor(level, 1, 3));
  ST_ASSERT_OK(stLevel_GetObjectEnemyMotion(level, 1, &motion));
  EXPECT_EQ(motion, ST_ENEMY_STILL) << "a monitor drops it";
  stDestroyLevel(level);
}

// Level format 15: spikes that move out and back by themselves keep the frame
// they were made in one more slot; another kind refuses it and a change of
// kind drops it.
TEST(CApiObjectKinds, SpikesRetractSetInCodeAddsTheMadeFrameSlot) {
  const stLevelId level = loadKindsLevel();  // object 1: a 32x16 block on the floor
  int32_t retract = -1;
  ST_ASSERT_OK(stLevel_GetObjectSpikesRetract(level, 1, &retract));
  EXPECT_EQ(retract, ST_SPIKES_STILL);
  EXPECT_EQ(stLevel_SetObjectSpikesRetract(level, 1, ST_SPIKES_VERTICAL), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("retract is for spikes, not block"));
  ST_ASSERT_OK(stLevel_SetObjectKind(level, 1, stObjectKind_spikes, stObjectDir_up, ST_SPRING_RED));
  stControllerId c = dropAt(level, 24);
  const std::size_t still = slotsOf(c).size();
  stDestroyController(c);
  ST_ASSERT_OK(stLevel_SetObjectSpikesRetract(level, 1, ST_SPIKES_HORIZONTAL));
  ST_ASSERT_OK(stLevel_GetObjectSpikesRetract(level, 1, &retract));
  EXPECT_EQ(retract, ST_SPIKES_HORIZONTAL);
  c = dropAt(level, 24);
  EXPECT_EQ(slotsOf(c).size(), still + 1) << "the frame they were made";
  stDestroyController(c);
  EXPECT_EQ(stLevel_SetObjectSpikesRetract(level, 1, 3), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("retract is 3, outside 0..2"));
  EXPECT_EQ(stLevel_GetObjectSpikesRetract(level, 1, nullptr), stStatus_nullArgument);
  EXPECT_EQ(stLevel_GetObjectSpikesRetract(level, 99, &retract), stStatus_badValue) << "no object 99";
  ST_ASSERT_OK(stLevel_GetObjectSpikesRetract(level, 1, &retract));
  EXPECT_EQ(retract, ST_SPIKES_HORIZONTAL) << "a refused call changes nothing";
  ST_ASSERT_OK(stLevel_SetObjectMonitor(level, 1, 3));
  ST_ASSERT_OK(stLevel_GetObjectSpikesRetract(level, 1, &retract));
  EXPECT_EQ(retract, ST_SPIKES_STILL) << "a monitor drops it";
  stDestroyLevel(level);
}

// Level format 11: a block's dip while stood on, two slots of state; another
// kind refuses it and a change of kind drops it.
TEST(CApiObjectKinds, NudgeSetInCodeAddsTwoSlotsAndOnlyABlockKeepsIt) {
  const stLevelId level = loadKindsLevel();  // object 1: a 32x16 block on the floor
  expectBlockFlagSetsAndRefuses(level, stLevel_GetObjectNudge, stLevel_SetObjectNudge, "nudge");
  const stControllerId c = dropAt(level, 112);
  EXPECT_EQ(slotsOf(c).size(), 2u);
  expectMonitorDropsBlockFlag(level, stLevel_GetObjectNudge, stLevel_SetObjectNudge, "nudge");
  stDestroyController(c);
  stDestroyLevel(level);
}

}  // namespace
}  // namespace solidtile::test
