import CNcurses
import VCLifeClassroom
import VCLifeUI

/// The mouse, through curses: reports asked for at start, decoded from KEY_MOUSE, and SGR
/// reports (`ESC [ < b ; x ; y M`) decoded here.
extension Terminal {
  /// The key code curses returns for the start of an SGR mouse report, `ESC [ <`.
  static let sgrMouseCode = KEY_MAX + 1

  /// How long the rest of an SGR report may take, byte after byte, before it is dropped:
  /// the terminal sends a report in one write, so only a cut one waits.
  static let sgrReportMilliseconds: Int32 = 50

  /// The longest SGR report used (three numbers of up to four digits and two `;`); a longer
  /// one is read to its end all the same and dropped, so none of it is taken for keys.
  static let sgrReportLength = 16

  /// Asks the terminal for mouse reports: presses of button 1 and the wheel, each reported
  /// at once (no wait to tell a click from a double click). endwin turns them off again; the
  /// ``SignalGuard`` does when a signal ends the process.
  ///
  /// SGR reports are read here, not by curses: curses reads the rest of one with blocking
  /// reads until a final byte, so a report cut short (a dropped connection, a terminal's
  /// bug) swallowed every key after it until a letter came, and that letter too.
  func enableMouse() {
    guard mousemask(vclife_mouse_mask(), nil) != 0 else { return }
    mouseinterval(0)
    define_key("\u{1b}[<", Self.sgrMouseCode)
    SignalGuard.addMouseReportsOff()
  }

  /// The key for the mouse event curses announced with KEY_MOUSE; nil for one vclife does
  /// not use (a release, another button).
  func mouseKey() -> Key? {
    var x: Int32 = 0
    var y: Int32 = 0
    switch vclife_read_mouse(&x, &y) {
    case 1: return .mouse(.press(x: Int(x), y: Int(y)))
    case 2: return .mouse(.wheelUp)
    case 3: return .mouse(.wheelDown)
    default: return nil
    }
  }

  /// Reads the rest of an SGR mouse report after `ESC [ <`, each byte waited for at most
  /// ``sgrReportMilliseconds``. A report cut short is dropped, and so is one longer than
  /// ``sgrReportLength`` (read to its final byte: its digits are not keys); a byte that cannot
  /// belong to one is kept for the next read, so no key is lost. Nil for a report vclife does
  /// not use.
  func sgrMouseKey(_ window: UnsafeMutablePointer<WINDOW>, timeoutMs: Int?) -> Key? {
    wtimeout(window, Self.sgrReportMilliseconds)
    defer {
      wtimeout(window, Int32(clamping: max(0, timeoutMs ?? Self.idleCheckMilliseconds)))
    }
    var report: [UInt8] = []
    var tooLong = false
    while true {
      let code = wgetch(window)
      guard code != ERR else { return nil }
      if code == Int32(UInt8(ascii: "M")) || code == Int32(UInt8(ascii: "m")) {
        guard !tooLong else { return nil }
        return Self.sgrMouseKey(report: report, pressed: code == Int32(UInt8(ascii: "M")))
      }
      guard
        (Int32(UInt8(ascii: "0"))...Int32(UInt8(ascii: "9"))).contains(code)
          || code == Int32(UInt8(ascii: ";"))
      else {
        pushedBack = code
        return nil
      }
      if report.count < Self.sgrReportLength { report.append(UInt8(code)) } else { tooLong = true }
    }
  }

  /// The key for an SGR report's numbers (`b;x;y`, 1-based cells): button 1 pressed, or the
  /// wheel; modifiers (shift 4, meta 8, control 16) ignored, motion (32) and releases unused.
  static func sgrMouseKey(report: [UInt8], pressed: Bool) -> Key? {
    let numbers = report.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
      .map { Int(String(decoding: $0, as: UTF8.self)) }
    guard pressed, numbers.count == 3, let button = numbers[0], let x = numbers[1],
      let y = numbers[2], x >= 1, y >= 1
    else { return nil }
    switch button & ~(4 | 8 | 16) {
    case 0: return .mouse(.press(x: x - 1, y: y - 1))
    case 64: return .mouse(.wheelUp)
    case 65: return .mouse(.wheelDown)
    default: return nil
    }
  }
}
