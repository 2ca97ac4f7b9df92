# End-to-end tests of import-png and export-png (included after cli_tests.cmake,
# whose solidtile_cli_test they use). The PNGs come from data/png/make_pngs.py.
set(png ${CMAKE_CURRENT_SOURCE_DIR}/data/png)
set(out ${CMAKE_CURRENT_BINARY_DIR}/png_cli)
file(MAKE_DIRECTORY ${out})

solidtile_cli_test(ImportPngWritesALevelAndSummarisesIt EXIT 0
  STDOUT "ground\\.json: 3 x 2 tiles, 1 layer, 2 masks \\(1 flagged \\$FF: no angle could be computed\\), 5 tiles \\(0 flipped\\), start \\(24, -13\\)"
  ARGS import-png ${png}/ground.png -o ${out}/ground.json)
solidtile_cli_test(ImportPngTakesTwoLayersANameAndAStart EXIT 0
  STDOUT "two\\.json: 3 x 2 tiles, 2 layers, 2 masks .* 10 tiles \\(0 flipped\\), start \\(10, 20\\)"
  ARGS import-png ${png}/ground.png --layer2 ${png}/ground.png --name Two --start 10,20 -o ${out}/two.json)
solidtile_cli_test(ImportPngWithASolidColourIgnoresTheBackground EXIT 0
  STDOUT "3 x 2 tiles, 1 layer, 2 masks .* 5 tiles"
  ARGS import-png ${png}/black_on_white.png --solid-colour 000000 -o ${out}/black.json)
solidtile_cli_test(ImportPngWithoutASolidColourReadsAnOpaqueBackgroundAsSolid EXIT 0
  STDOUT "1 mask .* 6 tiles"
  ARGS import-png ${png}/black_on_white.png -o ${out}/all_solid.json)
solidtile_cli_test(ImportPngReadsAHalfTransparentPixelAsSolidByDefault EXIT 0
  STDOUT "1 mask .* 1 tile "
  ARGS import-png ${png}/faint.png -o ${out}/faint.json)
solidtile_cli_test(ImportPngReadsPixelsAtTheThresholdAsEmpty EXIT 0
  STDOUT "0 masks .* 0 tiles"
  ARGS import-png ${png}/faint.png --threshold 128 -o ${out}/nothing.json)

solidtile_cli_test(ImportPngReportsAColumnWithAHole EXIT 1
  STDERR "hole\\.png: tile \\(2,1\\) at pixel \\(32,16\\): column 5 is not a height profile: a gap at row 9"
  ARGS import-png ${png}/hole.png -o ${out}/hole.json)
solidtile_cli_test(ImportPngReportsATileMixingSolidities EXIT 1
  STDERR "mixed\\.png: tile \\(0,0\\) at pixel \\(0,0\\): has solid pixels of more than one solidity \\(all, top_only\\)"
  ARGS import-png ${png}/mixed.png -o ${out}/mixed.json)
solidtile_cli_test(ImportPngRefusesASizeThatIsNotAMultipleOf16 EXIT 1
  STDERR "size_20x16\\.png: is 20 x 16 px; both sides must be multiples of 16 .*pad it to 32 x 16 px"
  ARGS import-png ${png}/size_20x16.png -o ${out}/size.json)
solidtile_cli_test(ImportPngRefusesAZeroSizedImage EXIT 1
  STDERR "zero_width\\.png: is 0 x 16 px: an image with no pixels"
  ARGS import-png ${png}/zero_width.png -o ${out}/zero.json)
solidtile_cli_test(ImportPngRefusesAHugeImage EXIT 1
  STDERR "huge\\.png: is 100000 x 16 px, larger than Solidtile reads \\(at most 65536 x 16384 px\\)"
  ARGS import-png ${png}/huge.png -o ${out}/huge.json)
solidtile_cli_test(ImportPngRefusesCorruptImageData EXIT 1
  STDERR "corrupt\\.png: is not a readable PNG: its image data \\(IDAT chunks from byte 33\\) is not valid zlib data"
  ARGS import-png ${png}/corrupt.png -o ${out}/corrupt.json)
# Issue 29: a chunk whose CRC does not match, and IHDR combinations PNG forbids.
solidtile_cli_test(ImportPngRefusesAChunkWhoseCrcDoesNotMatch EXIT 1
  STDERR "bad_crc\\.png: is not a readable PNG: its 'IDAT' chunk at byte 33 does not match its CRC"
  ARGS import-png ${png}/bad_crc.png -o ${out}/bad_crc.json)
solidtile_cli_test(ImportPngRefusesRgbAtBitDepth1 EXIT 1
  STDERR "rgb_depth_1\\.png: is not a readable PNG: its IHDR chunk gives colour type 2 with bit depth 1, which PNG does not allow"
  ARGS import-png ${png}/rgb_depth_1.png -o ${out}/rgb1.json)
solidtile_cli_test(ImportPngRefusesGreyAlphaAtBitDepth2 EXIT 1
  STDERR "grey_alpha_depth_2\\.png: is not a readable PNG: its IHDR chunk gives colour type 4 with bit depth 2"
  ARGS import-png ${png}/grey_alpha_depth_2.png -o ${out}/ga2.json)
solidtile_cli_test(ImportPngRefusesDataThatInflatesPastTheImageSize EXIT 1
  STDERR "inflates_too_far\\.png: is not a readable PNG: its image data inflates to more than a 16 x 16 px image holds"
  ARGS import-png ${png}/inflates_too_far.png -o ${out}/bomb.json)
solidtile_cli_test(ImportPngRefusesAFileThatIsNotAPng EXIT 1
  STDERR "not_a_png\\.png: is not a PNG file"
  ARGS import-png ${png}/not_a_png.png -o ${out}/not.json)
solidtile_cli_test(ImportPngRefusesAMissingFile EXIT 1 STDERR "nope\\.png: does not exist"
  ARGS import-png ${png}/nope.png -o ${out}/nope.json)
solidtile_cli_test(ImportPngReportsBothImagesProblems EXIT 1
  STDERR "hole\\.png: tile \\(2,1\\).*mixed\\.png: tile \\(0,0\\)"
  ARGS import-png ${png}/hole.png --layer2 ${png}/mixed.png -o ${out}/both.json)
solidtile_cli_test(ImportPngRefusesLayersOfDifferentSizes EXIT 1
  STDERR "faint\\.png: layers\\[1\\]: its image is 16 x 16 px, but layers\\[0\\]'s is 48 x 32 px"
  ARGS import-png ${png}/ground.png --layer2 ${png}/faint.png -o ${out}/sizes.json)

solidtile_cli_test(ImportPngWithoutAnOutputIsAUsageError EXIT 2
  STDERR "solidtile import-png: no output given \\(-o LEVEL\\.json\\)\nusage: solidtile import-png IMAGE\\.png"
  ARGS import-png ${png}/ground.png)
solidtile_cli_test(ImportPngWithoutAnImageIsAUsageError EXIT 2 STDERR "no image given" ARGS import-png -o ${out}/x.json)
solidtile_cli_test(ImportPngRejectsAThresholdOutOfRange EXIT 2 STDERR "--threshold needs a whole number from 0 to 254"
  ARGS import-png ${png}/ground.png --threshold 255 -o ${out}/x.json)
solidtile_cli_test(ImportPngRejectsABadColour EXIT 2 STDERR "--solid-colour needs a colour as RRGGBB in hex"
  ARGS import-png ${png}/ground.png --solid-colour FFF -o ${out}/x.json)
solidtile_cli_test(ImportPngRejectsABadStart EXIT 2 STDERR "--start needs X,Y in whole pixels"
  ARGS import-png ${png}/ground.png --start 10 -o ${out}/x.json)
# Issue 29: a start out of range is told the range.
solidtile_cli_test(ImportPngNamesTheStartsRange EXIT 2 STDERR "--start needs X,Y in whole pixels, each in -4194304\\.\\.4194304"
  ARGS import-png ${png}/ground.png --start 10,99999999 -o ${out}/x.json)
solidtile_cli_test(ImportPngRejectsASecondImageOperand EXIT 2 STDERR "one image only \\(got '.*ground\\.png' and '.*hole\\.png'\\)"
  ARGS import-png ${png}/ground.png ${png}/hole.png -o ${out}/x.json)
solidtile_cli_test(ImportPngRejectsAnUnknownOption EXIT 2 STDERR "unknown option '--fast'"
  ARGS import-png ${png}/ground.png --fast -o ${out}/x.json)
solidtile_cli_test(ImportPngHelpShowsUsageAndThePalette EXIT 0
  STDOUT "^usage: solidtile import-png IMAGE\\.png -o LEVEL\\.json.*FFD800 top-only"
  ARGS import-png --help)

solidtile_cli_test(ExportPngWritesTheImage EXIT 0 STDOUT "demo0\\.png: 6656 x 1024 px from layers\\[0\\]"
  ARGS export-png ${PROJECT_SOURCE_DIR}/data/levels/demo.json -o ${out}/demo0.png)
solidtile_cli_test(ExportPngRefusesALayerTheLevelLacks EXIT 2 STDERR "--layer 1: .*flat\\.json has only layers\\[0\\]"
  ARGS export-png ${PROJECT_SOURCE_DIR}/data/levels/flat.json --layer 1 -o ${out}/flat.png)
solidtile_cli_test(ExportPngRejectsALayerOutOfRange EXIT 2 STDERR "--layer needs 0 or 1"
  ARGS export-png ${PROJECT_SOURCE_DIR}/data/levels/demo.json --layer 2 -o ${out}/x.png)
solidtile_cli_test(ExportPngWithoutAnOutputIsAUsageError EXIT 2 STDERR "no output given \\(-o IMAGE\\.png\\)"
  ARGS export-png ${PROJECT_SOURCE_DIR}/data/levels/demo.json)
solidtile_cli_test(ExportPngRefusesABadLevel EXIT 1 STDERR "bad\\.json: name: is 7"
  ARGS export-png ${data}/bad.json -o ${out}/bad.png)
solidtile_cli_test(ExportPngHelpShowsUsage EXIT 0 STDOUT "^usage: solidtile export-png LEVEL\\.json -o IMAGE\\.png \\[--layer N\\]"
  ARGS export-png --help)

# export -> import -> export through the program gives the same image, byte for byte.
add_test(NAME CLI.PngRoundTripThroughTheProgramGivesTheSameImage
  COMMAND ${CMAKE_COMMAND} -DPROGRAM=$<TARGET_FILE:solidtile> -DLEVEL=${PROJECT_SOURCE_DIR}/data/levels/demo.json
          -DOUT=${out}/round_trip -P ${CMAKE_CURRENT_SOURCE_DIR}/png_round_trip.cmake)
