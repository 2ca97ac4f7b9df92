# What `cmake --install` puts where, the CMake package, pkg-config, man pages,
# the desktop entry and CPack's .deb. Headers are installed by directory, so a
# header added to physics/include, physics/io/include or capi/include is
# installed without editing this file.
include(CMakePackageConfigHelpers)

set(SOLIDTILE_INSTALL_DATA_DIR ${CMAKE_INSTALL_DATADIR}/solidtile)
set(SOLIDTILE_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/solidtile)

# Libraries: installed names say whose they are (libsolidtile_physics.a, not libphysics.a).
set_target_properties(physics PROPERTIES EXPORT_NAME physics OUTPUT_NAME solidtile_physics)
set_target_properties(physics_io PROPERTIES EXPORT_NAME io OUTPUT_NAME solidtile_io)
set_target_properties(solidtile_c PROPERTIES EXPORT_NAME c)
set_target_properties(solidtile_c_static PROPERTIES EXPORT_NAME c_static)
install(TARGETS physics physics_io solidtile_c solidtile_c_static EXPORT solidtileTargets
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
  INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(DIRECTORY
    ${PROJECT_SOURCE_DIR}/physics/include/
    ${PROJECT_SOURCE_DIR}/physics/io/include/
    ${PROJECT_SOURCE_DIR}/capi/include/
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
  FILES_MATCHING PATTERN "*.h")
install(EXPORT solidtileTargets NAMESPACE solidtile:: DESTINATION ${SOLIDTILE_CMAKE_DIR})
configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/solidtileConfig.cmake.in
  ${PROJECT_BINARY_DIR}/solidtileConfig.cmake
  INSTALL_DESTINATION ${SOLIDTILE_CMAKE_DIR}
  PATH_VARS SOLIDTILE_INSTALL_DATA_DIR)
# Before 1.0 a minor release may break the API, so only the same minor version matches.
write_basic_package_version_file(${PROJECT_BINARY_DIR}/solidtileConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/solidtileConfig.cmake ${PROJECT_BINARY_DIR}/solidtileConfigVersion.cmake
  DESTINATION ${SOLIDTILE_CMAKE_DIR})

# pkg-config: the prefix is the one installed to (cmake --install --prefix, or
# /usr in the .deb), filled in at install time so `pkg-config --cflags` gives
# plain paths and none at all for /usr.
configure_file(${PROJECT_SOURCE_DIR}/cmake/solidtile.pc.in ${PROJECT_BINARY_DIR}/solidtile.pc.in @ONLY)
install(CODE "
  file(READ \"${PROJECT_BINARY_DIR}/solidtile.pc.in\" pc)
  string(REPLACE \"%PREFIX%\" \"\${CMAKE_INSTALL_PREFIX}\" pc \"\${pc}\")
  set(pc_file \"\$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_LIBDIR}/pkgconfig/solidtile.pc\")
  message(STATUS \"Installing: \${pc_file}\")
  file(WRITE \"\${pc_file}\" \"\${pc}\")
  list(APPEND CMAKE_INSTALL_MANIFEST_FILES \"\${pc_file}\")
")

# The programs and the shipped levels and movies they find beside them.
install(TARGETS solidtile RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/data/levels ${PROJECT_SOURCE_DIR}/data/movies
  DESTINATION ${SOLIDTILE_INSTALL_DATA_DIR})
set(solidtile_manuals solidtile)
set(solidtile_summary "Solidtile's command line: check levels, run input movies, mask angles, collision images")
if(TARGET solidtile-editor)
  install(TARGETS solidtile-editor RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
  install(FILES ${PROJECT_SOURCE_DIR}/packaging/solidtile-editor.desktop
    DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
  install(FILES ${PROJECT_SOURCE_DIR}/packaging/solidtile-editor.svg
    DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)
  list(APPEND solidtile_manuals solidtile-editor)
  set(solidtile-editor_summary "Solidtile's level and height-mask editor with a frame-by-frame physics debugger")
endif()

# Man pages written at build time from the programs' own --help, so they cannot drift.
foreach(program ${solidtile_manuals})
  set(page ${PROJECT_BINARY_DIR}/man/${program}.1)
  add_custom_command(OUTPUT ${page}
    COMMAND ${CMAKE_COMMAND} -DPROGRAM=$<TARGET_FILE:${program}> -DNAME=${program} -DVERSION=${PROJECT_VERSION}
            "-DSUMMARY=${${program}_summary}"
            -DOUT=${page} -P ${PROJECT_SOURCE_DIR}/cmake/ManPage.cmake
    DEPENDS ${program} ${PROJECT_SOURCE_DIR}/cmake/ManPage.cmake
    COMMENT "Writing the ${program}(1) man page from its --help"
    VERBATIM)
  list(APPEND solidtile_pages ${page})
endforeach()
add_custom_target(man_pages ALL DEPENDS ${solidtile_pages})
install(FILES ${solidtile_pages} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)

include(${PROJECT_SOURCE_DIR}/cmake/Package.cmake)
