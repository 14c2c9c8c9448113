/// A lifecycle method a controller's own code overrides, by the name a script gives it
/// (`init` is whichever initialiser its origin uses). The resources and marks of SPEC §16.2
/// say in which of these methods they happen.
public enum OwnMethod: String, Sendable, CaseIterable {
  case initializer = "init"
  case viewDidLoad
  case viewWillAppear
  case viewDidAppear
  case viewWillDisappear
  case viewDidDisappear
  case viewDidUnload
  case dealloc

  /// The method a callback runs; nil for one no resource knob names.
  public init?(_ selector: Selector) {
    switch selector {
    case .initWithNibNameBundle, .initWithCoder: self = .initializer
    case .viewDidLoad: self = .viewDidLoad
    case .viewWillAppear: self = .viewWillAppear
    case .viewDidAppear: self = .viewDidAppear
    case .viewWillDisappear: self = .viewWillDisappear
    case .viewDidDisappear: self = .viewDidDisappear
    case .viewDidUnload: self = .viewDidUnload
    case .dealloc: self = .dealloc
    default: return nil
    }
  }

  /// The appearance overrides whose documentation says "you must call super": the only ones
  /// a super mark names.
  public static let appearance: [OwnMethod] = [
    .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear,
  ]
}

/// Where the controller's code acquires one kind of resource (a notification observer
/// registration, a repeating timer) and where it lets it go; nil means nowhere.
public struct Registration: Sendable, Equatable {
  /// The method that adds (or schedules) one more each time it runs.
  public var addedIn: OwnMethod?
  /// The method that removes (or invalidates) it, if any.
  public var removedIn: OwnMethod?

  /// Creates a registration; the default acquires nothing.
  public init(addedIn: OwnMethod? = nil, removedIn: OwnMethod? = nil) {
    self.addedIn = addedIn
    self.removedIn = removedIn
  }
}

/// An override that calls super with another selector: `[super viewWillAppear:]` inside
/// `viewWillDisappear:`.
public struct WrongSuper: Sendable, Equatable {
  /// The override.
  public var method: OwnMethod
  /// The selector it passes to super instead of its own.
  public var calls: OwnMethod

  /// Creates a wrong-super mark.
  public init(_ method: OwnMethod, calls: OwnMethod) {
    self.method = method
    self.calls = calls
  }
}
