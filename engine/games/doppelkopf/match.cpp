#include "match.hpp"

#include "cards.hpp"
#include "setup.hpp"

namespace kr::dk {

DoppelkopfMatch::DoppelkopfMatch(const Game& game, const Options& options, std::uint64_t seed)
    : Match(game, options, seed, Rules::from(options).players), rules_(Rules::from(options)) {
  if (rules_.compulsorySolo) owed_ = (1 << playerCount()) - 1;
}

// The Bock triggers a finished deal meets, each as the options choose (DK-21).
int DoppelkopfMatch::bockTriggers(const DealResult& r) const {
  const bool reWon = r.outcome == "re-won", kontraWon = r.outcome == "kontra-won";
  const bool tie = rules_.bock120 && r.figure("re-card-points") == 120;
  const bool lostSolo = rules_.bockLostSolo && r.figure("solo") == 1 && kontraWon;
  const bool bothSaid = rules_.bockReKontra && r.figure("re-level") > 0 && r.figure("kontra-level") > 0;
  const bool lostAnnouncement = rules_.bockLostAnnouncement &&
                                ((reWon && r.figure("kontra-level") > 0) || (kontraWon && r.figure("re-level") > 0));
  const bool heartTrick = rules_.bockHeartTrick && r.figure("plain-heart-tricks") > 0;
  return int(tie) + int(lostSolo) + int(bothSaid) + int(lostAnnouncement) + int(heartTrick);
}

// The session ends after its deals; players who still owe their compulsory
// solo then play it, one deal each, in turn from the dealer's left.
bool DoppelkopfMatch::finished() const { return counted_ >= rules_.deals && owed_ == 0; }

int DoppelkopfMatch::firstOwing() const {
  for (int i = 1; i <= playerCount(); ++i) {
    const int p = (dealer() + i) % playerCount();
    if (owed_ & (1 << p)) return p;
  }
  return -1;
}

DealSetup DoppelkopfMatch::prepareDeal(std::vector<int>& seatPlayers) const {
  DealSetup setup;
  // With five the dealer sits out (DK-10, DB-2, DB-6).
  setup.dealer = seatAroundDealer(kSeats, seatPlayers);
  if (rules_.compulsorySolo) {
    int owedSeats = 0;
    for (int s = 0; s < kSeats; ++s)
      if (owed_ & (1 << seatPlayers[static_cast<std::size_t>(s)])) owedSeats |= 1 << s;
    setup.context[std::string(kOwedSolosKey)] = owedSeats;
    if (closing()) setup.context[std::string(kForcedSoloKey)] = (setup.dealer + 1) % kSeats;
  }
  return setup;
}

void DoppelkopfMatch::bookDeal(const GameState& deal, ScoreRow& row) {
  (void)deal;
  const DealResult& r = row.result;
  const auto& players = row.players;
  if (r.outcome == "void") {
    // DK-4: nobody took the poverty; the next dealer deals, nothing counts.
    setDealer(next(dealer()));
    return;
  }
  const bool bockDeal = rules_.bock && bockLeft_ > 0;
  row.multiplier = bockDeal ? 2 : 1;
  for (std::size_t s = 0; s < kSeats; ++s)
    row.deltas[static_cast<std::size_t>(players[s])] = r.seatScores[s] * row.multiplier;
  if (bockDeal) --bockLeft_;
  // DK-11, DK-21: each trigger queues as many Bock deals as there are players.
  if (rules_.bock) bockLeft_ += playerCount() * bockTriggers(r);
  if (r.figure("compulsory-solo") == 1) {
    // DK-5: a compulsory solo does not count as a deal; the dealer deals again.
    owed_ &= ~(1 << players[static_cast<std::size_t>(r.figure("declarer"))]);
  } else {
    ++counted_;
    // DK-16: after a solo named by type the same dealer deals again.
    if (r.figure("dealer-stays") != 1) setDealer(next(dealer()));
  }
  // Closing compulsory solos: the owing player sits at the dealer's left.
  if (closing()) setDealer((firstOwing() + playerCount() - 1) % playerCount());
}

}  // namespace kr::dk
