#include "model/column_fold.h"

#include <cmath>

namespace solidtile::editor {

float canvasWidth(const ColumnLayout& l, Folds f) {
  return l.window - (f.left ? l.strip : l.left) - (f.right ? l.strip : l.right) - l.maskEditor;
}

std::optional<Folds> AutoFold::update(const ColumnLayout& l, Folds now, std::string* message, float usable) {
  const Key key{static_cast<int>(std::lround(l.window)), l.maskEditor > 0, l.debugger};
  if (seen_ == key) return std::nullopt;
  seen_ = key;
  const float before = canvasWidth(l, now);
  if (before >= usable) return std::nullopt;
  Folds f = now;
  f.left = true;  // the tools column first: the brush and mask are also in the Tile panel and the mask editor
  if (canvasWidth(l, f) < usable) f.right = true;
  if (f.left == now.left && f.right == now.right) return std::nullopt;  // folding cannot help any more
  if (message) {
    // Short: the status bar shares its line with the pointer's tile at 1280 px.
    const char* right = l.debugger ? "inspector" : "Tile panel";
    std::string what = f.left && !now.left ? "Tools" : "";
    if (f.right && !now.right) what += what.empty() ? std::string(l.debugger ? "Inspector" : "Tile panel") : std::string(" and ") + right;
    *message = what + " folded: the canvas was " + std::to_string(static_cast<int>(before)) + " px (Shift+Tab unfolds)";
  }
  return f;
}

}  // namespace solidtile::editor
