#include "convert.h"

#include "api_status.h"

#include <cstdint>

#include "solidtile/io/level_file.h"

namespace solidtile::capi {
namespace {

// The C enums are the C++ ones by value; a reordering on either side stops the build.
static_assert(stMode_floor == int(Mode::Floor) && stMode_rightWall == int(Mode::RightWall) &&
              stMode_ceiling == int(Mode::Ceiling) && stMode_leftWall == int(Mode::LeftWall));
static_assert(stBalance_none == int(Balance::None) && stBalance_left == int(Balance::Left) &&
              stBalance_right == int(Balance::Right));
static_assert(stDir_down == int(Dir::Down) && stDir_right == int(Dir::Right) && stDir_up == int(Dir::Up) &&
              stDir_left == int(Dir::Left));
static_assert(stSensor_a == int(SensorId::A) && stSensor_d == int(SensorId::D) &&
              stSensor_pushLeft == int(SensorId::PushLeft) && stSensor_pushRight == int(SensorId::PushRight) &&
              stSensor_centre == int(SensorId::Centre) && stSensor_climb == int(SensorId::Climb));
static_assert(stCastUse_used == int(CastUse::Used) && stCastUse_notNearest == int(CastUse::NotNearest) &&
              stCastUse_outOfRange == int(CastUse::OutOfRange) && stCastUse_noContact == int(CastUse::NoContact) &&
              stCastUse_checked == int(CastUse::Checked));
static_assert(stEvent_landed == int(EventKind::Landed) && stEvent_modeChanged == int(EventKind::ModeChanged) &&
              stEvent_balancingBegan == int(EventKind::BalancingBegan) && stEvent_jumped == int(EventKind::Jumped) &&
              stEvent_pathSwitched == int(EventKind::PathSwitched) &&
              stEvent_fellOutOfLevel == int(EventKind::FellOutOfLevel) &&
              stEvent_spindashBegan == int(EventKind::SpindashBegan) && stEvent_slipped == int(EventKind::Slipped) &&
              stEvent_objectLanded == int(EventKind::ObjectLanded) && stEvent_crushed == int(EventKind::Crushed) &&
              stEvent_springLaunched == int(EventKind::SpringLaunched) && stEvent_hurtEnded == int(EventKind::HurtEnded) &&
              stEvent_glideStarted == int(EventKind::GlideStarted) && stEvent_tired == int(EventKind::Tired) &&
              stEvent_collapsed == int(EventKind::Collapsed) && stEvent_monitorKnocked == int(EventKind::MonitorKnocked) &&
              stEvent_blockPushed == int(EventKind::BlockPushed) && stEvent_blockLanded == int(EventKind::BlockLanded) &&
              stEvent_itemApplied == int(EventKind::ItemApplied) && stEvent_shoesEnded == int(EventKind::ShoesEnded) &&
              stEvent_ringsLost == int(EventKind::RingsLost) && stEvent_died == int(EventKind::Died) &&
              stEvent_ringCollected == int(EventKind::RingCollected) &&
              stEvent_extraLife == int(EventKind::ExtraLife) && stEvent_shieldMove == int(EventKind::ShieldMove) &&
              stEvent_bubbleBounced == int(EventKind::BubbleBounced) &&
              stEvent_enemyDestroyed == int(EventKind::EnemyDestroyed) && stEvent_objectBroken == int(EventKind::ObjectBroken) &&
              stEvent_rampLaunched == int(EventKind::RampLaunched) &&
              stEvent_grabbed == int(EventKind::Grabbed) && stEvent_letGo == int(EventKind::LetGo) &&
              stEvent_bumperBounced == int(EventKind::BumperBounced) && stEvent_boosted == int(EventKind::Boosted) &&
              stEvent_goalReached == int(EventKind::GoalReached) && stEvent_goalReached + 1 == int(EventKind::Count));
static_assert(stMove_none == int(Move::None) && stMove_glide == int(Move::Glide) &&
              stMove_climbLedge == int(Move::ClimbLedge) && stMove_fly == int(Move::Fly) && kMoveCount == 7);
static_assert(stInput_left == input::kLeft && stInput_right == input::kRight && stInput_up == input::kUp &&
              stInput_down == input::kDown && stInput_jump == input::kJump && stInput_all == input::kAll);
static_assert(ST_MAX_CASTS == StepRecord::kMaxCasts && ST_MAX_EVENTS == StepRecord::kMaxEvents);

// Positions stay where 256 times the file format's coordinate range fits, and
// speeds far beyond anything the step produces, so no step can overflow.
constexpr std::int32_t kMaxPosition = io::kMaxCoordinate * 256;
constexpr std::int32_t kMaxSpeed = 1 << 20;  // 4096 px a frame
constexpr int kMaxRadius = 32;

}  // namespace

stPlayerState toC(const PlayerState& s) {
  stPlayerState c{};
  c.x = s.x;
  c.y = s.y;
  c.xsp = s.xsp;
  c.ysp = s.ysp;
  c.gsp = s.gsp;
  c.angle = s.angle;
  c.mode = static_cast<std::uint8_t>(s.mode);
  c.balancing = static_cast<std::uint8_t>(s.balancing);
  c.radiusX = s.radiusX;
  c.radiusY = s.radiusY;
  c.controlLock = s.controlLock;
  c.path = s.path;
  c.held = s.held;
  c.angleBuffer = s.angleBuffer;
  c.angleBuffer2 = s.angleBuffer2;
  c.airborne = s.airborne;
  c.rolling = s.rolling;
  c.jumping = s.jumping;
  c.rollJumping = s.rollJumping;
  c.pushing = s.pushing;
  c.facingLeft = s.facingLeft;
  c.outOfLevel = s.outOfLevel;
  c.ducking = s.ducking;
  c.spindashing = s.spindashing;
  c.spindashCharge = s.spindashCharge;
  c.move = static_cast<std::uint8_t>(s.move);
  c.moveStep = s.moveStep;
  c.moveTimer = s.moveTimer;
  c.glideTurn = s.glideTurn;
  c.grabX = s.grabX;
  return c;
}

std::string checkPlayerState(const stPlayerState& s) {
  struct Range {
    const char* field;
    long value, lo, hi;
  };
  const Range ranges[] = {
      {"x", s.x, -kMaxPosition, kMaxPosition},
      {"y", s.y, -kMaxPosition, kMaxPosition},
      {"xsp", s.xsp, -kMaxSpeed, kMaxSpeed},
      {"ysp", s.ysp, -kMaxSpeed, kMaxSpeed},
      {"gsp", s.gsp, -kMaxSpeed, kMaxSpeed},
      {"mode", s.mode, 0, 3},
      {"balancing", s.balancing, 0, 2},
      {"radiusX", s.radiusX, 1, kMaxRadius},
      {"radiusY", s.radiusY, 1, kMaxRadius},
      {"path", s.path, 0, 1},
      {"held", s.held, 0, input::kAll},
      {"move", s.move, 0, kMoveCount - 1},
  };
  for (const Range& r : ranges) {
    if (r.value < r.lo || r.value > r.hi) return outside(r.field, r.value, r.lo, r.hi);
  }
  return "";
}

PlayerState fromC(const stPlayerState& c) {
  PlayerState s;
  s.x = c.x;
  s.y = c.y;
  s.xsp = c.xsp;
  s.ysp = c.ysp;
  s.gsp = c.gsp;
  s.angle = c.angle;
  s.mode = static_cast<Mode>(c.mode);
  s.balancing = static_cast<Balance>(c.balancing);
  s.radiusX = c.radiusX;
  s.radiusY = c.radiusY;
  s.controlLock = c.controlLock;
  s.path = c.path;
  s.held = c.held;
  s.angleBuffer = c.angleBuffer;
  s.angleBuffer2 = c.angleBuffer2;
  s.airborne = c.airborne;
  s.rolling = c.rolling;
  s.jumping = c.jumping;
  s.rollJumping = c.rollJumping;
  s.pushing = c.pushing;
  s.facingLeft = c.facingLeft;
  s.outOfLevel = c.outOfLevel;
  s.ducking = c.ducking;
  s.spindashing = c.spindashing;
  s.spindashCharge = c.spindashCharge;
  s.move = static_cast<Move>(c.move);
  s.moveStep = c.moveStep;
  s.moveTimer = c.moveTimer;
  s.glideTurn = c.glideTurn;
  s.grabX = c.grabX;
  return s;
}

stSensorResult toC(const SensorResult& r) {
  stSensorResult c{};
  c.distance = r.distance;
  c.angle = r.angle;
  c.found = r.found;
  c.decidedBy = r.decidedBy;
  c.visitCount = r.visitCount;
  for (int i = 0; i < r.visitCount && i < 2; ++i) {
    const TileVisit& v = r.visits[i];
    c.visits[i] = {v.tx, v.ty, v.tile.raw, v.height, v.index, v.solid};
  }
  return c;
}

void toC(const StepRecord& r, stStepRecord& out) {
  out = {};
  out.castCount = r.castCount;
  out.eventCount = r.eventCount;
  out.floorWinner = r.floorWinner;
  for (int i = 0; i < r.castCount; ++i) {
    const CastRecord& cr = r.casts[i];
    stCast& c = out.casts[i];
    c.sensor = static_cast<std::uint8_t>(cr.sensor);
    c.dir = static_cast<std::uint8_t>(cr.dir);
    c.use = static_cast<std::uint8_t>(cr.use);
    c.x = cr.x;
    c.y = cr.y;
    c.result = toC(cr.result);
  }
  for (int i = 0; i < r.eventCount; ++i) {
    out.events[i] = {static_cast<std::uint8_t>(r.events[i].kind), r.events[i].a, r.events[i].b};
  }
}

}  // namespace solidtile::capi
