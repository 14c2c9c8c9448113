#!/usr/bin/env python3
"""Idle CPU of the class modes (python3 stdlib only; Linux: reads /proc).

Usage: python3 Benchmarks/idle_cpu.py path/to/vclife

Opens a teacher (`vclife --lesson memory-warnings --class SOCKET`) and a student
(`vclife join SOCKET`), each in an 80x24 pseudo-terminal of its own, lets both settle, then
reads each process's CPU time (utime + stime in /proc/PID/stat) over a quiet interval in which
nobody presses a key, and reports it as a share of one core. Never hangs: every wait has a
deadline and both children are killed on the way out.
"""

import fcntl
import os
import pty
import select
import shutil
import signal
import struct
import sys
import tempfile
import termios
import time

QUIET_SECONDS = 5.0
TICKS = os.sysconf("SC_CLK_TCK")


def spawn(arguments):
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", LC_ALL="C.UTF-8")
    pid = os.fork()
    if pid == 0:
        try:
            os.close(master)
            os.setsid()
            fcntl.ioctl(slave, termios.TIOCSCTTY, 0)
            for fd in (0, 1, 2):
                os.dup2(slave, fd)
            os.execve(arguments[0], arguments, env)
        finally:
            os._exit(127)
    os.close(slave)
    return pid, master


def drain(master, seconds):
    """Reads whatever the child draws for `seconds` (its output must not block it)."""
    deadline = time.monotonic() + seconds
    seen = b""
    while time.monotonic() < deadline:
        ready, _, _ = select.select([master], [], [], max(0.0, deadline - time.monotonic()))
        if ready:
            try:
                seen += os.read(master, 65536)
            except OSError:
                break
    return seen


def cpu_seconds(pid):
    with open("/proc/%d/stat" % pid) as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS


def main():
    binary = sys.argv[1]
    folder = tempfile.mkdtemp(prefix="vclife-idle-")
    socket = os.path.join(folder, "class.sock")
    children = []
    try:
        teacher = spawn([binary, "--lesson", "memory-warnings", "--class", socket])
        children.append(teacher)
        deadline = time.monotonic() + 10
        while not os.path.exists(socket) and time.monotonic() < deadline:
            drain(teacher[1], 0.05)
        student = spawn([binary, "join", socket])
        children.append(student)
        # Both settle: the first frames, the catch-up, the roster.
        for _ in range(20):
            drain(teacher[1], 0.05)
            drain(student[1], 0.05)
        before = {pid: cpu_seconds(pid) for pid, _ in children}
        started = time.monotonic()
        while time.monotonic() - started < QUIET_SECONDS:
            drain(teacher[1], 0.1)
            drain(student[1], 0.1)
        elapsed = time.monotonic() - started
        for name, (pid, _) in zip(["--class (teacher)", "join (student)"], children):
            share = (cpu_seconds(pid) - before[pid]) / elapsed * 100
            print("idle CPU: %-18s %.2f %% of a core over %.1f s with no key (target 0 %%)"
                  % (name, share, elapsed))
    finally:
        for pid, master in children:
            try:
                os.kill(pid, signal.SIGTERM)
            except ProcessLookupError:
                pass
            drain(master, 0.2)
            try:
                os.waitpid(pid, 0)
            except ChildProcessError:
                pass
            os.close(master)
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
