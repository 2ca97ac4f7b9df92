# cmake -DPROGRAM=solidtile -DLEVEL=level.json -DOUT=dir [-DEXACT=1] [-DJSON=1] -P tiled_round_trip.cmake
# Exports a level to Tiled, imports the map, exports that again: the map and
# its tileset must come back byte for byte, and the imported level must check.
file(MAKE_DIRECTORY "${OUT}")
include("${CMAKE_CURRENT_LIST_DIR}/exchange_round_trip_common.cmake")
if(JSON)
  set(ext json)
  set(flag --json)
else()
  set(ext tmx)
  set(flag "")
endif()
run(export-tiled "${LEVEL}" -o "${OUT}/a.${ext}" ${flag})
run(import-tiled "${OUT}/a.${ext}" -o "${OUT}/b.json")
run(check "${OUT}/b.json")
same_level(b.json)
run(export-tiled "${OUT}/b.json" -o "${OUT}/c.${ext}" ${flag})
set(pairs "a.${ext}|c.${ext}" "a.png|c.png")
if(NOT JSON)
  list(APPEND pairs "a.tsx|c.tsx")
endif()
# The map names its own tileset and image (a.tsx, c.tsx): compared with the names made equal.
same_bytes(import-tiled "612e" "632e" ${pairs})
