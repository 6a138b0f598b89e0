# Generic search sources of engine/ai/ added after the engine's own list:
# included by the game folders whose players use them.
include_guard(GLOBAL)
target_sources(kr_engine PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/ismcts.cpp
  ${CMAKE_CURRENT_LIST_DIR}/pimc.cpp
)
