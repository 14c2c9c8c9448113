import VCLifeClassroom
import VCLifeScript

/// The teacher's side: the students' answers counted into the classroom, and every change
/// of the session sent to them, the whole session to each who joins.
public final class TeacherLink {
  private let server: ClassServer
  private var feed = ClassFeed()
  private var epoch: Int?
  /// The session as a joining student needs it, built once for every student who joins
  /// before the session changes again (one copy, however many are waiting for it).
  private var catchUp: ClassServer.Chunk?

  /// The teacher's side of the class `server` serves.
  public init(_ server: ClassServer) { self.server = server }

  /// Counts the answers into `classroom`, sends its changes, and the session to who joined.
  public func exchange(_ classroom: inout Classroom) {
    server.takeNews()
    if epoch != nil, epoch != classroom.epoch { server.clearAnswers() }
    epoch = classroom.epoch
    let step = (classroom.plan?.played ?? 0) - 1
    let voting =
      classroom.questionOpen && step >= 0 && classroom.plan?.voteClosed == false
      && classroom.detour == nil
    server.open(question: voting ? (step, classroom.classRound) : nil)
    let tally =
      voting
      ? server.tally(step: step, round: classroom.classRound)
      : (joined: server.joined, counts: [])
    if voting || tally.joined != classroom.classLive?.joined {
      classroom.send(.classInput(.tally(joined: tally.joined, counts: tally.counts)))
    }
    let updates = feed.updates(for: &classroom)
    if !updates.isEmpty { catchUp = nil }
    server.broadcast(updates)
    let joins = server.takeJoins()
    presentersJoined = !joins.isEmpty
    if !joins.isEmpty {
      let chunk = catchUp ?? ClassServer.chunk(ClassFeed.description(of: classroom))
      catchUp = chunk
      server.catchUp(joins, with: chunk)
    }
    tellThePresenter(voting ? (step, classroom.classRound, tally) : nil, classroom)
  }

  /// The presenter's view sees the open round's answers as they come, and who gave them:
  /// sent when they change (and whole to a presenter that joins: the next round is told).
  private func tellThePresenter(
    _ open: (step: Int, round: Int, tally: (joined: Int, counts: [Int]))?,
    _ classroom: Classroom
  ) {
    guard server.hasPresenter, let open else {
      told = nil
      return
    }
    let choices = classroom.plan?.currentStep?.choices.count ?? 0
    let votes = VoteRound(
      counts: Array(open.tally.counts.prefix(choices)), joined: open.tally.joined)
    let names = server.answeredBy(step: open.step, round: open.round)
    let now = PresenterTally(step: open.step, round: open.round, votes: votes, names: names)
    guard now != told || presentersJoined else { return }
    told = now
    server.sendToPresenters([
      .tally(step: open.step, round: open.round, votes), .answeredBy(names),
    ])
  }

  private struct PresenterTally: Equatable {
    var step: Int
    var round: Int
    var votes: VoteRound
    var names: [String]
  }
  private var told: PresenterTally?
  private var presentersJoined = false

  public func send(_ answer: ClassAnswer) {}

  public func record() -> ClassRecord? { server.record() }

  public var newsDescriptor: Int32 { server.newsDescriptor }
  public var dueInMilliseconds: Int? { nil }
  public var hasEnded: Bool { false }
}

/// A student's side: the teacher's updates played on the student's own screen, a new
/// session built afresh, the student's answers sent.
public final class StudentLink {
  private let client: ClassClient
  /// Whether the class has ended.
  public private(set) var hasEnded = false
  /// Answers not sent yet, one a question: a student's keys may come faster than a class
  /// takes lines (the teacher's vclife drops a connection that sends more than 20 lines a
  /// second, as a flood; a pasted row of digits did), so an answer replaces one not yet sent
  /// for the same question, and they leave at most one every ``answerInterval``.
  private var unsent: [ClassAnswer] = []
  private var lastSent: ContinuousClock.Instant?
  /// The least time between two answers sent: ten a second, half what the class takes.
  static let answerInterval = Duration.milliseconds(100)

  public func record() -> ClassRecord? { nil }

  /// A student's side of the class `client` reaches.
  public init(_ client: ClassClient) { self.client = client }

  /// Sends an answer that is due, then plays what the teacher sent on `classroom`.
  public func exchange(_ classroom: inout Classroom) {
    sendDue()
    replay(client.takeEvents(), on: &classroom)
  }

  /// Plays `events` from the teacher on `classroom`.
  public func replay(_ events: [ClassClient.Event], on classroom: inout Classroom) {
    for event in events {
      switch event {
      case .session(let header):
        guard
          let fresh = header.classroom(
            settings: classroom.settings, presenter: client.isPresenter)
        else {
          classroom.send(.classInput(.ended(Self.unknownSession)))
          hasEnded = true
          return
        }
        classroom = fresh
      case .update(let update): classroom.send(.classInput(.update(update)))
      case .ended(let reason):
        classroom.send(.classInput(.ended(reason)))
        hasEnded = true
      }
    }
  }

  /// Sends the student's answer: now, or within ``answerInterval`` of the last one sent
  /// (the loop's next exchange, at most 20 ms away), unless a later answer replaces it.
  public func send(_ answer: ClassAnswer) {
    unsent.removeAll { $0.question == answer.question }
    unsent.append(answer)
    sendDue()
  }

  /// Sends the first answer not sent, if the last one left long enough ago.
  private func sendDue() {
    guard let first = unsent.first else { return }
    let now = ContinuousClock.now
    if let lastSent, now - lastSent < Self.answerInterval { return }
    client.send(first)
    unsent.removeFirst()
    lastSent = now
  }

  public var newsDescriptor: Int32 { client.newsDescriptor }

  /// When the next held-back answer may leave.
  public var dueInMilliseconds: Int? {
    guard !unsent.isEmpty else { return nil }
    guard let lastSent else { return 0 }
    let left = Self.answerInterval - (ContinuousClock.now - lastSent)
    return max(0, Int((left / .milliseconds(1)).rounded(.up)))
  }

  public static let unknownSession = Localized(
    en: "The class runs on a lesson or app this vclife does not know (another version?).",
    zh: "课堂使用的课程或应用本 vclife 无法识别（版本不同？）。")
}
