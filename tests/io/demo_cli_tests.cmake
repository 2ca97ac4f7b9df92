# End-to-end tests of import-demo (included after cli_tests.cmake, whose
# solidtile_cli_test they use). demo_pairs.bin holds purpose-built pairs:
# (none, 3) (Right, 1) (Right+C, 0) (Left+Start, 2); demo_odd.bin is cut mid-pair.
set(demo_out ${CMAKE_CURRENT_BINARY_DIR}/demo_cli)
file(MAKE_DIRECTORY ${demo_out})

solidtile_cli_test(ImportDemoWritesSonic1sFramesToStdout EXIT 0
  STDOUT "^controller sonic\nprofile sonic1\ncharacter sonic\npresses held\n4 -\n2 R\n1 RJ\n3 L\n$"
  STDERR "demo_pairs\\.bin: 10 frames \\(1 at level load, 9 of demo\\), 4 of 4 pairs played; the file ends before the demo timer; Start dropped on 3 frames"
  ARGS import-demo ${data}/demo_pairs.bin --game sonic1)
solidtile_cli_test(ImportDemoHoldsSonic2sFirstPairOneFrameLonger EXIT 0
  STDOUT "\nprofile sonic2\ncharacter sonic\npresses held\n5 -\n2 R\n" STDERR "11 frames"
  ARGS import-demo ${data}/demo_pairs.bin --game sonic2)
solidtile_cli_test(ImportDemoWritesAMovieFile EXIT 0
  STDOUT "pairs\\.txt: 10 frames \\(1 at level load, 9 of demo\\)"
  ARGS import-demo ${data}/demo_pairs.bin --game sonic1 -o ${demo_out}/pairs.txt)
# sim plays the written movie with the profile its header names: rows 0..10.
solidtile_cli_test(SimPlaysAnImportedDemo EXIT 0 STDOUT "\n10,[-0-9.]+,[-0-9.]+,[^\n]*\n$"
  ARGS sim ${data}/small.json --input ${demo_out}/pairs.txt)
set_tests_properties(CLI.ImportDemoWritesAMovieFile PROPERTIES FIXTURES_SETUP imported_demo)
set_tests_properties(CLI.SimPlaysAnImportedDemo PROPERTIES FIXTURES_REQUIRED imported_demo)
solidtile_cli_test(ImportDemoRefusesAFileCutMidPair EXIT 1
  STDERR "demo_odd\\.bin: byte 2: the file has 3 bytes, an odd number: its last pair has no duration"
  ARGS import-demo ${data}/demo_odd.bin --game sonic2)
solidtile_cli_test(ImportDemoNeedsAGame EXIT 2 STDERR "solidtile import-demo: no game given \\(--game sonic1, sonic2 or sonic3k\\)"
  ARGS import-demo ${data}/demo_pairs.bin)
solidtile_cli_test(ImportDemoRefusesAnotherGame EXIT 2 STDERR "--game needs sonic1, sonic2 or sonic3k"
  ARGS import-demo ${data}/demo_pairs.bin --game sonic3)
# S&K: a first byte, then a pad byte a frame (demo_pairs.bin's 8 bytes: 7 frames and the level-load one).
solidtile_cli_test(ImportDemoReadsSonicAndKnucklesAByteAFrame EXIT 0
  STDERR "8 frames \\(1 at level load, 7 of demo\\), 7 of 7 pad bytes played; the file ends before the demo timer"
  ARGS import-demo ${data}/demo_pairs.bin --game sonic3k)
solidtile_cli_test(ImportDemoRefusesAMissingFile EXIT 1 STDERR "nope\\.bin: does not exist"
  ARGS import-demo ${data}/nope.bin --game sonic1)
# sim reads a .bin as the demo of the run's profile's game: --profile here (small.json names none).
solidtile_cli_test(SimReadsADemoBinWithTheRunsProfile EXIT 0 STDOUT "\n10,[-0-9.]+,[-0-9.]+,[^\n]*\n$"
  ARGS sim ${data}/small.json --input ${data}/demo_pairs.bin --profile sonic1)
solidtile_cli_test(SimReadsADemoBinAsSonic2sWithThatProfile EXIT 0 STDOUT "\n11,[-0-9.]+,[-0-9.]+,[^\n]*\n$"
  ARGS sim ${data}/small.json --input ${data}/demo_pairs.bin --profile sonic2)
solidtile_cli_test(SimRefusesADemoBinUnderAnotherProfile EXIT 1
  STDERR "demo_pairs\\.bin: a game demo plays with its game's profile, sonic1, sonic2 or sonic3k, and this run's is guide"
  ARGS sim ${data}/small.json --input ${data}/demo_pairs.bin)
# "presses held" in a movie's header: the held jump jumps again on landing (frame 82), so row 83 is
# airborne; the same frames without the line stay on the ground.
solidtile_cli_test(SimPlaysPressesHeldAsTheGamesDemos EXIT 0 STDOUT "\n83,[^,]*,[^,]*,[^,]*,[^,]*,[^,]*,[^,]*,[^,]*,1,"
  ARGS sim ${data}/small.json --input ${data}/held_jump_presses.txt)
file(READ ${data}/held_jump_presses.txt held_jump_movie)
string(REPLACE "presses held\n" "" down_jump_movie "${held_jump_movie}")
file(WRITE ${demo_out}/held_jump_down.txt "${down_jump_movie}")
solidtile_cli_test(SimPressesOnKeyDownWithoutTheLine EXIT 0 STDOUT "\n83,[^,]*,[^,]*,[^,]*,[^,]*,[^,]*,[^,]*,[^,]*,0,"
  ARGS sim ${data}/small.json --input ${demo_out}/held_jump_down.txt)
