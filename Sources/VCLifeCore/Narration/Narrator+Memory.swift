/// The lines for memory warnings and the budget (SPEC §4, §9.2–9.3, §11.1, §11.5). The 75 %,
/// 90 % and 100 % marks and the order of warnings are this simulator's, and said so: iOS has
/// no fixed marks and documents no order.
extension Narrator {
  static func systemWarning(_ percent: Int) -> Bilingual {
    Bilingual(
      "Memory reached \(percent)% of the budget. In this simulator 75% is level 1: the system "
        + "warns the app.",
      "内存已达预算的 \(percent)%。在本模拟器中 75% 是第 1 级：系统向应用发出低内存警告。")
  }

  static func urgentSystemWarning(_ percent: Int) -> Bilingual {
    Bilingual(
      "Memory reached \(percent)% of the budget. In this simulator 90% is level 2, an urgent "
        + "warning, and 100% ends the app.",
      "内存已达预算的 \(percent)%。在本模拟器中 90% 是第 2 级，即紧急的低内存警告；达到 100% 时应用被终止。")
  }

  static func appWarned() -> Bilingual {
    Bilingual(
      "Memory is low: the app delegate hears first, then every view controller.",
      "内存不足：应用委托先收到警告，然后是每个视图控制器。")
  }

  static func containerWarned(_ x: String) -> Bilingual {
    Bilingual(
      "\(x) is a view controller too, so it is warned; its own views are not simulated here.",
      "\(x) 也是视图控制器，所以它也收到警告；本模拟器不模拟它自己的视图。")
  }

  static func warningDelivered(
    _ behavior: SystemBehavior, viewLoaded: Bool, inWindow: Bool, hasBackingStore: Bool,
    callsSuper: Bool, _ x: String
  ) -> Bilingual {
    if !callsSuper {
      return Bilingual(
        "\(x) is warned; its override does not call super, so super's part never runs.",
        "\(x) 收到警告；它重写的方法没有调用 super，所以 super 的那部分永远不会执行。")
    }
    if !viewLoaded {
      return Bilingual(
        "\(x) is warned; its view is already nil, so super has nothing to free.",
        "\(x) 收到警告；它的视图已是 nil，super 没有可释放的。")
    }
    if inWindow {
      return behavior == .iOS5
        ? Bilingual(
          "\(x) is warned; iOS 5: its view is on screen, so super keeps it.",
          "\(x) 收到警告；iOS 5：它的视图在屏幕上可见，super 保留该视图。")
        : Bilingual(
          "\(x) is warned; iOS 6+: super keeps every view; this one is in the window, so its "
            + "backing store stays as well.",
          "\(x) 收到警告；iOS 6+：super 保留所有视图；这个视图在窗口中，所以它的后备存储也保留。")
    }
    if behavior == .iOS5 {
      return Bilingual(
        "\(x) is warned; iOS 5: its view is off screen, so super unloads it if it can rebuild "
          + "it.",
        "\(x) 收到警告；iOS 5：视图不在屏幕上，super 若能重建它就会卸载它。")
    }
    return hasBackingStore
      ? Bilingual(
        "\(x) is warned; iOS 6+: super keeps the view; the system frees its backing store.",
        "\(x) 收到警告；iOS 6+：super 保留视图，系统释放其后备存储。")
      : Bilingual(
        "\(x) is warned; iOS 6+: super keeps the view; its backing store is gone already (the "
          + "iOS 6 guide's rule, in this simulator).",
        "\(x) 收到警告；iOS 6+：super 保留视图；它的后备存储此前已释放（iOS 6 指南的规则，本模拟器沿用）。")
  }

  static func viewNotRebuildable(_ x: String) -> Bilingual {
    Bilingual(
      "iOS 5 unloads only views it can reload (a nib, a storyboard or an own loadView); \(x) "
        + "relies on the default loadView, so super keeps it.",
      "iOS 5 只卸载能重新加载的视图（来自 nib、故事板或重写的 loadView）；\(x) 依赖默认的 loadView，所以 super 保留它。")
  }

  static func backingStoreFreed(_ x: String) -> Bilingual {
    Bilingual(
      "iOS 6+: \(own(x)) view is not in a window, so the system frees its backing store (the "
        + "iOS 6 guide's rule, kept in this simulator).",
      "iOS 6+：\(x) 的视图不在窗口中，系统释放其后备存储（iOS 6 指南的规则，本模拟器沿用）。")
  }

  static func cachesPurged(_ x: String) -> Bilingual {
    Bilingual(
      "\(own(x)) handler purges its caches; they refill when needed.", "\(x) 的处理方法清除了缓存；需要时会重新创建。")
  }

  static func terminated(_ percent: Int) -> Bilingual {
    Bilingual(
      "Memory reached \(percent)% of the budget: in this simulator the system then terminates "
        + "the app. No callbacks; every controller is gone.",
      "内存达到预算的 \(percent)%：在本模拟器中系统此时终止应用。没有任何回调；所有控制器都不存在了。")
  }

  static func autoLayoutCrash(fromArchive: Bool, _ x: String) -> Bilingual {
    fromArchive
      ? Bilingual(
        "iOS 5 has no Auto Layout: \(own(x)) storyboard uses it and cannot load (\"The NIB data is "
          + "invalid.\"). The app terminates; iOS 5 needs autoresizing masks.",
        "iOS 5 没有自动布局：\(x) 的故事板使用了它，无法加载（“The NIB data is invalid.”）。应用被终止；iOS 5 只能用 autoresizing mask。"
      )
      : Bilingual(
        "iOS 5 has no Auto Layout: \(own(x)) code adds constraints unchecked (an unrecognized "
          + "selector), so the app terminates. Check for NSLayoutConstraint.",
        "iOS 5 没有自动布局：\(x) 的代码未经检查就添加约束，方法不存在（unrecognized selector）。应用被终止；应先检查 NSLayoutConstraint 是否存在。"
      )
  }
}
