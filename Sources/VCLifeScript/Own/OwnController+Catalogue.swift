import VCLifeCore

extension OwnController {
  /// The example app's controller that a class of each origin stands in for (in this
  /// simulator): a storyboard class for Photos, a class with its own `loadView` for Detail, a
  /// class made in code for Comments — the pushed controller made the same way.
  static let standIns: [Origin: String] = [
    .storyboard: "Photos", .custom: "Detail", .code: "Comments",
  ]

  /// The controller of `catalogue` this class stands in for: the one of its own name, else
  /// the example app's controller of its origin, else none (it joins `p`'s round first).
  public func replaced(in catalogue: Catalogue) -> String? {
    if catalogue.templates[name] != nil { return name }
    guard let standIn = Self.standIns[template.origin],
      catalogue.pushable.contains(standIn) || catalogue.presentable.contains(standIn)
    else { return nil }
    return standIn
  }

  /// `catalogue` with this class in place of the controller it replaces (`p` and `m` offer
  /// it in that controller's turn), or first in `p`'s round when it replaces none.
  public func standingIn(_ catalogue: Catalogue) -> Catalogue {
    var result = catalogue
    result.templates[name] = template
    guard let replaced = replaced(in: catalogue) else {
      result.pushable.insert(name, at: 0)
      return result
    }
    let swap = { (names: [String]) in names.map { $0 == replaced ? name : $0 } }
    result.pushable = swap(result.pushable)
    result.presentable = swap(result.presentable)
    result.pickable = swap(result.pickable)
    return result
  }

  /// `scenario` with this class's template (a scenario's controller of the same name is
  /// replaced): `push NAME` and `new … like=NAME` lines of a script find it.
  public func joining(_ scenario: Scenario) -> Scenario {
    var result = scenario
    if result.templates[name] == nil { result.order.append(name) }
    result.templates[name] = template
    return result
  }
}
