#pragma once
// A small lesson for the lesson tests: a Truc hand where Marius keeps his
// cards and leads the ace; the learner must beat it with the seven (Truc's
// order: 7 and 8 above the ace), then leads the nine (scripted), and the
// hand is played out freely.
namespace kr::test {

inline constexpr const char* kTrucLessonFixture = R"({
  "format": "kartenrunde-lesson", "version": 1, "id": "test-beat-the-ace",
  "title": "t-title", "intro": "t-intro",
  "record": {"format": "kartenrunde-record", "version": 1, "game": "truc", "options": {}, "seed": "11",
             "seats": ["human", "random"],
             "deals": [{"hands": [["H7", "D9", "ST"], ["CA", "HK", "DJ"]],
                        "actions": [{"seat": 1, "action": "play"}, {"seat": 1, "action": "CA"}]}]},
  "tasks": [{"seat": 0, "instruction": "t-task", "accept": ["H7"], "right": "t-right", "wrong": "t-wrong",
             "section": "cards", "then": [{"seat": 0, "action": "D9"}]}],
  "free-play": true
})";

}  // namespace kr::test
