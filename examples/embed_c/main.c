/* Embedding Solidtile from C: load a level, run an input movie on the Sonic
 * player and print the final state. Uses only solidtile/solidtile.h.
 *   embed_c [LEVEL.json MOVIE.txt]   (default: the shipped demo level and tour) */
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

int main(int argc, char** argv) {
#ifdef SOLIDTILE_SHIPPED_DATA
  const char* levelPath = SOLIDTILE_SHIPPED_DATA "/levels/demo.json";
  const char* moviePath = SOLIDTILE_SHIPPED_DATA "/movies/tour.txt";
#else
  const char* levelPath = NULL;
  const char* moviePath = NULL;
#endif
  if (argc == 3) {
    levelPath = argv[1];
    moviePath = argv[2];
  }
  if (!levelPath || argc == 2 || argc > 3) {
    fprintf(stderr, "usage: embed_c LEVEL.json MOVIE.txt\n");
    return 2;
  }

  stLevelId level;
  check(stLoadLevelFile(levelPath, &level), "loading the level");

  /* The movie, one input byte per frame: ask its length, then read it. */
  size_t frameCount = 0;
  stStatus status = stLoadMovieFile(moviePath, NULL, 0, &frameCount);
  if (status != stStatus_tooSmall) check(status, "reading the movie");
  uint8_t* frames = malloc(frameCount > 0 ? frameCount : 1);
  if (!frames) return 1;
  check(stLoadMovieFile(moviePath, frames, frameCount, &frameCount), "reading the movie");

  stControllerDef def = stDefaultControllerDef();  /* the Sonic player, guide profile, at the level's start */
  stControllerId player;
  check(stCreateController(level, &def, &player), "creating the player");
  for (size_t i = 0; i < frameCount; ++i) check(stController_Step(player, frames[i]), "stepping");
  free(frames);

  stPlayerState s;
  check(stController_GetPlayerState(player, &s), "reading the state");
  printf("ran %zu frames: x %.2f px, y %.2f px, ground speed %.3f px/frame, mode %s, %s\n", frameCount,
         s.x / 256.0, s.y / 256.0, s.gsp / 256.0, stModeName((stMode)s.mode), s.airborne ? "in the air" : "on the ground");
  char row[128];
  size_t length;
  check(stTraceRow((int64_t)frameCount, &s, row, sizeof row, &length), "formatting the state");
  printf("final: %s", row);  /* the row `solidtile sim` writes for this frame */

  check(stDestroyLevel(level), "destroying the level");  /* and the player with it */
  return 0;
}
