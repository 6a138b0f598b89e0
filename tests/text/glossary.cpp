#include "glossary.hpp"

#include <algorithm>

#include "ts_translations.hpp"

namespace kr::text {

namespace {

std::string trim(std::string_view s) {
  const auto first = s.find_first_not_of(" \t\r");
  if (first == std::string_view::npos) return {};
  return std::string(s.substr(first, s.find_last_not_of(" \t\r") - first + 1));
}

// "a, b" split at `separator`, each part trimmed.
std::vector<std::string> splitTrimmed(std::string_view text, char separator) {
  std::vector<std::string> out;
  for (std::size_t start = 0;;) {
    const std::size_t at = text.find(separator, start);
    out.push_back(trim(text.substr(start, at == std::string_view::npos ? std::string_view::npos : at - start)));
    if (at == std::string_view::npos) return out;
    start = at + 1;
  }
}

// "| a | b |" -> {"a", "b"}.
std::vector<std::string> cells(std::string_view line) {
  std::string_view inner = line.substr(1);
  if (const auto last = inner.find_last_not_of(" \t\r"); last != std::string_view::npos && inner[last] == '|')
    inner = inner.substr(0, last);
  return splitTrimmed(inner, '|');
}

// The contents of every `…` in a cell, and whether anything else is there
// besides the separators ("; ").
std::vector<std::string> codeSpans(std::string_view cell, bool& stray) {
  std::vector<std::string> out;
  stray = false;
  std::size_t at = 0;
  while (at < cell.size()) {
    const std::size_t open = cell.find('`', at);
    const std::string between = trim(cell.substr(at, open == std::string_view::npos ? std::string_view::npos : open - at));
    if (!between.empty() && between != ";") stray = true;
    if (open == std::string_view::npos) break;
    const std::size_t close = cell.find('`', open + 1);
    if (close == std::string_view::npos) {
      stray = true;
      break;
    }
    out.emplace_back(cell.substr(open + 1, close - open - 1));
    at = close + 1;
  }
  return out;
}

std::vector<std::string> splitScope(std::string_view cell) { return splitTrimmed(cell, ','); }

const std::vector<std::string> kHeader = {"term (English)", "form", "scope", "source", "replaces"};

// Each occurrence of a row's variant in `text` (which starts on `line`).
void findVariants(const std::vector<GlossaryRow>& rows, std::string_view game, std::string_view text, int line,
                  const std::string& file, std::vector<Finding>& out) {
  for (const GlossaryRow& row : rows) {
    if (!inScope(row, game)) continue;
    for (const std::string& variant : row.variants)
      for (std::size_t at = text.find(variant); at != std::string_view::npos; at = text.find(variant, at + 1))
        out.push_back({file, line + lineOf(text, at) - 1,
                       "forbidden variant `" + variant + "` (glossary: `" + row.form + "` for " + row.term + "): " +
                           excerpt(text, at, variant.size())});
  }
}

}  // namespace

const std::vector<std::string>& gameIds() {
  static const std::vector<std::string> ids = {"doppelkopf", "truc", "coiffeur", "dobbm"};
  return ids;
}

Glossary parseGlossary(const TextFile& file) {
  Glossary out;
  const auto problem = [&](int line, std::string what) { out.problems.push_back({file.name, line, std::move(what)}); };
  bool inTable = false;
  int lineNumber = 0;
  std::size_t start = 0;
  while (start <= file.content.size()) {
    const std::size_t end = std::min(file.content.find('\n', start), file.content.size());
    const std::string line = trim(std::string_view(file.content).substr(start, end - start));
    start = end + 1;
    ++lineNumber;
    if (line.empty() || line[0] != '|') {
      inTable = false;
      continue;
    }
    const std::vector<std::string> row = cells(line);
    if (!inTable) {  // a table's first line is its header
      inTable = true;
      if (row != kHeader) problem(lineNumber, "table header is not | term (English) | form | scope | source | replaces |");
      continue;
    }
    if (line.find_first_not_of("|-: ") == std::string::npos) continue;  // the |---| line
    if (row.size() != kHeader.size()) {
      problem(lineNumber, "row has " + std::to_string(row.size()) + " columns, not 5");
      continue;
    }
    GlossaryRow entry{lineNumber, row[0], {}, splitScope(row[2]), {}};
    bool stray = false;
    const std::vector<std::string> forms = codeSpans(row[1], stray);
    if (forms.size() != 1 || stray || forms[0].empty())
      problem(lineNumber, "form must be one term in backticks: " + row[1]);
    else
      entry.form = forms[0];
    const bool all = entry.scope == std::vector<std::string>{"all"};
    for (const std::string& game : entry.scope)
      if (!all && std::find(gameIds().begin(), gameIds().end(), game) == gameIds().end())
        problem(lineNumber, "scope must be all or game ids separated by \", \": " + row[2]);
    entry.variants = codeSpans(row[4], stray);
    if (stray) problem(lineNumber, "replaces must be variants in backticks separated by \"; \": " + row[4]);
    for (const std::string& variant : entry.variants) {
      if (variant.empty()) problem(lineNumber, "empty variant");
      // A variant inside the chosen form would forbid the form itself.
      else if (entry.form.find(variant) != std::string::npos)
        problem(lineNumber, "variant `" + variant + "` is part of the form `" + entry.form + "`");
    }
    std::erase(entry.variants, std::string());
    out.rows.push_back(std::move(entry));
  }
  if (out.rows.empty() && out.problems.empty()) problem(1, "no glossary table found");
  return out;
}

bool inScope(const GlossaryRow& row, std::string_view game) {
  for (const std::string& s : row.scope)
    if (s == "all" || s == game) return true;
  return false;
}

std::vector<Finding> variantsInTs(const std::vector<GlossaryRow>& rows, const TextFile& ts, std::string_view game) {
  std::vector<Finding> out;
  for (const Translation& t : tsTranslations(ts.content))
    findVariants(rows, game, t.text, t.line, ts.name, out);
  return out;
}

std::vector<Finding> variantsInPage(const std::vector<GlossaryRow>& rows, const TextFile& page, std::string_view game) {
  std::vector<Finding> out;
  findVariants(rows, game, page.content, 1, page.name, out);
  return out;
}

}  // namespace kr::text
