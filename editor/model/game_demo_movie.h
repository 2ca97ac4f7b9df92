// A game's demo (.bin) opened as an input movie: the game whose demo player
// times it is the one the debugger's profile names (an imported Sonic 1 or 2
// act opens with it), so File > Open input movie needs no extra question.
#pragma once

#include <filesystem>

#include "solidtile/io/movie.h"
#include "solidtile/sonic/profile.h"

namespace solidtile::editor {

// Whether `path` is read as a game demo rather than a movie's text.
bool isGameDemoPath(const std::filesystem::path& path);
// The demo decoded by `profile`'s game; a problem naming what to pick when
// the profile is neither sonic1 nor sonic2.
io::MovieResult readGameDemoMovie(const std::filesystem::path& path, Profile profile);

}  // namespace solidtile::editor
