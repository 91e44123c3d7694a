#!/usr/bin/env python3
"""Where two Euchre bots part: reads a `cardtable match euchre … --record FILE` record
(or `scripts/openspiel-arena.py match … --record FILE`) and prints, for side A and side B,
how often each named trump, was euchred, went alone and marched alone; then, for each
duplicate deal, the first decision where its two plays differ (the same cards, A and B in
each other's seats), grouped by phase, with A's points over those deals.

Usage: python3 scripts/match-parts.py FILE        (standard library only; not run by CI)
"""

import collections
import json
import sys


def main(path):
    recs = [json.loads(line) for line in open(path, encoding="utf-8") if line.strip()]
    sides = {s: collections.Counter() for s in "AB"}
    for r in recs:
        res = r["end_hand"].get("result")
        if not res or res.get("maker") is None:
            continue
        c = sides["A" if res["maker"] in r["a_seats"] else "B"]
        tricks = res["makers_tricks"]
        c["named"] += 1
        c["euchred"] += tricks < 3
        c["alone"] += bool(res["maker_alone"])
        c["alone_marched"] += bool(res["maker_alone"]) and tricks == 5
    print(f"{len(recs)} hands")
    for s in "AB":
        c = sides[s]
        n = c["named"]
        print(f"{s}: named trump {n} ({100 * n / max(len(recs), 1):.1f}% of hands), euchred {c['euchred']} "
              f"({100 * c['euchred'] / max(n, 1):.1f}% of those), alone {c['alone']}, marched alone {c['alone_marched']}")

    def a_points(r):
        # Team points are [team 0, team 1]; A's team is that of its first seat.
        return r["points"][min(r["a_seats"]) % 2]

    deals = collections.defaultdict(dict)
    for r in recs:
        deals[r["deal"]][r["play"]] = r
    parts = collections.defaultdict(lambda: [0, 0.0])
    for plays in deals.values():
        if len(plays) != 2:
            continue
        d0, d1 = plays[0]["end_hand"]["decisions"], plays[1]["end_hand"]["decisions"]
        k = 0
        while k < min(len(d0), len(d1)) and d0[k] == d1[k]:
            k += 1
        if k == min(len(d0), len(d1)):
            phase = "never"
        else:
            phase = d0[k]["phase"]
            if phase == "play":
                # The trick in which they part (cards played before it, over the active seats).
                seats = len(plays[0]["end_hand"]["result"]["active_seats"])
                phase = f"play, trick {sum(1 for x in d0[:k] if x['phase'] == 'play') // seats + 1}"
        g = parts[phase]
        g[0] += 1
        g[1] += (a_points(plays[0]) + a_points(plays[1])) / 2
    print("first difference   deals   A's points over them")
    for phase, (n, pts) in sorted(parts.items()):
        print(f"{phase:18s} {n:5d}   {pts:+.1f}")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    main(sys.argv[1])
