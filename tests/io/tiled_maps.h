// Tiled maps made in memory for the import tests, and a reader serving the
// files a map names from memory.
#pragma once

#include <map>
#include <optional>
#include <string>

#include "solidtile/io/tiled.h"

namespace solidtile::test {

// Files a map names, served from memory.
inline io::TiledFileReader filesOf(std::map<std::string, std::string> files) {
  return [files = std::move(files)](const std::string& path, std::string* why) -> std::optional<std::string> {
    const auto it = files.find(path);
    if (it == files.end()) {
      *why = "does not exist";
      return std::nullopt;
    }
    return it->second;
  };
}

inline io::TiledFileReader noFiles() { return filesOf({}); }

// A map around an embedded tileset and one layer of gids, for the import cases.
inline std::string tmxWith(const std::string& tileset, const std::string& data, int w = 2, int h = 1,
                           const std::string& extra = "", const std::string& dataAttrs = "encoding=\"csv\"") {
  return "<?xml version=\"1.0\"?>\n<map orientation=\"orthogonal\" width=\"" + std::to_string(w) + "\" height=\"" +
         std::to_string(h) + "\" tilewidth=\"16\" tileheight=\"16\" " + extra + ">\n" + tileset +
         "<layer name=\"ground\" width=\"" + std::to_string(w) + "\" height=\"" + std::to_string(h) + "\"><data " +
         dataAttrs + ">" + data + "</data></layer></map>\n";
}

inline std::string propertyTileset(const std::string& heights, const std::string& angle = "0", int tileSize = 16) {
  const std::string t = std::to_string(tileSize);
  return "<tileset firstgid=\"1\" name=\"m\" tilewidth=\"" + t + "\" tileheight=\"" + t +
         "\" tilecount=\"1\" columns=\"1\"><tile id=\"0\"><properties>"
         "<property name=\"heights\" value=\"" + heights + "\"/><property name=\"angle\" type=\"int\" value=\"" + angle +
         "\"/></properties></tile></tileset>\n";
}

inline std::string base64(const std::string& bytes) {
  static const char* k = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string out;
  unsigned acc = 0;
  int bits = 0;
  for (char c : bytes) {
    acc = (acc << 8) | static_cast<unsigned char>(c);
    bits += 8;
    while (bits >= 6) out += k[(acc >> (bits -= 6)) & 63u];
  }
  if (bits) out += k[(acc << (6 - bits)) & 63u];
  while (out.size() % 4) out += '=';
  return out;
}

inline const std::string kHalfFloor = "8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8";

}  // namespace solidtile::test
