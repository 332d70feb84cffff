#!/usr/bin/env python3
"""Counts, with osmium-tool alone, the objects of an OSM file that the gazetteer indexes under each category
key, per object type: the oracle for OSMCategoryCountTests.

Each count is a chain of `osmium tags-filter -R` runs (a chain is an AND; one run's expressions are an OR),
then `osmium fileinfo -e`. The chains follow OSMCategoryRules:

  key with every value (amenity…craft):       K
  listed values, named or not, plus others when named (natural, aeroway, waterway, man_made, public_transport):
                                              K=listed  +  K!=listed → name
  named only (place, water, landuse, building): K → name
  boundary: a/boundary=administrative → name, plus a/boundary=postal_code → postal_code (closed ways and
            type=multipolygon/boundary relations)
  highway: n/highway=bus_stop, plus n/highway=motorway_junction → name; ways and relations: highway → name

Relations count only with type=multipolygon, boundary or waterway (r/type=... first). Addresses:
addr:housenumber → addr:street,addr:place.

Usage: Scripts/osmium-category-counts.py FILE.osm.pbf
"""
import os
import subprocess
import sys
import tempfile

RELATION_TYPES = "r/type=multipolygon,boundary,waterway"


def count(source, chain, scratch):
    """Runs `osmium tags-filter -R` once per step of `chain`; returns (nodes, ways, relations) left."""
    current = source
    for index, expressions in enumerate(chain):
        target = os.path.join(scratch, f"step{index}.osm.pbf")
        subprocess.run(["osmium", "tags-filter", "-R", "--overwrite", "-o", target, current] + expressions,
                       check=True, stderr=subprocess.DEVNULL)
        current = target
    numbers = []
    for field in ["nodes", "ways", "relations"]:
        numbers.append(int(subprocess.run(["osmium", "fileinfo", "-e", "-g", f"data.count.{field}", current],
                                          check=True, capture_output=True, text=True).stdout))
    return tuple(numbers)


def add(a, b):
    return tuple(x + y for x, y in zip(a, b))


def main():
    source = sys.argv[1]
    listed = {
        "natural": "peak,volcano,saddle,spring,hot_spring,geyser,cave_entrance,glacier,arch",
        "aeroway": "aerodrome,heliport,helipad,terminal",
        "waterway": "waterfall",
        "man_made": "lighthouse,windmill,watermill,water_tower,obelisk,observatory,cross",
        "public_transport": "station,platform",
        "railway": "station,halt,tram_stop,subway_entrance",
    }
    with tempfile.TemporaryDirectory() as scratch:
        relations = os.path.join(scratch, "relations.osm.pbf")
        # Nodes and ways as they are; relations only of the types the gazetteer builds.
        subprocess.run(["osmium", "tags-filter", "-R", "--overwrite", "-o", relations, source, RELATION_TYPES],
                       check=True, stderr=subprocess.DEVNULL)
        rows = {}
        for key in ["amenity", "shop", "tourism", "leisure", "historic", "healthcare", "office", "craft"]:
            rows[key] = (count(source, [[f"nw/{key}"]], scratch), count(relations, [[f"r/{key}"]], scratch))
        for key in ["place", "water", "landuse", "building"]:
            rows[key] = (count(source, [[f"nw/{key}"], ["name"]], scratch), count(relations, [[f"r/{key}"], ["name"]], scratch))
        rows["boundary"] = (add(count(source, [["a/boundary=administrative"], ["name"]], scratch),
                                count(source, [["a/boundary=postal_code"], ["postal_code"]], scratch)),
                            add(count(relations, [["r/boundary=administrative"], ["name"]], scratch),
                                count(relations, [["r/boundary=postal_code"], ["postal_code"]], scratch)))
        for key, values in listed.items():
            if key == "railway":
                rows[key] = (count(source, [[f"nw/{key}={values}"]], scratch), count(relations, [[f"r/{key}={values}"]], scratch))
                continue
            unnamed = count(source, [[f"nw/{key}={values}"]], scratch)
            named_rest = count(source, [[f"nw/{key}!={values}"], ["name"]], scratch)
            if key == "natural":
                named_rest = add(named_rest, tuple(-x for x in count(source, [["nw/natural=coastline"], ["name"]], scratch)))
            if key == "public_transport":
                named_rest = count(source, [["nw/public_transport=stop_position"], ["name"]], scratch)
            relation_unnamed = count(relations, [[f"r/{key}={values}"]], scratch)
            relation_named = count(relations, [[f"r/{key}!={values}"], ["name"]], scratch)
            if key == "public_transport":
                relation_named = count(relations, [["r/public_transport=stop_position"], ["name"]], scratch)
            rows[key] = (add(unnamed, named_rest), add(relation_unnamed, relation_named))
        bus = count(source, [["n/highway=bus_stop"]], scratch)
        junction = count(source, [["n/highway=motorway_junction"], ["name"]], scratch)
        way_bus = count(source, [["w/highway=bus_stop"]], scratch)
        way_named = count(source, [["w/highway!=bus_stop"], ["name"]], scratch)
        rows["highway"] = (add(add(bus, junction), add(way_bus, way_named)),
                           add(count(relations, [["r/highway=bus_stop"]], scratch),
                               count(relations, [["r/highway!=bus_stop"], ["name"]], scratch)))
        rows["address"] = (count(source, [["nw/addr:housenumber"], ["addr:street,addr:place"]], scratch),
                           count(relations, [["r/addr:housenumber"], ["addr:street,addr:place"]], scratch))
        for key, (plain, relation) in rows.items():
            print(f"{key:18} nodes {plain[0]:6} ways {plain[1]:6} relations {relation[2]:4}")


if __name__ == "__main__":
    main()
