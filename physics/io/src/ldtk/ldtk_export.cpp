// A Level as an LDtk project: the Tiled model of the level (mapFromLevel)
// written in LDtk's terms. Every key LDtk's JSON schema requires is written,
// so LDtk opens the file as it saved it; ids are counters, so the same level
// gives the same bytes.
#include <cmath>
#include <cstdio>

#include <nlohmann/json.hpp>

#include "png/png_codec.h"
#include "tiled/tiled_map.h"
#include "ldtk_project.h"
#include "solidtile/io/ldtk.h"
#include "solidtile/io/mask_sheet.h"

namespace solidtile::io {
namespace {

using OJson = nlohmann::ordered_json;
using tiled::Property;

constexpr int kTilesetUid = 1;
constexpr int kEntityLayerUid = 2;
constexpr int kTagLayerUid = 3;   // and 4
constexpr int kPathLayerUid = 5;  // and 6
constexpr int kEntityUid = 10;    // one per kEntities
constexpr int kFieldUid = 100;    // entity fields, numbered in kEntities' order
constexpr int kLevelFieldUid = 400;
constexpr int kNextUid = 500;
static_assert(kFieldUid + static_cast<int>(std::size(ldtk::kEntities)) * ldtk::kMaxEntityFields <= kLevelFieldUid,
              "entity field uids run into the level fields'");
constexpr const char* kTagColors[] = {"#000000", "#8B9BB4", "#2CE8F5", "#E4A672", "#B86F50"};

// LDtk names everything by an iid (a UUID); counters in UUID form keep exports reproducible.
std::string iid(int n) {
  char buf[40];
  std::snprintf(buf, sizeof buf, "00000000-0000-4000-8000-%012d", n);
  return buf;
}

const char* typeName(ldtk::FieldType t) {
  switch (t) {
    case ldtk::FieldType::Int: return "Int";
    case ldtk::FieldType::Bool: return "Bool";
    case ldtk::FieldType::String: break;
  }
  return "String";
}

OJson fieldDef(const char* name, ldtk::FieldType type, int uid) {
  const std::string t = typeName(type);
  return OJson{{"identifier", name}, {"doc", nullptr}, {"__type", t}, {"uid", uid}, {"type", "F_" + t},
               {"isArray", false}, {"canBeNull", true}, {"arrayMinLength", nullptr}, {"arrayMaxLength", nullptr},
               {"editorDisplayMode", "Hidden"}, {"editorDisplayScale", 1}, {"editorDisplayPos", "Above"},
               {"editorLinkStyle", "StraightArrow"}, {"editorDisplayColor", nullptr}, {"editorAlwaysShow", false},
               {"editorShowInWorld", true}, {"editorCutLongValues", true}, {"editorTextSuffix", nullptr},
               {"editorTextPrefix", nullptr}, {"useForSmartColor", false}, {"exportToToc", false}, {"searchable", false},
               {"min", nullptr}, {"max", nullptr}, {"regex", nullptr}, {"acceptFileTypes", nullptr},
               {"defaultOverride", nullptr}, {"textLanguageMode", nullptr}, {"symmetricalRef", false},
               {"autoChainRef", true}, {"allowOutOfLevelRef", true}, {"allowedRefs", "OnlySame"},
               {"allowedRefsEntityUid", nullptr}, {"allowedRefTags", OJson::array()}, {"tilesetUid", nullptr}};
}

// A field's value as the property text gives it; null when absent.
OJson fieldInstance(const char* name, ldtk::FieldType type, int uid, const Property* p) {
  OJson value = nullptr, editor = OJson::array();
  if (p) {
    if (type == ldtk::FieldType::Int) {
      value = std::stoll(p->value);  // written by level_to_map.cpp from an integer
      editor.push_back({{"id", "V_Int"}, {"params", {value}}});
    } else if (type == ldtk::FieldType::Bool) {
      value = p->value == "true";
      editor.push_back({{"id", "V_Bool"}, {"params", {value}}});
    } else {
      value = p->value;
      editor.push_back({{"id", "V_String"}, {"params", {value}}});
    }
  }
  return OJson{{"__identifier", name}, {"__type", typeName(type)}, {"__value", value}, {"__tile", nullptr},
               {"defUid", uid}, {"realEditorValues", editor}};
}

OJson layerDef(const char* identifier, const char* type, int uid, OJson intGridValues, OJson tilesetUid) {
  return OJson{{"__type", type}, {"identifier", identifier}, {"type", type}, {"uid", uid}, {"doc", nullptr},
               {"uiColor", nullptr}, {"gridSize", ldtk::kGridSize}, {"guideGridWid", 0}, {"guideGridHei", 0},
               {"displayOpacity", 1}, {"inactiveOpacity", 1}, {"hideInList", false}, {"hideFieldsWhenInactive", true},
               {"canSelectWhenInactive", true}, {"renderInWorldView", true}, {"pxOffsetX", 0}, {"pxOffsetY", 0},
               {"parallaxFactorX", 0}, {"parallaxFactorY", 0}, {"parallaxScaling", true},
               {"requiredTags", OJson::array()}, {"excludedTags", OJson::array()},
               {"autoTilesKilledByOtherLayerUid", nullptr}, {"uiFilterTags", OJson::array()},
               {"useAsyncRender", false}, {"intGridValues", std::move(intGridValues)},
               {"intGridValuesGroups", OJson::array()}, {"autoRuleGroups", OJson::array()},
               {"autoSourceLayerDefUid", nullptr}, {"tilesetDefUid", std::move(tilesetUid)}, {"tilePivotX", 0},
               {"tilePivotY", 0}, {"biomeFieldUid", nullptr}};
}

OJson layerInstance(const char* identifier, const char* type, int defUid, int width, int height, int n) {
  return OJson{{"__identifier", identifier}, {"__type", type}, {"__cWid", width}, {"__cHei", height},
               {"__gridSize", ldtk::kGridSize}, {"__opacity", 1}, {"__pxTotalOffsetX", 0}, {"__pxTotalOffsetY", 0},
               {"__tilesetDefUid", nullptr}, {"__tilesetRelPath", nullptr}, {"iid", iid(n)}, {"levelId", 0},
               {"layerDefUid", defUid}, {"pxOffsetX", 0}, {"pxOffsetY", 0}, {"visible", true},
               {"optionalRules", OJson::array()}, {"intGridCsv", OJson::array()}, {"autoLayerTiles", OJson::array()},
               {"seed", 0}, {"overrideTilesetUid", nullptr}, {"gridTiles", OJson::array()},
               {"entityInstances", OJson::array()}};
}

// "1,2,3" (as level_to_map.cpp writes heights and edges) as [1,2,3].
OJson numbers(const std::string& text) {
  OJson out = OJson::array();
  std::size_t i = 0;
  while (i <= text.size()) {
    std::size_t end = text.find(',', i);
    if (end == std::string::npos) end = text.size();
    out.push_back(std::stoi(text.substr(i, end - i)));
    i = end + 1;
  }
  return out;
}

// A tile's mask as the JSON of its custom data: heights and edges as arrays, angle a number or "auto".
std::string customData(const tiled::TileDef& def) {
  OJson data = OJson::object();
  for (const Property& p : def.properties) {
    if (p.name == "heights" || p.name == "edges") data[p.name] = numbers(p.value);
    else if (p.name == "angle" && p.type == "int") data[p.name] = std::stoi(p.value);
    else data[p.name] = p.value;
  }
  return data.dump();
}

OJson entityDefs() {
  OJson out = OJson::array();
  int field = kFieldUid;
  for (std::size_t e = 0; e < std::size(ldtk::kEntities); ++e) {
    const ldtk::EntitySpec& spec = ldtk::kEntities[e];
    OJson fields = OJson::array();
    for (const ldtk::FieldSpec& f : spec.fields) {
      if (f.name) fields.push_back(fieldDef(f.name, f.type, field));
      ++field;
    }
    out.push_back(OJson{{"identifier", spec.identifier}, {"uid", kEntityUid + static_cast<int>(e)},
                        {"tags", OJson::array()}, {"exportToToc", false}, {"allowOutOfBounds", true}, {"doc", nullptr},
                        {"width", ldtk::kGridSize}, {"height", ldtk::kGridSize}, {"resizableX", !spec.point},
                        {"resizableY", !spec.point}, {"minWidth", nullptr}, {"maxWidth", nullptr},
                        {"minHeight", nullptr}, {"maxHeight", nullptr}, {"keepAspectRatio", false},
                        {"tileOpacity", 1}, {"fillOpacity", 0.25}, {"lineOpacity", 1}, {"hollow", false},
                        {"color", spec.color}, {"renderMode", "Rectangle"}, {"showName", true}, {"tilesetId", nullptr},
                        {"tileRenderMode", "FitInside"}, {"tileRect", nullptr}, {"uiTileRect", nullptr},
                        {"nineSliceBorders", OJson::array()}, {"maxCount", spec.identifier == std::string("start") ? 1 : 0},
                        {"limitScope", "PerLevel"}, {"limitBehavior", "MoveLastOne"}, {"pivotX", 0}, {"pivotY", 0},
                        {"fieldDefs", std::move(fields)}});
  }
  return out;
}

// Floor division, for the grid cell of a position left of or above the level.
int cellOf(double px) { return static_cast<int>(std::floor(px / ldtk::kGridSize)); }

OJson entityInstance(const tiled::Object& o, int n) {
  std::size_t e = 0;
  while (e + 1 < std::size(ldtk::kEntities) && o.type != ldtk::kEntities[e].identifier) ++e;
  const ldtk::EntitySpec& spec = ldtk::kEntities[e];
  // A point's size is the definition's; a rectangle of no width (a switcher's line) is a pixel wide.
  const auto size = [&](double v) { return spec.point ? ldtk::kGridSize : std::max(1, static_cast<int>(v)); };
  OJson fields = OJson::array();
  int field = kFieldUid + static_cast<int>(e) * ldtk::kMaxEntityFields;
  for (const ldtk::FieldSpec& f : spec.fields) {
    if (f.name) {
      Property named{"name", "string", o.name};
      const Property* p = std::string_view(f.name) == "name" ? &named : tiled::findProperty(o.properties, f.name);
      fields.push_back(fieldInstance(f.name, f.type, field, p));
    }
    ++field;
  }
  const int x = static_cast<int>(o.x), y = static_cast<int>(o.y);
  return OJson{{"__identifier", spec.identifier}, {"__grid", {cellOf(o.x), cellOf(o.y)}}, {"__pivot", {0, 0}},
               {"__tags", OJson::array()}, {"__tile", nullptr}, {"__smartColor", spec.color}, {"iid", iid(n)},
               {"width", size(o.width)}, {"height", size(o.height)}, {"defUid", kEntityUid + static_cast<int>(e)},
               {"px", {x, y}}, {"fieldInstances", std::move(fields)}, {"__worldX", x}, {"__worldY", y}};
}

// LDtk's level identifiers are letters, digits and '_', not starting with a digit.
std::string levelIdentifier(const std::string& name) {
  std::string out;
  for (char c : name) {
    const bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
    out += ok ? c : '_';
    if (out.size() == 60) break;
  }
  if (out.empty() || (out[0] >= '0' && out[0] <= '9')) out = "Level_" + out;
  return out;
}

}  // namespace

LdtkFiles exportLdtk(const LevelFile& file, const std::string& image) {
  std::vector<SheetCell> cells;
  const tiled::Map map = tiled::mapFromLevel(file, {"", image}, &cells);
  const Level& level = file.level;
  const tiled::Tileset& ts = map.tilesets.front();
  const int width = level.width(), height = level.height();
  int serial = 1;

  OJson tileData = OJson::array();
  for (const tiled::TileDef& def : ts.tiles) tileData.push_back({{"tileId", def.id}, {"data", customData(def)}});
  const int rows = ts.imageHeight / kTileSize;
  OJson tileset{{"__cWid", ts.columns}, {"__cHei", rows}, {"identifier", ldtk::kTilesetIdentifier},
                {"uid", kTilesetUid}, {"relPath", image}, {"embedAtlas", nullptr}, {"pxWid", ts.imageWidth},
                {"pxHei", ts.imageHeight}, {"tileGridSize", kTileSize}, {"spacing", 0}, {"padding", 0},
                {"tags", OJson::array()}, {"tagsSourceEnumUid", nullptr}, {"enumTags", OJson::array()},
                {"customData", std::move(tileData)}, {"savedSelections", OJson::array()}};

  OJson tagValues = OJson::array();
  for (int t = 1; t < kTileTagCount; ++t) {
    tagValues.push_back({{"value", t}, {"identifier", tileTagName(static_cast<TileTag>(t))}, {"color", kTagColors[t]},
                         {"tile", nullptr}, {"groupUid", 0}});
  }
  OJson layerDefs = OJson::array();
  layerDefs.push_back(layerDef(ldtk::kEntityLayer, "Entities", kEntityLayerUid, OJson::array(), nullptr));
  for (int l = 0; l < 2; ++l) layerDefs.push_back(layerDef(ldtk::kTagLayers[l], "IntGrid", kTagLayerUid + l, tagValues, nullptr));
  for (int l = 0; l < 2; ++l) layerDefs.push_back(layerDef(ldtk::kPathLayers[l], "Tiles", kPathLayerUid + l, OJson::array(), kTilesetUid));

  OJson levelFieldDefs = OJson::array(), levelFields = OJson::array();
  for (std::size_t f = 0; f < std::size(ldtk::kLevelFields); ++f) {
    const int uid = kLevelFieldUid + static_cast<int>(f);
    levelFieldDefs.push_back(fieldDef(ldtk::kLevelFields[f], ldtk::FieldType::String, uid));
    const char* property = f == 4 ? tiled::kExtraProperty : ldtk::kLevelFields[f];
    levelFields.push_back(fieldInstance(ldtk::kLevelFields[f], ldtk::FieldType::String, uid,
                                        tiled::findProperty(map.properties, property)));
  }

  // Layers top first, as LDtk lists them: the entities, the tags, the paths.
  OJson layers = OJson::array();
  OJson entities = layerInstance(ldtk::kEntityLayer, "Entities", kEntityLayerUid, width, height, serial++);
  for (const tiled::Object& o : map.objects) entities["entityInstances"].push_back(entityInstance(o, serial++));
  layers.push_back(std::move(entities));
  for (int l = 0; l < level.layerCount(); ++l) {
    if (!level.hasTags(l)) continue;
    OJson tags = layerInstance(ldtk::kTagLayers[l], "IntGrid", kTagLayerUid + l, width, height, serial++);
    OJson& csv = tags["intGridCsv"];
    for (std::uint8_t t : level.tagData(l)) csv.push_back(t);
    layers.push_back(std::move(tags));
  }
  for (const tiled::TileLayer& layer : map.layers) {
    const int l = layer.name == tiled::kPathLayerNames[1] ? 1 : 0;
    if (layer.name != tiled::kPathLayerNames[l]) continue;  // the Tiled model's tag layers: written above
    OJson tiles = layerInstance(ldtk::kPathLayers[l], "Tiles", kPathLayerUid + l, width, height, serial++);
    tiles["__tilesetDefUid"] = kTilesetUid;
    tiles["__tilesetRelPath"] = image;
    OJson& grid = tiles["gridTiles"];
    for (std::size_t i = 0; i < layer.gids.size(); ++i) {
      const std::uint32_t gid = layer.gids[i];
      if (gid == 0) continue;
      const int t = static_cast<int>((gid & tiled::kGidMask) - 1);
      const int x = static_cast<int>(i % static_cast<std::size_t>(width)), y = static_cast<int>(i / static_cast<std::size_t>(width));
      const int f = ((gid & tiled::kFlipH) ? 1 : 0) | ((gid & tiled::kFlipV) ? 2 : 0);
      grid.push_back({{"px", {x * kTileSize, y * kTileSize}},
                      {"src", {t % ts.columns * kTileSize, t / ts.columns * kTileSize}},
                      {"f", f}, {"t", t}, {"d", {static_cast<int>(i)}}, {"a", 1}});
    }
    layers.push_back(std::move(tiles));
  }

  OJson ldtkLevel{{"identifier", levelIdentifier(file.name)}, {"iid", iid(serial++)}, {"uid", 0}, {"worldX", 0},
                  {"worldY", 0}, {"worldDepth", 0}, {"pxWid", width * kTileSize}, {"pxHei", height * kTileSize},
                  {"__bgColor", "#40465B"}, {"bgColor", nullptr}, {"useAutoIdentifier", false}, {"bgRelPath", nullptr},
                  {"bgPos", nullptr}, {"bgPivotX", 0.5}, {"bgPivotY", 0.5}, {"__smartColor", "#ADADB5"},
                  {"__bgPos", nullptr}, {"externalRelPath", nullptr}, {"fieldInstances", std::move(levelFields)},
                  {"layerInstances", std::move(layers)}, {"__neighbours", OJson::array()}};

  OJson project{
      {"__header__", {{"fileType", "LDtk Project JSON"}, {"app", "Solidtile"}, {"doc", "https://ldtk.io/json"},
                      {"schema", "https://ldtk.io/files/JSON_SCHEMA.json"}, {"appAuthor", "Solidtile"},
                      {"appVersion", ldtk::kJsonVersion}, {"url", "https://ldtk.io"}}},
      {"iid", iid(0)}, {"jsonVersion", ldtk::kJsonVersion}, {"appBuildId", 0}, {"nextUid", kNextUid},
      {"identifierStyle", "Free"}, {"toc", OJson::array()}, {"worldLayout", "Free"}, {"worldGridWidth", 256},
      {"worldGridHeight", 256}, {"defaultLevelWidth", width * kTileSize}, {"defaultLevelHeight", height * kTileSize},
      {"defaultPivotX", 0}, {"defaultPivotY", 0}, {"defaultGridSize", ldtk::kGridSize},
      {"defaultEntityWidth", ldtk::kGridSize}, {"defaultEntityHeight", ldtk::kGridSize}, {"bgColor", "#40465B"},
      {"defaultLevelBgColor", "#40465B"}, {"minifyJson", true}, {"externalLevels", false}, {"exportTiled", false},
      {"simplifiedExport", false}, {"imageExportMode", "None"}, {"exportLevelBg", false}, {"pngFilePattern", nullptr},
      {"backupOnSave", false}, {"backupLimit", 10}, {"backupRelPath", nullptr}, {"levelNamePattern", "Level_%idx"},
      {"tutorialDesc", nullptr}, {"customCommands", OJson::array()}, {"flags", OJson::array()},
      {"defs", {{"layers", std::move(layerDefs)}, {"entities", entityDefs()}, {"tilesets", {std::move(tileset)}},
                {"enums", OJson::array()}, {"externalEnums", OJson::array()}, {"levelFields", std::move(levelFieldDefs)}}},
      {"levels", {std::move(ldtkLevel)}}, {"worlds", OJson::array()}, {"dummyWorldIid", iid(serial++)}};

  const SheetImage img = drawMaskSheet(cells, ts.columns);
  // Names come from a parsed level file, so valid UTF-8; replace rather than throw should one not be.
  return {project.dump(-1, ' ', false, OJson::error_handler_t::replace) + "\n", png::encodeRgba(img.rgba.data(), img.width, img.height)};
}

}  // namespace solidtile::io
