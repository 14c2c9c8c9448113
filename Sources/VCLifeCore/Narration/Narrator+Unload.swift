/// The lines for releasing a view: iOS 5's unload cycle, the handlers, and the content the
/// controller's own code releases (SPEC §4, §11.2).
extension Narrator {
  static func willUnload(_ x: String) -> Bilingual {
    Bilingual(
      "iOS 5 unload cycle: \(own(x)) views are still valid; save what you need from them.",
      "iOS 5 卸载周期：\(x) 的视图仍然有效；在此保存需要的视图属性。")
  }

  static func releasedBySuper(inSuperview: Bool, _ x: String) -> Bilingual {
    let doubt =
      inSuperview
      ? Bilingual(
        " Its view still sits in its navigation controller's view, and the iOS 3–5 reference "
          + "unloads a view only \"if the view itself does not have a superview\": UIKit may "
          + "keep it; this simulator unloads it.",
        "它的视图仍在导航控制器的视图中，而 iOS 3–5 的参考文档说只有“视图本身没有父视图”时才卸载：UIKit 可能保留它；本模拟器卸载了它。")
      : Bilingual("", "")
    return Bilingual(
      "super sets \(own(x)) view to nil: views and backing store are freed; what viewDidLoad "
        + "made waits for viewDidUnload.\(doubt.en)",
      "super 把 \(x) 的 view 设为 nil：视图及其后备存储被释放；viewDidLoad 创建的对象要等 viewDidUnload 释放。\(doubt.zh)")
  }

  static func didUnload(holdsNothing: Bool, keepsSome: Bool, _ x: String) -> Bilingual {
    if keepsSome {
      return Bilingual(
        "\(own(x)) view is nil now; its viewDidUnload keeps some of the outlets or content the "
          + "guide says to release there (next lines).",
        "\(x) 的 view 现在是 nil；它的 viewDidUnload 保留了指南要求在此释放的部分输出口或内容（见接下来几行）。")
    }
    if holdsNothing {
      return Bilingual(
        "\(own(x)) view is nil now; viewDidUnload is where a controller releases its outlets and "
          + "what viewDidLoad created: \(x) holds none of them.",
        "\(x) 的 view 现在是 nil；viewDidUnload 是控制器释放输出口和 viewDidLoad 所创建对象的地方：\(x) 一个也没有持有。")
    }
    return Bilingual(
      "\(own(x)) view is nil now; viewDidUnload releases outlets and anything viewDidLoad created.",
      "\(x) 的 view 现在是 nil；viewDidUnload 释放输出口和 viewDidLoad 创建的一切。")
  }

  static func releasedByHandler(_ behavior: SystemBehavior, _ x: String) -> Bilingual {
    switch behavior.memoryRules {
    case .iOS5:
      Bilingual(
        "\(own(x)) handler sets view = nil itself, which the iOS 5 guide advises against; no "
          + "viewWillUnload or viewDidUnload comes with it.",
        "\(x) 的处理方法自己把 view 设为 nil，iOS 5 的指南不建议这样做；不会随之调用 viewWillUnload 或 viewDidUnload。")
    default:
      Bilingual(
        "\(own(x)) handler: isViewLoaded && view.window == nil, so view = nil: the views and "
          + "backing store go. No unload callbacks from iOS 6 on.",
        "\(x) 的处理方法：isViewLoaded 且 view.window == nil，于是 view = nil：视图和后备存储被释放。从 iOS 6 起不调用卸载回调。")
    }
  }

  static func releasedByUnsafeHandler(reloaded: Bool, _ x: String) -> Bilingual {
    reloaded
      ? Bilingual(
        "...and Listing 4-3 sets the view it just loaded back to nil: that load was wasted.",
        "……列表 4-3 又把刚加载的视图设为 nil：那次加载白做了。")
      : Bilingual(
        "Listing 4-3's handler: \(own(x)) view is loaded and has no window, so view = nil. "
          + "Harmless this time: it read a view that was there.",
        "列表 4-3 的处理方法：\(x) 的视图已加载且没有 window，于是 view = nil。这次无害：它读取的视图本来就在。")
  }

  static func contentReleased(_ releaser: ContentReleaser, _ x: String) -> Bilingual {
    switch releaser {
    case .viewDidUnload:
      Bilingual(
        "\(own(x)) viewDidUnload releases the content viewDidLoad created: it is freed now.",
        "\(x) 的 viewDidUnload 释放了 viewDidLoad 创建的内容：此时才被释放。")
    case .handler:
      Bilingual(
        "\(own(x)) handler also releases the content viewDidLoad created (Listing 4-3: \"clean "
          + "up any of your own resources that are no longer necessary\").",
        "\(x) 的处理方法同时释放 viewDidLoad 创建的内容（列表 4-3：“清除视图控制器的资源”）。")
    }
  }

  static func contentKept(_ releaser: ContentReleaser, _ x: String) -> Bilingual {
    switch releaser {
    case .viewDidUnload:
      Bilingual(
        "\(own(x)) viewDidUnload keeps the content viewDidLoad created (its code never releases it): "
          + "it stays in memory with no view to show it.",
        "\(x) 的 viewDidUnload 保留了 viewDidLoad 创建的内容（它的代码从不释放这些内容）：没有视图显示它，它却仍占内存。")
    case .handler:
      Bilingual(
        "\(own(x)) handler keeps the content viewDidLoad created (its code never releases it): it "
          + "stays in memory with no view to show it.",
        "\(x) 的处理方法保留了 viewDidLoad 创建的内容（它的代码从不释放这些内容）：没有视图显示它，它却仍占内存。")
    }
  }

  static func keptContentReplaced(_ x: String) -> Bilingual {
    Bilingual(
      "viewDidLoad made new content; assigning it frees the copy \(x) kept through the "
        + "unload: that memory was held for nothing.",
      "viewDidLoad 创建了新的内容；赋值时 \(x) 卸载后一直保留的旧内容才被释放：那段内存白白占用了。")
  }
}
