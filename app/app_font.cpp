#include "app_font.hpp"

#include <QFont>
#include <QGuiApplication>

namespace kr::app {

void applyApplicationFont() {
  QFont font = QGuiApplication::font();
  font.setFamilies({QStringLiteral("Noto Sans CJK JP"), QStringLiteral("Noto Sans CJK"),
                    QStringLiteral("Noto Sans"), QStringLiteral("DejaVu Sans")});
  font.setPixelSize(16);
  QGuiApplication::setFont(font);
}

}  // namespace kr::app
