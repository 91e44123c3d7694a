//! Information-set Monte Carlo tree search over any [`Game`], with no game-specific code.
//!
//! **ISMCTS** (single observer, Cowling, Powley & Whitehouse 2012): every iteration deals a
//! fresh world from the seat's observation ([`SearchHooks::search_world`]), walks one tree shared by
//! all worlds (nodes are action sequences as the observer sees them), and picks children by
//! availability-aware UCB: a child's exploration term counts the visits in which its action
//! was *available*, not the parent's visits. Playouts follow [`Game::rollout_action`] and
//! stop early where [`Game::leaf_rewards`] values the position (e.g. an exact solver); the
//! tree holds only the actions [`SearchHooks::search_actions`] keeps; the
//! reward is that value, else [`Game::reward`], of the seat that made each move.
//!
//! **PIMC** (perfect-information Monte Carlo) is the comparison baseline: sample `worlds`
//! worlds, run plain UCT on each with everything face up, and vote with the root visits.
//!
//! Budgets are iteration counts, so a level plays the same on every machine; all
//! randomness comes from the `rng` passed to `choose`, so a seed reproduces a decision.

use crate::bots::SearchHooks;
use crate::bots::{Bot, MatchContext};
use crate::game::Seat;
use rand::Rng;
use rand_chacha::ChaCha8Rng;
use std::sync::atomic::{AtomicU64, Ordering};

/// Search settings.
#[derive(Clone, Copy, Debug)]
pub struct SearchConfig {
    /// Iterations (one world sampled, one path, one playout each).
    pub iterations: u32,
    /// UCB exploration constant (rewards are in [0, 1]).
    pub exploration: f64,
    /// PIMC only: worlds to sample (the iterations are split among them).
    pub worlds: u32,
}

impl Default for SearchConfig {
    fn default() -> Self {
        SearchConfig { iterations: 2000, exploration: 0.7, worlds: 20 }
    }
}

struct Node<A> {
    action: Option<A>,
    /// Seat that made `action` (rewards are from its point of view).
    mover: Seat,
    visits: u32,
    avail: u32,
    reward: f64,
    children: Vec<usize>,
}

/// A search tree; nodes in one arena.
struct Tree<A> {
    nodes: Vec<Node<A>>,
}

impl<A: Copy + Eq> Tree<A> {
    fn new() -> Self {
        Tree { nodes: vec![Node { action: None, mover: 0, visits: 0, avail: 0, reward: 0.0, children: Vec::new() }] }
    }

    /// One iteration from `world` (already a consistent determinization).
    fn iterate<G: SearchHooks<Action = A>>(&mut self, mut world: G, c: f64, rng: &mut ChaCha8Rng, legal: &mut Vec<A>) {
        let mut path: Vec<usize> = vec![0];
        let mut node = 0;
        let mut leaf: Option<Vec<f64>> = None;
        // Selection and expansion; a node below the root whose world the game can value
        // (`Game::leaf_rewards`) is a leaf.
        while let Some(mover) = world.to_move() {
            if node != 0 {
                leaf = world.leaf_rewards();
                if leaf.is_some() {
                    break;
                }
            }
            world.legal_actions(legal);
            world.search_actions(legal);
            let mut untried: Vec<A> = Vec::new();
            for &a in legal.iter() {
                match self.nodes[node].children.iter().find(|&&ch| self.nodes[ch].action == Some(a)) {
                    Some(&ch) => self.nodes[ch].avail += 1,
                    None => untried.push(a),
                }
            }
            if !untried.is_empty() {
                let a = untried[rng.random_range(0..untried.len())];
                let id = self.nodes.len();
                self.nodes.push(Node { action: Some(a), mover, visits: 0, avail: 1, reward: 0.0, children: Vec::new() });
                self.nodes[node].children.push(id);
                world.apply_unchecked(a);
                path.push(id);
                break;
            }
            // Availability-aware UCB among the children legal in this world.
            let mut best = usize::MAX;
            let mut best_v = f64::NEG_INFINITY;
            for &ch in &self.nodes[node].children {
                let n = &self.nodes[ch];
                let Some(a) = n.action else { continue };
                if !legal.contains(&a) {
                    continue;
                }
                let v = n.reward / n.visits.max(1) as f64 + c * ((n.avail.max(1) as f64).ln() / n.visits.max(1) as f64).sqrt();
                if v > best_v {
                    best_v = v;
                    best = ch;
                }
            }
            if best == usize::MAX {
                break;
            }
            if let Some(a) = self.nodes[best].action {
                world.apply_unchecked(a);
            }
            node = best;
            path.push(node);
        }
        // Playout, until the hand ends or the game can value the position.
        while leaf.is_none() && world.to_move().is_some() {
            leaf = world.leaf_rewards();
            if leaf.is_none() {
                world.legal_actions(legal);
                let a = world.rollout_action(legal, rng);
                world.apply_unchecked(a);
            }
        }
        // Backpropagation: each node is scored for the seat that moved into it.
        for &id in &path {
            let n = &mut self.nodes[id];
            n.visits += 1;
            if id != 0 {
                n.reward += match &leaf {
                    Some(r) => r.get(n.mover).copied().unwrap_or(0.5),
                    None => world.reward(n.mover),
                };
            }
        }
    }

    /// Root children as (action, visits, mean reward).
    fn root_stats(&self) -> Vec<(A, u32, f64)> {
        self.nodes[0]
            .children
            .iter()
            .filter_map(|&ch| {
                let n = &self.nodes[ch];
                n.action.map(|a| (a, n.visits, n.reward / n.visits.max(1) as f64))
            })
            .collect()
    }
}

/// What a search found at the root: each legal action's visits and mean reward.
#[derive(Clone, Debug)]
pub struct SearchResult<A> {
    /// (action, visits, mean reward in [0, 1]) for each root action searched.
    pub stats: Vec<(A, u32, f64)>,
}

impl<A: Copy + Eq> SearchResult<A> {
    /// The most visited action among `legal` (ties: first in `legal`); `legal[0]` if none.
    pub fn best(&self, legal: &[A]) -> A {
        let mut best = legal[0];
        let mut bv = 0;
        for &a in legal {
            if let Some(&(_, v, _)) = self.stats.iter().find(|s| s.0 == a) {
                if v > bv {
                    bv = v;
                    best = a;
                }
            }
        }
        best
    }
}

/// Iterations run by [`ismcts`] and [`pimc`] in this process so far.
static ITERATIONS_RUN: AtomicU64 = AtomicU64::new(0);

/// Search iterations run by [`ismcts`] and [`pimc`] in this process so far: `cardtable bench
/// --level` reads it around each decision, since a level may search only some of them (the
/// others by rules or by exact search).
pub fn iterations_run() -> u64 {
    ITERATIONS_RUN.load(Ordering::Relaxed)
}

/// Runs single-observer ISMCTS from `obs` for `cfg.iterations` iterations.
pub fn ismcts<G: SearchHooks>(obs: &G::Observation, cfg: &SearchConfig, rng: &mut ChaCha8Rng) -> SearchResult<G::Action> {
    let mut tree = Tree::new();
    let mut legal = Vec::new();
    for _ in 0..cfg.iterations {
        let world = G::search_world(obs, rng);
        tree.iterate(world, cfg.exploration, rng, &mut legal);
    }
    ITERATIONS_RUN.fetch_add(u64::from(cfg.iterations), Ordering::Relaxed);
    SearchResult { stats: tree.root_stats() }
}

/// Runs PIMC: `cfg.worlds` sampled worlds, plain UCT on each, visits summed.
pub fn pimc<G: SearchHooks>(obs: &G::Observation, cfg: &SearchConfig, rng: &mut ChaCha8Rng) -> SearchResult<G::Action> {
    let worlds = cfg.worlds.max(1);
    let per = (cfg.iterations / worlds).max(1);
    let mut total: Vec<(G::Action, u32, f64)> = Vec::new();
    let mut legal = Vec::new();
    for _ in 0..worlds {
        let world = G::search_world(obs, rng);
        let mut tree = Tree::new();
        for _ in 0..per {
            tree.iterate(world.clone(), cfg.exploration, rng, &mut legal);
        }
        for (a, v, m) in tree.root_stats() {
            match total.iter_mut().find(|t| t.0 == a) {
                Some(t) => {
                    t.2 = (t.2 * t.1 as f64 + m * v as f64) / (t.1 + v).max(1) as f64;
                    t.1 += v;
                }
                None => total.push((a, v, m)),
            }
        }
    }
    ITERATIONS_RUN.fetch_add(u64::from(worlds) * u64::from(per), Ordering::Relaxed);
    SearchResult { stats: total }
}

/// The ISMCTS bot.
#[derive(Clone, Copy, Debug, Default)]
pub struct IsmctsBot {
    /// Its budget.
    pub config: SearchConfig,
}

impl<G: SearchHooks> Bot<G> for IsmctsBot {
    fn choose(&mut self, obs: &G::Observation, legal: &[G::Action], _ctx: &MatchContext, rng: &mut ChaCha8Rng) -> G::Action {
        if legal.len() == 1 {
            return legal[0];
        }
        ismcts::<G>(obs, &self.config, rng).best(legal)
    }
}

/// The PIMC bot (comparison baseline).
#[derive(Clone, Copy, Debug, Default)]
pub struct PimcBot {
    /// Its budget.
    pub config: SearchConfig,
}

impl<G: SearchHooks> Bot<G> for PimcBot {
    fn choose(&mut self, obs: &G::Observation, legal: &[G::Action], _ctx: &MatchContext, rng: &mut ChaCha8Rng) -> G::Action {
        if legal.len() == 1 {
            return legal[0];
        }
        pimc::<G>(obs, &self.config, rng).best(legal)
    }
}
