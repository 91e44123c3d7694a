//! The expert's verdict on a decision, for the hand review: its choice and its estimate of
//! every legal action, from one seat's observation only; and, once a hand is over, the
//! open-hand result (all cards seen) where the rest is small enough to solve exactly.

use crate::bots::{ismcts, AlphaBeta, BotKind, HasBots, MatchContext};
use crate::game::{Game, MatchRules, Seat};
use crate::words::Msg;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use schemars::JsonSchema;
use serde::Serialize;

/// One legal action and the expert's estimate of it.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct ActionValue<A> {
    /// The action (a token as `legal` gives it).
    pub action: A,
    /// The search's mean reward after it, 0..1 for the seat's side (0.5 = an even hand;
    /// the reward squashes the side's point lead, see `SearchHooks::reward`), two decimals.
    pub value: f64,
    /// How many of the search's iterations went through it (0: not searched).
    pub visits: u32,
}

/// The expert's analysis of one decision.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct Analysis<A> {
    /// The seat analysed (the one to move).
    pub seat: Seat,
    /// The expert's choice (what the hint suggests).
    pub best: A,
    /// Its one-line reason, a message key and parameters.
    pub why: Msg,
    /// Every legal action with its estimate, in the legal list's order.
    pub values: Vec<ActionValue<A>>,
}

/// Iterations of the analysis search: the expert's budget for its game.
fn budget<G: HasBots>() -> ismcts::SearchConfig {
    G::search_config(BotKind::Expert)
}

/// The expert's analysis of the decision before `obs`'s seat: its choice (the hint's
/// search, from `choice_seed`) and one ISMCTS over the legal actions (from `value_seed`).
/// It takes nothing but the observation, so states the seat cannot tell apart get the same
/// analysis.
pub fn analyse<G: HasBots>(
    obs: &G::Observation,
    seat: Seat,
    legal: &[G::Action],
    ctx: &MatchContext,
    choice_seed: u64,
    value_seed: u64,
) -> Analysis<G::Action> {
    let (best, _) = G::expert_hint(obs, legal, ctx, &mut ChaCha8Rng::seed_from_u64(choice_seed));
    let why = G::explain(obs, best, legal);
    let values = if legal.len() < 2 {
        legal.iter().map(|&a| ActionValue { action: a, value: 0.5, visits: 0 }).collect()
    } else {
        let r = ismcts::ismcts::<G>(obs, &budget::<G>(), &mut ChaCha8Rng::seed_from_u64(value_seed));
        legal
            .iter()
            .map(|&a| {
                let (visits, value) = r.stats.iter().find(|s| s.0 == a).map(|s| (s.1, s.2)).unwrap_or((0, 0.0));
                ActionValue { action: a, value: (value * 100.0).round() / 100.0, visits }
            })
            .collect()
    };
    Analysis { seat, best, why, values }
}

/// The open-hand result of one legal action: the side's lead in the hand's points (its
/// points minus the best other side's) if every player then plays perfectly with all
/// cards seen.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct OpenValue<A> {
    /// The action.
    pub action: A,
    /// The side's lead in hand points after it, with perfect play by all.
    pub lead: i32,
}

/// The hand's points lead of `side` once the hand is over.
fn lead_of<G: Game>(g: &G, side: usize) -> i32 {
    let Some(r) = g.hand_result() else { return 0 };
    let mine = r.points.get(side).copied().unwrap_or(0);
    let other = r.points.iter().enumerate().filter(|(i, _)| *i != side).map(|(_, &p)| p).max().unwrap_or(0);
    mine - other
}

/// Alpha-beta over the true state: `side` maximises its lead, the others minimise it.
/// `None` once `nodes` runs out.
fn solve<G: Game>(g: &G, side: usize, alpha: i32, beta: i32, nodes: &mut u32) -> Option<i32> {
    search(g, side, alpha, beta, nodes, false)
}

/// [`solve`], or with `all_help` every seat maximising `side`'s lead (its best case).
fn search<G: Game>(g: &G, side: usize, alpha: i32, beta: i32, nodes: &mut u32, all_help: bool) -> Option<i32> {
    let Some(mover) = g.to_move() else { return Some(lead_of(g, side)) };
    *nodes = nodes.checked_sub(1)?;
    let mut legal = Vec::new();
    g.legal_actions(&mut legal);
    let max = all_help || g.options().side_of(mover) == side;
    let mut ab = AlphaBeta::new(max, alpha, beta, (i32::MIN, i32::MAX));
    for a in legal {
        let mut next = g.clone();
        next.apply_unchecked(a);
        let v = search(&next, side, ab.alpha, ab.beta, nodes, all_help)?;
        if ab.cut(v) {
            break;
        }
    }
    Some(ab.best)
}

/// The open-hand result of each legal action of `g`'s seat to move, for `side`, or `None`
/// when the rest of the hand is too big to solve within `max_nodes` positions. Uses every
/// hidden card: only for a hand that is over (the review), never for a decision.
pub fn open_solve<G: Game>(g: &G, side: usize, max_nodes: u32) -> Option<Vec<OpenValue<G::Action>>> {
    g.to_move()?;
    let mut legal = Vec::new();
    g.legal_actions(&mut legal);
    let mut nodes = max_nodes;
    legal
        .into_iter()
        .map(|a| {
            let mut next = g.clone();
            next.apply_unchecked(a);
            solve(&next, side, i32::MIN, i32::MAX, &mut nodes).map(|lead| OpenValue { action: a, lead })
        })
        .collect()
}

/// A claim for `side` from the position `g` (all cards seen, as a referee sees them): the
/// rest of the hand and its result, when its result for `side` no longer depends on the other sides (the
/// side's best against the others' best equals its best with everyone's help), else `None`
/// (also when the rest is too big to solve within `max_nodes`). The line plays the side's
/// seats by the solver and the others by their first legal action: any of them ends the same.
pub fn claim_line<G: Game>(g: &G, side: usize, max_nodes: u32) -> Option<Claim<G::Action>> {
    g.to_move()?;
    let mut nodes = max_nodes;
    let worst = search(g, side, i32::MIN, i32::MAX, &mut nodes, false)?;
    let best = search(g, side, i32::MIN, i32::MAX, &mut nodes, true)?;
    if worst != best {
        return None;
    }
    let mut line = Vec::new();
    let mut state = g.clone();
    let mut legal = Vec::new();
    while let Some(mover) = state.to_move() {
        state.legal_actions(&mut legal);
        let mut pick = legal[0];
        if state.options().side_of(mover) == side {
            for &a in &legal {
                let mut next = state.clone();
                next.apply_unchecked(a);
                if search(&next, side, i32::MIN, i32::MAX, &mut nodes, false)? == worst {
                    pick = a;
                    break;
                }
            }
        }
        state.apply_unchecked(pick);
        line.push(pick);
    }
    Some(Claim { actions: line, lead: worst })
}

/// The lead `side` is sure of from `g` (all cards seen) whatever the others do: its best
/// against the others' best, when that equals its best with everyone's help; `None`
/// otherwise or when the rest is too big for `max_nodes`.
fn fixed_lead<G: Game>(g: &G, side: usize, max_nodes: u32) -> Option<i32> {
    let mut nodes = max_nodes;
    let worst = search(g, side, i32::MIN, i32::MAX, &mut nodes, false)?;
    let best = search(g, side, i32::MIN, i32::MAX, &mut nodes, true)?;
    (worst == best).then_some(worst)
}

/// Whether a seat claims the rest for `side` from its own observation `obs`: in each of
/// `worlds` worlds sampled from it (the hidden cards dealt again, consistent with all the
/// seat has seen) the others can no longer change `side`'s result and `side` ends ahead.
/// Sampled, so not a proof over every world: the table proves a claim again with every
/// card before playing it (as a referee checks a claim by the cards), and a claim that
/// fails there is not made. Reads no hidden card.
pub fn claims_from_observation<G: Game>(obs: &G::Observation, side: usize, worlds: u32, max_nodes: u32, rng: &mut impl Rng) -> bool {
    worlds > 0
        && (0..worlds).all(|_| {
            let w = G::sample_world(obs, rng);
            w.to_move().is_some() && fixed_lead(&w, side, max_nodes).is_some_and(|lead| lead > 0)
        })
}

/// A proven claim: the rest of the hand, and the side's lead in hand points at its end.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct Claim<A> {
    /// The rest of the hand's actions, in order.
    pub actions: Vec<A>,
    /// The claiming side's lead in hand points once the hand is over.
    pub lead: i32,
}
