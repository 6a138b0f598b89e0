#include "game.hpp"

#include "match.hpp"
#include "sampler.hpp"
#include "state.hpp"

namespace kr::dobbm {

namespace {

std::size_t at(int i) { return static_cast<std::size_t>(i); }

Error badDeal(std::string where, std::string detail) { return Error{"bad-deal", std::move(where), std::move(detail)}; }
Error badContext(std::string where, std::string detail) {
  return Error{"bad-context", std::move(where), std::move(detail)};
}

std::optional<Error> readContext(const std::map<std::string, int>& context, Table& t) {
  for (const auto& [key, value] : context) {
    if (key != kForcedKey) return badContext(key, "unknown fact");
    // DB-7: the player at the dealer's left must declare.
    if (value != t.bidder(0)) return badContext(key, "expected the dealer's left, seat " + std::to_string(t.bidder(0)));
    t.forced = value;
  }
  return std::nullopt;
}

std::optional<Error> explicitDeal(const DealSetup& setup, DobbmData& d) {
  if (setup.hands.size() != kSeats) return badDeal("hands", "expected 4 hands");
  if (setup.rest.size() != kDobbSize) return badDeal("rest", "expected the 4 cards of the Dobb");
  CardSet seen;
  auto take = [&](const std::string& where, Card c, CardSet& into) -> std::optional<Error> {
    if (c.index() >= kDeckSize) return badDeal(where, "not a card: face " + std::to_string(c.index()));
    if (seen.contains(c)) return badDeal(where, "dealt twice: " + toString(c, DeckStyle::German));
    seen.add(c);
    into.add(c);
    return std::nullopt;
  };
  for (int s = 0; s < kSeats; ++s) {
    const std::string where = "hands[" + std::to_string(s) + "]";
    if (setup.hands[at(s)].size() != kHandSize) return badDeal(where, "expected 8 cards");
    for (Card c : setup.hands[at(s)])
      if (auto e = take(where, c, d.hands[at(s)])) return e;
  }
  for (Card c : setup.rest)
    if (auto e = take("rest", c, d.dobb)) return e;
  return std::nullopt;
}

// DB-1: four cards at a time, twice round from the dealer's left; the last
// four are the Dobb.
void shuffleAndDeal(std::uint64_t seed, DobbmData& d) {
  std::array<Card, kDeckSize> deck{};
  for (int i = 0; i < kDeckSize; ++i) deck[at(i)] = Card(i);
  Rng rng(seed);
  rng.shuffle(std::span<Card>(deck));
  constexpr int dealt = kSeats * kHandSize;
  for (int i = 0; i < dealt; ++i) d.hands[at(d.pub.bidder(i / 4 % kSeats))].add(deck[at(i)]);
  for (int i = dealt; i < kDeckSize; ++i) d.dobb.add(deck[at(i)]);
}

class DobbmGame final : public Game {
 public:
  std::string_view id() const override { return "dobbm"; }
  DeckStyle deckStyle() const override { return DeckStyle::German; }
  const std::vector<OptionSpec>& optionSpecs() const override { return dobbmOptionSpecs(); }
  int playerCount(const Options& options) const override { return Rules::from(options).players; }

  Expected<std::unique_ptr<GameState>> newDeal(const Options& options, const DealSetup& setup) const override {
    DobbmData d;
    d.pub.rules = Rules::from(options);
    if (setup.dealer < 0 || setup.dealer >= kSeats) return badDeal("dealer", "expected 0..3");
    d.pub.dealer = setup.dealer;
    if (auto e = readContext(setup.context, d.pub)) return *e;
    if (setup.hands.empty()) {
      if (!setup.rest.empty()) return badDeal("rest", "given without hands");
      shuffleAndDeal(setup.seed, d);
    } else if (auto e = explicitDeal(setup, d)) {
      return *e;
    }
    d.pub.phase = Phase::Bidding;
    d.pub.turn = d.pub.bidder(0);  // DB-2: the bidding starts at the dealer's left
    return std::unique_ptr<GameState>(std::make_unique<DobbmState>(*this, d));
  }

  std::unique_ptr<GameState> sample(const Observation& observation, const Options&, Rng& rng) const override {
    const auto* obs = dynamic_cast<const DobbmObservation*>(&observation);
    if (!obs) return nullptr;
    return sampleDeal(*this, *obs, rng);
  }

  std::unique_ptr<Match> newMatch(const Options& options, std::uint64_t seed) const override {
    return std::make_unique<DobbmMatch>(*this, options, seed);
  }
};

}  // namespace

const Game& dobbmGame() {
  static const DobbmGame game;
  return game;
}

}  // namespace kr::dobbm
