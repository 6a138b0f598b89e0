#include "dk_bidding_view.hpp"

#include "games/doppelkopf/actions.hpp"

namespace kr::app::dk_view {

using namespace kr::dk;

namespace {

bool isBid(Action a) {
  return a == kHealthy || a == kReservation || isSolo(a) || isDuel(a) || a == kPoverty || a == kMarriage ||
         a == kPass || a == kAccept || a == kDecline;
}

QString soloGameId(int kind) { return QString::fromStdString(std::string(contractId(soloContract(kind)))); }

}  // namespace

QVariantList bids(const DoppelkopfObservation& obs) {
  QVariantList out;
  for (const HistoryEntry& h : obs.history)
    if (isBid(h.action))
      out << QVariantMap{{QStringLiteral("seat"), h.seat},
                         {QStringLiteral("id"), QString::fromStdString(actionText(h.action))}};
  return out;
}

QVariantMap claim(const DoppelkopfObservation& obs, const Rules& rules) {
  if (obs.pendingSolo < 0 || obs.contract >= 0) return {};
  const auto precedence = rules.soloPrecedence == Rules::SoloPrecedence::ByType      ? QStringLiteral("by-type")
                          : rules.soloPrecedence == Rules::SoloPrecedence::BiddingUp ? QStringLiteral("bidding-up")
                                                                                     : QStringLiteral("last");
  return {{QStringLiteral("seat"), obs.pendingSolo},
          {QStringLiteral("game"), soloGameId(obs.pendingKind)},
          {QStringLiteral("level"), obs.duelLevel},
          {QStringLiteral("challenger"), obs.challenger},
          {QStringLiteral("challengeGame"), obs.challenger >= 0 ? soloGameId(obs.challengeKind) : QString()},
          // The holder answers a claim (or raise) that said one level more.
          {QStringLiteral("holderToMove"), obs.toMove == obs.pendingSolo},
          {QStringLiteral("precedence"), precedence}};
}

QVariantMap game(const DoppelkopfObservation& obs, bool compulsory) {
  if (obs.contract < 0) return {};
  const auto c = static_cast<Contract>(obs.contract);
  return {{QStringLiteral("id"), QString::fromStdString(std::string(contractId(c)))},
          {QStringLiteral("declarer"), obs.declarer},
          {QStringLiteral("solo"), isDeclaredSolo(c)},
          {QStringLiteral("compulsory"), compulsory}};
}

QVariantMap poverty(const DoppelkopfObservation& obs) {
  if (obs.poor < 0) return {};
  int given = 0, returned = 0;
  QVariantList declined;
  QStringList givenCards, returnedCards;
  for (const HistoryEntry& h : obs.history) {
    if (h.action == kHiddenGive || isGive(h.action)) ++given;
    if (h.action == kHiddenReturn || isReturn(h.action)) ++returned;
    if (isGive(h.action)) givenCards << cardCode(Card(h.action - kGiveBase));
    if (isReturn(h.action)) returnedCards << cardCode(Card(h.action - kReturnBase));
    if (h.action == kDecline) declined << static_cast<int>(h.seat);
  }
  return {{QStringLiteral("poor"), obs.poor},
          {QStringLiteral("acceptor"), obs.acceptor},
          {QStringLiteral("given"), given},
          {QStringLiteral("returned"), returned},
          {QStringLiteral("trumpsReturned"), obs.trumpsReturned},
          {QStringLiteral("declined"), declined},
          {QStringLiteral("givenCards"), givenCards},
          {QStringLiteral("returnedCards"), returnedCards}};
}

QVariantMap marriage(const DoppelkopfObservation& obs, const std::vector<TrickFact>& tricks) {
  if (obs.contract != static_cast<int>(Contract::Marriage)) return {};
  int finished = 0;
  for (const TrickFact& t : tricks) finished += t.winner >= 0 ? 1 : 0;
  // DK-3: the first of tricks 1-3 won by another player finds the partner.
  const bool solo = obs.partner < 0 && finished >= 3;
  const bool open = obs.partner < 0 && !solo;
  return {{QStringLiteral("declarer"), obs.declarer},
          {QStringLiteral("partner"), obs.partner},
          {QStringLiteral("open"), open},
          {QStringLiteral("solo"), solo},
          {QStringLiteral("tricksLeft"), open ? 3 - finished : 0}};
}

QString marriageFinds(const Rules& rules) {
  switch (rules.marriageFinds) {
    case Rules::MarriageFinds::TrumpTrick: return QStringLiteral("trump-trick");
    case Rules::MarriageFinds::PlainTrick: return QStringLiteral("plain-trick");
    case Rules::MarriageFinds::AnyTrick: break;
  }
  return QStringLiteral("any-trick");
}

QVariantList owedSolos(const DoppelkopfObservation& obs) {
  QVariantList out;
  for (int s = 0; s < kSeats; ++s) out << (((obs.owedSolos >> s) & 1) != 0);
  return out;
}

}  // namespace kr::app::dk_view
