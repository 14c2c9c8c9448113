/// A size in points, as UIKit measures a frame.
public struct FrameSize: Sendable, Hashable, CustomStringConvertible {
  /// The width, in points.
  public var width: Int
  /// The height, in points.
  public var height: Int

  /// Creates a size.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// "320×416".
  public var description: String { "\(width)×\(height)" }
}

/// How the device is held.
public enum Orientation: String, Sendable, CaseIterable {
  case portrait
  case landscape

  /// The other orientation.
  public var rotated: Orientation { self == .portrait ? .landscape : .portrait }
}

/// What the status bar shows (SPEC §8).
public enum StatusBarMode: String, Sendable, CaseIterable {
  /// The normal 20 pt bar.
  case visible
  /// No status bar: the app has the whole screen.
  case hidden
  /// The double-height bar of a call, tethering or recording: 40 pt.
  case inCall = "incall"

  /// The next mode of the live screen's `S` key: visible → in-call → hidden → visible.
  public var next: StatusBarMode {
    switch self {
    case .visible: .inCall
    case .inCall: .hidden
    case .hidden: .visible
    }
  }
}

/// The simulated device: an iPhone 3.5" of the iOS 5/6 era, and the heights of UIKit's bars
/// on it (SPEC §8).
public enum Device {
  /// Points to pixels: a Retina screen has 2×2 pixels per point.
  public static let scale = 2
  /// Bytes per pixel of a backing store (32-bit colour).
  public static let bytesPerPixel = 4
  /// The tab bar's height, the same in both orientations.
  public static let tabBarHeight = 49
  /// The part of the status bar a full-screen layout may extend under; an in-call bar's
  /// extra height still pushes the app's content down.
  public static let plainStatusBarHeight = 20

  /// The screen, held one way or the other.
  public static func screen(_ orientation: Orientation) -> FrameSize {
    orientation == .portrait
      ? FrameSize(width: 320, height: 480) : FrameSize(width: 480, height: 320)
  }

  /// The status bar's height.
  public static func statusBarHeight(_ mode: StatusBarMode) -> Int {
    switch mode {
    case .visible: 20
    case .hidden: 0
    case .inCall: 40
    }
  }

  /// The navigation bar's height: shorter in landscape.
  public static func navigationBarHeight(_ orientation: Orientation) -> Int {
    orientation == .portrait ? 44 : 32
  }

  /// The bytes of a backing store for a view of this size: width × height × scale² × 4.
  public static func backingStoreBytes(_ size: FrameSize) -> Int {
    size.width * size.height * scale * scale * bytesPerPixel
  }
}
