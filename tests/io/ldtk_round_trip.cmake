# cmake -DPROGRAM=solidtile -DLEVEL=level.json -DOUT=dir [-DEXACT=1] -P ldtk_round_trip.cmake
# Exports a level to LDtk, imports the project, exports that again: the
# project and its tileset image must come back byte for byte, and the
# imported level must check and import again to the same bytes.
file(MAKE_DIRECTORY "${OUT}")
include("${CMAKE_CURRENT_LIST_DIR}/exchange_round_trip_common.cmake")
run(export-ldtk "${LEVEL}" -o "${OUT}/a.ldtk")
run(import-ldtk "${OUT}/a.ldtk" -o "${OUT}/b.json")
run(check "${OUT}/b.json")
same_level(b.json)
run(export-ldtk "${OUT}/b.json" -o "${OUT}/c.ldtk")
run(import-ldtk "${OUT}/c.ldtk" -o "${OUT}/d.json")
# The project names its own image (a.png, c.png): compared with the names made equal.
same_bytes(import-ldtk "612e706e67" "632e706e67" "a.ldtk|c.ldtk" "a.png|c.png" "b.json|d.json")
