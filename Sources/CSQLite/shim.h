#ifndef VCLIFE_CSQLITE_SHIM_H
#define VCLIFE_CSQLITE_SHIM_H

#include <sqlite3.h>

// SQLITE_TRANSIENT is a cast of -1 to a function pointer, a macro Swift cannot import: bound
// text is copied by SQLite before the call returns.
static inline sqlite3_destructor_type vclife_sqlite_transient(void) { return SQLITE_TRANSIENT; }

#endif
