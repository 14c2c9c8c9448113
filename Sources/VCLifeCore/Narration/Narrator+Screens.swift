/// The lines for the phone and the insets of today's iOS (SPEC §12): the phone each version
/// brings or `device` chooses, the bars as insets (iOS 7+), the safe area (iOS 11+), and the
/// push at launch (iOS 18+). What the simulator does on its own — changing the phone under a
/// running app — is said as the simulator's.
extension Narrator {
  static func words(_ phone: Phone) -> Bilingual {
    switch phone {
    case .classic:
      Bilingual("the 3.5\" iPhone (320×480 pt, 2×)", " 3.5 英寸 iPhone（320×480 pt，2×）")
    case .notch:
      Bilingual(
        "the notched iPhone X (375×812 pt, 3×; status bar 44 pt, safe area 44 at the top and "
          + "34 at the bottom)",
        "带刘海的 iPhone X（375×812 pt，3×；状态栏 44 pt，安全区域顶部 44、底部 34）")
    case .island:
      Bilingual(
        "the Dynamic Island iPhone 14 Pro (393×852 pt, 3×; status bar 54 pt, safe area 59 at "
          + "the top and 34 at the bottom)",
        "带灵动岛的 iPhone 14 Pro（393×852 pt，3×；状态栏 54 pt，安全区域顶部 59、底部 34）")
    }
  }

  /// Insets for people: UIKit's `{top, left, bottom, right}` in English; the sides named in
  /// Chinese, whose lines take no ASCII commas.
  static func words(_ insets: EdgeInsets) -> Bilingual {
    Bilingual(
      "\(insets) (top, left, bottom, right)",
      Self.sides(insets))
  }

  /// The sides that are not 0, named: "上 103、下 34 pt" (all 0: "0 pt").
  private static func sides(_ insets: EdgeInsets) -> String {
    let named = [("上", insets.top), ("左", insets.left), ("下", insets.bottom), ("右", insets.right)]
      .filter { $0.1 != 0 }.map { "\($0.0) \($0.1)" }
    return (named.isEmpty ? "0" : named.joined(separator: "、")) + " pt"
  }

  /// The simulator's own convention on a later phone: its backing stores are counted at 2×.
  private static func countedAt2x(_ phone: Phone) -> Bilingual {
    phone == .classic
      ? Bilingual("", "")
      : Bilingual(
        " This simulator still counts backing stores at 2× (the phone draws at 3×), so the "
          + "memory budget keeps its meaning.",
        "本模拟器仍按 2× 计算后备存储（这款手机实际是 3×），以便内存预算保持原有意义。")
  }

  static func deviceChanged(_ phone: Phone, _ behavior: SystemBehavior, launched: Bool)
    -> Bilingual
  {
    let anachronism =
      phone != .classic && !behavior.hasSafeArea
      ? Bilingual(
        " No iOS before 11 ran on this phone (apps built before it were shown letterboxed); "
          + "this simulator lays them out on its whole screen anyway.",
        "iOS 11 之前的系统从未在这种手机上运行过（更早构建的应用以黑边方式显示）；本模拟器仍按整个屏幕布局。")
      : Bilingual("", "")
    let when =
      launched
      ? Bilingual(
        " The views in the window are laid out again.", "窗口中的视图重新布局。")
      : Bilingual(" The launch will use it.", "启动时使用它。")
    return Bilingual(
      "This simulator now lays the views out on \(words(phone).en), under \(behavior.title)'s "
        + "rules: only the geometry changes, not the callbacks, until the next ios brings the "
        + "version's own phone back.\(anachronism.en)\(countedAt2x(phone).en)\(when.en)",
      "本模拟器现在按\(words(phone).zh)布局视图，规则仍是 \(behavior.title) 的：只改变几何尺寸，不改变回调，直到下一个 ios 换回该版本自己的手机。\(anachronism.zh)\(countedAt2x(phone).zh)\(when.zh)"
    )
  }

  /// The phone's name and screen alone, for a line that must stay short.
  static func name(_ phone: Phone) -> Bilingual {
    switch phone {
    case .classic: Bilingual("the 3.5\" iPhone (320×480 pt)", " 3.5 英寸 iPhone（320×480 pt）")
    case .notch: Bilingual("the notched iPhone X (375×812 pt)", "带刘海的 iPhone X（375×812 pt）")
    case .island:
      Bilingual("the Dynamic Island iPhone 14 Pro (393×852 pt)", "带灵动岛的 iPhone 14 Pro（393×852 pt）")
    }
  }

  static func phoneFollowsVersion(_ phone: Phone, _ behavior: SystemBehavior) -> Bilingual {
    Bilingual(
      "\(behavior.title) runs on \(name(phone).en) here: this simulator swaps phones with "
        + "the version (device picks another).",
      "\(behavior.title) 在这里运行于\(name(phone).zh)：本模拟器随版本更换手机并重新布局窗口（device 可选其他手机）。"
    )
  }

  static func barsAsContentInset(top: Int, bottom: Int, safeArea: Bool, _ x: String)
    -> Bilingual
  {
    if top == 0 && bottom == 0 {
      return Bilingual(
        "\(own(x)) scroll view is no longer under any bar: its content inset is back to 0.",
        "\(x) 的 scroll view 不再位于任何栏之下：content inset 恢复为 0。")
    }
    return safeArea
      ? Bilingual(
        "iOS 11+: \(own(x)) root view is a scroll view under the bars: its adjustedContentInset "
          + "takes the safe area, \(top) pt at the top and \(bottom) pt at the bottom, so the "
          + "content starts clear of the bars and scrolls under them (contentInset itself stays "
          + "0).",
        "iOS 11+：\(x) 的根视图是位于各种栏之下的 scroll view：它的 adjustedContentInset 取安全区域，顶部 \(top) pt、底部 \(bottom) pt，内容从栏外开始，滚动时从栏下经过（contentInset 本身仍为 0）。"
      )
      : Bilingual(
        "iOS 7+: \(own(x)) root view is a scroll view under the bars: UIKit gives it their "
          + "height as its content inset, \(top) pt at the top and \(bottom) pt at the bottom "
          + "(automaticallyAdjustsScrollViewInsets), so the content starts below them.",
        "iOS 7+：\(x) 的根视图是位于各种栏之下的 scroll view：UIKit 把栏的高度设为它的 content inset，顶部 \(top) pt、底部 \(bottom) pt（automaticallyAdjustsScrollViewInsets），内容从栏下方开始。"
      )
  }

  static func safeAreaChanged(_ insets: EdgeInsets, entering: Bool, inSheet: Bool, _ x: String)
    -> Bilingual
  {
    // A sheet's size is said once, on its resize: the safe area's line has no room for it.
    _ = inSheet
    return entering
      ? Bilingual(
        "iOS 11+: \(own(x)) view is in the window, safe area \(insets): "
          + "viewSafeAreaInsetsDidChange before its layout (the order of a published log).",
        "iOS 11+：\(x) 的视图已在窗口中，安全区域为\(words(insets).zh)：viewSafeAreaInsetsDidChange，在布局之前（一份公开日志中的顺序）。"
      )
      : Bilingual(
        "iOS 11+: \(own(x)) safe area is now \(insets): viewSafeAreaInsetsDidChange, as at "
          + "every change of bars, orientation or phone.",
        "iOS 11+：\(x) 的安全区域 inset 现为\(words(insets).zh)：viewSafeAreaInsetsDidChange，栏、方向或手机每次改变时都会调用。"
      )
  }

  static func pushAtLaunch(_ top: String, rootLoads: Bool, _ x: String) -> Bilingual {
    rootLoads
      ? Bilingual(
        "The launch code pushes \(top) right away, before the first frame is shown. Up to "
          + "iOS 17 \(own(x)) view is loaded and begins to appear, but never gets viewDidAppear: "
          + "(published iOS 17.4 log; this simulator uses that order on earlier versions too). "
          + "From iOS 18 it is never requested.",
        "启动代码立即推入 \(top)，此时第一帧还没有显示。到 iOS 17 为止，\(x) 的视图会被加载并开始出现，但永远收不到 viewDidAppear: （公开的 iOS 17.4 日志；本模拟器在更早的版本上也用这个顺序）。从 iOS 18 起，它的视图根本不会被请求。"
      )
      : Bilingual(
        "iOS 18+: the launch code pushed \(top) right away, before the first frame was shown, "
          + "so \(own(x)) view is never requested: only \(top) loads and appears, and \(own(x)) "
          + "view stays nil until \(x) is shown (a pop loads it). Lazy loading taken further: "
          + "the published iOS 17.4 and 18.2 logs differ exactly here.",
        "iOS 18+：启动代码在第一帧显示之前立即推入了 \(top)，所以 \(x) 的视图根本不会被请求：只有 \(top) 加载并出现，\(x) 的视图在它显示之前一直是 nil（弹出时才加载）。延迟加载更进一步：公开的 iOS 17.4 和 18.2 日志恰好在这里不同。"
      )
  }
}
