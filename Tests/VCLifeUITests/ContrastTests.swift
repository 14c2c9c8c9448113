import Foundation
import Testing

@testable import VCLifeClassroom
@testable import VCLifeTerminal
@testable import VCLifeUI

/// WCAG AA: every foreground colour of every theme reaches 4.5:1 against the background it
/// is drawn on, computed from the 256-colour palette as xterm defines it.
@Suite("Contrast")
struct ContrastTests {
  /// The RGB of an xterm-256 colour number: 16 system colours, a 6×6×6 cube, 24 greys.
  static func rgb(_ index: Int) -> (Double, Double, Double) {
    let system: [(Double, Double, Double)] = [
      (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205),
      (0, 205, 205), (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
      (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]
    if index < 16 { return system[index] }
    if index < 232 {
      let levels: [Double] = [0, 95, 135, 175, 215, 255]
      let cube = index - 16
      return (levels[cube / 36], levels[cube / 6 % 6], levels[cube % 6])
    }
    let grey = Double(8 + (index - 232) * 10)
    return (grey, grey, grey)
  }

  /// WCAG relative luminance.
  static func luminance(_ index: Int) -> Double {
    func channel(_ value: Double) -> Double {
      let c = value / 255
      return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    let (r, g, b) = rgb(index)
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
  }

  static func ratio(_ a: Int, _ b: Int) -> Double {
    let (light, dark) = (max(luminance(a), luminance(b)), min(luminance(a), luminance(b)))
    return (light + 0.05) / (dark + 0.05)
  }

  @Test(arguments: Theme.allCases)
  func everyForegroundReachesAA(_ theme: Theme) {
    let table = Palette.table(theme: theme, depth: .palette256)
    // The dark themes draw on the terminal's own background, taken as black; the light
    // theme brings its own white.
    let background = Palette.background(theme: theme, depth: .palette256)
    let backgroundIndex = background == Palette.terminalDefault ? 0 : Int(background)
    for role in Style.Role.allCases {
      guard let entry = table[role], entry.foreground != Palette.terminalDefault else { continue }
      let contrast = Self.ratio(Int(entry.foreground), backgroundIndex)
      #expect(
        contrast >= 4.5,
        "\(theme) \(role): colour \(entry.foreground) on \(backgroundIndex) is \(contrast):1")
    }
  }

  @Test func theRatioIsWCAGs() {
    #expect(abs(Self.ratio(16, 231) - 21) < 0.01)
    #expect(abs(Self.ratio(0, 0) - 1) < 0.01)
  }
}
