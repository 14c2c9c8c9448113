import VCLifeCore
import VCLifeScript

/// What the teacher's vclife tells a student's (`vclife join`): the session as data — the
/// app it runs on, its actions, the lesson's steps, the moment on screen, the question and its
/// votes — which the student's own vclife plays and draws at the student's size, language
/// and theme. Never screen bytes.
///
/// The wire form is one message a line, UTF-8, `\n` ended, its first word its kind: see
/// ``line`` and ``init(line:)``. A connection begins with ``ClassProtocol/teacherGreeting``.
public enum ClassUpdate: Sendable, Equatable {
  /// A new session begins (at the start, and after a reset or another lesson): what follows
  /// up to ``ready`` describes it.
  case begin
  /// The scenario's name (`photo-album`, a built-in lesson's, a teacher's file's).
  case scenario(String)
  /// A built-in lesson by name.
  case lesson(String)
  /// A line of a teacher's own lesson or scenario file (``EmbeddedDocument/lines``).
  case document(String)
  /// The version and phone the session starts on.
  case start(SystemBehavior, Phone?)
  /// The order the choices are shown in, when the teacher shuffles them (a seed).
  case shuffle(UInt64)
  /// The student's own class the teacher's app runs (`--own`): every screen marks its
  /// overrides' callbacks as the teacher's does.
  case own(OwnController)
  /// The description is complete: the student builds the session.
  case ready
  /// An action performed, as a script line.
  case act(Action)
  /// Every action from this many on is dropped (acting in the past, a detour's end).
  case cut(Int)
  /// A lesson step begins (its index) at an action index.
  case step(Int, atAction: Int)
  /// The screen's moment: the truth's action, the step into it, whether it was rewound.
  case moment(action: Int, step: Int, rewound: Bool)
  /// The current step's question is open for answers; round 1, or 2 after discussion.
  case ask(round: Int)
  /// The open question's vote is closed: its callbacks are being revealed.
  case closeVote
  /// The question is revealed.
  case reveal
  /// The lesson has been left for a detour (`true`), or returned to.
  case detour(Bool)
  /// One app, or compare mode of a kind (as `--compare` writes it).
  case mode(CompareKind?)
  /// A round's counts for a step's question (the lesson's choice order).
  case votes(step: Int, round: Int, VoteRound)
  /// A step's revealed question is asked again: its votes so far are forgotten.
  case reopen(step: Int)
  /// How many students are in the class.
  case roster(Int)
  /// The presenter's view only: the open round's answers so far (the lesson's choice order).
  case tally(step: Int, round: Int, VoteRound)
  /// The presenter's view only: the accounts that have answered the open round.
  case answeredBy([String])
  /// The teacher has ended the class.
  case bye
}

/// What a student's vclife tells the teacher's: its answer, nothing else. The teacher's
/// vclife only counts these; a student never acts on the app.
public enum ClassAnswer: Sendable, Equatable {
  /// The student's choice (the lesson's own order, 1-based) for a step's question, in a round.
  case answer(step: Int, round: Int, choice: Int)

  /// The question answered: a step's, in a round (a later answer to it replaces this one).
  public var question: [Int] {
    switch self {
    case .answer(let step, let round, _): [step, round]
    }
  }
}

/// The class protocol's fixed words and limits.
public enum ClassProtocol {
  /// The protocol's version: a student speaks to a teacher of the same version only.
  /// Version 2: the shuffle is part of a session's description, and a vote closes.
  /// Version 3: a student's own class (`--own`) is part of it too.
  public static let version = 3
  /// The word every teacher's first line begins with, whatever its version.
  public static let teacherWord = "vclife-class"
  /// The teacher's first line.
  public static let teacherGreeting = "\(teacherWord) \(version)"
  /// The first line of the teacher's own second screen (`vclife join --presenter`).
  public static let presenterGreeting = "vclife-present \(version)"
  /// The teacher's only line to a presenter's view from another account, before it closes.
  public static let presenterRefused = "\(teacherWord) presenter-refused"
  /// The teacher's only line to a connection the class has no seat for, before it closes.
  public static let classFull = "\(teacherWord) full"
  /// The same, to an account that already holds its connections.
  public static let accountFull = "\(teacherWord) full-account"
  /// A student's first line.
  public static let studentGreeting = "vclife-join \(version)"
  /// The longest line a teacher sends: a script line (64 KiB) and its word.
  public static let maximumTeacherLine = 64 * 1024 + 64
  /// An account's name as the presenter's view shows it: 1 to 64 printable ASCII characters,
  /// no space (a name the system gives otherwise is shown as `uid N`).
  public static func isAccountName(_ name: Substring) -> Bool {
    !name.isEmpty && name.utf8.count <= 64 && name.utf8.allSatisfy { (33...126).contains($0) }
  }

  /// The longest line a student may send: an answer is a few bytes; more is not a student.
  public static let maximumStudentLine = 256
}

extension ClassUpdate {
  /// The message as its wire line, without the line end.
  public var line: String {
    switch self {
    case .begin: "begin"
    case .scenario(let name): "scenario " + name
    case .lesson(let name): "lesson " + name
    case .document(let text): "doc " + text
    case .start(let behavior, let phone):
      "start \(behavior.rawValue)" + (phone.map { " " + $0.rawValue } ?? "")
    case .shuffle(let seed): "shuffle \(seed)"
    case .own(let own): "own " + own.wireText
    case .ready: "ready"
    case .act(let action): "act " + action.scriptText
    case .cut(let count): "cut \(count)"
    case .step(let index, let action): "step \(index) \(action)"
    case .moment(let action, let step, let rewound): "at \(action) \(step) \(rewound ? 1 : 0)"
    case .ask(let round): "ask \(round)"
    case .closeVote: "close"
    case .reveal: "reveal"
    case .detour(let on): "detour \(on ? 1 : 0)"
    case .mode(let kind): "mode " + (kind.map(ClassUpdate.argument) ?? "single")
    case .votes(let step, let round, let votes):
      "votes \(step) \(round) \(votes.joined) "
        + votes.counts.map(String.init).joined(separator: " ")
    case .reopen(let step): "reopen \(step)"
    case .roster(let count): "roster \(count)"
    case .tally(let step, let round, let votes):
      "tally \(step) \(round) \(votes.joined) "
        + votes.counts.map(String.init).joined(separator: " ")
    case .answeredBy(let names): (["answered"] + names).joined(separator: " ")
    case .bye: "bye"
    }
  }

  /// `--compare`'s word for a kind.
  static func argument(_ kind: CompareKind) -> String {
    switch kind {
    case .handlers: "handlers"
    case .versions(let left, let right): "ios=\(left),\(right)"
    }
  }

  /// A wire line read back; nil for anything that is not exactly a message of this version
  /// (a student ends a class that sends one).
  public init?(line: Substring) {
    guard line.utf8.count <= ClassProtocol.maximumTeacherLine else { return nil }
    let (word, rest) = Self.split(line)
    switch word {
    case "begin" where rest.isEmpty: self = .begin
    case "ready" where rest.isEmpty: self = .ready
    case "reveal" where rest.isEmpty: self = .reveal
    case "close" where rest.isEmpty: self = .closeVote
    case "bye" where rest.isEmpty: self = .bye
    case "scenario" where !rest.isEmpty: self = .scenario(String(rest))
    case "lesson" where !rest.isEmpty: self = .lesson(String(rest))
    case "doc": self = .document(String(rest))
    case "start":
      let words = rest.split(separator: " ")
      guard (1...2).contains(words.count),
        let behavior = SystemBehavior(rawValue: String(words[0]))
      else { return nil }
      var phone: Phone?
      if words.count == 2 {
        guard let named = Phone(rawValue: String(words[1])) else { return nil }
        phone = named
      }
      self = .start(behavior, phone)
    case "shuffle":
      guard let seed = UInt64(rest) else { return nil }
      self = .shuffle(seed)
    case "own":
      guard let own = OwnController(wireText: rest) else { return nil }
      self = .own(own)
    case "act":
      guard case .success(.some(let action)) = ScriptParser.parse(line: rest, number: 0)
      else { return nil }
      self = .act(action)
    case "cut":
      guard let count = Self.count(rest) else { return nil }
      self = .cut(count)
    case "step":
      guard let numbers = Self.counts(rest, 2) else { return nil }
      self = .step(numbers[0], atAction: numbers[1])
    case "at":
      guard let numbers = Self.counts(rest, 3), numbers[2] <= 1 else { return nil }
      self = .moment(action: numbers[0], step: numbers[1], rewound: numbers[2] == 1)
    case "ask":
      guard let round = Self.count(rest), (1...2).contains(round) else { return nil }
      self = .ask(round: round)
    case "detour":
      guard rest == "0" || rest == "1" else { return nil }
      self = .detour(rest == "1")
    case "mode":
      if rest == "single" {
        self = .mode(nil)
      } else {
        guard let kind = CompareKind(argument: String(rest)) else { return nil }
        self = .mode(kind)
      }
    case "votes", "tally":
      // step, round, joined, then a count for each choice (a question has at least one).
      guard let numbers = Self.counts(rest, nil), numbers.count >= 4, numbers.count <= 9,
        (1...2).contains(numbers[1])
      else { return nil }
      let votes = VoteRound(counts: Array(numbers[3...]), joined: numbers[2])
      self =
        word == "votes"
        ? .votes(step: numbers[0], round: numbers[1], votes)
        : .tally(step: numbers[0], round: numbers[1], votes)
    case "answered":
      let names = rest.split(separator: " ", omittingEmptySubsequences: false)
      guard rest.isEmpty || names.allSatisfy({ ClassProtocol.isAccountName($0) }) else {
        return nil
      }
      self = .answeredBy(rest.isEmpty ? [] : names.map(String.init))
    case "reopen":
      guard let step = Self.count(rest) else { return nil }
      self = .reopen(step: step)
    case "roster":
      guard let count = Self.count(rest) else { return nil }
      self = .roster(count)
    default: return nil
    }
  }

  /// The first word and the rest after one space.
  static func split(_ line: Substring) -> (Substring, Substring) {
    guard let space = line.firstIndex(of: " ") else { return (line, "") }
    return (line[..<space], line[line.index(after: space)...])
  }

  /// A count: digits only, at most a billion (no sign, no spaces, no overflow).
  static func count(_ text: Substring) -> Int? {
    guard !text.isEmpty, text.utf8.count <= 10, text.utf8.allSatisfy({ (48...57).contains($0) }),
      let value = Int(text), value <= 1_000_000_000
    else { return nil }
    return value
  }

  /// Counts separated by one space: exactly `expected` of them, or any number.
  static func counts(_ text: Substring, _ expected: Int?) -> [Int]? {
    let words = text.split(separator: " ", omittingEmptySubsequences: false)
    if let expected, words.count != expected { return nil }
    var numbers: [Int] = []
    for word in words {
      guard let number = count(word) else { return nil }
      numbers.append(number)
    }
    return numbers
  }
}

extension ClassAnswer {
  /// The answer's wire line, without the line end.
  public var line: String {
    switch self {
    case .answer(let step, let round, let choice): "answer \(step) \(round) \(choice)"
    }
  }

  /// A student's line read back; nil for anything else, which ends that student's
  /// connection.
  public init?(line: Substring) {
    guard line.utf8.count <= ClassProtocol.maximumStudentLine else { return nil }
    let (word, rest) = ClassUpdate.split(line)
    guard word == "answer", let numbers = ClassUpdate.counts(rest, 3),
      (1...2).contains(numbers[1]), (1...6).contains(numbers[2]), numbers[0] < 100_000
    else { return nil }
    self = .answer(step: numbers[0], round: numbers[1], choice: numbers[2])
  }
}
