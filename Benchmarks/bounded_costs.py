#!/usr/bin/env python3
"""What each input limit admits, at the limit and past it: time and peak memory (stdlib only).

Usage: python3 Benchmarks/bounded_costs.py path/to/vclife

Every limit counts work (controllers, actions with each name of `push A B C` counting as one),
so what a limit admits has a bounded cost, and what it refuses is refused at once:
- `vclife script --format markdown` at 10,000 actions, and a million refused;
- a scenario of 10,000 controllers (`script --scenario`), and one of 1.9 million (62 MB) refused;
- `vclife record --replay` of 10,000 actions at 80x24, and 10,001 refused;
- `vclife --resume` of a saved session of 200,000 actions in lines that push 5,000 names each
  (time to the first frame, in an 80x24 pseudo-terminal), and one action more refused.
Each row: seconds, the child's peak RSS (wait4), exit status, and the output's size.
"""

import fcntl
import itertools
import os
import pty
import select
import signal
import struct
import subprocess
import sys
import tempfile
import termios
import time


def measured(arguments, stdin=None, env=None, cwd=None):
    """(seconds, peak RSS in MiB, exit status, bytes written to stdout) of one run."""
    start = time.perf_counter()
    child = subprocess.Popen(arguments, stdin=stdin or subprocess.DEVNULL,
                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env, cwd=cwd)
    size = 0
    while True:
        chunk = child.stdout.read(1 << 16)
        if not chunk:
            break
        size += len(chunk)
    _, status, usage = os.wait4(child.pid, 0)
    child.returncode = 0
    return (time.perf_counter() - start, usage.ru_maxrss / 1024, os.waitstatus_to_exitcode(status),
            size)


def first_frame(binary, arguments, env, deadline=600):
    """Seconds until `vclife ARGUMENTS` in an 80x24 pty has drawn its panes; then `q`. Returns
    (seconds, peak RSS in MiB, exit status)."""
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    start = time.perf_counter()
    pid = os.fork()
    if pid == 0:
        os.close(master)
        os.setsid()
        fcntl.ioctl(slave, termios.TIOCSCTTY, 0)
        for fd in (0, 1, 2):
            os.dup2(slave, fd)
        os.execve(binary, [binary] + arguments, env)
    os.close(slave)
    seen = b""
    shown = None
    end = time.monotonic() + deadline
    while time.monotonic() < end:
        ready, _, _ = select.select([master], [], [], 0.5)
        if ready:
            try:
                data = os.read(master, 65536)
            except OSError:
                break
            if not data:
                break
            seen = (seen + data)[-4096:]
            if shown is None and b"Memory" in seen:
                shown = time.perf_counter() - start
                os.write(master, b"q")
        elif shown is None and os.waitpid(pid, os.WNOHANG) != (0, 0):
            break
    if shown is None:
        os.kill(pid, signal.SIGKILL)
    _, status, usage = os.wait4(pid, 0)
    os.close(master)
    return (shown if shown is not None else time.perf_counter() - start,
            usage.ru_maxrss / 1024, os.waitstatus_to_exitcode(status))


def row(label, seconds, rss, status, size=None):
    out = "-" if size is None else "%.1f MB" % (size / 1e6)
    print("  %-52s %8.2f s %8.1f MiB %6d %10s" % (label, seconds, rss, status, out))


def main():
    binary = sys.argv[1]
    with tempfile.TemporaryDirectory() as folder:
        def write(name, lines):
            path = os.path.join(folder, name)
            with open(path, "w") as out:
                for line in lines:
                    out.write(line + "\n")
            return path

        print("bounded costs: what each limit admits, and what it refuses")
        print("  %-52s %10s %12s %6s %10s" % ("", "time", "peak RSS", "exit", "output"))
        # The lines are generated as they are written: a child's peak RSS starts from this
        # process's size when it is forked (Linux keeps it through execve), so a list of
        # 1,900,000 lines here showed 200 MiB for every later row.
        warnings = lambda count: itertools.chain(
            ["root nav A"], ("push B" if i % 2 == 0 else "pop" for i in range(count - 1)))
        at = write("md-at.vcl", warnings(10_000))
        row("script --format markdown, 10,000 actions", *measured(
            [binary, "script", "--format", "markdown", at]))
        past = write("md-past.vcl", warnings(1_000_000))
        row("script --format markdown, 1,000,000 (refused)", *measured(
            [binary, "script", "--format", "markdown", past]))

        controllers = lambda count: itertools.chain(
            ["budget: 64MB", "controllers:"], ("  - {name: C%d}" % i for i in range(count)))
        at = write("at.yaml", controllers(10_000))
        script = write("push.vcl", ["root nav C0", "push C1", "push C2"])
        row("script --scenario, 10,000 controllers", *measured(
            [binary, "script", "--scenario", at, script]))
        past = write("past.yaml", controllers(1_900_000))
        row("script --scenario, 1,900,000 controllers, %d MB (refused)"
            % (os.path.getsize(past) // 1_000_000),
            *measured([binary, "script", "--scenario", past, script]))

        replay = lambda count: itertools.chain(
            ["root nav A"], ("new C%d" % i for i in range(1, count // 2 + 1)),
            ("push C%d" % i for i in range(1, count // 2)))
        at = write("rec-at.vcl", replay(10_000))
        row("record --replay, 10,000 actions, 80x24", *measured(
            [binary, "record", "--replay", at, "--speed", "16",
             os.path.join(folder, "at.cast")]))
        os.unlink(os.path.join(folder, "at.cast"))
        past = write("rec-past.vcl", replay(10_002))
        row("record --replay, 10,001 actions (refused)", *measured(
            [binary, "record", "--replay", past, os.path.join(folder, "past.cast")]))

        state = os.path.join(folder, "state")
        os.makedirs(os.path.join(state, "vclife"), mode=0o700)
        env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", XDG_STATE_HOME=state)
        # The root is one action: 199,999 names pushed make 200,000.
        for label, count in (("200,000 actions", 199_999), ("one name more (refused)", 200_000)):
            pushes = ["push " + " ".join("C%d" % i for i in range(start, min(count, start + 4999) + 1))
                      for start in range(1, count + 1, 5000)]
            write(os.path.join("state", "vclife", "last-session.vcl"),
                  ["# scenario: photo-album", "# lang: en", "# pacing: instant", "root nav A"]
                  + pushes)
            seconds, rss, status = first_frame(binary, ["--resume"], env)
            row("--resume, lines of 5,000 names, %s" % label, seconds, rss, status)


if __name__ == "__main__":
    main()
