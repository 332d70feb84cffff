#!/usr/bin/env python3
"""Times `gazetteer build` against its floor, the least any tool must do to read the same input, interleaved
run by run; prints one markdown table.

Floors, by input:
  GeoNames or OSM XML, gzip'd (`.gz`)  gzip -dc FILE > /dev/null
  OpenStreetMap PBF (`.pbf`)          osmium cat -f opl -o /dev/null FILE

For each input: one untimed warm-up of each command, then --runs rounds of (floor, build) back to back.
The table gives the build's median wall time, its CPU time (user + system, all threads) over its wall time,
the floor's median wall time, their ratio, and the build's peak resident memory (the largest `ru_maxrss`
of its runs, from wait4). The load average at the start and the end is printed with the table, since other
work on the machine skews the times.

Usage:
  python3 Benchmarks/build_floor.py [--runs 5] [--gazetteer PATH] FILE... [-- BUILD ARGUMENTS...]
  (arguments after `--` go to every `gazetteer build`, e.g. `-- --threads 2`; the index is written to
  Benchmarks/work/build-floor.gazetteer)
Synthetic inputs: Benchmarks/generate-allcountries.py (GeoNames), Benchmarks/generate-synthetic-osm.py (PBF).
"""
import argparse
import os
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def floor_command(path):
    """The floor for `path`, as (label, argv, stdout): decompression for gzip, osmium's fastest reader for PBF."""
    if path.endswith(".pbf"):
        return "osmium cat -f opl", ["osmium", "cat", "-f", "opl", "-o", "/dev/null", "--overwrite", path], None
    if path.endswith(".gz"):
        return "gzip -dc", ["gzip", "-dc", path], subprocess.DEVNULL
    sys.exit(f"{path}: no floor known (expected .gz or .pbf)")


def run(command, stdout=subprocess.DEVNULL):
    """(wall seconds, CPU seconds, peak RSS in kB) of one run of `command`."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=stdout if stdout is not None else subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    if status != 0:
        sys.exit(f"failed ({status}): {' '.join(command)}")
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss


def load():
    return " / ".join(f"{value:.2f}" for value in os.getloadavg())


def main():
    argv = sys.argv[1:]
    build_arguments = []
    if "--" in argv:
        split = argv.index("--")
        argv, build_arguments = argv[:split], argv[split + 1:]
    parser = argparse.ArgumentParser(
        usage="%(prog)s [--runs N] [--gazetteer PATH] FILE... [-- BUILD ARGUMENTS...]",
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("inputs", nargs="+", metavar="FILE")
    parser.add_argument("--runs", type=int, default=5, help="timed runs of each command per input (default 5)")
    parser.add_argument("--gazetteer", default=os.path.join(ROOT, ".build", "release", "gazetteer"),
                        help="the CLI to time (default: .build/release/gazetteer)")
    args = parser.parse_args(argv)
    if not os.access(args.gazetteer, os.X_OK):
        sys.exit(f"{args.gazetteer}: not found; build it with `swift build -c release` or name one with --gazetteer")
    work = os.path.join(HERE, "work")
    os.makedirs(work, exist_ok=True)
    index = os.path.join(work, "build-floor.gazetteer")

    load_start = load()
    rows = []
    for path in args.inputs:
        label, floor, floor_out = floor_command(path)
        ours = [args.gazetteer, "build", path, "-o", index, "--quiet", *build_arguments]
        run(floor, floor_out)
        run(ours)
        floor_wall, ours_wall, ours_cpu, peak = [], [], [], 0
        for _ in range(args.runs):
            floor_wall.append(run(floor, floor_out)[0])
            wall, cpu, rss = run(ours)
            ours_wall.append(wall)
            ours_cpu.append(cpu)
            peak = max(peak, rss)
        median_ours, median_floor = statistics.median(ours_wall), statistics.median(floor_wall)
        cpu_ratio = statistics.median(c / w for c, w in zip(ours_cpu, ours_wall))
        rows.append((os.path.basename(path), os.path.getsize(path), median_ours, cpu_ratio, label, median_floor, peak))
        print(f"{path}: ours {median_ours:.3f} s, {label} {median_floor:.3f} s", file=sys.stderr)
    load_end = load()

    extra = f"; build arguments `{' '.join(build_arguments)}`" if build_arguments else ""
    print(f"Load average (1 / 5 / 15 min) at start {load_start}, at end {load_end}; {os.cpu_count()} cores; "
          f"medians of {args.runs} interleaved runs{extra}.\n")
    print("| input | size | ours wall | ours CPU/wall | floor | floor wall | ratio | peak RSS |")
    print("|---|---:|---:|---:|---|---:|---:|---:|")
    for name, size, ours, cpu_ratio, label, floor, peak in rows:
        print(f"| {name} | {size / 1e6:.1f} MB | {ours:.3f} s | {cpu_ratio:.2f} | `{label}` | {floor:.3f} s "
              f"| {ours / floor:.2f}× | {peak * 1024 / 1e6:.0f} MB |")


if __name__ == "__main__":
    main()
