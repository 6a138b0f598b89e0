#include "announce_rules.hpp"

#include "hand_eval.hpp"

namespace kr::dk::ai {

bool wantsAnnouncement(const SeatView& v, int level) {
  if (v.party() < 0) return false;
  // DK-15: only a soloist whose remaining cards can hardly win says Re.
  if (v.misere()) return v.alone() && level == 1 && misereRisk(v.hand(), v.rules()) <= kMisereOuvertRisk / 2;
  if (v.alone()) {
    // The cards played so far are gone for good: judge what is left.
    const double losers = soloLosers(v.hand(), v.contract(), v.rules());
    return level == 1 ? losers <= 1.0 : level == 2 && losers <= 0.0;
  }
  if (isDeclaredSolo(v.contract()) || v.partnersKnown() == 2) return false;  // against a soloist
  if (v.contract() != Contract::Normal && v.contract() != Contract::Marriage && v.contract() != Contract::Poverty)
    return false;
  const double strength = partnerGameStrength(v.hand(), v.rules());
  // A partner already shown (♣Q, announcement) makes the side stronger.
  const double partner = v.partnersKnown() > 0 ? 1.0 : 0.0;
  const double margin = (v.pointsOwnSide() - v.pointsOpponents()) / 20.0;
  const double total = strength + partner + margin;
  if (level == 1) return total >= kAnnounceStrength;
  if (level == 2) return total >= kNo90Strength;
  return false;
}

bool wantsDouble(const SeatView& v) {
  if (!v.marriageOpen() || v.party() >= 0) return false;
  // It may become the marriage player's partner or opponent: its own
  // cards must carry the announcement.
  return partnerGameStrength(v.hand(), v.rules()) >= kAnnounceStrength;
}

}  // namespace kr::dk::ai
