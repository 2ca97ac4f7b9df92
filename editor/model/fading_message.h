// A status or timeline message stays for a while after it last changed, then
// goes, so "Generated arc..." does not stand there for the rest of the session.
#pragma once

#include <string>
#include <string_view>

namespace solidtile::editor {

class FadingMessage {
 public:
  static constexpr double kSeconds = 8;

  // What to show at time `now` (seconds) for the message `text`: `text` until
  // kSeconds after it last changed, then nothing. An empty text shows nothing.
  std::string_view shown(const std::string& text, double now) {
    if (text != last_) {
      last_ = text;
      since_ = now;
    }
    if (text.empty() || now - since_ >= kSeconds) return {};
    return text;
  }

 private:
  std::string last_;
  double since_ = 0;
};

}  // namespace solidtile::editor
