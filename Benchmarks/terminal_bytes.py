#!/usr/bin/env python3
"""Terminal-side measurements of the live screen (python3 stdlib only).

Usage: python3 Benchmarks/terminal_bytes.py path/to/vclife [path/to/bare-ncurses]

With the bare program (a Swift binary that links ncursesw and draws one screen), its start-up
and peak memory are measured in the same run, and vclife's are also given as ratios to them.

Spawns `vclife --pacing instant` in an 80x24 pseudo-terminal (TERM=xterm-256color,
LANG=C.UTF-8) and reports start-up time to the first full frame, bytes written per push and
per selection move, and the child's peak RSS after `q`. Never hangs: every read has a deadline,
the whole run has an overall timeout, and the child is killed on the way out.
"""

import fcntl
import os
import pty
import resource
import select
import signal
import struct
import sys
import termios
import time

COLS, ROWS = 80, 24
QUIET = 0.100          # output counts as finished after this long without a byte
STEP_TIMEOUT = 5.0     # per measurement
OVERALL_TIMEOUT = 60   # whole script
PUSHES = 5
STARTS = 15  # starts of each program for the side-by-side figures (a shared machine: the least
            # of 7 still varied from 0.7× to 2.6× between runs)
MOVES = 10


class Timeout(Exception):
    pass


def on_alarm(signum, frame):
    raise Timeout("overall timeout of %d s" % OVERALL_TIMEOUT)


def spawn(binary):
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLS, 0, 0))
    env = dict(os.environ)
    env.update(TERM="xterm-256color", LANG="C.UTF-8", LC_ALL="C.UTF-8")
    env.pop("NO_COLOR", None)
    start = time.monotonic()
    pid = os.fork()
    if pid == 0:  # child: the pty is its controlling terminal and stdio
        try:
            os.close(master)
            os.setsid()
            fcntl.ioctl(slave, termios.TIOCSCTTY, 0)
            for fd in (0, 1, 2):
                os.dup2(slave, fd)
            if slave > 2:
                os.close(slave)
            os.execve(binary, [binary, "--pacing", "instant"], env)
        finally:
            os._exit(127)
    os.close(slave)
    return pid, master, start


def read_burst(fd, until=None, quiet=QUIET, timeout=STEP_TIMEOUT):
    """Reads until `until` (bytes) has been seen, if given, and then nothing arrives for
    `quiet` seconds. Returns (data, time of the last byte or None)."""
    data = bytearray()
    last = None
    deadline = time.monotonic() + timeout
    while True:
        now = time.monotonic()
        if now >= deadline:
            raise Timeout("no %s within %.1f s (got %d bytes)"
                          % ("quiet burst" if until is None else repr(until), timeout, len(data)))
        seen = until is None or until in data
        wait = quiet if seen else deadline - now
        if seen and last is not None:
            wait = max(0.0, last + quiet - now)
        ready, _, _ = select.select([fd], [], [], min(wait, deadline - now))
        if ready:
            try:
                chunk = os.read(fd, 65536)
            except OSError:  # EIO: the child closed the terminal
                return bytes(data), last
            if not chunk:
                return bytes(data), last
            data += chunk
            last = time.monotonic()
        elif seen and (last is None or time.monotonic() - last >= quiet):
            return bytes(data), last


def send(fd, key):
    os.write(fd, key)


def wait_child(pid, fd, timeout=STEP_TIMEOUT):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        done, status, usage = os.wait4(pid, os.WNOHANG)
        if done == pid:
            return status, usage
        ready, _, _ = select.select([fd], [], [], 0.02)  # keep draining so it never blocks
        if ready:
            try:
                os.read(fd, 65536)
            except OSError:
                pass
    raise Timeout("vclife did not exit within %.1f s of q" % timeout)


def first_frame(binary):
    """One start: the time to the first full frame (ms), the peak RSS (MiB) after `q`, and the
    CPU time (user and system, ms) of the whole run to `q`, which other programs on the
    machine disturb far less than the time on the clock."""
    pid, fd, start = spawn(binary)
    try:
        _, last = read_burst(fd, until=b"Callbacks")
        send(fd, b"q")
        _, usage = wait_child(pid, fd)
    finally:
        os.close(fd)
    cpu = (usage.ru_utime + usage.ru_stime) * 1000.0
    return (last - start) * 1000.0, usage.ru_maxrss / 1024.0, cpu


def measure_side_by_side(binary, bare, runs=STARTS):
    """Start-up to the first frame and peak RSS of vclife and of the bare ncursesw program,
    started in turn `runs` times each in one run (so both meet the same machine), the best of
    each kept: a busy machine only ever adds time."""
    ours, theirs = [], []
    for _ in range(runs):
        theirs.append(first_frame(bare))
        ours.append(first_frame(binary))
    best = lambda samples: tuple(min(s[i] for s in samples) for i in range(3))
    return best(ours), best(theirs)


def main():
    if len(sys.argv) not in (2, 3):
        print("usage: terminal_bytes.py path/to/vclife [path/to/bare-ncurses]", file=sys.stderr)
        return 2
    binary = sys.argv[1]
    if not os.access(binary, os.X_OK):
        print("terminal_bytes.py: %s is not an executable" % binary, file=sys.stderr)
        return 2
    signal.signal(signal.SIGALRM, on_alarm)
    signal.alarm(OVERALL_TIMEOUT)
    bare = None
    try:
        if len(sys.argv) == 3:
            ours, bare = measure_side_by_side(binary, sys.argv[2])
            print("start-up to the first full frame, best of %d each, side by side: vclife %.1f ms,"
                  " the bare ncursesw program %.1f ms = %.2f× (target <= 2× and < 15 ms)"
                  % (STARTS, ours[0], bare[0], ours[0] / bare[0]))
            print("peak memory at the first frame: vclife %.1f MiB, the bare program %.1f MiB"
                  " = %.2f× (target <= 2×)" % (ours[1], bare[1], ours[1] / bare[1]))
            print("CPU time to the first frame and q, best of %d each: vclife %.1f ms, the bare"
                  " program %.1f ms = %.2f×" % (STARTS, ours[2], bare[2], ours[2] / bare[2]))
    except Timeout as error:
        print("terminal_bytes.py: %s" % error, file=sys.stderr)
        return 1
    pid, fd, start = spawn(binary)
    reaped = False
    try:
        frame, last = read_burst(fd, until=b"Callbacks")
        startup_ms = (last - start) * 1000.0
        print("terminal: start-up to first frame %.1f ms (target < 50 ms; %d bytes)"
              % (startup_ms, len(frame)))

        push_bytes = []
        for _ in range(PUSHES):  # push Photos, measure; pop back, unmeasured
            send(fd, b"p")
            data, _ = read_burst(fd)
            push_bytes.append(len(data))
            send(fd, b"b")
            read_burst(fd)
        per_push = sum(push_bytes) / len(push_bytes)
        print("bytes per push (80x24, all at once): %d (target <= 1000; samples %s)"
              % (round(per_push), push_bytes))

        move_bytes = []
        for index in range(MOVES):
            send(fd, b"j" if index % 2 == 0 else b"k")
            data, _ = read_burst(fd)
            move_bytes.append(len(data))
        per_move = sum(move_bytes) / len(move_bytes)
        print("bytes per selection move: %d (target <= 300; samples %s)"
              % (round(per_move), move_bytes))

        send(fd, b"q")
        status, usage = wait_child(pid, fd)
        reaped = True
        peak_mib = usage.ru_maxrss / 1024.0  # KiB on Linux
        code = os.waitstatus_to_exitcode(status)
        print("peak memory of the live screen: %.1f MiB (target < 25 MB; exit status %d)%s"
              % (peak_mib, code,
                 " = %.1f× the bare program" % (peak_mib / bare[1]) if bare else ""))
        return 0
    except Timeout as error:
        print("terminal_bytes.py: %s" % error, file=sys.stderr)
        return 1
    finally:
        signal.alarm(0)
        if not reaped:
            try:
                os.kill(pid, signal.SIGKILL)
                os.waitpid(pid, 0)
            except (ProcessLookupError, ChildProcessError):
                pass
        os.close(fd)


if __name__ == "__main__":
    sys.exit(main())
