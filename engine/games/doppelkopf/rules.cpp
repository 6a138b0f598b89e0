#include "rules.hpp"

#include "cards.hpp"

namespace kr::dk {

const std::vector<OptionSpec>& optionSpecs() {
  static const std::vector<OptionSpec> specs = {
      {"players", OptionType::Int, 4, 4, 5, {}, "DK-10"},
      {"deals", OptionType::Int, 24, 1, 96, {}, "DK-11"},
      {"top-trump", OptionType::Choice, 0, 0, 3, {"dulle", "none", "heart-king", "joker"}, "DK-17"},
      // Without a Dulle neither the second one nor catching one means anything
      // (the Joker keeps the Dulle below it).
      {"second-dulle", OptionType::Bool, 0, 0, 1, {}, "DK-1", {}, {"top-trump=none", "top-trump=heart-king"}},
      {"schweinchen", OptionType::Bool, 0, 0, 1, {}, "DK-11"},
      {"hyperschweinchen", OptionType::Bool, 0, 0, 1, {}, "DK-11", {"schweinchen"}},
      {"pigs-before-play", OptionType::Bool, 0, 0, 1, {}, "DK-11", {"schweinchen"}},
      {"genscher", OptionType::Bool, 0, 0, 1, {}, "DK-17", {"hyperschweinchen"}},
      // The Joker takes a ♦9's place, so it needs the nines (DK-17).
      {"without-nines", OptionType::Bool, 0, 0, 1, {}, "DK-11", {}, {"top-trump=joker"}},
      {"compulsory-solo", OptionType::Bool, 0, 0, 1, {}, "DK-5"},
      {"solo-precedence", OptionType::Choice, 0, 0, 3, {"first", "last", "by-type", "bidding-up"}, "DK-16"},
      {"poverty", OptionType::Bool, 1, 0, 1, {}, "DK-4"},
      {"poverty-below-marriage", OptionType::Bool, 0, 0, 1, {}, "DK-18", {"poverty"}},
      {"kings-decide", OptionType::Bool, 0, 0, 1, {}, "DK-18"},
      {"throw-in", OptionType::Bool, 0, 0, 1, {}, "DK-14"},
      {"suit-solos", OptionType::Choice, 0, 0, 2, {"all", "trump-solo", "none"}, "DK-18", {}, {}, {"none", "all"}},
      {"fleshless-solo", OptionType::Bool, 1, 0, 1, {}, "DK-12"},
      {"queen-jack-solo", OptionType::Bool, 0, 0, 1, {}, "DK-11"},
      {"king-solo", OptionType::Bool, 0, 0, 1, {}, "DK-11"},
      {"misere", OptionType::Bool, 0, 0, 1, {}, "DK-15"},
      {"misere-ouvert", OptionType::Bool, 0, 0, 1, {}, "DK-15"},
      {"announcement-deadlines", OptionType::Choice, 0, 0, 1, {"standard", "alternative"}, "DK-6"},
      {"announce-on-own-turn", OptionType::Bool, 0, 0, 1, {}, "DK-11"},
      {"solo-auto-re", OptionType::Bool, 0, 0, 1, {}, "DK-19"},
      {"zwingen", OptionType::Bool, 0, 0, 1, {}, "DK-19"},
      {"re-kontra-double", OptionType::Bool, 0, 0, 1, {}, "DK-11"},
      {"solo-doubled", OptionType::Bool, 0, 0, 1, {}, "DK-11"},
      {"bock", OptionType::Bool, 0, 0, 1, {}, "DK-11"},
      {"marriage-finds", OptionType::Choice, 0, 0, 1, {"any-trick", "trump-trick", "plain-trick"}, "DK-18"},
      {"marriage-announcements", OptionType::Choice, 0, 0, 2, {"shifted", "double", "wait"}, "DK-19"},
      // DK-20: scoring variants.
      {"scoring", OptionType::Choice, 0, 0, 1, {"standard", "leaver"}, "DK-20"},
      {"positive-only", OptionType::Bool, 0, 0, 1, {}, "DK-20"},
      {"double-extras", OptionType::Bool, 0, 0, 1, {}, "DK-20", {"re-kontra-double"}},
      {"dulle-captured", OptionType::Bool, 0, 0, 1, {}, "DK-20", {}, {"top-trump=none", "top-trump=heart-king"}},
      {"doppelkopf-trick", OptionType::Choice, 0, 0, 1, {"full", "pair"}, "DK-20"},
      {"fox-last-trick", OptionType::Choice, 0, 0, 1, {"off", "one", "two"}, "DK-20"},
      {"fox-first-trick", OptionType::Bool, 0, 0, 1, {}, "DK-20"},
      // Caught anywhere scores the last trick's ♣J, which the other option frees of it.
      {"karlchen-caught-anywhere", OptionType::Bool, 0, 0, 1, {}, "DK-20", {}, {"no-karlchen-penalty"}},
      {"no-karlchen-penalty", OptionType::Bool, 0, 0, 1, {}, "DK-20", {}, {"karlchen-caught-anywhere"}},
      {"heart-trick", OptionType::Bool, 0, 0, 1, {}, "DK-20", {"without-nines"}},
      // DK-21: what starts Bock deals.
      {"bock-120", OptionType::Bool, 1, 0, 1, {}, "DK-21", {"bock"}},
      {"bock-lost-solo", OptionType::Bool, 1, 0, 1, {}, "DK-21", {"bock"}},
      {"bock-re-kontra", OptionType::Bool, 1, 0, 1, {}, "DK-21", {"bock"}},
      {"bock-lost-announcement", OptionType::Bool, 0, 0, 1, {}, "DK-21", {"bock"}},
      {"bock-heart-trick", OptionType::Bool, 0, 0, 1, {}, "DK-21", {"bock"}},
  };
  return specs;
}

namespace {

Rules read(const Options& o) {
  Rules r;
  r.players = o.get("players");
  r.deals = o.get("deals");
  r.topTrump = static_cast<TopTrump>(o.get("top-trump"));
  // The two exclude each other (DK-17); should both arrive, the deck without nines has no Joker.
  if (r.topTrump == TopTrump::Joker && o.flag("without-nines")) r.topTrump = TopTrump::Dulle;
  const bool dulle = r.topTrump == TopTrump::Dulle || r.topTrump == TopTrump::Joker;
  r.secondDulle = dulle && o.flag("second-dulle");
  r.schweinchen = o.flag("schweinchen");
  r.hyperschweinchen = o.flag("hyperschweinchen");
  r.pigsBeforePlay = o.flag("pigs-before-play");
  r.genscher = r.schweinchen && r.hyperschweinchen && o.flag("genscher");
  r.withoutNines = o.flag("without-nines");
  r.compulsorySolo = o.flag("compulsory-solo");
  r.poverty = o.flag("poverty");
  r.povertyBelowMarriage = r.poverty && o.flag("poverty-below-marriage");
  r.kingsDecide = o.flag("kings-decide");
  r.soloPrecedence = static_cast<Rules::SoloPrecedence>(o.get("solo-precedence"));
  r.suitSolos = static_cast<Rules::SuitSolos>(o.get("suit-solos"));
  r.fleshlessSolo = o.flag("fleshless-solo");
  r.queenJackSolo = o.flag("queen-jack-solo");
  r.kingSolo = o.flag("king-solo");
  r.misere = o.flag("misere");
  r.misereOuvert = o.flag("misere-ouvert");
  r.alternativeDeadlines = o.get("announcement-deadlines") == 1;
  r.announceOnOwnTurn = o.flag("announce-on-own-turn");
  r.reKontraDoubles = o.flag("re-kontra-double");
  r.soloDoubled = o.flag("solo-doubled");
  r.bock = o.flag("bock");
  r.throwIn = o.flag("throw-in");
  r.soloAutoRe = o.flag("solo-auto-re");
  r.zwingen = o.flag("zwingen");
  r.marriageFinds = static_cast<Rules::MarriageFinds>(o.get("marriage-finds"));
  r.marriageAnnouncements = static_cast<Rules::MarriageAnnouncements>(o.get("marriage-announcements"));
  r.leaverScoring = o.choice("scoring") == "leaver";
  r.positiveOnly = o.flag("positive-only");
  r.doubleExtras = r.reKontraDoubles && o.flag("double-extras");
  r.dulleCaptured = dulle && o.flag("dulle-captured");
  r.doppelkopfPair = o.choice("doppelkopf-trick") == "pair";
  r.foxLastTrick = o.get("fox-last-trick");
  r.foxFirstTrick = o.flag("fox-first-trick");
  r.karlchenAnywhere = o.flag("karlchen-caught-anywhere");
  r.noKarlchenPenalty = o.flag("no-karlchen-penalty");
  r.heartTrick = r.withoutNines && o.flag("heart-trick");
  r.bock120 = r.bock && o.flag("bock-120");
  r.bockLostSolo = r.bock && o.flag("bock-lost-solo");
  r.bockReKontra = r.bock && o.flag("bock-re-kontra");
  r.bockLostAnnouncement = r.bock && o.flag("bock-lost-announcement");
  r.bockHeartTrick = r.bock && o.flag("bock-heart-trick");
  return r;
}

}  // namespace

Rules Rules::from(const Options& options) {
  // Looking options up by string costs more than a whole random deal, so
  // each thread keeps the last conversion (games are shared across threads).
  thread_local Options lastOptions;
  thread_local Rules lastRules;
  thread_local bool valid = false;
  if (valid && options == lastOptions) return lastRules;
  lastRules = read(options);
  lastOptions = options;
  valid = true;
  return lastRules;
}

Card Rules::hyperCard() const { return withoutNines ? kDiamondTen : kDiamondNine; }


}  // namespace kr::dk
