#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The C library's `wcwidth`, asked under a UTF-8 locale whatever the process locale is.
///
/// `wcwidth` answers from the current LC_CTYPE; under the "C" locale glibc returns -1 for
/// every non-ASCII character. Rather than change the process locale (global state that
/// `Terminal` sets from the user's environment), a private UTF-8 locale object is installed on
/// the calling thread for the duration of each question with `uselocale`, which is per-thread.
/// The widths then match what ncurses computes in the user's UTF-8 locale, because glibc's
/// UTF-8 locales share one width table.
///
/// Swift's Glibc module does not declare `wcwidth` (it sits behind `_XOPEN_SOURCE`), and this
/// layer does not import the curses shim, so the symbol is looked up once with `dlsym`.
struct SystemWidth: @unchecked Sendable {
  // Unchecked: both stored values are immutable after `load()`, and glibc allows one locale
  // object to be used by several threads at once.
  private typealias WidthFunction = @convention(c) (Int32) -> Int32

  private let function: WidthFunction
  private let locale: locale_t

  /// The process-wide instance, or nil when no UTF-8 locale or no `wcwidth` is available
  /// (then ``FallbackWidth`` answers).
  static let shared: SystemWidth? = load()

  private static func load() -> SystemWidth? {
    guard let library = dlopen(nil, RTLD_NOW), let symbol = dlsym(library, "wcwidth") else {
      return nil
    }
    let function = unsafeBitCast(symbol, to: WidthFunction.self)
    for name in ["C.UTF-8", "C.utf8", "en_US.UTF-8", "en_US.utf8"] {
      if let locale = newlocale(LC_CTYPE_MASK, name, nil) {
        return SystemWidth(function: function, locale: locale)
      }
    }
    return nil
  }

  /// `wcwidth(scalar)` under the UTF-8 locale: 0, 1, 2, or -1 for non-printable or unassigned.
  func width(of scalar: Unicode.Scalar) -> Int {
    let previous = uselocale(locale)
    defer { uselocale(previous) }
    return Int(function(Int32(bitPattern: scalar.value)))
  }
}
