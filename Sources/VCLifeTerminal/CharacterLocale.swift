import CNcurses
import VCLifeScript
import VCLifeUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The character locale (LC_CTYPE) the live screen draws in.
///
/// Only LC_CTYPE is set: curses needs it for wide characters, while LC_NUMERIC would change how
/// C number parsing (YAML floats, for one) reads "1.5". The environment's locale is used when
/// it is installed; when it is not (`LANG=zh_CN.UTF-8` on a machine that has only C.UTF-8,
/// where `setlocale` fails and leaves the "C" locale, ASCII only), a UTF-8 locale that is
/// installed is used instead, so box drawing and Chinese still draw. An installed non-UTF-8
/// locale (`LANG=C`) is kept, and the screen is drawn in ASCII, until Chinese is wanted (at
/// the start, or by `L`).
public enum CharacterLocale {
  /// UTF-8 locales tried in turn: C.UTF-8 (glibc 2.35+, Debian, Musl) before the others.
  static let unicodeNames = ["C.UTF-8", "C.utf8", "en_US.UTF-8", "en_US.utf8", "UTF-8"]

  // Set once, on the main thread, before curses starts.
  nonisolated(unsafe) private static var isChosen = false

  /// How many times a UTF-8 locale was taken in place of another (main thread only): the
  /// terminal picks its glyphs again when this moves.
  nonisolated(unsafe) public private(set) static var changes = 0

  /// Sets LC_CTYPE the first time it is called (later calls keep that choice) and returns
  /// whether it is UTF-8. With `wantsUnicode` (Chinese chosen), a UTF-8 locale is preferred
  /// to an installed non-UTF-8 one too.
  @discardableResult
  public static func adopt(wantsUnicode: Bool = false) -> Bool {
    guard !isChosen else { return isUnicode }
    isChosen = true
    let installed = setlocale(LC_CTYPE, "") != nil
    if !installed || (wantsUnicode && !isUnicode) { _ = takeUnicode() }
    return isUnicode
  }

  /// `wanted` as the live screen can draw it, for `L`. Chinese needs a UTF-8 locale: on a
  /// screen drawn in another (`LANG=C`, no `LANG`) an installed UTF-8 locale is taken, as
  /// `--lang zh` takes one at the start, and the screen is drawn in UTF-8 from then on. With
  /// none installed, nil: the screen stays in English and says `LiveApp.noChinese`. Before a
  /// screen has chosen its locale (a model without a terminal), every language is drawable.
  public static func drawable(_ wanted: ReportLanguage) -> ReportLanguage? {
    decide(wanted, onScreen: isChosen, isUnicode: isUnicode, takeUnicode: takeUnicode)
  }

  /// ``drawable(_:)``'s decision, apart from the process's locale.
  static func decide(
    _ wanted: ReportLanguage, onScreen: Bool, isUnicode: Bool, takeUnicode: () -> Bool
  ) -> ReportLanguage? {
    guard wanted != .en, onScreen, !isUnicode else { return wanted }
    return takeUnicode() ? wanted : nil
  }

  /// Takes the first installed UTF-8 locale of ``unicodeNames``; false when none is.
  private static func takeUnicode() -> Bool {
    for name in unicodeNames where setlocale(LC_CTYPE, name) != nil && isUnicode {
      changes += 1
      return true
    }
    return false
  }

  /// Whether the current LC_CTYPE encodes UTF-8 (however its name spells it).
  public static var isUnicode: Bool {
    let codeset = String(cString: vclife_codeset()).uppercased().filter { $0 != "-" && $0 != "_" }
    return codeset == "UTF8"
  }
}
