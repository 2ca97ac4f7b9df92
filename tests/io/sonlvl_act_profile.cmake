# cmake -DPROGRAM=solidtile -DOUT=dir -P sonlvl_act_profile.cmake
# Issue 27, gated on SOLIDTILE_DISASM_DIR (s1disasm, s2disasm, skdisasm in it;
# prints SKIPPED without it): Green Hill 1, Emerald Hill 1 and Angel Island 1
# import with their game's profile, and `sim` without --profile runs that
# profile: its trace of a hold-right run equals the one given the game's
# --profile and differs from the guide's; the act loads its objects by the
# camera ("object_loading", format version 10).
if(NOT DEFINED ENV{SOLIDTILE_DISASM_DIR} OR "$ENV{SOLIDTILE_DISASM_DIR}" STREQUAL "")
  message("SKIPPED: SOLIDTILE_DISASM_DIR is not set")
  return()
endif()
set(dis "$ENV{SOLIDTILE_DISASM_DIR}")
include("${CMAKE_CURRENT_LIST_DIR}/sonlvl_round_trip_common.cmake")
file(REMOVE_RECURSE "${OUT}")
file(MAKE_DIRECTORY "${OUT}")
file(WRITE "${OUT}/right.movie" "600 R\n")
foreach(act "s1disasm|Green Hill Zone Act 1|sonic1|ghz1" "s2disasm|Emerald Hill Zone Act 1|sonic2|ehz1"
            "skdisasm|Sonic 3\\\\Angel Island Zone Act 1|sonic3k|aiz1")
  string(REPLACE "|" ";" fields "${act}")
  list(GET fields 0 folder)
  list(GET fields 1 level)
  list(GET fields 2 profile)
  list(GET fields 3 stem)
  run(0 out import-sonlvl "${dis}/${folder}/SonLVL INI Files/SonLVL.ini" --level "${level}" -o "${OUT}/${stem}.json")
  if(NOT out MATCHES "\nprofile ${profile}; [0-9]+ of [0-9]+ objects simulated( \\([0-9]+ monitors\\))?(, [0-9]+ scenery with nothing to simulate)?; markers: ")
    message(FATAL_ERROR "${level}: the summary does not name the profile and the simulated objects:\n${out}")
  endif()
  # Their objects exist by the camera's place, as the games' object managers keep them.
  file(READ "${OUT}/${stem}.json" written)
  if(NOT written MATCHES "\"object_loading\": \"camera\"")
    message(FATAL_ERROR "${level}: the imported act does not load its objects by the camera")
  endif()
  run(0 own sim "${OUT}/${stem}.json" --input "${OUT}/right.movie")
  run(0 game sim "${OUT}/${stem}.json" --input "${OUT}/right.movie" --profile ${profile})
  run(0 guide sim "${OUT}/${stem}.json" --input "${OUT}/right.movie" --profile guide)
  if(NOT own STREQUAL game)
    message(FATAL_ERROR "${level}: sim without --profile does not run ${profile}")
  endif()
  if(own STREQUAL guide)
    message(FATAL_ERROR "${level}: the guide's run equals ${profile}'s, so the check tells nothing")
  endif()
  string(REGEX MATCHALL "\n[0-9]+,[^,]+,[^,]+," rows "${own}")
  list(GET rows -1 last)
  string(STRIP "${last}" last)
  message("${level}: ${profile}; holding right, the last frame, x, y: ${last}")
endforeach()
