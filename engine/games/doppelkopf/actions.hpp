#pragma once
// Doppelkopf's action codes (docs/engine.md): card plays are faces 0..35,
// everything else lives at 100 and above, ordered so that a seat's legal
// list comes out sorted when built phase by phase.
#include <optional>
#include <string>
#include <string_view>

#include "cards.hpp"
#include "core/action.hpp"

namespace kr::dk {

constexpr Action kHealthy = 100;
constexpr Action kReservation = 101;
constexpr Action kThrowIn = 102;     // a weak hand thrown in (DK-14)
constexpr Action kSoloBase = 110;  // + solo kind (0..10): "solo:queen" ...
// Records keep actions as text, so these codes could move up to make room
// for the misère kinds (DK-15).
constexpr Action kPoverty = 124;
constexpr Action kMarriage = 125;
constexpr Action kPass = 126;      // a reserved seat whose game is a lower one (DK-5)
constexpr Action kAccept = 130;
constexpr Action kDecline = 131;
// DK-16 bidding-up: the level said to take a solo over or keep it (2: no 90 ... 5: schwarz).
constexpr Action kDuelBase = 140;  // + level: "duel:no-90" ...
constexpr Action kHiddenGive = 199;    // only in observations: a card laid down unseen
constexpr Action kGiveBase = 200;      // + face
constexpr Action kHiddenReturn = 239;  // only in observations
constexpr Action kReturnBase = 240;    // + face
constexpr Action kAnnounceRe = 300;
constexpr Action kAnnounceKontra = 301;
constexpr Action kAnnounceBase = 300;  // + level (2: no 90 ... 5: schwarz)
// DK-19: "double" by a seat whose party a marriage still hides; it becomes
// Re or Kontra when the partner is found. Not an announcement of a party.
constexpr Action kAnnounceDouble = 306;
constexpr Action kSchweinchen = 310;
constexpr Action kHyperschweinchen = 311;
constexpr Action kGenscher = 312;  // both ♦K above the Hyperschweine (DK-17)

constexpr bool isCard(Action a) { return a >= 0 && a < kFaceCount; }
constexpr bool isSolo(Action a) { return a >= kSoloBase && a < kSoloBase + kSoloKinds; }
static_assert(kSoloBase + kSoloKinds <= kPoverty, "solo kinds run into the next action codes");
constexpr bool isDuel(Action a) { return a >= kDuelBase + 2 && a <= kDuelBase + kMaxLevel; }
constexpr bool isGive(Action a) { return a >= kGiveBase && a < kGiveBase + kFaceCount; }
constexpr bool isReturn(Action a) { return a >= kReturnBase && a < kReturnBase + kFaceCount; }
// Schweinchen, Hyperschweinchen and Genscher: a pair declared as it raises it.
constexpr bool isPigDeclaration(Action a) { return a >= kSchweinchen && a <= kGenscher; }
constexpr bool isAnnouncement(Action a) { return a >= kAnnounceRe && a <= kAnnounceBase + kMaxLevel; }

// The announcement a party makes at a level (party 0 Re, 1 Kontra).
constexpr Action announcementAction(int level, int party) {
  return level == 1 ? (party == 0 ? kAnnounceRe : kAnnounceKontra) : kAnnounceBase + level;
}
constexpr int announcementLevel(Action a) { return a == kAnnounceKontra ? 1 : a - kAnnounceBase + (a == kAnnounceRe ? 1 : 0); }

std::string actionText(Action a);
std::optional<Action> parseAction(std::string_view text);
// The id of an announcement for events and results: "re", "no-90", ...
std::string_view announcementId(Action a);

}  // namespace kr::dk
