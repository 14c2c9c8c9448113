/// The narration of view geometry and the layout pass (SPEC §8). The Chinese follows the
/// Chinese notes' appendix 1 (附注1).
extension Narrator {
  static func words(_ orientation: Orientation) -> Bilingual {
    switch orientation {
    case .portrait: Bilingual("portrait", "竖屏")
    case .landscape: Bilingual("landscape", "横屏")
    }
  }

  static func words(_ mode: StatusBarMode) -> Bilingual {
    switch mode {
    case .visible: Bilingual("visible (20 pt)", "显示（20 pt）")
    case .hidden: Bilingual("hidden", "隐藏")
    case .inCall: Bilingual("in-call (40 pt)", "通话中（40 pt）")
    }
  }

  private static func pixels(_ size: FrameSize) -> String {
    "\(size.width * Device.scale)×\(size.height * Device.scale)"
  }

  static func orientationChanged(_ to: Orientation, launched: Bool) -> Bilingual {
    launched
      ? Bilingual(
        "The device turns to \(words(to).en): UIKit asks whether the app may rotate (the "
          + "orientation is one of what sizes a view).",
        "设备转为\(words(to).zh)：UIKit 先询问应用是否可以旋转（附注1：UI 的 orientation 是决定 view frame 的因素之一）。")
      : Bilingual(
        "The device is held in \(words(to).en); nothing is on screen, so no controller is "
          + "told: the launch will lay out in it.",
        "设备现为\(words(to).zh)；屏幕上还没有视图，不通知任何控制器：启动时按此方向布局。")
  }

  static func statusBarChanged(_ mode: StatusBarMode, launched: Bool, notchedHeight: Int?)
    -> Bilingual
  {
    let bar = notchedHeight.map { notchedWords(mode, height: $0) } ?? words(mode)
    return launched
      ? Bilingual(
        "The status bar is now \(bar.en): the view in the window is laid out again if "
          + "its frame changes; no rotation callbacks.",
        "状态栏现为\(bar.zh)：窗口中的视图若 frame 改变就重新布局；没有旋转回调。")
      : Bilingual(
        "The status bar will be \(bar.en) at launch; nothing is on screen yet.",
        "启动时状态栏将为\(bar.zh)；屏幕上还没有视图。")
  }

  /// A notched phone's status bar (SPEC §12): a call shows inside it, and hiding it leaves
  /// the sensor housing's safe area.
  private static func notchedWords(_ mode: StatusBarMode, height: Int) -> Bilingual {
    switch mode {
    case .visible: Bilingual("visible (\(height) pt)", "显示（\(height) pt）")
    case .hidden:
      Bilingual(
        "hidden (the sensor housing still takes the top of the safe area)",
        "隐藏（安全区域顶部仍让出传感器区域）")
    case .inCall:
      Bilingual(
        "in-call: on this phone the call shows inside the \(height) pt bar, which keeps its "
          + "height",
        "通话中：在这款手机上，通话标记显示在 \(height) pt 的状态栏内，高度不变")
    }
  }

  static func viewResized(from: FrameSize, to: FrameSize, inSheet: Bool, _ x: String)
    -> Bilingual
  {
    let sheet = sheetFrameNote(inSheet)
    return Bilingual(
      "\(own(x)) root view is resized from \(from) to \(to) pt: the frame its window, bars "
        + "and orientation give it (layout step 1).\(sheet.en)",
      "\(x) 的根视图从 \(from) 调整为 \(to) pt，即它被呈现时的 frame：由窗口、状态栏、各种栏和方向决定（附注1，布局第 1 步）。\(sheet.zh)"
    )
  }

  /// What a line that states a sheet's size adds: the simulator's frame is the screen, a real
  /// sheet's is shorter (SPEC §13.9).
  static func sheetFrameNote(_ inSheet: Bool) -> Bilingual {
    inSheet
      ? Bilingual(
        " A real sheet is shorter.", "真实的表单更矮。")
      : Bilingual("", "")
  }

  static func autoresizing(_ x: String) -> Bilingual {
    Bilingual(
      "No Auto Layout: \(own(x)) subviews are resized by their autoresizing masks (layout step "
        + "2).",
      "未使用自动布局：\(x) 的子视图按 autoresizing mask 调整尺寸（布局第 2 步）。")
  }

  static func layoutSubviews(_ x: String) -> Bilingual {
    Bilingual(
      "The view's own layoutSubviews runs: the new layout is applied to \(own(x)) subviews "
        + "(layout step 4).",
      "视图自己的 layoutSubviews 被调用：新的布局应用到 \(x) 的子视图上（布局第 4 步）。")
  }

  static func contentInset(_ inset: Int, _ x: String) -> Bilingual {
    inset > 0
      ? Bilingual(
        "The navigation bar is translucent and \(own(x)) root view is a scroll view: the bar "
          + "adds a top content inset of \(inset) pt, so the content starts below it.",
        "导航条是透明的，且 \(x) 的根视图是 scroll view：导航条自动添加 \(inset) pt 的顶部 content inset，内容从导航条下方开始。")
      : Bilingual(
        "\(own(x)) view is no longer under a translucent bar: its content inset is back to 0.",
        "\(x) 的视图不再位于透明导航条之下：content inset 恢复为 0。")
  }

  static func backingStoreRedrawn(to: FrameSize, inSheet: Bool, _ x: String) -> Bilingual {
    let sheet = sheetFrameNote(inSheet)
    return Bilingual(
      "\(own(x)) view is drawn again at its new size: the backing store is allocated anew for "
        + "\(to) pt (\(pixels(to)) pixels × 4 bytes).\(sheet.en)",
      "\(x) 的视图按新尺寸重新绘制：后备存储按 \(to) pt 重新分配（\(pixels(to)) 像素 × 4 字节）。\(sheet.zh)")
  }
}
