#include "inference.hpp"

#include "announce_rules.hpp"
#include "games/doppelkopf/actions.hpp"
#include "games/doppelkopf/announcements.hpp"
#include "games/doppelkopf/setup.hpp"
#include "games/doppelkopf/state.hpp"
#include "heuristic.hpp"
#include "seat_view.hpp"

namespace kr::dk::ai {

namespace {

// The factor one action of another seat contributes.
double actionLikelihood(const Deal& d, const HistoryEntry& h, const InferenceModel& model) {
  const Action a = h.action;
  switch (d.phase) {
    case Phase::Reservation:
    case Phase::Declaration:
    case Phase::PovertyOffer: return heuristicAction(d, h.seat) == a ? 1.0 : model.bidMismatch;
    case Phase::Play:
      if (isAnnouncement(a))
        return wantsAnnouncement(SeatView(d, h.seat), announcementLevel(a)) ? 1.0 : model.announceUnlikely;
      if (a == kAnnounceDouble) return wantsDouble(SeatView(d, h.seat)) ? 1.0 : model.announceUnlikely;
      if (isCard(a) && h.seat == d.toMove) return heuristicAction(d, h.seat, false) == a ? 1.0 : model.cardMismatch;
      return 1.0;
    default: return 1.0;  // the poverty cards: hidden, or seen by this seat
  }
}

}  // namespace

double sampleLikelihood(const GameState& sampled, int seat, const InferenceModel& model) {
  const auto& state = static_cast<const DoppelkopfState&>(sampled);
  const Deal& s = state.deal();
  DoppelkopfState replay(state.game(), startDeal(s.rules, s.dealer, s.owedSolos, s.forcedSolo, s.dealt));
  double likelihood = 1.0;
  for (int i = 0; i < s.historyCount; ++i) {
    const HistoryEntry& h = s.history[static_cast<std::size_t>(i)];
    if (isAutomatic(h)) continue;  // the replay makes it again
    if (h.seat != seat) likelihood *= actionLikelihood(replay.deal(), h, model);
    replay.applyUnchecked(h.seat, h.action, nullptr);
  }
  return likelihood;
}

}  // namespace kr::dk::ai
