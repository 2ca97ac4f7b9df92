#include "model/game_demo_movie.h"

#include <string>

#include "solidtile/io/atomic_file.h"
#include "solidtile/io/game_demo.h"

namespace solidtile::editor {

bool isGameDemoPath(const std::filesystem::path& path) { return path.extension() == ".bin"; }

io::MovieResult readGameDemoMovie(const std::filesystem::path& path, Profile profile) {
  if (profile != Profile::Sonic1 && profile != Profile::Sonic2) {
    return {std::nullopt,
            {{"", std::string("a game demo plays with its game's profile, sonic1 or sonic2, and the debugger runs ") +
                      profileName(profile) + ": open the act it plays on (or pick the profile) first"}}};
  }
  std::string why;
  const std::optional<std::string> bytes = io::readFile(path, io::kMaxDemoFileBytes, &why);
  if (!bytes) return {std::nullopt, {{"", why}}};
  io::DemoResult r = io::decodeGameDemo(*bytes, profile == Profile::Sonic1 ? io::DemoGame::Sonic1 : io::DemoGame::Sonic2);
  return {std::move(r.movie), std::move(r.problems)};
}

}  // namespace solidtile::editor
