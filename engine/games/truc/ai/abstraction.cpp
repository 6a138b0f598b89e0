#include "abstraction.hpp"

#include <vector>

#include "core/card_set.hpp"

namespace kr::truc::ai {

namespace {

constexpr int kMaxHand = 3;
constexpr int kContexts = kScoreBuckets * kScoreBuckets;
constexpr int kNewHandsStates = 3;  // none refused, I asked and was refused, I refused
constexpr int kCurrent = 1 + kPowers;  // nothing led yet, or the led power
constexpr std::array<int, kMaxTricks> kResults = {1, 3, 3};
constexpr int kTurnBets = 12;
constexpr int kAnswerBets = 7;

struct Multisets {
  std::array<std::int16_t, 1 << 16> index{};
  std::array<std::vector<PowerHand>, kMaxHand + 1> bySize;
};

void enumerate(Multisets& t, PowerHand h, int size, int from) {
  t.index[h] = static_cast<std::int16_t>(t.bySize[static_cast<std::size_t>(size)].size());
  t.bySize[static_cast<std::size_t>(size)].push_back(h);
  if (size == kMaxHand) return;
  for (int p = from; p < kPowers; ++p) enumerate(t, withCard(h, p), size + 1, p);
}

// Built at start-up (read in search loops: no guard on every call).
const Multisets kMultisets = [] {
  Multisets m;
  enumerate(m, 0, 0, 0);
  return m;
}();

const Multisets& multisetTable() { return kMultisets; }

// Where each (tricks done, results, current trick) block of hands starts.
struct Positions {
  std::array<std::array<std::array<int, kCurrent>, 3>, kMaxTricks> base{};
  int count = 0;
};

Positions buildPositions(bool answer) {
  Positions p;
  for (int k = 0; k < kMaxTricks; ++k)
    for (int r = 0; r < kResults[static_cast<std::size_t>(k)]; ++r)
      for (int cur = 0; cur < kCurrent; ++cur) {
        p.base[k][r][cur] = p.count;
        // Answering after leading: the led card has left the hand.
        const int cards = kMaxHand - k - (answer && cur > 0 ? 1 : 0);
        p.count += multisets(cards);
      }
  return p;
}

const Positions kTurnPositions = buildPositions(false);
const Positions kAnswerPositions = buildPositions(true);

const Positions& positions(Decision d) { return d == Decision::Turn ? kTurnPositions : kAnswerPositions; }

int stakeLevel(const TrucPlay& p) {
  if (p.remainder) return 4;
  return p.stake == 1 ? 0 : p.stake == 2 ? 1 : p.stake == 4 ? 2 : 3;
}

// 0 nobody, 1 the seat itself, 2 the opponent.
int raiser(const TrucPlay& p, int seat) { return p.lastRaiser < 0 ? 0 : p.lastRaiser == seat ? 1 : 2; }

// The stake and its history as a code of the turn (0..11), -1 if impossible.
int turnBet(const TrucPlay& p, int seat) {
  const int level = stakeLevel(p);
  const int who = raiser(p, seat);
  if (level == 0) return who == 0 && !p.offeredThisTurn ? 0 : -1;
  if (level == 4) return who == 0 ? -1 : 10 + who - 1;
  if (who == 0 || (who == 2 && p.offeredThisTurn)) return -1;
  return 1 + (level - 1) * 3 + (who == 1 ? (p.offeredThisTurn ? 1 : 0) : 2);
}

// The stake before the opponent's offer and who raised it (0..6), -1 if impossible.
int answerBet(const TrucPlay& p, int seat) {
  const int level = stakeLevel(p);
  const int who = raiser(p, seat);
  if (level == 0) return who == 0 ? 0 : -1;
  if (level == 4 || who == 0) return -1;
  return 1 + (level - 1) * 2 + (who - 1);
}

// The tricks so far from the seat's view (0..2), -1 if the hand should be over.
int results(const TrucPlay& p, int seat) {
  auto result = [&](int t) { return p.tricks[t].winner == seat ? 0 : p.tricks[t].winner < 0 ? 2 : 1; };
  if (p.tricksDone == 0) return 0;
  if (p.tricksDone == 1) return result(0);
  const int a = result(0);
  const int b = result(1);
  if (a == 0 && b == 1) return 0;
  if (a == 1 && b == 0) return 1;
  if (a == 2 && b == 2) return 2;
  return -1;
}

}  // namespace

int handSize(PowerHand h) {
  // Sum of the eight two-bit counts, pairwise.
  unsigned x = (h & 0x3333u) + ((h >> 2) & 0x3333u);
  x = (x + (x >> 4)) & 0x0F0Fu;
  return static_cast<int>((x + (x >> 8)) & 0xFFu);
}

PowerHand powerHand(CardSet cards) {
  PowerHand h = 0;
  for (Card c : cards) h = withCard(h, powerOf(c));
  return h;
}

int multisets(int m) { return static_cast<int>(multisetTable().bySize[static_cast<std::size_t>(m)].size()); }
int multisetIndex(PowerHand h) { return multisetTable().index[h]; }
PowerHand multisetAt(int m, int index) {
  return multisetTable().bySize[static_cast<std::size_t>(m)][static_cast<std::size_t>(index)];
}

int slotsOf(Decision d) { return d == Decision::Turn ? kTurnSlots : 1; }

std::uint32_t infosetCount(Decision d) {
  switch (d) {
    case Decision::Ask:
    case Decision::AnswerAsk: return static_cast<std::uint32_t>(kContexts * multisets(kMaxHand));
    case Decision::Turn:
      return static_cast<std::uint32_t>(kContexts * kNewHandsStates * positions(d).count * kTurnBets);
    case Decision::AnswerOffer:
      return static_cast<std::uint32_t>(kContexts * kNewHandsStates * positions(d).count * kAnswerBets);
  }
  return 0;
}

int scoreBucket(int score) {
  const int distance = kTarget - score;
  return distance <= 1 ? 0 : distance <= 3 ? 1 : distance <= 7 ? 2 : 3;
}

std::optional<InfoKey> infoKey(const TrucPlay& p, int seat, PowerHand hand) {
  if (seat < 0 || seat >= kSeats || p.toMove() != seat) return std::nullopt;
  const int context = scoreBucket(p.score[seat]) * kScoreBuckets + scoreBucket(p.score[1 - seat]);
  if (p.phase == Phase::NewHands) {
    if (handSize(hand) != kMaxHand) return std::nullopt;
    const auto index = static_cast<std::uint32_t>(context * multisets(kMaxHand) + multisetIndex(hand));
    return InfoKey{p.asked ? Decision::AnswerAsk : Decision::Ask, index};
  }
  if (p.phase != Phase::Play && p.phase != Phase::Answer) return std::nullopt;
  const Decision kind = p.phase == Phase::Play ? Decision::Turn : Decision::AnswerOffer;
  const int res = results(p, seat);
  const int bet = kind == Decision::Turn ? turnBet(p, seat) : answerBet(p, seat);
  if (res < 0 || bet < 0 || p.tricksDone >= kMaxTricks) return std::nullopt;
  const int current = p.ledPower < 0 ? 0 : 1 + p.ledPower;
  const Positions& pos = positions(kind);
  const int expected = kMaxHand - p.tricksDone - (kind == Decision::AnswerOffer && current > 0 ? 1 : 0);
  if (handSize(hand) != expected) return std::nullopt;
  const int position = pos.base[p.tricksDone][res][current] + multisetIndex(hand);
  const int newHands = !p.askRefused ? 0 : seat == p.elder() ? 1 : 2;
  const int bets = kind == Decision::Turn ? kTurnBets : kAnswerBets;
  const auto index = static_cast<std::uint32_t>(((context * kNewHandsStates + newHands) * pos.count + position) * bets + bet);
  return InfoKey{kind, index};
}

TurnOptions turnOptions(const TrucPlay& p, PowerHand hand) {
  TurnOptions t;
  for (int power = 0; power < kPowers; ++power)
    if (countOf(hand, power) > 0) t.power[static_cast<std::size_t>(t.powers++)] = power;
  t.offer = p.mayOffer();
  return t;
}

}  // namespace kr::truc::ai
