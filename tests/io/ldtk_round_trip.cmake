# cmake -DPROGRAM=solidtile -DLEVEL=level.json -DOUT=dir -P ldtk_round_trip.cmake
# Exports a level to LDtk, imports the project, exports that again: the
# project and its tileset image must come back byte for byte, and the
# imported level must check and import again to the same bytes.
file(MAKE_DIRECTORY "${OUT}")
function(run)
  execute_process(COMMAND "${PROGRAM}" ${ARGN} RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT code STREQUAL "0")
    message(FATAL_ERROR "solidtile ${ARGN}\nexit ${code}\n${out}${err}")
  endif()
endfunction()
run(export-ldtk "${LEVEL}" -o "${OUT}/a.ldtk")
run(import-ldtk "${OUT}/a.ldtk" -o "${OUT}/b.json")
run(check "${OUT}/b.json")
run(export-ldtk "${OUT}/b.json" -o "${OUT}/c.ldtk")
run(import-ldtk "${OUT}/c.ldtk" -o "${OUT}/d.json")
foreach(pair "a.ldtk|c.ldtk" "a.png|c.png" "b.json|d.json")
  string(REPLACE "|" ";" files "${pair}")
  list(GET files 0 first)
  list(GET files 1 second)
  file(READ "${OUT}/${first}" x HEX)
  file(READ "${OUT}/${second}" y HEX)
  # The project names its own image (a.png, c.png): compare with the names made equal.
  string(REPLACE "612e706e67" "632e706e67" x "${x}")
  if(NOT x STREQUAL y)
    message(FATAL_ERROR "${first} and ${second} differ after a round trip through import-ldtk")
  endif()
endforeach()
