#include "model/object_motion.h"

#include "solidtile/io/sonlvl_objects.h"

namespace solidtile::editor {

namespace {

constexpr OscPreset kSonic1[] = {{1, "1 sideways"}, {5, "5 sideways, reversed"}, {2, "2 up and down"},
                                 {6, "6 up and down, reversed"}, {0xA, "$A half"}, {0xB, "$B osc 3"},
                                 {0xC, "$C osc 3, reversed"}};
constexpr OscPreset kSonic2[] = {{1, "1 sideways"}, {5, "5 sideways, reversed"}, {2, "2 up and down"},
                                 {6, "6 up and down, reversed"}, {0xA, "$A half"}, {0xB, "$B half, reversed"},
                                 {0xC, "$C osc 3"}, {0xD, "$D osc 3, reversed"}};

}  // namespace

SolidObject withOscTable(const SolidObject& o, OscTable table) {
  SolidObject out = o;
  if (table == OscTable::None) {
    out.osc = {};
    return out;
  }
  // A push moves only when pushed; a ring, a hurt zone and a breakable lie still.
  if (o.kind == ObjectKind::Bridge || o.kind == ObjectKind::Push || o.kind == ObjectKind::Ring || o.kind == ObjectKind::Hurt ||
      o.kind == ObjectKind::Breakable || o.path.empty())
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

SolidObject withOscPreset(const SolidObject& o, OscTable table, int subtype) {
  const io::SonlvlGame game = table == OscTable::Sonic2 ? io::SonlvlGame::Sonic2 : io::SonlvlGame::Sonic1;
  const io::SonlvlObjectDecode d = io::decodeSonlvlObject(game, {0x18, subtype, 0, 0, false, false});
  if (!d.object || d.object->osc.table == OscTable::None) return o;
  SolidObject out = withOscTable(o, table);
  if (out.osc.table == OscTable::None) return o;
  out.osc = d.object->osc;
  return out;
}

}  // namespace solidtile::editor
