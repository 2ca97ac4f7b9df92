/* Solidtile C API: the level's objects (static, moving, oscillating; their
 * kinds: springs, spikes, bridges, collapses, falls, monitors and the games'
 * kinds up to level format 20's; slopes; and the
 * objects' state for an exact rewind). Part of <solidtile/solidtile.h>, which
 * includes it inside its extern "C" block: include that header, not this one. */
#ifndef SOLIDTILE_SOLIDTILE_H
#error "include <solidtile/solidtile.h>, not <solidtile/c/objects.h>"
#endif
#ifndef SOLIDTILE_C_OBJECTS_H
#define SOLIDTILE_C_OBJECTS_H

/* ---- Objects --------------------------------------------------------------- */

/* Solid boxes of the level, static or moving along waypoints, that the box
 * controller stands on, rides and is stopped by (docs/box.md), as the Sonic
 * player does (docs/capi.md, "The player and the objects"). Where one is on frame f
 * depends only on f. Objects are named by index, 0..count-1, in the order
 * they were added or loaded. */

#define ST_MAX_WAYPOINTS 64

typedef enum stObjectLoop { stObjectLoop_pingPong = 0, stObjectLoop_loop = 1 } stObjectLoop;

typedef struct stPoint {
  int32_t x, y;
} stPoint;

typedef struct stObjectDef {
  int32_t w, h;          /* pixels, 1..4096; default 16 x 16 */
  int32_t pointCount;    /* 1..ST_MAX_WAYPOINTS; one point is a static object; default 1 at (0, 0) */
  stPoint points[ST_MAX_WAYPOINTS];  /* the object's top-left at each waypoint, pixels (-4194304..4194304) */
  int32_t speed;         /* subpixels a frame along the path, 0..4096; 0 stays at points[0] */
  stObjectLoop loop;     /* default ping-pong */
  int32_t wait;          /* frames held at each end (ping-pong) or at points[0] (loop), 0..216000 */
  bool topOnly;          /* a one-way floor, else solid on every side */
  int32_t internalValue; /* must stay ST_DEF_COOKIE: set by stDefaultObjectDef */
} stObjectDef;

ST_API stObjectDef stDefaultObjectDef(void);
/* Appends an object (at most 1024); *outIndex gets its index (may be NULL). */
ST_API stStatus stLevel_AddObject(stLevelId level, const stObjectDef* def, int32_t* outIndex);
ST_API stStatus stLevel_GetObjectCount(stLevelId level, int32_t* outCount);
/* The object as a def (internalValue set, so it can be changed and set back). */
ST_API stStatus stLevel_GetObject(stLevelId level, int32_t index, stObjectDef* outDef);
/* Replaces object `index` with def: its size, path, speed, everything the def
 * holds. Its kind (spring, spikes) and slope, level format 6 fields the def
 * does not hold, are kept; a size the kept slope does not fit is refused. */
ST_API stStatus stLevel_SetObject(stLevelId level, int32_t index, const stObjectDef* def);
/* Moves the whole path so its first point is at (x, y) pixels, the shape kept. */
ST_API stStatus stLevel_MoveObject(stLevelId level, int32_t index, int32_t x, int32_t y);
/* Removes object `index`; the later ones move down an index. A box riding it
 * lets go (stBoxState.platform -1); a box riding a later one follows its index. */
ST_API stStatus stLevel_RemoveObject(stLevelId level, int32_t index);
/* Where object `index`'s top-left is on `frame` (stBoxState.frame), subpixels. */
ST_API stStatus stLevel_GetObjectPosition(stLevelId level, int32_t index, uint32_t frame, int32_t* outX, int32_t* outY);

/* Level format 6's kinds and sloped objects (docs/capi.md, "Object kinds and
 * slopes"). Added inside 0.3 as new calls, so stObjectDef keeps its layout:
 * an added object is a flat block until these calls change it. */

typedef enum stObjectKind {
  stObjectKind_block = 0,   /* solid (or top-only), nothing more */
  stObjectKind_spring = 1,  /* launches the player (and the box) in its direction */
  stObjectKind_spikes = 2,  /* hurts the player touching its pointed side */
  stObjectKind_bridge = 3,  /* Obj11's row of 16 px logs that sag under the player (stLevel_SetObjectBridge) */
  stObjectKind_collapse = 4, /* gives way after the player stood on it (stLevel_SetObjectCollapse) */
  stObjectKind_fall = 5,     /* falls a while after the player stood on it (stLevel_SetObjectFall) */
  stObjectKind_monitor = 6,  /* broken by a rolling or jumping player (stLevel_SetObjectMonitor) */
  stObjectKind_push = 7,     /* Sonic 1's pushable block (level format 11; stLevel_SetObjectKind, dir ignored) */
  stObjectKind_ring = 8,     /* a ring lying in the level, collected by touching (level format 12;
                                stLevel_SetObjectKind makes it 16 x 16, dir ignored) */
  stObjectKind_hurt = 9,     /* a hurt zone: not solid, hurts on touch (level format 13; its w and h
                                even, 2..1024, kept; dir ignored) */
  stObjectKind_enemy = 10,   /* a badnik standing still: not solid, destroyed by a rolling or invincible
                                player, else hurts (level format 14; w and h as a hurt zone's; one slot) */
  stObjectKind_breakable = 11, /* a wall or rock the player breaks (level format 14; stLevel_SetObjectBreakable) */
  stObjectKind_twist = 12,     /* Sonic 2's twisting spiral pathway (level format 16; stLevel_SetObjectTwist) */
  stObjectKind_ramp = 13,      /* S&K's twisted ramp (level format 16): not solid, throws a grounded runner up;
                                  dir right or left (its way), its box the routine's fixed 32 x 53 window
                                  with its point (x_pos, y_pos) at the old box's centre */
  stObjectKind_vine = 14,      /* S&K's giant ride vine (level format 16; stLevel_SetObjectVine) */
  stObjectKind_bumper = 15,    /* Sonic 1's and 2's pinball bumper (level format 17): not solid, touched it throws
                                  the player away from its centre at $700; its box the 16 x 16 collision size
                                  about the old box's centre */
  stObjectKind_booster = 16,   /* Sonic 2's speed booster (level format 17): not solid, a grounded player in its
                                  window is set to springSpeed (its speed: $1000, or $A00) its way, dir right or
                                  left; its box the routine's 32 x 32 window about the old box's centre */
  stObjectKind_goal = 17,      /* the act's signpost, Sonic 1's and 2's Obj0D (level format 17): not solid,
                                  the run ends when the player's x is at its post or less than $20 past it,
                                  at any height; dir ignored, its box the fixed 32 x 48 (ST_GOAL_WIDTH x
                                  ST_GOAL_HEIGHT) with the post (its left edge, $10 below its top) at the
                                  old box's centre */
  stObjectKind_tree = 18,      /* S&K's hollow tree (level format 17): not solid, winds a runner round its
                                  trunk and up; dir ignored, its box the routine's fixed 224 x 305 reach
                                  with its point (x_pos, y_pos) at the old box's centre; one slot */
  stObjectKind_fan = 19,       /* Sonic 1's Star Light fan (level format 18): not solid, moves a player in its
                                  window along x, its way (dir right or left: the way it faces); its box the
                                  routine's fixed 240 x 112 window with the fan's point (obX, obY) at the old
                                  box's centre; a pulling fan and its on/off timer come from a level file */
  stObjectKind_stair = 20,     /* Sonic 1's Star Light staircase (level format 18): four 32 x 32 solid blocks
                                  that drop into steps after the player stood on it, down to the left (dir
                                  left) or right (dir right); its box the fixed 128 x 32 about the old box's
                                  centre; one set off by a hit from below comes from a level file; two slots */
  stObjectKind_brick = 21,     /* Sonic 1's Marble Zone falling brick (level format 19): a 32 x 32 solid block
                                  that falls once the player comes within $90 px across, to its land_y, and
                                  floats there on the lava or lies still (stLevel_SetObjectBrick); four slots */
  stObjectKind_seesaw = 22,    /* Sonic 1's Star Light / Sonic 2's Hill Top seesaw (level format 19): a plank
                                  tilting toward the side the player stands on and its spiked ball, which
                                  launches him from the other end; low on the right (dir right) or left (dir
                                  left) at rest; its box the fixed 96 x 48 about the old box's centre, with
                                  its ball; one without comes from a level file; four slots */
  stObjectKind_barrier = 23,   /* Sonic 2's one-way barrier, Obj2D (level format 19): a solid 16 x 64 block that
                                  rises out of the way of a player on its near side; dir right (it lets him
                                  through going right) or left; its box the fixed 16 x 64 about the old box's
                                  centre (Metropolis' 24 wide: stLevel_SetObject with w 24 after); two slots */
  stObjectKind_lift = 24,      /* Sonic 2's Hill Top lift, Obj16 (level format 19): a top-only 64 x 16 platform
                                  sliding down its zipline once stood on, then falling (stLevel_SetObjectLift);
                                  one slot */
  stObjectKind_conveyor = 25,  /* Sonic 1's Scrap Brain conveyor belt, Obj68 (level format 20): not solid, moves
                                  a player on the ground in its window along x (stLevel_SetObjectConveyor) */
  stObjectKind_elevator = 26,  /* Sonic 1's Star Light elevator, Obj59 (level format 20): a top-only 80 x 32
                                  platform travelling its way once stood on (stLevel_SetObjectElevator); one slot */
  stObjectKind_bomb = 27,      /* Sonic 1's walking bomb, Obj5F (level format 20): not solid, hurts on touch,
                                  lights its fuse once the player is within $60 px and bursts into shrapnel
                                  that hurts too; dir the way it walks first, left or right, or down_left or
                                  down_right hanging upside down; its box the fixed 24 x 24 about the old
                                  box's centre; two slots and the frame it was made */
  stObjectKind_springboard = 28, /* Sonic 2's pressure spring, Obj40 (level format 20): a solid sloped 56 x 16
                                  board that throws up a player standing on its far part
                                  (stLevel_SetObjectSpringboard); one slot */
  stObjectKind_stomper = 29    /* Sonic 1's Marble Zone chained stomper, Obj31 (level format 20): a solid block
                                  falling and rising on its own cycle, its spikes below hurting
                                  (stLevel_SetObjectStomper); one slot and the frame it was made */
} stObjectKind;

/* A spring's launch direction, or the side spikes point to. The diagonal
 * ones (level format 10) are for springs only: Sonic 2's and S&K's diagonal
 * springs, each a 32 x 32 sloped solid (stLevel_SetObjectKind sizes it). */
typedef enum stObjectDir {
  stObjectDir_up = 0, stObjectDir_down = 1, stObjectDir_left = 2, stObjectDir_right = 3,
  stObjectDir_upRight = 4, stObjectDir_upLeft = 5, stObjectDir_downRight = 6, stObjectDir_downLeft = 7
} stObjectDir;

#define ST_GOAL_WIDTH 32        /* a goal's box: Obj0D's $20 px window across */
#define ST_GOAL_HEIGHT 48       /* and its sign's sprite down (drawing only: no y test) */
#define ST_SPRING_RED 4096      /* Sonic 1's and 2's red spring, $1000 subpixels a frame */
#define ST_SPRING_YELLOW 2560   /* the yellow one, $A00 */
#define ST_MAX_SPRING_SPEED 32767
#define ST_MAX_SLOPE_HEIGHT 127 /* a slope height is at most this and the object's h */

/* The object's kind, direction and spring speed (subpixels a frame). A
 * block's direction reads stObjectDir_up and its speed ST_SPRING_RED, as
 * spikes' speed does: fields the kind has not. Any pointer may be NULL. */
ST_API stStatus stLevel_GetObjectKind(stLevelId level, int32_t index, stObjectKind* outKind, stObjectDir* outDir,
                                      int32_t* outSpringSpeed);
/* Makes object `index` a block, a spring or spikes. `dir` is checked for
 * every kind and kept for springs and spikes (a diagonal one for springs
 * only, which then become 32 x 32, top-left kept); `springSpeed` (1..32767) is
 * checked and kept for springs only. Springs and spikes are solid on every
 * side and flat, as the games' are: a top-only or sloped object is refused
 * (stLevel_SetObject with topOnly false, stLevel_SetObjectSlope with count 0 first).
 * It makes every kind without fields of its own (push, ring, hurt, enemy,
 * ramp, bumper, booster, goal, tree, fan, stair, seesaw, barrier, bomb), each
 * with the box and the ways its comment above says; a kind with fields
 * (bridge, collapse, fall, monitor, breakable, twist, vine, brick, lift,
 * conveyor, elevator, springboard, stomper) is refused naming its own call. */
ST_API stStatus stLevel_SetObjectKind(stLevelId level, int32_t index, stObjectKind kind, stObjectDir dir,
                                      int32_t springSpeed);

/* Level format 7's bridges: makes object `index` a bridge of `logs` logs
 * (1..ST_MAX_BRIDGE_LOGS), ST_BRIDGE_LOG_WIDTH px each: its w becomes
 * logs * 16, it turns top-only and flat (Obj11 lands the player from above
 * only), its top-left stays. A moving object (a path of more than one point)
 * is refused. stLevel_SetObjectKind turns a bridge back into a block. */
#define ST_MAX_BRIDGE_LOGS 16
#define ST_BRIDGE_LOG_WIDTH 16
ST_API stStatus stLevel_SetObjectBridge(stLevelId level, int32_t index, int32_t logs);
/* A bridge's log count; 0 for any other kind. */
ST_API stStatus stLevel_GetObjectBridge(stLevelId level, int32_t index, int32_t* outLogs);

/* Level format 8's collapses: makes object `index` a collapse (a ledge or
 * platform that gives way after the player stood on it; its top-only flag,
 * slope and path stay) that breaks up `delay` counts after it was stood on
 * and holds a player standing on it `hold` frames more (both 1..255; Sonic
 * 1's GHZ ledge: ST_COLLAPSE_DELAY, ST_COLLAPSE_HOLD). stLevel_SetObjectKind
 * turns it back into a block. */
#define ST_COLLAPSE_DELAY 7
#define ST_COLLAPSE_HOLD 28
ST_API stStatus stLevel_SetObjectCollapse(stLevelId level, int32_t index, int32_t delay, int32_t hold);
/* A collapse's delays; 0 and 0 for any other kind. Either pointer may be NULL. */
ST_API stStatus stLevel_GetObjectCollapse(stLevelId level, int32_t index, int32_t* outDelay, int32_t* outHold);

/* Level format 9's falls: makes object `index` a falling platform (Obj18's
 * subtypes 3 and 4; its top-only flag and slope stay) that waits `delay`
 * frames once stood on, then falls, carrying a player `carry` frames before
 * it drops him (both 1..255; the games: ST_FALL_DELAY, ST_FALL_CARRY). It
 * waits where its path's only point puts it: a moving object is refused.
 * stLevel_SetObjectKind turns it back into a block. */
#define ST_FALL_DELAY 30
#define ST_FALL_CARRY 32
ST_API stStatus stLevel_SetObjectFall(stLevelId level, int32_t index, int32_t delay, int32_t carry);
/* A fall's counts; 0 and 0 for any other kind. Either pointer may be NULL. */
ST_API stStatus stLevel_GetObjectFall(stLevelId level, int32_t index, int32_t* outDelay, int32_t* outCarry);

/* Level format 9's monitors: makes object `index` a monitor holding `item`
 * (0..ST_MAX_MONITOR_ITEM, the game's subtype; the break event names it).
 * A monitor is solid on every side and flat: a top-only or sloped object is
 * refused. stLevel_SetObjectKind turns it back into a block. */
#define ST_MAX_MONITOR_ITEM 15
ST_API stStatus stLevel_SetObjectMonitor(stLevelId level, int32_t index, int32_t item);
/* A monitor's item; -1 for any other kind. */
ST_API stStatus stLevel_GetObjectMonitor(stLevelId level, int32_t index, int32_t* outItem);

/* Level format 14's breakables: makes object `index` a wall or rock that the
 * Sonic player breaks as `breaks` says (docs/physics.md, "Breakable walls and
 * rocks"): stBreakMode_side, rolling into its side at |x speed| $480 or more
 * (Sonic 1's Obj3C); stBreakMode_top, landing on it curled (Sonic 1's Obj51,
 * Sonic 2's Obj32: bounced up at -$300); format 18's stBreakMode_ground and
 * stBreakMode_groundAny, Sonic 2's Hill Top smashable ground (Obj2F): stood
 * on curled it drops him through, ground only for a player on path 1, and
 * a player who stands on it without breaking it is put on path 0. Solid on every side, flat and still:
 * a top-only, sloped or moving object is refused. Whether it is broken is
 * object state: one object slot. stLevel_SetObjectKind turns it back into a block. */
typedef enum stBreakMode {
  stBreakMode_side = 0,
  stBreakMode_top = 1,
  stBreakMode_ground = 2,
  stBreakMode_groundAny = 3
} stBreakMode;
ST_API stStatus stLevel_SetObjectBreakable(stLevelId level, int32_t index, stBreakMode breaks);
/* A breakable's mode; -1 for any other kind. */
ST_API stStatus stLevel_GetObjectBreakable(stLevelId level, int32_t index, int32_t* outBreaks);

/* Level format 11: whether block `index` dips while the Sonic player stands
 * on it (1) or not (0; the default): both games' Obj18 platforms, up to 4 px
 * after 16 frames, rising back once he leaves (docs/physics.md, "Oscillating
 * platforms"). Only a block may dip (another kind is refused). How far it has
 * dipped is object state: two more object slots (stController_GetObjectSlots);
 * stLevel_GetObjectPosition gives its place without the dip. The box does not dip it. */
ST_API stStatus stLevel_SetObjectNudge(stLevelId level, int32_t index, int nudge);
ST_API stStatus stLevel_GetObjectNudge(stLevelId level, int32_t index, int* outNudge);

/* Level format 13: whether block `index` is solid only while its centre is on
 * the 320 x 224 screen (1) or always (0; the default): Sonic 1's Obj71
 * barriers (docs/physics.md, "Solid only on screen"). Only a block takes it
 * (another kind is refused). Without a camera (the box) it is always solid. */
ST_API stStatus stLevel_SetObjectOnScreen(stLevelId level, int32_t index, int onScreen);
ST_API stStatus stLevel_GetObjectOnScreen(stLevelId level, int32_t index, int* outOnScreen);

/* Level format 15: block `index` solid only in some frames, as Sonic 1's
 * Obj6C vanishing platform of that subtype (0..255), or always (-1; the
 * default) (docs/physics.md, "Vanishing platforms"). Only a block takes it
 * (another kind is refused; a change of kind drops it). The frame it was made
 * is one more object slot (stController_GetObjectSlots). The box takes it as
 * always solid. */
ST_API stStatus stLevel_SetObjectVanish(stLevelId level, int32_t index, int32_t subtype);
ST_API stStatus stLevel_GetObjectVanish(stLevelId level, int32_t index, int32_t* outSubtype);

/* Level format 17: block or hurt zone `index` active only in some frames
 * (docs/physics.md, "Timed objects"): a block solid, a hurt zone harmful,
 * only while its timer is active, as Scrap Brain's Obj69, Obj6D and Obj6E.
 * `timer` is the level file's text, "<clock> <period>[ phase <p>]:
 * <start>+<length> ...", the clock `frame` (the frame number) or `made`
 * (frames since the object was made), e.g. "frame 128: 6+3"; NULL or ""
 * removes it. Another kind, or text the level reader refuses, is refused
 * (stStatus_badValue, the reader's words in stLastError); a change of kind
 * to neither drops it. On the made clock the frame it was made is one more
 * object slot (stController_GetObjectSlots). The box meets a timed block only
 * while it is active, counting a made clock from frame 0. */
ST_API stStatus stLevel_SetObjectTimer(stLevelId level, int32_t index, const char* timer);
/* The timer's text into `text` (NUL-terminated), *outLength its length
 * without the NUL (0: no timer). When capacity is not above the length
 * nothing is written and the status is stStatus_tooSmall: pass capacity 0
 * (text may then be NULL) to ask. */
ST_API stStatus stLevel_GetObjectTimer(stLevelId level, int32_t index, char* text, size_t capacity, size_t* outLength);

/* Level format 15: enemy `index`'s own routine (docs/physics.md, "Enemies"):
 * ST_ENEMY_STILL (the default: a badnik standing where it is placed),
 * ST_ENEMY_COCONUTS (Sonic 2's Obj9D, climbing and throwing) or
 * ST_ENEMY_MASHER (Obj5C, leaping); level format 17: Sonic 1's
 * ST_ENEMY_BUZZBOMBER (Obj22, flying), ST_ENEMY_NEWTRON (Obj42 subtype 0,
 * dropping and gliding), ST_ENEMY_NEWTRON_BLUE (Obj42's others, showing
 * itself and leaving), ST_ENEMY_MOTOBUG (Obj40) and ST_ENEMY_CRABMEAT
 * (Obj1F), walking the level's floor. Only an enemy takes one (another kind is
 * refused; a change of kind drops it). A moving enemy keeps two more object
 * slots, Sonic 1's Newtron, Moto Bug and Crabmeat three
 * (stController_GetObjectSlots). The box passes through enemies. */
#define ST_ENEMY_STILL 0
#define ST_ENEMY_COCONUTS 1
#define ST_ENEMY_MASHER 2
#define ST_ENEMY_BUZZBOMBER 3
#define ST_ENEMY_NEWTRON 4
#define ST_ENEMY_NEWTRON_BLUE 5
#define ST_ENEMY_MOTOBUG 6
#define ST_ENEMY_CRABMEAT 7
ST_API stStatus stLevel_SetObjectEnemyMotion(stLevelId level, int32_t index, int32_t motion);
ST_API stStatus stLevel_GetObjectEnemyMotion(stLevelId level, int32_t index, int32_t* outMotion);

/* Level format 15: spikes `index` moving out 32 px and back by themselves
 * (docs/physics.md, "Retracting spikes"): ST_SPIKES_STILL (the default),
 * ST_SPIKES_VERTICAL (down from their place, the games' subtype 1) or
 * ST_SPIKES_HORIZONTAL (right, subtype 2). Only spikes take it (another kind
 * is refused; a change of kind drops it). The frame they were made is one
 * more object slot. The box takes them as fixed where they are placed. */
#define ST_SPIKES_STILL 0
#define ST_SPIKES_VERTICAL 1
#define ST_SPIKES_HORIZONTAL 2
ST_API stStatus stLevel_SetObjectSpikesRetract(stLevelId level, int32_t index, int32_t retract);
ST_API stStatus stLevel_GetObjectSpikesRetract(stLevelId level, int32_t index, int32_t* outRetract);

/* Level format 16: makes object `index` a twist, Sonic 2's twisting spiral
 * pathway (docs/physics.md, "Twisting spiral pathway"), with its path's
 * ST_TWIST_HEIGHTS heights (pixels from its centre, -64..63, one a pixel
 * across) and ST_TWIST_FLIPS flip angles (for drawing). Its box becomes the
 * routine's fixed ST_TWIST_WIDTH x ST_TWIST_HEIGHT about the old box's
 * centre; not solid, still, no state. Bad tables are refused whole.
 * stLevel_SetObjectKind turns it back into a block. */
#define ST_TWIST_HEIGHTS 416
#define ST_TWIST_FLIPS 52
#define ST_TWIST_WIDTH 416
#define ST_TWIST_HEIGHT 128
ST_API stStatus stLevel_SetObjectTwist(stLevelId level, int32_t index, const int8_t* heights, const uint8_t* flips);
/* A twist's tables into `outHeights` (ST_TWIST_HEIGHTS) and `outFlips`
 * (ST_TWIST_FLIPS), either may be null; *outIsTwist 0 (tables untouched) for another kind. */
ST_API stStatus stLevel_GetObjectTwist(stLevelId level, int32_t index, int8_t* outHeights, uint8_t* outFlips,
                                       int* outIsTwist);

/* Level format 16: makes object `index` a vine, S&K's giant ride vine
 * (docs/physics.md, "Giant ride vine"), with the game's subtype (0..255:
 * its low nibble the links less one, its high nibble the swing's phase).
 * Its box becomes the fixed ST_VINE_SIZE square about the old box's centre
 * (its point, where the chain hangs from); not solid, still, one slot (the
 * frame it last let the player go). stLevel_SetObjectKind turns it back into a block. */
#define ST_VINE_SIZE 544
ST_API stStatus stLevel_SetObjectVine(stLevelId level, int32_t index, int32_t subtype);
/* A vine's subtype, -1 for another kind. */
ST_API stStatus stLevel_GetObjectVine(stLevelId level, int32_t index, int32_t* outSubtype);

/* Level formats 19 and 20: the kinds with fields of their own (docs/capi.md,
 * "Format 19's and 20's kinds"). Each setter makes object `index` that kind,
 * its box the kind's fixed one about the old box's centre (one point, still,
 * flat), checks its fields as the level reader does and either applies all
 * of it or nothing: a refused call (stStatus_badValue, the argument and its
 * range named) leaves the object as it was. stLevel_SetObjectKind refuses
 * these kinds, naming the setter, and turns one back into a block.
 *
 * A falling brick (Obj46): 32 x 32, landing with its top at `landY` (level
 * pixels, -4194304..4194304, not above its top: it only falls), where it
 * floats on the lava (`lava` 1, its type 4) or lies still (0). */
ST_API stStatus stLevel_SetObjectBrick(stLevelId level, int32_t index, int32_t landY, int lava);
/* A brick's landing and lava; 0 and -1 for any other kind. Either pointer may be NULL. */
ST_API stStatus stLevel_GetObjectBrick(stLevelId level, int32_t index, int32_t* outLandY, int* outLava);
/* A lift (Obj16): top-only 64 x 16, sliding right (dir stObjectDir_right) or
 * left (stObjectDir_left) for `lift` x 8 frames (its subtype, 1..255). */
#define ST_MAX_LIFT 255
ST_API stStatus stLevel_SetObjectLift(stLevelId level, int32_t index, stObjectDir dir, int32_t lift);
/* A lift's subtype, -1 for another kind (stLevel_GetObjectKind gives its way). */
ST_API stStatus stLevel_GetObjectLift(stLevelId level, int32_t index, int32_t* outLift);
/* A conveyor belt (Obj68): moves a player on the ground in its window `belt`
 * px a frame along x (ST_MIN_CONVEYOR_BELT..ST_MAX_CONVEYOR_BELT, right when
 * positive); its window `width` px across (even, 2..4096: twice Obj68's
 * conv_width, ST_CONVEYOR_WIDE 256 or ST_CONVEYOR_NARROW 112) and
 * ST_CONVEYOR_HEIGHT (48) high. */
#define ST_MIN_CONVEYOR_BELT (-8)
#define ST_MAX_CONVEYOR_BELT 7
#define ST_CONVEYOR_WIDE 256
#define ST_CONVEYOR_NARROW 112
#define ST_CONVEYOR_HEIGHT 48
ST_API stStatus stLevel_SetObjectConveyor(stLevelId level, int32_t index, int32_t belt, int32_t width);
/* A conveyor's belt and width; 0 and 0 for any other kind. Either pointer may be NULL. */
ST_API stStatus stLevel_GetObjectConveyor(stLevelId level, int32_t index, int32_t* outBelt, int32_t* outWidth);
/* An elevator (Obj59): top-only 80 x 32, travelling its way (dir
 * stObjectDir_up, _down, _upRight or _downLeft: its type) up to twice
 * `distance` px once stood on (elev_dist, 1..ST_MAX_ELEVATOR_DISTANCE). */
#define ST_MAX_ELEVATOR_DISTANCE 1020
ST_API stStatus stLevel_SetObjectElevator(stLevelId level, int32_t index, stObjectDir dir, int32_t distance);
/* An elevator's distance, -1 for another kind (stLevel_GetObjectKind gives its way). */
ST_API stStatus stLevel_GetObjectElevator(stLevelId level, int32_t index, int32_t* outDistance);
/* A springboard (Obj40): a solid sloped 56 x 16 board, its tip right (dir
 * stObjectDir_right) or left (stObjectDir_left), with the game's subtype
 * (0..255: bit 0 the somersault's inertia, bits 2-3 4 or 8 put the player
 * on path 0 or 1). */
ST_API stStatus stLevel_SetObjectSpringboard(stLevelId level, int32_t index, stObjectDir dir, int32_t subtype);
/* A springboard's subtype, -1 for another kind (stLevel_GetObjectKind gives its way). */
ST_API stStatus stLevel_GetObjectSpringboard(stLevelId level, int32_t index, int32_t* outSubtype);
/* A chained stomper (Obj31 types 1-6): the game's subtype, its type 1..6 in
 * the low nibble (3 and 5 wait for the player within $90 px), its size 0..2
 * in bits 4-6 (112, 96 or 32 px wide; size 2 has no spikes), bit 7 clear;
 * its box that width x 24. */
ST_API stStatus stLevel_SetObjectStomper(stLevelId level, int32_t index, int32_t subtype);
/* A stomper's subtype, -1 for another kind. */
ST_API stStatus stLevel_GetObjectStomper(stLevelId level, int32_t index, int32_t* outSubtype);

/* Level format 10: when the level's objects exist for the Sonic player.
 * always (the default): every object on every frame; camera: the games'
 * window of $80-px chunks round the camera (Sonic 1's ObjPosLoad and
 * out_of_range): an object outside it does not act, and one made again
 * starts fresh but for what the games' respawn table keeps (a broken monitor,
 * a broken-up collapse). The window is kept in two more object slots after
 * the objects' own (stController_GetObjectSlots), so rewinding copies it. */
typedef enum stObjectLoading { stObjectLoading_always = 0, stObjectLoading_camera = 1 } stObjectLoading;
ST_API stStatus stLevel_SetObjectLoading(stLevelId level, stObjectLoading loading);
ST_API stStatus stLevel_GetObjectLoading(stLevelId level, stObjectLoading* outLoading);
/* Whether the controller's next step finds object `index` made (1) or not
 * (0): always 1 on a level whose objects always exist. */
ST_API stStatus stController_GetObjectLoaded(stControllerId controller, int32_t index, int* outLoaded);

/* A sloped object's heights: one per 2 px column from its left edge (w / 2
 * of them), each the column's surface in pixels above the object's bottom
 * edge, 0..min(h, ST_MAX_SLOPE_HEIGHT). A flat object has none (*outCount 0).
 * When capacity is too small nothing is written, *outCount gets the count
 * and the status is stStatus_tooSmall: pass capacity 0 (heights may then be NULL) to ask. */
ST_API stStatus stLevel_GetObjectSlope(stLevelId level, int32_t index, uint8_t* heights, size_t capacity,
                                       size_t* outCount);
/* Sets them: count 0 makes the top flat (heights may be NULL), else count
 * must be w / 2 and the object a block. A refused call changes nothing. */
ST_API stStatus stLevel_SetObjectSlope(stLevelId level, int32_t index, const uint8_t* heights, size_t count);

/* Level format 8's oscillating motion (docs/capi.md, "Oscillating platforms"):
 * the object stands at its path's one point, moved along one axis by one of
 * Sonic 1's or Sonic 2's oscillating values (OscillateNumDo), as their Obj18
 * platforms are. Ints, not enums, so any value passed is checked. */
#define ST_OSC_NONE 0      /* moves along its path instead */
#define ST_OSC_SONIC1 1
#define ST_OSC_SONIC2 2
#define ST_AXIS_X 0
#define ST_AXIS_Y 1
typedef struct stOscMotion {
  int32_t table;   /* ST_OSC_NONE, ST_OSC_SONIC1 or ST_OSC_SONIC2 */
  int32_t index;   /* the oscillator, 0..15 */
  int32_t axis;    /* ST_AXIS_X or ST_AXIS_Y */
  int32_t center;  /* 0..255, subtracted from the value's high byte */
  int32_t negate;  /* nonzero: center - byte instead */
  int32_t shift;   /* 0..7: the signed byte is shifted right this far */
  int32_t lagged;  /* nonzero: reads last frame's value (Obj18's saved angle) */
} stOscMotion;
/* The object's motion; table ST_OSC_NONE for one that follows its path. */
ST_API stStatus stLevel_GetObjectOscillation(stLevelId level, int32_t index, stOscMotion* out);
/* Sets it (table ST_OSC_NONE goes back to the path). An oscillating object
 * needs a path of one point, its origin, and cannot be a bridge; a refused
 * call changes nothing. */
ST_API stStatus stLevel_SetObjectOscillation(stLevelId level, int32_t index, const stOscMotion* motion);
/* Level format 14's second oscillator (other_index, other_negate): it moves
 * the other axis by the same table, center, shift and lag, as Sonic 1's
 * Obj5A and Sonic 2's Obj19 types 8-$F go round a circle. *otherIndex is
 * ST_OSC_NO_OTHER for one axis only. Either out pointer may be NULL. */
#define ST_OSC_NO_OTHER (-1)
ST_API stStatus stLevel_GetObjectOtherOscillator(stLevelId level, int32_t index, int32_t* otherIndex,
                                                 int32_t* otherNegate);
/* Sets it: otherIndex 0..15 (the object must oscillate) or ST_OSC_NO_OTHER
 * (negate then 0); nonzero otherNegate reverses it. A refused call changes
 * nothing. */
ST_API stStatus stLevel_SetObjectOtherOscillator(stLevelId level, int32_t index, int32_t otherIndex,
                                                 int32_t otherNegate);

/* Level format 18: a swing (both games' Obj15, the swinging platforms).
 * A radius of 1..1024 px makes the oscillator's byte (after center and
 * negate) an angle: the object hangs that far from its point along it,
 * x by (radius * cos) >> 8 and y by (radius * sin) >> 8 of Sonic 1's sine
 * table (axis x, shift 0 and no second oscillator then). 0 is no swing;
 * *radius reads 0 for an object that does not oscillate. */
ST_API stStatus stLevel_GetObjectSwingRadius(stLevelId level, int32_t index, int32_t* radius);
/* Sets it (the object must oscillate to swing). A refused call changes nothing. */
ST_API stStatus stLevel_SetObjectSwingRadius(stLevelId level, int32_t index, int32_t radius);

#endif /* SOLIDTILE_C_OBJECTS_H */
