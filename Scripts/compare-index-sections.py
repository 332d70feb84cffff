#!/usr/bin/env python3
"""Compares two index files section by section (by kind), whatever order the sections are in.

Usage: python3 Scripts/compare-index-sections.py A.gazetteer B.gazetteer
Prints each section kind whose bytes differ (with both sizes) and exits 1 if any differ; the format
version in the header is reported but not compared. See docs/FORMAT.md for the header layout.
"""
import struct
import sys


def sections(path):
    with open(path, "rb") as handle:
        data = handle.read()
    version, count = struct.unpack_from("<II", data, 8)
    table = {}
    for number in range(count):
        kind, _crc, offset, length = struct.unpack_from("<IIQQ", data, 64 + 24 * number)
        table[kind] = data[offset:offset + length]
    return version, table


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    (version_a, a), (version_b, b) = sections(sys.argv[1]), sections(sys.argv[2])
    print(f"versions {version_a} and {version_b}; {len(a)} and {len(b)} sections")
    differing = 0
    for kind in sorted(set(a) | set(b)):
        if a.get(kind) != b.get(kind):
            differing += 1
            print(f"section {kind}: {len(a.get(kind, b''))} and {len(b.get(kind, b''))} bytes, different")
    print(f"{differing} sections differ")
    sys.exit(1 if differing else 0)


if __name__ == "__main__":
    main()
