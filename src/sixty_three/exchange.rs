//! The exchange (§7) and folding (§8): discarding dirt, drawing, robbing the pack, keeping
//! dirt with a kitty, excess trumps passed to the partner and the partner's discards, the
//! card-set choices (which cards may be kept, given, discarded or dumped, and why a set is
//! refused), and folding when out of trump. Bare `§` numbers refer to
//! `docs/rules/sixty-three.md`.

use super::options::{ExcessTrumpHandling, FoldRule};
use super::rank::{self, dirt, is_trump, non_counting, trumps};
use super::types::{EndReason, FoldRecord, PassRecord, Phase, RobLog, SixtyThreeEvent};
use super::{partner, SixtyThree, SixtyThreeAction};
use crate::cards::{Card, CardSet, Suit};
use crate::game::{ErrorCode, Events, Refusal, Seat};
use crate::words::Msg;

/// Calls `f` with every subset of `set` with exactly `k` cards, in the fixtures' order
/// (card by card in card order).
pub fn for_each_subset(set: CardSet, k: usize, f: &mut impl FnMut(CardSet)) {
    if k > set.len() {
        return;
    }
    let s = set.0;
    // Lexicographic order of the cards' indices, on the bits (this runs for every
    // legal-set list of every playout): the first subset is the `k` lowest cards.
    let mut cur = lowest_bits(s, k);
    loop {
        f(CardSet(cur));
        // The highest card not chosen; every chosen card above it is the top block.
        let free = s & !cur;
        if free == 0 {
            return;
        }
        let hi_free = 1u64 << (63 - free.leading_zeros());
        let below = cur & (hi_free - 1);
        if below == 0 {
            return; // every chosen card is in the top block: the last subset
        }
        // Move the highest chosen card below it up one place, the top block right after.
        let x = 1u64 << (63 - below.leading_zeros());
        // One card of `s` above `x` for `x` and for each card of the top block.
        let mut moved = x | (cur & !(hi_free | (hi_free - 1)));
        let mut avail = s & !(x | (x - 1));
        cur &= x - 1;
        while moved != 0 {
            moved &= moved - 1;
            let b = avail & avail.wrapping_neg();
            cur |= b;
            avail ^= b;
        }
    }
}

/// The `k` lowest set bits of `s` (all of them if it has fewer).
fn lowest_bits(mut s: u64, k: usize) -> u64 {
    let mut out = 0;
    for _ in 0..k {
        let b = s & s.wrapping_neg();
        out |= b;
        s ^= b;
    }
    out
}

impl SixtyThree {
    /// Every card-set choice of the current phase: `(cards to choose from, smallest and
    /// largest number of cards)`. `None` outside the set phases. The single description of
    /// the exchange's legal sets (and of a `dump_on_first_trick` play).
    pub fn set_choice(&self) -> Option<(CardSet, usize, usize)> {
        let p = &self.public;
        let t = self.trump_or();
        let s = p.turn;
        let h = self.hands[s];
        match p.phase {
            // §7.4: the dealer keeps dirt up to six cards.
            Phase::Rob => {
                let n = self.rob_need();
                Some((dirt(h, t), n, n))
            }
            Phase::KeepDirt => {
                let n = self.keep_need(s);
                Some((dirt(h, t), n, n))
            }
            // §7.6: up to the limit of non-counting trumps; the partner discards to six.
            Phase::Excess => Some((non_counting(h, t, self.opts()), 0, self.pass_limit(s))),
            Phase::PartnerDiscard => {
                let n = h.len().saturating_sub(6);
                Some((dirt(h, t), n, n))
            }
            Phase::ExcessDiscard => {
                let nc = non_counting(h, t, self.opts());
                let n = h.len().saturating_sub(6).min(nc.len());
                Some((nc, n, n))
            }
            Phase::Play if self.dumps(s) => {
                let n = h.len() - 5;
                Some((self.playable(s), n, n))
            }
            _ => None,
        }
    }

    /// Every legal set of the current card-set choice, as its phase's action.
    pub(super) fn legal_sets(&self, out: &mut Vec<SixtyThreeAction>) {
        let ph = self.public.phase;
        if let Some((from, lo, hi)) = self.set_choice() {
            for k in lo..=hi {
                for_each_subset(from, k, &mut |cards| out.push(ph.set_action(cards)));
            }
        }
    }

    /// Applies a decision of the exchange (a keep, a give or a discard).
    pub(super) fn apply_exchange(&mut self, a: SixtyThreeAction, ev: &mut Events<'_, SixtyThreeEvent>) {
        use SixtyThreeAction as A;
        let t = self.public.turn;
        match (self.public.phase, a) {
            (Phase::Rob, A::Keep { cards }) => self.finish_rob(cards & self.hands[t], ev),
            (Phase::KeepDirt, A::Keep { cards }) => {
                self.keep_dirt(t, cards & self.hands[t], true, ev);
                self.run_keep_queue(ev);
            }
            (Phase::Excess, A::Give { cards }) => self.give(t, cards & self.hands[t], ev),
            (Phase::PartnerDiscard, A::Discard { cards }) => self.partner_discard(t, cards & self.hands[t], ev),
            (Phase::ExcessDiscard, A::Discard { cards }) => self.excess_discard(t, cards & self.hands[t], ev),
            _ => {} // unchecked path with an illegal action: ignore rather than corrupt
        }
    }

    /// Why `a` (not in the legal list) is refused during the exchange: a set that breaks
    /// the phase's choice, or an action of another phase.
    pub(super) fn why_not_exchange(&self, a: SixtyThreeAction) -> Refusal {
        use SixtyThreeAction as A;
        match (self.public.phase, a) {
            (Phase::Rob | Phase::KeepDirt, A::Keep { cards })
            | (Phase::Excess, A::Give { cards })
            | (Phase::PartnerDiscard | Phase::ExcessDiscard, A::Discard { cards }) => self.why_not_set(cards),
            _ => self.not_now(),
        }
    }

    /// Explains why `cards` is not a legal set of [`SixtyThree::set_choice`]: a card not
    /// held, a card the phase does not allow (a trump where only dirt goes, §7.4; a
    /// counting trump, §7.6; dirt where only trumps go), or the wrong number of cards.
    pub(super) fn why_not_set(&self, cards: CardSet) -> Refusal {
        let p = &self.public;
        let t = self.trump_or();
        let Some((from, lo, hi)) = self.set_choice() else { return self.not_now() };
        let missing = cards - self.hands[p.turn];
        if !missing.is_empty() {
            return Refusal::new(ErrorCode::NotInHand, Msg::new("sixty_three.not_in_hand_set").with("cards", missing));
        }
        if let Some(c) = (cards - from).first() {
            let (code, key) = match p.phase {
                Phase::Rob | Phase::KeepDirt | Phase::PartnerDiscard if is_trump(c, t) => {
                    (ErrorCode::TrumpNotDirt, "sixty_three.trump_not_dirt")
                }
                Phase::Excess | Phase::ExcessDiscard if rank::is_counting(c, t, self.opts()) => {
                    (ErrorCode::CountingTrump, "sixty_three.counting_trump")
                }
                Phase::Excess | Phase::ExcessDiscard => (ErrorCode::NotTrump, "sixty_three.not_trump"),
                _ => (ErrorCode::NotLegalCard, "sixty_three.not_legal_card"),
            };
            return Refusal::new(code, Msg::new(key).with("card", c));
        }
        let n = cards.len();
        if n < lo || n > hi {
            return Refusal::new(
                ErrorCode::WrongCount,
                Msg::new("sixty_three.wrong_count").with("min", lo).with("max", hi).with("chose", n),
            );
        }
        self.not_now()
    }

    /// §7.6: the partner who received trumps discards dirt down to six, face down.
    pub(super) fn partner_discard(&mut self, t: Seat, cards: CardSet, ev: &mut Events<'_, SixtyThreeEvent>) {
        self.hands[t] -= cards;
        self.discards[t] |= cards;
        if let Some(l) = self.log.partner_discarded.last_mut() {
            *l = cards;
        }
        let p = &mut self.public;
        p.held[t] -= cards.len() as u8;
        p.face_down[t] += cards.len() as u8;
        p.max_trumps[t] = p.max_trumps[t].min(p.held[t]);
        ev.push(|| SixtyThreeEvent::PartnerDiscarded { seat: t, count: cards.len() as u8 });
        self.after_give(partner(t), ev);
    }

    /// `pass_then_discard_noncounting`: extra non-counting trumps shown and discarded.
    pub(super) fn excess_discard(&mut self, t: Seat, cards: CardSet, ev: &mut Events<'_, SixtyThreeEvent>) {
        self.hands[t] -= cards;
        let k = cards.len() as u8;
        let p = &mut self.public;
        p.held[t] -= k;
        p.min_trumps[t] = p.min_trumps[t].saturating_sub(k);
        p.max_trumps[t] = p.max_trumps[t].saturating_sub(k);
        p.shown_discards[t] |= cards;
        p.face_up[t] -= cards;
        ev.push(|| SixtyThreeEvent::ExcessDiscarded { seat: t, cards });
        self.public.queue += 1;
        self.run_excess_queue(ev);
    }

    pub(super) fn discard_draw_rob(&mut self, trump: Suit, ev: &mut Events<'_, SixtyThreeEvent>) {
        let dealer = self.public.dealer;
        // §7.1: everyone discards all dirt, face down.
        for j in 1..=4 {
            let s = (dealer + j) % 4;
            let d = dirt(self.hands[s], trump);
            self.hands[s] -= d;
            self.discards[s] |= d;
            self.log.discarded_dirt[s] = d;
            let p = &mut self.public;
            p.held[s] = self.hands[s].len() as u8;
            p.face_down[s] += d.len() as u8;
            p.dirt_discarded[s] = d.len() as u8;
            p.min_trumps[s] = p.held[s];
            p.max_trumps[s] = p.held[s];
            ev.push(|| SixtyThreeEvent::DirtDiscarded { seat: s, count: d.len() as u8 });
        }
        // §7.2: draws to six, clockwise from the dealer's left; §7.3 shortage.
        for j in 1..4 {
            let s = (dealer + j) % 4;
            // The top cards at once: one shift of the stock per player, not one per card.
            let k = 6usize.saturating_sub(self.hands[s].len()).min(self.stock.len());
            for &c in &self.stock[..k] {
                self.hands[s].insert(c);
            }
            self.log.drawn[s].extend_from_slice(&self.stock[..k]);
            self.stock.drain(..k);
            let n = k as u8;
            let p = &mut self.public;
            p.held[s] = self.hands[s].len() as u8;
            p.drawn[s] = n;
            p.max_trumps[s] = p.held[s];
            p.stock = self.stock.len() as u8;
            if p.held[s] < 6 {
                p.short_of_stock.push(s);
            }
            if n > 0 {
                ev.push(|| SixtyThreeEvent::Drew { seat: s, count: n });
            }
        }
        // §7.4: the dealer takes the rest of the stock.
        let taken: Vec<Card> = std::mem::take(&mut self.stock);
        let tset: CardSet = taken.iter().copied().collect();
        self.hands[dealer] |= tset;
        let p = &mut self.public;
        p.stock = 0;
        p.rob_taken = taken.len() as u8;
        p.held[dealer] = self.hands[dealer].len() as u8;
        p.max_trumps[dealer] = p.held[dealer];
        self.log.rob = Some(RobLog { taken, kept_trumps: trumps(tset, trump), ..Default::default() });
        let tr = trumps(self.hands[dealer], trump).len();
        let dr = dirt(self.hands[dealer], trump).len();
        if tr < 6 && dr > 0 {
            // A choice: which dirt to keep (§7.4 [C]).
            let p = &mut self.public;
            p.phase = Phase::Rob;
            p.turn = dealer;
            p.max_trumps[dealer] = p.max_trumps[dealer].min(5).min(p.held[dealer].saturating_sub(1));
            return;
        }
        self.finish_rob(CardSet::EMPTY, ev);
    }

    /// Dirt the dealer must keep now (§7.4): `min(6 − hand's trumps, dirt)`.
    pub(super) fn rob_need(&self) -> usize {
        let d = self.public.dealer;
        let t = self.trump_or();
        let tr = trumps(self.hands[d], t).len();
        (6usize.saturating_sub(tr)).min(dirt(self.hands[d], t).len())
    }

    pub(super) fn finish_rob(&mut self, kept: CardSet, ev: &mut Events<'_, SixtyThreeEvent>) {
        let dealer = self.public.dealer;
        let t = self.trump_or();
        let chose = self.public.phase == Phase::Rob;
        let thrown = dirt(self.hands[dealer], t) - kept;
        self.hands[dealer] -= thrown;
        self.discards[dealer] |= thrown;
        if let Some(r) = self.log.rob.as_mut() {
            r.kept_dirt = kept;
            r.discarded = thrown;
        }
        let p = &mut self.public;
        p.held[dealer] = self.hands[dealer].len() as u8;
        p.face_down[dealer] += thrown.len() as u8;
        p.max_trumps[dealer] = p.max_trumps[dealer].min(p.held[dealer]);
        if !chose {
            // No choice means every dirt card went: the hand is all trumps.
            p.min_trumps[dealer] = p.held[dealer];
            p.max_trumps[dealer] = p.held[dealer];
        }
        if p.held[dealer] < 6 {
            p.short_of_stock.push(dealer);
        }
        let taken = p.rob_taken;
        ev.push(|| SixtyThreeEvent::Rob { seat: dealer, taken, kept: taken - thrown.len() as u8, discarded: thrown.len() as u8 });
        self.public.queue = 0;
        self.run_excess_queue(ev);
    }

    /// Kitty deal: dirt the player to move must keep (`min(6 − trumps, dirt)`).
    pub(super) fn keep_need(&self, s: Seat) -> usize {
        let t = self.trump_or();
        let tr = trumps(self.hands[s], t).len();
        (6usize.saturating_sub(tr)).min(dirt(self.hands[s], t).len())
    }

    pub(super) fn run_keep_queue(&mut self, ev: &mut Events<'_, SixtyThreeEvent>) {
        let t = self.trump_or();
        while self.public.queue < 4 {
            let s = (self.public.dealer + 1 + self.public.queue as usize) % 4;
            let tr = trumps(self.hands[s], t).len();
            let dr = dirt(self.hands[s], t).len();
            if tr < 6 && dr > 0 {
                let p = &mut self.public;
                p.phase = Phase::KeepDirt;
                p.turn = s;
                p.max_trumps[s] = p.max_trumps[s].min(5).min(p.held[s].saturating_sub(1));
                return;
            }
            self.keep_dirt(s, CardSet::EMPTY, false, ev);
        }
        self.public.queue = 0;
        self.run_excess_queue(ev);
    }

    pub(super) fn keep_dirt(&mut self, s: Seat, kept: CardSet, chose: bool, ev: &mut Events<'_, SixtyThreeEvent>) {
        let t = self.trump_or();
        let thrown = dirt(self.hands[s], t) - kept;
        self.hands[s] -= thrown;
        self.discards[s] |= thrown;
        self.log.discarded_dirt[s] = thrown;
        let p = &mut self.public;
        p.held[s] = self.hands[s].len() as u8;
        p.face_down[s] += thrown.len() as u8;
        p.dirt_discarded[s] = thrown.len() as u8;
        p.max_trumps[s] = p.max_trumps[s].min(p.held[s]);
        if !chose {
            p.min_trumps[s] = p.held[s];
            p.max_trumps[s] = p.held[s];
        }
        if p.held[s] < 6 {
            p.short_of_stock.push(s);
        }
        ev.push(|| SixtyThreeEvent::DirtDiscarded { seat: s, count: thrown.len() as u8 });
        self.public.queue += 1;
    }

    /// How many cards the partner of `p` can take (§7.6 [C]).
    pub(super) fn capacity(&self, q: Seat) -> usize {
        let t = self.trump_or();
        6usize.saturating_sub(self.hands[q].len()) + dirt(self.hands[q], t).len()
    }

    /// The most non-counting trumps `p` may pass now (§7.6 [C] limit).
    pub fn pass_limit(&self, p: Seat) -> usize {
        let t = self.trump_or();
        let nc = non_counting(self.hands[p], t, self.opts()).len();
        let excess = self.hands[p].len().saturating_sub(6);
        excess.min(nc).min(self.capacity(partner(p)))
    }

    pub(super) fn queue_seat(&self) -> Seat {
        (self.public.dealer + 1 + self.public.queue as usize) % 4
    }

    pub(super) fn run_excess_queue(&mut self, ev: &mut Events<'_, SixtyThreeEvent>) {
        self.public.excess_capacity = None;
        if self.opts().excess_trump_handling != ExcessTrumpHandling::DumpOnFirstTrick {
            while self.public.queue < 4 {
                let p = self.queue_seat();
                if self.hands[p].len() > 6 {
                    // §7.6: one decision per player holding more than six, in turn.
                    let q = partner(p);
                    let cap = self.capacity(q);
                    let t = self.trump_or();
                    let pb = &mut self.public;
                    pb.phase = Phase::Excess;
                    pb.turn = p;
                    pb.excess_capacity = Some(cap as u8);
                    // The announced capacity tells the table the partner's dirt count.
                    let qd = dirt(self.hands[q], t).len() as u8;
                    pb.min_trumps[q] = pb.held[q] - qd;
                    pb.max_trumps[q] = pb.held[q] - qd;
                    return;
                }
                self.public.queue += 1;
            }
        }
        self.after_exchange(ev);
    }

    pub(super) fn give(&mut self, p: Seat, cards: CardSet, ev: &mut Events<'_, SixtyThreeEvent>) {
        let q = partner(p);
        self.public.excess_capacity = None;
        if !cards.is_empty() {
            self.hands[p] -= cards;
            self.hands[q] |= cards;
            let k = cards.len() as u8;
            let pb = &mut self.public;
            pb.held[p] -= k;
            pb.held[q] += k;
            pb.min_trumps[p] = pb.min_trumps[p].saturating_sub(k);
            pb.max_trumps[p] = pb.max_trumps[p].saturating_sub(k);
            pb.min_trumps[q] += k;
            pb.max_trumps[q] += k;
            pb.face_up[q] |= cards;
            pb.passes.push(PassRecord { from: p, to: q, cards });
            self.log.partner_discarded.push(CardSet::EMPTY);
            ev.push(|| SixtyThreeEvent::ExcessPassed { from: p, to: q, cards });
            if self.hands[q].len() > 6 {
                self.public.phase = Phase::PartnerDiscard;
                self.public.turn = q;
                return;
            }
        }
        self.after_give(p, ev);
    }

    pub(super) fn after_give(&mut self, p: Seat, ev: &mut Events<'_, SixtyThreeEvent>) {
        let t = self.trump_or();
        if self.opts().excess_trump_handling == ExcessTrumpHandling::PassThenDiscardNoncounting
            && self.hands[p].len() > 6
            && !non_counting(self.hands[p], t, self.opts()).is_empty()
        {
            self.public.phase = Phase::ExcessDiscard;
            self.public.turn = p;
            return;
        }
        self.public.queue += 1;
        self.run_excess_queue(ev);
    }

    pub(super) fn after_exchange(&mut self, ev: &mut Events<'_, SixtyThreeEvent>) {
        self.log.exchange_hands = self.hands;
        self.public.excess_capacity = None;
        self.fold_check(None, ev);
        if self.end_check(None, ev) {
            return;
        }
        // §9.1: the declarer leads, or the first active player clockwise from them.
        let d = self.public.declarer.unwrap_or(self.public.dealer);
        let leader = if self.public.active[d] { Some(d) } else { self.next_active(d) };
        self.public.phase = Phase::Play;
        match leader {
            Some(l) => self.begin_trick(l, ev),
            None => self.finish(EndReason::NoActivePlayer, None, ev),
        }
    }

    // ----- folding and the end of the hand (§8.2, §9.8) -----

    pub(super) fn fold(&mut self, s: Seat, ev: &mut Events<'_, SixtyThreeEvent>) {
        let cards = self.hands[s];
        self.hands[s] = CardSet::EMPTY;
        let after = self.public.tricks.len().checked_sub(1).map(|i| i as u8);
        let p = &mut self.public;
        p.set_aside[s] |= cards;
        p.held[s] = 0;
        p.min_trumps[s] = 0;
        p.max_trumps[s] = 0;
        p.active[s] = false;
        p.to_play[s] = false;
        p.face_up[s] = CardSet::EMPTY;
        p.folds.push(FoldRecord { seat: s, after_trick: after, cards });
        ev.push(|| SixtyThreeEvent::Fold { seat: s, cards });
    }

    /// §8.2: after the exchange and after each trick, by seat number.
    pub(super) fn fold_check(&mut self, _after: Option<u8>, ev: &mut Events<'_, SixtyThreeEvent>) {
        let t = self.trump_or();
        for s in 0..4 {
            if !self.public.active[s] {
                continue;
            }
            let out = match self.opts().fold_rule {
                FoldRule::AutoWhenNoTrump => trumps(self.hands[s], t).is_empty(),
                FoldRule::WhenCannotFollowTrump => self.hands[s].is_empty(),
            };
            if out {
                self.fold(s, ev);
            } else if self.opts().fold_rule == FoldRule::AutoWhenNoTrump {
                // An active player holds a trump (§8.1).
                self.public.min_trumps[s] = self.public.min_trumps[s].max(1);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The reference order: the recursion over the cards in card order.
    fn subsets_recursive(set: CardSet, k: usize) -> Vec<CardSet> {
        fn go(cards: &[Card], start: usize, k: usize, acc: CardSet, out: &mut Vec<CardSet>) {
            if k == 0 {
                out.push(acc);
                return;
            }
            for i in start..cards.len() {
                if cards.len() - i < k {
                    break;
                }
                let mut a = acc;
                a.insert(cards[i]);
                go(cards, i + 1, k - 1, a, out);
            }
        }
        let mut out = Vec::new();
        if k <= set.len() {
            go(&set.to_vec(), 0, k, CardSet::EMPTY, &mut out);
        }
        out
    }

    #[test]
    fn subsets_in_the_recursions_order() {
        let sets = ["", "XJ", "2C XJ", "2C 5D KH AS XJ", "3C 4C 9C 5D 6H 7H 8S TS JS QS AS XJ", "2C 3C 4C 5C 6C 7C 8C"];
        for s in sets {
            let set = CardSet::parse_list(s).unwrap();
            for k in 0..=set.len() + 1 {
                let mut got = Vec::new();
                for_each_subset(set, k, &mut |c| got.push(c));
                assert_eq!(got, subsets_recursive(set, k), "{s} k={k}");
            }
        }
    }
}
