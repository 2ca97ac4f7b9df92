#include "solidtile/profile.h"

namespace solidtile {

const char* profileName(Profile p) { return p == Profile::Sonic1 ? "sonic1" : "guide"; }

std::optional<Profile> parseProfile(std::string_view name) {
  if (name == "guide") return Profile::Guide;
  if (name == "sonic1") return Profile::Sonic1;
  return std::nullopt;
}

PlayerConfig defaultPlayerConfig(Profile p) {
  PlayerConfig c;
  c.profile = p;
  if (p == Profile::Sonic1) {
    c.maxFallSpeed = 0;
    c.maxRiseSpeed = 0xFC0;
    c.groundWallYOffset = 0;
    c.groundWallFlatExtraY = 8;
    c.sine = SineTable::Sonic1;
    c.cast.angleFromLastSolidTile = true;
    c.cast.sonic1HangingColumns = true;
    c.slopeFactorWhenStopped = false;
    c.capSpeedAboveTop = true;
    c.lockedInputBlocksFriction = true;
    c.rollJumpKeepsStandingSize = true;
    c.rollUphillFromDownhill = true;
    c.fallOffUsesPlainQuadrant = true;
    c.jumpBeforeSlope = true;
    c.flaggedSnapsToMode = false;
    c.air = AirCollision::Sonic1Quadrants;
    c.balance = BalanceRule::Sonic1;
  }
  return c;
}

}  // namespace solidtile
