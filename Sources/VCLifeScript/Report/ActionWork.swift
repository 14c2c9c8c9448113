import VCLifeCore

extension Action {
  /// The work an action asks of the simulator, as the input limits count it: one per
  /// controller a root or a push names (`push A B C` is three, a root of five tabs five),
  /// one for any other action. A limit that counted lines let one 70,000-byte line push
  /// thousands of controllers.
  public var work: Int {
    switch self {
    case .pushSeveral(let names): names.count
    case .launch(let root): root.names.count
    default: 1
    }
  }
}

extension Sequence<Action> {
  /// The work of every action, as ``Action/work`` counts it.
  public var work: Int { reduce(0) { $0 + $1.work } }
}
