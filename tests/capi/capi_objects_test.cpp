// A level's objects through the C API: listed as the file has them, placed
// on a frame as the box meets them, added, changed, moved and removed with
// bad values refused naming the field, and the box controller on the level
// meeting each change on its next step.
#include <string>

#include "capi_support.h"
#include "solidtile/io/level_file.h"
#include "solidtile/level/objects.h"

namespace solidtile::test {
namespace {

using ::testing::HasSubstr;


stLevelId loadBoxDemo() {
  stLevelId level = stNullLevelId;
  EXPECT_EQ(stLoadLevelFile(kBoxDemo.c_str(), &level), stStatus_ok) << stLastMessage();
  return level;
}

// An empty 20 x 20 tile level (no tiles: only objects hold the box up).
stLevelId emptyLevel() {
  stLevelDef def = stDefaultLevelDef();
  def.width = 20;
  def.height = 20;
  stLevelId level = stNullLevelId;
  EXPECT_EQ(stCreateLevel(&def, &level), stStatus_ok) << stLastMessage();
  return level;
}

stControllerId boxAt(stLevelId level, int x, int y) {
  stControllerDef def = stDefaultControllerDef();
  def.kind = stControllerKind_box;
  def.useLevelStart = false;
  def.startX = x;
  def.startY = y;
  stControllerId c = stNullControllerId;
  EXPECT_EQ(stCreateController(level, &def, &c), stStatus_ok) << stLastMessage();
  return c;
}

stBoxState stepIdle(stControllerId box, int frames) {
  for (int k = 0; k < frames; ++k) EXPECT_EQ(stController_Step(box, 0), stStatus_ok) << stLastMessage();
  stBoxState s{};
  EXPECT_EQ(stController_GetBoxState(box, &s), stStatus_ok) << stLastMessage();
  return s;
}

bool sameObject(const stObjectDef& a, const stObjectDef& b) {
  if (a.w != b.w || a.h != b.h || a.pointCount != b.pointCount || a.speed != b.speed || a.loop != b.loop ||
      a.wait != b.wait || a.topOnly != b.topOnly) {
    return false;
  }
  for (int k = 0; k < a.pointCount; ++k) {
    if (a.points[k].x != b.points[k].x || a.points[k].y != b.points[k].y) return false;
  }
  return true;
}

TEST(CApiObjects, TheLevelsObjectsAreListedAsTheFileHasThemAndPlacedAsThePhysicsPlacesThem) {
  const io::LoadResult read = io::loadLevel(kBoxDemo);
  ASSERT_TRUE(read.file);
  const ObjectList& want = read.file->level.objects;
  const stLevelId level = loadBoxDemo();
  std::int32_t count = 0;
  ST_ASSERT_OK(stLevel_GetObjectCount(level, &count));
  ASSERT_EQ(count, static_cast<std::int32_t>(want.size()));
  ASSERT_GE(count, 2);
  for (std::int32_t i = 0; i < count; ++i) {
    const SolidObject& o = want[static_cast<std::size_t>(i)];
    stObjectDef d{};
    ST_ASSERT_OK(stLevel_GetObject(level, i, &d));
    EXPECT_EQ(d.w, o.w);
    EXPECT_EQ(d.h, o.h);
    ASSERT_EQ(d.pointCount, static_cast<std::int32_t>(o.path.size()));
    for (std::size_t k = 0; k < o.path.size(); ++k) {
      EXPECT_EQ(d.points[k].x, o.path[k].x);
      EXPECT_EQ(d.points[k].y, o.path[k].y);
    }
    EXPECT_EQ(d.speed, o.speed);
    EXPECT_EQ(static_cast<int>(d.loop), static_cast<int>(o.loop));
    EXPECT_EQ(d.wait, o.wait);
    EXPECT_EQ(d.topOnly, o.topOnly);
    for (std::uint32_t frame : {0u, 1u, 59u, 60u, 61u, 200u, 1000u, 123457u}) {
      std::int32_t x = 0, y = 0;
      ST_ASSERT_OK(stLevel_GetObjectPosition(level, i, frame, &x, &y));
      const ObjectPos p = objectPosition(o, frame);
      EXPECT_EQ(x, p.x) << "object " << i << " frame " << frame;
      EXPECT_EQ(y, p.y) << "object " << i << " frame " << frame;
    }
  }
  std::int32_t x = 0, y = 0;
  EXPECT_EQ(stLevel_GetObjectPosition(level, count, 0, &x, &y), stStatus_badValue);
  EXPECT_STREQ(stLastMessage(), "stLevel_GetObjectPosition: index is 2, outside 0..1 (the level's objects)");
  EXPECT_EQ(stLevel_GetObjectPosition(level, 0, 0, nullptr, &y), stStatus_nullArgument);
  stDestroyLevel(level);
}

TEST(CApiObjects, AnAddedObjectHoldsTheBoxUpAndARemovedOneLetsItFall) {
  const stLevelId level = emptyLevel();
  const stControllerId box = boxAt(level, 100, 40);
  stObjectDef floor = stDefaultObjectDef();
  floor.w = 64;
  floor.points[0] = {80, 120};
  std::int32_t index = -1;
  ST_ASSERT_OK(stLevel_AddObject(level, &floor, &index));
  EXPECT_EQ(index, 0);
  stBoxState s = stepIdle(box, 90);
  EXPECT_EQ(s.mode, stBoxMode_ground);
  EXPECT_EQ(s.platform, 0);
  stBoxConfig config{};
  bool hasOwn = false;
  ST_ASSERT_OK(stLevel_GetBoxConfig(level, &config, &hasOwn));
  EXPECT_EQ(s.y + config.halfHeight * 2 * 256, 120 * 256);  // standing on its top

  // Moved down a tile, the box follows it down to its new top.
  ST_ASSERT_OK(stLevel_MoveObject(level, 0, 80, 136));
  s = stepIdle(box, 30);
  EXPECT_EQ(s.mode, stBoxMode_ground);
  EXPECT_EQ(s.y + config.halfHeight * 2 * 256, 136 * 256);

  // Removed under it, the box lets go at once and falls.
  ST_ASSERT_OK(stLevel_RemoveObject(level, 0));
  ST_ASSERT_OK(stController_GetBoxState(box, &s));
  EXPECT_EQ(s.platform, -1);
  s = stepIdle(box, 10);
  EXPECT_EQ(s.mode, stBoxMode_air);
  std::int32_t count = -1;
  ST_ASSERT_OK(stLevel_GetObjectCount(level, &count));
  EXPECT_EQ(count, 0);
  stDestroyLevel(level);
}

TEST(CApiObjects, RemovingAnEarlierObjectKeepsTheBoxOnTheOneItRides) {
  const stLevelId level = emptyLevel();
  stObjectDef first = stDefaultObjectDef();
  first.points[0] = {0, 200};
  ST_ASSERT_OK(stLevel_AddObject(level, &first, nullptr));
  stObjectDef floor = stDefaultObjectDef();
  floor.w = 64;
  floor.points[0] = {80, 120};
  ST_ASSERT_OK(stLevel_AddObject(level, &floor, nullptr));
  const stControllerId box = boxAt(level, 100, 40);
  stBoxState s = stepIdle(box, 90);
  ASSERT_EQ(s.platform, 1);
  ST_ASSERT_OK(stLevel_RemoveObject(level, 0));
  ST_ASSERT_OK(stController_GetBoxState(box, &s));
  EXPECT_EQ(s.platform, 0);  // the same object, one index down
  const stBoxState after = stepIdle(box, 5);
  EXPECT_EQ(after.mode, stBoxMode_ground);
  EXPECT_EQ(after.y, s.y);
  stDestroyLevel(level);
}

TEST(CApiObjects, ChangingAnObjectChecksTheDefAndLeavesTheObjectAloneWhenRefused) {
  const stLevelId level = loadBoxDemo();
  stObjectDef before{};
  ST_ASSERT_OK(stLevel_GetObject(level, 1, &before));
  stObjectDef d = before;
  d.w = 0;
  EXPECT_EQ(stLevel_SetObject(level, 1, &d), stStatus_badValue);
  EXPECT_STREQ(stLastMessage(), "stLevel_SetObject: def.w is 0, outside 1..4096");
  d = before;
  d.pointCount = 65;
  EXPECT_EQ(stLevel_AddObject(level, &d, nullptr), stStatus_badValue);
  EXPECT_STREQ(stLastMessage(), "stLevel_AddObject: def.pointCount is 65, outside 1..64");
  d = before;
  d.speed = 4097;
  EXPECT_EQ(stLevel_SetObject(level, 1, &d), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("def.speed is 4097, outside 0..4096 (subpixels a frame"));
  d = before;
  d.points[1].y = -5'000'000;
  EXPECT_EQ(stLevel_SetObject(level, 1, &d), stStatus_badValue);
  EXPECT_STREQ(stLastMessage(), "stLevel_SetObject: def.points[1].y is -5000000, outside -4194304..4194304");
  d = before;
  storeRaw(d.loop, 2);
  EXPECT_EQ(stLevel_SetObject(level, 1, &d), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("def.loop is 2, not 0"));
  d = before;
  d.wait = -1;
  EXPECT_EQ(stLevel_SetObject(level, 1, &d), stStatus_badValue);
  EXPECT_STREQ(stLastMessage(), "stLevel_SetObject: def.wait is -1, outside 0..216000 (frames)");
  stObjectDef raw{};
  raw.w = raw.h = raw.pointCount = 1;
  EXPECT_EQ(stLevel_AddObject(level, &raw, nullptr), stStatus_badValue);
  EXPECT_STREQ(stLastMessage(), "stLevel_AddObject: def was not made by stDefaultObjectDef()");
  EXPECT_EQ(stLevel_MoveObject(level, 1, 0, -4'194'300), stStatus_badValue);  // its second point goes 160 px further
  EXPECT_STREQ(stLastMessage(), "stLevel_MoveObject: the move takes points[1].y to -4194460, outside -4194304..4194304");
  EXPECT_EQ(stLevel_RemoveObject(level, 2), stStatus_badValue);
  EXPECT_EQ(stLevel_RemoveObject(level, -1), stStatus_badValue);
  stObjectDef now{};
  ST_ASSERT_OK(stLevel_GetObject(level, 1, &now));
  EXPECT_TRUE(sameObject(now, before));  // every refusal left it as it was
  std::int32_t count = 0;
  ST_ASSERT_OK(stLevel_GetObjectCount(level, &count));
  EXPECT_EQ(count, 2);

  // A move keeps the path's shape; a change replaces the whole object.
  ST_ASSERT_OK(stLevel_MoveObject(level, 1, before.points[0].x + 16, before.points[0].y - 32));
  ST_ASSERT_OK(stLevel_GetObject(level, 1, &now));
  for (int k = 0; k < now.pointCount; ++k) {
    EXPECT_EQ(now.points[k].x, before.points[k].x + 16);
    EXPECT_EQ(now.points[k].y, before.points[k].y - 32);
  }
  d = before;
  d.topOnly = !before.topOnly;
  d.pointCount = 1;
  ST_ASSERT_OK(stLevel_SetObject(level, 1, &d));
  ST_ASSERT_OK(stLevel_GetObject(level, 1, &now));
  EXPECT_EQ(now.topOnly, d.topOnly);
  EXPECT_EQ(now.pointCount, 1);
  stDestroyLevel(level);
}

TEST(CApiObjects, TheLevelLimitOfObjectsIsKept) {
  const stLevelId level = emptyLevel();
  const stObjectDef d = stDefaultObjectDef();
  for (int i = 0; i < 1024; ++i) ASSERT_EQ(stLevel_AddObject(level, &d, nullptr), stStatus_ok) << stLastMessage();
  EXPECT_EQ(stLevel_AddObject(level, &d, nullptr), stStatus_badValue);
  EXPECT_STREQ(stLastMessage(), "stLevel_AddObject: the level has 1024 objects, as many as a level may have");
  stDestroyLevel(level);
}

}  // namespace
}  // namespace solidtile::test
