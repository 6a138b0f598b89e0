#pragma once
// The translated texts of a Qt Linguist file (translations/*.ts): what the
// player reads. Only <translation> counts, never <source> (the English).
#include <string>
#include <string_view>
#include <vector>

namespace kr::text {

struct Translation {
  int line = 0;        // where the text starts in the .ts file
  std::string source;  // the English, to say which message it is
  std::string text;    // XML entities decoded; one plural form each
};

// Every translation of the file (each <numerusform> on its own), in order.
std::vector<Translation> tsTranslations(std::string_view ts);

// "&lt;b&gt; &amp; &#x2019;" -> "<b> & ’".
std::string decodeXml(std::string_view text);

}  // namespace kr::text
