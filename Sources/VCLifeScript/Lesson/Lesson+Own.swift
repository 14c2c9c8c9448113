import VCLifeCore

/// A lesson with a student's own class (`vclife --own FILE --lesson NAME`): the class joins
/// the lesson's app, and each step marked `own: Detail` runs it in Detail's place. Without
/// `--own`, such a step says how to bring one and runs with the lesson's own controller.
extension Lesson {
  /// The 0-based steps marked `own:`.
  public var ownSteps: [Int] { steps.indices.filter { steps[$0].own != nil } }

  /// Each `own:` step's problem: it must name one of the lesson's controllers.
  static func ownProblems(_ lesson: Lesson) -> [DocumentError] {
    let scenario = lesson.scenario
    let known = Set(scenario.order + (scenario.root?.names ?? []))
    return lesson.steps.enumerated().compactMap { index, step in
      guard let own = step.own, !known.contains(own) else { return nil }
      return DocumentError(
        line: step.line, column: 1,
        message: "step \(index + 1): own: \(ControllerName.quoted(own)) names none of the "
          + "lesson's controllers (\(scenario.order.joined(separator: ", ")))")
    }
  }

  /// The lesson with `own` in its app, and in each `own:` step in place of the controller
  /// the step names (its actions, its expected events, its focus), the step's text saying so.
  public func withOwn(_ own: OwnController) -> Lesson {
    var lesson = self
    lesson.scenario = own.joining(scenario)
    for index in ownSteps {
      var step = steps[index]
      guard let replaced = step.own else { continue }
      step.actions = step.actions.map { $0.renaming(replaced, to: own.name) }
      step.expect = step.expect.map { label in
        label.hasPrefix(replaced + " ") ? own.name + label.dropFirst(replaced.count) : label
      }
      if step.focus == replaced { step.focus = own.name }
      step.say = Localized(
        en: step.say.en + "\n\nIn this step your \(own.name) (\(own.file)) runs in \(replaced)'s "
          + "place: the callbacks are what UIKit would send your class, and the marks beside "
          + "them come from your source.",
        zh: step.say.zh + "\n\n本步骤中你的 \(own.name)（\(own.file)）代替 \(replaced) 运行：这些回调是 "
          + "UIKit 会发给你的类的回调，旁边的标记来自你的源代码。")
      lesson.steps[index] = step
    }
    return lesson
  }

  /// The lesson as it runs without `--own`: each `own:` step says how to bring a class of
  /// one's own, and runs with the lesson's controller.
  public func invitingOwn() -> Lesson {
    var lesson = self
    for index in ownSteps {
      guard let replaced = steps[index].own else { continue }
      let command = "vclife --own YourController.swift --lesson \(name)"
      lesson.steps[index].say = Localized(
        en: steps[index].say.en + "\n\nThis step can run your own view controller in "
          + "\(replaced)'s place: \(command)",
        zh: steps[index].say.zh + "\n\n本步骤可以用你自己的视图控制器代替 \(replaced) 运行：\(command)")
    }
    return lesson
  }
}

extension Action {
  /// The action with the controller `name` replaced by `other` where it names a controller
  /// to show, select or ask (a `new` or `root` line is left as written).
  func renaming(_ name: String, to other: String) -> Action {
    let swap = { (word: String) in word == name ? other : word }
    switch self {
    case .push(let word): return .push(swap(word))
    case .pushSeveral(let words): return .pushSeveral(words.map(swap))
    case .present(let word): return .present(swap(word))
    case .presentInNavigation(let word): return .presentInNavigation(swap(word))
    case .presentFullScreen(let word): return .presentFullScreen(swap(word))
    case .selectTab(let word): return .selectTab(swap(word))
    case .tap(let word): return .tap(swap(word))
    case .access(let word): return .access(swap(word))
    case .isViewLoaded(let word): return .isViewLoaded(swap(word))
    default: return self
    }
  }
}
