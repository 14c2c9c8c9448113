import VCLifeClassroom
import VCLifeCore
import VCLifeScript

/// A lesson step's callbacks as the log shows them while the step's text is read, so that
/// every callback the text names is on screen (classroom review M-A). The plain log shows the
/// newest rows; when they would leave a named callback out, the log lists the step instead:
/// its lines in order with each run of lines the text does not name folded into one row
/// ("… 6 more lines"), or, with fewer rows, the named lines alone, or at the last several
/// named callbacks to a row. PgUp, ← and a detour show the plain log again.
struct StepDigest {
  /// A row of the digest.
  enum Line: Equatable {
    /// An event, drawn as the log draws it.
    case event(Int)
    /// This many lines left out (PgUp shows them).
    case folded(Int)
    /// Named callbacks side by side, without their reasons.
    case packed([Int])
  }

  /// The step's events and those its text names.
  let callbacks: StepCallbacks
  /// The step's action lines (`▶ dismiss`), kept as landmarks where there is room.
  private let actionLines: Set<Int>

  /// The digest of the step on screen (its events in `events`): a lesson's step, after its
  /// question (if any) is revealed, whose text names at least one of its callbacks.
  init?(_ teaching: Teaching, events: EventLog) {
    guard teaching.question == nil, let callbacks = teaching.stepCallbacks,
      !callbacks.named.isEmpty, callbacks.events.upperBound <= events.count
    else { return nil }
    self.callbacks = callbacks
    actionLines = Set(callbacks.events.filter { events[$0].kind == .action })
  }

  /// The rows the plain log needs to show every named callback at the step's end: from the
  /// first of them to the step's last event.
  var plainRows: Int { callbacks.events.upperBound - (callbacks.named.first ?? 0) }

  /// The rows the log asks of the panes above it for this step: the plain log's, or the
  /// folded list's when it is shorter.
  var wantedRows: Int { min(plainRows, folded(keepingActions: false).count) }

  /// What the log shows in `rows` rows of `width` columns at `moment`; nil when the plain
  /// log shows it all (or the screen is not at the step's end, or is scrolled back).
  func lines(rows: Int, width: Int, moment: Moment) -> [Line]? {
    guard moment.logScroll == 0, moment.cursor == callbacks.events.upperBound - 1,
      plainRows > rows, rows > 0
    else { return nil }
    let bare = folded(keepingActions: false)
    for candidate in [
      folded(keepingActions: true), bare, Self.withoutEdgeFolds(bare),
      callbacks.named.map(Line.event),
    ] where candidate.count <= rows {
      return candidate
    }
    return packed(width: width, events: moment.events).prefix(rows).map { $0 }
  }

  /// The step's lines in order, every run the text does not name folded into one row;
  /// `keepingActions`: the action lines (`▶ dismiss`) stay, as landmarks.
  private func folded(keepingActions: Bool) -> [Line] {
    let named = Set(callbacks.named)
    var lines: [Line] = []
    var run = 0
    for index in callbacks.events {
      if named.contains(index) || (keepingActions && actionLines.contains(index)) {
        if run > 0 { lines.append(.folded(run)) }
        run = 0
        lines.append(.event(index))
      } else {
        run += 1
      }
    }
    if run > 0 { lines.append(.folded(run)) }
    return lines
  }

  /// The folded lines without a fold before the first named callback or after the last:
  /// what lies between named callbacks is still counted, the rest is left to PgUp.
  private static func withoutEdgeFolds(_ lines: [Line]) -> [Line] {
    var lines = lines[...]
    if case .folded = lines.first { lines = lines.dropFirst() }
    if case .folded = lines.last { lines = lines.dropLast() }
    return Array(lines)
  }

  /// The named callbacks as `Object selector` items, as many to a row as fit `width`.
  private func packed(width: Int, events: EventLog) -> [Line] {
    var lines: [Line] = []
    var row: [Int] = []
    var used = 2
    for index in callbacks.named {
      let cost = DisplayWidth.of(Self.item(events[index])) + 3
      if !row.isEmpty, used + cost > width {
        lines.append(.packed(row))
        row = []
        used = 2
      }
      row.append(index)
      used += cost
    }
    if !row.isEmpty { lines.append(.packed(row)) }
    return lines
  }

  /// A named callback in a packed row: `List viewWillDisappear:`, an effect in parentheses.
  static func item(_ event: Event) -> String {
    event.kind == .effect
      ? "\(event.object) (\(event.name.text))" : "\(event.object) \(event.name.text)"
  }

  /// The packed rows of the named callbacks as text, `·` between: what the projector shows
  /// under the step's text.
  func packedText(width: Int, events: EventLog, bullet: Character) -> [String] {
    packed(width: width, events: events).map { line in
      guard case .packed(let indices) = line else { return "" }
      return indices.map { Self.item(events[$0]) }.joined(separator: " \(bullet) ")
    }
  }
}
