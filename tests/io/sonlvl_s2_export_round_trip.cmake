# cmake -DPROGRAM=solidtile -DDATA=dir -DOUT=dir -P sonlvl_s2_export_round_trip.cmake
# On a copy of the made-up Sonic 2 project (sonlvl_s2, whose arrays live in
# sonlvl): import, export unchanged (nothing written), edit a mask's angle in
# the JSON, export (only the angle map written, both paths' indexes
# unchanged), re-import (the edit is there, the old file in .bak); then edits
# in cells of chunk $00 and of a chunk placed twice, refused by place.
file(REMOVE_RECURSE "${OUT}")
file(MAKE_DIRECTORY "${OUT}")
file(COPY "${DATA}/sonlvl" "${DATA}/sonlvl_s2" DESTINATION "${OUT}")
set(ini "${OUT}/sonlvl_s2/SonLVL.ini")
set(level "Tiny Zone Act 1")
include("${CMAKE_CURRENT_LIST_DIR}/sonlvl_round_trip_common.cmake")
function(hashes var)
  hash_files(all sonlvl/colarr.bin sonlvl/angles.bin sonlvl_s2/colind1.bin sonlvl_s2/colind2.bin sonlvl_s2/chunks.bin)
  set(${var} "${all}" PARENT_SCOPE)
endfunction()

hashes(original)
run(0 out import-sonlvl "${ini}" --level "${level}" -o "${OUT}/a.json")
run(0 out export-sonlvl "${OUT}/a.json" "${ini}" --level "${level}")
if(NOT out MATCHES "colind1\\.bin: unchanged\n.*colind2\\.bin: unchanged\n0 files written\n$")
  message(FATAL_ERROR "an unchanged level wrote files, or not both paths' indexes were considered:\n${out}")
endif()
hashes(now)
if(NOT now STREQUAL original)
  message(FATAL_ERROR "an unchanged export changed the project:\n${original}\n${now}")
endif()
file(GLOB_RECURSE baks "${OUT}/*.bak")
if(baks)
  message(FATAL_ERROR "backups written: ${baks}")
endif()

file(READ "${OUT}/a.json" json)
string(JSON json SET "${json}" masks 0 angle 32)
file(WRITE "${OUT}/b.json" "${json}")
run(0 out export-sonlvl "${OUT}/b.json" "${ini}" --level "${level}")
if(NOT out MATCHES "colarr\\.bin: unchanged\n.*angles\\.bin: written.*colind1\\.bin: unchanged\n.*colind2\\.bin: unchanged\n1 file written\n$")
  message(FATAL_ERROR "the angle edit did not write the angle map alone:\n${out}")
endif()
if(NOT EXISTS "${OUT}/sonlvl/angles.bin.bak")
  message(FATAL_ERROR "no backup of angles.bin")
endif()
run(0 out import-sonlvl "${ini}" --level "${level}" -o "${OUT}/c.json")
file(READ "${OUT}/c.json" again)
string(JSON a GET "${again}" masks 0 angle)
if(NOT a EQUAL 32)
  message(FATAL_ERROR "the re-imported mask has angle ${a}, expected 32")
endif()

# Issue 28: an edit in a cell of chunk $00 was dropped with "0 files written".
# "Gap Zone" reads the layout two bytes on (layout.bin:2), so its first two
# cells hold chunk $00 and the next two chunk 1. A mask brushed into the
# first cell and a floor tile cleared in one of chunk 1's two cells are both
# refused with their places, and nothing is written.
hashes(before_gap)
file(APPEND "${ini}" "[Gap Zone Act 1]\nchunks=chunks.bin\nlayout=layout.bin:2\ncolind1=colind1.bin\ncolind2=colind2.bin\n"
                     "startpos=start.bin:Sonic:Level Start\n")
run(0 out import-sonlvl "${ini}" --level "Gap Zone Act 1" -o "${OUT}/gap.json")
file(READ "${OUT}/gap.json" json)
string(JSON width GET "${json}" width)
math(EXPR at "2 * ${width} + 3")
string(JSON json SET "${json}" layers 0 tiles ${at} 1)  # primary path tile (3,2), mask 0
math(EXPR at "${at} + 1")
string(JSON json SET "${json}" layers 0 tiles ${at} 1)  # and (4,2)
math(EXPR at "7 * ${width} + 23")
string(JSON json SET "${json}" layers 1 tiles ${at} 0)  # secondary path tile (23,7) cleared
file(WRITE "${OUT}/gap_edit.json" "${json}")
run(1 out export-sonlvl "${OUT}/gap_edit.json" "${ini}" --level "Gap Zone Act 1")
foreach(expected
    "primary path tiles \\(3,2\\) and \\(4,2\\): solid in layout cell \\(0,0\\), which holds chunk \\$00, the blank chunk"
    "block \\$[0-9A-F]+: is given different masks in different places, but its collision index entry is one for all of them: entry \\$0 at secondary path tile \\(23,7\\) \\(edited\\); entry \\$[0-9A-F]+ kept at secondary path tile \\(16,7\\) and 14 more places; it lies in layout cells \\(2,0\\) and \\(3,0\\)\n"
    "\nnothing written\n$")
  if(NOT out MATCHES "${expected}")
    message(FATAL_ERROR "the refusal does not say '${expected}':\n${out}")
  endif()
endforeach()
hashes(now)
if(NOT now STREQUAL before_gap)
  message(FATAL_ERROR "a refused export changed the project")
endif()
