// make_demo_level: writes data/levels/demo.json and flat.json from code.
//   make_demo_level --out DIR          write the levels (demo, flat, box_demo, objects_demo, kinds_demo) into DIR
//   make_demo_level --check DIR        exit 1 unless DIR holds exactly what would be written
//                                      and every documented feature is where the table says
//   make_demo_level --table            print the feature tables as Markdown
//   make_demo_level --preview PNG [--level demo|flat|box_demo|objects_demo|kinds_demo] [--area X,Y,W,H] [--scale N]
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "demo_levels.h"
#include "preview_png.h"
#include "solidtile/io/level_file.h"

namespace {

using solidtile::demo::BuiltLevel;

int usage(const std::string& why) {
  std::cerr << "make_demo_level: " << why << "\n"
            << "usage: make_demo_level --out DIR | --check DIR | --table |\n"
            << "       --preview PNG [--level demo|flat|box_demo|objects_demo|kinds_demo] [--area X,Y,W,H] [--scale N]\n";
  return 2;
}

std::vector<BuiltLevel> allLevels() {
  return {solidtile::demo::buildDemo(), solidtile::demo::buildFlat(), solidtile::demo::buildBoxDemo(),
          solidtile::demo::buildObjectsDemo(), solidtile::demo::buildKindsDemo()};
}

// The shipped levels are written by the one level writer, as the editor saves them.
std::string levelText(const BuiltLevel& b) {
  solidtile::io::LevelFile f;
  f.name = b.name;
  f.level = b.level;
  return solidtile::io::formatLevel(f);
}

bool readFile(const std::string& path, std::string* out) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  std::ostringstream ss;
  ss << in.rdbuf();
  *out = ss.str();
  return true;
}

int writeAll(const std::string& dir) {
  for (const BuiltLevel& b : allLevels()) {
    const std::string path = dir + "/" + b.name + ".json";
    std::ofstream out(path, std::ios::binary);
    out << levelText(b);
    if (!out) {
      std::cerr << "make_demo_level: could not write " << path << "\n";
      return 1;
    }
    std::cout << "wrote " << path << " (" << b.level.masks().size() << " masks)\n";
  }
  return 0;
}

int check(const std::string& dir) {
  int failures = 0;
  for (const BuiltLevel& b : allLevels()) {
    for (const std::string& miss : solidtile::demo::checkProbes(b)) {
      std::cerr << "feature moved: " << miss << "\n";
      ++failures;
    }
    const std::string text = levelText(b);
    if (!nlohmann::json::accept(text)) {
      std::cerr << b.name << ": the writer made invalid JSON\n";
      ++failures;
    }
    const std::string path = dir + "/" + b.name + ".json";
    std::string onDisk;
    if (!readFile(path, &onDisk)) {
      std::cerr << "cannot read " << path << "\n";
      ++failures;
    } else if (onDisk != text) {
      std::cerr << path << " is not what make_demo_level writes; run make_demo_level --out " << dir << "\n";
      ++failures;
    }
  }
  return failures == 0 ? 0 : 1;
}

void table() {
  for (const BuiltLevel& b : allLevels()) {
    std::cout << "### " << b.name << ".json (" << b.level.width() << " x " << b.level.height() << " tiles, start ("
              << b.level.startX << ", " << b.level.startY << "))\n\n";
    std::cout << "| feature | x range (px) | surfaces (px) |\n|---|---|---|\n";
    for (const auto& f : b.features) {
      std::cout << "| " << f.name << " | " << f.x0 << "-" << f.x1 << " | " << f.surface << " |\n";
    }
    std::cout << "\n";
  }
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  std::string out, checkDir, preview, levelName = "demo";
  bool wantTable = false;
  solidtile::demo::PreviewArea area;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    auto value = [&](std::string* dst) {
      if (i + 1 >= args.size()) return false;
      *dst = args[++i];
      return true;
    };
    std::string v;
    if (a == "--out") {
      if (!value(&out)) return usage("--out needs a directory");
    } else if (a == "--check") {
      if (!value(&checkDir)) return usage("--check needs a directory");
    } else if (a == "--table") {
      wantTable = true;
    } else if (a == "--preview") {
      if (!value(&preview)) return usage("--preview needs a file name");
    } else if (a == "--level") {
      if (!value(&levelName)) return usage("--level needs demo or flat");
    } else if (a == "--area") {
      if (!value(&v) || std::sscanf(v.c_str(), "%d,%d,%d,%d", &area.x, &area.y, &area.w, &area.h) != 4)
        return usage("--area needs X,Y,W,H in pixels");
    } else if (a == "--scale") {
      if (!value(&v) || std::sscanf(v.c_str(), "%d", &area.scale) != 1 || area.scale < 1 || area.scale > 16)
        return usage("--scale needs 1..16");
    } else {
      return usage("unknown argument " + a);
    }
  }
  if (out.empty() && checkDir.empty() && preview.empty() && !wantTable) return usage("nothing to do");
  int rc = 0;
  if (!out.empty()) rc |= writeAll(out);
  if (!checkDir.empty()) rc |= check(checkDir);
  if (wantTable) table();
  if (!preview.empty()) {
    const BuiltLevel b = levelName == "flat"       ? solidtile::demo::buildFlat()
                         : levelName == "box_demo" ? solidtile::demo::buildBoxDemo()
                         : levelName == "objects_demo" ? solidtile::demo::buildObjectsDemo()
                         : levelName == "kinds_demo"   ? solidtile::demo::buildKindsDemo()
                                                   : solidtile::demo::buildDemo();
    std::string why;
    if (!solidtile::demo::writePreview(b.level, preview, area, &why)) {
      std::cerr << "make_demo_level: " << why << "\n";
      rc = 1;
    }
  }
  return rc;
}
