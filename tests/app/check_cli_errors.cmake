# Bad command lines give a message on stderr and exit code 2; an unwritable
# screenshot path gives a message and a non-zero exit; --help exits 0.
#   cmake -DAPP=<kartenrunde> -DWORK=<scratch dir> -P check_cli_errors.cmake
function(expect_exit code)
  execute_process(COMMAND "${APP}" ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 60)
  if(NOT rc STREQUAL code)
    message(SEND_ERROR "kartenrunde ${ARGN}: exit '${rc}', expected ${code}\n${err}")
  elseif(NOT code EQUAL 0 AND err STREQUAL "")
    message(SEND_ERROR "kartenrunde ${ARGN}: no message on stderr")
  else()
    message(STATUS "kartenrunde ${ARGN}: exit ${rc} ok")
  endif()
endfunction()

expect_exit(2 --lang fr)
expect_exit(2 --lang)
expect_exit(2 --game skat)
expect_exit(2 --seed -5)
expect_exit(2 --seed 12abc)
expect_exit(2 --seed 99999999999999999999)
expect_exit(2 --page table)
expect_exit(2 --play)
expect_exit(2 --play --game truc --page rules)
expect_exit(2 --statistics)
expect_exit(2 --lesson 1)
expect_exit(2 --game truc --lesson 0)
expect_exit(2 --game truc --lesson 11)
expect_exit(2 --size 10x10)
expect_exit(2 --bogus)
expect_exit(0 --help)
expect_exit(0 --version)

# A directory that does not exist cannot take the screenshot.
expect_exit(1 --screenshot "${WORK}/no/such/dir/shot.png" --size 1024x700)
