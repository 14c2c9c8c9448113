#ifndef TREE_SITTER_SWIFT_H
#define TREE_SITTER_SWIFT_H

/// The Swift grammar's language (tree-sitter-swift, generated parser.c). The struct stays
/// incomplete here so Swift sees the same opaque pointer the runtime's API takes.
struct TSLanguage;
const struct TSLanguage *tree_sitter_swift(void);

#endif
