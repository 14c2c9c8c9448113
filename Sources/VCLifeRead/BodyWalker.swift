import VCLifeCore

/// Turns a method body into ``BodyEvent``s, for either grammar. Recursion is bounded by the
/// reader's depth check (``ControllerReader``), done before any walk.
struct BodyWalker {
  let language: SourceLanguage
  private(set) var events: [BodyEvent] = []
  private(set) var skipped: [Skipped] = []
  private var statement = 0
  private var guarded = false
  /// Inside an `if` whose condition tests the view's window.
  private var windowTested = false

  init(language: SourceLanguage) { self.language = language }

  /// Walks a body (`function_body`/`statements` or `compound_statement`) and returns the
  /// number of top-level statements.
  mutating func walkBody(_ body: SyntaxNode) -> Int {
    var statements = body.namedChildren.filter { $0.type != "comment" }
    // Swift wraps its statements once more.
    if language == .swift, statements.count == 1, statements[0].type == "statements" {
      statements = statements[0].namedChildren.filter { $0.type != "comment" }
    }
    for (index, node) in statements.enumerated() {
      statement = index
      walk(node)
    }
    return statements.count
  }

  private mutating func add(_ kind: BodyEvent.Kind, _ node: SyntaxNode) {
    events.append(
      BodyEvent(
        kind: kind, line: node.line, statement: statement, guarded: guarded,
        windowTested: windowTested))
  }

  private mutating func walkChildren(_ node: SyntaxNode) {
    for child in node.namedChildren { walk(child) }
  }

  private mutating func walk(_ node: SyntaxNode) {
    switch (language, node.type) {
    case (_, "comment"): return
    case (.swift, "directive") where !node.text.hasPrefix("#if"): return
    case (.swift, "directive"), (.objc, "preproc_if"), (.objc, "preproc_ifdef"):
      skipped.append(
        Skipped(line: node.line, what: ReadText.conditionalCode, why: ReadText.conditionalWhy))
      if language == .objc { walkChildren(node) }
    case (.swift, "if_statement"), (.objc, "if_statement"): walkIf(node)
    case (.swift, "call_expression"): swiftCall(node)
    case (.swift, "assignment"): swiftAssignment(node)
    case (.swift, "navigation_expression"): swiftNavigation(node)
    case (.swift, "simple_identifier"):
      if node.text == "view" { add(.viewRead, node) }
      if node.text == "isViewLoaded" || node.text == "viewIfLoaded" {
        add(.viewLoadedCheck, node)
        guarded = true
      }
    case (.swift, "lambda_literal"): closure(node)
    case (.objc, "message_expression"): objcMessage(node)
    case (.objc, "assignment_expression"): objcAssignment(node)
    case (.objc, "field_expression"): objcField(node)
    case (.objc, "block_literal"): closure(node)
    case (.objc, "call_expression"):
      let callee = node.child("function")?.text ?? ""
      add(.call(callee: callee, arguments: node.child("arguments")?.text ?? ""), node)
      walkChildren(node)
    default: walkChildren(node)
    }
  }

  /// An `if`: its condition first; a test of `isViewLoaded` guards the rest of the condition
  /// and the branch taken.
  private mutating func walkIf(_ node: SyntaxNode) {
    if let condition = node.child("condition") ?? node.namedChildren.first,
      ["#available", "@available", "systemVersion", "NSFoundationVersionNumber"].contains(where: {
        condition.text.contains($0)
      })
    {
      skipped.append(
        Skipped(line: node.line, what: ReadText.versionCheck, why: ReadText.versionCheckWhy))
    }
    let saved = guarded
    let savedWindow = windowTested
    defer { windowTested = savedWindow }
    let condition = node.child("condition") ?? node.namedChildren.first
    // `if !isViewLoaded { return }` and friends negate the guard: not a guard here.
    let negated =
      condition.map {
        $0.text.replacingOccurrences(of: " ", with: "").drop { $0 == "(" }.hasPrefix("!")
      } ?? false
    for child in node.namedChildren {
      if child.type == "comment" { continue }
      walk(child)
      if let condition, child.isSame(condition), child.text.contains("window") {
        windowTested = true
      }
      if negated { guarded = saved }
    }
    // `if !isViewLoaded { return }`: what follows runs only with the view loaded.
    let tested = condition.map { $0.text.contains("isViewLoaded") } ?? false
    guarded = saved || (negated && tested && node.text.contains("return"))
  }

  // MARK: Swift

  private mutating func swiftCall(_ node: SyntaxNode) {
    guard let callee = node.namedChildren.first else { return }
    let suffix = node.namedChildren.dropFirst().first { $0.type == "call_suffix" }
    let arguments = suffix?.first("value_arguments")
    let labels =
      arguments?.namedChildren.filter { $0.type == "value_argument" }.map {
        $0.child("name")?.text ?? ""
      } ?? []
    // A trailing closure is an argument too.
    let trailing = suffix?.first("lambda_literal") != nil
    if callee.type == "navigation_expression", let target = callee.child("target") {
      let name = callee.child("suffix")?.child("suffix")?.text ?? ""
      if target.type == "super_expression" {
        add(.superCall(Lifecycle.selector(swiftName: name, labels: labels)), node)
        if let arguments { walkChildren(arguments) }
        return
      }
      if target.type == "self_expression" {
        add(
          .selfCall(Lifecycle.selector(swiftName: name, labels: labels + (trailing ? ["_"] : []))),
          node)
        if let suffix { walkChildren(suffix) }
        return
      }
    }
    // `Timer(timeInterval:…)`, `CADisplayLink(target:…)`: a type made, not a method called.
    if callee.type == "simple_identifier", callee.text.first?.isUppercase != true {
      add(
        .selfCall(
          Lifecycle.selector(swiftName: callee.text, labels: labels + (trailing ? ["_"] : []))),
        node)
      if let suffix { walkChildren(suffix) }
      return
    }
    add(.call(callee: callee.text, arguments: suffix?.text ?? ""), node)
    walkChildren(node)
  }

  private mutating func swiftAssignment(_ node: SyntaxNode) {
    let target = node.child("target")?.text ?? ""
    let value = node.child("result")
    add(
      .assign(
        target: normalized(target), isNil: value?.type == "nil_literal", value: value?.text ?? ""),
      node)
    // `self.view = nil` is no read of view; anything deeper in the target is.
    if let inner = node.child("target")?.namedChildren.first, inner.type == "navigation_expression",
      let base = inner.child("target"), base.type != "self_expression"
    {
      walk(base)
    }
    if let value { walk(value) }
  }

  private mutating func swiftNavigation(_ node: SyntaxNode) {
    guard let target = node.child("target") else { return walkChildren(node) }
    let member = node.child("suffix")?.child("suffix")?.text ?? ""
    if target.type == "self_expression" {
      if member == "view" { add(.viewRead, node) }
      if member == "isViewLoaded" || member == "viewIfLoaded" {
        add(.viewLoadedCheck, node)
        guarded = true
      }
      return
    }
    walk(target)
  }

  private mutating func closure(_ node: SyntaxNode) {
    let text = node.text
    let captures = (node.child("captures") ?? node.first("capture_list"))?.text ?? ""
    let capture: BodyEvent.Capture
    if captures.contains("weak self") {
      capture = .weak
    } else if captures.contains("unowned self") {
      capture = .unowned
    } else if Self.mentionsSelf(text.replacingOccurrences(of: captures, with: "")) {
      capture = .strong
    } else if text.contains("weakSelf") || text.contains("weakself") {
      // Objective-C's `__weak typeof(self) weakSelf = self;` outside the block.
      capture = .weak
    } else {
      return
    }
    add(.closure(capture: capture), node)
  }

  /// Whether `self` stands in the text as a word (not inside `weakSelf` or `myself`).
  static func mentionsSelf(_ text: String) -> Bool {
    var rest = Substring(text)
    while let range = rest.range(of: "self") {
      let before = rest[..<range.lowerBound].last
      let after = rest[range.upperBound...].first
      let isWordCharacter = { (c: Character?) in
        c.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false
      }
      if !isWordCharacter(before) && !isWordCharacter(after) { return true }
      rest = rest[range.upperBound...]
    }
    return false
  }

  // MARK: Objective-C

  private mutating func objcMessage(_ node: SyntaxNode) {
    var selector = ""
    var part = ""
    var receiver: SyntaxNode?
    var arguments: [SyntaxNode] = []
    var labelled: [String] = []
    for (index, child) in node.children.enumerated() {
      switch node.fieldName(ofChild: index) {
      case "receiver": receiver = child
      case "method":
        selector += child.text
        part = child.text
      default:
        if child.isNamed, child.type != "comment" {
          if !selector.hasSuffix(":") { selector += ":" }
          arguments.append(child)
          labelled.append("\(part): \(child.text)")
        }
      }
    }
    let receiverText = receiver?.text ?? ""
    if receiverText == "super" {
      add(.superCall(selector), node)
    } else if receiverText == "self" {
      switch selector {
      case "view": add(.viewRead, node)
      case "isViewLoaded", "viewIfLoaded":
        add(.viewLoadedCheck, node)
        guarded = true
      default:
        // `[self setLabel:nil]`, the setter written as a message, is an assignment.
        if selector.hasPrefix("set"), selector.hasSuffix(":"), arguments.count == 1,
          selector.dropFirst(3).first?.isUppercase == true
        {
          let name = selector.dropFirst(3).dropLast()
          let target = name.prefix(1).lowercased() + name.dropFirst()
          let value = arguments[0].text
          add(
            .assign(target: target, isNil: ["nil", "NULL", "Nil"].contains(value), value: value),
            node)
        } else {
          add(.selfCall(selector), node)
        }
      }
    } else if selector == "release", let receiver, arguments.isEmpty {
      // Manual reference counting: `[_label release]` lets the property's object go, as
      // `self.label = nil` does.
      add(.assign(target: normalized(receiver.text), isNil: true, value: "release"), node)
    } else {
      add(
        .call(callee: "[\(receiverText) \(selector)]", arguments: labelled.joined(separator: ", ")),
        node)
      if let receiver { walk(receiver) }
    }
    for argument in arguments { walk(argument) }
  }

  private mutating func objcAssignment(_ node: SyntaxNode) {
    let left = node.child("left")
    let right = node.child("right")
    let isNil = ["nil", "NULL", "Nil"].contains(right?.text ?? "")
    add(.assign(target: normalized(left?.text ?? ""), isNil: isNil, value: right?.text ?? ""), node)
    if let left, left.type == "field_expression", let base = left.child("argument"),
      base.text != "self"
    {
      walk(base)
    }
    if let right { walk(right) }
  }

  private mutating func objcField(_ node: SyntaxNode) {
    guard let base = node.child("argument") else { return walkChildren(node) }
    if base.text == "self" {
      switch node.child("field")?.text {
      case "view": add(.viewRead, node)
      case "isViewLoaded", "viewIfLoaded":
        add(.viewLoadedCheck, node)
        guarded = true
      default: break
      }
      return
    }
    walk(base)
  }

  /// `self.timer`, `_timer`, `timer` all name the property `timer`.
  private func normalized(_ text: String) -> String {
    var name = text.replacingOccurrences(of: " ", with: "")
    if name.hasPrefix("self.") { name.removeFirst(5) }
    if name.hasPrefix("self->") { name.removeFirst(6) }
    if name.hasPrefix("_") { name.removeFirst() }
    return name
  }
}
