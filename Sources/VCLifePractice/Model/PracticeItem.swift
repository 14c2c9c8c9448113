import VCLifeCore

/// One answer a student can pick: its text in both languages and what it stands for.
public struct Choice: Sendable, Equatable {
  /// The text shown.
  public var text: Bilingual
  /// What the choice names, in the script's words: a callback `"Object selector"`, an action
  /// line, `ios N`, a controller's name (`bug`), `"Object part,part"` for what a warning
  /// frees (`freed`; `"Object none"` when nothing is), or `"Object selector selector"` for
  /// which of a student's methods run, in order (`own`; `"Object none"` when none does).
  public var token: String
  /// Why this choice is right, or why it is wrong here (where it would be right, or what the
  /// log shows instead): the part of the item's why about this choice; nil where the item's
  /// why says nothing of it alone (an `order` item's blocks).
  public var why: Bilingual?

  /// Creates a choice.
  public init(text: Bilingual, token: String, why: Bilingual? = nil) {
    self.text = text
    self.token = token
    self.why = why
  }

  /// The same choice with why it is right or wrong.
  func explained(_ why: Bilingual?) -> Choice {
    Choice(text: text, token: token, why: why)
  }
}

/// A generated question, checked by the simulator before it is returned: a one-step plan
/// (the set-up, the asked action) with the events the reveal plays, the question, the
/// choices and the right answer, and why.
public struct PracticeItem: Sendable, Equatable {
  /// What regenerates the item exactly.
  public var id: ItemID
  /// The kind of question.
  public var kind: ItemKind { id.kind }
  /// The level it was drawn at.
  public var level: Int { id.level }
  /// What it is about.
  public var topic: Topic
  /// The version the set-up and the asked action run on.
  public var ios: SystemBehavior
  /// The built-in app the script runs in (`photo-album` or a lesson's name), named by the
  /// script's `# scenario:` line.
  public var app: String
  /// Controllers the script defines itself (`new` lines), before the launch.
  public var definitions: [ControllerTemplate]
  /// The set-up: the launch and the actions after it, in order.
  public var setup: [Action]
  /// The action the question is about; for `action` items, the right answer.
  public var asked: Action
  /// The callbacks shown with the question, each `"Object selector"` (for `bug`, the
  /// effects that do not name the mistake too).
  public var log: [String]
  /// The question.
  public var question: Bilingual
  /// Why the answer is right, in the narration's words.
  public var why: Bilingual
  /// The choices, in the order shown.
  public var choices: [Choice]
  /// The right choice's 1-based index; for `order`, the indices in the right order.
  public var answer: [Int]
  /// The events of the asked action, as the reveal plays them.
  public var reveal: [Event]
  /// The documented rules the answer rests on (SPEC §14.4): SPEC sections with the seed
  /// passage or published log behind them, as short citations joined by "; ". Never empty:
  /// a draft without one is not an item.
  public var basis: String

  /// The script that sets the item up, as `vclife script` runs it: the app's marker, the
  /// version, the definitions, the launch and the set-up actions.
  public var script: String {
    scriptLines().joined(separator: "\n") + "\n"
  }

  /// The script's lines; `showingVersion: false` leaves out the `ios` line (a `version`
  /// question shown to a student must not give its answer away).
  public func scriptLines(showingVersion: Bool = true, showingDefinitions: Bool = true)
    -> [String]
  {
    var lines = ["# scenario: \(app)"]
    if showingVersion { lines.append("ios \(ios.rawValue)") }
    if showingDefinitions { lines += definitions.map { Action.define($0).scriptText } }
    return lines + setup.map(\.scriptText)
  }

  /// The set-up as a student sees it: no `ios` line for `version` (its answer), no
  /// definitions for `bug` (they name the mistake), no comment. An `own` item shows its
  /// class's `new` line: the settings `vclife read` maps the student's source to.
  public var shownSetup: [String] {
    Array(
      scriptLines(showingVersion: kind != .version, showingDefinitions: kind != .bug)
        .dropFirst())
  }

  /// Whether the asked action is shown with the question (not for `action`: it is the answer).
  public var showsAsked: Bool { kind != .action }

  /// The controller the question names, which the View tree shows while it is asked: the
  /// one a `freed` item asks about, or the student's class of an `own` item (their choices'
  /// tokens begin with it); nil for the other kinds, where a controller named would be, or
  /// point to, the answer.
  public var subject: String? {
    guard kind == .freed || kind == .own, let token = choices.first?.token else { return nil }
    return token.split(separator: " ").first.map(String.init)
  }
}

/// What regenerates an item exactly: its kind, level and seed, and the filters that were
/// forced on it. Written `kind-level-seed` with `-topic` and `-iosN` when forced, e.g.
/// `next-2-00c0ffee00c0ffee` or `order-1-00c0ffee00c0ffee-memory-ios13`; an `own` item ends
/// with its class's tag, `-c` and eight hex digits (`own-1-00c0ffee00c0ffee-c1a2b3c4d`).
public struct ItemID: Sendable, Hashable, CustomStringConvertible {
  /// The kind.
  public var kind: ItemKind
  /// The level.
  public var level: Int
  /// The seed its draws start from.
  public var seed: UInt64
  /// The topic, when a filter forced it.
  public var topic: Topic?
  /// The version, when a filter forced it.
  public var ios: SystemBehavior?
  /// The tag of the class an `own` item asks about (`OwnClass.tag`); nil for other kinds.
  public var owner: String?

  /// Creates an id.
  public init(
    kind: ItemKind, level: Int, seed: UInt64, topic: Topic? = nil, ios: SystemBehavior? = nil,
    owner: String? = nil
  ) {
    self.kind = kind
    self.level = level
    self.seed = seed
    self.topic = topic
    self.ios = ios
    self.owner = owner
  }

  /// The id as text.
  public var description: String {
    var hex = String(seed, radix: 16)
    hex = String(repeating: "0", count: 16 - hex.count) + hex
    var text = "\(kind.rawValue)-\(level)-\(hex)"
    if let topic { text += "-\(topic.rawValue)" }
    if let ios { text += "-ios\(ios.rawValue)" }
    if let owner { text += "-c\(owner)" }
    return text
  }

  /// Reads an id written by `description`; nil for anything else.
  public init?(_ text: String) {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
    guard parts.count >= 3, parts.count <= 6, let kind = ItemKind(rawValue: parts[0]),
      let level = Int(parts[1]), Level.all.contains(level), parts[2].count == 16,
      let seed = UInt64(parts[2], radix: 16)
    else { return nil }
    self.init(kind: kind, level: level, seed: seed)
    // An `own` item's id ends with its class's tag; no other kind's has one.
    var rest = parts.dropFirst(3)
    if kind == .own {
      guard let last = rest.last, last.count == 9, last.hasPrefix("c"),
        last.dropFirst().allSatisfy(\.isHexDigit), last == last.lowercased()
      else { return nil }
      owner = String(last.dropFirst())
      rest = rest.dropLast()
    }
    guard rest.count <= 2 else { return nil }
    for part in rest {
      if part.hasPrefix("ios"), ios == nil,
        let behavior = SystemBehavior(rawValue: String(part.dropFirst(3)))
      {
        ios = behavior
      } else if topic == nil, ios == nil, let topic = Topic(rawValue: part) {
        self.topic = topic
      } else {
        return nil
      }
    }
  }
}
