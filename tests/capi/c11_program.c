/* The header as C11 sees it, compiled with every warning as an error: runs the
 * demo level for two seconds from C and checks what a C caller relies on.
 * Exits 0 when all holds, else prints what failed. */
#include <stdio.h>
#include <string.h>

#include "solidtile/solidtile.h"

static int failures = 0;

#define CHECK(cond)                                              \
  do {                                                           \
    if (!(cond)) {                                               \
      fprintf(stderr, "%s:%d: %s (%s)\n", __FILE__, __LINE__, #cond, stLastMessage()); \
      ++failures;                                                \
    }                                                            \
  } while (0)

int main(int argc, char** argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: c11_program LEVEL.json\n");
    return 2;
  }
  stLevelId level = stNullLevelId;
  CHECK(stLoadLevelFile(argv[1], &level) == stStatus_ok);
  CHECK(ST_IS_NON_NULL(level));

  stControllerDef def = stDefaultControllerDef();
  def.profile = stProfile_sonic1;
  stControllerId player = stNullControllerId;
  CHECK(stCreateController(level, &def, &player) == stStatus_ok);

  stPlayerState state;
  memset(&state, 0, sizeof state);
  for (int frame = 0; frame < 120; ++frame) {
    CHECK(stController_Step(player, frame < 60 ? 0 : stInput_right) == stStatus_ok);
  }
  CHECK(stController_GetPlayerState(player, &state) == stStatus_ok);
  CHECK(!state.airborne);             /* it fell and landed */
  CHECK(state.gsp > 0);               /* and runs right */
  CHECK(strcmp(stModeName((stMode)state.mode), "floor") == 0);

  stStepRecord record;
  CHECK(stController_GetStepRecord(player, &record) == stStatus_ok);
  CHECK(record.castCount > 0 && record.castCount <= ST_MAX_CASTS);

  /* The box on the same level: its own state and record, the Sonic calls refused. */
  stControllerDef boxDef = stDefaultControllerDef();
  boxDef.kind = stControllerKind_box;
  boxDef.box.walkSpeed = 768;
  boxDef.useLevelBoxConfig = false;
  stControllerId box = stNullControllerId;
  CHECK(stCreateController(level, &boxDef, &box) == stStatus_ok);
  for (int frame = 0; frame < 120; ++frame) CHECK(stController_Step(box, frame < 60 ? 0 : stInput_right) == stStatus_ok);
  stBoxState boxState;
  CHECK(stController_GetBoxState(box, &boxState) == stStatus_ok);
  CHECK((boxState.flags & stBoxFlag_ground) != 0 && boxState.vx == 768);
  stBoxRecord boxRecord;
  CHECK(stController_GetBoxRecord(box, &boxRecord) == stStatus_ok);
  CHECK(boxRecord.floorCount > 0 && boxRecord.floorCount <= ST_BOX_MAX_FLOORS);
  CHECK(stController_GetPlayerState(box, &state) == stStatus_wrongKind);
  CHECK(stController_GetBoxState(player, &boxState) == stStatus_wrongKind);
  CHECK(strcmp(stBoxModeName((stBoxMode)9), "?") == 0);

  /* Level format 6 from C: a spring and a sloped block added in code, the hurt state read. */
  stObjectDef objectDef = stDefaultObjectDef();
  objectDef.w = 8;
  objectDef.points[0].x = 64;
  int32_t spring = -1, ramp = -1;
  CHECK(stLevel_AddObject(level, &objectDef, &spring) == stStatus_ok);
  CHECK(stLevel_AddObject(level, &objectDef, &ramp) == stStatus_ok);
  CHECK(stLevel_SetObjectKind(level, spring, stObjectKind_spring, stObjectDir_left, ST_SPRING_YELLOW) == stStatus_ok);
  stObjectKind kind = stObjectKind_block;
  stObjectDir dir = stObjectDir_up;
  int32_t springSpeed = 0;
  CHECK(stLevel_GetObjectKind(level, spring, &kind, &dir, &springSpeed) == stStatus_ok);
  CHECK(kind == stObjectKind_spring && dir == stObjectDir_left && springSpeed == ST_SPRING_YELLOW);
  CHECK(strcmp(stObjectKindName(kind), "spring") == 0 && strcmp(stObjectDirName(dir), "left") == 0);
  const uint8_t heights[4] = {0, 5, 11, 16};
  uint8_t read[4] = {0, 0, 0, 0};
  size_t heightCount = 0;
  CHECK(stLevel_SetObjectSlope(level, ramp, heights, 4) == stStatus_ok);
  CHECK(stLevel_GetObjectSlope(level, ramp, NULL, 0, &heightCount) == stStatus_tooSmall && heightCount == 4);
  CHECK(stLevel_GetObjectSlope(level, ramp, read, 4, &heightCount) == stStatus_ok && memcmp(read, heights, 4) == 0);
  CHECK(stLevel_SetObjectSlope(level, spring, heights, 4) == stStatus_badValue); /* springs are flat */
  CHECK(strstr(stLastMessage(), "only a block") != NULL);
  stPlayerHurtState hurt;
  memset(&hurt, 0, sizeof hurt);
  CHECK(stController_GetPlayerHurtState(player, &hurt) == stStatus_ok && !hurt.hurt);
  CHECK(stController_GetPlayerHurtState(box, &hurt) == stStatus_wrongKind);
  CHECK(strcmp(stObjectKindName(stObjectKind_bridge), "bridge") == 0);
  CHECK(strcmp(stObjectKindName(stObjectKind_collapse), "collapse") == 0);
  CHECK(strcmp(stObjectKindName(stObjectKind_fall), "fall") == 0 && strcmp(stObjectKindName(stObjectKind_monitor), "monitor") == 0);
  CHECK(strcmp(stObjectKindName(stObjectKind_push), "push") == 0);
  CHECK(strcmp(stObjectKindName(stObjectKind_ring), "ring") == 0);
  CHECK(strcmp(stObjectKindName(stObjectKind_hurt), "hurt") == 0);
  CHECK(strcmp(stObjectKindName(stObjectKind_enemy), "enemy") == 0);
  CHECK(strcmp(stObjectKindName(stObjectKind_breakable), "breakable") == 0);
  CHECK(strcmp(stObjectKindName(stObjectKind_twist), "twist") == 0);
  CHECK(strcmp(stObjectKindName(stObjectKind_ramp), "ramp") == 0);
  CHECK(strcmp(stObjectKindName(stObjectKind_vine), "vine") == 0);
  CHECK(strcmp(stObjectKindName(stObjectKind_bumper), "bumper") == 0);
  CHECK(strcmp(stObjectKindName(stObjectKind_booster), "booster") == 0);
  CHECK(strcmp(stObjectKindName(stObjectKind_goal), "goal") == 0);
  CHECK(strcmp(stObjectKindName(stObjectKind_tree), "tree") == 0);
  CHECK(strcmp(stObjectKindName(stObjectKind_fan), "fan") == 0);
  CHECK(strcmp(stObjectKindName(stObjectKind_stair), "stair") == 0);
  CHECK(strcmp(stObjectKindName(stObjectKind_brick), "brick") == 0);
  CHECK(strcmp(stObjectKindName(stObjectKind_seesaw), "seesaw") == 0);
  CHECK(strcmp(stObjectKindName(stObjectKind_barrier), "barrier") == 0 && strcmp(stObjectKindName(stObjectKind_lift), "lift") == 0);
  CHECK(strcmp(stObjectKindName(stObjectKind_conveyor), "conveyor") == 0);
  CHECK(strcmp(stObjectKindName(stObjectKind_elevator), "elevator") == 0 && strcmp(stObjectKindName(stObjectKind_bomb), "bomb") == 0);
  CHECK(strcmp(stObjectKindName(stObjectKind_springboard), "springboard") == 0);
  CHECK(strcmp(stObjectKindName(stObjectKind_stomper), "stomper") == 0);
  CHECK(strcmp(stObjectKindName((stObjectKind)(stObjectKind_stomper + 1)), "?") == 0);
  {
    int32_t delay = -1, hold = -1;
    size_t slotCount = 9;
    CHECK(stLevel_GetObjectCollapse(level, spring, &delay, &hold) == stStatus_ok && delay == 0 && hold == 0);
    CHECK(stLevel_SetObjectCollapse(level, spring, 0, ST_COLLAPSE_HOLD) == stStatus_badValue);
    CHECK(strstr(stLastMessage(), "delay") != NULL);
    CHECK(stController_GetObjectSlots(player, NULL, 0, &slotCount) == stStatus_ok && slotCount == 0);
    CHECK(stController_GetObjectSlots(box, NULL, 0, &slotCount) == stStatus_wrongKind);
    CHECK(stController_SetObjectSlots(player, NULL, 1) == stStatus_nullArgument);
  }
  {
    stPlayerBridgeState bridge;
    memset(&bridge, 0, sizeof bridge);
    CHECK(stController_GetPlayerBridgeState(player, &bridge) == stStatus_ok && bridge.bridge == -1);
    CHECK(stController_GetPlayerBridgeState(box, &bridge) == stStatus_wrongKind);
    CHECK(stLevel_SetObjectBridge(level, spring, ST_MAX_BRIDGE_LOGS + 1) == stStatus_badValue);
    CHECK(strstr(stLastMessage(), "logs") != NULL);
  }
  {
    stCamera camera;
    memset(&camera, 0, sizeof camera);
    CHECK(stController_GetCamera(player, &camera) == stStatus_ok && camera.width == 320 && camera.height == 224);
    CHECK(stController_GetCamera(box, &camera) == stStatus_wrongKind);
  }
  {
    stOscMotion osc;
    memset(&osc, 0, sizeof osc);
    CHECK(stLevel_GetObjectOscillation(level, spring, &osc) == stStatus_ok && osc.table == ST_OSC_NONE);
    osc.table = ST_OSC_SONIC1;
    osc.index = 16;
    CHECK(stLevel_SetObjectOscillation(level, spring, &osc) == stStatus_badValue);
    CHECK(strstr(stLastMessage(), "index is 16") != NULL);
  }
  CHECK(strcmp(stObjectDirName((stObjectDir)9), "?") == 0);
  CHECK(stLevel_SetObjectKind(level, spring, stObjectKind_spring, (stObjectDir)9, ST_SPRING_RED) == stStatus_badValue);
  CHECK(strstr(stLastMessage(), "dir is 9") != NULL);
  CHECK(stLevel_SetObjectKind(level, spring, (stObjectKind)-1, stObjectDir_up, ST_SPRING_RED) == stStatus_badValue);
  CHECK(stLevel_GetObjectKind(level, spring, &kind, &dir, &springSpeed) == stStatus_ok && dir == stObjectDir_left);

  CHECK(stDestroyLevel(level) == stStatus_ok);
  CHECK(stController_Step(box, 0) == stStatus_staleId);
  CHECK(stController_Step(player, 0) == stStatus_staleId);
  CHECK(strstr(stLastMessage(), "stale") != NULL);
  CHECK(stController_GetPlayerState(player, NULL) == stStatus_nullArgument);

  /* Any int may reach an enum parameter from C: names say "?", defs are refused. */
  CHECK(strcmp(stModeName((stMode)12), "?") == 0);
  CHECK(strcmp(stEventName((stEventKind)-1), "?") == 0);
  CHECK(strcmp(stEventName(stEvent_enemyDestroyed), "enemy destroyed") == 0);
  CHECK(strcmp(stEventName(stEvent_objectBroken), "object broken") == 0);
  CHECK(strcmp(stEventName(stEvent_rampLaunched), "ramp launched") == 0);
  CHECK(strcmp(stEventName(stEvent_grabbed), "grabbed") == 0);
  CHECK(strcmp(stEventName(stEvent_letGo), "let go") == 0);
  CHECK(strcmp(stEventName(stEvent_bumperBounced), "bumper bounced") == 0);
  CHECK(strcmp(stEventName(stEvent_boosted), "boosted") == 0);
  CHECK(strcmp(stEventName(stEvent_goalReached), "goal reached") == 0);
  CHECK(strcmp(stEventName((stEventKind)(stEvent_goalReached + 1)), "?") == 0);
  CHECK(strcmp(stObjectOutcomeName(stObjectOutcome_destroyed), "destroyed") == 0);
  CHECK(strcmp(stObjectOutcomeName(stObjectOutcome_launched), "launched") == 0);
  CHECK(strcmp(stObjectOutcomeName(stObjectOutcome_bounced), "bounced") == 0);
  CHECK(strcmp(stObjectOutcomeName(stObjectOutcome_boosted), "boosted") == 0);
  CHECK(strcmp(stObjectOutcomeName(stObjectOutcome_reached), "reached") == 0);
  CHECK(strcmp(stObjectOutcomeName(stObjectOutcome_blown), "blown") == 0);
  CHECK(strcmp(stObjectOutcomeName(stObjectOutcome_conveyed), "conveyed") == 0);
  CHECK(strcmp(stObjectOutcomeName((stObjectOutcome)(stObjectOutcome_conveyed + 1)), "?") == 0);
  CHECK(strcmp(stObjectOutcomeName((stObjectOutcome)-1), "?") == 0);
  CHECK(strcmp(stStatusName((stStatus)99), "?") == 0);
  CHECK(strcmp(stSensorName((stSensor)(stSensor_climb + 1)), "?") == 0);
  CHECK(strcmp(stSensorName(stSensor_climb), "climb") == 0);
  def.profile = (stProfile)5;
  CHECK(stCreateController(level, &def, &player) == stStatus_staleId); /* the level is gone */

  if (failures == 0) printf("c11_program: ok\n");
  return failures == 0 ? 0 : 1;
}
