#include "scoring.hpp"

#include <algorithm>

#include "bidding.hpp"

namespace kr::dk {

namespace {

constexpr int kRe = 0;
constexpr int kKontra = 1;

struct Tally {
  std::array<int, 2> points{};  // card points per party
  std::array<int, 2> tricks{};
  std::array<int, 2> level{};   // announcements per party
};

class Items {
 public:
  void add(int party, std::string_view id, int points) {
    if (points == 0) return;
    for (auto& item : items_)
      if (item.id == id && item.party == party) {
        item.points += points;
        return;
      }
    items_.push_back({std::string(id), party, points});
  }
  int sum(int party) const {
    int total = 0;
    for (const auto& item : items_) total += item.party == party ? item.points : 0;
    return total;
  }
  std::vector<ScoreItem>& all() { return items_; }

 private:
  std::vector<ScoreItem> items_;
};

// A trick of four hearts that are not trumps in the deal's game: DK-20's
// heart trick (normal games without nines), DK-21's Bock trigger (any game).
bool plainHeartTrick(const Deal& d, const Trick& trick) {
  const CardSet trumps = d.rules.table(d.contract).trumps;
  for (std::uint8_t face : trick.cards) {
    const Card c(face);
    if (c.suit() != kHearts || trumps.contains(c)) return false;
  }
  return true;
}

int plainHeartTricks(const Deal& d) {
  int n = 0;
  for (int i = 0; i < d.trick && i < d.tricksInDeal(); ++i) n += plainHeartTrick(d, d.tricks[static_cast<std::size_t>(i)]);
  return n;
}

// Whether a party stayed under the mark of a no-X level: below 90, 60, 30
// card points, or no trick for schwarz.
bool stayedBelow(const Tally& t, int party, int level) {
  switch (level) {
    case 2: return t.points[static_cast<std::size_t>(party)] < 90;
    case 3: return t.points[static_cast<std::size_t>(party)] < 60;
    case 4: return t.points[static_cast<std::size_t>(party)] < 30;
    case 5: return t.tricks[static_cast<std::size_t>(party)] == 0;
    default: return false;
  }
}

// Whether a party's strongest no-X announcement came true (DK-7).
bool demandHolds(const Tally& t, int party) {
  return stayedBelow(t, 1 - party, t.level[static_cast<std::size_t>(party)]);
}

// The winning party, or -1 for a draw (DK-7).
int winnerOf(const Tally& t) {
  const bool reDemands = t.level[kRe] >= 2;
  const bool kontraDemands = t.level[kKontra] >= 2;
  if (!reDemands && !kontraDemands) {
    if (t.points[kRe] >= 121) return kRe;
    // 120:120 goes to Re when only Kontra was announced.
    if (t.points[kRe] == 120 && t.level[kKontra] >= 1 && t.level[kRe] == 0) return kRe;
    return kKontra;
  }
  if (reDemands && demandHolds(t, kRe)) return kRe;
  if (kontraDemands && demandHolds(t, kKontra)) return kKontra;
  if (reDemands && kontraDemands) return -1;
  return reDemands ? kKontra : kRe;
}

// DK-8: 1 each for the opponents below 90, 60, 30 and without a trick, up
// to `upTo`. DK-20 leaver: a no-X the opponents announced and failed counts
// as if it had come true ("failed-no-90" ...), each level once.
void addBelow(const Tally& t, int party, int failedLevel, int upTo, Items& items) {
  constexpr std::array<std::string_view, kMaxLevel + 1> below = {"", "", "below-90", "below-60", "below-30", "schwarz"};
  constexpr std::array<std::string_view, kMaxLevel + 1> failed = {"", "", "failed-no-90", "failed-no-60",
                                                                   "failed-no-30", "failed-schwarz"};
  for (int level = 2; level <= upTo; ++level) {
    if (stayedBelow(t, 1 - party, level)) items.add(party, below[static_cast<std::size_t>(level)], 1);
    else if (level <= failedLevel) items.add(party, failed[static_cast<std::size_t>(level)], 1);
  }
}

// DK-8: 1 each for reaching 120 / 90 / 60 / 30 against the opponents' no 90 /
// 60 / 30 / schwarz; DK-20's leaver scoring has none.
void addReached(const Deal& d, const Tally& t, int party, Items& items) {
  if (d.rules.leaverScoring) return;
  const int against = t.level[static_cast<std::size_t>(1 - party)];
  const int own = t.points[static_cast<std::size_t>(party)];
  if (against >= 2 && own >= 120) items.add(party, "reached-120-against-no-90", 1);
  if (against >= 3 && own >= 90) items.add(party, "reached-90-against-no-60", 1);
  if (against >= 4 && own >= 60) items.add(party, "reached-60-against-no-30", 1);
  if (against >= 5 && own >= 30) items.add(party, "reached-30-against-schwarz", 1);
}

// The options that double a party's game value (DK-11), as items of their own.
void addDoublings(const Deal& d, const Tally& t, int party, Items& items) {
  int value = items.sum(party);
  if (d.rules.reKontraDoubles) {
    if (t.level[kRe] >= 1) {
      items.add(party, "re-said", value);
      value *= 2;
    }
    if (t.level[kKontra] >= 1) {
      items.add(party, "kontra-said", value);
      value *= 2;
    }
  }
  if (d.rules.soloDoubled && d.soloGame()) items.add(party, "solo-doubled", value);
}

void addGameValue(const Deal& d, const Tally& t, int winner, Items& items) {
  const int loser = 1 - winner;
  items.add(winner, "won", 1);
  // DK-20: with leaver scoring too, the real winner decides this point.
  if (winner == kKontra && !d.soloGame()) items.add(winner, "against-the-old", 1);
  // A loser that announced no X failed it (DK-7): leaver scores it as if true.
  addBelow(t, winner, d.rules.leaverScoring ? t.level[static_cast<std::size_t>(loser)] : 0, kMaxLevel, items);
  if (!d.rules.reKontraDoubles) {
    if (t.level[kRe] >= 1) items.add(winner, "re-said", 2);
    if (t.level[kKontra] >= 1) items.add(winner, "kontra-said", 2);
  }
  // Both parties' no-X announcements count (DK-8).
  constexpr std::array<std::string_view, kMaxLevel + 1> said = {"", "", "no-90-said", "no-60-said", "no-30-said",
                                                                 "schwarz-said"};
  for (int level = 2; level <= kMaxLevel; ++level)
    items.add(winner, said[static_cast<std::size_t>(level)], (t.level[kRe] >= level) + (t.level[kKontra] >= level));
  addReached(d, t, winner, items);
  addDoublings(d, t, winner, items);
}

// DK-15: the misère soloist (Re) wins by taking no trick, whatever the card points.
int misereWinner(const Tally& t) { return t.tricks[kRe] == 0 ? kRe : kKontra; }

// DK-15: won 1, Re and Kontra said 2 each, misère ouvert 1 more; the house
// rules that double Re/Kontra or a solo still apply.
void addMisereValue(const Deal& d, const Tally& t, int winner, Items& items) {
  items.add(winner, "won", 1);
  if (d.contract == Contract::MisereOuvertSolo) items.add(winner, "misere-ouvert", 1);
  if (!d.rules.reKontraDoubles) {
    if (t.level[kRe] >= 1) items.add(winner, "re-said", 2);
    if (t.level[kKontra] >= 1) items.add(winner, "kontra-said", 2);
  }
  addDoublings(d, t, winner, items);
}

// The trick (1, 2, ...) in which the misère soloist took its first trick, 0 if none.
int misereLostInTrick(const Deal& d) {
  for (int i = 0; i < d.trick && i < d.tricksInDeal(); ++i)
    if (d.tricks[static_cast<std::size_t>(i)].winner == d.declarer) return i + 1;
  return 0;
}

// Two identical cards in one trick (DK-20's "pair" Doppelkopf).
bool holdsPair(const Trick& trick) {
  for (int a = 0; a < kSeats; ++a)
    for (int b = a + 1; b < kSeats; ++b)
      if (trick.cards[static_cast<std::size_t>(a)] == trick.cards[static_cast<std::size_t>(b)]) return true;
  return false;
}

// The fox caught: 1, or 2 in trick 1 or the last trick with those options (DK-9, DK-20).
void addFoxCaught(const Deal& d, int trickIndex, int taker, Items& items) {
  const bool last = trickIndex == d.tricksInDeal() - 1;
  if (trickIndex == 0 && d.rules.foxFirstTrick) items.add(taker, "fox-first-trick", 2);
  else if (last && d.rules.foxLastTrick == 2) items.add(taker, "fox-last-trick", 2);
  else items.add(taker, "fox", 1);
}

// DK-9 with the variants of DK-20: fox, Karlchen, Doppelkopf and the rest;
// never when Re plays alone.
void addExtraPoints(const Deal& d, Items& items) {
  if (d.soloGame()) return;
  const Rules& rules = d.rules;
  for (int i = 0; i < d.tricksInDeal(); ++i) {
    const Trick& trick = d.tricks[static_cast<std::size_t>(i)];
    const int taker = d.partyOf(trick.winner);
    const bool last = i == d.tricksInDeal() - 1;
    int points = 0;
    for (int k = 0; k < kSeats; ++k) {
      const Card c(trick.cards[static_cast<std::size_t>(k)]);
      const bool opponent = d.partyOf(d.seatAfter(trick.leader, k)) != taker;
      points += cardPoints(c);
      if (c == kDiamondAce && opponent && !d.pigs()) addFoxCaught(d, i, taker, items);
      if (c == kClubJack && opponent) {
        if (last && !rules.noKarlchenPenalty) items.add(taker, "karlchen-captured", 1);
        if (!last && rules.karlchenAnywhere) items.add(taker, "karlchen-caught", 1);
      }
      if (c == kDulle && opponent && rules.dulleCaptured) items.add(taker, "dulle-captured", 1);
    }
    if (rules.doppelkopfPair ? holdsPair(trick) : points >= 40)
      items.add(taker, rules.doppelkopfPair ? "doppelkopf-pair" : "doppelkopf", 1);
    const int winningPosition = (trick.winner - trick.leader + kSeats) % kSeats;
    const Card winning(trick.cards[static_cast<std::size_t>(winningPosition)]);
    if (last && winning == kClubJack) items.add(taker, "karlchen", 1);
    if (last && winning == kDiamondAce && rules.foxLastTrick > 0 && !d.pigs())
      items.add(taker, "fox-won-last-trick", rules.foxLastTrick);
    if (rules.heartTrick && plainHeartTrick(d, trick)) items.add(taker, "heart-trick", 1);
  }
}

// DK-20: with Re/Kontra doubling, each party's extra points double as its
// game value does, once for Re said and once for Kontra.
void doubleExtraPoints(const Tally& t, const std::array<int, 2>& extra, Items& items) {
  const int factor = (t.level[kRe] >= 1 ? 2 : 1) * (t.level[kKontra] >= 1 ? 2 : 1);
  for (int party : {kRe, kKontra}) items.add(party, "extras-doubled", extra[static_cast<std::size_t>(party)] * (factor - 1));
}

DealResult voidResult(const Deal& d) {
  DealResult r;
  r.outcome = "void";
  r.seatScores.assign(kSeats, 0);
  r.figures = {{"re-figure", 0}, {"game-value", 0}, {"solo", 0}};
  if (d.thrownIn >= 0) {
    // DK-14: who threw in and why (1 five or more nines, 2 five or more kings, 3 no high trump).
    r.figures.push_back({"thrown-in", static_cast<int>(throwInReason(d.rules, d.dealt[static_cast<std::size_t>(d.thrownIn)]))});
    r.figures.push_back({"thrower", d.thrownIn});
  }
  return r;
}

}  // namespace

DealResult scoreDeal(const Deal& d) {
  if (d.isVoid) return voidResult(d);
  Tally t;
  for (int s = 0; s < kSeats; ++s) {
    const auto p = static_cast<std::size_t>(d.partyOf(s));
    t.points[p] += d.points[static_cast<std::size_t>(s)];
    t.tricks[p] += d.tricksWon[static_cast<std::size_t>(s)];
  }
  t.level = d.level;

  Items items;
  const bool misere = isMisere(d.contract);
  const int winner = misere ? misereWinner(t) : winnerOf(t);
  if (misere) {
    addMisereValue(d, t, winner, items);
  } else if (winner >= 0) {
    addGameValue(d, t, winner, items);
  } else {
    // A draw: only the "reached X against" items, netted (DK-8). DK-20
    // leaver: instead, each party scores the opponents' failed no-X as if
    // it had come true, netted.
    for (int party : {kRe, kKontra}) {
      addReached(d, t, party, items);
      if (d.rules.leaverScoring) {
        const int failed = t.level[static_cast<std::size_t>(1 - party)];
        addBelow(t, party, failed, failed, items);
      }
      addDoublings(d, t, party, items);
    }
  }
  const int gameValue = winner >= 0 ? items.sum(winner) : 0;
  const int reValue = items.sum(kRe), kontraValue = items.sum(kKontra);
  addExtraPoints(d, items);
  if (d.rules.doubleExtras) doubleExtraPoints(t, {items.sum(kRe) - reValue, items.sum(kKontra) - kontraValue}, items);
  const int reExtra = items.sum(kRe) - reValue, kontraExtra = items.sum(kKontra) - kontraValue;
  const int reFigure = items.sum(kRe) - items.sum(kKontra);

  DealResult r;
  r.outcome = winner == kRe ? "re-won" : winner == kKontra ? "kontra-won" : "draw";
  r.items = std::move(items.all());
  // DK-10: zero sum; a soloist writes three times the figure. DK-20
  // positive-only: the side that gains writes it, the other side 0.
  const bool solo = d.soloGame();
  for (int s = 0; s < kSeats; ++s) {
    int score = d.partyOf(s) == kRe ? (solo ? 3 : 1) * reFigure : -reFigure;
    if (d.rules.positiveOnly) score = std::max(score, 0);
    r.seatScores.push_back(score);
  }
  r.figures = {{"re-card-points", t.points[kRe]},
               {"kontra-card-points", t.points[kKontra]},
               {"re-tricks", t.tricks[kRe]},
               {"kontra-tricks", t.tricks[kKontra]},
               {"re-level", t.level[kRe]},
               {"kontra-level", t.level[kKontra]},
               {"game-value", gameValue},
               {"re-extra-points", reExtra},
               {"kontra-extra-points", kontraExtra},
               {"re-figure", reFigure},
               {"solo", solo ? 1 : 0},
               {"silent-solo", d.silentSolo ? 1 : 0},
               {"compulsory-solo", d.compulsory ? 1 : 0},
               {"dealer-stays", d.dealerStays ? 1 : 0},
               {"declarer", d.declarer},
               {"plain-heart-tricks", plainHeartTricks(d)}};
  if (misere) r.figures.push_back({"misere-lost-in-trick", misereLostInTrick(d)});
  return r;
}

}  // namespace kr::dk
