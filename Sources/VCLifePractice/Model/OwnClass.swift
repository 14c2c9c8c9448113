import VCLifeCore
import VCLifeScript

/// A student's own controller class as practice asks about it (`vclife practice --own`): its
/// name, the template `vclife read` built from its source, and the lifecycle methods it
/// overrides — the only callbacks an `own` item names.
public struct OwnClass: Sendable, Equatable {
  /// The class's name: the controller's name in every event.
  public let name: String
  /// The template its settings line builds.
  public let template: ControllerTemplate
  /// The callbacks the class overrides that the simulator sends, in UIKit's selector order.
  public let methods: [Selector]
  /// Whether the source is Swift, which needs iOS 7 (SPEC §16.3): an item before iOS 7
  /// says it is as if the logic ran there.
  public let isSwift: Bool
  /// Eight hex digits of the class's settings and overrides: an item's id carries it, so an
  /// id drawn for one class (or for the class before it changed) never draws another's item.
  public let tag: String

  /// The class as the reader understood it.
  public init(_ own: OwnController) {
    name = own.name
    template = own.template
    isSwift = own.isSwift
    methods = Selector.allCases.filter { own.method(for: $0) != nil }
    // FNV-1a over what decides the items: the settings line and the overridden selectors
    // (not their lines: moving a method does not change what runs).
    let key = ([Action.define(own.template).scriptText] + methods.map(\.rawValue))
      .joined(separator: "\n")
    var hash: UInt32 = 0x811C_9DC5
    for byte in key.utf8 {
      hash = (hash ^ UInt32(byte)) &* 0x0100_0193
    }
    let hex = String(hash, radix: 16)
    tag = String(repeating: "0", count: 8 - hex.count) + hex
  }

  /// Why practice has nothing to ask about the class, or nil: it overrides no callback the
  /// simulator sends.
  public var problem: String? {
    guard methods.isEmpty else { return nil }
    return "\(name) overrides none of the lifecycle methods vclife simulates "
      + "(viewDidLoad, viewWillAppear:, didReceiveMemoryWarning, …); "
      + "practice asks which of your methods run"
  }
}
