#include "ts_translations.hpp"

#include <cstdint>

#include "text_file.hpp"

namespace kr::text {

namespace {

void appendUtf8(std::string& out, std::uint32_t c) {
  if (c < 0x80) {
    out += static_cast<char>(c);
  } else if (c < 0x800) {
    out += static_cast<char>(0xC0 | (c >> 6));
    out += static_cast<char>(0x80 | (c & 0x3F));
  } else if (c < 0x10000) {
    out += static_cast<char>(0xE0 | (c >> 12));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (c & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (c >> 18));
    out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (c & 0x3F));
  }
}

// The text between <tag ...> and </tag> from `from` on; npos when none.
struct Element {
  std::size_t begin = std::string_view::npos;  // first byte of the content
  std::size_t end = std::string_view::npos;    // the closing tag
};
Element findElement(std::string_view xml, std::string_view tag, std::size_t from) {
  const std::string open = "<" + std::string(tag);
  const std::string close = "</" + std::string(tag) + ">";
  for (std::size_t at = xml.find(open, from); at != std::string_view::npos; at = xml.find(open, at + 1)) {
    const char after = at + open.size() < xml.size() ? xml[at + open.size()] : '\0';
    if (after != '>' && after != ' ') continue;  // <translationX>, not ours
    const std::size_t gt = xml.find('>', at);
    if (gt == std::string_view::npos) break;
    if (xml[gt - 1] == '/') return {gt + 1, gt + 1};  // <translation/>: empty
    const std::size_t end = xml.find(close, gt);
    if (end == std::string_view::npos) break;
    return {gt + 1, end};
  }
  return {};
}

}  // namespace

std::string decodeXml(std::string_view text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const std::size_t semi = text[i] == '&' ? text.find(';', i) : std::string_view::npos;
    if (semi == std::string_view::npos || semi - i > 10) {
      out += text[i];
      continue;
    }
    const std::string_view name = text.substr(i + 1, semi - i - 1);
    if (name == "amp") out += '&';
    else if (name == "lt") out += '<';
    else if (name == "gt") out += '>';
    else if (name == "quot") out += '"';
    else if (name == "apos") out += '\'';
    else if (name.size() > 1 && name[0] == '#') {
      const bool hex = name[1] == 'x' || name[1] == 'X';
      appendUtf8(out, static_cast<std::uint32_t>(std::stoul(std::string(name.substr(hex ? 2 : 1)), nullptr, hex ? 16 : 10)));
    } else {
      out += text.substr(i, semi - i + 1);  // unknown: left as written
    }
    i = semi;
  }
  return out;
}

std::vector<Translation> tsTranslations(std::string_view ts) {
  std::vector<Translation> out;
  for (Element message = findElement(ts, "message", 0); message.begin != std::string_view::npos;
       message = findElement(ts, "message", message.end)) {
    const std::string_view body = ts.substr(message.begin, message.end - message.begin);
    const Element source = findElement(body, "source", 0);
    const Element translation = findElement(body, "translation", 0);
    if (translation.begin == std::string_view::npos) continue;
    const std::string english =
        source.begin == std::string_view::npos ? "" : decodeXml(body.substr(source.begin, source.end - source.begin));
    const std::string_view text = body.substr(translation.begin, translation.end - translation.begin);
    const auto add = [&](std::size_t offset, std::string_view part) {
      out.push_back({lineOf(ts, message.begin + translation.begin + offset), english, decodeXml(part)});
    };
    // Plurals: <translation><numerusform>…</numerusform>…</translation>.
    Element form = findElement(text, "numerusform", 0);
    if (form.begin == std::string_view::npos) add(0, text);
    for (; form.begin != std::string_view::npos; form = findElement(text, "numerusform", form.end))
      add(form.begin, text.substr(form.begin, form.end - form.begin));
  }
  return out;
}

}  // namespace kr::text
