/// The lines for creating controllers, containment and deallocation.
extension Narrator {
  static func initInCode(_ transition: Transition, adoptedBy adopter: String?, _ x: String)
    -> Bilingual
  {
    let action = transitionName(transition)
    if let adopter {
      return adopted(Bilingual("\(x) is created in code", "\(x) 通过代码创建"), action, adopter)
    }
    return Bilingual(
      "\(x) is created in code (\(action.en)): init allocates only its critical data, no views.",
      "\(x) 通过代码创建（\(action.zh)）：初始化方法只分配关键数据结构，不创建视图。")
  }

  static func initFromStoryboard(_ transition: Transition, adoptedBy adopter: String?, _ x: String)
    -> Bilingual
  {
    let action = transitionName(transition)
    if let adopter {
      return adopted(Bilingual("\(x) comes from a storyboard", "\(x) 来自故事板"), action, adopter)
    }
    return Bilingual(
      "\(x) comes from a storyboard (\(action.en)): initWithCoder: loads its archive, no views "
        + "yet.",
      "\(x) 来自故事板（\(action.zh)）：initWithCoder: 加载它的归档（archive），此时还没有视图。")
  }

  /// A root or a tab's controller, made the child of its container (`adopter`) another way
  /// than a push: UIKit sends it willMoveToParentViewController: (addChildViewController:
  /// does), which this simulator leaves out, so the line says so where it happens (SPEC
  /// §13.13 V9, §15.7). Short, to keep the two rows a reason has on screen.
  static func adopted(_ made: Bilingual, _ action: Bilingual, _ adopter: String) -> Bilingual {
    Bilingual(
      "\(made.en) (\(action.en)); this simulator leaves out its "
        + "willMoveToParentViewController: into \(adopter).",
      "\(made.zh)（\(action.zh)）；本模拟器省略了它加入 \(adopter) 时的 willMoveToParentViewController: 。")
  }

  static func awakeFromNib(_ x: String) -> Bilingual {
    Bilingual(
      "The archive is unpacked; awakeFromNib lets \(x) configure what needs other objects.",
      "归档已解开；awakeFromNib 让 \(x) 完成需要其他对象的配置。")
  }

  static func willMoveToNavigation(_ x: String) -> Bilingual {
    Bilingual(
      "\(x) is about to become a child of the navigation controller.",
      "\(x) 即将成为导航控制器的子视图控制器。")
  }

  static func didMoveToNavigation(_ x: String) -> Bilingual {
    Bilingual("\(x) is now a child of the navigation controller.", "\(x) 现在是导航控制器的子视图控制器。")
  }

  static func willLeaveNavigation(_ x: String) -> Bilingual {
    Bilingual(
      "\(x) is about to leave the navigation controller (parent nil).",
      "\(x) 即将离开导航控制器（父控制器为 nil）。")
  }

  static func didLeaveNavigation(_ x: String) -> Bilingual {
    Bilingual(
      "\(x) has left the navigation controller, which no longer holds it.",
      "\(x) 已离开导航控制器；导航控制器不再持有它。")
  }

  static func navigationItemCreated(fromStoryboard: Bool, _ x: String) -> Bilingual {
    fromStoryboard
      ? Bilingual(
        "A navigation controller shows \(x) first: its navigationItem came with its storyboard "
          + "scene (this simulator shows it only now).",
        "导航控制器第一次显示 \(x)：它的导航项随故事板场景一起解出（本模拟器到这时才显示它）。"
      )
      : Bilingual(
        "A navigation controller shows \(x) for the first time, so its lazy navigationItem is "
          + "created now.",
        "导航控制器第一次显示 \(x)，所以此时才创建它的导航项（延迟加载）。")
  }

  static func backToMoreList(_ x: String) -> Bilingual {
    Bilingual(
      "\(x) is off the More navigation stack; the tab bar controller still owns it. The More "
        + "list is on screen.",
      "\(x) 已离开“更多”导航栈；标签栏控制器仍然持有它。屏幕上是“更多”列表。")
  }

  static func dealloc(_ transition: Transition, _ x: String) -> Bilingual {
    let after = afterTransition(transition)
    return Bilingual(
      "\(after.en), nothing holds \(x): it is deallocated and all its memory is freed.",
      "\(after.zh)，不再有对象持有 \(x)：它被销毁（dealloc），全部内存被释放。")
  }
}
