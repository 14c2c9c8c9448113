import VCLifeCore

/// The same plan under another configuration: another version, another presentation style,
/// or one controller's code changed. A wrong choice of a `next` item is what a variant makes
/// at the same moment, and its feedback says under which configuration it would be right.
struct Variant: Sendable {
  /// Where this variant's answer would be right: "on iOS 17", "if Compose were …".
  var condition: Bilingual
  var version: SystemBehavior
  var definitions: [ControllerTemplate]
  var setup: [Action]
  var asked: Action
  /// Whether it changes the version and something else: its condition names both.
  var isCombined = false

  /// The asked action's events under this variant; nil when the plan does not run cleanly.
  func events(in app: PracticeApp) -> [Event]? {
    Walk.run(
      app: app, version: version, definitions: definitions, setup: setup, asked: asked)?.events
  }

  /// The variants of a plan: every other version on the axis; presentations full screen
  /// instead of as a sheet and back; each controller the callbacks name with another origin
  /// or with a mistake of SPEC §10 or Listing 4-3 made or corrected.
  static func all(
    of app: PracticeApp, version: SystemBehavior, definitions: [ControllerTemplate],
    setup: [Action], asked: Action, callbacks: [Event]
  ) -> [Variant] {
    let base = Variant(
      condition: Bilingual("", ""), version: version, definitions: definitions, setup: setup,
      asked: asked)
    var changes = presentationVariants(of: base)
    var named: [String] = []
    for event in callbacks where !named.contains(event.object) {
      named.append(event.object)
    }
    for name in named {
      let template =
        definitions.first { $0.name == name } ?? app.scenario.templates[name]
      guard let template else { continue }
      changes += codeVariants(of: template).map { changed, condition in
        var variant = base
        variant.definitions = definitions.filter { $0.name != name } + [changed]
        variant.condition = condition
        return variant
      }
    }
    // Every other version alone, each change alone, and each change on every other version.
    var variants: [Variant] = []
    for other in SystemBehavior.allCases where other != version {
      var variant = base
      variant.version = other
      variant.condition = Wording.on(other)
      variants.append(variant)
    }
    variants += changes
    for other in SystemBehavior.allCases where other != version {
      for change in changes {
        var variant = change
        variant.version = other
        variant.condition = Bilingual(
          "\(Wording.on(other).en) \(change.condition.en)",
          "\(Wording.on(other).zh)，\(change.condition.zh)")
        variant.isCombined = true
        variants.append(variant)
      }
    }
    return variants
  }

  /// Presentations swapped between full screen and the default style (a page sheet from
  /// iOS 13): one variant per controller presented in the plan.
  private static func presentationVariants(of base: Variant) -> [Variant] {
    guard base.version.presentsSheets else { return [] }
    var variants: [Variant] = []
    for (index, action) in (base.setup + [base.asked]).enumerated() {
      let swapped: Action
      let condition: Bilingual
      switch action {
      case .present(let name):
        swapped = .presentFullScreen(name)
        condition = Bilingual(
          "if \(name) were presented full screen (\(Wording.code("present \(name) fullscreen")))",
          "如果 \(name) 以全屏方式呈现（\(Wording.code("present \(name) fullscreen"))）")
      case .presentFullScreen(let name):
        swapped = .present(name)
        condition = Bilingual(
          "if \(name) were presented in the default style, a sheet (\(Wording.code("present \(name)")))",
          "如果 \(name) 以默认样式（表单）呈现（\(Wording.code("present \(name)"))）")
      default: continue
      }
      var variant = base
      if index < base.setup.count {
        variant.setup[index] = swapped
      } else {
        variant.asked = swapped
      }
      variant.condition = condition
      variants.append(variant)
    }
    return variants
  }

  /// A controller's template with one thing about its code changed, and the condition
  /// that says so.
  static func codeVariants(of template: ControllerTemplate) -> [(ControllerTemplate, Bilingual)] {
    let name = template.name
    var result: [(ControllerTemplate, Bilingual)] = []
    for origin in Origin.allCases where origin != template.origin {
      var changed = template
      changed.origin = origin
      changed.overridesLoadView = false
      let words: Bilingual =
        switch origin {
        case .code: Bilingual("were created in code", "通过代码创建")
        case .storyboard: Bilingual("came from a storyboard", "来自故事板")
        // A storyboard controller with its own loadView is still initWithCoder: (SPEC §15.4):
        // this origin is a controller created in code that builds its views itself.
        case .custom:
          Bilingual(
            "were created in code and built its views in its own loadView",
            "通过代码创建并在自己的 loadView 中创建视图")
        }
      result.append((changed, Bilingual("if \(name) \(words.en)", "如果 \(name) \(words.zh)")))
    }
    for handler in WarningHandler.allCases where handler != template.onWarning {
      var changed = template
      changed.onWarning = handler
      result.append(
        (
          changed,
          Bilingual(
            "if \(Wording.own(name)) memory-warning handler \(Wording.handler(handler).en)",
            "如果 \(name) 的低内存警告处理方法\(Wording.handler(handler).zh)")
        ))
    }
    var noSuper = template
    noSuper.gotchas.callsSuperOnWarning.toggle()
    result.append(
      (
        noSuper,
        template.gotchas.callsSuperOnWarning
          ? Bilingual(
            "if \(Wording.own(name)) didReceiveMemoryWarning did not call super",
            "如果 \(name) 的 didReceiveMemoryWarning 没有调用超类的实现")
          : Bilingual(
            "if \(Wording.own(name)) didReceiveMemoryWarning called super",
            "如果 \(name) 的 didReceiveMemoryWarning 调用了超类的实现")
      ))
    var cycle = template
    cycle.gotchas.retainCycle.toggle()
    result.append(
      (
        cycle,
        template.gotchas.retainCycle
          ? Bilingual("if nothing \(name) owns held it strongly", "如果 \(name) 拥有的对象没有强引用它")
          : Bilingual(
            "if a timer \(name) owns held it strongly (a retain cycle)",
            "如果 \(name) 拥有的计时器强引用着它（循环引用）")
      ))
    return result
  }
}
