import VCLifeCore
import VCLifeScript

/// The live visualiser's main loop: keys in, one frame out per change. It blocks on input
/// while idle and wakes on a timer only while a callback is waiting to be animated.
public enum LiveApp {
  /// What the command line chose.
  public struct Options: Sendable {
    public var colorMode: ColorMode = .automatic
    public var behavior: SystemBehavior = .iOS6
    public var pacing: Pacing = .animated
    public var language: ReportLanguage = .en

    public init() {}
  }

  /// Runs until `q`, Ctrl-C (ncurses restores the terminal) or the end of input. Throws, with
  /// the terminal untouched, when there is no usable terminal.
  public static func run(_ options: Options) throws(TerminalUnavailable) {
    let terminal = Terminal()
    try terminal.start(colorMode: options.colorMode)
    defer { terminal.stop() }
    var model = LiveModel(
      catalogue: .photoAlbum, behavior: options.behavior, pacing: options.pacing,
      language: options.language)
    draw(model, on: terminal)
    while !model.shouldQuit {
      let timeout = model.isAnimating ? model.tickMilliseconds : nil
      if let key = terminal.readKey(timeoutMs: timeout) {
        if key == .ctrl("l") { terminal.invalidate() }
        model.handle(key)
      } else if timeout == nil {
        return  // input ended: the terminal went away
      } else {
        model.tick()
      }
      draw(model, on: terminal)
    }
  }

  private static func draw(_ model: LiveModel, on terminal: Terminal) {
    let size = terminal.size()
    terminal.draw(
      Screen.render(model, width: size.width, height: size.height, glyphs: terminal.glyphs))
  }
}
