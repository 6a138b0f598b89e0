// kartenrunde-carddeck: draws the card decks as SVG files.
//
//   kartenrunde-carddeck --out assets/cards
//
// Writes one SVG per card (french/CQ.svg, german/HU.svg, swiss/RB.svg, ...),
// the index-letter variants (french/de/CJ.svg) and the backs (backs/*.svg).
// The output is byte-identical on every run. See docs/cards-art.md.
#include <filesystem>
#include <fstream>
#include <iostream>
#include <set>
#include <string>
#include <string_view>

#include "generate.hpp"

namespace fs = std::filesystem;

namespace {

void printUsage(std::ostream& out) {
  out << "usage: kartenrunde-carddeck --out DIR\n"
         "  Draws the French, French four-colour, German and Swiss decks and the\n"
         "  card backs as SVG files into DIR (e.g. assets/cards). SVG files in DIR's\n"
         "  deck folders that the generator no longer makes are removed.\n";
}

bool writeFile(const fs::path& path, const std::string& content) {
  std::error_code ec;
  fs::create_directories(path.parent_path(), ec);
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << content;
  return static_cast<bool>(out);
}

// Removes SVG files left over from earlier runs (renamed or dropped cards)
// in the folders this tool owns.
void removeStale(const fs::path& outDir, const std::set<fs::path>& written) {
  std::set<fs::path> folders;
  for (const auto& p : written) folders.insert(p.parent_path());
  for (const auto& folder : folders) {
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(folder, ec)) {
      if (entry.path().extension() == ".svg" && !written.contains(entry.path())) {
        std::cout << "removing stale " << fs::relative(entry.path(), outDir).generic_string() << "\n";
        fs::remove(entry.path(), ec);
      }
    }
  }
}

}  // namespace

int main(int argc, char** argv) {
  fs::path outDir;
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg == "--out" && i + 1 < argc) {
      outDir = argv[++i];
    } else if (arg == "--help" || arg == "-h") {
      printUsage(std::cout);
      return 0;
    } else {
      std::cerr << "kartenrunde-carddeck: unknown argument '" << arg << "'\n";
      printUsage(std::cerr);
      return 2;
    }
  }
  if (outDir.empty()) {
    printUsage(std::cerr);
    return 2;
  }

  const auto files = carddeck::generateAllFiles();
  std::set<fs::path> written;
  for (const auto& [relative, content] : files) {
    const fs::path path = outDir / relative;
    if (!writeFile(path, content)) {
      std::cerr << "kartenrunde-carddeck: cannot write " << path << "\n";
      return 1;
    }
    written.insert(path);
  }
  removeStale(outDir, written);
  std::cout << "wrote " << files.size() << " SVG files to " << outDir.generic_string() << "\n";
  return 0;
}
