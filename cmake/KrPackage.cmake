# `cpack -G DEB` in a build folder: kartenrunde_<version>_<arch>.deb of what
# cmake --install installs, for /usr. The shared-library dependencies come
# from dpkg-shlibdeps; the QML modules the app imports at run time are named
# here, since no tool can see them in the binary. tools/package/test-deb.sh
# builds, installs, checks (lintian) and removes it.
set(KR_PACKAGE_MAINTAINER "The Kartenrunde developers <kartenrunde@example.org>" CACHE STRING
  "The Maintainer field of the Debian package")

# The Debian changelog and copyright, in share/doc/kartenrunde as Debian
# wants them; a plain install gets them too.
configure_file(${PROJECT_SOURCE_DIR}/tools/package/changelog.in ${CMAKE_BINARY_DIR}/package/changelog @ONLY)
add_custom_command(OUTPUT ${CMAKE_BINARY_DIR}/package/changelog.gz
  COMMAND gzip -9nkf ${CMAKE_BINARY_DIR}/package/changelog
  DEPENDS ${CMAKE_BINARY_DIR}/package/changelog
  VERBATIM)
add_custom_target(kr_package_changelog ALL DEPENDS ${CMAKE_BINARY_DIR}/package/changelog.gz)
install(FILES ${CMAKE_BINARY_DIR}/package/changelog.gz ${PROJECT_SOURCE_DIR}/tools/package/copyright
  DESTINATION ${CMAKE_INSTALL_DOCDIR})

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME kartenrunde)
set(CPACK_PACKAGE_VENDOR "The Kartenrunde developers")
set(CPACK_PACKAGE_CONTACT "${KR_PACKAGE_MAINTAINER}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "traditional European card games against computer players")
set(CPACK_PACKAGE_INSTALL_DIRECTORY kartenrunde)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)

# Debian keeps games in /usr/games (policy 11.11; it is on every PATH):
# moved there after CPack's install, before it packs.
set(CPACK_PRE_BUILD_SCRIPTS ${PROJECT_SOURCE_DIR}/tools/package/games-dir.cmake)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${KR_PACKAGE_MAINTAINER}")
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "https://kartenrunde.org/")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS
  "qml6-module-qtquick, qml6-module-qtquick-controls, qml6-module-qtquick-templates, \
qml6-module-qtquick-layouts, qml6-module-qtquick-shapes, qml6-module-qtquick-window, \
qml6-module-qtqml-workerscript, qml6-module-qtqml-models")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "fonts-noto-cjk")
# The extended description; CPack puts the summary line above it.
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION "Kartenrunde plays Doppelkopf (Germany), Truc (southern France), Coiffeur
Schieber Jass (Switzerland) and Dobbm (the Stubai valley in Tyrol) with you,
against computer players of several levels. Legal moves are highlighted and
explained, the rules can be read in the app, house rules are settings, and a
game in progress is saved when the window closes. The interface and the rules
are in English, German and Japanese.

The package also holds kartenrunde-cli, a command-line tool for self-play,
duplicate tournaments between the computer players, replays of records and
self-tests.")

include(CPack)
