# Every translation must be finished: no "unfinished" and no empty entries,
# also after lupdate has seen the current sources (so a new qsTr() without a
# translation fails here, not in front of a user).
#   cmake -DLUPDATE=<lupdate> -DSOURCES_FILE=<list file> -DTS_FILES="a.ts;b.ts" -DWORK=<dir> -P check_translations.cmake
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
file(STRINGS "${SOURCES_FILE}" sources)

set(failures "")
foreach(ts IN LISTS TS_FILES)
  get_filename_component(name "${ts}" NAME)
  set(copy "${WORK}/${name}")
  configure_file("${ts}" "${copy}" COPYONLY)
  execute_process(
    COMMAND "${LUPDATE}" -silent -locations none -no-obsolete ${sources} -ts "${copy}"
    RESULT_VARIABLE rc ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "lupdate failed on ${name}: ${err}")
  endif()
  file(READ "${copy}" content)
  # ";" separates CMake list items ("&amp;" has one): hide it while splitting.
  string(REPLACE ";" "@SEMICOLON@" content "${content}")

  string(REGEX MATCHALL "<message[^>]*>([^<]|<[^/]|</[^m])*</message>" messages "${content}")
  list(LENGTH messages count)
  if(count EQUAL 0)
    string(APPEND failures "\n${name}: no messages at all")
  endif()
  foreach(message IN LISTS messages)
    string(REGEX MATCH "<source>([^<]*)</source>" source_tag "${message}")
    string(REPLACE "@SEMICOLON@" ";" source "${CMAKE_MATCH_1}")
    if(message MATCHES "type=\"unfinished\"")
      string(APPEND failures "\n${name}: unfinished: ${source}")
    elseif(message MATCHES "<translation[^>]*/>" OR message MATCHES "<translation[^>]*>[ \t\r\n]*</translation>"
           OR message MATCHES "<numerusform>[ \t\r\n]*</numerusform>" OR message MATCHES "<numerusform/>")
      string(APPEND failures "\n${name}: empty: ${source}")
    endif()
  endforeach()
  message(STATUS "${name}: ${count} messages checked")
endforeach()

if(failures)
  message(FATAL_ERROR "Translations are not complete:${failures}\n"
    "Run the update_translations target, then translate in translations/*.ts (Qt Linguist).")
endif()
