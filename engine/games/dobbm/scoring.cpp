#include "scoring.hpp"

#include <cstdlib>

namespace kr::dobbm {

namespace {

constexpr int kStockerl = 10;  // DB-2

std::size_t at(int i) { return static_cast<std::size_t>(i); }

DealResult allPassed(const Table& t) {
  DealResult r;
  r.outcome = "all-passed";
  r.seatScores.assign(kSeats, 0);
  int out = 0;
  if (t.rules.sittingOut()) {
    // DB-2: the deal passes left and everybody pays the new dealer 10,
    // the dealer who sat out included.
    const int next = t.bidder(0);
    for (int s = 0; s < kSeats; ++s) r.seatScores[at(s)] = s == next ? kStockerl * (t.rules.players - 1) : -kStockerl;
    out = -kStockerl;
    r.items.push_back({"stockerl", next, kStockerl * (t.rules.players - 1)});
  }
  r.figures = {{"declarer", -1}, {"sitting-out", out}, {"stockerl", t.rules.sittingOut() ? 1 : 0}};
  return r;
}

}  // namespace

int roundUpToFive(int points) { return (points + 4) / 5 * 5; }

Settlement settle(const DobbmData& d) {
  const Table& t = d.pub;
  Settlement s;
  if (t.declarer < 0) return s;
  s.trickPoints = t.points[at(t.declarer)];
  s.extraPoints = pointsOf(t.contract == Contract::Solo ? d.dobb : d.discard);
  const int declarerTricks = t.tricks[at(t.declarer)];
  if (t.tricksDone == kTricks && declarerTricks == kTricks) s.match = MatchKind::Declarer;
  if (t.tricksDone == kTricks && declarerTricks == 0) s.match = MatchKind::Defence;
  // DB-6: a defence that takes every trick takes the discard or the Dobb too.
  s.cardPoints = s.match == MatchKind::Defence ? 0 : s.trickPoints + s.extraPoints;
  s.difference = s.cardPoints - kHalf;
  s.rounded = t.rules.roundToFive ? roundUpToFive(std::abs(s.difference)) : std::abs(s.difference);
  s.amount = (s.difference < 0 ? -s.rounded : s.rounded) * t.multiplier();
  return s;
}

const char* outcomeOf(const DobbmData& d) {
  if (d.pub.declarer < 0) return "all-passed";
  const Settlement s = settle(d);
  return s.difference > 0 ? "declarer-won" : s.difference < 0 ? "declarer-lost" : "even";
}

DealResult scoreDeal(const DobbmData& d) {
  const Table& t = d.pub;
  if (t.phase == Phase::Over && t.declarer < 0) return allPassed(t);
  DealResult r;
  r.seatScores.assign(kSeats, 0);
  r.outcome = outcomeOf(d);
  if (t.phase != Phase::Over) return r;
  const Settlement s = settle(d);
  const int dec = t.declarer;
  const bool solo = t.contract == Contract::Solo;
  const int sign = s.difference < 0 ? -1 : 1;
  r.items.push_back({"trick-points", dec, s.trickPoints});
  r.items.push_back({solo ? "dobb-points" : "discard-points", dec, s.extraPoints});
  if (s.match != MatchKind::None)
    r.items.push_back({"match", s.match == MatchKind::Defence ? kDefence : dec, s.match == MatchKind::Defence ? s.extraPoints : 0});
  r.items.push_back({"card-points", dec, s.cardPoints});
  r.items.push_back({"difference", dec, s.difference});
  int value = sign * s.rounded;
  if (t.rules.roundToFive) r.items.push_back({"rounding", dec, value});
  if (solo) r.items.push_back({"solo", dec, value *= 2});
  for (int i = 0; i < t.doublings; ++i) {
    value *= 2;
    r.items.push_back({i == 0 ? "double" : "redouble", t.doublers[at(i)], value});
  }
  r.items.push_back({"stake", dec, s.amount});
  for (int seat = 0; seat < kSeats; ++seat) r.seatScores[at(seat)] = seat == dec ? s.amount * t.rules.payers() : -s.amount;
  const int out = t.rules.sittingOut() ? -s.amount : 0;
  if (t.rules.sittingOut()) r.items.push_back({"sitting-out", kSittingOut, out});
  r.figures = {{"declarer", dec},
               {"contract", static_cast<int>(t.contract)},
               {"trick-points", s.trickPoints},
               {"extra-points", s.extraPoints},
               {"card-points", s.cardPoints},
               {"defence-points", kDealPoints - s.cardPoints},
               {"difference", s.difference},
               {"rounded", s.rounded},
               {"multiplier", t.multiplier()},
               {"doublings", t.doublings},
               {"amount", s.amount},
               {"match", static_cast<int>(s.match)},
               {"sitting-out", out},
               {"stockerl", 0}};
  return r;
}

}  // namespace kr::dobbm
