//! Random-play invariants over 10,000 seeded Sixty-six deals across the forms of §14 and
//! the Schnapsen settings of §15.4 (`cardtable::soak::sixty_six`, the checks `cardtable
//! soak` runs; `scripts/test.sh` soaks 100,000 random-bot deals more with them): 120 card points in the pack, the pack is
//! conserved, public inferences (known cards, voids) are true, `check`/`apply` accept
//! exactly the listed actions and leave the state unchanged on error, every deal ends
//! with one winner and 1–3 game points, nothing panics; and a resampled world is
//! indistinguishable from the real one from the observer's seat, without bias toward
//! the true cards.

mod common;

use cardtable::bots::BotKind;
use cardtable::cards::Card;
use cardtable::game::Game;
use cardtable::sixty_six::*;
use cardtable::soak::sixty_six::forms;
use cardtable::soak::{check_hand, Soak};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn option_sets() -> Vec<SixtySixOptions> {
    forms().into_iter().map(|f| f.1).collect()
}

/// Deals of the random-play test (`scripts/test.sh` then runs `cardtable soak sixty-six`,
/// the same checks over 100,000 random-bot deals, rather than paying for them twice).
const DEALS: u32 = 10_000;

#[test]
fn random_play_invariants_10k_deals() {
    let sets = option_sets();
    let mut rng = ChaCha8Rng::seed_from_u64(66);
    let mut ends = std::collections::HashMap::new();
    for h in 0..DEALS {
        let o = &sets[h as usize % sets.len()];
        let g = SixtySix::deal(o, rng.random_range(0..2), &mut rng);
        let g = check_hand(g, BotKind::Random, &mut rng, None).unwrap_or_else(|e| panic!("deal {h}: {e}"));
        let r = g.result().expect("scored");
        *ends.entry(format!("{:?}", r.reason)).or_insert(0u32) += 1;
    }
    // Every way a deal can end occurred.
    for reason in [
        "Declared",
        "FalseDeclaration",
        "NoDeclaration",
        "CloserDeclared",
        "CloserFalseDeclaration",
        "NonCloserDeclared",
        "CloserNoDeclaration",
        "NonCloserFalseDeclaration",
    ] {
        assert!(ends.get(reason).copied().unwrap_or(0) > 0, "{reason} never happened: {ends:?}");
    }
}

#[test]
fn resampled_worlds_are_indistinguishable() {
    let checked = common::check_resampling::<SixtySix>(&option_sets(), 4_000, 0.3, 77, |h, g, w, seat, _| {
        SixtySix::world(g, w, seat).unwrap_or_else(|e| panic!("deal {h}: {e}"));
    });
    assert!(checked > 10_000, "{checked}");
}

#[test]
fn a_shown_marriage_reveals_the_partner_card() {
    let o = SixtySixOptions::default();
    let mut rng = ChaCha8Rng::seed_from_u64(8);
    let mut seen = 0;
    let mut legal = Vec::new();
    for _ in 0..3000 {
        let mut g = SixtySix::deal(&o, 0, &mut rng);
        while g.to_move().is_some() {
            g.legal_actions(&mut legal);
            let m = legal.iter().copied().find(|a| matches!(a, SixtySixAction::Marriage { .. }));
            let a = m.unwrap_or(legal[rng.random_range(0..legal.len())]);
            let who = g.public().turn;
            g.apply(a).unwrap();
            if let SixtySixAction::Marriage { card, suit } = a {
                let partner = Card::new(suit, if card.rank() == 13 { 12 } else { 13 });
                let obs = g.observation(1 - who);
                for _ in 0..5 {
                    let w = SixtySix::sample_world(&obs, &mut rng);
                    assert!(w.hand(who).contains(partner));
                }
                seen += 1;
            }
        }
    }
    assert!(seen > 500);
}

/// Over many samples, a hidden card is not placed with its true holder more often than
/// chance allows (no leak of the true state into sampling).
#[test]
fn sampling_is_not_biased_toward_the_truth() {
    let o = SixtySixOptions::default();
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let (mut hits, mut trials) = (0u32, 0u32);
    let mut expected = 0.0f64;
    let mut legal = Vec::new();
    for _ in 0..300 {
        let mut g = SixtySix::deal(&o, 0, &mut rng);
        for _ in 0..rng.random_range(0..8) {
            if g.to_move().is_none() || g.public().phase2() {
                break;
            }
            g.legal_actions(&mut legal);
            // Only plays: keep the stock open so that real uncertainty remains.
            let plays: Vec<_> = legal.iter().copied().filter(|a| matches!(a, SixtySixAction::Play { .. })).collect();
            g.apply_unchecked(plays[rng.random_range(0..plays.len())]);
        }
        if g.public().phase2() || g.to_move().is_none() {
            continue;
        }
        let obs = g.observation(0);
        let hidden_opp = g.hand(1) - g.public().known[1];
        let unseen = obs.unseen().len() as f64;
        for _ in 0..50 {
            let w = SixtySix::sample_world(&obs, &mut rng);
            for c in hidden_opp.iter() {
                trials += 1;
                if w.hand(1).contains(c) {
                    hits += 1;
                }
            }
        }
        expected += 50.0 * hidden_opp.len() as f64 * (hidden_opp.len() as f64 / unseen);
    }
    let rate = hits as f64 / trials as f64;
    let chance = expected / trials as f64;
    assert!(trials > 10_000);
    assert!((rate - chance).abs() < 0.03, "hit rate {rate:.3} vs chance {chance:.3}");
}
