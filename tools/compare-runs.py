#!/usr/bin/env python3
"""Compares two `kartenrunde-cli play --duplicate --json` runs of the same
seed, deal by deal: each run's first kind against the same field, e.g.

    kartenrunde-cli play --game doppelkopf --duplicate --seed 7 --deals 600 \\
        --seats analyst,heuristic,heuristic,heuristic --json > analyst.json
    (the same with strong) > strong.json
    tools/compare-runs.py analyst.json strong.json

Runs of several seeds pool as comma-separated lists, in any order:

    tools/compare-runs.py analyst-7.json,analyst-8.json strong-7.json,strong-8.json

Both runs deal the same cards to the same seats, so the difference of the
two leads on one deal holds little of that deal's luck: its mean, with a 95%
interval, tells how much more the first run's kind gains against the field.
Deals are paired by their keys (seed, rotation, seats); a deal whose key the
other run lacks (a match that went on differently) is left out and counted.
"""
import json
import math
import sys

Z95 = 1.959964


def interval(values):
    n = len(values)
    mean = sum(values) / n
    sd = math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1))
    half = Z95 * sd / math.sqrt(n)
    return f"{mean:+.2f} [{mean - half:+.2f}, {mean + half:+.2f}]"


def leads(paths):
    """The lead per deal by deal key, over the runs of one comma-separated list."""
    by_key, games, kinds = {}, set(), set()
    for path in paths.split(","):
        with open(path, encoding="utf-8") as f:
            report = json.load(f)
        diff = report.get("difference")
        if not diff or "per_deal" not in diff:
            sys.exit(f"compare-runs: {path} has no per-deal leads (a `play --json` run of two kinds)")
        games.add(report["game"])
        kinds.add(diff["kinds"])
        by_key.update(zip(diff["deal_keys"], diff["per_deal"]))
    if len(games) > 1 or len(kinds) > 1:
        sys.exit(f"compare-runs: {paths} mixes games or kinds: " + ", ".join(sorted(games | kinds)))
    return by_key, kinds.pop()


def main(first_paths, second_paths):
    a, kinds_a = leads(first_paths)
    b, kinds_b = leads(second_paths)
    if kinds_a.split(" - ")[-1] != kinds_b.split(" - ")[-1]:
        sys.exit(f"compare-runs: the runs play against different fields ({kinds_a}; {kinds_b})")
    common = [key for key in a if key in b]
    if len(common) < 2:
        sys.exit("compare-runs: fewer than two deals in common (the same game and seeds?)")
    print(f"{kinds_a}: {interval([a[k] for k in common])} per deal")
    print(f"{kinds_b}: {interval([b[k] for k in common])} per deal")
    print(f"paired on {len(common)} deals ({len(a) - len(common)} and {len(b) - len(common)} left out): "
          f"{interval([a[k] - b[k] for k in common])} per deal")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])
