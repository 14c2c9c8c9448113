import VCLifeCore

/// The sizes of SPEC §5 (Table 4-1), spelled out here so that a change to
/// `MemoryProfile.standard` is caught rather than followed.
public enum Size {
  public static let controller = 256 * 1024
  public static let view = 64 * 1024
  public static let content = 2 * 1024 * 1024
  /// The backing store of a navigation controller's child in portrait, sized by its frame
  /// (SPEC §8): 320×416 pt at scale 2, 4 bytes a pixel.
  public static let backingStore = 320 * 416 * 2 * 2 * 4
  public static let caches = 4 * 1024 * 1024
  /// A controller with the default tree (3 views), on screen, caches full.
  public static let shown = controller + 3 * view + content + backingStore + caches
  public static let mebibyte = 1024 * 1024
}

/// The layout callbacks, which the worked cases of SPEC §7 leave out.
public let layoutSelectors: Set<Selector> = [
  .updateViewConstraints, .viewWillLayoutSubviews, .viewDidLayoutSubviews,
  .viewSafeAreaInsetsDidChange,
]

/// The layout callbacks' names, for what a report writes (`Event.name.text`, a JSONL `name`).
public let layoutSelectorNames = Set(layoutSelectors.map(\.rawValue))
