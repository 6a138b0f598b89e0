#include "invariants.hpp"

#include <algorithm>
#include <numeric>

#include "announcements.hpp"
#include "bidding.hpp"
#include "play.hpp"
#include "scoring.hpp"

namespace kr::dk {

namespace {

int bit(int seat) { return 1 << seat; }

// How often the deck holds a face, counted apart from Rules::copies: every
// face of ranks 9..A (T..A without nines) twice; with the Joker (DK-17) one
// ♦9 and the Joker once.
int expectedCopies(const Rules& r, Card c) {
  const bool joker = r.topTrump == TopTrump::Joker && !r.withoutNines;
  if (c == kJoker) return joker ? 1 : 0;
  if (c.rank() < (r.withoutNines ? Rank::Ten : Rank::Nine)) return 0;
  return joker && c == kDiamondNine ? 1 : 2;
}

// Every card of the deck as often as the deck holds it across hands, the
// poverty cards in transit and the tricks.
bool cardsConserved(const Deal& d) {
  std::array<int, kFaceCount> copies{};
  auto count = [&](const CardMultiset& m) {
    for (Card c : m.once()) ++copies[c.face];
    for (Card c : m.twice()) ++copies[c.face];
  };
  for (const auto& h : d.hands) count(h);
  count(d.transit);
  for (int i = 0; i <= d.trick && i < d.tricksInDeal(); ++i) {
    const Trick& t = d.tricks[static_cast<std::size_t>(i)];
    for (int k = 0; k < t.count; ++k) ++copies[t.cards[static_cast<std::size_t>(k)]];
  }
  for (int f = 0; f < kFaceCount; ++f)
    if (copies[static_cast<std::size_t>(f)] != expectedCopies(d.rules, Card(f))) return false;
  return true;
}

bool handSizesRight(const Deal& d) {
  for (int s = 0; s < kSeats; ++s) {
    int expected = d.rules.handSize() - d.played[static_cast<std::size_t>(s)];
    // Until the exchange completes the poor player's cards are away.
    if (s == d.poor && d.returnedCount < 3) expected -= d.givenCount;
    if (s == d.acceptor && d.returnedCount < 3) expected += 3 - d.returnedCount;
    if (d.hands[static_cast<std::size_t>(s)].size() != expected) return false;
  }
  return true;
}

// Points and winners recomputed from the cards of the finished tricks.
std::optional<std::string> tricksRight(const Deal& d) {
  std::array<int, kSeats> points{}, won{};
  for (int i = 0; i < d.trick; ++i) {
    const Trick& t = d.tricks[static_cast<std::size_t>(i)];
    if (t.count != kSeats) return "trick-incomplete";
    const Card led(t.cards[0]);
    const CardSet follow = d.trumps.contains(led) ? d.trumps : d.plain[static_cast<std::size_t>(led.suit())];
    const int winner = d.seatAfter(t.leader, trickWinner(t, d.strength, d.trumps, follow, d.rules.secondDulle));
    if (winner != t.winner) return "trick-winner-wrong";
    if (i + 1 < d.tricksInDeal() && d.tricks[static_cast<std::size_t>(i + 1)].leader != winner)
      return "winner-did-not-lead";
    for (std::uint8_t f : t.cards) points[static_cast<std::size_t>(winner)] += cardPoints(Card(f));
    ++won[static_cast<std::size_t>(winner)];
  }
  if (points != d.points || won != d.tricksWon) return "trick-points-wrong";
  if (d.phase == Phase::Over && !d.isVoid && std::accumulate(points.begin(), points.end(), 0) != kTotalPoints)
    return "card-points-not-240";
  return std::nullopt;
}

// Re as the rules say (DK-2 to DK-4, DK-12, DK-18), from the dealt cards and the game.
std::optional<int> expectedRe(const Deal& d) {
  if (d.phase < Phase::Play || d.isVoid) return std::nullopt;
  int re = 0;
  switch (d.contract) {
    case Contract::Normal:
      for (int s = 0; s < kSeats; ++s)
        if (d.dealt[static_cast<std::size_t>(s)].once().contains(d.rules.partyCard())) re |= bit(s);
      return re;
    case Contract::Poverty: return bit(d.poor) | bit(d.acceptor);
    case Contract::Marriage:
      re = bit(d.declarer);
      for (int i = 0; i < std::min(d.trick, 3); ++i) {
        const Trick& t = d.tricks[static_cast<std::size_t>(i)];
        // DK-18: the option may let only trump-led or only plain-led tricks count.
        const bool trumpLed = d.trumps.contains(Card(t.cards[0]));
        const auto finds = d.rules.marriageFinds;
        if ((finds == Rules::MarriageFinds::TrumpTrick && !trumpLed) ||
            (finds == Rules::MarriageFinds::PlainTrick && trumpLed))
          continue;
        if (t.winner != d.declarer) return re | bit(t.winner);
      }
      return re;
    default: return bit(d.declarer);
  }
}

std::optional<std::string> partiesRight(const Deal& d) {
  const auto re = expectedRe(d);
  if (!re) return std::nullopt;
  if (*re != d.re) return "re-membership-wrong";
  const bool both = std::any_of(d.dealt.begin(), d.dealt.end(),
                                [&d](const CardMultiset& h) { return h.twice().contains(d.rules.partyCard()); });
  if (d.contract == Contract::Normal && both != d.silentSolo) return "silent-solo-wrong";
  if (d.contract == Contract::Marriage && !d.dealt[static_cast<std::size_t>(d.declarer)].twice().contains(d.rules.partyCard()))
    return "marriage-without-both-club-queens";
  return std::nullopt;
}

// Each announcement by its party, in order, known to the seat, within DK-6.
std::optional<std::string> announcementsRight(const Deal& d) {
  std::array<int, 2> level{};
  for (int i = 0; i < d.announcementCount; ++i) {
    const AnnouncementMade& a = d.announcements[static_cast<std::size_t>(i)];
    if (a.party != d.partyOf(a.seat)) return "announcement-by-wrong-party";
    if (a.level != level[static_cast<std::size_t>(a.party)] + 1) return "announcement-out-of-order";
    int shift = 0;
    if (d.contract == Contract::Marriage) {
      const bool decided = d.decidedTrick >= 0 && a.trick > d.decidedTrick;
      if (a.seat != d.declarer && !decided) return "announcement-party-unknown";
      shift = decided ? d.decidedTrick : std::min<int>(a.trick, 2);
    }
    if (!a.automatic && a.ownCards >= deadline(d.rules, a.level, level[static_cast<std::size_t>(1 - a.party)], shift))
      return "announcement-after-deadline";
    level[static_cast<std::size_t>(a.party)] = a.level;
  }
  if (level != d.level) return "announcement-levels-wrong";
  if (d.phase == Phase::Play) {
    const int shift = marriageShift(d);
    for (int party = 0; party < 2; ++party) {
      const int next = level[static_cast<std::size_t>(party)] + 1;
      const int limit = next > kMaxLevel ? 0 : deadline(d.rules, next, level[static_cast<std::size_t>(1 - party)], shift);
      if (limit != d.announceLimit[static_cast<std::size_t>(party)]) return "announcement-deadline-stale";
    }
  }
  return std::nullopt;
}

}  // namespace

std::optional<std::string> brokenInvariant(const Deal& d) {
  if (!cardsConserved(d)) return "cards-not-conserved";
  if (!handSizesRight(d)) return "hand-sizes-wrong";
  if (auto e = tricksRight(d)) return e;
  if (auto e = partiesRight(d)) return e;
  if (auto e = announcementsRight(d)) return e;
  if (d.thrownIn >= 0 && throwInReason(d.rules, d.dealt[static_cast<std::size_t>(d.thrownIn)]) == ThrowIn::None)
    return "throw-in-without-reason";
  if (d.phase == Phase::Over) {
    const DealResult r = scoreDeal(d);
    // Positive-only sheets (DK-20) leave the losers' side out.
    const int sum = std::accumulate(r.seatScores.begin(), r.seatScores.end(), 0);
    if (d.rules.positiveOnly ? sum < 0 : sum != 0) return "score-not-zero-sum";
  }
  return std::nullopt;
}

}  // namespace kr::dk
