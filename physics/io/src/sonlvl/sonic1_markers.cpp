#include "sonic1_markers.h"

#include "data_reader.h"
#include "object_names.h"
#include "solidtile/io/sonic1_objects.h"
#include "solidtile/io/sonlvl_objects.h"

namespace solidtile::io {

std::vector<Marker> sonic1Markers(const SonlvlProject& project, const IniSection& level, ProblemList& problems,
                                  std::vector<SolidObject>& objects, std::size_t& dropped) {
  DataReader reader(project, level, problems);
  const std::optional<Bytes> bytes = reader.read("objects", "objectscmp", "Uncompressed", false);
  if (!bytes) return {};
  const Sonic1ObjectsResult parsed = parseSonic1Objects(*bytes);
  if (!parsed.objects) {
    for (const Problem& p : parsed.problems) problems.add("objects, " + p.where, p.what);
    return {};
  }
  const ObjectNames names = objectListNames(project, level);
  std::vector<Marker> out;
  out.reserve(parsed.objects->size());
  for (const Sonic1Object& o : *parsed.objects) {
    out.push_back({o.id, names[o.id], o.x, o.y, o.subtype});
    if (!addSonlvlObject(SonlvlGame::Sonic1, {o.id, o.subtype, o.x, o.y, o.flipX, o.flipY}, objects)) ++dropped;
  }
  return out;
}

}  // namespace solidtile::io
