/// The languages vclife narrates in. Selectors and class names stay in English in both.
public enum Language: String, Sendable, CaseIterable {
  case english = "en"
  case chinese = "zh"
}

/// Formats byte counts the way Apple's text and the gauge speak of them: "256 KB", "2.3 MB".
public enum ByteCount {
  /// A byte count for people, in KB below 1 MB and in MB with one decimal above.
  public static func text(_ bytes: Int) -> String {
    let magnitude = abs(bytes)
    let sign = bytes < 0 ? "-" : ""
    if magnitude < 1024 * 1024 {
      return "\(sign)\((magnitude + 512) / 1024) KB"
    }
    let tenths = (magnitude * 10 + 512 * 1024) / (1024 * 1024)
    return "\(sign)\(tenths / 10).\(tenths % 10) MB"
  }
}
