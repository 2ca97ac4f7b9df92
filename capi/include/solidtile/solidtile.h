/* Solidtile's C API: the physics library for engines and languages that cannot
 * call C++ (GameMaker extensions, GDExtension, P/Invoke, Rust, Python ctypes).
 *
 * The shape:
 * - Objects (levels, controllers) are reached through small id structs passed
 *   by value: a slot index + 1 and a generation. The all-zero id is null. A
 *   destroyed id, an id of another kind of object, or a made-up one is
 *   detected and reported; it never reaches freed memory.
 * - Creation takes a def struct; fill it with its stDefault...Def() function
 *   first, then change the fields you care about, so fields added later keep
 *   their defaults.
 * - Every call that can fail returns an stStatus; stLastMessage() then says
 *   what was wrong (the file, field and index for a bad level). No C++
 *   exception crosses this header, and results come back in plain structs the
 *   caller owns: nothing here asks you to free memory the library allocated.
 * - Positions and speeds are integers in 1/256 pixel (Genesis subpixels),
 *   angles are bytes 0..255 ($40 a quarter turn, anticlockwise from flat).
 *   The step is deterministic: the same level, def and inputs give the same
 *   states on every build, the same as the C++ library and `solidtile sim`.
 *
 * Threads: calls on different objects may run on different threads at once;
 * one object must not be used from two threads at the same time. The last
 * message is kept per thread.
 *
 * Controllers: two kinds, the Sonic player (profiles guide, sonic1, sonic2,
 * sonic3k) and the box controller (the platformer rectangle of
 * docs/box.md). Creating, stepping and destroying are the same calls for
 * both; each kind has its own state and record structs, and a call for one
 * kind on a controller of the other returns stStatus_wrongKind.
 *
 * The header compiles as C11 and as C++. Link: -lsolidtile (pkg-config
 * solidtile), or CMake's solidtile::c from find_package(solidtile). */
#ifndef SOLIDTILE_SOLIDTILE_H
#define SOLIDTILE_SOLIDTILE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#if defined(SOLIDTILE_C_STATIC)
#define ST_API
#elif defined(_WIN32)
#if defined(SOLIDTILE_C_BUILDING)
#define ST_API __declspec(dllexport)
#else
#define ST_API __declspec(dllimport)
#endif
#else
#define ST_API __attribute__((visibility("default")))
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* ---- Versions and errors ------------------------------------------------ */

typedef struct stVersion {
  int major, minor, patch;
} stVersion;

/* The version of the library loaded at run time. */
ST_API stVersion stGetVersion(void);

typedef enum stStatus {
  stStatus_ok = 0,
  stStatus_nullArgument = 1,  /* a pointer argument was NULL */
  stStatus_nullId = 2,        /* the id is the null id */
  stStatus_staleId = 3,       /* the object was destroyed (or the id was never issued) */
  stStatus_wrongKind = 4,     /* the id names another kind of object */
  stStatus_badValue = 5,      /* an argument or def field is out of range */
  stStatus_badFile = 6,       /* a level or movie file is unreadable or invalid */
  stStatus_tooSmall = 7,      /* the caller's buffer is too small; the size needed was written */
  stStatus_notRecorded = 8,   /* the controller does not record its steps (def.recordSteps) */
  stStatus_outOfMemory = 9,
  stStatus_internal = 10      /* a bug in Solidtile: please report it with the message */
} stStatus;

/* "ok", "null argument", ... (a static string). */
ST_API const char* stStatusName(stStatus status);
/* What the last call on this thread that failed said, e.g.
 * "stLoadLevelFile: demo.json: masks[3].heights[5]: is 17, outside -16..16".
 * One line per problem. Valid until the next call on this thread; "" after a
 * call that returned stStatus_ok. */
ST_API const char* stLastMessage(void);

/* ---- Ids ----------------------------------------------------------------- */

typedef struct stLevelId {
  int32_t index1;       /* slot + 1; 0 is null */
  uint32_t generation;  /* bumped when the slot is freed, so old ids go stale */
} stLevelId;

typedef struct stControllerId {
  int32_t index1;
  uint32_t generation;
} stControllerId;

#define ST_IS_NULL(id) ((id).index1 == 0)
#define ST_IS_NON_NULL(id) ((id).index1 != 0)
#define ST_ID_EQUALS(a, b) ((a).index1 == (b).index1 && (a).generation == (b).generation)

static const stLevelId stNullLevelId = {0, 0};
static const stControllerId stNullControllerId = {0, 0};

/* ---- Levels -------------------------------------------------------------- */

typedef struct stLevelInfo {
  int32_t width, height;  /* tiles of 16x16 pixels */
  int32_t layerCount;     /* 1 or 2 collision paths */
  int32_t maskCount;
  int32_t startX, startY; /* pixels */
  int32_t switcherCount;
} stLevelInfo;

/* A level file (format "solidtile-level", see docs/formats.md). On failure
 * *outLevel is null and the message lists every problem found. */
ST_API stStatus stLoadLevelFile(const char* path, stLevelId* outLevel);
/* The same from bytes in memory (not NUL-terminated; size bytes are read). */
ST_API stStatus stLoadLevelMemory(const void* bytes, size_t size, stLevelId* outLevel);
/* Destroys the level and every controller created on it (their ids go stale). */
ST_API stStatus stDestroyLevel(stLevelId level);
/* True for an id of a level that exists. */
ST_API bool stLevel_IsValid(stLevelId level);
ST_API stStatus stLevel_GetInfo(stLevelId level, stLevelInfo* outInfo);
/* The level's name ("" when it has none), copied with its NUL into buffer.
 * *outLength gets the length without the NUL; stStatus_tooSmall when it does
 * not fit (pass capacity 0 and buffer NULL to ask). */
ST_API stStatus stLevel_GetName(stLevelId level, char* buffer, size_t capacity, size_t* outLength);
/* The packed tile (docs/formats.md: mask index + 1 in bits 0..11, flips in 12
 * and 13, solidity in 14..15) at tile (tx, ty) of a path; 0 outside the level. */
ST_API stStatus stLevel_GetTile(stLevelId level, int32_t path, int32_t tx, int32_t ty, uint16_t* outTile);

/* ---- Inputs and movies --------------------------------------------------- */

/* One frame's buttons, OR-ed together. */
enum {
  stInput_left = 1u << 0,
  stInput_right = 1u << 1,
  stInput_up = 1u << 2,
  stInput_down = 1u << 3,
  stInput_jump = 1u << 4,
  stInput_all = 0x1Fu
};

/* An input movie (text, "COUNT KEYS" a line; docs/formats.md) as one input
 * byte per frame, written to frames[0 .. *outCount). When capacity is too
 * small, nothing is written, *outCount gets the count and the status is
 * stStatus_tooSmall: call with capacity 0 to ask, then again. */
ST_API stStatus stLoadMovieFile(const char* path, uint8_t* frames, size_t capacity, size_t* outCount);
ST_API stStatus stParseMovie(const char* text, size_t size, uint8_t* frames, size_t capacity, size_t* outCount);

/* What a movie's optional header says it was recorded with (docs/formats.md:
 * "start X,Y", "controller box", "profile sonic2", "character tails"), so a
 * run can repeat it. Each field is -1 (or hasStart false) when not given. */
typedef struct stMovieHeader {
  bool hasStart;
  int32_t startX, startY;  /* pixels: the player's centre, or the box's top-left */
  int32_t controller;      /* stControllerKind, or -1 */
  int32_t profile;         /* stProfile, or -1 */
  int32_t character;       /* stCharacter, or -1 */
} stMovieHeader;

ST_API stStatus stLoadMovieHeaderFile(const char* path, stMovieHeader* outHeader);
ST_API stStatus stParseMovieHeader(const char* text, size_t size, stMovieHeader* outHeader);

/* ---- Controllers --------------------------------------------------------- */

typedef enum stControllerKind {
  stControllerKind_sonic = 1,  /* the Sonic player (docs/physics.md) */
  stControllerKind_box = 2     /* the box controller (docs/box.md) */
} stControllerKind;

typedef enum stProfile {
  stProfile_guide = 0,   /* the seed articles' rules and numbers */
  stProfile_sonic1 = 1,  /* Sonic the Hedgehog (1991) as its own code does it */
  stProfile_sonic2 = 2,  /* Sonic the Hedgehog 2 (1992): spin dash, speed-dependent floor snap */
  stProfile_sonic3k = 3  /* Sonic 3 & Knuckles (1994): slipping on steep slopes, its air collision */
} stProfile;

/* Size and jump presets over any profile (docs/physics.md). */
typedef enum stCharacter {
  stCharacter_sonic = 0,
  stCharacter_tails = 1,
  stCharacter_knuckles = 2
} stCharacter;

/* How the box reads a slope mask's floor under its bottom-centre. */
typedef enum stSlopeMode {
  stSlopeMode_column = 0,  /* the height of the pixel column under it (default) */
  stSlopeMode_linear = 1   /* between the mask's edge heights, subpixel exact */
} stSlopeMode;

/* The box controller's constants: the fields of a level's "box_config" and of
 * `solidtile sim --box-config` (docs/formats.md), with the same limits; a value
 * out of range is refused naming the field. Pixels unless said; speeds in
 * subpixels per frame. */
typedef struct stBoxConfig {
  int32_t halfWidth, halfHeight;  /* 1..32 */
  int32_t offsetX, offsetY;       /* -1024..1024 */
  int32_t scaleX, scaleY;         /* 1/256 (256 = 1.0), -1024..1024; the scaled half sizes stay 1..32 */
  int32_t walkSpeed;              /* 0..4096 */
  int32_t gravity;                /* 0..4095 */
  int32_t jumpSpeed;              /* 0..4095 */
  int32_t maxFall;                /* 0..4095 */
  int32_t snapMargin;             /* 0..4096 */
  int32_t ladderSpeed;            /* 0..4095 */
  int32_t stairStepX, stairStepY; /* 1..16 */
  int32_t stairFrames;            /* 1..255 */
  int32_t iceAccel, iceBrake;     /* 0..4096 */
  int32_t ledgeStartY, ledgeEndY; /* -64..64, ledgeEndY >= ledgeStartY */
  int32_t grabOffset;             /* -64..64 */
  int32_t keyLockFrames;          /* 0..255 */
  int32_t graceFrames;            /* 0..254 */
  stSlopeMode slopeMode;
} stBoxConfig;

typedef struct stControllerDef {
  stControllerKind kind;       /* default stControllerKind_sonic */
  stProfile profile;           /* default stProfile_guide */
  stCharacter character;       /* default stCharacter_sonic */
  bool useLevelStart;          /* default true: start at the level's start point */
  int32_t startX, startY;      /* pixels, when useLevelStart is false (-1000000..1000000) */
  bool fixSlopedLedgeQuirk;    /* the original engine's two quirks: reproduced unless fixed */
  bool fixOppositeSlopesQuirk;
  bool recordSteps;            /* default true: keep each step's record (casts, events) */
  bool recordPhases;           /* default false: also keep the Sonic step's phases (stController_GetPhaseRecord) */
  /* The box's own fields, which the Sonic player ignores (as the box ignores
   * profile, character and the quirks). For a box the start is its top-left. */
  bool useLevelBoxConfig;      /* default true: the level's "box_config" when it has one, else box */
  stBoxConfig box;             /* default: the library's defaults (docs/box.md) */
  int32_t internalValue;       /* must stay ST_DEF_COOKIE: set by stDefaultControllerDef */
} stControllerDef;

/* Set in every def by its default function, so a def that skipped it is caught. */
#define ST_DEF_COOKIE 0x5D1D711E

ST_API stControllerDef stDefaultControllerDef(void);

/* A controller on a level, standing still in the air at its start point. A
 * box def's def.box is checked with the limits the level reader puts on
 * "box_config", even when the level's own config is used:
 * "def.box.walkSpeed (walk_speed): is 5000, outside 0..4096". */
ST_API stStatus stCreateController(stLevelId level, const stControllerDef* def, stControllerId* outController);
ST_API stStatus stDestroyController(stControllerId controller);
ST_API bool stController_IsValid(stControllerId controller);
ST_API stStatus stController_GetKind(stControllerId controller, stControllerKind* outKind);
/* Advances one 60 Hz frame with the buttons held (stInput_* bits; others are
 * refused). A box whose top reached the level's bottom edge stays where it is. */
ST_API stStatus stController_Step(stControllerId controller, uint8_t input);

/* ---- The Sonic player's state ------------------------------------------- */

typedef enum stMode {
  stMode_floor = 0,
  stMode_rightWall = 1,
  stMode_ceiling = 2,
  stMode_leftWall = 3
} stMode;

typedef enum stBalance {
  stBalance_none = 0,
  stBalance_left = 1,
  stBalance_right = 2
} stBalance;

/* The whole state: getting it and setting it back later rewinds exactly. */
typedef struct stPlayerState {
  int32_t x, y;        /* centre, subpixels */
  int32_t xsp, ysp;    /* velocity, subpixels per frame */
  int32_t gsp;         /* ground speed */
  uint8_t angle;
  uint8_t mode;        /* stMode */
  uint8_t balancing;   /* stBalance */
  uint8_t radiusX, radiusY;
  uint8_t controlLock; /* frames left/right are ignored on the ground */
  uint8_t path;        /* collision path 0 or 1 */
  uint8_t held;        /* last frame's buttons, to see presses */
  uint8_t angleBuffer;  /* the last angle B's side read (Sonic 1's floor-angle buffers) */
  uint8_t angleBuffer2; /* the last angle A's side read */
  bool airborne;
  bool rolling;
  bool jumping;        /* airborne from a jump */
  bool rollJumping;    /* jumped while rolling: no air control */
  bool pushing;
  bool facingLeft;
  bool outOfLevel;     /* the run ended (fell below the level, crushed, killed, or a goal reached:
                          the event of the step that set it says which); steps do nothing more */
  bool ducking;        /* the last grounded frame ended crouched */
  bool spindashing;    /* charging a spin dash (sonic2, sonic3k) */
  uint16_t spindashCharge;
  /* Knuckles' glide and climb, Tails' flight (sonic3k; docs/physics.md) */
  uint8_t move;        /* stMove */
  uint8_t moveStep;    /* Tails: 1 flying, 2..31 rising; Knuckles' ledge pull-up: 0, 4, 8, 12 */
  uint8_t moveTimer;   /* Tails: the flight timer; the ledge pull-up: frames to its next step */
  uint8_t glideTurn;   /* the glide's heading: 0 right, 128 left */
  int16_t grabX;       /* the x (pixels) Knuckles grabbed the wall at */
} stPlayerState;

typedef enum stMove {
  stMove_none = 0, stMove_glide, stMove_glideFall, stMove_glideSlide, stMove_climb, stMove_climbLedge, stMove_fly
} stMove;

ST_API stStatus stController_GetPlayerState(stControllerId controller, stPlayerState* outState);
/* Values out of range (mode, balance, path, held, ...) are refused. */
ST_API stStatus stController_SetPlayerState(stControllerId controller, const stPlayerState* state);

/* ---- The games' camera ----------------------------------------------------
 * The game's 320x224 screen over the level, moved after each step by the
 * profile's camera (docs/physics.md, "The camera"; docs/capi.md). Added inside
 * 0.3 as a new call, so stPlayerState keeps its layout. The camera follows
 * the player from where it is: stController_SetPlayerState does not move it. */
typedef struct stCamera {
  int32_t x, y;           /* the screen's top-left corner, level pixels */
  int32_t width, height;  /* the screen, pixels: 320 x 224 */
  int32_t lookShift;      /* the player's y on the screen the camera keeps: 96 at rest, 200 looking up, 8 down */
  int32_t lagFrames;      /* frames of the spin dash's lag left (sonic2, sonic3k) */
} stCamera;

ST_API stStatus stController_GetCamera(stControllerId controller, stCamera* outCamera);

/* ---- Sensors and the step record ----------------------------------------- */

typedef enum stDir { stDir_down = 0, stDir_right = 1, stDir_up = 2, stDir_left = 3 } stDir;

typedef enum stSensor {
  stSensor_a = 0, stSensor_b = 1, stSensor_c = 2, stSensor_d = 3,
  stSensor_pushLeft = 4, stSensor_pushRight = 5, stSensor_centre = 6,
  stSensor_climb = 7 /* Knuckles' wall grab and climb casts (sonic3k) */
} stSensor;

/* What the step made of a cast. */
typedef enum stCastUse {
  stCastUse_used = 0,        /* its distance moved the player */
  stCastUse_notNearest = 1,  /* the other sensor of the pair was nearer */
  stCastUse_outOfRange = 2,  /* beyond the snap limit or the landing depth */
  stCastUse_noContact = 3,   /* nothing within its length */
  stCastUse_checked = 4      /* read for a test without moving anything */
} stCastUse;

typedef struct stTileVisit {
  int32_t tx, ty;      /* tile coordinates (may be outside the level) */
  uint16_t tile;       /* packed tile */
  int8_t height;       /* column height or row width read, signed for the direction */
  uint8_t index;       /* the mask column or row read, after flips */
  bool solid;          /* the sensor sees this tile */
} stTileVisit;

typedef struct stSensorResult {
  int32_t distance;    /* free pixels to the surface; negative inside solid */
  uint8_t angle;       /* the surface's angle; $FF when nothing was found */
  bool found;
  int8_t decidedBy;    /* which visit holds the surface, -1 none */
  uint8_t visitCount;
  stTileVisit visits[2];  /* the anchor's tile, then the extension or regression tile */
} stSensorResult;

typedef struct stCast {
  uint8_t sensor;      /* stSensor */
  uint8_t dir;         /* stDir */
  uint8_t use;         /* stCastUse */
  int32_t x, y;        /* anchor pixel */
  stSensorResult result;
} stCast;

typedef enum stEventKind {
  stEvent_landed = 0, stEvent_leftGround, stEvent_modeChanged /* a from, b to */, stEvent_hitWall,
  stEvent_hitCeiling, stEvent_attachedCeiling, stEvent_fellOffWall, stEvent_controlLockSet,
  stEvent_balancingBegan /* a stBalance */, stEvent_jumped, stEvent_jumpBlocked, stEvent_rollStarted,
  stEvent_rollEnded, stEvent_pathSwitched /* a from, b to */, stEvent_fellOutOfLevel,
  stEvent_spindashBegan, stEvent_spindashRevved /* a the charge's high byte */,
  stEvent_spindashReleased /* a the charge's high byte */, stEvent_slipped,
  /* The level's objects (sonic1 and guide profiles): a, b = the object's index, low and high byte. */
  stEvent_objectLanded, stEvent_objectLeft, stEvent_objectPushed, stEvent_objectBumped, stEvent_objectCarried,
  stEvent_crushed /* squashed under an object, or killed standing on a stomper near its top: the run ends */,
  stEvent_springLaunched /* a spring or a springboard (level format 20) launched the player; a, b its index */,
  stEvent_hurt /* spikes, a hurt zone, an enemy, a bomb or its shrapnel, a stomper's spikes hurt the player; a, b their index */, stEvent_hurtEnded /* landed out of the hurt state */,
  /* Knuckles and Tails in sonic3k (a jump press in the air) */
  stEvent_glideStarted, stEvent_glideReleased, stEvent_glideSlid, stEvent_glideStood, stEvent_wallGrabbed,
  stEvent_wallLetGo, stEvent_climbedOver, stEvent_wallJumped, stEvent_flightStarted, stEvent_flightRose,
  stEvent_tired,
  /* Collapses: a, b = the object's index, low and high byte. collapseStarted is also a brick, lift or
     elevator set off and a bomb's fuse lit (level formats 19, 20), collapsed a bomb bursting. */
  stEvent_collapseStarted /* stood on: its countdown began */, stEvent_collapsed /* it broke up */,
  /* Monitors (level format 9): broken (a = its item), knocked up from below (a, b = its index) */
  stEvent_monitorBroken, stEvent_monitorKnocked,
  /* Pushable blocks (level format 11): pushed a pixel, landed after a fall (a, b = its index); a brick landing too */
  stEvent_blockPushed, stEvent_blockLanded,
  stEvent_itemApplied, /* a monitor's item took effect: a = the item */
  stEvent_shoesEnded, /* the speed shoes ran out */
  stEvent_ringsLost /* a hit took them: a, b = how many */, stEvent_shieldLost /* a hit took the shield */,
  stEvent_died /* hit with no rings and no shield: the run ends */, stEvent_invincibilityEnded,
  stEvent_ringCollected /* a ring lying in the level (level format 12) touched: one more; a, b = its index */,
  stEvent_extraLife /* a 1-up monitor, or the 100th or 200th ring: a = the lives now */,
  stEvent_shieldMove /* Sonic 3 and S&K: a jump press in the air ran the shield's move: a = 2 fire, 3 lightning, 4 bubble */,
  stEvent_bubbleBounced /* landing from the bubble shield's dive bounced him up */,
  stEvent_enemyDestroyed, /* an enemy (level format 14) rolled into or touched invincible: gone; a, b = its index */
  stEvent_objectBroken, /* a breakable wall or rock broke (level format 14): a, b = the object's index, low and high byte */
  stEvent_rampLaunched, /* a twisted ramp (level format 16) threw the player into the air: a, b = its index */
  stEvent_grabbed /* an object took hold of the player (a vine's handle, level format 16): a, b = its index */,
  stEvent_letGo /* the object holding him let go (a jump press, or hurt): a, b = its index */,
  stEvent_bumperBounced /* a bumper (level format 17) threw the player away from its centre: a, b = its index */,
  stEvent_boosted, /* a speed booster (level format 17) set his x and ground speed: a, b = its index */
  stEvent_goalReached /* the player's x reached a goal's window (level format 17): the run ends; a, b = its index */
} stEventKind;

typedef struct stEvent {
  uint8_t kind;  /* stEventKind */
  uint8_t a, b;
} stEvent;

#define ST_MAX_CASTS 16
#define ST_MAX_EVENTS 12

/* Everything the last step did: every cast, which one won, the events. */
typedef struct stStepRecord {
  int32_t castCount;
  int32_t eventCount;
  int32_t floorWinner;  /* index into casts of the A/B cast the player stood on, -1 none */
  stCast casts[ST_MAX_CASTS];
  stEvent events[ST_MAX_EVENTS];
} stStepRecord;

/* The last step's record (empty before the first step). */
ST_API stStatus stController_GetStepRecord(stControllerId controller, stStepRecord* outRecord);

/* ---- The Sonic player among the level's objects ---------------------------
 * (docs/capi.md, "The player and the objects".) Added inside 0.3 as new
 * calls and structs, so stPlayerState and stStepRecord keep their layout. */

/* The rest of the player's state: where the level's objects are (their
 * position is a function of the frame) and which one he stands on and
 * pushes. Rewinding exactly is getting both this and stPlayerState and
 * setting both back. */
typedef struct stPlayerObjectState {
  uint32_t frame;         /* frames stepped */
  int16_t standingOn;     /* the object stood on (its index), or -1 */
  int16_t pushingObject;  /* the object whose side he pushes, or -1 */
} stPlayerObjectState;

ST_API stStatus stController_GetPlayerObjectState(stControllerId controller, stPlayerObjectState* outState);
/* An index that is not one of the level's objects (other than -1) is refused.
 * stController_SetPlayerState leaves these three fields as they are. */
ST_API stStatus stController_SetPlayerObjectState(stControllerId controller, const stPlayerObjectState* state);

/* What one object test of the step found (Sonic 1's SolidObject and
 * PlatformObject branches; docs/physics.md, "Solid objects"). */
typedef enum stObjectOutcome {
  stObjectOutcome_missed = 0,     /* out of range */
  stObjectOutcome_stayed,         /* standing on it, carried */
  stObjectOutcome_left,           /* walked past its edge or in the air */
  stObjectOutcome_landed,         /* on its top */
  stObjectOutcome_tooDeep,        /* in its top half, 16 px or more deep: ignored */
  stObjectOutcome_missedTop,      /* top chosen but outside its width, or rising */
  stObjectOutcome_bumped,         /* its bottom, moving up: pushed down, ysp 0 */
  stObjectOutcome_belowFalling,   /* its bottom, moving down: nothing */
  stObjectOutcome_crushed,        /* its bottom, on the ground, or on a stomper near its top: the run ends */
  stObjectOutcome_side,           /* pushed out sideways */
  stObjectOutcome_sideShallow,    /* its side, 4 px or less deep: not pushed */
  stObjectOutcome_broke,          /* a monitor touched rolling: broken, ysp negated */
  stObjectOutcome_knocked,        /* a monitor hit from below: knocked up, ysp negated */
  stObjectOutcome_collected,      /* a ring touched (level format 12): one ring more, the ring gone */
  stObjectOutcome_touched,        /* a hurt zone, an enemy (level format 13, 14), a bomb, its shrapnel or a stomper's
                                     spikes (20) touched: hurt unless invincible or flashing */
  stObjectOutcome_destroyed,      /* an enemy touched rolling or invincible (level format 14): gone, the player bounced */
  stObjectOutcome_launched,       /* a twisted ramp threw the player up (level format 16) */
  stObjectOutcome_bounced,        /* a bumper touched (level format 17): thrown away from its centre */
  stObjectOutcome_boosted,        /* a speed booster's window, on the ground (level format 17): set to its speed */
  stObjectOutcome_reached,        /* a goal's window: the run ends (level format 17) */
  stObjectOutcome_blown,          /* a fan's window while it is on (level format 18): moved along x (pushX) */
  stObjectOutcome_conveyed        /* a conveyor's window, on the ground (level format 20): moved along x by its belt (pushX) */
} stObjectOutcome;

typedef struct stObjectTest {
  int16_t object;              /* the object's index */
  int16_t overlapX, overlapY;  /* the two overlaps; the smaller chose the side */
  int16_t pushX, pushY;        /* pixels the player was moved */
  uint8_t outcome;             /* stObjectOutcome */
} stObjectTest;

#define ST_MAX_OBJECT_TESTS 8

/* The last step's object tests in the order the objects ran (the objects'
 * events, stEvent_objectLanded .. stEvent_crushed, are in stStepRecord.events
 * with the object's index as a + 256 * b). */
typedef struct stObjectTestRecord {
  int32_t testCount;
  stObjectTest tests[ST_MAX_OBJECT_TESTS];
} stObjectTestRecord;

/* The hurt state spikes start (docs/physics.md, "Springs and spikes"), read
 * and set apart from stPlayerState so its layout stays 0.3's. Rewinding
 * exactly over spikes is getting this too and setting it back. */
typedef struct stPlayerHurtState {
  bool hurt;              /* knocked back: no control until he lands (Sonic_Hurt) */
  uint16_t invulnerable;  /* flashing frames left after a hit (0..65535); spikes spare him meanwhile (not Sonic 1's) */
} stPlayerHurtState;

ST_API stStatus stController_GetPlayerHurtState(stControllerId controller, stPlayerHurtState* outState);
/* stController_SetPlayerState leaves these two fields as they are. */
ST_API stStatus stController_SetPlayerHurtState(stControllerId controller, const stPlayerHurtState* state);

/* The bridge the player bent (docs/physics.md, "Bridges"): which one, the log
 * stood on and how far the bend has eased in, read and set apart from
 * stPlayerState as the hurt state is. Rewinding exactly near a bridge is
 * getting this too and setting it back. */
typedef struct stPlayerBridgeState {
  int16_t bridge;  /* the bridge whose logs are bent (its object index), or -1 */
  uint8_t log;     /* the log stood on, from the left (0..logs - 1) */
  uint8_t bend;    /* 0..64 in steps of 4: the angle whose sine scales the sag */
} stPlayerBridgeState;

ST_API stStatus stController_GetPlayerBridgeState(stControllerId controller, stPlayerBridgeState* outState);
/* A bridge that is not one of the level's bridges (other than -1), a log past
 * its last or a bend above 64 is refused. stController_SetPlayerState leaves
 * these fields as they are. */
ST_API stStatus stController_SetPlayerBridgeState(stControllerId controller, const stPlayerBridgeState* state);

/* The object holding the player (docs/physics.md, "Held by an object": a
 * vine's handle, level format 16), its index or -1, read and set apart from
 * stPlayerState as the hurt state is. While held his own movement does not
 * run. Rewinding exactly near a vine is getting this too and setting it
 * back (with the level's object slots, stController_GetObjectSlots). */
ST_API stStatus stController_GetPlayerHeldBy(stControllerId controller, int16_t* outHeldBy);
/* An index that is not one of the level's vines (other than -1) is refused.
 * stController_SetPlayerState leaves it as it is. */
ST_API stStatus stController_SetPlayerHeldBy(stControllerId controller, int16_t heldBy);

/* Empty before the first step; stStatus_notRecorded without def.recordSteps. */
ST_API stStatus stController_GetObjectTests(stControllerId controller, stObjectTestRecord* outRecord);
/* The level's object state the Sonic player steps with (rewinding copies it
 * with stPlayerState): one slot per object that keeps state (a collapse), in
 * the level's order, each the frame its state changed (a collapse: the first
 * frame its routine found the player on it) or ST_OBJECT_SLOT_NEVER. When
 * capacity is too small nothing is written, *outCount gets the count and the
 * status is stStatus_tooSmall: pass capacity 0 (slots may then be NULL) to ask. */
#define ST_OBJECT_SLOT_NEVER 0xFFFFFFFFu
ST_API stStatus stController_GetObjectSlots(stControllerId controller, uint32_t* slots, size_t capacity, size_t* outCount);
/* Sets them: count must be the level's slot count (slots may be NULL for 0). */
ST_API stStatus stController_SetObjectSlots(stControllerId controller, const uint32_t* slots, size_t count);
/* "missed", "stayed", "left", "landed", ... as the editor's debugger shows them; "?" out of range. */
ST_API const char* stObjectOutcomeName(stObjectOutcome outcome);

/* Which tiles a sensor sees: floor sensors see tops, wall and ceiling sensors sides. */
typedef enum stSees { stSees_top = 0, stSees_sides = 1 } stSees;

typedef struct stCastDef {
  int32_t path;      /* 0 or 1 */
  stDir dir;
  int32_t x, y;      /* anchor pixel */
  stSees sees;
  stProfile rules;   /* sonic1 casts with Sonic 1's two differences (docs/physics.md) */
  int32_t internalValue;  /* must stay ST_DEF_COOKIE: set by stDefaultCastDef */
} stCastDef;

ST_API stCastDef stDefaultCastDef(void);
/* One sensor line from an anchor pixel, finding the nearest surface within two tiles. */
ST_API stStatus stLevel_CastSensor(stLevelId level, const stCastDef* def, stSensorResult* outResult);

/* ---- The step's phases ---------------------------------------------------- */

/* The parts of one Sonic step in the order it runs them (docs/physics.md), for
 * an engine that draws its own debugger: the player after each phase, and
 * which casts and events each one made. Only a controller created with
 * def.recordPhases keeps them (each phase costs a state copy). */
typedef enum stPhase {
  stPhase_jump = 0, stPhase_slopeFactor, stPhase_inputSpeed, stPhase_wallCheck, stPhase_roll, stPhase_levelBounds,
  stPhase_move, stPhase_floorSensors, stPhase_fallOff, stPhase_balance, stPhase_jumpRelease, stPhase_airControl,
  stPhase_airDrag, stPhase_gravity, stPhase_angleReturn, stPhase_airCollision, stPhase_pathSwitch, stPhase_modeUpdate,
  stPhase_ability /* Knuckles' glide and climb, Tails' flight */
} stPhase;

#define ST_MAX_PHASES 16

/* Where one phase ended. Its own casts are stStepRecord.casts[castBegin ..
 * castEnd), its events events[eventBegin .. eventEnd). */
typedef struct stPhaseMark {
  uint8_t phase;        /* stPhase */
  uint8_t castBegin, castEnd;
  uint8_t eventBegin, eventEnd;
  stPlayerState after;  /* the player as that phase left it */
} stPhaseMark;

typedef struct stPhaseRecord {
  int32_t phaseCount;   /* 0 for a step that did nothing (out of the level) */
  stPhaseMark phases[ST_MAX_PHASES];
} stPhaseRecord;

/* The last step's phases (none before the first step); stStatus_notRecorded
 * unless the controller was created with def.recordSteps and def.recordPhases. */
ST_API stStatus stController_GetPhaseRecord(stControllerId controller, stPhaseRecord* outRecord);
/* "jump", "slope factor", ... as the editor's debugger shows them; "?" out of range. */
ST_API const char* stPhaseName(stPhase phase);

/* ---- The box controller ------------------------------------------------- */

typedef enum stBoxMode {
  stBoxMode_ground = 0, stBoxMode_air = 1, stBoxMode_ladder = 2, stBoxMode_grab = 3, stBoxMode_stairs = 4
} stBoxMode;

/* The bits of stBoxState.flags: what the last move touched. */
enum {
  stBoxFlag_wallLeft = 1u << 0,
  stBoxFlag_wallRight = 1u << 1,
  stBoxFlag_ground = 1u << 2,
  stBoxFlag_ceiling = 1u << 3,
  stBoxFlag_ladderTop = 1u << 4,  /* grounded on a ladder top */
  stBoxFlag_ice = 1u << 5,        /* grounded on an ice tile */
  stBoxFlag_oneWay = 1u << 6,     /* grounded on something Down+Jump drops through */
  stBoxFlag_all = 0x7Fu
};

/* The whole box state: getting it and setting it back later rewinds exactly. */
typedef struct stBoxState {
  int32_t x, y;          /* top-left, subpixels */
  int32_t vx, vy;        /* the last frame's real displacement, subpixels (-16384..16384) */
  uint8_t mode;          /* stBoxMode */
  uint8_t flags;         /* stBoxFlag_* bits */
  uint8_t path;          /* collision path 0 or 1 */
  uint8_t grace;         /* frames since the jump could start (coyote time) */
  uint8_t lockLeft, lockRight;  /* frames the key stays ignored after a ledge drop */
  int8_t lastWall;       /* -1 or +1: pushed that wall last frame; 0 none */
  int8_t stairDir;       /* +1 stairs climbing right, -1 climbing left, 0 none */
  uint8_t stairTimer;    /* frames into the current stair step */
  uint8_t held;          /* last frame's buttons, to see presses */
  int16_t platform;      /* index of the level object ridden, -1 none */
  int32_t grabX, grabY;  /* the grabbed ledge's tile */
  uint32_t frame;        /* frames stepped: where the moving objects are */
} stBoxState;

ST_API stStatus stController_GetBoxState(stControllerId controller, stBoxState* outState);
/* Values out of range (mode, flags, path, platform past the level's objects, ...) are refused. */
ST_API stStatus stController_SetBoxState(stControllerId controller, const stBoxState* state);

/* The box's passes, in the order the step runs them. */
typedef enum stBoxPass {
  stBoxPass_carry = 0, stBoxPass_horizontal = 1, stBoxPass_head = 2, stBoxPass_ledge = 3
} stBoxPass;

typedef enum stBoxEventKind {
  stBoxEvent_landed = 0, stBoxEvent_leftGround, stBoxEvent_wallLeft, stBoxEvent_wallRight, stBoxEvent_ceiling,
  stBoxEvent_ladderEnter, stBoxEvent_ladderLeave, stBoxEvent_ladderTop, stBoxEvent_ice, stBoxEvent_grab,
  stBoxEvent_drop, stBoxEvent_jumped, stBoxEvent_graceJump, stBoxEvent_platformRideStart,
  stBoxEvent_platformRideEnd, stBoxEvent_dropThrough, stBoxEvent_stairsEnter, stBoxEvent_stairsLeave,
  stBoxEvent_pathSwitched, stBoxEvent_fellOutOfLevel, stBoxEvent_springLaunched, stBoxEvent_spiked
} stBoxEventKind;

/* One tile a pass tested. */
typedef struct stBoxTileTest {
  uint8_t pass;  /* stBoxPass */
  bool hit;
  int32_t tx, ty;
} stBoxTileTest;

/* One floor probe F(r): the row read, the depth of its floor below the row's
 * top (4096 = none), the tile that gave it (tx = INT32_MIN for none) or an object. */
typedef struct stBoxFloorProbe {
  int32_t row;
  int32_t depth;
  int32_t tx, ty;
  bool supported;
  bool laddersCount;
  int16_t object;  /* the level object's index, -1 none */
} stBoxFloorProbe;

#define ST_BOX_MAX_TESTS 32
#define ST_BOX_MAX_FLOORS 4
#define ST_BOX_MAX_EVENTS 12

/* Everything the last box step did. */
typedef struct stBoxRecord {
  int32_t testCount, floorCount, eventCount;
  stBoxTileTest tests[ST_BOX_MAX_TESTS];
  stBoxFloorProbe floors[ST_BOX_MAX_FLOORS];
  uint8_t events[ST_BOX_MAX_EVENTS];  /* stBoxEventKind */
  /* The floor decision: y after the head pass against target - margin (ground) or target. */
  bool floorChecked;
  int32_t yCompared, target, margin;  /* subpixels */
  /* The ledge scan: the column, the window [windowTop, windowBottom] and the ledge found, pixels. */
  bool ledgeScanned;
  bool ledgeFound;
  int32_t ledgeColumn, windowTop, windowBottom, ledgeY;
  /* The counters after the step. */
  uint8_t grace, lockLeft, lockRight;
} stBoxRecord;

/* The last box step's record (empty before the first step). */
ST_API stStatus stController_GetBoxRecord(stControllerId controller, stBoxRecord* outRecord);

/* The box config a level file carries ("box_config"); *outHasOwn false and
 * the defaults when it has none. */
ST_API stStatus stLevel_GetBoxConfig(stLevelId level, stBoxConfig* outConfig, bool* outHasOwn);

/* ---- Masks ----------------------------------------------------------------- */

typedef struct stMaskAngle {
  bool determined;
  uint8_t angle;       /* meaningful when determined */
  const char* reason;  /* why not, when undetermined (a static string) */
} stMaskAngle;

/* The angle byte of a 16x16 mask from its 16 column heights (-16..16, as in
 * level files): what "angle": "auto" gives. */
ST_API stStatus stComputeMaskAngle(const int8_t heights[16], stMaskAngle* outAngle);

/* ---- Levels built in code ------------------------------------------------ */

/* For engines with their own map formats: an empty level, then masks, tiles,
 * tags, switchers, loop regions, the start and objects, one call each. Every
 * call checks its arguments with the limits of the level file reader
 * (docs/formats.md) and either applies all of it or nothing: a refused call
 * leaves the level as it was and stLastMessage() names the field
 * ("stLevel_AddMask: def.heights[5] is 17, outside -16..16"). A level built
 * this way steps exactly as the same level read from a file.
 *
 * Editing a level while one of its controllers steps on another thread is a
 * data race: edit between steps. Loaded levels can be edited the same way. */

typedef struct stLevelDef {
  int32_t width, height;  /* tiles: 1..16384 and 1..4096, at most 2^25 tiles; no default */
  int32_t layerCount;     /* 1 or 2 collision paths; default 1 */
  int32_t internalValue;  /* must stay ST_DEF_COOKIE: set by stDefaultLevelDef */
} stLevelDef;

ST_API stLevelDef stDefaultLevelDef(void);
/* An empty level: every tile empty, no masks, the start at (0, 0). */
ST_API stStatus stCreateLevel(const stLevelDef* def, stLevelId* outLevel);
/* The name a level file would carry ("name"), NUL-terminated; stLevel_GetName reads it. */
ST_API stStatus stLevel_SetName(stLevelId level, const char* name);
/* The start point, pixels (-4194304..4194304 each). */
ST_API stStatus stLevel_SetStart(stLevelId level, int32_t x, int32_t y);
/* The level's "box_config": what a box controller created with
 * def.useLevelBoxConfig uses. Checked as stCreateController checks def.box. */
ST_API stStatus stLevel_SetBoxConfig(stLevelId level, const stBoxConfig* config);

/* The angle byte that flags a mask (docs/physics.md: the player snaps to the
 * nearest quarter turn on it). */
#define ST_FLAGGED_ANGLE 255

typedef struct stMaskDef {
  int8_t heights[16];  /* -16..16 per column: up from the bottom, negative down from the top */
  bool autoAngle;      /* default true: the angle "auto" gives (refused when it cannot be computed) */
  uint8_t angle;       /* when autoAngle is false; ST_FLAGGED_ANGLE flags the mask */
  bool hasEdges;       /* the box's linear slope edges ("edges"): heights 0..16 at x = 0 and x = 16 */
  int8_t edgeLeft, edgeRight;
  int32_t internalValue;  /* must stay ST_DEF_COOKIE: set by stDefaultMaskDef */
} stMaskDef;

ST_API stMaskDef stDefaultMaskDef(void);
/* Appends a mask (at most 4095); *outIndex gets its index, which tiles name. */
ST_API stStatus stLevel_AddMask(stLevelId level, const stMaskDef* def, int32_t* outIndex);

typedef enum stSolidity {
  stSolidity_all = 0, stSolidity_topOnly = 1, stSolidity_sidesAndBottom = 2, stSolidity_none = 3
} stSolidity;

typedef struct stTileDef {
  int32_t mask;          /* a mask index, or -1 for the empty tile (then no flips, solidity all) */
  bool flipX, flipY;
  stSolidity solidity;
} stTileDef;

/* One tile of a path (0, or 1 on a two-layer level). */
ST_API stStatus stLevel_SetTile(stLevelId level, int32_t path, int32_t tx, int32_t ty, const stTileDef* tile);
/* A whole path at once: width x height packed tiles (as stLevel_GetTile gives
 * them), row-major; every tile must name an existing mask. */
ST_API stStatus stLevel_SetTiles(stLevelId level, int32_t path, const uint16_t* tiles, size_t count);

/* Tile tags, read by the box controller (docs/box.md); the Sonic player ignores them. */
typedef enum stTileTag {
  stTileTag_none = 0, stTileTag_ladder = 1, stTileTag_ice = 2, stTileTag_stairUpRight = 3, stTileTag_stairUpLeft = 4
} stTileTag;

ST_API stStatus stLevel_SetTag(stLevelId level, int32_t path, int32_t tx, int32_t ty, stTileTag tag);
ST_API stStatus stLevel_GetTag(stLevelId level, int32_t path, int32_t tx, int32_t ty, stTileTag* outTag);

/* A path switcher (docs/formats.md "path_switchers"). Vertical: the line is
 * pixel column `line` from `first` (top) to `last` (bottom); crossing it moving
 * right takes `afterPath`, moving left `beforePath`. Horizontal: pixel row
 * `line` from column `first` to `last`; moving down takes `afterPath`, up
 * `beforePath`. Coordinates -4194304..4194304, last >= first, paths 0 or 1. */
typedef struct stSwitcherDef {
  bool horizontal;
  int32_t line, first, last;
  int32_t beforePath, afterPath;
  bool groundOnly;       /* switch only while on the ground */
} stSwitcherDef;

/* Appends a switcher (at most 4096). */
ST_API stStatus stLevel_AddSwitcher(stLevelId level, const stSwitcherDef* def);
/* A Sonic 1 loop chunk (docs/formats.md "loops"): its top-left, pixels, a
 * multiple of 256 inside the level, not one already added (at most 4096). */
ST_API stStatus stLevel_AddLoopRegion(stLevelId level, int32_t x, int32_t y, bool airToHigh);

#include "solidtile/c/objects.h"

/* ---- Names and traces ---------------------------------------------------- */

/* Static strings as the CLI and docs spell them; "?" for a value out of range. */
ST_API const char* stModeName(stMode mode);          /* floor, right_wall, ceiling, left_wall */
ST_API const char* stBalanceName(stBalance balance); /* none, left, right */
ST_API const char* stSensorName(stSensor sensor);    /* A, B, C, D, push-left, push-right, centre, climb */
ST_API const char* stCastUseName(stCastUse use);
ST_API const char* stEventName(stEventKind kind);
ST_API const char* stBoxModeName(stBoxMode mode);    /* ground, air, ladder, grab, stairs */
ST_API const char* stBoxPassName(stBoxPass pass);    /* carry, horizontal, head, ledge */
ST_API const char* stBoxEventName(stBoxEventKind kind);
/* block, spring, spikes, bridge, collapse, fall, monitor, push, ring, hurt, enemy, breakable, twist, ramp, vine,
 * bumper, booster, goal, tree, fan, stair, brick, seesaw, barrier, lift, conveyor, elevator, bomb, springboard,
 * stomper (as level files spell them) */
ST_API const char* stObjectKindName(stObjectKind kind);
ST_API const char* stObjectDirName(stObjectDir dir);    /* up, down, left, right, up_right, up_left, down_right, down_left */

/* The CSV trace of `solidtile sim` (docs/formats.md): the header line and one
 * row per frame, each with its newline, NUL-terminated in buffer. Lets a port
 * or a binding check itself against the CLI byte for byte. *outLength and
 * stStatus_tooSmall as for stLevel_GetName; 128 bytes always suffice for a row. */
ST_API stStatus stTraceHeader(char* buffer, size_t capacity, size_t* outLength);
ST_API stStatus stTraceRow(int64_t frame, const stPlayerState* state, char* buffer, size_t capacity,
                           size_t* outLength);
/* The same for a box run (`solidtile sim --controller box`); 192 bytes always suffice for a row. */
ST_API stStatus stBoxTraceHeader(char* buffer, size_t capacity, size_t* outLength);
ST_API stStatus stBoxTraceRow(int64_t frame, const stBoxState* state, char* buffer, size_t capacity,
                              size_t* outLength);

#ifdef __cplusplus
}  /* extern "C" */
#endif

#endif /* SOLIDTILE_SOLIDTILE_H */
