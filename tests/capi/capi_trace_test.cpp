// The C API is the C++ library: every shipped movie run through it gives the
// trace `solidtile sim` writes, byte for byte, for both profiles.
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "capi_support.h"
#include "solidtile/sonic/profile.h"
#include "../support/temp_dir.h"

namespace solidtile::test {
namespace {

struct ShippedRun {
  std::string level, movie, start, profile;
};

// The golden manifest lists every shipped movie with its level, start and profile.
std::vector<ShippedRun> shippedRuns() {
  std::vector<ShippedRun> runs;
  std::ifstream in(kRoot + "/tests/golden/traces.txt");
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    ShippedRun r;
    fields >> r.level >> r.movie >> r.start >> r.profile;
    runs.push_back(r);
  }
  return runs;
}

// A row as stTraceRow writes it and, where sim writes the `object` column
// (docs/traces.md), the object stood on from the player's object state.
std::string appendRow(std::string& out, std::int64_t frame, const stPlayerState& s, stControllerId player,
                      bool object) {
  char row[128];
  std::size_t length = 0;
  EXPECT_EQ(stTraceRow(frame, &s, row, sizeof row, &length), stStatus_ok) << stLastMessage();
  out.append(row, length);
  if (object) {
    stPlayerObjectState o{};
    EXPECT_EQ(stController_GetPlayerObjectState(player, &o), stStatus_ok) << stLastMessage();
    out.insert(out.size() - 1, "," + std::to_string(o.standingOn));
  }
  return out;
}

// The whole run through the C API only: level, movie, controller, steps, trace.
std::string traceThroughCApi(const ShippedRun& r) {
  stLevelId level = stNullLevelId;
  EXPECT_EQ(stLoadLevelFile((kRoot + "/data/levels/" + r.level).c_str(), &level), stStatus_ok) << stLastMessage();
  const std::string moviePath = kRoot + "/data/movies/" + r.movie;
  std::size_t count = 0;
  EXPECT_EQ(stLoadMovieFile(moviePath.c_str(), nullptr, 0, &count), stStatus_tooSmall);  // every shipped movie has frames
  std::vector<std::uint8_t> frames(count);
  EXPECT_EQ(stLoadMovieFile(moviePath.c_str(), frames.data(), frames.size(), &count), stStatus_ok) << stLastMessage();

  stControllerDef def = stDefaultControllerDef();
  def.profile = static_cast<stProfile>(*parseProfile(r.profile));
  stMovieHeader header{};
  EXPECT_EQ(stLoadMovieHeaderFile(moviePath.c_str(), &header), stStatus_ok) << stLastMessage();
  if (header.character >= 0) def.character = static_cast<stCharacter>(header.character);  // as `sim` takes it
  if (r.start != "-") {
    def.useLevelStart = false;
    def.startX = std::stoi(r.start.substr(0, r.start.find(',')));
    def.startY = std::stoi(r.start.substr(r.start.find(',') + 1));
  }
  stControllerId player = stNullControllerId;
  EXPECT_EQ(stCreateController(level, &def, &player), stStatus_ok) << stLastMessage();

  std::int32_t objects = 0;
  EXPECT_EQ(stLevel_GetObjectCount(level, &objects), stStatus_ok);
  const bool object = objects > 0 && defaultPlayerConfig(*parseProfile(r.profile)).solidObjects;
  std::string out(128, '\0');
  std::size_t length = 0;
  EXPECT_EQ(stTraceHeader(out.data(), out.size(), &length), stStatus_ok) << stLastMessage();
  out.resize(length);
  if (object) out.insert(out.size() - 1, ",object");
  stPlayerState s{};
  EXPECT_EQ(stController_GetPlayerState(player, &s), stStatus_ok);
  appendRow(out, 0, s, player, object);
  for (std::size_t k = 0; k < frames.size(); ++k) {
    EXPECT_EQ(stController_Step(player, frames[k]), stStatus_ok) << stLastMessage();
    EXPECT_EQ(stController_GetPlayerState(player, &s), stStatus_ok);
    appendRow(out, static_cast<std::int64_t>(k + 1), s, player, object);
  }
  EXPECT_EQ(stDestroyLevel(level), stStatus_ok);
  return out;
}

std::string traceFromCommandLine(const ShippedRun& r, const TempDir& dir) {
  const std::filesystem::path out = dir / "cli.csv";
  std::string cmd = std::string(SOLIDTILE_CLI) + " sim " + kRoot + "/data/levels/" + r.level + " --input " + kRoot +
                    "/data/movies/" + r.movie + " --profile " + r.profile + " --trace " + out.string();
  if (r.start != "-") cmd += " --start " + r.start;
  EXPECT_EQ(std::system(cmd.c_str()), 0) << cmd;
  return readText(out);
}

TEST(CApiTrace, EveryShippedMovieGivesTheCommandLinesTraceByteForByte) {
  const std::vector<ShippedRun> runs = shippedRuns();
  ASSERT_GE(runs.size(), 14u);
  TempDir dir;
  for (const ShippedRun& r : runs) {
    const std::string cli = traceFromCommandLine(r, dir);
    ASSERT_GT(cli.size(), 1000u) << r.movie;
    EXPECT_TRUE(cli == traceThroughCApi(r)) << r.movie << " on " << r.level << " (" << r.profile << ")";
  }
}

}  // namespace
}  // namespace solidtile::test
