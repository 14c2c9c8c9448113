extension BuiltInLessons {
  /// `resizing`: who decides a view's frame, the layout pass, rotation and the backing store
  /// (the Chinese notes' appendix 1, 附注1; Apple's "Resizing the View Controller's Views").
  static let resizing = """
    name: resizing
    title:
      en: Resizing — the frame comes from how a view is shown
      zh: 调整尺寸——frame 由视图的呈现方式决定
    summary:
      en: >-
        A view controller's view gets its frame from the status bar, the orientation, the
        bars of its containers and wantsFullScreenLayout. Each change of size runs the layout
        pass; only the visible controller is told about a rotation.
      zh: >-
        视图控制器的视图的 frame 由状态栏、界面方向、容器的导航条和标签栏以及
        wantsFullScreenLayout 决定。每次尺寸改变都会执行布局过程；只有可见的视图控制器
        会收到旋转通知。
    budget: 256MB
    ios: 6
    # One root per lesson: a navigation controller with a translucent bar is the only root
    # under which a view extends below a bar and a scroll view gets a content inset, so it is
    # this lesson's root. An opaque bar is shown by presenting Info in its own navigation
    # controller; a tab bar's 49 pt are told in words (root tabs has no translucent bar).
    controllers:
      - name: Album
        origin: storyboard
        views: {UITableView: [UITableViewCell, UITableViewCell, UITableViewCell]}
      - name: Photo
        origin: code
        fullScreenLayout: true
        autolayout: true
        views: {UIView: [UIImageView, UILabel]}
      - {name: Info, origin: code}
    root: nav Album translucent
    steps:
      - do: present nav Info
        predict:
          en: >-
            The screen is 320×480 pt. Info is presented in a navigation controller with an
            opaque bar. What size is Info's view when it appears?
          zh: >-
            屏幕是 320×480 pt。Info 被放在一个导航条不透明的导航控制器中模态呈现。
            Info 的视图显示时是多大？
        choices:
          - {en: '320×480, the size of the screen', zh: 320×480，与屏幕一样大}
          - {en: '320×460, as loadView made it', zh: 320×460，即 loadView 创建它时的尺寸}
          - {en: '320×416, smaller than loadView made it', zh: 320×416，比 loadView 创建时小}
        answer: 3
        say:
          en: >-
            loadView made the view 320×460: the screen less the 20 pt status bar. Before it
            appears the container resizes it (viewResized) to 320×416, the space its 44 pt bar
            leaves, and the layout pass runs. Under a tab bar, 49 pt more go: 320×367.
          zh: >-
            loadView 把视图创建为 320×460：屏幕减去 20 pt 的状态栏。显示之前，容器把它调整为
            320×416（viewResized），即 44 pt 的导航条留下的空间，然后执行布局过程。
            若在标签栏中，还要再减去 49 pt：320×367。
        expect:
          - Info loadView
          - Info viewWillAppear:
          - Info viewResized
          - Info viewWillLayoutSubviews
          - Info viewDidLayoutSubviews
          - Info viewDidAppear:
      - do: dismiss
        predict:
          en: >-
            Album's bar is translucent and its root view is a UITableView. Info, under an
            opaque bar, was 320×416. When Album comes back on screen, is its view resized?
          zh: >-
            Album 的导航条是透明的，它的根视图是 UITableView。Info 在不透明的导航条下是
            320×416。Album 回到屏幕上时，它的视图会被调整尺寸吗？
        choices:
          - en: Yes, to 320×416 below the bar, like Info.
            zh: 会，调整为导航条下方的 320×416，和 Info 一样。
          - en: No, it stays 320×460 under the bar; the layout pass still runs.
            zh: 不会，仍是延伸到导航条下面的 320×460；布局过程照常执行。
          - en: Yes, to 320×480, under the status bar too.
            zh: 会，调整为 320×480，连状态栏下面也被覆盖。
        answer: 2
        say:
          en: >-
            A translucent bar takes no height: Album's view goes under it, 320×460. Nobody can
            tap content under a bar, so the bar gave the table a 44 pt top content inset at
            launch (contentInsetAdjusted). The size is unchanged: no viewResized, but the
            layout pass runs, as before every appearance.
          zh: >-
            透明的导航条不占高度：Album 的视图延伸到导航条下面，是 320×460。用户无法与导航条
            下面的内容交互，所以启动时导航条给表格添加了 44 pt 的顶部 content inset
            （contentInsetAdjusted）。尺寸没有变：没有 viewResized，但和每次显示之前一样，
            布局过程照常执行。
        expect:
          - Album viewWillAppear:
          - Album viewWillLayoutSubviews
          - Album viewDidLayoutSubviews
          - Album viewDidAppear:
          - Info dealloc
      - do: push Photo
        predict:
          en: >-
            Photo sets wantsFullScreenLayout to YES, and the status bar is translucent. What
            size is Photo's view?
          zh: Photo 把 wantsFullScreenLayout 设为 YES，状态栏是透明的。Photo 的视图是多大？
        choices:
          - {en: '320×416, below both bars', zh: 320×416，在两个栏的下方}
          - {en: '320×460, under the navigation bar only', zh: 320×460，只延伸到导航条下面}
          - {en: '320×480, the whole screen', zh: 320×480，整个屏幕}
        answer: 3
        say:
          en: >-
            The whole screen, 320×480: the view goes under the status bar and the translucent
            bar. Its root view is no scroll view, so no content inset is added; Photo must keep
            what the user taps clear of the bars itself.
          zh: >-
            整个屏幕，320×480：视图延伸到状态栏和透明的导航条下面。它的根视图不是
            UIScrollView，所以不会添加 content inset；Photo 必须自己让可点击的内容避开这两个栏。
        expect:
          - Photo loadView
          - Photo viewResized
          - Photo viewWillLayoutSubviews
          - Photo viewDidAppear:
      - do: statusbar incall
        predict:
          en: >-
            A call comes in: the status bar grows to 40 pt. What happens to Photo's view,
            which is full screen?
          zh: 来电了：状态栏变为 40 pt 高。全屏显示的 Photo 的视图会怎样？
        choices:
          - en: Nothing; it is under the status bar anyway.
            zh: 什么也不会发生；它本来就在状态栏下面。
          - en: It shrinks to 320×460, and its backing store is allocated anew.
            zh: 它缩小为 320×460，后备存储按新尺寸重新分配。
          - en: 'It gets willRotateToInterfaceOrientation:duration:.'
            zh: '它收到 willRotateToInterfaceOrientation:duration: 回调。'
        answer: 2
        say:
          en: >-
            A full-screen view goes under the plain 20 pt status bar only: the in-call bar's
            extra 20 pt push it down to 320×460, with no rotation callbacks. The backing store follows the frame:
            640×920 pixels × 4 bytes = 2,355,200 bytes, 100 KB less than at 320×480.
          zh: >-
            全屏的视图只能延伸到普通的 20 pt 状态栏下面：通话状态栏多出的 20 pt 把视图往下推，
            变为 320×460，没有旋转回调。后备存储随 frame 而变：640×920 像素 × 4 字节 =
            2,355,200 字节，比 320×480 时少 100 KB。
        expect:
          - Photo viewResized
          - Photo backingStoreReallocated
          - Photo viewWillLayoutSubviews
          - Photo viewDidLayoutSubviews
      - do: rotate landscape
        predict:
          en: The device turns to landscape. Which controller is told about the rotation?
          zh: 设备旋转为横屏。哪个视图控制器会收到旋转通知？
        choices:
          - en: Album and Photo, both in the navigation controller.
            zh: Album 和 Photo，它们都在导航控制器中。
          - en: Photo only, the visible one.
            zh: 只有 Photo，也就是可见的那个。
          - en: Only the navigation controller; it tells nobody.
            zh: 只有导航控制器；它不转告任何视图控制器。
        answer: 2
        say:
          en: >-
            iOS 6 asks the root, a navigation controller, which answers itself. Only Photo is
            told: willRotate, the layout pass at 480×300, willAnimate, didRotate. Photo uses
            Auto Layout: updateViewConstraints comes first, before viewWillLayoutSubviews.
            The Chinese notes' list puts it later, inside layoutSubviews; UIKit's logs put it
            first.
          zh: >-
            iOS 6 询问根控制器，也就是导航控制器，它自己回答。只有 Photo 收到通知：willRotate、
            480×300 的布局过程、willAnimate、didRotate。Photo 使用自动布局：
            updateViewConstraints 最先调用，在 viewWillLayoutSubviews 之前。附注1 把它列在
            后面，放在 layoutSubviews 之中；UIKit 的日志显示它在最前面。
        expect:
          - System containerAllowsRotation
          - 'Photo willRotateToInterfaceOrientation:duration:'
          - Photo viewResized
          - Photo updateViewConstraints
          - Photo viewWillLayoutSubviews
          - 'Photo willAnimateRotationToInterfaceOrientation:duration:'
          - 'Photo didRotateFromInterfaceOrientation:'
      - do: pop
        predict:
          en: Album was hidden during the rotation. What happens to its view when it comes back?
          zh: 旋转时 Album 是隐藏的。它回到屏幕上时，它的视图会怎样？
        choices:
          - en: Nothing; it keeps 320×460 because it was not told.
            zh: 什么也不会发生；它没有收到通知，所以仍是 320×460。
          - en: It is resized now, before it appears, to the landscape frame.
            zh: 在这次显示之前，它现在才被调整为横屏的 frame。
          - en: It gets the rotation callbacks late, then is resized.
            zh: 它迟些收到旋转回调，然后被调整尺寸。
        answer: 2
        say:
          en: >-
            A hidden controller gets no rotation callbacks: its view is resized when it next
            appears, to 480×280 (320 less the 40 pt in-call bar; the translucent bar takes
            none), and the table's inset becomes 32 pt, the landscape bar's height. No Auto Layout
            here: the autoresizing masks resize the subviews, and no updateViewConstraints.
          zh: >-
            隐藏的视图控制器收不到旋转回调：它的视图在下次显示时才被调整为 480×280（320 减去
            40 pt 的通话状态栏；透明的导航条不占高度），表格的 content inset 变为横屏导航条的
            32 pt。这里没有使用自动布局：子视图按 autoresizing mask 调整尺寸，没有
            updateViewConstraints。
        expect:
          - Album viewWillAppear:
          - Album viewResized
          - Album autoresizingApplied
          - Album contentInsetAdjusted
          - Album viewWillLayoutSubviews
          - Album viewDidAppear:
          - Photo dealloc
      - do: [ios 5, push Photo]
        predict:
          en: >-
            Under iOS 5 a new Photo, which asks for Auto Layout, is pushed. What lays out its
            subviews before viewWillLayoutSubviews?
          zh: >-
            在 iOS 5 下推入一个新的 Photo，它要求使用自动布局。在 viewWillLayoutSubviews 之前，
            是什么给它的子视图布局？
        choices:
          - en: updateViewConstraints and its constraints.
            zh: updateViewConstraints 和它的约束。
          - en: Their autoresizing masks; iOS 5 has no Auto Layout.
            zh: 它们的 autoresizing mask；iOS 5 没有自动布局。
        answer: 2
        say:
          en: >-
            Auto Layout came with iOS 6. Under iOS 5 Photo gets no updateViewConstraints: its
            subviews follow their autoresizing masks, and the log says so
            (autoLayoutUnavailable). Its frame is 480×300: full screen less the in-call
            bar's extra 20 pt.
          zh: >-
            自动布局是 iOS 6 才有的。在 iOS 5 下 Photo 不会收到 updateViewConstraints：
            子视图按 autoresizing mask 调整，日志中会说明（autoLayoutUnavailable）。
            它的 frame 是 480×300：全屏减去通话状态栏多出的 20 pt。
        expect:
          - Photo viewResized
          - Photo autoresizingApplied
          - Photo autoLayoutUnavailable
          - Photo viewWillLayoutSubviews
          - Photo viewDidAppear:
      - do: rotate portrait
        predict:
          en: Still iOS 5. Who is asked whether the interface may turn to portrait?
          zh: 仍是 iOS 5。谁会被询问界面能否旋转为竖屏？
        choices:
          - en: The navigation controller, the root.
            zh: 导航控制器，也就是根控制器。
          - en: 'Photo, the visible controller: shouldAutorotateToInterfaceOrientation:.'
            zh: 'Photo，可见的视图控制器：用 shouldAutorotateToInterfaceOrientation: 询问它。'
          - en: Every controller in the navigation stack.
            zh: 导航栈中的每个视图控制器。
        answer: 2
        say:
          en: >-
            iOS 5 asks the visible controller; iOS 6 asks the root. Photo is laid out at
            320×460 and its backing store is allocated anew; Album, hidden, keeps 480×280 until
            it next appears. A frame is never final: lay out subviews in the layout pass.
          zh: >-
            iOS 5 询问可见的视图控制器；iOS 6 询问根控制器。Photo 按 320×460 重新布局，
            后备存储重新分配；隐藏的 Album 在下次显示之前仍是 480×280。frame 随时可能改变：
            应当在布局过程中调整子视图。
        expect:
          - 'Photo shouldAutorotateToInterfaceOrientation:'
          - 'Photo willRotateToInterfaceOrientation:duration:'
          - Photo viewResized
          - Photo backingStoreReallocated
          - 'Photo didRotateFromInterfaceOrientation:'
    """
}
