# `bench --json` reports both rates, and both are real measurements (> 0).
foreach(game doppelkopf truc)
  execute_process(COMMAND ${CLI} bench --game ${game} --seconds 1 --json
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "bench --game ${game}: exit ${rc}\n${err}")
  endif()
  foreach(field deals samples deals_per_second samples_per_second card_plays_per_second)
    string(JSON value ERROR_VARIABLE missing GET "${out}" ${field})
    if(missing OR NOT value GREATER 0)
      message(FATAL_ERROR "bench --game ${game}: ${field} is '${value}' ${missing}\n${out}")
    endif()
  endforeach()
endforeach()
