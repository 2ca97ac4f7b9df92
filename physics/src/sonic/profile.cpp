#include "solidtile/sonic/profile.h"

#include <cstddef>

namespace solidtile {

namespace {

constexpr const char* kNames[kProfileCount] = {"guide", "sonic1", "sonic2", "sonic3k"};
constexpr const char* kCharacterNames[kCharacterCount] = {"sonic", "tails", "knuckles"};

// The name of an enum value listed in `names`, or the first name when out of range.
template <typename E, std::size_t N>
const char* nameOf(const char* const (&names)[N], E value) {
  const auto i = static_cast<std::size_t>(value);
  return i < N ? names[i] : names[0];
}

template <typename E, std::size_t N>
std::optional<E> parseNamed(const char* const (&names)[N], std::string_view name) {
  for (std::size_t i = 0; i < N; ++i) {
    if (name == names[i]) return static_cast<E>(i);
  }
  return std::nullopt;
}

}  // namespace

const char* profileName(Profile p) { return nameOf(kNames, p); }
std::optional<Profile> parseProfile(std::string_view name) { return parseNamed<Profile>(kNames, name); }
const char* characterName(Character c) { return nameOf(kCharacterNames, c); }
std::optional<Character> parseCharacter(std::string_view name) { return parseNamed<Character>(kCharacterNames, name); }

void applyCharacter(PlayerConfig& c, Character ch) {
  if (ch == Character::Tails) c.standRadiusY = 15;
  if (ch == Character::Knuckles) c.jmp = 0x600;
  if (c.profile == Profile::Sonic3K) {
    c.ability = ch == Character::Knuckles ? Ability::Glide : ch == Character::Tails ? Ability::Fly : Ability::None;
  }
}

const char* moveName(Move m) {
  constexpr const char* kMoveNames[kMoveCount] = {"none",  "glide", "glide fall", "glide slide",
                                                  "climb", "ledge", "fly"};
  return nameOf(kMoveNames, m);
}

}  // namespace solidtile
