#!/usr/bin/env python3
"""What a user would build instead of gazetteer: the GeoNames dump in SQLite (stdlib sqlite3).

Schema:
  places(id, name, lat, lon, country, admin1, population)      one row per GeoNames row
  names(folded, population, place)                             one row per distinct folded name of a
                                                               place (name, ASCII name, alternate names),
                                                               B-tree index on (folded, population, place):
                                                               the prefix range scan is a covering index scan
  places_rtree(id, min_lat, max_lat, min_lon, max_lon)         R*Tree on the coordinates
  names_fts(names)                                             FTS5 (unicode61, remove_diacritics 2) over the
                                                               name and alternate names, rowid = place id

Folding: unicodedata NFKD, combining marks removed, casefold.

Queries, timed one at a time in-process with time.perf_counter_ns (rows fetched, Python post-processing
included), on the query files that `gazetteer-bench queries` wrote:
  search-*       B-tree range `folded >= ? AND folded < ?`, one row per place, top 10 by population
  fts-search-*   FTS5 prefix phrase query `"text"*`, joined to places, top 10 by population; note FTS5
                 matches word prefixes anywhere in a name ("zur" also finds "Bad Zurzach")
  radius-*       R*Tree box around the circle (two boxes across the antimeridian, all longitudes near a
                 pole), then haversine filter, nearest first, at most 100
  nearest-*      the same box, grown 4x from 10 km until the nearest candidate lies inside the circle
                 the box encloses

Each operation runs an untimed warm-up over its first 200 queries (at most 1 s), then times its queries
in file order until all are done or the operation's time budget (--budget seconds) is spent; `count`
says how many were timed. --results gets the nearest answers of the timed queries.

Usage: python3 Benchmarks/sqlite_peer.py [GEONAMES] [--queries DIR] [--db PATH] [--results DIR] [--budget S]
Prints one JSON object.
"""
import argparse
import gzip
import json
import math
import os
import sqlite3
import sys
import time
import unicodedata

from peer_timing import EARTH_RADIUS_M, haversine, measure, read_lines, read_points

HERE = os.path.dirname(os.path.abspath(__file__))
METERS_PER_DEGREE = EARTH_RADIUS_M * math.pi / 180
RADIUS_LIMIT = 100


def fold(text):
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).casefold().strip()


def open_text(path):
    return gzip.open(path, "rt", encoding="utf-8", errors="replace") if path.endswith(".gz") else open(path, encoding="utf-8", errors="replace")


def rows(path):
    with open_text(path) as lines:
        for line in lines:
            fields = line.rstrip("\n").rstrip("\r").split("\t")
            if len(fields) != 19:
                continue
            try:
                place_id, lat, lon = int(fields[0]), float(fields[4]), float(fields[5])
            except ValueError:
                continue
            population = int(fields[14]) if fields[14].isdigit() else 0
            names = [fields[1], fields[2]] + fields[3].split(",")
            yield place_id, fields[1], lat, lon, fields[8], fields[10], population, names


def build(source, db_path):
    if os.path.exists(db_path):
        os.remove(db_path)
    start = time.perf_counter()
    db = sqlite3.connect(db_path)
    db.executescript(
        """
        PRAGMA journal_mode = OFF;
        PRAGMA synchronous = OFF;
        CREATE TABLE places (id INTEGER PRIMARY KEY, name TEXT NOT NULL, lat REAL NOT NULL, lon REAL NOT NULL,
                             country TEXT, admin1 TEXT, population INTEGER NOT NULL);
        CREATE TABLE names (folded TEXT NOT NULL, population INTEGER NOT NULL, place INTEGER NOT NULL);
        CREATE VIRTUAL TABLE places_rtree USING rtree(id, min_lat, max_lat, min_lon, max_lon);
        CREATE VIRTUAL TABLE names_fts USING fts5(names, tokenize = "unicode61 remove_diacritics 2");
        """
    )
    place_rows, name_rows, box_rows, fts_rows = [], [], [], []
    count = names = 0

    def flush():
        db.executemany("INSERT INTO places VALUES (?, ?, ?, ?, ?, ?, ?)", place_rows)
        db.executemany("INSERT INTO names VALUES (?, ?, ?)", name_rows)
        db.executemany("INSERT INTO places_rtree VALUES (?, ?, ?, ?, ?)", box_rows)
        db.executemany("INSERT INTO names_fts (rowid, names) VALUES (?, ?)", fts_rows)
        for batch in (place_rows, name_rows, box_rows, fts_rows):
            batch.clear()

    db.execute("BEGIN")
    for place_id, name, lat, lon, country, admin1, population, all_names in rows(source):
        place_rows.append((place_id, name, lat, lon, country, admin1, population))
        box_rows.append((place_id, lat, lat, lon, lon))
        distinct = {fold(n) for n in all_names if n.strip()}
        distinct.discard("")
        name_rows.extend((key, population, place_id) for key in distinct)
        fts_rows.append((place_id, " | ".join(n for n in all_names if n.strip())))
        count += 1
        names += len(distinct)
        if len(place_rows) >= 20_000:
            flush()
    flush()
    db.execute("CREATE INDEX names_prefix ON names (folded, population, place)")
    db.commit()
    db.execute("ANALYZE")
    db.close()
    return {"build_s": round(time.perf_counter() - start, 3), "db_bytes": os.path.getsize(db_path),
            "rows": count, "names": names}




def boxes(lat, lon, radius_m):
    """Latitude/longitude boxes that together cover the circle."""
    dlat = radius_m / METERS_PER_DEGREE
    south, north = lat - dlat, lat + dlat
    if south <= -90 or north >= 90:
        return [(max(-90.0, south), min(90.0, north), -180.0, 180.0)]
    # The widest point of the circle is not at the centre's latitude; use the most poleward edge.
    widest = max(abs(south), abs(north))
    dlon = dlat / max(math.cos(math.radians(widest)), 1e-12)
    if dlon >= 180:
        return [(south, north, -180.0, 180.0)]
    west, east = lon - dlon, lon + dlon
    if west < -180:
        return [(south, north, west + 360, 180.0), (south, north, -180.0, east)]
    if east > 180:
        return [(south, north, west, 180.0), (south, north, -180.0, east - 360)]
    return [(south, north, west, east)]


BOX_SQL = (
    "SELECT p.id, p.name, p.lat, p.lon, p.population FROM places_rtree r JOIN places p ON p.id = r.id "
    "WHERE r.max_lat >= ? AND r.min_lat <= ? AND r.max_lon >= ? AND r.min_lon <= ?"
)


def within(db, lat, lon, radius_m):
    found = []
    for south, north, west, east in boxes(lat, lon, radius_m):
        for row in db.execute(BOX_SQL, (south, north, west, east)):
            distance = haversine(lat, lon, row[2], row[3])
            if distance <= radius_m:
                found.append((distance, row))
    return found


def radius(db, lat, lon, radius_m):
    found = within(db, lat, lon, radius_m)
    found.sort(key=lambda hit: (hit[0], hit[1][0]))
    return found[:RADIUS_LIMIT]


def nearest(db, lat, lon):
    radius_m = 10_000.0
    while True:
        found = within(db, lat, lon, radius_m)
        if found or radius_m >= math.pi * EARTH_RADIUS_M:
            return min(found, key=lambda hit: (hit[0], hit[1][0])) if found else None
        radius_m *= 4


def upper_bound(prefix):
    last = ord(prefix[-1]) + 1
    if last == 0xD800:
        last = 0xE000
    return prefix[:-1] + chr(min(last, 0x10FFFF))


PREFIX_SQL = (
    "SELECT p.id, p.name, p.lat, p.lon, p.population FROM places p JOIN "
    "(SELECT place, MAX(population) AS best FROM names WHERE folded >= ? AND folded < ? "
    "GROUP BY place ORDER BY best DESC LIMIT 10) top ON top.place = p.id ORDER BY top.best DESC"
)
FTS_SQL = (
    "SELECT p.id, p.name, p.lat, p.lon, p.population FROM names_fts f JOIN places p ON p.id = f.rowid "
    "WHERE names_fts MATCH ? ORDER BY p.population DESC LIMIT 10"
)


def prefix_search(db, query):
    key = fold(query.split(",")[0])
    if not key:
        return []
    return db.execute(PREFIX_SQL, (key, upper_bound(key))).fetchall()


def fts_search(db, query):
    text = query.split(",")[0].strip()
    if not text:
        return []
    return db.execute(FTS_SQL, ('"' + text.replace('"', '""') + '"*',)).fetchall()










def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("geonames", nargs="?", default=os.path.join(HERE, "..", "..", "shared", "data", "geonames", "cities500.txt.gz"))
    parser.add_argument("--queries", default=os.path.join(HERE, "work", "queries"))
    parser.add_argument("--db", default=os.path.join(HERE, "work", "peer.sqlite"))
    parser.add_argument("--results", help="write nearest results (geonameid,metres a line) here")
    parser.add_argument("--budget", type=float, default=5.0, help="seconds of timed queries per operation")
    args = parser.parse_args()

    report = {"peer": "sqlite", "sqlite_version": sqlite3.sqlite_version}
    report.update(build(args.geonames, args.db))
    db = sqlite3.connect(args.db)
    operations = {}
    for name in ["prefix-1", "prefix-2", "prefix-3", "prefix-5", "name"]:
        path = os.path.join(args.queries, "names.txt" if name == "name" else name + ".txt")
        queries = read_lines(path)
        operations["search-" + name] = measure(queries, lambda q: prefix_search(db, q), args.budget)
        operations["fts-search-" + name] = measure(queries, lambda q: fts_search(db, q), args.budget)
    land = read_points(os.path.join(args.queries, "points-land.txt"))
    sphere = read_points(os.path.join(args.queries, "points-sphere.txt"))
    for kilometres in (1, 10, 100):
        operations[f"radius-{kilometres}km"] = measure(land, lambda p: radius(db, p[0], p[1], kilometres * 1000.0), args.budget)
    for name, points in (("land", land), ("sphere", sphere)):
        answers = []
        operations["nearest-" + name] = measure(points, lambda p: nearest(db, p[0], p[1]), args.budget, answers)
        if args.results:
            os.makedirs(args.results, exist_ok=True)
            with open(os.path.join(args.results, f"sqlite-nearest-{name}.txt"), "w") as out:
                for hit in answers:
                    out.write(f"{hit[1][0]},{round(hit[0])}\n" if hit else "-,-\n")
    report["operations"] = operations
    json.dump(report, sys.stdout, indent=2)
    print()


if __name__ == "__main__":
    main()
