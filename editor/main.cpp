// solidtile-editor: the loop only; everything else lives in App and its panels.
#include <cstdio>
#include <string>

#include "app/app.h"

int main(int argc, char** argv) {
  using namespace solidtile::editor;
  std::string why;
  bool help = false;
  const auto options = parseOptions(argc, argv, &why, &help);
  if (help) {
    std::fputs(usage(), stdout);
    return 0;
  }
  if (!options) {
    std::fprintf(stderr, "solidtile-editor: %s\n%s", why.c_str(), usage());
    return 2;
  }
  App app;
  if (!app.start(*options)) return 1;
  while (app.running()) {
    app.pollEvents();
    app.newFrame();
    app.drawPanels();
    app.applyCommands();
    app.stepPhysics();
    app.drawLevel();
    app.render();
    app.present();
  }
  return app.finish();
}
