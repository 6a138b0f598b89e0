// Issue #34 asks for a glossary test "failing on a planted variant (show
// that it does)": each check must report an error planted into a copy of a
// real text, where it was planted, and nothing for the correct forms next
// to it. The glossary and the labels here are small fixtures, so that the
// self-check holds whatever state the real glossaries are in.
#include <catch2/catch.hpp>

#include <algorithm>
#include <iostream>

#include "engine_ids.hpp"
#include "glossary.hpp"
#include "rules_page.hpp"
#include "settings_labels.hpp"
#include "ts_translations.hpp"

using namespace kr::text;

namespace {

const std::string kSource = KR_SOURCE_DIR;

TextFile real(const std::string& path) {
  const auto content = readFile(kSource + "/" + path);
  if (!content) FAIL(path << " missing");
  return {path, *content};
}

// A copy of `file` with `line` inserted as its second line.
TextFile planted(TextFile file, const std::string& line) {
  const std::size_t first = file.content.find('\n');
  REQUIRE(first != std::string::npos);
  file.content.insert(first + 1, line + "\n");
  return file;
}

// A copy of a .ts file with `text` added to its first translation; the line
// it lands on is `line`.
TextFile plantedInTs(TextFile file, const std::string& text, int& line) {
  const std::size_t end = file.content.find("</translation>");
  REQUIRE(end != std::string::npos);
  file.content.insert(end, text);
  line = lineOf(file.content, end);
  return file;
}

// The findings on one line (the real text's own findings stay out).
std::vector<Finding> onLine(const std::vector<Finding>& findings, int line) {
  std::vector<Finding> out;
  std::copy_if(findings.begin(), findings.end(), std::back_inserter(out), [&](const Finding& f) { return f.line == line; });
  return out;
}

// What the checker said about a plant, printed whatever the outcome, so
// that `ctest -V -R text.self-check` shows it (the proof issue #34 asks for).
std::vector<Finding> shown(std::vector<Finding> findings) {
  std::cout << describe(findings) << std::flush;
  return findings;
}

bool mentions(const std::vector<Finding>& findings, const std::string& text) {
  return std::any_of(findings.begin(), findings.end(), [&](const Finding& f) { return f.what.find(text) != std::string::npos; });
}

Glossary fixtureGlossary() {
  const std::string name = "glossary-planted.md";
  const auto content = readFile(std::string(KR_TEXT_FIXTURES) + "/" + name);
  if (!content) FAIL(name << " missing");
  return parseGlossary({name, *content});
}

}  // namespace

TEST_CASE("self-check: a planted forbidden variant is reported") {
  const Glossary glossary = fixtureGlossary();
  REQUIRE(glossary.problems.empty());
  REQUIRE(glossary.rows.size() == 4);

  SECTION("in a translation of a .ts file of the row's scope") {
    int line = 0;
    const TextFile ts = plantedInTs(real("translations/doppelkopf_ja.ts"), "（ダイアモンドとソリスト）", line);
    const auto found = shown(onLine(variantsInTs(glossary.rows, ts, "doppelkopf"), line));
    INFO(describe(found));
    CHECK(found.size() == 2);
    CHECK(mentions(found, "`ダイアモンド`"));
    CHECK(mentions(found, "`ソリスト`"));
    CHECK(found[0].file == "translations/doppelkopf_ja.ts");
  }
  SECTION("in a rules page, with its line") {
    const TextFile page = planted(real("assets/rules/ja/doppelkopf.md"), "ソリストは♦のダイヤモンドを持っています。");
    const auto found = shown(onLine(variantsInPage(glossary.rows, page, "doppelkopf"), 2));
    INFO(describe(found));
    CHECK(found.size() == 2);
    CHECK(mentions(found, "[ダイヤモンド]"));
  }
  SECTION("in every file of scope all, but not outside a game's scope") {
    int line = 0;
    const TextFile app = plantedInTs(real("translations/kartenrunde_ja.ts"), "ダイアモンド、ソリスト", line);
    const auto found = onLine(variantsInTs(glossary.rows, app, ""), line);
    CHECK(found.size() == 1);  // ソリスト is forbidden in Doppelkopf only
    CHECK(mentions(found, "`ダイアモンド`"));
    const TextFile dobbm = planted(real("assets/rules/de/dobbm.md"), "Der Punktezettel.");
    CHECK(onLine(variantsInPage(glossary.rows, dobbm, "dobbm"), 2).size() == 1);
    const TextFile truc = planted(real("assets/rules/de/truc.md"), "Der Punktezettel.");
    CHECK(onLine(variantsInPage(glossary.rows, truc, "truc"), 2).empty());
  }
  SECTION("never in the English source of a message") {
    TextFile ts = real("translations/coiffeur_de.ts");
    const std::size_t source = ts.content.find("<source>");
    REQUIRE(source != std::string::npos);
    ts.content.insert(source + 8, "Punktezettel ");
    CHECK(onLine(variantsInTs(glossary.rows, ts, "coiffeur"), lineOf(ts.content, source)).empty());
  }
}

TEST_CASE("self-check: a glossary row out of format is reported") {
  const Glossary glossary = parseGlossary({"glossary.md",
                                           "| term (English) | form | scope | source | replaces |\n"
                                           "|---|---|---|---|---|\n"
                                           "| trump | `切札` | all | rule document | `切り札`; `札` |\n"
                                           "| hand | ハンド | truc | our choice | |\n"
                                           "| bid | `ビッド` | everywhere | our choice | `予約` |\n"
                                           "| pass | `パス` | all | our choice |\n"});
  INFO(describe(glossary.problems));
  CHECK(mentions(glossary.problems, "variant `札` is part of the form `切札`"));
  CHECK(onLine(glossary.problems, 3).size() == 1);
  CHECK(mentions(onLine(glossary.problems, 4), "form must be one term in backticks"));
  CHECK(mentions(onLine(glossary.problems, 5), "scope must be"));
  CHECK(mentions(onLine(glossary.problems, 6), "4 columns"));
}

TEST_CASE("self-check: a planted wrong settings label is reported") {
  SettingsLabels labels;
  labels.add("en", "doppelkopf", "Highest trump");
  labels.add("en", "doppelkopf", "Heart king");
  labels.add("en", "settings", "Animation speed");
  labels.add("de", "doppelkopf", "Höchster Trumpf");
  labels.add("ja", "doppelkopf", "最高の切札");

  SECTION("en: in single-asterisk italics, not in bold") {
    const TextFile page = planted(real("assets/rules/en/doppelkopf.md"),
                                  "* With *Highest trump* at *Heart kings*, **bold** and ***Heart king*** stay.");
    const auto found = shown(onLine(wrongLabels(page, "en", labels.forPage("en", "doppelkopf")), 2));
    INFO(describe(found));
    REQUIRE(found.size() == 1);
    CHECK(mentions(found, "*Heart kings* is not a settings label here (closest: \"Heart king\")"));
    CHECK(found[0].file == "assets/rules/en/doppelkopf.md");
  }
  SECTION("en: howto.md may quote every game's labels and the settings page's") {
    const TextFile page = planted(real("assets/rules/en/howto.md"), "*Animation speed*, *Highest trump*, *Animation Speed*.");
    const auto found = onLine(wrongLabels(page, "en", labels.forPage("en", "howto")), 2);
    REQUIRE(found.size() == 1);
    CHECK(mentions(found, "*Animation Speed*"));
  }
  SECTION("en: a game's page may quote the settings page's labels too") {
    const TextFile page = planted(real("assets/rules/en/coiffeur.md"), "Under *Animation speed*, not *Highest trump*.");
    const auto found = onLine(wrongLabels(page, "en", labels.forPage("en", "coiffeur")), 2);
    REQUIRE(found.size() == 1);
    CHECK(mentions(found, "*Highest trump*"));
  }
  SECTION("de: a label of another game is wrong on this game's page") {
    const TextFile page = planted(real("assets/rules/de/dobbm.md"), "Mit *Höchster Trumpf* gilt nichts.");
    CHECK(onLine(wrongLabels(page, "de", labels.forPage("de", "dobbm")), 2).size() == 1);
  }
  SECTION("ja: in double corner brackets") {
    const TextFile page = planted(real("assets/rules/ja/doppelkopf.md"), "『最高の切札』と『最高の切り札』と「最高の切り札」。");
    const auto found = shown(onLine(wrongLabels(page, "ja", labels.forPage("ja", "doppelkopf")), 2));
    INFO(describe(found));
    REQUIRE(found.size() == 1);
    CHECK(mentions(found, "『最高の切り札』"));
  }
  SECTION("a mark left open on its line") {
    const TextFile page = planted(real("assets/rules/de/doppelkopf.md"), "Mit *Höchster Trumpf gilt");
    CHECK(mentions(onLine(wrongLabels(page, "de", labels.forPage("de", "doppelkopf")), 2), "not closed"));
  }
}

TEST_CASE("self-check: a planted raw option id is reported") {
  const std::set<std::string> ids = engineOptionIds();
  const TextFile page = planted(real("assets/rules/en/coiffeur.md"),
                                "Set `heart-king` or any-trick; the `none` choice {#kings-decide} [see](#marriage-finds) "
                                "and a non-trick or four-partners-x stay.");
  const auto found = shown(onLine(rawIds(page, ids), 2));
  INFO(describe(found));
  CHECK(found.size() == 3);
  CHECK(mentions(found, "raw id `heart-king`"));
  CHECK(mentions(found, "raw id `none`"));
  CHECK(mentions(found, "raw id any-trick"));
  CHECK_FALSE(mentions(found, "raw id kings-decide"));
  CHECK_FALSE(mentions(found, "raw id marriage-finds"));
}

TEST_CASE("self-check: translations are read with their lines, plurals and entities") {
  const auto translations = tsTranslations(
      "<TS>\n<context>\n<message>\n<source>a &amp; b</source>\n<translation>x &lt;y&gt; &#x2019;</translation>\n</message>\n"
      "<message numerus=\"yes\">\n<source>%n cards</source>\n<translation>\n<numerusform>%n Karte</numerusform>\n"
      "<numerusform>%n Karten</numerusform>\n</translation>\n</message>\n</context>\n</TS>\n");
  REQUIRE(translations.size() == 3);
  CHECK(translations[0].text == "x <y> ’");
  CHECK(translations[0].source == "a & b");
  CHECK(translations[0].line == 5);
  CHECK(translations[2].text == "%n Karten");
  CHECK(translations[2].line == 11);
}

// The real glossaries: each forbidden variant, planted into a copy of a
// .ts file and of a rules page of its scope, is reported there. So a row
// that could never fire (a scope misspelt, a variant the parser loses)
// shows up here, not as a silent pass of the real-file tests.
TEST_CASE("self-check: every variant of the real glossaries is reported when planted") {
  for (const std::string language : {"ja", "de"}) {
    const std::string name = "translations/glossary-" + language + ".md";
    const auto content = readFile(kSource + "/" + name);
    if (!content) {
      WARN(name << " missing (the real-file test fails on it)");
      continue;
    }
    std::vector<std::string> missed;
    int plantedCount = 0;
    for (const GlossaryRow& row : parseGlossary({name, *content}).rows) {
      const std::string game = inScope(row, "") ? "" : row.scope.front();
      const std::string tsName = "translations/" + (game.empty() ? "kartenrunde" : game) + "_" + language + ".ts";
      const std::string pageName = "assets/rules/" + language + "/" + (game.empty() ? "howto" : game) + ".md";
      for (const std::string& variant : row.variants) {
        ++plantedCount;
        int line = 0;
        const TextFile ts = plantedInTs(real(tsName), variant, line);
        if (!mentions(onLine(variantsInTs({row}, ts, game), line), "`" + variant + "`"))
          missed.push_back(tsName + ": " + variant);
        const TextFile page = planted(real(pageName), variant);
        if (!mentions(onLine(variantsInPage({row}, page, game), 2), "`" + variant + "`"))
          missed.push_back(pageName + ": " + variant);
      }
    }
    INFO(name << ": " << plantedCount << " variants planted; not reported: " << missed.size());
    for (const std::string& m : missed) UNSCOPED_INFO(m);
    CHECK(plantedCount > 0);
    CHECK(missed.empty());
  }
}
