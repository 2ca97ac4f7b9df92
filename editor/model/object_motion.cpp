#include "model/object_motion.h"

#include "solidtile/io/sonlvl_objects.h"

namespace solidtile::editor {

namespace {

// The circles (level format 14) are Obj5A's and Obj19's.
constexpr OscPreset kSonic1[] = {{1, "1 sideways"}, {5, "5 sideways, reversed"}, {2, "2 up and down"},
                                 {6, "6 up and down, reversed"}, {0xA, "$A half"}, {0xB, "$B osc 3"},
                                 {0xC, "$C osc 3, reversed"}, {0, "Obj5A 0 circle", 0x5A}, {4, "Obj5A 4 circle, reversed", 0x5A}};
constexpr OscPreset kSonic2[] = {{1, "1 sideways"}, {5, "5 sideways, reversed"}, {2, "2 up and down"},
                                 {6, "6 up and down, reversed"}, {0xA, "$A half"}, {0xB, "$B half, reversed"},
                                 {0xC, "$C osc 3"}, {0xD, "$D osc 3, reversed"}, {8, "Obj19 8 circle", 0x19},
                                 {0xC, "Obj19 $C circle, reversed", 0x19}};

}  // namespace

SolidObject withOscTable(const SolidObject& o, OscTable table) {
  SolidObject out = o;
  if (table == OscTable::None) {
    out.osc = {};
    return out;
  }
  // A push moves only when pushed; a ring, a hurt zone, an enemy and a breakable lie still.
  if (o.kind == ObjectKind::Bridge || o.kind == ObjectKind::Push || touchedNotSolid(o.kind) || o.kind == ObjectKind::Breakable ||
      o.path.empty())
    return o;
  if (o.osc.table == OscTable::None) out.osc = {table, 6, ObjectAxis::X, 0x40, false, 0, true};
  out.osc.table = table;
  out.path.resize(1);
  return out;
}

std::span<const OscPreset> oscPresets(OscTable table) {
  if (table == OscTable::Sonic1) return kSonic1;
  if (table == OscTable::Sonic2) return kSonic2;
  return {};
}

SolidObject withOscPreset(const SolidObject& o, OscTable table, int subtype, int id) {
  const io::SonlvlGame game = table == OscTable::Sonic2 ? io::SonlvlGame::Sonic2 : io::SonlvlGame::Sonic1;
  const io::SonlvlObjectDecode d = io::decodeSonlvlObject(game, {id, subtype, 0, 0, false, false});
  if (!d.object || d.object->osc.table == OscTable::None) return o;
  SolidObject out = withOscTable(o, table);
  if (out.osc.table == OscTable::None) return o;
  out.osc = d.object->osc;
  return out;
}

SolidObject withOtherAxis(const SolidObject& o, bool on) {
  SolidObject out = o;
  if (o.osc.table == OscTable::None || on == hasOtherAxis(o.osc)) return o;
  out.osc.otherIndex = on ? static_cast<std::uint8_t>((o.osc.index + 1) % Oscillators::kCount) : OscMotion::kNoOther;
  out.osc.otherNegate = false;
  return out;
}

}  // namespace solidtile::editor
