import VCLifeCore
import VCLifeScript

@testable import VCLifeClassroom
@testable import VCLifeUI

/// Short names the screen tests read a classroom by: the facts they check, each one line
/// over the classroom's own API.
extension Classroom {
  /// The photo album app (or `catalogue`'s) in compare mode of `kind`.
  static func comparing(
    _ kind: CompareKind = .iOSVersions, catalogue: Catalogue = .photoAlbum,
    behavior: SystemBehavior = .iOS6, pacing: Pacing = .animated, language: ReportLanguage = .en
  ) -> Classroom {
    mirroring(
      Classroom(catalogue: catalogue, behavior: behavior, pacing: pacing, language: language),
      kind: kind)
  }

  /// `single` in compare mode of `kind`, its lesson and moment as they are.
  static func mirroring(_ single: Classroom, kind: CompareKind = .iOSVersions) -> Classroom {
    var classroom = single
    classroom.compare(kind)
    return classroom
  }

  /// The truth (which compare mode's sides are views of).
  var single: Classroom { self }
  /// The compare sides at the screen's moment.
  var left: Moment { moment(of: .left)! }
  var right: Moment { moment(of: .right)! }
  subscript(side: CompareSide) -> Moment { moment(of: side)! }
  func lines(of side: CompareSide) -> [CompareLine] { compare!.lines(of: side) }
  func summary(of side: CompareSide) -> CompareSummary { compare!.summary(of: side) }
  func wholeActionDifference(of side: CompareSide) -> Int {
    compare!.wholeActionDifference(of: side)
  }
  var memoryDiffers: Bool { compare!.memoryDiffers }
  var kind: CompareKind { compare!.kind }
  var leftLabel: String { compare!.label(of: .left) }
  var rightLabel: String { compare!.label(of: .right) }

  /// The status line's message as the screen says it.
  var messageText: String? { view.message.map { Words.sentence($0.text, language) } }
  var statusMessage: String? { messageText }
  /// Whether the help is up.
  var showsHelp: Bool {
    if case .help = overlay { return true }
    return false
  }
  var picker: Picker? {
    if case .picker(let picker) = overlay { return picker }
    return nil
  }
  var lessonMenu: LessonMenu? {
    if case .lessonMenu(let menu) = overlay { return menu }
    return nil
  }
  /// The open question, while its callbacks are hidden.
  var prediction: Localized? { questionOpen ? plan?.currentStep?.predict : nil }
  /// The steps still to play.
  var queue: ArraySlice<LessonStep> { plan.map { $0.steps[$0.played...] } ?? [] }
  var currentStep: LessonStep? { plan?.currentStep }
  var chosenAnswer: Int? { plan?.chosen }
  var narration: Localized? { plan?.narration }
  var selectedController: String? { moment.selectedController }
  var selectedLeaked: ControllerState? { moment.selectedLeaked }
  var rows: ControllerRows { moment.rows }
  var logScroll: Int { view.logScroll }
  var isRewound: Bool { timeline.isRewound }
  var theme: Theme { settings.theme }
  var showsPresentation: Bool {
    get { settings.showsPresentation }
    set { settings.showsPresentation = newValue }
  }
  var message: StatusMessage? { view.message }
  var showsWholeWhy: Bool { view.showsWholeWhy }
  var speedLevel: Int { settings.speedLevel }

  /// A click or the wheel, read against the frame it was made on, as the loop reads it.
  mutating func handle(_ mouse: MouseEvent, on frame: Grid) {
    if let command = LiveApp.command(for: mouse, on: frame) { apply(command) }
  }

  /// The frame at a size.
  func render(width: Int, height: Int, glyphs: Glyphs) -> Grid {
    Screen.render(self, width: width, height: height, glyphs: glyphs)
  }
}

extension Moment {
  /// The state the side shows.
  var shownState: AppState { state }
}

extension TeachingText {
  /// The teaching text of a classroom's single screen.
  init(_ classroom: Classroom, glyphs: Glyphs = .unicode, width: Int) {
    self.init(classroom.teaching, FrameContext(classroom, glyphs: glyphs), width: width)
  }
}

extension FrameContext {
  /// The single screen's context.
  init(_ classroom: Classroom, glyphs: Glyphs = .unicode) {
    self.init(moment: classroom.moment, language: classroom.language, glyphs: glyphs)
  }
}
