import CTreeSitter
import CTreeSitterObjC
import CTreeSitterSwift
import Foundation

/// The two languages the reader parses.
public enum SourceLanguage: String, Sendable, Codable {
  case swift
  case objc

  /// The language a file's name says (`.swift`; `.m`, `.mm`, `.h`), or nil.
  public init?(path: String) {
    let lower = path.lowercased()
    if lower.hasSuffix(".swift") {
      self = .swift
    } else if lower.hasSuffix(".m") || lower.hasSuffix(".mm") || lower.hasSuffix(".h") {
      self = .objc
    } else {
      return nil
    }
  }
}

/// A parsed file: tree-sitter's tree over the source bytes, walked through ``SyntaxNode``.
/// The tree is freed with the object; nodes must not outlive it.
final class SyntaxTree {
  let source: [UInt8]
  private let tree: OpaquePointer

  /// Parses `source`; nil only when tree-sitter gives up (it returns an error-laden tree for
  /// any bytes, so nil means out of memory or a cancelled parse).
  init?(source: [UInt8], language: SourceLanguage) {
    guard let parser = ts_parser_new() else { return nil }
    defer { ts_parser_delete(parser) }
    let grammar = language == .swift ? tree_sitter_swift() : tree_sitter_objc()
    guard ts_parser_set_language(parser, grammar) else { return nil }
    // Error recovery on hostile bytes can be slow: a bounded parse, then nil (said as such).
    ts_parser_set_timeout_micros(parser, SyntaxTree.timeoutMicroseconds)
    // An empty array may have no storage: the empty file is parsed from an empty C string.
    let parsed =
      source.isEmpty
      ? ts_parser_parse_string(parser, nil, "", 0)
      : source.withUnsafeBufferPointer { buffer in
        buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
          ts_parser_parse_string(parser, nil, $0, UInt32(buffer.count))
        }
      }
    guard let parsed else { return nil }
    self.source = source
    self.tree = parsed
  }

  deinit { ts_tree_delete(tree) }

  /// How long one parse may take before the reader gives up on the file.
  static let timeoutMicroseconds: UInt64 = 5_000_000

  /// The file's root node.
  var root: SyntaxNode { SyntaxNode(raw: ts_tree_root_node(tree), tree: self) }
}

/// One node of a ``SyntaxTree``.
struct SyntaxNode {
  let raw: TSNode
  unowned let tree: SyntaxTree

  /// The grammar's name for the node (`class_declaration`, `message_expression`…).
  var type: String { String(cString: ts_node_type(raw)) }
  /// Whether it is a named node (not punctuation).
  var isNamed: Bool { ts_node_is_named(raw) }
  /// Whether it is an error or missing node.
  var isError: Bool { ts_node_is_error(raw) || ts_node_is_missing(raw) }
  /// Whether an error or missing node lies inside it.
  var hasError: Bool { ts_node_has_error(raw) }
  /// The 1-based line it starts on.
  var line: Int { Int(ts_node_start_point(raw).row) + 1 }
  /// The line the node ends on.
  var endLine: Int { Int(ts_node_end_point(raw).row) + 1 }

  /// Its source text (invalid UTF-8 repaired).
  var text: String {
    let start = Int(ts_node_start_byte(raw))
    let end = min(Int(ts_node_end_byte(raw)), tree.source.count)
    guard start < end else { return "" }
    return String(decoding: tree.source[start..<end], as: UTF8.self)
  }

  /// The grammar's field name of its child at `index`, if the child has one.
  func fieldName(ofChild index: Int) -> String? {
    ts_node_field_name_for_child(raw, UInt32(index)).map { String(cString: $0) }
  }

  /// Whether it is the same node as `other`.
  func isSame(_ other: SyntaxNode) -> Bool { ts_node_eq(raw, other.raw) }

  /// The first child of a type, named or not.
  func first(_ type: String) -> SyntaxNode? { children.first { $0.type == type } }

  /// Every child, named or not.
  var children: [SyntaxNode] { childNodes(namedOnly: false) }

  /// The named children.
  var namedChildren: [SyntaxNode] { childNodes(namedOnly: true) }

  /// The children in order, walked once with a cursor: `ts_node_child(_:i)` starts again from
  /// the first child each time, so a node of thousands of children (the error node a file
  /// of garbage becomes) cost their square: a 100 KB file of random bytes took 20 s.
  private func childNodes(namedOnly: Bool) -> [SyntaxNode] {
    var cursor = ts_tree_cursor_new(raw)
    defer { ts_tree_cursor_delete(&cursor) }
    var nodes: [SyntaxNode] = []
    guard ts_tree_cursor_goto_first_child(&cursor) else { return nodes }
    repeat {
      let node = ts_tree_cursor_current_node(&cursor)
      if !namedOnly || ts_node_is_named(node) { nodes.append(SyntaxNode(raw: node, tree: tree)) }
    } while ts_tree_cursor_goto_next_sibling(&cursor)
    return nodes
  }

  /// The child the grammar names `field`, if any.
  func child(_ field: String) -> SyntaxNode? {
    let node = field.withCString { ts_node_child_by_field_name(raw, $0, UInt32(field.utf8.count)) }
    return ts_node_is_null(node) ? nil : SyntaxNode(raw: node, tree: tree)
  }

  /// The tree below it as an S-expression (for debugging and tests).
  var sExpression: String {
    guard let string = ts_node_string(raw) else { return "" }
    defer { free(string) }
    return String(cString: string)
  }
}
