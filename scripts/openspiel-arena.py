#!/usr/bin/env python3
"""Our Euchre bots against OpenSpiel's searchers, through the euchre-arena/1 protocol.

Two modes:

  openspiel-arena.py bot --algo ismcts|pimc [--sims N] [--worlds W]
      A bot program speaking euchre-arena/1 (docs/protocol/euchre-bot-protocol.md) on
      stdin/stdout. Each `decide` is turned into an OpenSpiel `euchre` state with the same
      observation: the seat's own cards, the public record replayed, and the cards it cannot
      see dealt at random where they may be (voids shown in play respected, the dealer's hidden
      discard and the three undealt cards included). Then
        * ismcts: pyspiel.ISMCTSBot (random-rollout evaluator, UCT c = 2, a world resampled by
          OpenSpiel's own `ResampleFromInfostate` every iteration, the most visited action);
        * pimc: W worlds dealt by the same sampler (each consistent with the observation), a
          perfect-information pyspiel.MCTSBot search of N / W simulations on each, root visits
          summed, the most visited action ("fair": it never sees the true cards).

  openspiel-arena.py match [--opponent ismcts|pimc] [--deals 200] [--level expert] ...
      Runs `cardtable match euchre --a 'cardtable bot euchre --level LEVEL' --b '<this script>
      bot ...'` over duplicate deals and prints its report (side A's points per deal, A − B and
      the deal-win share, each with a 95% interval).

Setup (not run by CI; OpenSpiel 2.0.2 has a cp311 manylinux wheel):
  python3 -m venv /work/venv-os && /work/venv-os/bin/pip install open_spiel==2.0.2
  cargo build --release --bin cardtable
  /work/venv-os/bin/python scripts/openspiel-arena.py match --opponent ismcts --deals 200

Caveat: OpenSpiel's resampler keeps the undealt cards (the kitty) where the state it is given
has them, so IS-MCTS assumes the sampler's random kitty for the whole decision, a small error
that the true state would have turned into a leak.
"""

import argparse
import json
import os
import random
import shlex
import subprocess
import sys

SUITS = "CDHS"
RANKS = "9TJQKA"
PASS, CALL0, ALONE, PARTNER = 24, 25, 29, 30


def card_index(s):
    """OpenSpiel's card action: rank * 4 + suit (C9 = 0, D9 = 1, ..., SA = 23)."""
    return RANKS.index(s[0]) * 4 + SUITS.index(s[1])


def card_name(i):
    return RANKS[i // 4] + SUITS[i % 4]


MATE = {0: 3, 3: 0, 1: 2, 2: 1}  # clubs-spades, diamonds-hearts


def eff(c, trump):
    suit, rank = c % 4, c // 4
    if trump is not None and rank == 2 and MATE[suit] == trump:
        return trump
    return suit


def action_of(tok, upcard):
    a = tok["action"]
    if a == "pass":
        return PASS
    if a == "order_up":
        return CALL0 + upcard % 4
    if a == "call":
        return CALL0 + SUITS.index(tok["suit"])
    if a == "alone":
        return ALONE
    if a == "partner":
        return PARTNER
    if a in ("play", "discard"):
        return card_index(tok["card"])
    raise ValueError(f"unknown action {tok!r}")


def token_of(action, legal):
    """The legal token that names OpenSpiel action `action`."""
    for tok in legal:
        if action_of(tok, UPCARD[0]) == action:
            return tok
    raise ValueError(f"action {action} is not in the legal list {legal}")


UPCARD = [0]


def sample_deal(msg, rng):
    """A full deal (dealer's initial hands, upcard, the dealer's discard) consistent with the
    `decide` message's observation. Returns (hands[4] of initial five, discard or None)."""
    me, dealer = msg["seat"], msg["dealer"]
    up = card_index(msg["upcard"])
    hand = {card_index(c) for c in msg["hand"]}
    played = [set() for _ in range(4)]
    taken, trump, my_discard = False, None, None
    plays = []
    alone = 0
    for d in msg["decisions"]:
        a, s = d["action"], d["seat"]
        if a == "play":
            c = card_index(d["card"])
            played[s].add(c)
            plays.append((s, c))
        elif a == "discard" and "card" in d:
            my_discard = card_index(d["card"])
        elif a == "order_up":
            taken, trump = True, up % 4
        elif a == "call":
            trump = SUITS.index(d["suit"])
        elif a == "alone":
            alone += 1
    active = 4 - alone
    voids = [set() for _ in range(4)]
    for i in range(0, len(plays), active):
        trick = plays[i:i + active]
        led = eff(trick[0][1], trump)
        for s, c in trick[1:]:
            if eff(c, trump) != led:
                voids[s].add(led)
    mine = hand | played[me]
    if my_discard is not None:
        mine.add(my_discard)
    if taken and me == dealer:
        mine.discard(up)
    assert len(mine) == 5, f"seat {me}'s cards do not add up to five"
    hands = [set(played[s]) if s != me else set(mine) for s in range(4)]
    if taken and dealer != me:
        hands[dealer].discard(up)  # the dealer's initial five exclude the upcard
    unknown = set(range(24)) - {up}
    for h in hands:
        unknown -= h
    # Places: seats (their unseen cards), 4 = kitty, 5 = the dealer's hidden discard.
    cap = [0] * 6
    for s in range(4):
        if s != me:
            cap[s] = 5 - len(hands[s])
    cap[4] = 3
    hidden_discard = taken and dealer != me
    if hidden_discard:
        cap[dealer] -= 1
        cap[5] = 1
    pool = sorted(unknown)
    assert sum(cap) == len(pool), (cap, pool)

    def ok(c, place):
        return place >= 4 or trump is None or eff(c, trump) not in voids[place]

    slots = [p for p in range(6) for _ in range(cap[p])]
    for _ in range(200):
        rng.shuffle(slots)
        if all(ok(c, p) for c, p in zip(pool, slots)):
            break
    else:
        # Backtracking over the most constrained cards first.
        order = sorted(pool, key=lambda c: sum(ok(c, p) for p in range(6)))
        left = list(cap)
        out = {}

        def bt(k):
            if k == len(order):
                return True
            c = order[k]
            ps = list(range(6))
            rng.shuffle(ps)
            for p in ps:
                if left[p] and ok(c, p):
                    left[p] -= 1
                    out[c] = p
                    if bt(k + 1):
                        return True
                    left[p] += 1
            return False

        assert bt(0), "no deal fits the observation"
        slots = [out[c] for c in pool]
    discard = my_discard
    for c, p in zip(pool, slots):
        if p < 4:
            hands[p].add(c)
        elif p == 5:
            discard = c
            hands[dealer].add(c)
    return hands, discard


def build_state(game, msg, rng):
    """An OpenSpiel state with the observation of `msg`, the hidden cards dealt at random."""
    hands, discard = sample_deal(msg, rng)
    dealer = msg["dealer"]
    up = card_index(msg["upcard"])
    st = game.new_initial_state()
    st.apply_action(dealer)
    order = [sorted(h) for h in hands]
    # OpenSpiel deals card k of the twenty to seat (dealer + k) % 4, then the upcard.
    for k in range(20):
        st.apply_action(order[(dealer + k) % 4][k // 4])
    st.apply_action(up)
    for d in msg["decisions"]:
        if d["action"] == "discard" and "card" not in d:
            a = discard
        else:
            a = action_of(d, up)
        assert st.current_player() == d["seat"], (d, st.current_player())
        st.apply_action(a)
    assert st.current_player() == msg["seat"]
    want = sorted(action_of(t, up) for t in msg["legal"])
    assert sorted(st.legal_actions()) == want, (st.legal_actions(), want)
    return st


def serve(args):
    import pyspiel

    game = pyspiel.load_game("euchre", {"allow_lone_defender": False, "stick_the_dealer": True})
    rng = random.Random(0)
    seed = 0
    out = sys.stdout
    for line in sys.stdin:
        m = json.loads(line)
        t = m.get("type")
        if t == "hello":
            r = m.get("rules", {})
            if r.get("allow_lone_defender") or not r.get("stick_the_dealer", True):
                game = pyspiel.load_game("euchre", r)
            name = f"openspiel-{args.algo}-{args.sims}" + (f"x{args.worlds}w" if args.algo == "pimc" else "")
            out.write(json.dumps({"type": "hello", "protocol": "euchre-arena/1", "name": name}) + "\n")
            out.flush()
        elif t == "new_hand":
            seed = int(m.get("seed", 0))
            rng = random.Random(seed)
        elif t == "decide":
            UPCARD[0] = card_index(m["upcard"])
            legal = m["legal"]
            if len(legal) == 1:
                choice = legal[0]
            else:
                choice = token_of(decide(game, m, rng, args), legal)
            out.write(json.dumps(choice) + "\n")
            out.flush()
        elif t == "bye":
            break


def decide(game, m, rng, args):
    import pyspiel

    st = build_state(game, m, rng)
    me = m["seat"]
    if args.algo == "ismcts":
        ev = pyspiel.RandomRolloutEvaluator(1, rng.randrange(2**31))
        bot = pyspiel.ISMCTSBot(
            rng.randrange(2**31),
            ev,
            args.uct_c,
            args.sims,
            -1,
            pyspiel.ISMCTSFinalPolicyType.MAX_VISIT_COUNT,
            False,
            False,
        )
        return bot.step(st)
    # PIMC: the first world is the state built above, the others are dealt afresh.
    visits = {}
    per = max(1, args.sims // args.worlds)
    for w in range(args.worlds):
        world = st if w == 0 else build_state(game, m, rng)
        ev = pyspiel.RandomRolloutEvaluator(1, rng.randrange(2**31))
        bot = pyspiel.MCTSBot(game, ev, args.uct_c, per, 1000, False, rng.randrange(2**31), False)
        root = bot.mcts_search(world)
        for ch in root.children:
            visits[ch.action] = visits.get(ch.action, 0) + ch.explore_count
    assert me == st.current_player()
    return max(sorted(visits), key=lambda a: visits[a])


def match(args):
    here = os.path.abspath(__file__)
    root = os.path.dirname(os.path.dirname(here))
    cardtable = args.cardtable or os.path.join(os.environ.get("CARGO_TARGET_DIR", os.path.join(root, "target")), "release", "cardtable")
    sims = args.sims or (5000 if args.opponent == "ismcts" else 10000)
    b = f"{shlex.quote(sys.executable)} {shlex.quote(here)} bot --algo {args.opponent} --sims {sims} --worlds {args.worlds} --uct-c {args.uct_c}"
    a = f"{shlex.quote(cardtable)} bot euchre --level {args.level}"
    cmd = [cardtable, "match", "euchre", "--a", a, "--b", b, "--deals", str(args.deals), "--seed", str(args.seed), "--timeout", "600"]
    if args.record:
        cmd += ["--record", args.record]
    if args.json:
        cmd.append("--json")
    print("$ " + " ".join(shlex.quote(c) for c in cmd), file=sys.stderr, flush=True)
    sys.exit(subprocess.call(cmd))


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = p.add_subparsers(dest="mode", required=True)
    b = sub.add_parser("bot", help="serve euchre-arena/1 on stdin/stdout")
    b.add_argument("--algo", choices=["ismcts", "pimc"], default="ismcts")
    b.add_argument("--sims", type=int, default=5000, help="IS-MCTS iterations, or PIMC simulations in all")
    b.add_argument("--worlds", type=int, default=50, help="PIMC worlds")
    b.add_argument("--uct-c", type=float, default=2.0)
    m = sub.add_parser("match", help="run cardtable match against our bot")
    m.add_argument("--opponent", choices=["ismcts", "pimc"], default="ismcts")
    m.add_argument("--sims", type=int, default=0, help="default: 5000 (ismcts), 10000 (pimc)")
    m.add_argument("--worlds", type=int, default=50)
    m.add_argument("--uct-c", type=float, default=2.0)
    m.add_argument("--deals", type=int, default=200)
    m.add_argument("--seed", type=int, default=1)
    m.add_argument("--level", default="expert", help="our level (cardtable bot euchre --level)")
    m.add_argument("--cardtable", help="path to the cardtable binary (default: $CARGO_TARGET_DIR or target, release)")
    m.add_argument("--record", metavar="FILE", help="write every hand to FILE, one JSON line each (cardtable match --record)")
    m.add_argument("--json", action="store_true")
    args = p.parse_args()
    if args.mode == "bot":
        serve(args)
    else:
        match(args)


if __name__ == "__main__":
    main()
