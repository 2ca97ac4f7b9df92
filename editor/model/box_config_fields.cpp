#include "model/box_config_fields.h"

#include <array>

namespace solidtile::editor {
namespace {

using U = BoxConfigField::Unit;

// The macro keeps the label and the member one token, so they cannot drift.
#define SOLIDTILE_BOX_FIELD(field, unit, help) {#field, U::unit, help, [](BoxConfig& c) { return &c.field; }}

const std::array kFields = {
    BoxConfigField SOLIDTILE_BOX_FIELD(halfWidth, Pixels, "half the box's width, before the scale"),
    BoxConfigField SOLIDTILE_BOX_FIELD(halfHeight, Pixels, "half the box's height, before the scale"),
    BoxConfigField SOLIDTILE_BOX_FIELD(offsetX, Pixels, "the box's offset from its origin (mirrored by a negative scale)"),
    BoxConfigField SOLIDTILE_BOX_FIELD(offsetY, Pixels, "the box's offset from its origin (mirrored by a negative scale)"),
    BoxConfigField SOLIDTILE_BOX_FIELD(scaleX, Scale, "256 = 1.0; negative mirrors the offset only"),
    BoxConfigField SOLIDTILE_BOX_FIELD(scaleY, Scale, "256 = 1.0; negative mirrors the offset only"),
    BoxConfigField SOLIDTILE_BOX_FIELD(walkSpeed, Speed, "walking speed per frame"),
    BoxConfigField SOLIDTILE_BOX_FIELD(gravity, Speed, "added to vy every frame in the air"),
    BoxConfigField SOLIDTILE_BOX_FIELD(jumpSpeed, Speed, "upward speed of a jump"),
    BoxConfigField SOLIDTILE_BOX_FIELD(maxFall, Speed, "fall speed cap"),
    BoxConfigField SOLIDTILE_BOX_FIELD(snapMargin, Speed, "M: a floor this far below still holds a grounded box"),
    BoxConfigField SOLIDTILE_BOX_FIELD(ladderSpeed, Speed, "climbing speed per frame"),
    BoxConfigField SOLIDTILE_BOX_FIELD(stairStepX, Pixels, "horizontal size of a stair step"),
    BoxConfigField SOLIDTILE_BOX_FIELD(stairStepY, Pixels, "vertical size of a stair step"),
    BoxConfigField SOLIDTILE_BOX_FIELD(stairFrames, Frames, "frames one stair step takes"),
    BoxConfigField SOLIDTILE_BOX_FIELD(iceAccel, Speed, "speed gained a frame on ice"),
    BoxConfigField SOLIDTILE_BOX_FIELD(iceBrake, Speed, "speed lost a frame on ice with no key"),
    BoxConfigField SOLIDTILE_BOX_FIELD(ledgeStartY, Pixels, "ledge window top, below the box top"),
    BoxConfigField SOLIDTILE_BOX_FIELD(ledgeEndY, Pixels, "ledge window bottom, below the box top"),
    BoxConfigField SOLIDTILE_BOX_FIELD(grabOffset, Pixels, "the box's top hangs this far below a grabbed ledge"),
    BoxConfigField SOLIDTILE_BOX_FIELD(keyLockFrames, Frames, "frames a key stays ignored after a ledge drop"),
    BoxConfigField SOLIDTILE_BOX_FIELD(graceFrames, Frames, "a jump still starts this long after leaving the ground"),
    BoxConfigField{"slopeMode", U::SlopeMode, "how a slope's floor is read: pixel column or linear", nullptr},
};

#undef SOLIDTILE_BOX_FIELD

}  // namespace

std::span<const BoxConfigField> boxConfigFields() { return kFields; }

const char* unitName(BoxConfigField::Unit u) {
  switch (u) {
    case U::Pixels: return "px";
    case U::Speed: return "subpx";
    case U::Frames: return "frames";
    case U::Scale: return "1/256";
    case U::SlopeMode: return "";
  }
  return "";
}

std::int32_t boxConfigValue(const BoxConfig& c, const BoxConfigField& f) {
  if (!f.number) return static_cast<std::int32_t>(c.slopeMode);
  return *f.number(const_cast<BoxConfig&>(c));
}

void setBoxConfigValue(BoxConfig& c, const BoxConfigField& f, std::int32_t v) {
  if (!f.number) {
    c.slopeMode = v == 0 ? SlopeMode::Column : SlopeMode::Linear;
    return;
  }
  *f.number(c) = v;
}

std::int32_t boxConfigDefault(const BoxConfigField& f) { return boxConfigValue(defaultBoxConfig(), f); }

bool differsFromDefault(const BoxConfig& c, const BoxConfigField& f) { return boxConfigValue(c, f) != boxConfigDefault(f); }

}  // namespace solidtile::editor
