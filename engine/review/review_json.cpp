#include "review/review_json.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>

namespace kr {

namespace {

using nlohmann::json;

json optionJson(const ReviewedOption& o) {
  json j = {{"action", o.action}, {"value", o.value}, {"ci95", {o.low, o.high}}, {"loss", o.loss},
            {"loss_ci95", {o.lossLow, o.lossHigh}}, {"samples", o.samples}};
  if (!o.takes.empty()) j["takes"] = o.takes;
  return j;
}

json decisionJson(const ReviewedDecision& d) {
  json options = json::array();
  for (const ReviewedOption& o : d.options) options.push_back(optionJson(o));
  json j = {{"deal", d.deal}, {"index", d.index}, {"seat", d.seat}, {"phase", d.phase}, {"chosen", d.chosen},
            {"best", d.best}, {"weighed", d.weighed}, {"loss", d.loss}, {"loss_ci95", {d.lossLow, d.lossHigh}},
            {"told_apart", d.toldApart}, {"mark", std::string(markId(d.mark))}, {"reason", d.reason},
            {"expected", d.expected}, {"options", options}};
  if (d.reasonPercent >= 0) j["reason_percent"] = d.reasonPercent;
  return j;
}

json summaryJson(const ReviewSummary& s) {
  return {{"decisions", s.decisions}, {"marked", s.marked}, {"inaccuracies", s.inaccuracies},
          {"mistakes", s.mistakes}, {"blunders", s.blunders}, {"total_loss", s.totalLoss}};
}

Error bad(const std::string& where, const std::string& detail) { return Error{"bad-review", where, detail}; }

// Reads one typed field, or says which is missing.
template <typename T>
bool read(const json& j, const char* key, T& out, const std::string& where, Error& error) {
  if (!j.is_object() || !j.contains(key)) {
    error = bad(where + "." + key, "missing");
    return false;
  }
  try {
    out = j.at(key).get<T>();
    return true;
  } catch (const json::exception&) {
    error = bad(where + "." + key, "wrong type");
    return false;
  }
}

bool readPair(const json& j, const char* key, double& a, double& b, const std::string& where, Error& error) {
  std::vector<double> pair;
  if (!read(j, key, pair, where, error)) return false;
  if (pair.size() != 2) {
    error = bad(where + "." + key, "expected two numbers");
    return false;
  }
  a = pair[0];
  b = pair[1];
  return true;
}

bool readOption(const json& j, ReviewedOption& o, const std::string& where, Error& e) {
  if (j.contains("takes") && !read(j, "takes", o.takes, where, e)) return false;
  return read(j, "action", o.action, where, e) && read(j, "value", o.value, where, e) &&
         readPair(j, "ci95", o.low, o.high, where, e) && read(j, "loss", o.loss, where, e) &&
         readPair(j, "loss_ci95", o.lossLow, o.lossHigh, where, e) && read(j, "samples", o.samples, where, e);
}

bool readDecision(const json& j, ReviewedDecision& d, const std::string& where, Error& e) {
  std::string mark;
  json options;
  if (!(read(j, "deal", d.deal, where, e) && read(j, "index", d.index, where, e) && read(j, "seat", d.seat, where, e) &&
        read(j, "phase", d.phase, where, e) && read(j, "chosen", d.chosen, where, e) && read(j, "best", d.best, where, e) &&
        read(j, "weighed", d.weighed, where, e) && read(j, "loss", d.loss, where, e) &&
        readPair(j, "loss_ci95", d.lossLow, d.lossHigh, where, e) && read(j, "told_apart", d.toldApart, where, e) &&
        read(j, "mark", mark, where, e) && read(j, "reason", d.reason, where, e) &&
        read(j, "expected", d.expected, where, e) && read(j, "options", options, where, e)))
    return false;
  if (j.contains("reason_percent") && !read(j, "reason_percent", d.reasonPercent, where, e)) return false;
  const auto m = markFromId(mark);
  if (!m) {
    e = bad(where + ".mark", "\"" + mark + "\" is not a mark");
    return false;
  }
  d.mark = *m;
  if (!options.is_array()) {
    e = bad(where + ".options", "expected a list");
    return false;
  }
  for (std::size_t i = 0; i < options.size(); ++i) {
    ReviewedOption o;
    if (!readOption(options[i], o, where + ".options[" + std::to_string(i) + "]", e)) return false;
    d.options.push_back(std::move(o));
  }
  return true;
}

}  // namespace

// Raised whenever an analyst weighs differently, so that kept reviews are
// weighed again (review-2: Dobbm's Analyst plays its own last four tricks
// best against the rules and reads the cards played, issue #35).
std::string_view reviewEngineVersion() { return "review-2"; }

std::string reviewsToJson(const std::vector<DealReview>& reviews, std::string_view engineVersion) {
  json deals = json::array();
  json decisions = json::array();
  for (const DealReview& r : reviews) {
    deals.push_back({{"game", r.game}, {"deal", r.deal}, {"player", r.player}, {"seat", r.seat},
                     {"unit", std::string(unitId(r.unit))}, {"budget_ms", r.budgetMs}, {"result", r.result},
                     {"summary", summaryJson(r.summary())}});
    for (const ReviewedDecision& d : r.decisions) decisions.push_back(decisionJson(d));
  }
  json j = {{"format", "kartenrunde-review"}, {"engine", std::string(engineVersion)}, {"deals", deals},
            {"decisions", decisions}};
  return j.dump(1) + "\n";
}

Expected<std::vector<DealReview>> reviewsFromJson(std::string_view text, std::string* engineVersion) {
  json j = json::parse(text, nullptr, false);
  if (j.is_discarded()) return bad("review", "not JSON");
  Error e;
  std::string format, engine;
  json deals, decisions;
  if (!read(j, "format", format, "review", e) || !read(j, "engine", engine, "review", e) ||
      !read(j, "deals", deals, "review", e) || !read(j, "decisions", decisions, "review", e))
    return e;
  if (format != "kartenrunde-review") return bad("review.format", "\"" + format + "\"");
  if (!deals.is_array() || !decisions.is_array()) return bad("review", "deals and decisions must be lists");
  std::vector<DealReview> out;
  for (std::size_t i = 0; i < deals.size(); ++i) {
    const std::string where = "deals[" + std::to_string(i) + "]";
    DealReview r;
    std::string unit;
    if (!(read(deals[i], "game", r.game, where, e) && read(deals[i], "deal", r.deal, where, e) &&
          read(deals[i], "player", r.player, where, e) && read(deals[i], "seat", r.seat, where, e) &&
          read(deals[i], "unit", unit, where, e) && read(deals[i], "budget_ms", r.budgetMs, where, e) &&
          read(deals[i], "result", r.result, where, e)))
      return e;
    const auto u = unitFromId(unit);
    if (!u) return bad(where + ".unit", "\"" + unit + "\" is not a unit");
    r.unit = *u;
    out.push_back(std::move(r));
  }
  for (std::size_t i = 0; i < decisions.size(); ++i) {
    ReviewedDecision d;
    if (!readDecision(decisions[i], d, "decisions[" + std::to_string(i) + "]", e)) return e;
    auto owner = std::find_if(out.begin(), out.end(), [&](const DealReview& r) { return r.deal == d.deal; });
    if (owner == out.end()) return bad("decisions[" + std::to_string(i) + "].deal", "no such deal in deals");
    owner->decisions.push_back(std::move(d));
  }
  if (engineVersion) *engineVersion = engine;
  return out;
}

}  // namespace kr
