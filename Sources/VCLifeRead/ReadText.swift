import VCLifeCore

/// The reader's sentences, in both languages. They state what the source shows and what
/// UIKit documents; the simulator's own conventions say "in this simulator".
enum ReadText {
  static let conditionalCode = Bilingual("conditional compilation (#if)", "条件编译（#if）")
  static let conditionalWhy = Bilingual(
    "which branch is built depends on build settings this file does not state; both branches were read as written",
    "编译哪一支取决于本文件没有写出的构建设置；两支都按原样读取")
  static let versionCheck = Bilingual("a check of the iOS version", "对 iOS 版本的检查")
  static let versionCheckWhy = Bilingual(
    "each branch runs only on the versions it names; the facts read both as if they ran",
    "每一支只在它所写的版本上运行；结论把两支都当作会运行来读")
  static let parseError = Bilingual("code the parser could not read", "解析器读不懂的代码")
  static let parseErrorWhy = Bilingual(
    "a syntax error or syntax this grammar does not know; the facts around it may be incomplete",
    "语法错误，或本语法不认识的写法；附近的结论可能不完整")
  static let unguardedRelease = Bilingual(
    "view = nil with no test in didReceiveMemoryWarning",
    "didReceiveMemoryWarning 中不加判断的 view = nil")
  static let unguardedReleaseWhy = Bilingual(
    "UIKit then drops even the view on screen; in this simulator no warning handler does that, so the run leaves this handler out (onWarning=none)",
    "UIKit 会连屏幕上的视图也一起释放；本模拟器没有这样的警告处理方法，所以运行时略去这个处理方法（onWarning=none）")
  /// "a second observer (N)" or "a second timer (N)": one the run leaves out.
  static func second(_ kind: Resource.Kind, _ name: String) -> Bilingual {
    let (en, zh) = kind == .timer ? ("timer", "计时器") : ("observer", "观察者")
    return Bilingual("a second \(en) (\(name))", "第二个\(zh)（\(name)）")
  }
  static let onlyOneWhy = Bilingual(
    "in this simulator a class's run counts one observer and one timer: the first in the file; this one is left out of the run, and its verdict above stands",
    "本模拟器中一个类的运行只计一个观察者和一个计时器，即文件中的第一个；这一个不在运行中，上面对它的判断仍然成立")
  static let noClass = Bilingual("no class in this file", "本文件中没有类")
  static let noClassWhy = Bilingual(
    "methods outside a class (a fragment) have no controller to belong to; nothing was mapped",
    "类之外的方法（片段）不属于任何控制器；没有映射任何内容")
  static func undeclared(_ names: [String]) -> Bilingual {
    let list = names.joined(separator: ", ")
    return Bilingual(
      "\(list) set to nil on an unload but declared in no @interface of this file",
      "\(list) 在卸载时被设为 nil，但本文件的 @interface 中没有声明")
  }
  static let undeclaredWhy = Bilingual(
    "its declaration (likely in the header) says whether it is an outlet or content; give vclife read the header's @interface in the same file to read it",
    "它的声明（多半在头文件中）决定它是输出口还是内容；把头文件的 @interface 放进同一个文件，vclife read 才能读懂")
  static func unreadInMethod(_ selector: String) -> Bilingual {
    Bilingual(
      "code inside \(selector) the parser could not read",
      "\(selector) 中解析器读不懂的代码")
  }
  static let unreadInMethodWhy = Bilingual(
    "a syntax error there (an unclosed call, say) can hide a call to super: its super verdict is left out of the settings (no ✗ super mark)",
    "那里的语法错误（例如没有闭合的调用）可能让对 super 的调用无法识别：它的 super 判断不写入设置（不标 ✗ super）")
  static func noClassAfterError(line: Int) -> Bilingual {
    Bilingual(
      "the parser could not read line \(line), and a syntax error there can hide a class's "
        + "declaration; fix it and read the file again",
      "解析器读不懂第 \(line) 行，那里的语法错误可能让类的声明无法识别；请改正后再读一次")
  }
  static func looseMethod(_ selector: String) -> Bilingual {
    Bilingual("\(selector) outside any class", "类之外的 \(selector)")
  }
  static func notController(_ name: String) -> Bilingual {
    Bilingual("class \(name) is not a view controller", "类 \(name) 不是视图控制器")
  }
  static let notControllerWhy = Bilingual(
    "its superclass is not a controller and it overrides no lifecycle method; not read",
    "它的超类不是控制器，也没有重写生命周期方法；未读取")
  static func uikitExtension(_ name: String) -> Bilingual {
    Bilingual("an extension or category of \(name)", "\(name) 的扩展或类别")
  }
  static let uikitExtensionWhy = Bilingual(
    "it changes every controller of the app, not one class; refused",
    "它改变应用中的每个控制器，而不是一个类；拒绝分析")
  static func superclass(_ name: String?) -> Bilingual {
    guard let name else {
      return Bilingual(
        "superclass not in this file (its @interface is elsewhere)", "超类不在本文件中（@interface 在别处）")
    }
    return Bilingual("superclass \(name) is not in this file", "超类 \(name) 不在本文件中")
  }
  static let superclassWhy = Bilingual(
    "assumed to behave as UIViewController; what it does itself is not known",
    "假定它的行为与 UIViewController 相同；它自己做什么无从得知")
  static func abstractHook(_ name: String) -> Bilingual {
    Bilingual("\(name) is empty here", "\(name) 在这里是空的")
  }
  static let abstractHookWhy = Bilingual(
    "a hook left for subclasses: what runs depends on them", "留给子类的钩子：实际运行什么取决于子类")
  static func deepCall(_ name: String) -> Bilingual {
    Bilingual("call to \(name) two levels deep", "两层深的调用 \(name)")
  }
  static let deepCallWhy = Bilingual(
    "the reader follows the class's own methods one level only", "只跟随本类自己的方法一层")
  static func trigger(_ name: String) -> Bilingual {
    Bilingual("resource acquired in \(name)", "在 \(name) 中获取的资源")
  }
  static let triggerWhy = Bilingual(
    "a trigger outside the lifecycle (an action, a delegate): when it runs depends on the user",
    "生命周期之外的触发（动作、代理）：何时运行取决于用户")
  static func action(_ name: String) -> Bilingual {
    Bilingual("action \(name)", "动作 \(name)")
  }
  static func closure(_ capture: BodyEvent.Capture) -> Bilingual {
    switch capture {
    case .strong: Bilingual("closure captures self strongly", "闭包强引用 self")
    case .weak: Bilingual("closure captures self weakly", "闭包弱引用 self")
    case .unowned: Bilingual("closure captures self unowned", "闭包以 unowned 引用 self")
    }
  }
  static let closureWhy = Bilingual(
    "when it runs, and how long it is kept, are not stated in the lifecycle; not modelled",
    "它何时运行、被保留多久，生命周期中没有写明；未建模")
  static let blockObserver = Bilingual("observer added with a block", "用 block 添加的观察者")
  static let blockObserverWhy = Bilingual(
    "it is removed through the token it returns, which the reader does not track",
    "需要通过返回的令牌移除，阅读器不跟踪令牌")
  static func dynamic(_ callee: String) -> Bilingual {
    Bilingual("dynamic call \(callee)", "动态调用 \(callee)")
  }
  static let dynamicWhy = Bilingual(
    "the method it runs is chosen at run time (swizzling, performSelector)",
    "它运行的方法在运行时才决定（方法交换、performSelector）")
}
