// Sonic 1's Green Hill badniks as their routines move them (format 17;
// level/enemy_motion.h says what they read; docs/physics.md, "Sonic 1's
// badniks"). Each routine is written as the disassembly's, in its order:
// the state is the object's own bytes that the routine reads, packed in the
// enemy's routine slots.
#include "enemy_motion_s1.h"

#include "solidtile/level/level.h"
#include "solidtile/level/object_loading.h"

namespace solidtile::s1badnik {
namespace {

// slots[1]: byte 0 flags (bits 0-2 the routine, bit 3 obStatus bit 0, bits
// 4-6 the badnik's own bits, bit 7 its collision type set / drawn), bytes
// 1-3 its counters. The flags' routine 7 is deleted (bit 3: for good). The
// routine is never 7 otherwise, so a made one's word is never kNever.
// Sonic 1's walkers: slots[2] obY less the placement's in 1/256 px,
// slots[3] obX less the placement's in 1/256 px, or while it falls (before
// it moves across) its y speed. The Buzz Bomber: slots[2] its x offset in px.
constexpr std::uint32_t kGoneRoutine = 7;
constexpr std::uint8_t kFacing = 1u << 3;  // obStatus bit 0
constexpr std::uint8_t kSet = 1u << 7;

struct State {
  std::uint8_t routine = 0, own = 0;  // own: flags bits 4-6
  bool facing = false, set = false;
  std::uint8_t b1 = 0, b2 = 0, b3 = 0;
  static State read(ObjectSlot s) {
    const std::uint32_t v = s.since;
    State st;
    st.routine = static_cast<std::uint8_t>(v & 7u);
    st.facing = (v & kFacing) != 0;
    st.own = static_cast<std::uint8_t>((v >> 4) & 7u);
    st.set = (v & kSet) != 0;
    st.b1 = static_cast<std::uint8_t>(v >> 8);
    st.b2 = static_cast<std::uint8_t>(v >> 16);
    st.b3 = static_cast<std::uint8_t>(v >> 24);
    return st;
  }
  std::uint32_t word() const {
    return std::uint32_t{routine} | (facing ? kFacing : 0u) | std::uint32_t{own} << 4 | (set ? kSet : 0u) |
           std::uint32_t{b1} << 8 | std::uint32_t{b2} << 16 | std::uint32_t{b3} << 24;
  }
};

bool gone(ObjectSlot s) { return s.since != ObjectSlot::kNever && (s.since & 7u) == kGoneRoutine; }
constexpr std::uint32_t goneWord(bool forever) { return kGoneRoutine | (forever ? kFacing : 0u); }

// "subq.w #1,timer; bpl/bmi": the word's count and whether it went negative.
// The counts here never pass -1 before they are set again, so a byte holds them.
bool countDownNegative(std::uint8_t& timer) {
  timer = static_cast<std::uint8_t>(timer - 1);
  return (timer & 0x80) != 0;
}

// ObjFloorDist / ObjFloorDist2: FindFloor down from (x, obY + obHeight).
std::int32_t floorDist(const EnemyWorld& w, std::int32_t x, std::int32_t bottom) {
  if (!w.level) return 0x20;  // no floor: further than any test looks
  return castSensorLean(*w.level, 0, Dir::Down, x, bottom, Sees::Top, w.cast).distance;
}

// obRender bit 7 as BuildSprites left it after the last frame (assume height).
bool drawnOnScreen(const EnemyWorld& w, std::int32_t obX, std::int32_t obY, std::int32_t actWid) {
  if (!w.screenKnown) return true;
  const auto dx = static_cast<std::int16_t>(static_cast<std::uint16_t>(obX - w.screenX));
  if (static_cast<std::int16_t>(dx + actWid) < 0) return false;           // "add.w d0,d1; bmi.w"
  if (static_cast<std::int16_t>(dx - actWid) >= 320) return false;        // "sub.w d0,d1; cmpi.w #320,d1; bge.s"
  const auto dy = static_cast<std::uint16_t>(obY - w.screenY + 0x80);     // "addi.w #$80,d2"
  return dy >= 0x60 && dy < 0x180;                                        // "cmpi.w #$60; blo", "cmpi.w #$180; bhs"
}

// RememberState's out_of_range on obX, or past the reach without a window.
bool outOfRange(const EnemyWorld& w, std::int32_t obX, std::int32_t dxPixels, std::int32_t dyPixels) {
  if (w.chunkKnown) {
    if (!inLoadWindow(obX, w.chunk)) return true;
  }
  return dxPixels <= -kS1BadnikReach || dxPixels >= kS1BadnikReach || dyPixels <= -kS1BadnikReach ||
         dyPixels >= kS1BadnikReach;
}

std::int32_t centreX(const SolidObject& o) { return o.path[0].x + o.w / 2; }
std::int32_t centreY(const SolidObject& o) { return o.path[0].y + o.h / 2; }

// ---------------------------------------------------------------- Buzz Bomber
// Routine 0 .move, 1 .chknearsonic (ob2ndRout / 2); own: buzz_buzzstatus
// (0 normal, 1 fired, 2 near Sonic); b1 buzz_timedelay.
void stepBuzzBomber(const SolidObject& o, ObjectSlot* slots, const EnemyWorld& w) {
  State st;
  std::int32_t dx = 0;
  if (slots[1].since == ObjectSlot::kNever) {  // Buzz_Main, then Buzz_Action on the same frame
    st.facing = o.dir == ObjectDir::Right;
  } else {
    st = State::read(slots[1]);
    dx = static_cast<std::int32_t>(slots[2].since);
  }
  const std::int32_t obY = centreY(o);
  if (st.routine == 0) {  // .move
    if (countDownNegative(st.b1)) {
      if (st.own & 2) {  // .fire: the missile (Obj23) is not modelled
        st.own = 1;
        st.b1 = BuzzBomberTiming::kHover;
      } else {
        st.routine = 1;
        st.b1 = BuzzBomberTiming::kFlight;
      }
    }
  } else {  // .chknearsonic
    const std::int32_t drawnX = centreX(o) + dx;  // where the last frame drew it
    if (countDownNegative(st.b1)) {  // .chgdirection
      st.own = 0;
      st.facing = !st.facing;
      st.b1 = BuzzBomberTiming::kHover;
      st.routine = 0;  // .stop
    } else {
      dx += st.facing ? BuzzBomberTiming::kSpeed >> 8 : -(BuzzBomberTiming::kSpeed >> 8);  // SpeedToPos
      if (st.own == 0) {
        auto d0 = static_cast<std::uint16_t>(w.playerX - (centreX(o) + dx));
        if (d0 & 0x8000) d0 = static_cast<std::uint16_t>(-d0);  // "bpl.s .isleft; neg.w d0"
        if (d0 < BuzzBomberTiming::kNear && drawnOnScreen(w, drawnX, obY, BuzzBomberTiming::kActWid)) {
          st.own = 2;
          st.b1 = BuzzBomberTiming::kAim;
          st.routine = 0;  // .stop
        }
      }
    }
  }
  if (outOfRange(w, centreX(o) + dx, dx, 0)) {
    slots[1].since = goneWord(false);
    return;
  }
  slots[1].since = st.word();
  slots[2].since = static_cast<std::uint32_t>(dx);
}

// ------------------------------------------------------------------- Newtron
// Routines: ob2ndRout / 2 (0 .chkdistance, 1 .type00, 2 .matchfloor,
// 3 .speed, 4 .type01), 5 obRoutine 4 (Newt_Delete next frame). own: obAnim;
// b1 obFrame, b2 obAniFrame, b3 obTimeFrame; set: obColType not 0.
enum NewtRoutine : std::uint8_t { kChkDistance, kType00, kMatchFloor, kSpeed, kType01, kDelete };
constexpr std::uint8_t kAfEnd = 0xFF, kAfBack = 0xFE, kAfRoutine = 0xFC;
// Ani_Newt's scripts that the routine reads the frames of (_anim/Newtron.asm):
// 1 A_Newt_Drop, 4 A_Newt_Fires. Blank (0) and the flights (2, 3) are never
// read: .chkdistance resets the animation before .type00 reads a frame, and
// past the landing nothing reads one.
constexpr std::uint8_t kDrop[] = {0x13, 0, 1, 3, 4, 5, kAfBack, 1};
constexpr std::uint8_t kFires[] = {0x13, 0, 1, 1, 2, 1, 1, 0, kAfRoutine};

// AnimateSprite's Anim_Run for those two scripts (the change of obAnim reset
// obAniFrame and obTimeFrame where the routine set it).
void animate(State& st) {
  const std::uint8_t* script = st.own == 4 ? kFires : st.own == 1 ? kDrop : nullptr;
  if (!script) return;
  st.b3 = static_cast<std::uint8_t>(st.b3 - 1);  // "subq.b #1,obTimeFrame(a0); bpl.s Anim_Wait"
  if ((st.b3 & 0x80) == 0) return;
  st.b3 = script[0];
  std::uint8_t d1 = st.b2;
  std::uint8_t d0 = script[1 + d1];
  if (d0 == kAfEnd) {
    st.b2 = 0;
    d0 = script[1];
  } else if (d0 == kAfBack) {
    const std::uint8_t back = script[2 + d1];
    st.b2 = static_cast<std::uint8_t>(st.b2 - back);
    d1 = static_cast<std::uint8_t>(d1 - back);
    d0 = script[1 + d1];
  } else if (d0 == kAfRoutine) {
    st.routine = kDelete;  // "addq.b #2,obRoutine(a0)": Newt_Delete; the frame stays
    return;
  }
  st.b1 = d0 & 0x1F;
  st.b2 = static_cast<std::uint8_t>(st.b2 + 1);
}

void setAnim(State& st, std::uint8_t anim) {
  st.own = anim;
  st.b2 = 0;
  st.b3 = 0;
}

void stepNewtron(const SolidObject& o, ObjectSlot* slots, const EnemyWorld& w, bool blue) {
  State st;
  std::int32_t dy = 0, third = 0;  // third: y speed in .type00, x offset after
  if (slots[1].since != ObjectSlot::kNever) {
    st = State::read(slots[1]);
    dy = static_cast<std::int32_t>(slots[2].since);
    third = static_cast<std::int32_t>(slots[3].since);
  }
  if (st.routine == kDelete) {  // Newt_Delete: DeleteObject, the respawn entry still marked
    slots[1].since = goneWord(true);
    return;
  }
  const std::int32_t obX = centreX(o) + (st.routine >= kMatchFloor && st.routine <= kSpeed ? third >> 8 : 0);
  const auto faceSonic = [&] {  // "bset #0,obStatus"; "sub.w obX(a0),d0; bcc.s"; "bclr #0,obStatus"
    const auto d0 = static_cast<std::uint16_t>(w.playerX - obX);
    st.facing = static_cast<std::uint16_t>(w.playerX) >= static_cast<std::uint16_t>(obX);
    return st.facing ? d0 : static_cast<std::uint16_t>(-d0);
  };
  const std::int32_t speed = st.facing ? NewtronTiming::kSpeed : -NewtronTiming::kSpeed;
  switch (st.routine) {
    case kChkDistance:
      if (faceSonic() < NewtronTiming::kNear) {  // "cmpi.w #$80,d0; bhs.s .outofrange"
        st.routine = blue ? kType01 : kType00;
        setAnim(st, blue ? 4 : 1);
        third = 0;
      }
      break;
    case kType00:
      if (st.b1 < 4) {  // "cmpi.b #4,obFrame(a0); bhs.s .fall"
        faceSonic();
        break;
      }
      // .fall: "cmpi.b #1,obFrame(a0)" never holds here (the frame is 4 or 5):
      // the collision type stays 0 while it falls.
      dy += third;  // ObjectFall: moved by the speed before the gravity
      third = static_cast<std::int16_t>(third + NewtronTiming::kGravity);
      if (const std::int32_t d1 = floorDist(w, obX, centreY(o) + (dy >> 8) + NewtronTiming::kHeight); d1 < 0) {
        dy += d1 * 256;  // "add.w d1,obY(a0)": the pixel, the fraction stays
        third = 0;  // from here the x offset
        st.routine = kMatchFloor;
        st.own = 2;
        st.set = true;  // "move.b #$D,obColType(a0)"; obVelX -+$200 by the facing
      }
      break;
    case kMatchFloor: {
      third += speed;  // SpeedToPos
      const std::int32_t d1 = floorDist(w, centreX(o) + (third >> 8), centreY(o) + (dy >> 8) + NewtronTiming::kHeight);
      if (d1 < NewtronTiming::kFloorAbove || d1 >= NewtronTiming::kFloorBelow) st.routine = kSpeed;
      else dy += d1 * 256;
      break;
    }
    case kSpeed:
      third += speed;
      break;
    default:  // kType01: "cmpi.b #1,obFrame(a0); bne.s"; the missile at frame 2 is not modelled
      if (st.b1 == 1) st.set = true;  // "move.b #$C,obColType(a0)"
      break;
  }
  if (st.routine != kMatchFloor && st.routine != kSpeed) {
    animate(st);
  }
  const std::int32_t dxPixels = st.routine == kMatchFloor || st.routine == kSpeed ? third >> 8 : 0;
  if (st.routine != kDelete && outOfRange(w, centreX(o) + dxPixels, dxPixels, dy >> 8)) {
    slots[1].since = goneWord(false);
    return;
  }
  slots[1].since = st.word();
  slots[2].since = static_cast<std::uint32_t>(dy);
  slots[3].since = static_cast<std::uint32_t>(third);
}

// ------------------------------------------------------ Moto Bug and Crabmeat
// Routines 0 _Main (falling to the floor), 1 .move / .waittofire, 2
// .findfloor / .walkonfloor; b1 the time word (.time, crab_timedelay); own:
// Crabmeat's crab_mode bits 0-1. set: drawn after the last frame (obRender
// bit 7, which ReactToItem reads: "tst.b obRender(a1); bpl.s .next"): _Main
// queues no sprite, so not on the frame after it lands either.
enum WalkRoutine : std::uint8_t { kMain, kWait, kWalk };

// _Main: ObjectFall, ObjFloorDist; a negative distance lands it.
bool fallToFloor(const SolidObject& o, const EnemyWorld& w, std::int32_t& dy, std::int32_t& ysp, std::int32_t height) {
  dy += ysp;
  ysp = static_cast<std::int16_t>(ysp + NewtronTiming::kGravity);
  const std::int32_t d1 = floorDist(w, centreX(o), centreY(o) + (dy >> 8) + height);
  if (d1 >= 0) return false;  // "tst.w d1; bpl.s"
  dy += d1 * 256;
  ysp = 0;
  return true;
}

// A walker's slots as its routine reads them; made fresh at its placement,
// obStatus bit 0 its flip.
struct Walker {
  State st;
  std::int32_t dy = 0, third = 0;
  bool wasMade = false;
  Walker(const SolidObject& o, const ObjectSlot* slots) : wasMade(slots[1].since != ObjectSlot::kNever) {
    if (!wasMade) {
      st.facing = o.dir == ObjectDir::Right;
      return;
    }
    st = State::read(slots[1]);
    dy = static_cast<std::int32_t>(slots[2].since);
    third = static_cast<std::int32_t>(slots[3].since);
  }
  // Drawn after this frame unless it ran _Main (set), then RememberState.
  void store(const SolidObject& o, ObjectSlot* slots, const EnemyWorld& w) {
    st.set = wasMade && State::read(slots[1]).routine != 0;
    const std::int32_t dxPixels = st.routine == 0 ? 0 : third >> 8;
    if (st.routine != 0 && outOfRange(w, centreX(o) + dxPixels, dxPixels, dy >> 8)) {
      slots[1].since = goneWord(false);
      return;
    }
    slots[1].since = st.word();
    slots[2].since = static_cast<std::uint32_t>(dy);
    slots[3].since = static_cast<std::uint32_t>(third);
  }
};

void stepMotobug(const SolidObject& o, ObjectSlot* slots, const EnemyWorld& w) {
  Walker k(o, slots);
  State& st = k.st;
  std::int32_t &dy = k.dy, &third = k.third;
  if (st.routine == kMain) {
    if (fallToFloor(o, w, dy, third, MotobugTiming::kHeight)) {
      st.routine = kWait;
      st.facing = !st.facing;  // "bchg #0,obStatus(a0)"
      third = 0;  // from here the x offset
    }
  } else if (st.routine == kWait) {  // .move
    if (countDownNegative(st.b1)) {
      st.routine = kWalk;
      st.facing = !st.facing;  // "bchg #0,obStatus(a0); bne.s .wait": -$100 if it was set, +$100 if not
    }
  } else {  // .findfloor
    third += st.facing ? MotobugTiming::kSpeed : -MotobugTiming::kSpeed;
    const std::int32_t d1 = floorDist(w, centreX(o) + (third >> 8), centreY(o) + (dy >> 8) + MotobugTiming::kHeight);
    if (d1 < NewtronTiming::kFloorAbove || d1 >= NewtronTiming::kFloorBelow) {  // .pause
      st.routine = kWait;
      st.b1 = MotobugTiming::kPause;
    } else {
      dy += d1 * 256;  // the smoke (a Moto Bug of obAnim 2) is not modelled
    }
  }
  k.store(o, slots, w);
}

constexpr std::uint8_t kCrabFloorBit = 1, kCrabFireBit = 2;

void stepCrabmeat(const SolidObject& o, ObjectSlot* slots, const EnemyWorld& w) {
  Walker k(o, slots);
  State& st = k.st;
  std::int32_t &dy = k.dy, &third = k.third;
  const std::int32_t obX = centreX(o) + (st.routine == kMain ? 0 : third >> 8), obY = centreY(o) + (dy >> 8);
  // Moving right while obStatus bit 0 is clear (.movecrab's "bchg; bne.s .noflip").
  const std::int32_t speed = st.facing ? -CrabmeatTiming::kSpeed : CrabmeatTiming::kSpeed;
  if (st.routine == kMain) {
    if (fallToFloor(o, w, dy, third, CrabmeatTiming::kHeight)) {
      st.routine = kWait;
      third = 0;
    }
  } else if (st.routine == kWait) {  // .waittofire
    if (countDownNegative(st.b1)) {
      const bool drawn = st.set && drawnOnScreen(w, obX, obY, CrabmeatTiming::kActWid);
      bool fire = false;
      if (drawn) {  // "bchg #1,crab_mode(a0); bne.s .fire"
        fire = (st.own & kCrabFireBit) != 0;
        st.own ^= kCrabFireBit;
      }
      if (fire) {
        st.b1 = CrabmeatTiming::kWait;  // the fireballs (Crab_BallMain) are not modelled
      } else {  // .movecrab
        st.routine = kWalk;
        st.b1 = CrabmeatTiming::kWalk;
        st.facing = !st.facing;
      }
    }
  } else {  // .walkonfloor
    if (countDownNegative(st.b1)) {  // loc_966E
      st.routine = kWait;
      st.b1 = CrabmeatTiming::kWait;
    } else {
      third += speed;  // SpeedToPos
      const std::int32_t x = centreX(o) + (third >> 8);
      const bool floorFrame = (st.own & kCrabFloorBit) != 0;
      st.own ^= kCrabFloorBit;  // "bchg #0,crab_mode(a0); bne.s loc_9654"
      if (floorFrame) {  // loc_9654: the floor under it, followed whatever its distance
        dy += floorDist(w, x, obY + CrabmeatTiming::kHeight) * 256;
      } else {  // ObjFloorDist2 $10 ahead
        const std::int32_t ahead = x + (st.facing ? -CrabmeatTiming::kAhead : CrabmeatTiming::kAhead);
        const std::int32_t d1 = floorDist(w, ahead, obY + CrabmeatTiming::kHeight);
        if (d1 < NewtronTiming::kFloorAbove || d1 >= NewtronTiming::kFloorBelow) {  // loc_966E
          st.routine = kWait;
          st.b1 = CrabmeatTiming::kWait;
        }
      }
    }
  }
  k.store(o, slots, w);
}

}  // namespace

void step(const SolidObject& o, ObjectSlot* slots, const EnemyWorld& w) {
  if (gone(slots[1])) return;
  switch (o.motion) {
    case EnemyMotion::Buzzbomber: stepBuzzBomber(o, slots, w); break;
    case EnemyMotion::Newtron: stepNewtron(o, slots, w, false); break;
    case EnemyMotion::NewtronBlue: stepNewtron(o, slots, w, true); break;
    case EnemyMotion::Motobug: stepMotobug(o, slots, w); break;
    case EnemyMotion::Crabmeat: stepCrabmeat(o, slots, w); break;
    default: break;
  }
}

EnemyPlace place(const SolidObject& o, const ObjectSlot* slots) {
  EnemyPlace p{o.path[0].x, o.path[0].y, false, false, EnemyPhase::Unmade};
  if (!slots || slots[1].since == ObjectSlot::kNever) return p;
  p.made = true;
  if (gone(slots[1])) {
    p.phase = EnemyPhase::Gone;
    return p;
  }
  const State st = State::read(slots[1]);
  if (o.motion == EnemyMotion::Buzzbomber) {
    p.x += static_cast<std::int32_t>(slots[2].since);
    p.touchable = true;
    p.phase = st.routine == 0 ? EnemyPhase::Hovering : EnemyPhase::Flying;
    return p;
  }
  const auto dy = static_cast<std::int32_t>(slots[2].since), third = static_cast<std::int32_t>(slots[3].since);
  p.y += dy >> 8;
  p.touchable = st.set;
  if (o.motion == EnemyMotion::Newtron || o.motion == EnemyMotion::NewtronBlue) {
    if (st.routine == kMatchFloor || st.routine == kSpeed) p.x += third >> 8;
    p.phase = st.routine == kChkDistance                            ? EnemyPhase::Hidden
              : st.routine == kType00                               ? (st.b1 >= 4 ? EnemyPhase::Falling : EnemyPhase::Appearing)
              : st.routine == kMatchFloor || st.routine == kSpeed ? EnemyPhase::Flying
                                                                    : EnemyPhase::Hovering;
    return p;
  }
  if (st.routine != kMain) p.x += third >> 8;
  p.phase = st.routine == kMain ? EnemyPhase::Falling : st.routine == kWait ? EnemyPhase::Waiting : EnemyPhase::Walking;
  return p;
}

bool staysDeleted(const ObjectSlot* slots) { return slots && slots[1].since == goneWord(true); }

}  // namespace solidtile::s1badnik
