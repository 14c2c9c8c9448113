import VCLifeScript
import VCLifeUI

/// The curses terminal is what the live loop reads keys from and draws on; its character
/// locale (``CharacterLocale``) says what it can draw.
extension Terminal: TerminalIO {
  public func drawable(_ wanted: ReportLanguage) -> ReportLanguage? {
    CharacterLocale.drawable(wanted)
  }
  public var drawsUnicode: Bool { CharacterLocale.isUnicode }
}
