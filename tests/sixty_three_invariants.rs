//! Random-play invariants over 4,000 seeded Sixty-three hands across the forms of §12
//! (`cardtable::soak::sixty_three`, the checks `cardtable soak` runs): exactly 63 points a hand, the 53 cards conserved at every step, no trump ever
//! face down and every trump in a hand after the rob (§7.5), the table's inferred trump
//! counts true, `check` accepts exactly the listed actions of a universe of actions and
//! `apply` leaves the state unchanged on error, nothing panics; and resampled worlds are
//! indistinguishable from the real one from the observer's seat (cards passed face up and
//! folded hands being public) and not biased toward the true cards.

mod common;

use cardtable::bots::BotKind;
use cardtable::cards::CardSet;
use cardtable::game::Game;
use cardtable::sixty_three::*;
use cardtable::soak::sixty_three::forms;
use cardtable::soak::{check_hand, Soak};
use cardtable::table::TableGame;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Hands of the random-play test: 4,000, every check at every action (the universe of
/// actions and a resampled world included); `scripts/test.sh` then runs `cardtable soak
/// sixty-three`, the same checks over 100,000 hands of each bot, rather than paying twice.
const HANDS: u32 = 4_000;

fn option_sets() -> Vec<SixtyThreeOptions> {
    forms().into_iter().map(|f| f.1).collect()
}

#[test]
fn random_play_invariants_4k_hands() {
    let sets = option_sets();
    let mut rng = ChaCha8Rng::seed_from_u64(63);
    let mut sizes = [0usize; 3];
    for h in 0..HANDS {
        let o = &sets[h as usize % sets.len()];
        let g = SixtyThree::deal(o, rng.random_range(0..4), &mut rng);
        let g = check_hand(g, BotKind::Random, &mut rng, None).unwrap_or_else(|e| panic!("hand {h}: {e}"));
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
        SixtyThree::world(g, w, seat).unwrap_or_else(|e| panic!("hand {h}: {e}"));
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
                    // A refusal's `left_pedro` is a card of the rules (the five of the trump's
                    // colour, §4), named whoever holds it: not a look at anyone's hand.
                    if let Some(serde_json::Value::Object(ill)) = m.get_mut("illegal_msg") {
                        for msg in ill.values_mut() {
                            if let Some(p) = msg.get_mut("params").and_then(|p| p.as_object_mut()) {
                                p.remove("left_pedro");
                            }
                        }
                    }
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
