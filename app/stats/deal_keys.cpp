#include "deal_keys.hpp"

#include <QCryptographicHash>

namespace kr::app::stats {

namespace {

QByteArray dealDigest(const RecordedDeal& deal) {
  QCryptographicHash hash(QCryptographicHash::Sha1);
  for (const auto& hand : deal.hands) {
    hash.addData(QByteArrayView("h"));
    for (Card c : hand) hash.addData(QByteArray::number(c.index()) + ',');
  }
  hash.addData(QByteArrayView("r"));
  for (Card c : deal.rest) hash.addData(QByteArray::number(c.index()) + ',');
  for (const RecordedAction& a : deal.actions)
    hash.addData(QByteArray::number(a.seat) + ':' + QByteArray::fromStdString(a.action) + ';');
  return hash.result().toHex().left(16);
}

QString key(const char* kind, const Session& session, const RecordedDeal& deal, int number) {
  return QStringLiteral("%1:%2:%3:%4")
      .arg(QLatin1String(kind))
      .arg(session.record().seed)
      .arg(number)
      .arg(QString::fromLatin1(dealDigest(deal)));
}

}  // namespace

QString dealKey(const Session& session) {
  const auto& deals = session.record().deals;
  return deals.empty() ? QString() : key("deal", session, deals.back(), session.match().dealsStarted());
}

QString matchKey(const Session& session) {
  const auto& deals = session.record().deals;
  return deals.empty() ? QString() : key("match", session, deals.front(), 1);
}

}  // namespace kr::app::stats
