#include "scrap_brain_objects.h"

#include "solidtile/level/conveyor.h"

namespace solidtile::io {

// Obj68 (level/conveyor.h): Conv_Main reads its subtype alone, the low
// nibble for conv_width (128, or 56 when not 0) and the high nibble for
// conv_speed ("andi.b #$F0,d1; ext.w d1; asr.w #4,d1"); no flip bit is read.
// The window about (obX, obY) is the box: conv_width each side of obX, $30
// up from obY.
SonlvlObjectDecode sonic1Conveyor(const SonlvlObjectEntry& e) {
  const auto subtype = static_cast<std::uint8_t>(e.subtype);
  const std::int32_t half = conveyorHalfWidth(subtype);
  SolidObject o;
  o.kind = ObjectKind::Conveyor;
  o.belt = static_cast<std::int8_t>(conveyorSpeed(subtype));
  o.w = 2 * half;
  o.h = ConveyorRule::kHeight;
  o.path = {{e.x - half, e.y - ConveyorRule::kHeight}};
  return {std::move(o), {}};
}

}  // namespace solidtile::io
