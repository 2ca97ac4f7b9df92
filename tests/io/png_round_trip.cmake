# cmake -DPROGRAM=solidtile -DLEVEL=level.json -DOUT=dir -P png_round_trip.cmake
# Exports both layers, imports them as one two-layer level and exports that
# again: each image must come back byte for byte.
file(MAKE_DIRECTORY "${OUT}")
include("${CMAKE_CURRENT_LIST_DIR}/exchange_round_trip_common.cmake")
run(export-png "${LEVEL}" -o "${OUT}/a0.png")
run(export-png "${LEVEL}" --layer 1 -o "${OUT}/a1.png")
run(import-png "${OUT}/a0.png" --layer2 "${OUT}/a1.png" -o "${OUT}/b.json")
run(check "${OUT}/b.json")
foreach(layer 0 1)
  run(export-png "${OUT}/b.json" --layer ${layer} -o "${OUT}/c${layer}.png")
  execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files "${OUT}/a${layer}.png" "${OUT}/c${layer}.png" RESULT_VARIABLE differ)
  if(differ)
    message(FATAL_ERROR "layers[${layer}] changed in the round trip: ${OUT}/a${layer}.png vs c${layer}.png")
  endif()
endforeach()
