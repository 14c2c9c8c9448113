import VCLifeCore

/// The actions of recent lines, by their text. A long script repeats a few lines (`push B`,
/// `pop`, `warning`) thousands of times, and splitting and checking each anew costs more
/// than the action. Only short lines that parse are kept (an error names its line number),
/// and the cache is emptied when full, so its memory stays bounded.
struct ParsedLineCache {
  /// The most lines kept at once.
  static let capacity = 4096
  /// The longest line kept, in bytes.
  static let longestLine = 256

  private var entries: [Substring: Action?] = [:]

  /// The action on a line (nil for a blank or comment line), or why the line is bad.
  mutating func parse(_ line: Substring, number: Int) -> Result<Action?, ScriptError> {
    if let action = entries[line] { return .success(action) }
    let result = ScriptParser.parse(scriptLine: line, number: number)
    if case .success(let action) = result, line.utf8.count <= Self.longestLine {
      if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
      entries[line] = action
    }
    return result
  }
}
