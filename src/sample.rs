//! Dealing unseen cards at random into places with capacities and per-card restrictions.
//! Every game's `sample_world` uses this: the places are the other seats' hands, a kitty,
//! a discard; the restrictions are voids shown and cards known to be in one place.

use crate::cards::Card;
use rand::seq::SliceRandom;
use rand::Rng;

/// Assigns each card of `cards` to a place `0..capacity.len()` so that place `p` gets
/// exactly `capacity[p]` cards and card `i` goes only to a place whose bit is set in
/// `allowed[i]`. Returns the place of each card, or `None` if no assignment exists (or the
/// capacities do not add up to the number of cards).
///
/// Uniform over all valid assignments when the plain shuffle finds one within a few tries
/// (the common case); otherwise a randomized backtracking search finds one.
pub fn deal_constrained(cards: &[Card], allowed: &[u32], capacity: &[usize], rng: &mut impl Rng) -> Option<Vec<usize>> {
    let n = cards.len();
    if capacity.iter().sum::<usize>() != n {
        return None;
    }
    // Slots: place p repeated capacity[p] times.
    let mut slots: Vec<usize> = Vec::with_capacity(n);
    for (p, &k) in capacity.iter().enumerate() {
        slots.extend(std::iter::repeat_n(p, k));
    }
    for _ in 0..64 {
        slots.shuffle(rng);
        if (0..n).all(|i| allowed[i] & (1 << slots[i]) != 0) {
            return Some(slots);
        }
    }
    // Backtracking: most constrained card first, places tried in random order.
    let mut order: Vec<usize> = (0..n).collect();
    order.shuffle(rng);
    order.sort_by_key(|&i| allowed[i].count_ones());
    let mut left = capacity.to_vec();
    let mut out = vec![usize::MAX; n];
    let mut places: Vec<usize> = (0..capacity.len()).collect();
    places.shuffle(rng);
    if backtrack(0, &order, allowed, &mut left, &places, &mut out) {
        Some(out)
    } else {
        None
    }
}

fn backtrack(k: usize, order: &[usize], allowed: &[u32], left: &mut [usize], places: &[usize], out: &mut [usize]) -> bool {
    if k == order.len() {
        return true;
    }
    let i = order[k];
    for &p in places {
        if left[p] > 0 && allowed[i] & (1 << p) != 0 {
            left[p] -= 1;
            out[i] = p;
            if backtrack(k + 1, order, allowed, left, places, out) {
                return true;
            }
            left[p] += 1;
        }
    }
    false
}

/// Stops on a sampling bug: no world fits what a seat has seen. The CLI's message shows the
/// observation; the wasm's does not, so that no `Debug` printing of the game's state (about
/// 3 KB gzip) is compiled into it for a panic that should never happen.
#[cfg(any(feature = "euchre", feature = "sixty_three"))]
#[cold]
pub(crate) fn no_world(obs: &impl std::fmt::Debug) -> ! {
    #[cfg(feature = "cli")]
    panic!("no world is consistent with {obs:?}");
    #[cfg(not(feature = "cli"))]
    {
        let _ = obs;
        panic!("no world is consistent with the observation");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::CardSet;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    #[test]
    fn respects_capacity_and_restrictions() {
        let cards = CardSet::parse_list("9C TC JC QC KC AC").unwrap().to_vec();
        // Card 0 only to place 1; all others anywhere.
        let mut allowed = vec![0b11u32; 6];
        allowed[0] = 0b10;
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        for _ in 0..100 {
            let a = deal_constrained(&cards, &allowed, &[3, 3], &mut rng).unwrap();
            assert_eq!(a[0], 1);
            assert_eq!(a.iter().filter(|&&p| p == 0).count(), 3);
        }
    }

    #[test]
    fn impossible_is_none() {
        let cards = CardSet::parse_list("9C TC").unwrap().to_vec();
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        assert!(deal_constrained(&cards, &[0b01, 0b01], &[1, 1], &mut rng).is_none());
        assert!(deal_constrained(&cards, &[0b11, 0b11], &[1, 2], &mut rng).is_none());
    }

    #[test]
    fn tight_constraints_use_backtracking() {
        // 10 cards, each allowed in exactly one place: the shuffle almost never hits.
        let cards = CardSet::parse_list("2C 3C 4C 5C 6C 7C 8C 9C TC JC").unwrap().to_vec();
        let allowed: Vec<u32> = (0..10).map(|i| 1 << (i % 5)).collect();
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        let a = deal_constrained(&cards, &allowed, &[2, 2, 2, 2, 2], &mut rng).unwrap();
        for i in 0..10 {
            assert_eq!(a[i], i % 5);
        }
    }
}
