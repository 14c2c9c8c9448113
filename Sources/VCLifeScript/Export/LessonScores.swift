#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Each lesson's last score, for the lesson menu (`✓ 3/6`): what a student working alone, or
/// a teacher planning the next class, has done. Kept in the state directory beside the saved
/// session (`lesson-scores.txt`), written whole, one line a lesson:
///
///     # vclife: each lesson's last score, for the lesson menu.
///     today 3 6
///
/// (the lesson's name, the questions answered right, the questions answered). Only the most
/// recent ``maximumLessons`` are kept.
public struct LessonScores: Sendable, Equatable {
  /// A finished lesson's score.
  public struct Score: Sendable, Equatable {
    /// Questions answered right, and answered.
    public var right: Int
    public var asked: Int

    public init(right: Int, asked: Int) {
      self.right = right
      self.asked = asked
    }
  }

  /// Lessons and their last scores, the most recent last.
  public private(set) var entries: [(name: String, score: Score)] = []

  /// No score yet.
  public init() {}

  /// The most lessons kept: the built-in ones and many of a teacher's own; the oldest goes.
  public static let maximumLessons = 200
  /// The file's name in the state directory.
  public static let fileName = "lesson-scores.txt"
  /// The largest file read back: a longer one is not one vclife wrote.
  static let maximumBytes = 64 * 1024

  /// The last score of the lesson named `name`.
  public subscript(name: String) -> Score? {
    entries.last { $0.name == name }?.score
  }

  /// Keeps `score` as the lesson's last. A name that could not be read back (not a lesson
  /// name: a-z, 0-9 and '-') is not kept.
  public mutating func record(_ name: String, score: (right: Int, asked: Int)) {
    guard Self.isLessonName(name) else { return }
    entries.removeAll { $0.name == name }
    entries.append((name, Score(right: score.right, asked: score.asked)))
    if entries.count > Self.maximumLessons {
      entries.removeFirst(entries.count - Self.maximumLessons)
    }
  }

  public static func == (left: LessonScores, right: LessonScores) -> Bool {
    left.entries.map(\.name) == right.entries.map(\.name)
      && left.entries.map(\.score) == right.entries.map(\.score)
  }

  /// The file's text.
  public var text: String {
    (["# vclife: each lesson's last score, for the lesson menu."]
      + entries.map { "\($0.name) \($0.score.right) \($0.score.asked)" })
      .joined(separator: "\n") + "\n"
  }

  /// The scores in `text`; a line that is not one is skipped.
  public static func parse(_ text: String) -> LessonScores {
    var scores = LessonScores()
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let words = line.split(separator: " ")
      guard words.count == 3, let right = Int(words[1]), let asked = Int(words[2]),
        (0...10_000).contains(asked), (0...asked).contains(right)
      else { continue }
      scores.record(String(words[0]), score: (right, asked))
    }
    return scores
  }

  private static func isLessonName(_ name: String) -> Bool {
    !name.isEmpty && name.count <= 40
      && name.unicodeScalars.allSatisfy {
        ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
      }
  }

  // MARK: Where they live

  /// The scores kept in `directory` (the state directory unless a test says otherwise);
  /// none when there is no file, or it is not a regular file vclife could have written.
  public static func load(from directory: String? = SavedSession.directory()) -> LessonScores {
    guard let directory,
      let text = TextFile.readState(fileName, in: directory, maximumBytes: maximumBytes)
    else { return LessonScores() }
    return parse(text)
  }

  /// Writes the scores whole (a temporary file renamed over the last), in the private state
  /// directory (see ``TextFile``); anything but a regular file under the name is left alone.
  public func save(in directory: String? = SavedSession.directory()) throws {
    guard let directory else {
      throw TextFile.Failure(description: "no HOME or XDG_STATE_HOME to keep the scores in")
    }
    try TextFile.replaceState(Self.fileName, in: directory, with: text)
  }
}
