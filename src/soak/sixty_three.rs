//! Sixty-three's invariants and forms for the soak (docs/rules/sixty-three.md).

use super::{ensure, Soak};
use crate::cards::{Card, CardSet, Suit};
use crate::game::{Game, Seat};
use crate::sixty_three::rank::{trump_set, trumps};
use crate::sixty_three::*;
use rand::Rng;
use rand_chacha::ChaCha8Rng;
use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};

/// FNV-1a: the legal-list lookups of the checks hash small keys thousands of times a hand,
/// where the default SipHash dominated the soak's time.
#[derive(Default)]
struct Fnv(u64);

impl Hasher for Fnv {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        let mut h = if self.0 == 0 { 0xcbf2_9ce4_8422_2325 } else { self.0 };
        for &b in bytes {
            h = (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3);
        }
        self.0 = h;
    }
}

/// The named option sets of docs/rules/sixty-three.md §12.
pub fn forms() -> Vec<(&'static str, SixtyThreeOptions)> {
    let d = SixtyThreeOptions::default;
    vec![
        ("default", d()),
        (
            "single-round",
            SixtyThreeOptions {
                auction_style: AuctionStyle::SingleRound,
                shoot_the_moon: Switch::On,
                min_bid: 30,
                dealer_default_contract: 20,
                ..d()
            },
        ),
        (
            "highest-joker",
            SixtyThreeOptions {
                joker_rank: JokerRank::HighestTrump,
                two_of_trump_scores_to: TwoScoresTo::TrickWinner,
                all_dirt_trick_winner: AllDirtTrickWinner::Leader,
                joker_points: 0,
                three_of_trump_points: 15,
                ..d()
            },
        ),
        (
            "fold-when-cannot-follow",
            SixtyThreeOptions {
                fold_rule: FoldRule::WhenCannotFollowTrump,
                non_bidding_team_scores: false,
                end_rule: EndRule::MustBidOut,
                ..d()
            },
        ),
        ("pass-then-discard", SixtyThreeOptions { excess_trump_handling: ExcessTrumpHandling::PassThenDiscardNoncounting, ..d() }),
        ("dump-on-first-trick", SixtyThreeOptions { excess_trump_handling: ExcessTrumpHandling::DumpOnFirstTrick, ..d() }),
        ("twelve-plus-kitty", SixtyThreeOptions { deal_style: DealStyle::TwelvePlusKitty, ..d() }),
        (
            "twelve-plus-kitty-fold",
            SixtyThreeOptions {
                deal_style: DealStyle::TwelvePlusKitty,
                fold_rule: FoldRule::WhenCannotFollowTrump,
                excess_trump_handling: ExcessTrumpHandling::PassThenDiscardNoncounting,
                ..d()
            },
        ),
    ]
}

/// Every action that could be proposed now, legal or not: the fixed ones, the legal ones,
/// and card sets near the legal ones (one card more, one less, one swapped).
pub fn universe(g: &SixtyThree, legal: &[SixtyThreeAction], rng: &mut ChaCha8Rng) -> Vec<SixtyThreeAction> {
    use SixtyThreeAction as A;
    let mut v = vec![A::Pass];
    for b in [0u8, 1, 20, 25, 29, 30, 39, 64, 100, 125, 126, 127, 255].into_iter().chain(40..=63) {
        v.push(A::Bid { value: b });
    }
    for s in Suit::ALL {
        v.push(A::Trump { suit: s });
    }
    let pack = SixtyThree::pack();
    for c in pack.iter() {
        v.push(A::Play { card: c });
    }
    let hand = g.to_move().map(|s| g.hand(s)).unwrap_or_default();
    let mut sets: Vec<CardSet> = vec![CardSet::EMPTY, hand, pack];
    for c in pack.iter() {
        sets.push(CardSet::single(c));
    }
    for a in legal {
        if let A::Keep { cards } | A::Give { cards } | A::Discard { cards } | A::Dump { cards } = a {
            sets.push(*cards);
            let out: Vec<Card> = (hand - *cards).iter().collect();
            let inn: Vec<Card> = cards.iter().collect();
            if !out.is_empty() {
                let mut x = *cards;
                x.insert(out[rng.random_range(0..out.len())]);
                sets.push(x);
            }
            if !inn.is_empty() {
                let mut x = *cards;
                x.remove(inn[rng.random_range(0..inn.len())]);
                sets.push(x);
                if !out.is_empty() {
                    x.insert(out[rng.random_range(0..out.len())]);
                    sets.push(x);
                }
            }
            if sets.len() > 150 {
                break;
            }
        }
    }
    for cards in sets {
        v.push(A::Keep { cards });
        v.push(A::Give { cards });
        v.push(A::Discard { cards });
        v.push(A::Dump { cards });
    }
    v
}

/// The whole hidden and public state is equal.
pub fn same_state(a: &SixtyThree, b: &SixtyThree) -> bool {
    a.public() == b.public() && a.hands() == b.hands() && a.discards() == b.discards() && a.stock() == b.stock() && a.log() == b.log()
}

/// §7–§8: the table's inferred trump counts per seat are true, and the shown hand sizes.
pub fn bounds_hold(g: &SixtyThree) -> bool {
    let Some(t) = g.trump() else { return true };
    (0..4).all(|s| {
        let n = trumps(g.hand(s), t).len() as u8;
        g.public().min_trumps[s] <= n && n <= g.public().max_trumps[s] && g.public().held[s] as usize == g.hand(s).len()
    })
}

/// §7: no trump is ever discarded face down.
pub fn no_trump_face_down(g: &SixtyThree) -> bool {
    match g.trump() {
        Some(t) => (0..4).all(|s| (g.discards()[s] & trump_set(t)).is_empty()),
        None => true,
    }
}

/// What the Sixty-three checks keep over a hand: whether §7.5 was checked after the rob.
#[derive(Default)]
pub struct SixtyThreeChecker {
    after_rob_checked: bool,
}

impl Soak for SixtyThree {
    type Checker = SixtyThreeChecker;

    fn forms() -> Vec<(&'static str, SixtyThreeOptions)> {
        forms()
    }

    /// The 53 cards conserved (§2); no trump face down and the trump counts true (§7);
    /// after the rob every trump in a hand (§7.5); no duplicate legal action; `check`
    /// accepts exactly the legal actions of the universe; an illegal `apply` is refused
    /// with a code and changes nothing.
    fn before(ck: &mut SixtyThreeChecker, g: &mut SixtyThree, legal: &[SixtyThreeAction], rng: &mut ChaCha8Rng) -> Result<(), String> {
        ensure(g.conserved(), || "the 53 cards are not conserved".into())?;
        ensure(no_trump_face_down(g), || "a trump was discarded face down".into())?;
        ensure(bounds_hold(g), || {
            format!("inferred trump counts are wrong: {:?} {:?} {:?}", g.public().min_trumps, g.public().max_trumps, g.hands())
        })?;
        if !ck.after_rob_checked && matches!(g.phase(), Phase::Excess | Phase::Play) {
            let t = g.trump().ok_or("no trump after the rob")?;
            let held = g.hands().iter().fold(CardSet::EMPTY, |a, &b| a | b);
            ensure(held.is_superset(trump_set(t)), || "trumps missing after the rob (§7.5)".into())?;
            ck.after_rob_checked = true;
        }
        let set: HashSet<SixtyThreeAction, BuildHasherDefault<Fnv>> = legal.iter().copied().collect();
        ensure(set.len() == legal.len(), || "duplicate legal actions".into())?;
        let uni = universe(g, legal, rng);
        for a in &uni {
            ensure(g.check(*a).is_ok() == set.contains(a), || format!("check({a}) disagrees with the legal list in {:?}", g.phase()))?;
        }
        if let Some(bad) = uni.iter().find(|a| !set.contains(a)) {
            let before = g.clone();
            let e = g.apply(*bad).err().ok_or_else(|| format!("{bad} is not listed but accepted"))?;
            ensure(!e.code.as_str().is_empty() && !e.message().is_empty(), || format!("the refusal of {bad} has no code or message"))?;
            ensure(same_state(g, &before), || format!("the refused {bad} changed the state"))?;
        }
        Ok(())
    }

    /// §10: the cards conserved; exactly 63 points; the bidding team's score (its points,
    /// 126 for a made moon bid, minus the contract if set) and the other team's; no seat
    /// twice in a trick.
    fn end(_: &SixtyThreeChecker, g: &SixtyThree) -> Result<(), String> {
        ensure(g.conserved(), || "the 53 cards are not conserved at the end".into())?;
        let r = g.result().ok_or("no result")?;
        ensure(r.points[0] + r.points[1] == 63, || format!("points {:?} do not sum to 63", r.points))?;
        let x = r.bidding_team;
        let want_x = if r.made {
            if r.contract == MOON_BID {
                126
            } else {
                r.points[x]
            }
        } else {
            -(r.contract as i32)
        };
        ensure(r.score_delta[x] == want_x, || format!("the bidding team scores {}, not {want_x}", r.score_delta[x]))?;
        let other = if g.options().non_bidding_team_scores { r.points[1 - x] } else { 0 };
        ensure(r.score_delta[1 - x] == other, || format!("the other team scores {}, not {other}", r.score_delta[1 - x]))?;
        for t in &g.public().tricks {
            // A seat's consecutive plays are one dump (§7 `dump_on_first_trick`).
            let mut seats: Vec<usize> = t.plays.iter().map(|p| p.seat).collect();
            seats.dedup();
            let uniq: HashSet<usize> = seats.iter().copied().collect();
            ensure(uniq.len() == seats.len(), || "a seat played twice to a trick".into())?;
        }
        Ok(())
    }

    /// A sampled world keeps the cards, no trump face down, the trump counts, and the
    /// cards passed face up in their hands.
    fn world(_g: &SixtyThree, w: &SixtyThree, _seat: Seat) -> Result<(), String> {
        ensure(w.conserved(), || "the sampled world loses cards".into())?;
        ensure(no_trump_face_down(w), || "a sampled trump is face down".into())?;
        ensure(bounds_hold(w), || "the sampled world breaks the inferred trump counts".into())?;
        for s in 0..4 {
            ensure(w.public().face_up[s].is_empty() || w.hand(s).is_superset(w.public().face_up[s]), || "face-up cards moved".into())?;
        }
        Ok(())
    }
}
