// solidtile import-png: builds a level from one or two collision images.
#include <cstdio>
#include <filesystem>
#include <string>
#include <vector>

#include "cli_files.h"
#include "command.h"
#include "solidtile/io/atomic_file.h"
#include "solidtile/io/collision_png.h"
#include "solidtile/io/level_file.h"

namespace {
using namespace solidtile;
using namespace solidtile::cli;

int run(const Args& args);

const Command kImportPng{
    "import-png",
    "import-png IMAGE.png -o LEVEL.json [--threshold N] [--solid-colour RRGGBB]\n"
    "                            [--layer2 IMAGE2.png] [--name NAME] [--start X,Y]",
    "Builds a level from a collision image (PNG)",
    "Reads a PNG whose sides are multiples of 16 px and cuts it into 16x16 tiles;\n"
    "each tile's solid pixels become a height mask. Equal masks, and masks that\n"
    "are mirror images of each other, are stored once (mirrors as flipped tiles).\n"
    "Angles are computed from the shapes; a shape without a usable angle is\n"
    "flagged $FF, and the summary counts them.\n\n"
    "A pixel is solid when its alpha is above the threshold. Its colour gives the\n"
    "tile's solidity: FFD800 top-only, FF00FF sides and bottom, 808080 none, any\n"
    "other colour all (the palette export-png draws with).\n\n"
    "A tile whose columns are not height profiles (a column with a gap, or solid\n"
    "touching neither the top nor the bottom edge), or whose solid pixels have\n"
    "colours of two solidities, is listed on stderr with its position, and no\n"
    "level is written.\n\n"
    "  -o, --output LEVEL.json  the level to write (atomically; replaces the file)\n"
    "  --threshold N            solid when alpha > N, 0..254 (default 127)\n"
    "  --solid-colour RRGGBB    only pixels of this colour are solid (solidity all);\n"
    "                           for images drawn on an opaque background\n"
    "  --layer2 IMAGE2.png      a second collision layer (layers[1]), the same size\n"
    "  --name NAME              the level's name (default: the image's file name)\n"
    "  --start X,Y              the start point in pixels (default: standing on the\n"
    "                           ground of layers[0] at pixel column 32)\n\n"
    "Images are at most 65536 x 16384 px and 67,108,864 px in all.",
    run};

struct Options {
  std::string image;
  std::string image2;
  ImportOutput out;
  std::optional<std::pair<long, long>> start;
  io::ImageImportOptions import;
};

std::optional<std::uint32_t> parseColour(std::string_view v) {
  if (!v.empty() && v[0] == '#') v.remove_prefix(1);
  if (v.size() != 6) return std::nullopt;
  std::uint32_t rgb = 0;
  for (char c : v) {
    const int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
    if (d < 0) return std::nullopt;
    rgb = rgb << 4 | static_cast<std::uint32_t>(d);
  }
  return rgb;
}

// Returns kExitOk or a usage error already printed.
int parse(const Args& args, Options& o) {
  const int e = parseOperandAndOptions(kImportPng, args, "image", o.image, [&](std::string_view a, auto v) {
    const std::string_view text = v.value_or("");
    if (const int taken = o.out.take(kImportPng, a, v); taken != kUnknownOption) {
      return taken;
    } else if (a == "--threshold") {
      const auto n = parseWhole(text, 0, 254);
      if (!n) return usageError(kImportPng, "--threshold needs a whole number from 0 to 254 (solid when alpha > N)");
      o.import.alphaThreshold = static_cast<int>(*n);
    } else if (a == "--solid-colour" || a == "--solid-color") {
      o.import.solidColour = parseColour(text);
      if (!o.import.solidColour) return usageError(kImportPng, std::string(a) + " needs a colour as RRGGBB in hex, e.g. FFFFFF");
    } else if (a == "--layer2") {
      if (!v) return usageError(kImportPng, "--layer2 needs a second image");
      o.image2 = text;
    } else if (a == "--start") {
      o.start = parsePoint(text, -io::kMaxCoordinate, io::kMaxCoordinate);
      if (!o.start) {
        return usageError(kImportPng, "--start needs X,Y in whole pixels, each in " + std::to_string(-io::kMaxCoordinate) +
                                          ".." + std::to_string(io::kMaxCoordinate) + ", e.g. --start 160,700");
      }
    } else {
      return kUnknownOption;
    }
    return kExitOk;
  });
  if (e != kExitOk) return e;
  return o.out.required(kImportPng);
}

// The sliced image, or nothing with its problems printed.
std::optional<io::SlicedImage> slice(const std::string& path, const io::ImageImportOptions& options) {
  std::string why;
  const std::optional<std::string> bytes = io::readFile(path, io::kMaxImageFileBytes, &why);
  if (!bytes) {
    std::fprintf(stderr, "%s: %s\n", path.c_str(), why.c_str());
    return std::nullopt;
  }
  io::SliceResult r = io::sliceCollisionImage(*bytes, options);
  if (!r.image) std::fputs(io::describe(path, r.problems).c_str(), stderr);
  return std::move(r.image);
}

std::string counted(long n, const char* noun) { return std::to_string(n) + " " + noun + (n == 1 ? "" : "s"); }

int run(const Args& args) {
  Options o;
  if (const int e = parse(args, o)) return e;
  std::vector<io::SlicedImage> layers;
  std::optional<io::SlicedImage> first = slice(o.image, o.import);
  // The second image is read even when the first is bad, so one run lists every problem.
  std::optional<io::SlicedImage> second;
  if (!o.image2.empty()) second = slice(o.image2, o.import);
  if (!first || (!o.image2.empty() && !second)) return kExitFailed;
  layers.push_back(std::move(*first));
  if (second) layers.push_back(std::move(*second));

  io::ImageImportResult r = io::buildLevelFromImages(layers);
  if (!r.file) {
    std::fputs(io::describe(layers.size() > 1 ? o.image2 : o.image, r.problems).c_str(), stderr);
    return kExitFailed;
  }
  io::LevelFile& file = *r.file;
  file.name = o.out.name.value_or(std::filesystem::path(o.image).stem().string());
  if (o.start) {
    file.level.startX = static_cast<int>(o.start->first);
    file.level.startY = static_cast<int>(o.start->second);
  }
  if (!saveLevelOrReport(o.out.path, file)) return kExitFailed;
  const io::ImportSummary& s = r.summary;
  std::printf("%s: %d x %d tiles, %s, %s (%s: no angle could be computed), %s (%d flipped), start (%d, %d)\n",
              o.out.path.c_str(), file.level.width(), file.level.height(), counted(file.level.layerCount(), "layer").c_str(),
              counted(s.masks, "mask").c_str(), (std::to_string(s.flaggedMasks) + " flagged $FF").c_str(),
              counted(s.tiles, "tile").c_str(), s.flippedTiles, file.level.startX, file.level.startY);
  return kExitOk;
}

[[maybe_unused]] const bool registered = registerCommand(kImportPng);

}  // namespace
