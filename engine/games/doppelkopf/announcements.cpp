#include "announcements.hpp"

#include <algorithm>

#include "actions.hpp"
#include "play.hpp"

namespace kr::dk {

int baseDeadline(const Rules& rules, int level) {
  // DK-6: Re/Kontra before the 2nd own card, no 90 before the 3rd ... schwarz
  // before the 6th. The document's alternative table (DK-11): before the 1st,
  // 3rd, 5th, 7th and 9th card.
  static constexpr std::array<int, kMaxLevel + 1> standard = {0, 2, 3, 4, 5, 6};
  static constexpr std::array<int, kMaxLevel + 1> alternative = {0, 1, 3, 5, 7, 9};
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
  using Mode = Rules::MarriageAnnouncements;
  if (d.rules.marriageAnnouncements == Mode::Double) return 0;  // DK-19: the double replaces the shift
  const int trick = d.decidedTrick >= 0 ? d.decidedTrick : std::min(d.trick, 2);
  // DK-19 wait: one, two or three cards for a partner found in trick 1, 2 or 3.
  return d.rules.marriageAnnouncements == Mode::Wait ? trick + 1 : trick;
}

bool announcementsWait(const Deal& d) {
  return d.rules.marriageAnnouncements == Rules::MarriageAnnouncements::Wait && d.contract == Contract::Marriage &&
         d.decidedTrick < 0;
}

int firstNo90Party(const Deal& d) {
  for (int i = 0; i < d.announcementCount; ++i) {
    const AnnouncementMade& a = d.announcements[static_cast<std::size_t>(i)];
    if (a.level == 2) return a.party;
  }
  return -1;
}

namespace {

// DK-20 leaver: no 60 and below only for the party that said no 90 first.
bool mayGoBelowNo90(const Deal& d, int party, int level) {
  return !d.rules.leaverScoring || level < 3 || firstNo90Party(d) == party;
}

}  // namespace

void refreshAnnouncementLimits(Deal& d) {
  const bool wait = announcementsWait(d);
  for (int party = 0; party < 2; ++party) {
    const int next = d.level[static_cast<std::size_t>(party)] + 1;
    const bool closed = next > d.topAnnouncement() || wait || !mayGoBelowNo90(d, party, next);
    d.announceLimit[static_cast<std::size_t>(party)] =
        closed ? 0 : deadline(d.rules, next, d.level[static_cast<std::size_t>(1 - party)], marriageShift(d));
  }
}

namespace {

// `note` is 0 for a player's own announcement, else kAutomaticNote with its kind.
void announce(Deal& d, int seat, int level, int note, EventList* events) {
  const int party = d.partyOf(seat);
  const Action a = announcementAction(level, party);
  // DK-6: whoever announces says which party they are.
  d.record(seat, a, party + note);
  d.level[static_cast<std::size_t>(party)] = level;
  d.announcements[static_cast<std::size_t>(d.announcementCount++)] = AnnouncementMade{
      i8(seat), i8(party), i8(level), i8(d.played[static_cast<std::size_t>(seat)]), i8(d.trick), note != 0};
  d.publicParty[static_cast<std::size_t>(seat)] = i8(party);
  updatePublicParties(d);
  refreshAnnouncementLimits(d);
  if (events) pushEvent(*events, EventKind::Announcement, seat, -1, party, announcementId(a));
}

}  // namespace

void applyAnnouncement(Deal& d, int seat, Action a, EventList* events) {
  announce(d, seat, announcementLevel(a), 0, events);
}

void applyDouble(Deal& d, int seat, EventList* events) {
  d.record(seat, kAnnounceDouble);
  d.doubled[static_cast<std::size_t>(seat)] = i8(d.played[static_cast<std::size_t>(seat)]);
  // The party is not known yet: value -1, as for the pigs.
  if (events) pushEvent(*events, EventKind::Announcement, seat, -1, -1, "double");
}

void resolveDoubles(Deal& d, EventList* events) {
  for (int s = 0; s < kSeats; ++s) {
    if (d.doubled[static_cast<std::size_t>(s)] < 0) continue;
    const int party = d.partyOf(s);
    if (events) pushEvent(*events, EventKind::Note, s, -1, party, "double-resolved");
    // A party that said Re/Kontra already gains nothing from the double.
    if (d.level[static_cast<std::size_t>(party)] == 0) announce(d, s, 1, kAutomaticNote + kFromDoubleNote, events);
  }
}

void announceSoloRe(Deal& d, EventList* events) {
  if (events) pushEvent(*events, EventKind::Note, d.declarer, -1, 0, "solo-auto-re");
  announce(d, d.declarer, 1, kAutomaticNote, events);
}

void announceDuelLevels(Deal& d, int level, EventList* events) {
  if (events) pushEvent(*events, EventKind::Note, d.declarer, -1, level, "bidding-up");
  for (int next = d.level[0] + 1; next <= level; ++next)
    announce(d, d.declarer, next, kAutomaticNote + kFromDuelNote, events);
}

void applyZwingen(Deal& d, int winner, EventList* events) {
  if (!d.knowsParty(winner)) return;  // a marriage partner not yet found
  if (announcementsWait(d)) return;    // DK-19 wait: nobody announces before the partner
  const int level = d.level[static_cast<std::size_t>(d.partyOf(winner))] + 1;
  if (level > 2 || level > d.topAnnouncement()) return;  // DK-15: no no-90 in a misère
  if (events) pushEvent(*events, EventKind::Note, winner, -1, d.partyOf(winner), "zwingen");
  announce(d, winner, level, kAutomaticNote + kFromZwingenNote, events);
}

Explanation whyAnnouncementIllegal(const Deal& d, int seat, Action a) {
  if (d.phase != Phase::Play) return {"not-legal-now", {}};
  if (!d.knowsParty(seat)) return {"party-unknown", {}};
  if (announcementsWait(d)) return {"waiting-for-marriage-partner", {}};
  const int party = d.partyOf(seat);
  const int level = announcementLevel(a);
  if (level == 1 && a != announcementAction(1, party)) return {"wrong-party", {}};
  const int reached = d.level[static_cast<std::size_t>(party)];
  if (level <= reached) return {"already-announced", {}};
  if (level > d.topAnnouncement()) return {"only-re-kontra-in-misere", {}};  // DK-15
  if (level > reached + 1) return {"needs-previous-announcement", {}};
  if (d.rules.announceOnOwnTurn && seat != d.toMove) return {"not-your-turn", {}};
  if (!mayGoBelowNo90(d, party, level)) return {"opponents-said-no-90-first", {}};
  return {"announcement-deadline-passed", {}};
}

Explanation whyDoubleIllegal(const Deal& d, int seat) {
  if (d.phase != Phase::Play) return {"not-legal-now", {}};
  if (d.rules.marriageAnnouncements != Rules::MarriageAnnouncements::Double || d.contract != Contract::Marriage)
    return {"option-off", {}};
  if (d.knowsParty(seat)) return {"party-known", {}};
  if (d.doubled[static_cast<std::size_t>(seat)] >= 0) return {"already-announced", {}};
  if (d.rules.announceOnOwnTurn && seat != d.toMove) return {"not-your-turn", {}};
  return {"announcement-deadline-passed", {}};
}

}  // namespace kr::dk
