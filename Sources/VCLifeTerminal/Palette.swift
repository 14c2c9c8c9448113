import VCLifeClassroom
import VCLifeUI

/// How each ``Style/Role`` looks at each ``ColorDepth``: a foreground colour (or the
/// terminal's own) and terminal attributes. The background is always the terminal's own.
///
/// The 256-colour hues are the Okabe–Ito palette, chosen to stay distinguishable with the
/// common forms of colour blindness; the 8-colour table uses the nearest basic colour. In
/// monochrome, roles that matter are told apart by bold, underline, dim and reverse.
enum Palette {
  /// A role's appearance.
  struct Entry: Hashable, Sendable {
    /// A colour number, or ``Palette/terminalDefault`` for the terminal's own foreground.
    var foreground: Int16
    /// A colour number, or ``Palette/terminalDefault`` for the terminal's own background.
    var background: Int16 = Palette.terminalDefault
    /// Attributes added to the cell's own (bold, reverse, underline from its ``Style``).
    var attributes: TextAttributes
  }

  /// Terminal attributes, a superset of ``Style/Attributes`` (adds dim).
  struct TextAttributes: OptionSet, Hashable, Sendable {
    let rawValue: UInt8
    static let bold = TextAttributes(rawValue: 1 << 0)
    static let reverse = TextAttributes(rawValue: 1 << 1)
    static let underline = TextAttributes(rawValue: 1 << 2)
    static let dim = TextAttributes(rawValue: 1 << 3)
  }

  /// The colour number meaning "the terminal's default" (with `use_default_colors`).
  static let terminalDefault: Int16 = -1

  /// Okabe–Ito hues as xterm 256-colour indices.
  enum OkabeIto {
    static let orange: Int16 = 214
    static let skyBlue: Int16 = 117
    static let bluishGreen: Int16 = 36
    static let yellow: Int16 = 227
    static let blue: Int16 = 32
    static let vermillion: Int16 = 166
    static let reddishPurple: Int16 = 175
    static let grey: Int16 = 245
  }

  /// The 8 basic colours, numbered as curses and ANSI number them.
  enum Basic {
    static let black: Int16 = 0
    static let red: Int16 = 1
    static let green: Int16 = 2
    static let yellow: Int16 = 3
    static let blue: Int16 = 4
    static let magenta: Int16 = 5
    static let cyan: Int16 = 6
    static let white: Int16 = 7
  }

  /// A hue in both colour tables.
  private struct Hue: Equatable {
    let palette256: Int16
    let basic: Int16
    /// Grey has no basic colour: the terminal's own foreground, dimmed.
    let dimInBasic: Bool
    /// Basic yellow without bold is brown on many consoles: bold makes it the bright one.
    var boldInBasic = false

    static let none = Hue(palette256: terminalDefault, basic: terminalDefault, dimInBasic: false)
    static let orange = Hue(palette256: OkabeIto.orange, basic: Basic.yellow, dimInBasic: false)
    static let skyBlue = Hue(palette256: OkabeIto.skyBlue, basic: Basic.cyan, dimInBasic: false)
    static let green = Hue(palette256: OkabeIto.bluishGreen, basic: Basic.green, dimInBasic: false)
    static let yellow = Hue(
      palette256: OkabeIto.yellow, basic: Basic.yellow, dimInBasic: false, boldInBasic: true)
    static let blue = Hue(palette256: OkabeIto.blue, basic: Basic.blue, dimInBasic: false)
    static let vermillion = Hue(
      palette256: OkabeIto.vermillion, basic: Basic.red, dimInBasic: false)
    static let purple = Hue(
      palette256: OkabeIto.reddishPurple, basic: Basic.magenta, dimInBasic: false)
    static let grey = Hue(palette256: OkabeIto.grey, basic: terminalDefault, dimInBasic: true)

    // Darker hues for the light theme (xterm indices near the Okabe–Ito values, darkened
    // until they read on white).
    static let ink = Hue(palette256: 16, basic: Basic.black, dimInBasic: false)
    static let darkGrey = Hue(palette256: 240, basic: Basic.black, dimInBasic: true)
    static let midGrey = Hue(palette256: 243, basic: Basic.black, dimInBasic: true)
    static let darkBlue = Hue(palette256: 25, basic: Basic.blue, dimInBasic: false)
    static let darkGreen = Hue(palette256: 29, basic: Basic.green, dimInBasic: false)
    static let darkOrange = Hue(palette256: 130, basic: Basic.red, dimInBasic: false)
    static let darkPurple = Hue(palette256: 126, basic: Basic.magenta, dimInBasic: false)
    // Each of these reaches 4.5:1 on white (WCAG AA), as the contrast tests compute.
    static let deepPurple = Hue(palette256: 90, basic: Basic.magenta, dimInBasic: false)
    static let deepVermillion = Hue(palette256: 124, basic: Basic.red, dimInBasic: false)
    static let deepSkyBlue = Hue(palette256: 24, basic: Basic.cyan, dimInBasic: false)

    // The brightest hues for the high-contrast theme.
    static let brightWhite = Hue(palette256: 231, basic: terminalDefault, dimInBasic: false)
    static let lightGrey = Hue(palette256: 252, basic: terminalDefault, dimInBasic: false)
    static let brightSkyBlue = Hue(palette256: 123, basic: Basic.cyan, dimInBasic: false)
    static let brightGreen = Hue(palette256: 49, basic: Basic.green, dimInBasic: false)
    static let brightYellow = Hue(palette256: 226, basic: Basic.yellow, dimInBasic: false)
    static let brightBlue = Hue(palette256: 39, basic: Basic.blue, dimInBasic: false)
    static let brightVermillion = Hue(palette256: 202, basic: Basic.red, dimInBasic: false)
    static let brightPurple = Hue(palette256: 213, basic: Basic.magenta, dimInBasic: false)

    /// The entry for this hue at a colour depth (not monochrome).
    func entry(depth: ColorDepth, attributes: TextAttributes, background: Int16) -> Entry {
      switch depth {
      case .monochrome:
        return Entry(foreground: terminalDefault, background: background, attributes: attributes)
      case .eightColors:
        let extra: TextAttributes = dimInBasic ? [.dim] : boldInBasic ? [.bold] : []
        return Entry(
          foreground: basic, background: background, attributes: attributes.union(extra))
      case .palette256:
        return Entry(foreground: palette256, background: background, attributes: attributes)
      }
    }
  }

  /// A role's hue, the attributes it has in colour, and the attributes it has in monochrome,
  /// for a dark background: the ``Theme/dark`` design, which the other themes adapt.
  private static func design(_ role: Style.Role) -> (Hue, TextAttributes, TextAttributes) {
    switch role {
    case .normal: return (.none, [], [])
    case .dim: return (.grey, [], [.dim])
    // Titles are told apart by colour; bold only without it. (Turning bold off costs a
    // full attribute reset and the colour again: 16 more bytes at every title that changes.)
    case .title: return (.skyBlue, [], [.bold])
    case .border: return (.grey, [], [])
    case .selected: return (.none, [.reverse, .bold], [.reverse, .bold])
    // The brightest hue is enough in colour: bold would cost a full attribute reset each time
    // the highlight moves on (the cursor's line, at every event).
    case .highlight: return (.yellow, [], [.bold, .underline])
    case .loaded: return (.green, [], [])
    case .unloaded: return (.grey, [], [.dim])
    case .onScreen: return (.skyBlue, [.bold], [.bold])
    // Bold where it is asked for (an alert); a memory figure in the log is told by its hue.
    case .warning: return (.orange, [], [.bold])
    case .danger: return (.vermillion, [.bold], [.bold, .underline])
    case .callback: return (.skyBlue, [], [])
    case .effect: return (.purple, [], [])
    case .error: return (.vermillion, [.bold], [.bold, .underline])
    case .action: return (.none, [.bold], [.bold])
    case .memController: return (.blue, [], [])
    case .memViews: return (.skyBlue, [], [])
    case .memContent: return (.green, [], [])
    case .memBacking: return (.orange, [], [])
    case .memCaches: return (.purple, [], [])
    case .memOutlets: return (.vermillion, [], [.underline])
    case .gaugeEmpty: return (.grey, [], [.dim])
    case .status: return (.none, [.reverse], [.reverse])
    case .key: return (.yellow, [.bold], [.bold])
    }
  }

  /// The light theme: every hue darkened so it reads on white, and yellow (unreadable on
  /// white) replaced. Text is black on an explicit white background, so the theme also works
  /// when the terminal itself is dark.
  private static func lightDesign(_ role: Style.Role) -> (Hue, TextAttributes) {
    switch role {
    case .normal: return (.ink, [])
    case .dim, .unloaded, .gaugeEmpty: return (.darkGrey, [])
    case .border: return (.midGrey, [])
    case .title: return (.darkBlue, [])
    case .onScreen: return (.darkBlue, [.bold])
    case .callback, .memController: return (.darkBlue, [])
    case .memViews: return (.deepSkyBlue, [])
    case .selected: return (.ink, [.reverse, .bold])
    // Changes are the first thing the eye should find: purple, bold and underlined.
    case .highlight: return (.darkPurple, [.bold, .underline])
    case .loaded, .memContent: return (.darkGreen, [])
    case .warning: return (.darkOrange, [])
    case .memBacking: return (.darkOrange, [])
    case .danger, .error: return (.deepVermillion, [.bold, .underline])
    case .effect, .memCaches: return (.deepPurple, [])
    case .memOutlets: return (.deepVermillion, [])
    case .action: return (.ink, [.bold])
    case .status: return (.ink, [.reverse])
    case .key: return (.darkBlue, [.bold, .underline])
    }
  }

  /// The high-contrast theme: the dark design with the brightest hues, everything bold, and
  /// the highlight in reverse video so that it stands out even without colour.
  private static func highContrastDesign(_ role: Style.Role) -> (Hue, TextAttributes) {
    let (hue, attributes, _) = design(role)
    let bright: Hue
    switch hue {
    case .skyBlue: bright = .brightSkyBlue
    case .green: bright = .brightGreen
    case .yellow: bright = .brightYellow
    case .blue: bright = .brightBlue
    case .vermillion: bright = .brightVermillion
    case .purple: bright = .brightPurple
    case .grey: bright = .lightGrey
    case .none: bright = .brightWhite
    default: bright = hue
    }
    var result = attributes.union(.bold).subtracting(.dim)
    if role == .highlight { result.insert(.reverse) }
    return (bright, result)
  }

  /// High-contrast monochrome: bold everywhere; the roles that must stand out keep reverse
  /// or underline on top.
  private static func highContrastMonochrome(_ role: Style.Role) -> TextAttributes {
    let (_, _, mono) = design(role)
    var result = mono.union(.bold).subtracting(.dim)
    if role == .highlight { result.insert(.reverse) }
    return result
  }

  /// How `role` looks at `depth` in `theme`.
  static func entry(for role: Style.Role, depth: ColorDepth, theme: Theme = .dark) -> Entry {
    let background = self.background(theme: theme, depth: depth)
    switch (theme, depth) {
    case (_, .monochrome):
      let (_, _, mono) = design(role)
      let attributes = theme == .highContrast ? highContrastMonochrome(role) : mono
      return Entry(foreground: terminalDefault, background: background, attributes: attributes)
    case (.dark, _):
      let (hue, colorAttributes, _) = design(role)
      return hue.entry(depth: depth, attributes: colorAttributes, background: background)
    case (.light, _):
      let (hue, attributes) = lightDesign(role)
      return hue.entry(depth: depth, attributes: attributes, background: background)
    case (.highContrast, _):
      let (hue, attributes) = highContrastDesign(role)
      return hue.entry(depth: depth, attributes: attributes, background: background)
    }
  }

  /// The background every role of `theme` is drawn on at `depth`: the terminal's own, except
  /// in the light theme, which brings its own white so that black text is always readable.
  static func background(theme: Theme, depth: ColorDepth) -> Int16 {
    guard theme == .light else { return terminalDefault }
    switch depth {
    case .monochrome: return terminalDefault
    case .eightColors: return Basic.white
    case .palette256: return 231
    }
  }

  /// Every role's entry for one theme and depth, in role order.
  static func table(theme: Theme, depth: ColorDepth) -> [Style.Role: Entry] {
    Dictionary(
      uniqueKeysWithValues: Style.Role.allCases.map {
        ($0, entry(for: $0, depth: depth, theme: theme))
      })
  }
}
