#include "sonic1_markers.h"

#include "data_reader.h"
#include "grass_objects.h"
#include "object_names.h"
#include "swing_objects.h"
#include "solidtile/io/sonic1_objects.h"
#include "solidtile/io/sonlvl_objects.h"

namespace solidtile::io {

std::vector<Marker> sonic1Markers(const SonlvlProject& project, const IniSection& level, ProblemList& problems,
                                  std::vector<SolidObject>& objects, std::size_t& dropped, std::vector<Problem>& notes) {
  DataReader reader(project, level, problems);
  const std::optional<Bytes> bytes = reader.read("objects", "objectscmp", "Uncompressed", false);
  if (!bytes) return {};
  const Sonic1ObjectsResult parsed = parseSonic1Objects(*bytes);
  if (!parsed.objects) {
    for (const Problem& p : parsed.problems) problems.add("objects, " + p.where, p.what);
    return {};
  }
  const ObjectNames names = objectListNames(project, level);
  // Obj2F's heights, only when the layout holds one (grass_objects.h).
  std::optional<SonlvlGrassTables> grass;
  std::string grassMissing;
  std::size_t bare = 0;
  for (const Sonic1Object& o : *parsed.objects) {
    if (o.id == kObj2FLargeGrassId && !grass && grassMissing.empty())
      grass = readSonic1GrassTables(sonic1MiscBeside(project.folder), grassMissing);
  }
  std::vector<Marker> out;
  out.reserve(parsed.objects->size());
  for (const Sonic1Object& o : *parsed.objects) {
    out.push_back({o.id, names[o.id], o.x, o.y, o.subtype});
    SonlvlObjectEntry e{o.id, o.subtype, o.x, o.y, o.flipX, o.flipY};
    e.grass = grass ? &*grass : nullptr;
    e.sonic1Zone = sonic1ZoneOfLevel(level.name);
    if (o.id == kObj2FLargeGrassId && !grass) ++bare;
    if (!addSonlvlObject(SonlvlGame::Sonic1, e, objects)) ++dropped;
  }
  if (bare > 0) {
    notes.push_back({"objects", std::to_string(bare) + " Obj2F large grassy platform" + (bare == 1 ? "" : "s") +
                                    " stay markers: their heights are the game's misc/mz_pfm*.bin, read from the "
                                    "disassembly beside the project: " + grassMissing});
  }
  return out;
}

}  // namespace solidtile::io
