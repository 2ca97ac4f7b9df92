# `cpack -G DEB` in the build folder: solidtile_VERSION_ARCH.deb with the programs,
# libraries, headers, CMake and pkg-config files, data, man pages and the desktop entry.
set(CPACK_PACKAGE_NAME solidtile)
set(CPACK_PACKAGE_VENDOR "Solidtile")
# A placeholder address (.invalid is reserved for that): set the real maintainer before publishing.
set(CPACK_PACKAGE_CONTACT "Solidtile developers <maintainers@solidtile.invalid>")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Sonic-style solid-tile physics: library, level editor and command line")
set(CPACK_PACKAGE_DESCRIPTION
  "A deterministic, pixel-exact library of the solid-tile model (height masks with angle bytes, sensors A-D, the four modes), a level and height-mask editor that steps the player frame by frame, and a command-line program, with a C API (libsolidtile) for engines and other languages.")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_GENERATOR DEB)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)  # solidtile_0.3.0_amd64.deb
set(CPACK_DEBIAN_PACKAGE_SECTION games)
# The runtime dependencies are read from the binaries by dpkg-shlibdeps (dpkg-dev).
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# The editor loads OpenGL at run time (glad), so no binary names libGL: say it here.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libgl1")
# Building on the installed C++ libraries (solidtile::io) also needs stb's static
# link library; pkg-config and CMake are how the examples find the package.
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "libstb-dev, pkg-config, cmake")
# The package owns /usr/lib/libsolidtile.so.0.3: ldconfig runs on install and removal.
set(CPACK_DEBIAN_PACKAGE_GENERATE_SHLIBS ON)
include(CPack)
