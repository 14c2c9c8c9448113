/// How a cell looks, said by meaning rather than by colour.
///
/// Panes pick a ``Role``; the terminal adapter decides once, at start-up, how each role is
/// shown on the terminal at hand (256 colours, 8 colours, or monochrome attributes). Meaning
/// never rests on colour alone: panes put a glyph or a word beside a coloured cell.
public struct Style: Hashable, Sendable, CustomStringConvertible {
  /// What a cell is, for the purpose of choosing its colour.
  public enum Role: UInt8, CaseIterable, Hashable, Sendable {
    /// Ordinary text.
    case normal
    /// Secondary text: hints, explanations, inactive items.
    case dim
    /// Pane titles and headings.
    case title
    /// Box lines and separators.
    case border
    /// The row under the cursor.
    case selected
    /// Something that changed in the event just shown.
    case highlight
    /// A controller whose view is loaded.
    case loaded
    /// A controller whose view is nil.
    case unloaded
    /// A controller whose view is in the window.
    case onScreen
    /// Memory pressure and memory warnings.
    case warning
    /// Memory near or over the budget, termination.
    case danger
    /// A lifecycle callback in the log.
    case callback
    /// A system effect in the log (memory freed, backing store allocated).
    case effect
    /// A refused or malformed action.
    case error
    /// A user action in the log.
    case action
    /// Memory held by controllers and their critical data.
    case memController
    /// Memory held by view objects.
    case memViews
    /// Memory held by view content (images, data).
    case memContent
    /// Memory held by backing stores.
    case memBacking
    /// Memory held by caches.
    case memCaches
    /// Memory held by outlets kept after their view was released (SPEC §10).
    case memOutlets
    /// The unused part of a gauge.
    case gaugeEmpty
    /// The status line.
    case status
    /// A key name in the key legend.
    case key
  }

  /// Attributes that apply on top of a role, on every kind of terminal.
  public struct Attributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
      self.rawValue = rawValue
    }

    /// Bold (or bright) text.
    public static let bold = Attributes(rawValue: 1 << 0)
    /// Foreground and background swapped.
    public static let reverse = Attributes(rawValue: 1 << 1)
    /// Underlined text.
    public static let underline = Attributes(rawValue: 1 << 2)

    /// The number of distinct attribute combinations; the raw values are `0..<combinations`.
    public static let combinations = 8
  }

  /// The cell's meaning.
  public var role: Role
  /// Attributes added to whatever the role looks like.
  public var attributes: Attributes

  /// A style with a role and optional attributes, for example `Style(.title, [.bold])`.
  public init(_ role: Role = .normal, _ attributes: Attributes = []) {
    self.role = role
    self.attributes = attributes
  }

  /// Plain text.
  public static let normal = Style()

  /// The same style with more attributes.
  public func adding(_ more: Attributes) -> Style {
    Style(role, attributes.union(more))
  }

  /// The role's name followed by its attributes, e.g. `title+bold`; used by ``Grid/styleDump()``.
  public var description: String {
    var parts = ["\(role)"]
    if attributes.contains(.bold) { parts.append("bold") }
    if attributes.contains(.reverse) { parts.append("reverse") }
    if attributes.contains(.underline) { parts.append("underline") }
    return parts.joined(separator: "+")
  }
}
