# `kartenrunde --screenshot FILE --size WxH` must write a PNG of exactly WxH.
#   cmake -DAPP=<kartenrunde> -DOUT=<file.png> -DWIDTH=1100 -DHEIGHT=720
#         [-DLANGUAGE=ja] [-DPAGE=settings] [-DGAME=truc [-DPLAY=ON [-DHINT=ON]] [-DSEED=7]]
#         -P check_screenshot.cmake
file(REMOVE "${OUT}")
set(args --screenshot "${OUT}" --size "${WIDTH}x${HEIGHT}")
if(LANGUAGE)
  list(APPEND args --lang "${LANGUAGE}")
endif()
if(PAGE)
  list(APPEND args --page "${PAGE}")
endif()
if(GAME)
  list(APPEND args --game "${GAME}")
endif()
if(PLAY)
  list(APPEND args --play)
endif()
if(HINT)
  list(APPEND args --hint)
endif()
if(SEED)
  list(APPEND args --seed "${SEED}")
endif()
execute_process(
  COMMAND "${APP}" ${args}
  RESULT_VARIABLE rc
  ERROR_VARIABLE err
  TIMEOUT 60)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "kartenrunde --screenshot exited with '${rc}': ${err}")
endif()
if(NOT EXISTS "${OUT}")
  message(FATAL_ERROR "no screenshot was written to ${OUT}")
endif()
file(SIZE "${OUT}" bytes)
if(bytes LESS 1000)
  message(FATAL_ERROR "the screenshot is suspiciously small: ${bytes} bytes")
endif()

# PNG: 8-byte signature, then the IHDR chunk with width and height (big endian).
file(READ "${OUT}" head LIMIT 24 HEX)
string(SUBSTRING "${head}" 0 16 signature)
if(NOT signature STREQUAL "89504e470d0a1a0a")
  message(FATAL_ERROR "${OUT} is not a PNG (starts with ${signature})")
endif()
string(SUBSTRING "${head}" 32 8 width_hex)
string(SUBSTRING "${head}" 40 8 height_hex)
math(EXPR width "0x${width_hex}")
math(EXPR height "0x${height_hex}")
if(NOT width EQUAL WIDTH OR NOT height EQUAL HEIGHT)
  message(FATAL_ERROR "the screenshot is ${width}x${height}, expected ${WIDTH}x${HEIGHT}")
endif()
message(STATUS "screenshot ${width}x${height}, ${bytes} bytes")
