import VCLifeCore
import VCLifeScript

/// `own`: which of the student's own methods run, in order, at a moment of their class's
/// life in the photo-album app (pushed, covered, shown again, popped, warned, swiped back).
/// The answer is the class's overridden callbacks among the asked action's events; an item is
/// kept only when each of them, and their order, is one UIKit fixes (SPEC §14, `UIKitFixes`):
/// never a super mark, a line of this simulator's own or an order UIKit leaves open. Wrong
/// choices are what runs at the same moment on another version, at another moment of the same
/// set-up, and the right methods in another order, fewer of them, or none.
enum OwnItem {
  /// The items an id draws: the moment, the version and the other controller from its seed,
  /// tried a few times; nil when none passes the check.
  static func item(_ id: ItemID, own: OwnClass) -> PracticeItem? {
    guard let app = PracticeApp.all.first(where: { $0.name == Catalogue.builtInName }),
      let other = app.pushable.first(where: { $0 != own.name })
    else { return nil }
    var rng = SplitMix64(seed: id.seed)
    let moments = Moment.allCases.filter { id.topic == nil || $0.topic == id.topic }
    for _ in 0..<PracticeGenerator.attempts {
      guard !moments.isEmpty else { return nil }
      let moment = rng.pick(moments)
      let versions = Level.versions(id.level).filter { !moment.isSwipe || $0.hasInteractivePop }
      guard let version = id.ios ?? (versions.isEmpty ? nil : rng.pick(versions)) else { continue }
      if let item = build(
        id: id, own: own, app: app, other: other, moment: moment, version: version, using: &rng),
        ItemCheck.passes(item, own: own)
      {
        return item
      }
    }
    return nil
  }

  /// A moment of the class's life: the set-up after the launch and the action asked.
  enum Moment: CaseIterable {
    case pushed, covered, shownAgain, popped, warnedCovered, warnedOnScreen, backAfterWarning
    case swipeCancelled, swipeFinished

    var topic: Topic {
      switch self {
      case .warnedCovered, .warnedOnScreen, .backAfterWarning: .memory
      default: .navigation
      }
    }

    var isSwipe: Bool { self == .swipeCancelled || self == .swipeFinished }

    /// The launch and the actions before the asked one.
    func setup(_ own: String, _ other: String) -> [Action] {
      let launch = Action.launch(.navigation("Albums"))
      switch self {
      case .pushed: return [launch]
      case .covered, .popped, .warnedOnScreen: return [launch, .push(own)]
      case .shownAgain, .warnedCovered: return [launch, .push(own), .push(other)]
      case .backAfterWarning: return [launch, .push(own), .push(other), .warning]
      case .swipeCancelled, .swipeFinished: return [launch, .push(own), .swipe]
      }
    }

    func asked(_ own: String, _ other: String) -> Action {
      switch self {
      case .pushed: .push(own)
      case .covered: .push(other)
      case .shownAgain, .popped, .backAfterWarning: .pop
      case .warnedCovered, .warnedOnScreen: .warning
      case .swipeCancelled: .cancelGesture
      case .swipeFinished: .finishGesture
      }
    }

    /// The moment in words, as the question states it.
    func words(_ own: String, _ other: String) -> Bilingual {
      let x = Wording.code(own)
      let o = Wording.code(other)
      return switch self {
      case .pushed:
        Bilingual("You push your class \(x) onto the navigation stack", "你把你的类 \(x) 推入导航栈")
      case .covered:
        Bilingual(
          "Your class \(x) is on screen and you push \(o) over it", "你的类 \(x) 正在屏幕上，你把 \(o) 推到它上面")
      case .shownAgain:
        Bilingual("\(o) covers your class \(x), and \(o) is popped", "\(o) 盖住了你的类 \(x)，然后 \(o) 被弹出")
      case .popped:
        Bilingual("Your class \(x) is on top, and it is popped", "你的类 \(x) 在栈顶，然后它被弹出")
      case .warnedCovered:
        Bilingual(
          "\(o) covers your class \(x) when a memory warning arrives",
          "\(o) 盖住你的类 \(x) 时，收到内存警告")
      case .warnedOnScreen:
        Bilingual(
          "Your class \(x) is on screen when a memory warning arrives", "你的类 \(x) 在屏幕上时，收到内存警告")
      case .backAfterWarning:
        Bilingual(
          "A memory warning arrived while \(o) covered your class \(x); now \(o) is popped",
          "\(o) 盖住你的类 \(x) 时收到过内存警告；现在 \(o) 被弹出")
      case .swipeCancelled:
        Bilingual(
          "You start the swipe back from your class \(x), then cancel it",
          "你从你的类 \(x) 开始侧滑返回，然后取消")
      case .swipeFinished:
        Bilingual(
          "You start the swipe back from your class \(x), then finish it",
          "你从你的类 \(x) 开始侧滑返回，然后完成它")
      }
    }

    /// When in the moment the methods asked about run: a swipe's start is in the set-up.
    var when: Bilingual {
      switch self {
      case .swipeCancelled: Bilingual(" at the cancel", "取消时")
      case .swipeFinished: Bilingual(" as it finishes", "完成时")
      default: Bilingual("", "此时")
      }
    }

    /// The documented rule that says which callbacks the moment sends a controller.
    var citation: String {
      switch self {
      case .pushed:
        "SPEC §2, §3: a push loads the incoming controller's view, then sends its appearance callbacks (seed 000; published logs)"
      case .covered:
        "SPEC §3: the covered controller hears viewWillDisappear: and viewDidDisappear: (published logs)"
      case .shownAgain:
        "SPEC §3: the controller shown again hears viewWillAppear: and viewDidAppear: (published logs)"
      case .popped:
        "SPEC §3, §14.1: the popped controller disappears, and is deallocated last when nothing else holds it (seed 000; published logs)"
      case .warnedCovered, .warnedOnScreen:
        "SPEC §4, §14.3: what a memory warning sends a controller on each version (seed 000; UIViewController reference)"
      case .backAfterWarning:
        "SPEC §4: a view a warning unloaded (iOS 3–5) loads again before it is shown (seed 000)"
      case .swipeCancelled, .swipeFinished:
        "SPEC §13.10: the swipe back, finished or cancelled (a published log, 2015)"
      }
    }
  }

  // MARK: - The answer

  /// The class's overridden callbacks among `events`, in order.
  static func ran<S: Sequence>(_ events: S, _ own: OwnClass) -> [Event] where S.Element == Event {
    events.filter { event in
      event.kind == .callback && event.object == own.name
        && UIKitFixes.selector(event).map(own.methods.contains) == true
    }
  }

  /// Whether UIKit fixes each of the class's callbacks in `events` and their order (SPEC §14):
  /// the rules it rests on, or nil.
  static func basis<S: Sequence>(_ events: S, _ own: OwnClass, on version: SystemBehavior)
    -> Set<UIKitFixes.Basis>?
  where S.Element == Event {
    let rules = UIKitFixes(events, on: version)
    let indices = rules.callbacks.indices.filter { index in
      let event = rules.callbacks[index]
      return event.object == own.name
        && UIKitFixes.selector(event).map(own.methods.contains) == true
    }
    guard !indices.contains(where: { UIKitFixes.isSimulatorsOwn(rules.callbacks[$0], on: version) })
    else { return nil }
    return rules.basis(ordering: indices)
  }

  /// A choice's token: `Object selector selector`, or `Object none`.
  static func token(_ name: String, _ selectors: [String]) -> String {
    name + " " + (selectors.isEmpty ? "none" : selectors.joined(separator: " "))
  }

  /// The token of the class's callbacks among `events`.
  static func token<S: Sequence>(_ events: S, _ own: OwnClass) -> String where S.Element == Event {
    token(own.name, ran(events, own).map(\.name.text))
  }

  /// A choice's text: the methods in order, or none.
  static func text(_ selectors: [String]) -> Bilingual {
    selectors.isEmpty
      ? Bilingual("none of your methods", "你的方法都不运行")
      : Bilingual(selectors.joined(separator: " › "), selectors.joined(separator: " › "))
  }

  // MARK: - The item

  static func build(
    id: ItemID, own: OwnClass, app: PracticeApp, other: String, moment: Moment,
    version: SystemBehavior, using rng: inout SplitMix64
  ) -> PracticeItem? {
    let setup = moment.setup(own.name, other)
    let asked = moment.asked(own.name, other)
    guard
      let run = Walk.run(
        app: app, version: version, definitions: [own.template], setup: setup, asked: asked)
    else { return nil }
    let happened = ran(run.events, own)
    guard !happened.isEmpty, let order = basis(run.events, own, on: version) else { return nil }
    let rightSelectors = happened.map(\.name.text)
    // Wrong choices: what runs elsewhere first (each a real misreading), then the right
    // methods in another order, with one of the class's methods that does not run here,
    // none, or one fewer.
    let right = rightSelectors
    let idle = own.methods.map(\.rawValue).filter { !right.contains($0) }
    var wrong = variants(own, app: app, other: other, moment: moment, version: version)
    if right.count > 1 {
      wrong.append(
        (
          right.reversed(),
          Bilingual("Those methods run, but not in that order.", "这些方法会运行，但顺序不对。")
        ))
    }
    if let extra = idle.first {
      wrong.append((right + [extra], notHere(own.name, extra)))
    }
    wrong.append(
      (
        [],
        Bilingual(
          "Your class overrides methods that run here.", "你的类重写的方法中，有的会在这里运行。")
      ))
    if right.count > 1 {
      wrong.append(
        (
          Array(right.dropLast()),
          Bilingual(
            "\(Wording.code(right.last ?? "")) runs too.",
            "\(Wording.code(right.last ?? "")) 也会运行。")
        ))
    }
    if let extra = idle.last {
      wrong.append(([extra] + right, notHere(own.name, extra)))
    }
    var tokens: Set<String> = [token(own.name, rightSelectors)]
    var choices = [
      Choice(
        text: text(rightSelectors), token: token(own.name, rightSelectors),
        why: Bilingual(
          "These of your methods run here, in this order.", "你的类中在这里运行的正是这些方法，顺序也对。"))
    ]
    for (selectors, why) in wrong where choices.count < 4 {
      let choiceToken = token(own.name, selectors)
      guard tokens.insert(choiceToken).inserted else { continue }
      choices.append(Choice(text: text(selectors), token: choiceToken, why: why))
    }
    guard choices.count >= 2 else { return nil }
    choices = rng.shuffled(choices)
    guard let answer = choices.firstIndex(where: { $0.token == token(own.name, rightSelectors) })
    else { return nil }
    return PracticeItem(
      id: id, topic: moment.topic, ios: version, app: app.name, definitions: [own.template],
      setup: setup, asked: asked, log: [], question: question(own, other, moment, version),
      why: why(happened, own), choices: choices, answer: [answer + 1], reveal: run.events,
      basis: ([moment.citation] + order.sorted().map(\.citation)).joined(separator: "; "))
  }

  /// Why a method the class overrides is no answer here.
  static func notHere(_ name: String, _ selector: String) -> Bilingual {
    let callback = Wording.code("\(name) \(selector)")
    return Bilingual("\(callback) does not run here.", "\(callback) 在这里不会运行。")
  }

  /// What runs at the same moment on another version, and at the set-up's other moments,
  /// each with its words; left out where a line of it is this simulator's own.
  static func variants(
    _ own: OwnClass, app: PracticeApp, other: String, moment: Moment, version: SystemBehavior
  ) -> [([String], Bilingual)] {
    var found: [([String], Bilingual)] = []
    let setup = moment.setup(own.name, other)
    for otherVersion in [SystemBehavior.iOS5, .iOS17] where otherVersion != version {
      guard
        let run = Walk.run(
          app: app, version: otherVersion, definitions: [own.template], setup: setup,
          asked: moment.asked(own.name, other)),
        basis(run.events, own, on: otherVersion) != nil
      else { continue }
      found.append(
        (
          ran(run.events, own).map(\.name.text),
          Bilingual(
            "That is what runs \(Wording.on(otherVersion).en).",
            "这是\(Wording.on(otherVersion).zh)运行的方法。")
        ))
    }
    for sibling in Moment.allCases
    where sibling != moment && sibling.setup(own.name, other) == setup {
      guard
        let run = Walk.run(
          app: app, version: version, definitions: [own.template], setup: setup,
          asked: sibling.asked(own.name, other)),
        basis(run.events, own, on: version) != nil
      else { continue }
      let words = sibling.words(own.name, other)
      found.append(
        (
          ran(run.events, own).map(\.name.text),
          Bilingual(
            "That is what runs when: \(words.en)\(sibling.when.en).",
            "这是下面情形\(sibling.when.zh)运行的方法：\(words.zh)。")
        ))
    }
    return found
  }

  static func question(
    _ own: OwnClass, _ other: String, _ moment: Moment, _ version: SystemBehavior
  ) -> Bilingual {
    let words = moment.words(own.name, other)
    // Swift needs iOS 7 (SPEC §16.3): before it, the class's logic is asked as if it ran there.
    let hypothetical =
      own.isSwift && version < .iOS7
      ? Bilingual(
        " (as if this logic ran on iOS \(version.rawValue): Swift needs iOS 7)",
        "（假设这段逻辑运行在 iOS \(version.rawValue) 上：Swift 需要 iOS 7）")
      : Bilingual("", "")
    let on = Wording.on(version)
    return Bilingual(
      "\(on.en.prefix(1).uppercased() + on.en.dropFirst())\(hypothetical.en): \(words.en). "
        + "Which of your methods run\(moment.when.en), in order?",
      "\(on.zh)\(hypothetical.zh)，\(words.zh)。\(moment.when.zh)你的类中哪些方法会运行？请按顺序选择。")
  }

  /// Why: each of the class's callbacks with its narration, and how the class was read.
  static func why(_ right: [Event], _ own: OwnClass) -> Bilingual {
    let lines = right.enumerated().map { index, event in
      let line = Draft.narration(event)
      let (en, zh) =
        right.count == 1
        ? ("Only", "只有")
        : index == 0
          ? ("First", "先是") : index == right.count - 1 ? ("Last", "最后是") : ("Then", "然后是")
      return Bilingual(
        "\(en) \(Wording.code(event.token)): \(line.en)",
        "\(zh) \(Wording.code(event.token))：\(line.zh)")
    }
    let read = Bilingual(
      "Your class runs here with the settings `vclife read` found in your source (it is read, never run).",
      "你的类在这里按 `vclife read` 从你的源码中读出的设定运行（源码只被读取，从不运行）。")
    return Wording.sentences(lines + [read])
  }
}
