/// The syntax tree of a source, as an S-expression: `vclife-read --tree`, for whoever writes
/// a new rule and needs to see the grammar's node names.
public func syntaxTreeDump(source: [UInt8], language: SourceLanguage) -> String? {
  guard let tree = SyntaxTree(source: source, language: language) else { return nil }
  return withExtendedLifetime(tree) { tree.root.sExpression }
}
