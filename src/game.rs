//! The rules of a hand ([`Game`]) and of a match ([`MatchRules`]), shared by every game,
//! the session and every bot; the one refusal type ([`Refusal`], [`ErrorCode`]) and the one
//! event sink ([`Events`]).
//!
//! One hand of a game is a state machine: [`Game::to_move`] names the seat that must act,
//! [`Game::legal_actions`] is the single source of truth for what it may do (the page, the
//! bots and refusals all read it), [`Game::apply`] checks and applies an action and returns
//! the public events to animate, and [`Game::observation`] is what one seat may know.
//! Search bots call [`Game::sample_world`] to deal the unseen cards consistently with an
//! observation; their hooks (playout policy, leaf values, rewards) live in
//! `bots::SearchHooks`, not here. The page's view lives in `table`.

use crate::words::Msg;
use rand::Rng;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize, Serializer};
use std::fmt::Debug;
use thiserror::Error;

/// A seat at the table, 0-based clockwise (play passes from `s` to `s + 1`).
pub type Seat = usize;

macro_rules! error_codes {
    ($($(#[$doc:meta])* $name:ident => $wire:literal,)*) => {
        /// Every stable error code the engine, the table and the protocols report
        /// (`snake_case` on the wire, e.g. `"must_follow_suit"`). Programs branch on the
        /// code; players read the message rendered from the refusal's [`Msg`].
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
        #[serde(rename_all = "snake_case")]
        pub enum ErrorCode {
            $($(#[$doc])* $name,)*
        }

        impl ErrorCode {
            /// Every code, in declaration order.
            pub const ALL: &'static [ErrorCode] = &[$(ErrorCode::$name,)*];

            /// The code for its wire name (`"must_follow_suit"`), if there is one.
            pub fn parse(s: &str) -> Option<ErrorCode> {
                match s {
                    $($wire => Some(ErrorCode::$name),)*
                    _ => None,
                }
            }

            /// The code as on the wire (`"must_follow_suit"`).
            pub fn as_str(self) -> &'static str {
                match self {
                    $(ErrorCode::$name => $wire,)*
                }
            }
        }
    };
}

error_codes! {
    /// The hand is over: nothing may be played until the next deal.
    HandOver => "hand_over",
    /// The action belongs to another phase of the hand.
    NotLegalNow => "not_legal_now",
    /// Another seat (a computer player) is to move.
    NotYourTurn => "not_your_turn",
    /// A bot was asked to move while a human (or nobody) is to move.
    NotBotTurn => "not_bot_turn",
    /// The card is not in the player's hand.
    NotInHand => "not_in_hand",
    /// The card does not follow suit while the player can (each game's follow rule).
    MustFollowSuit => "must_follow_suit",
    /// Euchre §5.4 stick the dealer: the dealer may not pass in round 2.
    StuckDealer => "stuck_dealer",
    /// Euchre §5.3: the turned-down suit may not be named in round 2.
    TurnedDownSuit => "turned_down_suit",
    /// Euchre §5.2: the dealer may not discard the upcard (option).
    CannotDiscardUpcard => "cannot_discard_upcard",
    /// Sixty-three: a bid below the lowest allowed.
    BidTooLow => "bid_too_low",
    /// Sixty-three: a bid above the highest allowed.
    BidTooHigh => "bid_too_high",
    /// Sixty-three: a player who cannot follow must play a trump or the rules' dump card.
    MustDump => "must_dump",
    /// Sixty-three: the first lead must be a trump.
    FirstLeadTrump => "first_lead_trump",
    /// Sixty-three: trump was led and the player holds one.
    MustFollowTrump => "must_follow_trump",
    /// Sixty-three: a trump chosen where only dirt may go.
    TrumpNotDirt => "trump_not_dirt",
    /// Sixty-three: a counting trump may never be passed or discarded.
    CountingTrump => "counting_trump",
    /// Sixty-three: a dirt card chosen where only non-counting trumps may go.
    NotTrump => "not_trump",
    /// Sixty-three: a card that may not be chosen now.
    NotLegalCard => "not_legal_card",
    /// Sixty-three: the wrong number of cards chosen.
    WrongCount => "wrong_count",
    /// Sixty-six: not a marriage the player may show.
    BadMarriage => "bad_marriage",
    /// Sixty-six: the stock may not be closed now.
    ClosingNotAllowed => "closing_not_allowed",
    /// Sixty-six: declaring is automatic under these options.
    DeclareAutomatic => "declare_automatic",
    /// Sixty-six: a marriage is announced by leading its king.
    MarriageKingOnly => "marriage_king_only",
    /// Sixty-six: the player needs a trick first.
    NeedTrick => "need_trick",
    /// Sixty-six: the player holds no such marriage.
    NoMarriage => "no_marriage",
    /// Sixty-six: only the leader may do this.
    NotLeader => "not_leader",
    /// Sixty-six (strict play, §8.3): the follower must beat the card led when it can.
    MustBeat => "must_beat",
    /// Sixty-six (strict play, §8.3): the follower who cannot follow must trump.
    MustTrump => "must_trump",
    /// Sixty-six: only the trump nine (jack in Schnapsen) may be exchanged for the trump card.
    NotTrumpNine => "not_trump_nine",
    /// Sixty-six: marriages may not be shown once the stock is closed or gone.
    MarriagePhase2 => "marriage_phase2",
    /// Sixty-six: the stock is closed.
    StockClosed => "stock_closed",
    /// Sixty-six: too few cards left in the stock.
    StockTooSmall => "stock_too_small",
    /// The table: no such game.
    UnknownGame => "unknown_game",
    /// The table: option values the rules do not allow.
    BadOptions => "bad_options",
    /// The table: a seat list that does not fit the game.
    BadSeats => "bad_seats",
    /// The table: not an action of this game.
    BadAction => "bad_action",
    /// The table: input that is not the expected JSON value.
    BadInput => "bad_input",
    /// The table: a save that cannot be loaded.
    BadSave => "bad_save",
    /// The session: a deal code that does not name a deal of this game.
    BadDealCode => "bad_deal_code",
    /// The session: not the moment for it (e.g. the next hand while one is in play).
    WrongTime => "wrong_time",
    /// Something the engine did not expect (a bug; never a player's fault).
    Internal => "internal",
}

impl PartialEq<&str> for ErrorCode {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

impl std::fmt::Display for ErrorCode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Why an action (or a request) was refused: a stable [`ErrorCode`] and the [`Msg`] that
/// explains it to a player. The state is unchanged whenever one is returned.
///
/// On the wire: `{"code": "must_follow_suit", "key": "...", "params": {...},
/// "message": "You must follow hearts while you hold one."}`.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{}", .msg.english())]
pub struct Refusal {
    /// What kind of refusal it is.
    pub code: ErrorCode,
    /// The explanation: a message key and its parameters.
    pub msg: Msg,
}

impl Refusal {
    /// A refusal with its explanation.
    pub fn new(code: ErrorCode, msg: Msg) -> Refusal {
        Refusal { code, msg }
    }

    /// The English sentence (for the CLI, the protocols and `message` on the wire; the key
    /// itself without the `cli` feature, as in the wasm).
    pub fn message(&self) -> String {
        self.msg.english()
    }
}

impl Serialize for Refusal {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut m = s.serialize_map(Some(4))?;
        m.serialize_entry("code", &self.code)?;
        m.serialize_entry("key", self.msg.key)?;
        m.serialize_entry("params", &serde_json::to_value(&self.msg).map(|v| v["params"].clone()).unwrap_or_default())?;
        m.serialize_entry("message", &self.message())?;
        m.end()
    }
}

/// Where a transition writes its public events: to a list (the checked [`Game::apply`]) or
/// nowhere (the bots' [`Game::apply_unchecked`]). The one sink type of every game.
pub struct Events<'a, E> {
    out: Option<&'a mut Vec<E>>,
}

impl<'a, E> Events<'a, E> {
    /// A sink that drops every event (search).
    pub fn none() -> Self {
        Events { out: None }
    }

    /// A sink that appends to `v`.
    pub fn to(v: &'a mut Vec<E>) -> Self {
        Events { out: Some(v) }
    }

    /// The list, when events are wanted: `if let Some(e) = ev.get() { e.push(..) }`, so an
    /// event is only built when someone reads it.
    pub fn get(&mut self) -> Option<&mut Vec<E>> {
        self.out.as_deref_mut()
    }

    /// Appends an event built by `f`, only when events are wanted.
    pub fn push(&mut self, f: impl FnOnce() -> E) {
        if let Some(v) = self.out.as_deref_mut() {
            v.push(f());
        }
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
    pub summary: Msg,
}

/// The match rules of a game, which depend only on its options: the sides, the target,
/// who has won, what carries over. Implemented by each game's options type, so the session
/// needs no hand to answer them.
pub trait MatchRules: Default + Clone + Debug + Serialize + DeserializeOwned {
    /// Number of seats at the table.
    fn seats(&self) -> usize;
    /// Number of scoring sides (teams or individual players).
    fn sides(&self) -> usize;
    /// The scoring side of `seat`.
    fn side_of(&self, seat: Seat) -> usize;
    /// Points (or game points) that win the match.
    fn target(&self) -> i32;
    /// The side that has won the match, if any, given the scores after a hand and that
    /// hand's result.
    fn match_winner(&self, scores: &[i32], last: &HandResult) -> Option<usize>;
    /// Games a match win counts for (docs/rules/euchre.md §14.3 slam counts two). Default 1.
    fn games_for_win(&self, _scores: &[i32], _winner: usize) -> u32 {
        1
    }
    /// Scores the next game starts from (docs/rules/euchre.md §14.3 laps carries the
    /// excess). Default 0 each.
    fn next_game_scores(&self, scores: &[i32]) -> Vec<i32> {
        vec![0; scores.len()]
    }
    /// Game points a finished hand carries to the winner of the next scored hand
    /// (docs/rules/sixty-six.md §14 `split_65`). Default 0.
    fn carry_over(&self, _last: &HandResult) -> i32 {
        0
    }
    /// The name of the form these options play, where one game type plays several forms
    /// (docs/rules/sixty-six.md §15: `sixty-six-4` …): used for deal codes and saves instead
    /// of [`Game::NAME`]. Default `None`.
    fn form_name(&self) -> Option<&'static str> {
        None
    }
    /// True if the match is a single hand (docs/rules/euchre.md §13 `single_hand`).
    fn single_hand(&self) -> bool {
        false
    }
    /// Checks the option values; the refusal (code `bad_options`) names the bad option.
    fn validate_rules(&self) -> Result<(), Refusal>;
}

/// One game's rules for one hand.
pub trait Game: Clone + Debug + Sized {
    /// A player's decision (bid, pass, card played …). Serializes as the fixtures' tokens.
    type Action: Copy + Eq + Debug + Serialize + DeserializeOwned;
    /// Rule options (each [C] choice of the rule book), with the book's defaults.
    type Options: MatchRules;
    /// What one seat may know; hidden cards removed. Equal observations mean the seat
    /// cannot tell the two states apart.
    type Observation: Clone + Debug + PartialEq + Serialize;
    /// A public happening to animate (card played, trick won, hand scored …).
    type Event: Clone + Debug + Serialize;

    /// Short lowercase game name (`"euchre"`).
    const NAME: &'static str;

    /// Deals a new hand with `dealer` dealing, shuffling with `rng`.
    fn deal(options: &Self::Options, dealer: Seat, rng: &mut impl Rng) -> Self;
    /// Deals a new hand into `self`: the same hand as [`Game::deal`] from the same `rng`,
    /// reusing what `self` allocated where the game can (a loop over many hands allocates
    /// less per hand).
    fn redeal(&mut self, options: &Self::Options, dealer: Seat, rng: &mut impl Rng) {
        *self = Self::deal(options, dealer, rng);
    }
    /// The options this hand is played under.
    fn options(&self) -> &Self::Options;
    /// Number of seats at the table.
    fn seats(&self) -> usize {
        self.options().seats()
    }
    /// The seat that must act, or `None` when the hand is over.
    fn to_move(&self) -> Option<Seat>;
    /// Fills `out` (cleared first) with every legal action of the seat to move: the single
    /// source of truth for the page, the bots and refusals.
    fn legal_actions(&self, out: &mut Vec<Self::Action>);
    /// Why `a`, which is **not** in the legal list, may not be taken now. Only explains:
    /// legality itself is decided by [`Game::legal_actions`].
    fn why_not(&self, a: Self::Action) -> Refusal;
    /// `Ok` if `a` is legal now (it is in the legal list), else the reason.
    fn check(&self, a: Self::Action) -> Result<(), Refusal> {
        if self.to_move().is_none() {
            return Err(Refusal::new(ErrorCode::HandOver, Msg::new("hand_over")));
        }
        // Room for any legal list of Euchre or Sixty-six: one allocation, no regrowth.
        let mut legal = Vec::with_capacity(32);
        self.legal_actions(&mut legal);
        if legal.contains(&a) {
            Ok(())
        } else {
            Err(self.why_not(a))
        }
    }
    /// Applies `a` if legal and returns the public events; on error the state is unchanged
    /// and the refusal says why.
    fn apply(&mut self, a: Self::Action) -> Result<Vec<Self::Event>, Refusal> {
        self.check(a)?;
        let mut ev = Vec::new();
        self.step(a, &mut Events::to(&mut ev));
        Ok(ev)
    }
    /// Applies an action already known to be legal, without events (bots' hot path).
    /// Behaviour on an illegal action is unspecified but never undefined.
    fn apply_unchecked(&mut self, a: Self::Action) {
        self.step(a, &mut Events::none());
    }
    /// The transition itself, for a legal `a`; writes events to `ev`.
    fn step(&mut self, a: Self::Action, ev: &mut Events<'_, Self::Event>);
    /// What `seat` may know of this state.
    fn observation(&self, seat: Seat) -> Self::Observation;
    /// A full state whose observation from the observer's seat equals `obs`, with the
    /// unseen cards dealt at random among the places they may be.
    fn sample_world(obs: &Self::Observation, rng: &mut impl Rng) -> Self;
    /// The score once the hand is over.
    fn hand_result(&self) -> Option<HandResult>;
    /// Each side's points once the hand is over (the first [`MatchRules::sides`] entries;
    /// the rest 0): the figures of [`Game::hand_result`] without its summary message, for
    /// loops that only count (the engine benchmark). Default: from `hand_result`.
    fn hand_points(&self) -> Option<[i32; 4]> {
        self.hand_result().map(|r| {
            let mut out = [0; 4];
            for (o, p) in out.iter_mut().zip(&r.points) {
                *o = *p;
            }
            out
        })
    }
    /// Events that open a freshly dealt hand (the deal itself), for the page.
    fn deal_events(&self) -> Vec<Self::Event>;
}

/// The engine benchmark shared by `cardtable bench` and the wasm's `benchRandomHands`
/// (`scripts/bench-wasm.mjs`), so native and wasm time the same work: `hands` hands dealt
/// from a ChaCha8 RNG seeded with `seed` (the dealer rotating), each played to its end by
/// uniformly random legal actions. Calls `tick` after every 1024 hands (a progress bar) and
/// returns the number of actions played.
pub fn random_hands<G: Game>(options: &G::Options, hands: u64, seed: u64, mut tick: impl FnMut()) -> u64 {
    use rand::SeedableRng;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let mut legal = Vec::with_capacity(32);
    let seats = options.seats() as u64;
    let mut actions = 0u64;
    let mut g: Option<G> = None;
    for h in 0..hands {
        let dealer = (h % seats) as usize;
        let g = match &mut g {
            Some(g) => {
                g.redeal(options, dealer, &mut rng);
                g
            }
            None => g.insert(G::deal(options, dealer, &mut rng)),
        };
        while g.to_move().is_some() {
            g.legal_actions(&mut legal);
            // A u32 range: one ChaCha word per choice (a usize range takes two).
            g.apply_unchecked(legal[rng.random_range(0..legal.len() as u32) as usize]);
            actions += 1;
        }
        std::hint::black_box(g.hand_points());
        if h % 1024 == 1023 {
            tick();
        }
    }
    actions
}
