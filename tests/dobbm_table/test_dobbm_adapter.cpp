// The Dobbm table adapter: the human's view of a deal, built from what the
// human may see (ruling ALL-2): the hand with the hearts first, the bids,
// the Dobb (never its cards) and the discard (only for the declarer), the
// doubling, the settlement item by item, and with five players the dealer
// sitting out.
#include <QJsonDocument>
#include <QString>
#include <QStringList>
#include <QVariantMap>
#include <catch2/catch.hpp>

#include <memory>
#include <string>

#include "dobbm_table_adapter.hpp"
#include "games/dobbm/game.hpp"
#include "support/scripted_deal.hpp"

using kr::app::DobbmTableAdapter;

namespace {

const kr::Game& game() { return kr::dobbm::dobbmGame(); }

std::vector<kr::Card> cards(const std::string& text) { return kr::test::cardsIn(text, kr::DeckStyle::German); }

// The human (match player 0) deals with four players, so seat 1 bids first.
// The human holds three Sau (HA, AA, LA); the Dobb is four bells.
std::unique_ptr<kr::Match> match(int players = 4) {
  std::vector<std::vector<kr::Card>> hands = {
      cards("HA HT HK HO AA AT LA B6"),
      cards("HU H9 H8 AK AO AU LT LK"),
      cards("H7 H6 A9 A8 LO LU L9 BT"),
      cards("A7 A6 L8 L7 L6 BA BK BO"),
  };
  const std::vector<kr::Card> dobb = cards("BU B9 B8 B7");
  kr::Options options = game().defaultOptions();
  REQUIRE_FALSE(options.set("players", players));
  auto m = game().newMatch(options, 5);
  REQUIRE_FALSE(m->startDeal(&hands, &dobb).has_value());
  return m;
}

void act(kr::Match& m, int seat, const char* action) {
  const auto error = m.current()->applyText(seat, action);
  INFO(action << (error ? ": " + error->detail : std::string()));
  REQUIRE_FALSE(error.has_value());
}

// Plays on with the first legal action of the seat to move.
void playOut(kr::Match& m) {
  kr::ActionList legal;
  while (!m.current()->isTerminal()) {
    const int seat = m.current()->toMove();
    m.current()->legalActions(seat, legal);
    REQUIRE_FALSE(legal.empty());
    REQUIRE_FALSE(m.current()->apply(seat, legal[0]).has_value());
  }
}

QVariantMap view(const kr::Match& m, int seat = 0) { return DobbmTableAdapter().extras(*m.current(), seat, m); }

QStringList hand(const kr::Match& m, int seat = 0) {
  QStringList out;
  for (kr::Card c : DobbmTableAdapter().sortedHand(*m.current(), seat))
    out << QString::fromStdString(kr::toString(c, kr::DeckStyle::German));
  return out;
}

QString json(const QVariant& v) { return QString::fromUtf8(QJsonDocument::fromVariant(v).toJson(QJsonDocument::Compact)); }

QStringList itemIds(const QVariantMap& v) {
  QStringList out;
  for (const QVariant& item : v["settlement"].toMap()["items"].toList()) out << item.toMap()["id"].toString();
  return out;
}

}  // namespace

TEST_CASE("the hand is held hearts first, each suit from the Sau down with the ten second") {
  auto m = match();
  CHECK(hand(*m) == QStringList{"HA", "HT", "HK", "HO", "AA", "AT", "LA", "B6"});
  CHECK(hand(*m, 3) == QStringList{"A7", "A6", "L8", "L7", "L6", "BA", "BK", "BO"});
}

TEST_CASE("the bids in their order, and the Dobb lies in the middle unseen") {
  auto m = match();
  act(*m, 1, "pass");
  act(*m, 2, "pass");
  const QVariantMap v = view(*m);
  CHECK(v["phase"] == "bidding");
  CHECK(json(v["bids"]) == R"([{"id":"pass","seat":1},{"id":"pass","seat":2}])");
  CHECK(v["dobb"].toMap()["lies"] == "middle");
  CHECK(v["contract"].toMap().isEmpty());
  // Nobody's view holds another hand or the Dobb.
  for (int seat = 0; seat < 4; ++seat) {
    const QString seen = json(view(*m, seat));
    for (const char* hidden : {"BU", "B9", "B8", "B7"}) CHECK_FALSE(seen.contains(hidden));
  }
  CHECK_FALSE(json(v).contains("BA"));
  CHECK_FALSE(json(v).contains("HU"));
}

TEST_CASE("the discard is shown to the declarer only, as it happens") {
  auto m = match();
  act(*m, 1, "pass");
  act(*m, 2, "pass");
  act(*m, 3, "pass");
  act(*m, 0, "dobbm");
  CHECK(view(*m)["phase"] == "discard");
  CHECK(hand(*m).size() == 12);
  CHECK(hand(*m).mid(0, 4) == QStringList{"HA", "HT", "HK", "HO"});
  act(*m, 0, "AA");
  act(*m, 0, "LA");
  // DB-3: a third Sau is refused.
  CHECK(m->current()->whyIllegal(0, *m->current()->actionFromString("HA")).id == "at-most-two-sau");
  const QVariantMap mine = view(*m)["dobb"].toMap();
  CHECK(mine["lies"] == "taken");
  CHECK(mine["discarded"] == 2);
  CHECK(mine["discard"].toStringList() == QStringList{"AA", "LA"});
  for (int seat = 1; seat < 4; ++seat) {
    const QVariantMap theirs = view(*m, seat)["dobb"].toMap();
    CHECK(theirs["discarded"] == 2);
    CHECK(theirs["discard"].toStringList().isEmpty());
    CHECK_FALSE(json(view(*m, seat)).contains("AA"));
  }
  CHECK(view(*m, 1)["contract"].toMap()["id"] == "dobbm");
  CHECK(view(*m, 1)["contract"].toMap()["declarer"] == 0);
}

TEST_CASE("a Solo: the Dobb stays aside, the doubling and the settlement item by item") {
  auto m = match();
  act(*m, 1, "pass");
  act(*m, 2, "pass");
  act(*m, 3, "solo");  // a Solo ends the bidding; the human (seat 0) is asked first to double
  QVariantMap v = view(*m);
  CHECK(v["phase"] == "doubling");
  CHECK(v["dobb"].toMap()["lies"] == "aside");
  QVariantMap d = v["doubling"].toMap();
  CHECK(d["multiplier"] == 2);
  CHECK(d["offered"] == "double");
  CHECK(d["nextMultiplier"] == 4);
  act(*m, 0, "double");
  d = view(*m)["doubling"].toMap();
  CHECK(d["multiplier"] == 4);
  CHECK(d["declarerToSpeak"] == true);
  CHECK(d["offered"] == "redouble");
  act(*m, 3, "redouble");
  act(*m, 0, "pass");
  d = view(*m)["doubling"].toMap();
  CHECK(json(d["declined"]) == "[0]");
  act(*m, 1, "pass");
  act(*m, 2, "pass");
  v = view(*m);
  CHECK(v["phase"] == "play");
  d = v["doubling"].toMap();
  CHECK(d["count"] == 2);
  CHECK(json(d["doublers"]) == "[0,3]");
  CHECK(d["multiplier"] == 8);
  CHECK(v["revealed"].toList().isEmpty());
  CHECK(v["settlement"].toMap().isEmpty());

  playOut(*m);
  v = view(*m);
  CHECK(v["phase"] == "over");
  // The four cards nobody played are the Dobb, turned over for the count.
  const QVariantMap dobb = v["dobb"].toMap();
  CHECK(dobb["shown"].toStringList() == QStringList{"BU", "B9", "B8", "B7"});
  CHECK(dobb["points"] == 2);
  const QStringList ids = itemIds(v);
  INFO(ids.join(' ').toStdString());
  CHECK(ids.indexOf("trick-points") == 0);
  CHECK(ids.indexOf("dobb-points") == 1);
  for (const char* id : {"card-points", "difference", "rounding", "solo", "double", "redouble", "stake"}) CHECK(ids.contains(id));
  const QVariantMap figures = v["settlement"].toMap()["figures"].toMap();
  CHECK(figures["multiplier"] == 8);
  const QVariantList items = v["settlement"].toMap()["items"].toList();
  CHECK(items.back().toMap()["id"] == "stake");
  CHECK(items.back().toMap()["points"] == figures["amount"]);
  // Every seat's played cards, 8 each.
  const QVariantList revealed = v["revealed"].toList();
  REQUIRE(revealed.size() == 4);
  for (const QVariant& h : revealed) CHECK(h.toStringList().size() == 8);
  const QVariantList sides = v["sidePoints"].toList();
  REQUIRE(sides.size() == 2);
  CHECK(sides[0].toInt() + sides[1].toInt() + dobb["points"].toInt() == 120);
}

TEST_CASE("five players: the human deals and sits out, and watches without any hand") {
  auto m = match(5);
  CHECK(m->seatsToPlayers() == std::vector<int>{1, 2, 3, 4});
  QVariantMap v = DobbmTableAdapter().extras(*m->current(), -1, *m);
  CHECK(v["watching"] == true);
  const QVariantMap session = v["session"].toMap();
  CHECK(session["players"] == 5);
  CHECK(session["sitter"] == 0);
  CHECK(session["mussDone"].toList().size() == 5);
  const QString seen = json(v);
  for (const char* c : {"HA", "HU", "H7", "A7", "BU", "B6"}) CHECK_FALSE(seen.contains(c));
  act(*m, 0, "dobbm");  // deal seat 0 (Vroni) declares
  act(*m, 1, "pass");
  act(*m, 2, "pass");
  act(*m, 3, "pass");
  v = DobbmTableAdapter().extras(*m->current(), -1, *m);
  CHECK(v["dobb"].toMap()["lies"] == "taken");
  CHECK_FALSE(json(v).contains("BU"));
  playOut(*m);
  v = DobbmTableAdapter().extras(*m->current(), -1, *m);
  // The dealer sitting out pays or is paid like a defender (DB-6).
  CHECK(itemIds(v).contains("sitting-out"));
  CHECK(v["dobb"].toMap()["shown"].toStringList().size() == 4);
}

TEST_CASE("all pass with five: the Stockerl is an item of the settlement") {
  auto m = match(5);
  act(*m, 0, "pass");
  act(*m, 1, "pass");
  act(*m, 2, "pass");
  act(*m, 3, "pass");
  const QVariantMap v = DobbmTableAdapter().extras(*m->current(), -1, *m);
  CHECK(v["phase"] == "over");
  CHECK(v["dobb"].toMap()["lies"] == "none");
  CHECK(v["settlement"].toMap()["outcome"] == "all-passed");
  CHECK(itemIds(v) == QStringList{"stockerl"});
  CHECK(v["revealed"].toList().isEmpty());
}
