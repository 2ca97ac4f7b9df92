// Levels built in code through the C API: every shipped level built call by
// call from its JSON gives, for every shipped movie, the trace of the same
// level loaded from the file, byte for byte; each building call refuses bad
// values naming the field and leaves the level as it was.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "capi_build_support.h"
#include "solidtile/sonic/profile.h"

namespace solidtile::test {
namespace {

using ::testing::HasSubstr;

std::vector<std::filesystem::path> filesIn(const std::string& dir) {
  std::vector<std::filesystem::path> files;
  for (const auto& e : std::filesystem::directory_iterator(dir)) files.push_back(e.path());
  std::sort(files.begin(), files.end());
  return files;
}

std::vector<std::uint8_t> movieFrames(const std::filesystem::path& path) {
  std::size_t count = 0;
  EXPECT_EQ(stLoadMovieFile(path.c_str(), nullptr, 0, &count), stStatus_tooSmall) << path;
  std::vector<std::uint8_t> frames(count);
  EXPECT_EQ(stLoadMovieFile(path.c_str(), frames.data(), frames.size(), &count), stStatus_ok) << stLastMessage();
  return frames;
}

// The runs a movie is made for: its header's controller and start, else the
// golden manifest's start and profiles for this level, else the level's start.
std::vector<stControllerDef> runsFor(const std::filesystem::path& level, const std::filesystem::path& movie) {
  stMovieHeader header{};
  EXPECT_EQ(stLoadMovieHeaderFile(movie.c_str(), &header), stStatus_ok) << stLastMessage();
  stControllerDef def = stDefaultControllerDef();
  if (header.controller >= 0) def.kind = static_cast<stControllerKind>(header.controller);
  if (header.hasStart) {
    def.useLevelStart = false;
    def.startX = header.startX;
    def.startY = header.startY;
  }
  std::vector<stControllerDef> runs;
  std::ifstream in(kRoot + "/tests/golden/traces.txt");
  std::string line;
  while (std::getline(in, line)) {
    std::istringstream fields(line);
    std::string lv, mv, start, profile;
    if (line.empty() || line[0] == '#' || !(fields >> lv >> mv >> start >> profile)) continue;
    if (lv != level.filename().string() || mv != movie.filename().string()) continue;
    stControllerDef d = def;
    d.profile = static_cast<stProfile>(*parseProfile(profile));
    if (start != "-") {
      d.useLevelStart = false;
      d.startX = std::stoi(start.substr(0, start.find(',')));
      d.startY = std::stoi(start.substr(start.find(',') + 1));
    }
    runs.push_back(d);
  }
  if (runs.empty()) runs.push_back(def);
  return runs;
}

TEST(CApiBuild, EveryShippedLevelBuiltCallByCallRunsEveryShippedMovieAsTheLoadedLevel) {
  const auto levels = filesIn(kRoot + "/data/levels");
  const auto movies = filesIn(kRoot + "/data/movies");
  ASSERT_GE(levels.size(), 3u);
  ASSERT_GE(movies.size(), 17u);
  int runs = 0;
  for (const auto& path : levels) {
    const io::LoadResult read = io::loadLevel(path);
    ASSERT_TRUE(read.file) << path;
    stLevelId loaded = stNullLevelId;
    ST_ASSERT_OK(stLoadLevelFile(path.c_str(), &loaded));
    const stLevelId built = buildThroughCApi(*read.file, loaded);
    ASSERT_TRUE(stLevel_IsValid(built)) << path;

    stLevelInfo a{}, b{};
    ST_EXPECT_OK(stLevel_GetInfo(loaded, &a));
    ST_EXPECT_OK(stLevel_GetInfo(built, &b));
    EXPECT_EQ(std::memcmp(&a, &b, sizeof a), 0) << path;
    std::int32_t objectsA = -1, objectsB = -2;
    ST_EXPECT_OK(stLevel_GetObjectCount(loaded, &objectsA));
    ST_EXPECT_OK(stLevel_GetObjectCount(built, &objectsB));
    EXPECT_EQ(objectsA, objectsB) << path;
    for (const auto& movie : movies) {
      const std::vector<std::uint8_t> frames = movieFrames(movie);
      for (const stControllerDef& def : runsFor(path, movie)) {
        const std::string want = traceOf(loaded, def, frames);
        ASSERT_GT(want.size(), 1000u) << movie;
        EXPECT_TRUE(want == traceOf(built, def, frames)) << movie << " on " << path << " (kind " << def.kind
                                                         << ", profile " << def.profile << ")";
        ++runs;
      }
    }
    ST_EXPECT_OK(stDestroyLevel(built));
    ST_EXPECT_OK(stDestroyLevel(loaded));
  }
  EXPECT_GE(runs, 60);
}

// A small level to refuse things on: 4 x 2 tiles, one mask.
stLevelId smallLevel(int layers = 1) {
  stLevelDef def = stDefaultLevelDef();
  def.width = 4;
  def.height = 2;
  def.layerCount = layers;
  stLevelId level = stNullLevelId;
  EXPECT_EQ(stCreateLevel(&def, &level), stStatus_ok) << stLastMessage();
  stMaskDef m = stDefaultMaskDef();
  for (auto& h : m.heights) h = 16;
  m.autoAngle = false;  // a full mask has no angle to compute
  EXPECT_EQ(stLevel_AddMask(level, &m, nullptr), stStatus_ok) << stLastMessage();
  return level;
}

TEST(CApiBuild, CreateLevelRefusesSizesOutsideTheReadersLimits) {
  stLevelId level = stNullLevelId;
  stLevelDef def = stDefaultLevelDef();
  EXPECT_EQ(stCreateLevel(&def, &level), stStatus_badValue);
  EXPECT_STREQ(stLastMessage(), "stCreateLevel: def.width is 0, outside 1..16384");
  EXPECT_TRUE(ST_IS_NULL(level));
  def.width = 10;
  def.height = 5000;
  EXPECT_EQ(stCreateLevel(&def, &level), stStatus_badValue);
  EXPECT_STREQ(stLastMessage(), "stCreateLevel: def.height is 5000, outside 1..4096");
  def.height = 10;
  def.layerCount = 3;
  EXPECT_EQ(stCreateLevel(&def, &level), stStatus_badValue);
  EXPECT_STREQ(stLastMessage(), "stCreateLevel: def.layerCount is 3, outside 1..2");
  def = stDefaultLevelDef();
  def.width = 16384;
  def.height = 4096;
  EXPECT_EQ(stCreateLevel(&def, &level), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("def.width, height: 16384 x 4096 tiles is more than the"));
  stLevelDef raw{};
  raw.width = raw.height = raw.layerCount = 1;
  EXPECT_EQ(stCreateLevel(&raw, &level), stStatus_badValue);
  EXPECT_STREQ(stLastMessage(), "stCreateLevel: def was not made by stDefaultLevelDef()");
  EXPECT_EQ(stCreateLevel(nullptr, &level), stStatus_nullArgument);
}

TEST(CApiBuild, AnEmptyLevelHasTheSizeAskedAndNothingElse) {
  const stLevelId level = smallLevel(2);
  stLevelInfo info{};
  ST_ASSERT_OK(stLevel_GetInfo(level, &info));
  EXPECT_EQ(info.width, 4);
  EXPECT_EQ(info.height, 2);
  EXPECT_EQ(info.layerCount, 2);
  EXPECT_EQ(info.maskCount, 1);
  EXPECT_EQ(info.switcherCount, 0);
  std::uint16_t tile = 1;
  ST_EXPECT_OK(stLevel_GetTile(level, 1, 3, 1, &tile));
  EXPECT_EQ(tile, 0);
  ST_EXPECT_OK(stLevel_SetName(level, "built"));
  char name[16];
  std::size_t length = 0;
  ST_EXPECT_OK(stLevel_GetName(level, name, sizeof name, &length));
  EXPECT_STREQ(name, "built");
  stDestroyLevel(level);
}

TEST(CApiBuild, MasksAreCheckedAsTheReaderChecksThem) {
  const stLevelId level = smallLevel();
  stMaskDef m = stDefaultMaskDef();
  m.heights[5] = 17;
  EXPECT_EQ(stLevel_AddMask(level, &m, nullptr), stStatus_badValue);
  EXPECT_STREQ(stLastMessage(), "stLevel_AddMask: def.heights[5] is 17, outside -16..16");
  m = stDefaultMaskDef();
  for (auto& h : m.heights) h = 16;  // a full mask: no surface to take an angle from
  EXPECT_EQ(stLevel_AddMask(level, &m, nullptr), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("def.autoAngle is set but the angle cannot be computed"));
  m.autoAngle = false;
  m.angle = ST_FLAGGED_ANGLE;
  m.hasEdges = true;
  m.edgeLeft = 0;
  m.edgeRight = 17;
  EXPECT_EQ(stLevel_AddMask(level, &m, nullptr), stStatus_badValue);
  EXPECT_STREQ(stLastMessage(), "stLevel_AddMask: def.edgeRight is 17, outside 0..16");
  stLevelInfo info{};
  ST_ASSERT_OK(stLevel_GetInfo(level, &info));
  EXPECT_EQ(info.maskCount, 1);  // nothing half-applied
  m.edgeRight = 16;
  std::int32_t index = -1;
  ST_EXPECT_OK(stLevel_AddMask(level, &m, &index));
  EXPECT_EQ(index, 1);
  stDestroyLevel(level);
}

TEST(CApiBuild, TilesNameAPathTheLevelHasAMaskItHasAndAnEmptyTileHasNoFlags) {
  const stLevelId level = smallLevel();
  stTileDef t{0, true, false, stSolidity_topOnly};
  ST_EXPECT_OK(stLevel_SetTile(level, 0, 3, 1, &t));
  std::uint16_t raw = 0;
  ST_EXPECT_OK(stLevel_GetTile(level, 0, 3, 1, &raw));
  EXPECT_EQ(raw, 1u | (1u << 12) | (1u << 14));
  EXPECT_EQ(stLevel_SetTile(level, 1, 0, 0, &t), stStatus_badValue);
  EXPECT_STREQ(stLastMessage(), "stLevel_SetTile: path is 1; the level has one layer (path 0)");
  EXPECT_EQ(stLevel_SetTile(level, 0, 4, 0, &t), stStatus_badValue);
  EXPECT_STREQ(stLastMessage(), "stLevel_SetTile: tx is 4, outside 0..3");
  EXPECT_EQ(stLevel_SetTile(level, 0, 0, -1, &t), stStatus_badValue);
  EXPECT_STREQ(stLastMessage(), "stLevel_SetTile: ty is -1, outside 0..1");
  t.mask = 1;
  EXPECT_EQ(stLevel_SetTile(level, 0, 3, 1, &t), stStatus_badValue);
  EXPECT_STREQ(stLastMessage(), "stLevel_SetTile: tile.mask is 1; the level has 1 masks (-1 is the empty tile)");
  t.mask = -1;
  EXPECT_EQ(stLevel_SetTile(level, 0, 3, 1, &t), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("tile.mask is -1 (the empty tile) but it has flips or a solidity"));
  t = {0, false, false, stSolidity_all};
  storeRaw(t.solidity, 4);
  EXPECT_EQ(stLevel_SetTile(level, 0, 3, 1, &t), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("tile.solidity is 4, not 0 (all)"));
  ST_EXPECT_OK(stLevel_GetTile(level, 0, 3, 1, &raw));
  EXPECT_EQ(raw, 1u | (1u << 12) | (1u << 14));  // every refusal left the tile alone
  t = {-1, false, false, stSolidity_all};
  ST_EXPECT_OK(stLevel_SetTile(level, 0, 3, 1, &t));
  ST_EXPECT_OK(stLevel_GetTile(level, 0, 3, 1, &raw));
  EXPECT_EQ(raw, 0u);
  stDestroyLevel(level);
}

TEST(CApiBuild, AWholeLayerIsRefusedWholeWhenOneTileIsBad) {
  const stLevelId level = smallLevel();
  std::vector<std::uint16_t> tiles(8, 1);
  tiles[6] = 2;  // mask 1: the level has one
  EXPECT_EQ(stLevel_SetTiles(level, 0, tiles.data(), tiles.size()), stStatus_badValue);
  EXPECT_STREQ(stLastMessage(), "stLevel_SetTiles: tiles[6] (tile 2,1) names mask 1; the level has 1 masks");
  tiles[6] = 1u << 12;
  EXPECT_EQ(stLevel_SetTiles(level, 0, tiles.data(), tiles.size()), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("tiles[6] (tile 2,1) is 4096: flags without a mask"));
  EXPECT_EQ(stLevel_SetTiles(level, 0, tiles.data(), 7), stStatus_badValue);
  EXPECT_STREQ(stLastMessage(), "stLevel_SetTiles: count is 7, expected width x height = 4 x 2 = 8");
  std::uint16_t raw = 9;
  ST_EXPECT_OK(stLevel_GetTile(level, 0, 0, 0, &raw));
  EXPECT_EQ(raw, 0u);  // nothing of the refused layers was applied
  tiles[6] = 0;
  ST_EXPECT_OK(stLevel_SetTiles(level, 0, tiles.data(), tiles.size()));
  ST_EXPECT_OK(stLevel_GetTile(level, 0, 1, 1, &raw));
  EXPECT_EQ(raw, 1u);
  stDestroyLevel(level);
}

TEST(CApiBuild, TagsSwitchersLoopsStartAndBoxConfigAreChecked) {
  const stLevelId level = smallLevel(2);
  ST_EXPECT_OK(stLevel_SetTag(level, 1, 2, 1, stTileTag_ladder));
  stTileTag tag = stTileTag_none;
  ST_EXPECT_OK(stLevel_GetTag(level, 1, 2, 1, &tag));
  EXPECT_EQ(tag, stTileTag_ladder);
  EXPECT_EQ(stLevel_SetTag(level, 0, 0, 0, static_cast<stTileTag>(5)), stStatus_badValue);
  EXPECT_THAT(stLastMessage(), HasSubstr("stLevel_SetTag: tag is 5, not 0 (none)"));

  stSwitcherDef s{false, 40, 0, 31, 0, 1, false};
  ST_EXPECT_OK(stLevel_AddSwitcher(level, &s));
  s.last = -1;
  EXPECT_EQ(stLevel_AddSwitcher(level, &s), stStatus_badValue);
  EXPECT_STREQ(stLastMessage(), "stLevel_AddSwitcher: def.last is -1, above first 0");
  s.last = 31;
  s.afterPath = 2;
  EXPECT_EQ(stLevel_AddSwitcher(level, &s), stStatus_badValue);
  EXPECT_STREQ(stLastMessage(), "stLevel_AddSwitcher: def.afterPath is 2; paths are 0 and 1");
  s.afterPath = 1;
  s.line = 5'000'000;
  EXPECT_EQ(stLevel_AddSwitcher(level, &s), stStatus_badValue);
  EXPECT_STREQ(stLastMessage(), "stLevel_AddSwitcher: def.line is 5000000, outside -4194304..4194304");
  stLevelInfo info{};
  ST_ASSERT_OK(stLevel_GetInfo(level, &info));
  EXPECT_EQ(info.switcherCount, 1);

  EXPECT_EQ(stLevel_AddLoopRegion(level, 0, 0, false), stStatus_ok) << stLastMessage();
  EXPECT_EQ(stLevel_AddLoopRegion(level, 0, 0, true), stStatus_badValue);
  EXPECT_STREQ(stLastMessage(), "stLevel_AddLoopRegion: x, y are 0, 0: already loop region 0");
  EXPECT_EQ(stLevel_AddLoopRegion(level, 256, 0, false), stStatus_badValue);
  EXPECT_STREQ(stLastMessage(), "stLevel_AddLoopRegion: x is 256, outside 0..63 (the level's pixels)");

  EXPECT_EQ(stLevel_SetStart(level, 10, -5'000'000), stStatus_badValue);
  EXPECT_STREQ(stLastMessage(), "stLevel_SetStart: y is -5000000, outside -4194304..4194304");
  ST_EXPECT_OK(stLevel_GetInfo(level, &info));
  EXPECT_EQ(info.startX, 0);  // x was not applied without y

  stBoxConfig config = stDefaultControllerDef().box;
  config.walkSpeed = 5000;
  EXPECT_EQ(stLevel_SetBoxConfig(level, &config), stStatus_badValue);
  EXPECT_STREQ(stLastMessage(), "stLevel_SetBoxConfig: config.walkSpeed (walk_speed): is 5000, outside 0..4096");
  bool hasOwn = true;
  ST_EXPECT_OK(stLevel_GetBoxConfig(level, &config, &hasOwn));
  EXPECT_FALSE(hasOwn);
  config.walkSpeed = 300;
  ST_EXPECT_OK(stLevel_SetBoxConfig(level, &config));
  ST_EXPECT_OK(stLevel_GetBoxConfig(level, &config, &hasOwn));
  EXPECT_TRUE(hasOwn);
  EXPECT_EQ(config.walkSpeed, 300);
  stDestroyLevel(level);
}

TEST(CApiBuild, AnAutoAngleIsTheOneTheReaderComputesForAuto) {
  const std::string json = R"({"format": "solidtile-level", "version": 1, "width": 1, "height": 1,
    "masks": [{"heights": [1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16], "angle": "auto"}],
    "layers": [{"tiles": [1]}], "start": {"x": 8, "y": 0}})";
  stLevelId loaded = stNullLevelId;
  ST_ASSERT_OK(stLoadLevelMemory(json.data(), json.size(), &loaded));
  stLevelDef def = stDefaultLevelDef();
  def.width = def.height = 1;
  stLevelId built = stNullLevelId;
  ST_ASSERT_OK(stCreateLevel(&def, &built));
  stMaskDef m = stDefaultMaskDef();
  for (int c = 0; c < 16; ++c) m.heights[c] = static_cast<std::int8_t>(c + 1);
  ST_ASSERT_OK(stLevel_AddMask(built, &m, nullptr));
  const stTileDef tile{0, false, false, stSolidity_all};
  ST_ASSERT_OK(stLevel_SetTile(built, 0, 0, 0, &tile));
  stCastDef cast = stDefaultCastDef();
  cast.x = 8;
  cast.y = 0;
  stSensorResult a{}, b{};
  ST_ASSERT_OK(stLevel_CastSensor(loaded, &cast, &a));
  ST_ASSERT_OK(stLevel_CastSensor(built, &cast, &b));
  stMaskAngle computed{};
  ST_ASSERT_OK(stComputeMaskAngle(m.heights, &computed));
  ASSERT_TRUE(a.found && b.found && computed.determined);
  EXPECT_EQ(a.angle, computed.angle);
  EXPECT_EQ(b.angle, computed.angle);
  EXPECT_EQ(a.distance, b.distance);
  stDestroyLevel(built);
  stDestroyLevel(loaded);
}

}  // namespace
}  // namespace solidtile::test
