#!/usr/bin/env python3
"""Building a level in code and driving the box controller on it, from Python
through ctypes on libsolidtile (the C API): the way an engine with its own map
format hands Solidtile its collision.

    python3 build_level.py

The level (a floor, a 45-degree ramp, a ladder, a moving platform over a pit)
is built call by call; the same level is also written as a Solidtile level
file and loaded from memory, and the box's run on both must match frame for
frame. Prints the box's final state and the platform's position.
"""
import ctypes
import json
import sys

from solidtile_ctypes import (BOX, INPUT_JUMP, INPUT_RIGHT, INPUT_UP, TAG_LADDER, BoxState, ControllerId, LevelId,
                              TileDef, checker, load_library)

PROGRAM = "build_level.py"
WIDTH, HEIGHT = 40, 15
FULL = [16] * 16
RAMP = [c + 1 for c in range(16)]  # rises to the right, 45 degrees: its angle is computed ("auto")
FLOOR_Y = 12


def design():
    """The level as plain data: masks, tiles {(tx, ty): mask}, ladder tiles, the platform, the start."""
    tiles = {}
    for tx in range(WIDTH):
        if not 20 <= tx < 26:  # a pit
            tiles[(tx, FLOOR_Y)] = 0
    tiles[(8, FLOOR_Y - 1)] = 1  # the ramp up onto a block
    tiles[(9, FLOOR_Y - 1)] = tiles[(10, FLOOR_Y - 1)] = 0
    ladder = [(14, ty) for ty in range(7, FLOOR_Y)]
    platform = {"w": 48, "h": 16, "path": [[320, 192], [368, 192]], "speed": 64, "loop": "ping_pong", "wait": 200,
                "top_only": True}
    return {"masks": [(FULL, 0), (RAMP, "auto")], "tiles": tiles, "ladder": ladder, "platform": platform,
            "start": (32, 160)}


def build_in_code(lib, check, d):
    definition = lib.stDefaultLevelDef()
    definition.width, definition.height = WIDTH, HEIGHT
    level = LevelId()
    check(lib.stCreateLevel(ctypes.byref(definition), ctypes.byref(level)), "creating the level")
    for heights, angle in d["masks"]:
        mask = lib.stDefaultMaskDef()  # angle "auto" by default
        mask.heights[:] = heights
        if angle != "auto":
            mask.autoAngle, mask.angle = False, angle
        check(lib.stLevel_AddMask(level, ctypes.byref(mask), None), "adding a mask")
    for (tx, ty), mask in d["tiles"].items():
        check(lib.stLevel_SetTile(level, 0, tx, ty, ctypes.byref(TileDef(mask, False, False, 0))), "setting a tile")
    for tx, ty in d["ladder"]:
        check(lib.stLevel_SetTag(level, 0, tx, ty, TAG_LADDER), "tagging a ladder")
    p = d["platform"]
    o = lib.stDefaultObjectDef()
    o.w, o.h, o.pointCount, o.speed, o.wait, o.topOnly = p["w"], p["h"], len(p["path"]), p["speed"], p["wait"], p["top_only"]
    for k, (x, y) in enumerate(p["path"]):
        o.points[k].x, o.points[k].y = x, y
    check(lib.stLevel_AddObject(level, ctypes.byref(o), None), "adding the platform")
    check(lib.stLevel_SetStart(level, *d["start"]), "setting the start")
    return level


def as_level_file(d):
    """The same level as a Solidtile level file (docs/formats.md)."""
    tiles = [0] * (WIDTH * HEIGHT)
    for (tx, ty), mask in d["tiles"].items():
        tiles[ty * WIDTH + tx] = mask + 1
    tags = [0] * (WIDTH * HEIGHT)
    for tx, ty in d["ladder"]:
        tags[ty * WIDTH + tx] = TAG_LADDER
    return json.dumps({"format": "solidtile-level", "version": 2, "width": WIDTH, "height": HEIGHT,
                       "masks": [{"heights": h, "angle": a} for h, a in d["masks"]],
                       "layers": [{"tiles": tiles, "tags": tags}], "objects": [d["platform"]],
                       "start": {"x": d["start"][0], "y": d["start"][1]}})


def inputs():
    """Up the ramp and over the block, up the ladder, then off it onto the platform over the pit and ride it."""
    return [INPUT_RIGHT] * 92 + [INPUT_UP] * 60 + [INPUT_RIGHT | INPUT_JUMP] * 8 + [INPUT_RIGHT] * 52 + [0] * 150


def run_box(lib, check, level, frames):
    definition = lib.stDefaultControllerDef()
    definition.kind = BOX
    box = ControllerId()
    check(lib.stCreateController(level, ctypes.byref(definition), ctypes.byref(box)), "creating the box")
    rows, state = [], BoxState()
    row, length = ctypes.create_string_buffer(192), ctypes.c_size_t()
    for frame, buttons in enumerate(frames, 1):
        check(lib.stController_Step(box, buttons), "stepping")
        check(lib.stController_GetBoxState(box, ctypes.byref(state)), "reading the box's state")
        check(lib.stBoxTraceRow(frame, ctypes.byref(state), row, len(row), ctypes.byref(length)), "formatting the state")
        rows.append(row.value.decode())
    return rows, state


def main():
    lib = load_library(PROGRAM)
    check = checker(lib, PROGRAM)
    d = design()
    built = build_in_code(lib, check, d)
    text = as_level_file(d).encode()
    loaded = LevelId()
    check(lib.stLoadLevelMemory(text, len(text), ctypes.byref(loaded)), "loading the same level from JSON")

    frames = inputs()
    built_rows, state = run_box(lib, check, built, frames)
    loaded_rows, _ = run_box(lib, check, loaded, frames)
    differ = next((k for k, (a, b) in enumerate(zip(built_rows, loaded_rows)) if a != b), None)
    if differ is not None:
        sys.exit(f"{PROGRAM}: frame {differ + 1} differs:\n built  {built_rows[differ]}\n loaded {loaded_rows[differ]}")
    print(f"built in code and loaded from JSON: {len(frames)} frames, the same box run")
    x, y = ctypes.c_int32(), ctypes.c_int32()
    check(lib.stLevel_GetObjectPosition(built, 0, state.frame, ctypes.byref(x), ctypes.byref(y)), "placing the platform")
    riding = "riding it" if state.platform == 0 else "not on it"
    print(f"box at x {state.x / 256:.2f} px, y {state.y / 256:.2f} px, {lib.stBoxModeName(state.mode).decode()}; "
          f"platform at x {x.value / 256:.2f} px, y {y.value / 256:.2f} px, the box {riding}")
    print("final: " + built_rows[-1], end="")
    check(lib.stDestroyLevel(built), "destroying the level")
    check(lib.stDestroyLevel(loaded), "destroying the level")


if __name__ == "__main__":
    main()
