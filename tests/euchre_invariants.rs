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

/// The search's worlds ([`SearchHooks::search_world`]: uniform worlds weighed by the bidding)
/// are worlds the seat cannot tell apart either, in every form: same observation, same legal
/// actions, and `Euchre::world` accepts them.
#[test]
fn inferred_worlds_are_indistinguishable() {
    use cardtable::bots::SearchHooks;
    let sets = option_sets();
    let mut rng = ChaCha8Rng::seed_from_u64(91);
    let mut legal = Vec::new();
    let mut checked = 0;
    for h in 0..1_500u32 {
        let o = &sets[h as usize % sets.len()];
        let mut g = Euchre::deal(o, rng.random_range(0..o.players as usize), &mut rng);
        while g.to_move().is_some() {
            if rng.random_bool(0.3) {
                for seat in 0..o.players as usize {
                    let obs = g.observation(seat);
                    let mut crng = ChaCha8Rng::seed_from_u64(rng.random());
                    let w = <Euchre as SearchHooks>::search_world(&obs, &mut crng);
                    assert_eq!(w.observation(seat), obs, "hand {h}: seat {seat} can tell the world apart");
                    if g.to_move() == Some(seat) {
                        let mut b = Vec::new();
                        g.legal_actions(&mut legal);
                        w.legal_actions(&mut b);
                        assert_eq!(legal, b, "hand {h}");
                    }
                    Euchre::world(&g, &w, seat).unwrap_or_else(|e| panic!("hand {h}: {e}"));
                    checked += 1;
                }
            }
            g.legal_actions(&mut legal);
            g.apply_unchecked(legal[rng.random_range(0..legal.len())]);
        }
    }
    assert!(checked > 5_000, "{checked}");
}

/// The inference is real: after the first seat passes the upcard, the search's worlds give
/// that seat a hand that would have ordered it up (the right bower and two more trumps of
/// the upcard's suit) far less often than uniform worlds do.
#[test]
fn a_pass_lowers_the_chance_of_a_strong_hand() {
    use cardtable::bots::SearchHooks;
    use cardtable::euchre::rank::{eff_cards, right_bower};
    let o = EuchreOptions::openspiel(true, false);
    let mut rng = ChaCha8Rng::seed_from_u64(4);
    let (mut uniform, mut inferred, mut n) = (0u32, 0u32, 0u32);
    for _ in 0..400 {
        let mut g = Euchre::deal(&o, 0, &mut rng);
        g.apply(EuchreAction::Pass).unwrap(); // seat 1 passes the upcard
        let obs = g.observation(2);
        let t = g.public().upcard.suit().unwrap();
        let strong = |w: &Euchre| w.hand(1).contains(right_bower(t)) && eff_cards(w.hand(1), t, t).len() >= 3;
        for _ in 0..20 {
            n += 1;
            uniform += u32::from(strong(&Euchre::sample_world(&obs, &mut rng)));
            inferred += u32::from(strong(&<Euchre as SearchHooks>::search_world(&obs, &mut rng)));
        }
    }
    let (u, i) = (uniform as f64 / n as f64, inferred as f64 / n as f64);
    assert!(u > 0.02, "uniform {u:.3}");
    assert!(i < u * 0.5, "inferred {i:.3} vs uniform {u:.3}");
}
