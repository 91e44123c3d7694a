//! The `Game` trait shared by every game, the session and every bot.
//!
//! One hand of a game is a state machine: [`Game::to_move`] names the seat that must act,
//! [`Game::legal_actions`] is the single source of truth for what it may do (the page and
//! the bots both read it), [`Game::apply`] checks and applies an action and returns the
//! public [`Game::Event`]s to animate, and [`Game::observation`] is what one seat may know.
//! Search bots call [`Game::sample_world`] to deal the unseen cards consistently with an
//! observation.

use rand::Rng;
use serde::de::DeserializeOwned;
use serde::Serialize;
use std::fmt::Debug;
use thiserror::Error;

/// A seat at the table, 0-based clockwise (play passes from `s` to `s + 1`).
pub type Seat = usize;

/// Why an action was refused. The state is unchanged whenever this is returned.
#[derive(Debug, Clone, PartialEq, Eq, Error, Serialize)]
#[error("{message}")]
pub struct IllegalAction {
    /// Stable machine-readable code, e.g. `must_follow_suit`, `not_your_turn`, `hand_over`.
    pub code: &'static str,
    /// A sentence a player understands ("You must follow hearts.").
    pub message: String,
}

impl IllegalAction {
    /// Builds an error from a code and a message.
    pub fn new(code: &'static str, message: impl Into<String>) -> Self {
        IllegalAction { code, message: message.into() }
    }
}

/// The score of a finished hand, as the session needs it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct HandResult {
    /// Points each side adds to its game score, indexed by side (negative for a failed
    /// Sixty-three contract, docs/rules/sixty-three.md §10.3; otherwise non-negative)
    /// (team for partnership games, seat for games where each player scores alone).
    pub points: Vec<i32>,
    /// True if the hand was void (everyone passed): nobody scores, the deal passes on.
    pub void: bool,
    /// The side that made the contract or bid, if the game has one (Sixty-three's
    /// "bidder goes out" rule needs it).
    pub bidding_side: Option<usize>,
    /// One sentence explaining the score, for the end-of-hand summary.
    pub summary: String,
}

/// One game's rules. Implemented by `Euchre`, and by the other games on the same plan.
pub trait Game: Clone + Debug + Sized {
    /// A player's decision (bid, pass, card played …). Serializes as the fixtures' tokens.
    type Action: Copy + Eq + Debug + Serialize + DeserializeOwned;
    /// Rule options (each [C] choice of the rule book), with the book's defaults.
    type Options: Default + Clone + Debug + Serialize + DeserializeOwned;
    /// What one seat may know; hidden cards removed. Equal observations mean the seat
    /// cannot tell the two states apart.
    type Observation: Clone + Debug + PartialEq + Serialize;
    /// A public happening to animate (card played, trick won, hand scored …).
    type Event: Clone + Debug + Serialize;

    /// Short lowercase game name (`"euchre"`).
    const NAME: &'static str;

    /// Deals a new hand with `dealer` dealing, shuffling with `rng`.
    fn deal(options: &Self::Options, dealer: Seat, rng: &mut impl Rng) -> Self;
    /// Number of seats at the table.
    fn seats(&self) -> usize;
    /// The options this hand is played under.
    fn options(&self) -> &Self::Options;
    /// The playout policy of the search bots: an action from `legal` (non-empty). Default:
    /// uniformly random. Games may override it with cheap play knowledge; it sees the
    /// whole (sampled) world, which is fine because search only calls it on sampled worlds.
    fn rollout_action(&self, legal: &[Self::Action], rng: &mut rand_chacha::ChaCha8Rng) -> Self::Action {
        legal[rng.random_range(0..legal.len())]
    }
    /// A value of this position for the search bots' leaves, as each seat's reward in
    /// [0, 1] (indexed by seat, on the scale of [`Game::reward`]), or `None` (the default)
    /// to let the playout go on. Games return `Some` where an exact perfect-information
    /// search is cheap (Sixty-six once the stock is closed or gone). Like
    /// [`Game::rollout_action`] it sees the whole state, so search calls it only on worlds
    /// sampled from an observation. Must be cheap when it returns `None`.
    fn leaf_rewards(&self) -> Option<Vec<f64>> {
        None
    }
    /// How good the finished hand is for `seat`'s side, in [0, 1] (0.5 = even): the search
    /// bots maximise it. Default: the side's points minus the best other side's, squashed
    /// by `tanh(diff / 2)`; games with larger point scales override it.
    fn reward(&self, seat: Seat) -> f64 {
        let Some(r) = self.hand_result() else { return 0.5 };
        let side = Self::side_of(self.options(), seat);
        let mine = r.points.get(side).copied().unwrap_or(0);
        let other = r.points.iter().enumerate().filter(|(i, _)| *i != side).map(|(_, &p)| p).max().unwrap_or(0);
        0.5 + 0.5 * ((mine - other) as f64 / 2.0).tanh()
    }
    /// Number of scoring sides (teams or individual players) for these options.
    fn sides(options: &Self::Options) -> usize;
    /// The scoring side of `seat`.
    fn side_of(options: &Self::Options, seat: Seat) -> usize;
    /// The seat that must act, or `None` when the hand is over.
    fn to_move(&self) -> Option<Seat>;
    /// Fills `out` (cleared first) with every legal action of the seat to move.
    fn legal_actions(&self, out: &mut Vec<Self::Action>);
    /// Applies `a` if legal and returns the public events; on error the state is unchanged
    /// and the error says why (`must_follow_suit`, `not_legal_now`, …).
    fn apply(&mut self, a: Self::Action) -> Result<Vec<Self::Event>, IllegalAction> {
        self.check(a)?;
        let mut ev = Vec::new();
        self.step(a, Some(&mut ev));
        Ok(ev)
    }
    /// Applies an action already known to be legal, without events (bots' hot path).
    /// Behaviour on an illegal action is unspecified but never undefined.
    fn apply_unchecked(&mut self, a: Self::Action) {
        self.step(a, None);
    }
    /// Returns `Ok` if `a` is legal now, else the reason.
    fn check(&self, a: Self::Action) -> Result<(), IllegalAction>;
    /// The transition itself; pushes events when `events` is given.
    fn step(&mut self, a: Self::Action, events: Option<&mut Vec<Self::Event>>);
    /// What `seat` may know of this state.
    fn observation(&self, seat: Seat) -> Self::Observation;
    /// A full state whose observation from the observer's seat equals `obs`, with the
    /// unseen cards dealt at random among the places they may be.
    fn sample_world(obs: &Self::Observation, rng: &mut impl Rng) -> Self;
    /// The score once the hand is over.
    fn hand_result(&self) -> Option<HandResult>;
    /// The side that has won the match, if any, given the scores after a hand and that
    /// hand's result.
    fn match_winner(options: &Self::Options, scores: &[i32], last: &HandResult) -> Option<usize>;
    /// Games a match win counts for (docs/rules/euchre.md §14.3 slam counts two). Default 1.
    fn games_for_win(_options: &Self::Options, _scores: &[i32], _winner: usize) -> u32 {
        1
    }
    /// Scores the next game starts from (docs/rules/euchre.md §14.3 laps carries the excess). Default 0.
    fn next_game_scores(_options: &Self::Options, scores: &[i32]) -> Vec<i32> {
        vec![0; scores.len()]
    }
    /// Game points a finished hand carries to the winner of the next scored hand (sixty-six
    /// §14 `split_65`: a 65–65 deal gives the next deal's winner 1 extra). Default 0.
    fn carry_over(_options: &Self::Options, _last: &HandResult) -> i32 {
        0
    }
    /// True if the match is a single hand (docs/rules/euchre.md §13 `single_hand`). Default false.
    fn single_hand(_options: &Self::Options) -> bool {
        false
    }
    /// Checks option values; the message names the bad option. Default: all valid.
    fn validate_options(_options: &Self::Options) -> Result<(), String> {
        Ok(())
    }
    /// Points (or game points) that win the match, for display and bots.
    fn target(options: &Self::Options) -> i32;
    /// Events that open a freshly dealt hand (the deal itself), for the page.
    fn deal_events(&self) -> Vec<Self::Event>;
    /// The page's view of the hand for `seat`, as a JSON object (see `wasm.rs`).
    fn view(&self, seat: Seat) -> serde_json::Value;
}
