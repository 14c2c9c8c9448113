extension BuiltInLessons {
  /// `listing-4-3`: the unsafe handler reloads a nil view to release it; the fixed pattern.
  static let listing43 = """
    name: listing-4-3
    title:
      en: Listing 4-3 — releasing a view safely in iOS 6
      zh: 列表 4-3——在 iOS 6 中安全地释放视图
    summary:
      en: >-
        The handler `if ([self.view window] == nil) self.view = nil;` reads self.view, which
        loads a view that was never loaded only to release it again. Checking isViewLoaded
        first avoids the wasted load.
      zh: >-
        处理方法 `if ([self.view window] == nil) self.view = nil;` 会访问 self.view，
        这会把一个从未加载的视图加载进来，然后马上又释放它。先检查 isViewLoaded 就能避免这次浪费的加载。
    budget: 256MB
    ios: 6
    controllers:
      - {name: Home, origin: code}
      - {name: Unsafe, origin: code, onWarning: release-view-unsafe}
      - {name: Safe, origin: code, onWarning: release-view}
    root: tabs Home Unsafe Safe
    steps:
      - do: warning
        predict:
          en: Unsafe's view has never been loaded. What does its handler do to it?
          zh: Unsafe 的视图从未被加载过。它的处理方法会对它做什么？
        choices:
          - en: Nothing; a nil view has nothing to release.
            zh: 什么也不做；nil 视图没有可释放的。
          - en: It loads the view (loadView, viewDidLoad) only to set it to nil again.
            zh: 它加载视图（loadView、viewDidLoad），只是为了马上再把它设为 nil。
          - en: It loads the view and keeps it.
            zh: 它加载视图并保留它。
        answer: 2
        say:
          en: >-
            Unsafe's handler evaluates [self.view window]. Its view is nil, so reading
            self.view loads it (loadView, viewDidLoad), the new view has no window, and the
            handler sets it to nil at once: all that work for nothing. Safe's handler checks
            isViewLoaded first and does nothing.
          zh: >-
            Unsafe 的处理方法计算 [self.view window]。它的视图是 nil，所以访问 self.view
            会加载视图（loadView、viewDidLoad），新视图没有 window，处理方法马上又把它设为 nil：
            这些工作全都白做了。Safe 的处理方法先检查 isViewLoaded，什么也不做。
        expect:
          - Unsafe didReceiveMemoryWarning
          - Unsafe loadView
          - Unsafe viewDidLoad
          - Unsafe viewReleased
          - Safe didReceiveMemoryWarning
      - do: [tab Safe, tab Home]
        say:
          en: >-
            Now Safe is shown once, so its view is loaded, and we go back to Home. Safe's view
            is loaded but not in the window.
          zh: >-
            现在 Safe 被显示一次，于是它的视图被加载，然后我们回到 Home。Safe 的视图已加载，
            但不在窗口中。
        expect:
          - Safe loadView
          - Safe viewDidLoad
          - Safe viewDidAppear:
          - Home viewWillAppear:
          - Safe viewDidDisappear:
      - do: warning
        say:
          en: >-
            The fixed pattern, `if ([self isViewLoaded] && [self.view window] == nil)
            self.view = nil;`, releases Safe's view because it is loaded and not on screen. In
            iOS 6 UIKit sends no viewWillUnload or viewDidUnload for it.
          zh: >-
            修正后的写法 `if ([self isViewLoaded] && [self.view window] == nil) self.view = nil;`
            释放了 Safe 的视图，因为它已加载且不在屏幕上。在 iOS 6 中 UIKit 不会为此发送
            viewWillUnload 或 viewDidUnload。
        expect:
          - Safe didReceiveMemoryWarning
          - Safe viewReleased
      - do: tab Safe
        say:
          en: >-
            Showing Safe again reads its nil view, so it is reloaded before viewWillAppear:;
            viewDidLoad must be able to run more than once.
          zh: >-
            再次显示 Safe 时会访问它为 nil 的视图，所以在 viewWillAppear: 之前视图会被重新加载；
            viewDidLoad 必须能够被多次调用。
        expect:
          - Safe loadView
          - Safe viewDidLoad
          - Safe viewWillAppear:
    """
}
