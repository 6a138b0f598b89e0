# `cmake --install <build> --prefix P`: the programs, their man pages, and the
# desktop integration (menu entry, icons, AppStream metadata), laid out by
# GNUInstallDirs. The rules, the card art and the translations are compiled
# into the app as Qt resources, so the installed app needs no file of the
# build or source tree and runs from anywhere.
set(kr_desktop_id org.kartenrunde.Kartenrunde)
set(kr_assets ${PROJECT_SOURCE_DIR}/assets)

install(TARGETS kartenrunde-cli RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(FILES ${PROJECT_SOURCE_DIR}/README.md
  DESTINATION ${CMAKE_INSTALL_DOCDIR})

if(KR_BUILD_APP)
  install(TARGETS kartenrunde RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} BUNDLE DESTINATION ${CMAKE_INSTALL_BINDIR})
  install(FILES ${kr_assets}/desktop/${kr_desktop_id}.desktop
    DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
  install(FILES ${kr_assets}/desktop/${kr_desktop_id}.metainfo.xml
    DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
  install(FILES ${kr_assets}/icons/kartenrunde.svg
    DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps RENAME ${kr_desktop_id}.svg)
  foreach(size 16 22 24 32 48 64 128 256)
    install(FILES ${kr_assets}/icons/kartenrunde-${size}.png
      DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps RENAME ${kr_desktop_id}.png)
  endforeach()
endif()

# Man pages, section 6 (games), made by help2man from the programs' --help
# and the extra sections in docs/man/, gzipped as Debian wants them. Without
# help2man the build goes on and installs no man page.
find_program(KR_HELP2MAN help2man)
find_program(KR_GZIP gzip)
function(kr_add_man_page program target)
  set(page ${CMAKE_BINARY_DIR}/man/${program}.6)
  set(include ${PROJECT_SOURCE_DIR}/docs/man/${program}.h2m)
  add_custom_command(OUTPUT ${page}.gz
    COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_BINARY_DIR}/man
    COMMAND ${CMAKE_COMMAND} -E env QT_QPA_PLATFORM=offscreen XDG_RUNTIME_DIR=${CMAKE_BINARY_DIR}/man
            ${KR_HELP2MAN} --no-info --section 6 --include ${include} --output ${page} $<TARGET_FILE:${target}>
    COMMAND ${KR_GZIP} -9nf ${page}
    DEPENDS ${target} ${include}
    COMMENT "Man page of ${program}"
    VERBATIM)
  add_custom_target(${program}_man ALL DEPENDS ${page}.gz)
  install(FILES ${page}.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man6)
endfunction()
if(KR_HELP2MAN AND KR_GZIP)
  kr_add_man_page(kartenrunde-cli kartenrunde-cli)
  if(KR_BUILD_APP)
    kr_add_man_page(kartenrunde kartenrunde)
  endif()
else()
  message(STATUS "help2man or gzip not found: no man pages")
endif()
