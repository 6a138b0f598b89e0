#include "text_file.hpp"

#include <algorithm>
#include <fstream>
#include <sstream>

#include "finding.hpp"

namespace kr::text {

std::optional<std::string> readFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

int lineOf(std::string_view content, std::size_t offset) {
  offset = std::min(offset, content.size());
  return 1 + static_cast<int>(std::count(content.begin(), content.begin() + static_cast<std::ptrdiff_t>(offset), '\n'));
}

namespace {
bool continuation(char c) { return (static_cast<unsigned char>(c) & 0xC0) == 0x80; }
}  // namespace

std::string excerpt(std::string_view content, std::size_t offset, std::size_t length) {
  const std::size_t lineStart = content.rfind('\n', offset) == std::string_view::npos ? 0 : content.rfind('\n', offset) + 1;
  const std::size_t lineEnd = std::min(content.find('\n', offset + length), content.size());
  std::size_t from = offset;
  for (int chars = 0; from > lineStart && chars < 30; ++chars)
    do --from; while (from > lineStart && continuation(content[from]));
  std::size_t to = offset + length;
  for (int chars = 0; to < lineEnd && chars < 30; ++chars)
    do ++to; while (to < lineEnd && continuation(content[to]));
  return std::string(from > lineStart ? "…" : "") + std::string(content.substr(from, offset - from)) + "[" +
         std::string(content.substr(offset, length)) + "]" + std::string(content.substr(offset + length, to - offset - length)) +
         (to < lineEnd ? "…" : "");
}

std::string describe(const std::vector<Finding>& findings) {
  std::string out;
  for (const Finding& f : findings) out += f.file + ":" + std::to_string(f.line) + ": " + f.what + "\n";
  return out;
}

}  // namespace kr::text
