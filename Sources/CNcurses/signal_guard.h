/*
 * Giving the terminal back when a signal ends the process while the live screen runs.
 *
 * ncurses' own handlers cover only SIGINT and SIGTERM (and exit with 1); every other signal
 * that ends a process left the terminal in cbreak/no-echo on the alternate screen, and the
 * Swift runtime's crash reporter printed over the screen and waited 30 s for a key. The
 * handler here uses async-signal-safe calls only, on state saved before it is installed:
 * it writes the terminfo strings that leave the screen mode (captured at start), puts back
 * the terminal modes the shell had, and re-raises the signal with its default action, so the
 * process ends as the signal says (a shell shows 128 + its number).
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
};

static inline struct vclife_guard_state *vclife_guard(void) {
  static struct vclife_guard_state state;
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
  modes.c_iflag &= ~(tcflag_t)(ICRNL | INLCR | IXON);
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

static inline void vclife_signal_handler(int signal_number) {
  vclife_restore_terminal_now();
  signal(signal_number, SIG_DFL);
  raise(signal_number);
}

/* Installs the handler for every guarded signal, keeping the previous actions, with an
 * alternate stack so a stack overflow (SIGSEGV) can still be handled. */
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
  for (size_t index = 0; index < VCLIFE_GUARDED_COUNT; index++) {
    sigaction(vclife_guarded_signals[index], &action, &vclife_guard()->previous_actions[index]);
  }
  vclife_guard()->installed = 1;
}

/* Puts the previous actions back (ncurses' for SIGINT/SIGTERM, the runtime's for crashes). */
static inline void vclife_remove_signal_guard(void) {
  if (!vclife_guard()->installed) return;
  for (size_t index = 0; index < VCLIFE_GUARDED_COUNT; index++) {
    sigaction(vclife_guarded_signals[index], &vclife_guard()->previous_actions[index], NULL);
  }
  vclife_guard()->installed = 0;
}

#endif
