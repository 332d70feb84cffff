"""Timing and geometry shared by the peer scripts (sqlite_peer.py, kdtree_peer.py), so both
measure exactly the same way."""
import math
import time

EARTH_RADIUS_M = 6_371_008.8
WARM_UP = 200
WARM_UP_S = 1.0


def haversine(lat1, lon1, lat2, lon2):
    p1, p2 = math.radians(lat1), math.radians(lat2)
    dp, dl = p2 - p1, math.radians(lon2 - lon1)
    a = math.sin(dp / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
    return 2 * EARTH_RADIUS_M * math.asin(min(1.0, math.sqrt(a)))


def quantile_us(samples, fraction):
    ordered = sorted(samples)
    rank = max(0, min(len(ordered) - 1, math.ceil(fraction * len(ordered)) - 1))
    return round(ordered[rank] / 1000, 3)


def measure(queries, run, budget_s, answers=None):
    """Median and p99 of `run` over `queries` after a warm-up; appends each answer to `answers`."""
    warm_until = time.perf_counter() + WARM_UP_S
    for query in queries[:WARM_UP]:
        run(query)
        if time.perf_counter() > warm_until:
            break
    samples = []
    deadline = time.perf_counter() + budget_s
    for query in queries:
        start = time.perf_counter_ns()
        answer = run(query)
        samples.append(time.perf_counter_ns() - start)
        if answers is not None:
            answers.append(answer)
        if time.perf_counter() > deadline:
            break
    return {"median_us": quantile_us(samples, 0.5), "p99_us": quantile_us(samples, 0.99), "count": len(samples)}


def read_lines(path):
    with open(path, encoding="utf-8") as lines:
        return [line.rstrip("\n") for line in lines if line.strip()]


def read_points(path):
    return [tuple(float(part) for part in line.split(",")) for line in read_lines(path)]


def timed(body):
    start = time.perf_counter()
    value = body()
    return value, round(time.perf_counter() - start, 3)
