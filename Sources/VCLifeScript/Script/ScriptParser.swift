import VCLifeCore

/// A problem with one line of a script, scenario or lesson.
public struct ScriptError: Error, Equatable, Sendable {
  /// The 1-based line (0 when the problem is not tied to a line).
  public var line: Int
  /// What is wrong, safe to print.
  public var message: String

  /// Creates an error.
  public init(line: Int, message: String) {
    self.line = line
    self.message = message
  }
}

/// Parses the `vclife script` language (SPEC §6): one action per line, `#` comments.
public enum ScriptParser {
  /// The action on one line, nil for a blank or comment line, or the reason it is bad.
  public static func parse(
    line text: Substring, number: Int, templates: [String: ControllerTemplate] = [:]
  ) -> Result<Action?, ScriptError> {
    let code = text.prefix { $0 != "#" }
    let words = code.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(
      String.init)
    guard let verb = words.first else { return .success(nil) }
    do {
      return .success(try action(verb: verb, arguments: Array(words.dropFirst())))
    } catch let error as ScriptError {
      return .failure(ScriptError(line: number, message: error.message))
    } catch {
      return .failure(ScriptError(line: number, message: "\(error)"))
    }
  }

  /// Every action line of a script, numbered from 1, parsed; blank and comment lines are
  /// left out.
  public static func parse(script text: String) -> [(
    line: Int, action: Result<Action, ScriptError>
  )] {
    // "\r\n" is one Character in Swift, so splitting on "\n" alone would run a whole
    // CRLF (Windows) file together as one bad line; split on both line endings.
    // A byte-order mark (U+FEFF) some editors put at the start of a file is not text.
    let body =
      text.unicodeScalars.first == "\u{FEFF}"
      ? Substring(text.unicodeScalars.dropFirst()) : Substring(text)
    let lines = body.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
    return lines.enumerated().compactMap { offset, line in
      switch parse(scriptLine: line, number: offset + 1) {
      case .success(.some(let action)): return (offset + 1, .success(action))
      case .success(.none): return nil
      case .failure(let error): return (offset + 1, .failure(error))
      }
    }
  }

  /// One line of a script as `parse(script:)` reads it: a line longer than
  /// `maximumLineBytes` is refused before it is split into words (a line of megabytes is no
  /// action, and its words and messages would cost many times its size).
  public static func parse(scriptLine line: Substring, number: Int) -> Result<
    Action?, ScriptError
  > {
    if line.utf8.count > maximumLineBytes {
      return .failure(lineTooLong(number: number, bytes: line.utf8.count))
    }
    return parse(line: line, number: number)
  }

  /// The longest line a script may have, in bytes of UTF-8 (64 KiB).
  public static let maximumLineBytes = 64 * 1024

  /// The error for a line of `bytes` bytes, longer than `maximumLineBytes`: a reader that
  /// stops keeping a line once it is too long reports it with this.
  public static func lineTooLong(number: Int, bytes: Int) -> ScriptError {
    ScriptError(
      line: number,
      message: "the line is \(bytes) bytes long; a line may have at most 65536 bytes (64 KiB)")
  }

  private static func fail(_ message: String) -> ScriptError {
    ScriptError(line: 0, message: message)
  }

  private static func name(_ text: String) throws -> String {
    if let problem = ControllerName.problem(with: text) { throw fail(problem) }
    return text
  }

  private static func one(_ verb: String, _ arguments: [String]) throws -> String {
    guard arguments.count == 1 else { throw fail("\(verb) takes one controller name") }
    return try name(arguments[0])
  }

  private static func none(_ verb: String, _ arguments: [String], _ action: Action) throws -> Action
  {
    guard arguments.isEmpty else { throw fail("\(verb) takes no arguments") }
    return action
  }

  private static func action(verb: String, arguments: [String]) throws -> Action {
    switch verb {
    case "ios":
      guard arguments.count == 1, let behavior = SystemBehavior(versionText: arguments[0]) else {
        throw fail("ios takes a version from 5 to 26")
      }
      return .setBehavior(behavior)
    case "restoration":
      // The app's state-restoration code, on or off (SPEC §13.1).
      guard arguments.count == 1, arguments[0] == "on" || arguments[0] == "off" else {
        throw fail("restoration takes on or off")
      }
      return .setRestoration(arguments[0] == "on")
    case "new": return .define(try template(arguments))
    case "root": return .launch(try root(arguments))
    case "push":
      // `push B C D`: several at once, only the top one loads (SPEC §11.7).
      guard arguments.count > 1 else { return .push(try one(verb, arguments)) }
      return .pushSeveral(try arguments.map(name))
    case "present":
      if arguments.first == "nav" {
        // `present nav` alone is a forgotten name, not a controller called "nav".
        guard arguments.count == 2 else { throw fail("present nav takes one controller name") }
        return .presentInNavigation(try name(arguments[1]))
      }
      // `present M fullscreen`: the full-screen order on every version (SPEC §12).
      if arguments.count == 2, arguments[1] == "fullscreen" {
        return .presentFullScreen(try name(arguments[0]))
      }
      guard arguments.count == 1 else {
        throw fail(
          "present takes one controller name (then fullscreen if it is), or nav and one "
            + "controller name")
      }
      return .present(try name(arguments[0]))
    case "tab": return .selectTab(try one(verb, arguments))
    case "tap": return .tap(try one(verb, arguments))
    case "rotate":
      guard arguments.count == 1, let orientation = Orientation(rawValue: arguments[0]) else {
        throw fail("rotate takes portrait or landscape")
      }
      return .rotate(orientation)
    case "device":
      guard arguments.count == 1, let phone = Phone(rawValue: arguments[0]) else {
        throw fail("device takes 3.5, notch or island")
      }
      return .setDevice(phone)
    case "statusbar":
      guard arguments.count == 1, let mode = StatusBarMode(rawValue: arguments[0]) else {
        throw fail("statusbar takes visible, hidden or incall")
      }
      return .setStatusBar(mode)
    case "access": return .access(try one(verb, arguments))
    case "isViewLoaded": return .isViewLoaded(try one(verb, arguments))
    case "pop": return try none(verb, arguments, .pop)
    case "popToRoot": return try none(verb, arguments, .popToRoot)
    case "dismiss": return try none(verb, arguments, .dismiss)
    case "warning": return try none(verb, arguments, .warning)
    case "restart": return try none(verb, arguments, .restart)
    case "swipe": return try none(verb, arguments, .swipe)
    case "finish": return try none(verb, arguments, .finishGesture)
    case "cancel": return try none(verb, arguments, .cancelGesture)
    case "background": return try none(verb, arguments, .background)
    case "foreground": return try none(verb, arguments, .foreground)
    case "reclaim": return try none(verb, arguments, .reclaim)
    default:
      throw fail(
        "unknown action \(ControllerName.quoted(verb)); expected ios, device, restoration, new, "
          + "root, push, pop, popToRoot, present, dismiss, swipe, finish, cancel, tab, tap, "
          + "rotate, statusbar, background, foreground, reclaim, warning, access, isViewLoaded "
          + "or restart")
    }
  }

  /// `root nav A` · `root nav A translucent` · `root nav A push B` · `root plain A` ·
  /// `root tabs A nav:B C`.
  static func root(_ arguments: [String]) throws -> RootSpec {
    guard let kind = arguments.first else { throw fail("root takes nav, plain or tabs") }
    var names = Array(arguments.dropFirst())
    switch kind {
    case "nav":
      // `push B…` at the end: the launch code pushes them right away (SPEC §12 "18").
      var pushed: [String]?
      if let at = names.dropFirst().firstIndex(of: "push") {
        pushed = try names[(at + 1)...].map(name)
        names.removeSubrange(at...)
        if pushed?.isEmpty == true { throw fail("root nav NAME push takes controller names") }
      }
      let translucent = names.count == 2 && names[1] == "translucent"
      guard names.count == 1 || translucent else {
        throw fail(
          "root nav takes one controller name, then translucent if its bar is, then push and "
            + "the controllers its launch pushes")
      }
      let root = try name(names[0])
      if let pushed {
        return .navigationPushing(root, translucent: translucent, pushed: pushed)
      }
      return .navigation(root, translucent: translucent)
    case "plain":
      guard names.count == 1 else { throw fail("root plain takes one controller name") }
      return .plain(try name(names[0]))
    case "tabs":
      guard !names.isEmpty else { throw fail("root tabs takes one or more controller names") }
      return .tabs(
        try names.map { word in
          word.hasPrefix("nav:")
            ? TabSpec(name: try name(String(word.dropFirst(4))), inNavigation: true)
            : TabSpec(name: try name(word))
        })
    default:
      throw fail("root takes nav, plain or tabs, not \(ControllerName.quoted(kind))")
    }
  }

  /// `new NAME [origin=…] [onWarning=…] [autolayout=…] [callsSuper=…]`.
  private static func template(_ arguments: [String]) throws -> ControllerTemplate {
    guard let first = arguments.first else { throw fail("new takes a controller name") }
    var template = ControllerTemplate(name: try name(first))
    if let like = arguments.dropFirst().first(where: { $0.hasPrefix("like=") }) {
      // A copy of another template, whole: other settings would make it ambiguous.
      guard arguments.count == 2 else {
        throw fail("like= copies everything; give no other setting")
      }
      let base = try name(String(like.dropFirst(5)))
      guard base != template.name else {
        throw fail("new \(base) like=\(base): a template cannot copy itself; name another")
      }
      template.basedOn = base
      return template
    }
    for setting in arguments.dropFirst() {
      let parts = setting.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2 else {
        throw fail("expected key=value, got \(ControllerName.quoted(setting))")
      }
      try TemplateSetting.apply(key: parts[0], value: parts[1], to: &template)
    }
    return template
  }
}
