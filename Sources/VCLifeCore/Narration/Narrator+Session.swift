/// The lines for the session's own actions and for refusals.
extension Narrator {
  static func userAction() -> Bilingual {
    Bilingual(
      "You asked for this; the callbacks below are UIKit's answer.",
      "这是你发出的操作；下面的回调是 UIKit 的响应。")
  }

  static func behaviorChanged(_ behavior: SystemBehavior) -> Bilingual {
    switch behavior {
    case .iOS5:
      Bilingual(
        "Now iOS 5: a warning's super unloads off-screen views it can rebuild; no Auto Layout; "
          + "the root is asked before a rotation and forwards the question.",
        "现按 iOS 5 处理：低内存警告时 super 卸载不在屏幕上、且能重建的视图；没有自动布局；旋转前询问根控制器，由它转问子控制器。")
    case .iOS6:
      Bilingual(
        "Now iOS 6+: a warning keeps views and frees only backing stores; Auto Layout; the "
          + "root (or presented) controller is asked before a rotation.",
        "现按 iOS 6+ 处理：低内存警告时视图保留，只释放后备存储；有自动布局；旋转前询问根（或被呈现的）视图控制器。")
    case .iOS7, .iOS8, .iOS11, .iOS13, .iOS16, .iOS17, .iOS18, .iOS26: versionRules(behavior)
    }
  }

  static func restorationChanged(_ on: Bool) -> Bilingual {
    on
      ? Bilingual(
        "The app now has state-restoration code: at a disconnect (iOS 13+) its scene delegate "
          + "saves its stacks, and at the reconnect its scene(_:willConnectTo:options:) rebuilds "
          + "them. UIKit does neither by itself.",
        "应用现在有状态恢复代码：场景断开时（iOS 13+）它的场景委托保存各个栈，重新连接时它的 scene:willConnectToSession:options: 重建它们。UIKit 自己不会做这两件事。"
      )
      : Bilingual(
        "The app now has no state-restoration code: a scene disconnected to reclaim memory "
          + "(iOS 13+) comes back with its initial UI only, as at launch.",
        "应用现在没有状态恢复代码：为回收内存而断开的场景（iOS 13+）回来时只有初始界面，和启动时一样。")
  }

  static func templateDefined(_ name: String) -> Bilingual {
    Bilingual(
      "\(name) is defined; no instance exists until a container needs one.",
      "已定义 \(name)；在容器需要它之前不会创建实例。")
  }

  static func restart() -> Bilingual {
    Bilingual(
      "The app was terminated; it launches again from its root.",
      "应用曾被终止；现从根控制器重新启动。")
  }

  static func refused(_ refusal: Refusal) -> Bilingual {
    switch refusal {
    case .notLaunched:
      Bilingual(
        "Refused: the app has not launched; start with root.", "已拒绝：应用尚未启动；请先用 root 启动。")
    case .alreadyLaunched:
      Bilingual(
        "Refused: the app is running; its root is set once, at launch.",
        "已拒绝：应用正在运行；根控制器只在启动时设置一次。")
    case .terminated:
      Bilingual(
        "Refused: the app was terminated; restart it first.", "已拒绝：应用已被终止；请先用 restart 重新启动。")
    case .notTerminated:
      Bilingual(
        "Refused: restart is for an app that was terminated.", "已拒绝：restart 只用于已被终止的应用。")
    case .popAtRoot:
      Bilingual(
        "Refused: the root controller cannot be popped; the stack keeps one.",
        "已拒绝：根控制器不能被弹出；导航栈至少保留一个。")
    case .notInNavigation(let visible):
      Bilingual(
        "Refused: \(visible) is not in a navigation controller; nothing can push or pop.",
        "已拒绝：\(visible) 不在导航控制器中，无法推入或弹出。")
    case .modalCovers(let modal):
      Bilingual(
        "Refused: \(modal) is presented over it; dismiss first.",
        "已拒绝：\(modal) 以模态方式覆盖在上面；请先关闭模态。")
    case .nothingPresented:
      Bilingual(
        "Refused: nothing is presented, so nothing can be dismissed.",
        "已拒绝：没有模态呈现的控制器，无法关闭模态。")
    case .alreadyLive(let name):
      Bilingual(
        "Refused: \(name) is already live. UIKit: \"Pushing the same view controller "
          + "instance more than once is not supported\".",
        "已拒绝：\(name) 已存在。UIKit：“Pushing the same view controller instance more than once is not supported”。"
      )
    case .notLive(let name):
      Bilingual(
        "Refused: there is no live controller named \(name).", "已拒绝：没有名为 \(name) 的存活控制器。")
    case .noTabBar:
      Bilingual("Refused: the root is not a tab bar controller.", "已拒绝：根控制器不是标签栏控制器。")
    case .noTabHolds(let name):
      Bilingual("Refused: no tab holds \(name).", "已拒绝：没有标签页包含 \(name)。")
    case .tabAlreadySelected(let name):
      Bilingual(
        "Ignored: \(own(name)) tab is already selected; UIKit does nothing.",
        "已忽略：\(name) 的标签页已被选中；UIKit 什么也不做。")
    case .duplicateName(let name):
      Bilingual("Refused: \(name) appears twice; names are unique.", "已拒绝：\(name) 出现两次；名称必须唯一。")
    case .noControllers:
      Bilingual("Refused: a root needs at least one controller.", "已拒绝：根至少需要一个控制器。")
    case .alreadyOriented(let orientation):
      Bilingual(
        "Ignored: the device is already in \(words(orientation).en).",
        "已忽略：设备已经是\(words(orientation).zh)。")
    case .statusBarAlready(let mode):
      Bilingual(
        "Ignored: the status bar is already \(words(mode).en).", "已忽略：状态栏已经是\(words(mode).zh)。")
    case .presentActive(let name):
      Bilingual(
        "Refused: \(name) is already live. UIKit: \"Application tried to present modally "
          + "an active controller\".",
        "已拒绝：\(name) 已存在。UIKit：“Application tried to present modally an active controller”。")
    case .tapAtRoot(let name):
      Bilingual(
        "Ignored: \(own(name)) tab is selected and has nothing to pop; a tap does nothing.",
        "已忽略：\(name) 的标签页已选中，没有可弹出的控制器；点按什么也不做。")
    case .moreListShown:
      Bilingual(
        "Refused: the More list is on screen (UIKit's own controller, not simulated here); "
          + "choose a tab first.",
        "已拒绝：屏幕上是“更多”列表（UIKit 自己的控制器，本模拟器不模拟它）；请先选择一个标签页。")
    case .needsScenes:
      Bilingual(
        "Refused: scenes are iOS 13+ (ios 13 in a script, i on the screen); before them the "
          + "app delegate hears applicationDidEnterBackground:, which this simulator leaves out.",
        "已拒绝：场景从 iOS 13 起才有（脚本中用 ios 13，屏幕上按 i）；在此之前由应用委托收到 applicationDidEnterBackground: ，本模拟器没有模拟它。"
      )
    case .needsVersion(let version):
      Bilingual(
        "Refused: this needs iOS \(version.rawValue) or later (ios \(version.rawValue) in a script, i on the screen).",
        "已拒绝：这需要 iOS \(version.rawValue) 或更高版本（脚本中用 ios \(version.rawValue)，屏幕上按 i）。")
    case .gestureUnderWay:
      Bilingual(
        "Refused: a swipe is under way; finish or cancel it first (f or u on the screen).",
        "已拒绝：正在滑动；请先 finish 或 cancel（屏幕上按 f 或 u）。")
    case .noGesture:
      Bilingual(
        "Refused: no swipe is under way; start one with swipe (e on the screen).",
        "已拒绝：没有正在进行的滑动；请先用 swipe 开始（屏幕上按 e）。")
    case .nothingToSwipe:
      Bilingual(
        "Refused: nothing to swipe: the top is its stack's root and no sheet is presented.",
        "已拒绝：没有可滑动的：最顶端是栈的根，也没有呈现表单。")
    case .fullScreenHasNoSwipe(let name):
      Bilingual(
        "Refused: \(name) is presented full screen, which has no swipe to dismiss it; use dismiss.",
        "已拒绝：\(name) 是全屏呈现的，不能滑动关闭；请用 dismiss。")
    case .sceneNotActive:
      Bilingual(
        "Refused: the scene is not in the foreground; bring it back with foreground (z on the "
          + "screen).",
        "已拒绝：场景不在前台；请用 foreground 让它回来（屏幕上按 z）。")
    case .sceneNotInBackground:
      Bilingual(
        "Refused: foreground and reclaim need a scene in the background; send it there with "
          + "background (z on the screen).",
        "已拒绝：foreground 和 reclaim 需要场景在后台；请先用 background 让它进入后台（屏幕上按 z）。")
    case .deviceAlready(let phone):
      Bilingual(
        "Ignored: the views are already laid out on \(words(phone).en).",
        "已忽略：视图已经按\(words(phone).zh)布局。")
    }
  }
}
