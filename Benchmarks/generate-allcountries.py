#!/usr/bin/env python3
"""Writes an allCountries-size GeoNames dump (gzip) from cities500.txt.gz, deterministically.

The source rows are repeated, in order, until the output has --rows rows (default 13,000,000; from
cities500, about 1.8 GB uncompressed, 140 bytes a row, close to the real allCountries' 1.7 GB).
Copy 0 of each row is unchanged; copy k > 0 gets:
  - geonameid  source id + k * 100,000,000 (unique; real ids stay below 100 M),
  - position   moved up to --jitter-km (default 50 km) in a seeded random direction; latitude
               clamped to [-90, 90], longitude wrapped into [-180, 180); 5 decimals,
  - every other column unchanged (so names repeat once per copy, like common names in the real dump).

Copy k draws its jitter from random.Random(f"{seed}:{k}") row after row, so the output is a fixed
function of the source, the seed and --rows. Streaming: one row in memory at a time (the source is
re-read for every copy); gzip level 1 to keep it fast.

Usage:
  python3 Benchmarks/generate-allcountries.py [--source cities500.txt.gz] [--rows 13000000]
      [--seed 20131] [--jitter-km 50] [-o Benchmarks/work/allCountries-synthetic.txt.gz]
Progress goes to standard error; takes several minutes and about 0.6 GB of disk for 13 M rows.
"""
import argparse
import gzip
import math
import os
import random
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
EARTH_RADIUS_KM = 6371.0088
ID_STRIDE = 100_000_000


def jittered(lat, lon, rng, jitter_km):
    distance = jitter_km * math.sqrt(rng.random()) / EARTH_RADIUS_KM
    bearing = rng.random() * 2 * math.pi
    phi, lam = math.radians(lat), math.radians(lon)
    new_phi = math.asin(max(-1.0, min(1.0, math.sin(phi) * math.cos(distance)
                                      + math.cos(phi) * math.sin(distance) * math.cos(bearing))))
    new_lam = lam + math.atan2(math.sin(bearing) * math.sin(distance) * math.cos(phi),
                               math.cos(distance) - math.sin(phi) * math.sin(new_phi))
    new_lat = max(-90.0, min(90.0, math.degrees(new_phi)))
    new_lon = (math.degrees(new_lam) + 180.0) % 360.0 - 180.0
    return new_lat, new_lon


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--source", default=os.path.join(HERE, "..", "..", "shared", "data", "geonames", "cities500.txt.gz"))
    parser.add_argument("--rows", type=int, default=13_000_000)
    parser.add_argument("--seed", type=int, default=20131)
    parser.add_argument("--jitter-km", type=float, default=50.0)
    parser.add_argument("-o", "--output", default=os.path.join(HERE, "work", "allCountries-synthetic.txt.gz"))
    args = parser.parse_args()

    os.makedirs(os.path.dirname(os.path.abspath(args.output)), exist_ok=True)
    partial = args.output + ".partial"
    written = 0
    raw_bytes = 0
    started = time.time()
    copy = 0
    with gzip.open(partial, "wb", compresslevel=1) as out:
        while written < args.rows:
            source_rows = 0
            rng = random.Random(f"{args.seed}:{copy}")
            with gzip.open(args.source, "rt", encoding="utf-8", newline="\n") as lines:
                for line in lines:
                    if written >= args.rows:
                        break
                    fields = line.rstrip("\n").split("\t")
                    if len(fields) != 19:
                        continue
                    source_rows += 1
                    if copy > 0:
                        lat, lon = jittered(float(fields[4]), float(fields[5]), rng, args.jitter_km)
                        fields[0] = str(int(fields[0]) + copy * ID_STRIDE)
                        fields[4] = f"{lat:.5f}"
                        fields[5] = f"{lon:.5f}"
                    data = ("\t".join(fields) + "\n").encode("utf-8")
                    out.write(data)
                    raw_bytes += len(data)
                    written += 1
                    if written % 1_000_000 == 0:
                        print(f"{written:,} rows, {raw_bytes / 1e9:.2f} GB, {time.time() - started:.0f} s", file=sys.stderr)
            if source_rows == 0:
                sys.exit(f"{args.source}: no rows")
            copy += 1
    os.replace(partial, args.output)
    print(f"wrote {args.output}: {written:,} rows, {raw_bytes / 1e9:.2f} GB uncompressed, "
          f"{os.path.getsize(args.output) / 1e9:.2f} GB gzip, {time.time() - started:.0f} s", file=sys.stderr)


if __name__ == "__main__":
    main()
