#include "twist_objects.h"

#include <algorithm>
#include <cctype>
#include <fstream>
#include <sstream>

#include "solidtile/level/twist.h"

namespace solidtile::io {

namespace {

std::string asmTrim(std::string s) {
  const auto notSpace = [](unsigned char c) { return !std::isspace(c); };
  s.erase(s.begin(), std::find_if(s.begin(), s.end(), notSpace));
  s.erase(std::find_if(s.rbegin(), s.rend(), notSpace).base(), s.end());
  return s;
}

// One dc.b operand: decimal, $hex or -$hex; nullopt past a byte's range.
std::optional<int> asmByte(std::string t) {
  t = asmTrim(t);
  if (t.empty()) return std::nullopt;
  bool negative = false;
  if (t[0] == '-') negative = true, t.erase(0, 1);
  int base = 10;
  if (!t.empty() && t[0] == '$') base = 16, t.erase(0, 1);
  if (t.empty()) return std::nullopt;
  int v = 0;
  for (const char c : t) {
    const int d = std::isdigit(static_cast<unsigned char>(c)) ? c - '0'
                  : base == 16 && std::isxdigit(static_cast<unsigned char>(c)) ? std::tolower(c) - 'a' + 10
                                                                                : -1;
    if (d < 0) return std::nullopt;
    v = v * base + d;
    if (v > 255) return std::nullopt;
  }
  return negative ? -v : v;
}

// The bytes of the "dc.b" lines after `label`, up to the next label or "even".
std::optional<std::vector<int>> asmTableAfter(const std::string& text, const std::string& label) {
  std::istringstream in(text);
  std::string line;
  bool inside = false;
  std::vector<int> out;
  while (std::getline(in, line)) {
    if (const auto c = line.find(';'); c != std::string::npos) line.erase(c);
    if (!inside) {
      inside = asmTrim(line) == label + ":";
      continue;
    }
    if (!line.empty() && !std::isspace(static_cast<unsigned char>(line[0]))) break;  // the next label
    const std::string t = asmTrim(line);
    if (t.empty()) continue;
    if (t.rfind("dc.b", 0) != 0) break;  // "even", or code
    std::stringstream ops(t.substr(4));
    std::string op;
    while (std::getline(ops, op, ',')) {
      const auto v = asmByte(op);
      if (!v) return std::nullopt;
      out.push_back(*v);
    }
  }
  if (!inside) return std::nullopt;
  return out;
}

}  // namespace

std::filesystem::path sonic2AsmBeside(const std::filesystem::path& projectFolder) {
  return projectFolder.parent_path() / "s2.asm";
}

std::optional<SonlvlTwistTables> readSonic2TwistTables(const std::filesystem::path& s2asm, std::string& why) {
  std::ifstream f(s2asm, std::ios::binary);
  if (!f) {
    why = s2asm.generic_string() + " not found";
    return std::nullopt;
  }
  std::stringstream buffer;
  buffer << f.rdbuf();
  const std::string text = buffer.str();
  const auto heights = asmTableAfter(text, "Obj06_CosineTable");
  const auto flips = asmTableAfter(text, "Obj06_FlipAngleTable");
  if (!heights || heights->size() != kTwistHeights) {
    why = "Obj06_CosineTable in " + s2asm.generic_string() + " is not " + std::to_string(kTwistHeights) + " bytes";
    return std::nullopt;
  }
  if (!flips || flips->size() != kTwistFlips) {
    why = "Obj06_FlipAngleTable in " + s2asm.generic_string() + " is not " + std::to_string(kTwistFlips) + " bytes";
    return std::nullopt;
  }
  SonlvlTwistTables t;
  for (const int v : *heights) {
    const int s = v > 127 ? v - 256 : v;  // "ext.w d1"
    if (s < kTwistMinHeight || s > kTwistMaxHeight) {
      why = "Obj06_CosineTable in " + s2asm.generic_string() + " holds " + std::to_string(s) + ", outside a twist's heights";
      return std::nullopt;
    }
    t.heights.push_back(static_cast<std::int8_t>(s));
  }
  for (const int v : *flips) t.flips.push_back(static_cast<std::uint8_t>(v & 0xFF));
  return t;
}

SonlvlObjectDecode sonic2Twist(const SonlvlObjectEntry& e) {
  // Obj06_Init: "tst.b subtype(a0); bpl.s Obj06_Spiral", else Obj06_Cylinder.
  if (e.subtype >= 0x80) return {std::nullopt, "the rotating cylinder (subtype >= $80, Obj06_Cylinder) is not modelled"};
  if (!e.twist) return {std::nullopt, "its path is the game's Obj06_CosineTable, read from s2.asm beside the project: not found"};
  SolidObject o;
  o.kind = ObjectKind::Twist;
  o.w = kTwistWidth;
  o.h = kTwistHeight;
  o.path = {{e.x - kTwistHalfWidth, e.y - kTwistHalfHeight}};
  o.twist = e.twist->heights;
  o.twistFlip = e.twist->flips;
  return {std::move(o), {}};
}

}  // namespace solidtile::io
