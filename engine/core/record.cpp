#include "record.hpp"

#include <charconv>
#include <nlohmann/json.hpp>

#include "catalog.hpp"

namespace kr {

using nlohmann::json;

namespace {

constexpr std::size_t kMaxRecordBytes = 64U << 20;  // far above any real session

Error bad(std::string where, std::string detail) { return Error{"bad-record", std::move(where), std::move(detail)}; }

std::string typeName(const json& j) { return j.type_name(); }

std::optional<std::uint64_t> parseSeed(const json& j) {
  if (j.is_number_unsigned()) return j.get<std::uint64_t>();
  if (!j.is_string()) return std::nullopt;
  const auto& s = j.get_ref<const std::string&>();
  std::uint64_t v = 0;
  const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (s.empty() || ec != std::errc() || end != s.data() + s.size()) return std::nullopt;
  return v;
}

std::optional<Error> parseCards(const json& j, const std::string& where, const Game& game,
                                std::vector<Card>& out) {
  if (!j.is_array()) return bad(where, "expected an array of cards, found " + typeName(j));
  for (std::size_t i = 0; i < j.size(); ++i) {
    const auto w = [&] { return where + "[" + std::to_string(i) + "]"; };  // built only for an error
    if (!j[i].is_string()) return bad(w(), "expected a card, found " + typeName(j[i]));
    const auto card = game.parseCardText(j[i].get_ref<const std::string&>());
    if (!card) return bad(w(), "unknown card \"" + j[i].get<std::string>() + "\"");
    out.push_back(*card);
  }
  return std::nullopt;
}

std::optional<Error> parseOptions(const json& j, Options& options) {
  if (!j.is_object()) return bad("options", "expected an object, found " + typeName(j));
  for (const auto& [key, value] : j.items()) {
    const std::string where = "options." + key;
    const OptionSpec* spec = nullptr;
    for (const auto& s : options.specs())
      if (s.id == key) spec = &s;
    if (!spec) return bad(where, "unknown option");
    std::optional<Error> err;
    switch (spec->type) {
      case OptionType::Bool:
        if (!value.is_boolean()) return bad(where, "expected true or false, found " + typeName(value));
        err = options.set(key, value.get<bool>() ? 1 : 0);
        break;
      case OptionType::Int:
        if (!value.is_number_integer()) return bad(where, "expected a whole number, found " + typeName(value));
        if (value.get<std::int64_t>() < spec->minValue || value.get<std::int64_t>() > spec->maxValue)
          return bad(where, "out of range " + std::to_string(spec->minValue) + ".." + std::to_string(spec->maxValue));
        err = options.set(key, value.get<int>());
        break;
      case OptionType::Choice:
        if (value.is_boolean() && spec->formerBool.size() == 2) {
          err = options.setText(key, value.get<bool>() ? "true" : "false");
          break;
        }
        if (!value.is_string()) return bad(where, "expected a choice id, found " + typeName(value));
        err = options.setText(key, value.get_ref<const std::string&>());
        break;
    }
    if (err) return bad(where, "value not allowed: " + value.dump());
  }
  if (auto c = options.conflict())
    return bad("options." + c->where, "cannot be set together with \"" + c->detail + "\"");
  return std::nullopt;
}

// One try of a deal; `earlier` is read by parseDeal.
std::optional<Error> parseTry(const json& j, const std::string& where, const Record& record, RecordedTry& deal,
                              bool withEarlier) {
  if (!j.is_object()) return bad(where, "expected an object, found " + typeName(j));
  const Game& game = *record.game;
  for (const auto& [key, value] : j.items())
    if (key != "hands" && key != "rest" && key != "actions" && key != "seed" && key != "take-backs" &&
        (!withEarlier || key != "earlier"))
      return bad(where + "." + key, "unknown field");
  if (j.contains("seed")) {
    deal.seed = parseSeed(j["seed"]);
    if (!deal.seed) return bad(where + ".seed", "expected an unsigned 64-bit number as a decimal string");
  }
  if (j.contains("take-backs")) {
    const json& n = j["take-backs"];
    if (!n.is_number_integer() || n.get<std::int64_t>() < 0 || n.get<std::int64_t>() > 100000)
      return bad(where + ".take-backs", "expected a count of taken-back decisions");
    deal.takeBacks = n.get<int>();
  }
  if (j.contains("hands")) {
    const json& hands = j["hands"];
    if (!hands.is_array()) return bad(where + ".hands", "expected an array of hands, found " + typeName(hands));
    for (std::size_t s = 0; s < hands.size(); ++s) {
      std::vector<Card> hand;
      if (auto e = parseCards(hands[s], where + ".hands[" + std::to_string(s) + "]", game, hand)) return e;
      deal.hands.push_back(std::move(hand));
    }
  }
  if (j.contains("rest"))
    if (auto e = parseCards(j["rest"], where + ".rest", game, deal.rest)) return e;
  if (!j.contains("actions")) return bad(where + ".actions", "missing");
  const json& actions = j["actions"];
  if (!actions.is_array()) return bad(where + ".actions", "expected an array, found " + typeName(actions));
  for (std::size_t i = 0; i < actions.size(); ++i) {
    const auto w = [&] { return where + ".actions[" + std::to_string(i) + "]"; };  // built only for an error
    const json& a = actions[i];
    if (!a.is_object()) return bad(w(), "expected {\"seat\": n, \"action\": \"…\"}, found " + typeName(a));
    if (a.size() != 2 || !a.contains("seat") || !a.contains("action"))
      return bad(w(), "expected exactly the fields seat and action");
    if (!a["seat"].is_number_integer() || a["seat"].get<std::int64_t>() < 0 || a["seat"].get<std::int64_t>() > 16)
      return bad(w() + ".seat", "expected a seat number");
    if (!a["action"].is_string()) return bad(w() + ".action", "expected a string, found " + typeName(a["action"]));
    deal.actions.push_back({a["seat"].get<int>(), a["action"].get<std::string>()});
  }
  return std::nullopt;
}

std::optional<Error> parseDeal(const json& j, const std::string& where, const Record& record, RecordedDeal& deal) {
  if (auto e = parseTry(j, where, record, deal, true)) return e;
  if (!j.contains("earlier")) return std::nullopt;
  const json& earlier = j["earlier"];
  if (!earlier.is_array()) return bad(where + ".earlier", "expected an array of tries, found " + typeName(earlier));
  for (std::size_t t = 0; t < earlier.size(); ++t) {
    RecordedTry one;
    if (auto e = parseTry(earlier[t], where + ".earlier[" + std::to_string(t) + "]", record, one, false)) return e;
    deal.earlier.push_back(std::move(one));
  }
  return std::nullopt;
}

Expected<Record> validateRecord(const json& j, const GameLookup& lookup);

}  // namespace

Expected<Record> parseRecord(std::string_view text, const GameLookup& lookup) {
  if (text.size() > kMaxRecordBytes) return bad("", "larger than 64 MiB");
  try {
    return validateRecord(json::parse(text.begin(), text.end()), lookup);
  } catch (const json::parse_error& e) {
    return Error{"bad-json", "byte " + std::to_string(e.byte), e.what()};
  } catch (const json::exception& e) {
    // Numbers out of range and the like: still malformed input, never a crash.
    return Error{"bad-json", "", e.what()};
  }
}

namespace {

Expected<Record> validateRecord(const json& j, const GameLookup& lookup) {
  if (!j.is_object()) return bad("", "expected a JSON object, found " + typeName(j));
  for (const char* field : {"format", "version", "game", "seed", "seats", "deals"})
    if (!j.contains(field)) return bad(field, "missing");
  for (const auto& [key, value] : j.items())
    if (key != "format" && key != "version" && key != "game" && key != "options" && key != "seed" &&
        key != "seats" && key != "deals" && key != "ended-after")
      return bad(key, "unknown field");
  if (j["format"] != kRecordFormat) return bad("format", "expected \"kartenrunde-record\"");
  if (!j["version"].is_number_integer()) return bad("version", "expected a whole number");
  if (j["version"].get<std::int64_t>() != kRecordVersion)
    return bad("version", "unsupported version " + j["version"].dump() + " (this build reads 1)");
  if (!j["game"].is_string()) return bad("game", "expected a game id, found " + typeName(j["game"]));

  Record record;
  const std::string gameId = j["game"].get<std::string>();
  record.game = lookup(gameId);
  if (!record.game) return bad("game", "unknown or unavailable game \"" + gameId + "\"");
  record.options = record.game->defaultOptions();
  if (j.contains("options"))
    if (auto e = parseOptions(j["options"], record.options)) return *e;

  const auto seed = parseSeed(j["seed"]);
  if (!seed) return bad("seed", "expected an unsigned 64-bit number as a decimal string");
  record.seed = *seed;

  const json& seats = j["seats"];
  const int players = record.game->playerCount(record.options);
  if (!seats.is_array()) return bad("seats", "expected an array of names, found " + typeName(seats));
  if (static_cast<int>(seats.size()) != players)
    return bad("seats", "expected " + std::to_string(players) + " seats for these options, found " +
                            std::to_string(seats.size()));
  for (std::size_t i = 0; i < seats.size(); ++i) {
    if (!seats[i].is_string()) return bad("seats[" + std::to_string(i) + "]", "expected a name");
    record.seats.push_back(seats[i].get<std::string>());
  }

  const json& deals = j["deals"];
  if (!deals.is_array()) return bad("deals", "expected an array, found " + typeName(deals));
  for (std::size_t d = 0; d < deals.size(); ++d) {
    RecordedDeal deal;
    if (auto e = parseDeal(deals[d], "deals[" + std::to_string(d) + "]", record, deal)) return *e;
    record.deals.push_back(std::move(deal));
  }
  if (j.contains("ended-after")) {
    const json& ended = j["ended-after"];
    if (!ended.is_number_integer() || ended.get<std::int64_t>() < 1 ||
        ended.get<std::int64_t>() > static_cast<std::int64_t>(record.deals.size()))
      return bad("ended-after", "expected the number of a recorded deal (1 to " + std::to_string(record.deals.size()) +
                                    "), found " + ended.dump());
    record.endedAfter = ended.get<int>();
  }
  return record;
}

}  // namespace

Expected<Record> parseRecord(std::string_view text) { return parseRecord(text, findGame); }

std::string writeRecord(const Record& record) {
  const Game& game = *record.game;
  auto cards = [&game](const std::vector<Card>& cs) {
    json a = json::array();
    for (Card c : cs) a.push_back(game.cardText(c));
    return a;
  };
  json options = json::object();
  for (const auto& spec : record.options.specs()) {
    const int v = record.options.get(spec.id);
    switch (spec.type) {
      case OptionType::Bool: options[spec.id] = v != 0; break;
      case OptionType::Int: options[spec.id] = v; break;
      case OptionType::Choice: options[spec.id] = std::string(record.options.choice(spec.id)); break;
    }
  }
  // Parts are moved into place, never copied: the self-test writes the whole
  // match's record after every deal. (Objects keep their keys sorted, so the
  // order of insertion does not show in the text.)
  auto dealing = [&cards](const RecordedTry& deal) {
    json d = json::object();
    if (deal.seed) d["seed"] = std::to_string(*deal.seed);
    if (!deal.hands.empty()) {
      json hands = json::array();
      for (const auto& h : deal.hands) hands.push_back(cards(h));
      d["hands"] = std::move(hands);
      if (!deal.rest.empty()) d["rest"] = cards(deal.rest);
    }
    json actions = json::array();
    for (const auto& a : deal.actions) {
      json action = json::object();
      action["seat"] = a.seat;
      action["action"] = a.action;
      actions.push_back(std::move(action));
    }
    d["actions"] = std::move(actions);
    if (deal.takeBacks > 0) d["take-backs"] = deal.takeBacks;
    return d;
  };
  json deals = json::array();
  for (const auto& deal : record.deals) {
    json d = dealing(deal);
    if (!deal.earlier.empty()) {
      json earlier = json::array();
      for (const auto& one : deal.earlier) earlier.push_back(dealing(one));
      d["earlier"] = std::move(earlier);
    }
    deals.push_back(std::move(d));
  }
  json j = {{"format", kRecordFormat},
            {"version", kRecordVersion},
            {"game", std::string(record.game->id())},
            {"options", std::move(options)},
            {"seed", std::to_string(record.seed)},
            {"seats", record.seats}};
  j["deals"] = std::move(deals);
  if (record.endedAfter > 0) j["ended-after"] = record.endedAfter;
  std::string text = j.dump(1);
  text += '\n';
  return text;
}

namespace {

// Deals one try (the first of a deal, or again) and applies its actions.
std::optional<Error> replayTry(Match& match, const RecordedTry& deal, const std::string& where, bool again) {
  const bool explicitDeal = !deal.hands.empty();
  const auto* hands = explicitDeal ? &deal.hands : nullptr;
  const auto* rest = explicitDeal ? &deal.rest : nullptr;
  if (auto e = again ? match.restartDeal(hands, rest, deal.seed) : match.startDeal(hands, rest, deal.seed))
    return Error{e->code, where + (e->where.empty() ? "" : " " + e->where), e->detail};
  GameState& state = *match.current();
  for (std::size_t i = 0; i < deal.actions.size(); ++i) {
    const auto& a = deal.actions[i];
    if (auto e = state.applyText(a.seat, a.action))
      return Error{e->code, where + ".actions[" + std::to_string(i) + "]", e->where + ": " + e->detail};
  }
  return std::nullopt;
}

}  // namespace

Expected<std::unique_ptr<Match>> replayRecord(const Record& record) {
  auto match = record.game->newMatch(record.options, record.seed);
  for (std::size_t d = 0; d < record.deals.size(); ++d) {
    const auto& deal = record.deals[d];
    const std::string where = "deals[" + std::to_string(d) + "]";
    for (std::size_t t = 0; t < deal.earlier.size(); ++t) {
      const std::string at = where + ".earlier[" + std::to_string(t) + "]";
      if (auto e = replayTry(*match, deal.earlier[t], at, t > 0)) return *e;
      if (!match->current()->isTerminal()) return bad(at + ".actions", "a deal played again must have been finished");
    }
    if (auto e = replayTry(*match, deal, where, !deal.earlier.empty())) return *e;
    const GameState& state = *match->current();
    if (state.isTerminal()) {
      if (auto e = match->concludeDeal()) return Error{e->code, where, e->detail};
      if (record.endedAfter == static_cast<int>(d + 1))
        if (auto e = match->endSession()) return Error{e->code, "ended-after", e->detail};
    } else if (d + 1 < record.deals.size()) {
      return bad(where + ".actions", "the deal is unfinished but more deals follow");
    }
  }
  if (record.endedAfter > 0 && match->endedAfter() != record.endedAfter)
    return bad("ended-after", "deal " + std::to_string(record.endedAfter) + " is unfinished");
  return match;
}

void recordAction(Record& record, int seat, const GameState& state, Action a) {
  if (record.deals.empty()) record.deals.emplace_back();
  record.deals.back().actions.push_back({seat, state.actionToString(a)});
}

}  // namespace kr
