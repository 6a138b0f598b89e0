#include "support.hpp"

#include <catch2/catch.hpp>
#include <sstream>

#include "core/catalog.hpp"

using namespace kr;

namespace dktest {

const Game& game() {
  const Game* g = findGame("doppelkopf");
  REQUIRE(g != nullptr);
  return *g;
}

Options options(std::initializer_list<std::pair<std::string_view, std::string_view>> changes) {
  Options o = game().defaultOptions();
  for (const auto& [id, value] : changes) REQUIRE_FALSE(o.setText(id, value));
  return o;
}

std::vector<Card> cards(std::string_view text) {
  std::vector<Card> out;
  std::istringstream in{std::string(text)};
  std::string word;
  while (in >> word) {
    const auto c = game().parseCardText(word);
    INFO(word);
    REQUIRE(c);
    out.push_back(*c);
  }
  return out;
}

std::unique_ptr<GameState> deal(const Options& options, const Hands& hands, int dealer,
                                std::map<std::string, int> context) {
  DealSetup setup;
  setup.dealer = dealer;
  setup.context = std::move(context);
  for (const auto& h : hands) setup.hands.push_back(cards(h));
  auto made = game().newDeal(options, setup);
  INFO((made ? std::string() : made.error().message()));
  REQUIRE(made);
  return std::move(made.value());
}

namespace {

// Fills the hands up from the cards the deck has left, in face order.
Hands fillUp(const Hands& partial, std::array<int, kFaceCount> left, std::size_t full) {
  Hands hands = partial;
  std::array<std::size_t, 4> size{};
  for (std::size_t s = 0; s < 4; ++s)
    for (Card c : cards(partial[s])) {
      REQUIRE(left[c.face] > 0);
      --left[c.face];
      ++size[s];
    }
  for (std::size_t s = 0; s < 4; ++s)
    for (int f = 0; f < kFaceCount && size[s] < full; ++f)
      while (left[static_cast<std::size_t>(f)] > 0 && size[s] < full) {
        --left[static_cast<std::size_t>(f)];
        ++size[s];
        hands[s] += " " + game().cardText(Card(f));
      }
  return hands;
}

std::array<int, kFaceCount> deckCounts(bool withoutNines) {
  std::array<int, kFaceCount> left{};
  for (int s = 0; s < kSuitCount; ++s)
    for (int r = withoutNines ? 4 : 3; r <= 8; ++r) left[static_cast<std::size_t>(Card(static_cast<Suit>(s), static_cast<Rank>(r)).face)] = 2;
  return left;
}

}  // namespace

Hands complete(const Hands& partial, bool withoutNines) {
  return fillUp(partial, deckCounts(withoutNines), withoutNines ? 10 : 12);
}

Hands completeWithJoker(const Hands& partial) {
  std::array<int, kFaceCount> left = deckCounts(false);
  left[Card(kDiamonds, Rank::Nine).face] = 1;
  left[Card(kDiamonds, Rank::Six).face] = 1;  // the Joker's face (DK-17)
  return fillUp(partial, left, 12);
}

Hands handsFromRows(const Rows& rows) {
  Hands hands;
  for (const auto& row : rows) {
    const auto cs = cards(row);
    REQUIRE(cs.size() == 4);
    for (std::size_t s = 0; s < 4; ++s) hands[s] += toString(cs[s], DeckStyle::French) + " ";
  }
  return hands;
}

void act(GameState& state, std::string_view script) {
  std::istringstream in{std::string(script)};
  std::string word;
  while (in >> word) {
    int seat = state.toMove();
    if (word.size() > 2 && word[1] == ':' && std::isdigit(static_cast<unsigned char>(word[0]))) {
      seat = word[0] - '0';
      word = word.substr(2);
    }
    INFO("seat " << seat << " " << word << " in phase " << state.phase());
    const auto error = state.applyText(seat, word);
    INFO((error ? error->message() : std::string()));
    REQUIRE_FALSE(error);
  }
}

void playRows(GameState& state, const Rows& rows, int from, int to) {
  if (to < 0) to = static_cast<int>(rows.size());
  for (int t = from; t < to; ++t) {
    const auto cs = cards(rows[static_cast<std::size_t>(t)]);
    for (int k = 0; k < 4; ++k) {
      const int seat = state.toMove();
      INFO("trick " << t + 1 << " seat " << seat);
      REQUIRE(seat >= 0);
      const auto error = state.apply(seat, cs[static_cast<std::size_t>(seat)].index());
      INFO((error ? error->message() : std::string()));
      REQUIRE_FALSE(error);
    }
  }
}

DealResult scoreRows(const Rows& rows, std::string_view bids, std::string_view announcements, const Options& options) {
  auto state = deal(options, handsFromRows(rows));
  act(*state, bids);
  act(*state, announcements);
  playRows(*state, rows);
  REQUIRE(state->isTerminal());
  REQUIRE(state->checkInvariants().value_or("") == "");
  return state->result();
}

const Rows kKarlchenCapturedRows = {
    "ST SA SA S9", "DQ DT D9 HJ", "HQ SJ CQ D9", "CT C9 CT CA", "HK HA HJ H9", "HT DJ DJ DK",
    "CQ HT DQ DA", "SJ DK SQ SK", "S9 DT SK HA", "DA CK C9 CA", "ST HQ CJ HK", "H9 SQ CJ CK",
};
const Rows kDoppelkopfTrickRows = {
    "SA SK S9 SK", "DK SQ CQ SQ", "DQ HA HK H9", "SJ DJ CJ D9", "DK DT HT DJ", "CA CA CK CK",
    "DA SJ HQ HQ", "S9 C9 CT C9", "HJ HA HK ST", "CQ CJ HT HJ", "D9 ST H9 DQ", "DA SA CT DT",
};

void playOut(GameState& state) {
  ActionList legalNow;
  while (!state.isTerminal()) {
    const int seat = state.toMove();
    state.legalActions(seat, legalNow);
    REQUIRE(!legalNow.empty());
    REQUIRE(legalNow[0] < kFaceCount);
    REQUIRE_FALSE(state.apply(seat, legalNow[0]));
  }
}

bool legal(const GameState& state, int seat, std::string_view action) {
  const auto a = state.actionFromString(action);
  REQUIRE(a);
  return state.isLegal(seat, *a);
}

std::vector<std::string> legalTexts(const GameState& state, int seat) {
  ActionList legalNow;
  state.legalActions(seat, legalNow);
  std::vector<std::string> out;
  for (Action a : legalNow) out.push_back(state.actionToString(a));
  return out;
}

std::string why(const GameState& state, int seat, std::string_view action) {
  const auto a = state.actionFromString(action);
  REQUIRE(a);
  REQUIRE_FALSE(state.isLegal(seat, *a));
  return state.whyIllegal(seat, *a).id;
}

int item(const DealResult& result, std::string_view id, int party) {
  for (const auto& i : result.items)
    if (i.id == id && i.party == party) return i.points;
  return 0;
}

int itemCount(const DealResult& result) { return static_cast<int>(result.items.size()); }

}  // namespace dktest
