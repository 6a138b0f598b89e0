#include "rules_page.hpp"

#include <algorithm>
#include <cctype>

namespace kr::text {

namespace {

// A copy of the page with what is not prose blanked out (same length, so
// that offsets stay): anchors {#…}, link targets ](…), and, if asked, code
// spans `…`.
std::string prose(std::string_view page, bool blankCode) {
  std::string out(page);
  const auto blank = [&](std::size_t from, std::size_t to) {
    for (std::size_t i = from; i < to && i < out.size(); ++i)
      if (out[i] != '\n') out[i] = ' ';
  };
  for (std::size_t at = out.find("{#"); at != std::string::npos; at = out.find("{#", at + 1))
    if (const std::size_t end = out.find('}', at); end != std::string::npos) blank(at, end + 1);
  for (std::size_t at = out.find("]("); at != std::string::npos; at = out.find("](", at + 1))
    if (const std::size_t end = out.find(')', at); end != std::string::npos) blank(at + 1, end + 1);
  if (blankCode)
    for (std::size_t at = out.find('`'); at != std::string::npos; at = out.find('`', at + 1)) {
      const std::size_t end = out.find('`', at + 1);
      if (end == std::string::npos) break;
      blank(at, end + 1);
      at = end;
    }
  return out;
}

bool space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }
bool idChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_'; }

// *italic* on each line (runs of one or three asterisks; ** is bold).
void italics(const TextFile& page, const std::string& text, std::vector<Quote>& out, std::vector<Finding>& problems) {
  std::size_t open = std::string::npos;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\n' && open != std::string::npos) {
      problems.push_back({page.name, lineOf(text, open), "italic *… not closed on its line: " + excerpt(page.content, open, 0)});
      open = std::string::npos;
    }
    if (text[i] == '\\') {  // \* is an asterisk, not a mark
      ++i;
      continue;
    }
    if (text[i] != '*') continue;
    std::size_t run = i;
    while (run < text.size() && text[run] == '*') ++run;
    const std::size_t length = run - i;
    if (length == 1 || length == 3) {
      const bool before = i > 0 && !space(text[i - 1]);
      const bool after = run < text.size() && !space(text[run]);
      if (open == std::string::npos && after) {
        open = run;
      } else if (open != std::string::npos && before) {
        out.push_back({open, page.content.substr(open, i - open)});
        open = std::string::npos;
      }
    }
    i = run - 1;
  }
  if (open != std::string::npos)
    problems.push_back({page.name, lineOf(text, open), "italic *… not closed on its line: " + excerpt(page.content, open, 0)});
}

// 『label』 on each line.
void cornerBrackets(const TextFile& page, const std::string& text, std::vector<Quote>& out, std::vector<Finding>& problems) {
  static const std::string open = "『";
  static const std::string close = "』";
  for (std::size_t at = text.find(open); at != std::string::npos; at = text.find(open, at + 1)) {
    const std::size_t begin = at + open.size();
    const std::size_t end = text.find(close, begin);
    const std::size_t lineEnd = text.find('\n', begin);
    if (end == std::string::npos || end > lineEnd) {
      problems.push_back({page.name, lineOf(text, at), "『 not closed on its line: " + excerpt(page.content, at, open.size())});
      continue;
    }
    out.push_back({begin, page.content.substr(begin, end - begin)});
  }
}

// Edit distance in characters (UTF-8 decoded), for "closest label".
std::vector<char32_t> codePoints(std::string_view s) {
  std::vector<char32_t> out;
  for (const char c : s) {
    const auto byte = static_cast<unsigned char>(c);
    if ((byte & 0xC0) == 0x80 && !out.empty()) out.back() = (out.back() << 6) | (byte & 0x3Fu);
    else out.push_back(byte >= 0xF0 ? byte & 0x07u : byte >= 0xE0 ? byte & 0x0Fu : byte >= 0xC0 ? byte & 0x1Fu : byte);
  }
  return out;
}
std::size_t distance(std::string_view a, std::string_view b) {
  const auto x = codePoints(a);
  const auto y = codePoints(b);
  std::vector<std::size_t> row(y.size() + 1);
  for (std::size_t j = 0; j <= y.size(); ++j) row[j] = j;
  for (std::size_t i = 1; i <= x.size(); ++i) {
    std::size_t diagonal = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= y.size(); ++j) {
      const std::size_t up = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (x[i - 1] == y[j - 1] ? 0 : 1)});
      diagonal = up;
    }
  }
  return row[y.size()];
}

}  // namespace

std::vector<Quote> quotedLabels(const TextFile& page, std::string_view language, std::vector<Finding>& problems) {
  std::vector<Quote> out;
  const std::string text = prose(page.content, true);
  if (language == "ja") cornerBrackets(page, text, out, problems);
  else italics(page, text, out, problems);
  return out;
}

std::vector<Finding> wrongLabels(const TextFile& page, std::string_view language, const std::set<std::string>& labels) {
  std::vector<Finding> out;
  for (const Quote& quote : quotedLabels(page, language, out)) {
    if (labels.count(quote.text)) continue;
    const auto closest = std::min_element(labels.begin(), labels.end(), [&](const std::string& a, const std::string& b) {
      return distance(quote.text, a) < distance(quote.text, b);
    });
    const std::string mark = language == "ja" ? "『" + quote.text + "』" : "*" + quote.text + "*";
    out.push_back({page.name, lineOf(page.content, quote.offset),
                   mark + " is not a settings label here" +
                       (closest == labels.end() ? std::string() : " (closest: \"" + *closest + "\")") + ": " +
                       excerpt(page.content, quote.offset, quote.text.size())});
  }
  std::stable_sort(out.begin(), out.end(), [](const Finding& a, const Finding& b) { return a.line < b.line; });
  return out;
}

std::vector<Finding> rawIds(const TextFile& page, const std::set<std::string>& ids) {
  std::vector<Finding> out;
  const std::string withCode = prose(page.content, false);
  // In backticks: any id, alone or in a longer span (`top-trump=joker`).
  for (std::size_t at = withCode.find('`'); at != std::string::npos; at = withCode.find('`', at + 1)) {
    const std::size_t end = withCode.find('`', at + 1);
    if (end == std::string::npos) break;
    for (std::size_t i = at + 1; i < end;) {
      std::size_t j = i;
      while (j < end && idChar(withCode[j])) ++j;
      if (j > i && ids.count(withCode.substr(i, j - i)))
        out.push_back({page.name, lineOf(withCode, i),
                       "raw id `" + withCode.substr(i, j - i) + "` (name the setting by its label): " +
                           excerpt(page.content, at, end + 1 - at)});
      i = j == i ? i + 1 : j;
    }
    at = end;
  }
  // Bare: hyphenated ids only, as a whole word (a plain "none" is English).
  const std::string text = prose(page.content, true);
  for (const std::string& id : ids) {
    if (id.find('-') == std::string::npos) continue;
    for (std::size_t at = text.find(id); at != std::string::npos; at = text.find(id, at + 1)) {
      const bool start = at == 0 || !idChar(text[at - 1]);
      const bool stop = at + id.size() == text.size() || !idChar(text[at + id.size()]);
      if (start && stop)
        out.push_back({page.name, lineOf(text, at), "raw id " + id + " (name the setting by its label): " +
                                                        excerpt(page.content, at, id.size())});
    }
  }
  std::stable_sort(out.begin(), out.end(), [](const Finding& a, const Finding& b) { return a.line < b.line; });
  return out;
}

}  // namespace kr::text
