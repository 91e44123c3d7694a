#!/usr/bin/env python3
"""Our Schnapsen bot against the VU Amsterdam `schnapsen` package's bots, on that package's
own engine (issue #16: "keep it so").

The package (PyPI `schnapsen` 0.0.5, the Intelligent Systems course's platform) is the
referee: its `SchnapsenGamePlayEngine` deals, checks every move and scores the deal. Our side
is `cardtable bot schnapsen --level LEVEL`, spoken to through `sixty-six-bot/1`
(docs/protocol/sixty-six-bot-protocol.md): at each of its turns this script writes the
seat's `decide` message from the package's player perspective (its hand, the trump card, the
public record of exchanges, marriages and plays, the winner of each trick and the seat's own
draws; the opponent's face-down draws withheld) and the package's valid moves as the legal
list. The bot replays that record through our engine and refuses the message if our §15.4
Schnapsen would not offer the same legal list, so every deal also checks that the two
engines agree on the rules. The package's rules are ours with docs/rules/sixty-six.md §15.4:
20 cards, no closing, a marriage shown by leading its king, the trump jack exchanged, pending
marriages, 66 declared automatically, no last-trick bonus, 1 game point to the last trick's
winner when nobody reaches 66.

Each deal is played twice with the same cards (duplicate): our bot holds the first hand and
leads, then the package's bot does. A deal's score is the mean of our game points in the two
plays (+1..+3 won, −1..−3 lost); the report is the mean over deals with a 95% interval.

Opponents (the package's bots):
  * rdeep-ab (default, its strongest setup): RdeepBot (random rollouts of --depth tricks,
    --samples worlds per move, scored by the point share) for phase 1, AlphaBetaBot (exact
    search; the other hand is known) once the talon is empty;
  * rdeep: RdeepBot throughout; bully: BullyBot; rand: RandBot.

Setup (not run by CI):
  python3 -m venv /work/venv-vu && /work/venv-vu/bin/pip install schnapsen==0.0.5
  cargo build --release --bin cardtable
  /work/venv-vu/bin/python scripts/schnapsen-vu-arena.py --deals 200 --seed 1 \
      --cardtable target/release/cardtable
"""

import argparse
import json
import math
import random
import shlex
import subprocess
import sys
import time

from schnapsen.bots import AlphaBetaBot, BullyBot, RandBot, RdeepBot
from schnapsen.game import Bot, GamePhase, SchnapsenGamePlayEngine

RANK = {"ACE": "A", "TEN": "T", "KING": "K", "QUEEN": "Q", "JACK": "J"}
SUIT = {"CLUBS": "C", "DIAMONDS": "D", "HEARTS": "H", "SPADES": "S"}
# Our card order (protocol): suit C < D < H < S, then J < Q < K < T < A.
ORDER_R = "9JQKTA"
ORDER_S = "CDHS"
KINDS = ["play", "marriage", "marriage_declare", "exchange_trump", "close", "declare", "pass", "draw"]


def card(c):
    """The protocol's name of a package card, e.g. Card.TEN_HEARTS -> "TH"."""
    return RANK[c.rank.name] + SUIT[c.suit.name]


def card_key(s):
    return (ORDER_S.index(s[1]), ORDER_R.index(s[0]))


def cards(cs):
    return sorted((card(c) for c in cs), key=card_key)


def token(move):
    """The protocol's token of a package move."""
    if move.is_trump_exchange():
        return {"action": "exchange_trump", "card": card(move.as_trump_exchange().jack)}
    if move.is_marriage():
        m = move.as_marriage()
        return {"action": "marriage", "card": card(m.king_card), "suit": SUIT[m.suit.name]}
    return {"action": "play", "card": card(move.as_regular_move().card)}


def token_key(t):
    return (KINDS.index(t["action"]), card_key(t["card"]) if "card" in t else (9, 9), t.get("suit", ""))


class CardtableBot(Bot):
    """Our bot as a program, speaking sixty-six-bot/1, seated in the package's engine."""

    def __init__(self, command, name="cardtable"):
        super().__init__(name)
        self.proc = subprocess.Popen(shlex.split(command), stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        reply = self.ask({"type": "hello", "protocol": "sixty-six-bot/1", "game": "schnapsen", "rules": {}, "label": "a:cardtable"})
        self.name_reply = reply.get("name")
        self.seat = 0
        self.hand_id = ""
        self.seed = 0
        self.started = False
        self.decisions = 0

    def send(self, msg):
        self.proc.stdin.write(json.dumps(msg) + "\n")
        self.proc.stdin.flush()

    def ask(self, msg):
        self.send(msg)
        line = self.proc.stdout.readline()
        if not line:
            raise RuntimeError(f"cardtable bot exited (after {msg.get('type')})")
        return json.loads(line)

    def new_deal(self, hand_id, seat, seed):
        """Called by the harness before each play: our seat (0 leads first) and seed."""
        self.hand_id, self.seat, self.seed, self.started = hand_id, seat, seed, False

    def end_deal(self):
        self.send({"type": "end_hand", "hand_id": self.hand_id, "seat": self.seat})

    def close(self):
        self.send({"type": "bye"})
        self.proc.stdin.close()
        self.proc.wait(timeout=10)

    def get_move(self, perspective, leader_move):
        me, opp = self.seat, 1 - self.seat
        history = perspective.get_game_history()
        first = history[0][0]
        trump_card = card(first.get_trump_card())
        trump = trump_card[1]
        rules = {}
        if not self.started:
            self.started = True
            self.send({"type": "new_hand", "hand_id": self.hand_id, "seat": me, "dealer": 1, "rules": rules,
                       "hand": cards(first.get_hand().get_cards()), "trump_card": trump_card, "trump": trump,
                       "seed": self.seed})
        decisions, tricks = [], []
        for i, (p, trick) in enumerate(history[:-1]):
            nxt = history[i + 1][0]
            phase = 1 if p.get_talon_size() > 0 else 2
            leader = me if p.am_i_leader() else opp
            if trick.is_trump_exchange():
                decisions.append({"seat": leader, "role": "lead", "phase": phase, **token(trick.exchange)})
                continue
            lead_t, follow_t = token(trick.leader_move), token(trick.follower_move)
            decisions.append({"seat": leader, "role": "lead", "phase": phase, **lead_t})
            decisions.append({"seat": 1 - leader, "role": "follow", "phase": phase, **follow_t})
            winner = me if nxt.am_i_leader() else opp
            draws = None
            talon = p.get_talon_size()
            if talon > 0:
                mine = [c for c in cards(nxt.get_hand().get_cards()) if c not in cards(p.get_hand().get_cards())]
                mine = mine[0] if mine else None
                face_up = card(p.get_trump_card()) if talon == 2 else None
                w_draw = mine if winner == me else None
                l_draw = face_up if talon == 2 else (mine if winner != me else None)
                draws = [w_draw, l_draw]
            tricks.append({"no": len(tricks) + 1, "leader": leader, "phase": phase, "lead": lead_t["card"],
                           "marriage": lead_t.get("suit"), "follow": follow_t["card"], "winner": winner, "draws": draws})
        talon = perspective.get_talon_size()
        phase = 1 if talon > 0 else 2
        lead = None
        if leader_move is not None:
            t = token(leader_move)
            decisions.append({"seat": opp, "role": "lead", "phase": phase, **t})
            lead = {"seat": opp, "card": t["card"], "marriage": t.get("suit")}
        moves = perspective.valid_moves()
        legal = sorted((token(m) for m in moves), key=token_key)
        msg = {"type": "decide", "hand_id": self.hand_id, "game": "schnapsen", "seat": me, "dealer": 1,
               "rules": rules, "role": "follow" if leader_move is not None else "lead", "phase": phase,
               "hand": cards(perspective.get_hand().get_cards()), "trump_card": trump_card, "trump": trump,
               "face_up": card(perspective.get_trump_card()) if talon > 0 else None, "stock_size": talon,
               "closing": None, "decisions": decisions, "tricks": tricks, "lead": lead, "legal": legal}
        reply = self.ask(msg)
        self.decisions += 1
        for m in moves:
            t = token(m)
            if all(reply.get(k) == t.get(k) for k in ("action", "card", "suit")):
                return m
        raise RuntimeError(f"{self.hand_id}: reply {reply} is not among the legal moves {legal}")


class PhasedBot(Bot):
    """The package's strongest setup: one bot for phase 1, AlphaBetaBot for phase 2."""

    def __init__(self, phase1, name):
        super().__init__(name)
        self.phase1 = phase1
        self.phase2 = AlphaBetaBot()

    def get_move(self, perspective, leader_move):
        if perspective.get_phase() == GamePhase.TWO:
            return self.phase2.get_move(perspective, leader_move)
        return self.phase1.get_move(perspective, leader_move)


def opponent(kind, samples, depth, rng):
    if kind == "rdeep-ab":
        return PhasedBot(RdeepBot(num_samples=samples, depth=depth, rand=rng), "rdeep-ab")
    if kind == "rdeep":
        return RdeepBot(num_samples=samples, depth=depth, rand=rng, name="rdeep")
    if kind == "bully":
        return BullyBot(rng, name="bully")
    return RandBot(rng, name="rand")


def mean_ci(xs):
    n = len(xs)
    m = sum(xs) / n
    sd = math.sqrt(sum((x - m) ** 2 for x in xs) / (n - 1)) if n > 1 else 0.0
    h = 1.96 * sd / math.sqrt(n)
    return m, [m - h, m + h]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--deals", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--level", default="expert")
    ap.add_argument("--cardtable", default="target/release/cardtable")
    ap.add_argument("--opponent", default="rdeep-ab", choices=["rdeep-ab", "rdeep", "bully", "rand"])
    ap.add_argument("--samples", type=int, default=16, help="rdeep: worlds per move")
    ap.add_argument("--depth", type=int, default=8, help="rdeep: tricks per rollout")
    ap.add_argument("--json", action="store_true", help="the report as one JSON line")
    args = ap.parse_args()

    ours = CardtableBot(f"{args.cardtable} bot schnapsen --level {args.level}")
    theirs = opponent(args.opponent, args.samples, args.depth, random.Random(args.seed * 1_000_003 + 7))
    engine = SchnapsenGamePlayEngine()
    per_deal, won, played = [], 0, 0
    start = time.time()
    for d in range(args.deals):
        deal_seed = args.seed * 100_000 + d
        pts = []
        for play, first in enumerate([ours, theirs]):
            second = theirs if first is ours else ours
            ours.new_deal(f"{args.seed}-{d}-{play}", 0 if first is ours else 1, deal_seed * 2 + play)
            winner, points, _ = engine.play_game(first, second, random.Random(deal_seed))
            ours.end_deal()
            p = points if winner is ours else -points
            pts.append(p)
            won += p > 0
            played += 1
        per_deal.append(sum(pts) / 2)
        if not args.json and (d + 1) % 20 == 0:
            m, ci = mean_ci(per_deal)
            print(f"{d + 1} deals: {m:+.3f} game points per deal [{ci[0]:+.3f}, {ci[1]:+.3f}]", file=sys.stderr)
    ours.close()
    m, ci = mean_ci(per_deal)
    report = {"game": "schnapsen", "a": f"cardtable {args.level}", "a_name": ours.name_reply,
              "b": args.opponent, "samples": args.samples, "depth": args.depth, "deals": args.deals,
              "seed": args.seed, "a_points_per_deal": m, "ci95": ci, "a_deal_win_share": won / played,
              "seconds": round(time.time() - start, 1)}
    if args.json:
        print(json.dumps(report))
    else:
        print(f"cardtable {args.level} against {args.opponent} (samples {args.samples}, depth {args.depth}), "
              f"{args.deals} duplicate deals, seed {args.seed}: {m:+.3f} game points per deal "
              f"[{ci[0]:+.3f}, {ci[1]:+.3f}], {100 * won / played:.1f}% of plays won")


if __name__ == "__main__":
    main()
