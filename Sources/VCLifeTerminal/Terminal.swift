import CNcurses
import VCLifeClassroom
import VCLifeUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The live terminal, through ncursesw: start-up, one frame per ``draw(_:)``, key input, and
/// shut-down. This is the only code in vclife that talks to curses.
///
/// Frames are written cell by cell into curses' virtual screen and sent with one
/// `wnoutrefresh` + `doupdate`, so curses transmits only what changed; cells equal to the
/// previous frame are not even rewritten. The screen is cleared only when its size changes or
/// after ``invalidate()``.
///
/// Signals that end the process (SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGXCPU, every other one
/// whose default action ends it, and crashes) are caught by ``SignalGuard``: the first one
/// that is no crash makes ``readKey(timeoutMs:)`` return nil with ``endingSignal`` set, so the
/// main loop can keep the session before the process ends with it; a crash or a second signal
/// restores the terminal without curses and ends the process at once (ncurses' own
/// SIGINT/SIGTERM handlers exit with 1, and cover no other signal). ncurses keeps Ctrl-Z
/// (SIGTSTP: restore, suspend, repaint on `fg`). SIGWINCH is vclife's own (see
/// ``TerminalSize``): it is noted and interrupts the read; before the next key the size is
/// read from the terminal and kept within what curses can hold, and a ``Key/resize`` key is
/// returned; an idle read also looks twice a second. What is written to standard error while
/// the screen shows is held and shown after it (see ``SignalGuard/holdStandardError()``).
///
/// Not thread-safe (curses is not): use one instance from one thread.
public final class Terminal: GridSink {
  /// The glyph set for the locale, chosen by ``start(colorMode:theme:)`` (ASCII until then),
  /// and again when a UTF-8 locale is taken later (Chinese chosen by `L` under `LANG=C`): the
  /// next frame is then painted whole in it.
  public var glyphs: Glyphs {
    followLocale()
    return localeGlyphs
  }
  private var localeGlyphs: Glyphs = .ascii
  /// ``CharacterLocale/changes`` when ``localeGlyphs`` were chosen.
  private var glyphsLocaleChanges = 0
  /// The colours in use, chosen by ``start(colorMode:theme:)``.
  public private(set) var colorDepth: ColorDepth = .monochrome
  /// The colour theme in use, set by ``start(colorMode:theme:)`` and ``apply(theme:)``.
  public private(set) var theme: Theme = .dark
  /// Whether the terminal accepted `use_default_colors` (its own foreground and background).
  private var hasDefaultColors = true

  private var screen: OpaquePointer?
  private(set) var window: UnsafeMutablePointer<WINDOW>?
  /// A key read while looking for the end of a mouse report, to be returned next.
  var pushedBack: Int32?
  /// Curses attributes for every role and attribute combination, indexed by ``tableIndex``.
  private var attributeTable: [attr_t] = []
  /// The colour pair of every role, indexed by raw value (0: the terminal's default colours).
  private var pairTable: [Int16] = []
  /// The last frame sent, to skip unchanged cells; nil forces every cell to be written.
  private var previous: Grid?
  /// The look of each cell of the last frame (a blank takes its left neighbour's: see there).
  private var held = HeldLooks(visibleOnBlank: UInt32(vclife_a_reverse() | vclife_a_underline()))
  /// One row's looks and blanks, reused from row to row and frame to frame.
  private var rowLooks: [CellLook] = []
  private var rowBlanks: [Bool] = []
  private var rowText: [Bool] = []
  private var previousScreenSize = (width: 0, height: 0)
  /// Set after a resize or ``invalidate()``: the next frame clears and repaints everything.
  private var needsRepaint = false
  /// Keys from the bytes curses reads, with UTF-8 decoded here (see ``UTF8KeyDecoder``).
  private var decoder = UTF8KeyDecoder()
  /// Scratch space for one cell's text: a base character, combining marks, and a NUL.
  private let cellText: UnsafeMutablePointer<wchar_t>
  private static let cellTextCapacity = Int(CCHARW_MAX) + 1
  /// Where curses writes when the session is recorded; nil: straight to the terminal.
  private let tap: OutputTap?
  /// The input curses reads with no terminal (a headless tap): the null device.
  private var nullInput: UnsafeMutablePointer<FILE>?

  /// A terminal that is not started yet; nothing is sent until ``start(colorMode:theme:)``.
  /// With `tap`, curses writes into it, and the tap hands every byte on (see
  /// ``RecordedTerminal``).
  public init(tap: OutputTap? = nil) {
    self.tap = tap
    cellText = .allocate(capacity: Self.cellTextCapacity)
    cellText.initialize(repeating: 0, count: Self.cellTextCapacity)
  }

  deinit {
    stop()
    cellText.deallocate()
  }

  /// True between a successful ``start(colorMode:theme:)`` and ``stop()``.
  public var isRunning: Bool { screen != nil }

  /// Checks that the live screen can run (see ``TerminalCheck``), then takes the terminal
  /// over: the character locale from the environment, glyphs from its encoding, curses in
  /// cbreak/noecho mode with the keypad on and the cursor hidden, and colours per `colorMode`.
  /// Does nothing when already running.
  ///
  /// Only LC_CTYPE is taken from the environment: curses needs it for wide characters, while
  /// LC_NUMERIC would change how C number parsing (YAML floats, for one) reads "1.5".
  /// `theme` is the first colour theme; ``apply(theme:)`` switches it later.
  ///
  /// With `mouse`, clicks and the wheel arrive as ``Key/mouse(_:)`` keys.
  public func start(colorMode: ColorMode = .automatic, theme: Theme? = nil, mouse: Bool = false)
    throws(TerminalUnavailable)
  {
    guard screen == nil else { return }
    if let tap, tap.isHeadless {
      return try startHeadless(tap, colorMode: colorMode, theme: theme)
    }
    try TerminalCheck.check()

    CharacterLocale.adopt()  // the environment's, or a UTF-8 one when it is not installed
    chooseGlyphs()

    SignalGuard.ownTerminal(deferring: true)
    TerminalSize.prepare(recorded: tap != nil)
    if tap != nil { RecordedTerminal.prepare() }
    guard let newScreen = newterm(nil, tap?.file ?? vclife_stdout(), vclife_stdin()) else {
      SignalGuard.releaseTerminal()
      TerminalSize.restore()
      if tap != nil { RecordedTerminal.restore() }
      throw .cannotStart(getenv("TERM").map { String(cString: $0) } ?? "")
    }
    SignalGuard.captureRestoreText()
    SignalGuard.holdStandardError()
    set_term(newScreen)
    screen = newScreen
    let window = vclife_stdscr()
    self.window = window

    cbreak()
    if tap == nil {
      // cbreak leaves XON/XOFF flow control on, so Ctrl-S froze the screen (output stopped,
      // keys still queued) until Ctrl-Q. Turn it off, and make it part of curses' program
      // mode so it survives Ctrl-Z and `fg`; endwin restores the shell's own setting.
      var modes = termios()
      if tcgetattr(STDIN_FILENO, &modes) == 0 {
        modes.c_iflag &= ~tcflag_t(IXON)
        if tcsetattr(STDIN_FILENO, TCSANOW, &modes) == 0 { def_prog_mode() }
      }
    } else {
      SignalGuard.enterProgramModes()
      _ = resizedBehindCurses()
      RecordedTerminal.readAllEightBits(window, tap: tap)
    }
    configure(colorMode: colorMode, theme: theme)
    if mouse { enableMouse() }
  }

  /// Starts curses on a headless tap: a fixed terminal type and size, UTF-8 whatever the
  /// environment says, no terminal modes and no signal handlers (there is no terminal).
  private func startHeadless(_ tap: OutputTap, colorMode: ColorMode, theme: Theme?)
    throws(TerminalUnavailable)
  {
    guard case .headless(let width, let height) = tap.mode else { return }
    if setlocale(LC_CTYPE, "C.UTF-8") == nil { setlocale(LC_CTYPE, "") }
    chooseGlyphs()
    // curses takes the size from these when its output is no terminal.
    setenv("LINES", String(height), 1)
    setenv("COLUMNS", String(width), 1)
    nullInput = fopen("/dev/null", "r")
    guard let nullInput, let newScreen = newterm(RecordedTerminal.type, tap.file, nullInput)
    else { throw .cannotStart(RecordedTerminal.type) }
    set_term(newScreen)
    screen = newScreen
    window = vclife_stdscr()
    resizeterm(Int32(height), Int32(width))
    configure(colorMode: colorMode, theme: theme)
  }

  /// The glyphs of the character locale in use.
  private func chooseGlyphs() {
    localeGlyphs = Glyphs.forCodeset(String(cString: vclife_codeset()))
    glyphsLocaleChanges = CharacterLocale.changes
  }

  /// After the locale changed: its glyphs, and a whole repaint (every frame line changes).
  private func followLocale() {
    guard glyphsLocaleChanges != CharacterLocale.changes, isRunning else { return }
    chooseGlyphs()
    needsRepaint = true
  }

  /// The curses settings every start makes once the screen is up.
  private func configure(colorMode: ColorMode, theme: Theme?) {
    guard let window else { return }
    noecho()
    nonl()
    keypad(window, true)
    intrflush(window, false)
    // The cursor is hidden, so curses need not move it back after each update.
    leaveok(window, true)
    curs_set(0)
    // Long enough for escape sequences over ssh, short enough that Esc feels immediate.
    set_escdelay(25)
    Self.defineCursorKeySequences()

    if let theme { self.theme = theme }
    setUpColors(colorMode, theme: self.theme)
    previous = nil
    needsRepaint = false
  }

  /// Gives the terminal back: `endwin` (restoring its modes and the normal screen) exactly
  /// once. Safe to call again, and when ``start(colorMode:theme:)`` failed or never ran.
  public func stop() {
    guard let screen else { return }
    endwin()
    // A recording, headless or live, ends as the terminal does: normal screen, cursor shown.
    tap?.drain()
    if let tap, !tap.isHeadless {
      SignalGuard.restoreShellModes()
      RecordedTerminal.restore()
    }
    if tap?.isHeadless != true {
      SignalGuard.releaseTerminal()
      SignalGuard.releaseStandardError()
      TerminalSize.restore()
    }
    delscreen(screen)
    if let nullInput { fclose(nullInput) }
    nullInput = nil
    self.screen = nil
    window = nil
    previous = nil
  }

  /// The screen size in cells; (0, 0) when not running. After a ``Key/resize`` key this is
  /// already the new size.
  public func size() -> (width: Int, height: Int) {
    guard let window else { return (0, 0) }
    var rows: Int32 = 0
    var columns: Int32 = 0
    vclife_getmaxyx(window, &rows, &columns)
    return (Int(columns), Int(rows))
  }

  /// Makes the next ``draw(_:)`` clear the terminal and repaint every cell, for when the
  /// screen may have been disturbed from outside (the user's Ctrl-L).
  public func invalidate() {
    needsRepaint = true
  }

  /// Shows `grid`: cells that differ from the previous frame are written into curses' screen,
  /// then one update sends the difference. Parts of the grid beyond the screen are clipped;
  /// parts of the screen beyond the grid are blank.
  public func draw(_ grid: Grid) {
    guard let window else { return }
    followLocale()
    let screenSize = size()
    let sizeChanged =
      previous.map { $0.width != grid.width || $0.height != grid.height } ?? true
      || screenSize != previousScreenSize
    if needsRepaint || sizeChanged {
      werase(window)
      if needsRepaint { clearok(vclife_curscr(), true) }
      needsRepaint = false
      previous = nil
    }

    let columns = min(grid.width, screenSize.width)
    let rows = min(grid.height, screenSize.height)
    if previous == nil { held.reset(width: columns, height: rows) }
    for y in 0..<rows {
      rowLooks.removeAll(keepingCapacity: true)
      rowBlanks.removeAll(keepingCapacity: true)
      rowText.removeAll(keepingCapacity: true)
      for x in 0..<columns {
        // A wide character's right half carries its style and is no blank.
        let cell = grid[x: x, y: y]
        rowLooks.append(
          CellLook(
            attributes: UInt32(attributeTable[Self.tableIndex(cell.style)]),
            pair: pairTable[Int(cell.style.role.rawValue)]))
        rowBlanks.append(cell.width == 1 && cell.character == " ")
        rowText.append(cell.style.role != .border)
      }
      held.joinBlanks(&rowLooks, isBlank: rowBlanks, isText: rowText)
      for x in 0..<columns {
        let cell = grid[x: x, y: y]
        if cell.isContinuation { continue }
        let look = rowLooks[x]
        if let previous, previous[x: x, y: y] == cell, held[x: x, y: y] == look { continue }
        write(cell, look: look, x: x, y: y, columns: columns)
        held[x: x, y: y] = look
      }
    }
    previous = grid
    previousScreenSize = screenSize

    wnoutrefresh(window)
    doupdate()
    tap?.drain()
  }

  /// Waits for a key: up to `timeoutMs` milliseconds, or with nil until one comes (the
  /// process sleeps; no CPU is used while idle). Returns nil when the time passed, or, when
  /// waiting without a timeout, when input has really ended (the terminal hung up or was
  /// closed): quit then. Invalid or partial UTF-8 is dropped, never taken for an end.
  public func readKey(timeoutMs: Int?) -> Key? {
    guard let window, endingSignal == nil else { return nil }
    // A resize that came while keys were waiting (drawn at the old size meanwhile) is taken
    // before them.
    if let key = resizeKey(polling: false) { return key }
    // Idle, the read still wakes twice a second to look at the terminal's size: a resize
    // whose signal came while vclife was drawing (not reading) would otherwise wait for the
    // next key, leaving the old layout on a resized screen.
    wtimeout(window, Int32(clamping: max(0, timeoutMs ?? Self.idleCheckMilliseconds)))
    var failures = 0
    while true {
      errno = 0
      let code = pushedBack ?? wgetch(window)
      pushedBack = nil
      if code != ERR {
        failures = 0
        if code == KEY_MOUSE {
          guard let key = mouseKey() else { continue }
          return key
        }
        if code == Self.sgrMouseCode {
          guard let key = sgrMouseKey(window, timeoutMs: timeoutMs) else { continue }
          return key
        }
        guard let key = decoder.feed(code) else { continue }
        if key == .resize { needsRepaint = true }
        return key
      }
      if endingSignal != nil { return nil }
      // The terminal's size is looked at, not announced by curses (see TerminalSize).
      if let key = resizeKey(polling: true) { return key }
      if timeoutMs != nil { return nil }
      // A blocking read fails when a signal curses does not turn into a key interrupts it
      // (EINTR: read again), or when the terminal is gone. A run of failures with nothing
      // read is taken as gone too, so a terminal that fails in some other way cannot spin.
      if errno == EINTR { continue }
      if errno == 0 || errno == EAGAIN, !Self.isHungUp() {
        // The idle wake-up: nothing was typed.
        failures = 0
        if let key = resizeKey(polling: true) { return key }
        continue
      }
      failures += 1
      if Self.inputHasEnded(errno: errno) || failures >= 100 { return nil }
    }
  }

  /// How often an idle read looks at the terminal's size.
  static let idleCheckMilliseconds = 500

  /// The next key, or nil when `timeoutMs` passed, `news` became readable (a class said
  /// something), or input ended (``inputEnded``). Asleep in `poll(2)` on the keyboard and
  /// `news` together, so a class costs no CPU while nothing happens.
  public func readKey(timeoutMs: Int?, wakeOn news: Int32?) -> Key? {
    guard let news else { return readKey(timeoutMs: timeoutMs) }
    // Keys curses has already read come first, and so does a resize.
    if let key = readKey(timeoutMs: 0) { return key }
    guard window != nil, endingSignal == nil else { return nil }
    var polled = [
      pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
      pollfd(fd: news, events: Int16(POLLIN), revents: 0),
    ]
    let wait = Int32(
      clamping: min(timeoutMs ?? Self.idleCheckMilliseconds, Self.idleCheckMilliseconds))
    let ready = poll(&polled, 2, wait)
    if ready < 0 { return errno == EINTR ? resizeKey(polling: true) : nil }
    if polled[1].revents != 0 { return nil }
    if polled[0].revents & Int16(POLLIN) != 0 {
      return readKey(timeoutMs: timeoutMs ?? Self.idleCheckMilliseconds)
    }
    if polled[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 || Self.isHungUp() {
      inputEnded = true
      return nil
    }
    return resizeKey(polling: true)
  }

  /// Whether the keyboard has gone (the terminal hung up), as a read with a class found.
  public private(set) var inputEnded = false

  /// The signal that asked the live screen to end (see ``SignalGuard``), if one did: the
  /// session is then kept, and the process ends with it.
  public var endingSignal: Int32? { isRunning ? SignalGuard.pendingSignal : nil }

  /// A ``Key/resize`` when a SIGWINCH came since the last look, or, `polling`, when the size
  /// differs from what curses has: the next frame then repaints the whole screen, even at the
  /// size curses already knew (a size that came back was drawn over at another one).
  private func resizeKey(polling: Bool) -> Key? {
    let signalled = TerminalSize.wasResized()
    guard signalled || polling else { return nil }
    let changed = resizedBehindCurses()
    guard signalled || changed else { return nil }
    needsRepaint = true
    return .resize
  }

  /// Whether the terminal's size differs from what curses has (a missed SIGWINCH); if so,
  /// curses is told, and the next frame is painted whole.
  private func resizedBehindCurses() -> Bool {
    guard tap?.isHeadless != true, let size = TerminalSize.current() else { return false }
    let known = self.size()
    guard size.height != known.height || size.width != known.width else { return false }
    resizeterm(Int32(size.height), Int32(size.width))
    needsRepaint = true
    tap?.resized(width: size.width, height: size.height)
    return true
  }

  /// Whether standard input reports a hang-up or error, or is no terminal any more.
  private static func isHungUp() -> Bool {
    if isatty(STDIN_FILENO) == 0 { return true }
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    guard poll(&descriptor, 1, 0) >= 0 else { return false }
    return descriptor.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0
  }

  /// Whether standard input has ended: the read failed as reads fail on a closed or hung-up
  /// terminal, or the descriptor reports a hang-up, an error, or is no terminal any more.
  private static func inputHasEnded(errno error: Int32) -> Bool {
    if error == EIO || error == EBADF || error == ENXIO || error == 0 { return true }
    return isHungUp()
  }

  /// Teaches curses the cursor-key sequences of both keypad modes. terminfo lists only the
  /// application-mode ones (`ESC O A` for up on xterm), which the terminal sends after curses
  /// switches it with `keypad`. After Ctrl-Z and `fg`, curses switches back only at the next
  /// read, so the first key after resuming arrives in normal mode (`ESC [ A`) and would be
  /// read as Esc, `[`, `A`; some terminals ignore the switch altogether.
  private static func defineCursorKeySequences() {
    let escape = "\u{1b}"
    let bindings: [(String, Int32)] = [
      ("[A", KEY_UP), ("[B", KEY_DOWN), ("[C", KEY_RIGHT), ("[D", KEY_LEFT),
      ("OA", KEY_UP), ("OB", KEY_DOWN), ("OC", KEY_RIGHT), ("OD", KEY_LEFT),
      ("[H", KEY_HOME), ("[F", KEY_END), ("OH", KEY_HOME), ("OF", KEY_END),
      ("[1~", KEY_HOME), ("[4~", KEY_END), ("[7~", KEY_HOME), ("[8~", KEY_END),
      ("[5~", KEY_PPAGE), ("[6~", KEY_NPAGE),
    ]
    for (sequence, code) in bindings {
      define_key(escape + sequence, code)
    }
  }

  // MARK: - Cells

  private static func tableIndex(_ style: Style) -> Int {
    Int(style.role.rawValue) * Style.Attributes.combinations + Int(style.attributes.rawValue)
  }

  /// Writes one cell in `look` (a wide one covers the next column too).
  private func write(_ cell: Cell, look: CellLook, x: Int, y: Int, columns: Int) {
    guard let window else { return }
    let attributes = attr_t(look.attributes)
    let pair = look.pair
    let y32 = Int32(y)

    if cell.width == 2 && x + 1 >= columns {
      // Half of a wide character would hang off the screen: show a space instead.
      putText(" ", window: window, y: y32, x: Int32(x), attributes: attributes, pair: pair)
      return
    }
    if !canShow(cell) {
      // Keep the column count right even when the character cannot be shown as measured;
      // common punctuation has an ASCII stand-in, anything else is `?`.
      let standIn = cell.width == 1 ? ASCIIStandIn.for(cell.character) : nil
      for column in x..<(x + cell.width) {
        putText(
          standIn ?? "?", window: window, y: y32, x: Int32(column), attributes: attributes,
          pair: pair)
      }
      return
    }
    var count = 0
    for scalar in cell.character.unicodeScalars {
      if count == Self.cellTextCapacity - 1 { break }
      // setcchar takes one spacing character followed only by zero-width ones.
      if count > 0 && vclife_wcwidth(wchar_t(bitPattern: scalar.value)) != 0 { break }
      cellText[count] = wchar_t(bitPattern: scalar.value)
      count += 1
    }
    cellText[count] = 0
    _ = vclife_put_cell(window, y32, Int32(x), cellText, attributes, pair)
  }

  /// Whether curses, in the process locale, gives `cell` the width the grid gave it. In a
  /// non-UTF-8 locale only ASCII can be shown.
  private func canShow(_ cell: Cell) -> Bool {
    guard let base = cell.character.unicodeScalars.first else { return false }
    if base.isASCII { return true }
    guard localeGlyphs.isUnicode else { return false }
    return Int(vclife_wcwidth(wchar_t(bitPattern: base.value))) == cell.width
  }

  private func putText(
    _ character: Unicode.Scalar, window: UnsafeMutablePointer<WINDOW>, y: Int32, x: Int32,
    attributes: attr_t, pair: Int16
  ) {
    cellText[0] = wchar_t(bitPattern: character.value)
    cellText[1] = 0
    _ = vclife_put_cell(window, y, x, cellText, attributes, pair)
  }

  // MARK: - Colours

  /// Picks the colour depth, then defines the colour pairs and attributes for `theme`.
  private func setUpColors(_ mode: ColorMode, theme: Theme) {
    let noColor = getenv("NO_COLOR").map { String(cString: $0) }
    var depth = ColorDepth.monochrome
    hasDefaultColors = true
    if mode.wantsColor(noColorEnvironment: noColor) && has_colors() {
      start_color()
      // Keep the terminal's own background (and foreground for uncoloured roles).
      hasDefaultColors = use_default_colors() == OK
      depth = mode.depth(
        noColorEnvironment: noColor, hasColors: true, colors: Int(vclife_colors()),
        colorPairs: Int(vclife_color_pairs()))
    }
    colorDepth = depth
    defineColors(theme)
  }

  /// Switches to another colour ``Theme``: redefines the colour pairs and attributes of every
  /// role at the colour depth chosen by ``start(colorMode:theme:)``, and makes the next
  /// ``draw(_:)`` repaint the whole screen. Applying the theme in use does nothing, so the
  /// loop may call this before every frame. Before start, only remembers the theme.
  public func apply(theme: Theme) {
    guard theme != self.theme else { return }
    self.theme = theme
    guard isRunning else { return }
    defineColors(theme)
    // Attributes live in the cells curses already holds, so every cell must be rewritten.
    invalidate()
  }

  /// Defines the colour pairs of every role and fills the attribute table, so that drawing
  /// a cell is two array lookups.
  ///
  /// Roles with the same colours share one pair. curses compares pair numbers, not colours:
  /// with a pair per role it would resend the same colour at every border-to-dim-text step,
  /// 11 bytes each time on a 256-colour terminal.
  private func defineColors(_ theme: Theme) {
    attributeTable = []
    pairTable = []
    var pairs: [ColorPair: Int16] = [:]
    held.pairBackgrounds = [Palette.terminalDefault]
    for role in Style.Role.allCases {
      let entry = Palette.entry(for: role, depth: colorDepth, theme: theme)
      var pair: Int16 = 0
      if colorDepth != .monochrome {
        var colors = ColorPair(foreground: entry.foreground, background: entry.background)
        if !hasDefaultColors {
          // Without default colours, -1 is not a colour: use white on black instead.
          if colors.foreground == Palette.terminalDefault {
            colors.foreground = Int16(COLOR_WHITE)
          }
          if colors.background == Palette.terminalDefault {
            colors.background = Int16(COLOR_BLACK)
          }
        }
        if let shared = pairs[colors] {
          pair = shared
        } else {
          // The terminal's own colours get a pair too (not pair 0): a theme may change them.
          pair = Int16(pairs.count + 1)
          pairs[colors] = pair
          init_pair(pair, colors.foreground, colors.background)
          held.pairBackgrounds.append(colors.background)
        }
      }
      pairTable.append(pair)
      let base = Self.cursesAttributes(entry.attributes)
      for raw in 0..<Style.Attributes.combinations {
        let extra = Style.Attributes(rawValue: UInt8(raw))
        var own: Palette.TextAttributes = []
        if extra.contains(.bold) { own.insert(.bold) }
        if extra.contains(.reverse) { own.insert(.reverse) }
        if extra.contains(.underline) { own.insert(.underline) }
        attributeTable.append(base | Self.cursesAttributes(own))
      }
    }
    if let window {
      // Erased areas (before a repaint) take the theme's background, not the terminal's.
      wbkgdset(window, vclife_color_pair(Int32(pairTable[Int(Style.Role.normal.rawValue)])))
    }
  }

  /// A foreground and background colour, the key of a shared colour pair.
  private struct ColorPair: Hashable {
    var foreground: Int16
    var background: Int16
  }

  private static func cursesAttributes(_ attributes: Palette.TextAttributes) -> attr_t {
    var result = vclife_a_normal()
    if attributes.contains(.bold) { result |= vclife_a_bold() }
    if attributes.contains(.reverse) { result |= vclife_a_reverse() }
    if attributes.contains(.underline) { result |= vclife_a_underline() }
    if attributes.contains(.dim) { result |= vclife_a_dim() }
    return result
  }
}
