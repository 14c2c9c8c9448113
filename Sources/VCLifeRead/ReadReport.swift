/// What `vclife read` says about one file: the `--json` object, and the text report's source.
/// Field names and values are a stable interface for teachers' autograders
/// (docs/reading-controllers.md); add fields, never rename them.
public struct ReadReport: Codable, Sendable, Equatable {
  public var file: String
  public var language: SourceLanguage
  public var classes: [ClassReport]
  /// What the file holds outside any class that was not read (a fragment, a parse error…).
  public var notUnderstood: [NotUnderstood]
}

/// One controller class.
public struct ClassReport: Codable, Sendable, Equatable {
  public var name: String
  public var line: Int
  public var superclass: String?
  /// UIKit's own class or a class in the same file; false: assumed to be UIViewController.
  public var superclassKnown: Bool
  public var methods: [MethodFact]
  public var resources: [Resource]
  public var warningHandler: WarningHandlerFact?
  /// The line where an initializer (or `awakeFromNib`) reads `view`: UIKit loads the view
  /// there, so `loadView` and `viewDidLoad` run at init, before the controller is shown.
  public var initTouchesView: Int?
  /// The template settings a scenario would write, each with the line it comes from.
  public var knobs: [Knob]
  /// The knobs as one `new` line of `vclife script`.
  public var knobLine: String
  public var notUnderstood: [NotUnderstood]
}

/// One lifecycle override and its call to super.
public struct MethodFact: Codable, Sendable, Equatable {
  public enum Super: String, Codable, Sendable {
    case called, missing, wrong
    case notNeeded = "not-needed"
  }
  public enum Position: String, Codable, Sendable { case first, last, middle }

  public var selector: String
  public var line: Int
  public var `super`: Super
  /// The selector super was called with, when it is another one (`wrong`).
  public var superSelector: String?
  /// Where the call to super stands among the method's statements.
  public var superPosition: Position?
  /// The line of the call to super.
  public var superLine: Int?
  /// A line inside the method the parser could not read, when its super verdict is not
  /// `called`: the verdict may be wrong (vclife shows no super mark for it).
  public var unreadLine: Int?
}

/// A resource the class acquires or releases: a timer, an observer registration, the view,
/// a strong outlet, content.
public struct Resource: Codable, Sendable, Equatable {
  public enum Kind: String, Codable, Sendable { case timer, observer, view, outlet, content }
  public enum Verdict: String, Codable, Sendable {
    case balanced, leaks, grows, depends
    case releasedOnUnload = "released-on-unload"
  }

  public var kind: Kind
  public var name: String
  public var line: Int
  public var acquiredIn: [String]
  public var releasedIn: [String]
  public var verdict: Verdict
  /// The verdict on iOS 5, when it differs (a view unloaded and loaded again).
  public var ios5Verdict: Verdict?
  /// An observer added with a block (`addObserver(forName:…using:)`): removed only through
  /// its token, and not removed for it at dealloc from iOS 9 as selector observers are.
  public var addedWithBlock: Bool?
  /// A repeating timer whose target is the controller (or whose block captures it
  /// strongly): it holds the controller until invalidated.
  public var holdsController: Bool?
  /// A key-value observer (`addObserver:forKeyPath:`), which the notification center's
  /// rules (one registration per call, removed at dealloc from iOS 9) do not cover.
  public var keyPath: Bool?
}

/// `didReceiveMemoryWarning`, read.
public struct WarningHandlerFact: Codable, Sendable, Equatable {
  public var line: Int
  /// It sets `view` to nil.
  public var releasesView: Bool
  /// That release is behind `isViewLoaded` (and the window test), or the window test alone.
  public var guarded: Bool
  /// What guards it: `isViewLoaded` (or `viewIfLoaded`), or only `window` (whose test reads
  /// `view`, so it loads a view that was not loaded).
  public var guardTest: String?
  /// It reads `view` where the view may be unloaded: before the guard, or after setting it nil.
  public var touchesView: Bool
  /// Where its call to super stands (nil: no call).
  public var superPosition: MethodFact.Position?
}

/// One template setting and the source line it was read from.
public struct Knob: Codable, Sendable, Equatable {
  public var setting: String
  public var line: Int
  /// True when nothing in the file states it: the setting is the default the run assumes
  /// (`origin=code` for a class with no outlet, `initWithCoder:` or view-building `loadView`).
  public var assumed: Bool?

  public init(setting: String, line: Int, assumed: Bool? = nil) {
    self.setting = setting
    self.line = line
    self.assumed = assumed
  }
}

/// Something skipped, with why.
public struct NotUnderstood: Codable, Sendable, Equatable {
  public var line: Int
  public var what: String
  public var why: String
  /// The same in Chinese (the text report prints the language asked for).
  public var whatZh: String
  public var whyZh: String
}
