#pragma once
// A text the checks read: its name (as reported) and its content, read from
// disk or planted in memory by the self-check.
#include <optional>
#include <string>
#include <string_view>

namespace kr::text {

struct TextFile {
  std::string name;     // e.g. "assets/rules/de/doppelkopf.md"
  std::string content;  // UTF-8
};

// The file's content, or none when it cannot be read.
std::optional<std::string> readFile(const std::string& path);

// The 1-based line of a byte offset in `content`.
int lineOf(std::string_view content, std::size_t offset);

// The words around `length` bytes at `offset`, within their line (about 30
// characters each side), for a report: "…before [match] after…".
std::string excerpt(std::string_view content, std::size_t offset, std::size_t length);

}  // namespace kr::text
