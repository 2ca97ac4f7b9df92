// The inspector's plots and event log over the whole history, kept up to date
// incrementally: frames stepped since the last look are appended, and only
// an edit that forgot frames makes them start again. Without this every UI
// frame would walk an hour's history (216,000 frames) four times over.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "model/timeline.h"

namespace solidtile::editor {

struct PlotSeries {
  std::vector<float> values;  // frames [0, simulated())
  float min = 0, max = 0;     // over values, for the plot's scale
};

class HistoryViews {
 public:
  static constexpr std::array<Quantity, 4> kPlotted = {Quantity::Gsp, Quantity::Xsp, Quantity::Ysp, Quantity::Angle};

  // The same values as timeline.series(q), for the quantities in kPlotted.
  const PlotSeries& series(const Timeline& t, Quantity q);
  // The same entries as timeline.sonic().eventLog().
  std::span<const FrameEvent> eventLog(const Timeline& t);

 private:
  void update(const Timeline& t);

  std::uint64_t forgets_ = ~std::uint64_t{0};
  const Timeline* seen_ = nullptr;
  std::size_t frames_ = 0;  // frames [0, frames_) are in the views
  std::array<PlotSeries, kPlotted.size()> series_;
  std::vector<FrameEvent> log_;
};

}  // namespace solidtile::editor
