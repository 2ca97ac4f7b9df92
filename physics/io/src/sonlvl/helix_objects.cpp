#include "helix_objects.h"

#include <string>

#include "oscillating_platforms.h"  // sonlvlSubtypeText
#include "solidtile/level/object_kinds.h"

namespace solidtile::io {
namespace {

// SynchroAnimate's Sync1, once a frame after the objects (Level_MainLoop:
// ExecuteObjects, then OscillateNumDo and SynchroAnimate), from the zeros the
// level start clears (v_timingandscreenvariables): "subq.b #1,(v_ani0_time).w;
// bpl.s Sync2; move.b #$B,(v_ani0_time).w; subq.b #1,(v_ani0_frame).w; andi.b
// #7,(v_ani0_frame).w". After n calls v_ani0_frame is -ceil(n / 12) & 7: the
// first call steps it, then every twelfth. The objects of frame f read it
// after f - 1 calls (none on frames 0 and 1).
constexpr std::uint32_t kStep = 12, kFrames = 8;

// Hel_Build: the children take d6 = 0, 1, 2... ("move.b d6,hel_frame(a1);
// addq.b #1,d6; andi.b #7,d6") left to right from obX - (length / 2) * $10,
// and the parent takes the next one where the row comes to its centre.
// More than $20 spikes and FindFreeObj may run out of the level's object
// slots partway, which the level cannot say.
constexpr int kMaxLength = 0x20;

}  // namespace

// Hel_RotateSpikes: "move.b (v_ani0_frame).w,d0; move.b #0,obColType(a0);
// add.b hel_frame(a0),d0; andi.b #7,d0; move.b d0,obFrame(a0); bne.s
// locret; move.b #$84,obColType(a0)": harmful when v_ani0_frame + h is 0
// mod 8, that is when ceil((f - 1) / 12) = floor((f + 10) / 12) is h mod 8
// (frames 0 and 1 too: v_ani0_frame is still 0 there, and floor(10 / 12)
// and floor(11 / 12) are 0).
ObjectTimer obj17SpikeTimer(int helFrame) {
  ObjectTimer t;
  t.clock = TimerClock::Frame;
  t.period = kStep * kFrames;
  t.phase = kStep - 2;
  t.windows = {{kStep * static_cast<std::uint32_t>(helFrame & 7), kStep}};
  return t;
}

// Hel_Main: "move.b (a2),d1" the length; "lsr.w #1,d0; lsl.w #4,d0; sub.w
// d0,d3": the leftmost spike; "subq.b #2,d1; bcs.s Hel_Action": a length of
// 0 or 1 is the parent alone (hel_frame 0); else "dbf d1,Hel_Build" makes
// length - 1 children. Each spike's touch box is .sizes row 4, "dc.b 4,
// $10" (8 x 32), about its obX and the parent's obY.
std::vector<SolidObject> sonic1HelixSpikes(const SonlvlObjectEntry& e) {
  const int length = e.subtype;
  if (length > kMaxLength) return {};
  const int spikes = length < 2 ? 1 : length, centre = length < 2 ? 0 : length / 2;
  const auto spike = [&](int j) {
    SolidObject o;
    o.kind = ObjectKind::Hurt;
    o.w = 8;
    o.h = 0x20;
    o.path = {{e.x - (centre - j) * 0x10 - 4, e.y - 0x10}};
    o.timer = obj17SpikeTimer(j);
    return o;
  };
  std::vector<SolidObject> out{spike(centre)};
  for (int j = 0; j < spikes; ++j) {
    if (j != centre) out.push_back(spike(j));
  }
  return out;
}

SonlvlObjectDecode sonic1Helix(const SonlvlObjectEntry& e) {
  std::vector<SolidObject> spikes = sonic1HelixSpikes(e);
  if (spikes.empty()) {
    return {std::nullopt, sonlvlSubtypeText(e.subtype) + ": more than " + std::to_string(kMaxLength) +
                              " spikes, which may run out of object slots (FindFreeObj) partway"};
  }
  return {std::move(spikes.front()), {}};
}

}  // namespace solidtile::io
