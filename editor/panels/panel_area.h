// The space a side column gets around the canvas: each panel returns the
// width it took so the canvas gets the rest.
#pragma once

namespace solidtile::editor {

struct PanelArea {
  float top = 0;
  float bottom = 0;  // window y where the status bar begins
  float windowWidth = 0;
};

}  // namespace solidtile::editor
