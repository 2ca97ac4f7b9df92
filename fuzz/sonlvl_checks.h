// What must hold for any input to the SonLVL project parsers (the INI and
// Sonic 1's object layout); shared by the libFuzzer targets and the CTest that
// replays their corpora.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "solidtile/io/sonic1_objects.h"
#include "solidtile/io/sonlvl.h"

namespace solidtile::fuzz {

// Empty when the parser kept its contract: either objects and no problem, or
// one problem at an offset inside the data; every object read from a whole
// 6-byte entry before the end marker; the same result twice.
inline std::string checkSonic1Objects(std::string_view bytes) {
  const std::span<const std::uint8_t> in(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
  const io::Sonic1ObjectsResult r = io::parseSonic1Objects(in);
  if (r.objects.has_value() == !r.problems.empty()) return "objects and problems disagree";
  if (r.objects) {
    if (r.objects->size() * 6 + 2 > bytes.size()) return "more objects than whole entries before the end marker";
    for (const io::Sonic1Object& o : *r.objects) {
      if (o.y > 0x0FFF || o.id > 0x7F) return "an object's y or id keeps its flag bits";
    }
  } else if (r.problems.size() != 1 || r.problems[0].where.rfind("offset ", 0) != 0) {
    return "a refusal must name one offset";
  }
  const io::Sonic1ObjectsResult again = io::parseSonic1Objects(in);
  if (again.objects != r.objects || again.problems.size() != r.problems.size()) return "not deterministic";
  return {};
}

// Empty when the INI parser kept its contract: a file or problems naming
// lines, never both; every value splits into file entries without failing;
// the same result twice.
inline std::string checkSonlvlIni(std::string_view text) {
  const io::IniResult r = io::parseIni(text);
  if (r.ini.has_value() == !r.problems.empty()) return "file and problems disagree";
  for (std::size_t i = 0; i < r.problems.size(); ++i) {
    const io::Problem& p = r.problems[i];
    // The list's closing count of the problems past kMaxProblems is the one entry without a line.
    const bool count = i == io::kMaxProblems && p.where.empty() && p.what.rfind("and ", 0) == 0;
    if (p.where.rfind("line ", 0) != 0 && !count) return "a problem that names no line: " + p.where;
  }
  if (r.ini) {
    std::size_t entries = 0;
    for (const auto& [key, value] : r.ini->global.entries) entries += io::parseFileList(value, "/p").size();
    for (const io::IniSection& s : r.ini->sections) {
      for (const auto& [key, value] : s.entries) entries += io::parseFileList(value, "/p").size();
      if (!s.entries.empty() && s.find(s.entries.back().first) != &s.entries.back().second) return "find misses the last value";
    }
    if (entries > text.size()) return "more file entries than characters";
  }
  const io::IniResult again = io::parseIni(text);
  if (again.ini.has_value() != r.ini.has_value() || again.problems.size() != r.problems.size()) return "not deterministic";
  return {};
}

}  // namespace solidtile::fuzz
