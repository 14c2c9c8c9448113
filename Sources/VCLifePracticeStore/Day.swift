import VCLifePractice

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The student's days, counted from 1970-01-01 in the local time zone: an item due on day
/// N is due from local midnight.
public enum Day {
  /// The day a moment (seconds since 1970) falls on, where the student is.
  public static func of(_ time: Int) -> Int {
    var seconds = time_t(time)
    var local = tm()
    localtime_r(&seconds, &local)
    return (time + Int(local.tm_gmtoff)) / 86_400 - (time + Int(local.tm_gmtoff) < 0 ? 1 : 0)
  }

  /// The day of a date written `YYYY-MM-DD`; nil for anything else.
  public static func parse(_ text: String) -> Int? {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
      (1...12).contains(month), (1...31).contains(day), year >= 1970
    else { return nil }
    // Days from the civil date (H. Hinnant's days_from_civil).
    let y = month <= 2 ? year - 1 : year
    let era = y / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    let days = era * 146_097 + dayOfEra - 719_468
    // A date that does not exist (February 30) does not round-trip.
    guard text == format(days) else { return nil }
    return days
  }

  /// A day as `YYYY-MM-DD`.
  public static func format(_ days: Int) -> String {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let mp = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    return "\(year)-\(two(month))-\(two(day))"
  }
}
