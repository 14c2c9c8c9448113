/// What each version after iOS 6 changed that a student sees in a callback log (SPEC §12, §13), in
/// both languages: the one list the `ios` line's narration and the README's table "What
/// changed since iOS 6" are made from (a test holds the README to it).
extension SystemBehavior {
  /// Each version named on the axis after iOS 6, with what it changed.
  public static let changes: [(version: SystemBehavior, change: Bilingual)] = [
    (
      .iOS7,
      Bilingual(
        "views extend under the bars, which become insets; a swipe can start a pop and cancel it",
        "视图延伸到各种栏之下，栏变成 inset；滑动可以开始返回并取消")
    ),
    (
      .iOS8,
      Bilingual(
        "rotation is a size change (viewWillTransitionToSize:)",
        "旋转是尺寸变化（viewWillTransitionToSize: ）")
    ),
    (
      .iOS11,
      Bilingual(
        "the safe area and viewSafeAreaInsetsDidChange, on the notched phone",
        "安全区域与 viewSafeAreaInsetsDidChange，使用带刘海的手机")
    ),
    (
      .iOS13,
      Bilingual(
        "present is a page sheet and the presenter hears nothing; scenes; viewIsAppearing: "
          + "(public from the iOS 17 SDK)",
        "present 是页面表单（page sheet），呈现者收不到回调；场景；viewIsAppearing: （iOS 17 SDK 起公开）")
    ),
    (
      .iOS16,
      Bilingual(
        "shouldAutorotate is no longer asked: only supportedInterfaceOrientations",
        "不再询问 shouldAutorotate：只看 supportedInterfaceOrientations")
    ),
    (.iOS17, Bilingual("the Dynamic Island phone", "使用带灵动岛的手机")),
    (
      .iOS18,
      Bilingual(
        "a push right after launch leaves the root's view unloaded; present is a form sheet",
        "启动后立即推入时，根视图控制器的视图不再加载；present 是表单（form sheet）")
    ),
    (
      .iOS26,
      Bilingual(
        "updateProperties before the layout pass, when requested",
        "布局之前的 updateProperties，仅在被请求时")
    ),
  ]
}
