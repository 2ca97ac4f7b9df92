#!/usr/bin/env python3
"""Embedding Solidtile from Python through ctypes on libsolidtile (the C API):
load a level, run an input movie on the controller its header names (the
Sonic player unless it says "controller box") and print the final state.

    python3 run_movie.py LEVEL.json MOVIE.txt

The library is found through SOLIDTILE_LIBRARY (a path to libsolidtile.so) or
the system's library search (an installed package). The structs below mirror
solidtile/solidtile.h field for field.
"""
import ctypes
import ctypes.util
import os
import sys


class LevelId(ctypes.Structure):
    _fields_ = [("index1", ctypes.c_int32), ("generation", ctypes.c_uint32)]


class ControllerId(ctypes.Structure):
    _fields_ = [("index1", ctypes.c_int32), ("generation", ctypes.c_uint32)]


BOX_CONFIG_FIELDS = ("halfWidth", "halfHeight", "offsetX", "offsetY", "scaleX", "scaleY", "walkSpeed", "gravity",
                     "jumpSpeed", "maxFall", "snapMargin", "ladderSpeed", "stairStepX", "stairStepY", "stairFrames",
                     "iceAccel", "iceBrake", "ledgeStartY", "ledgeEndY", "grabOffset", "keyLockFrames", "graceFrames")


class BoxConfig(ctypes.Structure):
    _fields_ = [(name, ctypes.c_int32) for name in BOX_CONFIG_FIELDS] + [("slopeMode", ctypes.c_int)]


class ControllerDef(ctypes.Structure):
    _fields_ = [
        ("kind", ctypes.c_int),
        ("profile", ctypes.c_int),
        ("character", ctypes.c_int),
        ("useLevelStart", ctypes.c_bool),
        ("startX", ctypes.c_int32),
        ("startY", ctypes.c_int32),
        ("fixSlopedLedgeQuirk", ctypes.c_bool),
        ("fixOppositeSlopesQuirk", ctypes.c_bool),
        ("recordSteps", ctypes.c_bool),
        ("useLevelBoxConfig", ctypes.c_bool),
        ("box", BoxConfig),
        ("internalValue", ctypes.c_int32),
    ]


class MovieHeader(ctypes.Structure):
    _fields_ = [("hasStart", ctypes.c_bool)] + [
        (name, ctypes.c_int32) for name in ("startX", "startY", "controller", "profile", "character")]


class BoxState(ctypes.Structure):
    _fields_ = [(name, ctypes.c_int32) for name in ("x", "y", "vx", "vy")] + [
        (name, ctypes.c_uint8) for name in ("mode", "flags", "path", "grace", "lockLeft", "lockRight")
    ] + [("lastWall", ctypes.c_int8), ("stairDir", ctypes.c_int8), ("stairTimer", ctypes.c_uint8),
         ("held", ctypes.c_uint8), ("platform", ctypes.c_int16), ("grabX", ctypes.c_int32),
         ("grabY", ctypes.c_int32), ("frame", ctypes.c_uint32)]


class PlayerState(ctypes.Structure):
    _fields_ = [(name, ctypes.c_int32) for name in ("x", "y", "xsp", "ysp", "gsp")] + [
        (name, ctypes.c_uint8)
        for name in ("angle", "mode", "balancing", "radiusX", "radiusY", "controlLock", "path", "held", "angleBuffer", "angleBuffer2")
    ] + [
        (name, ctypes.c_bool)
        for name in ("airborne", "rolling", "jumping", "rollJumping", "pushing", "facingLeft", "outOfLevel",
                     "ducking", "spindashing")
    ] + [("spindashCharge", ctypes.c_uint16)]


OK, TOO_SMALL = 0, 7
SONIC, BOX = 1, 2


def load_library():
    path = os.environ.get("SOLIDTILE_LIBRARY") or ctypes.util.find_library("solidtile")
    if not path:
        sys.exit("run_movie.py: libsolidtile not found; set SOLIDTILE_LIBRARY to its path")
    lib = ctypes.CDLL(path)
    size_p = ctypes.POINTER(ctypes.c_size_t)
    signatures = {
        "stStatusName": (ctypes.c_char_p, [ctypes.c_int]),
        "stLastMessage": (ctypes.c_char_p, []),
        "stLoadLevelFile": (ctypes.c_int, [ctypes.c_char_p, ctypes.POINTER(LevelId)]),
        "stDestroyLevel": (ctypes.c_int, [LevelId]),
        "stLoadMovieFile": (ctypes.c_int, [ctypes.c_char_p, ctypes.POINTER(ctypes.c_uint8), ctypes.c_size_t, size_p]),
        "stDefaultControllerDef": (ControllerDef, []),
        "stCreateController": (ctypes.c_int, [LevelId, ctypes.POINTER(ControllerDef), ctypes.POINTER(ControllerId)]),
        "stController_Step": (ctypes.c_int, [ControllerId, ctypes.c_uint8]),
        "stController_GetPlayerState": (ctypes.c_int, [ControllerId, ctypes.POINTER(PlayerState)]),
        "stModeName": (ctypes.c_char_p, [ctypes.c_int]),
        "stTraceRow": (ctypes.c_int, [ctypes.c_int64, ctypes.POINTER(PlayerState), ctypes.c_char_p, ctypes.c_size_t, size_p]),
        "stLoadMovieHeaderFile": (ctypes.c_int, [ctypes.c_char_p, ctypes.POINTER(MovieHeader)]),
        "stController_GetBoxState": (ctypes.c_int, [ControllerId, ctypes.POINTER(BoxState)]),
        "stBoxModeName": (ctypes.c_char_p, [ctypes.c_int]),
        "stBoxTraceRow": (ctypes.c_int, [ctypes.c_int64, ctypes.POINTER(BoxState), ctypes.c_char_p, ctypes.c_size_t, size_p]),
    }
    for name, (restype, argtypes) in signatures.items():
        function = getattr(lib, name)
        function.restype = restype
        function.argtypes = argtypes
    return lib


def check(lib, status, what):
    if status != OK:
        name = lib.stStatusName(status).decode()
        sys.exit(f"run_movie.py: {what} failed ({name}): {lib.stLastMessage().decode()}")


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: run_movie.py LEVEL.json MOVIE.txt")
    level_path, movie_path = (arg.encode() for arg in sys.argv[1:])
    lib = load_library()

    level = LevelId()
    check(lib, lib.stLoadLevelFile(level_path, ctypes.byref(level)), "loading the level")

    count = ctypes.c_size_t()
    status = lib.stLoadMovieFile(movie_path, None, 0, ctypes.byref(count))
    if status != TOO_SMALL:
        check(lib, status, "reading the movie")
    frames = (ctypes.c_uint8 * count.value)()
    check(lib, lib.stLoadMovieFile(movie_path, frames, count.value, ctypes.byref(count)), "reading the movie")

    # The header says how the movie was recorded: the controller, the start, the profile.
    header = MovieHeader()
    check(lib, lib.stLoadMovieHeaderFile(movie_path, ctypes.byref(header)), "reading the movie's header")
    definition = lib.stDefaultControllerDef()  # the Sonic player, guide profile, at the level's start
    if header.controller == BOX:
        definition.kind = BOX  # with the level's own box_config when it has one
    if header.profile >= 0:
        definition.profile = header.profile
    if header.character >= 0:
        definition.character = header.character
    if header.hasStart:
        definition.useLevelStart = False
        definition.startX, definition.startY = header.startX, header.startY
    controller = ControllerId()
    check(lib, lib.stCreateController(level, ctypes.byref(definition), ctypes.byref(controller)),
          "creating the controller")
    for frame in frames:
        check(lib, lib.stController_Step(controller, frame), "stepping")

    row = ctypes.create_string_buffer(192)
    length = ctypes.c_size_t()
    if definition.kind == BOX:
        b = BoxState()
        check(lib, lib.stController_GetBoxState(controller, ctypes.byref(b)), "reading the box's state")
        print(f"ran {count.value} frames: box at x {b.x / 256:.2f} px, y {b.y / 256:.2f} px, "
              f"{lib.stBoxModeName(b.mode).decode()}")
        check(lib, lib.stBoxTraceRow(count.value, ctypes.byref(b), row, len(row), ctypes.byref(length)),
              "formatting the state")
    else:
        s = PlayerState()
        check(lib, lib.stController_GetPlayerState(controller, ctypes.byref(s)), "reading the state")
        where = "in the air" if s.airborne else "on the ground"
        print(f"ran {count.value} frames: x {s.x / 256:.2f} px, y {s.y / 256:.2f} px, "
              f"ground speed {s.gsp / 256:.3f} px/frame, mode {lib.stModeName(s.mode).decode()}, {where}")
        check(lib, lib.stTraceRow(count.value, ctypes.byref(s), row, len(row), ctypes.byref(length)),
              "formatting the state")
    print("final: " + row.value.decode(), end="")  # the row `solidtile sim` writes for this frame
    check(lib, lib.stDestroyLevel(level), "destroying the level")


if __name__ == "__main__":
    main()
