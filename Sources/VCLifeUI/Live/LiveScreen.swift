import VCLifeScript

/// What the live loop shows: one value owning the session. The single-app screen is the
/// session's own model; compare mode holds that same model as its truth and derives its two
/// sides from it. `c` turns one into the other, so nothing is copied back by hand.
public enum LiveScreen: Sendable {
  case single(LiveModel)
  case compare(CompareModel)

  /// The session, its lesson and its settings, whichever screen is up.
  public var truth: LiveModel {
    switch self {
    case .single(let model): model
    case .compare(let compare): compare.single
    }
  }

  /// `c`: the other screen, of the same session (`kind` for compare mode).
  public mutating func switchScreen(kind: CompareKind) {
    switch self {
    case .single(let model): self = .compare(CompareModel.mirroring(model, kind: kind))
    case .compare(let compare): self = .single(compare.single)
    }
  }

  /// Applies a key; returns what the loop must do.
  public mutating func handle(_ key: Key) -> [Effect] {
    switch self {
    case .single(var model):
      let effects = model.handle(key)
      self = .single(model)
      return effects
    case .compare(var compare):
      let effects = compare.handle(key)
      self = .compare(compare)
      return effects
    }
  }

  /// Applies a click or the wheel, read against the frame it was made on.
  public mutating func handle(_ mouse: MouseEvent, on frame: Grid) {
    switch self {
    case .single(var model):
      model.handle(mouse, on: frame)
      self = .single(model)
    case .compare(var compare):
      compare.handle(mouse, on: frame)
      self = .compare(compare)
    }
  }

  /// Plays the next animated callback.
  public mutating func tick() {
    switch self {
    case .single(var model):
      model.tick()
      self = .single(model)
    case .compare(var compare):
      compare.tick()
      self = .compare(compare)
    }
  }

  /// Puts a message (where an export went, why a recording stopped) in the status line.
  mutating func say(_ result: Localized, isError: Bool) {
    switch self {
    case .single(var model):
      model.say(result, isError: isError)
      self = .single(model)
    case .compare(var compare):
      compare.say(result, isError: isError)
      self = .compare(compare)
    }
  }

  /// Whether the loop should wake on a timer.
  public var isAnimating: Bool {
    switch self {
    case .single(let model): model.isAnimating
    case .compare(let compare): compare.isAnimating
    }
  }

  /// Milliseconds between two animated callbacks.
  public var tickMilliseconds: Int {
    switch self {
    case .single(let model): model.tickMilliseconds
    case .compare(let compare): compare.tickMilliseconds
    }
  }

  /// The frame at a size.
  public func render(width: Int, height: Int, glyphs: Glyphs) -> Grid {
    switch self {
    case .single(let model): Screen.render(model, width: width, height: height, glyphs: glyphs)
    case .compare(let compare):
      CompareScreen.render(compare, width: width, height: height, glyphs: glyphs)
    }
  }
}

extension LiveModel {
  /// The single-app frame at a size (a recording draws it without a loop).
  func render(width: Int, height: Int, glyphs: Glyphs) -> Grid {
    Screen.render(self, width: width, height: height, glyphs: glyphs)
  }
}
