#pragma once
// The one interface every game implements (docs/engine.md).
//
// Game       - the rules object: id, options, deals, sampling, matches.
// GameState  - one deal in progress: phase, legal actions per seat, apply,
//              terminal test and result, clone, per-seat observation.
// Observation- a value holding exactly what one seat may know.
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "action.hpp"
#include "card.hpp"
#include "error.hpp"
#include "event.hpp"
#include "options.hpp"
#include "rng.hpp"
#include "tricks.hpp"

namespace kr {

class Game;

// What one seat may know, and the actions it may take now. Computer players
// receive nothing else (ruling ALL-2).
class Observation {
 public:
  virtual ~Observation() = default;
  int seat = -1;
  ActionList legal;  // this seat's legal actions now (empty: it may not act)

  // Everything in the observation as canonical text: two observations are
  // equal exactly when their serializations are.
  virtual std::string serialize() const = 0;
  virtual std::unique_ptr<Observation> clone() const = 0;
  // Every trick begun so far in the deal, oldest first, the last one possibly
  // unfinished; empty in a game without tricks or before the first card.
  virtual std::vector<TrickFact> tricks() const { return {}; }
};

// One entry of a deal's score: an id the UI words, the party or seat it
// belongs to (game-defined), and its points.
struct ScoreItem {
  std::string id;
  int party = 0;
  int points = 0;
  friend bool operator==(const ScoreItem&, const ScoreItem&) = default;
};

struct DealResult {
  std::string outcome;                               // id, e.g. "re-won", "draw", "void"
  std::vector<int> seatScores;                       // score sheet change per seat of the deal
  std::vector<ScoreItem> items;                      // how the score came about
  std::vector<std::pair<std::string, int>> figures;  // named values: card points, stake, ...
  int figure(std::string_view name, int fallback = 0) const {
    for (const auto& [n, v] : figures)
      if (n == name) return v;
    return fallback;
  }
};

// Why an action is not legal, as an id and the cards that show it
// ("must-follow-suit", cards: the hand's cards of that suit).
struct Explanation {
  std::string id;
  std::vector<Card> cards;
};

class GameState {
 public:
  virtual ~GameState() = default;

  virtual const Game& game() const = 0;
  virtual int seatCount() const = 0;
  virtual std::string_view phase() const = 0;  // id: "bidding", "play", ...
  // The seat the game waits for; -1 exactly when terminal (the self-test
  // checks both ways). Other seats may still have legal actions
  // (announcements made out of turn).
  virtual int toMove() const = 0;
  // Sorted, deterministic; empty for a seat that may not act now.
  virtual void legalActions(int seat, ActionList& out) const = 0;
  virtual bool isTerminal() const = 0;
  virtual DealResult result() const = 0;
  virtual std::unique_ptr<GameState> clone() const = 0;
  virtual std::unique_ptr<Observation> observe(int seat) const = 0;

  // Action text for records and the command line, e.g. "CQ", "announce:re".
  virtual std::string actionToString(Action a) const = 0;
  virtual std::optional<Action> actionFromString(std::string_view text) const = 0;
  // Why `a` is illegal for `seat` now; only called for illegal actions.
  virtual Explanation whyIllegal(int seat, Action a) const;
  // The whole state as canonical text: clones serialize identically.
  virtual std::string serialize() const = 0;
  // The cards a seat holds now (for the table, tests and the harness).
  virtual std::vector<Card> hand(int seat) const = 0;
  // The cards dealt to nobody (Dobbm's Dobb, Truc's stock), as they lie:
  // with every hand, the explicit setup of this deal while nothing is played.
  virtual std::vector<Card> undealt() const { return {}; }
  // Cards played to tricks so far in this deal (benchmarks count them).
  virtual int cardsPlayed() const = 0;
  // Invariants the game declares (card conservation, zero-sum, ...), checked
  // by the self-test after every action: an id of the first broken one.
  virtual std::optional<std::string> checkInvariants() const { return std::nullopt; }

  bool isLegal(int seat, Action a) const;
  // Checks legality first: an illegal action changes nothing and returns an
  // error naming the seat, the action and the reason.
  std::optional<Error> apply(int seat, Action a, EventList* events = nullptr);
  std::optional<Error> applyText(int seat, std::string_view text, EventList* events = nullptr);
  // For search, where the action came from legalActions.
  virtual void applyUnchecked(int seat, Action a, EventList* events) = 0;
};

// How a deal starts: a seed to shuffle with, or an explicit deal.
struct DealSetup {
  std::uint64_t seed = 0;
  int dealer = 0;                        // seat index within the deal
  std::vector<std::vector<Card>> hands;  // explicit deal; empty: shuffle with the seed
  std::vector<Card> rest;                // explicit stock / Dobb / undealt cards
  std::map<std::string, int> context;    // match facts the deal needs (scores, owed solos, ...)
};

class Match;


class Game {
 public:
  virtual ~Game() = default;
  virtual std::string_view id() const = 0;
  virtual DeckStyle deckStyle() const = 0;
  // Card text in records and on the command line: the deck's notation, or
  // a game's own name for a card outside it (Doppelkopf's Joker, "JK").
  virtual std::string cardText(Card c) const { return toString(c, deckStyle()); }
  virtual std::optional<Card> parseCardText(std::string_view text) const { return parseCard(text, deckStyle()); }
  virtual const std::vector<OptionSpec>& optionSpecs() const = 0;
  Options defaultOptions() const { return Options(optionSpecs()); }
  // Players at the table for these options (a deal may seat fewer).
  virtual int playerCount(const Options& options) const = 0;

  // A new deal; an explicit deal in `setup` is validated (error if wrong).
  virtual Expected<std::unique_ptr<GameState>> newDeal(const Options& options,
                                                       const DealSetup& setup) const = 0;
  // A full state drawn at random among those consistent with `obs`, the
  // observation of a state of this game made with `options`.
  virtual std::unique_ptr<GameState> sample(const Observation& obs, const Options& options,
                                            Rng& rng) const = 0;
  virtual std::unique_ptr<Match> newMatch(const Options& options, std::uint64_t seed) const = 0;
};

}  // namespace kr
