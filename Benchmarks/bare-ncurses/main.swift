// `make bench`'s anchor: the smallest Swift program that links ncursesw and draws one screen
// like vclife's first frame (boxes and a line of text in every row), then waits for `q`. Its
// start-up time and peak memory, measured in the same run as vclife's, give the live screen's
// figures as ratios.
import CNcurses

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

setlocale(LC_CTYPE, "")
guard let screen = newterm(nil, vclife_stdout(), vclife_stdin()) else { exit(2) }
set_term(screen)
cbreak()
noecho()
let window = vclife_stdscr()
var rows: Int32 = 0
var columns: Int32 = 0
vclife_getmaxyx(window, &rows, &columns)
box(window, 0, 0)
for row in 1..<max(1, rows - 1) {
  mvwaddstr(window, row, 2, "Callbacks \(row): a line of text like the live screen's")
}
wrefresh(window)
while true {
  let key = wgetch(window)
  if key == Int32(UInt8(ascii: "q")) || key == ERR { break }
}
endwin()
delscreen(screen)
