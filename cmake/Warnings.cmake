# Our own targets build with warnings as errors; third-party headers come in as SYSTEM.
function(solidtile_warnings target)
  target_compile_options(${target} PRIVATE
    -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wsign-conversion
    -Wnon-virtual-dtor -Wold-style-cast -Wcast-align -Woverloaded-virtual
    -Wnull-dereference -Wdouble-promotion -Wformat=2 -Werror)
  # GCC's shift sanitizer hides that a promoted unsigned short is non-negative,
  # so -Wsign-conversion fires on `(u16 >> n) & 1u` only in the sanitizer build.
  # The release build keeps the warning, so nothing goes unchecked.
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_FLAGS MATCHES "sanitize=[^ ]*undefined")
    target_compile_options(${target} PRIVATE -Wno-sign-conversion)
  endif()
endfunction()
