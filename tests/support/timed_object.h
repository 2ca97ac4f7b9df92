// Timed objects for the tests (level format 17, level/timer.h): a block or a
// hurt zone w x h with its top-left at (x, y) and the timer `text` says
// (the level file's form; a test with a bad one fails here).
#pragma once

#include <gtest/gtest.h>

#include <string>

#include "solidtile/level/objects.h"
#include "solidtile/level/timer.h"

namespace solidtile::test {

inline ObjectTimer timerOf(const char* text) {
  std::string why;
  const auto t = parseTimer(text, &why);
  EXPECT_TRUE(t.has_value()) << text << ": " << why;
  return t.value_or(ObjectTimer{});
}

inline SolidObject timedObject(ObjectKind kind, int x, int y, int w, int h, const char* timer) {
  SolidObject o;
  o.kind = kind;
  o.w = w;
  o.h = h;
  o.path = {{x, y}};
  o.timer = timerOf(timer);
  return o;
}

}  // namespace solidtile::test
