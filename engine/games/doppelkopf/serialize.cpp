#include "serialize.hpp"

namespace kr::dk {

std::string serializeDeal(const Deal& d) {
  TextOut out;
  const Rules& r = d.rules;
  out.word("rules").num(r.players).num(r.deals);
  for (bool flag : {r.secondDulle, r.schweinchen, r.hyperschweinchen, r.pigsBeforePlay, r.genscher, r.withoutNines,
                    r.compulsorySolo, r.poverty, r.fleshlessSolo, r.queenJackSolo, r.kingSolo,
                    r.alternativeDeadlines, r.announceOnOwnTurn, r.reKontraDoubles, r.soloDoubled, r.bock, r.throwIn, r.soloAutoRe, r.zwingen,
                    r.povertyBelowMarriage, r.kingsDecide, r.misere, r.misereOuvert})
    out.num(flag);
  out.num(static_cast<int>(r.suitSolos)).num(static_cast<int>(r.topTrump)).num(static_cast<int>(r.soloPrecedence));
  out.word("scoring");
  for (bool flag : {r.positiveOnly, r.doubleExtras, r.dulleCaptured, r.doppelkopfPair, r.foxFirstTrick,
                    r.karlchenAnywhere, r.noKarlchenPenalty, r.heartTrick, r.bock120, r.bockLostSolo, r.bockReKontra,
                    r.bockLostAnnouncement, r.bockHeartTrick})
    out.num(flag);
  out.num(r.foxLastTrick).num(static_cast<int>(r.marriageFinds));
  out.word("marriage-announcements").num(static_cast<int>(r.marriageAnnouncements)).word("leaver").num(r.leaverScoring);
  out.word("dealer").num(d.dealer).word("owed").num(d.owedSolos).word("forced").num(d.forcedSolo);
  out.word("phase").num(static_cast<int>(d.phase)).word("to").num(d.toMove).word("void").num(d.isVoid).num(d.thrownIn);
  out.word("hands");
  for (const auto& h : d.hands) out.multiset(h);
  out.word("dealt");
  for (const auto& h : d.dealt) out.multiset(h);
  out.word("bids").num(d.bids).num(d.reserved).num(static_cast<int>(d.round)).num(d.asked);
  out.word("claim").num(d.pendingSolo).num(d.pendingKind).num(d.duelLevel).num(d.challenger).num(d.challengeKind);
  out.word("contract").num(static_cast<int>(d.contract)).num(d.contractChosen).num(d.declarer);
  out.num(d.silentSolo).num(d.compulsory).num(d.dealerStays).word("re").num(d.re).word("knows").num(d.knows).word("public");
  for (int p : d.publicParty) out.num(p);
  out.word("poverty").num(d.poor).num(d.acceptor).num(d.offers).num(d.trumpsReturned).multiset(d.transit);
  out.word("given");
  for (int i = 0; i < d.givenCount; ++i) out.num(d.given[static_cast<std::size_t>(i)]);
  out.word("returned");
  for (int i = 0; i < d.returnedCount; ++i) out.num(d.returned[static_cast<std::size_t>(i)]);
  out.word("marriage").num(d.partner).num(d.decidedTrick).num(d.marriageSolo);
  out.word("doubled");
  for (int cards : d.doubled) out.num(cards);
  // The strengths follow from the game type and the pigs.
  out.word("pigs").num(d.pigSeat).num(d.hyperSeat).num(d.genscherSeat);
  out.word("trick").num(d.trick).num(d.cardsPlayed);
  for (int i = 0; i <= d.trick && i < kMaxTricks; ++i) {
    const Trick& t = d.tricks[static_cast<std::size_t>(i)];
    unsigned long long cards = 0;
    for (int k = 0; k < t.count; ++k) cards = cards << 8 | t.cards[static_cast<std::size_t>(k)];
    out.num(t.leader * 10 + t.winner + 1).hex(cards);
  }
  out.word("seats");
  for (int s = 0; s < kSeats; ++s)
    out.num(d.played[static_cast<std::size_t>(s)]).num(d.points[static_cast<std::size_t>(s)]).num(
        d.tricksWon[static_cast<std::size_t>(s)]);
  out.word("levels").num(d.level[0]).num(d.level[1]).word("announced");
  for (int i = 0; i < d.announcementCount; ++i) {
    const auto& a = d.announcements[static_cast<std::size_t>(i)];
    out.num(a.seat).num(a.party).num(a.level).num(a.ownCards).num(a.trick).num(a.automatic);
  }
  out.word("history");
  for (int i = 0; i < d.historyCount; ++i) {
    const auto& h = d.history[static_cast<std::size_t>(i)];
    out.packed(historyCode(h));
  }
  return out.take();
}

}  // namespace kr::dk
