#include "model/box_overlay.h"

#include <cstdio>
#include <string>
#include "model/concat.h"

namespace solidtile::editor {
namespace {

constexpr float kTile = 16.0f;  // kTileSize, as a float for layout
static_assert(kTileSize == 16);

float px(Sub s) { return static_cast<float>(s) / static_cast<float>(kSubPerPixel); }

void frameRect(DebugShapes& out, float x0, float y0, float x1, float y1, Colour c) { out.outlines.push_back({x0, y0, x1, y1, c}); }

void tileFrame(DebugShapes& out, std::int32_t tx, std::int32_t ty, Colour c, bool hit) {
  const float x0 = static_cast<float>(tx * kTileSize), y0 = static_cast<float>(ty * kTileSize);
  if (hit) out.fills.push_back({x0, y0, x0 + kTile, y0 + kTile, withAlpha(c, 0x50)});
  frameRect(out, x0, y0, x0 + kTile, y0 + kTile, hit ? withAlpha(c, 0xFF) : withAlpha(c, 0x70));
}

std::string subText(Sub s) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%d:%02X", s >> 8, static_cast<unsigned>(s & 0xFF));
  return buf;
}

void addPath(DebugShapes& out, std::span<const PathPoint> path, std::size_t from, std::size_t changedFrom, Colour before,
             Colour after) {
  for (std::size_t k = from + 1; k < path.size(); ++k) {
    out.lines.push_back({px(path[k - 1].x), px(path[k - 1].y), px(path[k].x), px(path[k].y), k >= changedFrom ? after : before});
  }
}

}  // namespace

Colour boxPassColour(BoxPass p) {
  switch (p) {
    case BoxPass::Carry: return box_colours::kCarry;
    case BoxPass::Horizontal: return box_colours::kHorizontal;
    case BoxPass::Head: return box_colours::kHead;
    case BoxPass::Ledge: return box_colours::kLedge;
  }
  return box_colours::kBox;
}

PixelRect boxRect(const BoxState& s, const BoxConfig& cfg) {
  const BoxSize size = boxSize(cfg);
  const int x = pixelOf(s.x), y = pixelOf(s.y);
  return {x, y, x + size.w - 1, y + size.h - 1};
}

DebugShapes buildBoxShapes(const BoxDebugFrame& f, const DebugOverlayOptions& o) {
  DebugShapes out;
  if (!f.now || !f.config) return out;
  const BoxState& s = *f.now;
  const BoxSize size = boxSize(*f.config);
  const float bx0 = px(s.x), by0 = px(s.y);
  const float bx1 = bx0 + static_cast<float>(size.w), by1 = by0 + static_cast<float>(size.h);
  const float footX = bx0 + static_cast<float>(size.w) / 2;

  if (o.ghost && !f.ghostPath.empty()) {
    addPath(out, f.ghostPath, 0, f.ghostChangedFrom, debug_colours::kGhost, debug_colours::kGhostChanged);
  }
  if (o.trail && f.history.size() > 1) {
    const std::size_t first = f.history.size() > static_cast<std::size_t>(o.trailFrames) + 1
                                  ? f.history.size() - static_cast<std::size_t>(o.trailFrames) - 1
                                  : 0;
    const Sub hw = size.w * kSubPerPixel / 2, hh = size.h * kSubPerPixel / 2;
    for (std::size_t k = first + 1; k < f.history.size(); ++k) {
      const BoxState& a = f.history[k - 1];
      const BoxState& b = f.history[k];
      out.lines.push_back({px(a.x + hw), px(a.y + hh), px(b.x + hw), px(b.y + hh), debug_colours::kTrail});
    }
  }
  if (f.level) {
    for (std::size_t i = 0; i < f.level->objects.size(); ++i) {
      const SolidObject& obj = f.level->objects[i];
      const ObjectPos p = objectPosition(obj, s.frame);
      const bool ridden = static_cast<std::int16_t>(i) == s.platform;
      const Colour c = ridden ? box_colours::kPlatform : box_colours::kObject;
      frameRect(out, px(p.x), px(p.y), px(p.x) + static_cast<float>(obj.w), px(p.y) + static_cast<float>(obj.h), c);
      if (ridden && o.labels) {
        out.labels.push_back({px(p.x), px(p.y) + static_cast<float>(obj.h), c, concat("riding #", std::to_string(i)), 0, 0});
      }
    }
  }

  const BoxRecord* r = f.record;
  if (r && o.tiles) {
    for (int i = 0; i < r->testCount; ++i) {
      const BoxTileTest& t = r->tests[i];
      tileFrame(out, t.tx, t.ty, boxPassColour(t.pass), t.hit);
      if (t.hit && o.labels) {
        out.labels.push_back({static_cast<float>(t.tx * kTileSize) + 1, static_cast<float>(t.ty * kTileSize) + 1,
                              boxPassColour(t.pass), boxPassName(t.pass), 0, 0});
      }
    }
  }
  if (r && o.sensors) {
    for (int i = 0; i < r->floorCount; ++i) {
      const BoxFloorProbe& p = r->floors[i];
      const float rowTop = static_cast<float>(p.row * kTileSize);
      if (p.tx != INT32_MIN && p.object < 0) tileFrame(out, p.tx, p.ty, box_colours::kProbe, p.supported);
      // The probe reads down the bottom-centre column from the row's top to its floor.
      const bool found = p.depth < 4096;
      const float floorY = rowTop + (found ? px(p.depth) : kTile);
      const Colour c = found ? box_colours::kProbe : withAlpha(box_colours::kProbe, 0x70);
      out.lines.push_back({footX, rowTop, footX, floorY, c});
      if (found) out.lines.push_back({footX - 3, floorY, footX + 3, floorY, c});
      if (o.labels) {
        std::string text = concat("F(", std::to_string(p.row), ")=", found ? subText(p.depth) : std::string("none"));
        if (p.object >= 0) text += concat(" obj ", std::to_string(p.object));
        out.labels.push_back({footX + 4, floorY, c, text, 0, 0.5f});
      }
    }
    if (r->floorChecked) {
      // target is the top the box would take on the floor; its bottom is the line drawn.
      const float targetY = px(r->target) + static_cast<float>(size.h);
      if (r->margin > 0) {
        out.fills.push_back({bx0 - 4, targetY - px(r->margin), bx1 + 4, targetY, box_colours::kMargin});
      }
      out.lines.push_back({bx0 - 6, targetY, bx1 + 6, targetY, box_colours::kTarget});
      if (o.labels) {
        std::string text = concat("target ", subText(r->target + size.h * kSubPerPixel));
        if (r->margin > 0) text += concat("  M ", subText(r->margin));
        // Left of the box: the probes' labels are on its right.
        out.labels.push_back({bx0 - 8, targetY, box_colours::kTarget, text, 1, 0.5f});
      }
    }
    if (r->ledgeScanned) {
      const float cx = static_cast<float>(r->ledgeColumn * kTileSize);
      out.fills.push_back({cx, static_cast<float>(r->windowTop), cx + kTile, static_cast<float>(r->windowBottom + 1),
                           withAlpha(box_colours::kLedge, 0x60)});
      frameRect(out, cx, static_cast<float>(r->windowTop), cx + kTile, static_cast<float>(r->windowBottom + 1),
                box_colours::kLedge);
      if (r->ledgeFound) {
        const float ly = static_cast<float>(r->ledgeY);
        out.lines.push_back({cx, ly, cx + kTile, ly, withAlpha(box_colours::kLedge, 0xFF)});
        if (o.labels) out.labels.push_back({cx + kTile + 2, ly, box_colours::kLedge, "ledge", 0, 0.5f});
      }
    }
  }

  if (o.body) {
    frameRect(out, bx0, by0, bx1, by1, box_colours::kBox);
    out.fills.push_back({footX - 1, by1 - 1, footX + 1, by1 + 1, box_colours::kFoot});
    if (o.labels) {
      std::string text = boxModeName(s.mode);
      if (s.mode == BoxMode::Stairs) text += s.stairDir > 0 ? " up-right" : " up-left";
      if (s.grounded()) text += (s.flags & boxflag::kIce) ? ", ice" : (s.flags & boxflag::kLadderTop) ? ", ladder top" : "";
      out.labels.push_back({footX, by0 - 2, box_colours::kBox, text, 0.5f, 1});
    }
  }
  return out;
}

}  // namespace solidtile::editor
