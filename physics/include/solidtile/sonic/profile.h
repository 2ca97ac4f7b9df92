// Every constant and rule of the player step, as named fields. A profile is a
// preset of them: `guide` (the seed articles), `sonic1`, `sonic2` and `sonic3k`
// (each game's own code, from the sonicretro disassemblies).
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "solidtile/level/angle.h"
#include "solidtile/fixed.h"
#include "solidtile/sonic/characters.h"
#include "solidtile/sonic/sensor.h"

namespace solidtile {

enum class Profile : std::uint8_t { Guide, Sonic1, Sonic2, Sonic3K };
inline constexpr int kProfileCount = 4;
const char* profileName(Profile p);  // "guide", "sonic1", "sonic2", "sonic3k"
std::optional<Profile> parseProfile(std::string_view name);

// How airborne collision picks its sensors.
enum class AirCollision : std::uint8_t {
  AllSensors,       // guide: both push sensors, C/D always, A/B when moving down
  Sonic1Quadrants,  // Sonic 1 and 2: only the sensors facing the main direction of motion
  Sonic3Quadrants,  // Sonic 3: as Sonic 1, but a wall hit moving sideways goes on to the
                    // ceiling check, and moving left a ceiling 20 px deep or more is
                    // left alone for the right wall check (Sonic_DoLevelCollision)
};

// When and how edge balancing is decided.
enum class BalanceRule : std::uint8_t {
  Guide,   // end of the frame: one of A/B on ground and X past its tile's edge
  Sonic1,  // while standing, before moving: a centre sensor finds no floor within 12 px
           // and last frame's A or B read no solid tile
  Sonic2,  // as Sonic 1, but turning to face the drop needs no floor within 12 px
           // 6 px further from it too (Sonic_Balance's second ChkFloorEdge)
};

struct PlayerConfig {
  // Speeds in subpixels per frame (1/256 px).
  Sub acc = 12;               // 0.046875
  Sub dec = 128;              // 0.5
  Sub frc = 12;               // 0.046875
  Sub top = 1536;             // 6
  Sub slp = 32;               // 0.125, running
  Sub slpRollUp = 20;         // 0.078125
  Sub slpRollDown = 80;       // 0.3125
  Sub airAcc = 24;            // 0.09375
  Sub grv = 56;               // 0.21875
  Sub jmp = 1664;             // 6.5
  Sub jumpRelease = 1024;     // releasing jump caps ysp at -4
  Sub fallOffSpeed = 640;     // 2.5: slower than this on walls and ceilings falls off
  int controlLockFrames = 30; // $1E
  Sub rollFrc = 6;            // 0.0234375
  Sub rollDec = 32;           // 0.125
  Sub maxFallSpeed = 4096;    // 16; 0 for none (Sonic 1 has none)
  Sub maxRiseSpeed = 0;       // Sonic 1 caps ysp at -$FC0 when not jumping; 0 for none
  Sub rollStartSpeed = 128;   // |gsp| needed to start a roll (0.5)
  Sub rollFromStandSpeed = 512;  // a roll started at gsp 0 gets this (2)
  Sub turnSpeed = 128;        // braking past zero leaves gsp at -+0.5
  Sub rollXspCap = 4096;      // rolling xsp is kept within -+16
  Sub skidSpeed = 1024;       // braking this fast skids and turns the player round

  // Geometry in pixels. Radii are from the centre to the last pixel of the body.
  int standRadiusY = 19;      // the floor is 20 below Y (ground 736 -> Y 716)
  int standRadiusX = 9;       // sensors A/B at X-9 and X+9
  int rollRadiusY = 14;       // rolling or jumping: 15 above the floor, Y shifted by 5
  int rollRadiusX = 7;
  int pushRadius = 10;        // the wall sensor spans X-10..X+10
  int groundWallYOffset = 4;  // the seed: the wall sensor sits at Y+4 on the ground
  int groundWallFlatExtraY = 0;  // Sonic 1: +8 when the floor is a multiple of $40
  int snapDistance = 14;      // -14..14 keeps the player on the ground
  int lowCeilingClearance = 6;  // no jump with a ceiling closer than this above the head
  int landingDepthBase = 8;   // land only if the floor is within ysp+8 px above the feet
  int airAngleReturnStep = 2; // in the air the angle returns to 0 this fast
  int levelSideMargin = 16;   // the player stays this far inside the level's sides
  int fallOutMargin = 32;     // below the level by this much, the player is out

  // Sonic 2 and 3's spin dash (Sonic_CheckSpindash, Sonic_UpdateSpindash):
  // crouching (Down, standing still on flat ground) and pressing jump starts
  // it; each frame Down stays held the charge loses charge/32, each jump press
  // adds spindashRev up to spindashMaxCharge; releasing Down rolls off at
  // spindashSpeed + spindashSpeedStep * (charge / 256), away from the facing side.
  Sub spindashSpeed = 0x800;
  Sub spindashSpeedStep = 0x80;
  int spindashRev = 0x200;
  int spindashMaxCharge = 0x800;
  int snapSpeedMargin = 4;     // snapLimitFromSpeed's margin
  // Sonic_Angle (Sonic 2, 3): a floor angle this far or more from the current
  // one is not taken; the angle snaps to (angle + $20) & $C0 instead. 0: off.
  int angleSnapChange = 0;
  // Player_SlopeResist (Sonic 3): standing still, the slope factor applies
  // only when it is at least this big. 0: always (with slopeFactorWhenStopped).
  Sub stoppedSlopeMinimum = 0;
  int slipAngle = 0x18;        // slopeSlip's angles and speed
  int fallAngle = 0x30;
  Sub slipSpeed = 0x80;
  // Sonic_RollSpeed: a roll ends once |gsp| (after roll friction) is below
  // this, keeping that gsp. 1 is "at 0" (Sonic 1-3); Sonic & Knuckles stops at $80.
  Sub rollEndSpeed = 1;
  // Springs and spikes (sonic/springs.h, sonic/hurt.cpp; the spring's speed is
  // the object's own). Sonic 1's Spring_LR and Sonic 2's Obj41 lock left/right
  // for $F frames (move_lock); HurtSonic / HurtCharacter knock the player back
  // at -+$200, -$400; Sonic_Hurt's gravity is $30; flashtime /
  // invulnerable_time is 120 ($78) frames, counted down only out of the hurt state.
  int springLockFrames = 0xF;
  // Sonic 2's loc_18BC6 (S&K's sub_2190C), run by Obj41_Horizontal after its
  // SolidObject: a player on the ground within this many pixels in front of
  // a sideways spring's face (x from obX to obX + $28, y within obY -+ $18,
  // compared unsigned), standing still or moving the launch's way, is
  // launched without touching it; 0: no such area (Sonic 1's Spring_LR).
  // The area is shut while the spring's launch animation runs (Ani_obj41's
  // anim 3: nine frames of duration 0, then $FD back to anim 2): on the
  // launch frame and the springFaceAreaFrames - 1 after it.
  int springFaceArea = 0;
  int springFaceAreaFrames = 10;
  Sub hurtXsp = 0x200;
  Sub hurtYsp = 0x400;
  Sub hurtGravity = 0x30;
  int invulnerableFrames = 0x78;
  // Sonic & Knuckles' down spring (sonic3k.asm sub_21A6A: "cmpi.w
  // #$1000,y_vel(a1); bne.s; move.w #$D00,y_vel(a1)"): a down spring whose
  // speed is exactly red ($1000) launches at this speed instead. 0: no such
  // rule (Sonic 1's Spring_Dwn and Sonic 2's loc_18CC6 launch at the speed).
  Sub springDownRedSpeed = 0;
  // What a jump press in the air does once a jump's rise is slower than
  // jumpRelease (Knux_Test_For_Glide, Tails_Test_For_Flight); applyCharacter
  // sets it. A word, with the numbers, to keep the config free of padding.
  Ability ability = Ability::None;
  // The second jump press's moves (characters.h): read only when `ability` says so.
  KnucklesConfig knuckles{};
  TailsConfig tails{};

  // Solid objects (sonic/solid_objects.h, docs/physics.md "Solid objects
  // (Sonic player)"): the numbers where the games' routines differ.
  // SolidObject_Squash (Sonic 2, 3): "mvabs.w d0,d4; cmpi.w #$10,d4; blo.w
  // SolidObject_LeftRight": closer than this to the box's side, a player
  // squashed from above is pushed out sideways instead of killed. 0: Sonic 1
  // (Solid_Squash kills at once).
  int squashSideMargin = 0;
  // Sonic_Move on an object: balancing within this many pixels of either end
  // of its width (Sonic 1 "cmpi.w #4,d1", Sonic 2 and 3 "cmpi.w #2,d1")...
  int objectBalanceEdge = 4;
  // ...and turning to face the drop only within this many (Sonic 2's
  // Sonic_BalanceOnObjLeft "cmpi.w #-4,d1": 4 px past the edge; Sonic 1 and 3
  // turn at once: the same number as objectBalanceEdge).
  int objectBalanceTurnEdge = 4;
  // PlatformObject's landing surface, from the object's top row: Sonic 1's
  // Plat_NoXCheck "subq.w #8,d0" with obY = top + 8 is the top row (0);
  // Sonic 2 and 3's "sub.w d3,d0" with d3 = height/2 + 1 is the row above (-1),
  // so they land a pixel high and MvSonicOnPtfm sets them down a frame later.
  int platformLandSurface = 0;

  // Rules, one byte each, after the numbers: PlayerConfig has no padding, so
  // stepPlayer can tell a built-in profile's config from an edited one by
  // comparing bytes (player.cpp; a static_assert there keeps it so).
  Profile profile = Profile::Guide;
  bool spindash = false;  // Sonic 2 and 3's spin dash (its numbers above)
  // AnglePos (Sonic 2, 3): the floor snap's positive limit is the speed along
  // the surface in whole pixels + snapSpeedMargin, at most snapDistance.
  bool snapLimitFromSpeed = false;
  // Sonic_ChgJumpDir: holding forward in the air above top snaps to top.
  bool airCapSpeedAboveTop = false;
  // Player_SlopeRepel (Sonic 3): too slow on a steep slope, angles with
  // angle + slipAngle below 2 * slipAngle ($E8..$17) do nothing; below
  // fallAngle from the floor ($18..$2F, $D0..$E7) the player slips (gsp
  // +-slipSpeed down the slope, control lock) and stays on the ground; beyond,
  // it falls off. Off: every angle past the floor's quadrant falls.
  bool slopeSlip = false;
  // Sonic_Loops (Sonic 1): in a level with loop regions (loops.h), the path is
  // picked at the end of every frame by the player's x within the region and
  // its angle, and is the high path outside them.
  bool loopRegions = false;
  bool fallOffClearsGsp = true;  // Sonic 1, 2 clear gsp on falling off; Sonic 3 keeps it
  // SonicKnux_Roll (Sonic & Knuckles): Down held without Left/Right and slower
  // than rollStartSpeed crouches on any slope, moving or balancing, Up or not;
  // off, the crouch is Sonic_Move's (standing still on flat ground, not Up).
  bool crouchBelowRollSpeed = false;
  // Sonic_Move (Sonic & Knuckles): the wall ahead is checked at right angles
  // ($40, $80) too, not only on the floor half ($C0..$3F).
  bool wallCheckAtRightAngles = false;
  // Player_TouchFloor (Sonic & Knuckles): a roll ending on landing moves Y away
  // from the surface, so on $40..$BF (walls and ceiling) the shift is reversed.
  bool landingUnrollFollowsAngle = false;
  // Player_TouchFloor (Sonic 3, Sonic & Knuckles): a roll ending on landing
  // moves Y by the y radius the player had minus the standing one, not by a
  // fixed 5 px (Sonic 1 and 2's Sonic_ResetOnFloor). Sonic_Jump gives a
  // roll-jump the standing radii (rollJumpKeepsStandingSize), so landing from
  // one leaves Y where it is.
  bool landingUnrollByRadius = false;
  // Sonic_ShieldMoves (Sonic 3, Sonic & Knuckles): a jump press in the air
  // once a jump's rise is slower than jumpRelease gives back the air control
  // a roll-jump took away.
  bool airJumpPressFreesRollJump = false;
  // Sonic_ShieldMoves and BubbleShield_Bounce (Sonic 3, Sonic & Knuckles;
  // Sonic only): that press, once a jump, runs the worn shield's move: the
  // fire shield's dash, the lightning shield's jump, the bubble shield's dive
  // and its bounce on landing (sonic/shield_moves.h).
  bool shieldMoves = false;
  // Sonic 1 (REV00, REV01: Spik_Hurt tests only the hurt routine, the "spike
  // bug"): spikes hurt a player who is still flashing after a hit.
  bool spikesHurtWhileFlashing = false;
  // Sonic 2's Obj41_Horizontal: a sideways spring launches only a player
  // pushing on its face side (Sonic 1's Spring_LR launches from either side).
  bool springFaceSideOnly = false;
  // Sonic 2's loc_18AEE faces the player the launch's way (bset/bclr); Sonic
  // 1's Spring_BounceLR flips his facing whichever way he goes (bchg).
  bool springSetsFacing = false;
  // Sonic 2's Obj36: upright spikes hurt only a player standing on them,
  // upside-down ones only one touching their bottom (Sonic 1's Spik_Upright
  // hurts both ways).
  bool spikesPointedSideOnly = false;
  // Sonic & Knuckles' Obj_Spring_Horizontal reads the side-touch bit
  // SolidObject_cont sets in d6 (set in the air too: loc_1BE20), where Sonic
  // 1 and 2 read the object's pushing bit, set only on the ground: a sideways
  // spring launches a player who touches its side in the air.
  bool springSideLaunchesInAir = false;
  // Sonic & Knuckles' up and down springs clear the jump flag (sub_2164A,
  // sub_21A6A: "clr.b jumping(a1)"; the up spring also the spin dash flag):
  // no jump-release cut, glide or flight after the launch. Sonic 1 and 2 keep it.
  bool springClearsJumping = false;
  // Sonic & Knuckles' Obj_Spring_Down stands the player with d3 = 9 (h/2 + 1,
  // on its top, as a block); Sonic 1's Spring_Dwn and Sonic 2's Obj41_Down
  // pass $10 (h/2 + 8), the up spring's, which stands him 7 px above its top.
  bool springDownStandsOnTop = false;

  SineTable sine = SineTable::Rounded;
  CastRules cast{};
  // Sonic 1 tests bit 0 of the angle (Sonic_Angle, Sonic_HitFloor), so every
  // odd angle is flagged; the guide flags only $FF (kept through flips).
  bool oddAnglesAreFlagged = false;
  // A flagged floor snaps the angle to a multiple of $40. The guide takes the
  // current mode's ($20 is floor, so $00); Sonic 1 takes (angle+$20)&$C0,
  // which sends $20 to $40, a left wall.
  bool flaggedSnapsToMode = true;
  bool slopeFactorWhenStopped = true;     // Sonic 1 skips slp at gsp 0 (can stand on slopes)
  bool capSpeedAboveTop = false;          // Sonic 1: holding forward above top snaps to top
  bool lockedInputBlocksFriction = false; // Sonic 1: holding L/R under the lock skips friction
  bool rollJumpLocksAirControl = true;    // no air control after jumping from a roll
  bool rollJumpKeepsStandingSize = false; // Sonic 1 bug: a roll-jump keeps the standing radii
  bool rollUphillFromDownhill = false;    // Sonic 1 takes (80*sin>>8)>>2 for uphill rolling
  bool fallOffUsesPlainQuadrant = false;  // Sonic 1 tests (angle+$20)&$C0, so $20 counts as wall
  bool landingDepthLimit = true;
  // Sonic_LevelBound compares the next x with the bounds unsigned, so a next x
  // below 0 is past the right bound and clamps there.
  bool levelBoundUnsigned = false;
  // Sonic 1-3 stop a player whose next x is at the right bound (bls); Sonic &
  // Knuckles' Player_LevelBound only one past it (blo).
  bool levelBoundStopsAtRightEdge = true;
  bool jumpBeforeSlope = false;           // Sonic 1 checks the jump before the slope factor
  AirCollision air = AirCollision::AllSensors;
  BalanceRule balance = BalanceRule::Guide;

  // The seed's two quirks of the original engine: reproduced unless fixed.
  // 1: a sensor that finds nothing loses to the other, so running off a sloped
  //    ledge dips; fixed, it counts as feet level and the player holds height.
  bool fixSlopedLedgeQuirk = false;
  // 2: between opposite slopes the higher sensor's angle wins (a jump there
  //    goes backwards); fixed, the player takes the mean of A's and B's angles.
  bool fixOppositeSlopesQuirk = false;
  // Solid objects' rules, where the games' routines differ (solid_objects.h).
  // Walking off an object sets the air bit at once (Sonic 2 and 3's SolidObject
  // and PlatformObject, loc_1975A: "bset #status.player.in_air,status(a1)";
  // the guide: "the Player is no longer grounded"). Off: Sonic 1's .leave
  // clears only the standing bit and next frame's floor sensors decide.
  bool objectLeaveSetsAirborne = true;
  // A top-only object tests for walking off after its move, with its new x,
  // and carries the player only while he stays (Sonic 2's Obj19 and Sonic 3's
  // floating platform calling PlatformObject / SolidObjectTop; the guide's
  // "if the Player is still on it"). Off: Sonic 1's Obj52, ExitPlatform with
  // the old obX before the move, then MvSonicOnPtfm2 even on the frame he leaves.
  bool platformExitAfterMove = true;
  // Feet + 4 exactly on the surface still lands. Off in every profile: the
  // games' PlatformObject_ChkYRange (Sonic 1's Platform3) "sub.w d1,d0; bhi
  // return; cmpi.w #-$10,d0; blo return" lands only on d0 = -$10..-1 (0 is
  // below $FFF0 unsigned and exits), as the guide's "greater than or equal
  // to 0, it will exit" says.
  bool platformLandsAtZeroDistance = false;
  // The guide's "If the Player's Y Position is greater than the object's Y
  // Position, they're on the bottom". Off: the games' Solid_ChkEnter
  // "cmp.w d3,d2; bhs.s .isabove" with d3 = y - obY + 4 + d2: below means
  // more than 4 px above the centre.
  bool solidSplitsAtCentre = true;
  // Sonic 3's SolidObject_cont: "cmpi.w #4,d1; bls.w loc_1BE58": a side
  // overlap 4 px or less from the top or bottom is taken as top or bottom;
  // Sonic 1 and 2 only let go of the push there (Solid_SideAir).
  bool shallowSideIsTopBottom = false;
  // Sonic 3's SolidObject_cont: "move.b default_y_radius(a1),d4": the box's
  // bottom reaches the standing radius below, so a rolling or jumping player
  // meets the bottom 5 px lower and is put 5 px further below it.
  bool solidBottomUsesStandingRadius = false;
  // Sonic 3's loc_1BE64: under the centre in the air, the player is always put
  // below the bottom with ysp and gsp 0, falling or not (Sonic 1 and 2 only
  // when rising: Solid_Below's "bpl.s Solid_TopBtmAir").
  bool solidBelowInAirAlwaysPushes = false;
  // Sonic 3's loc_1BED0: "sub.w d3,y_pos(a1)" comes before "tst.w y_vel(a1);
  // bmi.s loc_1BF08": a rising player within the top's width is put on the
  // top without landing. Off: Solid_Landed tests ysp first.
  bool solidTopMovesRisingPlayer = false;
  // The level's objects are solid to the player (sonic/solid_objects.h).
  bool solidObjects = true;
  // Sloped objects (sonic/sloped_objects.h; walking off one follows
  // objectLeaveSetsAirborne, as Sonic 2's SlopedSolid / SlopedPlatform and
  // Sonic 3's SolidObjectTopSloped2 do). Sonic 1's SolidObject2F takes a
  // column's rise over the first column as an unsigned byte ("moveq #0,d3 ...
  // sub.b (a2),d3"): a column lower than the first has its box 256 px too high
  // to reach. Sonic 2 and 3 sign-extend it (SlopedSolid_cont: ext.w); the
  // guide reads it as a plain number.
  bool slopedRiseUnsigned = false;
  // Where standing on a solid sloped object puts the feet. SlopeObject2 puts
  // them at obY - t[c] and SolidObject2F's box top is obY - (t[c] - t[0]) -
  // d2, so the table's first byte against d2 decides. Sonic 1's only solid
  // sloped object, Obj2F, starts all three tables at its d2 (misc/mz_pfm1.bin
  // and mz_pfm3.bin $20 with d2 $20, mz_pfm2.bin $30 with d2 $30): on: he
  // stands on the box's top row, a pixel below the row Solid_Landed put him
  // on ("subq.w #1,obY(a1)"), and settles there the frame after landing, as on
  // the ledge. Off: he stands where he landed, the row above the top.
  bool slopedSolidStandsOnTopRow = false;
  // Bridges (sonic/bridges.h). Sonic 1's Bri_WalkOff takes the standing log
  // first ("lsr.w #4,d0; move.b d0,objoff_3F(a0)"), then bends the logs round
  // it (Bri_Bend) and puts the player on that log (Bri_MoveSonic). Off: Sonic
  // 2's Obj11_EHZ bends round last frame's log (Obj11_Depress), then sub_F872
  // takes the new log and reads its y from the logs as they were just bent,
  // and already takes the log on the landing frame (loc_F8F0).
  bool bridgeBendsRoundNewLog = false;
  // Sonic 1 lands the player on the bridge object's own log, the middle one,
  // as the bend left it (Plat_NoXCheck: "move.w obY(a0),d0; subq.w #8,d0",
  // the parent being log logs / 2). Off: Sonic 2's PlatformObject11_cont reads
  // the parent's y_pos, which Obj11_Depress never moves (it bends subsprites).
  bool bridgeLandsOnSaggedLog = false;
  // Collapses (sonic/collapse.h). Sonic 2's Obj1A / Obj1F and S&K's
  // Obj_CollapsingPlatform test the stood-on flag before they set it ("tst.b
  // collapsing_platform_stood_on_flag(a0); beq.s +; ... subq.b; + ...
  // move.b #1,collapsing_platform_stood_on_flag(a0)"): the count starts a
  // frame after the flag, so the break comes a frame later; and as nothing
  // clears the flag, the piece left holding stays a platform for the whole
  // hold (Obj1F_Fragment's "bsr.w sub_10AF8") whoever stands on it. Off:
  // Sonic 1's Ledge_Collapse sets the flag and counts on one frame, and
  // Ledge_Fragment clears it when he is not on it: only a piece that broke up
  // under him holds him.
  bool collapseFlagBeforeCount = false;
  // S&K's sub_1DF18 sets the air bit as the piece lets go ("bset
  // #Status_InAir,status(a1)"); Sonic 1's loc_82D0 and Sonic 2's sub_10B36
  // only clear the standing bit.
  bool collapseDropSetsAirborne = false;
  // S&K's FragmentsDrawAndPlaySfx frees the layout entry as the platform
  // breaks up ("bclr #7,(a1)" at respawn_addr, "clr.w respawn_addr(a0)"), so
  // the object manager makes it again, whole, when the camera comes back to
  // it (object_loading.h). Sonic 1's and 2's fragments end in DeleteObject
  // with the entry still marked loaded: a broken-up one stays gone.
  bool collapseRemadeAfterBreak = false;
  // Falling platforms (sonic/falling.h). Sonic 1's Obj18 runs PlatformObject
  // before Plat_Move (Plat_Solid falls through to Plat_Action), so the frame
  // it lands the player its .type03 finds him on it and sets the timer; and
  // on the drop frame Plat_Action2's MvSonicOnPtfm2 still puts him on the top
  // it fell to after .type04 let go of him. Off: Sonic 2's Obj18_TopSolid
  // moves first (Obj18_Move, then PlatformObject): the timer is set a frame
  // after the landing, and the drop (Obj18_DropPlayer) comes before the
  // platform routine, which may land him again on the top it fell to.
  bool fallTimerOnLandingFrame = false;
  bool fallCarriesOnDropFrame = false;
  // Monitors (sonic/monitor.h). A player moving up into one from below
  // knocks it up: Sonic 1's React_Monitor and Sonic 2's Touch_Monitor, when
  // he is 16 px or more under its centre ("subi.w #$10,d0; cmp.w
  // obY(a1),d0; blo"), negate his speed and set the monitor's y_vel to -$180.
  // Off: S&K's Touch_Monitor only does that for a monitor flipped upside down
  // ("btst #status.npc.y_flip"); an upright one hit from below is broken by a
  // rolling player as from above.
  bool monitorKnockFromBelow = true;
  // Sonic 1's Mon_Solid lets a rolling player through only while he is not
  // moving up ("tst.w obVelY(a1); bmi.s loc_A20A; cmpi.b #id_Roll"). Off:
  // Sonic 2's SolidObject_Monitor_Sonic and S&K's
  // SolidObject_Monitor_SonicKnux let any rolling player through.
  bool monitorRollSolidRising = false;
  // Sonic 2's Obj26_Main runs SolidObject_Monitor while the knocked monitor
  // falls (ObjectMoveAndFall, then the solid test). Off: Sonic 1's Mon_Solid
  // only falls (2nd routine 4), so a knocked monitor is not solid till it lands.
  bool monitorSolidWhileKnocked = true;
  // Sonic 2's Obj26_Break and S&K's Obj_MonitorBreak set the air bit of a
  // player standing on or pushing the monitor as it breaks ("ori.b
  // #1<<status.player.in_air"). Off: Sonic 1's Mon_BreakOpen leaves his
  // status as it was; he lets go of it (nothing is under him).
  bool monitorBreakSetsAirborne = true;
  // A hit with no rings and no shield kills (HurtSonic's .norings ->
  // KillSonic, HurtCharacter "tst.w d0; beq.w KillCharacter"): the Died
  // event, and the run ends as a fall out of the level does. All three games
  // do; off in every built-in profile so that levels and traces made before
  // rings were counted keep running (a hit then only knocks him back).
  bool hurtWithoutRingsKills = false;
  // Retracting spikes (level/retract.h): Sonic 1's Spik_Main falls through
  // into Spik_Solid, whose Spik_Type0x moves them on the frame they are made;
  // Sonic 2's Obj36_Init and S&K's Obj_Spikes only set up, so they first move
  // a frame later. The guide has no such spikes: as Sonic 2.
  bool spikesMoveWhenMade = false;
  // The rules now fill the last 8-byte word exactly (player.cpp's
  // static_asserts: no padding, a whole number of words); the next one-byte
  // rule comes with "std::uint8_t spareRuleBytes[7] = {};" after it.
};

namespace detail {

// What the three games share (Sonic 1's code, which 2 and 3 build on).
constexpr void gameRules(PlayerConfig& c) {
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
  c.objectLeaveSetsAirborne = false;  // Sonic 1's SolidObject .leave, ExitPlatform
  c.platformExitAfterMove = false;    // Obj52: ExitPlatform, the move, MvSonicOnPtfm2
  c.solidSplitsAtCentre = false;
  c.oddAnglesAreFlagged = true;
  c.levelBoundUnsigned = true;
  c.spikesHurtWhileFlashing = true;
  c.fallTimerOnLandingFrame = true;  // Plat_Solid: PlatformObject, then Plat_Move
  c.fallCarriesOnDropFrame = true;   // Plat_Action2: .type04, then MvSonicOnPtfm2
}

// Sonic 2's changes to Sonic 1 (s2.asm, Obj01).
constexpr void sonic2Rules(PlayerConfig& c) {
  c.spindash = true;
  c.snapLimitFromSpeed = true;
  c.angleSnapChange = 0x20;
  c.capSpeedAboveTop = false;  // Sonic_MoveLeft/Right keep a speed already above top
  c.balance = BalanceRule::Sonic2;
  // SolidObject, PlatformObject and Sonic_Move's balance on objects (s2.asm).
  c.objectLeaveSetsAirborne = true;
  c.platformExitAfterMove = true;
  c.platformLandSurface = -1;
  c.squashSideMargin = 0x10;
  c.objectBalanceEdge = 2;
  c.objectBalanceTurnEdge = -4;
  c.spikesHurtWhileFlashing = false;  // Obj36_Hurt tests invulnerable_time
  c.springFaceSideOnly = true;
  c.springFaceArea = 0x28;
  c.springSetsFacing = true;
  c.spikesPointedSideOnly = true;
  c.collapseFlagBeforeCount = true;
  c.fallTimerOnLandingFrame = false;  // Obj18_TopSolid: Obj18_Move, then PlatformObject
  c.fallCarriesOnDropFrame = false;
}

// Sonic 3 & Knuckles' changes to Sonic 2 (skdisasm: s3.asm and sonic3k.asm, Sonic_* and Player_*).
constexpr void sonic3Rules(PlayerConfig& c) {
  c.balance = BalanceRule::Sonic1;  // turns to face the drop at once again
  c.slopeFactorWhenStopped = true;
  c.stoppedSlopeMinimum = 0x0D;
  c.slopeSlip = true;
  c.fallOffClearsGsp = false;
  c.air = AirCollision::Sonic3Quadrants;
  c.airCapSpeedAboveTop = false;  // Sonic_ChgJumpDir undoes the step instead of capping
  c.airJumpPressFreesRollJump = true;
  c.shieldMoves = true;
  // Sonic & Knuckles' versions of the routines (sonic3k.asm), which the locked-on game runs.
  c.rollStartSpeed = 0x100;  // SonicKnux_Roll
  c.rollEndSpeed = 0x80;     // Sonic_RollSpeed
  c.crouchBelowRollSpeed = true;
  c.wallCheckAtRightAngles = true;
  c.landingUnrollFollowsAngle = true;
  c.landingUnrollByRadius = true;
  c.levelBoundStopsAtRightEdge = false;
  c.collapseDropSetsAirborne = true;
  c.collapseRemadeAfterBreak = true;
  c.monitorKnockFromBelow = false;  // Touch_Monitor's .checkfall: only an upside-down monitor falls
  // SolidObjectFull's SolidObject_cont and Sonic_Move's balance on objects (s3.asm).
  c.shallowSideIsTopBottom = true;
  c.solidBottomUsesStandingRadius = true;
  c.solidBelowInAirAlwaysPushes = true;
  c.solidTopMovesRisingPlayer = true;
  c.objectBalanceTurnEdge = 2;  // Sonic_BalanceOnObjLeft turns at once again
  // Obj_Spring (sonic3k.asm): where S&K's springs differ from Sonic 2's Obj41.
  c.springDownRedSpeed = 0xD00;
  c.springSideLaunchesInAir = true;
  c.springClearsJumping = true;
  c.springDownStandsOnTop = true;
}

}  // namespace detail

// Constant-evaluated for the step's built-in profiles (player.cpp).
constexpr PlayerConfig defaultPlayerConfig(Profile p = Profile::Guide) {
  PlayerConfig c;
  c.profile = p;
  if (p == Profile::Guide) return c;
  detail::gameRules(c);
  if (p == Profile::Sonic1) {
    c.loopRegions = true;  // Sonic 2 and 3 switch paths with objects instead
    c.slopedRiseUnsigned = true;
    c.slopedSolidStandsOnTopRow = true;  // Obj2F's tables start at d2
    c.bridgeBendsRoundNewLog = true;
    c.bridgeLandsOnSaggedLog = true;
    c.monitorRollSolidRising = true;  // Mon_Solid
    c.monitorSolidWhileKnocked = false;
    c.monitorBreakSetsAirborne = false;  // Mon_BreakOpen
    c.spikesMoveWhenMade = true;         // Spik_Main falls into Spik_Solid
    return c;
  }
  detail::sonic2Rules(c);
  if (p == Profile::Sonic2) return c;
  detail::sonic3Rules(c);
  return c;
}

// Who plays: where Tails and Knuckles differ from Sonic in size and jump.
enum class Character : std::uint8_t { Sonic, Tails, Knuckles };
inline constexpr int kCharacterCount = 3;
const char* characterName(Character c);  // "sonic", "tails", "knuckles"
std::optional<Character> parseCharacter(std::string_view name);
// Tails stands 4 px shorter (standRadiusY 15: Obj02_Init's y_radius $F; his
// roll keeps Sonic's 14 x 7, so rolling moves him 1 px, not 5); Knuckles
// jumps at $600 (Knux_Jump) instead of $680. In sonic3k a jump press in the
// air also starts Knuckles' glide or Tails' flight (characters.h); the other
// profiles' games have neither (Sonic 1 has no Tails or Knuckles, Sonic 2's
// Tails cannot fly), so there they keep only the size and the jump.
void applyCharacter(PlayerConfig& c, Character ch);

}  // namespace solidtile
