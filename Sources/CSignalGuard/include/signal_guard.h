/*
 * What a signal that ends the process does, for every command.
 *
 * ncurses' own handlers cover only SIGINT and SIGTERM (and exit with 1); every other signal
 * that ends a process left the terminal in cbreak/no-echo on the alternate screen, and the
 * Swift runtime's crash reporter printed over the screen (or, headless, over the output: for
 * SIGQUIT too) and waited 30 s for a key. The handler uses async-signal-safe calls only, on
 * state saved before it runs: it writes the terminfo strings that leave the screen mode
 * (captured at start), puts back the terminal modes the shell had, shows what was written to
 * standard error meanwhile, appends a live recording's closing event, removes an unfinished
 * file, and re-raises the signal with its default action, so the process ends as the signal
 * says (a shell shows 128 + its number). While the live screen runs, the first signal that
 * is no crash is only noted: the main loop then keeps the session and ends with it.
 *
 * The state lives in signal_guard.c, one translation unit: a `static` in a header would be
 * copied into every Swift module that inlines it, and an optimized build then had four
 * guards, each knowing part of the story.
 */
#ifndef VCLIFE_SIGNAL_GUARD_H
#define VCLIFE_SIGNAL_GUARD_H

#include <stddef.h>

/* Installs the handler for every signal whose default action ends the process (except
 * SIGKILL, which cannot be caught, and SIGXFSZ, which is ignored instead: a write past
 * `ulimit -f` then fails with EFBIG and is reported as a full disk is). Once per process. */
void vclife_install_signal_guard(void);

/* Whether `signal_number` is one the guard handles. */
int vclife_is_guarded_signal(int signal_number);

/* Saves the terminal's modes as the shell left them: call before curses changes them. */
void vclife_save_shell_modes(int fd);

/* Appends `length` bytes to what the handler writes to the terminal (terminfo strings that
 * leave the screen mode, the sequence that stops mouse reports). */
void vclife_add_restore_text(const char *text, size_t length);

/* Forgets the bytes the handler writes to the terminal. */
void vclife_clear_restore_text(void);

/* The bytes the handler writes to the terminal, and how many. */
const char *vclife_restore_text(size_t *length);

/* Puts back the modes the shell had (a recorded session restores the terminal itself: curses
 * then writes into a pipe and sets the modes of that pipe, not of the terminal). */
void vclife_restore_shell_modes(void);

/* The modes curses' cbreak, noecho and nonl set, with flow control and ISIG off, from the
 * shell's: for a recorded session, where curses cannot. */
void vclife_enter_program_modes(void);

/* Forgets the terminal: after endwin, a signal has nothing on screen to give back. */
void vclife_release_terminal(void);

/* The live screen has the terminal: restore it on a signal, and with defers, let the main
 * loop end on the first signal that is no crash. */
void vclife_own_terminal(int defers);

/* The signal the main loop was asked to end with, or 0. */
int vclife_pending_signal(void);

/* Ends the process with the pending signal, by its default action; returns when none is
 * pending. */
void vclife_end_with_pending_signal(void);

/* A path (at most 4095 bytes) to remove if a signal ends the process; NULL: none. */
void vclife_remove_on_signal(const char *path);

/* Bytes (at most 2047) to append to `fd` if a signal ends the process; fd -1: none. */
void vclife_append_on_signal(int fd, const char *text, size_t length);

/* While the live screen shows, standard error goes into a pipe (at most its 64 KiB, the rest
 * dropped) instead of onto the screen, where a message (the runtime's "Fatal error: …" when
 * memory runs out) would be drawn over, then lost with the alternate screen. The handler, and
 * vclife_release_standard_error, write it to the real standard error once the terminal is
 * back. Returns 0 when standard error stays as it is. */
int vclife_hold_standard_error(void);

/* Standard error back where it was, and what was held written to it. */
void vclife_release_standard_error(void);

/* SIGWINCH: a handler that notes the resize (and interrupts a read), kept out of curses' way
 * (curses installs its own only over the default action). */
void vclife_watch_resizes(void);

/* Whether a SIGWINCH came since the last call (the note is cleared). */
int vclife_take_resize(void);

/* SIGWINCH's default action back. */
void vclife_stop_watching_resizes(void);

#endif
