# kr_setup_target(<target>): our own compile flags. Warnings are errors where
# KR_WERROR is on (the developer presets and CI), not in a plain or a
# packager's build; third-party headers come in as SYSTEM includes so they do
# not count.
option(KR_WERROR "Treat warnings in our own code as errors" OFF)
function(kr_setup_target target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow
    -Wnon-virtual-dtor -Wold-style-cast -Wcast-align -Woverloaded-virtual
    -Wconversion -Wno-sign-conversion)
  if(KR_WERROR)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
  # GCC 12 at -O3 reports -Wrestrict for "x" + std::string inside libstdc++'s
  # char_traits (GCC bug 105329, fixed in 13): a false alarm in Release builds.
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_LESS 13)
    target_compile_options(${target} PRIVATE $<$<CONFIG:Release>:-Wno-restrict>)
  endif()
  if(KR_SANITIZE)
    target_compile_options(${target} PRIVATE -fsanitize=${KR_SANITIZE} -fno-omit-frame-pointer -fno-sanitize-recover=all)
    target_link_options(${target} PRIVATE -fsanitize=${KR_SANITIZE})
  endif()
endfunction()
