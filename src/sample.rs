//! Dealing unseen cards at random into places with capacities and per-card restrictions.
//! Every game's `sample_world` uses this: the places are the other seats' hands, a kitty,
//! a discard; the restrictions are voids shown and cards known to be in one place.

use crate::cards::Card;
use rand::Rng;

/// Shuffles `s` in place exactly as `rand` 0.9's `SliceRandom::shuffle` does (the same
/// permutation for the same RNG state, so deal codes and recorded deals keep their cards),
/// but divides by a precomputed reciprocal instead of a hardware division: the deal is the
/// hot spot of random playouts (about a sixth of a random Euchre hand's time before).
pub fn shuffle<T, R: Rng + ?Sized>(s: &mut [T], rng: &mut R) {
    if s.len() <= 1 {
        return;
    }
    // Native only: the unrolled copy costs ~5 KB of the size-budgeted wasm builds.
    #[cfg(not(target_arch = "wasm32"))]
    if let Ok(pack) = <&mut [T; 53]>::try_from(&mut *s) {
        return shuffle_53(pack, rng);
    }
    #[cfg(not(target_arch = "wasm32"))]
    if let Ok(pack) = <&mut [T; 24]>::try_from(&mut *s) {
        return shuffle_24(pack, rng);
    }
    // rand's `IncreasingUniform` from n = 0: one random number serves several swaps, each
    // taking its index as the remainder of the next divisor.
    let (mut n, mut chunk, mut remaining) = (0u32, 0u32, 1u8);
    for i in 0..s.len() {
        let next_n = n + 1;
        let next_remaining = match remaining.checked_sub(1) {
            Some(r) => r,
            None => {
                let (bound, count) = match BOUNDS.get(next_n as usize) {
                    Some(&b) => b,
                    None => bound_u32(next_n),
                };
                chunk = rng.random_range(..bound);
                count - 1
            }
        };
        let index = if next_remaining == 0 {
            chunk as usize
        } else {
            let (q, r) = div_rem(chunk, next_n);
            chunk = q;
            r as usize
        };
        remaining = next_remaining;
        n = next_n;
        // `index <= i` always; the `min` spares the bounds check.
        s.swap(i, index.min(i));
    }
}

/// One run of [`shuffle`]'s draws unrolled: a draw below the product of a run of divisors
/// (the run of `BOUNDS`), then each index its remainder; the run's last takes the quotient
/// left. A run the slice's end cuts short (`cut`) draws below the whole run's product and
/// takes every index as a remainder, as `rand` does.
#[cfg(not(target_arch = "wasm32"))]
macro_rules! run {
    ($s:ident, $rng:ident; $($n:literal)*; $last:literal) => {{
        let mut x: u32 = $rng.random_range(..$($n *)* $last);
        $(
            $s.swap($n - 1, (x % $n) as usize);
            x /= $n;
        )*
        $s.swap($last - 1, (x as usize).min($last - 1));
    }};
    ($s:ident, $rng:ident; cut $bound:expr; $($n:literal)*) => {{
        let mut x: u32 = $rng.random_range(..$bound);
        $(
            $s.swap($n - 1, (x % $n) as usize);
            x /= $n;
        )*
    }};
}

/// [`shuffle`] of 24 items (the pack of Euchre and of Sixty-six: every random hand deals
/// one) unrolled as [`shuffle_53`]. Native only, as that one: the bots' wasm never deals a
/// whole pack (its worlds shuffle what is unseen), so there it would be bytes for nothing.
#[cfg(not(target_arch = "wasm32"))]
fn shuffle_24<T, R: Rng + ?Sized>(s: &mut [T; 24], rng: &mut R) {
    run!(s, rng; 2 3 4 5 6 7 8 9 10 11; 12);
    run!(s, rng; 13 14 15 16 17 18; 19);
    // The run from 20 goes on to 26 past the pack's end.
    run!(s, rng; cut 20 * 21 * 22 * 23 * 24 * 25 * 26; 20 21 22 23 24);
}

/// [`shuffle`] of 53 items (Sixty-three's pack: every random hand deals one) unrolled:
/// the same draws, each divisor a constant (a multiply), no table or counter per card.
#[cfg(not(target_arch = "wasm32"))]
fn shuffle_53<T, R: Rng + ?Sized>(s: &mut [T; 53], rng: &mut R) {
    run!(s, rng; 2 3 4 5 6 7 8 9 10 11; 12);
    run!(s, rng; 13 14 15 16 17 18; 19);
    run!(s, rng; 20 21 22 23 24 25; 26);
    run!(s, rng; 27 28 29 30 31; 32);
    run!(s, rng; 33 34 35 36 37; 38);
    run!(s, rng; 39 40 41 42; 43);
    run!(s, rng; 44 45 46 47; 48);
    run!(s, rng; 49 50 51 52; 53);
}

/// [`bound_u32`] of `1..=64` (index 0 unused), computed once: a pack's shuffle asks for
/// one at every new random number.
const BOUNDS: [(u32, u8); 65] = {
    let mut t = [(0u32, 0u8); 65];
    let mut m = 1u32;
    while m < 65 {
        let (mut product, mut current) = (m, m + 1);
        while let Some(p) = product.checked_mul(current) {
            product = p;
            current += 1;
        }
        t[m as usize] = (product, (current - m) as u8);
        m += 1;
    }
    t
};

/// `(m * (m + 1) * … , count)`: the largest product of consecutive numbers from `m` that
/// fits a `u32`, as rand's `calculate_bound_u32`.
fn bound_u32(m: u32) -> (u32, u8) {
    let (mut product, mut current) = (m, m + 1);
    loop {
        match product.checked_mul(current) {
            Some(p) => {
                product = p;
                current += 1;
            }
            None => return (product, (current - m) as u8),
        }
    }
}

/// `ceil(2^64 / d)` for the divisors of a pack's shuffle (Lemire's division by a constant:
/// exact for every `u32` dividend). Only natively and in builds that search: the page's
/// build deals a hand now and then and keeps its 0.5 KB; wasm has no 64x64→128 multiply
/// (it calls a helper) but a fast `i32.div_u`, so the wasm divides.
#[cfg(all(feature = "think", not(target_arch = "wasm32")))]
const RECIPROCALS: [u64; 65] = {
    let mut t = [0u64; 65];
    let mut d = 2;
    while d < 65 {
        t[d] = u64::MAX / d as u64 + 1;
        d += 1;
    }
    t
};

/// `(x / d, x % d)` for `d >= 1`, without a division instruction when `2 <= d <= 64` in a
/// native build that searches.
fn div_rem(x: u32, d: u32) -> (u32, u32) {
    #[cfg(all(feature = "think", not(target_arch = "wasm32")))]
    if (2..RECIPROCALS.len() as u32).contains(&d) {
        let q = ((RECIPROCALS[d as usize] as u128 * x as u128) >> 64) as u32;
        return (q, x - q * d);
    }
    (x / d, x % d)
}

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
        shuffle(&mut slots, rng);
        if (0..n).all(|i| allowed[i] & (1 << slots[i]) != 0) {
            return Some(slots);
        }
    }
    // Backtracking: most constrained card first, places tried in random order.
    let mut order: Vec<usize> = (0..n).collect();
    shuffle(&mut order, rng);
    order.sort_by_key(|&i| allowed[i].count_ones());
    let mut left = capacity.to_vec();
    let mut out = vec![usize::MAX; n];
    let mut places: Vec<usize> = (0..capacity.len()).collect();
    shuffle(&mut places, rng);
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
    use rand::seq::SliceRandom;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    /// The fast shuffle is rand's: the same permutation from the same RNG, for every pack
    /// length the games use and beyond, and the same RNG state afterwards.
    #[test]
    fn shuffle_matches_rand() {
        for len in 0..70usize {
            for seed in 0..200u64 {
                let (mut a, mut b): (Vec<usize>, Vec<usize>) = ((0..len).collect(), (0..len).collect());
                let (mut ra, mut rb) = (ChaCha8Rng::seed_from_u64(seed), ChaCha8Rng::seed_from_u64(seed));
                super::shuffle(&mut a, &mut ra);
                b.shuffle(&mut rb);
                assert_eq!(a, b, "len {len} seed {seed}");
                assert_eq!(ra.random::<u64>(), rb.random::<u64>());
            }
        }
    }

    /// Lemire's division agrees with the hardware's for every divisor of the table.
    #[test]
    fn div_rem_exact() {
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        for d in 1..80u32 {
            for x in [0, 1, d - 1, d, d + 1, u32::MAX, u32::MAX - 1, u32::MAX / d * d] {
                assert_eq!(div_rem(x, d), (x / d, x % d), "{x} / {d}");
            }
            for _ in 0..2000 {
                let x: u32 = rng.random();
                assert_eq!(div_rem(x, d), (x / d, x % d), "{x} / {d}");
            }
        }
    }

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
