// Catch2's main, with benchmarking compiled in ([!benchmark] cases stay out of ctest).
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
