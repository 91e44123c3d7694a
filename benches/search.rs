//! Search throughput (criterion): one Sixty-six ISMCTS decision of 1000 iterations (the
//! expert runs 4000) from the opening lead and from the middle of phase 1, and one exact
//! leaf value (five cards a hand, stock gone). Iterations per second = 1000 / the time of
//! one decision. Run with `cargo bench --bench search`.

use cardtable::bots::ismcts::{ismcts, SearchConfig};
use cardtable::bots::SearchHooks;
use cardtable::game::Game;
use cardtable::sixty_six::{SixtySix, SixtySixAction, SixtySixOptions};
use criterion::{criterion_group, criterion_main, Criterion};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::hint::black_box;

/// A deal after `tricks` tricks of first-card play.
fn position(tricks: usize) -> SixtySix {
    let mut g = SixtySix::deal(&SixtySixOptions::default(), 0, &mut ChaCha8Rng::seed_from_u64(7));
    let mut legal = Vec::new();
    while g.public().tricks.len() < tricks || g.public().lead.is_some() {
        g.legal_actions(&mut legal);
        let a = *legal.iter().find(|a| matches!(a, SixtySixAction::Play { .. })).unwrap_or(&legal[0]);
        g.apply_unchecked(a);
    }
    g
}

fn sixty_six_search(c: &mut Criterion) {
    let cfg = SearchConfig { iterations: 1000, exploration: 0.4, ..Default::default() };
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    for (name, tricks) in [("sixty_six ismcts 1000 it, opening", 0), ("sixty_six ismcts 1000 it, after 3 tricks", 3)] {
        let g = position(tricks);
        let obs = g.observation(g.to_move().unwrap());
        c.bench_function(name, |b| b.iter(|| black_box(ismcts::<SixtySix>(&obs, &cfg, &mut rng))));
    }
    let g = position(7);
    c.bench_function("sixty_six exact leaf, 5 cards a hand", |b| b.iter(|| black_box(g.leaf_rewards())));
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20);
    targets = sixty_six_search
}
criterion_main!(benches);
