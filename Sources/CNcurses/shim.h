/*
 * The slice of ncursesw that vclife's terminal adapter uses.
 *
 * SwiftPM passes pkg-config's library flags but not its -D flags, so the wide-character
 * API has to be switched on here, before curses.h is read.
 */
#ifndef VCLIFE_CNCURSES_SHIM_H
#define VCLIFE_CNCURSES_SHIM_H

#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1

#include <curses.h>
#include <fcntl.h>
#include <langinfo.h>
#include <locale.h>
#include <stdio.h>
#include <wchar.h>

/*
 * term.h is not included: its capability macros (lines, columns, bell, ...) would shadow
 * ordinary words. The start-up check needs only these three terminfo entry points.
 */
struct term;
extern int setupterm(const char *, int, int *);
extern struct term *set_curterm(struct term *);
extern int del_curterm(struct term *);

/* Swift 6 rejects the mutable C global stdscr. */
static inline WINDOW *vclife_stdscr(void) { return stdscr; }

/* Swift 6 rejects the mutable C global curscr; clearok(curscr) forces a full repaint. */
static inline WINDOW *vclife_curscr(void) { return curscr; }

/* Swift 6 rejects the mutable C global LINES. */
static inline int vclife_lines(void) { return LINES; }

/* Swift 6 rejects the mutable C global COLS. */
static inline int vclife_cols(void) { return COLS; }

/* Swift 6 rejects the mutable C global COLORS (valid after start_color). */
static inline int vclife_colors(void) { return COLORS; }

/* Swift 6 rejects the mutable C global COLOR_PAIRS (valid after start_color). */
static inline int vclife_color_pairs(void) { return COLOR_PAIRS; }

/* Swift 6 rejects the mutable C globals stdin/stdout, which newterm takes as FILE pointers. */
static inline FILE *vclife_stdin(void) { return stdin; }

/* See vclife_stdin. */
static inline FILE *vclife_stdout(void) { return stdout; }

/* getmaxyx is a macro that assigns to its arguments. */
static inline void vclife_getmaxyx(WINDOW *win, int *y, int *x) {
  int rows = 0, cols = 0;
  getmaxyx(win, rows, cols);
  *y = rows;
  *x = cols;
}

/* A_NORMAL expands through NCURSES_BITS, a function-like macro. */
static inline attr_t vclife_a_normal(void) { return A_NORMAL; }

/* A_BOLD expands through NCURSES_BITS, a function-like macro. */
static inline attr_t vclife_a_bold(void) { return A_BOLD; }

/* A_DIM expands through NCURSES_BITS, a function-like macro. */
static inline attr_t vclife_a_dim(void) { return A_DIM; }

/* A_REVERSE expands through NCURSES_BITS, a function-like macro. */
static inline attr_t vclife_a_reverse(void) { return A_REVERSE; }

/* A_UNDERLINE expands through NCURSES_BITS, a function-like macro. */
static inline attr_t vclife_a_underline(void) { return A_UNDERLINE; }

/* COLOR_PAIR is a function-like macro. */
static inline attr_t vclife_color_pair(int pair) { return (attr_t)COLOR_PAIR(pair); }

/* wcwidth is declared only under _XOPEN_SOURCE, which Swift's Glibc module does not set. */
static inline int vclife_wcwidth(wchar_t wc) { return wcwidth(wc); }

/* nl_langinfo's CODESET is an enum constant of a header Swift's Glibc module may not export. */
static inline const char *vclife_codeset(void) { return nl_langinfo(CODESET); }

/*
 * cchar_t is filled through setcchar, whose fields are private to ncurses; this writes one
 * character cell (a base character and up to four combining marks) with attributes and a
 * colour pair at y, x. Returns ERR when setcchar rejects the text.
 */
static inline int vclife_put_cell(WINDOW *win, int y, int x, const wchar_t *text, attr_t attrs,
                                  short pair) {
  cchar_t cell;
  if (setcchar(&cell, text, attrs, pair, NULL) == ERR) {
    return ERR;
  }
  return mvwadd_wch(win, y, x, &cell);
}

/*
 * Looks a terminal type up in terminfo without printing or touching the terminal: setupterm
 * with an error pointer stays silent, and the entry it loads is unloaded again at once.
 * Returns 1 when found and usable, 0 when not found (or too generic to address the cursor),
 * -1 when there is no terminfo database, and -2 for a hardcopy terminal.
 */
static inline int vclife_terminfo_lookup(const char *name, int fd) {
  int status = 0;
  int result = setupterm(name, fd, &status);
  struct term *loaded = set_curterm(NULL);
  if (loaded != NULL) {
    del_curterm(loaded);
  }
  if (result == OK) {
    return 1;
  }
  if (status == 1) {
    return -2;
  }
  return status == -1 ? -1 : 0;
}

/* The mouse events vclife asks for: button 1 pressed, and the wheel (buttons 4 and 5). */
static inline mmask_t vclife_mouse_mask(void) {
  return BUTTON1_PRESSED | BUTTON4_PRESSED | BUTTON5_PRESSED;
}

/*
 * Reads the event KEY_MOUSE announced: 1 for button 1 pressed at x, y; 2 for the wheel
 * turned up, 3 down; 0 for anything else, or when there is none.
 */
static inline int vclife_read_mouse(int *x, int *y) {
  MEVENT event;
  if (getmouse(&event) != OK) return 0;
  *x = event.x;
  *y = event.y;
  if (event.bstate & BUTTON1_PRESSED) return 1;
  if (event.bstate & BUTTON4_PRESSED) return 2;
  if (event.bstate & BUTTON5_PRESSED) return 3;
  return 0;
}

/*
 * A recorded session's curses writes into a pipe that is emptied after every frame: a larger
 * pipe holds any frame of a large screen whole. F_SETPIPE_SZ is Linux's; elsewhere the
 * default size stays. Returns the size, or -1.
 */
static inline int vclife_grow_pipe(int fd, int size) {
#ifdef F_SETPIPE_SZ
  return fcntl(fd, F_SETPIPE_SZ, size);
#else
  (void)fd;
  (void)size;
  return -1;
#endif
}

#endif
