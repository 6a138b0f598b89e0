# `kartenrunde-cli review` end to end (issue #32): a played record reviewed
# as JSON with the documented fields, and bad input refused by name.
set(dir ${WORK})
file(REMOVE_RECURSE ${dir})
file(MAKE_DIRECTORY ${dir})
execute_process(COMMAND ${CLI} play --game dobbm --deals 2 --seed 4 --seats heuristic,heuristic,heuristic,heuristic
                        --records ${dir} RESULT_VARIABLE rc OUTPUT_QUIET)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "play --records: exit ${rc}")
endif()
execute_process(COMMAND ${CLI} review ${dir}/match-1.json --deal 0 --seat 0 --samples 2 --json
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "review --json: exit ${rc}\n${err}")
endif()
foreach(field "\"decisions\"" "\"deal\": 0" "\"index\"" "\"chosen\"" "\"best\"" "\"loss\"" "\"mark\"" "\"reason\""
              "\"options\"" "\"ci95\"" "\"unit\": \"points\"")
  string(FIND "${out}" "${field}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "review --json lacks ${field}:\n${out}")
  endif()
endforeach()

function(expect_error code)
  execute_process(COMMAND ${CLI} review ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 2 OR NOT err MATCHES "error: ${code}")
    message(FATAL_ERROR "review ${ARGN}: exit ${rc}, expected error ${code}\n${out}${err}")
  endif()
endfunction()
expect_error(no-such-deal ${dir}/match-1.json --deal 9 --samples 2)
expect_error(no-such-player ${dir}/match-1.json --seat 7 --samples 2)
expect_error(cannot-read ${dir}/none.json)
file(WRITE ${dir}/broken.json "{\"format\": \"kartenrunde-record\"")
expect_error(bad-json ${dir}/broken.json)
