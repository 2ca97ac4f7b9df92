// Small LDtk projects written in the tests, shaped as LDtk saves them (only
// the keys Solidtile reads), for the import cases.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace solidtile::test::ldtk {

using Json = nlohmann::json;

inline Json intGridValue(int value, const std::string& identifier) {
  return {{"value", value}, {"identifier", identifier}, {"color", "#733E39"}, {"groupUid", 0}};
}

inline Json layerDef(const std::string& identifier, const char* type, int uid, Json values = Json::array()) {
  return {{"__type", type}, {"identifier", identifier}, {"type", type}, {"uid", uid}, {"gridSize", 16},
          {"intGridValues", std::move(values)}};
}

inline Json layer(const std::string& identifier, const char* type, int defUid, int w, int h) {
  return {{"__identifier", identifier}, {"__type", type}, {"__cWid", w}, {"__cHei", h}, {"__gridSize", 16},
          {"__tilesetDefUid", nullptr}, {"layerDefUid", defUid}, {"intGridCsv", Json::array()},
          {"gridTiles", Json::array()}, {"autoLayerTiles", Json::array()}, {"entityInstances", Json::array()}};
}

inline Json intGridLayer(const std::string& identifier, int defUid, int w, int h, std::vector<int> csv) {
  Json l = layer(identifier, "IntGrid", defUid, w, h);
  l["intGridCsv"] = csv;
  return l;
}

// A tile of a Tiles layer at cell (x, y): tileset tile t, flips f (1 x, 2 y).
inline Json tile(int x, int y, int t, int f = 0) {
  return {{"px", {x * 16, y * 16}}, {"src", {t * 16, 0}}, {"f", f}, {"t", t}, {"d", {0}}, {"a", 1}};
}

inline Json tilesLayer(const std::string& identifier, int defUid, int tilesetUid, int w, int h, Json tiles) {
  Json l = layer(identifier, "Tiles", defUid, w, h);
  l["__tilesetDefUid"] = tilesetUid;
  l["gridTiles"] = std::move(tiles);
  return l;
}

inline Json field(const std::string& name, Json value) {
  return {{"__identifier", name}, {"__type", "String"}, {"__value", std::move(value)}, {"defUid", 0}};
}

// An entity at (x, y) with LDtk's default pivot, the middle of its bottom edge.
inline Json entity(const std::string& identifier, int x, int y, int w = 16, int h = 16, Json fields = Json::array(),
                   Json pivot = {0.5, 1}) {
  return {{"__identifier", identifier}, {"__pivot", std::move(pivot)}, {"px", {x, y}}, {"width", w}, {"height", h},
          {"fieldInstances", std::move(fields)}};
}

inline Json entitiesLayer(int defUid, int w, int h, Json entities) {
  Json l = layer("Entities", "Entities", defUid, w, h);
  l["entityInstances"] = std::move(entities);
  return l;
}

inline Json tileset(const std::string& identifier, int uid, const std::string& image, int columns, Json customData = Json::array()) {
  return {{"identifier", identifier}, {"uid", uid}, {"relPath", image}, {"pxWid", columns * 16}, {"pxHei", 16},
          {"tileGridSize", 16}, {"spacing", 0}, {"padding", 0}, {"__cWid", columns}, {"__cHei", 1},
          {"customData", std::move(customData)}, {"enumTags", Json::array()}};
}

inline Json level(const std::string& identifier, int w, int h, Json layers, Json fields = Json::array()) {
  return {{"identifier", identifier}, {"pxWid", w * 16}, {"pxHei", h * 16}, {"fieldInstances", std::move(fields)},
          {"layerInstances", std::move(layers)}};
}

inline Json project(Json layerDefs, Json tilesets, Json levels) {
  return {{"jsonVersion", "1.5.3"},
          {"defs", {{"layers", std::move(layerDefs)}, {"tilesets", std::move(tilesets)}, {"entities", Json::array()}}},
          {"levels", std::move(levels)}, {"worlds", Json::array()}};
}

// Like LDtk's Typical_2D_platformer_example: an IntGrid 'Collisions' layer of
// dirt, ladder and stone, and a 'Player' entity; plus a one-way platform, ice
// and water, which the sample does not have. 6 x 4 cells:
//   . L . P P .
//   . L . . W I
//   d d s s d I        (d dirt, s stone, L ladder, P OneWay_platform, I Ice_block, W water)
//   d d d d d d
inline Json platformer() {
  const Json values = {intGridValue(1, "dirt"), intGridValue(3, "stone"), intGridValue(2, "ladder"),
                       intGridValue(4, "OneWay_platform"), intGridValue(5, "Ice_block"), intGridValue(6, "water")};
  const std::vector<int> csv = {0, 2, 0, 4, 4, 0,  //
                                0, 2, 0, 0, 6, 5,  //
                                1, 1, 3, 3, 1, 5,  //
                                1, 1, 1, 1, 1, 1};
  Json layers = {entitiesLayer(48, 6, 4, {entity("Player", 8, 32, 24, 24)}), intGridLayer("Collisions", 1, 6, 4, csv)};
  return project({layerDef("Entities", "Entities", 48), layerDef("Collisions", "IntGrid", 1, values)}, Json::array(),
                 {level("Your_typical_2D_platformer", 6, 4, std::move(layers))});
}

}  // namespace solidtile::test::ldtk
