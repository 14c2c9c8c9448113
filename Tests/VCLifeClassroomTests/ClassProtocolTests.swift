import Testing
import VCLifeCore
import VCLifeScript

@testable import VCLifeClassroom

/// The class protocol: each message written and read back the same; anything else refused.
@Suite("Class protocol")
struct ClassProtocolTests {
  static let updates: [ClassUpdate] = [
    .begin, .scenario("photo-album"), .lesson("today"), .document("#| name: my-lesson"),
    .document("#|"), .start(.iOS17, .island), .start(.iOS6, nil), .shuffle(12345), .ready,
    .act(.push("Photos")), .act(.launch(Catalogue.photoAlbum.root)), .act(.warning), .cut(3),
    .step(2, atAction: 7), .moment(action: 4, step: 2, rewound: true), .ask(round: 2), .closeVote,
    .reveal,
    .detour(true), .detour(false), .mode(nil), .mode(.versions(left: 6, right: 17)),
    .mode(.handlers), .votes(step: 3, round: 1, VoteRound(counts: [3, 12, 2], joined: 28)),
    .roster(30), .bye,
  ]

  @Test func everyUpdateReadsBackTheSame() throws {
    for update in Self.updates {
      let read = try #require(ClassUpdate(line: Substring(update.line)), "\(update.line)")
      #expect(read == update, "\(update.line)")
      #expect(!update.line.contains("\n"))
    }
  }

  @Test func anAnswerReadsBackTheSame() throws {
    let answer = ClassAnswer.answer(step: 4, round: 2, choice: 3)
    #expect(ClassAnswer(line: Substring(answer.line)) == answer)
  }

  /// A student may send its answer, nothing else: every other line is refused (the teacher's
  /// vclife then drops that student).
  @Test(arguments: [
    "", "answer", "answer 1 1", "answer 1 1 7", "answer 1 3 1", "answer -1 1 1",
    "answer 1 1 1 1", "answer  1 1 1", "answer 1 1 01x", "act push Photos", "quit",
    "answer 99999999999999999999 1 1", "answer 1 1 1\u{1B}[31m", "ANSWER 1 1 1",
    "answer 1 1 " + String(repeating: "1", count: 300), "vclife-class 1",
  ])
  func everythingButAnAnswerIsRefused(line: String) {
    #expect(ClassAnswer(line: Substring(line)) == nil, "\(line)")
  }

  @Test(arguments: [
    "", "begin now", "act", "act push", "act frobnicate A", "cut -1", "cut 1e9",
    "step 1", "step a b", "at 1 2", "at 1 2 3", "ask 0", "ask 3", "detour 2", "mode side",
    "mode ios=6,6", "votes 1 1", "votes 0 1 3", "votes 1 3 2 1", "votes 1 1 1 1 1 1 1 1 1 1",
    "start 4",
    "start 17 tablet", "shuffle x", "roster", "bye bye", "hello",
  ])
  func aTeacherLineThatIsNotAMessageIsRefused(line: String) {
    #expect(ClassUpdate(line: Substring(line)) == nil, "\(line)")
  }

  @Test func aLineLongerThanTheProtocolAllowsIsRefused() {
    let long = "scenario " + String(repeating: "a", count: ClassProtocol.maximumTeacherLine)
    #expect(ClassUpdate(line: Substring(long)) == nil)
  }
}
