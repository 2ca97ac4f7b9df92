#include "solidtile/profile.h"

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

namespace {

// What the three games share (Sonic 1's code, which 2 and 3 build on).
void gameRules(PlayerConfig& c) {
  c.maxFallSpeed = 0;
  c.maxRiseSpeed = 0xFC0;
  c.groundWallYOffset = 0;
  c.groundWallFlatExtraY = 8;
  c.sine = SineTable::Sonic1;  // Sonic 2 and 3 ship the same table
  c.cast.angleFromLastSolidTile = true;
  c.cast.sonic1HangingColumns = true;
  c.slopeFactorWhenStopped = false;
  c.capSpeedAboveTop = true;
  c.airCapSpeedAboveTop = true;
  c.lockedInputBlocksFriction = true;
  c.rollJumpKeepsStandingSize = true;
  c.rollUphillFromDownhill = true;
  c.fallOffUsesPlainQuadrant = true;
  c.jumpBeforeSlope = true;
  c.flaggedSnapsToMode = false;
  c.air = AirCollision::Sonic1Quadrants;
  c.balance = BalanceRule::Sonic1;
  c.oddAnglesAreFlagged = true;
  c.levelBoundUnsigned = true;
}

// Sonic 2's changes to Sonic 1 (s2.asm, Obj01).
void sonic2Rules(PlayerConfig& c) {
  c.spindash = true;
  c.snapLimitFromSpeed = true;
  c.angleSnapChange = 0x20;
  c.capSpeedAboveTop = false;  // Sonic_MoveLeft/Right keep a speed already above top
  c.balance = BalanceRule::Sonic2;
}

// Sonic 3 & Knuckles' changes to Sonic 2 (skdisasm: s3.asm and sonic3k.asm, Sonic_* and Player_*).
void sonic3Rules(PlayerConfig& c) {
  c.balance = BalanceRule::Sonic1;  // turns to face the drop at once again
  c.slopeFactorWhenStopped = true;
  c.stoppedSlopeMinimum = 0x0D;
  c.slopeSlip = true;
  c.fallOffClearsGsp = false;
  c.air = AirCollision::Sonic3Quadrants;
  c.airCapSpeedAboveTop = false;  // Sonic_ChgJumpDir undoes the step instead of capping
  c.airJumpPressFreesRollJump = true;
  // Sonic & Knuckles' versions of the routines (sonic3k.asm), which the locked-on game runs.
  c.rollStartSpeed = 0x100;  // SonicKnux_Roll
  c.rollEndSpeed = 0x80;     // Sonic_RollSpeed
  c.crouchBelowRollSpeed = true;
  c.wallCheckAtRightAngles = true;
  c.landingUnrollFollowsAngle = true;
  c.levelBoundStopsAtRightEdge = false;
}

}  // namespace

PlayerConfig defaultPlayerConfig(Profile p) {
  PlayerConfig c;
  c.profile = p;
  if (p == Profile::Guide) return c;
  gameRules(c);
  if (p == Profile::Sonic1) {
    c.loopRegions = true;  // Sonic 2 and 3 switch paths with objects instead
    return c;
  }
  sonic2Rules(c);
  if (p == Profile::Sonic2) return c;
  sonic3Rules(c);
  return c;
}

void applyCharacter(PlayerConfig& c, Character ch) {
  if (ch == Character::Tails) c.standRadiusY = 15;
  if (ch == Character::Knuckles) c.jmp = 0x600;
}

}  // namespace solidtile
