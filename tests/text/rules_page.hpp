#pragma once
// Two checks of a rules page (assets/rules/<lang>/<page>.md), issue #34:
//  - a setting named in the text is quoted exactly as the settings show it,
//    in single-asterisk italics *Label* (en, de; **bold** is not a quote)
//    or in 『Label』 (ja), and those marks quote nothing else;
//  - no option id or choice id of the engine stands in the prose: in
//    backticks never, and a hyphenated id (heart-king) not even bare.
//    Anchors {#marriage} and link targets (#marriage) are not prose.
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "finding.hpp"
#include "text_file.hpp"

namespace kr::text {

struct Quote {
  std::size_t offset = 0;  // of the quoted text in the page
  std::string text;
};

// What the page quotes as settings labels; an italic or 『 left open on its
// line is a problem (a label is never split over two lines).
std::vector<Quote> quotedLabels(const TextFile& page, std::string_view language, std::vector<Finding>& problems);

// Quotes that are not exactly one of `labels` (the page's game's labels in
// the page's language), each with the closest label as a hint.
std::vector<Finding> wrongLabels(const TextFile& page, std::string_view language, const std::set<std::string>& labels);

// Option, choice and preset ids of the engine in the page's prose.
std::vector<Finding> rawIds(const TextFile& page, const std::set<std::string>& ids);

}  // namespace kr::text
