#include "model/config_fields.h"

#include <array>

namespace solidtile::editor {
namespace {

using K = ConfigField::Kind;

// The field's own name three times over (label, member, help) is what makes a
// table like this drift; the macros keep the label and the member one token.
#define SOLIDTILE_NUMBER(field, kind, help) {#field, K::kind, help, [](PlayerConfig& c) { return &c.field; }, nullptr}
#define SOLIDTILE_FLAG(label, field, help) {label, K::Flag, help, nullptr, [](PlayerConfig& c) { return &c.field; }}

const std::array kFields = {
    ConfigField SOLIDTILE_NUMBER(acc, Speed, "acceleration while holding forward"),
    ConfigField SOLIDTILE_NUMBER(dec, Speed, "deceleration while holding back"),
    ConfigField SOLIDTILE_NUMBER(frc, Speed, "friction with no left/right held"),
    ConfigField SOLIDTILE_NUMBER(top, Speed, "top running speed from input"),
    ConfigField SOLIDTILE_NUMBER(slp, Speed, "slope factor running"),
    ConfigField SOLIDTILE_NUMBER(slpRollUp, Speed, "slope factor rolling uphill"),
    ConfigField SOLIDTILE_NUMBER(slpRollDown, Speed, "slope factor rolling downhill"),
    ConfigField SOLIDTILE_NUMBER(airAcc, Speed, "air acceleration"),
    ConfigField SOLIDTILE_NUMBER(grv, Speed, "gravity"),
    ConfigField SOLIDTILE_NUMBER(jmp, Speed, "jump speed"),
    ConfigField SOLIDTILE_NUMBER(jumpRelease, Speed, "releasing jump caps upward ysp at this"),
    ConfigField SOLIDTILE_NUMBER(fallOffSpeed, Speed, "slower than this on walls and ceilings falls off"),
    ConfigField SOLIDTILE_NUMBER(rollFrc, Speed, "rolling friction"),
    ConfigField SOLIDTILE_NUMBER(rollDec, Speed, "rolling deceleration"),
    ConfigField SOLIDTILE_NUMBER(maxFallSpeed, Speed, "fall speed cap; 0 for none"),
    ConfigField SOLIDTILE_NUMBER(maxRiseSpeed, Speed, "rise speed cap when not jumping; 0 for none"),
    ConfigField SOLIDTILE_NUMBER(rollStartSpeed, Speed, "|gsp| needed to start a roll"),
    ConfigField SOLIDTILE_NUMBER(rollFromStandSpeed, Speed, "gsp of a roll started standing"),
    ConfigField SOLIDTILE_NUMBER(turnSpeed, Speed, "gsp left after braking past zero"),
    ConfigField SOLIDTILE_NUMBER(rollXspCap, Speed, "rolling xsp cap"),
    ConfigField SOLIDTILE_NUMBER(skidSpeed, Speed, "braking this fast skids"),
    ConfigField SOLIDTILE_NUMBER(controlLockFrames, Frames, "left/right ignored after falling off a wall"),
    ConfigField SOLIDTILE_NUMBER(standRadiusY, Pixels, "standing height radius"),
    ConfigField SOLIDTILE_NUMBER(standRadiusX, Pixels, "standing width radius (A/B at X-r, X+r)"),
    ConfigField SOLIDTILE_NUMBER(rollRadiusY, Pixels, "rolling height radius"),
    ConfigField SOLIDTILE_NUMBER(rollRadiusX, Pixels, "rolling width radius"),
    ConfigField SOLIDTILE_NUMBER(pushRadius, Pixels, "push sensor reach from the centre"),
    ConfigField SOLIDTILE_NUMBER(groundWallYOffset, Pixels, "push sensor height on the ground"),
    ConfigField SOLIDTILE_NUMBER(groundWallFlatExtraY, Pixels, "extra push sensor height on flat floors"),
    ConfigField SOLIDTILE_NUMBER(snapDistance, Pixels, "ground snap limit"),
    ConfigField SOLIDTILE_NUMBER(lowCeilingClearance, Pixels, "no jump with a ceiling this close"),
    ConfigField SOLIDTILE_NUMBER(landingDepthBase, Pixels, "land if the floor is within ysp + this"),
    ConfigField SOLIDTILE_NUMBER(airAngleReturnStep, Frames, "angle steps back to 0 per frame in the air"),
    ConfigField SOLIDTILE_NUMBER(levelSideMargin, Pixels, "kept this far inside the level's sides"),
    ConfigField SOLIDTILE_NUMBER(fallOutMargin, Pixels, "this far below the level is out"),
    ConfigField SOLIDTILE_NUMBER(spindashSpeed, Speed, "spin dash launch speed at no charge"),
    ConfigField SOLIDTILE_NUMBER(spindashSpeedStep, Speed, "spin dash speed added per 256 of charge"),
    ConfigField SOLIDTILE_NUMBER(spindashRev, Count, "charge added by each jump press"),
    ConfigField SOLIDTILE_NUMBER(spindashMaxCharge, Count, "spin dash charge cap"),
    ConfigField SOLIDTILE_NUMBER(snapSpeedMargin, Pixels, "speed-dependent snap limit: |speed px| + this"),
    ConfigField SOLIDTILE_NUMBER(angleSnapChange, Count, "a floor angle change this big snaps to the quadrant; 0 off"),
    ConfigField SOLIDTILE_NUMBER(stoppedSlopeMinimum, Speed, "standing still, slope factor applies from this size"),
    ConfigField SOLIDTILE_NUMBER(slipAngle, Count, "slope repel: angles within this of the floor are kept"),
    ConfigField SOLIDTILE_NUMBER(fallAngle, Count, "slope repel: from this angle the player falls off"),
    ConfigField SOLIDTILE_NUMBER(slipSpeed, Speed, "slope repel: gsp change of a slip"),
    ConfigField SOLIDTILE_NUMBER(rollEndSpeed, Speed, "a roll ends below this |gsp|, keeping it"),
    ConfigField SOLIDTILE_NUMBER(springLockFrames, Frames, "left/right ignored after a sideways spring"),
    ConfigField SOLIDTILE_NUMBER(springFaceArea, Pixels, "a sideways spring launches a grounded player this far before its face; 0 off"),
    ConfigField SOLIDTILE_NUMBER(springFaceAreaFrames, Frames, "the face area is shut this long from a launch"),
    ConfigField SOLIDTILE_NUMBER(hurtXsp, Speed, "hurt knock-back xsp, away from the object"),
    ConfigField SOLIDTILE_NUMBER(hurtYsp, Speed, "hurt knock-back upward speed"),
    ConfigField SOLIDTILE_NUMBER(hurtGravity, Speed, "gravity while hurt"),
    ConfigField SOLIDTILE_NUMBER(invulnerableFrames, Frames, "flashing frames after a hit"),
    ConfigField SOLIDTILE_NUMBER(springDownRedSpeed, Speed, "a red ($1000) down spring launches at this (0: at $1000)"),
    ConfigField SOLIDTILE_NUMBER(squashSideMargin, Pixels, "squashed this near a box's side: pushed out, not killed"),
    ConfigField SOLIDTILE_NUMBER(objectBalanceEdge, Pixels, "balances this near an object's edge"),
    ConfigField SOLIDTILE_NUMBER(objectBalanceTurnEdge, Pixels, "turns to face the drop this near an object's edge"),
    ConfigField SOLIDTILE_NUMBER(platformLandSurface, Pixels, "top-only landing surface from the top row"),
    ConfigField SOLIDTILE_NUMBER(knuckles.glideStartSpeed, Speed, "Knuckles (sonic3k): the glide's start speed"),
    ConfigField SOLIDTILE_NUMBER(knuckles.glideMaxSpeed, Speed, "Knuckles: the glide's top speed"),
    ConfigField SOLIDTILE_NUMBER(knuckles.glideGravity, Speed, "Knuckles: the glide's sink (+) or brake (-) a frame"),
    ConfigField SOLIDTILE_NUMBER(knuckles.slideFriction, Speed, "Knuckles: a slide's xsp loss a frame"),
    ConfigField SOLIDTILE_NUMBER(knuckles.climbSpeed, Pixels, "Knuckles: climbing speed, pixels a frame"),
    ConfigField SOLIDTILE_NUMBER(tails.flightRise, Speed, "Tails (sonic3k): a rise's ysp loss a frame"),
    ConfigField SOLIDTILE_NUMBER(tails.flightGravity, Speed, "Tails: the flight's gravity"),
    ConfigField SOLIDTILE_FLAG("spindash", spindash, "Down + jump charges a spin dash"),
    ConfigField SOLIDTILE_FLAG("snapLimitFromSpeed", snapLimitFromSpeed, "floor snap limit grows with speed"),
    ConfigField SOLIDTILE_FLAG("airCapSpeedAboveTop", airCapSpeedAboveTop, "air control above top snaps to top"),
    ConfigField SOLIDTILE_FLAG("slopeSlip", slopeSlip, "too slow on a steep slope slips instead of falling"),
    ConfigField SOLIDTILE_FLAG("loopRegions", loopRegions, "loop regions pick the path by x and angle (Sonic_Loops)"),
    ConfigField SOLIDTILE_FLAG("fallOffClearsGsp", fallOffClearsGsp, "falling off a wall clears gsp"),
    ConfigField SOLIDTILE_FLAG("levelBoundUnsigned", levelBoundUnsigned, "level bounds compared unsigned"),
    ConfigField SOLIDTILE_FLAG("fixSlopedLedgeQuirk", fixSlopedLedgeQuirk, "quirk 1 fixed: hold height running off a sloped ledge"),
    ConfigField SOLIDTILE_FLAG("fixOppositeSlopesQuirk", fixOppositeSlopesQuirk, "quirk 2 fixed: mean of A's and B's angles"),
    ConfigField SOLIDTILE_FLAG("oddAnglesAreFlagged", oddAnglesAreFlagged, "bit 0 of an angle flags it"),
    ConfigField SOLIDTILE_FLAG("flaggedSnapsToMode", flaggedSnapsToMode, "a flagged floor snaps to the mode's angle"),
    ConfigField SOLIDTILE_FLAG("slopeFactorWhenStopped", slopeFactorWhenStopped, "slope factor applies at gsp 0"),
    ConfigField SOLIDTILE_FLAG("capSpeedAboveTop", capSpeedAboveTop, "holding forward above top snaps to top"),
    ConfigField SOLIDTILE_FLAG("lockedInputBlocksFriction", lockedInputBlocksFriction, "L/R under the lock skip friction"),
    ConfigField SOLIDTILE_FLAG("rollJumpLocksAirControl", rollJumpLocksAirControl, "no air control after a roll-jump"),
    ConfigField SOLIDTILE_FLAG("rollJumpKeepsStandingSize", rollJumpKeepsStandingSize, "a roll-jump keeps standing radii"),
    ConfigField SOLIDTILE_FLAG("rollUphillFromDownhill", rollUphillFromDownhill, "Sonic 1's uphill rolling factor"),
    ConfigField SOLIDTILE_FLAG("fallOffUsesPlainQuadrant", fallOffUsesPlainQuadrant, "$20 counts as a wall for falling off"),
    ConfigField SOLIDTILE_FLAG("landingDepthLimit", landingDepthLimit, "land only within the landing depth"),
    ConfigField SOLIDTILE_FLAG("jumpBeforeSlope", jumpBeforeSlope, "jump is checked before the slope factor"),
    ConfigField SOLIDTILE_FLAG("crouchBelowRollSpeed", crouchBelowRollSpeed, "Down below roll speed crouches anywhere"),
    ConfigField SOLIDTILE_FLAG("wallCheckAtRightAngles", wallCheckAtRightAngles, "wall ahead also checked at $40 and $80"),
    ConfigField SOLIDTILE_FLAG("landingUnrollFollowsAngle", landingUnrollFollowsAngle, "unroll on landing shifts away from the surface"),
    ConfigField SOLIDTILE_FLAG("landingUnrollByRadius", landingUnrollByRadius, "unroll on landing shifts by the radius change (0 after a roll-jump)"),
    ConfigField SOLIDTILE_FLAG("shieldMoves", shieldMoves, "a jump press in the air runs the shield's move (fire dash, lightning jump, bubble dive and bounce)"),
    ConfigField SOLIDTILE_FLAG("airJumpPressFreesRollJump", airJumpPressFreesRollJump, "a jump press in the air frees a roll-jump"),
    ConfigField SOLIDTILE_FLAG("spikesHurtWhileFlashing", spikesHurtWhileFlashing, "spikes hurt while flashing (Sonic 1's spike bug)"),
    ConfigField SOLIDTILE_FLAG("springFaceSideOnly", springFaceSideOnly, "sideways springs launch from their face side only"),
    ConfigField SOLIDTILE_FLAG("springSetsFacing", springSetsFacing, "a sideways spring faces the player its way (else flips)"),
    ConfigField SOLIDTILE_FLAG("springSideLaunchesInAir", springSideLaunchesInAir, "a sideways spring launches on a side touch in the air too"),
    ConfigField SOLIDTILE_FLAG("springClearsJumping", springClearsJumping, "up and down springs clear the jump flag"),
    ConfigField SOLIDTILE_FLAG("springDownStandsOnTop", springDownStandsOnTop, "a down spring is stood on at its top (d3 = h/2 + 1)"),
    ConfigField SOLIDTILE_FLAG("spikesPointedSideOnly", spikesPointedSideOnly, "upright/upside-down spikes hurt on the pointed side only"),
    ConfigField SOLIDTILE_FLAG("spikesMoveWhenMade", spikesMoveWhenMade, "retracting spikes move on the frame they are made (Sonic 1's Spik_Main)"),
    ConfigField SOLIDTILE_FLAG("hurtWithoutRingsKills", hurtWithoutRingsKills, "a hit with no rings and no shield kills (the games; off keeps the knock-back)"),
    ConfigField SOLIDTILE_FLAG("levelBoundStopsAtRightEdge", levelBoundStopsAtRightEdge, "stopped at the right bound, not one past"),
    ConfigField SOLIDTILE_FLAG("objectLeaveSetsAirborne", objectLeaveSetsAirborne, "walking off an object is in the air at once"),
    ConfigField SOLIDTILE_FLAG("platformExitAfterMove", platformExitAfterMove, "a top-only object lets go after its move, no carry"),
    ConfigField SOLIDTILE_FLAG("platformLandsAtZeroDistance", platformLandsAtZeroDistance, "feet 4 px above a top-only object land"),
    ConfigField SOLIDTILE_FLAG("solidSplitsAtCentre", solidSplitsAtCentre, "a box's top and bottom halves split at its centre"),
    ConfigField SOLIDTILE_FLAG("shallowSideIsTopBottom", shallowSideIsTopBottom, "a side overlap 4 px from top or bottom is top or bottom"),
    ConfigField SOLIDTILE_FLAG("solidBottomUsesStandingRadius", solidBottomUsesStandingRadius, "a box's bottom is met with the standing radius"),
    ConfigField SOLIDTILE_FLAG("solidBelowInAirAlwaysPushes", solidBelowInAirAlwaysPushes, "under a box in the air: always pushed out"),
    ConfigField SOLIDTILE_FLAG("solidTopMovesRisingPlayer", solidTopMovesRisingPlayer, "rising into a box's top: put on it"),
    ConfigField SOLIDTILE_FLAG("solidObjects", solidObjects, "the level's objects are solid"),
    ConfigField SOLIDTILE_FLAG("cast.angleFromLastSolidTile", cast.angleFromLastSolidTile, "angle of the last solid tile read"),
    ConfigField SOLIDTILE_FLAG("cast.sonic1HangingColumns", cast.sonic1HangingColumns, "Sonic 1's hanging column compare"),
};

#undef SOLIDTILE_NUMBER
#undef SOLIDTILE_FLAG

}  // namespace

std::span<const ConfigField> configFields() { return kFields; }

int configNumber(const PlayerConfig& c, const ConfigField& f) { return *f.number(const_cast<PlayerConfig&>(c)); }

bool configFlag(const PlayerConfig& c, const ConfigField& f) { return *f.flag(const_cast<PlayerConfig&>(c)); }

bool differsFromProfile(const PlayerConfig& c, const ConfigField& f) {
  const PlayerConfig d = defaultPlayerConfig(c.profile);
  return f.kind == K::Flag ? configFlag(c, f) != configFlag(d, f) : configNumber(c, f) != configNumber(d, f);
}

void resetToProfile(PlayerConfig& c, const ConfigField& f) {
  PlayerConfig d = defaultPlayerConfig(c.profile);
  if (f.kind == K::Flag) {
    *f.flag(c) = *f.flag(d);
  } else {
    *f.number(c) = *f.number(d);
  }
}

}  // namespace solidtile::editor
