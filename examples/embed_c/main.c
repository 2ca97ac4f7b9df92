/* Embedding Solidtile from C: load a level, run an input movie on the
 * controller its header names (the Sonic player unless it says "controller
 * box"), print the last step phase by phase (the Sonic player) or where the
 * level's objects are (the box), and the final state. Uses only solidtile/solidtile.h.
 *   embed_c [LEVEL.json MOVIE.txt]   (default: the shipped demo level and
 *   tour with the Sonic player, then box_demo and box_ladder with the box) */
#include <stdio.h>
#include <stdlib.h>

#include <solidtile/solidtile.h>

/* Prints the call that failed with the library's message and exits. */
static void check(stStatus status, const char* what) {
  if (status != stStatus_ok) {
    fprintf(stderr, "embed_c: %s failed (%s): %s\n", what, stStatusName(status), stLastMessage());
    exit(1);
  }
}

/* The final state, and the row `solidtile sim` writes for this frame. */
static void printFinal(stControllerId controller, stControllerKind kind, size_t frameCount) {
  char row[192];
  size_t length;
  if (kind == stControllerKind_box) {
    stBoxState b;
    check(stController_GetBoxState(controller, &b), "reading the box's state");
    printf("ran %zu frames: box at x %.2f px, y %.2f px, %s\n", frameCount, b.x / 256.0, b.y / 256.0,
           stBoxModeName((stBoxMode)b.mode));
    check(stBoxTraceRow((int64_t)frameCount, &b, row, sizeof row, &length), "formatting the state");
  } else {
    stPlayerState s;
    check(stController_GetPlayerState(controller, &s), "reading the state");
    printf("ran %zu frames: x %.2f px, y %.2f px, ground speed %.3f px/frame, mode %s, %s\n", frameCount,
           s.x / 256.0, s.y / 256.0, s.gsp / 256.0, stModeName((stMode)s.mode),
           s.airborne ? "in the air" : "on the ground");
    check(stTraceRow((int64_t)frameCount, &s, row, sizeof row, &length), "formatting the state");
  }
  printf("final: %s", row);
}

/* What an engine drawing its own debugger reads: the last Sonic step phase by
 * phase, or where the level's objects are on the box's frame. */
static void printDetail(stLevelId level, stControllerId controller, stControllerKind kind) {
  if (kind == stControllerKind_box) {
    stBoxState b;
    int32_t count = 0;
    check(stController_GetBoxState(controller, &b), "reading the box's state");
    check(stLevel_GetObjectCount(level, &count), "counting the objects");
    for (int32_t i = 0; i < count; ++i) {
      int32_t x, y;
      check(stLevel_GetObjectPosition(level, i, b.frame, &x, &y), "placing an object");
      printf("object %d at x %.2f px, y %.2f px%s\n", (int)i, x / 256.0, y / 256.0, b.platform == i ? " (ridden)" : "");
    }
    return;
  }
  stPhaseRecord phases;
  check(stController_GetPhaseRecord(controller, &phases), "reading the last step's phases");
  printf("last step:");
  for (int32_t i = 0; i < phases.phaseCount; ++i) {
    const stPhaseMark* m = &phases.phases[i];
    printf("%s %s (%d casts)", i ? "," : "", stPhaseName((stPhase)m->phase), m->castEnd - m->castBegin);
  }
  printf("\n");
}

static void run(const char* levelPath, const char* moviePath) {
  stLevelId level;
  check(stLoadLevelFile(levelPath, &level), "loading the level");

  /* The movie, one input byte per frame: ask its length, then read it. */
  size_t frameCount = 0;
  stStatus status = stLoadMovieFile(moviePath, NULL, 0, &frameCount);
  if (status != stStatus_tooSmall) check(status, "reading the movie");
  uint8_t* frames = malloc(frameCount > 0 ? frameCount : 1);
  if (!frames) exit(1);
  check(stLoadMovieFile(moviePath, frames, frameCount, &frameCount), "reading the movie");

  /* Its header says how it was recorded: the controller, the start, the profile. */
  stMovieHeader header;
  check(stLoadMovieHeaderFile(moviePath, &header), "reading the movie's header");
  stControllerDef def = stDefaultControllerDef(); /* the Sonic player, guide profile, at the level's start */
  def.recordPhases = true;                        /* keep the step's phases too (the box has none) */
  if (header.controller == stControllerKind_box) def.kind = stControllerKind_box; /* with the level's box_config */
  if (header.profile >= 0) def.profile = (stProfile)header.profile;
  if (header.character >= 0) def.character = (stCharacter)header.character;
  if (header.hasStart) {
    def.useLevelStart = false;
    def.startX = header.startX;
    def.startY = header.startY;
  }
  stControllerId controller;
  check(stCreateController(level, &def, &controller), "creating the controller");
  for (size_t i = 0; i < frameCount; ++i) check(stController_Step(controller, frames[i]), "stepping");
  free(frames);

  printDetail(level, controller, def.kind);
  printFinal(controller, def.kind, frameCount);
  check(stDestroyLevel(level), "destroying the level"); /* and the controller with it */
}

int main(int argc, char** argv) {
  if (argc == 3) {
    run(argv[1], argv[2]);
    return 0;
  }
#ifdef SOLIDTILE_SHIPPED_DATA
  if (argc == 1) {
    run(SOLIDTILE_SHIPPED_DATA "/levels/demo.json", SOLIDTILE_SHIPPED_DATA "/movies/tour.txt");
    run(SOLIDTILE_SHIPPED_DATA "/levels/box_demo.json", SOLIDTILE_SHIPPED_DATA "/movies/box_ladder.txt");
    return 0;
  }
#endif
  fprintf(stderr, "usage: embed_c LEVEL.json MOVIE.txt\n");
  return 2;
}
