extension BuiltInLessons {
  /// `out-of-memory`: ignored warnings, the system's 75 % warning, termination at 100 %.
  static let outOfMemory = """
    name: out-of-memory
    title:
      en: Out of memory — when warnings are ignored
      zh: 内存耗尽——当低内存警告被忽略时
    summary:
      en: >-
        No controller here frees anything when warned. At 75 % of the budget the system sends
        a low-memory warning (level 1), at 90 % an urgent one (level 2); if the app keeps
        growing, at 100 % the system terminates it.
      zh: >-
        这里没有任何视图控制器在收到警告时释放资源。内存用量达到预算的 75% 时系统发出
        低内存警告（第 1 级），达到 90% 时发出紧急警告（第 2 级）；如果应用程序继续增长，
        达到 100% 时系统会终止它。
    budget: 32MB
    ios: 6
    controllers:
      - {name: A, origin: code}
      - {name: B, origin: code}
      - {name: C, origin: code}
      - {name: D, origin: code}
      - {name: E, origin: code}
    root: nav A
    steps:
      - do: push B
        say:
          en: >-
            Each controller on screen holds its views, their content, a backing store and its
            caches. Two controllers use a little over half of the 32 MB budget.
          zh: >-
            每个显示过的视图控制器都持有它的视图、视图内容、后备存储和缓存。两个视图控制器
            就用掉了 32 MB 预算的一半多一点。
        expect:
          - B loadView
          - B viewDidLoad
          - B cachesFilled
      - do: push C
        predict:
          en: Usage passes 75 % of the budget. Who sends the next memory warning?
          zh: 内存用量超过了预算的 75%。下一次低内存警告由谁发出？
        say:
          en: >-
            Pushing C crosses 75 %: right after the push, the system sends a memory warning by
            itself. In iOS 6 it frees the backing stores of A and B, which are off screen, but
            no controller frees its caches.
          zh: >-
            推入 C 使用量超过 75%：推入一结束，系统就自己发出低内存警告。在 iOS 6 中系统释放了
            不在屏幕上的 A 和 B 的后备存储，但没有任何视图控制器释放它的缓存。
        expect:
          - C cachesFilled
          - System warning
          - App applicationDidReceiveMemoryWarning:
          - A didReceiveMemoryWarning
          - A backingStoreFreed
          - B backingStoreFreed
          - C didReceiveMemoryWarning
      - do: push D
        say:
          en: >-
            The warning freed too little. D takes usage past 90 %: the system warns again, at
            level 2 (urgent); only C's backing store can be freed this time.
          zh: >-
            上次警告释放的内存太少。D 使用量超过 90%：系统再次发出警告，这次是第 2 级（紧急）；
            这次只能释放 C 的后备存储。
        expect:
          - D cachesFilled
          - System warning
          - C backingStoreFreed
      - do: push E
        predict:
          en: What happens when E's view is drawn and the budget is used up?
          zh: 当 E 的视图被绘制而预算被用完时，会发生什么？
        say:
          en: >-
            At 100 % of the budget the system terminates the app. There is no callback: every
            controller is gone at once, and nothing your code does can run.
          zh: >-
            内存用量达到预算的 100% 时，系统终止了应用程序。没有任何回调：所有视图控制器一下子
            全部消失，你的代码没有机会再执行。
        expect:
          - E loadView
          - System appTerminated
      - do: push F
        say:
          en: A terminated app does nothing, so the push is refused.
          zh: 被终止的应用程序什么也做不了：这次推入被拒绝。
        expect:
          - App push F
      - do: restart
        say:
          en: >-
            The user launches the app again: it starts from scratch with its root, A, and
            every resource is created anew.
          zh: 用户重新启动应用程序：它从根视图控制器 A 重新开始，所有资源都重新创建。
        expect:
          - A initWithNibName:bundle:
          - A loadView
          - A viewDidLoad
          - A viewDidAppear:
    """
}
