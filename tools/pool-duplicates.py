#!/usr/bin/env python3
"""Pools independent `kartenrunde-cli play --duplicate --json` runs of the
same seats (different seeds) into one estimate of the lead per deal.

Each run reports the first kind's lead (`difference.mean`) over its deals
with a 95% interval; the pooled lead weighs each run by its deals, and its
standard error combines the runs' errors (recovered from their intervals).

    tools/pool-duplicates.py run-31.json run-32.json ...

A run reported earlier (docs/ai.md) can stand in as DEALS:MEAN:LOW:HIGH,
e.g. 3600:0.64:-0.04:1.32.
"""
import json
import math
import sys

Z95 = 1.959964


def main(paths):
    runs = []
    for path in paths:
        if path.count(":") == 3:
            deals, mean, low, high = path.split(":")
            runs.append((path, int(deals), float(mean), (float(high) - float(low)) / (2 * Z95), None))
            continue
        with open(path, encoding="utf-8") as f:
            report = json.load(f)
        diff = report["difference"]
        low, high = diff["ci95"]
        runs.append((path, report["deals"], diff["mean"], (high - low) / (2 * Z95), diff["kinds"]))
    if len({r[4] for r in runs if r[4]}) > 1:
        sys.exit("pool-duplicates: the runs compare different kinds: " + ", ".join(sorted({r[4] for r in runs if r[4]})))
    total = sum(r[1] for r in runs)
    mean = sum(r[1] * r[2] for r in runs) / total
    error = math.sqrt(sum((r[1] * r[3]) ** 2 for r in runs)) / total
    for path, deals, m, se, _ in runs:
        print(f"{path}: {deals} deals, {m:+.2f} [{m - Z95 * se:+.2f}, {m + Z95 * se:+.2f}]")
    kinds = next((r[4] for r in runs if r[4]), "as given")
    print(f"pooled ({kinds}): {total} deals, {mean:+.2f} [{mean - Z95 * error:+.2f}, {mean + Z95 * error:+.2f}]")


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    main(sys.argv[1:])
