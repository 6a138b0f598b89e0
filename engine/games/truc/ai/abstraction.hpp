#pragma once
// The information-set abstraction of Truc's strategy table, shared by the
// generator (tools/truc-cfr) and the computer players, so that both see the
// same keys. A seat's decision is described by: what kind of decision it is,
// the round scores bucketed by distance to 12 for both sides, the new-hands
// history, the tricks so far as won/lost/spoilt from the seat's view, the
// card on the table, the seat's remaining ranks, and the stake with who
// raised last. Earlier tricks' ranks are left out (imperfect recall): they
// matter little once the results are known, and keep the table small.
#include <array>
#include <cstdint>
#include <optional>

#include "core/card_set.hpp"
#include "games/truc/truc_play.hpp"

namespace kr::truc::ai {

// Up to three cards as counts per power, two bits each (a power is held at
// most three times in a hand of three).
using PowerHand = std::uint16_t;
inline int countOf(PowerHand h, int power) { return (h >> (2 * power)) & 3; }
inline PowerHand withCard(PowerHand h, int power) { return static_cast<PowerHand>(h + (1 << (2 * power))); }
inline PowerHand withoutCard(PowerHand h, int power) { return static_cast<PowerHand>(h - (1 << (2 * power))); }
int handSize(PowerHand h);
PowerHand powerHand(CardSet cards);

// Multisets of m powers (m = 0..3) are numbered 0 .. multisets(m)-1.
int multisets(int m);
int multisetIndex(PowerHand h);
PowerHand multisetAt(int m, int index);

enum class Decision : std::uint8_t { Ask, AnswerAsk, Turn, AnswerOffer };
constexpr int kDecisionKinds = 4;

// Stored probabilities per information set of each kind: the turn has a slot
// per distinct power held (ascending) and one for the offer; the others store
// the probability of their first action (ask, agree, accept).
constexpr int kTurnSlots = 4;
constexpr int kOfferSlot = 3;
int slotsOf(Decision d);

// Dense number of information sets of each kind.
std::uint32_t infosetCount(Decision d);

struct InfoKey {
  Decision kind = Decision::Turn;
  std::uint32_t index = 0;
  friend bool operator==(const InfoKey&, const InfoKey&) = default;
};

// Score bucket by distance to 12: {1}, {2,3}, {4..7}, {8..12}. The edges are
// where an offer turns from a double into the remainder (ruling TR-4).
int scoreBucket(int score);
constexpr int kScoreBuckets = 4;

// The key of `seat`'s decision now; nullopt when the seat does not decide.
std::optional<InfoKey> infoKey(const TrucPlay& play, int seat, PowerHand hand);

// The abstract options of a turn: distinct powers held, ascending, then
// whether an offer is possible.
struct TurnOptions {
  int powers = 0;
  std::array<int, 3> power{};
  bool offer = false;
};
TurnOptions turnOptions(const TrucPlay& play, PowerHand hand);

}  // namespace kr::truc::ai
