#include "tileset_fields.h"

namespace solidtile::io::tiled {
namespace {

struct Rule {
  TilesetFieldName name;
  std::int64_t lo, hi;
  std::optional<int> fallback;  // nullopt: the field is required
  int Tileset::*member;
};

// In the order both readers have always reported them.
constexpr Rule kRules[] = {
    {{"tilewidth", "tilewidth", false}, 0, 1 << 20, std::nullopt, &Tileset::tileWidth},
    {{"tileheight", "tileheight", false}, 0, 1 << 20, std::nullopt, &Tileset::tileHeight},
    {{"tilecount", "tilecount", false}, 0, 1 << 24, -1, &Tileset::tileCount},
    {{"columns", "columns", false}, 0, 1 << 20, 0, &Tileset::columns},
    {{"margin", "margin", false}, 0, 1 << 16, 0, &Tileset::margin},
    {{"spacing", "spacing", false}, 0, 1 << 16, 0, &Tileset::spacing},
    {{"imagewidth", "width", true}, 0, 1 << 20, 0, &Tileset::imageWidth},
    {{"imageheight", "height", true}, 0, 1 << 20, 0, &Tileset::imageHeight},
};

// The field in lo..hi; `fallback` when absent; nullopt with a problem otherwise.
std::optional<std::int64_t> wholeIn(const std::optional<FieldValue>& v, const std::string& where, const char* key,
                                    std::int64_t lo, std::int64_t hi, std::optional<int> fallback, ProblemList& problems) {
  if (!v) {
    if (!fallback) problems.add(where, std::string("has no '") + key + "'");
    return fallback;
  }
  if (v->whole && *v->whole >= lo && *v->whole <= hi) return v->whole;
  const std::string shown = v->whole ? std::to_string(*v->whole) : v->shown;
  problems.add(where, std::string("'") + key + "' is " + shown + ", expected a whole number in " + std::to_string(lo) +
                          ".." + std::to_string(hi));
  return std::nullopt;
}

}  // namespace

void readTilesetFields(Tileset& ts, std::string_view name, std::string_view image, TiledSyntax syntax,
                       const TilesetFieldLookup& field, ProblemList& problems) {
  ts.name = std::string(name);
  if (ts.where.empty()) ts.where = "tileset " + inQuotes(ts.name);
  ts.image = std::string(image);
  for (const Rule& r : kRules) {
    const bool xmlImage = syntax == TiledSyntax::Xml && r.name.onXmlImage;
    const std::string where = xmlImage ? ts.where + " image" : ts.where;
    const char* key = syntax == TiledSyntax::Xml ? r.name.xml : r.name.json;
    ts.*r.member = static_cast<int>(wholeIn(field(r.name), where, key, r.lo, r.hi, r.fallback, problems).value_or(0));
  }
}

std::optional<int> tilesetTileId(const Tileset& ts, const std::optional<FieldValue>& id, ProblemList& problems) {
  const auto v = wholeIn(id, ts.where + " tile", "id", 0, (1 << 24) - 1, std::nullopt, problems);
  if (!v) return std::nullopt;
  return static_cast<int>(*v);
}

FieldValue fieldFromText(std::string_view text) {
  // At most 11 characters: every value in range fits, and no sum overflows.
  bool ok = !text.empty() && text.size() < 12;
  std::size_t i = 0;
  const bool negative = ok && text[0] == '-';
  if (negative) i = 1;
  ok = ok && i < text.size();
  std::int64_t out = 0;
  for (; ok && i < text.size(); ++i) {
    if (text[i] < '0' || text[i] > '9') ok = false;
    else out = out * 10 + (text[i] - '0');
  }
  if (!ok) return {std::nullopt, inQuotes(text)};
  return {negative ? -out : out, {}};
}

}  // namespace solidtile::io::tiled
