/// The lines for today's iOS (SPEC §12, corrected by §13). Each names the version its rule
/// belongs to; where the evidence for an order is thin, the line says the order is this
/// simulator's.
extension Narrator {
  static func presenterSilent(_ presenter: String, dismissing: Bool, style: SheetStyle)
    -> Bilingual
  {
    if dismissing {
      return Bilingual(
        "iOS 13+: the sheet is gone and \(presenter) hears nothing: no viewWillAppear:, no "
          + "viewDidAppear:. Its view never left the window.",
        "iOS 13+：表单已关闭，\(presenter) 什么也收不到：没有 viewWillAppear: ，也没有 viewDidAppear: 。它的视图从未离开窗口。"
      )
    }
    let stays = Bilingual(
      "\(presenter) gets no disappear callback; its view and backing store stay.",
      "\(presenter) 收不到消失回调，它的视图连同后备存储都留在窗口中。")
    switch style {
    case .pageSheet:
      return Bilingual(
        "iOS 13+: a page sheet (automatic on iPhone before iOS 18): \(stays.en)",
        "iOS 13+：这是页面表单（page sheet），iOS 18 之前 iPhone 上的自动样式：\(stays.zh)")
    case .formSheet:
      return Bilingual(
        "iOS 18+: a form sheet, the automatic style from iOS 18 (a page sheet before; on an "
          + "iPhone in portrait they look and behave alike): \(stays.en)",
        "iOS 18+：这是表单（form sheet），iOS 18 起的自动样式（之前是页面表单；在竖屏的 iPhone 上两者外观和行为相同）：\(stays.zh)"
      )
    }
  }

  static func presentationWillDismiss(_ sheet: String) -> Bilingual {
    Bilingual(
      "iOS 13+: the user starts dragging \(sheet) down, so the presentation controller's "
        + "delegate, if the app has set one, is sent presentationControllerWillDismiss: (never "
        + "for a dismiss by code). No view controller's callback; that it comes before the "
        + "sheet's viewWillDisappear: is this simulator's order.",
      "iOS 13+：用户开始把 \(sheet) 向下拖，所以呈现控制器的委托（如果应用设置了）收到 presentationControllerWillDismiss: （用代码关闭时不会发送）。这不是视图控制器的回调；它在表单的 viewWillDisappear: 之前是本模拟器的顺序。"
    )
  }

  static func presentationDidDismiss(_ sheet: String) -> Bilingual {
    Bilingual(
      "iOS 13+: the user swiped \(sheet) away, so the presentation controller's delegate, if "
        + "the app has set one, is sent presentationControllerDidDismiss: (never for a dismiss "
        + "by code). Only that delegate hears it; the sheet's own viewDidDisappear: tells every "
        + "app.",
      "iOS 13+：用户把 \(sheet) 划走了，所以呈现控制器的委托（如果应用设置了）收到 presentationControllerDidDismiss: （用代码关闭时不会发送）。只有这个委托收到它；表单自己的 viewDidDisappear: 则每个应用都会收到。"
    )
  }

  static func isAppearing(_ transition: Transition, _ x: String) -> Bilingual {
    // The transition is the will's and the did's to say: this line must stay two rows.
    _ = transition
    return Bilingual(
      "iOS 13+ (public in the iOS 17 SDK): \(own(x)) view is in the hierarchy and sized: "
        + "viewIsAppearing:, for setup that needs the real size.",
      "iOS 13+（iOS 17 SDK 起公开）：\(x) 的视图已在层次结构中并确定尺寸：viewIsAppearing: ，适合做需要真实尺寸的设置。"
    )
  }

  static func willTransitionTraits(_ to: Orientation, _ x: String) -> Bilingual {
    Bilingual(
      "iOS 8+: on an iPhone the vertical size class changes with the turn to \(words(to).en): "
        + "\(x) hears willTransitionToTraitCollection: before its size changes.",
      "iOS 8+：在 iPhone 上，转为\(words(to).zh)时垂直尺寸类别随之改变：\(x) 在尺寸改变之前收到 willTransitionToTraitCollection: 。"
    )
  }

  static func willTransitionToSize(
    _ to: Orientation, inWindow: Bool, presenter: Bool, _ x: String
  ) -> Bilingual {
    let told: Bilingual
    if inWindow {
      told = Bilingual("", "")
    } else if presenter {
      told = Bilingual(
        " Its view is not on screen, and it is told anyway: it presented what covers it (iOS 5 "
          + "and 6 told only the visible one).",
        "它的视图不在屏幕上，也照样收到：它呈现了覆盖它的控制器（iOS 5 和 6 只通知可见的那个）。")
    } else {
      told = Bilingual(
        " Its view is not on screen; this simulator tells it anyway (reports say a child below "
          + "its stack's top is told only when its size differs; iOS 5 and 6 told only the "
          + "visible one).",
        "它的视图不在屏幕上；本模拟器照样通知它（有报告说，栈顶之下的子控制器只有尺寸不同时才收到；iOS 5 和 6 只通知可见的那个）。"
      )
    }
    return Bilingual(
      "iOS 8+: rotation is a size change: \(x) hears viewWillTransitionToSize: for "
        + "\(words(to).en); willRotateToInterfaceOrientation: and its siblings are deprecated, "
        + "still sent to a controller that overrides them.\(told.en)",
      "iOS 8+：旋转就是尺寸变化：\(x) 收到转为\(words(to).zh)的 viewWillTransitionToSize: ；willRotateToInterfaceOrientation: 等旋转回调已弃用，但重写了它们的控制器仍会收到。\(told.zh)"
    )
  }

  static func traitsChanged(_ to: Orientation, _ x: String) -> Bilingual {
    Bilingual(
      "iOS 8+: \(own(x)) traits now have the \(words(to).en) size class: traitCollectionDidChange:. "
        + "Published sources agree on this order; Apple's text does not spell it out.",
      "iOS 8+：\(x) 的特征集合已是\(words(to).zh)的尺寸类别：traitCollectionDidChange: 。这一顺序来自公开的资料，Apple 的文档没有逐条写明。"
    )
  }

  static func updateProperties(_ request: PropertiesRequest, _ x: String) -> Bilingual {
    let why =
      request == .firstLayout
      ? Bilingual("the view's first layout pass asked for it", "视图的第一次布局请求了它")
      : Bilingual("the trait change asked for it", "特征集合的改变请求了它")
    return Bilingual(
      "iOS 26+: updateProperties lets \(x) set its views' properties before the layout, after "
        + "the traits are updated: \(why.en); a pass nothing asks for does not run it. Where it "
        + "falls against the other callbacks is this simulator's reading of Apple's summary.",
      "iOS 26+：updateProperties 让 \(x) 在布局之前、特征集合更新之后设置视图的属性：\(why.zh)；没有请求的布局不会调用它。它与其他回调的先后是本模拟器对 Apple 概述的理解。"
    )
  }

  static func sceneResignsActive() -> Bilingual {
    Bilingual(
      "iOS 13+: the scene resigns active. No appearance callback: the views stay (the "
        + "switcher snapshot's trait changes are left out in this simulator).",
      "iOS 13+：场景失去活跃状态。没有外观回调：视图留在窗口中（截取切换器快照时的特征改变，本模拟器省略）。"
    )
  }

  static func sceneEntersBackground() -> Bilingual {
    Bilingual(
      "iOS 13+: the scene is in the background. Still no viewWillDisappear: — the app's life "
        + "cycle is not the view controller's.",
      "iOS 13+：场景已进入后台。仍然没有 viewWillDisappear:——应用的生命周期不是视图控制器的生命周期。")
  }

  static func sceneEntersForeground(rebuilt: Bool) -> Bilingual {
    rebuilt
      ? Bilingual(
        "iOS 13+: the rebuilt scene comes to the foreground before its top's viewDidAppear:, "
          + "as published logs show; UIKit does not promise this order.",
        "iOS 13+：重建的场景回到前台，在最顶端控制器的 viewDidAppear: 之前（公开日志如此）；UIKit 不保证这一先后。")
      : Bilingual(
        "iOS 13+: the scene comes back to the foreground; no viewWillAppear: either.",
        "iOS 13+：场景回到前台；同样没有 viewWillAppear: 。")
  }

  static func sceneBecomesActive() -> Bilingual {
    Bilingual("iOS 13+: the scene is active again.", "iOS 13+：场景重新处于活跃状态。")
  }

  static func stateRestoration(_ stacks: String) -> Bilingual {
    Bilingual(
      "iOS 13+: before the scene is disconnected, UIKit asks its delegate for a restoration "
        + "activity; the app's restoration code saves \(stacks).",
      "iOS 13+：场景断开之前，UIKit 向场景委托索取状态恢复用的 activity；应用的状态恢复代码保存 \(stacks)。"
    )
  }

  static func sceneDisconnected(controllers: Int, restores: Bool) -> Bilingual {
    let gone = Bilingual(
      controllers == 1 ? "its view controller goes" : "its \(controllers) view controllers go",
      "\(controllers) 个视图控制器随之而去")
    let after =
      restores
      ? Bilingual(
        "Only the app's own code can bring them back.", "只有应用自己的代码能把它们恢复。")
      : Bilingual(
        "Restoration off: nothing was saved.", "restoration off：什么也没有保存。")
    return Bilingual(
      "iOS 13+: the system disconnects the background scene to free memory; \(gone.en). "
        + after.en,
      "iOS 13+：系统断开后台场景以回收内存，\(gone.zh)。\(after.zh)")
  }

  static func sceneReleased() -> Bilingual {
    Bilingual(
      "iOS 13+: the scene's window and its containers are released; each view controller "
        + "below is deallocated with them.",
      "iOS 13+：场景的窗口和容器被释放；下面每个视图控制器随之销毁。")
  }

  static func sceneReconnects(_ stacks: String, restored: Bool) -> Bilingual {
    restored
      ? Bilingual(
        "iOS 13+: the scene reconnects with the saved activity (\(stacks)); the app's own "
          + "code, not UIKit, rebuilds that stack. Only the top's view loads.",
        "iOS 13+：场景带着保存的 activity 重新连接（\(stacks)）；重建这个栈的是应用自己的代码，不是 UIKit。只有最顶端的视图被加载。"
      )
      : Bilingual(
        "iOS 13+: restoration off, nothing saved: scene(_:willConnectTo:options:) builds the "
          + "launch UI again (\(stacks)); what was pushed is gone.",
        "iOS 13+：未保存（restoration off）：scene:willConnectToSession:options: 重建启动界面（\(stacks)）；推入的都不在了。"
      )
  }

  static func swipeUnderWay(_ x: String) -> Bilingual {
    Bilingual(
      "A swipe is under way (a pop: iOS 7+; a sheet: iOS 13+): \(x) is leaving but not gone. "
        + "finish lets it go; cancel keeps it, a will without its did.",
      "正在滑动（返回：iOS 7+；表单：iOS 13+）：\(x) 正在离开但还没有离开。finish 让它离开；cancel 留住它，只有 will 没有 did。"
    )
  }

  /// What the covered controller hears when a swipe back is cancelled (a published log of
  /// 2015 shows this order, SPEC §13.10).
  static func cancelledSwipeUndoes(_ x: String, did: Bool) -> Bilingual {
    did
      ? Bilingual(
        "iOS 7+: swipe cancelled: \(x), told it would appear, has disappeared again. A "
          + "published log (2015) shows this order.",
        "iOS 7+：滑动被取消：\(x) 曾被告知将要出现，现在又消失了。一份公开的日志（2015 年）展示了这一顺序。")
      : Bilingual(
        "iOS 7+: swipe cancelled: \(x), told it would appear, is told it will disappear "
          + "instead.",
        "iOS 7+：滑动被取消：\(x) 曾被告知将要出现，现在改为被告知将要消失。")
  }

  static func stillInNavigation(_ x: String) -> Bilingual {
    Bilingual(
      "iOS 7+: \(x) stays on the stack and, in this simulator, hears "
        + "didMoveToParentViewController: again (no published log shows it).",
      "iOS 7+：\(x) 留在栈中；本模拟器再次向它发送 didMoveToParentViewController: （没有公开日志展示这一步）。"
    )
  }

  /// A later version's line: iOS 6's rules, the earlier versions' changes by number (the
  /// README's table has them), and this version's own change in words — two rows, not seven.
  static func versionRules(_ behavior: SystemBehavior) -> Bilingual {
    let since = SystemBehavior.changes.filter { $0.version <= behavior }
    guard let own = since.last(where: { $0.version == behavior }) else {
      return Bilingual(
        "Now \(behavior.title): iOS 6's memory rules and Auto Layout.",
        "现按 \(behavior.title) 处理：iOS 6 的内存规则和自动布局。")
    }
    let earlier = since.dropLast().map(\.version.rawValue)
    let numbers =
      earlier.count > 1
      ? earlier.dropLast().joined(separator: ", ") + " and " + earlier.last!
      : earlier.first ?? ""
    let before = Bilingual(
      earlier.isEmpty ? "" : "; what \(numbers) changed",
      earlier.isEmpty ? "" : "；\(earlier.joined(separator: "、")) 的改变")
    // What a version on the axis means (SPEC §13.11), said once, here.
    return Bilingual(
      "Now \(behavior.title), for an app built with its SDK: iOS 6's memory rules and Auto "
        + "Layout\(before.en); and \(own.change.en).",
      "现按 \(behavior.title) 处理（应用用该版本的 SDK 构建）：iOS 6 的内存规则和自动布局\(before.zh)；以及 \(own.change.zh)。"
    )
  }
}
