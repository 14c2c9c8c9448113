/// A problem in a scenario or lesson file, with where it is.
public struct DocumentError: Error, Equatable, Sendable, CustomStringConvertible {
  /// 1-based line, 0 when unknown.
  public var line: Int
  /// 1-based column, 0 when unknown.
  public var column: Int
  /// What is wrong, safe to print.
  public var message: String

  /// Creates an error.
  public init(line: Int, column: Int, message: String) {
    self.line = line
    self.column = column
    self.message = message
  }

  /// `file:line:column: message`, or `file: message` when no place is known; the file name
  /// escaped so it cannot drive the terminal.
  public func located(in file: String) -> String {
    let name = ControllerName.escaped(file)
    return line > 0 ? "\(name):\(line):\(column): \(message)" : "\(name): \(message)"
  }

  /// `line:column: message`.
  public var description: String {
    line > 0 ? "\(line):\(column): \(message)" : message
  }
}
