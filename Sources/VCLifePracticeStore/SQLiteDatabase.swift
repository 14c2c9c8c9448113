import CSQLite

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why the practice database could not be used: one line, safe to print.
public struct StoreError: Error, CustomStringConvertible, Equatable {
  /// What went wrong.
  public var description: String
  /// Whether the file is there but not a usable practice database (damaged, or another
  /// program's): it is left as it is.
  public var isDamaged = false
  /// Whether the disk (or the file size limit) is full: the answer was not saved.
  public var isFull = false

  init(_ description: String, isDamaged: Bool = false, isFull: Bool = false) {
    self.description = description
    self.isDamaged = isDamaged
    self.isFull = isFull
  }
}

/// A connection to one SQLite file: statements run whole, every change inside a
/// transaction. Only this file and `PracticeStore` touch SQLite.
final class SQLiteDatabase {
  private var handle: OpaquePointer?
  let path: String

  /// Opens (and creates, when `create`) the file; a symlink is not followed.
  init(path: String, create: Bool) throws(StoreError) {
    self.path = path
    let flags =
      SQLITE_OPEN_READWRITE | (create ? SQLITE_OPEN_CREATE : 0) | SQLITE_OPEN_NOFOLLOW
      | SQLITE_OPEN_FULLMUTEX
    let status = sqlite3_open_v2(path, &handle, flags, nil)
    guard status == SQLITE_OK else {
      let problem = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open"
      sqlite3_close(handle)
      handle = nil
      if status & 0xFF == SQLITE_CANTOPEN, let unwritable = Self.unwritableDirectory(of: path) {
        throw unwritable
      }
      throw StoreError("\(path): \(problem)", isDamaged: status == SQLITE_NOTADB)
    }
    // Another vclife writing at the same moment waits for it rather than failing.
    sqlite3_busy_timeout(handle, 5_000)
    // Extended codes tell a directory SQLite cannot make its journal in from a read-only file.
    sqlite3_extended_result_codes(handle, 1)
  }

  deinit { sqlite3_close(handle) }

  /// The error for a failed call, naming the file.
  func failure(_ status: Int32) -> StoreError {
    let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "error \(status)"
    let primary = status & 0xFF
    switch primary {
    case SQLITE_FULL:
      return StoreError("\(path): the disk is full; the answer was not saved", isFull: true)
    case SQLITE_READONLY, SQLITE_CANTOPEN, SQLITE_IOERR:
      // SQLite writes its journal beside the file: a directory it may not write in makes a
      // writable file "a readonly database", which is not where the fault lies.
      if let unwritable = Self.unwritableDirectory(of: path) { return unwritable }
      return StoreError("\(path): \(message)")
    case SQLITE_CORRUPT, SQLITE_NOTADB:
      return StoreError(
        "\(path) is damaged (\(message)); it is left as it is: move it away to start anew",
        isDamaged: true)
    default:
      return StoreError("\(path): \(message)")
    }
  }

  /// The error for a file whose directory this process may not write in; nil when it may.
  static func unwritableDirectory(of path: String) -> StoreError? {
    let slash = path.lastIndex(of: "/")
    let directory = slash.map { String(path[..<$0]) }.map { $0.isEmpty ? "/" : $0 } ?? "."
    guard access(directory, W_OK) != 0 else { return nil }
    return StoreError("cannot write the practice store: \(directory) is not writable")
  }

  /// Runs SQL that returns no rows.
  func execute(_ sql: String) throws(StoreError) {
    let status = sqlite3_exec(handle, sql, nil, nil, nil)
    guard status == SQLITE_OK else { throw failure(status) }
  }

  /// Runs one statement with its values bound in order, calling `row` for every row.
  func query(_ sql: String, _ values: [Value] = [], row: (Row) -> Void = { _ in })
    throws(StoreError)
  {
    var statement: OpaquePointer?
    let prepared = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
    defer { sqlite3_finalize(statement) }
    guard prepared == SQLITE_OK else { throw failure(prepared) }
    for (index, value) in values.enumerated() {
      let position = Int32(index + 1)
      switch value {
      case .integer(let number): sqlite3_bind_int64(statement, position, Int64(number))
      case .text(let text):
        sqlite3_bind_text(statement, position, text, -1, vclife_sqlite_transient())
      case .null: sqlite3_bind_null(statement, position)
      }
    }
    while true {
      let status = sqlite3_step(statement)
      if status == SQLITE_DONE { return }
      guard status == SQLITE_ROW else { throw failure(status) }
      row(Row(statement: statement))
    }
  }

  /// Runs `body` in one transaction: every change it makes is written, or none is. The
  /// transaction takes the write lock at once (`BEGIN IMMEDIATE`): what `body` reads no other
  /// connection changes before it commits.
  func transaction(_ body: () throws(StoreError) -> Void) throws(StoreError) {
    try execute("BEGIN IMMEDIATE")
    do {
      try body()
      try execute("COMMIT")
    } catch {
      try? execute("ROLLBACK")
      throw error
    }
  }

  /// A value bound to a statement.
  enum Value {
    case integer(Int)
    case text(String)
    case null
  }

  /// One row of a result.
  struct Row {
    let statement: OpaquePointer?
    func integer(_ column: Int32) -> Int { Int(sqlite3_column_int64(statement, column)) }
    /// nil for SQL's NULL.
    func optionalInteger(_ column: Int32) -> Int? {
      sqlite3_column_type(statement, column) == SQLITE_NULL ? nil : integer(column)
    }
    func text(_ column: Int32) -> String {
      sqlite3_column_text(statement, column).map { String(cString: $0) } ?? ""
    }
  }
}
