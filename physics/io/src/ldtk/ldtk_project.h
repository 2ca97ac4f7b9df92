// What Solidtile's LDtk projects hold by name: the layers, the entity types
// with their fields and the level fields, shared by the exporter and the
// importer so an exported project reads back to the same level. Both go
// through the Tiled map model (tiled/tiled_map.h): LDtk's tiles, tilesets
// and entities are Tiled's gids, tilesets and objects under other names.
#pragma once

#include <string>
#include <string_view>

namespace solidtile::io::ldtk {

inline constexpr const char* kJsonVersion = "1.5.3";
inline constexpr int kGridSize = 16;

// Layer identifiers; the importer lower-cases them and reads '_' as a space,
// which gives the Tiled model's names ("path 0", "tags path 0").
inline constexpr const char* kPathLayers[] = {"Path_0", "Path_1"};
inline constexpr const char* kTagLayers[] = {"Tags_path_0", "Tags_path_1"};
inline constexpr const char* kEntityLayer = "Solidtile";
inline constexpr const char* kTilesetIdentifier = "Solidtile_collision";

inline std::string lowerCase(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
  return out;
}
inline std::string modelName(std::string_view identifier) {
  std::string out = lowerCase(identifier);
  for (char& c : out) c = c == '_' ? ' ' : c;
  return out;
}

enum class FieldType { String, Int, Bool };
struct FieldSpec {
  const char* name;
  FieldType type;
};
// Field uids are counted in these slots per entity type (ldtk_export.cpp), from 100,
// below the level fields' 400 (300 while it was 40: format 19's kinds passed it).
inline constexpr int kMaxEntityFields = 48;
struct EntitySpec {
  const char* identifier;  // the Tiled model's object type
  bool point;              // its position is its pivot; else its rectangle's top left
  const char* color;
  FieldSpec fields[kMaxEntityFields];  // up to the first {nullptr}
};

// The object types level_to_map.cpp and level_extras.cpp write, with their properties.
inline constexpr EntitySpec kEntities[] = {
    {"start", true, "#63C74D", {{nullptr, FieldType::String}}},
    {"path_switcher", false, "#FEAE34",
     {{"ground_only", FieldType::Bool}, {"horizontal", FieldType::Bool}, {"left", FieldType::Int}, {"right", FieldType::Int}, {nullptr, FieldType::String}}},
    {"loop", false, "#2CE8F5", {{"air_to_high", FieldType::Bool}, {nullptr, FieldType::String}}},
    {"marker", true, "#B55088", {{"name", FieldType::String}, {"object_type", FieldType::Int}, {"subtype", FieldType::Int}, {nullptr, FieldType::String}}},
    {"solid_object", false, "#8B9BB4",
     {{"collapse_delay", FieldType::Int}, {"collapse_hold", FieldType::Int}, {"direction", FieldType::String},
      {"fall_carry", FieldType::Int}, {"fall_delay", FieldType::Int}, {"item", FieldType::Int},
      {"kind", FieldType::String}, {"logs", FieldType::Int}, {"loop", FieldType::String},
      // oscillate_property.h
      {"oscillate_axis", FieldType::String}, {"oscillate_center", FieldType::Int}, {"oscillate_index", FieldType::Int},
      {"oscillate_lagged", FieldType::Bool}, {"oscillate_negate", FieldType::Bool}, {"oscillate_shift", FieldType::Int},
      {"oscillate_table", FieldType::String},
      {"path", FieldType::String}, {"slope", FieldType::String}, {"speed", FieldType::Int},
      {"spring_speed", FieldType::Int},
      {"top_only", FieldType::Bool}, {"wait", FieldType::Int},
      // Level format 11, last so that the fields before keep their uids.
      {"nudge", FieldType::Bool},
      // Level format 13, likewise.
      {"on_screen", FieldType::Bool},
      // Level format 14, likewise (oscillate_property.h).
      {"oscillate_other_index", FieldType::Int}, {"oscillate_other_negate", FieldType::Bool},
      {"breaks", FieldType::String},
      // Level format 15, likewise: a block's vanishing cycle, an enemy's routine.
      {"vanish", FieldType::Int},
      {"motion", FieldType::String},
      {"retract", FieldType::String},
      // Level format 16, likewise: a twist's tables (tiled/twist_property.h).
      {"twist", FieldType::String}, {"twist_flip", FieldType::String},
      // Level format 16, likewise: a vine's subtype (level/vine.h).
      {"vine", FieldType::Int},
      // Level format 17, likewise: a block's or a hurt zone's timer (level/timer.h).
      {"timer", FieldType::String},
      // Level format 18, likewise: a fan that pulls (level/fan.h).
      {"pull", FieldType::Bool},
      // Level format 18, likewise: a block's route (level/route.h).
      {"route", FieldType::String},
      // Level format 18, likewise: a swing's chain length (oscillate_property.h).
      {"oscillate_radius", FieldType::Int},
      // Level format 18, likewise: what sets a stair off (level/stair.h).
      {"stair", FieldType::String},
      // Level format 19, likewise: a seesaw's ball (level/seesaw.h).
      {"ball", FieldType::Bool},
      // Level format 19, likewise: a hurt zone's spin (level/spin.h).
      {"spin", FieldType::String},
      // Level format 19, likewise: a lift's subtype (level/lift.h).
      {"lift", FieldType::Int},
      // Level format 19, likewise: where a brick lands and whether it floats (level/brick.h).
      {"land_y", FieldType::Int}, {"lava", FieldType::Bool},
      // Level format 20, likewise: a conveyor's speed (level/conveyor.h).
      {"belt", FieldType::Int},
      // Level format 20, likewise: an elevator's elev_dist (level/elevator.h).
      {"elevator", FieldType::Int},
      // Level format 20, likewise: a springboard's subtype (level/springboard.h).
      {"springboard", FieldType::Int},
      // Level format 20, likewise: a stomper's subtype (level/stomper.h).
      {"stomper", FieldType::Int}}},
};

// The map properties the Tiled model carries, as level fields (all strings).
inline constexpr const char* kLevelFields[] = {"name", "box_config", "profile", "controller", "solidtile_extra",
                                              "object_loading"};  // level format 10

}  // namespace solidtile::io::ldtk
