#include "dk_tricks_view.hpp"

namespace kr::app::dk_view {

QString cardCode(Card c) { return QString::fromStdString(dk::cardText(c)); }

}  // namespace kr::app::dk_view
