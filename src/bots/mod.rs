//! Bots. Every bot decides from one seat's observation and the legal actions (which
//! depend only on that seat's own cards and public facts); none ever sees the true state.

pub mod analysis;
#[cfg(feature = "euchre")]
pub mod euchre;
pub mod ismcts;
pub mod random;
#[cfg(feature = "sixty_six_rules")]
pub mod sixty_six;
#[cfg(feature = "sixty_six_forms_rules")]
pub mod sixty_six_forms;
#[cfg(feature = "sixty_three")]
pub mod sixty_three;

use crate::game::{Game, MatchRules, Seat};
use crate::words::Msg;
use rand::Rng;
use rand_chacha::ChaCha8Rng;

/// One node's alpha-beta window, shared by the exact solvers (Euchre's last tricks,
/// Sixty-six's endgame, the review's open solver): the best child value so far for the side
/// to move (maximising or not) and the bounds its children are searched in.
#[derive(Debug, Clone, Copy)]
pub(crate) struct AlphaBeta {
    /// The best child value seen so far (`floor` or `ceil` before any child).
    pub best: i32,
    /// The lower bound children are searched with.
    pub alpha: i32,
    /// The upper bound children are searched with.
    pub beta: i32,
    max: bool,
}

impl AlphaBeta {
    /// A node searched in `(alpha, beta)`, the mover maximising when `max`; `best` starts at
    /// `floor` (maximising) or `ceil` (minimising), the values no child can be worse than.
    #[inline]
    pub(crate) fn new(max: bool, alpha: i32, beta: i32, (floor, ceil): (i32, i32)) -> Self {
        AlphaBeta { best: if max { floor } else { ceil }, alpha, beta, max }
    }

    /// Takes a child's value `v`; true when the node's remaining children can be cut.
    #[inline]
    pub(crate) fn cut(&mut self, v: i32) -> bool {
        if self.max {
            self.best = self.best.max(v);
            self.alpha = self.alpha.max(v);
        } else {
            self.best = self.best.min(v);
            self.beta = self.beta.min(v);
        }
        self.alpha >= self.beta
    }
}

/// What the search bots need of a game beyond its rules: a playout policy, exact leaf
/// values where they are cheap, and the reward they maximise. Each sees the whole state,
/// which is fair because search only calls them on worlds sampled from an observation.
pub trait SearchHooks: Game {
    /// The playout policy: an action from `legal` (non-empty). Default: uniformly random.
    fn rollout_action(&self, legal: &[Self::Action], rng: &mut ChaCha8Rng) -> Self::Action {
        legal[rng.random_range(0..legal.len())]
    }
    /// A value of this position for the search's leaves, as each seat's reward in [0, 1]
    /// (indexed by seat, on the scale of [`SearchHooks::reward`]), or `None` (the default)
    /// to let the playout go on. Must be cheap when it returns `None`.
    fn leaf_rewards(&self) -> Option<Vec<f64>> {
        None
    }
    /// A world for the search to play out: a full state whose observation from `obs`'s seat
    /// equals `obs`. Default: [`Game::sample_world`] (uniform over the unseen cards); a game
    /// may weigh the worlds by what the other seats' actions suggest, but must return only
    /// worlds consistent with `obs`.
    fn search_world(obs: &Self::Observation, rng: &mut ChaCha8Rng) -> Self {
        Self::sample_world(obs, rng)
    }
    /// Narrows `legal` (non-empty, the legal actions at a node of the search tree) to the
    /// ones worth searching, leaving at least one: e.g. a few steps of a long ladder of bids
    /// that differ by a point. Default: all of them.
    fn search_actions(&self, _legal: &mut Vec<Self::Action>) {}
    /// How good the finished hand is for `seat`'s side, in [0, 1] (0.5 = even). Default:
    /// the side's points minus the best other side's, squashed by `tanh(diff / 2)`.
    fn reward(&self, seat: Seat) -> f64 {
        let Some(r) = self.hand_result() else { return 0.5 };
        let side = self.options().side_of(seat);
        let mine = r.points.get(side).copied().unwrap_or(0);
        let other = r.points.iter().enumerate().filter(|(i, _)| *i != side).map(|(_, &p)| p).max().unwrap_or(0);
        0.5 + 0.5 * ((mine - other) as f64 / 2.0).tanh()
    }
}

/// Public match facts a bot may weigh beside its observation of the hand.
#[derive(Clone, Debug, Default)]
pub struct MatchContext {
    /// Score per side in the current game.
    pub scores: Vec<i32>,
    /// The bot's side.
    pub side: usize,
    /// Points needed to win the game.
    pub target: i32,
}

/// A player program for game `G`.
pub trait Bot<G: Game> {
    /// Picks one of `legal` (non-empty) for the observer of `obs`.
    fn choose(&mut self, obs: &G::Observation, legal: &[G::Action], ctx: &MatchContext, rng: &mut ChaCha8Rng) -> G::Action;
}

/// The heuristic bot made weaker: a random legal action with probability `noise`.
pub struct Noisy<B> {
    /// The underlying bot.
    pub inner: B,
    /// Probability of a random action, 0..=1.
    pub noise: f64,
}

impl<G: Game, B: Bot<G>> Bot<G> for Noisy<B> {
    fn choose(&mut self, obs: &G::Observation, legal: &[G::Action], ctx: &MatchContext, rng: &mut ChaCha8Rng) -> G::Action {
        use rand::Rng;
        if rng.random_bool(self.noise) {
            legal[rng.random_range(0..legal.len())]
        } else {
            self.inner.choose(obs, legal, ctx, rng)
        }
    }
}

/// The bot levels the page and the CLI name: `random`, `beginner`, `club`, `strong`,
/// `expert`, and `pimc` (the search baseline, for the arena).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BotKind {
    /// Uniformly random legal actions.
    Random,
    /// The heuristic bot with noise: a random legal action one decision in three.
    Beginner,
    /// The heuristic bot (a sound club player).
    Club,
    /// ISMCTS with a small budget.
    Strong,
    /// ISMCTS with the full budget.
    Expert,
    /// PIMC with the expert's budget (comparison baseline).
    Pimc,
}

impl BotKind {
    /// Parses a level name.
    pub fn parse(s: &str) -> Option<BotKind> {
        match s {
            "random" => Some(BotKind::Random),
            "beginner" => Some(BotKind::Beginner),
            "club" | "heuristic" => Some(BotKind::Club),
            "strong" => Some(BotKind::Strong),
            "expert" => Some(BotKind::Expert),
            "pimc" => Some(BotKind::Pimc),
            _ => None,
        }
    }
}

impl<G: Game, B: Bot<G> + ?Sized> Bot<G> for Box<B> {
    fn choose(&mut self, obs: &G::Observation, legal: &[G::Action], ctx: &MatchContext, rng: &mut ChaCha8Rng) -> G::Action {
        (**self).choose(obs, legal, ctx, rng)
    }
}

impl BotKind {
    /// Every level, weakest first.
    pub const ALL: [BotKind; 6] = [BotKind::Random, BotKind::Beginner, BotKind::Club, BotKind::Strong, BotKind::Expert, BotKind::Pimc];

    /// The level's name as parsed by [`BotKind::parse`].
    pub fn name(self) -> &'static str {
        match self {
            BotKind::Random => "random",
            BotKind::Beginner => "beginner",
            BotKind::Club => "club",
            BotKind::Strong => "strong",
            BotKind::Expert => "expert",
            BotKind::Pimc => "pimc",
        }
    }
}

/// A game that has bots of every level.
pub trait HasBots: SearchHooks + 'static {
    /// The club-level heuristic bot.
    fn heuristic() -> Box<dyn Bot<Self>>;
    /// A one-line reason a player understands for choosing `action` from `obs` (hints).
    /// Default: a plain statement of the choice.
    fn explain(_obs: &Self::Observation, action: Self::Action, legal: &[Self::Action]) -> Msg {
        if legal.len() == 1 {
            Msg::new("only_choice")
        } else {
            let token = serde_json::to_value(action).map(|v| describe_token(&v)).unwrap_or_default();
            Msg::new("hint.search_best").with("action", crate::words::Param::Text(token))
        }
    }
    /// Search budget of a search level (`Strong`, `Expert`, `Pimc`), in iterations.
    fn search_config(kind: BotKind) -> ismcts::SearchConfig {
        let iterations = match kind {
            BotKind::Strong => 500,
            _ => 3000,
        };
        ismcts::SearchConfig { iterations, ..Default::default() }
    }
    /// The expert's choice for a hint, with its estimated chance of a good outcome in
    /// [0, 1] when a search made it. Default: the generic ISMCTS with the expert's budget.
    fn expert_hint(
        obs: &Self::Observation,
        legal: &[Self::Action],
        _ctx: &MatchContext,
        rng: &mut ChaCha8Rng,
    ) -> (Self::Action, Option<f64>) {
        let result = ismcts::ismcts::<Self>(obs, &Self::search_config(BotKind::Expert), rng);
        let best = result.best(legal);
        (best, result.stats.iter().find(|s| s.0 == best).map(|s| s.2))
    }
    /// The bot of a search level (`Strong`, `Expert`, `Pimc`). Default: the generic
    /// ISMCTS (PIMC for `Pimc`) with [`HasBots::search_config`]; a game may wrap the search
    /// with its own knowledge (e.g. search only some phases).
    fn search_bot(kind: BotKind) -> Box<dyn Bot<Self>> {
        match kind {
            BotKind::Pimc => Box::new(ismcts::PimcBot { config: Self::search_config(kind) }),
            _ => Box::new(ismcts::IsmctsBot { config: Self::search_config(kind) }),
        }
    }
}

#[cfg(feature = "euchre")]
impl HasBots for crate::euchre::Euchre {
    fn heuristic() -> Box<dyn Bot<Self>> {
        Box::new(euchre::EuchreHeuristic)
    }
    fn explain(obs: &crate::euchre::EuchreObservation, action: crate::euchre::EuchreAction, legal: &[crate::euchre::EuchreAction]) -> Msg {
        euchre::explain(obs, action, legal)
    }
    /// Rewards are linear in points ([`euchre::search::linear_reward`]): a point is 1/8, so
    /// less exploration than the default suits them. More search did not play better against
    /// OpenSpiel's fair PIMC of 10,000 simulations (200 duplicate deals, seed 1: +0.055
    /// points per deal at 3000 iterations, +0.000 at 12,000; exploration 0.7: +0.075, 1.0:
    /// −0.003, each ±0.10; README, `scripts/openspiel-arena.py`). Nor did deciding by an
    /// exact solve of 100 sampled worlds instead: the play +0.075 against that PIMC, 47% of
    /// games against this search; the bids 37%; the lone-hand choice +0.018 points per deal
    /// over 400 duplicate deals (12,000 iterations for it: +0.010). Over 1,000 duplicate
    /// deals against this (`cardtable match euchre --seed 11`), 12,000 iterations scored
    /// −0.007 points per deal [−0.039, +0.026] (237 deals differed); four independent trees
    /// of 3,000 with their root visits summed, −0.004 [−0.031, +0.024] (178 differed).
    fn search_config(kind: BotKind) -> ismcts::SearchConfig {
        let iterations = if kind == BotKind::Strong { 500 } else { 3000 };
        ismcts::SearchConfig { iterations, exploration: 0.4, ..Default::default() }
    }
    /// The generic search (PIMC for `Pimc`), its discards tidied ([`euchre::best_discard`]).
    fn search_bot(kind: BotKind) -> Box<dyn Bot<Self>> {
        let inner: Box<dyn Bot<Self>> = match kind {
            BotKind::Pimc => Box::new(ismcts::PimcBot { config: Self::search_config(kind) }),
            _ => Box::new(ismcts::IsmctsBot { config: Self::search_config(kind) }),
        };
        Box::new(euchre::TidyDiscard(inner))
    }
    /// The generic search, with its discard tidied ([`euchre::best_discard`]).
    fn expert_hint(
        obs: &crate::euchre::EuchreObservation,
        legal: &[crate::euchre::EuchreAction],
        _ctx: &MatchContext,
        rng: &mut ChaCha8Rng,
    ) -> (crate::euchre::EuchreAction, Option<f64>) {
        let result = ismcts::ismcts::<Self>(obs, &Self::search_config(BotKind::Expert), rng);
        let searched = result.best(legal);
        let best = euchre::best_discard(obs, searched, legal);
        // The estimate of the tidied choice where the search has one, else the search's.
        let stat = |a| result.stats.iter().find(|s| s.0 == a).map(|s| s.2);
        (best, stat(best).or(stat(searched)))
    }
}

#[cfg(feature = "sixty_six_rules")]
impl HasBots for crate::sixty_six::SixtySix {
    fn heuristic() -> Box<dyn Bot<Self>> {
        Box::new(sixty_six::SixtySixHeuristic::default())
    }
    fn explain(
        obs: &crate::sixty_six::SixtySixObservation,
        action: crate::sixty_six::SixtySixAction,
        legal: &[crate::sixty_six::SixtySixAction],
    ) -> Msg {
        sixty_six::explain(obs, action, legal)
    }
    /// Less exploration than the default: rewards of won and lost deals lie close together
    /// on the `tanh` scale (measured against club, 100 duplicate games each: 64% at 0.7,
    /// 60% and 70% at 0.4). The expert's 4000 iterations fit 250 ms in wasm because most
    /// playouts end in a small exact solve, not a random finish. More search did not play
    /// better (expert against club, 200 duplicate games, seed 1: 63.5% at 4000, 64.0% at
    /// 8000 iterations, whose native p95 is ~90 ms against ~40 ms; exploration 0.25: 60.5%).
    /// Nor did these (same games; and over 600 games, seed 2, where this scores 65.0%): a
    /// reward linear in game points 63.0%; the chance of winning the game to 7 from the
    /// score 63.0% (64.0%); worlds that keep a marriage partner out of a hand that led the
    /// king or queen without it 62.0% (64.7%); the opponent's moves in the tree by the
    /// playout policy 65.5% (66.2%), with 200 endgame worlds 65.5%, with 8000 iterations
    /// 66.0%; playouts that close with a strong hand 60.0%. A bot that sees every card
    /// (the stock's order too) scores 97.5%: the gap is what the hidden cards hide.
    /// Nor a vote over independent trees of 4,000, their root visits summed: four trees
    /// 67.0% (seed 1), 69.2% over 600 games (seed 2) and 66.5% over 400 (seed 3, where this
    /// scores 67.75%), 67.9% against 65.7% over all 1,200; two trees 67.0% and 64.3%. Four
    /// trees took four times as long (native p95 159 ms against 43, on a busy machine).
    fn search_config(kind: BotKind) -> ismcts::SearchConfig {
        let iterations = if kind == BotKind::Strong { 500 } else { 4000 };
        ismcts::SearchConfig { iterations, exploration: 0.4, ..Default::default() }
    }
    /// Phase 1 by the generic search, the endgame by exact search over sampled worlds.
    fn search_bot(kind: BotKind) -> Box<dyn Bot<Self>> {
        Box::new(sixty_six::expert::SixtySixSearch::level(kind))
    }
    fn expert_hint(
        obs: &crate::sixty_six::SixtySixObservation,
        legal: &[crate::sixty_six::SixtySixAction],
        _ctx: &MatchContext,
        rng: &mut ChaCha8Rng,
    ) -> (crate::sixty_six::SixtySixAction, Option<f64>) {
        sixty_six::expert::SixtySixSearch::level(BotKind::Expert).hint(obs, legal, rng)
    }
}

#[cfg(feature = "sixty_three")]
impl HasBots for crate::sixty_three::SixtyThree {
    fn heuristic() -> Box<dyn Bot<Self>> {
        Box::new(sixty_three::SixtyThreeHeuristic::default())
    }
    fn search_bot(kind: BotKind) -> Box<dyn Bot<Self>> {
        Box::new(sixty_three::search::SixtyThreeSearch::level(kind))
    }
    fn explain(
        obs: &crate::sixty_three::SixtyThreeObservation,
        action: crate::sixty_three::SixtyThreeAction,
        legal: &[crate::sixty_three::SixtyThreeAction],
    ) -> Msg {
        sixty_three::explain(obs, action, legal)
    }
    fn expert_hint(
        obs: &crate::sixty_three::SixtyThreeObservation,
        legal: &[crate::sixty_three::SixtyThreeAction],
        ctx: &MatchContext,
        rng: &mut ChaCha8Rng,
    ) -> (crate::sixty_three::SixtyThreeAction, Option<f64>) {
        sixty_three::search::SixtyThreeSearch::level(BotKind::Expert).hint(obs, legal, ctx, rng)
    }
}

/// The bot of `kind` for game `G`.
pub fn make_bot<G: HasBots>(kind: BotKind) -> Box<dyn Bot<G>> {
    match kind {
        BotKind::Random => Box::new(random::RandomBot),
        BotKind::Beginner => Box::new(Noisy { inner: G::heuristic(), noise: 0.35 }),
        BotKind::Club => G::heuristic(),
        BotKind::Strong | BotKind::Expert | BotKind::Pimc => G::search_bot(kind),
    }
}

/// A short English rendering of an action token (`{"action":"play","card":"JH"}` → "play JH").
pub fn describe_token(v: &serde_json::Value) -> String {
    let mut parts: Vec<String> = Vec::new();
    if let Some(obj) = v.as_object() {
        if let Some(a) = obj.get("action").and_then(|a| a.as_str()) {
            parts.push(a.replace('_', " "));
        }
        for (k, x) in obj {
            if k != "action" {
                parts.push(match x {
                    serde_json::Value::String(s) => s.clone(),
                    other => other.to_string(),
                });
            }
        }
    } else {
        parts.push(v.to_string());
    }
    parts.join(" ")
}
