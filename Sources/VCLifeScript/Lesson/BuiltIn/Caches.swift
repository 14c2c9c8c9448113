extension BuiltInLessons {
  /// `caches`: lazy caches filled at first appearance and purged at a warning.
  static let caches = """
    name: caches
    title:
      en: Caches — filled lazily, purged on a memory warning
      zh: 缓存——惰性填充，在低内存警告时清除
    summary:
      en: >-
        Data that can be recreated easily, such as thumbnails, belongs in a lazily filled
        cache. A controller's didReceiveMemoryWarning should purge it; the data is simply
        rebuilt the next time it is needed.
      zh: >-
        容易重新创建的数据（比如缩略图）应当放在惰性填充的缓存中。视图控制器的
        didReceiveMemoryWarning 应当清除这些缓存；下次需要时再重新创建即可。
    budget: 256MB
    controllers:
      - {name: Home, origin: code}
      - {name: Gallery, origin: storyboard, onWarning: purge-caches}
      - {name: Viewer, origin: code}
    root: nav Home
    steps:
      - do: push Gallery
        say:
          en: >-
            Gallery's cache is a lazy property: it is empty until the view first appears, and
            is filled right after viewDidAppear:.
          zh: >-
            Gallery 的缓存是一个惰性属性：在视图第一次出现之前它是空的，在 viewDidAppear:
            之后才被填充。
        expect:
          - Gallery viewDidAppear:
          - Gallery cachesFilled
      - do: push Viewer
        say:
          en: >-
            Viewer goes on top and fills its own cache. Gallery keeps its cache while it is
            hidden: nothing frees it yet.
          zh: >-
            Viewer 被推入到顶端并填充它自己的缓存。Gallery 被隐藏时仍然保留它的缓存：
            目前还没有任何东西释放它。
        expect:
          - Viewer viewDidAppear:
          - Viewer cachesFilled
      - do: warning
        predict:
          en: Which controller frees its cache in this warning?
          zh: 这次警告中，哪个视图控制器会释放它的缓存？
        say:
          en: >-
            Gallery's didReceiveMemoryWarning calls super and then purges its cache. Home and
            Viewer have no handler, so their caches stay in memory: the system can only free
            what the app lets go of.
          zh: >-
            Gallery 的 didReceiveMemoryWarning 先调用 super，然后清除它的缓存。Home 和 Viewer
            没有处理方法，所以它们的缓存仍然留在内存中：系统只能回收应用程序自己释放的内存。
        expect:
          - Home didReceiveMemoryWarning
          - Gallery didReceiveMemoryWarning
          - Gallery cachesPurged
          - Viewer didReceiveMemoryWarning
      - do: pop
        say:
          en: >-
            Back on Gallery the cache is empty, so it is filled again after viewDidAppear:.
            Viewer is deallocated, and its cache goes with it.
          zh: >-
            回到 Gallery 时缓存是空的，所以在 viewDidAppear: 之后会被重新填充。Viewer 被释放，
            它的缓存也随之释放。
        expect:
          - Gallery viewDidAppear:
          - Gallery cachesFilled
          - Viewer dealloc
    """
}
