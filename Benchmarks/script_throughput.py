#!/usr/bin/env python3
"""Headless throughput and memory of `vclife script` (python3 stdlib only).

Usage: python3 Benchmarks/script_throughput.py path/to/vclife [path/to/vclife-bench]

1. Throughput: a 60,000-line push/pop script with a `warning` after every 100 actions, from a
   file, each format written through a pipe that is drained and thrown away: events per
   second (events counted from the jsonl run's lines, the final state line left out), beside
   the simulator's own rate on the same actions (`vclife-bench --headless`, when given).
2. Memory: the peak resident memory of a 1,000-action and a 10,000,000-action run, the
   script generated on the fly into the child's standard input, output thrown away.
"""

import os
import subprocess
import sys
import tempfile
import time

LINES = 60_000
MARKDOWN_LINES = 10_000
WARNING_EVERY = 100


def action(index):
    """The index-th action after the launch: push B, pop, ..., and after every 100 a warning
    (a line of its own, so B is never pushed twice)."""
    if index % (WARNING_EVERY + 1) == WARNING_EVERY:
        return "warning"
    return "push B" if index % (WARNING_EVERY + 1) % 2 == 0 else "pop"


def throughput_script(path):
    with open(path, "w") as out:
        out.write("root nav A\n")
        for index in range(LINES - 1):
            out.write(action(index) + "\n")


def timed_run(binary, script, fmt):
    """Seconds for one run, its output read through a pipe; and the bytes and lines read."""
    start = time.perf_counter()
    child = subprocess.Popen([binary, "script", "--format", fmt, script], stdout=subprocess.PIPE)
    size = lines = 0
    while True:
        chunk = child.stdout.read(1 << 16)
        if not chunk:
            break
        size += len(chunk)
        lines += chunk.count(b"\n")
    child.wait()
    return time.perf_counter() - start, size, lines


def peak_rss_of_run(binary, actions):
    """The child's peak RSS in KiB, the script written into its stdin as it runs."""
    child = subprocess.Popen(
        [binary, "script", "--format", "jsonl", "-"],
        stdin=subprocess.PIPE, stdout=subprocess.DEVNULL)
    batch = []
    child.stdin.write(b"root nav A\n")
    for index in range(actions - 1):
        batch.append(action(index))
        if len(batch) == 10_000:
            child.stdin.write(("\n".join(batch) + "\n").encode())
            batch = []
    if batch:
        child.stdin.write(("\n".join(batch) + "\n").encode())
    child.stdin.close()
    # wait4 gives this child's own usage (RUSAGE_CHILDREN would give the largest child yet).
    _, _, usage = os.wait4(child.pid, 0)
    child.returncode = 0
    return usage.ru_maxrss


def simulator_rate(bench):
    """The simulator's events per second on the same actions, from vclife-bench."""
    output = subprocess.run([bench, "--headless"], capture_output=True, text=True).stdout
    for line in output.splitlines():
        if "events per second:" in line:
            return int(line.split(":")[1])
    return None


def main():
    binary = sys.argv[1]
    bench = sys.argv[2] if len(sys.argv) > 2 else None
    with tempfile.TemporaryDirectory() as folder:
        script = os.path.join(folder, "throughput.vcl")
        throughput_script(script)
        _, _, lines = timed_run(binary, script, "jsonl")
        events = lines - 1
        print("vclife script: %d lines, %d events, output through a pipe (best of 3)"
              % (LINES, events))
        print("  %-16s %10s %12s %10s" % ("", "seconds", "events/s", "MB out"))
        if bench:
            rate = simulator_rate(bench)
            if rate:
                print("  %-16s %10.3f %12d %10s" % ("simulator alone", events / rate, rate, "-"))
        for fmt in ("jsonl", "text"):
            seconds, size, _ = min(timed_run(binary, script, fmt) for _ in range(3))
            print("  %-16s %10.3f %12d %10.1f" % (fmt, seconds, events / seconds, size / 1e6))
        # A Markdown report is made whole and covers at most 10,000 actions: its rate is
        # measured on the script's first 10,000 lines.
        short = os.path.join(folder, "markdown.vcl")
        with open(script) as source, open(short, "w") as out:
            out.writelines(line for _, line in zip(range(MARKDOWN_LINES), source))
        _, _, lines = timed_run(binary, short, "jsonl")
        seconds, size, _ = min(timed_run(binary, short, "markdown") for _ in range(3))
        print("  %-16s %10.3f %12d %10.1f   (%d lines)"
              % ("markdown", seconds, (lines - 1) / seconds, size / 1e6, MARKDOWN_LINES))
    print("peak memory of a headless run (jsonl, the script piped in as it is made):")
    print("  %-16s %10s %10s" % ("actions", "peak RSS", "seconds"))
    for actions in (1_000, 10_000_000):
        start = time.perf_counter()
        rss = peak_rss_of_run(binary, actions)
        print("  %-16d %6.1f MiB %10.1f" % (actions, rss / 1024, time.perf_counter() - start))


if __name__ == "__main__":
    main()
