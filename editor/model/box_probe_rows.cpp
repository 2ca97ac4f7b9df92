#include "model/box_probe_rows.h"

#include <climits>
#include <cstdio>
#include <cstdlib>
#include "model/concat.h"

namespace solidtile::editor {
namespace {

std::string tileName(std::int32_t tx, std::int32_t ty) {
  return concat("(", std::to_string(tx), ",", std::to_string(ty), ")");
}

std::string kindOf(const Level& level, int path, std::int32_t tx, std::int32_t ty) {
  if (!level.inside(tx, ty)) return "outside";
  const Tile t = level.tile(path, tx, ty);
  std::string s = t.empty() ? std::string("empty") : concat("mask ", std::to_string(t.maskIndex()), " ", solidityName(t.solidity()));
  const TileTag tag = level.tag(path, tx, ty);
  if (tag != TileTag::None) {
    s += " ";
    s += tileTagName(tag);
  }
  return s;
}

const char* passWhy(BoxPass p, bool hit) {
  switch (p) {
    case BoxPass::Carry: return hit ? "blocks the platform's carry" : "the carry passes";
    case BoxPass::Horizontal: return hit ? "blocks the box's side: stopped at its edge" : "nothing to stop the side";
    case BoxPass::Head: return hit ? "blocks the head: vy cut at the tile's bottom" : "nothing above the head";
    case BoxPass::Ledge: return hit ? "a ledge top in the window" : "no ledge top here";
  }
  return "";
}

}  // namespace

std::string boxSubText(Sub v) {
  char buf[48];
  std::snprintf(buf, sizeof buf, "%s%d:%02X (%d, 0x%X)", v < 0 ? "-" : "", std::abs(v) >> 8,
                static_cast<unsigned>(std::abs(v) & 0xFF), v, static_cast<unsigned>(v));
  return buf;
}

std::vector<BoxProbeRow> boxProbeRows(const BoxRecord& r, const Level& level, int path, const BoxConfig& cfg) {
  std::vector<BoxProbeRow> rows;
  for (int i = 0; i < r.testCount; ++i) {
    const BoxTileTest& t = r.tests[i];
    rows.push_back({boxPassName(t.pass), tileName(t.tx, t.ty), kindOf(level, path, t.tx, t.ty), t.hit ? "hit" : "clear",
                    passWhy(t.pass, t.hit), t.hit});
  }
  for (int i = 0; i < r.floorCount; ++i) {
    const BoxFloorProbe& p = r.floors[i];
    BoxProbeRow row;
    row.pass = concat("floor F(", std::to_string(p.row), ")");
    if (p.object >= 0) {
      row.tile = concat("obj ", std::to_string(p.object));
      row.kind = "object";
    } else if (p.tx == INT32_MIN) {
      row.tile = "-";
      row.kind = "-";
    } else {
      row.tile = tileName(p.tx, p.ty);
      row.kind = kindOf(level, path, p.tx, p.ty);
    }
    const bool found = p.depth < 4096;
    row.result = found ? concat("depth ", boxSubText(p.depth)) : std::string("none");
    if (!found) {
      row.why = "no floor in this row under the bottom-centre";
    } else if (p.object >= 0) {
      row.why = "an object's top";
    } else if (p.supported) {
      row.why = p.laddersCount ? "a floor (ladder tops count)" : "a floor";
    } else {
      row.why = "a slope with nothing under it: not a floor";
    }
    row.decisive = found && p.supported;
    rows.push_back(row);
  }
  if (r.floorChecked) {
    const Sub h = boxSize(cfg).h * kSubPerPixel;
    BoxProbeRow row{"decision", "-", "-", "", "", false};
    const bool ground = r.margin > 0;
    const bool lands = ground ? r.yCompared > r.target - r.margin : r.yCompared >= r.target;
    row.result = lands ? "snaps to the floor" : "stays in the air";
    row.why = concat("bottom ", boxSubText(r.yCompared + h), ground ? " vs target - M " : " vs target ",
                     boxSubText(r.target + h - r.margin));
    row.decisive = lands;
    rows.push_back(row);
  }
  if (r.ledgeScanned) {
    BoxProbeRow row{"ledge", concat("col ", std::to_string(r.ledgeColumn)), "-", r.ledgeFound ? "found" : "none", "",
                    r.ledgeFound};
    row.why = concat("window y ", std::to_string(r.windowTop), "..", std::to_string(r.windowBottom),
                     r.ledgeFound ? concat(", ledge top at y ", std::to_string(r.ledgeY)) : std::string(", no ledge top in it"));
    rows.push_back(row);
  }
  return rows;
}

}  // namespace solidtile::editor
