//! Random-play invariants over 10,000 seeded Euchre hands across the forms of §13–14
//! (`cardtable::soak::euchre`, the checks `cardtable soak` runs; `scripts/test.sh` soaks
//! 100,000 random-bot and 100,000 club-bot hands more with them): the pack is conserved,
//! each trick has one card per active seat, a hand has exactly `hand_size` tricks (or is
//! void), `apply` accepts exactly the listed actions and leaves the state unchanged on
//! error, nothing panics; and a resampled world is indistinguishable from the real one
//! from the observer's seat.

mod common;

use cardtable::bots::BotKind;
use cardtable::cards::Card;
use cardtable::euchre::*;
use cardtable::game::Game;
use cardtable::soak::euchre::forms;
use cardtable::soak::{check_hand, Soak};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn option_sets() -> Vec<EuchreOptions> {
    forms().into_iter().map(|f| f.1).collect()
}

/// Hands of the random-play test (`scripts/test.sh` then runs `cardtable soak euchre`, the
/// same checks over 100,000 hands of each bot, rather than paying for them twice).
const HANDS: u32 = 10_000;

#[test]
fn random_play_invariants_10k_hands() {
    let sets = option_sets();
    let mut rng = ChaCha8Rng::seed_from_u64(2026);
    let mut hands_scored = 0;
    for h in 0..HANDS {
        let o = &sets[h as usize % sets.len()];
        let dealer = rng.random_range(0..o.players as usize);
        let g = Euchre::deal(o, dealer, &mut rng);
        let g = check_hand(g, BotKind::Random, &mut rng, None).unwrap_or_else(|e| panic!("hand {h}: {e}"));
        if g.result().expect("scored").outcome != EuchreOutcome::AllPass {
            hands_scored += 1;
        }
    }
    assert!(hands_scored > HANDS * 9 / 10, "{hands_scored}");
}

#[test]
fn resampled_worlds_are_indistinguishable() {
    let checked = common::check_resampling::<Euchre>(&option_sets(), 4_000, 0.3, 77, |h, g, w, seat, _| {
        Euchre::world(g, w, seat).unwrap_or_else(|e| panic!("hand {h}: {e}"));
    });
    assert!(checked > 10_000);
}

/// Over many samples, a hidden card is not placed with its true holder more often than
/// chance allows (no leak of the true state into sampling).
#[test]
fn sampling_is_not_biased_toward_the_truth() {
    let o = EuchreOptions::default();
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let mut hits = 0u32;
    let mut trials = 0u32;
    let mut expected = 0.0f64;
    for _ in 0..200 {
        let mut g = Euchre::deal(&o, 0, &mut rng);
        // Play the bidding out at random so that trump and voids exist sometimes.
        let mut legal = Vec::new();
        for _ in 0..rng.random_range(0..15) {
            if g.to_move().is_none() {
                break;
            }
            g.legal_actions(&mut legal);
            g.apply_unchecked(legal[rng.random_range(0..legal.len())]);
        }
        let obs = g.observation(0);
        for _ in 0..50 {
            let w = Euchre::sample_world(&obs, &mut rng);
            for s in 1..4 {
                for c in g.hand(s).iter() {
                    trials += 1;
                    if w.hand(s).contains(c) {
                        hits += 1;
                    }
                }
            }
        }
        // Chance: a hidden card goes to seat s with probability ~ held[s] / hidden cards.
        let hidden: usize =
            (1..4).map(|s| g.public().held[s] as usize).sum::<usize>() + g.kitty().len() + usize::from(g.dealer_discard().is_some());
        for s in 1..4 {
            let h = g.hand(s).len() as f64;
            expected += 50.0 * h * (h / hidden as f64);
        }
    }
    let rate = hits as f64 / trials as f64;
    let chance = expected / trials as f64;
    // Known cards (the taken upcard) and voids raise the true rate a little above chance; a
    // leak would push it towards 1.
    assert!(rate < chance + 0.08, "hit rate {rate:.3} vs chance {chance:.3}");
    let _ = Card::JOKER;
}
