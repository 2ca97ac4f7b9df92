"""ctypes bindings for libsolidtile (the C API of solidtile/solidtile.h), shared
by the Python examples. The structs mirror the header field for field; the
library is found through SOLIDTILE_LIBRARY (a path to libsolidtile.so) or the
system's library search (an installed package)."""
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
        ("recordPhases", ctypes.c_bool),
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


class LevelDef(ctypes.Structure):
    _fields_ = [(name, ctypes.c_int32) for name in ("width", "height", "layerCount", "internalValue")]


class MaskDef(ctypes.Structure):
    _fields_ = [("heights", ctypes.c_int8 * 16), ("autoAngle", ctypes.c_bool), ("angle", ctypes.c_uint8),
                ("hasEdges", ctypes.c_bool), ("edgeLeft", ctypes.c_int8), ("edgeRight", ctypes.c_int8),
                ("internalValue", ctypes.c_int32)]


class TileDef(ctypes.Structure):
    _fields_ = [("mask", ctypes.c_int32), ("flipX", ctypes.c_bool), ("flipY", ctypes.c_bool), ("solidity", ctypes.c_int)]


class Point(ctypes.Structure):
    _fields_ = [("x", ctypes.c_int32), ("y", ctypes.c_int32)]


MAX_WAYPOINTS = 64


class ObjectDef(ctypes.Structure):
    _fields_ = [("w", ctypes.c_int32), ("h", ctypes.c_int32), ("pointCount", ctypes.c_int32),
                ("points", Point * MAX_WAYPOINTS), ("speed", ctypes.c_int32), ("loop", ctypes.c_int),
                ("wait", ctypes.c_int32), ("topOnly", ctypes.c_bool), ("internalValue", ctypes.c_int32)]


OK, TOO_SMALL = 0, 7
SONIC, BOX = 1, 2
INPUT_LEFT, INPUT_RIGHT, INPUT_UP, INPUT_DOWN, INPUT_JUMP = 1, 2, 4, 8, 16
TAG_LADDER = 1


def load_library(program):
    path = os.environ.get("SOLIDTILE_LIBRARY") or ctypes.util.find_library("solidtile")
    if not path:
        sys.exit(f"{program}: libsolidtile not found; set SOLIDTILE_LIBRARY to its path")
    lib = ctypes.CDLL(path)
    size_p = ctypes.POINTER(ctypes.c_size_t)
    level_p = ctypes.POINTER(LevelId)
    i32, i32_p = ctypes.c_int32, ctypes.POINTER(ctypes.c_int32)
    signatures = {
        "stStatusName": (ctypes.c_char_p, [ctypes.c_int]),
        "stLastMessage": (ctypes.c_char_p, []),
        "stLoadLevelFile": (ctypes.c_int, [ctypes.c_char_p, level_p]),
        "stLoadLevelMemory": (ctypes.c_int, [ctypes.c_char_p, ctypes.c_size_t, level_p]),
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
        "stDefaultLevelDef": (LevelDef, []),
        "stCreateLevel": (ctypes.c_int, [ctypes.POINTER(LevelDef), level_p]),
        "stLevel_SetStart": (ctypes.c_int, [LevelId, i32, i32]),
        "stDefaultMaskDef": (MaskDef, []),
        "stLevel_AddMask": (ctypes.c_int, [LevelId, ctypes.POINTER(MaskDef), i32_p]),
        "stLevel_SetTile": (ctypes.c_int, [LevelId, i32, i32, i32, ctypes.POINTER(TileDef)]),
        "stLevel_SetTag": (ctypes.c_int, [LevelId, i32, i32, i32, ctypes.c_int]),
        "stDefaultObjectDef": (ObjectDef, []),
        "stLevel_AddObject": (ctypes.c_int, [LevelId, ctypes.POINTER(ObjectDef), i32_p]),
        "stLevel_GetObjectPosition": (ctypes.c_int, [LevelId, i32, ctypes.c_uint32, i32_p, i32_p]),
    }
    for name, (restype, argtypes) in signatures.items():
        function = getattr(lib, name)
        function.restype = restype
        function.argtypes = argtypes
    return lib


def checker(lib, program):
    """A check(status, what) that exits with the library's message when a call failed."""
    def check(status, what):
        if status != OK:
            name = lib.stStatusName(status).decode()
            sys.exit(f"{program}: {what} failed ({name}): {lib.stLastMessage().decode()}")
    return check
