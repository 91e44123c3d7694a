//! A table: a [`Session`] plus who sits where (humans and bots), with a JSON-in/JSON-out
//! surface that does not depend on which game is played. `wasm.rs` is a thin layer over
//! this, so the whole page protocol is testable natively.

use crate::bots::{make_bot, Bot, BotKind, HasBots, MatchContext};
#[cfg(feature = "euchre")]
use crate::euchre::Euchre;
use crate::game::{ErrorCode, Game, MatchRules, Refusal, Seat};
use crate::session::{Session, SessionError};
#[cfg(feature = "sixty_six")]
use crate::sixty_six::{SixtySix, SixtySixOptions};
#[cfg(feature = "sixty_six_3")]
use crate::sixty_six_forms::ThreeHand;
#[cfg(feature = "sixty_six_trick_forms")]
use crate::sixty_six_forms::{Form, FormDeal, FormOptions};
#[cfg(feature = "sixty_three")]
use crate::sixty_three::SixtyThree;
use crate::words::{Msg, Param};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use schemars::JsonSchema;
use serde::Serialize;
use serde_json::{json, Value};

/// An error for the page: a [`Refusal`] (a stable [`ErrorCode`] and a message key with
/// parameters; `message` on the wire is its English rendering, or the key in the wasm).
pub type TableError = Refusal;

fn table_error(code: ErrorCode, msg: Msg) -> TableError {
    Refusal::new(code, msg)
}

/// The page's build of an engine (feature `play`, no `think`) has no bots, and the bots'
/// worker's build (feature `think`, no `play`) draws nothing: each wasm carries only what
/// its thread calls (issue #15's size budgets). A call the build lacks gets this error.
fn not_in_build(what: &str) -> TableError {
    table_error(ErrorCode::Internal, Msg::new("internal").with("detail", Param::Text(format!("this engine build has no {what}"))))
}

/// This build seats bots (feature `think`: the bots' worker, and the command line).
const THINK: bool = cfg!(feature = "think");
/// This build draws and plays the table (feature `play`: the page, and the command line).
const PLAY: bool = cfg!(feature = "play");

impl From<SessionError> for Refusal {
    fn from(e: SessionError) -> Self {
        match e {
            SessionError::Illegal(r) => r,
            other => Refusal::new(other.error_code(), other.msg()),
        }
    }
}

/// The match part of every view: scores, seats, the target and the deal code, from the
/// viewer's chair. The page sees it merged into the hand's view (one flat object).
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct MatchView {
    /// Who sits in each seat (`human`, `club`, …), as the table was opened.
    pub seats: Vec<String>,
    /// The game score of each side.
    pub scores: Vec<i32>,
    /// Games won in the match, by side.
    pub games_won: Vec<u32>,
    /// The score that wins a game.
    pub target: i32,
    /// The side that has won the game, once it is over.
    pub winner: Option<usize>,
    /// The number of sides.
    pub teams: usize,
    /// The sides' names from the viewer's chair (English; their keys are `team_keys`).
    /// Only with the `cli` feature: the wasm has no English and leaves it out (the page
    /// renders the message from its catalogue).
    #[cfg_attr(not(feature = "cli"), serde(skip_serializing))]
    pub team_names: Vec<String>,
    /// The catalogue keys of the sides' names (`team.us_partner`, `team.opponents`,
    /// `team.you`, `team.opponent`, `team.player` with its number).
    pub team_keys: Vec<Msg>,
    /// The viewer's side.
    pub my_team: usize,
    /// Hands dealt so far in the match (0 for the first).
    pub hand_number: u32,
    /// Game points waiting for the winner of the next scored hand.
    pub carried_bonus: i32,
    /// The code of the current deal (`euchre-00C0FFEE-3-1`).
    pub deal_code: String,
    /// The options in force (the game's options object).
    #[schemars(schema_with = "options_object")]
    pub options: Value,
    /// `game_over` once a side has won; otherwise absent and the hand's phase stands (the
    /// hand's view always has a `phase`, so the schema leaves this one to it).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(skip)]
    pub phase: Option<&'static str>,
}

/// The schema of a game's options object, whichever game it is.
fn options_object(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
    schemars::json_schema!({ "type": "object", "additionalProperties": true })
}

/// An event the table adds after a game's own events, when a hand ends.
#[derive(Clone, Debug, Serialize, JsonSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum TableEvent {
    /// The game scores after the hand.
    Scores {
        /// Score per side.
        scores: Vec<i32>,
    },
    /// The game is over.
    GameOver {
        /// The winning side.
        winner: usize,
        /// Final score per side.
        scores: Vec<i32>,
    },
}

/// The expert's suggestion for the player to move.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct Hint<A> {
    /// The suggested action.
    pub action: A,
    /// The one-line reason, in English.
    /// Only with the `cli` feature: the wasm has no English and leaves it out (the page
    /// renders the message from its catalogue).
    #[cfg_attr(not(feature = "cli"), serde(skip_serializing))]
    pub reason: String,
    /// The reason as a message key and parameters.
    pub why: Msg,
    /// The search's estimate (0..1, two decimals) of how well the hand goes after it, or
    /// `None` when the expert decided that phase without a search.
    pub win: Option<f64>,
}

/// A game the table can seat: its bots, and the page's view of a hand for one seat.
pub trait TableGame: HasBots {
    /// The hand-level part of the view (the table adds the match fields).
    fn hand_view(&self, seat: Seat) -> Value;
    /// An event as the page reads it (default: as the game serializes it).
    fn page_event(e: &Self::Event) -> Value {
        serde_json::to_value(e).unwrap_or(Value::Null)
    }
}

#[cfg(feature = "euchre")]
impl TableGame for Euchre {
    fn hand_view(&self, seat: Seat) -> Value {
        crate::euchre::view::euchre_view(self, seat)
    }
}

#[cfg(feature = "sixty_six")]
impl TableGame for SixtySix {
    fn hand_view(&self, seat: Seat) -> Value {
        crate::sixty_six::sixty_six_view(self, seat)
    }
}

#[cfg(feature = "sixty_three")]
impl TableGame for SixtyThree {
    fn hand_view(&self, seat: Seat) -> Value {
        serde_json::to_value(crate::sixty_three::sixty_three_view(self, seat)).unwrap_or(Value::Null)
    }
}

#[cfg(feature = "sixty_six_trick_forms")]
impl TableGame for FormDeal {
    fn hand_view(&self, seat: Seat) -> Value {
        crate::sixty_six_forms::view::form_view(self, seat)
    }
}

#[cfg(feature = "sixty_six_3")]
impl TableGame for ThreeHand {
    fn hand_view(&self, seat: Seat) -> Value {
        crate::sixty_six_forms::view::three_hand_view(self, seat)
    }
    /// Flat and in table seats, like the view.
    fn page_event(e: &Self::Event) -> Value {
        crate::sixty_six_forms::view::three_hand_event(e)
    }
}

/// The games this build offers, as `[name, title]`.
pub const GAMES: &[(&str, &str)] = &[
    #[cfg(feature = "euchre")]
    ("euchre", "Euchre"),
    #[cfg(feature = "sixty_six")]
    ("sixty_six", "Sixty-six"),
    #[cfg(feature = "sixty_three")]
    ("sixty_three", "Sixty-three"),
    #[cfg(feature = "sixty_six_trick_forms")]
    ("sixty-six-4", "Sixty-six for four"),
    #[cfg(feature = "sixty_six_trick_forms")]
    ("sixty-six-throat-cut", "Throat-cut Sixty-six"),
    #[cfg(feature = "sixty_six_trick_forms")]
    ("sixty-six-team", "Team Sixty-six"),
    #[cfg(feature = "sixty_six_3")]
    ("sixty-six-3", "Three-handed Sixty-six"),
];

/// The forms the page offers, grouped under their game, as `[form, game]` in the picker's
/// order: each game's plain form first (its name is the game's), then its named presets (an
/// engine table of that name opens with the preset's options). Sixty-six's other forms join
/// this list as the engine gains them.
#[allow(clippy::vec_init_then_push)] // a one-game build pushes one form, or none
pub fn forms() -> Vec<(&'static str, &'static str)> {
    #[allow(unused_mut)]
    let mut v = Vec::new();
    #[cfg(feature = "euchre")]
    {
        v.push(("euchre", "euchre"));
        v.extend(crate::euchre::EUCHRE_FORMS.iter().map(|f| (f.name, "euchre")));
    }
    #[cfg(feature = "sixty_six")]
    v.extend([("sixty_six", "sixty_six"), ("schnapsen", "sixty_six")]);
    #[cfg(feature = "sixty_three")]
    v.push(("sixty_three", "sixty_three"));
    v
}

/// A table of any game, JSON in and out.
pub trait DynTable {
    /// The page's view for `seat` (JSON object; hidden cards never included).
    fn view(&self, seat: Seat) -> Value;
    /// The human to move plays `action` (a JSON token). Events in order, or an error with
    /// the state unchanged.
    fn play(&mut self, action: &Value) -> Result<Vec<Value>, TableError>;
    /// The bot to move acts.
    fn bot_move(&mut self) -> Result<Vec<Value>, TableError>;
    /// The action the bot to move would take, without taking it (the page computes it in a
    /// web worker on a copy loaded from `save`, then applies it with `apply_bot_action`).
    /// Deterministic: the same position gives the same choice wherever it is computed.
    fn bot_action(&mut self) -> Result<Value, TableError>;
    /// Applies an action computed by `bot_action` for the bot to move (checked as any action).
    fn apply_bot_action(&mut self, action: &Value) -> Result<Vec<Value>, TableError>;
    /// The expert's suggestion for `seat` (which must be to move): `{action, reason, win}`
    /// where `win` is the search's estimate (0..1) of how well the hand goes after it, or
    /// null when the expert decided that phase without a search.
    fn hint(&mut self, seat: Seat) -> Result<Value, TableError>;
    /// The expert's analysis of the decision before `seat` (which must be to move), for the
    /// hand review: `{seat, best, why, values: [{action, value, visits}]}` — its choice
    /// (the hint's) and the search's estimate (0..1 for the seat's side) of every legal
    /// action. Decided from `seat`'s observation only (see [`crate::bots::analysis`]);
    /// deterministic per position.
    fn analyse(&mut self, seat: Seat) -> Result<Value, TableError>;
    /// The open-hand result of the position for `seat` (which must be to move): every legal
    /// action with `seat`'s side's lead in hand points under perfect play with all cards
    /// seen (`[{action, lead}]`), or null when the rest is too big to solve. It reads the
    /// hidden cards: for the review of a finished hand only.
    fn open_result(&mut self, seat: Seat) -> Result<Value, TableError>;
    /// A claim by `seat` (which must be to move) for its side: `{actions, lead}`, the rest of
    /// the hand's actions and the side's lead in hand points at its end, when the engine
    /// proves, with every card seen, that the others can no longer change the side's result;
    /// else null. Nothing is played (the page applies the actions).
    fn claim(&mut self, seat: Seat) -> Result<Value, TableError>;
    /// Plays a claim by `seat` (which must be to move): the engine proves it again from every
    /// card (the rest is at most a few tricks when the page asks) and plays the whole line.
    /// Events in order; `not_legal_now` with the state unchanged when it is not proven.
    fn apply_claim(&mut self, seat: Seat) -> Result<Vec<Value>, TableError>;
    /// Plays the next action of a claim by `seat`'s side (the claim made at `seat`'s turn;
    /// any seat may be to move now), proven again from every card: one action and its
    /// events, so the page lays the claimed tricks one by one. `hand_over` when the hand is
    /// over, `not_legal_now` (nothing changed) when the claim is not proven.
    fn claim_step(&mut self, seat: Seat) -> Result<Vec<Value>, TableError>;
    /// Whether the bot to move claims the rest for its side, decided from its own
    /// observation only ([`crate::bots::analysis::claims_from_observation`], worlds sampled
    /// per position); the table then proves the claim with every card (`claim`,
    /// `claim_step`) before it is played. `not_bot_turn` when no bot is to move.
    fn bot_claims(&mut self) -> Result<bool, TableError>;
    /// True if a bot is to move.
    fn to_move_is_bot(&self) -> bool;
    /// Changes the computer players' levels mid-game: `seats` as for [`open_table`], one per
    /// seat, where a human seat stays `human` and a bot seat stays a bot (else `bad_seats`,
    /// nothing changed). Applies from the next bot decision; `save` keeps it.
    fn set_seats(&mut self, seats: Vec<String>) -> Result<(), TableError>;
    /// Deals the next hand of the game.
    fn next_hand(&mut self) -> Result<Vec<Value>, TableError>;
    /// Starts a new game (same seats and options).
    fn new_game(&mut self) -> Vec<Value>;
    /// The current deal's code.
    fn deal_code(&self) -> String;
    /// A versioned JSON save.
    fn save(&self) -> String;
}

/// Positions the open-hand solver may visit per question (a few tens of milliseconds).
const OPEN_NODES: u32 = 200_000;

/// Worlds a bot samples from its observation before it claims, and positions the solver
/// may visit in each (the rest is at most a few tricks when the page asks).
const CLAIM_WORLDS: u32 = 24;
const CLAIM_NODES: u32 = 50_000;

/// Who sits in a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Sitter {
    Human,
    Bot(BotKind),
}

struct Table<G: TableGame> {
    session: Session<G>,
    seats: Vec<String>,
    sitters: Vec<Sitter>,
    bots: Vec<Option<Box<dyn Bot<G>>>>,
}

/// The bot of a bot seat, in a build that has bots.
fn bot_for<G: TableGame>(s: &Sitter) -> Option<Box<dyn Bot<G>>> {
    match s {
        Sitter::Bot(k) if THINK => Some(make_bot::<G>(*k)),
        _ => None,
    }
}

fn parse_seats(seats: &[String], n: usize) -> Result<Vec<Sitter>, TableError> {
    if seats.len() != n {
        return Err(table_error(ErrorCode::BadSeats, Msg::new("table.seat_count").with("need", n).with("got", seats.len())));
    }
    seats
        .iter()
        .map(|s| {
            if s == "human" {
                Ok(Sitter::Human)
            } else {
                let name = s.strip_prefix("bot:").unwrap_or(s);
                BotKind::parse(name).map(Sitter::Bot).ok_or_else(|| {
                    table_error(ErrorCode::BadSeats, Msg::new("table.unknown_seat_kind").with("kind", Param::Text(s.clone())))
                })
            }
        })
        .collect()
}

impl<G: TableGame> Table<G> {
    fn open(options: Value, start: Start, seats: Vec<String>) -> Result<Self, TableError> {
        let options: G::Options = if options.is_null() {
            G::Options::default()
        } else if !options.is_object() {
            return Err(table_error(ErrorCode::BadOptions, Msg::new("table.options_not_object")));
        } else {
            serde_json::from_value(options)
                .map_err(|e| table_error(ErrorCode::BadOptions, Msg::new("table.bad_options").with("detail", Param::Text(e.to_string()))))?
        };
        validate::<G>(&options)?;
        let session = match start {
            Start::Seed(seed) => Session::<G>::new(options, seed),
            Start::Deal(code) => Session::<G>::from_deal_code(options, code)?,
        };
        Self::with_session(session, seats)
    }

    fn with_session(session: Session<G>, seats: Vec<String>) -> Result<Self, TableError> {
        let sitters = parse_seats(&seats, session.game.seats())?;
        let bots = sitters.iter().map(bot_for::<G>).collect();
        Ok(Table { session, seats, sitters, bots })
    }

    fn events(&self, ev: Vec<G::Event>, hand_was_over: bool) -> Vec<Value> {
        if !PLAY {
            return Vec::new(); // the worker reads no events
        }
        let mut out: Vec<Value> = ev.iter().map(G::page_event).collect();
        if !hand_was_over && self.session.hand_over() {
            let scores = self.session.scores.clone();
            let mut extra = vec![TableEvent::Scores { scores: scores.clone() }];
            if let Some(winner) = self.session.winner {
                extra.push(TableEvent::GameOver { winner, scores });
            }
            out.extend(extra.iter().map(|e| serde_json::to_value(e).unwrap_or(Value::Null)));
        }
        out
    }

    /// A fresh RNG for the decision at hand, derived from the match seed, the hand and the
    /// number of actions so far: the same position always gets the same bot decision, in
    /// the page, in a worker or after a reload.
    fn decision_rng(&self, salt: usize) -> ChaCha8Rng {
        let s = &self.session;
        let key = (s.seed as u64) << 32 ^ (s.hand_number as u64) << 16 ^ (s.actions.len() as u64) << 4 ^ salt as u64;
        ChaCha8Rng::seed_from_u64(key ^ 0xB07_5EED)
    }

    fn choose_bot_action(&mut self) -> Result<G::Action, TableError> {
        let Some(s) = self.session.game.to_move() else {
            return Err(table_error(ErrorCode::NotBotTurn, Msg::new("nobody_to_move")));
        };
        if self.sitters[s] == Sitter::Human {
            return Err(table_error(ErrorCode::NotBotTurn, Msg::new("human_to_move")));
        }
        if !THINK {
            return Err(not_in_build("bots"));
        }
        let obs = self.session.game.observation(s);
        let mut legal = Vec::new();
        self.session.game.legal_actions(&mut legal);
        let ctx = MatchContext {
            scores: self.session.scores.clone(),
            side: self.session.options.side_of(s),
            target: self.session.options.target(),
        };
        let mut rng = self.decision_rng(s);
        let bot = self.bots[s].as_mut().ok_or_else(|| table_error(ErrorCode::NotBotTurn, Msg::new("human_to_move")))?;
        Ok(bot.choose(&obs, &legal, &ctx, &mut rng))
    }

    fn act(&mut self, a: G::Action) -> Result<Vec<Value>, TableError> {
        let was_over = self.session.hand_over();
        let ev = self.session.play(a)?;
        Ok(self.events(ev, was_over))
    }
}

fn validate<G: Game>(o: &G::Options) -> Result<(), TableError> {
    o.validate_rules()
}

impl<G: TableGame> DynTable for Table<G> {
    fn view(&self, seat: Seat) -> Value {
        if !PLAY {
            return Value::Null; // the worker draws nothing
        }
        let s = &self.session;
        let mut v = if seat < s.game.seats() { s.game.hand_view(seat) } else { json!({}) };
        let sides = s.options.sides();
        // Names of the sides from the viewer's chair.
        let mine = s.options.side_of(seat);
        let four = s.game.seats() == 4;
        let team_keys: Vec<Msg> = (0..sides)
            .map(|i| match (i == mine, sides, four) {
                (true, _, true) => Msg::new("team.us_partner"),
                (true, _, false) => Msg::new("team.you"),
                (false, 2, true) => Msg::new("team.opponents"),
                (false, 2, false) => Msg::new("team.opponent"),
                _ => Msg::new("team.player").with("n", i + 1),
            })
            .collect();
        let m = MatchView {
            seats: self.seats.clone(),
            scores: s.scores.clone(),
            games_won: s.games_won.clone(),
            target: s.options.target(),
            winner: s.winner,
            teams: sides,
            team_names: team_keys.iter().map(Msg::english).collect(),
            team_keys,
            my_team: mine,
            hand_number: s.hand_number,
            carried_bonus: s.carried,
            deal_code: s.deal_code(),
            options: serde_json::to_value(&s.options).unwrap_or(Value::Null),
            phase: s.winner.map(|_| "game_over"),
        };
        if let (Value::Object(hand), Ok(Value::Object(fields))) = (&mut v, serde_json::to_value(&m)) {
            hand.extend(fields);
        }
        v
    }

    fn play(&mut self, action: &Value) -> Result<Vec<Value>, TableError> {
        let a: G::Action = serde_json::from_value(action.clone())
            .map_err(|e| table_error(ErrorCode::BadAction, Msg::new("table.not_an_action").with("detail", Param::Text(e.to_string()))))?;
        match self.session.game.to_move() {
            None => Err(table_error(ErrorCode::HandOver, Msg::new("hand_over"))),
            Some(s) if self.sitters[s] != Sitter::Human => Err(table_error(ErrorCode::NotYourTurn, Msg::new("not_your_turn"))),
            Some(_) => self.act(a),
        }
    }

    fn bot_move(&mut self) -> Result<Vec<Value>, TableError> {
        let a = self.choose_bot_action()?;
        self.act(a)
    }

    fn bot_action(&mut self) -> Result<Value, TableError> {
        let a = self.choose_bot_action()?;
        serde_json::to_value(a)
            .map_err(|e| table_error(ErrorCode::Internal, Msg::new("internal").with("detail", Param::Text(e.to_string()))))
    }

    fn apply_bot_action(&mut self, action: &Value) -> Result<Vec<Value>, TableError> {
        let a: G::Action = serde_json::from_value(action.clone())
            .map_err(|e| table_error(ErrorCode::BadAction, Msg::new("table.not_an_action").with("detail", Param::Text(e.to_string()))))?;
        if !self.to_move_is_bot() {
            return Err(table_error(ErrorCode::NotBotTurn, Msg::new("human_to_move")));
        }
        self.act(a)
    }

    fn hint(&mut self, seat: Seat) -> Result<Value, TableError> {
        if !THINK {
            return Err(not_in_build("bots"));
        }
        if self.session.game.to_move() != Some(seat) {
            return Err(table_error(ErrorCode::NotYourTurn, Msg::new("hint_not_your_turn")));
        }
        let obs = self.session.game.observation(seat);
        let mut legal = Vec::new();
        self.session.game.legal_actions(&mut legal);
        let mut rng = self.decision_rng(seat ^ 0x41);
        let ctx = MatchContext {
            scores: self.session.scores.clone(),
            side: self.session.options.side_of(seat),
            target: self.session.options.target(),
        };
        let (best, win) = G::expert_hint(&obs, &legal, &ctx, &mut rng);
        let why = G::explain(&obs, best, &legal);
        // `win` is null when the expert decided without a search (a heuristic phase).
        let hint = Hint { action: best, reason: why.english(), win: win.map(|w| (w * 100.0).round() / 100.0), why };
        serde_json::to_value(hint)
            .map_err(|e| table_error(ErrorCode::Internal, Msg::new("internal").with("detail", Param::Text(e.to_string()))))
    }

    fn analyse(&mut self, seat: Seat) -> Result<Value, TableError> {
        if !THINK {
            return Err(not_in_build("bots"));
        }
        if self.session.game.to_move() != Some(seat) {
            return Err(table_error(ErrorCode::NotYourTurn, Msg::new("hint_not_your_turn")));
        }
        let obs = self.session.game.observation(seat);
        let mut legal = Vec::new();
        self.session.game.legal_actions(&mut legal);
        let ctx = MatchContext {
            scores: self.session.scores.clone(),
            side: self.session.options.side_of(seat),
            target: self.session.options.target(),
        };
        // The hint's seed, so the expert's choice is the one a hint gave at this point.
        let choice = self.decision_rng(seat ^ 0x41).random::<u64>();
        let value = self.decision_rng(seat ^ 0x5A).random::<u64>();
        let a = crate::bots::analysis::analyse::<G>(&obs, seat, &legal, &ctx, choice, value);
        serde_json::to_value(a)
            .map_err(|e| table_error(ErrorCode::Internal, Msg::new("internal").with("detail", Param::Text(e.to_string()))))
    }

    fn open_result(&mut self, seat: Seat) -> Result<Value, TableError> {
        if self.session.game.to_move() != Some(seat) {
            return Err(table_error(ErrorCode::NotYourTurn, Msg::new("hint_not_your_turn")));
        }
        let side = self.session.options.side_of(seat);
        let r = crate::bots::analysis::open_solve(&self.session.game, side, OPEN_NODES);
        serde_json::to_value(r)
            .map_err(|e| table_error(ErrorCode::Internal, Msg::new("internal").with("detail", Param::Text(e.to_string()))))
    }

    fn claim(&mut self, seat: Seat) -> Result<Value, TableError> {
        if self.session.game.to_move() != Some(seat) {
            return Err(table_error(ErrorCode::NotYourTurn, Msg::new("not_your_turn")));
        }
        let side = self.session.options.side_of(seat);
        let line = crate::bots::analysis::claim_line(&self.session.game, side, OPEN_NODES);
        serde_json::to_value(line)
            .map_err(|e| table_error(ErrorCode::Internal, Msg::new("internal").with("detail", Param::Text(e.to_string()))))
    }

    fn apply_claim(&mut self, seat: Seat) -> Result<Vec<Value>, TableError> {
        if self.session.game.to_move() != Some(seat) {
            return Err(table_error(ErrorCode::NotYourTurn, Msg::new("not_your_turn")));
        }
        let side = self.session.options.side_of(seat);
        let Some(claim) = crate::bots::analysis::claim_line(&self.session.game, side, OPEN_NODES) else {
            return Err(table_error(ErrorCode::NotLegalNow, Msg::new("claim_not_proven")));
        };
        let mut out = Vec::new();
        for a in claim.actions {
            out.extend(self.act(a)?);
        }
        Ok(out)
    }

    fn claim_step(&mut self, seat: Seat) -> Result<Vec<Value>, TableError> {
        if seat >= self.sitters.len() {
            return Err(table_error(ErrorCode::NotYourTurn, Msg::new("not_your_turn")));
        }
        if self.session.game.to_move().is_none() {
            return Err(table_error(ErrorCode::HandOver, Msg::new("hand_over")));
        }
        let side = self.session.options.side_of(seat);
        let Some(claim) = crate::bots::analysis::claim_line(&self.session.game, side, OPEN_NODES) else {
            return Err(table_error(ErrorCode::NotLegalNow, Msg::new("claim_not_proven")));
        };
        self.act(claim.actions[0])
    }

    fn bot_claims(&mut self) -> Result<bool, TableError> {
        if !THINK {
            return Err(not_in_build("bots"));
        }
        let Some(seat) = self.session.game.to_move() else {
            return Err(table_error(ErrorCode::NotBotTurn, Msg::new("nobody_to_move")));
        };
        if self.bots[seat].is_none() {
            return Err(table_error(ErrorCode::NotBotTurn, Msg::new("human_to_move")));
        }
        let obs = self.session.game.observation(seat);
        let side = self.session.options.side_of(seat);
        let mut rng = self.decision_rng(seat ^ 0x43);
        Ok(crate::bots::analysis::claims_from_observation::<G>(&obs, side, CLAIM_WORLDS, CLAIM_NODES, &mut rng))
    }

    fn to_move_is_bot(&self) -> bool {
        self.session.game.to_move().is_some_and(|s| self.sitters[s] != Sitter::Human)
    }

    fn set_seats(&mut self, seats: Vec<String>) -> Result<(), TableError> {
        let sitters = parse_seats(&seats, self.session.game.seats())?;
        if sitters.iter().zip(&self.sitters).any(|(a, b)| (*a == Sitter::Human) != (*b == Sitter::Human)) {
            return Err(table_error(ErrorCode::BadSeats, Msg::new("levels_only")));
        }
        for (i, (new, old)) in sitters.iter().zip(&self.sitters).enumerate() {
            if new != old {
                // A seat that keeps its level keeps its bot (and whatever it remembers).
                self.bots[i] = bot_for::<G>(new);
            }
        }
        self.sitters = sitters;
        self.seats = seats;
        Ok(())
    }

    fn next_hand(&mut self) -> Result<Vec<Value>, TableError> {
        let ev = self.session.next_hand()?;
        Ok(self.events(ev, true))
    }

    fn new_game(&mut self) -> Vec<Value> {
        let ev = self.session.new_game();
        self.events(ev, true)
    }

    fn deal_code(&self) -> String {
        self.session.deal_code()
    }

    fn save(&self) -> String {
        json!({"version": 1, "game": self.session.name(), "seats": self.seats, "session": self.session.save()}).to_string()
    }
}

/// Where a new table's match starts.
#[derive(Clone, Copy, Debug)]
pub enum Start<'a> {
    /// A fresh match: the first deal from this seed.
    Seed(u32),
    /// The deal a code names (`Session::deal_code`, e.g. `euchre-0135290A-0-3`), scores
    /// zero: a shared deal is played again exactly. A code of another game, or a malformed
    /// one, is refused with `bad_deal_code`.
    Deal(&'a str),
}

/// Opens a table. `game` is one of [`GAMES`]; `options` a (partial) options object or
/// null; `seats` one entry per seat: `human`, `random`, `beginner` or `club`.
pub fn open_table(game: &str, options: Value, seed: u32, seats: Vec<String>) -> Result<Box<dyn DynTable>, TableError> {
    open_table_at(game, options, Start::Seed(seed), seats)
}

/// Opens a table whose match starts as `start` says (a seed, or the deal a code names).
pub fn open_table_at(game: &str, options: Value, start: Start, seats: Vec<String>) -> Result<Box<dyn DynTable>, TableError> {
    if !PLAY {
        return Err(not_in_build("new tables (the worker loads saves)"));
    }
    match game {
        #[cfg(feature = "euchre")]
        "euchre" => Ok(Box::new(Table::<Euchre>::open(options, start, seats)?)),
        #[cfg(feature = "sixty_six")]
        "sixty_six" | "sixty-six" => Ok(Box::new(Table::<SixtySix>::open(options, start, seats)?)),
        // The 20-card Schnapsen settings of docs/rules/sixty-six.md §15.4, with any options laid over them.
        #[cfg(feature = "sixty_six")]
        "schnapsen" => {
            let o = SixtySixOptions::schnapsen_with(&options).map_err(|m| {
                table_error(ErrorCode::BadOptions, Msg::new("table.bad_options").with("detail", Param::Text(m.to_string())))
            })?;
            let o = serde_json::to_value(o).map_err(|e| {
                table_error(ErrorCode::BadOptions, Msg::new("table.bad_options").with("detail", Param::Text(e.to_string())))
            })?;
            Ok(Box::new(Table::<SixtySix>::open(o, start, seats)?))
        }
        #[cfg(feature = "sixty_three")]
        "sixty_three" => Ok(Box::new(Table::<SixtyThree>::open(options, start, seats)?)),
        // The forms of docs/rules/sixty-six.md §15: each form's preset with any options laid over it.
        #[cfg(feature = "sixty_six_3")]
        "sixty-six-3" | "sixty_six_3" => Ok(Box::new(Table::<ThreeHand>::open(options, start, seats)?)),
        #[cfg(feature = "sixty_six_trick_forms")]
        name if Form::parse(name).is_some() => {
            let form = Form::parse(name).unwrap_or(Form::Four);
            let bad = |m: String| table_error(ErrorCode::BadOptions, Msg::new("table.bad_options").with("detail", Param::Text(m)));
            let o = FormOptions::with_overrides(form, &options).map_err(bad)?;
            let o = serde_json::to_value(o).map_err(|e| bad(e.to_string()))?;
            Ok(Box::new(Table::<FormDeal>::open(o, start, seats)?))
        }
        // A named Euchre form (docs/rules/euchre.md §14), with any options laid over it.
        #[cfg(feature = "euchre")]
        f if crate::euchre::EuchreOptions::form(f).is_some() => {
            let bad = |m: String| table_error(ErrorCode::BadOptions, Msg::new("table.bad_options").with("detail", Param::Text(m)));
            let o = crate::euchre::EuchreOptions::form_with(f, &options).map_err(bad)?;
            let o = serde_json::to_value(o).map_err(|e| bad(e.to_string()))?;
            Ok(Box::new(Table::<Euchre>::open(o, start, seats)?))
        }
        _ => Err(table_error(ErrorCode::UnknownGame, Msg::new("table.unknown_game").with("game", Param::Text(game.to_string())))),
    }
}

/// Rebuilds a table from [`DynTable::save`].
pub fn load_table(json: &str) -> Result<Box<dyn DynTable>, TableError> {
    let v: Value = serde_json::from_str(json)
        .map_err(|e| table_error(ErrorCode::BadSave, Msg::new("table.bad_save").with("detail", Param::Text(e.to_string()))))?;
    if v["version"] != json!(1) {
        return Err(table_error(ErrorCode::BadSave, Msg::new("table.save_version")));
    }
    let seats: Vec<String> = serde_json::from_value(v["seats"].clone())
        .map_err(|e| table_error(ErrorCode::BadSave, Msg::new("table.bad_save").with("detail", Param::Text(e.to_string()))))?;
    let inner = v["session"].as_str().ok_or_else(|| table_error(ErrorCode::BadSave, Msg::new("table.save_no_session")))?;
    match v["game"].as_str() {
        #[cfg(feature = "euchre")]
        Some("euchre") => Ok(Box::new(Table::<Euchre>::with_session(Session::load(inner)?, seats)?)),
        // A named form of Euchre (docs/rules/euchre.md §14) saves under its name.
        #[cfg(feature = "euchre")]
        Some(name) if crate::euchre::EuchreOptions::form(name).is_some() => {
            Ok(Box::new(Table::<Euchre>::with_session(Session::load(inner)?, seats)?))
        }
        #[cfg(feature = "sixty_six")]
        Some("sixty_six") | Some("schnapsen") => Ok(Box::new(Table::<SixtySix>::with_session(Session::load(inner)?, seats)?)),
        #[cfg(feature = "sixty_three")]
        Some("sixty_three") => Ok(Box::new(Table::<SixtyThree>::with_session(Session::load(inner)?, seats)?)),
        #[cfg(feature = "sixty_six_3")]
        Some("sixty-six-3") => Ok(Box::new(Table::<ThreeHand>::with_session(Session::load(inner)?, seats)?)),
        #[cfg(feature = "sixty_six_trick_forms")]
        Some(name) if Form::parse(name).is_some() => Ok(Box::new(Table::<FormDeal>::with_session(Session::load(inner)?, seats)?)),
        _ => Err(table_error(ErrorCode::BadSave, Msg::new("table.save_unknown_game"))),
    }
}
