#!/usr/bin/env python3
"""Writes a large synthetic OpenStreetMap PBF (tens of millions of nodes), deterministically, to measure
country-size OSM builds: time, peak memory, and how both grow with the input.

The file is a grid of "blocks" (about 1 km apart) over a 10° × 10° square in central Europe. Each block has
  - a named street (highway=residential) of 10 nodes,
  - 8 buildings (closed ways of 4 nodes); every other one carries addr:street + addr:housenumber,
  - 2 points of interest (amenity=cafe/restaurant…, named, with an address),
  - a 30-node unnamed footway (nodes and a way the importer must read but does not index),
so 74 nodes and 10 ways a block, close to real data's ratio; most nodes are untagged, as in OSM.
Every 500th block adds a named multipolygon park (an outer ring of 4 ways, untagged, around a pond), and
every 20,000th block an administrative boundary (admin_level 8) whose 2,000-node ring is 4 long ways.
Node ids ascend with a stride of 13 (sparse, like an extract's share of the planet's ids); ways and
relations are numbered from 1. Objects are written sorted (nodes, ways, relations), as OPL piped through
`osmium cat` (osmium-tool must be installed: apt-get install osmium-tool).

Nodes are generated twice (first written, then recomputed for the ways that use them), so memory stays
small whatever --nodes is.

Usage:
  python3 Benchmarks/generate-synthetic-osm.py [--nodes 40000000] [-o Benchmarks/work/synthetic.osm.pbf]
Progress goes to standard error; 40 M nodes take about 5 minutes and 0.5 GB of disk.
"""
import argparse
import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
NODES_PER_BLOCK = 10 + 8 * 4 + 2 + 30
WAYS_PER_BLOCK = 1 + 8 + 1
NODE_STRIDE = 13
BLOCK_DEGREES = 0.01
COLUMNS = 1000
AMENITIES = ["cafe", "restaurant", "pharmacy", "bakery", "bank", "school", "fuel", "post_office"]


def block_origin(block):
    return 45.0 + (block // COLUMNS) * BLOCK_DEGREES, 5.0 + (block % COLUMNS) * BLOCK_DEGREES


def node_id(block, index):
    return (block * NODES_PER_BLOCK + index) * NODE_STRIDE + 1


def block_nodes(block):
    """(id, lat, lon, tags) of a block's nodes, in id order."""
    lat0, lon0 = block_origin(block)
    nodes = []
    index = 0
    for k in range(10):  # the street, west to east
        nodes.append((node_id(block, index), lat0 + 0.005, lon0 + k * 0.001, ""))
        index += 1
    for b in range(8):  # buildings, north of the street
        bl, bo = lat0 + 0.006 + (b % 2) * 0.0015, lon0 + (b // 2) * 0.002
        for dy, dx in ((0, 0), (0, 0.001), (0.001, 0.001), (0.001, 0)):
            nodes.append((node_id(block, index), bl + dy, bo + dx, ""))
            index += 1
    for p in range(2):  # points of interest, south of the street
        kind = AMENITIES[(block + p) % len(AMENITIES)]
        tags = (f"amenity={kind},name=Block%20%{block}%20%{kind},addr:street=Street%20%{block},"
                f"addr:housenumber={20 + p},addr:postcode={1000 + block % 9000},addr:city=Synthetic")
        nodes.append((node_id(block, index), lat0 + 0.004, lon0 + 0.002 + p * 0.003, tags))
        index += 1
    for k in range(30):  # an unnamed footway across the block
        nodes.append((node_id(block, index), lat0 + 0.001 + k * 0.0002, lon0 + 0.0005 + k * 0.0003, ""))
        index += 1
    return nodes


def square(per_side, size):
    """Offsets (dy, dx) of 4 × per_side points around a square of `size` degrees, counterclockwise from (0, 0)."""
    points = []
    for k in range(4 * per_side):
        side, step = divmod(k, per_side)
        t = step / per_side * size
        points.append([(0, t), (t, size), (size, size - t), (size - t, 0)][side])
    return points


def sides(ids, per_side):
    """A square ring of node ids cut into its four sides, each sharing its end nodes with the next."""
    return [ids[side * per_side:side * per_side + per_side + 1] if side < 3 else ids[3 * per_side:] + ids[:1]
            for side in range(4)]


def park_nodes(park, block, blocks):
    """A 24-node outer ring and an 8-node pond near `block`'s origin, ids above every block's."""
    lat0, lon0 = block_origin(block)
    base = blocks * NODES_PER_BLOCK + park * 32
    points = [(lat0 + 0.0002 + dy, lon0 + 0.0002 + dx) for dy, dx in square(6, 0.0006)]
    points += [(lat0 + 0.0004 + dy, lon0 + 0.0004 + dx) for dy, dx in square(2, 0.0002)]
    return [((base + k) * NODE_STRIDE + 1, lat, lon) for k, (lat, lon) in enumerate(points)]


def boundary_nodes(number, block, blocks):
    """A 2,000-node square ring around 20 × 20 blocks starting at `block`, ids above the parks'."""
    lat0, lon0 = block_origin(block)
    base = blocks * NODES_PER_BLOCK + (blocks // 500 + 1) * 32 + number * 2000
    points = square(500, 20 * BLOCK_DEGREES)
    return [((base + k) * NODE_STRIDE + 1, lat0 - 0.0003 + dy, lon0 - 0.0003 + dx) for k, (dy, dx) in enumerate(points)]


def write_opl(out, blocks):
    parks = range(0, blocks, 500)
    boundaries = range(0, blocks, 20_000)
    started = time.time()
    # Nodes: blocks, then parks, then boundaries (ascending ids).
    for block in range(blocks):
        for nid, lat, lon, tags in block_nodes(block):
            out.write(f"n{nid} v1 x{lon:.7f} y{lat:.7f} T{tags}\n")
        if block % 50_000 == 0:
            print(f"nodes: block {block:,} of {blocks:,} ({time.time() - started:.0f} s)", file=sys.stderr)
    for park, block in enumerate(parks):
        for nid, lat, lon in park_nodes(park, block, blocks):
            out.write(f"n{nid} v1 x{lon:.7f} y{lat:.7f} T\n")
    for number, block in enumerate(boundaries):
        for nid, lat, lon in boundary_nodes(number, block, blocks):
            out.write(f"n{nid} v1 x{lon:.7f} y{lat:.7f} T\n")
    # Ways.
    way = 0
    for block in range(blocks):
        ids = [n[0] for n in block_nodes(block)]
        way += 1
        out.write(f"w{way} v1 Thighway=residential,name=Street%20%{block} N{','.join(f'n{i}' for i in ids[0:10])}\n")
        for b in range(8):
            ring = ids[10 + 4 * b:14 + 4 * b]
            tags = "building=yes" + (f",addr:street=Street%20%{block},addr:housenumber={b + 1}" if b % 2 == 0 else "")
            way += 1
            out.write(f"w{way} v1 T{tags} N{','.join(f'n{i}' for i in ring + ring[:1])}\n")
        way += 1
        out.write(f"w{way} v1 Thighway=footway N{','.join(f'n{i}' for i in ids[44:74])}\n")
        if block % 50_000 == 0:
            print(f"ways: block {block:,} of {blocks:,} ({time.time() - started:.0f} s)", file=sys.stderr)
    park_ways = []
    for park, block in enumerate(parks):
        ids = [n[0] for n in park_nodes(park, block, blocks)]
        outer = []
        for refs in sides(ids[:24], 6):
            way += 1
            out.write(f"w{way} v1 T N{','.join(f'n{i}' for i in refs)}\n")
            outer.append(way)
        way += 1
        out.write(f"w{way} v1 T N{','.join(f'n{i}' for i in ids[24:32] + ids[24:25])}\n")
        park_ways.append((outer, way))
    boundary_ways = []
    for number, block in enumerate(boundaries):
        ids = [n[0] for n in boundary_nodes(number, block, blocks)]
        ring = []
        for refs in sides(ids, 500):
            way += 1
            out.write(f"w{way} v1 Tboundary=administrative,admin_level=8 N{','.join(f'n{i}' for i in refs)}\n")
            ring.append(way)
        boundary_ways.append(ring)
    # Relations.
    relation = 0
    for park, (outer, pond) in enumerate(park_ways):
        relation += 1
        members = ",".join([f"w{w}@outer" for w in outer] + [f"w{pond}@inner"])
        out.write(f"r{relation} v1 Ttype=multipolygon,leisure=park,name=Park%20%{park} M{members}\n")
    for number, ring in enumerate(boundary_ways):
        relation += 1
        members = ",".join(f"w{w}@outer" for w in ring)
        out.write(f"r{relation} v1 Ttype=boundary,boundary=administrative,admin_level=8,name=Gemeinde%20%{number} M{members}\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--nodes", type=int, default=40_000_000, help="about this many nodes (default 40,000,000)")
    parser.add_argument("-o", "--output", default=os.path.join(HERE, "work", "synthetic.osm.pbf"))
    args = parser.parse_args()
    blocks = max(1, args.nodes // NODES_PER_BLOCK)
    os.makedirs(os.path.dirname(os.path.abspath(args.output)), exist_ok=True)
    osmium = subprocess.Popen(["osmium", "cat", "--overwrite", "-F", "opl", "-o", args.output, "-"],
                              stdin=subprocess.PIPE, text=True, bufsize=1 << 20)
    write_opl(osmium.stdin, blocks)
    osmium.stdin.close()
    if osmium.wait() != 0:
        sys.exit("osmium cat failed")
    print(f"{args.output}: {blocks:,} blocks, {os.path.getsize(args.output):,} bytes", file=sys.stderr)


if __name__ == "__main__":
    main()
