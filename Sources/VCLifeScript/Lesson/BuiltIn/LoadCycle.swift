extension BuiltInLessons {
  /// `load-cycle`: a view is loaded only when its `view` property is read.
  static let loadCycle = """
    name: load-cycle
    title:
      en: The load cycle — a view loads only when it is read
      zh: 加载周期——视图只在被访问时才加载
    summary:
      en: >-
        A view controller instantiates its view hierarchy only when the view is accessed,
        typically when it is displayed on screen. Reading view while it is nil runs loadView
        then viewDidLoad; isViewLoaded never loads.
      zh: >-
        视图控制器的视图层次结构只在视图被访问时才被实例化，通常是在视图被显示到屏幕上时。
        当 view 为 nil 时读取它，会先调用 loadView 再调用 viewDidLoad；isViewLoaded 从不加载视图。
    budget: 256MB
    root: tabs Home Notes
    steps:
      - do: access Home
        say:
          en: >-
            At launch the tab bar created both controllers, but only the selected tab, Home,
            was shown, so only Home's view was loaded. Reading Home's view now just returns it:
            nothing is loaded twice.
          zh: >-
            启动时标签栏控制器创建了两个视图控制器，但只有被选中的标签 Home 显示在屏幕上，
            所以只有 Home 的视图被加载了。现在访问 Home 的视图只是返回它，不会再次加载。
        expect: [Home viewReturned]
      - do: isViewLoaded Notes
        say:
          en: >-
            Asking Notes isViewLoaded answers NO: Notes exists, but its view was never read.
            Asking does not read the view property, so it loads nothing.
          zh: >-
            询问 Notes 的 isViewLoaded，回答是 NO：Notes 已经存在，但它的视图从未被访问过。
            询问并不会访问 view 属性，所以什么都不会加载。
        expect: [Notes isViewLoaded]
      - do: access Notes
        predict:
          en: Notes is alive but has never been on screen. What happens when its view is read?
          zh: Notes 已经存在，但从未显示在屏幕上。读取它的 view 属性会发生什么？
        choices:
          - en: Nothing; a view that is not on screen is never loaded.
            zh: 什么也不会发生；不在屏幕上的视图永远不会被加载。
          - en: loadView, then viewDidLoad; the view loads although it is not on screen.
            zh: 先调用 loadView，再调用 viewDidLoad；视图被加载了，尽管它不在屏幕上。
          - en: 'Notes goes on screen; viewWillAppear: and viewDidAppear: follow.'
            zh: 'Notes 被显示到屏幕上；随后是 viewWillAppear: 和 viewDidAppear: 回调。'
        answer: 2
        say:
          en: >-
            Notes' view was nil. Reading the view property while it is nil starts the load
            cycle: loadView creates the view, then viewDidLoad performs additional setup. The
            view is loaded although it is not on screen.
          zh: >-
            Notes 的视图是 nil。视图为 nil 时访问 view 属性就会触发加载周期：loadView 创建视图，
            然后 viewDidLoad 做额外的初始化工作。视图被加载了，尽管它并不在屏幕上。
        expect: [Notes loadView, Notes viewDidLoad]
      - do: access Notes
        say:
          en: >-
            Now isViewLoaded is true: reading the view again returns the same view. Code that
            only wants to know whether the view exists must ask isViewLoaded, which never
            loads it.
          zh: >-
            现在 isViewLoaded 为 YES：再次访问 view 会返回同一个视图。如果只想知道视图是否存在，
            应当使用 isViewLoaded，它永远不会加载视图。
        expect: [Notes viewReturned]
      - do: tab Notes
        say:
          en: >-
            Selecting the Notes tab shows a view that is already loaded: no loadView, only the
            appearance callbacks. The view is drawn into the window.
          zh: >-
            选择 Notes 标签时，要显示的视图已经加载好了：没有 loadView，只有出现相关的回调。
            视图被绘制到窗口中。
        expect:
          - Notes viewWillAppear:
          - Notes viewAddedToWindow
          - Notes viewDidAppear:
    """
}
