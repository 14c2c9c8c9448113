/// The lines for what a student's own controller does (SPEC §16.2): super marks, data the
/// parent passed in, observer registrations and repeating timers. What UIKit leaves
/// undocumented is said to be marked only, in this simulator.
extension Narrator {
  /// "1 repeating timer", "2 repeating timers".
  static func timerCount(_ count: Int) -> Bilingual {
    Bilingual(
      count == 1 ? "1 repeating timer" : "\(count) repeating timers", "\(count) 个重复计时器")
  }

  /// "1 registration", "3 registrations".
  private static func registrations(_ count: Int) -> Bilingual {
    Bilingual(count == 1 ? "1 registration" : "\(count) registrations", "\(count) 个注册")
  }

  static func superSkipped(_ selector: Selector, _ x: String) -> Bilingual {
    let name = selector.rawValue
    return Bilingual(
      "\(own(x)) \(name) does not call super (Apple: if you override it, you must call super). "
        + "What super's part does is not documented: this simulator marks it and changes nothing.",
      "\(x) 重写的 \(name) 没有调用 super（Apple 的文档：重写时必须调用 super）。super 的那部分做什么没有文档说明：本模拟器只做标记，不改变任何东西。"
    )
  }

  static func wrongSuper(_ selector: Selector, calls: Selector, _ x: String) -> Bilingual {
    let (own, other) = (selector.rawValue, calls.rawValue)
    return Bilingual(
      "\(Narrator.own(x)) \(own) calls super's \(other) instead of super's \(own). What "
        + "UIKit's parts do is not documented: this simulator marks it and changes nothing.",
      "\(x) 的 \(own) 调用的是 super 的 \(other) 方法，而不是 super 的 \(own) 方法。UIKit 这两部分做什么没有文档说明：本模拟器只做标记，不改变任何东西。"
    )
  }

  static func inputReleased(_ x: String) -> Bilingual {
    Bilingual(
      "\(own(x)) viewDidUnload sets the data its parent passed in to nil. Nothing in \(x) sets "
        + "it again: only the parent did, before showing it.",
      "\(x) 的 viewDidUnload 把父控制器传入的数据设为 nil。\(x) 自己不会再设置它：只有父控制器在显示它之前设置过。")
  }

  static func inputBlank(_ x: String) -> Bilingual {
    Bilingual(
      "\(own(x)) reloaded view is blank where the passed-in data was: viewDidLoad finds it nil "
        + "(released in viewDidUnload).",
      "\(x) 重新加载的视图在原本显示传入数据的地方是空白：viewDidLoad 发现它为 nil（已在 viewDidUnload 中释放）。")
  }

  static func observerAdded(_ selector: Selector, count: Int, _ x: String) -> Bilingual {
    let all = registrations(count)
    return Bilingual(
      "\(own(x)) \(selector.rawValue) adds it as an observer (addObserver:selector:name:object:): "
        + "\(all.en) now. Each call adds one more; the center does not merge them.",
      "\(x) 的 \(selector.rawValue) 通过 addObserver:selector:name:object: 把它添加为观察者：现在有 \(all.zh)。每次调用都再添加一个；通知中心不会合并它们。"
    )
  }

  static func observersRemoved(
    _ selector: Selector, count: Int, onlyAddedIn adder: OwnMethod?, _ x: String
  ) -> Bilingual {
    let all = registrations(count)
    let removed = Bilingual(
      "\(own(x)) \(selector.rawValue) removes it as an observer: all \(all.en) go "
        + "(removeObserver: removes every matching registration).",
      "\(x) 的 \(selector.rawValue) 移除了观察者：全部 \(all.zh) 都被移除（removeObserver: 会移除所有匹配的注册）。")
    switch adder {
    case .initializer?:
      return Bilingual(
        removed.en + " Only its init adds it, which runs once: \(x) hears none of these "
          + "notifications from now on.",
        removed.zh + "只有它的 init 添加观察者，而 init 只运行一次：从此 \(x) 再也收不到这些通知。")
    case .some(let method):
      return Bilingual(
        removed.en + " Only its \(method.rawValue) adds it, which does not run again while the "
          + "view stays loaded: until then \(x) hears none of these notifications.",
        removed.zh + "只有它的 \(method.rawValue) 添加观察者，而视图保持加载时它不会再运行：在那之前 \(x) 收不到这些通知。")
    case nil:
      return removed
    }
  }

  static func observersAtDealloc(count: Int, removedByCenter: Bool?, _ x: String) -> Bilingual {
    let left = registrations(count)
    let start = Bilingual(
      "\(x) is deallocated with \(left.en) it never removed. ",
      "\(x) 被释放时还有 \(left.zh)从未移除。")
    let removed = Bilingual(
      "From iOS 9 the center removes a deallocated observer's addObserver:selector: "
        + "registrations itself",
      "从 iOS 9 起，通知中心会自己移除已释放观察者通过 addObserver:selector: 添加的注册")
    let dangling = Bilingual(
      "they still point at the freed object: a later post of that notification would crash "
        + "(this simulator posts no notifications)",
      "它们仍指向已释放的对象：之后再发送该通知就会崩溃（本模拟器不发送通知）")
    switch removedByCenter {
    case true?:
      return Bilingual(start.en + removed.en + ".", start.zh + removed.zh + "。")
    case false?:
      return Bilingual(
        start.en + "Before iOS 9 " + dangling.en + ".", start.zh + "在 iOS 9 之前，" + dangling.zh + "。"
      )
    case nil:
      return Bilingual(
        start.en + "On iOS 8 " + dangling.en + ". " + removed.en
          + " (this simulator runs iOS 9 and 10 with iOS 8's rules).",
        start.zh + "在 iOS 8 上，" + dangling.zh + "。" + removed.zh + "（本模拟器以 iOS 8 的规则运行 iOS 9 和 10）。"
      )
    }
  }

  static func timerScheduled(_ selector: Selector, count: Int, _ x: String) -> Bilingual {
    let running = timerCount(count)
    return Bilingual(
      "\(own(x)) \(selector.rawValue) schedules a repeating timer with target \(x): \(running.en) "
        + "running. A timer keeps a strong reference to its target until it is invalidated; "
        + "the property holds only the newest.",
      "\(x) 的 \(selector.rawValue) 安排了一个以 \(x) 为目标的重复计时器：现在有 \(running.zh)在运行。计时器在失效之前一直强引用它的目标；属性只持有最新的那个。"
    )
  }

  static func timerInvalidated(_ selector: Selector, running: Int, _ x: String) -> Bilingual {
    Bilingual(
      "\(own(x)) \(selector.rawValue) invalidates the timer its property holds: the timer lets "
        + "go of \(x). \(timerCount(running).en) still running.",
      "\(x) 的 \(selector.rawValue) 使属性持有的计时器失效：计时器不再引用 \(x)。还有 \(timerCount(running).zh)在运行。")
  }

  static func timerNotHeld(_ selector: Selector, running: Int, _ x: String) -> Bilingual {
    Bilingual(
      "\(own(x)) \(selector.rawValue) invalidates its timer property, but it holds no running "
        + "timer: nothing happens. \(timerCount(running).en) still running.",
      "\(x) 的 \(selector.rawValue) 使计时器属性失效，但它没有持有正在运行的计时器：什么也没发生。还有 \(timerCount(running).zh)在运行。"
    )
  }
}
