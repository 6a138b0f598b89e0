#include "truc_game.hpp"

#include "core/card_set.hpp"
#include "truc_match.hpp"
#include "truc_state.hpp"

namespace kr::truc {

namespace {

Error badDeal(std::string where, std::string detail) { return Error{"bad-deal", std::move(where), std::move(detail)}; }

// Match facts: round scores 0..11 and rounds won 0..1 per seat.
std::optional<Error> readContext(const std::map<std::string, int>& context, TrucData& d) {
  for (const auto& [key, value] : context) {
    const bool score = key == "score-0" || key == "score-1";
    const bool rounds = key == "rounds-0" || key == "rounds-1";
    if (!score && !rounds) return Error{"bad-context", key, "unknown fact"};
    const int limit = score ? kTarget - 1 : 1;
    if (value < 0 || value > limit)
      return Error{"bad-context", key, "expected 0.." + std::to_string(limit) + ", found " + std::to_string(value)};
    const auto seat = static_cast<std::size_t>(key.back() - '0');
    if (score) d.play.score[seat] = value;
    else d.rounds[seat] = value;
  }
  return std::nullopt;
}

// Adds cards to `seen`, refusing cards outside the deck and repeats.
std::optional<Error> collect(const std::vector<Card>& cards, const std::string& where, CardSet& seen) {
  for (Card c : cards) {
    if (!inDeck(c)) return badDeal(where, "not a Truc card: face " + std::to_string(c.index()));
    if (seen.contains(c)) return badDeal(where, "dealt twice: " + toString(c, DeckStyle::French));
    seen.add(c);
  }
  return std::nullopt;
}

std::optional<Error> explicitDeal(const DealSetup& setup, TrucData& d) {
  if (setup.hands.size() != kSeats) return badDeal("hands", "expected 2 hands");
  CardSet seen;
  for (std::size_t s = 0; s < kSeats; ++s) {
    const std::string where = "hands[" + std::to_string(s) + "]";
    if (setup.hands[s].size() != kHandSize) return badDeal(where, "expected 3 cards");
    if (auto e = collect(setup.hands[s], where, seen)) return e;
    d.hands[s] = CardSet::of(setup.hands[s]);
  }
  if (setup.rest.empty()) {
    // No stock given: the other cards, shuffled from the deal's seed.
    d.stock = (deckMask() - seen).cards();
    Rng rng(setup.seed);
    rng.shuffle(std::span<Card>(d.stock));
    return std::nullopt;
  }
  if (setup.rest.size() != kDeckSize - kSeats * kHandSize) return badDeal("rest", "expected the 26 other cards");
  if (auto e = collect(setup.rest, "rest", seen)) return e;
  d.stock = setup.rest;
  return std::nullopt;
}

class TrucGame final : public Game {
 public:
  std::string_view id() const override { return "truc"; }
  DeckStyle deckStyle() const override { return DeckStyle::French; }
  // The document has no variants; the rulings leave nothing to choose.
  const std::vector<OptionSpec>& optionSpecs() const override {
    static const std::vector<OptionSpec> specs;
    return specs;
  }
  int playerCount(const Options&) const override { return kSeats; }

  Expected<std::unique_ptr<GameState>> newDeal(const Options&, const DealSetup& setup) const override {
    if (setup.dealer < 0 || setup.dealer >= kSeats) return badDeal("dealer", "expected 0 or 1");
    TrucData d;
    d.play = TrucPlay::start(setup.dealer, 0, 0);
    d.seed = setup.seed;
    if (auto e = readContext(setup.context, d)) return *e;
    if (setup.hands.empty()) {
      if (!setup.rest.empty()) return badDeal("rest", "a stock needs the hands too");
      d.stock = deckMask().cards();
      Rng rng(setup.seed);
      rng.shuffle(std::span<Card>(d.stock));
      dealThree(d);
    } else if (auto e = explicitDeal(setup, d)) {
      return *e;
    }
    return std::unique_ptr<GameState>(std::make_unique<TrucState>(*this, std::move(d)));
  }

  std::unique_ptr<GameState> sample(const Observation& observation, const Options&, Rng& rng) const override {
    const auto* obs = dynamic_cast<const TrucObservation*>(&observation);
    if (!obs || obs->seat < 0 || obs->seat >= kSeats) return nullptr;
    const auto me = static_cast<std::size_t>(obs->seat);
    const auto other = 1 - me;
    const TrucPlay& p = obs->play;
    const int otherHand = kHandSize - p.cardsPlayedBy(static_cast<int>(other));
    const int discards = obs->ownDiscards.size();
    std::vector<Card> unseen = (deckMask() - obs->hand - obs->ownDiscards - CardSet::of(obs->cards)).cards();
    if (static_cast<int>(unseen.size()) != otherHand + discards + obs->stockSize) return nullptr;
    // Suits do not matter and every unseen card may be anywhere: a uniform shuffle is exact.
    rng.shuffle(std::span<Card>(unseen));
    TrucData d;
    d.play = p;
    d.hands[me] = obs->hand;
    d.discards[me] = obs->ownDiscards;
    auto next = unseen.begin();
    d.hands[other] = CardSet::of(std::vector<Card>(next, next + otherHand));
    next += otherHand;
    d.discards[other] = CardSet::of(std::vector<Card>(next, next + discards));
    next += discards;
    d.stock.assign(next, unseen.end());
    d.cards = obs->cards;
    d.seed = rng.next();
    d.reshuffles = obs->reshuffles;
    d.rounds = obs->rounds;
    d.log = obs->log;
    return std::make_unique<TrucState>(*this, std::move(d));
  }

  std::unique_ptr<Match> newMatch(const Options& options, std::uint64_t seed) const override {
    return std::make_unique<TrucMatch>(*this, options, seed);
  }
};

}  // namespace

const Game& trucGame() {
  static const TrucGame game;
  return game;
}

}  // namespace kr::truc
