#!/bin/bash
# Runs one `gazetteer build` inside a memory cgroup, which counts the page cache as well as the
# process's own memory, so a build whose lists spill must read them back from disk when the limit
# is reached. Prints the build's report, the bytes it read back from disk and the cgroup's peak.
#
# Usage (as root, cgroup v1 or v2 mounted at /sys/fs/cgroup):
#   bash Benchmarks/build_in_cgroup.sh LIMIT [--timeout SECONDS] -- BUILD_ARGUMENTS...
#   bash Benchmarks/build_in_cgroup.sh 768M -- Benchmarks/work/allCountries-synthetic.txt.gz \
#       -o Benchmarks/work/cgroup.gazetteer --memory-budget 256M
# LIMIT takes the kernel's suffixes (K, M, G). The release binary is built first if missing.
set -euo pipefail

if [ $# -lt 3 ]; then
  sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'
  exit 64
fi
limit=$1
shift
timeout=1800
if [ "$1" = "--timeout" ]; then
  timeout=$2
  shift 2
fi
[ "$1" = "--" ] || { echo "expected -- before the build's arguments" >&2; exit 64; }
shift

cd "$(dirname "$0")/.."
binary=.build/release/gazetteer
[ -x "$binary" ] || swift build -c release --product gazetteer >&2

name=gazetteer-build-$$
if [ -d /sys/fs/cgroup/memory ]; then
  group=/sys/fs/cgroup/memory/$name
  mkdir "$group"
  echo "$limit" > "$group/memory.limit_in_bytes"
  peak_file=$group/memory.max_usage_in_bytes
else
  group=/sys/fs/cgroup/$name
  mkdir "$group"
  echo "$limit" > "$group/memory.max"
  peak_file=$group/memory.peak
fi
report=$(mktemp)
cleanup() {
  rm -f "$report"
  rmdir "$group" 2>/dev/null || true
}
trap cleanup EXIT

# The build moves itself into the cgroup before it starts, so every page it touches is counted there.
sh -c 'echo $$ > "$1/cgroup.procs"; shift; exec "$@"' sh "$group" timeout "$timeout" "$binary" build "$@" > "$report" 2>&1 &
pid=$!
read_bytes=0
while kill -0 "$pid" 2>/dev/null; do
  child=$(pgrep -P "$pid" -f gazetteer || true)
  if [ -n "$child" ]; then
    value=$(awk '/^read_bytes/ {print $2}' "/proc/$child/io" 2>/dev/null || echo 0)
    [ -n "$value" ] && read_bytes=$value
  fi
  sleep 1
done
status=0
wait "$pid" || status=$?
cat "$report"
peak=$(cat "$peak_file" 2>/dev/null || echo 0)
echo "cgroup limit $limit: exit status $status, peak $((peak / 1000000)) MB (page cache included)," \
  "about $((read_bytes / 1000000)) MB read from disk (last sample, 1 s apart)"
if [ "$status" = 124 ]; then echo "stopped after $timeout s"; fi
exit "$status"
