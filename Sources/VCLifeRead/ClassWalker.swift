import VCLifeCore

/// Finds the classes, extensions and categories of a parsed file, their properties and
/// methods, and walks each method body (``BodyWalker``).
struct ClassWalker {
  let language: SourceLanguage
  private(set) var file = SourceFile()

  init(language: SourceLanguage) { self.language = language }

  mutating func walk(root: SyntaxNode) {
    for node in root.namedChildren { topLevel(node) }
    errors(root)
  }

  private mutating func topLevel(_ node: SyntaxNode) {
    switch (language, node.type) {
    case (.swift, "class_declaration"): swiftClass(node)
    case (.swift, "function_declaration"):
      file.looseMethods.append(swiftMethod(node))
    case (.swift, "directive") where node.text.hasPrefix("#if"):
      file.skipped.append(
        Skipped(line: node.line, what: ReadText.conditionalCode, why: ReadText.conditionalWhy))
    case (.objc, "preproc_if"), (.objc, "preproc_ifdef"):
      file.skipped.append(
        Skipped(line: node.line, what: ReadText.conditionalCode, why: ReadText.conditionalWhy))
      if language == .objc { for child in node.namedChildren { topLevel(child) } }
    case (.objc, "class_interface"): objcInterface(node)
    case (.objc, "class_implementation"): objcImplementation(node)
    case (.objc, "method_definition"): file.looseMethods.append(objcMethod(node))
    default: break
    }
  }

  /// The first few parse errors, each as a line not read.
  private mutating func errors(_ root: SyntaxNode) {
    guard root.hasError else { return }
    var found: [Int] = []
    var stack = [root]
    while let node = stack.popLast(), found.count < 5 {
      if node.isError {
        found.append(node.line)
        continue
      }
      if node.hasError { stack.append(contentsOf: node.children.reversed()) }
    }
    for line in found.sorted() {
      file.skipped.append(
        Skipped(line: line, what: ReadText.parseError, why: ReadText.parseErrorWhy))
    }
  }

  // MARK: Swift

  private mutating func swiftClass(_ node: SyntaxNode) {
    let keyword =
      node.children.first {
        !$0.isNamed
          && ["class", "extension", "struct", "enum", "actor", "protocol"].contains($0.type)
      }?.type ?? "class"
    guard keyword == "class" || keyword == "extension" else { return }
    var entry = SourceClass(
      name: node.child("name")?.text ?? "?", line: node.line,
      kind: keyword == "class" ? .class : .extension,
      superclass: node.first("inheritance_specifier")?.text)
    guard let body = node.child("body") else { return file.classes.append(entry) }
    swiftMembers(body, into: &entry)
    file.classes.append(entry)
  }

  private mutating func swiftMembers(_ body: SyntaxNode, into entry: inout SourceClass) {
    for member in body.namedChildren {
      switch member.type {
      case "property_declaration":
        let modifiers = member.first("modifiers")?.text ?? ""
        let name = member.child("name")?.text ?? member.first("pattern")?.text ?? "?"
        entry.properties.append(
          SourceProperty(
            name: name, line: member.line, isOutlet: modifiers.contains("@IBOutlet"),
            isWeak: modifiers.contains("weak") || modifiers.contains("unowned"),
            type: DeclaredType.swift(member.text, name: name)))
      case "function_declaration", "init_declaration", "deinit_declaration":
        entry.methods.append(swiftMethod(member))
      case "directive" where member.text.hasPrefix("#if"):
        file.skipped.append(
          Skipped(line: member.line, what: ReadText.conditionalCode, why: ReadText.conditionalWhy))
      case "class_declaration": swiftClass(member)
      default: break
      }
    }
  }

  private mutating func swiftMethod(_ node: SyntaxNode) -> SourceMethod {
    let modifiers = node.first("modifiers")?.text ?? ""
    let labels = node.namedChildren.filter { $0.type == "parameter" }.map { parameter -> String in
      let label = parameter.child("external_name")?.text ?? parameter.child("name")?.text ?? ""
      return label == "_" ? "" : label
    }
    let selector: String
    switch node.type {
    case "deinit_declaration": selector = "dealloc"
    case "init_declaration": selector = Lifecycle.selector(swiftName: "init", labels: labels)
    default:
      selector = Lifecycle.selector(swiftName: node.child("name")?.text ?? "?", labels: labels)
    }
    var method = SourceMethod(
      selector: selector, line: node.line,
      isOverride: modifiers.contains("override") || node.type != "function_declaration",
      isAction: modifiers.contains("@IBAction"), isEmpty: true, statementCount: 0)
    method.endLine = node.endLine
    if let body = node.child("body") ?? node.first("function_body") {
      var walker = BodyWalker(language: .swift)
      method.statementCount = walker.walkBody(body)
      method.isEmpty = method.statementCount == 0
      method.events = walker.events
      file.skipped += walker.skipped
    }
    return method
  }

  // MARK: Objective-C

  /// `@interface Name : Super` gives the superclass; `@interface Name ()` only properties.
  private mutating func objcInterface(_ node: SyntaxNode) {
    let name = node.namedChildren.first { $0.type == "identifier" }?.text ?? "?"
    var entry = SourceClass(
      name: name, line: node.line, kind: .extension, superclass: node.child("superclass")?.text)
    for member in node.namedChildren where member.type == "property_declaration" {
      let text = member.text
      let attributes = member.first("property_attributes_declaration")?.text ?? ""
      let declarator = lastIdentifier(member.namedChildren.last { $0.type == "struct_declaration" })
      entry.properties.append(
        SourceProperty(
          name: declarator ?? "?", line: member.line, isOutlet: text.contains("IBOutlet"),
          isWeak: ["weak", "assign", "unsafe_unretained"].contains { attributes.contains($0) },
          type: declarator.flatMap { DeclaredType.objc(text, name: $0) }))
    }
    file.classes.append(entry)
  }

  private func lastIdentifier(_ node: SyntaxNode?) -> String? {
    guard let node else { return nil }
    var last: String?
    var stack = [node]
    while let current = stack.popLast() {
      if current.type == "identifier" { last = current.text }
      stack.append(contentsOf: current.namedChildren.reversed())
    }
    return last
  }

  private mutating func objcImplementation(_ node: SyntaxNode) {
    let name = node.namedChildren.first { $0.type == "identifier" }?.text ?? "?"
    let isCategory = node.child("category") != nil
    var entry = SourceClass(name: name, line: node.line, kind: isCategory ? .extension : .class)
    objcMembers(node, into: &entry)
    file.classes.append(entry)
  }

  private mutating func objcMembers(_ node: SyntaxNode, into entry: inout SourceClass) {
    for member in node.namedChildren {
      switch member.type {
      case "implementation_definition": objcMembers(member, into: &entry)
      case "method_definition": entry.methods.append(objcMethod(member))
      case "preproc_if", "preproc_ifdef":
        file.skipped.append(
          Skipped(line: member.line, what: ReadText.conditionalCode, why: ReadText.conditionalWhy))
        objcMembers(member, into: &entry)
      default: break
      }
    }
  }

  private mutating func objcMethod(_ node: SyntaxNode) -> SourceMethod {
    var selector = ""
    for child in node.namedChildren {
      switch child.type {
      case "identifier": selector += child.text
      case "method_parameter": selector += ":"
      default: break
      }
    }
    let returnType = node.first("method_type")?.text ?? ""
    var method = SourceMethod(
      selector: selector, line: node.line, isOverride: Lifecycle.selectors[selector] != nil,
      isAction: returnType.contains("IBAction"), isEmpty: true, statementCount: 0)
    method.endLine = node.endLine
    if let body = node.first("compound_statement") {
      var walker = BodyWalker(language: .objc)
      method.statementCount = walker.walkBody(body)
      method.isEmpty = method.statementCount == 0
      method.events = walker.events
      file.skipped += walker.skipped
    }
    return method
  }
}
