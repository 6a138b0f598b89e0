#include "minitrick.hpp"

#include <algorithm>
#include <sstream>

#include "core/catalog.hpp"

namespace kr::test {

namespace {

constexpr int kSeats = 3;
constexpr int kHandSize = 4;
constexpr Action kPass = 100;
constexpr Action kDouble = 101;
constexpr Action kKnock = 102;
constexpr int kDealsPerMatch = 6;

CardSet deckMask() {
  CardSet s;
  for (Suit suit : {kSpades, kHearts})
    for (int r = static_cast<int>(Rank::Nine); r <= static_cast<int>(Rank::Ace); ++r)
      s.add(Card(suit, static_cast<Rank>(r)));
  return s;
}

struct History {
  std::vector<std::pair<int, Action>> actions;
};

class MinitrickObservation : public Observation {
 public:
  int dealer = 0;
  CardSet hand;
  std::vector<std::pair<int, Action>> history;  // every action is public except none: hands are the secret
  std::string serialize() const override {
    std::ostringstream out;
    out << "seat " << seat << " dealer " << dealer << " hand " << hand.bits() << " history";
    for (auto [s, a] : history) out << ' ' << s << ':' << a;
    out << " legal";
    for (Action a : legal) out << ' ' << a;
    return out.str();
  }
  std::unique_ptr<Observation> clone() const override { return std::make_unique<MinitrickObservation>(*this); }
};

class MinitrickState : public GameState {
 public:
  MinitrickState(const Game& game, bool knockAllowed, int dealer, std::array<CardSet, kSeats> hands)
      : game_(&game), knockAllowed_(knockAllowed), dealer_(dealer), hands_(hands) {
    toMove_ = (dealer + 1) % kSeats;
  }

  const Game& game() const override { return *game_; }
  int seatCount() const override { return kSeats; }
  std::string_view phase() const override {
    if (isTerminal()) return "over";
    return bidsMade_ < kSeats ? "bidding" : "play";
  }
  int toMove() const override { return isTerminal() ? -1 : toMove_; }
  bool isTerminal() const override { return played_ == kSeats * kHandSize; }
  int cardsPlayed() const override { return played_; }

  void legalActions(int seat, ActionList& out) const override {
    out.clear();
    if (isTerminal()) return;
    if (bidsMade_ < kSeats) {
      if (seat == toMove_) {
        out.push(kPass);
        out.push(kDouble);
      }
      return;
    }
    if (seat == toMove_) {
      const CardSet follow = trick_.empty() ? hands_[seat] : hands_[seat] & suitMask(trick_.front().suit());
      for (Card c : (follow.empty() ? hands_[seat] : follow)) out.push(c.index());
    }
    if (knockAllowed_ && !knocked_[seat]) out.push(kKnock);
  }

  Explanation whyIllegal(int seat, Action a) const override {
    if (a >= 0 && a < kFaceCount && seat == toMove_ && !trick_.empty() && hands_[seat].contains(Card(a)))
      return {"must-follow-suit", (hands_[seat] & suitMask(trick_.front().suit())).cards()};
    return {"not-legal-now", {}};
  }

  void applyUnchecked(int seat, Action a, EventList* events) override {
    history_.push_back({seat, a});
    if (a == kKnock) {
      knocked_[seat] = true;
      if (events) events->push_back({EventKind::Announcement, seat, -1, 0, "knock", {}});
      return;
    }
    if (a == kPass || a == kDouble) {
      if (a == kDouble) ++stake_;
      if (events) events->push_back({EventKind::Bid, seat, -1, 0, a == kDouble ? "double" : "pass", {}});
      ++bidsMade_;
      toMove_ = (toMove_ + 1) % kSeats;
      return;
    }
    const Card card(a);
    hands_[seat].remove(card);
    trick_.push_back(card);
    ++played_;
    if (events) events->push_back({EventKind::CardPlayed, seat, -1, 0, {}, {card}});
    if (trick_.size() < kSeats) {
      toMove_ = (toMove_ + 1) % kSeats;
      return;
    }
    const int leader = (toMove_ + 1) % kSeats;  // the last to play is leader + 2
    int best = 0;
    for (int i = 1; i < kSeats; ++i)
      if (trick_[i].suit() == trick_[0].suit() && trick_[i].rank() > trick_[best].rank()) best = i;
    const int winner = (leader + best) % kSeats;
    ++tricks_[winner];
    if (events) events->push_back({EventKind::TrickTaken, winner, -1, 0, {}, trick_});
    trick_.clear();
    toMove_ = winner;
  }

  DealResult result() const override {
    DealResult r;
    int winner = (dealer_ + 1) % kSeats;
    for (int i = 1; i < kSeats; ++i) {
      const int s = (dealer_ + 1 + i) % kSeats;
      if (tricks_[s] > tricks_[winner]) winner = s;
    }
    const int stake = stake_ + (knocked_[winner] ? 1 : 0);
    r.outcome = "seat-won";
    r.seatScores.assign(kSeats, -stake);
    r.seatScores[static_cast<std::size_t>(winner)] = 2 * stake;
    r.items.push_back({"won", winner, 2 * stake});
    for (int s = 0; s < kSeats; ++s) r.figures.push_back({"tricks-" + std::to_string(s), tricks_[s]});
    return r;
  }

  std::unique_ptr<GameState> clone() const override { return std::make_unique<MinitrickState>(*this); }

  std::unique_ptr<Observation> observe(int seat) const override {
    auto obs = std::make_unique<MinitrickObservation>();
    obs->seat = seat;
    obs->dealer = dealer_;
    obs->hand = hands_[seat];
    obs->history = history_;
    legalActions(seat, obs->legal);
    return obs;
  }

  std::string actionToString(Action a) const override {
    if (a == kPass) return "pass";
    if (a == kDouble) return "double";
    if (a == kKnock) return "knock";
    if (a >= 0 && a < kFaceCount) return toString(Card(a), DeckStyle::French);
    return "?" + std::to_string(a);
  }
  std::optional<Action> actionFromString(std::string_view text) const override {
    if (text == "pass") return kPass;
    if (text == "double") return kDouble;
    if (text == "knock") return kKnock;
    if (auto c = parseCard(text, DeckStyle::French)) return c->index();
    return std::nullopt;
  }

  std::string serialize() const override {
    std::ostringstream out;
    out << knockAllowed_ << dealer_ << '|' << toMove_ << '|' << bidsMade_ << '|' << stake_ << '|' << played_;
    for (int s = 0; s < kSeats; ++s) out << '|' << hands_[s].bits() << ',' << tricks_[s] << ',' << knocked_[s];
    for (Card c : trick_) out << '|' << int(c.index());
    for (auto [s, a] : history_) out << ' ' << s << ':' << a;
    return out.str();
  }

  std::vector<Card> hand(int seat) const override { return hands_[seat].cards(); }

  std::optional<std::string> checkInvariants() const override {
    int cards = static_cast<int>(trick_.size());
    for (int s = 0; s < kSeats; ++s) cards += hands_[s].size();
    cards += 3 * (tricks_[0] + tricks_[1] + tricks_[2]);
    if (cards != kSeats * kHandSize) return "cards-not-conserved";
    return std::nullopt;
  }

  const std::vector<std::pair<int, Action>>& history() const { return history_; }

 private:
  const Game* game_;
  bool knockAllowed_;
  int dealer_;
  std::array<CardSet, kSeats> hands_;
  int toMove_ = 0;
  int bidsMade_ = 0;
  int stake_ = 1;
  int played_ = 0;
  std::array<int, kSeats> tricks_{};
  std::array<bool, kSeats> knocked_{};
  std::vector<Card> trick_;
  std::vector<std::pair<int, Action>> history_;
};

class MinitrickMatch : public Match {
 public:
  MinitrickMatch(const Game& game, const Options& options, std::uint64_t seed)
      : Match(game, options, seed, kSeats) {}
  bool finished() const override { return static_cast<int>(sheet().size()) >= kDealsPerMatch; }

 protected:
  DealSetup prepareDeal(std::vector<int>& seatPlayers) const override {
    seatPlayers = {0, 1, 2};
    DealSetup setup;
    setup.dealer = dealer();
    return setup;
  }
  void bookDeal(const GameState& deal, ScoreRow& row) override {
    row.deltas = row.result.seatScores;
    (void)deal;
    setDealer((dealer() + 1) % kSeats);
  }
};

class MinitrickGame : public Game {
 public:
  std::string_view id() const override { return "minitrick"; }
  DeckStyle deckStyle() const override { return DeckStyle::French; }
  const std::vector<OptionSpec>& optionSpecs() const override {
    static const std::vector<OptionSpec> specs = {
        {"knock-allowed", OptionType::Bool, 1, 0, 1, {}, "test"},
    };
    return specs;
  }
  int playerCount(const Options&) const override { return kSeats; }

  Expected<std::unique_ptr<GameState>> newDeal(const Options& options, const DealSetup& setup) const override {
    std::array<CardSet, kSeats> hands{};
    if (setup.hands.empty()) {
      std::vector<Card> deck = deckMask().cards();
      Rng rng(setup.seed);
      rng.shuffle(std::span<Card>(deck));
      for (int i = 0; i < kSeats * kHandSize; ++i) hands[static_cast<std::size_t>(i % kSeats)].add(deck[static_cast<std::size_t>(i)]);
    } else {
      if (setup.hands.size() != kSeats) return Error{"bad-deal", "hands", "expected 3 hands"};
      CardSet all;
      for (int s = 0; s < kSeats; ++s) {
        const auto& h = setup.hands[static_cast<std::size_t>(s)];
        if (h.size() != kHandSize) return Error{"bad-deal", "hands[" + std::to_string(s) + "]", "expected 4 cards"};
        for (Card c : h) {
          if (!deckMask().contains(c) || all.contains(c))
            return Error{"bad-deal", "hands[" + std::to_string(s) + "]", "card not in deck or dealt twice"};
          all.add(c);
          hands[static_cast<std::size_t>(s)].add(c);
        }
      }
    }
    return std::unique_ptr<GameState>(std::make_unique<MinitrickState>(*this, options.flag("knock-allowed"), setup.dealer, hands));
  }

  std::unique_ptr<GameState> sample(const Observation& observation, const Options& options, Rng& rng) const override {
    const auto& obs = dynamic_cast<const MinitrickObservation&>(observation);
    // Replay the public history to learn who played what and who showed a void.
    std::array<CardSet, kSeats> played{};
    std::array<CardSet, kSeats> voids{};  // suits a seat cannot hold (as suit masks)
    std::vector<std::pair<int, Card>> trick;
    for (auto [s, a] : obs.history) {
      if (a < 0 || a >= kFaceCount) continue;
      const Card c(a);
      if (!trick.empty() && c.suit() != trick.front().second.suit()) voids[s] |= suitMask(trick.front().second.suit());
      played[s].add(c);
      trick.push_back({s, c});
      if (trick.size() == kSeats) trick.clear();
    }
    CardSet unseen = deckMask() - obs.hand;
    for (const auto& p : played) unseen = unseen - p;
    std::array<int, kSeats> need{};
    for (int s = 0; s < kSeats; ++s) need[s] = kHandSize - played[s].size();
    // Random assignment with restarts: tiny hands, so this is quick.
    for (int attempt = 0; attempt < 1000; ++attempt) {
      std::array<CardSet, kSeats> hands{};
      hands[obs.seat] = obs.hand;
      std::vector<Card> cards = unseen.cards();
      rng.shuffle(std::span<Card>(cards));
      bool ok = true;
      for (Card c : cards) {
        std::vector<int> candidates;
        for (int s = 0; s < kSeats; ++s)
          if (s != obs.seat && hands[s].size() < need[s] && !voids[s].contains(c)) candidates.push_back(s);
        if (candidates.empty()) { ok = false; break; }
        hands[candidates[rng.below(static_cast<std::uint32_t>(candidates.size()))]].add(c);
      }
      if (!ok) continue;
      DealSetup setup;
      setup.dealer = obs.dealer;
      for (int s = 0; s < kSeats; ++s) setup.hands.push_back((hands[s] | played[s]).cards());
      auto state = newDeal(options, setup);
      if (!state) return nullptr;
      for (auto [s, a] : obs.history) state.value()->applyUnchecked(s, a, nullptr);
      return std::move(state.value());
    }
    return nullptr;
  }

  std::unique_ptr<Match> newMatch(const Options& options, std::uint64_t seed) const override {
    return std::make_unique<MinitrickMatch>(*this, options, seed);
  }
};

}  // namespace

const Game& minitrick() {
  static const MinitrickGame game;
  return game;
}

const Game* lookupWithMinitrick(std::string_view id) {
  if (id == "minitrick") return &minitrick();
  return findGame(id);
}

std::unique_ptr<GameState> minitrickDeal(const std::vector<std::vector<Card>>& hands) {
  DealSetup setup;
  setup.dealer = 2;
  setup.hands = hands;
  auto made = minitrick().newDeal(minitrick().defaultOptions(), setup);
  return made ? std::move(made.value()) : nullptr;
}

}  // namespace kr::test
