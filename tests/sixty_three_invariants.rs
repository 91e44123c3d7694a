//! Random-play invariants over 100,000 seeded Sixty-three hands across the option sets of
//! §12: exactly 63 points a hand, the 53 cards conserved at every step, no trump ever
//! face down and every trump in a hand after the rob (§7.5), the table's inferred trump
//! counts true, `check` accepts exactly the listed actions of a universe of actions and
//! `apply` leaves the state unchanged on error, nothing panics; and resampled worlds are
//! indistinguishable from the real one from the observer's seat (cards passed face up and
//! folded hands being public) and not biased toward the true cards.

mod common;

use cardtable::cards::{Card, CardSet, Suit};
use cardtable::game::Game;
use cardtable::sixty_three::rank::{trump_set, trumps};
use cardtable::sixty_three::*;
use cardtable::table::TableGame;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::HashSet;

fn option_sets() -> Vec<SixtyThreeOptions> {
    let d = SixtyThreeOptions::default;
    vec![
        d(),
        d(),
        d(),
        SixtyThreeOptions {
            auction_style: AuctionStyle::SingleRound,
            shoot_the_moon: Switch::On,
            min_bid: 30,
            dealer_default_contract: 20,
            ..d()
        },
        SixtyThreeOptions {
            joker_rank: JokerRank::HighestTrump,
            two_of_trump_scores_to: TwoScoresTo::TrickWinner,
            all_dirt_trick_winner: AllDirtTrickWinner::Leader,
            joker_points: 0,
            three_of_trump_points: 15,
            ..d()
        },
        SixtyThreeOptions {
            fold_rule: FoldRule::WhenCannotFollowTrump,
            non_bidding_team_scores: false,
            end_rule: EndRule::MustBidOut,
            ..d()
        },
        SixtyThreeOptions { excess_trump_handling: ExcessTrumpHandling::PassThenDiscardNoncounting, ..d() },
        SixtyThreeOptions { excess_trump_handling: ExcessTrumpHandling::DumpOnFirstTrick, ..d() },
        SixtyThreeOptions { deal_style: DealStyle::TwelvePlusKitty, ..d() },
        SixtyThreeOptions {
            deal_style: DealStyle::TwelvePlusKitty,
            fold_rule: FoldRule::WhenCannotFollowTrump,
            excess_trump_handling: ExcessTrumpHandling::PassThenDiscardNoncounting,
            ..d()
        },
    ]
}

/// Every action that could be proposed now, legal or not: the fixed ones, the legal ones,
/// and card sets near the legal ones.
fn universe(g: &SixtyThree, legal: &[SixtyThreeAction], rng: &mut ChaCha8Rng) -> Vec<SixtyThreeAction> {
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
            // One card more, one card less, one card swapped.
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

fn same_state(a: &SixtyThree, b: &SixtyThree) -> bool {
    a.public() == b.public() && a.hands() == b.hands() && a.discards() == b.discards() && a.stock() == b.stock() && a.log() == b.log()
}

/// The table's inferences about trump counts are true.
fn bounds_hold(g: &SixtyThree) -> bool {
    let Some(t) = g.trump() else { return true };
    (0..4).all(|s| {
        let n = trumps(g.hand(s), t).len() as u8;
        g.public().min_trumps[s] <= n && n <= g.public().max_trumps[s] && g.public().held[s] as usize == g.hand(s).len()
    })
}

fn no_trump_face_down(g: &SixtyThree) -> bool {
    match g.trump() {
        Some(t) => (0..4).all(|s| (g.discards()[s] & trump_set(t)).is_empty()),
        None => true,
    }
}

#[test]
fn random_play_invariants_100k_hands() {
    let sets = option_sets();
    let mut rng = ChaCha8Rng::seed_from_u64(63);
    let mut legal = Vec::new();
    let mut sizes = [0usize; 3];
    for h in 0..100_000u32 {
        let o = &sets[h as usize % sets.len()];
        let full_check = h % 10 == 0;
        let mut g = SixtyThree::deal(o, rng.random_range(0..4), &mut rng);
        let mut after_rob_checked = false;
        while let Some(_seat) = g.to_move() {
            assert!(g.conserved(), "hand {h}: 53 cards not conserved");
            assert!(no_trump_face_down(&g), "hand {h}: a trump was discarded face down");
            assert!(
                bounds_hold(&g),
                "hand {h}: inferred trump counts are wrong: {:?} {:?} {:?}",
                g.public().min_trumps,
                g.public().max_trumps,
                g.hands()
            );
            g.legal_actions(&mut legal);
            assert!(!legal.is_empty(), "hand {h}: no legal action in {:?}", g.phase());
            // §7.5: after the rob, every trump is in a hand.
            if !after_rob_checked && matches!(g.phase(), Phase::Excess | Phase::Play) {
                let t = g.trump().unwrap();
                let held = g.hands().iter().fold(CardSet::EMPTY, |a, &b| a | b);
                assert!(held.is_superset(trump_set(t)), "hand {h}: trumps missing after the rob");
                after_rob_checked = true;
            }
            if full_check {
                let set: HashSet<SixtyThreeAction> = legal.iter().copied().collect();
                assert_eq!(set.len(), legal.len(), "hand {h}: duplicate legal actions");
                let uni = universe(&g, &legal, &mut rng);
                for a in &uni {
                    assert_eq!(g.check(*a).is_ok(), set.contains(a), "hand {h}: check({a}) in {:?}", g.phase());
                }
                // An illegal apply is refused and changes nothing.
                if let Some(bad) = uni.iter().find(|a| !set.contains(a)) {
                    let before = g.clone();
                    let e = g.apply(*bad).unwrap_err();
                    assert!(!e.code.as_str().is_empty() && !e.message().is_empty());
                    assert!(same_state(&g, &before), "hand {h}: a refused action changed the state");
                }
            }
            let a = legal[rng.random_range(0..legal.len())];
            if h % 2 == 0 {
                g.apply(a).expect("a listed action is accepted");
            } else {
                g.apply_unchecked(a);
            }
        }
        assert!(g.conserved(), "hand {h}: 53 cards not conserved at the end");
        let r = g.result().expect("scored");
        assert_eq!(r.points[0] + r.points[1], 63, "hand {h}: exactly 63 points");
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
        assert_eq!(r.score_delta[x], want_x, "hand {h}: bidding team's score");
        assert_eq!(r.score_delta[1 - x], if o.non_bidding_team_scores { r.points[1 - x] } else { 0 });
        for t in &g.public().tricks {
            let mut seats: Vec<usize> = t.plays.iter().map(|p| p.seat).collect();
            seats.dedup();
            let uniq: HashSet<usize> = seats.iter().copied().collect();
            assert_eq!(uniq.len(), seats.len(), "hand {h}: a seat played twice to a trick");
        }
        let tricks = g.public().tricks.len();
        sizes[if tricks == 0 {
            0
        } else if tricks < 6 {
            1
        } else {
            2
        }] += 1;
    }
    assert!(sizes[1] > 0 && sizes[2] > 0, "short and long hands occur: {sizes:?}");
}

#[test]
fn resampled_worlds_are_indistinguishable() {
    let mut n = 0;
    let checked = common::check_resampling::<SixtyThree>(&option_sets(), 3_000, 0.25, 77, |h, g, w, seat, rng| {
        assert!(w.conserved(), "hand {h}: the sampled world loses cards");
        assert!(no_trump_face_down(w), "hand {h}: a sampled trump is face down");
        assert!(bounds_hold(w), "hand {h}: the sampled world breaks the inferred trump counts");
        for s in 0..4 {
            assert!(w.public().face_up[s].is_empty() || w.hand(s).is_superset(w.public().face_up[s]), "face-up cards stay put");
        }
        // The sampled world plays on to a proper end.
        n += 1;
        if n % 5 == 0 {
            let mut w = w.clone();
            let mut l = Vec::new();
            while w.to_move().is_some() {
                w.legal_actions(&mut l);
                assert!(!l.is_empty(), "hand {h}: seat {seat} stuck in {:?} (real phase {:?})", w.phase(), g.phase());
                w.apply_unchecked(l[rng.random_range(0..l.len())]);
            }
            let r = w.result().unwrap();
            assert_eq!(r.points[0] + r.points[1], 63);
        }
    });
    assert!(checked > 10_000, "{checked}");
}

/// Over many samples, a hidden card is not placed with its true holder more often than
/// with the holder in another world the observer cannot tell from the real one (no leak
/// of the true state into the observation or the sampling).
#[test]
fn sampling_is_not_biased_toward_the_truth() {
    let o = SixtyThreeOptions::default();
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let (mut hit_true, mut hit_alt, mut trials) = (0u64, 0u64, 0u64);
    let mut legal = Vec::new();
    for _ in 0..400 {
        let mut g = SixtyThree::deal(&o, rng.random_range(0..4), &mut rng);
        let steps = rng.random_range(0..30);
        for _ in 0..steps {
            if g.to_move().is_none() {
                break;
            }
            g.legal_actions(&mut legal);
            g.apply_unchecked(legal[rng.random_range(0..legal.len())]);
        }
        let me = rng.random_range(0..4);
        let obs = g.observation(me);
        let alt = SixtyThree::sample_world(&obs, &mut rng);
        assert_eq!(alt.observation(me), obs);
        for _ in 0..40 {
            let w = SixtyThree::sample_world(&obs, &mut rng);
            for s in (0..4).filter(|&s| s != me) {
                let hidden_true = g.hand(s) - g.public().face_up[s];
                let hidden_alt = alt.hand(s) - alt.public().face_up[s];
                trials += hidden_true.len() as u64;
                hit_true += (w.hand(s) & hidden_true).len() as u64;
                hit_alt += (w.hand(s) & hidden_alt).len() as u64;
            }
        }
    }
    let rt = hit_true as f64 / trials as f64;
    let ra = hit_alt as f64 / trials as f64;
    assert!(rt < ra + 0.03, "hit rate on the true hands {rt:.3} vs an indistinguishable world {ra:.3}");
}

#[test]
fn views_never_show_hidden_cards() {
    let o = SixtyThreeOptions::default();
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    let mut legal = Vec::new();
    for _ in 0..300 {
        let mut g = SixtyThree::deal(&o, rng.random_range(0..4), &mut rng);
        while g.to_move().is_some() {
            for seat in 0..4 {
                let mut v = g.hand_view(seat);
                if let serde_json::Value::Object(m) = &mut v {
                    // Public lists of card codes (every trump; every counter with its points), not anyone's cards.
                    m.remove("trump_cards");
                    m.remove("card_points");
                }
                let text = v.to_string();
                for s in (0..4).filter(|&s| s != seat) {
                    for c in (g.hand(s) - g.public().face_up[s]).iter() {
                        assert!(!text.contains(&format!("\"{c}\"")), "view of seat {seat} shows {c} of seat {s}");
                    }
                }
                for c in (g.discards().iter().enumerate().filter(|(s, _)| *s != seat).fold(CardSet::EMPTY, |a, (_, &b)| a | b)).iter() {
                    assert!(!text.contains(&format!("\"{c}\"")), "view of seat {seat} shows the face-down {c}");
                }
            }
            g.legal_actions(&mut legal);
            g.apply(legal[rng.random_range(0..legal.len())]).unwrap();
        }
    }
}
