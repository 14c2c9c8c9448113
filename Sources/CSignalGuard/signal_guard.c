/* The signal guard's one state and its handler: see include/signal_guard.h. */
#include "signal_guard.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

/* Room for every signal a system defines (Linux: 64, with the real-time ones). */
#define VCLIFE_GUARD_CAPACITY 128

static struct {
  int signals[VCLIFE_GUARD_CAPACITY];
  struct sigaction previous_actions[VCLIFE_GUARD_CAPACITY];
  size_t count;
  int installed;
  char *alternate_stack;
  struct termios shell_modes;
  int has_shell_modes;
  char restore_text[512];
  size_t restore_length;
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
  /* Standard error held while the live screen shows: the real one, and the pipe's end that
   * holds what was written meanwhile (-1: not held). */
  int real_standard_error;
  int held_standard_error;
  volatile sig_atomic_t resized;
} vclife_guard = {.tail_fd = -1, .real_standard_error = -1, .held_standard_error = -1};

static void add_signal(int signal_number) {
  for (size_t index = 0; index < vclife_guard.count; index++) {
    if (vclife_guard.signals[index] == signal_number) return;
  }
  if (vclife_guard.count < VCLIFE_GUARD_CAPACITY) vclife_guard.signals[vclife_guard.count++] = signal_number;
}

/* Every signal whose default action ends the process, as signal(7) lists them. */
static void list_guarded_signals(void) {
  const int fixed[] = {
      SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGVTALRM,
      SIGPROF, SIGXCPU, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP,
#ifdef SIGSYS
      SIGSYS,
#endif
#ifdef SIGPWR
      SIGPWR,
#endif
#ifdef SIGSTKFLT
      SIGSTKFLT,
#endif
#ifdef SIGEMT
      SIGEMT,
#endif
#ifdef SIGLOST
      SIGLOST,
#endif
#if defined(__linux__) && defined(SIGIO)
      SIGIO, /* SIGPOLL: ends the process on Linux, ignored by default on the BSDs */
#endif
  };
  for (size_t index = 0; index < sizeof fixed / sizeof fixed[0]; index++) {
    add_signal(fixed[index]);
  }
#if defined(SIGRTMIN) && defined(SIGRTMAX)
  for (int number = SIGRTMIN; number <= SIGRTMAX; number++) add_signal(number);
#endif
}

int vclife_is_guarded_signal(int signal_number) {
  if (vclife_guard.count == 0) list_guarded_signals();
  for (size_t index = 0; index < vclife_guard.count; index++) {
    if (vclife_guard.signals[index] == signal_number) return 1;
  }
  return 0;
}

static int is_crash_signal(int signal_number) {
  return signal_number == SIGSEGV || signal_number == SIGBUS || signal_number == SIGILL ||
         signal_number == SIGFPE || signal_number == SIGABRT || signal_number == SIGTRAP;
}

static void write_all(int fd, const char *bytes, size_t length) {
  size_t done = 0;
  while (done < length) {
    ssize_t written = write(fd, bytes + done, length - done);
    if (written < 0 && errno == EINTR) continue;
    if (written <= 0) break;
    done += (size_t)written;
  }
}

/* Async-signal-safe: read(2) and write(2) only. The pipe's reader, the handler or the main
 * loop, takes what it reads out of it, so nothing is shown twice. */
static void show_held_standard_error(void) {
  int held = vclife_guard.held_standard_error;
  int real = vclife_guard.real_standard_error;
  if (held < 0 || real < 0) return;
  char buffer[4096];
  for (;;) {
    ssize_t count = read(held, buffer, sizeof buffer);
    if (count < 0 && errno == EINTR) continue;
    if (count <= 0) break;
    write_all(real, buffer, (size_t)count);
  }
}

/* Async-signal-safe: write(2) and tcsetattr(3) only. */
static void restore_terminal_now(void) {
  write_all(STDOUT_FILENO, vclife_guard.restore_text, vclife_guard.restore_length);
  if (vclife_guard.has_shell_modes) tcsetattr(STDIN_FILENO, TCSANOW, &vclife_guard.shell_modes);
}

static void signal_handler(int signal_number) {
  int saved_errno = errno;
  int crash = is_crash_signal(signal_number);
  if (!crash && vclife_guard.defers && vclife_guard.pending == 0) {
    vclife_guard.pending = signal_number;
    errno = saved_errno;
    return;
  }
  restore_terminal_now();
  show_held_standard_error();
  if (vclife_guard.tail_fd >= 0) write_all(vclife_guard.tail_fd, vclife_guard.tail_text, vclife_guard.tail_length);
  if (vclife_guard.has_remove_path) unlink(vclife_guard.remove_path);
  if (crash && !vclife_guard.owns_terminal) {
    /* No screen to spoil: the runtime's crash report (the action before ours) is wanted. */
    for (size_t index = 0; index < vclife_guard.count; index++) {
      if (vclife_guard.signals[index] == signal_number) {
        sigaction(signal_number, &vclife_guard.previous_actions[index], NULL);
      }
    }
    raise(signal_number);
    errno = saved_errno;
    return;
  }
  /* Blocked while the handler runs: the default action ends the process on return. */
  signal(signal_number, SIG_DFL);
  raise(signal_number);
  errno = saved_errno;
}

/* Installs the handler for every guarded signal, keeping the previous actions, with an
 * alternate stack so a stack overflow (SIGSEGV) can still be handled. No SA_RESTART: a
 * signal interrupts a blocking read, so a deferred one is seen at once. */
void vclife_install_signal_guard(void) {
  if (vclife_guard.installed) return;
  if (vclife_guard.count == 0) list_guarded_signals();
  if (vclife_guard.alternate_stack == NULL) {
    vclife_guard.alternate_stack = malloc(SIGSTKSZ * 4);
    if (vclife_guard.alternate_stack != NULL) {
      stack_t stack;
      memset(&stack, 0, sizeof stack);
      stack.ss_sp = vclife_guard.alternate_stack;
      stack.ss_size = SIGSTKSZ * 4;
      sigaltstack(&stack, NULL);
    }
  }
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = signal_handler;
  action.sa_flags = SA_ONSTACK;
  sigemptyset(&action.sa_mask);
  sigset_t handled;
  sigemptyset(&handled);
  for (size_t index = 0; index < vclife_guard.count; index++) {
    sigaction(vclife_guard.signals[index], &action, &vclife_guard.previous_actions[index]);
    sigaddset(&handled, vclife_guard.signals[index]);
  }
  /* A write past the file size limit fails with EFBIG, said like a full disk, instead of
   * ending the process (and the class's session) with the terminal as curses left it. */
  signal(SIGXFSZ, SIG_IGN);
  /* A parent may start vclife with these blocked (a test runner's thread does): a blocked
   * signal would wait, unseen, until the work is done. The ones curses relies on too: a
   * resize, and Ctrl-Z with fg. */
  sigaddset(&handled, SIGWINCH);
  sigaddset(&handled, SIGTSTP);
  sigaddset(&handled, SIGCONT);
  sigprocmask(SIG_UNBLOCK, &handled, NULL);
  vclife_guard.installed = 1;
}

void vclife_save_shell_modes(int fd) {
  vclife_guard.has_shell_modes = tcgetattr(fd, &vclife_guard.shell_modes) == 0;
}

void vclife_add_restore_text(const char *text, size_t length) {
  if (text == NULL || vclife_guard.restore_length + length >= sizeof vclife_guard.restore_text) return;
  memcpy(vclife_guard.restore_text + vclife_guard.restore_length, text, length);
  vclife_guard.restore_length += length;
}

void vclife_clear_restore_text(void) { vclife_guard.restore_length = 0; }

const char *vclife_restore_text(size_t *length) {
  *length = vclife_guard.restore_length;
  return vclife_guard.restore_text;
}

void vclife_restore_shell_modes(void) {
  if (vclife_guard.has_shell_modes) tcsetattr(STDIN_FILENO, TCSANOW, &vclife_guard.shell_modes);
}

/* ISIG is off as well: Ctrl-C then arrives as a key and ends the session as q does, so the
 * recording is kept, and Ctrl-Z cannot suspend with curses' restoring bytes still in the
 * pipe. Flow control is off so that Ctrl-S cannot freeze the screen. */
void vclife_enter_program_modes(void) {
  if (!vclife_guard.has_shell_modes) return;
  struct termios modes = vclife_guard.shell_modes;
  modes.c_lflag &= ~(tcflag_t)(ICANON | ECHO | ISIG);
  modes.c_iflag &= ~(tcflag_t)(ICRNL | INLCR | IXON | ISTRIP);
  modes.c_oflag &= ~(tcflag_t)ONLCR;
  modes.c_cc[VMIN] = 1;
  modes.c_cc[VTIME] = 0;
  tcsetattr(STDIN_FILENO, TCSANOW, &modes);
}

void vclife_release_terminal(void) {
  vclife_guard.restore_length = 0;
  vclife_guard.has_shell_modes = 0;
  vclife_guard.owns_terminal = 0;
  vclife_guard.defers = 0;
}

void vclife_own_terminal(int defers) {
  vclife_guard.owns_terminal = 1;
  vclife_guard.defers = defers;
  vclife_guard.pending = 0;
}

int vclife_pending_signal(void) { return vclife_guard.pending; }

void vclife_end_with_pending_signal(void) {
  int signal_number = vclife_guard.pending;
  if (signal_number == 0) return;
  signal(signal_number, SIG_DFL);
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, signal_number);
  sigprocmask(SIG_UNBLOCK, &set, NULL);
  raise(signal_number);
}

void vclife_remove_on_signal(const char *path) {
  vclife_guard.has_remove_path = 0;
  if (path == NULL || strlen(path) >= sizeof vclife_guard.remove_path) return;
  memcpy(vclife_guard.remove_path, path, strlen(path) + 1);
  vclife_guard.has_remove_path = 1;
}

void vclife_append_on_signal(int fd, const char *text, size_t length) {
  vclife_guard.tail_fd = -1;
  if (fd < 0 || text == NULL || length >= sizeof vclife_guard.tail_text) return;
  memcpy(vclife_guard.tail_text, text, length);
  vclife_guard.tail_length = length;
  vclife_guard.tail_fd = fd;
}

int vclife_hold_standard_error(void) {
  if (vclife_guard.held_standard_error >= 0) return 1;
  int ends[2];
  if (pipe(ends) != 0) return 0;
  int real = fcntl(STDERR_FILENO, F_DUPFD_CLOEXEC, 3);
  if (real < 0) {
    close(ends[0]);
    close(ends[1]);
    return 0;
  }
  /* Neither end may block: a full pipe drops the rest rather than stopping the program, and
   * reading what was held stops when it is empty. */
  for (int index = 0; index < 2; index++) {
    fcntl(ends[index], F_SETFL, fcntl(ends[index], F_GETFL) | O_NONBLOCK);
    fcntl(ends[index], F_SETFD, FD_CLOEXEC);
  }
  if (dup2(ends[1], STDERR_FILENO) < 0) {
    close(ends[0]);
    close(ends[1]);
    close(real);
    return 0;
  }
  close(ends[1]);
  vclife_guard.real_standard_error = real;
  vclife_guard.held_standard_error = ends[0];
  return 1;
}

void vclife_release_standard_error(void) {
  if (vclife_guard.held_standard_error < 0) return;
  /* The real standard error first: what comes from now on goes there. A signal while the
   * held text is shown shows the rest itself. */
  dup2(vclife_guard.real_standard_error, STDERR_FILENO);
  show_held_standard_error();
  int held = vclife_guard.held_standard_error;
  int real = vclife_guard.real_standard_error;
  vclife_guard.held_standard_error = -1;
  vclife_guard.real_standard_error = -1;
  close(held);
  close(real);
}

static void note_resize(int signal_number) {
  (void)signal_number;
  vclife_guard.resized = 1;
}

void vclife_watch_resizes(void) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = note_resize;
  sigemptyset(&action.sa_mask);
  sigaction(SIGWINCH, &action, NULL);
}

int vclife_take_resize(void) {
  if (!vclife_guard.resized) return 0;
  vclife_guard.resized = 0;
  return 1;
}

void vclife_stop_watching_resizes(void) {
  signal(SIGWINCH, SIG_DFL);
  vclife_guard.resized = 0;
}
