/// The narration of rotation (SPEC §8, §11.4, §11.6): who is asked, and who is told.
extension Narrator {
  private static func yesNo(_ answer: Bool) -> String { answer ? "YES" : "NO" }

  static func shouldAutorotateIOS5(
    _ to: Orientation, answer: Bool, byTabBar: Bool, _ x: String
  ) -> Bilingual {
    byTabBar
      ? Bilingual(
        "iOS 5: the tab bar controller asks every tab whether it may turn to \(words(to).en); "
          + "\(x) answers \(yesNo(answer)).",
        "iOS 5：标签栏控制器逐一询问每个标签页能否转为\(words(to).zh)；\(x) 回答 \(yesNo(answer))。")
      : Bilingual(
        "iOS 5 asks the root, which forwards to \(x) (a navigation controller asks its top): "
          + "may it turn to \(words(to).en)? \(yesNo(answer)).",
        "iOS 5 询问根控制器，由它转问 \(x)（导航控制器询问其最顶端的控制器）：能否转为\(words(to).zh)？回答 \(yesNo(answer))。")
  }

  static func shouldAutorotateIOS6(answer: Bool, _ x: String) -> Bilingual {
    Bilingual(
      "iOS 6 to 15 ask the window's root (or presented) controller, \(x), shouldAutorotate: it "
        + "answers \(yesNo(answer)).",
      "iOS 6 到 15 询问窗口的根（或被呈现的）视图控制器 \(x) 的 shouldAutorotate：它回答 \(yesNo(answer))。")
  }

  static func supportedOrientations(_ to: Orientation, _ x: String) -> Bilingual {
    Bilingual(
      "\(own(x)) supported orientations include \(words(to).en), so the device rotates.",
      "\(x) 支持的方向包括\(words(to).zh)，于是设备旋转。")
  }

  static func onlySupportedOrientations(_ to: Orientation, supported: Bool, _ x: String)
    -> Bilingual
  {
    let answer =
      supported
      ? Bilingual(
        "they include \(words(to).en), so the device rotates.", "其中包括\(words(to).zh)，于是设备旋转。")
      : Bilingual(
        "portrait only (rotates=false), so the turn to \(words(to).en) is declined.",
        "只有竖屏（rotates=false），于是转为\(words(to).zh)被拒绝。")
    return Bilingual(
      "iOS 16+: shouldAutorotate is no longer asked; UIKit reads the supported orientations of "
        + "the window's root (or presented) controller, \(x): \(answer.en)",
      "iOS 16+：不再询问 shouldAutorotate；UIKit 读取窗口的根（或被呈现的）视图控制器 \(x) 的 supportedInterfaceOrientations：\(answer.zh)"
    )
  }

  static func containerRotates(_ container: String, _ child: String, byOrientations: Bool)
    -> Bilingual
  {
    byOrientations
      ? Bilingual(
        "iOS 16+ reads the supported orientations of the root, a \(container): it supports the "
          + "turn itself and does not ask \(child) (a container does not consult its children "
          + "unless the app's subclass does).",
        "iOS 16+ 读取根控制器 \(container) 支持的方向：它自己支持这次旋转，不询问 \(child)（除非应用的子类这样做，容器不会询问其子控制器）。"
      )
      : Bilingual(
        "iOS 6+ asks the root, a \(container): it answers YES itself and does not ask \(child) "
          + "(from iOS 6 a container does not consult its children).",
        "iOS 6+ 询问根控制器 \(container)：它自己回答 YES，不询问 \(child)（从 iOS 6 起容器不会询问其子控制器）。")
  }

  static func rotationDeclined(_ name: String, portraitOnly: Bool) -> Bilingual {
    portraitOnly
      ? Bilingual(
        "\(name) supports portrait only (rotates=false): the device keeps its orientation, with "
          + "no size change. Not an error.",
        "\(name) 只支持竖屏（rotates=false）：界面保持原方向，没有尺寸变化。这不是错误。")
      : Bilingual(
        "\(name) answered NO (rotates=false): the device keeps its orientation, with no rotation "
          + "callbacks. Not an error.",
        "\(name) 回答 NO（rotates=false）：界面保持原方向，没有旋转回调。这不是错误。")
  }

  static func willRotate(_ to: Orientation, _ x: String) -> Bilingual {
    Bilingual(
      "\(own(x)) view is in the window, so it is told: the interface turns to \(words(to).en) "
        + "(a container tells only its visible child).",
      "\(x) 的视图在窗口中，所以它收到通知：界面将转为\(words(to).zh)（容器只转告可见的子控制器）。")
  }

  static func willAnimateRotation(_ x: String) -> Bilingual {
    Bilingual(
      "The view has its new frame; \(own(x)) changes are animated with the rotation.",
      "视图已有新的 frame；\(x) 的改变随旋转动画一起进行。")
  }

  static func didRotate(from: Orientation) -> Bilingual {
    Bilingual(
      "The rotation from \(words(from).en) is over. Hidden controllers were not told: they "
        + "are laid out at the new size when they next appear.",
      "从\(words(from).zh)的旋转已结束。隐藏的控制器没有收到通知：它们下次显示时才按新尺寸布局。")
  }
}
