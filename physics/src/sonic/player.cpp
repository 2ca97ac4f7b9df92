#include "solidtile/sonic/player.h"

#include <algorithm>
#include <cassert>
#include <optional>
#include <type_traits>

#include "player_shared.h"
#include "player_step.h"
#include "../same_bytes.h"
#include "items.h"
#include "solid_objects.h"
#include "springs.h"

namespace solidtile {

const char* balanceName(Balance b) {
  switch (b) {
    case Balance::None: return "none";
    case Balance::Left: return "left";
    case Balance::Right: return "right";
  }
  return "?";
}

const char* runEndName(RunEnd e) {
  switch (e) {
    case RunEnd::None: return "none";
    case RunEnd::Fell: return "fell";
    case RunEnd::Crushed: return "crushed";
    case RunEnd::Killed: return "killed";
    case RunEnd::Goal: return "goal";
  }
  return "?";
}

const char* sensorName(SensorId id) {
  switch (id) {
    case SensorId::A: return "A";
    case SensorId::B: return "B";
    case SensorId::C: return "C";
    case SensorId::D: return "D";
    case SensorId::PushLeft: return "push-left";
    case SensorId::PushRight: return "push-right";
    case SensorId::Centre: return "centre";
    case SensorId::Climb: return "climb";
  }
  return "?";
}

const char* castUseName(CastUse u) {
  switch (u) {
    case CastUse::Used: return "used";
    case CastUse::NotNearest: return "not nearest";
    case CastUse::OutOfRange: return "out of range";
    case CastUse::NoContact: return "no contact";
    case CastUse::Checked: return "checked";
  }
  return "?";
}

const char* phaseName(Phase p) {
  switch (p) {
    case Phase::Jump: return "jump";
    case Phase::SlopeFactor: return "slope factor";
    case Phase::InputSpeed: return "input";
    case Phase::WallCheck: return "wall check";
    case Phase::Roll: return "roll";
    case Phase::LevelBounds: return "level bounds";
    case Phase::Move: return "move";
    case Phase::FloorSensors: return "floor sensors";
    case Phase::FallOff: return "fall-off";
    case Phase::Balance: return "balance";
    case Phase::JumpRelease: return "jump release";
    case Phase::AirControl: return "air control";
    case Phase::AirDrag: return "air drag";
    case Phase::Gravity: return "gravity";
    case Phase::AngleReturn: return "angle return";
    case Phase::AirCollision: return "air collision";
    case Phase::PathSwitch: return "path switch";
    case Phase::ModeUpdate: return "mode";
    case Phase::Ability: return "glide, climb or flight";
  }
  return "?";
}

const char* eventName(EventKind k) {
  switch (k) {
    case EventKind::Landed: return "landed";
    case EventKind::LeftGround: return "left ground";
    case EventKind::ModeChanged: return "mode changed";
    case EventKind::HitWall: return "hit wall";
    case EventKind::HitCeiling: return "hit ceiling";
    case EventKind::AttachedCeiling: return "attached to ceiling";
    case EventKind::FellOffWall: return "fell off wall";
    case EventKind::ControlLockSet: return "control lock set";
    case EventKind::BalancingBegan: return "balancing began";
    case EventKind::Jumped: return "jumped";
    case EventKind::JumpBlocked: return "jump blocked by low ceiling";
    case EventKind::RollStarted: return "roll started";
    case EventKind::RollEnded: return "roll ended";
    case EventKind::PathSwitched: return "path switched";
    case EventKind::FellOutOfLevel: return "fell out of the level";
    case EventKind::SpindashBegan: return "spin dash began";
    case EventKind::SpindashRevved: return "spin dash revved";
    case EventKind::SpindashReleased: return "spin dash released";
    case EventKind::Slipped: return "slipped";
    case EventKind::ObjectLanded: return "landed on object";
    case EventKind::ObjectLeft: return "left object";
    case EventKind::ObjectPushed: return "pushed by object";
    case EventKind::ObjectBumped: return "bumped object";
    case EventKind::ObjectCarried: return "carried by object";
    case EventKind::Crushed: return "crushed";
    case EventKind::SpringLaunched: return "spring launched";
    case EventKind::Hurt: return "hurt";
    case EventKind::HurtEnded: return "hurt ended";
    case EventKind::GlideStarted: return "glide started";
    case EventKind::GlideReleased: return "glide released";
    case EventKind::GlideSlid: return "slid after a glide";
    case EventKind::GlideStood: return "stood up after a glide";
    case EventKind::WallGrabbed: return "wall grabbed";
    case EventKind::WallLetGo: return "let go of the wall";
    case EventKind::ClimbedOver: return "climbed over the ledge";
    case EventKind::WallJumped: return "jumped off the wall";
    case EventKind::FlightStarted: return "flight started";
    case EventKind::FlightRose: return "flight rose";
    case EventKind::Tired: return "tired";
    case EventKind::CollapseStarted: return "collapse started";
    case EventKind::Collapsed: return "collapsed";
    case EventKind::MonitorBroken: return "monitor broken";
    case EventKind::MonitorKnocked: return "monitor knocked up";
    case EventKind::BlockPushed: return "block pushed";
    case EventKind::BlockLanded: return "block landed";
    case EventKind::RingCollected: return "ring collected";
    case EventKind::ExtraLife: return "extra life";
    case EventKind::ShieldMove: return "shield move";
    case EventKind::BubbleBounced: return "bubble bounced";
    case EventKind::EnemyDestroyed: return "enemy destroyed";
    case EventKind::ObjectBroken: return "object broken";
    case EventKind::RampLaunched: return "ramp launched";
    case EventKind::BumperBounced: return "bumper bounced";
    case EventKind::Boosted: return "boosted";
    case EventKind::GoalReached: return "goal reached";
    case EventKind::Grabbed: return "grabbed";
    case EventKind::LetGo: return "let go";
    case EventKind::ItemApplied: return "item applied";
    case EventKind::ShoesEnded: return "speed shoes ended";
    case EventKind::RingsLost: return "rings lost";
    case EventKind::ShieldLost: return "shield lost";
    case EventKind::Died: return "died";
    case EventKind::InvincibilityEnded: return "invincibility ended";
    case EventKind::Count: break;
  }
  return "?";
}

const char* objectOutcomeName(ObjectOutcome o) {
  switch (o) {
    case ObjectOutcome::Missed: return "missed";
    case ObjectOutcome::Stayed: return "stayed";
    case ObjectOutcome::Left: return "left";
    case ObjectOutcome::Landed: return "landed";
    case ObjectOutcome::TooDeep: return "top too deep";
    case ObjectOutcome::MissedTop: return "missed top";
    case ObjectOutcome::Bumped: return "bumped";
    case ObjectOutcome::BelowFalling: return "below, falling";
    case ObjectOutcome::Crushed: return "crushed";
    case ObjectOutcome::Side: return "side";
    case ObjectOutcome::SideShallow: return "side, shallow";
    case ObjectOutcome::Broke: return "broke";
    case ObjectOutcome::Knocked: return "knocked up";
    case ObjectOutcome::Collected: return "collected";
    case ObjectOutcome::Touched: return "touched";
    case ObjectOutcome::Destroyed: return "destroyed";
    case ObjectOutcome::Launched: return "launched";
    case ObjectOutcome::Bounced: return "bounced";
    case ObjectOutcome::Boosted: return "boosted";
    case ObjectOutcome::Blown: return "blown";
    case ObjectOutcome::Conveyed: return "conveyed";
    case ObjectOutcome::Reached: return "reached";
  }
  return "?";
}

PlayerState spawnPlayer(const PlayerConfig& cfg, std::int32_t xPixels, std::int32_t yPixels) {
  PlayerState s;
  s.x = pixels(xPixels);
  s.y = pixels(yPixels);
  s.radiusX = static_cast<std::uint8_t>(cfg.standRadiusX);
  s.radiusY = static_cast<std::uint8_t>(cfg.standRadiusY);
  return s;
}

namespace detail {

SensorHit castRecorded(StepRecord& rec, const CastView& view, const CastRules& rules, SensorId id, Dir dir,
                       std::int32_t x, std::int32_t y, Sees sees, int* index) {
  const SensorResult r = castAny<true>(view, dir, x, y, sees, rules);
  int slot = -1;
  if (rec.castCount < StepRecord::kMaxCasts) {
    slot = rec.castCount++;
    CastRecord& c = rec.casts[slot];
    c.sensor = id;
    c.dir = dir;
    c.x = x;
    c.y = y;
    c.result = r;
    c.use = r.found ? CastUse::Checked : CastUse::NoContact;
  }
  if (index) *index = slot;
  return r;
}

void markPhase(StepRecord& rec, Phase p, const PlayerState& s) {
  if (rec.phaseCount >= StepRecord::kMaxPhases) return;
  PhaseMark& m = rec.phases[rec.phaseCount++];
  m.phase = p;
  m.castEnd = rec.castCount;
  m.eventEnd = rec.eventCount;
  m.after = s;
}

void recordEvent(StepRecord& rec, EventKind k, int a, int b) {
  if (rec.eventCount < StepRecord::kMaxEvents) {
    rec.events[rec.eventCount++] = {k, static_cast<std::uint8_t>(a), static_cast<std::uint8_t>(b)};
  }
}

namespace {

// A broken monitor's item at its top (items.h): its effect, and the events
// and the Eggman's hurt that follow from it.
template <class St>
[[gnu::noinline]] void landItem(St& st) {
  PlayerState& state = st.s;
  const std::uint8_t lives = state.lives;
  if (int item = 0; applyItem(state, st.cfg.profile, &item)) {
    st.event(EventKind::ItemApplied, item);
    if (state.lives != lives) st.event(EventKind::ExtraLife, state.lives);
    if (itemEffect(st.cfg.profile, item) == ItemEffect::Hurt) objects::itemHurt(st);
  }
}

// The objects' routines that run every frame whether or not he meets them:
// the moving enemies' (enemy.h), the vines' (vine.h), the goals' (goal.h), the bombs' (bomb.h). Out of line: few
// levels have them.
template <class St>
[[gnu::noinline]] void runRoutines(St& st) {
  if (!st.level.objects.movingEnemies().empty()) objects::runEnemies(st);
  if (!st.level.objects.vines().empty() || st.s.heldBy >= 0) objects::runVines(st);
  if (!st.level.objects.goals().empty()) objects::runGoals(st);
  if (!st.level.objects.bombs().empty()) objects::runBombs(st);
}

// Flattened, as the ground and air steps are: the helpers it calls once a
// frame (path switchers, loop regions) cost more to call than to run.
template <class St>
SOLIDTILE_FLATTEN void step(St& st) {
  PlayerState& state = st.s;
  const Mode before = state.mode;
  const Balance balanceBefore = state.balancing;
  const Sub oldX = state.x, oldY = state.y;
  state.look = LookRoutine::None;  // the routines below that move the camera's look shift set it
  if (state.hurt) {
    hurtStep(st);  // Sonic_Hurt: no control, no loops (Sonic_Loops is Obj01_Control's)
  } else {
    if (St::objects && state.heldBy >= 0) [[unlikely]] {  // only an object holds him (mayMeetObjects)
      // Held by an object (sonic/vine.h): Sonic_Control's "btst
      // #0,object_control(a0); beq.s loc_11D22" skips Sonic_Modes, and
      // S&K's "move.b #0,double_jump_flag(a0)" lets the shield move run again.
      state.shieldMove = 0;
    } else if (state.airborne) {
      state.balancing = Balance::None;
      airStep(st);
    } else {
      groundStep(st);
    }
    // Sonic_Display, in the control routine only: the flashing counts down.
    if (state.invulnerable != 0) --state.invulnerable;
    if (countInvincibility(state, st.cfg.profile)) st.event(EventKind::InvincibilityEnded);
    if (countShoes(state, st.cfg.profile)) st.event(EventKind::ShoesEnded);
    // ReactToItem, at the control routine's end (not while hurt); Sonic 2's
    // and S&K's TouchResponse test the ring layout first (rings.h).
    if constexpr (St::objects) {
      // Both return at once on a level with none of the objects they test.
      if (!state.outOfLevel && st.level.objects.hasTouchables()) {
        objects::touchRings(st);
        objects::touchMonitors(st);
      }
    }
  }
  switchPaths(st, oldX, oldY);
  if (!state.hurt) loopPaths(st);
  st.phase(Phase::PathSwitch);
  state.mode = modeOfAngleByTable(state.angle);
  if (state.mode != before) st.event(EventKind::ModeChanged, static_cast<int>(before), static_cast<int>(state.mode));
  if (state.balancing != Balance::None && balanceBefore == Balance::None) {
    st.event(EventKind::BalancingBegan, static_cast<int>(state.balancing));
  }
  // The objects' routines run after the player's (Sonic 1's object order),
  // inside the last phase so its state is the step's.
  if constexpr (St::objects) {
    // Springs and spikes act in every profile; blocks only where solidObjects
    // is set. Also on a list emptied under a player who stood on or pushed one
    // of its objects: collideObjects lets go of what is gone.
    // The falling bricks' routines first (brick.h): their solid tests read the y they leave.
    if (!st.level.objects.bricks().empty()) [[unlikely]] objects::runBricks(st);
    if ((st.cfg.solidObjects || st.level.objects.hasKinds()) && !state.outOfLevel &&
        (!st.level.objects.empty() || state.standingOn >= 0 || state.pushingObject >= 0)) {
      objects::collideObjects(st);
    }
    // The routines that run every frame after the solid tests (moving enemies,
    // vines: one flag a frame); also on a list emptied under a held player, to let him go.
    if (st.level.objects.hasRoutines() || state.heldBy >= 0) [[unlikely]] runRoutines(st);
  }
  // The item object's routine, in the same object pass (items.h); out of
  // line, as it runs on one frame in thousands.
  if (state.itemPending != 0) [[unlikely]] landItem(st);
  ++state.frame;
  st.phase(Phase::ModeUpdate);
}

// A built-in profile's frame without a record that may meet the level's
// objects. Out of line, so the frame on a level without objects keeps the
// shape (and the instructions) it had before objects were solid.
template <class Config>
[[gnu::noinline]] void stepWithObjects(const Config& config, PlayerState& state, const Level& level, Input input,
                                       Input pressed, ObjectSlots slots) {
  const CastView view(level, state.path);
  if (readsOnlyInside<Config>(state, view)) {
    Step<false, Config, true> st{config, state, level, input, pressed, nullptr, view, slots};
    step(st);
  } else {
    Step<false, Config> st{config, state, level, input, pressed, nullptr, view, slots};
    step(st);
  }
}

// Whether a built-in profile's frame may meet the level's objects. Only the
// objects' routines set standingOn, so a frame that starts on no object of a
// level whose objects the profile passes (or that has none) meets none: the
// step without them runs exactly as the full one.
// (standingOn & pushingObject & heldBy) >= 0: he stands on, pushes or is held by an object.
template <class Config>
bool mayMeetObjects(const Config& config, const PlayerState& state, const Level& level) {
  return __builtin_expect((state.standingOn & state.pushingObject & state.heldBy) >= 0 ||
                              ((config.cfg.solidObjects || level.objects.hasKinds()) && !level.objects.empty()),
                          0);
}

// A built-in profile's frame without a record that meets no object.
template <class Config>
void stepWithoutObjects(const Config& config, PlayerState& state, const Level& level, Input input, Input pressed,
                        ObjectSlots slots) {
  const CastView view(level, state.path);
  if (readsOnlyInside<Config>(state, view)) {  // one bounds check for the frame's casts
    Step<false, Config, true, false> st{config, state, level, input, pressed, nullptr, view, slots};
    step(st);
    return;
  }
  Step<false, Config, false, false> st{config, state, level, input, pressed, nullptr, view, slots};
  step(st);
}

// The frame with a record. Out of line: inlined into stepOn, its code
// costs the frames without a record about 10 instructions (issue 26).
template <class Config>
[[gnu::noinline]] void stepRecorded(const Config& config, PlayerState& state, const Level& level, Input input,
                                    Input pressed, StepRecord* record, ObjectSlots slots) {
  const CastView view(level, state.path);
  Step<true, Config> st{config, state, level, input, pressed, record, view, slots};
  step(st);
}

// The frame on `config`, with or without a record.
template <class Config>
void stepOn(const Config& config, PlayerState& state, const Level& level, Input input, Input pressed,
            StepRecord* record, ObjectSlots slots) {
  if (record) {
    stepRecorded(config, state, level, input, pressed, record, slots);
  } else {
    if constexpr (kBuiltin<Config>) {
      if (mayMeetObjects(config, state, level)) return stepWithObjects(config, state, level, input, pressed, slots);
      stepWithoutObjects(config, state, level, input, pressed, slots);
    } else {
      const CastView view(level, state.path);
      Step<false, Config> st{config, state, level, input, pressed, nullptr, view, slots};
      step(st);
    }
  }
}

// PlayerConfig has no padding (its one-byte rules come after the numbers), so
// two configs with the same bytes are equal field for field.
static_assert(std::has_unique_object_representations_v<PlayerConfig>,
              "PlayerConfig must stay free of padding: keep one-byte fields together after the numbers");
static_assert(sizeof(PlayerConfig) % sizeof(std::uint64_t) == 0);

bool sameConfig(const PlayerConfig& a, const PlayerConfig& b) { return sameBytes<sizeof(PlayerConfig)>(&a, &b); }

// Calls f(BuiltinConfig<P>{}) when `cfg` is profile P's config unedited.
template <Profile P, class F>
bool onBuiltin(const PlayerConfig& cfg, F& f) {
  if (!sameConfig(cfg, BuiltinConfig<P>::cfg)) return false;
  f(BuiltinConfig<P>{});
  return true;
}

// Calls f with the built-in config `cfg` is byte for byte, if any; true when it did.
template <class F>
bool onBuiltin(const PlayerConfig& cfg, F&& f) {
  switch (cfg.profile) {
    case Profile::Guide: return onBuiltin<Profile::Guide>(cfg, f);
    case Profile::Sonic1: return onBuiltin<Profile::Sonic1>(cfg, f);
    case Profile::Sonic2: return onBuiltin<Profile::Sonic2>(cfg, f);
    case Profile::Sonic3K: return onBuiltin<Profile::Sonic3K>(cfg, f);
  }
  return false;
}

}  // namespace

}  // namespace detail

std::optional<Profile> builtinProfileOf(const PlayerConfig& cfg) {
  return detail::onBuiltin(cfg, [](const auto&) {}) ? std::optional<Profile>(cfg.profile) : std::nullopt;
}

namespace {

// What every step does before the frame itself; false when the player is out of the level.
bool beginStep(PlayerState& state, Input input, Input* pressed, StepRecord* record) {
  if (record) record->clear();
  *pressed = static_cast<Input>(input & ~state.held);
  state.held = input;
  return !state.outOfLevel;
}

// While the speed shoes last the frame runs on the profile's config with the
// shoes' numbers (items.h), a copy on the stack.
[[gnu::noinline]] void stepShod(PlayerState& state, const Level& level, const PlayerConfig& cfg, Input input,
                                Input pressed, StepRecord* record, ObjectSlots slots) {
  const PlayerConfig shod = detail::withShoes(cfg);
  detail::stepOn(detail::RuntimeConfig{shod}, state, level, input, pressed, record, slots);
}

// The shoes' frame, or false when he has none: the test inline, as the
// timer is 0 on almost every frame (issue 26: a call a frame otherwise).
inline bool stepWithShoes(PlayerState& state, const Level& level, const PlayerConfig& cfg, Input input, Input pressed,
                          StepRecord* record, ObjectSlots slots) {
  if (state.shoes == 0) return false;
  stepShod(state, level, cfg, input, pressed, record, slots);
  return true;
}

}  // namespace

void stepPlayer(PlayerState& state, const Level& level, const PlayerConfig& cfg, Input input, StepRecord* record,
                ObjectSlots slots) {
  using namespace detail;
  Input pressed = 0;
  if (!beginStep(state, input, &pressed, record)) return;
  // A built-in profile's config, unedited, runs the step compiled for it.
  if (stepWithShoes(state, level, cfg, input, pressed, record, slots)) return;
  const auto run = [&](const auto& config) { stepOn(config, state, level, input, pressed, record, slots); };
  if (!onBuiltin(cfg, run)) run(RuntimeConfig{cfg});
}

namespace {

// What playerStepFor hands out for profile P's config.
template <Profile P>
void stepBuiltin(PlayerState& state, const Level& level, const PlayerConfig& cfg, Input input, StepRecord* record,
                 ObjectSlots slots) {
  assert(detail::sameConfig(cfg, detail::BuiltinConfig<P>::cfg) && "a step chosen for another config");
  (void)cfg;
  Input pressed = 0;
  if (!beginStep(state, input, &pressed, record)) return;
  if (stepWithShoes(state, level, cfg, input, pressed, record, slots)) return;
  // stepOn's choice, made here: one call fewer on every frame (issue 26).
  const detail::BuiltinConfig<P> config{};
  if (record) return detail::stepRecorded(config, state, level, input, pressed, record, slots);
  if (detail::mayMeetObjects(config, state, level)) return detail::stepWithObjects(config, state, level, input, pressed, slots);
  detail::stepWithoutObjects(config, state, level, input, pressed, slots);
}

}  // namespace

PlayerStepFn playerStepFor(const PlayerConfig& cfg) {
  PlayerStepFn chosen = &stepPlayerUnspecialised;
  detail::onBuiltin(cfg, [&]<class Builtin>(const Builtin&) { chosen = &stepBuiltin<Builtin::profile>; });
  return chosen;
}

void stepPlayerUnspecialised(PlayerState& state, const Level& level, const PlayerConfig& cfg, Input input,
                             StepRecord* record, ObjectSlots slots) {
  Input pressed = 0;
  if (!beginStep(state, input, &pressed, record)) return;
  if (stepWithShoes(state, level, cfg, input, pressed, record, slots)) return;
  detail::stepOn(detail::RuntimeConfig{cfg}, state, level, input, pressed, record, slots);
}

}  // namespace solidtile
