#include "model/markers.h"

#include <algorithm>

namespace solidtile::editor {

namespace {

auto lowerBound(std::vector<Marker>& list, std::size_t frame) {
  return std::lower_bound(list.begin(), list.end(), frame, [](const Marker& m, std::size_t f) { return m.frame < f; });
}

}  // namespace

bool Markers::add(std::size_t frame, std::string name) {
  const auto it = lowerBound(list_, frame);
  if (it != list_.end() && it->frame == frame) return false;
  list_.insert(it, Marker{frame, std::move(name)});
  return true;
}

bool Markers::rename(std::size_t frame, std::string name) {
  const auto it = lowerBound(list_, frame);
  if (it == list_.end() || it->frame != frame) return false;
  it->name = std::move(name);
  return true;
}

bool Markers::remove(std::size_t frame) {
  const auto it = lowerBound(list_, frame);
  if (it == list_.end() || it->frame != frame) return false;
  list_.erase(it);
  return true;
}

const Marker* Markers::at(std::size_t frame) const {
  for (const Marker& m : list_) {
    if (m.frame == frame) return &m;
  }
  return nullptr;
}

std::optional<std::size_t> Markers::after(std::size_t frame) const {
  for (const Marker& m : list_) {
    if (m.frame > frame) return m.frame;
  }
  return std::nullopt;
}

std::optional<std::size_t> Markers::before(std::size_t frame) const {
  for (auto it = list_.rbegin(); it != list_.rend(); ++it) {
    if (it->frame < frame) return it->frame;
  }
  return std::nullopt;
}

void Markers::framesInserted(std::size_t at, std::size_t count) {
  for (Marker& m : list_) {
    if (m.frame >= at) m.frame += count;
  }
}

void Markers::framesErased(std::size_t first, std::size_t count) {
  std::erase_if(list_, [&](const Marker& m) { return m.frame >= first && m.frame - first < count; });
  for (Marker& m : list_) {
    if (m.frame >= first) m.frame -= count;
  }
}

}  // namespace solidtile::editor
