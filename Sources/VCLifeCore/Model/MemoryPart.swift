/// The parts of simulated memory, told apart on the gauge (SPEC §5, Table 4-1 of Apple's text).
public enum MemoryPart: String, Sendable, CaseIterable {
  case controller
  case views
  case content
  case backingStore
  case caches
  /// Outlet views a controller kept after its view was released (SPEC §10).
  case heldOutlets
}

/// Bytes per memory part; used for totals and for what one event allocated or freed.
public struct MemoryBreakdown: Sendable, Equatable {
  public var controller = 0
  public var views = 0
  public var content = 0
  public var backingStore = 0
  public var caches = 0
  public var heldOutlets = 0

  /// An empty breakdown.
  public init() {}

  /// The bytes of one part.
  public subscript(part: MemoryPart) -> Int {
    get {
      switch part {
      case .controller: controller
      case .views: views
      case .content: content
      case .backingStore: backingStore
      case .caches: caches
      case .heldOutlets: heldOutlets
      }
    }
    set {
      switch part {
      case .controller: controller = newValue
      case .views: views = newValue
      case .content: content = newValue
      case .backingStore: backingStore = newValue
      case .caches: caches = newValue
      case .heldOutlets: heldOutlets = newValue
      }
    }
  }

  /// The sum of all parts.
  public var total: Int { controller + views + content + backingStore + caches + heldOutlets }

  /// The change from one breakdown to another, part by part.
  public static func - (lhs: Self, rhs: Self) -> Self {
    var difference = lhs
    for part in MemoryPart.allCases { difference[part] -= rhs[part] }
    return difference
  }

  /// Adds another breakdown part by part.
  public static func + (lhs: Self, rhs: Self) -> Self {
    var sum = lhs
    for part in MemoryPart.allCases { sum[part] += rhs[part] }
    return sum
  }
}
