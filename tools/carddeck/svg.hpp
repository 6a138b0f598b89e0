#pragma once
// Writes drawings as SVG text. Output is byte-for-byte reproducible: numbers
// are rounded to two decimals with a fixed format, nothing depends on the
// time, the locale or the machine.
#include <string>

#include "drawing.hpp"

namespace carddeck {

// "12.5", "-3", "0.07": at most two decimals, no trailing zeros, never "-0".
std::string formatNumber(double v);
std::string pathData(const Path& p);

// A complete standalone SVG file (SVG Tiny 1.2 features only, so QtSvg,
// browsers and librsvg all draw it the same way).
std::string svgDocument(const Drawing& d, double width, double height, const std::string& title);

}  // namespace carddeck
