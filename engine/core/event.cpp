#include "event.hpp"

#include <utility>

namespace kr {

void pushEvent(EventList& events, EventKind kind, int seat, int target, int value, std::string_view id,
               std::vector<Card> cards) {
  events.push_back({kind, seat, target, value, std::string(id), std::move(cards)});
}

void pushEvent(EventList& events, EventKind kind, int seat, int target, int value, std::string_view id, Card card) {
  pushEvent(events, kind, seat, target, value, id, std::vector<Card>{card});
}

}  // namespace kr
