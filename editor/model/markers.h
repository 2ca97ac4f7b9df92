// Named frames of a timeline, kept in frame order. At most one per frame, so
// a frame names its marker. Inserting and deleting input frames moves them
// with the frames they name.
#pragma once

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace solidtile::editor {

struct Marker {
  std::size_t frame = 0;
  std::string name;
  bool operator==(const Marker&) const = default;
};

class Markers {
 public:
  // False when the frame already has a marker.
  bool add(std::size_t frame, std::string name);
  bool rename(std::size_t frame, std::string name);
  bool remove(std::size_t frame);
  void clear() { list_.clear(); }
  // Puts back a list all() gave (undo and redo of input and marker edits).
  void restore(std::span<const Marker> list) { list_.assign(list.begin(), list.end()); }

  const Marker* at(std::size_t frame) const;
  std::span<const Marker> all() const { return list_; }  // by frame
  // For "jump to the next/previous marker".
  std::optional<std::size_t> after(std::size_t frame) const;
  std::optional<std::size_t> before(std::size_t frame) const;

  // Frames from `at` on moved `count` later.
  void framesInserted(std::size_t at, std::size_t count);
  // Frames [first, first + count) are gone: their markers too; later ones move earlier.
  void framesErased(std::size_t first, std::size_t count);

 private:
  std::vector<Marker> list_;
};

}  // namespace solidtile::editor
