#!/usr/bin/env python3
"""Times `gazetteer build` on OpenStreetMap PBF files against `osmium cat -f opl -o /dev/null` on the same
files, interleaved run by run, and measures the build's peak memory; prints one markdown table.

For each file: one untimed warm-up of each command, then --runs rounds of (osmium, gazetteer) back to
back; the table gives the medians, their ratio, and, from the gazetteer runs, the peak resident memory
(VmHWM), split into anonymous memory (the process's own) and file-backed pages (the node store's
temporary files, which the kernel can drop at any time), sampled from /proc every 20 ms. The load average
before and after is printed with the table, since other work on the machine skews the times.

Usage:
  python3 Benchmarks/osm_build.py [--runs 5] [--cli PATH] FILE.osm.pbf ...
  (default CLI: the release build in Benchmarks/.build-root, built first; the indexes go to Benchmarks/work/)
Synthetic country-size input: python3 Benchmarks/generate-synthetic-osm.py --nodes 40000000
"""
import argparse
import os
import statistics
import subprocess
import sys
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def release_cli():
    scratch = os.path.join(HERE, ".build-root")
    subprocess.run(["swift", "build", "-c", "release", "--package-path", ROOT, "--scratch-path", scratch,
                    "--product", "gazetteer"], check=True, stdout=sys.stderr)
    path = subprocess.run(["swift", "build", "-c", "release", "--package-path", ROOT, "--scratch-path", scratch,
                           "--show-bin-path"], check=True, capture_output=True, text=True).stdout.strip()
    return os.path.join(path, "gazetteer")


def status_kb(pid, fields):
    values = {}
    try:
        with open(f"/proc/{pid}/status") as status:
            for line in status:
                key, _, rest = line.partition(":")
                if key in fields:
                    values[key] = int(rest.split()[0])
    except OSError:
        pass
    return values


def run(command, sample_memory=False):
    """Wall seconds, and with sample_memory the peaks (kB) of VmHWM, RssAnon and RssFile."""
    peaks = {"VmHWM": 0, "RssAnon": 0, "RssFile": 0}
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL)
    done = threading.Event()

    def sample():
        while not done.is_set():
            for key, value in status_kb(process.pid, peaks.keys()).items():
                peaks[key] = max(peaks[key], value)
            done.wait(0.02)

    sampler = threading.Thread(target=sample)
    if sample_memory:
        sampler.start()
    _, status, _ = os.wait4(process.pid, 0)
    seconds = time.perf_counter() - start
    done.set()
    if sample_memory:
        sampler.join()
    if status != 0:
        sys.exit(f"failed: {' '.join(command)}")
    return seconds, peaks


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="+")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--cli")
    args = parser.parse_args()
    cli = args.cli or release_cli()
    work = os.path.join(HERE, "work")
    os.makedirs(work, exist_ok=True)
    index = os.path.join(work, "osm-build.gazetteer")
    load_before = os.getloadavg()
    rows = []
    for path in args.files:
        osmium = ["osmium", "cat", "-f", "opl", "-o", "/dev/null", "--overwrite", path]
        ours = [cli, "build", path, "-o", index, "--quiet"]
        run(osmium)
        run(ours)
        osmium_s, ours_s, peaks = [], [], {"VmHWM": 0, "RssAnon": 0, "RssFile": 0}
        for _ in range(args.runs):
            osmium_s.append(run(osmium)[0])
            seconds, peak = run(ours, sample_memory=True)
            ours_s.append(seconds)
            peaks = {key: max(peaks[key], peak[key]) for key in peaks}
        a, b = statistics.median(osmium_s), statistics.median(ours_s)
        rows.append((os.path.basename(path), os.path.getsize(path), a, b, peaks))
        print(f"{path}: osmium {a:.3f} s, gazetteer {b:.3f} s", file=sys.stderr)
    load_after = os.getloadavg()
    print(f"load average before {load_before[0]:.2f} {load_before[1]:.2f} {load_before[2]:.2f}, "
          f"after {load_after[0]:.2f} {load_after[1]:.2f} {load_after[2]:.2f}; {os.cpu_count()} cores; "
          f"medians of {args.runs} interleaved runs\n")
    print("| file | size | osmium cat -f opl | gazetteer build | ratio | peak RSS | of which anonymous | file-backed |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    for name, size, a, b, peaks in rows:
        print(f"| {name} | {size / 1e6:.1f} MB | {a:.3f} s | {b:.3f} s | {b / a:.2f}× | {peaks['VmHWM'] / 1024:.0f} MB "
              f"| {peaks['RssAnon'] / 1024:.0f} MB | {peaks['RssFile'] / 1024:.0f} MB |")


if __name__ == "__main__":
    main()
