# What the PNG, Tiled and LDtk round-trip scripts share: run solidtile expecting
# success, and compare the first export's files with the second's.
function(run)
  execute_process(COMMAND "${PROGRAM}" ${ARGN} RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT code STREQUAL "0")
    message(FATAL_ERROR "solidtile ${ARGN}\nexit ${code}\n${out}${err}")
  endif()
endfunction()

# same_bytes(IMPORTER FIRST_HEX SECOND_HEX PAIR...): each "first|second" pair
# of files under OUT holds the same bytes, once the hex FIRST_HEX in the first
# is replaced by SECOND_HEX (an export names its own files: a.png, c.png).
function(same_bytes importer first_hex second_hex)
  foreach(pair ${ARGN})
    string(REPLACE "|" ";" files "${pair}")
    list(GET files 0 first)
    list(GET files 1 second)
    file(READ "${OUT}/${first}" x HEX)
    file(READ "${OUT}/${second}" y HEX)
    string(REPLACE "${first_hex}" "${second_hex}" x "${x}")
    if(NOT x STREQUAL y)
      message(FATAL_ERROR "${first} and ${second} differ after a round trip through ${importer}")
    endif()
  endforeach()
endfunction()

# same_level(IMPORTED): with -DEXACT=1, the level read back (a file under OUT)
# holds the bytes of LEVEL itself, so nothing the export could not write was lost.
function(same_level imported)
  if(EXACT)
    file(READ "${LEVEL}" x HEX)
    file(READ "${OUT}/${imported}" y HEX)
    if(NOT x STREQUAL y)
      message(FATAL_ERROR "${LEVEL} and ${imported} differ after a round trip")
    endif()
  endif()
endfunction()
