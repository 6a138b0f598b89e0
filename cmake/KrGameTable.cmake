# The three pieces every game's table is made of (docs/table-ui.md), so that a
# game adds its own files and nothing else:
#
#   kr_add_table_glue(<id> <Name> SOURCES ...)      app/<id>/: the C++ glue
#   kr_add_table_ui(<id> <Name> QML_FILES ... [SINGLETONS ...])
#                                                    qml/Kartenrunde/<Name>/
#   kr_add_table_tests(<id> <Name> QUICK_RESULTS <n>) tests/<id>_table/
#
# <id> is the engine's game id, <Name> the CamelCase name of the module
# (Kartenrunde.<Name>), of the adapter class (<Name>TableAdapter in
# <id>_table_adapter.hpp) and of register<Name>Table().

set(KR_GAME_TABLE_TEMPLATES ${CMAKE_CURRENT_LIST_DIR}/game_table)

# kr_<id>_table: the adapter and whatever else the game's C++ glue needs
# (Qt Core only), plus a generated register<Name>Table().
function(kr_add_table_glue id name)
  cmake_parse_arguments(PARSE_ARGV 2 arg "" "" "SOURCES")
  set(generated ${CMAKE_CURRENT_BINARY_DIR}/generated)
  set(ID ${id})
  set(NAME ${name})
  configure_file(${KR_GAME_TABLE_TEMPLATES}/register_table.hpp.in ${generated}/register_${id}_table.hpp @ONLY)
  configure_file(${KR_GAME_TABLE_TEMPLATES}/register_table.cpp.in ${generated}/register_${id}_table.cpp @ONLY)
  qt_add_library(kr_${id}_table STATIC ${arg_SOURCES}
    ${generated}/register_${id}_table.cpp ${generated}/register_${id}_table.hpp)
  target_include_directories(kr_${id}_table PUBLIC ${CMAKE_CURRENT_SOURCE_DIR} ${generated})
  target_link_libraries(kr_${id}_table PUBLIC kr_table kr_engine Qt6::Core)
  kr_setup_target(kr_${id}_table)
endfunction()

# kr_<id>_ui: the QML module Kartenrunde.<Name> at qrc:/Kartenrunde/<Name>/
# and its translations (:/i18n/<id>_<lang>.qm from translations/<id>_ja.ts
# and _de.ts, covering the QML and app/<id>/). The shell opens
# <Name>TablePage.qml and <Name>Starter.qml by URL (Main.qml), since the
# module imports the shell's.
function(kr_add_table_ui id name)
  cmake_parse_arguments(PARSE_ARGV 2 arg "" "" "QML_FILES;SINGLETONS")
  string(TOUPPER ${id} upper)
  set_source_files_properties(${arg_SINGLETONS} PROPERTIES QT_QML_SINGLETON_TYPE TRUE)
  set(qml_files ${arg_QML_FILES} ${arg_SINGLETONS})

  qt_add_library(kr_${id}_ui STATIC)
  qt_add_qml_module(kr_${id}_ui
    URI Kartenrunde.${name}
    VERSION 1.0
    RESOURCE_PREFIX /
    CLASS_NAME Kartenrunde${name}Plugin
    DEPENDENCIES Kartenrunde Kartenrunde.Core Kartenrunde.Cards Kartenrunde.Table
    QML_FILES ${qml_files})
  # Generated code only (type registration, compiled QML): no kr_setup_target.
  target_link_libraries(kr_${id}_ui PUBLIC kr_table_ui kr_${id}_table kr_qml kr_appcore kr_cards
    Qt6::Quick Qt6::QuickControls2)

  file(GLOB cpp_sources CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/app/${id}/*.cpp ${PROJECT_SOURCE_DIR}/app/${id}/*.hpp)
  list(TRANSFORM qml_files PREPEND ${CMAKE_CURRENT_SOURCE_DIR}/)
  set(KR_${upper}_TS_FILES
    ${PROJECT_SOURCE_DIR}/translations/${id}_ja.ts
    ${PROJECT_SOURCE_DIR}/translations/${id}_de.ts
    CACHE INTERNAL "Translation files of the ${name} table")
  set(KR_${upper}_TRANSLATABLE_SOURCES ${qml_files} ${cpp_sources} CACHE INTERNAL "Sources lupdate scans for the ${name} table")
  qt_add_translations(kr_${id}_ui
    TS_FILES ${KR_${upper}_TS_FILES}
    SOURCES ${KR_${upper}_TRANSLATABLE_SOURCES}
    LUPDATE_OPTIONS -locations none -no-obsolete)
endfunction()

# kr_add_translations_test(<module> <ts files> <sources>): lupdate finds no
# text of <module> without a finished translation in every .ts file.
function(kr_add_translations_test module ts_files sources)
  set(sources_file ${CMAKE_CURRENT_BINARY_DIR}/${module}_translatable_sources.txt)
  string(REPLACE ";" "\n" sources_lines "${sources}")
  file(GENERATE OUTPUT ${sources_file} CONTENT "${sources_lines}\n")
  add_test(NAME ${module}_ui.translations_complete COMMAND ${CMAKE_COMMAND}
    -DLUPDATE=$<TARGET_FILE:Qt6::lupdate> -DSOURCES_FILE=${sources_file}
    "-DTS_FILES=${ts_files}" -DWORK=${CMAKE_CURRENT_BINARY_DIR}/ts_check_${module}
    -P ${PROJECT_SOURCE_DIR}/tests/app/check_translations.cmake)
endfunction()

# A game table's tests, headless with scratch settings and saves:
#   <id>_table.adapter.*   test_<id>_adapter.cpp (Catch2), if present
#   <id>_table.quick       qml/tst_*.qml through the real modules (Qt Quick
#                          Test); QUICK_RESULTS is the number of passes the
#                          run must report (initTestCase and cleanupTestCase
#                          included), so that a test that silently stops
#                          running fails
#   <id>_ui.translations_complete
# Sets <id>_table_env in the caller for further tests.
function(kr_add_table_tests id name)
  cmake_parse_arguments(PARSE_ARGV 2 arg "" "QUICK_RESULTS" "")
  string(TOUPPER ${id} upper)
  set(env
    "QT_QPA_PLATFORM=offscreen"
    "XDG_CONFIG_HOME=${CMAKE_CURRENT_BINARY_DIR}/config"
    "XDG_DATA_HOME=${CMAKE_CURRENT_BINARY_DIR}/data"
    "XDG_RUNTIME_DIR=${CMAKE_CURRENT_BINARY_DIR}/runtime")
  set(${id}_table_env "${env}" PARENT_SCOPE)
  file(MAKE_DIRECTORY ${CMAKE_CURRENT_BINARY_DIR}/runtime)
  file(CHMOD ${CMAKE_CURRENT_BINARY_DIR}/runtime DIRECTORY_PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE)

  if(EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/test_${id}_adapter.cpp)
    add_executable(kr_${id}_adapter_tests test_${id}_adapter.cpp)
    target_link_libraries(kr_${id}_adapter_tests PRIVATE kr_${id}_table kr_test_support kr_catch_main)
    kr_setup_target(kr_${id}_adapter_tests)
    catch_discover_tests(kr_${id}_adapter_tests TEST_PREFIX "${id}_table.adapter." PROPERTIES ENVIRONMENT "${env}")
  endif()

  set(ID ${id})
  set(NAME ${name})
  configure_file(${KR_GAME_TABLE_TEMPLATES}/quick_main.cpp.in ${CMAKE_CURRENT_BINARY_DIR}/quick_main.cpp @ONLY)
  qt_add_executable(kr_${id}_table_quick_tests ${CMAKE_CURRENT_BINARY_DIR}/quick_main.cpp)
  target_include_directories(kr_${id}_table_quick_tests PRIVATE ${PROJECT_SOURCE_DIR}/tests/support)
  target_link_libraries(kr_${id}_table_quick_tests PRIVATE
    kr_appcore kr_appcoreplugin kr_qml kr_qmlplugin kr_cards kr_cardsplugin
    kr_table_ui kr_table_uiplugin kr_${id}_table kr_${id}_ui kr_${id}_uiplugin
    Qt6::QuickTest Qt6::QuickControls2)
  target_compile_definitions(kr_${id}_table_quick_tests PRIVATE QUICK_TEST_SOURCE_DIR="${CMAKE_CURRENT_SOURCE_DIR}/qml")
  kr_setup_target(kr_${id}_table_quick_tests)
  add_test(NAME ${id}_table.quick COMMAND kr_${id}_table_quick_tests)
  set_tests_properties(${id}_table.quick PROPERTIES
    ENVIRONMENT "${env}"
    TIMEOUT 180
    PASS_REGULAR_EXPRESSION "Totals: ${arg_QUICK_RESULTS} passed, 0 failed, 0 skipped"
    FAIL_REGULAR_EXPRESSION "FAIL!")

  kr_add_translations_test(${id} "${KR_${upper}_TS_FILES}" "${KR_${upper}_TRANSLATABLE_SOURCES}")
endfunction()
