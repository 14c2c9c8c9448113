import Testing

@testable import VCLifeClassroom
@testable import VCLifeTerminal
@testable import VCLifeUI

/// The pure part of theming: how every role looks in every theme at every colour depth.
@Suite("Themes")
struct ThemeTests {
  static let depths: [ColorDepth] = [.monochrome, .eightColors, .palette256]

  /// xterm-256 and basic colour numbers that are yellow (unreadable on white).
  static let yellows: Set<Int16> = [
    3, 11, 142, 143, 144, 178, 184, 185, 186, 187, 190, 191, 192, 220, 221, 222, 223, 226, 227,
    228, 229, 230,
  ]

  @Test(arguments: Theme.allCases)
  func everyRoleHasAnEntryAtEveryDepth(_ theme: Theme) {
    for depth in Self.depths {
      let table = Palette.table(theme: theme, depth: depth)
      #expect(table.count == Style.Role.allCases.count, "\(theme) \(depth)")
      for role in Style.Role.allCases {
        let entry = table[role]
        #expect(entry != nil, "\(theme) \(depth) \(role)")
        guard let entry else { continue }
        switch depth {
        case .monochrome:
          #expect(entry.foreground == Palette.terminalDefault)
          #expect(entry.background == Palette.terminalDefault)
        case .eightColors:
          #expect((-1...7).contains(entry.foreground), "\(theme) \(role)")
          #expect((-1...7).contains(entry.background), "\(theme) \(role)")
        case .palette256:
          #expect((-1...255).contains(entry.foreground), "\(theme) \(role)")
          #expect((-1...255).contains(entry.background), "\(theme) \(role)")
        }
      }
    }
  }

  @Test func darkThemeIsTheOriginalMapping() {
    for depth in Self.depths {
      for role in Style.Role.allCases {
        #expect(
          Palette.entry(for: role, depth: depth, theme: .dark)
            == Palette.entry(for: role, depth: depth))
      }
    }
    #expect(
      Palette.entry(for: .highlight, depth: .palette256).foreground == Palette.OkabeIto.yellow)
  }

  @Test func themesDiffer() {
    for depth in [ColorDepth.eightColors, .palette256] {
      let dark = Palette.table(theme: .dark, depth: depth)
      #expect(Palette.table(theme: .light, depth: depth) != dark)
      #expect(Palette.table(theme: .highContrast, depth: depth) != dark)
    }
    // In monochrome only attributes can differ: high contrast is bold everywhere.
    let mono = Palette.table(theme: .highContrast, depth: .monochrome)
    #expect(mono != Palette.table(theme: .dark, depth: .monochrome))
    for (role, entry) in mono {
      #expect(entry.attributes.contains(.bold), "\(role)")
      #expect(!entry.attributes.contains(.dim), "\(role)")
    }
  }

  @Test func lightThemeHasNoYellowTextAndBlackInk() {
    for depth in [ColorDepth.eightColors, .palette256] {
      for (role, entry) in Palette.table(theme: .light, depth: depth) {
        #expect(!Self.yellows.contains(entry.foreground), "\(role) at \(depth) is yellow")
        // Its own white background: black text stays readable on a dark terminal too.
        #expect(entry.background != Palette.terminalDefault, "\(role) at \(depth)")
        #expect(entry.foreground != entry.background, "\(role) at \(depth)")
      }
    }
    #expect(Palette.entry(for: .normal, depth: .palette256, theme: .light).foreground == 16)
    #expect(Palette.entry(for: .normal, depth: .eightColors, theme: .light).foreground == 0)
    #expect(Palette.background(theme: .light, depth: .palette256) == 231)
  }

  @Test func highContrastHighlightNeedsNoColour() {
    for depth in Self.depths {
      let table = Palette.table(theme: .highContrast, depth: depth)
      let highlight = table[.highlight]!.attributes
      #expect(highlight.contains(.reverse), "\(depth)")
      #expect(highlight.contains(.bold), "\(depth)")
      // Told apart from ordinary text by attributes alone.
      #expect(highlight != table[.normal]!.attributes, "\(depth)")
      for (role, entry) in table {
        #expect(entry.attributes.contains(.bold), "\(role) at \(depth)")
      }
    }
  }

  @Test func selectionStaysReverseInEveryTheme() {
    for theme in Theme.allCases {
      for depth in Self.depths {
        #expect(
          Palette.entry(for: .selected, depth: depth, theme: theme).attributes.contains(.reverse))
        #expect(
          Palette.entry(for: .status, depth: depth, theme: theme).attributes.contains(.reverse))
      }
    }
  }

  @Test func titlesAreBoldOnlyWhereColourDoesNotTellThemApart() {
    // In colour a title is told by its hue; turning bold off after it would cost a full
    // attribute reset on the wire. Without colour, and in high contrast, it stays bold.
    for theme in [Theme.dark, .light] {
      for depth in [ColorDepth.palette256, .eightColors] {
        let entry = Palette.entry(for: .title, depth: depth, theme: theme)
        #expect(!entry.attributes.contains(.bold), "\(theme) at \(depth)")
        #expect(
          entry.foreground != Palette.entry(for: .border, depth: depth, theme: theme).foreground)
      }
    }
    for theme in Theme.allCases {
      #expect(
        Palette.entry(for: .title, depth: .monochrome, theme: theme).attributes.contains(.bold))
    }
    for depth in Self.depths {
      #expect(
        Palette.entry(for: .title, depth: depth, theme: .highContrast).attributes.contains(.bold))
    }
  }

  @Test func theHighlightIsBrightYellowWithoutBoldWhereTheTerminalHas256Colours() {
    // The highlight moves at every event; bold on it would cost a full attribute reset and
    // the colour again each time. Where the hue cannot carry it, bold stays.
    let colour = Palette.entry(for: .highlight, depth: .palette256)
    #expect(colour.foreground == Palette.OkabeIto.yellow)
    #expect(!colour.attributes.contains(.bold))
    // Basic yellow is brown on many consoles without bold; orange keeps the plain one.
    #expect(Palette.entry(for: .highlight, depth: .eightColors).attributes.contains(.bold))
    #expect(!Palette.entry(for: .warning, depth: .eightColors).attributes.contains(.bold))
    let mono = Palette.entry(for: .highlight, depth: .monochrome).attributes
    #expect(mono.contains(.bold) && mono.contains(.underline))
    for depth in Self.depths {
      #expect(
        Palette.entry(for: .highlight, depth: depth, theme: .highContrast).attributes.contains(
          .bold))
      #expect(
        Palette.entry(for: .highlight, depth: depth, theme: .light).attributes.contains(.bold))
    }
  }
}
