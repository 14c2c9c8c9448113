extension Narrator {
  // Terms follow the Chinese translation: 视图控制器, 视图, 加载, 卸载, 导航控制器,
  // 导航项, 故事板, 低内存警告, 窗口, 缓存, 关键数据结构.
  static func chinese(_ reason: Reason, _ x: String) -> String {
    if let line = geometry(reason, x, .chinese) { return line }
    switch reason {
    case .userAction: return "这是你发出的操作；下面的回调是 UIKit 的响应。"
    case .behaviorChanged(.iOS5):
      return "现按 iOS 5 处理：低内存警告时 super 卸载不在屏幕上、且能重建的视图；没有自动布局；旋转前询问可见的视图控制器。"
    case .behaviorChanged(.iOS6):
      return "现按 iOS 6+ 处理：低内存警告时视图保留，只释放后备存储；有自动布局；旋转前询问根（或被呈现的）视图控制器。"
    case .templateDefined(let name): return "已定义 \(name)；在容器需要它之前不会创建实例。"
    case .systemWarning(let percent):
      return "内存已达预算的 \(percent)%（不低于 75%）：第 1 级，系统向应用发出低内存警告。"
    case .restart: return "应用曾被终止；现从根控制器重新启动。"

    case .initInCode(let transition):
      return "\(x) 通过代码创建（\(transitionName(transition, .chinese))）："
        + "初始化方法只分配关键数据结构，不创建视图。"
    case .initFromStoryboard(let transition):
      return "\(x) 来自故事板（\(transitionName(transition, .chinese))）："
        + "initWithCoder: 加载其压缩包（archive），此时还没有视图。"
    case .awakeFromNib: return "压缩包已解开；awakeFromNib 让 \(x) 完成需要其他对象的配置。"

    case .willMoveToNavigation: return "\(x) 即将成为导航控制器的子视图控制器。"
    case .didMoveToNavigation: return "\(x) 现在是导航控制器的子视图控制器。"
    case .willLeaveNavigation: return "\(x) 即将离开导航控制器（父控制器为 nil）。"
    case .didLeaveNavigation: return "\(x) 已离开导航控制器；导航控制器不再持有它。"
    case .navigationItemCreated: return "导航控制器第一次呈现 \(x)，所以此时才实例化它的导航项（懒加载）。"

    case .loadView(let origin, let trigger, let isReload):
      let why: String
      switch trigger {
      case .shown: why = "\(x) 的 view 为 nil，而容器即将显示它"
      case .access: why = "\(x) 的 view 属性在为 nil 时被访问"
      case .handlerReadsView: why = "列表 4-3 的 [self.view window] 在 view 为 nil 时访问了它"
      }
      let how: String
      switch origin {
      case .code: how = "默认的 loadView 创建一个空 UIView"
      case .storyboard: how = "loadView 从故事板加载全部视图"
      case .custom: how = "\(x) 重写的 loadView 自己创建根视图和子视图（列表 4-2）"
      }
      return "\(why)，于是\(isReload ? "再次" : "")开始加载过程：\(how)。"
    case .defaultViewDiscarded:
      return "\(x) 的 loadView 调用了 super：UIKit 先建了一个默认视图，\(x) 用自己的视图替换它，"
        + "默认视图随即被释放。浪费 CPU 周期和内存：不应调用 super。"
    case .viewDidLoad(_, let added):
      return added > 0
        ? "视图已存在：viewDidLoad 用代码添加 \(added) 个子视图并加载其内容。"
        : "视图已存在：viewDidLoad 加载视图要显示的数据和图片。"
    case .viewReturned: return "\(x) 的视图已加载：直接返回，不会再加载。"
    case .viewLoadedAnswered(true):
      return "isViewLoaded 回答 YES：\(x) 的视图已加载；询问它永远不会加载视图。"
    case .viewLoadedAnswered(false):
      return "isViewLoaded 回答 NO：\(x) 的视图是 nil；询问它永远不会加载视图。"

    case .willAppear(let transition):
      return "\(x) 的视图即将显示到屏幕上（\(transitionName(transition, .chinese))）。"
    case .didAppear(let transition):
      return "\(x) 的视图已显示在屏幕上（\(transitionName(transition, .chinese))）。"
    case .willDisappear(let transition):
      return "\(x) 的视图即将离开屏幕（\(transitionName(transition, .chinese))）。"
    case .didDisappear(let transition):
      return "\(x) 的视图已离开屏幕（\(transitionName(transition, .chinese))）。"
    case .updateConstraints:
      return "\(x) 使用自动布局：updateViewConstraints 在 viewWillLayoutSubviews 之前调用"
        + "（UIKit 的实际顺序；附注1 把它列在后面）。"
    case .willLayout: return "\(x) 的视图已有 frame：可在 viewWillLayoutSubviews 中调整子视图的 frame（步骤 3）。"
    case .didLayout: return "\(x) 的视图布局完成：viewDidLayoutSubviews（步骤 5）。"
    case .addedToWindow: return "\(x) 的视图被绘制到窗口中：绘制期间需要后备存储（backing store）。"
    case .removedFromWindow: return "\(x) 的视图离开窗口；只有最顶端视图控制器的视图在屏幕上。"
    case .cachesFilled: return "\(x) 的缓存属性在为空时被读取，所以现在才分配（懒惰分配）。"

    case .appWarned: return "内存不足：应用委托先收到警告，然后是每个视图控制器。"
    case .warningDelivered(let behavior, let loaded, let inWindow, let hasBackingStore):
      if !loaded { return "\(x) 收到警告；它的视图已是 nil，super 没有可释放的。" }
      if inWindow { return "\(x) 收到警告；它的视图在屏幕上可见，super 保留该视图。" }
      if behavior == .iOS5 {
        return "\(x) 收到警告；iOS 5：视图不在屏幕上，super 若能重建它就会卸载它。"
      }
      return hasBackingStore
        ? "\(x) 收到警告；iOS 6+：super 保留视图，系统释放其后备存储。"
        : "\(x) 收到警告；iOS 6+：super 保留视图；它的后备存储早已释放，没有更多可释放的。"
    case .willUnload: return "iOS 5 卸载周期：\(x) 的视图仍然有效；在此保存需要的视图属性。"
    case .releasedBySuper: return "super 把 \(x) 的 view 设为 nil：视图、内容和后备存储被释放。"
    case .didUnload: return "\(x) 的 view 现在是 nil；在此释放对旧视图的强引用。"
    case .backingStoreFreed: return "iOS 6+：\(x) 的视图不在窗口中，系统释放其后备存储。"
    case .cachesPurged: return "\(x) 的处理方法清除了缓存；需要时会重新创建。"
    case .releasedByHandler:
      return "\(x) 的处理方法：isViewLoaded 且 view.window == nil，于是 view = nil。iOS 6 不调用卸载回调。"
    case .releasedByUnsafeHandler(reloaded: true): return "……列表 4-3 又把刚加载的视图设为 nil：那次加载白做了。"
    case .releasedByUnsafeHandler(reloaded: false):
      return "列表 4-3 的处理方法：\(x) 的视图已加载且没有 window，于是 view = nil。这次无害：它读取的视图本来就在。"

    case .dealloc(let transition):
      return "\(transitionName(transition, .chinese))之后不再有对象持有 \(x)：它被销毁，全部内存被释放。"
    case .terminated(let percent):
      return "内存达到预算的 \(percent)%：系统终止应用。没有任何回调；所有控制器都不存在了。"

    case .refused(let refusal): return chinese(refusal)
    case .urgentSystemWarning, .viewNotRebuildable, .superNotCalled, .outletsHeld,
      .outletsReconnected, .viewStateSaved, .viewStateLost, .viewStateRestored, .viewStateGone,
      .retainCycle:
      return chineseGotcha(reason, x)
    default: return ""  // the geometry lines, above
    }
  }

  private static func chinese(_ refusal: Refusal) -> String {
    switch refusal {
    case .notLaunched: return "已拒绝：应用尚未启动；请先用 root 启动。"
    case .alreadyLaunched: return "已拒绝：应用正在运行；根控制器只在启动时设置一次。"
    case .terminated: return "已拒绝：应用已被终止；请先重新启动（restart）。"
    case .notTerminated: return "已拒绝：restart 只用于已被终止的应用。"
    case .popAtRoot: return "已拒绝：根控制器不能被弹出；导航栈至少保留一个。"
    case .notInNavigation(let visible): return "已拒绝：\(visible) 不在导航控制器中，无法 push 或 pop。"
    case .modalCovers(let modal): return "已拒绝：\(modal) 以模态方式覆盖在上面；请先 dismiss。"
    case .nothingPresented: return "已拒绝：没有模态呈现的控制器，无法 dismiss。"
    case .alreadyLive(let name):
      return
        "已拒绝：\(name) 已存在。UIKit：“Pushing the same view controller instance more than once is not supported”。"
    case .notLive(let name): return "已拒绝：没有名为 \(name) 的存活控制器。"
    case .noTabBar: return "已拒绝：根控制器不是标签栏控制器。"
    case .noTabHolds(let name): return "已拒绝：没有标签页包含 \(name)。"
    case .tabAlreadySelected(let name): return "已忽略：\(name) 的标签页已被选中；UIKit 什么也不做。"
    case .duplicateName(let name): return "已拒绝：\(name) 出现两次；名称必须唯一。"
    case .noControllers: return "已拒绝：根至少需要一个控制器。"
    case .alreadyOriented(let orientation): return "已忽略：设备已经是\(words(orientation, .chinese))。"
    case .statusBarAlready(let mode): return "已忽略：状态栏已经是\(words(mode, .chinese))。"
    case .rotationRefused(let name):
      return "已拒绝：\(name) 回答 NO（rotates=false），设备保持原方向；没有旋转回调。"
    case .presentActive(let name):
      return "已拒绝：\(name) 已存在。UIKit：“Application tried to present modally an active controller”。"
    case .tapAtRoot(let name): return "已忽略：\(name) 的标签页已选中，没有可弹出的控制器；点按什么也不做。"
    }
  }
}
