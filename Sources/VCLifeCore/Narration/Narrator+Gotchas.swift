/// The lines for memory pressure levels (SPEC §9.2–9.3) and the gotchas of SPEC §10, each
/// quoting the passage of Apple's text that the mistake breaks.
extension Narrator {
  static func englishGotcha(_ reason: Reason, _ x: String) -> String {
    switch reason {
    case .urgentSystemWarning(let percent):
      return "Memory reached \(percent)% of the budget (90% or more): level 2, an urgent "
        + "warning. Free what you can: at 100% the system terminates the app."
    case .viewNotRebuildable:
      return "iOS 5: super keeps \(x)'s view, which UIKit's default loadView made and no "
        + "storyboard or nib can rebuild: no viewWillUnload, no viewDidUnload."
    case .superNotCalled(.iOS5):
      return "\(x)'s didReceiveMemoryWarning never calls super, so its view is never unloaded. "
        + "Apple: you \"must call super\"."
    case .superNotCalled(.iOS6):
      return "\(x)'s didReceiveMemoryWarning never calls super (Apple: you \"must call "
        + "super\"). On iOS 6+ super frees nothing itself; the system frees the backing store."
    case .outletsHeld(let count, false):
      return "\(x)'s viewDidUnload kept its strong outlets: \(views(count)) in memory until a "
        + "reload or dealloc. Apple: release \"any strong references\" there."
    case .outletsHeld(let count, true):
      return "\(x) set view = nil but kept its strong outlets: \(views(count)) in memory "
        + "(held outlets). Listing 4-3: \"clean up other strong references to the view\" too."
    case .outletsReconnected(let count):
      return "The reload assigns new views to \(x)'s outlets: the old "
        + (count == 1 ? "view it held is" : "views they held (\(count)) are") + " freed at last."
    case .viewStateSaved(let text):
      return "\(x) saves \"\(text)\" from its view before the view goes (Listing 4-3: "
        + "\"preserve data stored in the views\")."
    case .viewStateLost(let text):
      return "\(x)'s view held \"\(text)\" and nothing saved it: it is gone with the view. "
        + "Listing 4-3: save data stored in the views before releasing them."
    case .viewStateRestored(let text):
      return "\(x)'s new view gets \"\(text)\" back: it was saved before the unload."
    case .viewStateGone:
      return "\(x)'s reloaded view is empty: what the user typed was lost at the unload."
    case .retainCycle(let transition):
      return "After the \(transitionName(transition, .english)) \(x) has left its container, "
        + "but a block or timer it owns still holds it: no dealloc. It leaks all its memory "
        + "until the app ends."
    default: return ""
    }
  }

  /// "1 view stays", "2 views stay".
  private static func views(_ count: Int) -> String {
    count == 1 ? "1 view stays" : "\(count) views stay"
  }

  // Terms follow the Chinese translation: 输出口 (outlet), 强引用, 卸载, 超类.
  static func chineseGotcha(_ reason: Reason, _ x: String) -> String {
    switch reason {
    case .urgentSystemWarning(let percent):
      return "内存已达预算的 \(percent)%（不低于 90%）：第 2 级，紧急的低内存警告。"
        + "请尽量释放内存：达到 100% 时系统终止应用。"
    case .viewNotRebuildable:
      return "iOS 5：\(x) 的视图由 UIKit 默认的 loadView 创建，无法从故事板或 nib 重建，"
        + "所以 super 保留它：没有 viewWillUnload，也没有 viewDidUnload。"
    case .superNotCalled(.iOS5):
      return "\(x) 的 didReceiveMemoryWarning 没有调用 super，它的视图永远不会被卸载。"
        + "原文：“你必须……调用 super”。"
    case .superNotCalled(.iOS6):
      return "\(x) 的 didReceiveMemoryWarning 没有调用 super（原文：“你必须……调用 super”）。"
        + "iOS 6+ 的 super 本身不释放什么；后备存储由系统释放。"
    case .outletsHeld(let count, false):
      return "\(x) 的 viewDidUnload 保留了强引用的输出口：\(count) 个视图仍在内存中，"
        + "直到重新加载或 dealloc。原文：应在此“释放任何对那些视图的强引用”。"
    case .outletsHeld(let count, true):
      return "\(x) 把 view 设为 nil，却保留了强引用的输出口：\(count) 个视图仍在内存中。"
        + "列表 4-3：还要“清除任何跟视图及其子视图之间的强引用”。"
    case .outletsReconnected(let count):
      return "重新加载把新视图赋给 \(x) 的输出口：它们持有的 \(count) 个旧视图终于被释放。"
    case .viewStateSaved(let text):
      return "\(x) 在视图被释放前保存了视图中的“\(text)”（列表 4-3：保存视图中存储的数据）。"
    case .viewStateLost(let text):
      return "\(x) 的视图中有“\(text)”，但没有保存：它随视图一起丢失。"
        + "列表 4-3：释放视图之前应保存视图中存储的数据。"
    case .viewStateRestored(let text):
      return "\(x) 的新视图恢复了“\(text)”：它在卸载前已被保存。"
    case .viewStateGone:
      return "\(x) 重新加载的视图是空的：用户输入的内容在卸载时已经丢失。"
    case .retainCycle(let transition):
      return "\(transitionName(transition, .chinese))之后 \(x) 已离开容器，但它拥有的 block 或"
        + "计时器仍强引用它：没有 dealloc。它被泄漏，全部内存一直占用，直到应用结束。"
    default: return ""
    }
  }
}
