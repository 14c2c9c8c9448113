/// The lines for today's iOS (SPEC §12). Each names the version its rule belongs to; where the
/// evidence for an order is thin, the line says the order is this simulator's.
extension Narrator {
  static func presenterSilent(_ presenter: String, dismissing: Bool) -> Bilingual {
    dismissing
      ? Bilingual(
        "iOS 13+: the sheet is gone and \(presenter) hears nothing: no viewWillAppear:, no "
          + "viewDidAppear:. Its view never left the window.",
        "iOS 13+：表单已关闭，\(presenter) 什么也收不到：没有 viewWillAppear: ，也没有 viewDidAppear: 。它的视图从未离开窗口。"
      )
      : Bilingual(
        "iOS 13+: a page sheet, the iPhone's automatic style: \(presenter) gets no disappear "
          + "callback, and its view stays in the window with its backing store.",
        "iOS 13+：这是表单（iPhone 上的自动样式）：\(presenter) 收不到消失回调，它的视图连同后备存储都留在窗口中。"
      )
  }

  static func presentationDidDismiss(_ sheet: String, _ x: String) -> Bilingual {
    Bilingual(
      "iOS 13+: the user swiped \(sheet) away, so the presentation controller's delegate — "
        + "\(x), in this simulator — hears presentationControllerDidDismiss: (never sent for a "
        + "dismiss by code). It is the presenter's one way to learn the sheet is gone.",
      "iOS 13+：用户把 \(sheet) 划走了，所以呈现控制器的委托——本模拟器中是 \(x)——收到 presentationControllerDidDismiss: （用代码关闭时不会发送）。这是呈现者得知表单已关闭的唯一途径。"
    )
  }

  static func isAppearing(_ transition: Transition, _ x: String) -> Bilingual {
    // The transition is the will's and the did's to say: this line must stay two rows.
    _ = transition
    return Bilingual(
      "iOS 17+: \(own(x)) view is in the hierarchy and sized: viewIsAppearing:, once per "
        + "appearance, for setup that needs the real size.",
      "iOS 17+：\(x) 的视图已在视图层级中并确定了尺寸：viewIsAppearing: ，每次出现调用一次，适合做需要真实尺寸的设置。"
    )
  }

  static func willTransitionTraits(_ to: Orientation, _ x: String) -> Bilingual {
    Bilingual(
      "iOS 8+: on an iPhone the vertical size class changes with the turn to \(words(to).en): "
        + "\(x) hears willTransitionToTraitCollection: first.",
      "iOS 8+：在 iPhone 上，转为\(words(to).zh)时垂直尺寸类别随之改变：\(x) 先收到 willTransitionToTraitCollection: 。")
  }

  static func willTransitionToSize(_ to: Orientation, inWindow: Bool, _ x: String) -> Bilingual {
    let told =
      inWindow
      ? Bilingual("", "")
      : Bilingual(
        " Its view is not on screen, and it is told anyway (iOS 5 and 6 told only the visible one).",
        "它的视图不在屏幕上，也照样收到（iOS 5 和 6 只通知可见的那个）。")
    return Bilingual(
      "iOS 8+: rotation is a size change: \(x) hears viewWillTransitionToSize: for "
        + "\(words(to).en), which replaces willRotateToInterfaceOrientation: and the other "
        + "rotation callbacks.\(told.en)",
      "iOS 8+：旋转就是尺寸变化：\(x) 收到转为\(words(to).zh)的 viewWillTransitionToSize: ，它取代了 willRotateToInterfaceOrientation: 等旋转回调。\(told.zh)"
    )
  }

  static func traitsChanged(_ to: Orientation, _ x: String) -> Bilingual {
    Bilingual(
      "iOS 8+: \(own(x)) traits now have the \(words(to).en) size class: traitCollectionDidChange:. "
        + "Published sources agree on this order; Apple's text does not spell it out.",
      "iOS 8+：\(x) 的特征集合已是\(words(to).zh)的尺寸类别：traitCollectionDidChange: 。这一顺序来自公开的资料，Apple 的文档没有逐条写明。"
    )
  }

  static func updateProperties(_ x: String) -> Bilingual {
    Bilingual(
      "iOS 26+: updateProperties lets \(x) set its views' properties before the layout pass, "
        + "after the traits are updated; where it falls against the other callbacks is this "
        + "simulator's reading of Apple's summary.",
      "iOS 26+：updateProperties 让 \(x) 在布局之前、特征集合更新之后设置视图的属性；它与其他回调的先后是本模拟器对 Apple 概述的理解。")
  }

  static func sceneResignsActive() -> Bilingual {
    Bilingual(
      "iOS 13+: the scene resigns active. No view controller hears anything: the views stay "
        + "in their window.",
      "iOS 13+：场景即将失去活跃状态。视图控制器什么也收不到：视图都留在各自的窗口中。")
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
        "iOS 13+: the rebuilt scene comes to the foreground; its top's appearance came with "
          + "the rebuild (that order is this simulator's).",
        "iOS 13+：重建的场景回到前台。最顶端控制器的出现回调随重建而来；它与这两个回调的先后是本模拟器的顺序。")
      : Bilingual(
        "iOS 13+: the scene comes back to the foreground; no viewWillAppear: either.",
        "iOS 13+：场景回到前台；同样没有 viewWillAppear: 。")
  }

  static func sceneBecomesActive() -> Bilingual {
    Bilingual("iOS 13+: the scene is active again.", "iOS 13+：场景重新处于活跃状态。")
  }

  static func stateRestoration(_ stacks: String) -> Bilingual {
    Bilingual(
      "iOS 13+: UIKit asks the scene for its restoration activity; the app saves \(stacks) "
        + "(when is undocumented: here, just before).",
      "iOS 13+：UIKit 向场景索取状态恢复用的 activity：应用保存 \(stacks)。时机没有文档说明；本模拟器在断开前一刻询问。")
  }

  static func sceneDisconnected(controllers: Int) -> Bilingual {
    Bilingual(
      "iOS 13+: the system disconnects the background scene to reclaim memory, and "
        + "\(controllers == 1 ? "its view controller goes" : "its \(controllers) view controllers go") "
        + "with it: today's unload, of the whole tree.",
      "iOS 13+：系统断开后台场景以回收内存，\(controllers) 个视图控制器随之而去：这就是今天的卸载，卸载的是整棵树。"
    )
  }

  static func sceneReleased() -> Bilingual {
    Bilingual(
      "iOS 13+: the scene's window and its containers are released; each view controller "
        + "below is deallocated with them.",
      "iOS 13+：场景的窗口和容器被释放；下面每个视图控制器随之销毁。")
  }

  static func sceneReconnects(_ root: String) -> Bilingual {
    Bilingual(
      "iOS 13+: the scene reconnects and rebuilds what it saved (\(root)): iOS 5's reload, "
        + "for a whole tree. Only the top loads.",
      "iOS 13+：场景重新连接，根据状态恢复信息重建 \(root) 及其栈：就像 iOS 5 的重新加载，只是作用于整棵树。只有最顶端的加载。"
    )
  }

  static func swipeUnderWay(_ x: String) -> Bilingual {
    Bilingual(
      "A swipe is under way (a pop: iOS 7+; a sheet: iOS 13+): \(x) is leaving but not gone. "
        + "finish lets it go; cancel keeps it, a will without its did.",
      "正在滑动（返回：iOS 7+；表单：iOS 13+）：\(x) 正在离开但还没有离开。finish 让它离开；cancel 留住它，只有 will 没有 did。"
    )
  }

  /// What the covered controller hears when a swipe back is cancelled: the less certain half.
  static func cancelledSwipeUndoes(_ x: String, did: Bool) -> Bilingual {
    did
      ? Bilingual(
        "iOS 7+: swipe cancelled: \(x), told it would appear, has disappeared again. No "
          + "published log shows this half: the order is this simulator's.",
        "iOS 7+：滑动被取消：\(x) 曾被告知将要出现，现在又消失了。没有公开的日志展示这一半；这个顺序是本模拟器的。")
      : Bilingual(
        "iOS 7+: swipe cancelled: \(x), told it would appear, is told it will disappear "
          + "instead (the less certain half: this simulator's choice).",
        "iOS 7+：滑动被取消：\(x) 曾被告知将要出现，现在改为被告知将要消失（不太确定的一半：它在这里收到什么是本模拟器的选择）。")
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
    return Bilingual(
      "Now \(behavior.title): iOS 6's memory rules and Auto Layout\(before.en); and "
        + "\(own.change.en).",
      "现按 \(behavior.title) 处理：iOS 6 的内存规则和自动布局\(before.zh)；以及 \(own.change.zh)。")
  }
}
