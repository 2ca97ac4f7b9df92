#include "box_lint.h"

#include <algorithm>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <utility>

namespace solidtile::lint {
namespace {

// A tile as the lint reads it: the floor's height at its left and right edges
// (0..16 px, what the box's floor probe sees there) and how exact they are.
struct LintTile {
  bool floor = false;        // the box can stand on it (All or TopOnly, not a ladder or stair)
  bool oneWay = false;       // TopOnly
  bool blocksSides = false;  // All or SidesAndBottom
  bool full = false;
  int left = 0, right = 0;   // edge heights, px
  int top = 0;               // the highest column, px
  int slack = 0;             // px a column-read edge may be off by (0 when exact)
  int mask = -1;
  bool flipX = false;
  bool partial() const { return floor && !full; }
  bool slope() const { return partial() && left != right; }
};

LintTile lintTile(const Level& level, const BoxConfig& cfg, int layer, int tx, int ty) {
  LintTile t;
  const Tile tile = level.tile(layer, tx, ty);
  const TileTag tag = level.tag(layer, tx, ty);
  if (tile.empty() || tag == TileTag::Ladder || tag == TileTag::StairUpLeft || tag == TileTag::StairUpRight) return t;
  const std::uint8_t shape = level.boxShape(tile.maskIndex());
  if ((shape & Level::kShapeEmpty) != 0) return t;
  const Solidity s = tile.solidity();
  t.floor = s == Solidity::All || s == Solidity::TopOnly;
  t.oneWay = s == Solidity::TopOnly;
  t.blocksSides = s == Solidity::All || s == Solidity::SidesAndBottom;
  t.mask = tile.maskIndex();
  t.flipX = tile.flipX();
  // A floor mask upside down hangs from the top: full for the box (as box_tiles.h reads it).
  if ((shape & Level::kShapeFull) != 0 || tile.flipY()) {
    t.full = true;
    t.left = t.right = t.top = kTileSize;
    return t;
  }
  const HeightMask& m = level.mask(t.mask);
  const MaskEdges e = level.maskEdges(t.mask);
  const bool exact = cfg.slopeMode == SlopeMode::Linear && e.set();
  t.left = exact ? e.left : m.height(0);
  t.right = exact ? e.right : m.height(kTileSize - 1);
  if (t.flipX) std::swap(t.left, t.right);
  for (int c = 0; c < kTileSize; ++c) t.top = std::max(t.top, m.height(c));
  // Column heights sit half a pixel in from the edges: off by about a column's rise.
  if (!exact && t.left != t.right) t.slack = (std::abs(t.right - t.left) + 1 + kTileSize - 1) / kTileSize;
  return t;
}

std::string px(Sub s) {
  char buf[32];
  if (s % 256 == 0) {
    std::snprintf(buf, sizeof buf, "%d px", s / 256);
  } else {
    std::snprintf(buf, sizeof buf, "%.2f px", s / 256.0);
  }
  return buf;
}

std::string at(int tx, int ty) { return "tile (" + std::to_string(tx) + ", " + std::to_string(ty) + ")"; }

class Linter {
 public:
  Linter(const Level& level, const BoxConfig& cfg, std::size_t limit) : level_(level), cfg_(cfg), limit_(limit) {}

  std::vector<BoxLintIssue> run() {
    steepSlopes();
    for (int l = 0; l < level_.layerCount(); ++l) {
      smallDrops(l);
      midwayEnds(l);
      unsupportedSlopes(l);
      unreachablePlatforms(l);
    }
    unreachableObjects();
    return std::move(out_);
  }

 private:
  LintTile tile(int l, int x, int y) const { return lintTile(level_, cfg_, l, x, y); }
  bool full() const { return out_.size() >= limit_; }
  void add(BoxLintIssue::Kind k, int layer, int tx, int ty, std::string message, int object = -1) {
    if (!full()) out_.push_back({k, layer, tx, ty, object, std::move(message)});
  }

  // 001's margin rule per mask and flip: one finding at its first use.
  void steepSlopes() {
    std::map<std::pair<int, bool>, std::pair<TilePos2, int>> seen;
    for (int l = 0; l < level_.layerCount(); ++l) {
      for (int y = 0; y < level_.height(); ++y) {
        for (int x = 0; x < level_.width(); ++x) {
          const LintTile t = tile(l, x, y);
          if (!t.slope()) continue;
          // The rise over 16 px: edge to edge, or (column heights) first to last column plus one column's step.
          const int rise = std::abs(t.right - t.left) + (t.slack > 0 ? 1 : 0);
          if (static_cast<std::int64_t>(rise) * cfg_.walkSpeed < static_cast<std::int64_t>(kTileSize) * cfg_.snapMargin) continue;
          auto [it, fresh] = seen.try_emplace({t.mask, t.flipX}, std::pair<TilePos2, int>{{l, x, y}, 0});
          (void)fresh;
          ++it->second.second;
        }
      }
    }
    for (const auto& [key, where] : seen) {
      const TilePos2 p = where.first;
      const LintTile t = tile(p.layer, p.x, p.y);
      const int rise = std::abs(t.right - t.left) + (t.slack > 0 ? 1 : 0);
      const Sub drop = static_cast<Sub>(static_cast<std::int64_t>(rise) * cfg_.walkSpeed / kTileSize);
      add(BoxLintIssue::SteepForSpeed, p.layer, p.x, p.y,
          "mask " + std::to_string(key.first) + (key.second ? " (flipped)" : "") + " falls " + std::to_string(rise) +
              " px per tile: at the top speed " + px(cfg_.walkSpeed) + "/frame the floor drops " + px(drop) +
              " a frame, reaching M = " + px(cfg_.snapMargin) + ": walking down leaves the ground (" +
              std::to_string(where.second) + " tile" + (where.second == 1 ? "" : "s") + ")");
    }
  }

  // Where the floor is beside column `bx` for a box coming from a surface at
  // yA (px): the surface found at or below it, INT_MIN when it rises (a step
  // up or a wall: no drop), INT_MAX when nothing is within M.
  int floorBeside(int l, int bx, int r, int yA, bool fromLeft) const {
    const int marginPx = (cfg_.snapMargin + 255) / 256;
    for (int rr = r; rr * kTileSize <= yA + marginPx + kTileSize; ++rr) {
      const LintTile b = tile(l, bx, rr);
      const int e = fromLeft ? b.left : b.right;
      if (b.floor && e > 0) {
        const int yB = rr * kTileSize + kTileSize - e;
        return yB <= yA ? INT_MIN : yB;
      }
      if (b.blocksSides) return INT_MIN;
    }
    return INT_MAX;
  }

  void smallDrops(int l) {
    for (int y = 0; y < level_.height() && !full(); ++y) {
      for (int x = 0; x + 1 < level_.width(); ++x) {
        for (const bool right : {true, false}) {
          const int ax = right ? x : x + 1, bx = right ? x + 1 : x;
          const LintTile a = tile(l, ax, y);
          const int e = right ? a.right : a.left;
          if (!a.floor || e <= 0) continue;
          const int yA = y * kTileSize + kTileSize - e;
          const int yB = floorBeside(l, bx, y, yA, right);
          if (yB == INT_MIN || yB == INT_MAX) continue;
          const LintTile b = tile(l, bx, yB / kTileSize);
          const int d = yB - yA;
          if (d <= a.slack + b.slack || static_cast<Sub>(d) * 256 >= cfg_.snapMargin) continue;
          add(BoxLintIssue::SmallDrop, l, ax, y,
              "a drop of " + std::to_string(d) + " px at the " + (right ? "right" : "left") + " edge of " + at(ax, y) +
                  " is under M = " + px(cfg_.snapMargin) + ": the box snaps down it instead of falling");
        }
      }
    }
  }

  void midwayEnds(int l) {
    for (int y = 0; y < level_.height() && !full(); ++y) {
      for (int x = 0; x < level_.width(); ++x) {
        const LintTile t = tile(l, x, y);
        if (!t.slope()) continue;
        for (const bool right : {false, true}) {
          const int e = right ? t.right : t.left;
          if (e <= t.slack || e >= kTileSize - t.slack) continue;
          const LintTile n = tile(l, right ? x + 1 : x - 1, y);
          const int en = right ? n.left : n.right;
          if (n.floor && std::abs(en - e) <= t.slack + n.slack) continue;
          add(BoxLintIssue::SlopeEndsMidway, l, x, y,
              "the slope run ends midway at the " + std::string(right ? "right" : "left") + " edge of " + at(x, y) +
                  ", " + std::to_string(e) + " px up the tile: nothing continues it there");
        }
      }
    }
  }

  void unsupportedSlopes(int l) {
    for (int y = 0; y < level_.height() && !full(); ++y) {
      for (int x = 0; x < level_.width(); ++x) {
        const LintTile t = tile(l, x, y);
        if (!t.partial() || t.oneWay) continue;
        const LintTile under = tile(l, x, y + 1);
        if (under.full && under.blocksSides) continue;
        add(BoxLintIssue::SlopeWithoutSupport, l, x, y,
            "the slope piece at " + at(x, y) +
                " has no solid tile under it: slopes never block sideways, so a box walking below enters it "
                "(seed 001's map rule: solid tiles under every slope)");
      }
    }
  }

  struct Span {
    int x0, x1, y;    // pixels: [x0, x1), surface y
    int object = -1;  // the object whose top it is
  };

  // Everything the box can stand on and jump from: tile tops with room above, object tops.
  std::vector<Span> floors(int l) const {
    std::vector<Span> f;
    for (int y = 0; y < level_.height(); ++y) {
      for (int x = 0; x < level_.width(); ++x) {
        const LintTile t = tile(l, x, y);
        if (!t.floor) continue;
        const LintTile above = tile(l, x, y - 1);
        if (above.full && above.blocksSides) continue;
        f.push_back({x * kTileSize, (x + 1) * kTileSize, y * kTileSize + kTileSize - t.top});
      }
    }
    for (std::size_t i = 0; i < level_.objects.size(); ++i) {
      const SolidObject& o = level_.objects[i];
      for (const Waypoint& w : o.path) f.push_back({w.x, w.x + o.w, w.y, static_cast<int>(i)});
    }
    return f;
  }

  bool reachable(const std::vector<Span>& floors, Span p) const {
    const JumpReach j = jumpReach(cfg_);
    const BoxSize size = boxSize(cfg_);
    const int reach = static_cast<int>(static_cast<std::int64_t>(cfg_.walkSpeed) * 2 * j.frames / 256) + size.halfWidth;
    for (const Span& f : floors) {
      if (f.x1 <= p.x0 - reach || f.x0 >= p.x1 + reach) continue;
      if (f.object >= 0 && f.object == p.object) continue;         // the object's own path
      if (f.y == p.y && f.x0 >= p.x0 && f.x1 <= p.x1) continue;  // the platform itself
      if (static_cast<std::int64_t>(f.y - p.y) * 256 <= j.height) return true;
    }
    return false;
  }

  void unreachablePlatforms(int l) {
    std::vector<Span> all;  // built on the first one-way tile only
    bool built = false;
    const JumpReach j = jumpReach(cfg_);
    for (int y = 0; y < level_.height() && !full(); ++y) {
      for (int x = 0; x < level_.width(); ++x) {
        const LintTile t = tile(l, x, y);
        if (!t.floor || !t.oneWay) continue;
        // One finding per run of one-way tiles.
        int x1 = x;
        int top = y * kTileSize + kTileSize - t.top;
        while (x1 + 1 < level_.width()) {
          const LintTile n = tile(l, x1 + 1, y);
          if (!n.floor || !n.oneWay) break;
          top = std::min(top, y * kTileSize + kTileSize - n.top);
          ++x1;
        }
        if (!built) {
          all = floors(l);
          built = true;
        }
        const Span p{x * kTileSize, (x1 + 1) * kTileSize, top};
        if (!reachable(all, p)) {
          add(BoxLintIssue::UnreachablePlatform, l, x, y,
              "the one-way platform at " + at(x, y) + (x1 > x ? " (" + std::to_string(x1 - x + 1) + " tiles)" : "") +
                  " is out of reach: no floor near it lies within the jump's " + px(j.height) + " below it");
        }
        x = x1;
      }
    }
  }

  void unreachableObjects() {
    const std::vector<Span> all = floors(0);
    const JumpReach j = jumpReach(cfg_);
    for (std::size_t i = 0; i < level_.objects.size() && !full(); ++i) {
      const SolidObject& o = level_.objects[i];
      if (!o.topOnly || o.path.empty()) continue;
      bool ok = false;
      for (const Waypoint& w : o.path) ok = ok || reachable(all, {w.x, w.x + o.w, w.y, static_cast<int>(i)});
      if (ok) continue;
      const Waypoint w = o.path.front();
      add(BoxLintIssue::UnreachablePlatform, -1, w.x / kTileSize, w.y / kTileSize,
          "one-way platform object " + std::to_string(i) + " is out of reach at every waypoint: no floor near it lies within the jump's " +
              px(j.height) + " below it",
          static_cast<int>(i));
    }
  }

  struct TilePos2 {
    int layer, x, y;
  };

  const Level& level_;
  const BoxConfig& cfg_;
  std::size_t limit_;
  std::vector<BoxLintIssue> out_;
};

}  // namespace

const char* boxLintKindName(BoxLintIssue::Kind k) {
  switch (k) {
    case BoxLintIssue::SteepForSpeed: return "steep_for_speed";
    case BoxLintIssue::SmallDrop: return "small_drop";
    case BoxLintIssue::SlopeEndsMidway: return "slope_ends_midway";
    case BoxLintIssue::SlopeWithoutSupport: return "slope_without_support";
    case BoxLintIssue::UnreachablePlatform: return "unreachable_platform";
  }
  return "?";
}

JumpReach jumpReach(const BoxConfig& cfg) {
  // The frame order of box_step: jump, then gravity, then the move.
  JumpReach r;
  Sub vy = -cfg.jumpSpeed;
  for (;;) {
    vy = std::min<Sub>(vy + cfg.gravity, cfg.maxFall);
    if (vy >= 0 || r.frames > 100000) break;
    r.height -= vy;
    ++r.frames;
  }
  return r;
}

std::vector<BoxLintIssue> lintBoxLevel(const Level& level, const BoxConfig& cfg, std::size_t limit) {
  return Linter(level, cfg, limit).run();
}

}  // namespace solidtile::lint
