#include "accessibility_audit.hpp"

#include <QAccessible>
#include <QCoreApplication>
#include <QFile>
#include <QQmlContext>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSaveFile>
#include <QTextStream>

#include <cstdio>

namespace kr::app {

namespace {

// "GameCard_QMLTYPE_12" -> "GameCard"; C++ types keep their class name.
QString typeName(const QObject* object) {
  QString name = QString::fromLatin1(object->metaObject()->className());
  for (const QLatin1String marker : {QLatin1String("_QMLTYPE_"), QLatin1String("_QML_")}) {
    const qsizetype cut = name.indexOf(marker);
    if (cut > 0) name.truncate(cut);
  }
  return name;
}

QString describe(const QQuickItem* item) {
  QString text = typeName(item);
  if (!item->objectName().isEmpty()) text += QLatin1Char('#') + item->objectName();
  return text;
}

// The ancestors that help to find an item: QML types and named items.
QString ancestry(const QQuickItem* item) {
  QStringList chain;
  for (const QQuickItem* up = item->parentItem(); up; up = up->parentItem()) {
    const bool qmlType = QByteArray(up->metaObject()->className()).contains("_QML");
    if (qmlType || !up->objectName().isEmpty()) chain.prepend(describe(up));
  }
  return chain.join(QStringLiteral(" > "));
}

QString where(const QQuickItem* item) {
  const QQmlContext* context = qmlContext(item);
  return context ? context->baseUrl().toString() : QStringLiteral("(made in C++)");
}

bool takesTabFocus(const QQuickItem* item) {
  if (item->activeFocusOnTab()) return true;
  const QVariant policy = item->property("focusPolicy");  // Qt Quick Controls
  return policy.isValid() && (policy.toInt() & Qt::TabFocus) != 0;
}

// Roles that a screen reader announces by name.
bool roleNeedsName(QAccessible::Role role) {
  switch (role) {
    case QAccessible::Button:
    case QAccessible::CheckBox:
    case QAccessible::RadioButton:
    case QAccessible::ComboBox:
    case QAccessible::Slider:
    case QAccessible::SpinBox:
    case QAccessible::Dialog:
    case QAccessible::AlertMessage:
    case QAccessible::Link:
    case QAccessible::PageTab:
    case QAccessible::MenuItem:
    case QAccessible::ButtonMenu:
    case QAccessible::ButtonDropDown:
    case QAccessible::Graphic:
    case QAccessible::List:
      return true;
    default:
      return false;
  }
}

// The name a screen reader gets. With a screen reader on, Qt Quick Controls
// name a button by its text, a page or dialog by its title and a combo box
// by its shown text, unless Accessible.name says otherwise; the offscreen
// platform cannot switch accessibility on without private API, so those
// implicit names are read here as the controls would set them.
QString accessibleName(QQuickItem* item) {
  if (QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(item)) {
    const QString name = iface->text(QAccessible::Name);
    if (!name.isEmpty()) return name;
  }
  if (item->inherits("QQuickAbstractButton")) return item->property("text").toString();
  if (item->inherits("QQuickComboBox")) return item->property("displayText").toString();
  if (item->inherits("QQuickPage")) return item->property("title").toString();
  return {};
}

QAccessible::Role roleOf(QQuickItem* item) {
  QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(item);
  return iface ? iface->role() : QAccessible::NoRole;
}

void walk(QQuickItem* item, AccessibilityFindings& findings) {
  if (!item->isVisible()) return;  // nor anything below it
  const bool focusable = item->isEnabled() && takesTabFocus(item);
  const QAccessible::Role role = roleOf(item);
  if (focusable || roleNeedsName(role)) {
    const QString name = accessibleName(item).simplified();
    const QString line = QStringLiteral("%1 [role %2] in %3 (%4)")
                             .arg(describe(item))
                             .arg(int(role))
                             .arg(ancestry(item), where(item));
    if (name.isEmpty())
      findings.problems.append((focusable ? QStringLiteral("focusable, no name: ")
                                          : QStringLiteral("role without name: ")) +
                               line);
    else if (focusable)
      findings.named.append(QStringLiteral("\"%1\": %2").arg(name, line));
  }
  for (QQuickItem* child : item->childItems()) walk(child, findings);
}

// Repeated delegates give the same line many times: once, with a count.
QStringList counted(const QStringList& lines) {
  QStringList out;
  QHash<QString, int> seen;
  for (const QString& line : lines)
    if (seen[line]++ == 0) out.append(line);
  for (QString& line : out)
    if (seen[line] > 1) line += QStringLiteral(" ×%1").arg(seen[line]);
  return out;
}

}  // namespace

AccessibilityFindings auditAccessibility(QQuickItem* root) {
  // Lets the controls create their accessibility objects (roles); see
  // accessibleName() for the names.
  QAccessible::setActive(true);
  AccessibilityFindings findings;
  walk(root, findings);
  findings.problems = counted(findings.problems);
  findings.named = counted(findings.named);
  return findings;
}

AccessibilityReporter::AccessibilityReporter(QQuickWindow* window, QString path, QObject* parent)
    : QObject(parent), window_(window), path_(std::move(path)), settled_(window) {
  connect(&settled_, &WindowSettled::settled, this, &AccessibilityReporter::report);
}

void AccessibilityReporter::report() {
  if (!window_) return;
  const AccessibilityFindings findings = auditAccessibility(window_->contentItem());
  QSaveFile file(path_);
  if (file.open(QIODevice::WriteOnly | QIODevice::Text)) {
    QTextStream out(&file);
    out << "Without a name: " << findings.problems.size() << "\n";
    for (const QString& line : findings.problems) out << "  " << line << "\n";
    out << "Reachable with Tab, named: " << findings.named.size() << "\n";
    for (const QString& line : findings.named) out << "  " << line << "\n";
  }
  if (!file.isOpen() || !file.commit()) {
    std::fprintf(stderr, "kartenrunde: cannot write the accessibility report to '%s': %s\n",
                 qUtf8Printable(path_), qUtf8Printable(file.errorString()));
    QCoreApplication::exit(1);
    return;
  }
  QCoreApplication::exit(findings.problems.isEmpty() ? 0 : 1);
}

}  // namespace kr::app
