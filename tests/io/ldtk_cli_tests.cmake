# End-to-end tests of export-ldtk and import-ldtk (included after cli_tests.cmake,
# whose solidtile_cli_test they use).
set(out ${CMAKE_CURRENT_BINARY_DIR}/ldtk_cli)
file(MAKE_DIRECTORY ${out})

foreach(level demo flat box_demo)
  add_test(NAME CLI.LdtkRoundTripIsExact_${level}
    COMMAND ${CMAKE_COMMAND} -DPROGRAM=$<TARGET_FILE:solidtile> -DLEVEL=${PROJECT_SOURCE_DIR}/data/levels/${level}.json
            -DOUT=${out}/trip_${level} -P ${CMAKE_CURRENT_SOURCE_DIR}/ldtk_round_trip.cmake)
endforeach()
# Issue 27: an oscillating object and a collapse's delays come back as they were.
add_test(NAME CLI.LdtkRoundTripKeepsOscillationAndCollapseDelays
  COMMAND ${CMAKE_COMMAND} -DPROGRAM=$<TARGET_FILE:solidtile> -DLEVEL=${data}/moving_objects.json -DEXACT=1
          -DOUT=${out}/trip_moving -P ${CMAKE_CURRENT_SOURCE_DIR}/ldtk_round_trip.cmake)
solidtile_cli_test(ExportLdtkSummarisesWhatItWrote EXIT 0
  STDOUT "small\\.ldtk: 4 x 3 tiles, 2 layers, 2 masks; tileset image small\\.png"
  ARGS export-ldtk ${data}/small.json -o ${out}/small.ldtk)
solidtile_cli_test(ImportLdtkReadsAnIntGridMapForTheBox EXIT 0
  STDOUT "level 'First', 6 x 4 tiles, 1 layer, 1 masks \\(1 flagged \\$FF\\), 16 tiles \\(0 flipped\\), start \\(-4, 8\\); from IntGrid, controller box"
  ARGS import-ldtk ${data}/ldtk/platformer.ldtk -o ${out}/platformer.json)
solidtile_cli_test(ImportLdtkChoosesALevelAndMapsValuesByName EXIT 0
  STDOUT "level 'Second', .* 15 tiles"
  ARGS import-ldtk ${data}/ldtk/platformer.ldtk -o ${out}/second.json --level 1 --intgrid-map water=none,ladder=ladder)
solidtile_cli_test(ImportLdtkNamesAMissingLevel EXIT 1
  STDERR "platformer\\.ldtk: project: has no level 'Third' \\(its levels: 'First', 'Second'\\)"
  ARGS import-ldtk ${data}/ldtk/platformer.ldtk -o ${out}/never.json --level Third)
solidtile_cli_test(ImportLdtkNamesAValueTheMapDoesNotHave EXIT 1
  STDERR "level 'First' layer 'Collisions': has no value 'lava' \\(--intgrid-map\\); its values: dirt, ladder, stone"
  ARGS import-ldtk ${data}/ldtk/platformer.ldtk -o ${out}/never.json --intgrid-map lava=none)
solidtile_cli_test(ImportLdtkRefusesABadIntGridMap EXIT 2 STDERR "--intgrid-map: entry 'ladder=rope' is not VALUE=MEANING"
  ARGS import-ldtk ${data}/ldtk/platformer.ldtk -o ${out}/never.json --intgrid-map ladder=rope)
solidtile_cli_test(ImportLdtkWithoutOutputIsAUsageError EXIT 2 STDERR "no output given" ARGS import-ldtk x.ldtk)
solidtile_cli_test(ExportLdtkWithoutOutputIsAUsageError EXIT 2 STDERR "no output given" ARGS export-ldtk ${data}/small.json)
