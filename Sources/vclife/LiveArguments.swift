import ArgumentParser
import VCLifeClassroom
import VCLifeCore
import VCLifeScript

/// The live screen's plain command lines read without argument-parser: `vclife` alone, or
/// live options each given once in long form (`--pacing instant`, `--pacing=instant`,
/// `--no-mouse`).
///
/// argument-parser finds a command's options by reflection, and the Swift runtime answers its
/// first questions about each property's type ("is this an option group?") by scanning every
/// protocol conformance record of the binary, several thousand of them, Foundation's included:
/// that was nearly half the work before the first frame (and its property wrappers alone,
/// made without parsing, cost a tenth). The request read here is the one argument-parser
/// gives for the same words (`LiveArgumentsTests` compares them); anything else (a short
/// option, a repeated option, a value that is not taken or looks like an option, an empty
/// value after `=`, a word that is not an option) returns nil and goes to argument-parser,
/// which reads it or says what is wrong.
enum LiveArguments {
  /// The request argument-parser would give for `arguments`, or nil when they are not a plain
  /// list of live options.
  static func parse(_ arguments: [String]) -> LiveRequest? {
    var request = defaults
    var named: Set<String> = []
    var index = 0
    while index < arguments.count {
      let word = arguments[index]
      guard word.hasPrefix("--"), word.count > 2 else { return nil }
      let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = String(parts[0])
      guard named.insert(name).inserted else { return nil }
      if flags.contains(name) {
        guard parts.count == 1 else { return nil }
        set(flag: name, in: &request)
      } else {
        // argument-parser takes an empty value as the next word (`--class ""`), not
        // after `=` (`--class=`).
        var value = parts.count == 2 ? String(parts[1]) : nil
        if value == "" { return nil }
        if value == nil, index + 1 < arguments.count {
          index += 1
          value = arguments[index]
        }
        guard let value, !value.hasPrefix("-"), set(name, to: value, in: &request) else {
          return nil
        }
      }
      index += 1
    }
    return request
  }

  /// The live options that take no value.
  private static let flags: Set<String> = [
    "--present", "--no-color", "--shuffle", "--resume", "--no-mouse",
  ]

  private static func set(flag name: String, in request: inout LiveRequest) {
    switch name {
    case "--present": request.session.look.present = true
    case "--no-color": request.session.look.noColor = true
    case "--shuffle": request.session.shuffle = true
    case "--resume": request.resume = true
    case "--no-mouse": request.noMouse = true
    default: break
    }
  }

  /// Sets the option `name` to `value`, read as argument-parser reads it (the same
  /// `init?(argument:)`); false for a name that is no live option or a value it does not take.
  private static func set(_ name: String, to value: String, in request: inout LiveRequest) -> Bool {
    switch name {
    case "--lesson": request.session.lesson = value
    case "--replay": request.session.replay = value
    case "--scenario": request.session.scenario = value
    case "--own": request.own.own = value
    case "--as": request.own.className = value
    case "--export-dir": request.exportDir = value
    case "--record": request.record = value
    case "--class": request.classSocket = value
    case "--ios":
      guard let version = SystemBehavior(argument: value) else { return false }
      request.session.ios = version
    case "--lang":
      guard let language = ReportLanguage(argument: value) else { return false }
      request.session.look.langOption = language
    case "--theme":
      guard let theme = Theme(argument: value) else { return false }
      request.session.look.theme = theme
    case "--audience":
      guard let audience = Audience(argument: value) else { return false }
      request.session.audience = audience
    case "--pacing":
      guard let pacing = Pacing(argument: value) else { return false }
      request.pacing = pacing
    case "--compare":
      guard let kind = CompareKind(argument: value) else { return false }
      request.compare = kind
    default: return false
    }
    return true
  }

  /// The request with nothing given: each option's default as its declaration names it.
  private static let defaults = LiveRequest(
    session: SessionRequest(
      lesson: nil, replay: nil, scenario: nil, ios: nil,
      look: LookRequest(langOption: nil, theme: .dark, present: false, noColor: false),
      shuffle: false, audience: nil),
    own: OwnRequest(own: nil, className: nil), pacing: .animated, compare: nil, exportDir: ".",
    resume: false, noMouse: false, record: nil, classSocket: nil)
}
