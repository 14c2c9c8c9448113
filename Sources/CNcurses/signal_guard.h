/*
 * What a signal that ends the process does, for every command.
 *
 * ncurses' own handlers cover only SIGINT and SIGTERM (and exit with 1); every other signal
 * that ends a process left the terminal in cbreak/no-echo on the alternate screen, and the
 * Swift runtime's crash reporter printed over the screen (or, headless, over the output: for
 * SIGQUIT too) and waited 30 s for a key. The handler here uses async-signal-safe calls only,
 * on state saved before it runs: it writes the terminfo strings that leave the screen mode
 * (captured at start), puts back the terminal modes the shell had, appends a live
 * recording's closing event, removes an unfinished file, and re-raises the signal with its
 * default action, so the process ends as the signal says (a shell shows 128 + its number).
 * While the live screen runs, the first signal that is no crash is only noted: the main loop
 * then keeps the session for --resume and ends with it.
 *
 * Everything is static: call these functions from one Swift file only, so there is one copy.
 */
#ifndef VCLIFE_SIGNAL_GUARD_H
#define VCLIFE_SIGNAL_GUARD_H

#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

extern char *tigetstr(const char *);

static const int vclife_guarded_signals[] = {
    SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE,
    SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP,
};
#define VCLIFE_GUARDED_COUNT (sizeof(vclife_guarded_signals) / sizeof(int))

/* The guard's state, as a function's static: Swift's importer emits the inline functions
 * of a header but not its file-level static variables. */
struct vclife_guard_state {
  struct termios shell_modes;
  int has_shell_modes;
  char restore_text[512];
  size_t restore_length;
  struct sigaction previous_actions[VCLIFE_GUARDED_COUNT];
  int installed;
  char *alternate_stack;
  /* Whether the live screen owns the terminal (a crash then ends with the default action,
   * not the runtime's reporter, which would write over the screen and wait for a key). */
  int owns_terminal;
  /* With defers set, the first signal that ends the process (not a crash) is only noted in
   * pending: the main loop sees it, keeps the session, and ends with it. A second one, or a
   * crash, ends the process at once. */
  int defers;
  volatile sig_atomic_t pending;
  /* A file to remove when a signal ends the process: an unfinished recording's. */
  char remove_path[4096];
  int has_remove_path;
  /* Bytes to append to a file when a signal ends the process: a live recording's last
   * event, which gives the player's terminal back. */
  int tail_fd;
  char tail_text[2048];
  size_t tail_length;
};

static inline struct vclife_guard_state *vclife_guard(void) {
  static struct vclife_guard_state state = {.tail_fd = -1};
  return &state;
}

/* Saves the terminal's modes as the shell left them: call before curses changes them. */
static inline void vclife_save_shell_modes(int fd) {
  vclife_guard()->has_shell_modes = tcgetattr(fd, &vclife_guard()->shell_modes) == 0;
}

/* Appends one terminfo string capability (absent or not a string: nothing). */
static inline void vclife_add_restore_capability(const char *name) {
  const char *text = tigetstr(name);
  if (text == NULL || text == (const char *)-1) return;
  size_t length = strlen(text);
  if (vclife_guard()->restore_length + length >= sizeof(vclife_guard()->restore_text)) return;
  memcpy(vclife_guard()->restore_text + vclife_guard()->restore_length, text, length);
  vclife_guard()->restore_length += length;
}

/* What the handler writes: normal attributes, the cursor shown, keypad off, the normal
 * screen back. Call after curses has loaded the terminal's terminfo entry. */
static inline void vclife_capture_restore_text(void) {
  vclife_guard()->restore_length = 0;
  vclife_add_restore_capability("sgr0");
  vclife_add_restore_capability("cnorm");
  vclife_add_restore_capability("rmkx");
  vclife_add_restore_capability("rmcup");
}

/* The bytes the handler writes to the terminal, and how many. */
static inline const char *vclife_restore_text(size_t *length) {
  *length = vclife_guard()->restore_length;
  return vclife_guard()->restore_text;
}

/* Async-signal-safe: write(2) and tcsetattr(3) only. */
static inline void vclife_restore_terminal_now(void) {
  size_t done = 0;
  while (done < vclife_guard()->restore_length) {
    ssize_t written = write(STDOUT_FILENO, vclife_guard()->restore_text + done,
                            vclife_guard()->restore_length - done);
    if (written <= 0) break;
    done += (size_t)written;
  }
  if (vclife_guard()->has_shell_modes) tcsetattr(STDIN_FILENO, TCSANOW, &vclife_guard()->shell_modes);
}

/* Puts back the modes the shell had (a recorded session restores the terminal itself: curses
 * then writes into a pipe and sets the modes of that pipe, not of the terminal). */
static inline void vclife_restore_shell_modes(void) {
  if (vclife_guard()->has_shell_modes) tcsetattr(STDIN_FILENO, TCSANOW, &vclife_guard()->shell_modes);
}

/* The modes curses' cbreak, noecho and nonl set, with flow control off too (Ctrl-S must not
 * freeze the screen), from the shell's: for a recorded session, where curses cannot. ISIG is
 * off as well: Ctrl-C then arrives as a key and ends the session as q does, so the recording
 * is kept, and Ctrl-Z cannot suspend with curses' restoring bytes still in the pipe. */
static inline void vclife_enter_program_modes(void) {
  if (!vclife_guard()->has_shell_modes) return;
  struct termios modes = vclife_guard()->shell_modes;
  modes.c_lflag &= ~(tcflag_t)(ICANON | ECHO | ISIG);
  modes.c_iflag &= ~(tcflag_t)(ICRNL | INLCR | IXON | ISTRIP);
  modes.c_oflag &= ~(tcflag_t)ONLCR;
  modes.c_cc[VMIN] = 1;
  modes.c_cc[VTIME] = 0;
  tcsetattr(STDIN_FILENO, TCSANOW, &modes);
}

/* Appends text the handler writes as it is (the sequence that stops mouse reports). */
static inline void vclife_add_restore_text(const char *text) {
  size_t length = strlen(text);
  if (vclife_guard()->restore_length + length >= sizeof(vclife_guard()->restore_text)) return;
  memcpy(vclife_guard()->restore_text + vclife_guard()->restore_length, text, length);
  vclife_guard()->restore_length += length;
}

/* Forgets the terminal: after endwin, a signal has nothing on screen to give back. */
static inline void vclife_release_terminal(void) {
  vclife_guard()->restore_length = 0;
  vclife_guard()->has_shell_modes = 0;
  vclife_guard()->owns_terminal = 0;
  vclife_guard()->defers = 0;
}

/* The live screen has the terminal: restore it on a signal, and with defers, let the main
 * loop end on the first signal that is no crash. */
static inline void vclife_own_terminal(int defers) {
  vclife_guard()->owns_terminal = 1;
  vclife_guard()->defers = defers;
  vclife_guard()->pending = 0;
}

/* The signal the main loop was asked to end with, or 0. */
static inline int vclife_pending_signal(void) { return vclife_guard()->pending; }

/* A path (at most 4095 bytes) to remove if a signal ends the process; NULL: none. */
static inline void vclife_remove_on_signal(const char *path) {
  struct vclife_guard_state *state = vclife_guard();
  state->has_remove_path = 0;
  if (path == NULL || strlen(path) >= sizeof(state->remove_path)) return;
  memcpy(state->remove_path, path, strlen(path) + 1);
  state->has_remove_path = 1;
}

/* Bytes (at most 2047) to append to `fd` if a signal ends the process; fd -1: none. */
static inline void vclife_append_on_signal(int fd, const char *text, size_t length) {
  struct vclife_guard_state *state = vclife_guard();
  state->tail_fd = -1;
  if (fd < 0 || length >= sizeof(state->tail_text)) return;
  memcpy(state->tail_text, text, length);
  state->tail_length = length;
  state->tail_fd = fd;
}

static inline int vclife_is_crash_signal(int signal_number) {
  return signal_number == SIGSEGV || signal_number == SIGBUS || signal_number == SIGILL ||
         signal_number == SIGFPE || signal_number == SIGABRT || signal_number == SIGTRAP;
}

static inline void vclife_signal_handler(int signal_number) {
  struct vclife_guard_state *state = vclife_guard();
  int crash = vclife_is_crash_signal(signal_number);
  if (!crash && state->defers && state->pending == 0) {
    state->pending = signal_number;
    return;
  }
  vclife_restore_terminal_now();
  if (state->tail_fd >= 0) {
    size_t done = 0;
    while (done < state->tail_length) {
      ssize_t written = write(state->tail_fd, state->tail_text + done, state->tail_length - done);
      if (written <= 0) break;
      done += (size_t)written;
    }
  }
  if (state->has_remove_path) unlink(state->remove_path);
  if (crash && !state->owns_terminal) {
    /* No screen to spoil: the runtime's crash report (the action before ours) is wanted. */
    for (size_t index = 0; index < VCLIFE_GUARDED_COUNT; index++) {
      if (vclife_guarded_signals[index] == signal_number) {
        sigaction(signal_number, &state->previous_actions[index], NULL);
      }
    }
    raise(signal_number);
    return;
  }
  signal(signal_number, SIG_DFL);
  raise(signal_number);
}

/* Installs the handler for every guarded signal, keeping the previous actions, with an
 * alternate stack so a stack overflow (SIGSEGV) can still be handled. No SA_RESTART: a
 * signal interrupts a blocking read, so a deferred one is seen at once. */
static inline void vclife_install_signal_guard(void) {
  if (vclife_guard()->installed) return;
  char **alternate_stack = &vclife_guard()->alternate_stack;
  if (*alternate_stack == NULL) {
    *alternate_stack = malloc(SIGSTKSZ * 4);
    if (*alternate_stack != NULL) {
      stack_t stack;
      memset(&stack, 0, sizeof stack);
      stack.ss_sp = *alternate_stack;
      stack.ss_size = SIGSTKSZ * 4;
      sigaltstack(&stack, NULL);
    }
  }
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = vclife_signal_handler;
  action.sa_flags = SA_ONSTACK;
  sigemptyset(&action.sa_mask);
  sigset_t handled;
  sigemptyset(&handled);
  for (size_t index = 0; index < VCLIFE_GUARDED_COUNT; index++) {
    sigaction(vclife_guarded_signals[index], &action, &vclife_guard()->previous_actions[index]);
    sigaddset(&handled, vclife_guarded_signals[index]);
  }
  /* A parent may start vclife with these blocked (a test runner's thread does): a blocked
   * signal would wait, unseen, until the work is done. The ones curses relies on too: a
   * resize, and Ctrl-Z with fg. */
  sigaddset(&handled, SIGWINCH);
  sigaddset(&handled, SIGTSTP);
  sigaddset(&handled, SIGCONT);
  sigprocmask(SIG_UNBLOCK, &handled, NULL);
  vclife_guard()->installed = 1;
}

/* Ends the process with the pending signal, by its default action (a shell shows 128 + its
 * number); does nothing when none is pending. */
static inline void vclife_end_with_pending_signal(void) {
  int signal_number = vclife_guard()->pending;
  if (signal_number == 0) return;
  signal(signal_number, SIG_DFL);
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, signal_number);
  sigprocmask(SIG_UNBLOCK, &set, NULL);
  raise(signal_number);
}

#endif
