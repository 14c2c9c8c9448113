extension BuiltInLessons {
  /// `tabs-and-modals`: lazy tabs, and full-screen present and dismiss.
  static let tabsAndModals = """
    name: tabs-and-modals
    title:
      en: Tabs and modal presentation
      zh: 标签栏与模态呈现
    summary:
      en: >-
        A tab bar controller loads a tab's view only the first time that tab is shown. A view
        controller presented full screen takes the window from its presenter, and is
        deallocated when it is dismissed.
      zh: >-
        标签栏控制器只在某个标签第一次显示时才加载它的视图。以全屏方式呈现的视图控制器会从
        呈现它的视图控制器那里接管窗口，被关闭（dismiss）时就被释放。
    budget: 256MB
    controllers:
      - {name: Feed, origin: storyboard}
      - {name: Search, origin: code}
      - {name: Compose, origin: code}
    root: tabs Feed Search
    steps:
      - do: tap Search
        predict:
          en: Search was created at launch. Is its view loaded before this tap?
          zh: Search 在启动时就已创建。在这次点击之前，它的视图加载了吗？
        say:
          en: >-
            Only the selected tab was loaded at launch. Search's view is loaded now, the first
            time its tab is shown, before viewWillAppear:.
          zh: >-
            启动时只加载了被选中的标签。Search 的视图现在才被加载，也就是它的标签第一次显示时，
            在 viewWillAppear: 之前。
        expect:
          - Search loadView
          - Search viewDidLoad
          - Search viewWillAppear:
          - Feed viewWillDisappear:
          - Feed viewDidDisappear:
          - Search viewDidAppear:
      - do: tap Feed
        say:
          en: Feed's view is still loaded, so switching back loads nothing.
          zh: Feed 的视图仍然是加载的，所以切换回来时不会加载任何东西。
        expect:
          - Feed viewWillAppear:
          - Search viewWillDisappear:
          - Search viewDidDisappear:
          - Feed viewDidAppear:
      - do: present Compose
        say:
          en: >-
            Compose is presented full screen over Feed: it is created and loaded, and Feed
            leaves the window. A presented controller gets no containment callbacks.
          zh: >-
            Compose 以全屏方式呈现在 Feed 之上：它被创建并加载，Feed 离开窗口。
            被呈现的视图控制器不会收到容器相关的回调。
        expect:
          - Compose initWithNibName:bundle:
          - Compose loadView
          - Compose viewDidLoad
          - Feed viewWillDisappear:
          - Compose viewWillAppear:
          - Compose viewDidAppear:
          - Feed viewDidDisappear:
      - do: dismiss
        say:
          en: >-
            Dismissing Compose brings Feed back into the window; nobody holds Compose any more,
            so it is deallocated.
          zh: 关闭 Compose 后 Feed 回到窗口中；不再有对象持有 Compose，于是它被释放。
        expect:
          - Compose viewWillDisappear:
          - Feed viewWillAppear:
          - Feed viewDidAppear:
          - Compose viewDidDisappear:
          - Compose dealloc
      - do: dismiss
        say:
          en: Nothing is presented any more, so a second dismiss is refused.
          zh: 现在没有任何被呈现的视图控制器，所以第二次关闭被拒绝。
        expect:
          - App dismiss
    """
}
