/// The lines for appearance, the layout callbacks and the window.
extension Narrator {
  static func willAppear(_ transition: Transition, _ x: String) -> Bilingual {
    let action = transitionName(transition)
    return Bilingual(
      "\(own(x)) view is about to go on screen (\(action.en)).", "\(x) 的视图即将显示到屏幕上（\(action.zh)）。")
  }

  static func didAppear(_ transition: Transition, _ x: String) -> Bilingual {
    let action = transitionName(transition)
    return Bilingual(
      "\(own(x)) view is on screen (\(action.en)).", "\(x) 的视图已显示在屏幕上（\(action.zh)）。")
  }

  static func willDisappear(_ transition: Transition, _ x: String) -> Bilingual {
    if transition == .swipeBackCancelled { return cancelledSwipeUndoes(x, did: false) }
    let action = transitionName(transition)
    return Bilingual(
      "\(own(x)) view is about to leave the screen (\(action.en)).", "\(x) 的视图即将离开屏幕（\(action.zh)）。"
    )
  }

  static func didDisappear(_ transition: Transition, _ x: String) -> Bilingual {
    if transition == .swipeBackCancelled { return cancelledSwipeUndoes(x, did: true) }
    let action = transitionName(transition)
    return Bilingual(
      "\(own(x)) view has left the screen (\(action.en)).", "\(x) 的视图已离开屏幕（\(action.zh)）。")
  }

  static func updateConstraints(_ x: String) -> Bilingual {
    Bilingual(
      "\(x) uses Auto Layout: updateViewConstraints comes before viewWillLayoutSubviews "
        + "(UIKit's order; the Chinese notes put it later).",
      "\(x) 使用自动布局：updateViewConstraints 在 viewWillLayoutSubviews 之前调用（UIKit 的实际顺序；附注1 把它列在后面）。")
  }

  static func willLayout(_ x: String) -> Bilingual {
    Bilingual(
      "\(own(x)) view has its frame: viewWillLayoutSubviews lets \(x) adjust subview frames "
        + "(layout step 3).",
      "\(x) 的视图已有 frame：可在 viewWillLayoutSubviews 中调整子视图的 frame（布局第 3 步）。")
  }

  static func didLayout(_ x: String) -> Bilingual {
    Bilingual(
      "Layout is done for \(own(x)) view: viewDidLayoutSubviews (layout step 5).",
      "\(x) 的视图布局完成：viewDidLayoutSubviews（布局第 5 步）。")
  }

  static func addedToWindow(_ x: String) -> Bilingual {
    Bilingual(
      "\(own(x)) view is drawn into the window: its backing store exists while it is drawn.",
      "\(x) 的视图被绘制到窗口中：绘制期间需要后备存储（backing store）。")
  }

  /// What replaced the view on screen depends on the transition: a presentation covers it,
  /// a tab switch replaces it, a navigation controller shows only its top.
  static func removedFromWindow(_ transition: Transition, _ cover: String, _ x: String)
    -> Bilingual
  {
    switch transition {
    case .present:
      Bilingual(
        "\(own(x)) view leaves the window: \(cover) now covers the screen.",
        "\(x) 的视图离开窗口：\(cover) 现在覆盖整个屏幕。")
    case .selectTab:
      Bilingual(
        "\(own(x)) view leaves the window: the selected tab's view (\(cover)) replaces it.",
        "\(x) 的视图离开窗口：被选中标签页的视图（\(cover)）取代了它。")
    case .dismiss:
      Bilingual(
        "\(own(x)) view leaves the window with its presentation; \(own(cover)) view is back.",
        "\(x) 的视图随模态呈现一起离开窗口；\(cover) 的视图回到屏幕上。")
    case .tapToMoreList:
      Bilingual(
        "\(own(x)) view leaves the window: the More list replaces it.", "\(x) 的视图离开窗口：“更多”列表取代了它。")
    case .dismissSheet, .sheetSwipe, .presentSheet:
      Bilingual(
        "\(own(x)) sheet leaves the window; \(own(cover)) view was there under it all along.",
        "\(x) 的表单离开窗口；\(cover) 的视图一直在它下面。")
    case .swipeBackCancelled:
      Bilingual(
        "\(own(x)) view leaves the window again: the swipe was cancelled and \(cover) stays on top.",
        "\(x) 的视图再次离开窗口：滑动被取消，\(cover) 仍在最上面。")
    case .launch, .push, .pop, .popToRoot, .tapToRoot, .swipeBack, .sheetSwipeCancelled,
      .reclaim, .reconnect:
      Bilingual(
        "\(own(x)) view leaves the window; only the top controller's view is on screen.",
        "\(x) 的视图离开窗口；只有最顶端视图控制器的视图在屏幕上。")
    }
  }

  static func cachesFilled(_ x: String) -> Bilingual {
    Bilingual(
      "\(own(x)) lazy cache property was read while empty, so it is filled now.",
      "\(x) 的缓存属性在为空时被读取，所以此时才分配（延迟加载）。")
  }
}
