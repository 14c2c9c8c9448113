"""A small terminal screen model for `make soak` (python3 stdlib only).

It understands what ncurses sends for TERM=xterm-256color: cursor motion, erasing,
inserting and deleting characters and lines, scrolling regions, repeats, the alternate
screen, and SGR attributes and colours (erased cells take the current background, as with
xterm's back-colour erase). Characters are placed by their display width (East Asian wide
and full-width: two cells; combining marks join the cell before). Sequences it does not know
are counted in `unknown`, so a check can tell a repaint bug from a gap in this model.
"""

import codecs
import unicodedata

DEFAULT = (None, None, frozenset())  # foreground, background, flags
LINE_DRAWING = dict(zip("jklmnqtuvwxa`~", "┘┐┌└┼─├┤┴┬│▒◆·"))


def width(char):
    if unicodedata.combining(char) or unicodedata.category(char) in ("Mn", "Me", "Cf"):
        return 0
    return 2 if unicodedata.east_asian_width(char) in ("W", "F") else 1


class Screen:
    def __init__(self, rows, cols):
        self.decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
        self.unknown = {}
        self.resize(rows, cols)

    def resize(self, rows, cols):
        """A fresh, blank screen of this size (what a resize followed by a repaint needs)."""
        self.rows, self.cols = max(rows, 1), max(cols, 1)
        self.cells = [self.blank_line(DEFAULT) for _ in range(self.rows)]
        self.y = self.x = 0
        self.wrap = False
        self.attr = DEFAULT
        self.top, self.bottom = 0, self.rows - 1
        self.saved = (0, 0, DEFAULT)
        self.line_drawing = False
        self.last = " "
        self.state = "text"
        self.sequence = ""

    def blank_line(self, attr):
        return [[" ", attr] for _ in range(self.cols)]

    def erased(self):
        return (None, self.attr[1], frozenset())

    def snapshot(self):
        """The screen as rows of (text, attributes) cells, to compare two moments."""
        return tuple(tuple((c[0], c[1]) for c in line) for line in self.cells)

    def text(self):
        return "\n".join("".join(c[0] for c in line).rstrip() for line in self.cells)

    def feed(self, data):
        for char in self.decoder.decode(data):
            self.step(char)

    # Parsing -------------------------------------------------------------------------------

    def step(self, char):
        code = ord(char)
        if self.state == "text":
            if char == "\x1b":
                self.state, self.sequence = "escape", ""
            elif code < 0x20 or code == 0x7F:
                self.control(char)
            else:
                self.put(char)
        elif self.state == "escape":
            self.escape(char)
        elif self.state == "csi":
            if 0x40 <= code <= 0x7E:
                self.state = "text"
                self.csi(self.sequence, char)
            else:
                self.sequence += char
        elif self.state == "string":  # OSC or DCS: up to BEL or ESC \
            if char == "\x07":
                self.state = "text"
            elif char == "\x1b":
                self.state = "string-escape"
        elif self.state == "string-escape":
            self.state = "text" if char == "\\" else "string"
        elif self.state == "charset":
            if self.sequence == "(":
                self.line_drawing = char == "0"
            self.state = "text"

    def escape(self, char):
        self.state = "text"
        if char == "[":
            self.state, self.sequence = "csi", ""
        elif char in "]P_^":
            self.state = "string"
        elif char in "()*+":
            self.state, self.sequence = "charset", char
        elif char == "7":
            self.saved = (self.y, self.x, self.attr)
        elif char == "8":
            self.y, self.x, self.attr = self.saved
            self.wrap = False
        elif char == "M":
            self.reverse_index()
        elif char == "D":
            self.index()
        elif char == "E":
            self.x = 0
            self.index()
        elif char == "c":
            self.resize(self.rows, self.cols)
        elif char not in "=>":
            self.count("ESC " + char)

    def count(self, what):
        self.unknown[what] = self.unknown.get(what, 0) + 1

    def control(self, char):
        if char == "\r":
            self.x, self.wrap = 0, False
        elif char in "\n\x0b\x0c":
            self.index()
        elif char == "\b":
            self.x, self.wrap = max(self.x - 1, 0), False
        elif char == "\t":
            self.x, self.wrap = min((self.x // 8 + 1) * 8, self.cols - 1), False
        elif char == "\x0e":
            self.line_drawing = True
        elif char == "\x0f":
            self.line_drawing = False

    # Writing -------------------------------------------------------------------------------

    def put(self, char):
        if self.line_drawing:
            char = LINE_DRAWING.get(char, char)
        size = width(char)
        if size == 0:
            x = self.x - (0 if self.wrap else 1)
            if x >= 0:
                self.cells[self.y][x][0] += char
            return
        if self.wrap or (size == 2 and self.x == self.cols - 1):
            self.x, self.wrap = 0, False
            self.index()
        line = self.cells[self.y]
        self.clear_half(line, self.x)
        if size == 2:
            self.clear_half(line, self.x + 1)
        line[self.x] = [char, self.attr]
        if size == 2:
            line[self.x + 1] = ["", self.attr]
        self.last = char
        if self.x + size >= self.cols:
            self.x, self.wrap = self.cols - 1, True
        else:
            self.x += size

    def clear_half(self, line, x):
        """Writing over half of a wide character leaves a space in its other half."""
        if line[x][0] == "" and x > 0:
            line[x - 1][0] = " "
        elif x + 1 < self.cols and line[x + 1][0] == "":
            line[x + 1][0] = " "

    def index(self):
        if self.y == self.bottom:
            self.scroll(self.top, self.bottom, 1)
        elif self.y < self.rows - 1:
            self.y += 1

    def reverse_index(self):
        if self.y == self.top:
            self.scroll(self.top, self.bottom, -1)
        elif self.y > 0:
            self.y -= 1

    def scroll(self, top, bottom, count):
        """Moves lines top...bottom up by `count` (down when negative), blank lines in."""
        region = self.cells[top:bottom + 1]
        n = min(abs(count), len(region))
        blank = [self.blank_line(self.erased()) for _ in range(n)]
        region = region[n:] + blank if count > 0 else blank + region[:len(region) - n]
        self.cells[top:bottom + 1] = region

    def erase(self, y, start, end):
        for x in range(max(start, 0), min(end, self.cols)):
            self.cells[y][x] = [" ", self.erased()]

    # Control sequences ---------------------------------------------------------------------

    def csi(self, body, final):
        private = body[:1] if body[:1] in "?>=<" else ""
        text = body[len(private):]
        try:
            params = [int(p) if p else None for p in text.split(";")] if text else []
        except ValueError:  # colons (38:5:n) or intermediates: not sent by ncurses here
            return self.count("CSI %s%s" % (body, final))
        first = params[0] if params and params[0] is not None else None
        n = first if first else 1
        self.wrap = False if final not in "mhl" else self.wrap
        if private:
            if final in "hl" and first in (1049, 47, 1047):
                self.erase_all()
            elif final not in "hlmc":
                self.count("CSI %s%s" % (private, final))
            return
        if final in "Hf":
            column = params[1] if len(params) > 1 and params[1] else 1
            self.y, self.x = self.clamp_row(n - 1), self.clamp_col(column - 1)
        elif final == "A":
            self.y = max(self.y - n, self.top if self.y >= self.top else 0)
        elif final in "Be":
            self.y = min(self.y + n, self.bottom if self.y <= self.bottom else self.rows - 1)
        elif final in "Ca":
            self.x = self.clamp_col(self.x + n)
        elif final == "D":
            self.x = self.clamp_col(self.x - n)
        elif final in "G`":
            self.x = self.clamp_col(n - 1)
        elif final == "d":
            self.y = self.clamp_row(n - 1)
        elif final == "E":
            self.y, self.x = self.clamp_row(self.y + n), 0
        elif final == "F":
            self.y, self.x = self.clamp_row(self.y - n), 0
        elif final == "J":
            self.erase_display(first or 0)
        elif final == "K":
            mode = first or 0
            start = 0 if mode in (1, 2) else self.x
            end = self.cols if mode in (0, 2) else self.x + 1
            self.erase(self.y, start, end)
        elif final == "X":
            self.erase(self.y, self.x, self.x + n)
        elif final == "@":
            self.shift_chars(n)
        elif final == "P":
            self.shift_chars(-n)
        elif final in "LM":
            if self.top <= self.y <= self.bottom:
                self.scroll(self.y, self.bottom, -n if final == "L" else n)
                self.x = 0
        elif final == "S":
            self.scroll(self.top, self.bottom, n)
        elif final == "T":
            self.scroll(self.top, self.bottom, -n)
        elif final == "b":
            for _ in range(n):
                self.put(self.last)
        elif final == "r":
            top = (first or 1) - 1
            bottom = (params[1] if len(params) > 1 and params[1] else self.rows) - 1
            if top < bottom < self.rows:
                self.top, self.bottom = top, bottom
                self.y = self.x = 0
        elif final == "m":
            self.sgr([p or 0 for p in params] or [0])
        elif final == "s":
            self.saved = (self.y, self.x, self.attr)
        elif final == "u":
            self.y, self.x, self.attr = self.saved
        elif final not in "hlntcgq":
            self.count("CSI " + final)

    def clamp_row(self, y):
        return min(max(y, 0), self.rows - 1)

    def clamp_col(self, x):
        return min(max(x, 0), self.cols - 1)

    def erase_all(self):
        for y in range(self.rows):
            self.erase(y, 0, self.cols)

    def erase_display(self, mode):
        if mode == 0:
            self.erase(self.y, self.x, self.cols)
            for y in range(self.y + 1, self.rows):
                self.erase(y, 0, self.cols)
        elif mode == 1:
            for y in range(self.y):
                self.erase(y, 0, self.cols)
            self.erase(self.y, 0, self.x + 1)
        else:
            self.erase_all()

    def shift_chars(self, count):
        """Inserts `count` blanks at the cursor (deletes when negative), the rest shifted."""
        line = self.cells[self.y]
        blanks = [[" ", self.erased()] for _ in range(abs(count))]
        if count > 0:
            rest = blanks + line[self.x:]
        else:
            rest = line[self.x - count:] + blanks
        line[self.x:] = rest[:self.cols - self.x]

    def sgr(self, params):
        fg, bg, flags = self.attr
        flags = set(flags)
        i = 0
        while i < len(params):
            p = params[i]
            if p == 0:
                fg, bg, flags = None, None, set()
            elif p in (1, 2, 3, 4, 5, 7, 8, 9):
                flags.add(p)
            elif p == 22:
                flags -= {1, 2}
            elif 23 <= p <= 29:
                flags.discard(p - 20)
            elif 30 <= p <= 37 or 90 <= p <= 97:
                fg = p
            elif 40 <= p <= 47 or 100 <= p <= 107:
                bg = p
            elif p == 39:
                fg = None
            elif p == 49:
                bg = None
            elif p in (38, 48) and i + 1 < len(params):
                kind = params[i + 1]
                size = 3 if kind == 5 else 5
                value = (kind,) + tuple(params[i + 2:i + size])
                if p == 38:
                    fg = value
                else:
                    bg = value
                i += size - 1
            else:
                self.count("SGR %d" % p)
            i += 1
        self.attr = (fg, bg, frozenset(flags))
