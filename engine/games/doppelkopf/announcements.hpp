#pragma once
// Announcements and their deadlines (ruling DK-6), counted by the announcing
// player's own cards.
#include <string_view>

#include "core/event.hpp"
#include "core/game.hpp"
#include "actions.hpp"
#include "deal.hpp"

namespace kr::dk {

// An announcement's history note: its party, plus this flag when the rules
// made it (DK-19). A replayed history skips those: the rules make them again.
constexpr int kAutomaticNote = 2;
// With kAutomaticNote, which rule made it: the Re or Kontra a "double"
// became (DK-19), the levels a bidding-up duel was won with (DK-16), the
// announcement trick 1 forced (zwingen, DK-19); none of these: a solo's Re
// (solo-auto-re, DK-19).
constexpr int kFromDoubleNote = 4;
constexpr int kFromDuelNote = 8;
constexpr int kFromZwingenNote = 16;
constexpr int announcedParty(const HistoryEntry& h) { return h.note & 1; }
constexpr bool isAutomatic(const HistoryEntry& h) { return isAnnouncement(h.action) && (h.note & kAutomaticNote); }
constexpr bool fromDouble(const HistoryEntry& h) { return isAutomatic(h) && (h.note & kFromDoubleNote); }
// The option that made an automatic announcement: "double", "bidding-up",
// "zwingen" or "solo-auto-re"; empty for a player's own.
constexpr std::string_view automaticSource(const HistoryEntry& h) {
  if (!isAutomatic(h)) return {};
  if (h.note & kFromDoubleNote) return "double";
  if (h.note & kFromDuelNote) return "bidding-up";
  if (h.note & kFromZwingenNote) return "zwingen";
  return "solo-auto-re";
}

// A player may announce `level` while it has played fewer than this many cards.
int baseDeadline(const Rules& rules, int level);
// The same with the late reply after the opponents' announcements and a
// marriage's delay; opponentLevel is what the opponents had announced.
int deadline(const Rules& rules, int level, int opponentLevel, int shift);
// How many cards a marriage moves every deadline: the trick that found the
// partner (0..2), or the trick in progress while it is open; none with
// "double", one more with "wait" (DK-19).
int marriageShift(const Deal& d);
// DK-19 wait: nobody, not even the marriage player, announces while the
// marriage's partner is unknown.
bool announcementsWait(const Deal& d);
// DK-20 leaver: the party that said no 90 first, -1 before anyone did.
int firstNo90Party(const Deal& d);

// Recomputes Deal::announceLimit after anything that moves a deadline.
void refreshAnnouncementLimits(Deal& d);

// DK-19 double: a seat whose party the marriage still hides may say it once,
// within the Re/Kontra deadline (no late reply: its party is unknown).
inline void doubleLegal(const Deal& d, int seat, ActionList& out) {
  if (d.rules.marriageAnnouncements != Rules::MarriageAnnouncements::Double || d.contract != Contract::Marriage) return;
  const auto s = static_cast<std::size_t>(seat);
  if (d.doubled[s] < 0 && d.played[s] < baseDeadline(d.rules, 1)) out.push(kAnnounceDouble);
}

// In the hot path of play: one comparison against the cached limit.
inline void announcementLegal(const Deal& d, int seat, ActionList& out) {
  if (d.phase != Phase::Play) return;
  if (d.rules.announceOnOwnTurn && seat != d.toMove) return;
  if (!d.knowsParty(seat)) return doubleLegal(d, seat, out);
  const int party = d.partyOf(seat);
  if (d.played[static_cast<std::size_t>(seat)] < d.announceLimit[static_cast<std::size_t>(party)])
    out.push(announcementAction(d.level[static_cast<std::size_t>(party)] + 1, party));
}
void applyAnnouncement(Deal& d, int seat, Action a, EventList* events);
// DK-19 double: said now, and made Re or Kontra once the marriage decides
// the seat's party (for a party that had not said it yet).
void applyDouble(Deal& d, int seat, EventList* events);
void resolveDoubles(Deal& d, EventList* events);
// DK-19: a declared solo counts as Re said (solo-auto-re).
void announceSoloRe(Deal& d, EventList* events);
// DK-16: the winner of a bidding-up duel has announced Re and every level up to `level`.
void announceDuelLevels(Deal& d, int level, EventList* events);
// DK-19 Zwingen: after a first trick of 30 or more, its winner's party says
// its next step, Re/Kontra or no 90, if the winner knows its party.
void applyZwingen(Deal& d, int winner, EventList* events);
Explanation whyAnnouncementIllegal(const Deal& d, int seat, Action a);
Explanation whyDoubleIllegal(const Deal& d, int seat);

}  // namespace kr::dk
