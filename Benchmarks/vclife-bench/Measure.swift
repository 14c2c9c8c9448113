#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Small measuring helpers shared by the benchmarks.
enum Measure {
  /// The process's peak resident memory so far, in bytes.
  static func peakResidentBytes() -> Int {
    var usage = rusage()
    #if canImport(Darwin)
      getrusage(RUSAGE_SELF, &usage)
      return usage.ru_maxrss  // bytes on Darwin, KiB elsewhere
    #else
      getrusage(RUSAGE_SELF.rawValue, &usage)
      return usage.ru_maxrss * 1024
    #endif
  }

  static func seconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
  }

  static func format(_ value: Double) -> String {
    let rounded = (value * 1000).rounded() / 1000
    return "\(rounded)"
  }
}
