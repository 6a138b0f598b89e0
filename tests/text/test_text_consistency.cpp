// Issue #34, "One word for one thing": the real texts. A Japanese or German
// player meets each term under one name (the glossaries), finds a setting
// named in the rules exactly as the settings show it, and reads no raw
// option id. Each test lists every offending span with file and line.
#include <catch2/catch.hpp>

#include <iostream>

#include "engine_ids.hpp"
#include "glossary.hpp"
#include "project_texts.hpp"
#include "rules_page.hpp"
#include "settings_labels.hpp"

using namespace kr::text;

namespace {

const std::string kSource = KR_SOURCE_DIR;

// The list goes to stdout whole: Catch would wrap it and cut characters
// of Japanese in half.
void expectNone(const std::vector<Finding>& findings) {
  if (!findings.empty()) std::cout << describe(findings) << std::flush;
  INFO(findings.size() << " found, listed above with file and line");
  CHECK(findings.empty());
}

void checkGlossary(const std::string& language) {
  const std::string name = "translations/glossary-" + language + ".md";
  const auto content = readFile(kSource + "/" + name);
  if (!content) FAIL(name << " missing");
  const Glossary glossary = parseGlossary({name, *content});
  std::vector<Finding> findings = glossary.problems;
  CHECK_FALSE(glossary.rows.empty());
  for (const ProjectText& ts : tsFiles(kSource, language))
    for (Finding& f : variantsInTs(glossary.rows, ts.file, ts.game)) findings.push_back(std::move(f));
  for (const ProjectText& page : rulesPages(kSource, language))
    for (Finding& f : variantsInPage(glossary.rows, page.file, page.game)) findings.push_back(std::move(f));
  expectNone(findings);
}

void checkLabels(const std::string& language) {
  const auto labels = SettingsLabels::read(KR_SETTINGS_LABELS);
  if (!labels) FAIL(KR_SETTINGS_LABELS << " missing: run the test text.settings_labels first");
  // The dump saw every game with settings and the settings page.
  for (const char* group : {"doppelkopf", "coiffeur", "dobbm", "settings"}) {
    INFO(language << " labels of " << group);
    CHECK(labels->count(language, group) > 0);
  }
  // And it holds what the dialog shows (English: the QML's own words).
  if (language == "en") {
    const std::set<std::string> doppelkopf = labels->forPage("en", "doppelkopf");
    for (const char* label : {"Highest trump", "Heart king", "On", "DDV tournament", "Animation speed"}) {
      INFO("en label " << label);
      CHECK(doppelkopf.count(label));
    }
  }
  const std::vector<ProjectText> pages = rulesPages(kSource, language);
  CHECK(pages.size() == 5);
  std::vector<Finding> findings;
  for (const ProjectText& page : pages)
    for (Finding& f : wrongLabels(page.file, language, labels->forPage(language, page.page)))
      findings.push_back(std::move(f));
  expectNone(findings);
}

}  // namespace

TEST_CASE("glossary ja: no forbidden variant in the Japanese texts") { checkGlossary("ja"); }
TEST_CASE("glossary de: no forbidden variant in the German texts") { checkGlossary("de"); }

TEST_CASE("settings labels en: rules pages quote settings exactly", "[labels]") { checkLabels("en"); }
TEST_CASE("settings labels de: rules pages quote settings exactly", "[labels]") { checkLabels("de"); }
TEST_CASE("settings labels ja: rules pages quote settings exactly", "[labels]") { checkLabels("ja"); }

TEST_CASE("raw option ids: none in the rules pages") {
  const std::set<std::string> ids = engineOptionIds();
  REQUIRE(ids.count("heart-king"));
  std::vector<Finding> findings;
  for (const char* language : {"en", "de", "ja"})
    for (const ProjectText& page : rulesPages(kSource, language))
      for (Finding& f : rawIds(page.file, ids)) findings.push_back(std::move(f));
  expectNone(findings);
}
