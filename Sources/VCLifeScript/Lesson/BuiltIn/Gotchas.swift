extension BuiltInLessons {
  /// `gotchas`: four mistakes real apps make with a controller's resources (SPEC §10), each
  /// watched, measured, and then fixed.
  static let gotchas = """
    name: gotchas
    title:
      en: Gotchas — mistakes that keep memory or lose data
      zh: 常见陷阱——占着内存或丢失数据的错误
    summary:
      en: >-
        A timer that keeps a popped controller alive, a didReceiveMemoryWarning that forgets
        super, a viewDidUnload that keeps its outlets, and a draft lost with its view: each is
        shown, measured on the gauge, and then fixed.
      zh: >-
        计时器让已弹出的视图控制器一直存活、didReceiveMemoryWarning 忘了调用 super、
        viewDidUnload 保留了输出口、草稿随视图一起丢失：逐一演示，在内存条上度量，然后修正。
    budget: 256MB
    ios: 5
    controllers:
      - {name: Albums, origin: storyboard}
      - {name: Map, origin: code, retainCycle: true}
      - {name: MapFixed, origin: code}
      - name: Compose
        origin: storyboard
        views: {UIView: [UITextView, UIButton]}
        viewState: Dear Grandma
      - name: ComposeFixed
        origin: storyboard
        views: {UIView: [UITextView, UIButton]}
        viewState: Dear Grandma
        savesViewState: true
      - {name: Tags, origin: storyboard, releasesOutlets: false}
      - {name: TagsFixed, origin: storyboard}
      - {name: Slideshow, origin: storyboard, callsSuperOnWarning: false}
      - {name: SlideshowFixed, origin: storyboard}
    root: nav Albums
    steps:
      - do: [push Map, pop]
        predict:
          en: Map's timer holds Map strongly. Map is popped. Will dealloc come?
          zh: Map 的计时器强引用着 Map。Map 被弹出了。dealloc 会来吗？
        choices: &willDealloc
          - en: Yes, at the end of the pop.
            zh: 会，在弹出结束时。
          - en: No; the timer still holds it.
            zh: 不会；计时器仍持有它。
        answer: 2
        say:
          en: >-
            Map left the navigation controller, but its timer still holds it: no dealloc.
            It is leaked, with all its memory: see it marked in the Controllers pane.
          zh: >-
            Map 离开了导航控制器，但它的计时器仍持有它：没有 dealloc。它被泄漏，全部内存
            仍被占用：在控制器面板中可以看到它的标记。
        expect:
          - Map didMoveToParentViewController:
          - Map leaked
      - do: [push Map, pop, push Map, pop]
        say:
          en: >-
            Each push makes a new Map, and each pop leaks it: three copies now, and the gauge
            grows by a whole controller every time.
          zh: >-
            每次推入都创建一个新的 Map，每次弹出都泄漏它：现在有三份，内存条每次增长一整个
            视图控制器的内存。
        expect:
          - Map leaked
          - Map leaked
      - do: [push MapFixed, pop]
        predict:
          en: "MapFixed stops its timer in viewWillDisappear:. Will dealloc come?"
          zh: "MapFixed 在 viewWillDisappear: 中停止了计时器。dealloc 会来吗？"
        choices: *willDealloc
        answer: 1
        say:
          en: >-
            Nothing holds MapFixed after the pop: dealloc comes and all its memory is freed.
          zh: 弹出之后没有对象持有 MapFixed：dealloc 到来，全部内存被释放。
        expect:
          - MapFixed viewDidDisappear:
          - MapFixed dealloc
      - do: [push Compose, push Tags, push Slideshow, push MapFixed]
        say:
          en: >-
            Compose holds a draft typed by the user, Tags has strong outlets and Slideshow
            overrides didReceiveMemoryWarning. Only MapFixed is on screen.
          zh: >-
            Compose 中有用户输入的草稿，Tags 有强引用的输出口，Slideshow 重写了
            didReceiveMemoryWarning。只有 MapFixed 在屏幕上。
        expect:
          - Compose loadView
          - Tags loadView
          - Slideshow loadView
          - MapFixed viewDidAppear:
      - do: warning
        predict:
          en: Slideshow's override never calls super. Whose views does iOS 5 unload?
          zh: Slideshow 的重写从不调用 super。iOS 5 会卸载谁的视图？
        choices:
          - en: Albums, Compose, Tags and Slideshow.
            zh: Albums、Compose、Tags 和 Slideshow。
          - en: Albums, Compose and Tags; not Slideshow.
            zh: Albums、Compose 和 Tags；不含 Slideshow。
          - en: None; MapFixed is on screen.
            zh: 都不卸载；MapFixed 在屏幕上。
        answer: 2
        say:
          en: >-
            Super never runs for Slideshow, so its view stays. Compose's draft goes with its
            view, and Tags keeps two outlet views alive: see them on the gauge. The leaked Maps
            are warned last: alive, they still hear it.
          zh: >-
            Slideshow 的 super 从未运行，所以它的视图保留。Compose 的草稿随视图丢失，Tags 的
            两个输出口视图仍在内存中：在内存条上可以看到它们。泄漏的 Map 最后也收到警告：它们
            仍然活着，照样收到。
        expect:
          - Compose viewStateLost
          - Tags outletsHeld
          - Slideshow superNotCalled
      - do: [pop, pop]
        say:
          en: >-
            Slideshow kept its view, so it is not reloaded. Tags reloads: reconnecting the
            outlets frees the old views at last.
          zh: >-
            Slideshow 保留了视图，所以不会重新加载。Tags 重新加载：重新连接输出口，旧视图
            终于被释放。
        expect:
          - MapFixed dealloc
          - Tags loadView
          - Tags heldOutletsFreed
      - do: pop
        predict:
          en: Compose reloads its view. Is the draft back?
          zh: Compose 重新加载了视图。草稿回来了吗？
        choices:
          - en: Yes; the view is reloaded as it was.
            zh: 回来了；视图按原样重新加载。
          - en: No; nothing saved it before the unload.
            zh: 没有；卸载前没有保存它。
        answer: 2
        say:
          en: >-
            The reloaded view is empty: Listing 4-3 says to save data stored in the views
            before releasing them, and Compose did not.
          zh: >-
            重新加载的视图是空的：列表 4-3 说释放视图前应保存视图中存储的数据，而 Compose
            没有这样做。
        expect:
          - Compose loadView
          - Compose viewStateGone
      - do: [pop, push ComposeFixed, push TagsFixed, push SlideshowFixed, push MapFixed, warning]
        say:
          en: >-
            The fixed versions: ComposeFixed saves its draft, TagsFixed releases its outlets
            and SlideshowFixed calls super, so its view is unloaded too.
          zh: >-
            修正后的版本：ComposeFixed 保存草稿，TagsFixed 释放输出口，SlideshowFixed 调用
            super，所以它的视图也被卸载。
        expect:
          - Compose dealloc
          - ComposeFixed viewStateSaved
          - TagsFixed viewDidUnload
          - SlideshowFixed viewWillUnload
      - do: [pop, pop, pop]
        predict:
          en: ComposeFixed reloads its view. Is the draft back now?
          zh: ComposeFixed 重新加载了视图。现在草稿回来了吗？
        choices:
          - en: Yes; it was saved before the unload.
            zh: 回来了；卸载前已保存。
          - en: No; an unload always loses it.
            zh: 没有；卸载总会丢失它。
        answer: 1
        say:
          en: >-
            The draft is back, no outlet held a view, and every fixed controller that was
            popped was deallocated. Only the three leaked Maps remain.
          zh: >-
            草稿回来了，没有输出口持有旧视图，每个被弹出的修正版视图控制器都已被销毁。
            只剩下三个泄漏的 Map。
        expect:
          - SlideshowFixed loadView
          - TagsFixed loadView
          - ComposeFixed loadView
          - ComposeFixed viewStateRestored
    """
}
