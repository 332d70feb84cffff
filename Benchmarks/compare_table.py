#!/usr/bin/env python3
"""Prints compare.sh's markdown table from the JSON files it left in the work directory.

Usage: python3 Benchmarks/compare_table.py WORK_DIR
Ratio = peer median / ours median (above 1: ours is faster).
"""
import json
import os
import sys


def load(work, name):
    path = os.path.join(work, name)
    if not os.path.exists(path):
        return {}
    with open(path) as text:
        try:
            return json.load(text)
        except json.JSONDecodeError:
            return {}


def duration(microseconds):
    if microseconds is None:
        return "—"
    if microseconds >= 1_000_000:
        return f"{microseconds / 1_000_000:.2f} s"
    if microseconds >= 1_000:
        return f"{microseconds / 1_000:.2f} ms"
    return f"{microseconds:.1f} µs" if microseconds < 100 else f"{microseconds:.0f} µs"


def pair(operation):
    if not operation:
        return "—"
    return f"{duration(operation.get('median_us'))} / {duration(operation.get('p99_us'))}"


def ratio(ours, peer):
    if not ours or not peer or not ours.get("median_us") or peer.get("median_us") is None:
        return "—"
    return f"{peer['median_us'] / ours['median_us']:.1f}×"


def agreement(work, peer, name):
    """Share of points where the peer's nearest place is ours, or as close (ties)."""
    ours_path = os.path.join(work, "results", f"ours-nearest-{name}.txt")
    peer_path = os.path.join(work, "results", f"{peer}-nearest-{name}.txt")
    if not (os.path.exists(ours_path) and os.path.exists(peer_path)):
        return None
    with open(ours_path) as a, open(peer_path) as b:
        pairs = list(zip(a.read().split(), b.read().split()))
    same = 0
    worse = []
    for ours, theirs in pairs:
        ours_id, ours_m = ours.split(",")
        peer_id, peer_m = theirs.split(",")
        if ours_id == peer_id or (ours_m != "-" and peer_m != "-" and abs(int(ours_m) - int(peer_m)) <= 1):
            same += 1
        elif ours_m != "-" and peer_m != "-":
            worse.append(int(peer_m) - int(ours_m))
    worst = max(worse) if worse else 0
    return same, len(pairs), worst


def main():
    work = sys.argv[1]
    ours = load(work, "ours.json")
    sqlite = load(work, "sqlite.json")
    kdtree = load(work, "kdtree.json")
    floor = load(work, "gzip.json")
    build = load(work, "build.json")
    parse = load(work, "parse.json")
    cli = load(work, "cli.json")
    ops = ours.get("operations", {})
    sq = sqlite.get("operations", {})
    kd = kdtree.get("operations", {})

    rows = [("operation", "ours median / p99", "peer", "peer median / p99", "ratio")]

    def seconds(value):
        return f"{value:.2f} s" if value is not None else "—"

    if floor:
        rows.append(("`gzip -dc` of the input (floor)", seconds(floor.get("median_s")), "—", "—", "—"))
    if build:
        peak = f", peak RSS {build['peak_rss_mb']:.0f} MB" if build.get("peak_rss_mb") else ""
        size = f", {build['index_mb']:.1f} MB" if build.get("index_mb") else ""
        peer_build = sqlite.get("build_s")
        peer_text = f"{peer_build:.2f} s, {sqlite['db_bytes'] / 1e6:.1f} MB" if peer_build else "—"
        rows.append(("build index" + size + peak, seconds(build.get("median_s")), "SQLite (Python import)", peer_text,
                     f"{peer_build / build['median_s']:.1f}×" if peer_build and build.get("median_s") else "—"))
    if kdtree.get("load_s") is not None:
        rows.append(("load for reverse geocoding", pair(ops.get("open")) + " (open index)", "reverse_geocoder load",
                     f"{kdtree['load_s']:.2f} s (+{kdtree.get('convert_s', 0):.2f} s CSV)",
                     f"{kdtree['load_s'] * 1e6 / ops['open']['median_us']:.0f}×" if ops.get("open") else "—"))
    if parse:
        rows.append(("parse only (GeoNamesRowParser)",
                     f"{parse['rows_per_s'] / 1e6:.2f} M rows/s, {parse['mb_per_s']:.0f} MB/s", "—", "—", "—"))
    for name, label in [("prefix-1", "prefix 1 char"), ("prefix-2", "prefix 2 chars"), ("prefix-3", "prefix 3 chars"),
                        ("prefix-5", "prefix 5 chars"), ("name", "whole name")]:
        mine = ops.get(f"search-{name}")
        rows.append((f"search top 10, {label}", pair(mine), "SQLite B-tree range", pair(sq.get(f"search-{name}")),
                     ratio(mine, sq.get(f"search-{name}"))))
        rows.append((f"search top 10, {label}", pair(mine), "SQLite FTS5 prefix", pair(sq.get(f"fts-search-{name}")),
                     ratio(mine, sq.get(f"fts-search-{name}"))))
        rows.append((f"searchHits top 10, {label}", pair(ops.get(f"search-{name}-hits")), "—", "—", "—"))
    for km in (1, 10, 100):
        mine = ops.get(f"radius-{km}km")
        rows.append((f"radius {km} km, ≤100 nearest first", pair(mine), "SQLite R*Tree + haversine",
                     pair(sq.get(f"radius-{km}km")), ratio(mine, sq.get(f"radius-{km}km"))))
        rows.append((f"nearbyHits {km} km", pair(ops.get(f"radius-{km}km-hits")), "—", "—", "—"))
    for name, label in [("land", "near cities"), ("sphere", "uniform on sphere")]:
        mine = ops.get(f"nearest-{name}")
        rows.append((f"nearest, {label}", pair(mine), "SQLite expanding R*Tree box",
                     pair(sq.get(f"nearest-{name}")), ratio(mine, sq.get(f"nearest-{name}"))))
        mine = ops.get(f"reverse-{name}")
        if kdtree.get("skipped"):
            rows.append((f"reverse, {label}", pair(mine), "reverse_geocoder", "skipped: " + kdtree["skipped"], "—"))
        else:
            rows.append((f"reverse, {label}", pair(mine), "reverse_geocoder (1 point a call)",
                         pair(kd.get(f"reverse-{name}")), ratio(mine, kd.get(f"reverse-{name}"))))
    points = ours.get("reverse_batch_points")
    if ours.get("reverse_batch_ms") is not None:
        mine = ours["reverse_batch_ms"]
        for key, label in [("batch_ms", "reverse_geocoder batch, mode 1"), ("batch_mp_ms", "reverse_geocoder batch, mode 2")]:
            theirs = kdtree.get(key)
            rows.append((f"reverse(points:) {points:,} points, places resolved", f"{mine:.1f} ms", label,
                         f"{theirs:.1f} ms" if theirs is not None else kdtree.get("skipped") or kdtree.get("batch_mp_error", "—"),
                         f"{theirs / mine:.1f}×" if theirs is not None and mine else "—"))
    if ours.get("reverse_batch_cpu_ms") is not None and kdtree.get("batch_cpu_ms") is not None:
        mine, theirs = ours["reverse_batch_cpu_ms"], kdtree["batch_cpu_ms"]
        rows.append((f"reverse(points:) {points:,} points, CPU time (all threads)", f"{mine:.1f} ms",
                     "reverse_geocoder batch, mode 1, CPU time", f"{theirs:.1f} ms", f"{theirs / mine:.1f}×"))
    if ours.get("reverse_batch_hits_ms") is not None:
        rows.append((f"reverseHits(points:) {points:,} points", f"{ours['reverse_batch_hits_ms']:.1f} ms", "—", "—", "—"))
    if ours.get("reverse_loop_ms") is not None:
        rows.append((f"reverse(_:) in a loop, {points:,} points", f"{ours['reverse_loop_ms']:.1f} ms", "—", "—", "—"))
    if cli.get("reverse_batch_s") is not None:
        rows.append((f"`gazetteer reverse --batch` {points:,} points (process, JSON out)", seconds(cli["reverse_batch_s"]), "—", "—", "—"))
    if cli.get("search_batch_s") is not None:
        rows.append(("`gazetteer search --batch` 1,000 prefixes (process, JSON out)", seconds(cli["search_batch_s"]), "—", "—", "—"))
    areas = load(work, "areas.json")
    area_ops = areas.get("operations", {})
    for name, label in [("liechtenstein", "Liechtenstein's boundaries (osmium)"), ("synthetic", "synthetic country")]:
        if areas.get(f"{name}_areas") is None:
            continue
        detail = (f"{areas[f'{name}_areas']:,} areas, {areas[f'{name}_source_vertices']:,} vertices, "
                  f"index {areas[f'{name}_index_bytes'] / 1e6:.2f} MB built in {areas[f'{name}_build_ms']:.0f} ms")
        rows.append((f"areas containing a point, {label}: in its box", pair(area_ops.get(f"{name}-areas-box")), detail, "—", "—"))
        rows.append((f"areas containing a point, {label}: on the sphere", pair(area_ops.get(f"{name}-areas-sphere")), "—", "—", "—"))
    categories = [key for key in ops if key.startswith("category-") and not key.endswith("-hits")]
    for key in categories:
        rows.append((f"category radius 1 km, {key[len('category-1km-'):]} (OSM)", pair(ops[key]), "—", "—", "—"))
        rows.append((f"category nearbyHits 1 km, {key[len('category-1km-'):]}", pair(ops.get(key + "-hits")), "—", "—", "—"))
    if not categories:
        rows.append(("category radius (OSM)", "skipped: " + ours.get("category_skipped", "not run"), "—", "—", "—"))
    for peer, label in [("sqlite", "SQLite nearest"), ("kdtree", "reverse_geocoder")]:
        for name in ("land", "sphere"):
            found = agreement(work, peer, name)
            if found:
                same, total, worst = found
                rows.append((f"same nearest place as ours, {name} points", "—", label,
                             f"{same}/{total} ({100 * same / total:.1f}%), worst +{worst / 1000:.0f} km", "—"))

    widths = [max(len(str(row[i])) for row in rows) for i in range(len(rows[0]))]
    def line(row):
        return "| " + " | ".join(str(cell).ljust(width) for cell, width in zip(row, widths)) + " |"
    print(line(rows[0]))
    print("|" + "|".join("-" * (width + 2) for width in widths) + "|")
    for row in rows[1:]:
        print(line(row))


if __name__ == "__main__":
    main()
