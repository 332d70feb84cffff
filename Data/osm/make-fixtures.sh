#!/bin/sh
# Regenerates the gzip and PBF fixtures from the hand-written .osm files.
# Needs gzip and osmium-tool (https://osmcode.org/osmium-tool/).
set -eu
cd "$(dirname "$0")"
for source in n14-w4-r1-places-amenities.osm n28-w9-r4-boundaries.osm; do
    base="${source%.osm}"
    gzip -n -9 -c "$source" > "$base.osm.gz"
    osmium cat --overwrite -o "$base.osm.pbf" "$source"
    osmium cat --overwrite -f pbf,pbf_dense_nodes=false -o "$base-nondense.osm.pbf" "$source"
done
for source in n37-w13-r6-multipolygons.osm n28-w8-r3-concave-boundaries.osm n17-w2-addresses-categories.osm \
    n6-w1-r1-names-by-language.osm; do
    osmium cat --overwrite -o "${source%.osm}.osm.pbf" "$source"
done
