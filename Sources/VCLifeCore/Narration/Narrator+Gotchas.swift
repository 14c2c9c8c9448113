/// The lines for the gotchas of SPEC §10, each quoting the passage of Apple's text that the
/// mistake breaks. Terms follow the `Glossary`: 输出口 (outlet), 强引用, 卸载, 超类.
extension Narrator {
  /// "1 view stays", "2 views stay".
  private static func views(_ count: Int) -> String {
    count == 1 ? "1 view stays" : "\(count) views stay"
  }

  static func superNotCalled(_ behavior: SystemBehavior, _ x: String) -> Bilingual {
    switch behavior.memoryRules {
    case .iOS5:
      Bilingual(
        "\(own(x)) didReceiveMemoryWarning never calls super, so its view is never unloaded. "
          + "Apple: you \"must call super\".",
        "\(x) 的 didReceiveMemoryWarning 没有调用 super，它的视图永远不会被卸载。Apple 的文档：重写时必须调用超类的实现（super）。")
    default:
      Bilingual(
        "\(own(x)) didReceiveMemoryWarning never calls super (Apple: you \"must call super\"). On "
          + "iOS 6+ super frees nothing itself; the system frees the backing store.",
        "\(x) 的 didReceiveMemoryWarning 没有调用 super（Apple 的文档：必须调用超类的实现）。iOS 6+ 的 super 本身不释放什么；后备存储由系统释放。"
      )
    }
  }

  static func outletsHeld(_ count: Int, byHandler: Bool, _ x: String) -> Bilingual {
    byHandler
      ? Bilingual(
        "\(x) set view = nil but kept its strong outlets: \(views(count)) in memory (held "
          + "outlets). Listing 4-3: \"clean up other strong references to the view\" too.",
        "\(x) 把 view 设为 nil，却保留了强引用的输出口：\(count) 个视图仍在内存中。列表 4-3：还要“清除任何跟视图及其子视图之间的强引用”。")
      : Bilingual(
        "\(own(x)) viewDidUnload kept its strong outlets: \(views(count)) in memory until a "
          + "reload or dealloc. Apple: release \"any strong references\" there.",
        "\(x) 的 viewDidUnload 保留了强引用的输出口：\(count) 个视图仍在内存中，直到重新加载或 dealloc。原文：应在此“释放任何对那些视图的强引用”。")
  }

  static func outletsReconnected(_ count: Int, _ x: String) -> Bilingual {
    Bilingual(
      "The reload assigns new views to \(own(x)) outlets: the old "
        + (count == 1 ? "view it held is" : "views they held (\(count)) are") + " freed at last.",
      "重新加载把新视图赋给 \(x) 的输出口：它们持有的 \(count) 个旧视图终于被释放。")
  }

  static func viewStateSaved(_ text: String, bySuper: Bool, _ x: String) -> Bilingual {
    bySuper
      ? Bilingual(
        "\(x) saves \"\(text)\" in viewWillUnload, before the views are destroyed (Apple's iOS "
          + "5 unload steps).",
        "\(x) 在 viewWillUnload 中保存了“\(text)”，此时视图尚未被销毁（原文中 iOS 5 的卸载步骤）。")
      : Bilingual(
        "\(x) saves \"\(text)\" from its view before the view goes (Listing 4-3: \"preserve "
          + "data stored in the views\").",
        "\(x) 在视图被释放前保存了视图中的“\(text)”（列表 4-3：保存视图中存储的数据）。")
  }

  static func viewStateLost(_ text: String, bySuper: Bool, _ x: String) -> Bilingual {
    bySuper
      ? Bilingual(
        "\(own(x)) view held \"\(text)\"; viewWillUnload did not save it: gone with the view. "
          + "iOS 5 saves nothing itself: the app's override must.",
        "\(x) 的视图中有“\(text)”，但 viewWillUnload 没有保存它：它随视图一起丢失。iOS 5 本身不保存：应由应用重写的 viewWillUnload 保存。"
      )
      : Bilingual(
        "\(own(x)) view held \"\(text)\" and nothing saved it: it is gone with the view. Listing "
          + "4-3: save data stored in the views before releasing them.",
        "\(x) 的视图中有“\(text)”，但没有保存：它随视图一起丢失。列表 4-3：释放视图之前应保存视图中存储的数据。")
  }

  static func viewStateRestored(_ text: String, _ x: String) -> Bilingual {
    Bilingual(
      "\(own(x)) new view gets \"\(text)\" back: it was saved before the unload.",
      "\(x) 的新视图恢复了“\(text)”：它在卸载前已被保存。")
  }

  static func viewStateGone(_ x: String) -> Bilingual {
    Bilingual(
      "\(own(x)) reloaded view is empty: what the user typed was lost at the unload.",
      "\(x) 重新加载的视图是空的：用户输入的内容在卸载时已经丢失。")
  }

  static func retainCycle(_ transition: Transition, timers: Int, _ x: String) -> Bilingual {
    let after = afterTransition(transition)
    guard timers > 0 else {
      return Bilingual(
        "\(after.en), \(x) has left its container, but a block or timer it owns still holds it: "
          + "no dealloc. It leaks all its memory until the app ends.",
        "\(after.zh)，\(x) 已离开容器，但它拥有的 block 或计时器仍强引用它：没有 dealloc。它被泄漏，全部内存一直占用，直到应用结束。")
    }
    return Bilingual(
      "\(after.en), \(x) has left its container, but \(timerCount(timers).en) still "
        + "target\(timers == 1 ? "s" : "") it, and a timer keeps a strong reference to its "
        + "target until it is invalidated: no dealloc. It leaks all its memory until the app ends.",
      "\(after.zh)，\(x) 已离开容器，但仍有 \(timers) 个重复计时器以它为目标；计时器在失效（invalidate）之前一直强引用它的目标：没有 dealloc。它被泄漏，全部内存一直占用，直到应用结束。"
    )
  }
}
