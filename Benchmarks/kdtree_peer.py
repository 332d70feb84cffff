#!/usr/bin/env python3
"""The KD-tree peer: `reverse_geocoder` (PyPI; scipy's cKDTree over latitude/longitude).

The GeoNames dump is converted to reverse_geocoder's CSV layout (lat, lon, name, admin1, admin2, cc;
the geonameid goes in admin2) and loaded through its `stream` argument, so both tools answer from
the same places. reverse_geocoder measures straight-line distance between (latitude, longitude)
pairs in degrees, so near the poles and across the antimeridian its nearest place can differ from
the great-circle nearest; `--results` writes its picks so compare.sh can count agreement.

Timed (time.perf_counter_ns, in-process):
  convert_s          GeoNames dump -> CSV text in memory
  load_s             RGeocoder(mode=1, stream=...): CSV parsing and KD-tree construction
  load_bundled_s     RGeocoder(mode=1) on the package's own cities1000 file
  reverse-land, reverse-sphere   one query per call, `rg.query([(lat, lon)])`, median and p99
  batch_ms           one `rg.query(points)` call on every point of points-sphere.txt (10,000), mode 1:
                     the median of 5 calls; batch_cpu_ms its process CPU time (steadier on a loaded machine)
  batch_mp_ms        the same with mode 2 (its multiprocessing KD-tree), or the error it raised

Usage: python3 Benchmarks/kdtree_peer.py [GEONAMES] [--queries DIR] [--results DIR] [--budget S]
Prints one JSON object; {"skipped": reason} when reverse_geocoder cannot be imported.
"""
import argparse
import contextlib
import csv
import gzip
import importlib.metadata
import io
import json
import os
import sys
import time

from peer_timing import haversine, measure, read_points, timed

HERE = os.path.dirname(os.path.abspath(__file__))




def to_csv(path):
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["lat", "lon", "name", "admin1", "admin2", "cc"])
    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "rt", encoding="utf-8", errors="replace") as lines:
        for line in lines:
            fields = line.rstrip("\n").split("\t")
            if len(fields) != 19:
                continue
            writer.writerow([fields[4], fields[5], fields[1], fields[10], fields[0], fields[8]])
    out.seek(0)
    return out


def geocoder_class(rg):
    """RGeocoder without its singleton wrapper, which would hand back the first instance for any arguments."""
    for cell in getattr(rg.RGeocoder, "__closure__", None) or ():
        if isinstance(cell.cell_contents, type):
            return cell.cell_contents
    return rg.RGeocoder










def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("geonames", nargs="?", default=os.path.join(HERE, "..", "..", "shared", "data", "geonames", "cities500.txt.gz"))
    parser.add_argument("--queries", default=os.path.join(HERE, "work", "queries"))
    parser.add_argument("--results", help="write each point's pick (geonameid,metres a line) here")
    parser.add_argument("--budget", type=float, default=5.0, help="seconds of timed single-point queries per set")
    args = parser.parse_args()

    try:
        import reverse_geocoder as rg
    except ImportError as error:
        print(json.dumps({"peer": "kdtree", "skipped": f"reverse_geocoder not importable: {error}"}))
        return

    report = {"peer": "kdtree", "reverse_geocoder_version": importlib.metadata.version("reverse_geocoder")}
    geocoder_type = geocoder_class(rg)
    stream, report["convert_s"] = timed(lambda: to_csv(args.geonames))
    with contextlib.redirect_stdout(sys.stderr):
        geocoder, report["load_s"] = timed(lambda: geocoder_type(mode=1, verbose=False, stream=stream))
        _, report["load_bundled_s"] = timed(lambda: geocoder_type(mode=1, verbose=False))
    report["places"] = len(geocoder.locations)

    land = read_points(os.path.join(args.queries, "points-land.txt"))
    sphere = read_points(os.path.join(args.queries, "points-sphere.txt"))
    operations = {}
    for name, points in (("land", land), ("sphere", sphere)):
        operations["reverse-" + name] = measure(points, lambda p: geocoder.query([p]), args.budget)
    report["operations"] = operations

    picks = geocoder.query(sphere)
    walls, cpus = [], []
    for _ in range(5):
        cpu_start = time.process_time()
        _, seconds = timed(lambda: geocoder.query(sphere))
        cpus.append(time.process_time() - cpu_start)
        walls.append(seconds)
    report["batch_ms"] = round(sorted(walls)[2] * 1000, 1)
    report["batch_cpu_ms"] = round(sorted(cpus)[2] * 1000, 1)
    report["batch_points"] = len(sphere)
    try:
        with contextlib.redirect_stdout(sys.stderr):
            parallel = geocoder_type(mode=2, verbose=False, stream=to_csv(args.geonames))
            _, seconds = timed(lambda: parallel.query(sphere))
        report["batch_mp_ms"] = round(seconds * 1000, 1)
    except Exception as error:  # mode 2 depends on multiprocessing details of the platform
        report["batch_mp_ms"] = None
        report["batch_mp_error"] = f"{type(error).__name__}: {error}"

    if args.results:
        os.makedirs(args.results, exist_ok=True)
        for name, points in (("land", land), ("sphere", sphere)):
            chosen = picks if name == "sphere" else geocoder.query(points)
            with open(os.path.join(args.results, f"kdtree-nearest-{name}.txt"), "w") as out:
                for (lat, lon), pick in zip(points, chosen):
                    metres = haversine(lat, lon, float(pick["lat"]), float(pick["lon"]))
                    out.write(f"{pick['admin2']},{round(metres)}\n")
    json.dump(report, sys.stdout, indent=2)
    print()


if __name__ == "__main__":
    main()
