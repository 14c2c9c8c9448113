import Foundation
import VCLifeCore

/// A student's own controller class, as `vclife-read --json` understood it: its name, the
/// template its settings line builds, and each lifecycle override with its line and its
/// call to super. The live screen and `vclife script --own` run the template; the log and
/// the reports mark the callbacks that come from the student's overrides.
public struct OwnController: Sendable, Equatable {
  /// One lifecycle override of the class.
  public struct Method: Sendable, Equatable, Decodable {
    /// UIKit's Objective-C selector (`viewWillAppear:`), as the simulator's events name it.
    public var selector: String
    /// The line the override starts on.
    public var line: Int
    /// `called`, `missing`, `wrong` or `not-needed`.
    public var `super`: String
    /// The selector super was called with, when it is another one.
    public var superSelector: String?
    /// A line inside the override the parser could not read: its super verdict is not sure,
    /// and no super mark is shown.
    public var unreadLine: Int?
  }

  /// The class's name: the controller's name in the app and in every event.
  public var name: String
  /// The source file's name, without its directory (`Detail.m`).
  public var file: String
  /// Whether the source is Swift (which needs iOS 7, SPEC §16.3).
  public var isSwift: Bool
  /// The template built from the reader's settings line by the script language's parser.
  public var template: ControllerTemplate
  /// The overrides, by selector.
  public var methods: [String: Method]
  /// How many lines of the class `vclife read` lists as not understood: code the run leaves
  /// out (a `view = nil` with no test, a closure, a superclass's own code…).
  public var notUnderstoodCount = 0

  /// The most columns the class's name may take: a controller name's limit (40), less four
  /// for the number the example app adds to a second copy (`DetailViewController2`), so
  /// every copy's name still reads back from an export.
  public static let maximumNameWidth = ControllerName.maximumWidth - 4

  /// The override that answers `selector`, if the class has one.
  public func method(for selector: Selector) -> Method? { methods[selector.rawValue] }

  /// The class named `className` (or the file's only one) in the reader's JSON for `file`;
  /// the error says, in one line, why there is none.
  public static func read(json: Data, file: String, className: String?) throws(OwnError)
    -> OwnController
  {
    guard let report = try? JSONDecoder().decode(Report.self, from: json) else {
      throw OwnError("the reader's answer for \(shown(file)) is not a report vclife understands")
    }
    let named = className.map { wanted in report.classes.filter { $0.name == wanted } }
    let candidates = named ?? report.classes
    guard let chosen = candidates.first else {
      if let className {
        throw OwnError("\(shown(file)) has no controller class \(ControllerName.quoted(className))")
      }
      // The reader says why there is none (a fragment; a syntax error that hides a class).
      let why = report.notUnderstood?.first { $0.line == 1 && $0.what == "no class in this file" }?
        .why
      throw OwnError(
        "\(shown(file)) has no controller class" + (why.map { ": " + shown($0) } ?? ""))
    }
    guard candidates.count == 1 else {
      let names = candidates.map(\.name).joined(separator: ", ")
      throw OwnError("\(shown(file)) has several classes (\(names)); choose one with --as NAME")
    }
    if let problem = nameProblem(chosen.name) { throw OwnError("\(shown(file)): \(problem)") }
    let template: ControllerTemplate
    switch ScriptParser.parse(line: Substring(chosen.knobLine), number: 0) {
    case .success(.define(let built)) where built.name == chosen.name: template = built
    case .failure(let error):
      throw OwnError("\(shown(file)): the settings of \(chosen.name): \(error.message)")
    default:
      throw OwnError("\(shown(file)): the reader gave no settings line for \(chosen.name)")
    }
    let base = ControllerName.escaped(file.split(separator: "/").last.map(String.init) ?? file)
    var own = OwnController(
      name: chosen.name, file: base, isSwift: report.language == "swift", template: template,
      methods: Dictionary(chosen.methods.map { ($0.selector, $0) }, uniquingKeysWith: { a, _ in a })
    )
    own.notUnderstoodCount = chosen.notUnderstood?.count ?? 0
    return own
  }

  /// Why `name` cannot be a class's name in the app, or nil.
  static func nameProblem(_ name: String) -> String? {
    // The width first, so one limit is said whatever the length.
    guard FallbackWidth.width(of: name) > maximumNameWidth else {
      return ControllerName.problem(with: name)
    }
    return "the class name \(ControllerName.quoted(name)) is longer than \(maximumNameWidth) "
      + "columns (a controller name takes at most 40, and a second copy adds its number); "
      + "rename the class to run it in vclife"
  }

  private static func shown(_ file: String) -> String { ControllerName.escaped(file) }

  /// The part of `vclife-read --json` this reads; other fields are left alone.
  private struct Report: Decodable {
    var language: String
    var classes: [Class]
    var notUnderstood: [Note]?
  }

  private struct Note: Decodable {
    var line: Int
    var what: String
    var why: String
  }

  private struct Class: Decodable {
    var name: String
    var methods: [Method]
    var knobLine: String
    var notUnderstood: [Note]?
  }
}

/// Why a student's controller cannot join the app, in one line.
public struct OwnError: Error, Equatable, Sendable {
  /// The line, safe to print.
  public var message: String

  /// Creates the error.
  public init(_ message: String) { self.message = message }
}
