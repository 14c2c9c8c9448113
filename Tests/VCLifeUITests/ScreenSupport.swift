import VCLifeCore
import VCLifeScript
import VCLifeTestSupport

@testable import VCLifeClassroom
@testable import VCLifeUI

/// What the screen tests read beside the classroom's facts (``VCLifeTestSupport``): the
/// status line as the screen says it, frames, and a click read against one.
extension Classroom {
  /// The status line's message as the screen says it.
  var messageText: String? { view.message.map { Words.sentence($0.text, language) } }
  var statusMessage: String? { messageText }
  var showsPresentation: Bool {
    get { settings.showsPresentation }
    set { settings.showsPresentation = newValue }
  }

  /// A click or the wheel, read against the frame it was made on, as the loop reads it.
  mutating func handle(_ mouse: MouseEvent, on frame: Grid) {
    if let command = LiveApp.command(for: mouse, on: frame) { send(.command(command)) }
  }

  /// The frame at a size.
  func render(width: Int, height: Int, glyphs: Glyphs) -> Grid {
    Screen.render(self, width: width, height: height, glyphs: glyphs)
  }
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
