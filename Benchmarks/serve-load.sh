#!/usr/bin/env bash
# Load test of `gazetteer serve` with wrk, on loopback only, each run bounded (DURATION seconds).
#
#   bash Benchmarks/serve-load.sh           one server on 127.0.0.1:2399
#   bash Benchmarks/serve-load.sh --nginx   nginx on :2400 in front of two servers on :2401 and :2402
#
# Builds a release `gazetteer` and an index of ../shared/data/geonames/cities500.txt.gz (override with
# GAZETTEER_BENCH_INPUT) into Benchmarks/work/, then runs /api?q=<1-5 letter prefix> and /reverse at
# 1, 16 and 64 connections, printing requests/s, p50 and p99 with the load average, and the serving
# process's memory (file-backed pages of the index, and everything else).
set -euo pipefail
cd "$(dirname "$0")/.."
duration=${DURATION:-10}
nginx_mode=false
[ "${1:-}" = "--nginx" ] && nginx_mode=true
command -v wrk >/dev/null || { echo "wrk is not installed (apt-get install wrk)" >&2; exit 1; }
if $nginx_mode; then command -v nginx >/dev/null || { echo "nginx is not installed (apt-get install nginx-light)" >&2; exit 1; }; fi

swift build -c release --product gazetteer >/dev/null 2>&1
tool="$(swift build -c release --show-bin-path)/gazetteer"
input=${GAZETTEER_BENCH_INPUT:-../shared/data/geonames/cities500.txt.gz}
mkdir -p Benchmarks/work
index=Benchmarks/work/serve-bench.gazetteer
[ -f "$index" ] || SOURCE_DATE_EPOCH=0 "$tool" build "$input" -o "$index" --quiet

pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  if [ -f /tmp/gazetteer-nginx/nginx.pid ]; then kill "$(cat /tmp/gazetteer-nginx/nginx.pid)" 2>/dev/null || true; fi
  wait 2>/dev/null || true
}
trap cleanup EXIT

start_server() {
  "$tool" serve --index "$index" --port "$1" --access-log none 2>/dev/null &
  pids+=($!)
  for _ in $(seq 1 100); do curl -sf "http://127.0.0.1:$1/health" >/dev/null && return 0; sleep 0.1; done
  echo "server on port $1 did not start" >&2; exit 1
}

if $nginx_mode; then
  start_server 2401
  start_server 2402
  mkdir -p /tmp/gazetteer-nginx
  nginx -c "$PWD/Benchmarks/nginx-gazetteer.conf" -p /tmp/gazetteer-nginx/ -g 'daemon on;'
  for _ in $(seq 1 50); do curl -sf http://127.0.0.1:2400/health >/dev/null && break; sleep 0.1; done
  port=2400
  label="nginx + 2 servers"
else
  start_server 2399
  port=2399
  label="1 server"
fi

echo "setup: $label, index $(du -h "$index" | cut -f1) from $input, wrk -t2 -d${duration}s"
printf '%-9s %5s %12s %9s %9s  %s\n' route conns "requests/s" p50 p99 "load average (1/5/15 min)"
for mode in api reverse; do
  for connections in 1 16 64; do
    threads=$(( connections < 2 ? 1 : 2 ))
    result=$(MODE=$mode wrk -t"$threads" -c"$connections" -d"${duration}s" --latency -s Benchmarks/serve-load.lua "http://127.0.0.1:$port" 2>&1)
    rate=$(awk '/Requests\/sec/ {print $2}' <<<"$result")
    p50=$(awk '$1 == "50%" {print $2}' <<<"$result")
    p99=$(awk '$1 == "99%" {print $2}' <<<"$result")
    errors=$(awk '/Non-2xx|Socket errors/ {print}' <<<"$result")
    printf '%-9s %5s %12s %9s %9s  %s %s\n' "/$mode" "$connections" "$rate" "$p50" "$p99" "$(cut -d' ' -f1-3 /proc/loadavg)" "$errors"
  done
done
for pid in "${pids[@]}"; do
  awk -v pid="$pid" '/^(VmRSS|RssAnon|RssFile)/ {printf "%s%s %s %s", (n++ ? ", " : "server " pid " memory: "), $1, $2, $3} END {print ""}' "/proc/$pid/status"
done
