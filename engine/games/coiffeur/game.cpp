#include "game.hpp"

#include <charconv>

#include "match.hpp"
#include "sampler.hpp"
#include "state.hpp"

namespace kr::coiffeur {

namespace {

std::size_t at(int i) { return static_cast<std::size_t>(i); }

Error badDeal(std::string where, std::string detail) { return Error{"bad-deal", std::move(where), std::move(detail)}; }
Error badContext(std::string where, std::string detail) {
  return Error{"bad-context", std::move(where), std::move(detail)};
}

// A number after `prefix` in `key`, below `limit`; -1 if none.
int indexAfter(std::string_view key, std::string_view prefix, int limit) {
  if (!key.starts_with(prefix)) return -1;
  key.remove_prefix(prefix.size());
  int value = -1;
  const auto [end, ec] = std::from_chars(key.data(), key.data() + key.size(), value);
  if (ec != std::errc() || end != key.data() + key.size() || value < 0 || value >= limit) return -1;
  return value;
}

// The match facts: contracts left and points on the board per column.
std::optional<Error> readContext(const std::map<std::string, int>& context, Table& t) {
  const int columns = t.rules.columns();
  for (int col = 0; col < columns; ++col) {
    t.left[at(col)] = t.rules.contracts();
    t.board[at(col)].fill(-1);
  }
  for (const auto& [key, value] : context) {
    if (int col = indexAfter(key, "left-", columns); col >= 0) {
      if (value < 0 || (value & ~t.rules.contracts()) != 0) return badContext(key, "not a set of offered contracts");
      t.left[at(col)] = static_cast<ContractSet>(value);
      continue;
    }
    const auto dash = key.rfind('-');
    const int col = dash == std::string::npos ? -1 : indexAfter(key.substr(0, dash), "board-", columns);
    const int c = col < 0 ? -1 : indexAfter(std::string_view(key).substr(dash), "-", kContracts);
    if (c < 0) return badContext(key, "unknown fact");
    if (value < 0 || value > kDealPoints + kMatchBonus) return badContext(key, "expected 0..257");
    t.board[at(col)][at(c)] = static_cast<std::int16_t>(value);
  }
  bool any = false;
  for (int col = 0; col < columns; ++col) {
    any = any || t.left[at(col)] != 0;
    for (int c = 0; c < kContracts; ++c) {
      const bool left = t.left[at(col)] & (1U << c);
      if (left && t.board[at(col)][at(c)] >= 0) return badContext("board", "a contract both left and played");
    }
  }
  if (!any) return badContext("left", "every contract has been played");
  return std::nullopt;
}

std::optional<Error> explicitDeal(const DealSetup& setup, CoiffeurData& d) {
  const int n = d.pub.seats();
  if (static_cast<int>(setup.hands.size()) != n) return badDeal("hands", "expected " + std::to_string(n) + " hands");
  if (!setup.rest.empty()) return badDeal("rest", "Coiffeur deals every card");
  CardSet seen;
  for (int s = 0; s < n; ++s) {
    const std::string where = "hands[" + std::to_string(s) + "]";
    if (static_cast<int>(setup.hands[at(s)].size()) != d.pub.handSize())
      return badDeal(where, "expected " + std::to_string(d.pub.handSize()) + " cards");
    for (Card c : setup.hands[at(s)]) {
      if (c.index() >= kDeckSize) return badDeal(where, "not a card: face " + std::to_string(c.index()));
      if (seen.contains(c)) return badDeal(where, "dealt twice: " + toString(c, DeckStyle::Swiss));
      seen.add(c);
      d.hands[at(s)].add(c);
    }
  }
  return std::nullopt;
}

// Three cards at a time, from the dealer's right round the table (CJ-1).
void shuffleAndDeal(std::uint64_t seed, CoiffeurData& d) {
  std::array<Card, kDeckSize> deck{};
  for (int i = 0; i < kDeckSize; ++i) deck[at(i)] = Card(i);
  Rng rng(seed);
  rng.shuffle(std::span<Card>(deck));
  const int n = d.pub.seats();
  for (int i = 0; i < kDeckSize; ++i) d.hands[at((d.pub.dealer + 1 + i / 3) % n)].add(deck[at(i)]);
}

class CoiffeurGame final : public Game {
 public:
  std::string_view id() const override { return "coiffeur"; }
  DeckStyle deckStyle() const override { return DeckStyle::Swiss; }
  const std::vector<OptionSpec>& optionSpecs() const override { return coiffeurOptionSpecs(); }
  int playerCount(const Options& options) const override { return Rules::from(options).seats(); }

  Expected<std::unique_ptr<GameState>> newDeal(const Options& options, const DealSetup& setup) const override {
    CoiffeurData d;
    d.pub.rules = Rules::from(options);
    const int n = d.pub.seats();
    if (setup.dealer < 0 || setup.dealer >= n) return badDeal("dealer", "expected 0.." + std::to_string(n - 1));
    d.pub.dealer = setup.dealer;
    if (auto e = readContext(setup.context, d.pub)) return *e;
    if (setup.hands.empty()) {
      if (!setup.rest.empty()) return badDeal("rest", "Coiffeur deals every card");
      shuffleAndDeal(setup.seed, d);
    } else if (auto e = explicitDeal(setup, d)) {
      return *e;
    }
    openBidding(d.pub);
    return std::unique_ptr<GameState>(std::make_unique<CoiffeurState>(*this, d));
  }

  std::unique_ptr<GameState> sample(const Observation& observation, const Options&, Rng& rng) const override {
    const auto* obs = dynamic_cast<const CoiffeurObservation*>(&observation);
    if (!obs) return nullptr;
    return sampleDeal(*this, *obs, rng);
  }

  std::unique_ptr<Match> newMatch(const Options& options, std::uint64_t seed) const override {
    return std::make_unique<CoiffeurMatch>(*this, options, seed);
  }
};

}  // namespace

const Game& coiffeurGame() {
  static const CoiffeurGame game;
  return game;
}

}  // namespace kr::coiffeur
