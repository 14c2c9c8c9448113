/// A size as scenarios and `new` lines write it: `2457600`, `64KB`, `2.5MB`, `1GB` (binary
/// units, case-insensitive, blanks ignored), from 0 to 4 GB.
enum ByteSize {
  /// What a wrong size is told, after the setting's name.
  static let expected = "must be a size from 0 to 4GB such as 2457600, 64KB or 2.5MB"

  /// The bytes `text` states, or nil when it is not a size in range.
  static func parse(_ text: String) -> Int? {
    let text = text.filter { $0 != " " }
    let units: [(String, Double)] = [
      ("GB", 1_073_741_824), ("MB", 1_048_576), ("KB", 1024), ("B", 1),
    ]
    var number = Substring(text)
    var factor = 1.0
    for (unit, size) in units where text.uppercased().hasSuffix(unit) {
      number = text.dropLast(unit.count)
      factor = size
      break
    }
    guard let value = Double(number), value.isFinite, value >= 0,
      value * factor <= 4 * 1_073_741_824
    else { return nil }
    return Int((value * factor).rounded())
  }
}
