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

  /// `line:column: message`.
  public var description: String {
    line > 0 ? "\(line):\(column): \(message)" : message
  }
}
