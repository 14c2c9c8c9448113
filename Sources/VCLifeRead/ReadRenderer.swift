import Foundation
import VCLifeCore

/// `vclife read`'s text: per class, Understood, Maps to and Not understood, each line citing
/// `file:line`, in the languages asked for (both: English, then Chinese, line by line).
public enum ReadRenderer {
  /// The report as text.
  public static func text(_ report: ReadReport, languages: [Language]) -> String {
    var out = ""
    func heading(_ en: String, _ zh: String) -> String {
      languages.map { $0 == .english ? en : zh }.joined(separator: " / ")
    }
    func line(_ number: Int, _ sentence: Bilingual, indent: String = "    ") {
      for language in languages {
        out += "\(indent)\(report.file):\(number)  \(sentence.text(language))\n"
      }
    }
    for entry in report.classes {
      let superclass = entry.superclass ?? heading("(not in this file)", "（不在本文件中）")
      out +=
        heading("class", "类") + " \(entry.name) : \(superclass)  (\(report.file):\(entry.line))\n"
      out += "  " + heading("Understood", "读懂的") + "\n"
      for method in entry.methods { line(method.line, ReadSentences.method(method)) }
      if let handler = entry.warningHandler {
        for sentence in ReadSentences.handler(handler) { line(handler.line, sentence) }
      }
      for resource in entry.resources { line(resource.line, ReadSentences.resource(resource)) }
      if let initLine = entry.initTouchesView { line(initLine, ReadSentences.initTouchesView) }
      out += "  " + heading("Maps to", "对应的模板") + "\n"
      out += "    \(entry.knobLine)\n"
      for knob in entry.knobs {
        if knob.assumed == true {
          line(knob.line, ReadSentences.assumedKnob(knob.setting))
        } else {
          out += "    \(report.file):\(knob.line)  \(knob.setting)\n"
        }
      }
      if report.language == .swift { line(entry.line, ReadSentences.swiftOnIOS5) }
      out += "  " + heading("Not understood", "没读懂的") + "\n"
      if entry.notUnderstood.isEmpty {
        for language in languages { out += "    " + ReadSentences.nothing.text(language) + "\n" }
      }
      for note in entry.notUnderstood { line(note.line, ReadSentences.note(note)) }
    }
    if !report.notUnderstood.isEmpty {
      out += heading("Not understood in the file", "文件中没读懂的") + "\n"
      for note in report.notUnderstood { line(note.line, ReadSentences.note(note), indent: "  ") }
    }
    return printable(out)
  }

  /// Names and calls come from the file, which may hold any bytes: a control character
  /// (a terminal escape among them) is shown as `?`, so the report is safe to print.
  static func printable(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { scalar in
          scalar == "\n" || !(scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
            ? scalar : "?"
        }))
  }

  /// The report as one JSON object (keys sorted, so the bytes are stable).
  public static func json(_ report: ReadReport) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(report)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self)
  }
}

/// The text report's sentences, built from the facts.
enum ReadSentences {
  static let nothing = Bilingual("(nothing)", "（无）")
  static let swiftOnIOS5 = Bilingual(
    "Swift needs iOS 7: in this simulator, an iOS 5 column for this class shows this logic as if it ran on iOS 5",
    "Swift 需要 iOS 7：本模拟器中，此类的 iOS 5 一栏只是假设这段逻辑运行在 iOS 5 上")

  /// A setting nothing in the file states, as the run assumes it.
  static func assumedKnob(_ setting: String) -> Bilingual {
    switch setting {
    case "subviews=none":
      return Bilingual(
        "\(setting) — assumed: no addSubview on the root view in this file, so in this simulator the root view has no subviews",
        "\(setting) —— 假设：本文件中没有对根视图调用 addSubview，所以在本模拟器中根视图没有子视图")
    case "content=0":
      return Bilingual(
        "\(setting) — assumed: no property but outlets and views set in loadView or viewDidLoad in this file, so in this simulator viewDidLoad creates no content",
        "\(setting) —— 假设：本文件中 loadView 和 viewDidLoad 除输出口和视图外没有设置任何属性，所以在本模拟器中 viewDidLoad 不创建内容")
    case "caches=0":
      return Bilingual(
        "\(setting) — assumed: no cache emptied in didReceiveMemoryWarning in this file, so in this simulator no cache is filled",
        "\(setting) —— 假设：本文件的 didReceiveMemoryWarning 中没有清空缓存，所以在本模拟器中不填充缓存")
    default: break
    }
    return Bilingual(
      "\(setting) — assumed: no storyboard outlet, initWithCoder: or view-building loadView in this file, so in this simulator the view comes from the default loadView",
      "\(setting) —— 假设：本文件中没有故事板输出口、initWithCoder: 或创建视图的 loadView，所以在本模拟器中视图来自默认的 loadView")
  }

  static let initTouchesView = Bilingual(
    "view read while the controller is made: UIKit loads it here, so loadView and viewDidLoad run at init, before it is shown",
    "创建控制器时读取了 view：UIKit 在这里加载它，所以 loadView 和 viewDidLoad 在初始化时、显示之前就运行")

  static func note(_ note: NotUnderstood) -> Bilingual {
    Bilingual("\(note.what) — \(note.why)", "\(note.whatZh) —— \(note.whyZh)")
  }

  static func position(_ position: MethodFact.Position?) -> Bilingual {
    switch position {
    case .first: Bilingual(" (first)", "（最先）")
    case .last: Bilingual(" (last)", "（最后）")
    case .middle: Bilingual(" (in the middle)", "（在中间）")
    case nil: Bilingual("", "")
    }
  }

  static func method(_ fact: MethodFact) -> Bilingual {
    let at = position(fact.superPosition)
    switch fact.super {
    case .called:
      if let other = fact.superSelector {
        return Bilingual(
          "\(fact.selector) — calls super's \(other)\(at.en)",
          "\(fact.selector) —— 调用了 super 的 \(other)\(at.zh)")
      }
      return Bilingual(
        "\(fact.selector) — calls super\(at.en)", "\(fact.selector) —— 调用了 super\(at.zh)")
    case .missing:
      if let unread = fact.unreadLine {
        return Bilingual(
          "\(fact.selector) — no call to super the parser could read (line \(unread) inside it is not read)",
          "\(fact.selector) —— 没有解析器能读懂的 super 调用（其中第 \(unread) 行没有读懂）")
      }
      return Bilingual(
        "\(fact.selector) — never calls super (UIKit says to)",
        "\(fact.selector) —— 没有调用 super（UIKit 要求调用）")
    case .wrong:
      return Bilingual(
        "\(fact.selector) — calls super's \(fact.superSelector ?? "?") instead of its own\(at.en)",
        "\(fact.selector) —— 调用的是 super 的 \(fact.superSelector ?? "?")，不是它自己的\(at.zh)")
    case .notNeeded:
      return Bilingual(
        "\(fact.selector) — no call to super needed", "\(fact.selector) —— 无需调用 super")
    }
  }

  static func handler(_ handler: WarningHandlerFact) -> [Bilingual] {
    var sentences: [Bilingual] = []
    if handler.releasesView, handler.guardTest == "window" {
      sentences.append(
        Bilingual(
          "the warning sets view to nil only when it is in no window (view.window == nil)",
          "低内存警告只在视图不在任何 window 中（view.window == nil）时把 view 设为 nil"))
    } else if handler.releasesView {
      sentences.append(
        handler.guarded
          ? Bilingual(
            "the warning sets view to nil only when it is loaded (isViewLoaded)",
            "低内存警告只在视图已加载时（isViewLoaded）把 view 设为 nil")
          : Bilingual(
            "the warning sets view to nil without testing isViewLoaded and the window: a visible view is released too",
            "低内存警告没有检查 isViewLoaded 和 window 就把 view 设为 nil：可见的视图也会被释放"))
    }
    if handler.touchesView {
      sentences.append(
        Bilingual(
          "the warning reads view where it may be unloaded: reading view loads it (loadView, viewDidLoad) inside the warning",
          "低内存警告在视图可能未加载时读取 view：读取 view 会在警告中加载它（loadView、viewDidLoad）"))
    }
    if handler.guardTest == "isViewLoaded", handler.superPosition == .first {
      sentences.append(
        Bilingual(
          "super comes before the isViewLoaded test: on iOS 5 super first unloads a hidden view it can load again (from a nib, a storyboard or its own loadView), so the test fails and this cleanup is skipped; a view from the default loadView is kept, and the test passes",
          "super 在 isViewLoaded 检查之前：在 iOS 5 上 super 先卸载能重新加载的隐藏视图（来自 nib、故事板或自己的 loadView），检查不成立，这段清理被跳过；默认 loadView 创建的视图会被保留，检查成立"
        ))
    }
    return sentences
  }

  static func verdict(_ verdict: Resource.Verdict) -> Bilingual {
    switch verdict {
    case .balanced: Bilingual("balanced", "成对释放")
    case .leaks: Bilingual("leaks", "泄漏")
    case .grows: Bilingual("grows (one more each time)", "递增（每次多一个）")
    case .depends: Bilingual("depends on what this file does not show", "取决于本文件没有写出的内容")
    case .releasedOnUnload: Bilingual("released on unload", "卸载时释放")
    }
  }

  static func kind(_ kind: Resource.Kind) -> Bilingual {
    switch kind {
    case .timer: Bilingual("timer", "计时器")
    case .observer: Bilingual("observer", "观察者")
    case .view: Bilingual("view", "视图")
    case .outlet: Bilingual("strong outlet", "强引用输出口")
    case .content: Bilingual("content", "内容")
    }
  }

  static func resource(_ resource: Resource) -> Bilingual {
    let kind = kind(resource.kind)
    let acquired =
      resource.acquiredIn.isEmpty
      ? Bilingual("set nowhere in this class", "本类中没有设置")
      : Bilingual(
        "acquired in \(resource.acquiredIn.joined(separator: ", "))",
        "在 \(resource.acquiredIn.joined(separator: "、")) 中获取")
    // A strong outlet this file never lets go is released with the controller (ARC, or the
    // synthesized property's dealloc): "nowhere" beside "balanced" read as a contradiction.
    let released =
      resource.releasedIn.isEmpty
      ? (resource.kind == .outlet
        ? Bilingual("released with the controller", "随控制器一起释放")
        : Bilingual("released nowhere", "没有释放"))
      : Bilingual(
        "released in \(resource.releasedIn.joined(separator: ", "))",
        "在 \(resource.releasedIn.joined(separator: "、")) 中释放")
    let word = verdict(resource.verdict)
    var ios5 = resource.ios5Verdict.map { verdict(for: $0) } ?? Bilingual("", "")
    if resource.kind == .observer, resource.verdict == .depends, resource.releasedIn.isEmpty,
      resource.addedWithBlock != true
    {
      ios5 = Bilingual(
        ios5.en
          + "; before iOS 9 a notification posted after the controller is freed crashes, from iOS 9 the registration goes with it",
        ios5.zh + "；iOS 9 之前，控制器释放后再发出的通知会导致崩溃；从 iOS 9 起，注册随控制器一起移除")
    }
    if resource.kind == .content, resource.acquiredIn.isEmpty,
      resource.releasedIn.contains(where: { $0.hasSuffix("Unload") })
    {
      ios5 = Bilingual(
        "; nothing in this class sets it again: after an iOS 5 unload the reloaded view finds it gone",
        "；本类中没有任何地方再设置它：iOS 5 卸载后重新加载的视图找不到它")
    }
    // Added where a return to the screen never runs, removed on a disappearance: nothing
    // leaks, but the class stops hearing the notification after its first disappearance.
    let disappearances = ["viewWillDisappear:", "viewDidDisappear:"]
    if resource.kind == .observer, resource.verdict == .balanced,
      resource.acquiredIn.allSatisfy({ $0 == "viewDidLoad" || $0.hasPrefix("init") }),
      !resource.acquiredIn.isEmpty, resource.releasedIn.contains(where: disappearances.contains)
    {
      // Key-value observing is stricter: removing an observer that is not registered raises
      // an exception (NSRangeException), which the second disappearance does.
      ios5 =
        resource.keyPath == true
        ? Bilingual(
          ios5.en + "; but the second disappearance removes it again while it is not "
            + "registered, and removing an unregistered key-value observer raises an exception",
          ios5.zh + "；但第二次消失时会再次移除一个已不在注册中的观察者，而移除未注册的键值观察者会抛出异常")
        : Bilingual(
          ios5.en + "; but after the first disappearance nothing adds it again while the view "
            + "stays loaded: the class stops hearing it",
          ios5.zh + "；但第一次消失之后，视图保持加载时没有任何地方再添加它：此类从此收不到该通知")
    }
    // A timer no property holds has no name: said in the report's language (the JSON keeps
    // its stable "(not stored)").
    let zhName = resource.name == "(not stored)" ? "（未保存在属性中）" : " " + resource.name
    return Bilingual(
      "\(kind.en) \(resource.name): \(acquired.en), \(released.en) → \(word.en)\(ios5.en)",
      "\(kind.zh)\(zhName)：\(acquired.zh)，\(released.zh) → \(word.zh)\(ios5.zh)")
  }

  private static func verdict(for ios5: Resource.Verdict) -> Bilingual {
    let word = verdict(ios5)
    return Bilingual("; on iOS 5, after an unload: \(word.en)", "；在 iOS 5 上卸载之后：\(word.zh)")
  }
}
