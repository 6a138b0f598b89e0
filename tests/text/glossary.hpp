#pragma once
// The glossaries translations/glossary-ja.md and glossary-de.md (issue #34):
// Markdown tables of five columns,
//   | term (English) | form | scope | source | replaces |
// where `form` is the one form used, `scope` "all" or game ids, and
// `replaces` the forbidden variants in backticks, separated by "; ".
#include <string>
#include <string_view>
#include <vector>

#include "finding.hpp"
#include "text_file.hpp"

namespace kr::text {

struct GlossaryRow {
  int line = 0;
  std::string term;
  std::string form;
  std::vector<std::string> scope;  // {"all"} or game ids
  std::vector<std::string> variants;
};

struct Glossary {
  std::vector<GlossaryRow> rows;
  std::vector<Finding> problems;  // rows that break the format
};

// The game ids a scope may name.
const std::vector<std::string>& gameIds();

Glossary parseGlossary(const TextFile& file);

// Whether a row applies to a text of `game` ("" for a text of no game:
// the app's and the table's .ts files, howto.md).
bool inScope(const GlossaryRow& row, std::string_view game);

// Forbidden variants in the translations of a .ts file, or in a rules page.
std::vector<Finding> variantsInTs(const std::vector<GlossaryRow>& rows, const TextFile& ts, std::string_view game);
std::vector<Finding> variantsInPage(const std::vector<GlossaryRow>& rows, const TextFile& page, std::string_view game);

}  // namespace kr::text
