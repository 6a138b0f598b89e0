#include "dk_support.hpp"

#include <catch2/catch.hpp>
#include <sstream>

#include "games/doppelkopf/ai/heuristic.hpp"
#include "games/doppelkopf/game.hpp"

using namespace kr;

namespace aitest {

const Game& game() { return dk::doppelkopf(); }

Options dkOptions(std::initializer_list<std::pair<std::string_view, std::string_view>> changes) {
  Options o = game().defaultOptions();
  for (const auto& [id, value] : changes) REQUIRE_FALSE(o.setText(id, value));
  return o;
}

std::unique_ptr<GameState> dealOf(const std::array<std::string, 4>& hands, const Options& options) {
  DealSetup setup;
  setup.dealer = 3;
  for (const auto& h : hands) {
    std::vector<Card> cards;
    std::istringstream in(h);
    std::string word;
    while (in >> word) {
      const auto c = parseCard(word, DeckStyle::French);
      INFO(word);
      REQUIRE(c);
      cards.push_back(*c);
    }
    setup.hands.push_back(cards);
  }
  auto made = game().newDeal(options, setup);
  INFO((made ? std::string() : made.error().message()));
  REQUIRE(made);
  return std::move(made.value());
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
    const auto error = state.applyText(seat, word);
    INFO(word << " by seat " << seat << ": " << (error ? error->message() : ""));
    REQUIRE_FALSE(error);
  }
}

void playLowest(GameState& state) {
  ActionList legal;
  state.legalActions(state.toMove(), legal);
  for (Action a : legal)
    if (a < kFaceCount) return state.applyUnchecked(state.toMove(), a, nullptr);
  FAIL("no card to play");
}

std::unique_ptr<GameState> karlchenPosition(const Options& options) {
  auto state = dealOf({"HT HT CQ SQ SQ HQ HQ DQ DQ CJ SA CA", "CJ SJ HJ DJ DA DT C9 C9 S9 S9 H9 H9",
                       "CQ SJ HJ DJ DA CK CK SK SK HK HK CT", "DT DK DK D9 D9 CT CA ST ST SA HA HA"},
                      options);
  act(*state, "healthy healthy healthy healthy");
  for (const char* lead : {"HT", "HT", "CQ", "SQ", "SQ", "HQ", "HQ", "DQ", "DQ", "CA"}) {
    act(*state, lead);
    for (int k = 0; k < 3; ++k) playLowest(*state);
    REQUIRE(state->toMove() == 0);
  }
  return state;
}

std::unique_ptr<GameState> ruledPosition(std::uint64_t seed, int cards, const Options& options, int steps) {
  DealSetup setup;
  setup.seed = seed;
  setup.dealer = static_cast<int>(seed % 4);
  auto state = std::move(game().newDeal(options, setup).value());
  Rng rng(seed);
  int taken = 0;
  auto more = [&] {
    if (state->isTerminal()) return false;
    if (cards < 0) return taken < steps;
    return state->phase() != "play" || state->cardsPlayed() < cards;
  };
  while (more()) {
    state->applyUnchecked(state->toMove(), dk::ai::heuristicPolicy(*state, state->toMove(), rng), nullptr);
    ++taken;
  }
  return state;
}

void playOut(GameState& state, const Options& options, const std::function<Player&(int seat)>& playerAt,
             const std::function<void(const GameState&, Action)>& taken) {
  const DecisionContext ctx{&game(), &options, nullptr, -1};
  auto take = [&](int seat, Action a, const Observation& obs) {
    INFO(state.serialize());
    REQUIRE(obs.legal.contains(a));
    if (taken) taken(state, a);
    REQUIRE_FALSE(state.apply(seat, a));
  };
  while (!state.isTerminal()) {
    for (int seat = 0; seat < 4; ++seat) {
      if (seat == state.toMove()) continue;
      const auto obs = state.observe(seat);
      if (obs->legal.empty()) continue;
      if (const auto a = playerAt(seat).interject(*obs, ctx)) take(seat, *a, *obs);
    }
    if (state.isTerminal()) break;
    const int mover = state.toMove();
    const auto obs = state.observe(mover);
    take(mover, playerAt(mover).choose(*obs, ctx), *obs);
  }
}

std::string decide(Player& player, const GameState& state, const Options& options) {
  const DecisionContext ctx{&game(), &options, nullptr, -1};
  const auto obs = state.observe(state.toMove());
  const Action a = player.choose(*obs, ctx);
  REQUIRE(obs->legal.contains(a));
  return state.actionToString(a);
}

}  // namespace aitest
