#include "actions.hpp"

#include <array>

namespace kr::dk {

namespace {

struct Named {
  Action action;
  std::string_view text;
};

constexpr std::array<Named, 22> kNamed = {{
    {kHealthy, "healthy"},
    {kReservation, "reservation"},
    {kThrowIn, "throw-in"},
    {kPoverty, "poverty"},
    {kMarriage, "marriage"},
    {kPass, "pass"},
    {kAccept, "accept"},
    {kDecline, "decline"},
    {kDuelBase + 2, "duel:no-90"},
    {kDuelBase + 3, "duel:no-60"},
    {kDuelBase + 4, "duel:no-30"},
    {kDuelBase + 5, "duel:schwarz"},
    {kAnnounceRe, "announce:re"},
    {kAnnounceKontra, "announce:kontra"},
    {kAnnounceBase + 2, "announce:no-90"},
    {kAnnounceBase + 3, "announce:no-60"},
    {kAnnounceBase + 4, "announce:no-30"},
    {kAnnounceBase + 5, "announce:schwarz"},
    {kAnnounceDouble, "announce:double"},
    {kSchweinchen, "schweinchen"},
    {kHyperschweinchen, "hyperschweinchen"},
    {kGenscher, "genscher"},
}};

std::string cardText(int face) { return dk::cardText(Card(face)); }

std::optional<Action> withCard(std::string_view text, std::string_view prefix, Action base) {
  if (text.substr(0, prefix.size()) != prefix) return std::nullopt;
  const auto c = parseCardText(text.substr(prefix.size()));
  if (!c) return std::nullopt;
  return base + c->index();
}

}  // namespace

std::string actionText(Action a) {
  if (isCard(a)) return cardText(a);
  if (isSolo(a)) return "solo:" + std::string(soloKindId(a - kSoloBase));
  if (isGive(a)) return "give:" + cardText(a - kGiveBase);
  if (isReturn(a)) return "return:" + cardText(a - kReturnBase);
  if (a == kHiddenGive) return "give:?";
  if (a == kHiddenReturn) return "return:?";
  for (const auto& n : kNamed)
    if (n.action == a) return std::string(n.text);
  return "?" + std::to_string(a);
}

std::optional<Action> parseAction(std::string_view text) {
  if (auto c = parseCardText(text)) return c->index();
  for (const auto& n : kNamed)
    if (n.text == text) return n.action;
  if (text.substr(0, 5) == "solo:")
    for (int k = 0; k < kSoloKinds; ++k)
      if (text.substr(5) == soloKindId(k)) return kSoloBase + k;
  if (auto a = withCard(text, "give:", kGiveBase)) return a;
  if (auto a = withCard(text, "return:", kReturnBase)) return a;
  return std::nullopt;
}

std::string_view announcementId(Action a) {
  switch (a) {
    case kAnnounceRe: return "re";
    case kAnnounceKontra: return "kontra";
    case kAnnounceBase + 2: return "no-90";
    case kAnnounceBase + 3: return "no-60";
    case kAnnounceBase + 4: return "no-30";
    case kAnnounceBase + 5: return "schwarz";
    case kAnnounceDouble: return "double";
    case kSchweinchen: return "schweinchen";
    case kHyperschweinchen: return "hyperschweinchen";
    case kGenscher: return "genscher";
    default: return "?";
  }
}

}  // namespace kr::dk
