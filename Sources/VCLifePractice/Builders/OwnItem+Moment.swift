import VCLifeCore

extension OwnItem {
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
}
