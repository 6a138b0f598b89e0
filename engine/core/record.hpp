#pragma once
// Game records: a session or a single deal as JSON (docs/record-format.md).
// Loading validates everything and names what is wrong and where.
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "error.hpp"
#include "match.hpp"

namespace kr {

inline constexpr int kRecordVersion = 1;
inline constexpr std::string_view kRecordFormat = "kartenrunde-record";

struct RecordedAction {
  int seat = 0;
  std::string action;  // the game's action text
  friend bool operator==(const RecordedAction&, const RecordedAction&) = default;
};

// One dealing of a deal's cards and what was played with them.
struct RecordedTry {
  std::optional<std::uint64_t> seed;     // the deal's own seed (started from a seed); else derived
  std::vector<std::vector<Card>> hands;  // empty: shuffled from the seed
  std::vector<Card> rest;
  std::vector<RecordedAction> actions;
  int takeBacks = 0;  // decisions the player took back in this try (issue #32)
  friend bool operator==(const RecordedTry&, const RecordedTry&) = default;
};

// A deal of the match: the try that counts, after the tries that were
// played to the end and dealt again ("play this deal again").
struct RecordedDeal : RecordedTry {
  std::vector<RecordedTry> earlier;
  friend bool operator==(const RecordedDeal&, const RecordedDeal&) = default;
};

struct Record {
  const Game* game = nullptr;
  Options options;
  std::uint64_t seed = 0;
  std::vector<std::string> seats;  // one per match player: "human", "strong", a name ...
  std::vector<RecordedDeal> deals;
  int endedAfter = 0;  // an open-ended session the players ended after this many deals; 0: not ended
};

using GameLookup = std::function<const Game*(std::string_view)>;

// Parses and validates the JSON text (structure, types, game, options, cards).
// Legality of the actions is checked by replayRecord.
Expected<Record> parseRecord(std::string_view json, const GameLookup& lookup);
Expected<Record> parseRecord(std::string_view json);  // the implemented games
std::string writeRecord(const Record& record);

// Replays every deal; each finished deal is booked. The last deal may be
// unfinished (a saved game in progress). Errors name the deal and action index.
Expected<std::unique_ptr<Match>> replayRecord(const Record& record);

// Appends an applied action to the record's last deal.
void recordAction(Record& record, int seat, const GameState& state, Action a);

}  // namespace kr
