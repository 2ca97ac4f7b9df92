#include "solidtile/profile.h"

namespace solidtile {

namespace {
constexpr const char* kNames[kProfileCount] = {"guide", "sonic1", "sonic2", "sonic3k"};
}  // namespace

const char* profileName(Profile p) {
  const auto i = static_cast<int>(p);
  return i < kProfileCount ? kNames[i] : "guide";
}

std::optional<Profile> parseProfile(std::string_view name) {
  for (int i = 0; i < kProfileCount; ++i) {
    if (name == kNames[i]) return static_cast<Profile>(i);
  }
  return std::nullopt;
}

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

// Sonic 3's changes to Sonic 2 (skdisasm, Sonic_* and Player_*).
void sonic3Rules(PlayerConfig& c) {
  c.balance = BalanceRule::Sonic1;  // turns to face the drop at once again
  c.slopeFactorWhenStopped = true;
  c.stoppedSlopeMinimum = 0x0D;
  c.slopeSlip = true;
  c.fallOffClearsGsp = false;
  c.air = AirCollision::Sonic3Quadrants;
}

}  // namespace

PlayerConfig defaultPlayerConfig(Profile p) {
  PlayerConfig c;
  c.profile = p;
  if (p == Profile::Guide) return c;
  gameRules(c);
  if (p == Profile::Sonic1) return c;
  sonic2Rules(c);
  if (p == Profile::Sonic2) return c;
  sonic3Rules(c);
  return c;
}

namespace {
constexpr const char* kCharacterNames[kCharacterCount] = {"sonic", "tails", "knuckles"};
}  // namespace

const char* characterName(Character c) {
  const auto i = static_cast<int>(c);
  return i < kCharacterCount ? kCharacterNames[i] : "sonic";
}

std::optional<Character> parseCharacter(std::string_view name) {
  for (int i = 0; i < kCharacterCount; ++i) {
    if (name == kCharacterNames[i]) return static_cast<Character>(i);
  }
  return std::nullopt;
}

void applyCharacter(PlayerConfig& c, Character ch) {
  if (ch == Character::Tails) c.standRadiusY = 15;
  if (ch == Character::Knuckles) c.jmp = 0x600;
}

}  // namespace solidtile
