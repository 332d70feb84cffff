#!/usr/bin/env bash
# Ours against the peers on one GeoNames file and one seeded query set; prints one markdown table.
#
#   bash Benchmarks/compare.sh [GEONAMES_FILE]      default ../shared/data/geonames/cities500.txt.gz
#
# Work files (indexes, query sets, JSON results) go to Benchmarks/work/. Environment:
#   GAZETTEER_BENCH_OSM   OpenStreetMap extract for the category query (default: the Liechtenstein PBF)
#   BUDGET                seconds of timed queries per peer operation (default 5)
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
data="${1:-$root/../shared/data/geonames/cities500.txt.gz}"
[ -f "$data" ] || { echo "compare.sh: $data not found (pass a GeoNames file, or put shared/data beside the repository)" >&2; exit 1; }
data="$(cd "$(dirname "$data")" && pwd)/$(basename "$data")"
osm="${GAZETTEER_BENCH_OSM:-$root/../shared/data/osm/liechtenstein-2013-08-03.osm.pbf}"
work="$here/work"
budget="${BUDGET:-5}"
mkdir -p "$work/results"
export GAZETTEER_BENCH_WORK="$work"
say() { echo "== $*" >&2; }

load_before="$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
say "release builds"
swift build -c release --package-path "$root" --scratch-path "$here/.build-root" --product gazetteer >&2
swift build -c release --package-path "$here" --scratch-path "$here/.build" --product gazetteer-bench >&2
cli="$(swift build -c release --package-path "$root" --scratch-path "$here/.build-root" --show-bin-path)/gazetteer"
bench="$(swift build -c release --package-path "$here" --scratch-path "$here/.build" --show-bin-path)/gazetteer-bench"

say "query sets from $data"
"$bench" queries --source "$data" --out "$work/queries" >&2

# Median wall seconds of a command over N runs (hyperfine when present).
median_seconds() {
  local runs="$1"; shift
  if command -v hyperfine >/dev/null 2>&1; then
    hyperfine --style none --warmup 1 --runs "$runs" --export-json "$work/hyperfine.json" "$@" >&2
    python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["results"][0]["median"])' "$work/hyperfine.json"
  else
    python3 - "$runs" "$@" <<'EOF'
import statistics, subprocess, sys, time
runs, command = int(sys.argv[1]), sys.argv[2]
samples = []
for _ in range(runs):
    start = time.perf_counter(); subprocess.run(command, shell=True, check=True); samples.append(time.perf_counter() - start)
print(statistics.median(samples))
EOF
  fi
}

say "floor: gzip -dc"
floor="$(median_seconds 5 "gzip -dc '$data' > /dev/null")"
echo "{\"median_s\": $floor}" > "$work/gzip.json"

say "gazetteer build (median of 3, then once under /usr/bin/time -v for peak RSS)"
index="$work/geonames.gazetteer"
build_s="$(median_seconds 3 "'$cli' build '$data' -o '$index' --quiet")"
peak_kb=0
if [ -x /usr/bin/time ]; then
  /usr/bin/time -v "$cli" build "$data" -o "$index" --quiet 2> "$work/build-time.txt" >&2
  peak_kb="$(awk -F': ' '/Maximum resident set size/ {print $2}' "$work/build-time.txt")"
fi
index_bytes="$(stat -c %s "$index" 2>/dev/null || stat -f %z "$index")"
echo "{\"median_s\": $build_s, \"peak_rss_mb\": $((peak_kb / 1024)), \"index_mb\": $(python3 -c "print($index_bytes / 1e6)")}" > "$work/build.json"

say "parse only"
"$bench" parse "$data" --repeat 3 > "$work/parse.json"

osm_args=()
if [ -f "$osm" ] && "$cli" build "$osm" -o "$work/osm.gazetteer" --quiet > "$work/osm-build.txt" 2>&1; then
  osm_args=(--osm-index "$work/osm.gazetteer")
else
  rm -f "$work/osm.gazetteer"
  say "category benchmark skipped: gazetteer build does not index $osm yet ($(tail -1 "$work/osm-build.txt" 2>/dev/null || echo 'file missing'))"
fi

say "ours, in-process"
"$bench" time --index "$index" --queries "$work/queries" --results "$work/results" "${osm_args[@]}" > "$work/ours.json"

say "ours, point in polygon (which areas contain a point)"
"$bench" areas --extract "$osm" > "$work/areas.json" || echo '{}' > "$work/areas.json"

say "ours, CLI batch (process start and JSON output included)"
reverse_batch="$(median_seconds 3 "'$cli' reverse --batch '$work/queries/points-sphere.txt' --index '$index' > /dev/null")"
search_batch="$(median_seconds 3 "'$cli' search --batch '$work/queries/prefix-3.txt' --index '$index' > /dev/null")"
echo "{\"reverse_batch_s\": $reverse_batch, \"search_batch_s\": $search_batch}" > "$work/cli.json"

say "SQLite peer (build, then queries; budget ${budget} s per operation)"
python3 "$here/sqlite_peer.py" "$data" --queries "$work/queries" --db "$work/peer.sqlite" \
  --results "$work/results" --budget "$budget" > "$work/sqlite.json"

say "KD-tree peer (reverse_geocoder)"
if ! python3 -c 'import reverse_geocoder' 2>/dev/null; then
  python3 -m pip install --quiet reverse_geocoder >&2 || say "pip install reverse_geocoder failed; the KD-tree peer is skipped"
fi
python3 "$here/kdtree_peer.py" "$data" --queries "$work/queries" --results "$work/results" --budget "$budget" > "$work/kdtree.json"

echo
echo "Load average (1, 5, 15 min) before: $load_before; after: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)."
echo "Input: $(basename "$data"), $(grep -o '"records": [0-9]*' "$work/ours.json" | grep -o '[0-9]*') records. Machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | cut -d: -f2 | sed 's/^ //'), $(awk '/MemTotal/ {printf "%.0f GB", $2 / 1048576}' /proc/meminfo 2>/dev/null)."
echo
python3 "$here/compare_table.py" "$work"
