import Testing
import VCLifeTestSupport

@testable import VCLifeClassroom
@testable import VCLifeTerminal
@testable import VCLifeUI

@Suite("Terminal decisions (no terminal needed)")
struct TerminalLogicTests {
  private func evaluate(
    stdin: Bool = true, stdout: Bool = true, term: String? = "xterm-256color",
    status: TerminalCheck.TerminfoStatus = .found
  ) -> TerminalUnavailable? {
    TerminalCheck.evaluate(
      stdinIsTerminal: stdin, stdoutIsTerminal: stdout, term: term, lookup: { _ in status })
  }

  @Test func acceptsAKnownTerminal() {
    #expect(evaluate() == nil)
  }

  @Test func refusesWithoutATerminalOrAUsableTerm() {
    #expect(evaluate(stdout: false) == .stdoutNotTerminal)
    #expect(evaluate(stdin: false) == .stdinNotTerminal)
    #expect(evaluate(term: nil) == .termNotSet)
    #expect(evaluate(term: "") == .termNotSet)
    #expect(evaluate(term: "dumb") == .termDumb)
    #expect(evaluate(term: "vt-nonesuch", status: .notFound) == .termUnknown("vt-nonesuch"))
    #expect(evaluate(status: .noDatabase) == .noTerminfoDatabase("xterm-256color"))
    #expect(evaluate(status: .hardcopy) == .hardcopy("xterm-256color"))
  }

  @Test func everyRefusalPointsToScriptMode() {
    let failures: [TerminalUnavailable] = [
      .stdinNotTerminal, .stdoutNotTerminal, .termNotSet, .termDumb, .termUnknown("x"),
      .noTerminfoDatabase("x"), .hardcopy("x"), .cannotStart("x"),
    ]
    for failure in failures {
      // The program name is added once, by the command line, when it prints the message.
      #expect(!failure.message.hasPrefix("vclife: "))
      #expect(failure.message.contains("`vclife script`"))
      #expect(!failure.message.contains("\n"))
    }
    #expect(
      TerminalUnavailable.stdoutNotTerminal.message
        == "standard output is not a terminal. For a non-interactive run use `vclife script`."
    )
  }

  /// Escaped as every other message escapes a name (`\u{1B}`), and cut as they cut one.
  @Test func termNameInAMessageIsEscapedAsEveryMessageEscapesAName() {
    let message = TerminalUnavailable.termUnknown("x\u{1b}[2J\u{7}\u{202E}\u{200B}").message
    #expect(!message.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x202E })
    #expect(message.contains("'x\\u{1B}[2J\\u{7}\\u{202E}\\u{200B}'"), "\(message)")
    let long = TerminalUnavailable.termUnknown(String(repeating: "x", count: 100_000)).message
    #expect(long.count < 400)
  }

  @Test func terminfoLookupIsSilentAndCorrect() {
    #expect(TerminalCheck.lookUp("xterm") == .found)
    #expect(TerminalCheck.lookUp("vclife-no-such-terminal") == .notFound)
  }

  @Test func colorModeHonoursNoColor() {
    let auto = ColorMode.automatic
    #expect(
      auto.depth(noColorEnvironment: nil, hasColors: true, colors: 256, colorPairs: 256)
        == .palette256)
    #expect(
      auto.depth(noColorEnvironment: "1", hasColors: true, colors: 256, colorPairs: 256)
        == .monochrome)
    // An empty NO_COLOR does not count, by the convention's definition.
    #expect(
      auto.depth(noColorEnvironment: "", hasColors: true, colors: 256, colorPairs: 256)
        == .palette256)
    #expect(
      auto.depth(noColorEnvironment: nil, hasColors: true, colors: 8, colorPairs: 64)
        == .eightColors)
    #expect(
      auto.depth(noColorEnvironment: nil, hasColors: false, colors: 0, colorPairs: 0) == .monochrome
    )
    #expect(
      auto.depth(noColorEnvironment: nil, hasColors: true, colors: 8, colorPairs: 8) == .monochrome)
  }

  @Test func explicitColorModes() {
    #expect(!ColorMode.monochrome.wantsColor(noColorEnvironment: nil))
    #expect(
      ColorMode.monochrome.depth(
        noColorEnvironment: nil, hasColors: true, colors: 256, colorPairs: 256)
        == .monochrome)
    #expect(
      ColorMode.eightColors.depth(
        noColorEnvironment: nil, hasColors: true, colors: 256, colorPairs: 256)
        == .eightColors)
    #expect(
      ColorMode.palette256.depth(
        noColorEnvironment: "1", hasColors: true, colors: 256, colorPairs: 256)
        == .palette256)
    #expect(
      ColorMode.palette256.depth(
        noColorEnvironment: nil, hasColors: true, colors: 8, colorPairs: 64)
        == .eightColors)
  }

  @Test func paletteUsesOnlyOkabeItoHuesIn256Colours() {
    let okabeIto: Set<Int16> = [214, 117, 36, 227, 32, 166, 175, 245, Palette.terminalDefault]
    for role in Style.Role.allCases {
      #expect(okabeIto.contains(Palette.entry(for: role, depth: .palette256).foreground), "\(role)")
      let basic = Palette.entry(for: role, depth: .eightColors).foreground
      #expect(basic == Palette.terminalDefault || (1...7).contains(basic), "\(role)")
    }
  }

  @Test func monochromeUsesAttributesOnly() {
    for role in Style.Role.allCases {
      #expect(Palette.entry(for: role, depth: .monochrome).foreground == Palette.terminalDefault)
    }
    #expect(Palette.entry(for: .selected, depth: .monochrome).attributes.contains(.reverse))
    #expect(Palette.entry(for: .status, depth: .monochrome).attributes.contains(.reverse))
    #expect(Palette.entry(for: .error, depth: .monochrome).attributes.contains(.bold))
    #expect(Palette.entry(for: .normal, depth: .monochrome).attributes.isEmpty)
    // Reverse video means selection; no other emphasis borrows it.
    let reversed = Style.Role.allCases.filter {
      Palette.entry(for: $0, depth: .monochrome).attributes.contains(.reverse)
    }
    #expect(reversed == [.selected, .status])
  }

  @Test func keysFromCharacterCodes() {
    #expect(Key(characterCode: 0x71) == .char("q"))
    #expect(Key(characterCode: 0x4E2D) == .char("中"))
    #expect(Key(characterCode: 0x1B) == .escape)
    #expect(Key(characterCode: 0x0D) == .enter)
    #expect(Key(characterCode: 0x0A) == .enter)
    #expect(Key(characterCode: 0x7F) == .backspace)
    #expect(Key(characterCode: 0x08) == .backspace)
    #expect(Key(characterCode: 0x09) == .char("\t"))
    #expect(Key(characterCode: 0x0C) == .ctrl("l"))
    #expect(Key(characterCode: 0x03) == .ctrl("c"))
    #expect(Key(characterCode: 0x00) == .ctrl("@"))
    #expect(Key(characterCode: 0x1F) == .ctrl("_"))
    #expect(Key(characterCode: 0x9B) == .unknown(0x9B))
    #expect(Key(characterCode: 0xD800) == .unknown(0xD800))
  }

  @Test func keysFromCursesResults() {
    #expect(Key.decode(status: 0, value: 0x6B) == .char("k"))  // OK
    #expect(Key.decode(status: -1, value: 0) == nil)  // ERR: timeout
    let keyCodeYes: Int32 = 0o400
    #expect(Key.decode(status: keyCodeYes, value: 0o403) == .up)
    #expect(Key.decode(status: keyCodeYes, value: 0o402) == .down)
    #expect(Key.decode(status: keyCodeYes, value: 0o404) == .left)
    #expect(Key.decode(status: keyCodeYes, value: 0o405) == .right)
    #expect(Key.decode(status: keyCodeYes, value: 0o406) == .home)
    #expect(Key.decode(status: keyCodeYes, value: 0o550) == .end)
    #expect(Key.decode(status: keyCodeYes, value: 0o523) == .pageUp)
    #expect(Key.decode(status: keyCodeYes, value: 0o522) == .pageDown)
    #expect(Key.decode(status: keyCodeYes, value: 0o527) == .enter)
    #expect(Key.decode(status: keyCodeYes, value: 0o407) == .backspace)
    #expect(Key.decode(status: keyCodeYes, value: 0o632) == .resize)
    #expect(Key.decode(status: keyCodeYes, value: 0o512) == .unknown(0o512))  // Delete
  }

  @Test func terminalThatNeverStartedIsInert() {
    let terminal = Terminal()
    #expect(!terminal.isRunning)
    #expect(terminal.size() == (0, 0))
    #expect(terminal.readKey(timeoutMs: 0) == nil)
    terminal.draw(Grid(width: 3, height: 1))
    terminal.stop()
    terminal.stop()
    #expect(!terminal.isRunning)
  }

  @Test func bufferSinkKeepsTheLastFrame() {
    let sink = BufferSink(width: 20, height: 5)
    let render: (any GridSink) -> Void = { target in
      let size = target.size()
      var grid = Grid(width: size.width, height: size.height)
      grid.put("frame", x: 0, y: 0)
      target.draw(grid)
    }
    render(sink)
    sink.width = 30
    render(sink)
    #expect(sink.frameCount == 2)
    #expect(sink.lastGrid?.width == 30)
    #expect(sink.lastGrid?.rowText(0) == "frame")
  }
}
