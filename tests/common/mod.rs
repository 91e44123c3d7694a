//! Test helpers shared by the games' invariant suites.

use cardtable::game::{Game, Seat};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Plays `hands` random hands over the option sets `sets`. At random moments (probability
/// `p` per decision) it samples a world from every seat's observation and checks that the
/// seat cannot tell it apart (same observation) and, if the seat is to move, has the same
/// legal actions; then `extra(hand, real, sampled, seat, rng)` adds the game's own checks.
/// Returns the number of worlds checked.
pub fn check_resampling<G: Game>(
    sets: &[G::Options],
    hands: u32,
    p: f64,
    seed: u64,
    mut extra: impl FnMut(u32, &G, &G, Seat, &mut ChaCha8Rng),
) -> usize {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut legal = Vec::new();
    let mut checked = 0;
    for h in 0..hands {
        let o = &sets[h as usize % sets.len()];
        let seats = G::deal(o, 0, &mut rng).seats();
        let mut g = G::deal(o, rng.random_range(0..seats), &mut rng);
        while g.to_move().is_some() {
            if rng.random_bool(p) {
                for seat in 0..seats {
                    let obs = g.observation(seat);
                    let w = G::sample_world(&obs, &mut rng);
                    assert_eq!(w.observation(seat), obs, "hand {h}: seat {seat} can tell the world apart");
                    if g.to_move() == Some(seat) {
                        let (mut a, mut b) = (Vec::new(), Vec::new());
                        g.legal_actions(&mut a);
                        w.legal_actions(&mut b);
                        assert_eq!(a, b, "hand {h}: the observer's legal actions differ in the sampled world");
                    }
                    extra(h, &g, &w, seat, &mut rng);
                    checked += 1;
                }
            }
            g.legal_actions(&mut legal);
            g.apply_unchecked(legal[rng.random_range(0..legal.len())]);
        }
    }
    checked
}
