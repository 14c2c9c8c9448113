import CYaml

/// Checks a YAML document's events before Yams composes it into nodes, and refuses the
/// shapes that make composing or reading it explode: an alias stands for a whole copy of
/// its anchor, so a few hundred bytes of aliases of aliases stand for billions of nodes, and
/// Yams hashes every mapping key whole (to find duplicates) and composes nesting by
/// recursion. The checks are on events only, so their cost follows the file's size.
enum YAMLGuard {
  /// The most aliases a document may use.
  static let maximumAliases = 1000
  /// The most nodes all the aliases together may stand for.
  static let maximumAliasedNodes = 100_000
  /// The deepest nesting of lists and mappings.
  static let maximumDepth = 200
  /// The most values (texts, lists and mappings) a document may hold: Yams composes each
  /// into a node of a few hundred bytes, so a 62 MB scenario took 2.7 GB. A lesson at its
  /// limits (10,000 steps, each with a question and four choices) holds under half of it.
  static let maximumNodes = 500_000
  /// The most controllers a scenario or lesson may define: each is a template the app
  /// looks up and lays out (a scenario of 1.9 million took 38 s to read).
  static let maximumControllers = 10_000

  /// A list or mapping being read, with the nodes it holds when aliases are expanded.
  private struct Collection {
    var isMapping: Bool
    var anchor: String?
    var nodes = 1
    var children = 0
    /// Whether this is the document's `controllers:` list.
    var isControllers = false
  }

  /// Throws where a document first breaks a limit; a syntax error is left to Yams, which
  /// reports it with its own words.
  static func check(_ text: String) throws {
    var parser = yaml_parser_t()
    guard yaml_parser_initialize(&parser) == 1 else { return }
    defer { yaml_parser_delete(&parser) }
    var bytes = Array(text.utf8)
    try bytes.withUnsafeMutableBufferPointer { buffer in
      yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
      var walk = Walk()
      while true {
        var event = yaml_event_t()
        guard yaml_parser_parse(&parser, &event) == 1 else { return }
        defer { yaml_event_delete(&event) }
        if event.type == YAML_STREAM_END_EVENT { return }
        try walk.step(event)
      }
    }
  }

  /// The state of a walk over one stream's events.
  private struct Walk {
    var open: [Collection] = []
    var anchors: [String: Int] = [:]
    var aliases = 0
    var aliasedNodes = 0
    var nodes = 0
    /// The document's `controllers:` key was just read: its value is the controllers' list.
    var controllersNext = false

    mutating func step(_ event: yaml_event_t) throws {
      let mark = event.start_mark
      func fail(_ message: String) -> DocumentError {
        DocumentError(line: mark.line + 1, column: mark.column + 1, message: "YAML: " + message)
      }
      // A node in a mapping's key place: only text may be a key (it is all vclife reads,
      // and Yams hashes a list or mapping key whole).
      let isKey = open.last.map { $0.isMapping && $0.children % 2 == 0 } ?? false
      if [YAML_SCALAR_EVENT, YAML_ALIAS_EVENT, YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT]
        .contains(event.type)
      {
        nodes += 1
        if nodes > YAMLGuard.maximumNodes {
          throw fail("more than \(YAMLGuard.maximumNodes) values")
        }
        if let list = open.last, list.isControllers,
          list.children >= YAMLGuard.maximumControllers
        {
          throw fail("more than \(YAMLGuard.maximumControllers) controllers")
        }
      }
      let isControllers = controllersNext && open.count == 1
      controllersNext = false
      switch event.type {
      case YAML_SCALAR_EVENT:
        let isTopKey = isKey && open.count == 1
        finish(nodes: 1, anchor: name(event.data.scalar.anchor))
        controllersNext = isTopKey && scalarText(event) == "controllers"
      case YAML_ALIAS_EVENT:
        if isKey { throw fail("an alias may not be a mapping key") }
        aliases += 1
        if aliases > YAMLGuard.maximumAliases {
          throw fail("more than \(YAMLGuard.maximumAliases) aliases")
        }
        let nodes = name(event.data.alias.anchor).flatMap { anchors[$0] } ?? 1
        aliasedNodes += nodes
        if aliasedNodes > YAMLGuard.maximumAliasedNodes {
          throw fail("aliases stand for more than \(YAMLGuard.maximumAliasedNodes) nodes")
        }
        finish(nodes: nodes, anchor: nil)
      case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
        if isKey { throw fail("keys are text, not lists or mappings") }
        if open.count >= YAMLGuard.maximumDepth {
          throw fail("lists and mappings nested deeper than \(YAMLGuard.maximumDepth)")
        }
        let isMapping = event.type == YAML_MAPPING_START_EVENT
        let anchor =
          isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor
        open.append(
          Collection(
            isMapping: isMapping, anchor: name(anchor),
            isControllers: isControllers && !isMapping))
      case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
        guard let closed = open.popLast() else { return }
        finish(nodes: closed.nodes, anchor: closed.anchor)
      default:
        return
      }
    }

    /// A node is complete: it counts in its parent, and its anchor remembers its size.
    private mutating func finish(nodes: Int, anchor: String?) {
      if let anchor { anchors[anchor] = nodes }
      guard !open.isEmpty else { return }
      open[open.count - 1].nodes += nodes
      open[open.count - 1].children += 1
    }

    /// A scalar's text (a key's, short: only compared).
    private func scalarText(_ event: yaml_event_t) -> String {
      let scalar = event.data.scalar
      guard let value = scalar.value else { return "" }
      return String(
        decoding: UnsafeBufferPointer(start: value, count: Int(scalar.length)), as: UTF8.self)
    }

    private func name(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
      pointer.map { String(cString: $0) }
    }
  }
}
