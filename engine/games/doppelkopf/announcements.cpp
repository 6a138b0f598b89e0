#include "announcements.hpp"

#include <algorithm>

#include "actions.hpp"
#include "play.hpp"

namespace kr::dk {

int baseDeadline(const Rules& rules, int level) {
  // DK-6: Re/Kontra before the 2nd own card, no 90 before the 3rd ... schwarz
  // before the 6th. The document's alternative table (DK-11): before the 1st,
  // 3rd, 5th, 7th and 9th card.
  constexpr std::array<int, kMaxLevel + 1> standard = {0, 2, 3, 4, 5, 6};
  constexpr std::array<int, kMaxLevel + 1> alternative = {0, 1, 3, 5, 7, 9};
  return (rules.alternativeDeadlines ? alternative : standard)[static_cast<std::size_t>(level)];
}

int deadline(const Rules& rules, int level, int opponentLevel, int shift) {
  int limit = baseDeadline(rules, level);
  // DK-6: a party without Re/Kontra may still say it one card later than the
  // opponents' latest deadline.
  if (level == 1 && opponentLevel > 0) limit = std::max(limit, baseDeadline(rules, opponentLevel) + 1);
  return limit + shift;
}

int marriageShift(const Deal& d) {
  if (d.contract != Contract::Marriage) return 0;
  if (d.decidedTrick >= 0) return d.decidedTrick;
  return std::min(d.trick, 2);
}

void refreshAnnouncementLimits(Deal& d) {
  for (int party = 0; party < 2; ++party) {
    const int next = d.level[static_cast<std::size_t>(party)] + 1;
    d.announceLimit[static_cast<std::size_t>(party)] =
        next > d.topAnnouncement() ? 0 : deadline(d.rules, next, d.level[static_cast<std::size_t>(1 - party)], marriageShift(d));
  }
}

namespace {

void announce(Deal& d, int seat, int level, bool automatic, EventList* events) {
  const int party = d.partyOf(seat);
  const Action a = announcementAction(level, party);
  // DK-6: whoever announces says which party they are.
  d.record(seat, a, party + (automatic ? kAutomaticNote : 0));
  d.level[static_cast<std::size_t>(party)] = level;
  d.announcements[static_cast<std::size_t>(d.announcementCount++)] = AnnouncementMade{
      i8(seat), i8(party), i8(level), i8(d.played[static_cast<std::size_t>(seat)]), i8(d.trick), automatic};
  d.publicParty[static_cast<std::size_t>(seat)] = i8(party);
  updatePublicParties(d);
  refreshAnnouncementLimits(d);
  if (events) events->push_back({EventKind::Announcement, seat, -1, party, std::string(announcementId(a)), {}});
}

}  // namespace

void applyAnnouncement(Deal& d, int seat, Action a, EventList* events) {
  announce(d, seat, announcementLevel(a), false, events);
}

void announceSoloRe(Deal& d, EventList* events) {
  if (events) events->push_back({EventKind::Note, d.declarer, -1, 0, "solo-auto-re", {}});
  announce(d, d.declarer, 1, true, events);
}

void announceDuelLevels(Deal& d, int level, EventList* events) {
  if (events) events->push_back({EventKind::Note, d.declarer, -1, level, "bidding-up", {}});
  for (int next = d.level[0] + 1; next <= level; ++next) announce(d, d.declarer, next, true, events);
}

void applyZwingen(Deal& d, int winner, EventList* events) {
  if (!d.knowsParty(winner)) return;  // a marriage partner not yet found
  const int level = d.level[static_cast<std::size_t>(d.partyOf(winner))] + 1;
  if (level > 2 || level > d.topAnnouncement()) return;  // DK-15: no no-90 in a misère
  if (events) events->push_back({EventKind::Note, winner, -1, d.partyOf(winner), "zwingen", {}});
  announce(d, winner, level, true, events);
}

Explanation whyAnnouncementIllegal(const Deal& d, int seat, Action a) {
  if (d.phase != Phase::Play) return {"not-legal-now", {}};
  if (!d.knowsParty(seat)) return {"party-unknown", {}};
  const int party = d.partyOf(seat);
  const int level = announcementLevel(a);
  if (level == 1 && a != announcementAction(1, party)) return {"wrong-party", {}};
  const int reached = d.level[static_cast<std::size_t>(party)];
  if (level <= reached) return {"already-announced", {}};
  if (level > d.topAnnouncement()) return {"only-re-kontra-in-misere", {}};  // DK-15
  if (level > reached + 1) return {"needs-previous-announcement", {}};
  if (d.rules.announceOnOwnTurn && seat != d.toMove) return {"not-your-turn", {}};
  return {"announcement-deadline-passed", {}};
}

}  // namespace kr::dk
