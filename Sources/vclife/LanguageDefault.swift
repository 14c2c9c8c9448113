import VCLifeScript

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension ReportLanguage {
  /// The language the environment asks for, as gettext reads it: the first of LC_ALL,
  /// LC_MESSAGES and LANG that is set and not empty decides; `zh` or `zh_*` gives Chinese,
  /// anything else (or nothing) English. The `--lang` options default to it.
  static var fromEnvironment: ReportLanguage {
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      guard let value = getenv(name).map({ String(cString: $0) }), !value.isEmpty else {
        continue
      }
      return value == "zh" || value.hasPrefix("zh_") || value.hasPrefix("zh.") ? .zh : .en
    }
    return .en
  }
}
