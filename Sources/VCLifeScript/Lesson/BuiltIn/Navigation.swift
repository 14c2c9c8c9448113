extension BuiltInLessons {
  /// `navigation`: the stack, the top view only, the lazy navigation item, pop deallocates.
  static let navigation = """
    name: navigation
    title:
      en: The navigation stack — only the top view is on screen
      zh: 导航栈——只有最顶端的视图在屏幕上
    summary:
      en: >-
        When several view controllers are on a navigation stack, only the topmost one's
        contents are visible. The navigation item is created only when a navigation controller
        shows the controller, and a popped controller is deallocated.
      zh: >-
        当多个视图控制器被推入到导航栈时，只有最顶端的视图控制器的内容是可见的。导航项只有在
        导航控制器显示该视图控制器时才被创建，被弹出的视图控制器会被释放。
    budget: 256MB
    root: nav Inbox
    steps:
      - do: push Message
        predict:
          en: Which callbacks does Message receive before Inbox's view disappears?
          zh: 在 Inbox 的视图消失之前，Message 会收到哪些回调？
        say:
          en: >-
            Message is created, told it is moving into the navigation controller, and its view
            is loaded because it is about to be shown. Only then do the appearance callbacks
            run: Inbox disappears, Message appears. The navigation controller also creates
            Message's navigation item, lazily, the first time it shows Message.
          zh: >-
            Message 被创建，被告知将要加入导航控制器，并且因为即将被显示，它的视图被加载。
            然后才是出现和消失的回调：Inbox 消失，Message 出现。导航控制器在第一次显示 Message
            时才惰性地创建它的导航项。
        expect:
          - Message initWithNibName:bundle:
          - Message willMoveToParentViewController:
          - Message navigationItemCreated
          - Message loadView
          - Message viewDidLoad
          - Inbox viewWillDisappear:
          - Message viewWillAppear:
          - Inbox viewDidDisappear:
          - Message viewDidAppear:
          - Message didMoveToParentViewController:
      - do: push Attachment
        say:
          en: >-
            A third controller goes on top. Inbox and Message are still on the stack with their
            views loaded, but only Attachment's view is in the window.
          zh: >-
            第三个视图控制器被推入到顶端。Inbox 和 Message 仍然在导航栈中，它们的视图也仍然已加载，
            但只有 Attachment 的视图在窗口中。
        expect:
          - Message viewWillDisappear:
          - Attachment viewWillAppear:
          - Message viewRemovedFromWindow
          - Attachment viewDidAppear:
      - do: pop
        predict:
          en: After the pop, does Attachment still exist?
          zh: 弹出之后，Attachment 还存在吗？
        say:
          en: >-
            Popping removes Attachment from the stack. Message's view was never unloaded, so it
            is not reloaded; it simply appears again. The navigation controller no longer holds
            Attachment, so it is deallocated.
          zh: >-
            弹出操作把 Attachment 从导航栈中移除。Message 的视图从未被卸载，所以不会重新加载，
            只是再次出现。导航控制器不再持有 Attachment，于是它被释放（dealloc）。
        expect:
          - Attachment willMoveToParentViewController:
          - Attachment viewWillDisappear:
          - Message viewWillAppear:
          - Attachment viewDidDisappear:
          - Message viewDidAppear:
          - Attachment didMoveToParentViewController:
          - Attachment dealloc
      - do: popToRoot
        say:
          en: >-
            Pop to root goes straight back to Inbox. Every controller removed from the stack is
            deallocated after the transition, and its memory is returned.
          zh: >-
            弹出到根视图控制器会直接回到 Inbox。所有被移出导航栈的视图控制器在转换结束后被释放，
            它们占用的内存也被归还。
        expect:
          - Inbox viewWillAppear:
          - Inbox viewDidAppear:
          - Message dealloc
    """
}
