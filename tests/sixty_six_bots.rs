//! The Sixty-six search bots: the exact leaf values (`Game::leaf_rewards`) that the generic
//! ISMCTS uses once the stock is closed or gone, and the expert's choices on set positions.

use cardtable::bots::heuristic::sixty_six::endgame::{Pos, Solver};
use cardtable::bots::ismcts::{ismcts, SearchConfig};
use cardtable::cards::{Card, CardSet};
use cardtable::game::Game;
use cardtable::sixty_six::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn c(s: &str) -> Card {
    s.parse().unwrap()
}

/// A 24-card deal: the elder (seat 1) holds `h1`, the dealer `h0`.
fn deal(h0: &str, h1: &str, trump: &str, stock: &str) -> SixtySix {
    let o = SixtySixOptions::default();
    let hands = [CardSet::parse_list(h0).unwrap(), CardSet::parse_list(h1).unwrap()];
    let stock: Vec<Card> = stock.split(' ').map(c).collect();
    SixtySix::from_cards(&o, 0, hands, c(trump), &stock).unwrap()
}

fn standard() -> SixtySix {
    deal("9D JH QH KH TH AH", "AC 9S JD QD KD TD", "AS", "9H JC QC KC TC QS KS TS JS 9C AD")
}

/// Plays the first legal action until `stop` holds.
fn play_until(g: &mut SixtySix, stop: impl Fn(&SixtySix) -> bool) {
    let mut legal = Vec::new();
    while !stop(g) {
        g.legal_actions(&mut legal);
        let a = *legal.iter().find(|a| matches!(a, SixtySixAction::Play { .. })).unwrap_or(&legal[0]);
        g.apply(a).unwrap();
    }
}

#[test]
fn leaf_rewards_only_once_the_stock_is_closed_or_gone() {
    let mut g = standard();
    assert_eq!(g.leaf_rewards(), None, "phase 1: the playout goes on");
    play_until(&mut g, |g| g.public.phase2());
    let r = g.leaf_rewards().expect("phase 2 is solved");
    assert_eq!(r.len(), 2);
    assert!((r[0] + r[1] - 1.0).abs() < 1e-12, "{r:?}");
    // The value is the solver's game points squashed like `Game::reward`.
    let v = Solver::for_game(&g, 0).value(&Pos::from_game(&g).unwrap(), -4, 4);
    assert!((-3..=3).contains(&v));
    assert!((r[0] - (0.5 + 0.5 * (v as f64 / 2.0).tanh())).abs() < 1e-12);
}

#[test]
fn closing_makes_the_position_a_leaf() {
    let mut g = standard();
    assert_eq!(g.leaf_rewards(), None);
    g.apply(SixtySixAction::Close).unwrap();
    assert!(g.leaf_rewards().is_some(), "after a close (§7) the rest is strict play");
}

#[test]
fn ismcts_scores_solved_children_with_the_exact_value() {
    // Once the stock is exhausted every card is known (by elimination), so every sampled
    // world is the true deal and each root child's mean reward is its exact leaf value.
    let mut g = standard();
    play_until(&mut g, |g| g.public.stock_size == 0 && g.public.stage == Stage::Lead);
    let seat = g.to_move().unwrap();
    let obs = g.observation(seat);
    let res = ismcts::<SixtySix>(&obs, &SearchConfig { iterations: 300, ..Default::default() }, &mut ChaCha8Rng::seed_from_u64(3));
    let mut legal = Vec::new();
    g.legal_actions(&mut legal);
    assert_eq!(res.stats.len(), legal.len(), "every root action searched");
    for (a, visits, mean) in res.stats {
        assert!(visits > 0);
        let mut next = g.clone();
        next.apply(a).unwrap();
        let exact = match next.leaf_rewards() {
            Some(r) => r[seat],
            None => next.reward(seat),
        };
        assert!((mean - exact).abs() < 1e-9, "{a:?}: searched {mean}, exact {exact}");
    }
}
