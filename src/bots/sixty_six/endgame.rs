//! An exact minimax (alpha-beta) solver for a Sixty-six deal with every card placed: the
//! bots run it on worlds sampled from their observation (perfect-information Monte Carlo).
//! It plays the rules of the engine (docs/rules/sixty-six.md §6, §8–§12 with the options of §14): leads
//! (marriages announced when a king or queen of a held pair is led), strict or lenient
//! following, drawing while the stock is open, pending marriages, the last-trick bonus,
//! declaring (correct or not) and passing, and scores the end with [`score::decide`].
//! Exchanges and closing are not searched below the root (the root tries them through the
//! engine).
//!
//! Values are game points from the searching seat's view: +gp when it wins the deal,
//! −gp when it loses.

use crate::bots::AlphaBeta;
use crate::cards::{rank as r, Card, CardSet, Suit};
use crate::game::Seat;
use crate::sixty_six::rank::{follower_wins, legal_follows, points, strength};
use crate::sixty_six::score::{self, Closing, EndFacts, OUT};
use crate::sixty_six::{PendingRule, SixtySix, SixtySixOptions, Stage};

/// A position as the solver sees it (all cards known).
#[derive(Clone, Copy, Debug)]
pub struct Pos {
    /// Both hands.
    pub hands: [CardSet; 2],
    /// Face-down stock; `stock[..stock_n]`, the last one drawn first.
    pub stock: [Card; 12],
    /// Face-down cards left.
    pub stock_n: u8,
    /// The face-up card, while still under the stock.
    pub face_up: Option<Card>,
    /// The seat to act.
    pub turn: Seat,
    /// The card led (the leader is `1 - turn`), if a trick is in progress.
    pub lead: Option<Card>,
    /// Card points won.
    pub card_pts: [u16; 2],
    /// Counted marriage points.
    pub mar: [u16; 2],
    /// Pending marriage points.
    pub pending: [u16; 2],
    /// Last-trick bonus.
    pub bonus: [u16; 2],
    /// Tricks won.
    pub tricks: [u8; 2],
    /// Winner of the last trick.
    pub last_winner: Seat,
    /// True when both hands are empty and the last-trick winner must declare or pass.
    pub final_decision: bool,
}

impl Pos {
    fn total(&self, s: Seat) -> u16 {
        self.card_pts[s] + self.mar[s] + self.bonus[s]
    }

    /// The solver's view of an engine state (any stage but `CloseOrDraw`, which is taken as
    /// "draw"; `None` once the deal is over).
    pub fn from_game(g: &SixtySix) -> Option<Pos> {
        let p = &g.public;
        if p.stage == Stage::Over {
            return None;
        }
        let mut stock = [Card::JOKER; 12];
        for (i, &c) in g.stock.iter().take(12).enumerate() {
            stock[i] = c;
        }
        let mut pos = Pos {
            hands: g.hands,
            stock,
            stock_n: g.stock.len().min(12) as u8,
            face_up: if p.closing.is_some() { None } else { p.face_up },
            turn: p.turn,
            lead: p.lead.map(|l| l.card),
            card_pts: p.card_points,
            mar: p.marriage_points,
            pending: p.pending,
            bonus: p.bonus,
            tricks: p.tricks_won,
            last_winner: p.tricks.last().map_or(p.turn, |t| t.winner),
            final_decision: p.stage == Stage::Final,
        };
        if p.closing.is_some() {
            pos.stock_n = 0; // never drawn again (§7.3)
        }
        if p.stage == Stage::CloseOrDraw {
            pos.draw(p.turn);
        }
        Some(pos)
    }

    fn stock_open(&self) -> bool {
        self.stock_n > 0 || self.face_up.is_some()
    }

    fn draw(&mut self, w: Seat) {
        if self.stock_n == 0 {
            return;
        }
        self.stock_n -= 1;
        self.hands[w].insert(self.stock[self.stock_n as usize]);
        let b = if self.stock_n > 0 {
            self.stock_n -= 1;
            self.stock[self.stock_n as usize]
        } else {
            match self.face_up.take() {
                Some(f) => f,
                None => return,
            }
        };
        self.hands[1 - w].insert(b);
    }
}

/// The fixed facts of a search.
pub struct Solver<'a> {
    /// Rule options.
    pub o: &'a SixtySixOptions,
    /// Trump.
    pub trump: Suit,
    /// The close, if the stock is closed.
    pub closing: Option<Closing>,
    /// The seat whose value is maximized.
    pub me: Seat,
    /// Nodes visited (for tuning).
    pub nodes: u64,
}

const MAX: i32 = 3;

impl<'a> Solver<'a> {
    /// A solver for the deal `g` from `me`'s view.
    pub fn for_game(g: &'a SixtySix, me: Seat) -> Solver<'a> {
        Solver { o: &g.public.options, trump: g.public.trump, closing: g.public.closing, me, nodes: 0 }
    }

    fn end(&self, pos: &Pos, declaration: Option<(Seat, u16)>) -> i32 {
        let facts = EndFacts {
            declaration,
            closing: self.closing,
            totals: [pos.total(0), pos.total(1)],
            tricks: pos.tricks,
            last_winner: pos.last_winner,
        };
        let out = score::decide(self.o, &facts);
        match out.winner {
            Some(w) if w == self.me => out.game_points as i32,
            Some(_) => -(out.game_points as i32),
            None => 0,
        }
    }

    fn phase2(&self, pos: &Pos) -> bool {
        self.closing.is_some() || !pos.stock_open()
    }

    /// The value of `pos` with perfect play by both seats, within `[alpha, beta]`.
    pub fn value(&mut self, pos: &Pos, alpha: i32, beta: i32) -> i32 {
        self.nodes += 1;
        let t = pos.turn;
        let maxing = t == self.me;
        if pos.final_decision {
            let decl = self.end(pos, Some((t, pos.total(t))));
            let pass = self.end(pos, None);
            return if maxing { decl.max(pass) } else { decl.min(pass) };
        }
        if let Some(lead) = pos.lead {
            // Follow.
            let ok = legal_follows(pos.hands[t], lead, self.trump, self.phase2(pos), self.o.phase2_follow_rule);
            let mut ab = AlphaBeta::new(maxing, alpha, beta, (-MAX - 1, MAX + 1));
            for c in order_follows(ok, lead, self.trump) {
                let v = self.after_follow(pos, lead, c, ab.alpha, ab.beta);
                if ab.cut(v) {
                    break;
                }
            }
            return ab.best;
        }
        // Lead. §12.1: with 66 declaring at once is never worse (game points cannot rise).
        if !self.o.auto_declare && pos.total(t) >= OUT {
            return self.end(pos, Some((t, pos.total(t))));
        }
        let mut ab = AlphaBeta::new(maxing, alpha, beta, (-MAX - 1, MAX + 1));
        if !self.o.auto_declare {
            // A declaration below 66 is a false claim; occasionally the lesser evil.
            let v = self.end(pos, Some((t, pos.total(t))));
            if ab.cut(v) {
                return ab.best;
            }
        }
        let h = pos.hands[t];
        let marriages_ok = !self.phase2(pos) || self.o.marriage_in_phase2;
        for c in order_leads(h, self.trump) {
            let mut next = *pos;
            let suit = c.suit().unwrap_or(self.trump);
            let partner = Card::new(suit, if c.rank() == r::KING { r::QUEEN } else { r::KING });
            let is_pair_card = (c.rank() == r::KING || c.rank() == r::QUEEN) && h.contains(partner);
            let king_only = self.o.marriage_lead == crate::sixty_six::MarriageLead::KingOnly;
            if marriages_ok && is_pair_card && (!king_only || c.rank() == r::KING) {
                // §6: announcing with the lead never costs anything.
                let pts = if suit == self.trump { 40 } else { 20 };
                if self.o.marriage_pending_rule == PendingRule::FirstTrick && pos.tricks[t] > 0 {
                    next.mar[t] += pts;
                    if !self.o.auto_declare && next.total(t) >= OUT {
                        // §6.5: show and declare at once.
                        let v = self.end(&next, Some((t, next.total(t))));
                        if ab.cut(v) {
                            break;
                        }
                        continue;
                    }
                } else {
                    next.pending[t] += pts;
                }
            }
            next.hands[t].remove(c);
            next.lead = Some(c);
            next.turn = 1 - t;
            let v = self.value(&next, ab.alpha, ab.beta);
            if ab.cut(v) {
                break;
            }
        }
        ab.best
    }

    fn after_follow(&mut self, pos: &Pos, lead: Card, c: Card, alpha: i32, beta: i32) -> i32 {
        let f = pos.turn;
        let l = 1 - f;
        let mut n = *pos;
        let stock_was_open = !self.phase2(pos);
        n.hands[f].remove(c);
        n.lead = None;
        let w = if follower_wins(lead, c, self.trump) { f } else { l };
        n.card_pts[w] += points(lead) + points(c);
        n.tricks[w] += 1;
        if n.pending[w] > 0 {
            n.mar[w] += n.pending[w];
            n.pending[w] = 0;
        }
        n.last_winner = w;
        let empty = n.hands[0].is_empty() && n.hands[1].is_empty();
        if empty && self.closing.is_none() {
            n.bonus[w] += self.o.last_trick_bonus as u16;
        }
        if stock_was_open {
            n.draw(w);
        }
        if self.o.auto_declare {
            for s in [w, 1 - w] {
                if n.total(s) >= OUT {
                    return self.end(&n, Some((s, n.total(s))));
                }
            }
        }
        let empty = n.hands[0].is_empty() && n.hands[1].is_empty();
        if empty {
            if self.o.auto_declare {
                return self.end(&n, None);
            }
            n.final_decision = true;
        }
        n.turn = w;
        self.value(&n, alpha, beta)
    }
}

/// A few cards in search order, without allocating.
struct Ordered {
    buf: [Card; 12],
    n: usize,
    i: usize,
}

impl Iterator for Ordered {
    type Item = Card;
    fn next(&mut self) -> Option<Card> {
        if self.i < self.n {
            self.i += 1;
            Some(self.buf[self.i - 1])
        } else {
            None
        }
    }
}

fn ordered(s: CardSet, key: impl Fn(Card) -> i32) -> Ordered {
    let mut buf = [Card::JOKER; 12];
    let mut n = 0;
    for c in s.iter().take(12) {
        buf[n] = c;
        n += 1;
    }
    buf[..n].sort_by_key(|&c| key(c));
    Ordered { buf, n, i: 0 }
}

/// Leads to try first: high cards, then the rest (better cut-offs).
fn order_leads(h: CardSet, trump: Suit) -> Ordered {
    ordered(h, |c| -((strength(c) as i32) * 2 + i32::from(c.suit() == Some(trump))))
}

/// Follows to try first: cards that win cheaply, then low discards.
fn order_follows(ok: CardSet, lead: Card, trump: Suit) -> Ordered {
    ordered(ok, |c| if follower_wins(lead, c, trump) { points(c) as i32 } else { 100 + points(c) as i32 })
}
