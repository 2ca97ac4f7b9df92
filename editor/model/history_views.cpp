#include "model/history_views.h"

#include <algorithm>

namespace solidtile::editor {

void HistoryViews::update(const Timeline& t) {
  if (seen_ != &t || forgets_ != t.forgets() || frames_ > t.simulated()) {
    seen_ = &t;
    forgets_ = t.forgets();
    frames_ = 0;
    for (PlotSeries& s : series_) s = {};
    log_.clear();
  }
  const std::span<const PlayerState> states = t.sonic().states();
  for (std::size_t i = 0; i < kPlotted.size(); ++i) {
    PlotSeries& s = series_[i];
    for (std::size_t k = frames_; k < states.size(); ++k) {
      const float v = plotValue(states[k], kPlotted[i]);
      if (s.values.empty()) s.min = s.max = v;
      s.min = std::min(s.min, v);
      s.max = std::max(s.max, v);
      s.values.push_back(v);
    }
  }
  for (std::size_t k = std::max<std::size_t>(frames_, 1); k < states.size(); ++k) {
    for (const Event& e : t.sonic().events(k)) log_.push_back({k, e});
  }
  frames_ = states.size();
}

const PlotSeries& HistoryViews::series(const Timeline& t, Quantity q) {
  update(t);
  const auto i = static_cast<std::size_t>(std::find(kPlotted.begin(), kPlotted.end(), q) - kPlotted.begin());
  return series_[std::min(i, kPlotted.size() - 1)];
}

std::span<const FrameEvent> HistoryViews::eventLog(const Timeline& t) {
  update(t);
  return log_;
}

}  // namespace solidtile::editor
