#include "candidates.hpp"

#include <algorithm>
#include <utility>

#include "bidding_rules.hpp"
#include "games/doppelkopf/actions.hpp"
#include "games/doppelkopf/bidding.hpp"
#include "games/doppelkopf/state.hpp"
#include "hand_eval.hpp"
#include "heuristic.hpp"

namespace kr::dk::ai {

namespace {

// Solos worth simulating: up to three with the fewest losers, and none with
// more than `soloSlack` losers more than a solo the rules would declare.
constexpr std::size_t kMaxSolos = 3;

// DK-15: misères with a risk this much above the rules' own limit are still tried.
constexpr double kMisereSlack = 1.5;

std::vector<Action> plausibleSolos(const CardMultiset& hand, const Rules& rules, double soloSlack, bool mustPlay) {
  std::vector<std::pair<double, Action>> solos;
  std::vector<Action> out;
  for (int k = 0; k < kSoloKinds; ++k) {
    if (!soloAllowed(rules, k)) continue;
    if (!isMisere(soloContract(k))) {
      solos.push_back({soloLosers(hand, soloContract(k), rules), kSoloBase + k});
      continue;
    }
    // Misères are judged by how easily the hand takes a trick, not by losers.
    const double limit = soloContract(k) == Contract::MisereOuvertSolo ? kMisereOuvertRisk : kMisereRisk;
    if (mustPlay || misereRisk(hand, rules) <= limit + kMisereSlack) out.push_back(kSoloBase + k);
  }
  std::sort(solos.begin(), solos.end());
  std::size_t taken = 0;
  for (const auto& [losers, a] : solos)
    if (taken < kMaxSolos && (mustPlay || losers <= kSoloLosers + soloSlack)) {
      out.push_back(a);
      ++taken;
    }
  return out;
}

void reservationCandidates(const DoppelkopfObservation& obs, const Rules& rules, double soloSlack, Candidates& c) {
  c.labels.push_back(kHealthy);
  c.declarations.push_back(0);
  std::vector<Action> games = plausibleSolos(obs.hand, rules, soloSlack, false);
  if (povertyEligible(rules, obs.hand)) games.push_back(kPoverty);
  if (marriageEligible(rules, obs.hand)) games.push_back(kMarriage);
  for (Action g : games) {
    c.labels.push_back(g);
    c.declarations.push_back(g);
  }
  // DK-14: a void deal is worth 0 to everybody, against what playing is worth.
  if (obs.legal.contains(kThrowIn)) {
    c.labels.push_back(kThrowIn);
    c.declarations.push_back(0);
  }
}

void plainCandidates(const DoppelkopfObservation& obs, const Rules& rules, double soloSlack, Candidates& c) {
  std::vector<Action> solos;
  if (obs.phase == Phase::Declaration) {
    bool anyOther = false;
    for (Action a : obs.legal) anyOther = anyOther || !isSolo(a);
    solos = plausibleSolos(obs.hand, rules, soloSlack, !anyOther);
  }
  for (Action a : obs.legal) {
    if (isSolo(a) && std::find(solos.begin(), solos.end(), a) == solos.end()) continue;
    c.labels.push_back(a);
    c.declarations.push_back(0);
  }
}

}  // namespace

Action Candidates::actionOf(int i) const {
  return declarations[static_cast<std::size_t>(i)] ? kReservation : labels[static_cast<std::size_t>(i)];
}

Candidates candidatesFor(const DoppelkopfObservation& obs, const Rules& rules, double soloSlack) {
  Candidates c;
  if (obs.phase == Phase::Reservation && obs.legal.contains(kReservation)) reservationCandidates(obs, rules, soloSlack, c);
  else plainCandidates(obs, rules, soloSlack, c);
  return c;
}

void applyCandidate(const Candidates& c, GameState& state, int seat, int i) {
  const Action declaration = c.declarations[static_cast<std::size_t>(i)];
  state.applyUnchecked(seat, c.actionOf(i), nullptr);
  if (!declaration) return;
  auto& s = static_cast<DoppelkopfState&>(state);
  ActionList legal;
  while (s.deal().phase == Phase::Reservation || s.deal().phase == Phase::Declaration) {
    const int mover = s.toMove();
    if (mover != seat || s.deal().phase != Phase::Declaration) {
      s.applyUnchecked(mover, heuristicAction(s.deal(), mover), nullptr);
      continue;
    }
    s.legalActions(seat, legal);
    const Action a = legal.contains(declaration) ? declaration
                     : legal.contains(kPass)     ? kPass
                                                 : heuristicAction(s.deal(), seat);
    s.applyUnchecked(seat, a, nullptr);
    if (a != kPass) return;
  }
}

}  // namespace kr::dk::ai
