// Level format 6 through the C API: an object's kind, direction and spring
// speed, a sloped object's heights, and the hurt state spikes start (and
// format 8's collapses with the level's object state). New
// calls beside stObjectDef and stPlayerState, whose layouts 0.3 keeps.
#include <string>
#include <vector>

#include "capi_support.h"

namespace solidtile::test {
namespace {

using ::testing::HasSubstr;
using Heights = std::vector<std::uint8_t>;

// A floor on row 3 (its top at y 48), two flat 16 px high blocks standing on
// it: object 0 (16x16 at x 16) under the start, object 1 (32x16 at x 96).
const char kObjectKindsLevel[] = R"({"format": "solidtile-level", "version": 6, "name": "kinds", "width": 10, "height": 4,
  "start": {"x": 24, "y": 8},
  "masks": [{"heights": [16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16], "angle": 0}],
  "layers": [{"tiles": [0, 0, 0, 0, 0, 0, 0, 0, 0, 0,  0, 0, 0, 0, 0, 0, 0, 0, 0, 0,  0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                        1, 1, 1, 1, 1, 1, 1, 1, 1, 1]}],
  "path_switchers": [],
  "objects": [
    {"w": 16, "h": 16, "path": [[16, 32]]},
    {"w": 32, "h": 16, "path": [[96, 32]]}
  ]})";

stLevelId loadKindsLevel() {
  stLevelId level = stNullLevelId;
  EXPECT_EQ(stLoadLevelMemory(kObjectKindsLevel, sizeof kObjectKindsLevel - 1, &level), stStatus_ok) << stLastMessage();
  return level;
}

// Sonic 1 dropped from (x, 8), recording his steps.
stControllerId dropAt(stLevelId level, int32_t x) {
  stControllerDef def = stDefaultControllerDef();
  def.profile = stProfile_sonic1;
  def.useLevelStart = false;
  def.startX = x;
  def.startY = 8;
  stControllerId c = stNullControllerId;
  EXPECT_EQ(stCreateController(level, &def, &c), stStatus_ok) << stLastMessage();
  return c;
}

// Steps until an event of `kind` (or `frames` pass); true when it came.
bool stepUntil(stControllerId c, stEventKind kind, int frames) {
  for (int f = 0; f < frames; ++f) {
    EXPECT_EQ(stController_Step(c, 0), stStatus_ok) << stLastMessage();
    stStepRecord r{};
    EXPECT_EQ(stController_GetStepRecord(c, &r), stStatus_ok) << stLastMessage();
    for (int k = 0; k < r.eventCount; ++k) {
      if (r.events[k].kind == kind) return true;
    }
  }
  return false;
}

struct Kind {
  stObjectKind kind = stObjectKind_block;
  stObjectDir dir = stObjectDir_up;
  int32_t speed = 0;
};
Kind kindOf(stLevelId level, int32_t index) {
  Kind k;
  EXPECT_EQ(stLevel_GetObjectKind(level, index, &k.kind, &k.dir, &k.speed), stStatus_ok) << stLastMessage();
  return k;
}
Heights slopeOf(stLevelId level, int32_t index) {
  size_t count = 0;
  Heights h(ST_MAX_SLOPE_HEIGHT);
  EXPECT_EQ(stLevel_GetObjectSlope(level, index, h.data(), h.size(), &count), stStatus_ok) << stLastMessage();
  h.resize(count);
  return h;
}

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
std::vector<uint32_t> slotsOf(stControllerId c) {
  size_t n = 0;
  // The status first: the count it writes says which status is right.
  const stStatus asked = stController_GetObjectSlots(c, nullptr, 0, &n);
  EXPECT_EQ(asked, n == 0 ? stStatus_ok : stStatus_tooSmall);
  std::vector<uint32_t> out(n);
  EXPECT_EQ(stController_GetObjectSlots(c, out.data(), out.size(), &n), stStatus_ok) << stLastMessage();
  return out;
}

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
  EXPECT_THAT(stLastMessage(), HasSubstr("timer is for a block or a hurt zone, not monitor"));
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

// Level format 16: a twist made in code with its tables, read back; bad
// tables and stLevel_SetObjectKind's twist refused; a change of kind drops them.
TEST(CApiObjectKinds, TwistSetInCodeKeepsItsTablesAndBoxAboutTheCentre) {
  const stLevelId level = loadKindsLevel();  // object 1: a 32x16 block on the floor
  int8_t heights[ST_TWIST_HEIGHTS];
  uint8_t flips[ST_TWIST_FLIPS];
  for (int k = 0; k < ST_TWIST_HEIGHTS; ++k) heights[k] = static_cast<int8_t>(k % 50 - 25);
  for (int k = 0; k < ST_TWIST_FLIPS; ++k) flips[k] = static_cast<uint8_t>(k);
  int isTwist = -1;
  ST_ASSERT_OK(stLevel_GetObjectTwist(level, 1, nullptr, nullptr, &isTwist));
  EXPECT_EQ(isTwist, 0);
  EXPECT_EQ(stLevel_SetObjectKind(level, 1, stObjectKind_twist, stObjectDir_up, ST_SPRING_RED), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("a twist needs its tables"));
  ST_ASSERT_OK(stLevel_SetObjectTwist(level, 1, heights, flips));
  int8_t backHeights[ST_TWIST_HEIGHTS] = {};
  uint8_t backFlips[ST_TWIST_FLIPS] = {};
  ST_ASSERT_OK(stLevel_GetObjectTwist(level, 1, backHeights, backFlips, &isTwist));
  EXPECT_EQ(isTwist, 1);
  EXPECT_EQ(std::vector<int8_t>(backHeights, backHeights + ST_TWIST_HEIGHTS), std::vector<int8_t>(heights, heights + ST_TWIST_HEIGHTS));
  EXPECT_EQ(std::vector<uint8_t>(backFlips, backFlips + ST_TWIST_FLIPS), std::vector<uint8_t>(flips, flips + ST_TWIST_FLIPS));
  stObjectKind kind = stObjectKind_block;
  ST_ASSERT_OK(stLevel_GetObjectKind(level, 1, &kind, nullptr, nullptr));
  EXPECT_EQ(kind, stObjectKind_twist);
  heights[7] = 64;  // past the box's half height
  EXPECT_EQ(stLevel_SetObjectTwist(level, 1, heights, flips), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("outside -64..63"));
  EXPECT_EQ(stLevel_SetObjectTwist(level, 1, nullptr, flips), stStatus_nullArgument);
  EXPECT_EQ(stLevel_GetObjectTwist(level, 1, backHeights, backFlips, nullptr), stStatus_nullArgument);
  ST_ASSERT_OK(stLevel_SetObjectKind(level, 1, stObjectKind_block, stObjectDir_up, ST_SPRING_RED));
  ST_ASSERT_OK(stLevel_GetObjectTwist(level, 1, nullptr, nullptr, &isTwist));
  EXPECT_EQ(isTwist, 0) << "a block drops the tables";
  stDestroyLevel(level);
}

// Level format 16: a ramp is made by stLevel_SetObjectKind with its way
// (right or left), its box the routine's fixed window about the old centre.
TEST(CApiObjectKinds, RampSetInCodeThrowsItsWayFromTheOldCentre) {
  const stLevelId level = loadKindsLevel();  // object 1: a 32x16 block on the floor
  EXPECT_EQ(stLevel_SetObjectKind(level, 1, stObjectKind_ramp, stObjectDir_up, ST_SPRING_RED), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("a ramp throws right or left"));
  ST_ASSERT_OK(stLevel_SetObjectKind(level, 1, stObjectKind_ramp, stObjectDir_left, ST_SPRING_RED));
  stObjectKind kind = stObjectKind_block;
  stObjectDir dir = stObjectDir_up;
  ST_ASSERT_OK(stLevel_GetObjectKind(level, 1, &kind, &dir, nullptr));
  EXPECT_EQ(kind, stObjectKind_ramp);
  EXPECT_EQ(dir, stObjectDir_left);
  EXPECT_STREQ(stEventName(stEvent_rampLaunched), "ramp launched");
  EXPECT_STREQ(stObjectOutcomeName(stObjectOutcome_launched), "launched");
  ST_ASSERT_OK(stLevel_SetObjectKind(level, 1, stObjectKind_block, stObjectDir_up, ST_SPRING_RED));
  ST_ASSERT_OK(stLevel_GetObjectKind(level, 1, &kind, &dir, nullptr));
  EXPECT_EQ(kind, stObjectKind_block);
  stDestroyLevel(level);
}

// Level format 17: a bumper is made by stLevel_SetObjectKind, its box the
// fixed 16 x 16 collision size about the old box's centre; a booster with its
// way (right or left) and speed (springSpeed), its box Obj1B's 32 x 32 window.
TEST(CApiObjectKinds, BumpersAndBoostersSetInCodeKeepTheOldCentre) {
  const stLevelId level = loadKindsLevel();  // object 1: a 32x16 block at (96, 32)
  ST_ASSERT_OK(stLevel_SetObjectKind(level, 1, stObjectKind_bumper, stObjectDir_up, ST_SPRING_RED));
  stObjectDef def{};
  ST_ASSERT_OK(stLevel_GetObject(level, 1, &def));
  EXPECT_EQ(def.w, 16);
  EXPECT_EQ(def.h, 16);
  ASSERT_EQ(def.pointCount, 1);
  EXPECT_EQ(def.points[0].x, 96 + 16 - 8);
  EXPECT_EQ(def.points[0].y, 32 + 8 - 8);
  EXPECT_EQ(kindOf(level, 1).kind, stObjectKind_bumper);
  EXPECT_STREQ(stObjectKindName(stObjectKind_bumper), "bumper");
  EXPECT_STREQ(stEventName(stEvent_bumperBounced), "bumper bounced");
  EXPECT_STREQ(stObjectOutcomeName(stObjectOutcome_bounced), "bounced");

  EXPECT_EQ(stLevel_SetObjectKind(level, 1, stObjectKind_booster, stObjectDir_up, ST_SPRING_RED), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("a booster sends right or left"));
  EXPECT_EQ(stLevel_SetObjectKind(level, 1, stObjectKind_booster, stObjectDir_left, 0), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("a booster's speed"));
  ST_ASSERT_OK(stLevel_SetObjectKind(level, 1, stObjectKind_booster, stObjectDir_left, ST_SPRING_YELLOW));
  stObjectKind kind = stObjectKind_block;
  stObjectDir dir = stObjectDir_up;
  int32_t speed = 0;
  ST_ASSERT_OK(stLevel_GetObjectKind(level, 1, &kind, &dir, &speed));
  EXPECT_EQ(kind, stObjectKind_booster);
  EXPECT_EQ(dir, stObjectDir_left);
  EXPECT_EQ(speed, 0xA00);
  ST_ASSERT_OK(stLevel_GetObject(level, 1, &def));
  EXPECT_EQ(def.w, 32);
  EXPECT_EQ(def.h, 32);
  EXPECT_EQ(def.points[0].x, 96 + 16 - 16);
  EXPECT_EQ(def.points[0].y, 32 + 8 - 16);
  EXPECT_STREQ(stObjectKindName(stObjectKind_booster), "booster");
  EXPECT_STREQ(stEventName(stEvent_boosted), "boosted");
  EXPECT_STREQ(stObjectOutcomeName(stObjectOutcome_boosted), "boosted");
  ST_ASSERT_OK(stLevel_SetObjectKind(level, 1, stObjectKind_block, stObjectDir_up, ST_SPRING_RED));
  ST_ASSERT_OK(stLevel_GetObjectKind(level, 1, &kind, &dir, &speed));
  EXPECT_EQ(kind, stObjectKind_block);
  EXPECT_EQ(speed, ST_SPRING_RED) << "a block drops the booster's speed";
  stDestroyLevel(level);
}

// Level format 17: a goal (Obj0D) is made by stLevel_SetObjectKind, its
// fixed box with the post at the old box's centre; a player dropped on the
// post's x reaches it (x - obX 0), one a pixel left of it never does.
TEST(CApiObjectKinds, GoalSetInCodeEndsTheRunAtItsPost) {
  const stLevelId level = loadKindsLevel();  // object 1: a 32x16 block at (96, 32), its centre (112, 40)
  ST_ASSERT_OK(stLevel_SetObjectKind(level, 1, stObjectKind_goal, stObjectDir_up, ST_SPRING_RED));
  stObjectDef def{};
  ST_ASSERT_OK(stLevel_GetObject(level, 1, &def));
  EXPECT_EQ(def.w, ST_GOAL_WIDTH);
  EXPECT_EQ(def.h, ST_GOAL_HEIGHT);
  EXPECT_EQ(kindOf(level, 1).kind, stObjectKind_goal);
  EXPECT_STREQ(stObjectKindName(stObjectKind_goal), "goal");
  EXPECT_STREQ(stEventName(stEvent_goalReached), "goal reached");
  EXPECT_STREQ(stObjectOutcomeName(stObjectOutcome_reached), "reached");
  const stControllerId at = dropAt(level, 112);
  EXPECT_TRUE(stepUntil(at, stEvent_goalReached, 5));
  stPlayerState ps{};
  ST_ASSERT_OK(stController_GetPlayerState(at, &ps));
  EXPECT_TRUE(ps.outOfLevel);
  const stControllerId left = dropAt(level, 111);
  EXPECT_FALSE(stepUntil(left, stEvent_goalReached, 60));
  ST_ASSERT_OK(stController_GetPlayerState(left, &ps));
  EXPECT_FALSE(ps.outOfLevel);
  stDestroyLevel(level);
}

// Level format 16: a vine (S&K's Obj0C) is set with its subtype, its box the
// fixed ST_VINE_SIZE square about the old box's centre; one slot; the held
// state is read and set apart (stController_GetPlayerHeldBy), a vine only.
TEST(CApiObjectKinds, VineSetInCodeKeepsItsSubtypeAndBoxAboutTheCentre) {
  const stLevelId level = loadKindsLevel();  // object 1: a 32x16 block at (96, 32)
  int32_t sub = 0;
  ST_ASSERT_OK(stLevel_GetObjectVine(level, 1, &sub));
  EXPECT_EQ(sub, -1);
  EXPECT_EQ(stLevel_SetObjectKind(level, 1, stObjectKind_vine, stObjectDir_up, ST_SPRING_RED), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("a vine needs its subtype"));
  EXPECT_EQ(stLevel_SetObjectVine(level, 1, 256), stStatus_badValue);
  ST_ASSERT_OK(stLevel_SetObjectVine(level, 1, 0x69));
  ST_ASSERT_OK(stLevel_GetObjectVine(level, 1, &sub));
  EXPECT_EQ(sub, 0x69);
  stObjectDef def{};
  ST_ASSERT_OK(stLevel_GetObject(level, 1, &def));
  EXPECT_EQ(def.w, ST_VINE_SIZE);
  EXPECT_EQ(def.h, ST_VINE_SIZE);
  EXPECT_EQ(kindOf(level, 1).kind, stObjectKind_vine);
  EXPECT_EQ(stLevel_GetObjectVine(level, 1, nullptr), stStatus_nullArgument);
  const stControllerId c = dropAt(level, 20);
  int16_t held = 5;
  ST_ASSERT_OK(stController_GetPlayerHeldBy(c, &held));
  EXPECT_EQ(held, -1);
  EXPECT_EQ(stController_SetPlayerHeldBy(c, 0), stStatus_badValue);  // object 0 is a block
  EXPECT_THAT(stLastMessage(), HasSubstr("not a vine"));
  EXPECT_EQ(stController_SetPlayerHeldBy(c, 9), stStatus_badValue);
  ST_ASSERT_OK(stController_SetPlayerHeldBy(c, 1));
  ST_ASSERT_OK(stController_GetPlayerHeldBy(c, &held));
  EXPECT_EQ(held, 1);
  stPlayerState ps{};
  ST_ASSERT_OK(stController_GetPlayerState(c, &ps));
  ST_ASSERT_OK(stController_SetPlayerState(c, &ps));
  ST_ASSERT_OK(stController_GetPlayerHeldBy(c, &held));
  EXPECT_EQ(held, 1) << "stController_SetPlayerState leaves it";
  ST_ASSERT_OK(stController_SetPlayerHeldBy(c, -1));
  stDestroyController(c);
  ST_ASSERT_OK(stLevel_SetObjectKind(level, 1, stObjectKind_block, stObjectDir_up, ST_SPRING_RED));
  ST_ASSERT_OK(stLevel_GetObjectVine(level, 1, &sub));
  EXPECT_EQ(sub, -1) << "a block drops the subtype";
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

// A kind with no fields of its own, set by stLevel_SetObjectKind (its dir
// ignored): object 1 of the kinds level becomes it, keeping `slots` slots.
stObjectDef setFieldlessKind(stObjectKind k, const char* name, std::size_t slots) {
  const stLevelId level = loadKindsLevel();
  ST_EXPECT_OK(stLevel_SetObjectKind(level, 1, k, stObjectDir_left, ST_SPRING_RED));
  stObjectKind kind = stObjectKind_block;
  stObjectDir dir = stObjectDir_down;
  ST_EXPECT_OK(stLevel_GetObjectKind(level, 1, &kind, &dir, nullptr));
  EXPECT_EQ(kind, k);
  EXPECT_EQ(dir, stObjectDir_up) << name << " has no direction";
  EXPECT_STREQ(stObjectKindName(k), name);
  stObjectDef def{};
  ST_EXPECT_OK(stLevel_GetObject(level, 1, &def));
  const stControllerId c = dropAt(level, 112);
  EXPECT_EQ(slotsOf(c).size(), slots) << name;
  stDestroyController(c);
  stDestroyLevel(level);
  return def;
}

// Level format 11: a pushable block has no fields; its place is four slots.
TEST(CApiObjectKinds, APushIsSetByKindAndKeepsFourSlots) { setFieldlessKind(stObjectKind_push, "push", 4); }

// Level format 12: a ring has no fields; it is made the games' 16 x 16 and
// keeps one slot (the frame it was collected).
TEST(CApiObjectKinds, ARingIsSetByKindSizedSixteenAndKeepsOneSlot) {
  const stObjectDef def = setFieldlessKind(stObjectKind_ring, "ring", 1);
  EXPECT_EQ(def.w, 16);
  EXPECT_EQ(def.h, 16);
  // One past the last kind (past the enum's range, so not a cast: its bytes).
  stObjectKind past{};
  const int pastValue = stObjectKind_tree + 1;
  static_assert(sizeof past == sizeof pastValue);
  std::memcpy(&past, &pastValue, sizeof past);
  EXPECT_STREQ(stObjectKindName(past), "?");
  EXPECT_STREQ(stObjectKindName(stObjectKind_twist), "twist");
  EXPECT_STREQ(stObjectKindName(stObjectKind_vine), "vine");
}

// Level format 17: a tree (S&K's Obj_AIZHollowTree) has no fields; its box
// is the routine's fixed 224 x 305 reach with its point at the old box's
// centre (object 1: a 32 x 16 block at (96, 32), centre (112, 40)); it keeps
// one slot (the progress).
TEST(CApiObjectKinds, ATreeIsSetByKindAboutTheOldCentreAndKeepsOneSlot) {
  const stObjectDef def = setFieldlessKind(stObjectKind_tree, "tree", 1);
  EXPECT_EQ(def.w, 224);
  EXPECT_EQ(def.h, 305);
  ASSERT_EQ(def.pointCount, 1);
  EXPECT_EQ(def.points[0].x, 112 - 0x70);
  EXPECT_EQ(def.points[0].y, 40 - 0x90);
}

// Level format 13: a hurt zone has no fields; its box is the object's (even)
// w and h, kept; it keeps no slot.
TEST(CApiObjectKinds, AHurtZoneIsSetByKindKeepsItsSizeAndNoSlot) {
  const stObjectDef def = setFieldlessKind(stObjectKind_hurt, "hurt", 0);
  EXPECT_EQ(def.w % 2, 0);
  EXPECT_EQ(def.h % 2, 0);
}

// Level format 14: an enemy has no fields; its box is the object's (even) w
// and h, kept; it keeps one slot (the frame it was destroyed).
TEST(CApiObjectKinds, AnEnemyIsSetByKindKeepsItsSizeAndOneSlot) {
  const stObjectDef def = setFieldlessKind(stObjectKind_enemy, "enemy", 1);
  EXPECT_EQ(def.w % 2, 0);
  EXPECT_EQ(def.h % 2, 0);
  EXPECT_STREQ(stEventName(stEvent_enemyDestroyed), "enemy destroyed");
  EXPECT_STREQ(stEventName(stEvent_objectBroken), "object broken");
  EXPECT_STREQ(stEventName(stEvent_grabbed), "grabbed");
  EXPECT_STREQ(stEventName(stEvent_letGo), "let go");
  EXPECT_STREQ(stEventName(static_cast<stEventKind>(stEvent_goalReached + 1)), "?");
}

// Level format 14: a breakable's mode through its two calls; one slot (the
// frame it broke); refused by stLevel_SetObjectKind, which names the call.
TEST(CApiObjectKinds, ABreakableIsSetWithItsModeAndKeepsOneSlot) {
  const stLevelId level = loadKindsLevel();
  int32_t breaks = 5;
  ST_ASSERT_OK(stLevel_GetObjectBreakable(level, 1, &breaks));
  EXPECT_EQ(breaks, -1) << "a block";
  ST_ASSERT_OK(stLevel_SetObjectBreakable(level, 1, stBreakMode_top));
  ST_ASSERT_OK(stLevel_GetObjectBreakable(level, 1, &breaks));
  EXPECT_EQ(breaks, stBreakMode_top);
  stObjectKind kind = stObjectKind_block;
  ST_ASSERT_OK(stLevel_GetObjectKind(level, 1, &kind, nullptr, nullptr));
  EXPECT_EQ(kind, stObjectKind_breakable);
  EXPECT_STREQ(stObjectKindName(stObjectKind_breakable), "breakable");
  const stControllerId c = dropAt(level, 112);
  EXPECT_EQ(slotsOf(c).size(), 1u);
  stDestroyController(c);
  int two = 2;  // as C may pass it: not a constant the compiler folds
  EXPECT_EQ(stLevel_SetObjectBreakable(level, 1, static_cast<stBreakMode>(two)), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("breaks is 2, not 0 (stBreakMode_side) or 1 (stBreakMode_top)"));
  EXPECT_EQ(stLevel_GetObjectBreakable(level, 1, nullptr), stStatus_nullArgument);
  EXPECT_EQ(stLevel_SetObjectKind(level, 1, stObjectKind_breakable, stObjectDir_up, ST_SPRING_RED), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("stLevel_SetObjectBreakable"));
  ST_ASSERT_OK(stLevel_SetObjectKind(level, 1, stObjectKind_block, stObjectDir_up, ST_SPRING_RED));
  ST_ASSERT_OK(stLevel_GetObjectBreakable(level, 1, &breaks));
  EXPECT_EQ(breaks, -1);
  stDestroyLevel(level);
}

}  // namespace
}  // namespace solidtile::test
