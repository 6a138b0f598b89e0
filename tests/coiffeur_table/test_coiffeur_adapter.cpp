// The Coiffeur table adapter: the human's view of a deal, built from what
// the human may see (ruling ALL-2): the hand in the order of the contract
// and of the current trick, who passed, the contract and how this trick's
// cards rank, the tricks with why they were won, and the board.
#include <QJsonDocument>
#include <QString>
#include <QStringList>
#include <QVariantMap>
#include <catch2/catch.hpp>

#include <memory>
#include <string>

#include "coiffeur_board_view.hpp"
#include "coiffeur_table_adapter.hpp"
#include "games/coiffeur/game.hpp"
#include "support/scripted_deal.hpp"

using kr::app::CoiffeurTableAdapter;

namespace {

const kr::Game& game() { return kr::coiffeur::coiffeurGame(); }

// Three players; seat 0 (the human) holds every rose and three acorns.
std::unique_ptr<kr::Match> threePlayerMatch() {
  const std::vector<std::vector<kr::Card>> hands = {
      kr::test::cardsIn("R6 R7 R8 R9 RB RU RO RK RA A6 A7 A8", kr::DeckStyle::Swiss),
      kr::test::cardsIn("A9 AB AU AO AK AA B6 B7 B8 B9 BB BU", kr::DeckStyle::Swiss),
      kr::test::cardsIn("BO BK BA S6 S7 S8 S9 SB SU SO SK SA", kr::DeckStyle::Swiss),
  };
  auto match = game().newMatch(game().defaultOptions(), 11);
  REQUIRE_FALSE(match->startDeal(&hands, nullptr).has_value());
  return match;
}

void act(kr::Match& match, const std::string& action) {
  const int seat = match.current()->toMove();
  const auto error = match.current()->applyText(seat, action);
  INFO(action << (error ? ": " + error->detail : std::string()));
  REQUIRE_FALSE(error.has_value());
}

// The first legal action of the seat to move, until the deal is over.
void playOut(kr::Match& match) {
  kr::ActionList legal;
  while (!match.current()->isTerminal()) {
    const int seat = match.current()->toMove();
    match.current()->legalActions(seat, legal);
    REQUIRE(legal.size() > 0);
    REQUIRE_FALSE(match.current()->apply(seat, legal[0]).has_value());
  }
}

// Names `contract` for whoever bids first (the dealer's right).
void name(kr::Match& match, const std::string& contract) { act(match, contract); }

QVariantMap view(const kr::Match& match, int seat = 0) { return CoiffeurTableAdapter().extras(*match.current(), seat, match); }

QStringList hand(const kr::Match& match, int seat = 0) {
  QStringList out;
  for (kr::Card c : CoiffeurTableAdapter().sortedHand(*match.current(), seat))
    out << QString::fromStdString(kr::toString(c, kr::DeckStyle::Swiss));
  return out;
}

QString json(const QVariant& v) { return QString::fromUtf8(QJsonDocument::fromVariant(v).toJson(QJsonDocument::Compact)); }

}  // namespace

TEST_CASE("the contract choice: contracts with their marks, who passed, and no other hand") {
  auto match = threePlayerMatch();
  const int first = match->current()->toMove();
  QVariantMap v = view(*match);
  CHECK(v["phase"].toString() == "contract");
  CHECK(v["way"].toString() == "three");
  CHECK(v["seats"].toInt() == 3);
  CHECK(v["handSize"].toInt() == 12);
  CHECK(v["dealer"].toInt() == (first + 2) % 3);
  const QVariantList contracts = v["contracts"].toList();
  REQUIRE(contracts.size() == 10);
  CHECK(contracts[0].toMap()["id"].toString() == "acorns");
  CHECK(contracts[6].toMap()["id"].toString() == "slalom");
  CHECK(contracts[0].toMap()["value"].toInt() == 1);
  CHECK(v["contractsLeft"].toList()[0].toStringList().size() == 10);
  CHECK(v["passed"].toList().isEmpty());
  CHECK(v["contract"].toMap().isEmpty());
  // Nothing in the view names a card: the other hands stay hidden.
  const QString seen = json(v);
  for (const QString& code : hand(*match, 1)) CHECK_FALSE(seen.contains('"' + code + '"'));

  act(*match, "pass");
  CHECK(view(*match)["passed"].toList() == QVariantList{first});
}

TEST_CASE("the hand is held in the contract's order: trumps first, Undenufe from the six") {
  auto match = threePlayerMatch();
  CHECK(hand(*match).mid(0, 3) == QStringList{"A8", "A7", "A6"});  // ace-high, acorns first as on the board
  while (match->current()->toMove() != 0) act(*match, "pass");
  SECTION("a suit contract: Under, Nell, then ace down") {
    name(*match, "roses");
    CHECK(hand(*match) == QStringList{"RU", "R9", "RA", "RK", "RO", "RB", "R8", "R7", "R6", "A8", "A7", "A6"});
    const QVariantMap contract = view(*match)["contract"].toMap();
    CHECK(contract["id"].toString() == "roses");
    CHECK(contract["declarer"].toInt() == 0);
    CHECK(contract["playType"].toString() == "trump");
    CHECK(contract["trump"].toString() == "roses");
  }
  SECTION("Undenufe: the six first") {
    name(*match, "undenufe");
    CHECK(hand(*match).mid(0, 3) == QStringList{"A6", "A7", "A8"});
    CHECK(view(*match)["contract"].toMap()["down"].toBool());
  }
}

TEST_CASE("Slalom: the view says which order this trick runs and the hand turns with it") {
  auto match = threePlayerMatch();
  while (match->current()->toMove() != 0) act(*match, "pass");
  name(*match, "slalom");
  CHECK(view(*match)["phase"].toString() == "direction");
  act(*match, "start:undenufe");
  QVariantMap contract = view(*match)["contract"].toMap();
  CHECK(contract["playType"].toString() == "slalom");
  CHECK(contract["startDown"].toBool());
  CHECK(contract["down"].toBool());
  CHECK(hand(*match).mid(0, 3) == QStringList{"A6", "A7", "A8"});
  kr::ActionList legal;
  for (int i = 0; i < 3; ++i) {
    const int seat = match->current()->toMove();
    match->current()->legalActions(seat, legal);
    REQUIRE_FALSE(match->current()->apply(seat, legal[0]).has_value());
  }
  contract = view(*match)["contract"].toMap();
  CHECK_FALSE(contract["down"].toBool());
  CHECK(hand(*match).mid(0, 3) == QStringList{"A8", "A7", "A6"});  // seat 0 led a rose
}

TEST_CASE("finished tricks say who won and why, the deal makes 157 points, the hands are shown at the end") {
  auto match = threePlayerMatch();
  while (match->current()->toMove() != 0) act(*match, "pass");
  name(*match, "roses");
  playOut(*match);
  const QVariantMap v = view(*match);
  const QVariantList tricks = v["tricks"].toList();
  REQUIRE(tricks.size() == 12);
  int points = 0;
  for (const QVariant& t : tricks) {
    const QVariantMap trick = t.toMap();
    points += trick["points"].toInt();
    CHECK(trick["cards"].toList().size() == 3);
    const QString why = trick["why"].toString();
    CHECK((why == "highest-trump" || why == "trumped" || why == "highest-of-suit"));
  }
  CHECK(points == 157);
  // Seat 0 holds every rose: it wins every trick it leads with one.
  CHECK(tricks[0].toMap()["winner"].toInt() == 0);
  const QVariantList revealed = v["revealed"].toList();
  REQUIRE(revealed.size() == 3);
  for (const QVariant& cards : revealed) CHECK(cards.toStringList().size() == 12);
  CHECK(revealed[0].toStringList().first() == "RU");
}

TEST_CASE("the board after a deal: the declarer's points in the contract's row") {
  auto match = threePlayerMatch();
  while (match->current()->toMove() != 0) act(*match, "pass");
  name(*match, "roses");
  playOut(*match);
  const int made = match->current()->result().figure("points");
  REQUIRE_FALSE(match->concludeDeal().has_value());
  REQUIRE_FALSE(match->startDeal().has_value());
  const QVariantMap board = view(*match)["board"].toMap();
  CHECK(board["columns"].toInt() == 3);
  CHECK(board["marks"].toBool());
  const QVariantList rows = board["rows"].toList();
  REQUIRE(rows.size() == 10);
  const QVariantMap roses = rows[3].toMap();
  CHECK(roses["contract"].toString() == "roses");
  CHECK(roses["value"].toInt() == 1);
  CHECK(roses["cells"].toList()[0].toMap()["points"].toInt() == made);
  CHECK(roses["cells"].toList()[1].toMap()["points"].toInt() == -1);
  CHECK_FALSE(roses["complete"].toBool());
  CHECK(view(*match)["contractsLeft"].toList()[0].toStringList().size() == 9);
}

TEST_CASE("at the deal's end the view says what the board will book, before it is booked") {
  auto match = threePlayerMatch();
  while (match->current()->toMove() != 0) act(*match, "pass");
  name(*match, "roses");
  playOut(*match);
  const QVariantMap booking = view(*match)["booking"].toMap();
  CHECK(booking["contract"].toString() == "roses");
  CHECK_FALSE(booking["rowComplete"].toBool());  // two players still to play Roses
  CHECK(booking["rankMarks"].toList().isEmpty());
  CHECK(booking["ties"].toList().isEmpty());
}

TEST_CASE("the booking view of a row completed with a tie: its marks and the card draw") {
  kr::Options options = game().defaultOptions();
  const kr::coiffeur::Rules rules = kr::coiffeur::Rules::from(options);
  kr::coiffeur::Board before(rules);
  before.book(0, kr::coiffeur::Contract::Gustav, 100, kr::coiffeur::MatchKind::None, 7);
  before.book(1, kr::coiffeur::Contract::Gustav, 60, kr::coiffeur::MatchKind::None, 7);
  kr::coiffeur::Board after = before;
  after.book(2, kr::coiffeur::Contract::Gustav, 100, kr::coiffeur::MatchKind::None, 7);
  const QVariantMap booking = kr::app::coiffeur_view::bookingView(before, after, kr::coiffeur::Contract::Gustav);
  CHECK(booking["rowComplete"].toBool());
  const QVariantList marks = booking["rankMarks"].toList();
  REQUIRE(marks.size() == 3);
  CHECK(marks[1].toInt() < 0);                           // the lowest gets the circles
  CHECK(marks[0].toInt() + marks[2].toInt() == -marks[1].toInt());  // one of the tied pair the bars
  const QVariantList ties = booking["ties"].toList();
  REQUIRE(ties.size() == 1);
  const QVariantMap tie = ties[0].toMap();
  CHECK(tie["forHighest"].toBool());
  CHECK(tie["columns"].toList() == QVariantList{0, 2});
  CHECK_FALSE(tie["draws"].toList().isEmpty());
  CHECK(tie["order"].toList().first().toInt() == (marks[0].toInt() > 0 ? 0 : 2));
}

TEST_CASE("four partners: two board columns, multipliers, seats 0 and 2 one side") {
  kr::Options options = game().defaultOptions();
  REQUIRE_FALSE(options.setText("players", "four-partners").has_value());
  auto match = game().newMatch(options, 3);
  REQUIRE_FALSE(match->startDeal().has_value());
  const QVariantMap v = view(*match);
  CHECK(v["columns"].toInt() == 2);
  CHECK(v["columnOf"].toList() == QVariantList{0, 1, 0, 1});
  CHECK(v["contracts"].toList().size() == 8);
  CHECK_FALSE(v["board"].toMap()["marks"].toBool());
  CHECK(hand(*match).size() == 9);
}
