import VCLifeCore

/// The widest controller name a script's lines mention, found by parsing alone. Every event's
/// object is `App`, `System`, a name some action mentions, a container that a root or a
/// presentation creates (warned too, SPEC §11.5), or a delegate a scene or a swipe speaks to
/// (SPEC §12, §13.5), so the text format's object column is known without running the script.
public struct NameWidthScan {
  private var parsed = ParsedLineCache()

  /// The widest name seen, in the columns the text format gives it.
  public private(set) var widest = 0

  /// The columns of `UINavigationController`, the container most scripts' roots create.
  public static let navigationWidth = "UINavigationController".utf8.count

  /// A scan that has seen nothing.
  public init() {}

  /// Takes the names of an action (a scenario's launch, say).
  public mutating func scan(_ action: Action) {
    for name in action.mentionedNames + action.containerNames {
      let columns =
        ByteWriter.isPlain(name)
        ? name.utf8.count : FallbackWidth.width(of: ControllerName.escaped(name))
      widest = max(widest, columns)
    }
  }

  /// Takes the names on one line of the script.
  public mutating func scan(line: Substring, number: Int) {
    if case .success(.some(let action)) = parsed.parse(line, number: number) { scan(action) }
  }
}

extension Action {
  /// The containers the action creates, by the names their memory warnings carry, and the
  /// delegates its events speak to.
  var containerNames: [String] {
    switch self {
    case .background, .foreground, .reclaim: [Simulator.sceneDelegate]
    case .swipe, .finishGesture: [Simulator.presentationDelegate]
    case .launch(.navigation), .launch(.navigationPushing): ["UINavigationController"]
    case .launch(.tabs(let tabs)):
      ["UITabBarController"]
        + (tabs.contains(where: \.inNavigation) ? ["UINavigationController"] : [])
        + (tabs.count > WindowLayout.maximumVisibleTabs ? ["moreNavigationController"] : [])
    case .presentInNavigation: ["UINavigationController"]
    default: []
    }
  }

  /// Every controller name the action mentions.
  var mentionedNames: [String] {
    switch self {
    case .define(let template): [template.name] + (template.basedOn.map { [$0] } ?? [])
    case .launch(let root): root.names
    case .push(let name), .present(let name), .presentInNavigation(let name),
      .presentFullScreen(let name), .selectTab(let name), .tap(let name), .access(let name),
      .isViewLoaded(let name):
      [name]
    case .pushSeveral(let names): names
    case .setBehavior, .setRestoration, .pop, .popToRoot, .dismiss, .warning, .restart, .rotate,
      .setStatusBar, .swipe, .finishGesture, .cancelGesture, .background, .foreground, .reclaim,
      .setDevice:
      []
    }
  }
}
