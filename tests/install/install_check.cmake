# One step of the installed-package test (cmake -P), chosen by -DSTEP=:
#   install    cmake --install the build into PREFIX (the fixture the others need)
#   cli        the installed `solidtile` finds the shipped data from any directory
#   files      the package files: CMake config + version, pkg-config, man pages, desktop entry
#   cpp, c     examples/embed_cpp and embed_c built with find_package(solidtile) and run
#   c_static   embed_c linked with the static C library (solidtile::c_static)
#   pkgconfig  examples/embed_c/main.c built with `pkg-config --cflags --libs solidtile` and run
#   python     examples/python/run_movie.py through ctypes
#   editor     the installed editor, started with no level under Xvfb, opens the shipped demo
# Every example must print the line the installed CLI's trace ends with: for
# the tour on the Sonic player, and (the C ones and Python) for a box movie.
cmake_minimum_required(VERSION 3.25)

function(must_run)
  cmake_parse_arguments(R "" "OUTPUT;WORKING_DIRECTORY" "COMMAND" ${ARGN})
  if(NOT R_WORKING_DIRECTORY)
    set(R_WORKING_DIRECTORY ${WORK})
  endif()
  execute_process(COMMAND ${R_COMMAND} WORKING_DIRECTORY ${R_WORKING_DIRECTORY}
    OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    string(JOIN " " cmd ${R_COMMAND})
    message(FATAL_ERROR "failed (${rc}): ${cmd}\n${out}\n${err}")
  endif()
  if(R_OUTPUT)
    set(${R_OUTPUT} "${out}" PARENT_SCOPE)
  endif()
endfunction()

# The last row of `solidtile sim LEVEL --input MOVIE` (default demo.json and
# tour.txt), run from the installed tree in a folder with no data: it must
# find the shipped files itself.
function(expected_final out)
  set(run demo.json tour.txt)
  if(ARGN)
    set(run ${ARGN})
  endif()
  list(GET run 0 run_level)
  list(GET run 1 run_movie)
  must_run(COMMAND ${CMAKE_COMMAND} -E env --unset=SOLIDTILE_DATA_DIR
                   ${PREFIX}/bin/solidtile sim ${run_level} --input ${run_movie} OUTPUT trace)
  string(REGEX MATCH "[^\n]+\n$" last "${trace}")
  if(NOT last MATCHES "^[0-9]+,")
    message(FATAL_ERROR "the installed CLI's trace does not end with a row:\n${trace}")
  endif()
  set(${out} "final: ${last}" PARENT_SCOPE)
endfunction()

# ARGN: the level and movie (default the demo and the tour).
function(expect_final what output)
  expected_final(want ${ARGN})
  string(FIND "${output}" "${want}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "${what} printed\n${output}\nbut the installed CLI's trace ends with\n${want}")
  endif()
  message(STATUS "${what}: ${output}")
endfunction()

# The box movie the C examples and Python also run (its header says "controller box").
set(box_run box_demo.json box_ladder.txt)

# Builds one example project against the installed package with this build's compilers and flags.
function(build_example name)
  cmake_parse_arguments(E "" "DIR" "OPTIONS" ${ARGN})
  set(dir ${WORK}/${E_DIR})
  file(REMOVE_RECURSE ${dir})
  must_run(COMMAND ${CMAKE_COMMAND} -S ${SOURCE_DIR}/examples/${name} -B ${dir} -G ${GENERATOR}
    -DCMAKE_BUILD_TYPE=Release -DCMAKE_PREFIX_PATH=${PREFIX}
    -DCMAKE_C_COMPILER=${C_COMPILER} -DCMAKE_CXX_COMPILER=${CXX_COMPILER}
    "-DCMAKE_C_FLAGS=${C_FLAGS}" "-DCMAKE_CXX_FLAGS=${CXX_FLAGS}" "-DCMAKE_EXE_LINKER_FLAGS=${LINKER_FLAGS}"
    ${E_OPTIONS})
  must_run(COMMAND ${CMAKE_COMMAND} --build ${dir})
  must_run(COMMAND ${dir}/${name} OUTPUT output)
  expect_final("${E_DIR}" "${output}")
  if(name STREQUAL "embed_c")
    expect_final("${E_DIR} (box)" "${output}" ${box_run})
  endif()
endfunction()

set(level ${PREFIX}/share/solidtile/levels/demo.json)
set(movie ${PREFIX}/share/solidtile/movies/tour.txt)
set(box_level ${PREFIX}/share/solidtile/levels/box_demo.json)
set(box_movie ${PREFIX}/share/solidtile/movies/box_ladder.txt)
if(STEP STREQUAL "install")
  file(REMOVE_RECURSE ${WORK})
  file(MAKE_DIRECTORY ${WORK})
  must_run(COMMAND ${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${PREFIX})
elseif(STEP STREQUAL "cli")
  expected_final(row)
  must_run(COMMAND ${PREFIX}/bin/solidtile --version OUTPUT version)
  if(NOT version STREQUAL "solidtile ${VERSION}\n")
    message(FATAL_ERROR "solidtile --version says '${version}'")
  endif()
elseif(STEP STREQUAL "files")
  foreach(f lib/cmake/solidtile/solidtileConfig.cmake lib/cmake/solidtile/solidtileConfigVersion.cmake
            lib/pkgconfig/solidtile.pc include/solidtile/solidtile.h include/solidtile/c/objects.h include/solidtile/player.h
            include/solidtile/sonic/player.h include/solidtile/level/level.h include/solidtile/io/sonlvl_sonic2_s3k.h
            include/solidtile/io/level_file.h lib/libsolidtile.a lib/libsolidtile_physics.a lib/libsolidtile_io.a
            share/man/man1/solidtile.1)
    if(NOT EXISTS ${PREFIX}/${f})
      message(FATAL_ERROR "the install has no ${f}")
    endif()
  endforeach()
  file(GLOB sonames ${PREFIX}/lib/libsolidtile.so.*)
  if(NOT sonames)
    message(FATAL_ERROR "the install has no versioned libsolidtile.so")
  endif()
  # The man page is the program's help: every command the CLI lists has a section.
  file(READ ${PREFIX}/share/man/man1/solidtile.1 page)
  foreach(command angle check sim)
    if(NOT page MATCHES "\n\\.SS ${command}\n")
      message(FATAL_ERROR "solidtile.1 has no section for ${command}")
    endif()
  endforeach()
  if(EDITOR)
    file(READ ${PREFIX}/share/applications/solidtile-editor.desktop desktop)
    if(NOT desktop MATCHES "\nExec=solidtile-editor" OR NOT EXISTS ${PREFIX}/share/icons/hicolor/scalable/apps/solidtile-editor.svg
       OR NOT EXISTS ${PREFIX}/share/man/man1/solidtile-editor.1)
      message(FATAL_ERROR "the editor's desktop entry, icon or man page is missing or wrong")
    endif()
  endif()
elseif(STEP STREQUAL "cpp")
  build_example(embed_cpp DIR embed_cpp)
elseif(STEP STREQUAL "c")
  build_example(embed_c DIR embed_c)
elseif(STEP STREQUAL "c_static")
  build_example(embed_c DIR embed_c_static OPTIONS -DEMBED_STATIC=ON)
  file(GET_RUNTIME_DEPENDENCIES EXECUTABLES ${WORK}/embed_c_static/embed_c RESOLVED_DEPENDENCIES_VAR libs
       UNRESOLVED_DEPENDENCIES_VAR missing)
  if(libs MATCHES "libsolidtile")
    message(FATAL_ERROR "the static build still loads libsolidtile: ${libs}")
  endif()
elseif(STEP STREQUAL "pkgconfig")
  set(ENV{PKG_CONFIG_PATH} ${PREFIX}/${LIBDIR}/pkgconfig)
  must_run(COMMAND pkg-config --modversion solidtile OUTPUT modversion)
  if(NOT modversion STREQUAL "${VERSION}\n")
    message(FATAL_ERROR "pkg-config --modversion solidtile says '${modversion}'")
  endif()
  must_run(COMMAND pkg-config --cflags --libs solidtile OUTPUT flags)
  string(STRIP "${flags}" flags)
  separate_arguments(flags UNIX_COMMAND "${flags}")
  separate_arguments(cflags UNIX_COMMAND "${C_FLAGS}")
  separate_arguments(ldflags UNIX_COMMAND "${LINKER_FLAGS}")
  must_run(COMMAND ${C_COMPILER} -std=c11 ${cflags} ${SOURCE_DIR}/examples/embed_c/main.c ${flags} ${ldflags}
                   -Wl,-rpath,${PREFIX}/${LIBDIR} -o ${WORK}/embed_c_pkgconfig)
  must_run(COMMAND ${WORK}/embed_c_pkgconfig ${level} ${movie} OUTPUT output)
  expect_final("embed_c built with pkg-config" "${output}")
  must_run(COMMAND ${WORK}/embed_c_pkgconfig ${box_level} ${box_movie} OUTPUT output)
  expect_final("embed_c built with pkg-config (box)" "${output}" ${box_run})
elseif(STEP STREQUAL "python")
  file(GLOB library ${PREFIX}/${LIBDIR}/libsolidtile.so.*.*.*)
  set(ENV{SOLIDTILE_LIBRARY} ${library})
  if(PRELOAD)
    # A sanitizer build's library needs the sanitizer runtime loaded before Python.
    set(ENV{LD_PRELOAD} ${PRELOAD})
    set(ENV{ASAN_OPTIONS} detect_leaks=0)
  endif()
  must_run(COMMAND ${PYTHON} ${SOURCE_DIR}/examples/python/run_movie.py ${level} ${movie} OUTPUT output)
  expect_final("run_movie.py" "${output}")
  must_run(COMMAND ${PYTHON} ${SOURCE_DIR}/examples/python/run_movie.py ${box_level} ${box_movie} OUTPUT output)
  expect_final("run_movie.py (box)" "${output}" ${box_run})
  # A level built in code, driven with the box, against the same level loaded from its JSON.
  must_run(COMMAND ${PYTHON} ${SOURCE_DIR}/examples/python/build_level.py OUTPUT output)
  if(NOT output MATCHES "built in code and loaded from JSON: [0-9]+ frames, the same box run\n.*the box riding it\nfinal: ")
    message(FATAL_ERROR "build_level.py did not run the built level as the loaded one:\n${output}")
  endif()
elseif(STEP STREQUAL "editor")
  must_run(COMMAND ${PREFIX}/bin/solidtile check ${level} OUTPUT summary)
  string(REGEX MATCH "([0-9]+) x ([0-9]+) tiles" size "${summary}")
  set(want "level ${CMAKE_MATCH_1}x${CMAKE_MATCH_2} tiles")
  set(ENV{ASAN_OPTIONS} detect_leaks=0)  # Mesa's llvmpipe keeps allocations to exit (see tests/gui)
  must_run(COMMAND ${CMAKE_COMMAND} -E env --unset=SOLIDTILE_DATA_DIR
                   ${GUI_X} 1280x720 ${PREFIX}/bin/solidtile-editor --bench-frames 2
           OUTPUT output)
  if(NOT output MATCHES "${want}")
    message(FATAL_ERROR "the installed editor, given no level, did not open the shipped demo (${want}):\n${output}")
  endif()
  message(STATUS "${output}")
else()
  message(FATAL_ERROR "unknown STEP '${STEP}'")
endif()
