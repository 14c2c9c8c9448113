extension BuiltInLessons {
  /// `memory-warnings`: the same pushes and warning under iOS 5 and under iOS 6+.
  static let memoryWarnings = """
    name: memory-warnings
    title:
      en: Low-memory warnings in iOS 5 and in iOS 6+
      zh: iOS 5 与 iOS 6+ 中的低内存警告
    summary:
      en: >-
        In iOS 5 and earlier a memory warning unloads the views of controllers that are not on
        screen (viewWillUnload, viewDidUnload), if it can rebuild them (from a storyboard or
        nib, or by the controller's own loadView), and they reload when shown again. In iOS 6 and
        later views are never unloaded automatically; the system frees only their backing
        stores.
      zh: >-
        在 iOS 5 及更早版本中，低内存警告会卸载不在屏幕上的视图控制器的视图（viewWillUnload、
        viewDidUnload），前提是能重新创建它们（来自故事板或 nib，或由控制器自己的 loadView
        创建），再次显示时重新加载。在 iOS 6 及以后，视图不再被自动卸载，系统只释放
        它们的后备存储（backing store）。
    budget: 256MB
    ios: 5
    controllers:
      - {name: List, origin: storyboard}
    root: nav List
    steps:
      - do: push Detail
        say:
          en: >-
            We are running with iOS 5 behaviour. Detail is pushed over List: both views are
            loaded, but only Detail's view is in the window.
          zh: >-
            我们现在使用 iOS 5 的行为。Detail 被推入到 List 之上：两个视图都已加载，
            但只有 Detail 的视图在窗口中。
        expect:
          - Detail loadView
          - Detail viewDidLoad
          - List viewRemovedFromWindow
          - Detail viewDidAppear:
      - do: warning
        predict:
          en: Which controller's view is nil after this warning?
          zh: 这次警告之后，哪个视图控制器的视图是 nil？
        choices:
          - {en: List's, zh: List 的}
          - {en: Detail's, zh: Detail 的}
          - {en: Both, zh: 两个都是}
          - {en: Neither, zh: 两个都不是}
        answer: 1
        say:
          en: >-
            The app delegate is warned first, then every view controller in order. In iOS 5,
            super's didReceiveMemoryWarning unloads List's view because it is not in the
            window and its storyboard can rebuild it: viewWillUnload, the view is set to nil,
            viewDidUnload. Detail's view is visible, so it is kept.
          zh: >-
            首先是应用程序委托收到警告，然后每个视图控制器依次收到。在 iOS 5 中，父类的
            didReceiveMemoryWarning 会卸载 List 的视图，因为它不在窗口中，且故事板能重新创建它：
            先 viewWillUnload，视图被设为 nil，再 viewDidUnload。Detail 的视图可见，因此被保留。
        expect:
          - App applicationDidReceiveMemoryWarning:
          - List didReceiveMemoryWarning
          - List viewWillUnload
          - List viewReleased
          - List viewDidUnload
          - Detail didReceiveMemoryWarning
      - do: pop
        say:
          en: >-
            Going back to List reads its view, which is nil: the load cycle runs again, exactly
            as the first time, before viewWillAppear:. Detail is popped and deallocated.
          zh: >-
            返回 List 时会访问它的视图，而视图是 nil：加载周期再次执行，和第一次完全一样，
            发生在 viewWillAppear: 之前。Detail 被弹出并释放。
        expect:
          - List loadView
          - List viewDidLoad
          - List viewWillAppear:
          - Detail dealloc
      - do: [ios 6, push Detail]
        say:
          en: >-
            Now the same push with iOS 6 behaviour. List's view leaves the window but stays
            loaded.
          zh: >-
            现在换成 iOS 6 的行为，做同样的推入。List 的视图离开窗口，但仍然保持加载。
        expect:
          - Detail loadView
          - List viewRemovedFromWindow
          - Detail viewDidAppear:
      - do: warning
        predict:
          en: In iOS 6, is List's view unloaded by this warning?
          zh: 在 iOS 6 中，这次警告会卸载 List 的视图吗？
        choices:
          - en: Yes; viewWillUnload, then viewDidUnload, as in iOS 5.
            zh: 会；和 iOS 5 一样，先 viewWillUnload，再 viewDidUnload。
          - en: No; the view stays loaded and only its backing store is freed.
            zh: 不会；视图仍然是加载的，只有它的后备存储被释放。
        answer: 2
        say:
          en: >-
            In iOS 6 and later, views are not unloaded: viewWillUnload and viewDidUnload are
            never called. The system frees the backing store of List's view, which is not in
            the window; the view objects themselves remain.
          zh: >-
            在 iOS 6 及以后，视图不会被卸载：viewWillUnload 和 viewDidUnload 永远不会被调用。
            系统释放 List 视图的后备存储，因为它不在窗口中；视图对象本身仍然保留。
        expect:
          - App applicationDidReceiveMemoryWarning:
          - List didReceiveMemoryWarning
          - List backingStoreFreed
          - Detail didReceiveMemoryWarning
      - do: pop
        say:
          en: >-
            List's view is still loaded, so popping does not reload it: it is only drawn into
            the window again.
          zh: >-
            List 的视图仍然是加载的，所以弹出时不会重新加载它，只是再次被绘制到窗口中。
        expect:
          - List viewWillAppear:
          - List viewAddedToWindow
          - List viewDidAppear:
          - Detail dealloc
    """
}
