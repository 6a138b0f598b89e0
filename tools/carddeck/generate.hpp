#pragma once
// Everything the generator writes, as relative path -> file content.
#include <map>
#include <string>

namespace carddeck {

std::map<std::string, std::string> generateAllFiles();

}  // namespace carddeck
