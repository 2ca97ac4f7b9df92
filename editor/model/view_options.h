// What the canvas shows; persisted with the preferences.
#pragma once

namespace solidtile::editor {

enum class LayerView { Both = 0, ActiveOnly = 1, OtherDimmed = 2 };

struct ViewOptions {
  bool tileGrid = true;
  bool pixelGrid = true;    // drawn only from 8x up, where pixels are big enough
  bool angleColors = false;
  bool showStart = true;
  LayerView layers = LayerView::OtherDimmed;
  bool showBackground = true;  // the level's background image, when it has one
  bool showMarkers = true;     // imported object markers and Sonic 1's loop regions
  bool showTags = true;        // tile tags over the tiles (always while the tag tool is on)
  bool showObjects = true;     // moving platforms and their paths (always with the object tool)
  bool boxLint = false;        // the box lint window
  bool operator==(const ViewOptions&) const = default;
};

}  // namespace solidtile::editor
