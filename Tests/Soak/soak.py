#!/usr/bin/env python3
"""make soak: the real binary in a pseudo-terminal, fed random keys and resizes (stdlib only).

Usage: python3 Tests/Soak/soak.py path/to/vclife [--keys N] [--seed S [--session K]]

The keys are spread over sessions in every mode (free play, each built-in lesson, compare,
the projector view, Chinese and both languages, themes, a recorded session, the practice
screen), each session in
bursts of keys and window resizes (80x24, large, tiny sizes down to 1x1, and now and then
sizes beyond 32,767 rows or columns). The keys include an input method's characters, SGR
mouse reports whole, cut short and too long, X10 and urxvt reports, OSC/DCS/APC strings (one
never ended), invalid UTF-8, emoji, bidi and invisible characters, and bracketed pastes (one
of 600 keys); a cut mouse report also comes before the check's `L`. After each burst the process
must be alive and its screen consistent: a resize to a check size repaints it whole (read by
a screen model from then on), a few more keys update it, and a forced repaint (Ctrl-L) must
then change nothing on screen; `L` (the language) must change it within a few seconds. Keys
that end the session (`q`, Ctrl-C, Ctrl-\\, Ctrl-Z) are never sent; each session ends with
`q`, which must exit 0. HOME, XDG_STATE_HOME, the working and the export directory are a
temporary directory, so the session files and `x`'s exports land there. Prints keys per
second and each session's peak memory (VmHWM from /proc); exits 1 on the first failure,
saying what failed, the last keys, and how to run that session again (each session has its
own random sequence, from the seed and its number).
"""

import argparse
import fcntl
import os
import pty
import random
import re
import select
import signal
import struct
import subprocess
import sys
import tempfile
import termios
import threading
import time

from screen import Screen

QUIET = 0.2          # output is finished after this long without a byte
DEADLINE = 20.0      # the longest any wait may take
BURST = 10000        # keys between two checks
CHECK_SIZES = [(24, 80), (20, 60), (30, 100), (40, 120), (24, 80)]
RESIZES = [(24, 80), (1, 1), (2, 3), (5, 10), (10, 40), (19, 59), (20, 60), (3, 120),
           (60, 20), (50, 160), (60, 200), (24, 80)]
# Sizes beyond curses' short, which a deliberate stty or a broken terminal reports: vclife
# clamps them (they crashed doupdate). Rarer, as the largest frame is a million cells.
HUGE_SIZES = [(32768, 80), (24, 40000), (40000, 1), (65535, 65535)]
HUGE_CHANCE = 0.01
# A mouse report cut short (no final M): it swallowed every key after it until a letter.
CUT_MOUSE = b"\x1b[<0;5"

# Keys with their weights: the action keys most, then navigation, then noise.
ACTIONS = "pbBmdwiavgjkhlnsc+-LPtR?r123456789 "
KEYS = ([(k.encode(), 6) for k in ACTIONS]
        + [(k, 3) for k in (b"\r", b"\x1b", b"\x0c", b"\x7f", b"\t")]
        + [(k, 3) for k in (b"\x1bOA", b"\x1bOB", b"\x1bOC", b"\x1bOD", b"\x1bOH", b"\x1bOF",
                            b"\x1b[A", b"\x1b[D", b"\x1b[5~", b"\x1b[6~")]
        + [(k.encode(), 1) for k in "é中文ñü→●…ACDEFGHIJKMNOQSTUVWXYZefouyz0!@#$%^&*()=_[]{};'\",./<>"]
        + [(k, 1) for k in (b"\xc3", b"\xff", b"\xd1", b"\xe4\xb8", b"\xc3\x1b[A", b"\x00",
                            b"\x01", b"\x02", b"\x04", b"\x05", b"\x12", b"\x18", b"\x1b\x1b")]
        # An input method's characters, whose bytes with the eighth bit dropped are o, c, d,
        # C, q (under --record they rotated, compared, quit); and SGR mouse reports, whole
        # and cut short.
        + [(k.encode(), 1) for k in "，、。中Ã"] + [(b"\xf1", 1)]
        + [(k, 1) for k in (b"\x1b[<0;5;3M", b"\x1b[<64;10;10M", b"\x1b[<65;10;10M",
                            b"\x1b[<0;5;3m", CUT_MOUSE, b"\x1b[<64;1", b"\x1b[<")]
        # The storm's classes: mouse reports too long (over 16 bytes), negative, in the X10
        # and urxvt forms; OSC, DCS and APC strings, one of them never ended; invalid UTF-8
        # (overlong, a surrogate, beyond U+10FFFF, a lone continuation); emoji with joiners,
        # a combining mark, bidi and invisible characters; bracketed pastes, one of 600 keys.
        + [(k, 0.5) for k in (b"\x1b[<0;50;11111111111111111111;5M", b"\x1b[<" + b"9" * 300 + b"M",
                              b"\x1b[<0;-5;3M", b"\x1b[M !!", b"\x1b[32;10;10M")]
        + [(k, 0.5) for k in (b"\x1b]0;title\x07", b"\x1b]52;c;cHduZWQ=\x07", b"\x1bP1$r\x1b\\",
                              b"\x1b_apc\x1b\\", b"\x1b]0;never ended")]
        + [(k, 0.5) for k in (b"\xc0\xaf", b"\xed\xa0\x80", b"\xf5\x80\x80\x80", b"\x80",
                              b"\xf0\x9f\x98")]
        + [(k.encode(), 0.5) for k in ("👨\u200d👩\u200d👧", "e\u0301", "\u202e", "\u200b")]
        + [(b"\x1b[200~pbwo\x1b[201~", 0.5), (b"\x1b[200~" + b"pb" * 300 + b"\x1b[201~", 0.05)]
        + [(b"x", 0.02)])   # an export: a few dozen files over a full run
KEY_LIST = [k for k, _ in KEYS]
KEY_WEIGHTS = [w for _, w in KEYS]


class Failure(Exception):
    pass


def lessons(binary):
    out = subprocess.run([binary, "lessons"], capture_output=True, text=True, check=True).stdout
    return re.findall(r"^([a-z0-9-]+) ", out, re.M)


def modes(binary):
    found = lessons(binary)
    return ([[]] + [["--lesson", name] for name in found]
            + [["--compare", "ios"], ["--compare", "handlers", "--lang", "both"],
               ["--present"], ["--present", "--lesson", found[0], "--lang", "zh"],
               ["--lang", "zh"], ["--lang", "both", "--theme", "light"],
               ["--no-color", "--ios", "5", "--pacing", "instant"],
               # Recorded: curses then reads through a pipe's modes (the eighth bit).
               ["--record", "soak-%d.cast" % os.getpid(), "--lang", "zh"]]
            # The practice screen: items of every kind, answered, passed, narrowed (T, D) and
            # explored off the item (a detour: a reclaimed tab bar rebuilt once trapped there).
            + PRACTICE)


# `vclife practice` sessions (a subcommand: no --export-dir). Answers go to the session's
# own store, so later items include due ones shown in a new order. And a student's `vclife
# join`, following a teacher's class (a second vclife, on a pseudo-terminal of its own that
# nobody types in) at CLASS_SOCKET in the session's folder.
CLASS_SOCKET = "soak-class.sock"
PRACTICE = [["practice", "--pacing", "instant", "--seed", "1006"],
            ["practice", "--pacing", "step", "--lang", "both", "--ios", "13"],
            ["practice", "--kind", "order", "--lang", "zh", "--pacing", "animated"],
            ["join", CLASS_SOCKET, "--lang", "both"]]


class Session:
    """One vclife process on a pseudo-terminal."""

    def __init__(self, binary, arguments, folder, size):
        self.rows, self.cols = size
        master, slave = pty.openpty()
        self.set_size(slave, size)
        env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "TERM": "xterm-256color",
               "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "HOME": folder,
               "XDG_STATE_HOME": os.path.join(folder, "state")}
        subcommand = arguments[:1] in (["practice"], ["join"])
        argv = [binary] + arguments if subcommand else [binary, "--export-dir", folder] + arguments
        # A session of its own whose controlling terminal is the pty, as a shell gives it:
        # the kernel then sends it SIGWINCH when the size changes.
        self.process = subprocess.Popen(
            argv, stdin=slave, stdout=slave, stderr=slave, cwd=folder, env=env,
            start_new_session=True, preexec_fn=lambda: fcntl.ioctl(0, termios.TIOCSCTTY, 0))
        self.pid = self.process.pid
        os.close(slave)
        os.set_blocking(master, False)
        self.fd = master
        self.status = None
        self.recent = []

    @staticmethod
    def set_size(fd, size):
        fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", size[0], size[1], 0, 0))

    def resize(self, size):
        self.rows, self.cols = size
        self.set_size(self.fd, size)
        self.signal(signal.SIGWINCH)   # the kernel sends one too, only when the size changed

    def signal(self, number):
        try:
            os.kill(self.pid, number)
        except ProcessLookupError:
            pass

    def alive(self):
        self.status = self.process.poll()
        return self.status is None

    def require_alive(self, when):
        if not self.alive():
            raise Failure("vclife ended (exit status %s) %s" % (self.status, when))

    def read(self, screen):
        try:
            data = os.read(self.fd, 1 << 16)
        except (BlockingIOError, InterruptedError):
            return True
        except OSError:      # EIO: the other side is closed
            return False
        if screen is not None:
            screen.feed(data)
        return bool(data)

    def send(self, data, screen=None):
        """Writes `data`, reading the output meanwhile so neither side blocks."""
        self.recent = (self.recent + [data])[-40:]
        view = memoryview(data)
        deadline = time.monotonic() + DEADLINE
        while view:
            if time.monotonic() > deadline:
                raise Failure("vclife stopped reading keys for %.0f s" % DEADLINE)
            readable, writable, _ = select.select([self.fd], [self.fd], [], 1.0)
            if readable and not self.read(screen):
                self.require_alive("while keys were sent")
            if writable:
                try:
                    view = view[os.write(self.fd, view):]
                except BlockingIOError:
                    pass

    def settle(self, screen=None, quiet=QUIET, limit=DEADLINE, where="after a key"):
        """Reads until no output has come for `quiet` seconds; past `limit` seconds that is
        a failure when `where` says what should have ended, else the reading just stops."""
        deadline = time.monotonic() + limit
        while time.monotonic() < deadline:
            readable, _, _ = select.select([self.fd], [], [], quiet)
            if not readable:
                return
            if not self.read(screen):
                self.require_alive("while its output was read")
                return
        if where:
            raise Failure("vclife was still drawing %.0f s %s" % (limit, where))

    def memory(self):
        """VmRSS and VmHWM (the peak) in MiB; zeros where there is no /proc (not Linux)."""
        if not os.path.isdir("/proc"):
            return 0.0, 0.0
        fields = {}
        with open("/proc/%d/status" % self.pid) as status:
            for line in status:
                name, _, value = line.partition(":")
                if name in ("VmRSS", "VmHWM"):
                    fields[name] = int(value.split()[0]) / 1024.0
        return fields["VmRSS"], fields["VmHWM"]

    def quit(self):
        self.send(b"\x1b")
        time.sleep(0.1)
        self.send(b"q")
        deadline = time.monotonic() + DEADLINE
        while self.alive() and time.monotonic() < deadline:
            if select.select([self.fd], [], [], 0.05)[0]:
                self.read(None)
        if self.alive():
            raise Failure("vclife did not end within %.0f s of q" % DEADLINE)
        if self.status != 0:
            raise Failure("q ended vclife with exit status %s" % self.status)

    def close(self):
        if self.alive():
            self.process.kill()
            self.process.wait()
        os.close(self.fd)


class Teacher:
    """The class a `join` session follows: `vclife --class` on a pseudo-terminal of its own,
    its output read (and dropped) by a thread so that it never waits on a full terminal."""

    def __init__(self, binary, folder):
        self.session = Session(binary, ["--class", CLASS_SOCKET, "--lesson", lessons(binary)[0]],
                               folder, (30, 100))
        os.set_blocking(self.session.fd, True)
        self.reader = threading.Thread(target=self.drain, daemon=True)
        self.reader.start()
        deadline = time.monotonic() + DEADLINE
        while not os.path.exists(os.path.join(folder, CLASS_SOCKET)):
            self.session.require_alive("(the teacher) before its class opened")
            if time.monotonic() > deadline:
                raise Failure("the teacher's class did not open in %.0f s" % DEADLINE)
            time.sleep(0.05)

    def drain(self):
        while True:
            try:
                if not os.read(self.session.fd, 1 << 16):
                    return
            except OSError:
                return

def random_keys(rng, count):
    return b"".join(rng.choices(KEY_LIST, KEY_WEIGHTS, k=count))


def burst(session, rng, keys):
    """`keys` random keys in writes of 1 to 64, with a resize now and then; returns how many
    resizes."""
    sent = resizes = 0
    while sent < keys:
        count = min(rng.randint(1, 64), keys - sent)
        session.send(random_keys(rng, count))
        sent += count
        if rng.random() < 0.1:
            huge = rng.random() < HUGE_CHANCE
            session.resize(rng.choice(HUGE_SIZES if huge else RESIZES))
            resizes += 1
    session.settle(limit=2.0, where=None)   # an animation may go on: the check's End ends it
    session.require_alive("during a burst of keys")
    return resizes


def quiesce(session, screen=None):
    """Ends what a burst left running: Esc (a help page, a list), then End (an animation)."""
    session.send(b"\x1b", screen)
    time.sleep(0.05)   # longer than the escape delay, so Esc stands alone
    session.settle(screen, limit=2.0, where=None)
    session.send(b"\x1bOF", screen)
    session.settle(screen, where="after End")


def check(session, rng):
    """The screen after a repaint at a check size, a few keys, and Ctrl-L, is unchanged."""
    size = rng.choice(CHECK_SIZES)
    quiesce(session)
    session.resize((size[0], size[1] + 1))
    session.settle()
    screen = Screen(*size)
    session.resize(size)   # a new size: vclife clears and repaints everything
    session.settle(screen)
    session.send(random_keys(rng, 30).replace(b"x", b""), screen)
    session.settle(screen, limit=2.0, where=None)
    quiesce(session, screen)
    for attempt in (1, 2):
        before = screen.snapshot()
        session.send(b"\x0c", screen)
        session.settle(screen)
        if screen.snapshot() == before:
            break
        if attempt == 2:
            raise Failure("Ctrl-L changed the screen at %dx%d; after it:\n%s"
                          % (size[1], size[0], screen.text()))
        session.settle(screen, quiet=1.2)   # an animation's slowest tick is a second
    before = screen.snapshot()
    # After a mouse report cut short, L must still be a key (it ended the report and was
    # eaten); the language changes either way, so L must show within the deadline.
    session.send(CUT_MOUSE, screen)
    time.sleep(0.1)
    session.send(b"L", screen)
    deadline = time.monotonic() + DEADLINE
    while screen.snapshot() == before:
        if time.monotonic() > deadline:
            raise Failure("L (the language) changed nothing on screen in %.0f s" % DEADLINE)
        session.settle(screen, quiet=0.05)
    session.send(b"LL", screen)
    session.settle(screen)
    session.require_alive("after the check")
    return screen.unknown


def run(binary, total, seed, only):
    all_modes = modes(binary)
    per_mode = max(total // len(all_modes), 1)
    sent = 0
    sessions = resizes = 0
    checks = 0
    peak = 0.0
    bursting = 0.0
    unknown = {}
    start = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="vclife-soak-") as folder:
        for index, arguments in enumerate(all_modes):
            if only is not None and index != only:
                continue
            rng = random.Random("%d-%d" % (seed, index))   # a session replays on its own
            teacher = Teacher(binary, folder) if arguments[:1] == ["join"] else None
            session = Session(binary, arguments, folder, (24, 80))
            try:
                session.settle()
                session.require_alive("at start-up")
                left = per_mode
                while left > 0:
                    keys = min(BURST, left)
                    began = time.monotonic()
                    resizes += burst(session, rng, keys)
                    bursting += time.monotonic() - began
                    for name, count in check(session, rng).items():
                        unknown[name] = unknown.get(name, 0) + count
                    left -= keys
                    sent += keys
                    checks += 1
                rss, hwm = session.memory()
                peak = max(peak, hwm)
                print("  %-52s %7d keys, RSS %5.1f MiB, peak %5.1f MiB"
                      % (" ".join(arguments) or "(free play)", per_mode, rss, hwm), flush=True)
                session.quit()
                if teacher:
                    teacher.session.require_alive("(the teacher) while a student followed it")
                sessions += 1
            except Failure as failure:
                print("soak: %s: %s\n  again: --seed %d --session %d --keys %d; the last keys: %r"
                      % (" ".join(arguments) or "free play", failure, seed, index, total,
                         b"".join(session.recent)[-400:]), file=sys.stderr)
                return 1
            finally:
                session.close()
                if teacher:
                    teacher.session.close()
    elapsed = time.monotonic() - start
    print("soak: %d keys and %d resizes in %d sessions, %d checks, %.0f s; %.0f keys/s in the "
          "bursts, %.0f keys/s with the checks; peak RSS %.1f MiB"
          % (sent, resizes, sessions, checks, elapsed, sent / bursting, sent / elapsed, peak))
    if unknown:
        print("soak: sequences the screen model skipped: %s" % unknown)
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("binary")
    parser.add_argument("--keys", type=int, default=1_000_000)
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--session", type=int, default=None, help="run only this session")
    options = parser.parse_args()
    seed = options.seed if options.seed is not None else random.randrange(1 << 32)
    print("soak: %d keys, seed %d" % (options.keys, seed), flush=True)
    return run(os.path.abspath(options.binary), options.keys, seed, options.session)


if __name__ == "__main__":
    sys.exit(main())
