//! Bot against bot: duplicate matches with confidence intervals, and a round-robin ladder
//! fitted to Bradley–Terry ratings on the Elo scale (random bot anchored at 1200).
//!
//! Duplicate: game `k` of a pair is played twice from the same seed (so the same deals in
//! the same order), once with bot A on side 0 and once on side 1, so luck of the cards
//! cancels. Only two-sided games are supported.

use crate::bots::{make_bot, BotKind, HasBots, MatchContext};
use crate::game::MatchRules;
use crate::session::Session;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::Serialize;

/// One played game: A's side won, A's points per hand (its side's hand points averaged).
#[derive(Clone, Copy, Debug)]
struct GameOutcome {
    a_won: bool,
    hands: u32,
    a_points: i64,
}

fn play_game<G: HasBots>(a: BotKind, b: BotKind, a_side: usize, seed: u32, options: &G::Options) -> GameOutcome {
    let mut s = Session::<G>::new(options.clone(), seed);
    let seats = s.game.seats();
    let mut bots: Vec<_> = (0..seats).map(|seat| make_bot::<G>(if options.side_of(seat) == a_side { a } else { b })).collect();
    // Bots' randomness depends on the seed and the seat only, not on who sits there.
    let mut rngs: Vec<ChaCha8Rng> = (0..seats).map(|seat| ChaCha8Rng::seed_from_u64((seed as u64) << 8 | seat as u64)).collect();
    let mut legal = Vec::new();
    let (mut hands, mut a_points) = (0u32, 0i64);
    let target = options.target();
    loop {
        while let Some(seat) = s.game.to_move() {
            s.game.legal_actions(&mut legal);
            let obs = s.game.observation(seat);
            let ctx = MatchContext { scores: s.scores.clone(), side: options.side_of(seat), target };
            let act = bots[seat].choose(&obs, &legal, &ctx, &mut rngs[seat]);
            s.play(act).expect("bots choose legal actions");
        }
        hands += 1;
        if let Some(r) = s.results.last() {
            a_points += r.points.get(a_side).copied().unwrap_or(0) as i64;
        }
        if let Some(w) = s.winner {
            return GameOutcome { a_won: w == a_side, hands, a_points };
        }
        if hands > 10_000 {
            return GameOutcome { a_won: false, hands, a_points };
        }
        s.next_hand().expect("next hand");
    }
}

/// The result of an arena run, as printed by `cardtable arena --json`.
#[derive(Clone, Debug, Serialize)]
pub struct ArenaReport {
    /// Game name.
    pub game: String,
    /// Bot A's level.
    pub a: String,
    /// Bot B's level.
    pub b: String,
    /// Games played (twice the number of duplicate pairs).
    pub games: u32,
    /// A's share of games won.
    pub a_win_rate: f64,
    /// 95% confidence interval of the win rate (normal approximation over duplicate pairs).
    pub ci95: [f64; 2],
    /// A's side's points per hand.
    pub a_points_per_hand: f64,
    /// 95% interval of the points per hand (over games).
    pub points_ci95: [f64; 2],
    /// Hands played.
    pub hands: u64,
}

/// Plays `games` games (rounded up to an even number: duplicate pairs) of A against B from
/// `seed`, on `threads` threads. Deterministic for a given seed whatever the thread count.
pub fn arena<G: HasBots>(a: BotKind, b: BotKind, games: u32, seed: u32, threads: usize, options: &G::Options) -> ArenaReport
where
    G::Options: Sync,
{
    arena_with_progress::<G>(a, b, games, seed, threads, options, &|_| {})
}

/// [`arena`], calling `progress(2)` from whichever thread finishes a duplicate pair (its two
/// games). Pair `k` is played by thread `k mod threads` from a seed that depends on `k`
/// only, and the pairs are merged in order of `k`, so the report does not depend on the
/// thread count.
pub fn arena_with_progress<G: HasBots>(
    a: BotKind,
    b: BotKind,
    games: u32,
    seed: u32,
    threads: usize,
    options: &G::Options,
    progress: &(dyn Fn(u32) + Sync),
) -> ArenaReport
where
    G::Options: Sync,
{
    let pairs = games.div_ceil(2).max(1);
    let threads = threads.max(1).min(pairs as usize);
    let mut outcomes: Vec<(u32, GameOutcome, GameOutcome)> = Vec::with_capacity(pairs as usize);
    std::thread::scope(|sc| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                sc.spawn(move || {
                    let mut out = Vec::new();
                    let mut k = t as u32;
                    while k < pairs {
                        let game_seed = seed.wrapping_mul(7919).wrapping_add(k);
                        let x = play_game::<G>(a, b, 0, game_seed, options);
                        let y = play_game::<G>(a, b, 1, game_seed, options);
                        out.push((k, x, y));
                        progress(2);
                        k += threads as u32;
                    }
                    out
                })
            })
            .collect();
        for h in handles {
            outcomes.extend(h.join().expect("arena thread"));
        }
    });
    outcomes.sort_by_key(|o| o.0);
    // Win rate over duplicate pairs: each pair scores 0, 0.5 or 1.
    let pair_scores: Vec<f64> = outcomes.iter().map(|(_, x, y)| (x.a_won as u8 + y.a_won as u8) as f64 / 2.0).collect();
    let (rate, half) = mean_ci(&pair_scores);
    let per_game: Vec<f64> = outcomes.iter().flat_map(|(_, x, y)| [*x, *y]).map(|g| g.a_points as f64 / g.hands.max(1) as f64).collect();
    let (pph, phalf) = mean_ci(&per_game);
    let hands = outcomes.iter().map(|(_, x, y)| (x.hands + y.hands) as u64).sum();
    ArenaReport {
        game: G::NAME.to_string(),
        a: a.name().to_string(),
        b: b.name().to_string(),
        games: pairs * 2,
        a_win_rate: rate,
        ci95: [(rate - half).max(0.0), (rate + half).min(1.0)],
        a_points_per_hand: pph,
        points_ci95: [pph - phalf, pph + phalf],
        hands,
    }
}

/// Mean and the half-width of its 95% normal interval.
pub fn mean_ci(xs: &[f64]) -> (f64, f64) {
    let n = xs.len() as f64;
    if n == 0.0 {
        return (0.0, 0.0);
    }
    let m = xs.iter().sum::<f64>() / n;
    let var = if n > 1.0 { xs.iter().map(|x| (x - m).powi(2)).sum::<f64>() / (n - 1.0) } else { 0.0 };
    (m, 1.96 * (var / n).sqrt())
}

/// Bradley–Terry ratings from a win matrix (`wins[i][j]` = games i won against j), on the
/// Elo scale with player `anchor` fixed at 1200. Fitted by the MM algorithm (Hunter 2004),
/// with half a win added each way so that unbeaten players stay finite.
pub fn bradley_terry(wins: &[Vec<f64>], anchor: usize) -> Vec<f64> {
    let n = wins.len();
    let w: Vec<Vec<f64>> = (0..n).map(|i| (0..n).map(|j| if i == j { 0.0 } else { wins[i][j] + 0.5 }).collect()).collect();
    let mut p = vec![1.0f64; n];
    for _ in 0..2000 {
        let mut next = vec![0.0; n];
        for i in 0..n {
            let total_wins: f64 = w[i].iter().sum();
            let denom: f64 = (0..n).filter(|&j| j != i).map(|j| (w[i][j] + w[j][i]) / (p[i] + p[j])).sum();
            next[i] = if denom > 0.0 { total_wins / denom } else { p[i] };
        }
        let g = next.iter().map(|x| x.ln()).sum::<f64>() / n as f64;
        for x in next.iter_mut() {
            *x /= g.exp();
        }
        p = next;
    }
    (0..n).map(|i| 1200.0 + 400.0 * (p[i] / p[anchor]).log10()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bradley_terry_recovers_order_and_anchor() {
        // 0 loses to 1 three to one; 1 loses to 2 three to one.
        let wins = vec![vec![0.0, 25.0, 10.0], vec![75.0, 0.0, 25.0], vec![90.0, 75.0, 0.0]];
        let r = bradley_terry(&wins, 0);
        assert!((r[0] - 1200.0).abs() < 1e-9);
        assert!(r[1] > r[0] && r[2] > r[1]);
        // 3:1 odds ≈ 191 Elo.
        assert!((r[1] - r[0] - 191.0).abs() < 40.0, "{r:?}");
    }

    #[test]
    fn mean_ci_of_constant_is_zero_width() {
        assert_eq!(mean_ci(&[0.5, 0.5, 0.5]), (0.5, 0.0));
    }
}
