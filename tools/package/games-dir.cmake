# CPack pre-build script of the Debian package: the programs move from
# <prefix>/bin to <prefix>/games, where Debian keeps games.
set(staged "${CPACK_TEMPORARY_INSTALL_DIRECTORY}${CPACK_PACKAGING_INSTALL_PREFIX}")
if(NOT IS_DIRECTORY "${staged}/bin")
  message(FATAL_ERROR "games-dir.cmake: nothing staged in ${staged}/bin")
endif()
file(RENAME "${staged}/bin" "${staged}/games")
