#ifndef TREE_SITTER_OBJC_H
#define TREE_SITTER_OBJC_H

/// The Objective-C grammar's language (tree-sitter-objc, generated parser.c). The struct
/// stays incomplete here so Swift sees the same opaque pointer the runtime's API takes.
struct TSLanguage;
const struct TSLanguage *tree_sitter_objc(void);

#endif
