#include "game.hpp"

#include "match.hpp"
#include "observation.hpp"
#include "rules.hpp"
#include "sampler.hpp"
#include "setup.hpp"
#include "state.hpp"

namespace kr::dk {

namespace {

class DoppelkopfGame final : public Game {
 public:
  std::string_view id() const override { return "doppelkopf"; }
  DeckStyle deckStyle() const override { return DeckStyle::French; }
  std::string cardText(Card c) const override { return dk::cardText(c); }
  std::optional<Card> parseCardText(std::string_view text) const override { return dk::parseCardText(text); }
  const std::vector<OptionSpec>& optionSpecs() const override { return dk::optionSpecs(); }
  int playerCount(const Options& options) const override { return Rules::from(options).players; }

  Expected<std::unique_ptr<GameState>> newDeal(const Options& options, const DealSetup& setup) const override {
    const Rules rules = Rules::from(options);
    auto start = prepareDeal(rules, setup);
    if (!start) return start.error();
    return std::unique_ptr<GameState>(
        std::make_unique<DoppelkopfState>(*this, [&] { return startDeal(rules, start.value()); }));
  }

  std::unique_ptr<GameState> sample(const Observation& observation, const Options& options, Rng& rng) const override {
    const auto* obs = dynamic_cast<const DoppelkopfObservation*>(&observation);
    if (!obs) return nullptr;
    return sampleDeal(*this, *obs, Rules::from(options), rng);
  }

  std::unique_ptr<Match> newMatch(const Options& options, std::uint64_t seed) const override {
    return std::make_unique<DoppelkopfMatch>(*this, options, seed);
  }
};

}  // namespace

const Game& doppelkopf() {
  static const DoppelkopfGame game;
  return game;
}

}  // namespace kr::dk
