#pragma once
// What happened when an action was applied, for the table to animate and
// announce. Ids and values only; the UI words them.
#include <string>
#include <string_view>
#include <vector>

#include "card.hpp"

namespace kr {

enum class EventKind {
  DealStarted,     // value: dealer seat
  CardsDealt,      // seat: receiver; cards: only in the receiver's own view
  Bid,             // seat; id: the bid ("healthy", "reservation", "pass", ...)
  ContractChosen,  // seat: declarer (-1 none); id: contract ("queen-solo", "obenabe", ...)
  CardsPassed,     // seat -> target; value: count; cards: only for the two involved
  CardPlayed,      // seat; cards: the card
  TrickTaken,      // seat: winner; value: card points; cards: the trick
  Announcement,    // seat; id: "re", "kontra", "no-90", "schweinchen", ...
  OfferMade,       // seat; id: "double", "remainder", "new-hands"; value: the stake offered
  OfferAnswered,   // seat; id: "accept" / "refuse"
  PartyRevealed,   // seat; id: party id
  Redeal,          // id: reason
  DealEnded,       // id: outcome
  Note,            // id: anything else a game wants the table to show
};

struct Event {
  EventKind kind = EventKind::Note;
  int seat = -1;
  int target = -1;
  int value = 0;
  std::string id;
  std::vector<Card> cards;
};

// Events carry everything that happened, hidden cards included: the table
// shows the human seat's share, and computer players never see events, only
// observations (ruling ALL-2).
using EventList = std::vector<Event>;

// Appends an event. Out of line on purpose: the engines record events only
// for the table and the record, and an event built inline in a hot path
// made every rollout pay for its stack space and saved registers.
void pushEvent(EventList& events, EventKind kind, int seat, int target, int value, std::string_view id = {},
               std::vector<Card> cards = {});
void pushEvent(EventList& events, EventKind kind, int seat, int target, int value, std::string_view id, Card card);

}  // namespace kr
