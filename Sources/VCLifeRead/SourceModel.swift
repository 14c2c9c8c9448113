import VCLifeCore

/// What a language walker extracts from one file, before any rule runs: classes, their
/// properties and methods, and each method's body as events in source order. The rules
/// (``ControllerRules``) see only this, so both languages share one set of rules.
struct SourceFile {
  var classes: [SourceClass] = []
  /// Lines the walker met but cannot read (directives, macros, parse errors…).
  var skipped: [Skipped] = []
  /// Methods written outside any class (a fragment).
  var looseMethods: [SourceMethod] = []
}

/// A note of something the walker saw and did not read.
struct Skipped: Equatable {
  var line: Int
  var what: Bilingual
  var why: Bilingual
}

/// A class, or an extension or category that adds to one.
struct SourceClass {
  enum Kind { case `class`, `extension` }
  var name: String
  var line: Int
  var kind: Kind
  var superclass: String?
  var properties: [SourceProperty] = []
  var methods: [SourceMethod] = []
}

/// A stored property (Swift `var`/`let`, Objective-C `@property`).
struct SourceProperty {
  var name: String
  var line: Int
  var isOutlet: Bool
  var isWeak: Bool
  /// The class it holds, when the declaration states one (`UILabel` of `let label:
  /// UILabel!`, `= UILabel()` or `UILabel *label`).
  var type: String? = nil
}

/// A method, initializer or deinitializer, its selector written as Objective-C's.
struct SourceMethod {
  var selector: String
  var line: Int
  /// The line its body ends on (its line when not known).
  var endLine = 0
  var isOverride: Bool
  var isAction: Bool
  /// Whether its body holds no statement (an abstract hook when others call it).
  var isEmpty: Bool
  /// Top-level statements in its body (comments not counted).
  var statementCount: Int
  var events: [BodyEvent] = []
}

/// One thing a method body does, in source order.
struct BodyEvent {
  enum Kind: Equatable {
    /// A call to super, with its selector.
    case superCall(String)
    /// A message to self or a bare call: a method of the class, maybe.
    case selfCall(String)
    /// An assignment: the target (`self.` and a leading `_` dropped) and whether it is nil.
    case assign(target: String, isNil: Bool, value: String)
    /// Any other call: the callee as written (`NotificationCenter.default.addObserver`,
    /// `[NSTimer scheduledTimerWithTimeInterval:target:selector:userInfo:repeats:]`), its
    /// argument text.
    case call(callee: String, arguments: String)
    /// `view` / `self.view` read (not `viewIfLoaded`, not the target of an assignment).
    case viewRead
    /// A closure or block that mentions self, and how its capture list holds it.
    case closure(capture: Capture)
    /// `isViewLoaded` (or `viewIfLoaded`) tested.
    case viewLoadedCheck
  }
  /// How a closure holds self.
  enum Capture: String { case strong, weak, unowned }

  var kind: Kind
  var line: Int
  /// Index of the top-level statement holding it.
  var statement: Int
  /// Inside an `if` whose condition tests `isViewLoaded`, or after that test in the
  /// condition itself.
  var guarded: Bool
  /// Inside an `if` whose condition tests the view's window (`view.window == nil`).
  var windowTested = false
}
