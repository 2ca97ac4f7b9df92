// solidtile angle: the angle byte auto-angle computes for a height mask.
#include <charconv>
#include <cstdio>
#include <string>

#include "command.h"
#include "solidtile/level/auto_angle.h"
#include "solidtile/level/height_mask.h"

namespace {
using namespace solidtile;
using namespace solidtile::cli;

int run(const Args& args);

const Command kAngle{
    "angle",
    "angle H0 H1 ... H15",
    "Computes a height mask's angle byte",
    "Takes the 16 column heights of a mask, left to right (0 empty, 1..16 solid\n"
    "from the bottom up, -1..-16 solid from the top down), and prints the angle\n"
    "byte the level loader computes for \"angle\": \"auto\", as hex, decimal and\n"
    "degrees, e.g. '$E8 (232, 33.75 deg)'; always a multiple of 4, as the games'\n"
    "angle maps nearly always are. When the shape has no usable angle (empty,\n"
    "full, mixed floor and ceiling, a single notch) it says why and exits 1.",
    run};

int run(const Args& args) {
  if (args.size() != kTileSize) {
    return usageError(kAngle, "expected 16 heights, got " + std::to_string(args.size()));
  }
  HeightMask::Heights heights{};
  for (std::size_t c = 0; c < args.size(); ++c) {
    const std::string_view a = args[c];
    int h = 0;
    const char* begin = a.data() + (a.starts_with('+') ? 1 : 0);
    const auto [end, ec] = std::from_chars(begin, a.data() + a.size(), h);
    if (ec != std::errc{} || end != a.data() + a.size() || h < -16 || h > 16) {
      return usageError(kAngle, "height " + std::to_string(c) + " is '" + std::string(a) +
                                    "', expected an integer in -16..16");
    }
    heights[c] = static_cast<std::int8_t>(h);
  }
  const AutoAngle a = computeAngle(*HeightMask::fromHeights(heights, 0));
  if (!a.determined) {
    std::fprintf(stderr, "solidtile angle: undetermined: %s\n", a.reason);
    return kExitFailed;
  }
  std::printf("%s\n", describeAngle(a.angle).c_str());
  return kExitOk;
}

[[maybe_unused]] const bool registered = registerCommand(kAngle);

}  // namespace
