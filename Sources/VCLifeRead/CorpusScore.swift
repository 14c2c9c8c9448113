import Foundation

/// Precision and recall of the reader over a corpus of controllers, each `NAME.swift` or
/// `NAME.m` beside a `NAME.json` of the facts a correct reading gives (written by hand,
/// from the source, not from the reader's output). One scorer serves the test and
/// `make bench` (`vclife-read --score DIRECTORY`).
///
/// The facts are short strings:
/// - structural: `CLASS SELECTOR SUPER` (`called`, `missing`, `wrong`, `not-needed`), with
///   `CLASS SELECTOR @POSITION` when super is called, and `CLASS SELECTOR ->OTHER` when the
///   selector is another;
/// - resources: `CLASS KIND NAME VERDICT`, `CLASS KIND NAME ios5:VERDICT`, the warning
///   handler's `CLASS warning releasesView|guarded|touchesView` when true, and
///   `CLASS init touchesView` when an initializer reads the view;
/// - the lines the reader must say it did not understand.
/// A file marked `"clean": true` must give no finding at all (``findings(_:)``).
public struct CorpusScore: Sendable {
  /// Facts found and expected, and how many of each agree.
  public struct Tally: Sendable {
    public var agreed = 0
    public var found = 0
    public var expected = 0
    public var precision: Double { found == 0 ? 1 : Double(agreed) / Double(found) }
    public var recall: Double { expected == 0 ? 1 : Double(agreed) / Double(expected) }
  }

  public var files = 0
  public var structural = Tally()
  public var resources = Tally()
  public var notUnderstood = Tally()
  /// Findings in clean controls (each `file: finding`).
  public var cleanFindings: [String] = []
  /// Every disagreement, `file: missed FACT` or `file: extra FACT`.
  public var disagreements: [String] = []
  /// Each file's read time, in milliseconds.
  public var milliseconds: [Double] = []

  struct Expected: Decodable {
    var structural: [String]
    var resources: [String]
    var notUnderstood: [Int]
    var clean: Bool?
  }

  /// Scores every source file of `directory` that has its `.json`.
  public static func score(directory: String) throws -> CorpusScore {
    var score = CorpusScore()
    let names = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    for name in names {
      guard let language = SourceLanguage(path: name) else { continue }
      let base = (name as NSString).deletingPathExtension
      let path = (directory as NSString).appendingPathComponent(name)
      let json = (directory as NSString).appendingPathComponent(base + ".json")
      let expected = try JSONDecoder().decode(
        Expected.self, from: Data(contentsOf: URL(fileURLWithPath: json)))
      let source = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
      let start = DispatchTime.now().uptimeNanoseconds
      let report = try ControllerReader.read(source: source, file: name, language: language)
      score.milliseconds.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
      score.files += 1
      let found = facts(report)
      score.tally(
        \.structural, found: found.structural, expected: Set(expected.structural), file: name)
      score.tally(
        \.resources, found: found.resources, expected: Set(expected.resources), file: name)
      score.tally(
        \.notUnderstood, found: Set(found.lines.map { "line \($0)" }),
        expected: Set(expected.notUnderstood.map { "line \($0)" }), file: name)
      if expected.clean == true {
        score.cleanFindings += findings(report).map { "\(name): \($0)" }
      }
    }
    return score
  }

  private mutating func tally(
    _ key: WritableKeyPath<CorpusScore, Tally>, found: Set<String>, expected: Set<String>,
    file: String
  ) {
    self[keyPath: key].found += found.count
    self[keyPath: key].expected += expected.count
    self[keyPath: key].agreed += found.intersection(expected).count
    disagreements += expected.subtracting(found).sorted().map { "\(file): missed \($0)" }
    disagreements += found.subtracting(expected).sorted().map { "\(file): extra \($0)" }
  }

  /// A report's facts, as the corpus writes them.
  public static func facts(_ report: ReadReport) -> (
    structural: Set<String>, resources: Set<String>, lines: Set<Int>
  ) {
    var structural = Set<String>()
    var resources = Set<String>()
    var lines = Set(report.notUnderstood.map(\.line))
    for entry in report.classes {
      for method in entry.methods {
        structural.insert("\(entry.name) \(method.selector) \(method.super.rawValue)")
        if let position = method.superPosition {
          structural.insert("\(entry.name) \(method.selector) @\(position.rawValue)")
        }
        if let other = method.superSelector {
          structural.insert("\(entry.name) \(method.selector) ->\(other)")
        }
      }
      for resource in entry.resources {
        let head = "\(entry.name) \(resource.kind.rawValue) \(resource.name)"
        resources.insert("\(head) \(resource.verdict.rawValue)")
        if let ios5 = resource.ios5Verdict { resources.insert("\(head) ios5:\(ios5.rawValue)") }
      }
      if let handler = entry.warningHandler {
        if handler.releasesView { resources.insert("\(entry.name) warning releasesView") }
        if handler.guarded { resources.insert("\(entry.name) warning guarded") }
        if handler.touchesView { resources.insert("\(entry.name) warning touchesView") }
      }
      if entry.initTouchesView != nil { resources.insert("\(entry.name) init touchesView") }
      lines.formUnion(entry.notUnderstood.map(\.line))

    }
    return (structural, resources, lines)
  }

  /// What a report finds wrong: super missing or another selector, a resource that leaks or
  /// grows (on any version), a warning handler that touches the view or releases it unguarded.
  public static func findings(_ report: ReadReport) -> [String] {
    var result: [String] = []
    for entry in report.classes {
      for method in entry.methods where method.super == .missing || method.super == .wrong {
        result.append("\(entry.name) \(method.selector) super \(method.super.rawValue)")
      }
      for resource in entry.resources {
        for verdict in [resource.verdict, resource.ios5Verdict]
        where verdict == .leaks || verdict == .grows {
          result.append(
            "\(entry.name) \(resource.kind.rawValue) \(resource.name) \(verdict!.rawValue)")
        }
      }
      if let handler = entry.warningHandler {
        if handler.touchesView { result.append("\(entry.name) warning touchesView") }
        if handler.releasesView && !handler.guarded {
          result.append("\(entry.name) warning unguarded")
        }
      }
    }
    return result
  }

  /// The scores as the bench prints them.
  public var summary: String {
    func percent(_ value: Double) -> String { String(format: "%.1f%%", value * 100) }
    let sorted = milliseconds.sorted()
    let median = sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    return """
      reader corpus: \(files) files; read time median \(String(format: "%.2f", median)) ms, max \(String(format: "%.2f", sorted.last ?? 0)) ms
      structural facts: precision \(percent(structural.precision)) recall \(percent(structural.recall)) (\(structural.agreed) of \(structural.found) found, \(structural.expected) expected)
      resource facts: precision \(percent(resources.precision)) recall \(percent(resources.recall)) (\(resources.agreed) of \(resources.found) found, \(resources.expected) expected)
      not understood: \(notUnderstood.agreed) of \(notUnderstood.expected) expected lines flagged, \(notUnderstood.found - notUnderstood.agreed) more
      clean controls: \(cleanFindings.count) findings
      """
  }
}
