#!/usr/bin/env python3
"""Checks that the deal review ranks the levels (issue #32, docs/ai.md "The
deal review"): the same deals are played with Beginner, Intermediate and
Expert at seat 0 against a field of Intermediate players, every record is
reviewed for seat 0 with one review budget, and the mean loss per decision
is printed per level with its 95% interval, the share of decisions marked,
and the difference of neighbouring levels twice: as two independent means,
and paired deal by deal (the same cards for both levels, so the luck of the
hands, which decides how hard the decisions are, mostly cancels out).

    tools/review-ladder.py build/release/kartenrunde-cli doppelkopf 100 7 16 /tmp/ladder

arguments: CLI GAME DEALS SEED SAMPLES OUTDIR (SAMPLES: sampled deals per
search thread and decision, the review's fixed budget). Records and reviews
already in OUTDIR are used again (delete it to start afresh). --json prints
the table as JSON too.
"""
import glob
import json
import math
import os
import subprocess
import sys

Z95 = 1.959964
LEVELS = [("beginner", "Beginner"), ("heuristic", "Intermediate"), ("strong", "Expert")]
SEATS = {"doppelkopf": 4, "truc": 2, "coiffeur": 3, "dobbm": 4}


def mean_interval(values):
    n = len(values)
    mean = sum(values) / n
    var = sum((v - mean) ** 2 for v in values) / (n - 1) if n > 1 else 0.0
    return mean, Z95 * math.sqrt(var / n), var / n


def play(cli, game, deals, seed, level, out):
    folder = os.path.join(out, level)
    records = sorted(glob.glob(os.path.join(folder, "match-*.json")))
    if records:
        return records
    os.makedirs(folder, exist_ok=True)
    seats = ",".join([level] + ["heuristic"] * (SEATS[game] - 1))
    subprocess.run([cli, "play", "--game", game, "--deals", str(deals), "--seed", str(seed), "--seats", seats,
                    "--records", folder], check=True, stdout=subprocess.DEVNULL)
    return sorted(glob.glob(os.path.join(folder, "match-*.json")))


def review(cli, record, samples):
    """The weighed decisions of seat 0 in the record, kept beside it."""
    kept = record[:-len(".json")] + ".review"
    if os.path.exists(kept):
        with open(kept, encoding="utf-8") as f:
            return json.load(f)
    done = subprocess.run([cli, "review", record, "--seat", "0", "--samples", str(samples), "--json"],
                          check=False, capture_output=True, text=True)
    if done.returncode != 0 and "no-decision" not in done.stderr:
        sys.exit(f"review-ladder: review of {record} failed: {done.stderr.strip()}")
    decisions = json.loads(done.stdout)["decisions"] if done.returncode == 0 else []
    weighed = [d for d in decisions if d["weighed"]]
    with open(kept, "w", encoding="utf-8") as f:
        json.dump(weighed, f)
    return weighed


def main(argv):
    as_json = "--json" in argv
    argv = [a for a in argv if a != "--json"]
    if len(argv) != 6:
        sys.exit(__doc__)
    cli, game, deals, seed, samples, out = argv[0], argv[1], int(argv[2]), int(argv[3]), int(argv[4]), argv[5]
    rows = []
    for kind, name in LEVELS:
        decisions, per_deal = [], {}
        for record in play(cli, game, deals, seed, kind, out):
            for d in review(cli, record, samples):
                decisions.append(d)
                per_deal.setdefault((os.path.basename(record), d["deal"]), []).append(d["loss"])
        mean, half, var = mean_interval([d["loss"] for d in decisions])
        rows.append({"level": name, "kind": kind, "decisions": len(decisions), "mean_loss": mean, "ci95": half,
                     "var": var, "marked": sum(1 for d in decisions if d["mark"] != "good"),
                     "mistakes_or_blunders": sum(1 for d in decisions if d["mark"] in ("mistake", "blunder")),
                     "per_deal": {f"{k[0]}#{k[1]}": sum(v) / len(v) for k, v in per_deal.items()}})
    print(f"{game}: {deals} deals, seed {seed}, review with {samples} samples per thread")
    print("| level | decisions | mean loss per decision | marked | mistakes and blunders |")
    print("|---|---|---|---|---|")
    for r in rows:
        print(f"| {r['level']} | {r['decisions']} | {r['mean_loss']:.3f} ± {r['ci95']:.3f} | "
              f"{100 * r['marked'] / r['decisions']:.1f} % | {100 * r['mistakes_or_blunders'] / r['decisions']:.1f} % |")
    for a, b in zip(rows, rows[1:]):
        diff = a["mean_loss"] - b["mean_loss"]
        half = Z95 * math.sqrt(a["var"] + b["var"])
        common = [k for k in a["per_deal"] if k in b["per_deal"]]
        paired, paired_half, _ = mean_interval([a["per_deal"][k] - b["per_deal"][k] for k in common])
        print(f"{a['level']} minus {b['level']}: {diff:+.3f} [{diff - half:+.3f}, {diff + half:+.3f}]; "
              f"paired by deal ({len(common)} deals, mean loss per decision): "
              f"{paired:+.3f} [{paired - paired_half:+.3f}, {paired + paired_half:+.3f}]")
    if as_json:
        for r in rows:
            del r["per_deal"]
        print(json.dumps({"game": game, "deals": deals, "seed": seed, "samples": samples, "levels": rows}))


if __name__ == "__main__":
    main(sys.argv[1:])
