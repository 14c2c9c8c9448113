/// The lines for the load cycle (SPEC §2, §11.7–11.9): who read the nil view, how `loadView`
/// builds it, the outlets, and `viewDidLoad`.
extension Narrator {
  static func loadView(
    _ origin: Origin, _ trigger: LoadTrigger, isReload: Bool, _ x: String
  ) -> Bilingual {
    let why: Bilingual
    switch trigger {
    case .shown:
      why = Bilingual(
        "\(own(x)) view is nil and a container is about to show it", "\(x) 的 view 为 nil，而容器即将显示它")
    case .presented:
      why = Bilingual(
        "\(own(x)) view is nil and \(x) is about to be presented", "\(x) 的 view 为 nil，而它即将被模态呈现")
    case .access:
      why = Bilingual("\(own(x)) view property was read while nil", "\(x) 的 view 属性在为 nil 时被访问")
    case .handlerReadsView:
      why = Bilingual(
        "Listing 4-3's [self.view window] read \(own(x)) view while nil",
        "列表 4-3 的 [self.view window] 在 view 为 nil 时访问了它")
    case .handlerTouchesView:
      why = Bilingual(
        "\(own(x)) didReceiveMemoryWarning read view while it was nil, inside the warning "
          + "(the view getter loads a nil view), so the warning ends with the view loaded",
        "\(x) 的 didReceiveMemoryWarning 在 view 为 nil 时访问了它，就在内存警告之中（view 的 getter 会加载为 nil 的视图），所以警告结束时视图仍是加载的"
      )
    case .initTouchesView:
      why = Bilingual(
        "\(own(x)) initialiser read view, which is nil until then (before any container shows it)",
        "\(x) 的初始化方法访问了 view，而此时 view 还是 nil（还没有任何容器显示它）")
    }
    let how: Bilingual
    switch origin {
    case .code:
      how = Bilingual("the default loadView makes one empty UIView", "默认的 loadView 创建一个空 UIView")
    case .storyboard:
      how = Bilingual("loadView loads the views from the storyboard", "loadView 从故事板加载全部视图")
    case .custom:
      how = Bilingual(
        "\(own(x)) own loadView builds its views (Listing 4-2)",
        "\(x) 重写的 loadView 自己创建根视图和子视图（列表 4-2）")
    }
    return Bilingual(
      "\(why.en), so the load cycle starts\(isReload ? " again" : ""): \(how.en).",
      "\(why.zh)，于是\(isReload ? "再次" : "")开始加载过程：\(how.zh)。")
  }

  static func defaultViewDiscarded(_ x: String) -> Bilingual {
    Bilingual(
      "\(own(x)) loadView called super: UIKit built a default view that \(x) replaces, freed now. "
        + "Wasted work and memory: do not call super.",
      "\(x) 的 loadView 调用了 super：UIKit 先建了一个默认视图，\(x) 用自己的视图替换它，默认视图随即被释放。浪费 CPU 周期和内存：不应调用 super。")
  }

  static func outletsConnected(_ classes: [String], _ x: String) -> Bilingual {
    guard !classes.isEmpty else {
      return Bilingual(
        "The storyboard's views are loaded; \(x) has no outlets to connect before viewDidLoad.",
        "故事板中的视图已加载；\(x) 没有需要在 viewDidLoad 之前连接的输出口。")
    }
    // One class is named; more are counted, so the line fits the rows kept for it.
    let shown = Bilingual(
      classes.count == 1 ? classes[0] : "\(classes.count) views",
      classes.count == 1 ? classes[0] : "\(classes.count) 个视图")
    return Bilingual(
      "The storyboard connects \(own(x)) outlets (\(shown.en)) as loadView unarchives the views: "
        + "they are set before viewDidLoad.",
      "loadView 解出归档中的视图时，故事板连接 \(x) 的输出口（\(shown.zh)）：它们在 viewDidLoad 之前就已设置。")
  }

  static func storyboardViewsSkipped(_ x: String) -> Bilingual {
    Bilingual(
      "\(x) is from a storyboard but overrides loadView: its own code builds the view; the "
        + "storyboard's views never load, and its outlets stay nil.",
      "\(x) 来自故事板，却重写了 loadView：视图由它自己的代码创建，故事板中的视图从不加载，输出口一直是 nil。")
  }

  static func viewDidLoad(subviewsAdded added: Int, createsContent: Bool, _ x: String)
    -> Bilingual
  {
    let subviews = Bilingual(
      added == 1 ? "1 subview" : "\(added) subviews", "\(added) 个子视图")
    switch (added > 0, createsContent) {
    case (true, true):
      return Bilingual(
        "The view exists: viewDidLoad adds \(subviews.en) in code and creates the content "
          + "\(x) holds.",
        "视图已存在：viewDidLoad 用代码添加 \(subviews.zh)，并创建 \(x) 持有的内容。")
    case (true, false):
      return Bilingual(
        "The view exists: viewDidLoad adds \(subviews.en) in code; \(x) creates no content in it.",
        "视图已存在：viewDidLoad 用代码添加 \(subviews.zh)；\(x) 在其中不创建内容。")
    case (false, true):
      return Bilingual(
        "The view exists: viewDidLoad creates the data and images \(x) holds for it.",
        "视图已存在：viewDidLoad 创建 \(x) 为视图持有的数据和图片。")
    case (false, false):
      return Bilingual(
        "The view exists: viewDidLoad runs; \(x) adds no subviews and creates no content in it, "
          + "so memory does not grow.",
        "视图已存在：viewDidLoad 开始运行；\(x) 在其中不添加子视图、不创建内容，所以内存不增长。")
    }
  }

  static func viewDidLoadAddsConstraints(_ x: String) -> Bilingual {
    Bilingual(
      "The view exists: viewDidLoad runs, and with the default loadView this is where \(own(x)) "
        + "code adds its constraints.",
      "视图已存在：viewDidLoad 开始运行；使用默认的 loadView 时，\(x) 的代码正是在这里添加约束。")
  }

  static func staysUnloadedUnderTop(_ top: String, _ x: String) -> Bilingual {
    Bilingual(
      "\(x) was pushed with \(top) on top: only the top controller's view loads; \(own(x)) view "
        + "stays nil until \(x) is shown.",
      "\(x) 与 \(top) 一起被推入，\(top) 在最顶端：只有最顶端视图控制器的视图被加载；\(x) 的视图在显示之前一直是 nil。")
  }

  static func viewReturned(_ x: String) -> Bilingual {
    Bilingual(
      "\(own(x)) view is already loaded: the getter returns it and nothing loads.",
      "\(x) 的视图已加载：直接返回，不会再加载。")
  }

  static func viewLoadedAnswered(_ loaded: Bool, _ x: String) -> Bilingual {
    loaded
      ? Bilingual(
        "isViewLoaded answers YES: \(own(x)) view is loaded, and asking never loads it.",
        "isViewLoaded 回答 YES：\(x) 的视图已加载；询问它永远不会加载视图。")
      : Bilingual(
        "isViewLoaded answers NO: \(own(x)) view is nil, and asking never loads it.",
        "isViewLoaded 回答 NO：\(x) 的视图是 nil；询问它永远不会加载视图。")
  }
}
