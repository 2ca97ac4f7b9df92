#include "solidtile/io/game_demo.h"

#include <string>

#include "solidtile/io/atomic_file.h"

namespace solidtile::io {
namespace {

// The joypad byte both games keep in v_jpadhold1 / Ctrl_1_Held.
constexpr std::uint8_t kPadUp = 0x01, kPadDown = 0x02, kPadLeft = 0x04, kPadRight = 0x08;
constexpr std::uint8_t kPadABC = 0x70;  // B $10, C $20, A $40: every one of them jumps
constexpr std::uint8_t kPadStart = 0x80;

}  // namespace

Input demoPadInput(std::uint8_t pad) {
  Input in = 0;
  if (pad & kPadUp) in |= input::kUp;
  if (pad & kPadDown) in |= input::kDown;
  if (pad & kPadLeft) in |= input::kLeft;
  if (pad & kPadRight) in |= input::kRight;
  if (pad & kPadABC) in |= input::kJump;
  return in;
}

namespace {

// How long the first pair is held. Sonic 1's level start loads its duration
// byte and subtracts 1 (a byte: 0 wraps to 255) where Sonic 2's loads it as it
// is; every later pair is loaded by MoveSonicInDemo when the counter borrows.
std::size_t firstPairFrames(std::uint8_t duration, DemoGame game) {
  const std::uint8_t counter = game == DemoGame::Sonic1 ? static_cast<std::uint8_t>(duration - 1) : duration;
  return std::size_t{counter} + 1;
}

std::string byteCount(std::size_t n) { return std::to_string(n) + (n == 1 ? " byte" : " bytes"); }

}  // namespace

const char* demoGameName(DemoGame game) {
  return game == DemoGame::Sonic1 ? "sonic1" : game == DemoGame::Sonic2 ? "sonic2" : "sonic3k";
}

std::optional<DemoGame> parseDemoGame(std::string_view name) {
  if (name == "sonic1") return DemoGame::Sonic1;
  if (name == "sonic2") return DemoGame::Sonic2;
  if (name == "sonic3k") return DemoGame::Sonic3K;
  return std::nullopt;
}

std::size_t demoFrames(DemoGame game) {
  switch (game) {
    case DemoGame::Sonic1: return kSonic1DemoFrames;
    case DemoGame::Sonic2: return kSonic2DemoFrames;
    case DemoGame::Sonic3K: break;
  }
  return kSonic3kDemoFrames;
}

DemoResult decodeGameDemo(std::string_view bytes, DemoGame game) {
  if (game == DemoGame::Sonic3K) return decodeSonic3kDemo(bytes);
  DemoResult r;
  const char* kPairs = "a demo is (buttons, duration) byte pairs";
  if (bytes.empty()) {
    r.problems.push_back({"", std::string("is empty; ") + kPairs});
    return r;
  }
  if (bytes.size() > kMaxDemoFileBytes) {
    r.problems.push_back({"", "is " + byteCount(bytes.size()) + ", more than the " + byteCount(kMaxDemoFileBytes) +
                                  " a demo may have"});
    return r;
  }
  if (bytes.size() % 2 != 0) {
    r.problems.push_back({"byte " + std::to_string(bytes.size() - 1),
                          "the file has " + byteCount(bytes.size()) + ", an odd number: its last pair has no duration (" +
                              kPairs + ")"});
    return r;
  }
  DemoSummary& s = r.summary;
  s.pairs = bytes.size() / 2;
  const std::size_t cap = demoFrames(game);
  Movie movie;
  movie.header.controller = MovieController::Sonic;
  movie.header.profile = game == DemoGame::Sonic1 ? Profile::Sonic1 : Profile::Sonic2;
  movie.header.character = Character::Sonic;
  movie.header.presses = Presses::EveryHeldFrame;  // MoveSonicInDemo writes the pad as held and pressed
  movie.frames.assign(kDemoLeadFrames, Input{0});
  movie.frames.reserve(kDemoLeadFrames + cap);
  for (std::size_t i = 0; i < s.pairs && s.demoFrames < cap; ++i) {
    const auto pad = static_cast<std::uint8_t>(bytes[2 * i]);
    const auto duration = static_cast<std::uint8_t>(bytes[2 * i + 1]);
    const std::size_t held = i == 0 ? firstPairFrames(duration, game) : std::size_t{duration} + 1;
    const std::size_t played = held < cap - s.demoFrames ? held : cap - s.demoFrames;
    movie.frames.insert(movie.frames.end(), played, demoPadInput(pad));
    if (pad & kPadStart) s.startFrames += played;
    s.demoFrames += played;
    ++s.pairsPlayed;
  }
  s.endedByTimer = s.demoFrames == cap;
  r.movie = std::move(movie);
  return r;
}

bool isGameDemoPath(const std::filesystem::path& path) { return path.extension() == ".bin"; }

MovieResult loadGameDemo(const std::filesystem::path& path, Profile profile) {
  if (profile == Profile::Guide) {
    return {std::nullopt,
            {{"", std::string("a game demo plays with its game's profile, sonic1, sonic2 or sonic3k, and this run's is ") +
                      profileName(profile) + ": use the act it plays on, or pick the profile"}}};
  }
  std::string why;
  const std::optional<std::string> bytes = readFile(path, kMaxDemoFileBytes, &why);
  if (!bytes) return {std::nullopt, {{"", why}}};
  const DemoGame game = profile == Profile::Sonic1 ? DemoGame::Sonic1 : profile == Profile::Sonic2 ? DemoGame::Sonic2 : DemoGame::Sonic3K;
  DemoResult r = decodeGameDemo(*bytes, game);
  return {std::move(r.movie), std::move(r.problems)};
}

}  // namespace solidtile::io
