//! Bot against bot: duplicate matches with confidence intervals, and a round-robin ladder
//! fitted to Bradley–Terry ratings on the Elo scale (random bot anchored at 1200).
//!
//! Duplicate: game `k` of a set is played once per side from the same seed (so the same
//! deals in the same order), with bot A on that side and bot B on every other, so luck of
//! the cards cancels. With two sides a set is the classic pair. With three or more sides
//! (cut-throat Euchre, throat-cut and three-handed Sixty-six) one A faces several Bs, so an
//! outright win is worth more than 1/2: A's score in a game is its head-to-head record
//! against each B side (1 when A won the game or finished ahead of that side, ½ when
//! level, 0 when behind), whose mean is 50% between equal bots whatever the number of
//! sides, and equals the win rate with two sides. The outright win rate is reported too.

use crate::bots::{make_bot, BotKind, HasBots, MatchContext};
use crate::game::MatchRules;
use crate::session::Session;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::Serialize;

/// One played game: A's side won, its head-to-head score against the B sides, A's points
/// per hand (its side's hand points averaged).
#[derive(Clone, Copy, Debug)]
struct GameOutcome {
    a_won: bool,
    /// Mean over the B sides of 1 (A won the game or finished ahead), ½ (level) or 0.
    a_score: f64,
    hands: u32,
    a_points: i64,
}

/// A's head-to-head score against every other side of a finished (or abandoned) game.
fn head_to_head(scores: &[i32], winner: Option<usize>, a_side: usize) -> f64 {
    let others: Vec<usize> = (0..scores.len()).filter(|&j| j != a_side).collect();
    if others.is_empty() {
        return 0.5;
    }
    let one = |j: usize| match winner {
        Some(w) if w == a_side => 1.0,
        Some(w) if w == j => 0.0,
        _ => match scores[a_side].cmp(&scores[j]) {
            std::cmp::Ordering::Greater => 1.0,
            std::cmp::Ordering::Equal => 0.5,
            std::cmp::Ordering::Less => 0.0,
        },
    };
    others.iter().map(|&j| one(j)).sum::<f64>() / others.len() as f64
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
            let a_score = head_to_head(&s.scores, Some(w), a_side);
            return GameOutcome { a_won: w == a_side, a_score, hands, a_points };
        }
        if hands > 10_000 {
            // An endless game counts as lost against every side.
            return GameOutcome { a_won: false, a_score: 0.0, hands, a_points };
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
    /// Scoring sides of the game (2, or 3 for the cut-throat forms).
    pub sides: u32,
    /// Games played (duplicate sets of `sides` games).
    pub games: u32,
    /// A's win rate: with two sides its share of games won; with more, its head-to-head
    /// score against the B sides (see the module's documentation). 50% between equals.
    pub a_win_rate: f64,
    /// 95% confidence interval of the win rate (normal approximation over duplicate sets).
    pub ci95: [f64; 2],
    /// A's share of games won outright (1/`sides` between equals).
    pub a_outright: f64,
    /// A's side's points per hand.
    pub a_points_per_hand: f64,
    /// 95% interval of the points per hand (over games).
    pub points_ci95: [f64; 2],
    /// Hands played.
    pub hands: u64,
}

/// Plays `games` games (rounded up to whole duplicate sets, one game per side) of A against B from
/// `seed`, on `threads` threads. Deterministic for a given seed whatever the thread count.
pub fn arena<G: HasBots>(a: BotKind, b: BotKind, games: u32, seed: u32, threads: usize, options: &G::Options) -> ArenaReport
where
    G::Options: Sync,
{
    arena_with_progress::<G>(a, b, games, seed, threads, options, &|_| {})
}

/// [`arena`], calling `progress(n)` from whichever thread finishes a duplicate set (its `n`
/// games, one per side). Set `k` is played by thread `k mod threads` from a seed that
/// depends on `k` only, and the sets are merged in order of `k`, so the report does not
/// depend on the thread count. `games` is rounded up to whole sets.
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
    let sides = options.sides().max(2) as u32;
    let sets = games.div_ceil(sides).max(1);
    let threads = threads.max(1).min(sets as usize);
    let mut outcomes: Vec<(u32, Vec<GameOutcome>)> = Vec::with_capacity(sets as usize);
    std::thread::scope(|sc| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                sc.spawn(move || {
                    let mut out = Vec::new();
                    let mut k = t as u32;
                    while k < sets {
                        let game_seed = seed.wrapping_mul(7919).wrapping_add(k);
                        let set: Vec<GameOutcome> =
                            (0..sides as usize).map(|side| play_game::<G>(a, b, side, game_seed, options)).collect();
                        out.push((k, set));
                        progress(sides);
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
    // Win rate over duplicate sets: each set scores the mean of its games' scores.
    let set_scores: Vec<f64> = outcomes.iter().map(|(_, set)| set.iter().map(|g| g.a_score).sum::<f64>() / set.len() as f64).collect();
    let (rate, half) = mean_ci(&set_scores);
    let all: Vec<GameOutcome> = outcomes.iter().flat_map(|(_, set)| set.iter().copied()).collect();
    let per_game: Vec<f64> = all.iter().map(|g| g.a_points as f64 / g.hands.max(1) as f64).collect();
    let (pph, phalf) = mean_ci(&per_game);
    let hands = all.iter().map(|g| g.hands as u64).sum();
    let outright = all.iter().filter(|g| g.a_won).count() as f64 / all.len().max(1) as f64;
    ArenaReport {
        game: G::NAME.to_string(),
        a: a.name().to_string(),
        b: b.name().to_string(),
        sides,
        games: sets * sides,
        a_win_rate: rate,
        ci95: [(rate - half).max(0.0), (rate + half).min(1.0)],
        a_outright: outright,
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
    fn head_to_head_scores_each_other_side() {
        // Two sides: the win rate.
        assert_eq!(head_to_head(&[10, 7], Some(0), 0), 1.0);
        assert_eq!(head_to_head(&[10, 7], Some(0), 1), 0.0);
        // Three sides: A (side 1) lost the game to side 0 but finished ahead of side 2.
        assert_eq!(head_to_head(&[10, 6, 3], Some(0), 1), 0.5);
        // Level with side 2, behind the winner.
        assert_eq!(head_to_head(&[10, 3, 3], Some(0), 1), 0.25);
        // Behind both.
        assert_eq!(head_to_head(&[10, 2, 3], Some(0), 1), 0.0);
        assert_eq!(head_to_head(&[4, 7, 3], Some(1), 1), 1.0);
    }

    #[test]
    fn mean_ci_of_constant_is_zero_width() {
        assert_eq!(mean_ci(&[0.5, 0.5, 0.5]), (0.5, 0.0));
    }
}
