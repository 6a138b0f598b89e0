#include "coiffeur_tricks_view.hpp"

namespace kr::app::coiffeur_view {

QString cardCode(Card c) { return QString::fromStdString(toString(c, DeckStyle::Swiss)); }

}  // namespace kr::app::coiffeur_view
