/// The phone the simulator lays views out on (SPEC §12): each version brings its own, and the
/// `device` action overrides it. Only the screen changes with the phone — its size, scale,
/// status bar, sensor housing and home indicator; the rules stay the version's.
///
/// Sources for the figures: the survey of modern UIKit, §2 (the iPhone X's 375×812 pt, status
/// bar 44, safe area 44/34; the iPhone 14 Pro's 393×852 pt, status bar 54, safe area 59/34 from
/// a `safeAreaLayoutGuide` dump, `{{0, 59}, {393, 759}}`). Landscape, where the survey is
/// silent: the iPhone X reports safe-area insets of 44 left and right and 21 at the bottom
/// (safe-area bug reports of 2018–2021 quote `{top 0, left 44, bottom 21, right 44}`, and 48
/// for the XR); the Dynamic Island phones keep the same shape with 59 at the sides, the
/// sensor housing's depth (medium confidence: figures from device tables, not Apple's text).
/// Neither notched phone shows a status bar in landscape.
public enum Phone: String, Sendable, CaseIterable {
  /// The iPhone 4/4s, 3.5": 320×480 pt at 2×, a 20 pt status bar (iOS 5 to 10 here).
  case classic = "3.5"
  /// The iPhone X (and XS, 11 Pro): 375×812 pt at 3×, the notch (iOS 11 to 16 here).
  case notch
  /// The iPhone 14 Pro and later: 393×852 pt at 3×, the Dynamic Island (iOS 17 on here).
  case island

  /// The phone a version is simulated on: the 3.5" phone up to iOS 10, the notch from 11,
  /// the Dynamic Island from 17.
  public static func of(_ behavior: SystemBehavior) -> Phone {
    behavior >= .iOS17 ? .island : behavior >= .iOS11 ? .notch : .classic
  }

  /// The screen held upright, in points.
  public var portraitScreen: FrameSize {
    switch self {
    case .classic: FrameSize(width: 320, height: 480)
    case .notch: FrameSize(width: 375, height: 812)
    case .island: FrameSize(width: 393, height: 852)
    }
  }

  /// The screen held one way or the other.
  public func screen(_ orientation: Orientation) -> FrameSize {
    let upright = portraitScreen
    return orientation == .portrait
      ? upright : FrameSize(width: upright.height, height: upright.width)
  }

  /// The real phone's pixels per point along each side. The memory model counts every
  /// phone's backing stores at the 3.5" phone's 2× all the same, so that the budget — an
  /// iPhone 4's 64 MB by default, a fraction of a later phone's — keeps its meaning: at 3×
  /// five full-screen views would fill it.
  public var scale: Int { self == .classic ? Device.scale : 3 }

  /// The status bar's height. The 3.5" phone's in-call bar is 40 pt; on the notched phones a
  /// call shows as a mark inside the same bar, which keeps its height, and in landscape they
  /// show no status bar at all.
  public func statusBarHeight(_ mode: StatusBarMode, _ orientation: Orientation) -> Int {
    switch (self, mode) {
    case (_, .hidden): 0
    case (.classic, _): Device.statusBarHeight(mode)
    case (_, _) where orientation == .landscape: 0
    case (.notch, _): 44
    case (.island, _): 54
    }
  }

  /// The insets the hardware itself takes from the screen (the sensor housing and the home
  /// indicator), the floor of every safe area from iOS 11; none on the 3.5" phone.
  public func hardwareInsets(_ orientation: Orientation) -> EdgeInsets {
    switch (self, orientation) {
    case (.classic, _): EdgeInsets()
    case (.notch, .portrait): EdgeInsets(top: 44, bottom: 34)
    case (.notch, .landscape): EdgeInsets(left: 44, bottom: 21, right: 44)
    case (.island, .portrait): EdgeInsets(top: 59, bottom: 34)
    case (.island, .landscape): EdgeInsets(left: 59, bottom: 21, right: 59)
    }
  }
}

/// Insets in points, printed as UIKit prints a `UIEdgeInsets`: `{top, left, bottom, right}`.
public struct EdgeInsets: Sendable, Hashable, CustomStringConvertible {
  public var top: Int
  public var left: Int
  public var bottom: Int
  public var right: Int

  /// Creates insets; the sides not given are 0.
  public init(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// "{88, 0, 83, 0}".
  public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}
