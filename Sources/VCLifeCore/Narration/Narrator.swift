/// Turns an event's reason into one line of plain language that names the rule. Every reason
/// has an English and a Chinese line; selectors and class names stay in English.
public enum Narrator {
  /// The line for an event in a language.
  public static func line(for event: Event, in language: Language) -> String {
    switch language {
    case .english: english(event.reason, event.object)
    case .chinese: chinese(event.reason, event.object)
    }
  }

  /// The action that `text` names, for people: used by reports and the log's group headers.
  static func transitionName(_ transition: Transition, _ language: Language) -> String {
    switch (transition, language) {
    case (.launch, .english): "launch"
    case (.push, .english): "push"
    case (.pop, .english): "pop"
    case (.popToRoot, .english): "pop to root"
    case (.present, .english): "present"
    case (.dismiss, .english): "dismiss"
    case (.selectTab, .english): "tab switch"
    case (.tapToRoot, .english): "tap on the selected tab"
    case (.launch, .chinese): "启动"
    case (.push, .chinese): "推入"
    case (.pop, .chinese): "弹出"
    case (.popToRoot, .chinese): "弹出到根"
    case (.present, .chinese): "模态呈现"
    case (.dismiss, .chinese): "关闭模态"
    case (.selectTab, .chinese): "切换标签页"
    case (.tapToRoot, .chinese): "点按已选中的标签"
    }
  }
}
