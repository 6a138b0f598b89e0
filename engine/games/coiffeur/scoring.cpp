#include "scoring.hpp"

namespace kr::coiffeur {

ContractScore contractScore(const Table& t) {
  ContractScore s;
  if (t.declarer < 0) return s;
  s.cardPoints = t.sidePoints(t.declarer);
  s.points = s.cardPoints;
  const int tricks = t.sideTricks(t.declarer);
  if (tricks == t.handSize()) {
    s.match = MatchKind::Match;
    s.points += kMatchBonus;
  } else if (tricks == 0) {
    s.match = MatchKind::Reverse;
  }
  return s;
}

int multipliedScore(int points, Contract c) { return points / 10 * multiplier(c); }

int matchMarks(MatchKind kind, bool declarer) {
  switch (kind) {
    case MatchKind::Match: return declarer ? 2 : -1;
    case MatchKind::Reverse: return declarer ? -2 : 1;
    case MatchKind::None: return 0;
  }
  return 0;
}

const char* outcomeOf(const Table& t) {
  switch (contractScore(t).match) {
    case MatchKind::Match: return "match";
    case MatchKind::Reverse: return "reverse-match";
    case MatchKind::None: return "made";
  }
  return "made";
}

DealResult scoreDeal(const Table& t) {
  DealResult r;
  const int n = t.seats();
  r.seatScores.assign(static_cast<std::size_t>(n), 0);
  r.outcome = outcomeOf(t);
  if (t.phase != Phase::Over || t.declarer < 0) return r;
  const ContractScore s = contractScore(t);
  const int d = t.declarer;
  const bool lastTrick = t.sameSide(t.lastWinner, d);
  r.items.push_back({"card-points", d, s.cardPoints - (lastTrick ? kLastTrickBonus : 0)});
  if (lastTrick) r.items.push_back({"last-trick", d, kLastTrickBonus});
  if (s.match == MatchKind::Match) r.items.push_back({"match-bonus", d, kMatchBonus});
  int score = 0;
  if (t.rules.way == Way::Three) {
    for (int seat = 0; seat < n; ++seat) {
      const int marks = matchMarks(s.match, seat == d);
      r.seatScores[static_cast<std::size_t>(seat)] = marks;
      if (marks != 0) r.items.push_back({"match-marks", seat, marks});
    }
  } else {
    score = multipliedScore(s.points, t.contract);
    r.items.push_back({"tens", d, s.points / 10});
    r.items.push_back({"multiplier", d, multiplier(t.contract)});
    r.items.push_back({"score", d, score});
    for (int seat = 0; seat < n; ++seat)
      if (t.sameSide(seat, d)) r.seatScores[static_cast<std::size_t>(seat)] = score;
  }
  r.figures = {{"declarer", d},
               {"contract", static_cast<int>(t.contract)},
               {"play-type", static_cast<int>(t.variant.type)},
               {"trump", static_cast<int>(t.variant.trump)},
               {"start-down", t.variant.startDown ? 1 : 0},
               {"points", s.points},
               {"card-points", s.cardPoints},
               {"defence-points", kDealPoints - s.cardPoints},
               {"declarer-tricks", t.sideTricks(d)},
               {"match", static_cast<int>(s.match)},
               {"score", score}};
  return r;
}

}  // namespace kr::coiffeur
