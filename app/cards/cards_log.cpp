#include "cards_log.hpp"

Q_LOGGING_CATEGORY(lcCards, "kr.cards")
