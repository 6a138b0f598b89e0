#include "serve_session.hpp"

#include "ai/hint.hpp"
#include "ai/player.hpp"
#include "core/match.hpp"

namespace kr::cli {

using nlohmann::json;

namespace {

// The phases whose card actions other seats do not see: the poverty's cards
// laid down and returned (Doppelkopf), the Dobb's discard (Dobbm).
bool hiddenPhase(const std::string& phase) {
  return phase == "poverty-give" || phase == "poverty-return" || phase == "discard";
}

// The record loader names places in a record ("deals[0].hands[2][5]"); the
// request holds the deal's fields at its top level ("hands[2][5]").
Error fromRecord(Error e) {
  for (const std::string prefix : {"deals[0].", "deals[0] ", "deals[0]"})
    if (e.where.rfind(prefix, 0) == 0) {
      e.where.erase(0, prefix.size());
      break;
    }
  return e;
}

}  // namespace

std::optional<Error> ServeSession::start(const json& request) {
  if (!request.contains("seed") && !request.contains("hands"))
    return Error{"missing-field", "seed", "give a seed or explicit hands"};
  // The request becomes a one-deal record, so that the record loader checks
  // it and deals it exactly as a record would be dealt.
  json deal = {{"actions", json::array()}};
  if (request.contains("hands")) deal["hands"] = request["hands"];
  if (request.contains("rest")) deal["rest"] = request["rest"];
  json rec = {{"format", kRecordFormat}, {"version", kRecordVersion},
              {"game", request.contains("game") ? request["game"] : json()},
              {"seed", request.contains("seed") ? request["seed"] : json("0")}, {"deals", json::array({deal})}};
  if (request.contains("options")) rec["options"] = request["options"];
  // The number of seats depends on the options, which only the loader reads:
  // try table sizes until the loader is content with the seats.
  Expected<Record> parsed = Error{"bad-record", "seats", ""};
  for (int n = 1; n <= 8; ++n) {
    rec["seats"] = json::array();
    for (int s = 0; s < n; ++s) rec["seats"].push_back("seat" + std::to_string(s));
    parsed = parseRecord(rec.dump());
    if (parsed || parsed.error().where != "seats") break;
  }
  if (!parsed) return fromRecord(parsed.error());
  auto match = replayRecord(parsed.value());
  if (!match) return fromRecord(match.error());

  Record record = std::move(parsed.value());
  std::unique_ptr<Match> m = std::move(match.value());
  GameState* state = m->current();
  std::unique_ptr<GameState> own;
  // The match's first deal: with five players the dealer sits out and the
  // deal's last seat stands in for him (Match::seatAroundDealer).
  const int seats = state->seatCount();
  const int matchDealer = m->playerCount() == seats ? m->dealer() : seats - 1;
  int dealer = matchDealer;
  if (request.contains("dealer")) {
    const json& d = request["dealer"];
    if (!d.is_number_integer() || d.get<std::int64_t>() < 0 || d.get<std::int64_t>() >= seats)
      return Error{"bad-field", "dealer", "expected a seat number 0.." + std::to_string(seats - 1)};
    dealer = d.get<int>();
  }
  if (dealer != matchDealer) {
    // Records have no dealer field: a deal around another dealer is dealt by
    // the game directly, without the match's facts (scores, owed solos).
    const RecordedDeal& rd = record.deals[0];
    DealSetup setup{m->currentDealSeed(), dealer, rd.hands, rd.rest, {}};
    auto dealt = record.game->newDeal(record.options, setup);
    if (!dealt) return dealt.error();
    own = std::move(dealt.value());
    state = own.get();
  }
  record_ = std::move(record);
  match_ = std::move(m);
  own_ = std::move(own);
  state_ = state;
  matchDealer_ = dealer == matchDealer;
  steps_.clear();
  trick_.clear();
  return std::nullopt;
}

std::optional<Error> ServeSession::act(int seat, const std::string& text) {
  const std::string phase(state_->phase());
  EventList events;
  if (auto e = state_->applyText(seat, text, &events))
    // Worded as the record loader words an action it refuses.
    return Error{e->code, "action", e->where + ": " + e->detail};
  steps_.push_back({seat, text, phase});
  for (const Event& e : events) {
    if (e.kind == EventKind::CardPlayed && !e.cards.empty()) trick_.push_back({e.seat, e.cards[0]});
    if (e.kind == EventKind::TrickTaken || e.kind == EventKind::Redeal) trick_.clear();
  }
  return std::nullopt;
}

std::string ServeSession::cardText(Card c) const { return game().cardText(c); }

json ServeSession::cards(const std::vector<Card>& cs) const {
  json out = json::array();
  for (Card c : cs) out.push_back(cardText(c));
  return out;
}

json ServeSession::trick() const {
  json out = json::array();
  for (const auto& p : trick_) out.push_back({{"seat", p.seat}, {"card", cardText(p.card)}});
  return out;
}

json ServeSession::legal(int seat) const {
  ActionList actions;
  state_->legalActions(seat, actions);
  json out = json::array();
  for (Action a : actions) out.push_back(state_->actionToString(a));
  return out;
}

json ServeSession::observe(int seat) const {
  const auto obs = state_->observe(seat);
  json history = json::array();
  for (const auto& s : steps_) {
    const bool hidden = s.seat != seat && hiddenPhase(s.phase);
    history.push_back({{"seat", s.seat}, {"action", hidden ? json() : json(s.action)}});
  }
  json legalTexts = json::array();
  for (Action a : obs->legal) legalTexts.push_back(state_->actionToString(a));
  return {{"seat", seat},
          {"phase", std::string(state_->phase())},
          {"to_move", state_->toMove()},
          {"terminal", state_->isTerminal()},
          {"hand", cards(state_->hand(seat))},
          {"trick", trick()},
          {"history", history},
          {"legal", legalTexts},
          {"observation", obs->serialize()}};
}

json ServeSession::fullState() const {
  json hands = json::array();
  json legals = json::array();
  for (int s = 0; s < state_->seatCount(); ++s) {
    hands.push_back(cards(state_->hand(s)));
    legals.push_back(legal(s));
  }
  json history = json::array();
  for (const auto& s : steps_) history.push_back({{"seat", s.seat}, {"action", s.action}, {"phase", s.phase}});
  return {{"game", std::string(game().id())},
          {"phase", std::string(state_->phase())},
          {"to_move", state_->toMove()},
          {"terminal", state_->isTerminal()},
          {"hands", hands},
          {"rest", cards(state_->undealt())},
          {"trick", trick()},
          {"history", history},
          {"legal", legals}};
}

json ServeSession::result() const {
  const DealResult r = state_->result();
  json items = json::array();
  for (const auto& item : r.items) items.push_back({{"id", item.id}, {"party", item.party}, {"points", item.points}});
  json figures = json::object();
  for (const auto& [name, value] : r.figures) figures[name] = value;
  return {{"outcome", r.outcome}, {"figures", figures}, {"items", items}, {"seat_scores", r.seatScores}};
}

Record ServeSession::recordSoFar() const {
  Record r = record_;
  for (const auto& s : steps_) r.deals[0].actions.push_back({s.seat, s.action});
  return r;
}

json ServeSession::record() const { return json::parse(writeRecord(recordSoFar())); }

Expected<json> ServeSession::decide(int seat, const std::string& level, int budgetMs, std::uint64_t seed) const {
  const Game& g = game();
  auto player = makePlayer(level, g, seed);
  if (!player) {
    std::string kinds;
    for (const auto& k : playerKinds(g)) kinds += (kinds.empty() ? "" : ", ") + k;
    return Error{"unknown-level", "level", "\"" + level + "\" (" + std::string(g.id()) + " has: " + kinds + ")"};
  }
  json out = {{"action", nullptr}};
  if (state_->isTerminal()) return out;
  // The player sees this seat's observation only, as at the app's table.
  const auto obs = state_->observe(seat);
  if (obs->legal.empty()) return out;
  const DecisionContext ctx{&g, &record_.options, nullptr, budgetMs};
  std::optional<Action> action;
  if (seat == state_->toMove()) {
    // A player that explains itself decides inside hint(), as for the app's hints.
    if (auto* source = dynamic_cast<HintSource*>(player.get())) {
      const Hint h = source->hint(*obs, ctx);
      action = h.action;
      if (!h.reasonId.empty()) out["reason"] = h.reasonId;
      if (h.reasonPercent >= 0) out["reason_percent"] = h.reasonPercent;
    } else {
      action = player->choose(*obs, ctx);
    }
  } else {
    action = player->interject(*obs, ctx);  // out of turn: an announcement or nothing
  }
  if (action) out["action"] = state_->actionToString(*action);
  return out;
}

}  // namespace kr::cli
