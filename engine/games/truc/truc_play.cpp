#include "truc_play.hpp"

namespace kr::truc {

int powerOf(Rank r) {
  switch (r) {
    case Rank::Nine: return 0;
    case Rank::Ten: return 1;
    case Rank::Jack: return 2;
    case Rank::Queen: return 3;
    case Rank::King: return 4;
    case Rank::Ace: return 5;
    case Rank::Eight: return 6;
    case Rank::Seven: return 7;
    case Rank::Six: return -1;
  }
  return -1;
}

Rank rankOfPower(int power) {
  static constexpr std::array<Rank, kPowers> ranks = {Rank::Nine, Rank::Ten,  Rank::Jack,  Rank::Queen,
                                                      Rank::King, Rank::Ace, Rank::Eight, Rank::Seven};
  return ranks[static_cast<std::size_t>(power)];
}

TrucPlay TrucPlay::start(int dealer, int score0, int score1) {
  TrucPlay p;
  p.dealer = dealer;
  p.score = {score0, score1};
  p.mover = p.leader = p.elder();
  return p;
}

int TrucPlay::toMove() const {
  switch (phase) {
    case Phase::NewHands: return asked ? dealer : elder();
    case Phase::Play: return mover;
    case Phase::Answer: return 1 - mover;
    case Phase::Over: return -1;
  }
  return -1;
}

int TrucPlay::spoilt() const {
  int n = 0;
  for (int t = 0; t < tricksDone; ++t) n += tricks[t].winner < 0 ? 1 : 0;
  return n;
}

int TrucPlay::owned(int seat) const {
  int n = seat == firstWinner ? spoilt() : 0;
  for (int t = 0; t < tricksDone; ++t) n += tricks[t].winner == seat ? 1 : 0;
  return n;
}

int TrucPlay::points() const {
  switch (end) {
    case End::WonTricks:
    case End::RefusedOffer:
    case End::RefusedRemainder: return stake;
    case End::WonRemainder: return kTarget - score[winner];
    case End::AllSpoilt:
    case End::None: return 0;
  }
  return 0;
}

void TrucPlay::ask() { asked = true; }

void TrucPlay::decline() {
  phase = Phase::Play;
  mover = leader = elder();  // ruling TR-1: the non-dealer leads
}

void TrucPlay::agree() {
  asked = false;
  ++redeals;
}

void TrucPlay::swapRoles() {
  dealer = 1 - dealer;
  mover = leader = elder();
}

void TrucPlay::offer() {
  pendingRemainder = offerIsRemainder(mover);
  phase = Phase::Answer;
}

void TrucPlay::accept() {
  if (pendingRemainder) remainder = true;
  else stake *= 2;
  pendingRemainder = false;
  lastRaiser = mover;
  offeredThisTurn = true;
  phase = Phase::Play;
}

void TrucPlay::refuse() {
  if (phase == Phase::NewHands) {
    asked = false;
    askRefused = true;
    decline();
    return;
  }
  // Ruling TR-4: the offering seat scores the current stake.
  end = pendingRemainder ? End::RefusedRemainder : End::RefusedOffer;
  winner = mover;
  phase = Phase::Over;
}

void TrucPlay::play(int power) {
  offeredThisTurn = false;
  if (ledPower < 0) {
    ledPower = power;
    mover = 1 - leader;
    return;
  }
  Trick& t = tricks[tricksDone++];
  t.leader = leader;
  t.leadPower = ledPower;
  t.replyPower = power;
  t.winner = ledPower > power ? leader : power > ledPower ? 1 - leader : -1;
  ledPower = -1;
  // Ruling TR-3: after a spoilt trick the same seat leads again.
  if (t.winner >= 0) {
    if (firstWinner < 0) firstWinner = t.winner;
    leader = t.winner;
  }
  mover = leader;
  for (int s = 0; s < kSeats; ++s)
    if (owned(s) >= 2) {
      end = remainder ? End::WonRemainder : End::WonTricks;
      winner = s;
      phase = Phase::Over;
      return;
    }
  // Three tricks and nobody owns two: all three were spoilt (ruling TR-3).
  if (tricksDone == kMaxTricks) {
    end = End::AllSpoilt;
    phase = Phase::Over;
  }
}

}  // namespace kr::truc
