#include "level/oscillate_fields.h"

#include "solidtile/io/level_file.h"

namespace solidtile::io {

namespace {

bool readBool(FieldReader& in, const Json& j, const std::string& at, const char* key, bool& to) {
  const Json* v = in.member(j, at, key, false);
  if (!v) return true;
  if (v->is_boolean()) {
    to = v->get<bool>();
    return true;
  }
  in.add(childPath(at, key), "is " + describeValue(*v) + ", expected true or false");
  return false;
}

bool readByte(FieldReader& in, const Json& j, const std::string& at, const char* key, int most, const char* unit,
              std::uint8_t& to) {
  const Json* v = in.member(j, at, key, false);
  if (!v) return true;
  std::string what;
  const auto n = integerIn(*v, 0, most, &what);
  if (n) to = static_cast<std::uint8_t>(*n);
  else in.add(childPath(at, key), what + unit);
  return n.has_value();
}

// Version 14's second oscillator: other_index names it (its absence: one
// axis), other_negate reverses it and means nothing without it.
bool readOtherAxis(FieldReader& in, const Json& j, const std::string& at, std::int64_t version, OscMotion& m) {
  const bool index = in.member(j, at, "other_index", false) != nullptr;
  const bool negate = in.member(j, at, "other_negate", false) != nullptr;
  if (!index && !negate) return true;
  if (version < kLevelFormatOtherAxisVersion) {
    in.add(childPath(at, index ? "other_index" : "other_negate"), newerFieldMessage(kLevelFormatOtherAxisVersion, version));
    return false;
  }
  if (!index) {
    in.add(childPath(at, "other_negate"), "is set without other_index (the second oscillator it reverses)");
    return false;
  }
  bool good = readByte(in, j, at, "other_index", Oscillators::kCount - 1, " (one of the game's 16 oscillators, moving the other axis)",
                       m.otherIndex);
  return readBool(in, j, at, "other_negate", m.otherNegate) && good;
}

// Version 18's swing: radius, the chain's length in pixels (absent: none).
bool readRadius(FieldReader& in, const Json& j, const std::string& at, std::int64_t version, OscMotion& m) {
  const Json* v = in.member(j, at, "radius", false);
  if (!v) return true;
  if (version < kLevelFormatSwingVersion) {
    in.add(childPath(at, "radius"), newerFieldMessage(kLevelFormatSwingVersion, version));
    return false;
  }
  std::string what;
  const auto n = integerIn(*v, 1, Oscillators::kMaxRadius, &what);
  if (n) m.radius = static_cast<std::uint16_t>(*n);
  else in.add(childPath(at, "radius"), what + " (a swing's chain length in pixels; leave it out for no swing)");
  return n.has_value();
}

}  // namespace

bool readObjectOscillate(FieldReader& in, const Json& object, const std::string& where, std::int64_t version,
                         SolidObject& o) {
  const Json* j = in.member(object, where, "oscillate", false);
  if (!j) return true;
  const std::string at = childPath(where, "oscillate");
  if (version < kLevelFormatOscillateVersion) {
    in.add(at, newerFieldMessage(kLevelFormatOscillateVersion, version));
    return false;
  }
  if (!in.isObject(*j, at, "an object with table, index and axis")) return false;
  in.onlyKeys(*j, at, {"table", "index", "axis", "center", "negate", "shift", "lagged", "other_index", "other_negate", "radius"});
  OscMotion m;
  bool good = true;
  if (const Json* t = in.member(*j, at, "table", true)) {
    const auto v = t->is_string() ? parseOscTable(t->get_ref<const std::string&>()) : std::nullopt;
    if (v) m.table = *v;
    else in.add(childPath(at, "table"), "is " + describeValue(*t) + ", expected \"sonic1\" or \"sonic2\"");
    good = good && v;
  } else {
    good = false;
  }
  if (const Json* a = in.member(*j, at, "axis", true)) {
    const auto v = a->is_string() ? parseObjectAxis(a->get_ref<const std::string&>()) : std::nullopt;
    if (v) m.axis = *v;
    else in.add(childPath(at, "axis"), "is " + describeValue(*a) + ", expected \"x\" or \"y\"");
    good = good && v;
  } else {
    good = false;
  }
  if (!in.member(*j, at, "index", true)) good = false;
  good = readByte(in, *j, at, "index", Oscillators::kCount - 1, " (one of the game's 16 oscillators)", m.index) && good;
  good = readByte(in, *j, at, "center", 255, " (the byte subtracted from the value's high byte)", m.center) && good;
  good = readByte(in, *j, at, "shift", Oscillators::kMaxShift, " (bits the offset is shifted right)", m.shift) && good;
  good = readBool(in, *j, at, "negate", m.negate) && good;
  good = readBool(in, *j, at, "lagged", m.lagged) && good;
  good = readOtherAxis(in, *j, at, version, m) && good;
  good = readRadius(in, *j, at, version, m) && good;
  if (!good) return false;
  o.osc = m;
  // Version 19: a hurt zone moving along an axis, not only swinging.
  if (hurtMovesAlongAxis(o) && version < kLevelFormatHurtAxisVersion) {
    in.add(at, "moves a hurt zone along an axis: " + newerFieldMessage(kLevelFormatHurtAxisVersion, version));
    return false;
  }
  if (std::string why = objectProblem(o); !why.empty()) {
    in.add(where, why);
    return false;
  }
  return true;
}

void appendObjectOscillate(std::string& out, const SolidObject& o) {
  const OscMotion& m = o.osc;
  if (m.table == OscTable::None) return;
  out += ", \"oscillate\": {\"table\": \"";
  out += oscTableName(m.table);
  out += "\", \"index\": " + std::to_string(m.index);
  out += ", \"axis\": \"";
  out += objectAxisName(m.axis);
  out += "\", \"center\": " + std::to_string(m.center);
  out += ", \"negate\": ";
  out += m.negate ? "true" : "false";
  out += ", \"shift\": " + std::to_string(m.shift);
  out += ", \"lagged\": ";
  out += m.lagged ? "true" : "false";
  if (hasOtherAxis(m)) {
    out += ", \"other_index\": " + std::to_string(m.otherIndex);
    out += ", \"other_negate\": ";
    out += m.otherNegate ? "true" : "false";
  }
  if (swings(m)) out += ", \"radius\": " + std::to_string(m.radius);
  out += '}';
}

bool hurtMovesAlongAxis(const SolidObject& o) {
  return o.kind == ObjectKind::Hurt && o.osc.table != OscTable::None && !swings(o.osc);
}

bool levelHasHurtAlongAxis(const Level& level) {
  for (const SolidObject& o : level.objects) {
    if (hurtMovesAlongAxis(o)) return true;
  }
  return false;
}

bool levelHasOscillatingObjects(const Level& level) {
  for (const SolidObject& o : level.objects) {
    if (o.osc.table != OscTable::None) return true;
  }
  return false;
}

bool levelHasSwing(const Level& level) {
  for (const SolidObject& o : level.objects) {
    if (o.osc.table != OscTable::None && swings(o.osc)) return true;
  }
  return false;
}

bool levelHasTwoAxisOscillation(const Level& level) {
  for (const SolidObject& o : level.objects) {
    if (o.osc.table != OscTable::None && hasOtherAxis(o.osc)) return true;
  }
  return false;
}

}  // namespace solidtile::io
