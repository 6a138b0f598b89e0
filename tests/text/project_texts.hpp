#pragma once
// The real texts of one language in the source tree: the .ts files and the
// rules pages, each with the game it belongs to ("" for the app's and the
// table's .ts files and for howto.md), as the glossary scopes count them.
#include <string>
#include <vector>

#include "text_file.hpp"

namespace kr::text {

struct ProjectText {
  TextFile file;
  std::string game;  // a game id or ""
  std::string page;  // rules pages: the page's name ("doppelkopf", "howto"); "" for .ts
};

// translations/*_<language>.ts (ja, de).
std::vector<ProjectText> tsFiles(const std::string& sourceDir, const std::string& language);
// assets/rules/<language>/*.md (en, de, ja).
std::vector<ProjectText> rulesPages(const std::string& sourceDir, const std::string& language);

}  // namespace kr::text
