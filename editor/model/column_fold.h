// Folding the side columns by themselves on a small screen: when the columns
// (tools, Tile panel or inspector, mask editor) would leave the canvas under a
// usable width, the tools column folds to a strip first, then the right one.
// Decided again only when the layout's inputs change (window width, mask
// editor or debugger opened or closed), so a column the user unfolds stays
// unfolded until then. GL-free, tested headless.
#pragma once

#include <optional>
#include <string>

namespace solidtile::editor {

// Under this the timeline's toolbars wrap and the piano roll is a sliver.
inline constexpr float kUsableCanvasWidth = 600;

struct ColumnLayout {
  float window = 0;       // the window's width
  float left = 0;         // the tools column, unfolded
  float right = 0;        // the Tile panel or the inspector, unfolded
  float maskEditor = 0;   // the mask editor when open, else 0
  float strip = 0;        // a folded column's strip
  bool debugger = false;  // which panel the right column is (the inspector is wider)
};

struct Folds {
  bool left = false;
  bool right = false;
};

// The canvas's width with these folds.
float canvasWidth(const ColumnLayout& l, Folds f);

class AutoFold {
 public:
  // Called once a frame with the columns as they are; returns the folds to
  // apply (each only ever folds, never unfolds) when the layout changed and
  // the canvas would be narrower than `usable`, with `message` saying so.
  std::optional<Folds> update(const ColumnLayout& l, Folds now, std::string* message,
                              float usable = kUsableCanvasWidth);

 private:
  struct Key {
    int window = -1;
    bool maskEditor = false;
    bool debugger = false;
    bool operator==(const Key&) const = default;
  };
  std::optional<Key> seen_;
};

}  // namespace solidtile::editor
