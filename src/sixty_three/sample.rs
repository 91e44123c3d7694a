//! Dealing the cards one seat cannot see, consistently with everything it has seen (for
//! search bots): the unseen cards go to the other hands, the face-down discards and the
//! stock, with the right counts; after trump is named no trump is face down (§7.1, §7.5),
//! and each hand holds a number of trumps within the bounds the table can infer
//! ([`SixtyThreePublic::min_trumps`], [`SixtyThreePublic::max_trumps`]: the dirt
//! discarded under §7.1, the robbing choice, passes, plays, and §8.1 — an active player
//! holds a trump). Among the worlds that fit, each is equally likely: the number of trumps
//! per hand is drawn with weight `∏ C(cards, trumps)`, then the cards are dealt uniformly.

use super::rank::trump_set;
use super::{HandLog, RobLog, SixtyThree, SixtyThreeObservation};
use crate::cards::{Card, CardSet};
use crate::sample::deal_constrained;
use rand::Rng;

const STOCK: usize = 8;
const PLACES: usize = 9;

fn binom(n: usize, k: usize) -> f64 {
    if k > n {
        return 0.0;
    }
    let k = k.min(n - k);
    let mut r = 1.0;
    for i in 0..k {
        r = r * (n - i) as f64 / (i + 1) as f64;
    }
    r
}

/// Chooses trump counts for the mixed places (index, capacity, lo, hi) summing to `total`,
/// with weight `∏ C(capacity, count)`. `None` if no vector fits.
fn trump_counts(mixed: &[(usize, usize, usize, usize)], total: usize, rng: &mut impl Rng) -> Option<Vec<usize>> {
    let mut leaves: Vec<(f64, Vec<usize>)> = Vec::new();
    fn go(mixed: &[(usize, usize, usize, usize)], i: usize, left: usize, acc: &mut Vec<usize>, w: f64, out: &mut Vec<(f64, Vec<usize>)>) {
        if i == mixed.len() {
            if left == 0 {
                out.push((w, acc.clone()));
            }
            return;
        }
        let (_, cap, lo, hi) = mixed[i];
        let rest_hi: usize = mixed[i + 1..].iter().map(|m| m.3).sum();
        for x in lo..=hi.min(left) {
            if left - x > rest_hi {
                continue;
            }
            acc.push(x);
            go(mixed, i + 1, left - x, acc, w * binom(cap, x), out);
            acc.pop();
        }
    }
    go(mixed, 0, total, &mut Vec::new(), 1.0, &mut leaves);
    let sum: f64 = leaves.iter().map(|l| l.0).sum();
    if leaves.is_empty() || sum <= 0.0 {
        return None;
    }
    let mut r = rng.random::<f64>() * sum;
    for (w, v) in &leaves {
        if r < *w {
            return Some(v.clone());
        }
        r -= w;
    }
    leaves.pop().map(|l| l.1)
}

pub(super) fn sample_world(obs: &SixtyThreeObservation, rng: &mut impl Rng) -> SixtyThree {
    let p = &obs.public;
    let me = obs.seat % 4;
    let mut known = obs.hand | obs.discards;
    for s in 0..4 {
        known |= p.played[s] | p.set_aside[s] | p.shown_discards[s];
        if s != me {
            known |= p.face_up[s];
        }
    }
    let hidden = SixtyThree::pack() - known;
    // Places: 0..4 the other seats' hands, 4..8 their face-down discards, 8 the stock.
    let mut cap = [0usize; PLACES];
    for s in 0..4 {
        if s != me {
            cap[s] = (p.held[s] as usize).saturating_sub(p.face_up[s].len());
            cap[4 + s] = p.face_down[s] as usize;
        }
    }
    cap[STOCK] = p.stock as usize;

    let mut assigned = [CardSet::EMPTY; PLACES];
    let mut done = false;
    if let Some(t) = p.trump {
        let ts = trump_set(t);
        let tr: Vec<Card> = (hidden & ts).iter().collect();
        let di: Vec<Card> = (hidden - ts).iter().collect();
        let mut mixed = Vec::new();
        for (s, &cap_s) in cap.iter().enumerate().take(4) {
            if s != me {
                let fu = p.face_up[s].len();
                let lo = (p.min_trumps[s] as usize).saturating_sub(fu);
                let hi = (p.max_trumps[s] as usize).saturating_sub(fu).min(cap_s);
                mixed.push((s, cap_s, lo.min(hi), hi));
            }
        }
        if cap[STOCK] > 0 {
            mixed.push((STOCK, cap[STOCK], 0, cap[STOCK]));
        }
        if let Some(x) = trump_counts(&mixed, tr.len(), rng) {
            let mut tcap = [0usize; PLACES];
            let mut dcap = cap;
            for (i, m) in mixed.iter().enumerate() {
                tcap[m.0] = x[i];
                dcap[m.0] -= x[i];
            }
            let all = (1u32 << PLACES) - 1;
            let a = deal_constrained(&tr, &vec![all; tr.len()], &tcap, rng);
            let b = deal_constrained(&di, &vec![all; di.len()], &dcap, rng);
            if let (Some(a), Some(b)) = (a, b) {
                for (i, &c) in tr.iter().enumerate() {
                    assigned[a[i]].insert(c);
                }
                for (i, &c) in di.iter().enumerate() {
                    assigned[b[i]].insert(c);
                }
                done = true;
            }
        }
    }
    if !done {
        // Before trump (or, defensively, if the bounds admit no world): any card anywhere,
        // trumps never face down once trump is named.
        let cards: Vec<Card> = hidden.iter().collect();
        let ts = p.trump.map(trump_set).unwrap_or_default();
        let all = (1u32 << PLACES) - 1;
        let piles = 0b1111u32 << 4;
        let allowed: Vec<u32> = cards.iter().map(|&c| if ts.contains(c) { all & !piles } else { all }).collect();
        let places = deal_constrained(&cards, &allowed, &cap, rng)
            .or_else(|| deal_constrained(&cards, &vec![all; cards.len()], &cap, rng))
            .unwrap_or_else(|| crate::sample::no_world(&obs));
        for (i, &c) in cards.iter().enumerate() {
            assigned[places[i]].insert(c);
        }
    }

    let mut hands = [CardSet::EMPTY; 4];
    let mut discards = [CardSet::EMPTY; 4];
    for s in 0..4 {
        if s == me {
            hands[s] = obs.hand;
            discards[s] = obs.discards;
        } else {
            hands[s] = assigned[s] | p.face_up[s];
            discards[s] = assigned[4 + s];
        }
    }
    let mut stock: Vec<Card> = assigned[STOCK].iter().collect();
    crate::sample::shuffle(&mut stock, rng);
    let mut log = HandLog::default();
    if p.trump.is_none() {
        log.dealt = hands;
    }
    log.dealt[me] = obs.dealt;
    log.drawn[me] = obs.drawn[..].into();
    if me == p.dealer && !obs.rob_taken.is_empty() {
        log.rob = Some(RobLog { taken: obs.rob_taken.clone(), ..Default::default() });
    }
    SixtyThree { public: p.clone(), hands, discards, stock, log }
}
