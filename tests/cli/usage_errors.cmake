# The command-line tool refuses bad input with exit code 2 and a message.
function(expect_exit code)
  execute_process(COMMAND ${CLI} ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL ${code})
    message(FATAL_ERROR "kartenrunde-cli ${ARGN}: exit ${rc}, expected ${code}\n${out}${err}")
  endif()
  if(code EQUAL 2 AND NOT err MATCHES "error: ")
    message(FATAL_ERROR "kartenrunde-cli ${ARGN}: no error message\n${err}")
  endif()
endfunction()

expect_exit(2)
expect_exit(2 frobnicate)
expect_exit(2 play --game skat --deals 1 --seats random)
expect_exit(2 bench --game doppelkopf --seconds x)
expect_exit(2 replay /nonexistent/record.json)
expect_exit(2 options)
expect_exit(0 --help)
# Options that exclude each other (DK-20) are refused together, by name.
execute_process(COMMAND ${CLI} play --game doppelkopf --deals 1 --seats random,random,random,random
                        --options karlchen-caught-anywhere=true,no-karlchen-penalty=true
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 2 OR NOT err MATCHES "karlchen-caught-anywhere.*no-karlchen-penalty")
  message(FATAL_ERROR "conflicting options: exit ${rc}\n${out}${err}")
endif()
# The levels a player sees, weakest first (issue #35): Dobbm offers four,
# Expert (strong) last since it beat Advanced (docs/ai.md, "Dobbm").
execute_process(COMMAND ${CLI} options --game dobbm --json RESULT_VARIABLE rc OUTPUT_VARIABLE out)
string(JSON levels ERROR_VARIABLE json_error GET "${out}" levels)
string(JSON first ERROR_VARIABLE json_error GET "${out}" levels 0)
string(JSON last ERROR_VARIABLE json_error GET "${out}" levels 3)
string(JSON count ERROR_VARIABLE json_error LENGTH "${out}" levels)
if(NOT rc EQUAL 0 OR NOT first STREQUAL "beginner" OR NOT last STREQUAL "strong" OR NOT count EQUAL 4)
  message(FATAL_ERROR "options --game dobbm --json: levels ${levels} (${json_error})\n${out}")
endif()
# The option list says what each option needs and excludes.
execute_process(COMMAND ${CLI} options --game doppelkopf RESULT_VARIABLE rc OUTPUT_VARIABLE out)
if(NOT rc EQUAL 0 OR NOT out MATCHES "heart-trick  default false  allowed true\\|false  needs without-nines"
   OR NOT out MATCHES "no-karlchen-penalty[^\n]*not with karlchen-caught-anywhere")
  message(FATAL_ERROR "options --game doppelkopf lacks the dependencies:\n${out}")
endif()
