#include "oscillate_property.h"

#include <charconv>
#include <cstdint>

#include "level/oscillate_fields.h"
#include "solidtile/io/level_file.h"

namespace solidtile::io::tiled {
namespace {

// A property's text as the JSON value the level file would hold, so the
// level reader judges it: whole numbers and true/false as themselves, the
// rest as strings (which it names as what they are, not what was expected).
Json asLevelValue(const std::string& text) {
  if (text == "true") return true;
  if (text == "false") return false;
  std::int64_t n = 0;
  const char* end = text.data() + text.size();
  const auto [p, ec] = std::from_chars(text.data(), end, n);
  if (!text.empty() && ec == std::errc() && p == end) return n;
  return text;
}

}  // namespace

void addOscillateProperties(const SolidObject& o, Properties& to) {
  const OscMotion& m = o.osc;
  if (m.table == OscTable::None) return;
  const std::string p = kOscillatePrefix;
  to.push_back({p + "axis", "string", objectAxisName(m.axis)});
  to.push_back({p + "center", "int", std::to_string(m.center)});
  to.push_back({p + "index", "int", std::to_string(m.index)});
  to.push_back({p + "lagged", "bool", m.lagged ? "true" : "false"});
  to.push_back({p + "negate", "bool", m.negate ? "true" : "false"});
  if (hasOtherAxis(m)) {  // version 14
    to.push_back({p + "other_index", "int", std::to_string(m.otherIndex)});
    to.push_back({p + "other_negate", "bool", m.otherNegate ? "true" : "false"});
  }
  if (swings(m)) to.push_back({p + "radius", "int", std::to_string(m.radius)});  // version 18
  to.push_back({p + "shift", "int", std::to_string(m.shift)});
  to.push_back({p + "table", "string", oscTableName(m.table)});
}

bool readOscillateProperties(const Properties& from, const std::string& where, SolidObject& o, ProblemList& problems) {
  Json osc = Json::object();
  for (const Property& p : from) {
    if (p.name.starts_with(kOscillatePrefix)) osc[p.name.substr(std::string_view(kOscillatePrefix).size())] = asLevelValue(p.value);
  }
  if (osc.empty()) return true;
  const Json object{{"oscillate", std::move(osc)}};
  ProblemList found;
  FieldReader in(found);
  // Its unknown keys are problems it reports without failing the read.
  if (readObjectOscillate(in, object, "", kLevelFormatVersion, o) && found.empty()) return true;
  // "oscillate.index: is 20, outside 0..15 (...)" as "property 'oscillate_index' is 20, ...".
  for (Problem& q : found.take()) {
    const std::string_view field = std::string_view(q.where).starts_with("oscillate.") ? std::string_view(q.where).substr(10) : "";
    if (q.where == "oscillate") problems.add(where, std::string("the ") + kOscillatePrefix + " properties: " + q.what);
    else if (field.empty()) problems.add(where, q.what);
    else problems.add(where, "property '" + std::string(kOscillatePrefix) + std::string(field) + "' " + q.what);
  }
  return false;
}

}  // namespace solidtile::io::tiled
