/// The narration of view geometry, the layout pass and rotation (SPEC §8), English and
/// Chinese side by side. The Chinese follows the Chinese notes' appendix 1 (附注1).
extension Narrator {
  /// The line for a geometry reason, or nil for any other reason.
  static func geometry(_ reason: Reason, _ x: String, _ language: Language) -> String? {
    guard let (english, chinese) = geometryLines(reason, x) else { return nil }
    return language == .english ? english : chinese
  }

  static func words(_ orientation: Orientation, _ language: Language) -> String {
    switch (orientation, language) {
    case (.portrait, .english): "portrait"
    case (.landscape, .english): "landscape"
    case (.portrait, .chinese): "竖屏"
    case (.landscape, .chinese): "横屏"
    }
  }

  static func words(_ mode: StatusBarMode, _ language: Language) -> String {
    switch (mode, language) {
    case (.visible, .english): "visible (20 pt)"
    case (.hidden, .english): "hidden"
    case (.inCall, .english): "in-call (40 pt)"
    case (.visible, .chinese): "显示（20 pt）"
    case (.hidden, .chinese): "隐藏"
    case (.inCall, .chinese): "通话中（40 pt）"
    }
  }

  private static func pixels(_ size: FrameSize) -> String {
    "\(size.width * Device.scale)×\(size.height * Device.scale)"
  }

  // One pair of lines per rule keeps both languages of a rule in one place.
  private static func geometryLines(_ reason: Reason, _ x: String) -> (String, String)? {
    switch reason {
    case .orientationChanged(let to, true):
      return (
        "The device turns to \(words(to, .english)): UIKit asks whether the app may rotate "
          + "(the orientation is one of what sizes a view).",
        "设备转为\(words(to, .chinese))：UIKit 先询问应用是否可以旋转（附注1：UI 的 orientation 是决定 view frame 的因素之一）。"
      )
    case .orientationChanged(let to, false):
      return (
        "The device is held in \(words(to, .english)); nothing is on screen, so no controller "
          + "is told: the launch will lay out in it.",
        "设备现为\(words(to, .chinese))；屏幕上还没有视图，不通知任何控制器：启动时按此方向布局。"
      )
    case .statusBarChanged(let mode, true):
      return (
        "The status bar is now \(words(mode, .english)): the view in the window is laid out "
          + "again if its frame changes; no rotation callbacks.",
        "状态栏现为\(words(mode, .chinese))：窗口中的视图若 frame 改变就重新布局；没有旋转回调。"
      )
    case .statusBarChanged(let mode, false):
      return (
        "The status bar will be \(words(mode, .english)) at launch; nothing is on screen yet.",
        "启动时状态栏将为\(words(mode, .chinese))；屏幕上还没有视图。"
      )
    case .viewResized(let from, let to):
      return (
        "\(x)'s root view is resized from \(from) to \(to) pt, the frame its window, status "
          + "bar, bars and orientation give it (step 1).",
        "\(x) 的根视图从 \(from) 调整为 \(to) pt，即它被呈现时的 frame：由窗口、状态栏、各种栏和方向决定（附注1，步骤 1）。"
      )
    case .autoresizing:
      return (
        "No Auto Layout: \(x)'s subviews are resized by their autoresizing masks (step 2).",
        "未使用自动布局：\(x) 的子视图按 autoresizing mask 调整尺寸（步骤 2）。"
      )
    case .layoutSubviews:
      return (
        "The view's own layoutSubviews runs: the new layout is applied to \(x)'s subviews "
          + "(step 4).",
        "视图自己的 layoutSubviews 被调用：新的布局应用到 \(x) 的子视图上（步骤 4）。"
      )
    case .contentInset(let inset) where inset > 0:
      return (
        "The navigation bar is translucent and \(x)'s root view is a scroll view: the bar "
          + "adds a top content inset of \(inset) pt, so the content starts below it.",
        "导航条是透明的，且 \(x) 的根视图是 scroll view：导航条自动添加 \(inset) pt 的顶部 content inset，内容从导航条下方开始。"
      )
    case .contentInset:
      return (
        "\(x)'s view is no longer under a translucent bar: its content inset is back to 0.",
        "\(x) 的视图不再位于透明导航条之下：content inset 恢复为 0。"
      )
    case .autoLayoutIsIOS6:
      return (
        "\(x) asks for Auto Layout, which iOS 5 does not have: no updateViewConstraints; its "
          + "subviews follow their autoresizing masks.",
        "\(x) 要求自动布局，但 iOS 5 没有自动布局：不会调用 updateViewConstraints；子视图按 autoresizing mask 调整。"
      )
    case .backingStoreRedrawn(_, let to):
      return (
        "\(x)'s view is drawn again at its new size: the backing store is allocated anew for "
          + "\(to) pt (\(pixels(to)) pixels × 4 bytes).",
        "\(x) 的视图按新尺寸重新绘制：后备存储按 \(to) pt 重新分配（\(pixels(to)) 像素 × 4 字节）。"
      )
    case .shouldAutorotateIOS5(let to, let answer):
      return (
        "iOS 5 asks the visible controller, \(x), whether it may turn to "
          + "\(words(to, .english)): it answers \(answer ? "YES" : "NO").",
        "iOS 5 询问可见的视图控制器 \(x) 能否转为\(words(to, .chinese))：它回答 \(answer ? "YES" : "NO")。"
      )
    case .shouldAutorotateIOS6(let answer):
      return (
        "iOS 6 asks the window's root (or presented) controller, \(x), shouldAutorotate: it "
          + "answers \(answer ? "YES" : "NO").",
        "iOS 6 询问窗口的根（或被呈现的）视图控制器 \(x) 的 shouldAutorotate：它回答 \(answer ? "YES" : "NO")。"
      )
    case .supportedOrientations(let to):
      return (
        "\(x)'s supported orientations include \(words(to, .english)), so the device rotates.",
        "\(x) 支持的方向包括\(words(to, .chinese))，于是设备旋转。"
      )
    case .containerRotates(let container, let child):
      return (
        "iOS 6 asks the root, a \(container): it answers YES itself and does not ask \(child) "
          + "(in iOS 6 a container does not consult its children).",
        "iOS 6 询问根控制器 \(container)：它自己回答 YES，不询问 \(child)（iOS 6 中容器不会询问其子控制器）。"
      )
    case .willRotate(let to):
      return (
        "\(x)'s view is in the window, so it is told: the interface turns to "
          + "\(words(to, .english)) (a container tells only its visible child).",
        "\(x) 的视图在窗口中，所以它收到通知：界面将转为\(words(to, .chinese))（容器只转告可见的子控制器）。"
      )
    case .willAnimateRotation:
      return (
        "The view has its new frame; \(x)'s changes are animated with the rotation.",
        "视图已有新的 frame；\(x) 的改变随旋转动画一起进行。"
      )
    case .didRotate(let from):
      return (
        "The rotation from \(words(from, .english)) is over. Hidden controllers were not "
          + "told: they are laid out at the new size when they next appear.",
        "从\(words(from, .chinese))的旋转已结束。隐藏的控制器没有收到通知：它们下次显示时才按新尺寸布局。"
      )
    default:
      return nil
    }
  }
}
