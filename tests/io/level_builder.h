// Level files and their text for the I/O tests.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "solidtile/io/level_file.h"

namespace solidtile::test {

// A level that uses every field: two layers, flips, every solidity, negative
// heights, a flagged and an auto angle, two path switchers and an unknown key.
inline io::LevelFile richLevel() {
  io::LevelFile f;
  f.name = "Green Hill \xE2\x80\x94 \"act\" 1";
  f.level = Level(5, 3, 2);
  HeightMask::Heights full{};
  full.fill(16);
  f.level.addMask(*HeightMask::fromHeights(full, kFlaggedAngle));
  f.level.addMask(*HeightMask::fromHeights({0, 0, 1, 2, 2, 3, 4, 5, 5, 6, 6, 7, 8, 9, 9, 9}, 0xE8));
  f.level.addMask(*HeightMask::fromHeights({-16, -15, -14, -13, -12, -11, -10, -9, -8, -7, -6, -5, -4, -3, -2, -1}, 0x60));
  f.autoAngle = {false, true, false};
  f.level.setTile(0, 0, 2, Tile::make(0, false, false, Solidity::All));
  f.level.setTile(0, 1, 2, Tile::make(1, true, false, Solidity::TopOnly));
  f.level.setTile(0, 2, 2, Tile::make(1, false, true, Solidity::SidesAndBottom));
  f.level.setTile(0, 3, 2, Tile::make(2, true, true, Solidity::None));
  f.level.setTile(1, 4, 0, Tile::make(2, false, false, Solidity::All));
  f.level.setTile(1, 4, 1, Tile::make(0, true, true, Solidity::TopOnly));
  f.level.startX = 40;
  f.level.startY = -8;
  f.level.switchers.push_back({32, 0, 47, 0, 1, true});
  f.level.switchers.push_back({-16, 8, 8, 1, 0, false});
  f.unknownJson = R"({"editor":{"camera":[10,20],"zoom":2.5},"notes":"keep me"})";
  return f;
}

// The smallest valid level as a JSON document, for tests to break one field at a time.
inline nlohmann::json minimalLevel() {
  return nlohmann::json::parse(R"({"format": "solidtile-level", "version": 1, "width": 2, "height": 1,
      "masks": [{"heights": [8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8], "angle": 0}],
      "layers": [{"tiles": [0, 1]}], "start": {"x": 0, "y": 0}})");
}

// minimalLevel() at `version` with the objects given as JSON text.
inline nlohmann::json objectsDoc(int version, const char* objects) {
  nlohmann::json doc = minimalLevel();
  doc["version"] = version;
  doc["objects"] = nlohmann::json::parse(objects);
  return doc;
}
// The same as a file's text.
inline std::string levelOf(int version, const char* objects) { return objectsDoc(version, objects).dump(); }

// The level a JSON document describes, read as a file's text would be.
inline io::LoadResult parseJson(const nlohmann::json& doc) { return io::parseLevel(doc.dump()); }

// "line 5, column 40" as nlohmann's own parser reports the text; "parsed" when it has no syntax error.
inline std::string jsonParserPosition(const std::string& text) {
  try {
    const nlohmann::json parsed = nlohmann::json::parse(text);
    return parsed.is_object() ? "parsed" : "not an object";
  } catch (const nlohmann::json::parse_error& e) {
    const std::string m = e.what();
    const std::size_t from = m.find("line ");
    return m.substr(from, m.find(':', from) - from);
  }
  return "parsed";
}

}  // namespace solidtile::test
