/* libedit's readline interface, for line editing and history at the `vclife>` prompt. */
#ifndef VCLIFE_LINE_EDIT_SHIM_H
#define VCLIFE_LINE_EDIT_SHIM_H

#include <stdio.h>
#include <editline/readline.h>

/* The prompt and the line being edited go to standard error, so standard output stays the
   report. Swift 6 rejects the C stdin/stderr globals, so they are set here. */
static inline void vclife_edit_on_standard_error(void) {
  rl_instream = stdin;
  rl_outstream = stderr;
}

#endif
