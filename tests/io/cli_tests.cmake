# End-to-end tests of the solidtile program: exit codes and messages.
set(data ${CMAKE_CURRENT_SOURCE_DIR}/data)

# solidtile_cli_test(NAME EXIT code [STDOUT regex] [STDERR regex] ARGS args...)
function(solidtile_cli_test name)
  cmake_parse_arguments(T "" "EXIT;STDOUT;STDERR" "ARGS" ${ARGN})
  string(JOIN "|" args ${T_ARGS})
  add_test(NAME CLI.${name}
    COMMAND ${CMAKE_COMMAND} -DPROGRAM=$<TARGET_FILE:solidtile> "-DARGS=${args}" -DEXIT=${T_EXIT}
            "-DSTDOUT=${T_STDOUT}" "-DSTDERR=${T_STDERR}" -P ${CMAKE_CURRENT_SOURCE_DIR}/run_cli.cmake)
endfunction()

set(seed_mask 0 0 1 2 2 3 4 5 5 6 6 7 8 9 9 9)

solidtile_cli_test(CheckAcceptsAValidLevelAndSummarisesIt EXIT 0
  STDOUT "small.json: ok: level \"Small test level\", 4 x 3 tiles, 2 layers, 2 masks \\(1 auto angle\\), 1 path switcher, start \\(24, 8\\)"
  ARGS check ${data}/small.json)
solidtile_cli_test(CheckListsEveryProblemWithFileFieldAndIndex EXIT 1
  STDERR "bad.json: name: is 7.*bad.json: masks\\[0\\]\\.heights\\[15\\]: is 17, outside -16\\.\\.16.*masks\\[2\\]\\.angle: is \"auto\" but cannot be computed.*bad.json: layers\\[0\\]\\.tiles\\[7\\] \\(tile 3,1\\): mask 12 does not exist \\(the level has 3 masks\\).*layers\\[1\\]\\.tiles: has 3 tiles.*path_switchers\\[0\\]\\.bottom: is 8, above top 40"
  ARGS check ${data}/bad.json)
solidtile_cli_test(CheckFailsWhenAnyOfSeveralFilesIsBad EXIT 1
  STDOUT "small.json: ok" STDERR "bad.json: name"
  ARGS check ${data}/small.json ${data}/bad.json)
solidtile_cli_test(CheckRefusesADirectory EXIT 1 STDERR "data: is a directory, not a file" ARGS check ${data})
solidtile_cli_test(CheckRefusesAMissingFile EXIT 1 STDERR "nope.json: does not exist" ARGS check ${data}/nope.json)
solidtile_cli_test(CheckAcceptsLoopRegionsOfVersion4 EXIT 0
  STDOUT "loops.json: ok: level \"Two chunks, one a loop\", 32 x 16 tiles, 2 layers, 1 mask \\(0 auto angles\\), 0 path switchers, 1 loop region, start"
  ARGS check ${data}/loops.json)
solidtile_cli_test(CheckRefusesANewerVersion EXIT 1 STDERR "version: is 21; this Solidtile reads level files up to version 20"
  ARGS check ${data}/version21.json)
solidtile_cli_test(CheckAcceptsSlopedObjectsOfVersion6 EXIT 0 STDOUT "sloped.json: ok: level \"A ramp\""
  ARGS check ${data}/sloped.json)
solidtile_cli_test(CheckNamesABadSlope EXIT 1 STDERR "sloped_bad.json: objects\\[0\\].slope\\[1\\]: is 9, above the object's h \\(8\\)"
  ARGS check ${data}/sloped_bad.json)
solidtile_cli_test(CheckWithoutAFileIsAUsageError EXIT 2 STDERR "solidtile check: no level file given\nusage: solidtile check LEVEL.json"
  ARGS check)
solidtile_cli_test(CheckRejectsAnUnknownOption EXIT 2 STDERR "solidtile check: unknown option '--fast'" ARGS check --fast ${data}/small.json)

solidtile_cli_test(AnglePrintsTheSeedExampleAsE8 EXIT 0 STDOUT "^\\$E8 \\(232, 33\\.75 deg\\)\n$" ARGS angle ${seed_mask})
solidtile_cli_test(AngleReadsNegativeHeightsAsCeilingColumns EXIT 0 STDOUT "^\\$60 "
  ARGS angle -16 -15 -14 -13 -12 -11 -10 -9 -8 -7 -6 -5 -4 -3 -2 -1)
solidtile_cli_test(AngleSaysWhyAnEmptyMaskIsUndetermined EXIT 1 STDERR "undetermined: the mask is empty"
  ARGS angle 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0)
solidtile_cli_test(AngleWithTooFewHeightsIsAUsageError EXIT 2 STDERR "expected 16 heights, got 3" ARGS angle 1 2 3)
solidtile_cli_test(AngleRejectsAHeightOutOfRange EXIT 2 STDERR "height 15 is '17', expected an integer in -16\\.\\.16"
  ARGS angle 0 0 1 2 2 3 4 5 5 6 6 7 8 9 9 17)
solidtile_cli_test(AngleRejectsAHeightThatIsNotANumber EXIT 2 STDERR "height 0 is 'x'" ARGS angle x 0 1 2 2 3 4 5 5 6 6 7 8 9 9 9)

solidtile_cli_test(HelpListsEveryCommand EXIT 0 STDOUT "usage: solidtile COMMAND.*angle +Computes.*check +Validates" ARGS --help)
solidtile_cli_test(HelpForACommandShowsItsUsage EXIT 0 STDOUT "^usage: solidtile check LEVEL\\.json" ARGS help check)
solidtile_cli_test(CommandHelpOptionShowsItsUsage EXIT 0 STDOUT "^usage: solidtile angle H0 H1" ARGS angle --help)
solidtile_cli_test(HelpForAnUnknownCommandIsAUsageError EXIT 2 STDERR "unknown command 'frobnicate'" ARGS help frobnicate)
solidtile_cli_test(UnknownCommandIsAUsageError EXIT 2 STDERR "solidtile: unknown command 'frobnicate'.*Commands:" ARGS frobnicate)
solidtile_cli_test(UnknownOptionIsAUsageError EXIT 2 STDERR "solidtile: unknown option '--frob'" ARGS --frob)
solidtile_cli_test(NoCommandIsAUsageError EXIT 2 STDERR "solidtile: no command given")
solidtile_cli_test(VersionPrintsTheVersion EXIT 0 STDOUT "^solidtile [0-9]+\\.[0-9]+\\.[0-9]+\n$" ARGS --version)

set(sonlvl ${data}/sonlvl/SonLVL.ini)
solidtile_cli_test(ImportSonlvlListsTheProjectsLevels EXIT 0 STDOUT "^Tiny Zone Act 1\nBroken Act\nNo Art Act\n$"
  ARGS import-sonlvl ${sonlvl} --list)
solidtile_cli_test(ImportSonlvlWritesTheLevelAndSummarisesIt EXIT 0
  STDOUT "tiny\\.json: 48 x 16 tiles, 2 layers, 1 mask, start \\(48,192\\)"
  ARGS import-sonlvl ${sonlvl} --level "Tiny Zone Act 1" -o ${CMAKE_CURRENT_BINARY_DIR}/tiny.json)
solidtile_cli_test(ImportSonlvlWithArtWritesTheBackgroundImage EXIT 0
  STDOUT "tiny_art\\.json: 48 x 16 tiles"
  ARGS import-sonlvl ${sonlvl} --level "Tiny Zone Act 1" -o ${CMAKE_CURRENT_BINARY_DIR}/tiny_art.json --art)
solidtile_cli_test(ImportSonlvlArtNamesTheMissingArtKey EXIT 1
  STDERR "\\[No Art Act\\]: tiles: is missing: the project names no file for it"
  ARGS import-sonlvl ${sonlvl} --level "No Art Act" -o ${CMAKE_CURRENT_BINARY_DIR}/no_art.json --art)
solidtile_cli_test(ImportSonlvlNamesTheMissingFile EXIT 1
  STDERR "SonLVL\\.ini \\[Broken Act\\]: chunks .*missing\\.kos: "
  ARGS import-sonlvl ${sonlvl} --level "Broken Act" -o ${CMAKE_CURRENT_BINARY_DIR}/broken.json)
solidtile_cli_test(ImportSonlvlListsTheLevelsWhenNoneMatches EXIT 1
  STDERR "no level named 'Act 9'; the project has: Tiny Zone Act 1, Broken Act, No Art Act"
  ARGS import-sonlvl ${sonlvl} --level "Act 9" -o ${CMAKE_CURRENT_BINARY_DIR}/none.json)
solidtile_cli_test(ImportSonlvlWithoutALevelIsAUsageError EXIT 2 STDERR "no level given \\(--level NAME, or --list to see them\\)"
  ARGS import-sonlvl ${sonlvl} -o x.json)
solidtile_cli_test(ImportSonlvlListWithALevelIsAUsageError EXIT 2 STDERR "--list takes no --level, --output or --art"
  ARGS import-sonlvl ${sonlvl} --list --level A)
solidtile_cli_test(ImportSonlvlRefusesAMissingProject EXIT 1 STDERR "nope\\.ini: " ARGS import-sonlvl ${data}/nope.ini --list)
# Issue 10: the box lint; the box demo's 1:4 run that ends midway on purpose.
solidtile_cli_test(CheckBoxLintsTheBoxDemo EXIT 0
  STDOUT "box_demo.json: box lint: path 0 tile 34,24: slope_ends_midway: .*box lint: 1 finding\n"
  ARGS check --box ${PROJECT_SOURCE_DIR}/data/levels/box_demo.json)
solidtile_cli_test(CheckBoxConfigNeedsBox EXIT 2 STDERR "--box-config needs --box"
  ARGS check --box-config x.json ${data}/small.json)

set(sonlvl_s2 ${data}/sonlvl_s2/SonLVL.ini)
solidtile_cli_test(ImportSonlvlSonic2ImportsBothKindsOfPlaneSwitchers EXIT 0
  STDOUT "tiny_s2\\.json: 16 x 8 tiles, 2 layers, 1 mask, start \\(96,176\\), 2 path switchers, [0-9]+ ms\nprofile sonic2; 2 of 2 objects simulated\n$"
  ARGS import-sonlvl ${sonlvl_s2} --level "Tiny Zone Act 1" -o ${CMAKE_CURRENT_BINARY_DIR}/tiny_s2.json)

# Issue 13, write back: export-sonlvl on a copy of the made-up project.
add_test(NAME CLI.ExportSonlvlRoundTripsWritesOnlyEditsAndRefusesWhatTheProjectCannotHold
  COMMAND ${CMAKE_COMMAND} -DPROGRAM=$<TARGET_FILE:solidtile> -DPROJECT=${data}/sonlvl -DSMALL=${data}/small.json
          -DOUT=${CMAKE_CURRENT_BINARY_DIR}/export_sonlvl -P ${CMAKE_CURRENT_SOURCE_DIR}/sonlvl_export_round_trip.cmake)
add_test(NAME CLI.ExportSonlvlSonic2ConsidersBothPathsIndexesAndWritesOnlyTheEdit
  COMMAND ${CMAKE_COMMAND} -DPROGRAM=$<TARGET_FILE:solidtile> -DDATA=${data}
          -DOUT=${CMAKE_CURRENT_BINARY_DIR}/export_sonlvl_s2 -P ${CMAKE_CURRENT_SOURCE_DIR}/sonlvl_s2_export_round_trip.cmake)
solidtile_cli_test(ExportSonlvlWithoutALevelIsAUsageError EXIT 2 STDERR "no level given \\(--level NAME\\)"
  ARGS export-sonlvl ${data}/small.json ${sonlvl})
solidtile_cli_test(ExportSonlvlNeedsTheLevelAndTheProject EXIT 2 STDERR "expected the level file and the project file"
  ARGS export-sonlvl ${data}/small.json --level A)

# Format version 6: springs and spikes (docs/formats.md), checked and run.
solidtile_cli_test(CheckAcceptsSpringsAndSpikesOfVersion6 EXIT 0
  STDOUT "springs.json: ok: level \"A spring and spikes\"" ARGS check ${data}/springs.json)
solidtile_cli_test(CheckNamesABadSpringByObjectAndField EXIT 1
  STDERR "bad_springs.json: objects\\[1\\]\\.direction: is \"north\", expected \"up\", \"down\", \"left\", \"right\", \"up_right\", \"up_left\", \"down_right\" or \"down_left\".*objects\\[2\\]: spring cannot be top_only"
  ARGS check ${data}/bad_springs.json)
# Format version 7: a bridge over a pit (docs/physics.md "Bridges"), checked and run across.
solidtile_cli_test(CheckAcceptsABridgeOfVersion7 EXIT 0
  STDOUT "bridge.json: ok: level \"A bridge over a pit\"" ARGS check ${data}/bridge.json)
solidtile_cli_test(CheckNamesABadBridge EXIT 1
  STDERR "bad_bridge.json: objects\\[0\\]: w is 100 but a bridge of 8 logs is 128 px wide"
  ARGS check ${data}/bad_bridge.json)
# Holding right from x 72 in sonic1: on the bridge at full bend over logs 3 and 4 (frames 70..73) his y is
# 192 + 8 - 19 = 181 (Obj11_BendData's 8 for logs 3 and 4 of 8); frame 120 is past the pit, not fallen out.
solidtile_cli_test(SimCrossesABridgeInSonic1 EXIT 0
  STDOUT "\n7[0-3],2[0-9][0-9][.0-9]*,181[.0-9]*,.*\n120,4[0-9][0-9]"
  ARGS sim ${data}/bridge.json --input ${data}/hold_right.txt --frames 120 --profile sonic1)
# Dropped on the red spring at (56, 208): the launch frame's row has ysp -16 px a frame (the games' $FC0 rise
# cap, Sonic_JumpHeight without a jump, applies from the next frame); blocks would not stop sonic2, springs do.
solidtile_cli_test(SimLaunchesOffASpringInSonic2 EXIT 0
  STDOUT "\n[0-9]+,72,[0-9.]+,0,-16,"
  ARGS sim ${data}/springs.json --frames 40 --profile sonic2)

# Format version 17: a goal (the signpost, Obj0D) at x 300. Holding right in sonic1 his x reaches the post on
# frame 82: the run ends there, sim says why (exit 0) and the trace's last row is that frame. A block coming
# down on him (Solid_Squash) ends the run too, and says so; a fall keeps its words (golden/CMakeLists.txt).
solidtile_cli_test(CheckAcceptsAGoalOfVersion17 EXIT 0
  STDOUT "goal.json: ok: level \"A goal on flat ground\"" ARGS check ${data}/goal.json)
solidtile_cli_test(SimSaysItReachedTheGoal EXIT 0
  STDOUT "\n82,3[0-3][0-9][.0-9]*,[^\n]*\n$"
  STDERR "^solidtile sim: reached the goal at frame 82 \\(object #0 at x 300\\); the run stops there\n$"
  ARGS sim ${data}/goal.json --input ${data}/hold_right.txt --profile sonic1)
solidtile_cli_test(SimSaysItWasCrushed EXIT 0
  STDOUT "\n49,[^\n]*\n$"
  STDERR "^solidtile sim: crushed at frame 49 \\(under object #0\\); the run stops there\n$"
  ARGS sim ${data}/crush.json --frames 200)

# --camera: two more columns, the game's screen's top-left (docs/physics.md "The camera"); the
# start (160, 716) puts it at (160 - 160, 716 - 96). Without it the columns are as they were.
solidtile_cli_test(SimCameraAddsTheScreensCornerColumns EXIT 0
  STDOUT "^frame,x,y,xsp,ysp,gsp,angle,mode,airborne,rolling,balancing,control_lock,jumping,path,camera_x,camera_y\n0,160,716,[^\n]*,0,620\n1,[^\n]*,0,620\n$"
  ARGS sim ${PROJECT_SOURCE_DIR}/data/levels/demo.json --frames 1 --profile sonic2 --camera)
solidtile_cli_test(SimWithoutCameraKeepsItsColumns EXIT 0
  STDOUT "^frame,x,y,xsp,ysp,gsp,angle,mode,airborne,rolling,balancing,control_lock,jumping,path\n0,160,716,[^,\n]*,[^,\n]*,[^,\n]*,0,floor,1,0,none,0,0,0\n"
  ARGS sim ${PROJECT_SOURCE_DIR}/data/levels/demo.json --frames 1 --profile sonic2)
solidtile_cli_test(SimCameraNeedsTheSonicController EXIT 2
  STDERR "solidtile sim: --camera needs the Sonic controller \\(the box has no game camera\\)"
  ARGS sim ${PROJECT_SOURCE_DIR}/data/levels/demo.json --frames 1 --controller box --camera)

# Issue 27: the games' acts open with their game's profile in sim (needs the disassemblies).
add_test(NAME CLI.ImportSonlvlActsRunTheirGamesProfileInSim
  COMMAND ${CMAKE_COMMAND} -DPROGRAM=$<TARGET_FILE:solidtile> -DOUT=${CMAKE_CURRENT_BINARY_DIR}/act_profile
          -P ${CMAKE_CURRENT_SOURCE_DIR}/sonlvl_act_profile.cmake)
set_tests_properties(CLI.ImportSonlvlActsRunTheirGamesProfileInSim PROPERTIES SKIP_REGULAR_EXPRESSION "SKIPPED: ")
