// Trumps, card strength and trick winners: rulings DK-1, DK-12 and the
// card options of DK-11 (second Dulle, Schweinchen, Hyperschweinchen,
// without nines, queen-jack and king solos).
#include <catch2/catch.hpp>

#include "games/doppelkopf/cards.hpp"
#include "games/doppelkopf/invariants.hpp"
#include "games/doppelkopf/state.hpp"
#include "support.hpp"

using namespace dktest;
using kr::dk::Contract;

namespace {

// The trumps of a game type, high to low, as card text.
std::vector<std::string> trumpOrder(Contract c, kr::dk::TopTrump top = kr::dk::TopTrump::Dulle) {
  const auto& t = kr::dk::trumpTable(c, top);
  std::vector<kr::Card> trumps = t.trumps.cards();
  std::sort(trumps.begin(), trumps.end(), [&](kr::Card a, kr::Card b) { return t.strength[a.face] > t.strength[b.face]; });
  std::vector<std::string> out;
  for (kr::Card x : trumps) out.push_back(kr::toString(x, kr::DeckStyle::French));
  return out;
}

// A plain suit's cards high to low (those that are not trump).
std::string plainOrder(Contract c, kr::Suit suit, kr::dk::TopTrump top = kr::dk::TopTrump::Dulle) {
  const auto& t = kr::dk::trumpTable(c, top);
  std::vector<kr::Card> cs = t.plain[static_cast<std::size_t>(suit)].cards();
  std::sort(cs.begin(), cs.end(), [&](kr::Card a, kr::Card b) { return t.strength[a.face] > t.strength[b.face]; });
  std::string out;
  for (kr::Card x : cs)
    if (x.rank() >= kr::Rank::Nine) out += kr::toString(x, kr::DeckStyle::French).substr(1);
  return out;
}

using Strings = std::vector<std::string>;

// Plays one trick of the given cards (seat 0 leads) after the bids; the
// seat to move afterwards is the winner.
int firstTrickWinner(const kr::Options& o, std::string_view bids, const std::array<std::string, 4>& trick,
                     std::string_view extra = "") {
  Hands partial = {trick[0], trick[1], trick[2], trick[3]};
  auto state = deal(o, complete(partial, o.flag("without-nines")));
  act(*state, bids);
  act(*state, extra);
  for (int s = 0; s < 4; ++s) {
    if (state->cardsPlayed() > s) continue;  // a pig action played the card
    act(*state, std::to_string(s) + ":" + trick[static_cast<std::size_t>(s)]);
  }
  return state->toMove();
}

constexpr std::string_view kHealthy = "healthy healthy healthy healthy";

}  // namespace

TEST_CASE("DK-1 normal trumps: Dulle, queens, jacks, diamonds; plain A T K 9, hearts A K 9", "[doppelkopf][DK-1]") {
  CHECK(trumpOrder(Contract::Normal) ==
        Strings{"HT", "CQ", "SQ", "HQ", "DQ", "CJ", "SJ", "HJ", "DJ", "DA", "DT", "DK", "D9"});
  CHECK(plainOrder(Contract::Normal, kr::kClubs) == "ATK9");
  CHECK(plainOrder(Contract::Normal, kr::kSpades) == "ATK9");
  CHECK(plainOrder(Contract::Normal, kr::kHearts) == "AK9");
  CHECK(plainOrder(Contract::Normal, kr::kDiamonds) == "");
  // Marriage and poverty play with the normal trumps.
  CHECK(trumpOrder(Contract::Marriage) == trumpOrder(Contract::Normal));
  CHECK(trumpOrder(Contract::Poverty) == trumpOrder(Contract::Normal));
}

TEST_CASE("DK-1 of two identical cards the first played wins", "[doppelkopf][DK-1]") {
  CHECK(firstTrickWinner(options(), kHealthy, {"HT", "CQ", "HT", "DA"}) == 0);
  CHECK(firstTrickWinner(options(), kHealthy, {"DJ", "CQ", "D9", "CQ"}) == 1);
  CHECK(firstTrickWinner(options(), kHealthy, {"SA", "SA", "S9", "SK"}) == 0);
  // A trump beats any plain card; hearts follow A K 9 (the ten is trump).
  CHECK(firstTrickWinner(options(), kHealthy, {"H9", "HK", "HA", "HK"}) == 2);
  CHECK(firstTrickWinner(options(), kHealthy, {"CA", "CT", "CK", "C9"}) == 0);
}

TEST_CASE("DK-1 DK-11 option second Dulle: the second ten of hearts beats the first", "[doppelkopf][DK-1][DK-11]") {
  const auto o = options({{"second-dulle", "true"}});
  CHECK(firstTrickWinner(o, kHealthy, {"HT", "CQ", "HT", "DA"}) == 2);
  // Only the Dulle: other identical cards keep the first-played rule.
  CHECK(firstTrickWinner(o, kHealthy, {"DJ", "CQ", "D9", "CQ"}) == 1);
  // In a queen solo the ten of hearts is a plain card, the first wins.
  CHECK(firstTrickWinner(o, "reservation healthy healthy healthy solo:queen", {"HT", "H9", "HT", "HA"}) == 3);
  CHECK(firstTrickWinner(o, "reservation healthy healthy healthy solo:queen", {"HT", "H9", "HT", "HK"}) == 0);
}

TEST_CASE("DK-17 top trump none: the ten of hearts is a plain heart", "[doppelkopf][DK-17]") {
  using kr::dk::TopTrump;
  CHECK(trumpOrder(Contract::Normal, TopTrump::None) ==
        Strings{"CQ", "SQ", "HQ", "DQ", "CJ", "SJ", "HJ", "DJ", "DA", "DT", "DK", "D9"});
  CHECK(plainOrder(Contract::Normal, kr::kHearts, TopTrump::None) == "ATK9");
  CHECK(trumpOrder(Contract::HeartSolo, TopTrump::None) ==
        Strings{"CQ", "SQ", "HQ", "DQ", "CJ", "SJ", "HJ", "DJ", "HA", "HT", "HK", "H9"});
  // The picture solos do not change.
  CHECK(trumpOrder(Contract::QueenSolo, TopTrump::None) == trumpOrder(Contract::QueenSolo));
  const auto o = options({{"top-trump", "none"}});
  // Hearts led: the ten follows as a plain card under the ace.
  CHECK(firstTrickWinner(o, kHealthy, {"HT", "HA", "H9", "HK"}) == 1);
  // A queen beats the ten of hearts, which a player without trumps discards.
  auto state = deal(o, complete({"DQ", "HT CA CA CT CT CK CK SA SA ST ST SK", "DJ", "DA"}));
  act(*state, std::string(kHealthy) + " 0:DQ 1:HT 2:DJ 3:DA");
  CHECK(state->toMove() == 0);
}

TEST_CASE("DK-17 top trump heart king: both kings of hearts above the club queen", "[doppelkopf][DK-17]") {
  using kr::dk::TopTrump;
  CHECK(trumpOrder(Contract::Normal, TopTrump::HeartKing) ==
        Strings{"HK", "CQ", "SQ", "HQ", "DQ", "CJ", "SJ", "HJ", "DJ", "DA", "DT", "DK", "D9"});
  CHECK(plainOrder(Contract::Normal, kr::kHearts, TopTrump::HeartKing) == "AT9");
  CHECK(trumpOrder(Contract::ClubSolo, TopTrump::HeartKing) ==
        Strings{"HK", "CQ", "SQ", "HQ", "DQ", "CJ", "SJ", "HJ", "DJ", "CA", "CT", "CK", "C9"});
  CHECK(trumpOrder(Contract::HeartSolo, TopTrump::HeartKing) ==
        Strings{"HK", "CQ", "SQ", "HQ", "DQ", "CJ", "SJ", "HJ", "DJ", "HA", "HT", "H9"});
  CHECK(trumpOrder(Contract::KingSolo, TopTrump::HeartKing) == trumpOrder(Contract::KingSolo));
  const auto o = options({{"top-trump", "heart-king"}});
  // A trick won by the king of hearts over the club queen.
  auto state = deal(o, complete({"CQ", "HK", "DA", "HT CA CA CT CT CK CK SA SA ST ST SK"}));
  act(*state, std::string(kHealthy) + " 0:CQ 1:HK 2:DA 3:HT");
  CHECK(state->toMove() == 1);
  // Of the two kings the first wins.
  CHECK(firstTrickWinner(o, kHealthy, {"HK", "D9", "HK", "CQ"}) == 0);
  // Hearts led: the ten is the second-best plain heart.
  CHECK(firstTrickWinner(o, kHealthy, {"H9", "HT", "HA", "HT"}) == 2);
  // Poverty counts the heart kings as trumps and the tens of hearts as plain.
  const Hands tens = {"HT HT DJ D9 CA CA CT CT SA SA ST ST", "", "", ""};
  auto dulle = deal(options(), complete(tens));
  act(*dulle, "reservation healthy healthy healthy");
  CHECK(why(*dulle, 0, "poverty") == "too-many-trumps");
  auto kings = deal(o, complete(tens));
  act(*kings, "reservation healthy healthy healthy");
  CHECK(kings->isLegal(0, *kings->actionFromString("poverty")));
}

TEST_CASE("DK-17 a top trump other than the Dulle excludes the Dulle options", "[doppelkopf][DK-17]") {
  kr::Options o = options({{"top-trump", "heart-king"}});
  CHECK_FALSE(o.conflict());
  REQUIRE_FALSE(o.set("second-dulle", 1));
  REQUIRE(o.conflict());
  CHECK(o.conflict()->where == "second-dulle");
  CHECK(o.conflict()->detail == "top-trump");
  // The Joker keeps the Dulle below it: both Dulle options stay.
  CHECK_FALSE(options({{"top-trump", "joker"}, {"second-dulle", "true"}, {"dulle-captured", "true"}}).conflict());
  kr::Options d = options({{"top-trump", "none"}});
  REQUIRE_FALSE(d.set("dulle-captured", 1));
  CHECK(d.conflict());
}

TEST_CASE("DK-12 solo trumps: queen, jack, suits, diamonds, fleshless", "[doppelkopf][DK-12]") {
  CHECK(trumpOrder(Contract::QueenSolo) == Strings{"CQ", "SQ", "HQ", "DQ"});
  CHECK(plainOrder(Contract::QueenSolo, kr::kHearts) == "ATKJ9");
  CHECK(trumpOrder(Contract::JackSolo) == Strings{"CJ", "SJ", "HJ", "DJ"});
  CHECK(plainOrder(Contract::JackSolo, kr::kDiamonds) == "ATKQ9");
  CHECK(trumpOrder(Contract::ClubSolo) ==
        Strings{"HT", "CQ", "SQ", "HQ", "DQ", "CJ", "SJ", "HJ", "DJ", "CA", "CT", "CK", "C9"});
  CHECK(plainOrder(Contract::ClubSolo, kr::kDiamonds) == "ATK9");
  CHECK(trumpOrder(Contract::SpadeSolo) ==
        Strings{"HT", "CQ", "SQ", "HQ", "DQ", "CJ", "SJ", "HJ", "DJ", "SA", "ST", "SK", "S9"});
  CHECK(trumpOrder(Contract::HeartSolo) ==
        Strings{"HT", "CQ", "SQ", "HQ", "DQ", "CJ", "SJ", "HJ", "DJ", "HA", "HK", "H9"});
  CHECK(plainOrder(Contract::HeartSolo, kr::kHearts) == "");
  CHECK(trumpOrder(Contract::DiamondSolo) == trumpOrder(Contract::Normal));
  CHECK(trumpOrder(Contract::FleshlessSolo).empty());
  CHECK(plainOrder(Contract::FleshlessSolo, kr::kClubs) == "ATKQJ9");
}

TEST_CASE("DK-12 solo tricks: the declared trumps decide", "[doppelkopf][DK-12]") {
  const std::string solo = "reservation healthy healthy healthy ";
  // Queen solo: a queen beats the Dulle, which is a plain heart.
  CHECK(firstTrickWinner(options(), solo + "solo:queen", {"HT", "DQ", "HA", "H9"}) == 1);
  CHECK(firstTrickWinner(options(), solo + "solo:jack", {"CQ", "DJ", "CA", "C9"}) == 1);
  // Club solo: the clubs ace is trump, the diamonds are plain.
  CHECK(firstTrickWinner(options(), solo + "solo:clubs", {"DA", "C9", "DT", "DK"}) == 1);
  CHECK(firstTrickWinner(options(), solo + "solo:hearts", {"HA", "HT", "H9", "HK"}) == 1);
  CHECK(firstTrickWinner(options(), solo + "solo:diamonds", {"DA", "DJ", "HT", "D9"}) == 2);
  // Fleshless: no trumps, A T K Q J 9 in every suit.
  CHECK(firstTrickWinner(options(), solo + "solo:fleshless", {"CQ", "CA", "CJ", "CK"}) == 1);
  CHECK(firstTrickWinner(options(), solo + "solo:fleshless", {"HJ", "HQ", "HT", "H9"}) == 2);
}

TEST_CASE("DK-11 options queen-jack solo and king solo", "[doppelkopf][DK-11][DK-12]") {
  CHECK(trumpOrder(Contract::QueenJackSolo) == Strings{"CQ", "SQ", "HQ", "DQ", "CJ", "SJ", "HJ", "DJ"});
  CHECK(trumpOrder(Contract::KingSolo) == Strings{"CK", "SK", "HK", "DK"});
  CHECK(plainOrder(Contract::KingSolo, kr::kSpades) == "ATQJ9");
  auto plain = deal(options(), complete({"", "", "", ""}));
  act(*plain, "reservation healthy healthy healthy");
  CHECK(why(*plain, 0, "solo:queen-jack") == "option-off");
  CHECK(why(*plain, 0, "solo:king") == "option-off");
  const auto o = options({{"queen-jack-solo", "true"}, {"king-solo", "true"}});
  const std::string solo = "reservation healthy healthy healthy ";
  CHECK(firstTrickWinner(o, solo + "solo:queen-jack", {"CJ", "DQ", "SJ", "DJ"}) == 1);
  CHECK(firstTrickWinner(o, solo + "solo:king", {"SK", "DK", "HK", "CK"}) == 3);
}

TEST_CASE("DK-11 option Schweinchen: both diamond aces declared on the first beat the Dulle",
          "[doppelkopf][DK-11]") {
  const auto o = options({{"schweinchen", "true"}});
  const Hands partial = {"DA DA", "HT", "D9", "DK"};
  // Not declared: the Dulle wins as usual.
  CHECK(firstTrickWinner(o, kHealthy, {"DA", "HT", "D9", "DK"}) == 1);
  // Declared as the first ace is played.
  auto state = deal(o, complete(partial));
  act(*state, kHealthy);
  CHECK(legal(*state, 0, "schweinchen"));
  CHECK(why(*state, 1, "schweinchen") == "no-pair-to-declare");
  act(*state, "0:schweinchen");
  CHECK(state->cardsPlayed() == 1);
  act(*state, "1:HT 2:D9 3:DK");
  CHECK(state->toMove() == 0);
  CHECK_FALSE(legal(*state, 0, "schweinchen"));  // once per deal
  // Without the option, or without both aces, there is no such action.
  auto off = deal(options(), complete(partial));
  act(*off, kHealthy);
  CHECK(why(*off, 0, "schweinchen") == "option-off");
  auto single = deal(o, complete({"DA", "DA", "", ""}));
  act(*single, kHealthy);
  CHECK(why(*single, 0, "schweinchen") == "no-pair-to-declare");
  // Only in games whose trumps hold the ♦A.
  auto solo = deal(o, complete(partial));
  act(*solo, "reservation healthy healthy healthy 0:solo:queen");
  CHECK(why(*solo, 0, "schweinchen") == "no-pigs-in-this-game");
}

TEST_CASE("DK-11 Schweinchen and Hyperschweinchen ordering: nines above the aces above the Dulle",
          "[doppelkopf][DK-11]") {
  const auto o = options({{"schweinchen", "true"}, {"hyperschweinchen", "true"}});
  // Seat 0 holds CQ C9 C9 CT CT CJ CJ CQ CK CK CA CA once filled up.
  auto state = deal(o, complete({"CQ", "HT HQ", "D9 D9 DK", "DA DA DQ"}));
  act(*state, kHealthy);
  act(*state, "0:CQ 1:HT");
  // Hyperschweinchen only after a Schweinchen.
  CHECK(why(*state, 2, "hyperschweinchen") == "needs-schweinchen-first");
  act(*state, "2:DK 3:schweinchen");
  CHECK(state->toMove() == 3);  // the ♦A beat the Dulle
  act(*state, "3:DA 0:CJ 1:HQ");
  CHECK(legal(*state, 2, "hyperschweinchen"));
  act(*state, "2:hyperschweinchen");
  CHECK(state->toMove() == 2);  // the ♦9 beat the ♦A
}

TEST_CASE("DK-11 option pigs before play: declared before the first card, then never", "[doppelkopf][DK-11]") {
  const auto o = options({{"schweinchen", "true"}, {"hyperschweinchen", "true"}, {"pigs-before-play", "true"}});
  auto state = deal(o, complete({"", "HT", "D9 D9", "DA DA"}));
  act(*state, kHealthy);
  // Out of turn, before any card; the declaration plays no card.
  CHECK(legal(*state, 3, "schweinchen"));
  CHECK_FALSE(legal(*state, 2, "hyperschweinchen"));
  act(*state, "3:schweinchen");
  CHECK(state->cardsPlayed() == 0);
  act(*state, "2:hyperschweinchen");
  CHECK(state->cardsPlayed() == 0);
  auto late = deal(o, complete({"", "HT", "D9 D9", "DA DA"}));
  act(*late, kHealthy);
  playOut(*late);  // the lowest legal card each time: nobody declares
  CHECK(late->isTerminal());
  auto after = deal(o, complete({"", "HT", "D9 D9", "DA DA"}));
  act(*after, kHealthy);
  act(*after, "0:CT");
  CHECK(why(*after, 3, "schweinchen") == "announcement-deadline-passed");
}

TEST_CASE("DK-11 Hyperschweinchen without nines is the pair of diamond tens", "[doppelkopf][DK-11]") {
  const auto o = options({{"schweinchen", "true"}, {"hyperschweinchen", "true"}, {"without-nines", "true"}});
  auto state = deal(o, complete({"DA DA", "HT CJ", "DT DT DK", "DQ HQ"}, true));
  act(*state, kHealthy);
  act(*state, "0:schweinchen 1:HT 2:DK 3:DQ");
  CHECK(state->toMove() == 0);
  act(*state, "0:DA 1:CJ");
  CHECK(legal(*state, 2, "hyperschweinchen"));
  act(*state, "2:hyperschweinchen 3:HQ");
  CHECK(state->toMove() == 2);
}

TEST_CASE("DK-11 option without nines: 40 cards, 10 tricks, still 240 card points", "[doppelkopf][DK-11]") {
  const auto o = options({{"without-nines", "true"}});
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    kr::DealSetup setup;
    setup.seed = seed;
    auto made = game().newDeal(o, setup);
    REQUIRE(made);
    auto& state = *made.value();
    for (int s = 0; s < 4; ++s) {
      CHECK(state.hand(s).size() == 10);
      for (kr::Card c : state.hand(s)) CHECK(c.rank() != kr::Rank::Nine);
    }
    act(state, kHealthy);
    playOut(state);
    CHECK(state.cardsPlayed() == 40);
    CHECK(state.result().figure("re-card-points") + state.result().figure("kontra-card-points") == 240);
    CHECK_FALSE(state.checkInvariants());
  }
  // A nine in an explicit deal without nines is refused with a clear error.
  kr::DealSetup bad;
  bad.hands.assign(4, cards("D9 DT DT DK DK DA DA CA CA CT"));
  auto refused = game().newDeal(o, bad);
  REQUIRE_FALSE(refused);
  CHECK(refused.error().code == "bad-deal");
}

TEST_CASE("the facts of the tricks are kept as cards are played: cards played, voids shown, suits led",
          "[doppelkopf][DK-1]") {
  // Seat 0 leads ♣A; seat 2, dealt no plain club, trumps.
  auto state = deal(options(), complete({"CA CA", "C9 C9 CT CT", "DA", "CK CK"}));
  act(*state, kHealthy);
  act(*state, "0:CA 1:C9 2:DA 3:CK");
  const auto& d = static_cast<const kr::dk::DoppelkopfState&>(*state).deal();
  CHECK(d.playedCards.count(kr::Card(kr::kClubs, kr::Rank::Ace)) == 1);
  CHECK(d.playedCards.size() == 4);
  constexpr auto clubs = static_cast<std::size_t>(kr::kClubs);
  CHECK(d.timesLed[clubs] == 1);
  CHECK(d.timesLed[kr::dk::kTrumpClass] == 0);
  CHECK(d.shownVoids[2] == 1 << clubs);
  CHECK(d.shownVoids[0] == 0);
  CHECK(d.shownVoids[1] == 0);
  CHECK_FALSE(state->checkInvariants());

  // A fact that disagrees with the tricks is caught by the invariants.
  kr::dk::Deal broken = d;
  broken.shownVoids[1] = 1 << static_cast<int>(kr::kSpades);
  CHECK(kr::dk::brokenInvariant(broken) == std::optional<std::string>("trick-facts-wrong"));
  broken = d;
  broken.playedCards.add(kr::Card(kr::kHearts, kr::Rank::Ace));
  CHECK(kr::dk::brokenInvariant(broken) == std::optional<std::string>("played-cards-wrong"));
}
