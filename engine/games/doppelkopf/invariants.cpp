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
    // A misère lost early (DK-15) has no next trick.
    const bool next = i + 1 < d.trick || (d.phase == Phase::Play && i + 1 < d.tricksInDeal());
    if (next && d.tricks[static_cast<std::size_t>(i + 1)].leader != winner)
      return "winner-did-not-lead";
    for (std::uint8_t f : t.cards) points[static_cast<std::size_t>(winner)] += cardPoints(Card(f));
    ++won[static_cast<std::size_t>(winner)];
  }
  if (points != d.points || won != d.tricksWon) return "trick-points-wrong";
  const bool allPlayed = d.trick == d.tricksInDeal();
  if (d.phase == Phase::Over && !d.isVoid && allPlayed && std::accumulate(points.begin(), points.end(), 0) != kTotalPoints)
    return "card-points-not-240";
  return std::nullopt;
}

// The facts kept as cards are played (Deal::playedCards, shownVoids,
// timesLed) equal what the tricks say.
std::optional<std::string> trickFactsRight(const Deal& d) {
  CardMultiset played;
  std::array<std::uint8_t, kSeats> voids{};
  std::array<std::uint8_t, kFollowClasses> led{};
  for (int i = 0; i <= d.trick && i < d.tricksInDeal(); ++i) {
    const Trick& t = d.tricks[static_cast<std::size_t>(i)];
    if (t.count == 0) continue;
    const int cls = d.followClass(Card(t.cards[0]));
    ++led[static_cast<std::size_t>(cls)];
    for (int k = 0; k < t.count; ++k) {
      const Card c(t.cards[static_cast<std::size_t>(k)]);
      played.add(c);
      if (d.followClass(c) != cls) voids[static_cast<std::size_t>(d.seatAfter(t.leader, k))] |= static_cast<std::uint8_t>(1 << cls);
    }
  }
  if (played != d.playedCards) return "played-cards-wrong";
  if (voids != d.shownVoids || led != d.timesLed) return "trick-facts-wrong";
  // The trick in progress: what follows its first card (nothing when none is
  // played yet, or the deal is over).
  const bool started = d.trick < d.tricksInDeal() && d.tricks[static_cast<std::size_t>(d.trick)].count > 0;
  if (!started) {
    if (!d.ledFollow.empty()) return "led-follow-wrong";
  } else {
    // Checked against the rules' table, not the deal's own helper.
    const Card first(d.tricks[static_cast<std::size_t>(d.trick)].cards[0]);
    if (d.ledClass != d.followClass(first) || d.ledFollow != d.rules.table(d.contract).followClass(first))
      return "led-follow-wrong";
  }
  return std::nullopt;
}

// DK-15: a misère ends with the soloist's first trick, and only a lost one
// ends before the last trick; nothing beyond Re and Kontra is said.
std::optional<std::string> misereRight(const Deal& d) {
  const bool misere = d.contract == Contract::MisereSolo || d.contract == Contract::MisereOuvertSolo;
  if (!misere || d.phase < Phase::Play || d.isVoid) return std::nullopt;
  const int taken = d.tricksWon[static_cast<std::size_t>(d.declarer)];
  const bool lastTaken = d.trick > 0 && d.tricks[static_cast<std::size_t>(d.trick - 1)].winner == d.declarer;
  if (taken > 1 || (taken == 1 && (!lastTaken || d.phase != Phase::Over))) return "misere-played-on";
  if (taken == 0 && d.phase == Phase::Over && d.trick != d.tricksInDeal()) return "misere-ended-early";
  if (d.level[0] > 1 || d.level[1] > 1) return "misere-announcement-beyond-kontra";
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

using MarriageMode = Rules::MarriageAnnouncements;

// The cards a marriage moves the deadlines of an announcement made during
// trick `trick` (DK-6, DK-19): by the trick that found the partner (or the
// trick in progress while none was), one more with "wait", none with "double".
int shiftAt(const Deal& d, int trick) {
  if (d.contract != Contract::Marriage) return 0;
  const bool decided = d.decidedTrick >= 0 && trick > d.decidedTrick;
  const int found = decided ? d.decidedTrick : std::min(trick, 2);
  switch (d.rules.marriageAnnouncements) {
    case MarriageMode::Double: return 0;
    case MarriageMode::Wait: return found + 1;
    case MarriageMode::Shifted: break;
  }
  return found;
}

// Each announcement by its party, in order, known to the seat, within DK-6;
// with "wait" none before the partner is found (DK-19); with leaver scoring
// no 60 and below only by the party that said no 90 first (DK-20).
std::optional<std::string> announcementsRight(const Deal& d) {
  std::array<int, 2> level{};
  int firstNo90 = -1;
  for (int i = 0; i < d.announcementCount; ++i) {
    const AnnouncementMade& a = d.announcements[static_cast<std::size_t>(i)];
    if (a.party != d.partyOf(a.seat)) return "announcement-by-wrong-party";
    if (a.level != level[static_cast<std::size_t>(a.party)] + 1) return "announcement-out-of-order";
    if (d.contract == Contract::Marriage) {
      const bool decided = d.decidedTrick >= 0 && a.trick > d.decidedTrick;
      if (a.seat != d.declarer && !decided) return "announcement-party-unknown";
      if (d.rules.marriageAnnouncements == MarriageMode::Wait && !decided) return "announcement-before-partner-found";
    }
    if (!a.automatic &&
        a.ownCards >= deadline(d.rules, a.level, level[static_cast<std::size_t>(1 - a.party)], shiftAt(d, a.trick)))
      return "announcement-after-deadline";
    if (a.level == 2 && firstNo90 < 0) firstNo90 = a.party;
    if (d.rules.leaverScoring && a.level >= 3 && a.party != firstNo90) return "below-no-90-by-second-party";
    level[static_cast<std::size_t>(a.party)] = a.level;
  }
  if (level != d.level) return "announcement-levels-wrong";
  if (d.phase == Phase::Play) {
    const bool waiting = d.contract == Contract::Marriage && d.decidedTrick < 0 &&
                         d.rules.marriageAnnouncements == MarriageMode::Wait;
    for (int party = 0; party < 2; ++party) {
      const int next = level[static_cast<std::size_t>(party)] + 1;
      const bool closed = next > (isMisere(d.contract) ? 1 : kMaxLevel) || waiting || (d.rules.leaverScoring && next >= 3 && party != firstNo90);
      const int against = level[static_cast<std::size_t>(1 - party)];
      const int limit = closed ? 0 : deadline(d.rules, next, against, shiftAt(d, d.trick));
      if (limit != d.announceLimit[static_cast<std::size_t>(party)]) return "announcement-deadline-stale";
    }
  }
  return std::nullopt;
}

// DK-5, DK-16: the solo played is the one the precedence gives, worked out
// from the claims and duel steps in the history alone.
std::optional<std::string> soloClaimsRight(const Deal& d) {
  if (!d.contractChosen || !isDeclaredSolo(d.contract)) return std::nullopt;
  using P = Rules::SoloPrecedence;
  const P precedence = d.rules.soloPrecedence;
  int holder = -1, kind = -1, holderLevel = 1, challenger = -1, challengeKind = -1, said = 1;
  for (int i = 0; i < d.historyCount; ++i) {
    const HistoryEntry& h = d.history[static_cast<std::size_t>(i)];
    if (isSolo(h.action)) {
      const int k = h.action - kSoloBase;
      if (holder >= 0 && precedence == P::First) return "solo-claimed-after-first";
      if (holder >= 0 && precedence == P::ByType && soloTypeRank(soloContract(k)) <= soloTypeRank(soloContract(kind)))
        return "solo-type-not-higher";
      if (holder >= 0 && precedence == P::BiddingUp) {
        challenger = h.seat;
        challengeKind = k;
        said = holderLevel + 1;  // a claim says one level more
      } else {
        holder = h.seat;
        kind = k;
      }
    } else if (isDuel(h.action)) {
      const int level = h.action - kDuelBase;
      if (h.seat == holder && level != said) return "duel-hold-at-wrong-level";
      if (h.seat == challenger && level != said + 1) return "duel-raise-at-wrong-level";
      if (h.seat != holder && h.seat != challenger) return "duel-step-by-outsider";
      if (isMisere(soloContract(h.seat == holder ? kind : challengeKind))) return "misere-in-duel";
      said = level;
      if (h.seat == holder) holderLevel = level;
      if (h.seat == holder && level == kMaxLevel) challenger = -1;
    } else if (h.action == kPass && challenger >= 0 && (h.seat == holder || h.seat == challenger)) {
      if (h.seat == holder) {
        holder = challenger;
        kind = challengeKind;
        holderLevel = said;
      }
      challenger = -1;
    }
  }
  if (holder < 0) return "solo-without-claim";
  if (holder != d.declarer || soloContract(kind) != d.contract) return "solo-precedence-wrong";
  if (holderLevel > 1 && d.level[0] < holderLevel) return "duel-levels-not-announced";
  const bool leads = d.compulsory || precedence == P::ByType;
  if (d.dealerStays != leads) return "dealer-stays-wrong";
  if (d.phase >= Phase::Play && leads && d.tricks[0].leader != d.declarer) return "soloist-did-not-lead";
  return std::nullopt;
}

// DK-19 double: only in that mode, only by a seat an open marriage hid its
// party from, before its second own card (its first with the alternative
// deadlines); once the partner is found its party has said Re/Kontra.
std::optional<std::string> doublesRight(const Deal& d) {
  for (int s = 0; s < kSeats; ++s) {
    const int cards = d.doubled[static_cast<std::size_t>(s)];
    if (cards < 0) continue;
    if (d.rules.marriageAnnouncements != MarriageMode::Double || d.contract != Contract::Marriage || s == d.declarer)
      return "double-not-allowed";
    if (cards >= (d.rules.alternativeDeadlines ? 1 : 2)) return "double-after-deadline";
    if (d.decidedTrick >= 0 && d.level[static_cast<std::size_t>(d.partyOf(s))] == 0) return "double-not-resolved";
  }
  return std::nullopt;
}

}  // namespace

std::optional<std::string> brokenInvariant(const Deal& d) {
  if (!cardsConserved(d)) return "cards-not-conserved";
  if (!handSizesRight(d)) return "hand-sizes-wrong";
  if (auto e = tricksRight(d)) return e;
  if (auto e = trickFactsRight(d)) return e;
  if (auto e = partiesRight(d)) return e;
  if (auto e = announcementsRight(d)) return e;
  if (auto e = soloClaimsRight(d)) return e;
  if (auto e = misereRight(d)) return e;
  if (auto e = doublesRight(d)) return e;
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
