import VCLifeClassroom

/// A class the live loop serves (the teacher's) or follows (a student's): before each frame
/// the loop lets it bring the class's news into the classroom and take the classroom's out.
/// The loop owns this door; the sockets behind it (`TeacherLink`, `StudentLink`) live in their
/// own module, which the command line wires in.
public protocol ClassLink: AnyObject {
  /// Brings what the class said into `classroom`, and tells the class what changed.
  func exchange(_ classroom: inout Classroom)
  /// Sends a student's answer.
  func send(_ answer: ClassAnswer)
  /// A descriptor that becomes readable when the class has news: the loop sleeps on it and
  /// the keyboard together, never on a timer.
  var newsDescriptor: Int32 { get }
  /// The longest the loop may sleep before the link has something due (an answer held back
  /// to pace a student's sends); nil: nothing is due.
  var dueInMilliseconds: Int? { get }
  /// What each student answered (the teacher's side), for `x`'s record; nil on a student's.
  func record() -> ClassRecord?
  /// Whether the class has ended (a student's screen then ends).
  var hasEnded: Bool { get }
}
