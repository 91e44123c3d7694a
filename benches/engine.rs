//! Engine throughput (criterion): a random Euchre hand from the deal to the score, the
//! legal-move generator, and a resampled world. Run with `cargo bench`.

use cardtable::euchre::{Euchre, EuchreOptions};
use cardtable::game::Game;
use criterion::{criterion_group, criterion_main, Criterion};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::hint::black_box;

fn random_hand(c: &mut Criterion) {
    let o = EuchreOptions::default();
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let mut legal = Vec::new();
    c.bench_function("euchre random hand", |b| {
        b.iter(|| {
            let mut g = Euchre::deal(&o, 0, &mut rng);
            while g.to_move().is_some() {
                g.legal_actions(&mut legal);
                g.apply_unchecked(legal[rng.random_range(0..legal.len())]);
            }
            black_box(g.hand_result())
        })
    });
}

fn sample_world(c: &mut Criterion) {
    let o = EuchreOptions::default();
    let mut rng = ChaCha8Rng::seed_from_u64(2);
    let mut g = Euchre::deal(&o, 0, &mut rng);
    let mut legal = Vec::new();
    for _ in 0..10 {
        g.legal_actions(&mut legal);
        g.apply_unchecked(legal[0]);
    }
    let obs = g.observation(1);
    c.bench_function("euchre sample_world", |b| b.iter(|| black_box(Euchre::sample_world(&obs, &mut rng))));
}

criterion_group!(benches, random_hand, sample_world);
criterion_main!(benches);
