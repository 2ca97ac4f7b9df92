#include "solidtile/level/enemy_motion.h"

#include "enemy_motion_s1.h"

namespace solidtile {
namespace {

// Coconuts' routine in its first state slot, as bytes: routine (one of
// below), Obj9D_timer, Obj9D_climb_table_index, Obj9D_attack_timer. The
// routine is never 0, so a made one's slot is never ObjectSlot{}'s kNever.
enum CoconutsRoutine : std::uint8_t { kIdle = 1, kClimbing = 2, kHandRaised = 3, kHandLowered = 4 };
struct Coconuts {
  std::uint8_t routine, timer, climbIndex, attack;
  static Coconuts read(ObjectSlot s) {
    const std::uint32_t v = s.since;
    return {static_cast<std::uint8_t>(v), static_cast<std::uint8_t>(v >> 8), static_cast<std::uint8_t>(v >> 16),
            static_cast<std::uint8_t>(v >> 24)};
  }
  std::uint32_t word() const {
    return std::uint32_t{routine} | std::uint32_t{timer} << 8 | std::uint32_t{climbIndex} << 16 |
           std::uint32_t{attack} << 24;
  }
};

// subq.b #1 then bmi: the byte counted down, and whether it went negative.
bool countDownNegative(std::uint8_t& b) {
  --b;
  return (b & 0x80) != 0;
}

// Obj9D_SetClimbingDirection: the next speed and time; the index wraps at $C.
void setClimbingDirection(Coconuts& c, std::int32_t& speed) {
  std::uint8_t index = c.climbIndex;
  if (index >= 0xC) index = 0;
  const CoconutsTiming::Climb& climb = CoconutsTiming::kClimb[index / 2];
  c.climbIndex = static_cast<std::uint8_t>(index + 2);
  speed = climb.speed;
  c.timer = climb.timer;
}

void stepCoconuts(const SolidObject& o, ObjectSlot* slots, std::int32_t playerX) {
  if (slots[1].since == ObjectSlot::kNever) {  // Obj9D_Init: LoadSubObject, the timer
    slots[1].since = Coconuts{kIdle, CoconutsTiming::kIdle, 0, 0}.word();
    slots[2].since = 0;
    return;
  }
  Coconuts c = Coconuts::read(slots[1]);
  auto y = static_cast<std::int32_t>(slots[2].since);
  // The speed is not kept: every climb starts by setting it, from the index
  // just taken (the entry before climbIndex).
  std::int32_t speed = CoconutsTiming::kClimb[(c.climbIndex == 0 ? 0 : c.climbIndex - 2) / 2].speed;
  switch (c.routine) {
    case kIdle: {
      const auto d2 = static_cast<std::uint16_t>(o.path[0].x + o.w / 2 - playerX);
      if (static_cast<std::uint16_t>(d2 + CoconutsTiming::kNear) < 2 * CoconutsTiming::kNear) {
        if (c.attack == 0) {  // Obj9D_StartThrowing
          c.routine = kHandRaised;
          c.timer = CoconutsTiming::kThrowFrame;
          c.attack = CoconutsTiming::kAttackWait;
          break;
        }
        --c.attack;
      }
      if (countDownNegative(c.timer)) {  // Obj9D_StartClimbing: no move this frame
        c.routine = kClimbing;
        setClimbingDirection(c, speed);
      }
      break;
    }
    case kClimbing:
      if (--c.timer == 0) {  // Obj9D_StopClimbing
        c.routine = kIdle;
        c.timer = CoconutsTiming::kIdle;
      } else {
        y += speed;  // ObjectMove: whole pixels, the fraction stays 0
      }
      break;
    case kHandRaised:
      if (countDownNegative(c.timer)) {  // the coconut (Obj98) is thrown here: not modelled
        c.routine = kHandLowered;
        c.timer = CoconutsTiming::kThrowFrame;
      }
      break;
    default:  // kHandLowered
      if (countDownNegative(c.timer)) {
        c.routine = kClimbing;
        setClimbingDirection(c, speed);
      }
      break;
  }
  slots[1].since = c.word();
  slots[2].since = static_cast<std::uint32_t>(y);
}

// Masher: its first state slot the y speed (a word), its second its y less
// its placement's in 1/256 px (ObjectMove adds the speed there; the low byte
// of y_sub never changes).
void stepMasher(const SolidObject& o, ObjectSlot* slots) {
  std::int32_t speed = slots[1].since == ObjectSlot::kNever ? MasherTiming::kFirstSpeed
                                                             : static_cast<std::int16_t>(slots[1].since);
  std::int32_t off = slots[1].since == ObjectSlot::kNever ? 0 : static_cast<std::int32_t>(slots[2].since);
  off += speed;  // ObjectMove
  speed = static_cast<std::int16_t>(speed + MasherTiming::kGravity);
  const std::int32_t initial = o.path[0].y + o.h / 2;
  const auto y = static_cast<std::uint16_t>(initial + (off >> 8));
  if (static_cast<std::uint16_t>(initial) < y) {  // "cmp.w y_pos(a0),d0; bhs.s" not taken
    off &= 0xFF;
    speed = MasherTiming::kJumpSpeed;
  }
  slots[1].since = static_cast<std::uint16_t>(speed);
  slots[2].since = static_cast<std::uint32_t>(off);
}

}  // namespace

const char* enemyPhaseName(EnemyPhase p) {
  switch (p) {
    case EnemyPhase::Unmade: return "unmade";
    case EnemyPhase::Idle: return "idle";
    case EnemyPhase::Climbing: return "climbing";
    case EnemyPhase::Throwing: return "throwing";
    case EnemyPhase::Leaping: return "leaping";
    case EnemyPhase::Hovering: return "hovering";
    case EnemyPhase::Flying: return "flying";
    case EnemyPhase::Hidden: return "hidden";
    case EnemyPhase::Appearing: return "appearing";
    case EnemyPhase::Falling: return "falling";
    case EnemyPhase::Walking: return "walking";
    case EnemyPhase::Waiting: return "waiting";
    case EnemyPhase::Gone: return "gone";
  }
  return "?";
}

EnemyPlace enemyPlace(const SolidObject& o, const ObjectSlot* slots) {
  EnemyPlace p{o.path[0].x, o.path[0].y, true, true, EnemyPhase::Unmade};
  if (o.motion == EnemyMotion::None) return p;
  if (isSonic1Motion(o.motion)) return s1badnik::place(o, slots);
  if (!slots || slots[1].since == ObjectSlot::kNever) {
    p.made = false;
    p.touchable = false;
    return p;
  }
  const auto moved = static_cast<std::int32_t>(slots[2].since);
  if (o.motion == EnemyMotion::Masher) {
    p.y += moved >> 8;
    p.phase = EnemyPhase::Leaping;
    return p;
  }
  p.y += moved;
  const std::uint8_t routine = Coconuts::read(slots[1]).routine;
  p.phase = routine == kIdle ? EnemyPhase::Idle : routine == kClimbing ? EnemyPhase::Climbing : EnemyPhase::Throwing;
  return p;
}

EnemyReach enemyReach(const SolidObject& o) {
  EnemyReach r;
  if (o.motion == EnemyMotion::Coconuts) {
    // Each climb moves timer - 1 px (the last count stops it); a throw only
    // delays the next, so the sums run through the table in order.
    std::int32_t y = 0;
    for (const CoconutsTiming::Climb& c : CoconutsTiming::kClimb) {
      y += c.speed * (c.timer - 1);
      r.up = y < r.up ? y : r.up;
      r.down = y > r.down ? y : r.down;
    }
  } else if (isSonic1Motion(o.motion)) {
    r.up = r.left = -kS1BadnikReach;
    r.down = r.right = kS1BadnikReach;
  } else if (o.motion == EnemyMotion::Masher) {
    // The faster leap, from a fraction of 0 (the highest it can reach).
    std::int32_t off = 0, speed = MasherTiming::kJumpSpeed;
    while (speed < 0) {
      off += speed;
      speed += MasherTiming::kGravity;
      r.up = (off >> 8) < r.up ? (off >> 8) : r.up;
    }
  }
  return r;
}

void stepEnemyMotion(const SolidObject& o, ObjectSlot* slots, const EnemyWorld& world) {
  if (o.motion == EnemyMotion::Coconuts) stepCoconuts(o, slots, world.playerX);
  else if (o.motion == EnemyMotion::Masher) stepMasher(o, slots);
  else if (isSonic1Motion(o.motion)) s1badnik::step(o, slots, world);
}

bool enemyStaysDeleted(const SolidObject& o, const ObjectSlot* slots) {
  return o.kind == ObjectKind::Enemy && o.motion == EnemyMotion::NewtronBlue && s1badnik::staysDeleted(slots);
}

}  // namespace solidtile
