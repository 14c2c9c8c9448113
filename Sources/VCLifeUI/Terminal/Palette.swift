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
    static let red: Int16 = 1
    static let green: Int16 = 2
    static let yellow: Int16 = 3
    static let blue: Int16 = 4
    static let magenta: Int16 = 5
    static let cyan: Int16 = 6
  }

  /// A hue in both colour tables.
  private struct Hue {
    let palette256: Int16
    let basic: Int16
    /// Grey has no basic colour: the terminal's own foreground, dimmed.
    let dimInBasic: Bool

    static let none = Hue(palette256: terminalDefault, basic: terminalDefault, dimInBasic: false)
    static let orange = Hue(palette256: OkabeIto.orange, basic: Basic.yellow, dimInBasic: false)
    static let skyBlue = Hue(palette256: OkabeIto.skyBlue, basic: Basic.cyan, dimInBasic: false)
    static let green = Hue(palette256: OkabeIto.bluishGreen, basic: Basic.green, dimInBasic: false)
    static let yellow = Hue(palette256: OkabeIto.yellow, basic: Basic.yellow, dimInBasic: false)
    static let blue = Hue(palette256: OkabeIto.blue, basic: Basic.blue, dimInBasic: false)
    static let vermillion = Hue(
      palette256: OkabeIto.vermillion, basic: Basic.red, dimInBasic: false)
    static let purple = Hue(
      palette256: OkabeIto.reddishPurple, basic: Basic.magenta, dimInBasic: false)
    static let grey = Hue(palette256: OkabeIto.grey, basic: terminalDefault, dimInBasic: true)
  }

  /// A role's hue, the attributes it has in colour, and the attributes it has in monochrome.
  private static func design(_ role: Style.Role) -> (Hue, TextAttributes, TextAttributes) {
    switch role {
    case .normal: return (.none, [], [])
    case .dim: return (.grey, [], [.dim])
    case .title: return (.skyBlue, [.bold], [.bold])
    case .border: return (.grey, [], [])
    case .selected: return (.none, [.reverse, .bold], [.reverse, .bold])
    case .highlight: return (.yellow, [.bold], [.bold, .underline])
    case .loaded: return (.green, [], [])
    case .unloaded: return (.grey, [], [.dim])
    case .onScreen: return (.skyBlue, [.bold], [.bold])
    case .warning: return (.orange, [.bold], [.bold])
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
    case .gaugeEmpty: return (.grey, [], [.dim])
    case .status: return (.none, [.reverse], [.reverse])
    case .key: return (.yellow, [.bold], [.bold])
    }
  }

  /// How `role` looks at `depth`.
  static func entry(for role: Style.Role, depth: ColorDepth) -> Entry {
    let (hue, colorAttributes, monoAttributes) = design(role)
    switch depth {
    case .monochrome:
      return Entry(foreground: terminalDefault, attributes: monoAttributes)
    case .eightColors:
      let extra: TextAttributes = hue.dimInBasic ? [.dim] : []
      return Entry(foreground: hue.basic, attributes: colorAttributes.union(extra))
    case .palette256:
      return Entry(foreground: hue.palette256, attributes: colorAttributes)
    }
  }
}
