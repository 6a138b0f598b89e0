#include "project_texts.hpp"

#include <algorithm>
#include <filesystem>

#include "glossary.hpp"

namespace kr::text {

namespace {

namespace fs = std::filesystem;

std::string gameOf(const std::string& name) {
  return std::find(gameIds().begin(), gameIds().end(), name) != gameIds().end() ? name : std::string();
}

// The files in `dir` (relative to the source tree) whose names end in
// `suffix`, sorted, with the part of the name before the suffix.
std::vector<std::pair<std::string, std::string>> filesEndingIn(const std::string& sourceDir, const std::string& dir,
                                                               const std::string& suffix) {
  std::vector<std::pair<std::string, std::string>> out;
  std::error_code error;
  for (const fs::directory_entry& entry : fs::directory_iterator(fs::path(sourceDir) / dir, error)) {
    const std::string name = entry.path().filename().string();
    if (name.size() > suffix.size() && name.ends_with(suffix))
      out.emplace_back(dir + "/" + name, name.substr(0, name.size() - suffix.size()));
  }
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

std::vector<ProjectText> tsFiles(const std::string& sourceDir, const std::string& language) {
  std::vector<ProjectText> out;
  for (const auto& [path, stem] : filesEndingIn(sourceDir, "translations", "_" + language + ".ts"))
    out.push_back({{path, readFile(sourceDir + "/" + path).value_or("")}, gameOf(stem), ""});
  return out;
}

std::vector<ProjectText> rulesPages(const std::string& sourceDir, const std::string& language) {
  std::vector<ProjectText> out;
  for (const auto& [path, stem] : filesEndingIn(sourceDir, "assets/rules/" + language, ".md"))
    out.push_back({{path, readFile(sourceDir + "/" + path).value_or("")}, gameOf(stem), stem});
  return out;
}

}  // namespace kr::text
