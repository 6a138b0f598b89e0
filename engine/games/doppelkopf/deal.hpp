#pragma once
// The data of one Doppelkopf deal in progress: plain values in fixed arrays,
// so copying a state is a memcpy and play never touches the heap. The rules
// of each phase live in bidding, play and announcements.
#include <array>
#include <bit>
#include <cstdint>

#include "cards.hpp"
#include "core/action.hpp"
#include "rules.hpp"

namespace kr::dk {

enum class Phase : std::uint8_t { Reservation, Declaration, PovertyGive, PovertyOffer, PovertyReturn, Play, Over };

// Declaration rounds of DK-5: one reservation names its game at once;
// several are asked solos (compulsory ones first), then poverty, then marriage.
enum class Round : std::uint8_t { Single, Forced, Compulsory, Voluntary, Poverty, Marriage };

// Small fields are bytes: a state under 1 KiB copies and allocates fast.
constexpr std::int8_t i8(int v) { return static_cast<std::int8_t>(v); }

struct Trick {
  std::array<std::uint8_t, kSeats> cards{};  // in play order
  std::int8_t leader = 0;
  std::int8_t count = 0;
  std::int8_t winner = -1;
};

struct AnnouncementMade {
  std::int8_t seat = 0;
  std::int8_t party = 0;
  std::int8_t level = 0;
  std::int8_t ownCards = 0;  // cards the seat had played before it
  std::int8_t trick = 0;     // index of the trick in progress
  bool automatic = false;    // made by the rules (DK-19), not by the player
};

struct HistoryEntry {
  std::int16_t action = 0;
  std::int8_t seat = 0;
  std::int8_t note = 0;  // public detail: a pass's round, an announcement's party, trumps returned
};

// At most 4 bids, 13 declarations, 8 steps of a bidding-up duel (DK-16),
// 9 poverty actions, 10 announcements, 3 pig declarations (Genscher, DK-17)
// and 48 cards (3 doubles only in a marriage, without poverty or a duel).
constexpr int kMaxHistory = 104;
constexpr int kMaxAnnouncements = 2 * kMaxLevel;

struct Deal {
  Rules rules;
  int dealer = 0;
  int owedSolos = 0;   // seats that still owe a compulsory solo (bitmask, match context)
  int forcedSolo = -1; // seat that must play its compulsory solo now (end of the session)
  std::array<CardMultiset, kSeats> hands{};
  std::array<CardMultiset, kSeats> dealt{};
  Phase phase = Phase::Reservation;
  int toMove = 0;
  bool isVoid = false;  // poverty nobody accepted (DK-4), or a hand thrown in (DK-14)
  int thrownIn = -1;    // the seat that threw its hand in

  // Bidding (DK-5).
  int bids = 0;
  int reserved = 0;  // bitmask
  Round round = Round::Single;
  int asked = 0;     // seats asked so far in the round, counted from dealer's left
  // DK-16: the solo claim standing in the round (last, by-type, bidding-up);
  // in a bidding-up duel, the level its holder stands at and the challenger.
  int pendingSolo = -1, pendingKind = -1;
  int duelLevel = 1;
  int challenger = -1, challengeKind = -1;

  // The game.
  Contract contract = Contract::Normal;
  bool contractChosen = false;
  int declarer = -1;   // soloist, marriage or poverty player; the silent soloist
  bool silentSolo = false;
  bool compulsory = false;
  bool dealerStays = false;  // a compulsory solo, or any solo named by type (DK-5, DK-16)
  int re = 0;          // Re seats (bitmask)
  int knows = 0;       // seats that know their own party (bitmask)
  std::array<std::int8_t, kSeats> publicParty{-1, -1, -1, -1};

  // Poverty (DK-4).
  int poor = -1, acceptor = -1, offers = 0;
  std::array<std::uint8_t, 3> given{}, returned{};
  int givenCount = 0, returnedCount = 0, trumpsReturned = -1;
  CardMultiset transit;

  // Marriage (DK-3): the trick index that decided it, -1 while open.
  int partner = -1;
  int decidedTrick = -1;
  bool marriageSolo = false;
  // DK-19 double: the own cards each seat had played when it said "double"
  // (-1: it did not).
  std::array<std::int8_t, kSeats> doubled{-1, -1, -1, -1};

  // Play.
  std::array<std::uint8_t, kFaceCount> strength{};
  CardSet trumps;
  std::array<CardSet, kSuitCount> plain{};
  bool pigsAllowed = false;
  int trick = 0;  // index of the trick in progress
  std::array<Trick, kMaxTricks> tricks{};
  std::array<int, kSeats> played{};
  std::array<int, kSeats> points{};
  std::array<int, kSeats> tricksWon{};
  int cardsPlayed = 0;
  // Facts of the tricks so far, kept as each card is played (play.cpp) so
  // that a player need not walk every trick at each decision: the cards
  // played, the follow classes each seat showed it lacks (bit per class,
  // kTrumpClass for trumps), how often each class was led.
  CardMultiset playedCards;
  std::array<std::uint8_t, kSeats> shownVoids{};
  std::array<std::uint8_t, kFollowClasses> timesLed{};
  // The trick in progress: the faces that follow its first card, and that
  // card's follow class (empty and 0 before the first card). Kept as cards
  // are played, read by every decision.
  CardSet ledFollow;
  std::int8_t ledClass = 0;
  int pigSeat = -1, hyperSeat = -1;
  int genscherSeat = -1;  // DK-17

  // Announcements (DK-6): the level each party reached, each one made, and
  // how many own cards a player of each party may have played to make its next.
  std::array<int, 2> level{};
  std::array<int, 2> announceLimit{};
  std::array<AnnouncementMade, kMaxAnnouncements> announcements{};
  int announcementCount = 0;

  std::array<HistoryEntry, kMaxHistory> history{};
  int historyCount = 0;

  // Helpers.
  // Unsigned: a seat and a step are never negative, and the remainder is cheaper.
  int seatAfter(int seat, int steps = 1) const {
    return static_cast<int>(static_cast<unsigned>(seat + steps) % kSeats);
  }
  int partyOf(int seat) const { return (re >> seat) & 1 ? 0 : 1; }
  bool knowsParty(int seat) const { return (knows >> seat) & 1; }
  // Re plays alone: a declared solo, a silent solo or a marriage without partner.
  bool soloGame() const { return isDeclaredSolo(contract) || silentSolo || marriageSolo; }
  int tricksInDeal() const { return rules.handSize(); }
  // DK-15: the misère ouvert soloist's hand is public once trick 1 is complete.
  bool handShown() const { return contract == Contract::MisereOuvertSolo && phase >= Phase::Play && trick >= 1; }
  // DK-15: a misère knows only Re and Kontra.
  int topAnnouncement() const { return isMisere(contract) ? 1 : kMaxLevel; }
  bool pigs() const { return pigSeat >= 0; }
  // A card's follow class: its suit, or kTrumpClass.
  int followClass(Card c) const {
    const int suit = static_cast<int>(c.suit());
    return suit + (kTrumpClass - suit) * static_cast<int>(trumps.contains(c));  // no branch: see playable()
  }
  // The faces of a follow class, without a branch on which it is (for the
  // trump class `cls & 3` reads some suit, whose faces the mask drops).
  CardSet classFaces(int cls) const {
    const std::uint64_t trump = std::uint64_t{0} - static_cast<std::uint64_t>(cls == kTrumpClass);
    return CardSet((trumps.bits() & trump) | (plain[static_cast<std::size_t>(cls & 3)].bits() & ~trump));
  }
  // The faces that follow the card led in the trick in progress (empty: leading).
  CardSet followMask() const { return ledFollow; }
  // Cards a seat may play now, ignoring whose turn it is.
  CardSet playable(int seat) const {
    const CardSet own = hands[static_cast<std::size_t>(seat)].once();
    // Without a branch on whether the seat can follow: it is a coin toss in a
    // random deal, and so mispredicted.
    const std::uint64_t follow = (own & followMask()).bits();
    const std::uint64_t none = std::uint64_t{0} - static_cast<std::uint64_t>(follow == 0);
    return CardSet(follow | (own.bits() & none));
  }
  void record(int seat, Action a, int note = 0) {
    history[static_cast<std::size_t>(historyCount++)] =
        HistoryEntry{static_cast<std::int16_t>(a), static_cast<std::int8_t>(seat), static_cast<std::int8_t>(note)};
  }
};

}  // namespace kr::dk
