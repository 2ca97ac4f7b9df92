#!/usr/bin/env python3
"""Embedding Solidtile from Python through ctypes on libsolidtile (the C API):
load a level, run an input movie on the controller its header names (the
Sonic player unless it says "controller box") and print the final state.

    python3 run_movie.py LEVEL.json MOVIE.txt

The library is found through SOLIDTILE_LIBRARY (a path to libsolidtile.so) or
the system's library search (an installed package); the bindings are
solidtile_ctypes.py beside this file.
"""
import ctypes
import sys

from solidtile_ctypes import (BOX, TOO_SMALL, BoxState, ControllerId, LevelId, MovieHeader, PlayerState, checker,
                              load_library)


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: run_movie.py LEVEL.json MOVIE.txt")
    level_path, movie_path = (arg.encode() for arg in sys.argv[1:])
    lib = load_library("run_movie.py")
    check = checker(lib, "run_movie.py")

    level = LevelId()
    check(lib.stLoadLevelFile(level_path, ctypes.byref(level)), "loading the level")

    count = ctypes.c_size_t()
    status = lib.stLoadMovieFile(movie_path, None, 0, ctypes.byref(count))
    if status != TOO_SMALL:
        check(status, "reading the movie")
    frames = (ctypes.c_uint8 * count.value)()
    check(lib.stLoadMovieFile(movie_path, frames, count.value, ctypes.byref(count)), "reading the movie")

    # The header says how the movie was recorded: the controller, the start, the profile.
    header = MovieHeader()
    check(lib.stLoadMovieHeaderFile(movie_path, ctypes.byref(header)), "reading the movie's header")
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
    check(lib.stCreateController(level, ctypes.byref(definition), ctypes.byref(controller)),
          "creating the controller")
    for frame in frames:
        check(lib.stController_Step(controller, frame), "stepping")

    row = ctypes.create_string_buffer(192)
    length = ctypes.c_size_t()
    if definition.kind == BOX:
        b = BoxState()
        check(lib.stController_GetBoxState(controller, ctypes.byref(b)), "reading the box's state")
        print(f"ran {count.value} frames: box at x {b.x / 256:.2f} px, y {b.y / 256:.2f} px, "
              f"{lib.stBoxModeName(b.mode).decode()}")
        check(lib.stBoxTraceRow(count.value, ctypes.byref(b), row, len(row), ctypes.byref(length)),
              "formatting the state")
    else:
        s = PlayerState()
        check(lib.stController_GetPlayerState(controller, ctypes.byref(s)), "reading the state")
        where = "in the air" if s.airborne else "on the ground"
        print(f"ran {count.value} frames: x {s.x / 256:.2f} px, y {s.y / 256:.2f} px, "
              f"ground speed {s.gsp / 256:.3f} px/frame, mode {lib.stModeName(s.mode).decode()}, {where}")
        check(lib.stTraceRow(count.value, ctypes.byref(s), row, len(row), ctypes.byref(length)),
              "formatting the state")
    print("final: " + row.value.decode(), end="")  # the row `solidtile sim` writes for this frame
    check(lib.stDestroyLevel(level), "destroying the level")


if __name__ == "__main__":
    main()
