# Every page of the app and of every game's table, in one language: no
# control a keyboard user can reach, and no dialog or button, without an
# accessible name (`kartenrunde --accessibility-report FILE`, docs/app.md).
#   cmake -DAPP=<kartenrunde> -DWORK=<scratch dir> -DLANGUAGE=ja
#         -DGAMES=truc,doppelkopf,coiffeur,dobbm -P check_accessibility.cmake
# Each page starts afresh: its own saves, settings and runtime folders.
# A case is "name|arguments", the arguments separated by commas.
set(cases
  "start|--page,start"
  "settings|--page,settings"
  "rules|--page,rules"
  "decks|--page,decks"
  "about|--page,about"
  "statistics|--game,doppelkopf,--statistics"
  "review|--game,truc,--page,review")
string(REPLACE "," ";" GAMES "${GAMES}")
foreach(game ${GAMES})
  list(APPEND cases
    "${game}-page|--game,${game}"
    "${game}-rules|--game,${game},--page,rules"
    "${game}-new-game|--game,${game},--page,new-game"
    "${game}-table|--game,${game},--play,--seed,7"
    "${game}-sheet|--game,${game},--play,--sheet,--seed,7"
    "${game}-lesson|--game,${game},--lesson,2,--lesson-steps,next")
endforeach()

set(failed "")
foreach(case ${cases})
  string(REPLACE "|" "," parts "${case}")
  string(REPLACE "," ";" parts "${parts}")
  list(GET parts 0 name)
  list(SUBLIST parts 1 -1 args)
  set(dir "${WORK}/${LANGUAGE}/${name}")
  file(REMOVE_RECURSE "${dir}")
  file(MAKE_DIRECTORY "${dir}/saves" "${dir}/config" "${dir}/runtime")
  file(CHMOD "${dir}/runtime" DIRECTORY_PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE)
  # The deal review needs a saved match with a finished deal.
  if(name STREQUAL "review")
    configure_file("${CMAKE_CURRENT_LIST_DIR}/review-truc.json" "${dir}/saves/truc.json" COPYONLY)
  endif()
  execute_process(
    COMMAND ${CMAKE_COMMAND} -E env QT_QPA_PLATFORM=offscreen
      "KARTENRUNDE_SAVE_DIR=${dir}/saves" "XDG_CONFIG_HOME=${dir}/config" "XDG_RUNTIME_DIR=${dir}/runtime"
      "${APP}" --lang ${LANGUAGE} --size 1280x800 ${args} --accessibility-report "${dir}/report.txt"
    RESULT_VARIABLE rc
    ERROR_VARIABLE err
    TIMEOUT 60)
  # A page the walk found nothing on to reach would pass unseen: every page
  # has at least the app bar's buttons.
  set(reached 0)
  if(EXISTS "${dir}/report.txt")
    file(READ "${dir}/report.txt" report)
    string(REGEX MATCH "Reachable with Tab, named: ([0-9]+)" found "${report}")
    if(found)
      set(reached "${CMAKE_MATCH_1}")
    endif()
  endif()
  if(rc EQUAL 0 AND reached EQUAL 0)
    message("${LANGUAGE} ${name} (kartenrunde ${args}): the walk reached no named control")
    list(APPEND failed "${name}")
  elseif(rc EQUAL 0)
    message(STATUS "${LANGUAGE} ${name}: every control named (${reached} reachable)")
  elseif(rc EQUAL 1 AND EXISTS "${dir}/report.txt")
    string(REGEX REPLACE "\nReachable with Tab.*" "" problems "${report}")
    message("${LANGUAGE} ${name} (kartenrunde ${args}): ${problems}")
    list(APPEND failed "${name}")
  else()
    message("${LANGUAGE} ${name} (kartenrunde ${args}): exit '${rc}'\n${err}")
    list(APPEND failed "${name}")
  endif()
endforeach()

if(failed)
  list(JOIN failed ", " failed)
  message(FATAL_ERROR "${LANGUAGE}: unnamed controls on ${failed}")
endif()
