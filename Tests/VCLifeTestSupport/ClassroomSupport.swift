import VCLifeClassroom
import VCLifeCore
import VCLifeScript

/// Short names the reducer's and the screen's tests read a classroom by: the facts they
/// check, each one line over the classroom's public API (so the reducer's tests need no
/// screen, and both read the same facts the same way).
extension Classroom {
  /// The photo album app (or `catalogue`'s) in compare mode of `kind`.
  public static func comparing(
    _ kind: CompareKind = .iOSVersions, catalogue: Catalogue = .photoAlbum,
    behavior: SystemBehavior = .iOS6, pacing: Pacing = .animated, language: ReportLanguage = .en
  ) -> Classroom {
    mirroring(
      Classroom(catalogue: catalogue, behavior: behavior, pacing: pacing, language: language),
      kind: kind)
  }

  /// The photo album app on iOS 6 compared with `kind`'s sides, all at once, after `keys`.
  public static func comparing(_ kind: CompareKind = .iOSVersions, keys: [Key]) -> Classroom {
    Classroom.keys(comparing(kind, pacing: .instant), keys)
  }

  /// Two pushes and a memory warning compared on iOS 5 and 6: iOS 5 unloads the hidden
  /// views, iOS 6 and later free only their backing stores.
  public static let afterWarning = comparing(keys: [.char("p"), .char("p"), .char("w")])

  /// `single` in compare mode of `kind`, its lesson and moment as they are.
  public static func mirroring(_ single: Classroom, kind: CompareKind = .iOSVersions) -> Classroom {
    var classroom = single
    classroom.send(.compare(kind))
    return classroom
  }

  /// The built-in lesson `name` at its title card, all at once, in `language`.
  public static func builtIn(_ name: String, _ language: ReportLanguage = .en) -> Classroom {
    Classroom(lesson: LessonLibrary.lesson(named: name)!, pacing: .instant, language: language)
  }

  /// The built-in lesson `name` walked to its end in English, all at once: each step played,
  /// each question answered right and revealed.
  public static func finished(_ name: String) -> Classroom {
    let lesson = LessonLibrary.lesson(named: name)!
    var model = Classroom(lesson: lesson, pacing: .instant, language: .en)
    for step in lesson.steps {
      model.send(.key(.char("n")))
      if let answer = step.answer { model.send(.key(.char(Character(String(answer))))) }
      if model.prediction != nil { model.send(.key(.char("n"))) }
    }
    return model
  }

  /// `model` after `keys`, each sent as the loop sends it.
  public static func keys(_ model: Classroom, _ keys: [Key]) -> Classroom {
    var model = model
    for key in keys { model.send(.key(key)) }
    return model
  }

  /// A key, sent as the loop sends it (through the one door, so the compare sides follow).
  @discardableResult
  public mutating func handle(_ key: Key) -> [VCLifeClassroom.Effect] { send(.key(key)) }
  /// A command no key carries (a click read against the frame), as the loop sends it.
  @discardableResult
  public mutating func apply(_ command: Command) -> [VCLifeClassroom.Effect] {
    send(.command(command))
  }
  /// What the class link brings, as the link sends it.
  public mutating func apply(_ input: ClassInput) { send(.classInput(input)) }
  /// The animation's timer, as the loop sends it.
  public mutating func tick() { send(.tick) }

  /// The truth (which compare mode's sides are views of).
  public var single: Classroom { self }
  /// The compare sides at the screen's moment.
  public var left: Moment { moment(of: .left)! }
  public var right: Moment { moment(of: .right)! }
  public subscript(side: CompareSide) -> Moment { moment(of: side)! }
  public func lines(of side: CompareSide) -> [CompareLine] { compare!.lines(of: side) }
  public func summary(of side: CompareSide) -> CompareSummary { compare!.summary(of: side) }
  public func wholeActionDifference(of side: CompareSide) -> Int {
    compare!.wholeActionDifference(of: side)
  }
  public var memoryDiffers: Bool { compare!.memoryDiffers }
  public var kind: CompareKind { compare!.kind }
  public var leftLabel: String { compare!.label(of: .left) }
  public var rightLabel: String { compare!.label(of: .right) }

  /// "Object selector" of the log lines of one side, and whether each is marked different.
  public func marked(_ side: CompareSide) -> [(String, Bool)] {
    lines(of: side).map { line in
      let event = self[side].session.events[line.event]
      return ("\(event.object) \(event.name.text)", line.isDifferent)
    }
  }

  /// What the status line says until the next key, in both languages.
  public var said: Localized? { view.message?.text }
  /// Whether the help is up.
  public var showsHelp: Bool {
    if case .help = overlay { return true }
    return false
  }
  public var picker: Picker? {
    if case .picker(let picker) = overlay { return picker }
    return nil
  }
  public var lessonMenu: LessonMenu? {
    if case .lessonMenu(let menu) = overlay { return menu }
    return nil
  }
  /// The open question, while its callbacks are hidden.
  public var prediction: Localized? { questionOpen ? plan?.currentStep?.predict : nil }
  /// The steps still to play.
  public var queue: ArraySlice<LessonStep> { plan.map { $0.steps[$0.played...] } ?? [] }
  public var currentStep: LessonStep? { plan?.currentStep }
  public var chosenAnswer: Int? { plan?.chosen }
  public var narration: Localized? { plan?.narration }
  public var selectedController: String? { moment.selectedController }
  public var selectedLeaked: ControllerState? { moment.selectedLeaked }
  public var rows: ControllerRows { moment.rows }
  public var logScroll: Int { view.logScroll }
  public var isRewound: Bool { timeline.isRewound }
  public var theme: Theme { settings.theme }
  public var message: StatusMessage? { view.message }
  public var showsWholeWhy: Bool { view.showsWholeWhy }
  public var speedLevel: Int { settings.speedLevel }
}

extension Moment {
  /// The state the side shows.
  public var shownState: AppState { state }
}
