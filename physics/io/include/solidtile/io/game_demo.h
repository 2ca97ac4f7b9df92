// The games' own attract-mode demos read as input movies: Sonic 1's
// demodata/*.bin and Sonic 2's demo scripts (the bytes its `demoinput` lines
// assemble to), decoded as each game's MoveSonicInDemo plays them. See
// docs/formats.md ("Game demo") for the rules and the routines they come from.
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string_view>
#include <vector>

#include "solidtile/io/movie.h"
#include "solidtile/io/problem.h"
#include "solidtile/sonic/profile.h"

namespace solidtile::io {

// Sonic3K: S&K's per-frame demos (Demo_PlayRecord's format for every zone
// but FBZ and those from MHZ on, which use (buttons, duration) pairs: not read).
enum class DemoGame : std::uint8_t { Sonic1, Sonic2, Sonic3K };
const char* demoGameName(DemoGame game);  // "sonic1", "sonic2", "sonic3k"
std::optional<DemoGame> parseDemoGame(std::string_view name);

// The demo index is a word the game adds to the table's address; a real demo
// is a few hundred bytes. 64 KiB keeps a wrong file from being read whole.
inline constexpr std::size_t kMaxDemoFileBytes = 64u * 1024u;

// The frames each game runs its player on demo input: the main loop until the
// demo timer runs out, then the one-second fade-out, which still plays the demo.
// Sonic 1 sets the timer to 1800 and four VBlanks of Level_Delay count it down
// before the main loop; Sonic 2 sets $668 after its delay.
inline constexpr std::size_t kFadeOutFrames = 60;
inline constexpr std::size_t kSonic1DemoFrames = 1800 - 4 + kFadeOutFrames;
inline constexpr std::size_t kSonic2DemoFrames = 0x668 + kFadeOutFrames;
// S&K sets 1800 just before LevelLoop ("move.w #1800,(Demo_timer).w"), each
// frame's VInt_8 counts it down (Do_Updates: "subq.w #1,(Demo_timer).w"), and
// at 0 DemoMode's loc_65D0 goes straight to the SEGA screen ("cmpi.b
// #8,(Game_mode).w; bne.s loc_65E0; move.b #0,(Game_mode).w"): no fade-out.
inline constexpr std::size_t kSonic3kDemoFrames = 1800;
std::size_t demoFrames(DemoGame game);
// The player's step at level load, before the first main-loop frame, sees no buttons.
inline constexpr std::size_t kDemoLeadFrames = 1;

struct DemoSummary {
  std::size_t pairs = 0;        // (buttons, duration) pairs in the file (S&K: pad bytes)
  std::size_t pairsPlayed = 0;  // the pairs the game reaches before the timer ends the demo
  std::size_t demoFrames = 0;   // frames of demo input (the movie is kDemoLeadFrames longer)
  bool endedByTimer = false;    // else the file ran out first (the game would read on past it)
  std::size_t startFrames = 0;  // frames whose Start bit was dropped
};

struct DemoResult {
  std::optional<Movie> movie;  // set only when problems is empty
  DemoSummary summary;
  std::vector<Problem> problems;
};

// Decodes `bytes` (the demo file's contents). The movie's header names the
// game's profile, the Sonic player and Sonic.
DemoResult decodeGameDemo(std::string_view bytes, DemoGame game);
// The games' joypad byte as keys: up, down, left, right; A, B and C jump; Start none.
Input demoPadInput(std::uint8_t pad);
// S&K's per-frame format (game_demo_sk.cpp); decodeGameDemo hands Sonic3K here.
DemoResult decodeSonic3kDemo(std::string_view bytes);

// Where a movie is opened (sim --input, the editor's File > Open input movie),
// a .bin is a game's demo, read by the game of the profile the run uses.
bool isGameDemoPath(const std::filesystem::path& path);
// The demo at `path` decoded by `profile`'s game; one problem naming what to
// pick when the profile is neither sonic1 nor sonic2.
MovieResult loadGameDemo(const std::filesystem::path& path, Profile profile);

}  // namespace solidtile::io
