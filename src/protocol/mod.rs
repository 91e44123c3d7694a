//! The bot-program protocols: one JSON object per line on stdin, one reply line per
//! `hello` and `decide` on stdout, logs on stderr.
//!
//! - [`euchre`]: `euchre-arena/1` (`docs/protocol/euchre-bot-protocol.md`).
//! - [`sixty_six`]: `sixty-six-bot/1` for Sixty-six and 20-card Schnapsen
//!   (`docs/protocol/sixty-six-bot-protocol.md`).
//! - [`sixty_three`]: `sixty-three-bot/1` (`docs/protocol/sixty-three-bot-protocol.md`).
//! - [`observed`]: the observation notation in which `euchre-arena/1` and `sixty-six-bot/1`
//!   carry the forms their own notations cannot say (two or three seats, the joker, calling
//!   for best, four hands, an auction, a widow): `decide` carries the engine's observation.
//! - [`harness`]: the reference match runner (`cardtable match`): two bot programs over
//!   duplicate deals, every reply checked against the engine's legal actions.
//!
//! The three protocols share their shape — `hello`, `new_hand`, `decide`, `end_hand`, `bye`
//! — and differ only in their messages and notation. A game's protocol is a
//! [`BotProtocol`]: its message builders and parsers, nothing else. Two generic drivers do
//! the rest: [`run_bot`] (via [`serve`]) is the bot side of every protocol (`cardtable bot
//! GAME`), and [`harness::run_match`] the table side (`cardtable match GAME`).
//!
//! A `decide` message is the seat's whole observation. The bot rebuilds a full state with
//! the same observation — its own cards, the public record replayed through the engine, the
//! unseen cards dealt at random where they may be — checks that the engine's legal list
//! equals the message's, then asks the chosen level. Nothing is carried from one hand to
//! the next; the hand's `seed` seeds every random choice.

pub mod euchre;
pub mod harness;
pub mod observed;
pub mod sixty_six;
pub mod sixty_three;
mod strict;

pub use euchre::{decide, state_from_decide, EuchreFormProtocol, EuchreProtocol, EUCHRE_PROTOCOL};
pub use observed::ObservedProtocol;
pub use sixty_six::SixtySixProtocol;
pub use sixty_three::SixtyThreeProtocol;

use crate::bots::{BotKind, HasBots};
use crate::game::{Game, MatchRules, Seat};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::Serialize;
use serde_json::{json, Value};
use std::io::{BufRead, Write};
use thiserror::Error;

/// Why a message could not be answered. The bot prints it on stderr and exits non-zero.
#[derive(Debug, Error)]
pub enum ProtocolError {
    /// Not a JSON object, or a field missing or of the wrong type.
    #[error("malformed message: {0}")]
    Malformed(String),
    /// The message is well formed but describes an impossible position.
    #[error("inconsistent position: {0}")]
    Inconsistent(String),
    /// A protocol other than the one this bot speaks (the payload names both).
    #[error("unsupported protocol {0}")]
    Protocol(String),
    /// A message out of order: anything before `hello`, or a second `hello`.
    #[error("protocol error: {0}")]
    OutOfOrder(String),
    /// Rules this bot cannot play.
    #[error("unsupported rules: {0}")]
    Rules(String),
    /// Reading stdin or writing stdout failed.
    #[error("i/o: {0}")]
    Io(#[from] std::io::Error),
}

pub(crate) fn malformed(e: impl std::fmt::Display) -> ProtocolError {
    ProtocolError::Malformed(e.to_string())
}

pub(crate) fn inconsistent(e: impl std::fmt::Display) -> ProtocolError {
    ProtocolError::Inconsistent(e.to_string())
}

/// The games with a bot protocol, as `cardtable bot GAME` and `cardtable match GAME` name
/// them. A named form (docs/rules/euchre.md §14, sixty-six.md §15) that a protocol can carry
/// is the game of its messages (`hello.game`) and rides in `rules` as `"form"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ProtocolGame {
    /// Euchre, `euchre-arena/1`.
    Euchre,
    /// A four-handed Euchre form without the joker or calling for best (`euchre-32`,
    /// `euchre-32-7`: [`EUCHRE_PROTOCOL_FORMS`]), `euchre-arena/1` with `rules.form`.
    EuchreForm(&'static str),
    /// Sixty-six under the rule book's defaults, `sixty-six-bot/1`.
    SixtySix,
    /// 20-card Schnapsen (docs/rules/sixty-six.md §15.4 settings), `sixty-six-bot/1`.
    Schnapsen,
    /// The older three-handed Sixty-six (§15.3): each deal is a two-hand deal between the
    /// dealer's neighbours, `sixty-six-bot/1` with `rules.form` = `sixty-six-3`.
    SixtySix3,
    /// Sixty-three, `sixty-three-bot/1`.
    SixtyThree,
    /// A Euchre form of two or three seats, with the joker or calling for best
    /// ([`EUCHRE_OBSERVED_FORMS`]): `euchre-arena/1` in the observation notation
    /// ([`observed`]), `rules.form` naming it.
    EuchreObserved(&'static str),
    /// `sixty-six-4`, `sixty-six-throat-cut` or `sixty-six-team`: `sixty-six-bot/1` in the
    /// observation notation ([`observed`]), `rules.form` naming it.
    SixtySixObserved(crate::sixty_six_forms::Form),
}

/// The Euchre forms `euchre-arena/1` carries: four seats, the notation of the base game
/// (no joker, no calling for best), a bigger pack or hand.
pub const EUCHRE_PROTOCOL_FORMS: [&str; 2] = ["euchre-32", "euchre-32-7"];

/// The Euchre forms `euchre-arena/1` carries in the observation notation ([`observed`]):
/// two or three seats, the joker, calling for best, the Benny.
pub const EUCHRE_OBSERVED_FORMS: [&str; 4] = ["euchre-2", "euchre-3", "euchre-railroad", "euchre-british"];

impl ProtocolGame {
    /// Parses `euchre`, a Euchre form, `sixty-six`, `schnapsen`, a Sixty-six form or
    /// `sixty-three` (underscores accepted).
    pub fn parse(s: &str) -> Option<ProtocolGame> {
        let named = |forms: &[&'static str]| forms.iter().find(|&&f| f == s || f.replace('-', "_") == s).copied();
        match s {
            "euchre" => Some(ProtocolGame::Euchre),
            "sixty-six" | "sixty_six" => Some(ProtocolGame::SixtySix),
            "schnapsen" => Some(ProtocolGame::Schnapsen),
            "sixty-six-3" | "sixty_six_3" => Some(ProtocolGame::SixtySix3),
            "sixty-three" | "sixty_three" => Some(ProtocolGame::SixtyThree),
            _ => named(&EUCHRE_PROTOCOL_FORMS)
                .map(ProtocolGame::EuchreForm)
                .or_else(|| named(&EUCHRE_OBSERVED_FORMS).map(ProtocolGame::EuchreObserved))
                .or_else(|| crate::sixty_six_forms::Form::parse(s).map(ProtocolGame::SixtySixObserved)),
        }
    }

    /// The name used in `hello.game` (and, for a form, in `rules.form`).
    pub fn name(self) -> &'static str {
        match self {
            ProtocolGame::Euchre => "euchre",
            ProtocolGame::EuchreForm(f) => f,
            ProtocolGame::SixtySix => "sixty-six",
            ProtocolGame::Schnapsen => "schnapsen",
            ProtocolGame::SixtySix3 => "sixty-six-3",
            ProtocolGame::SixtyThree => "sixty-three",
            ProtocolGame::EuchreObserved(f) => f,
            ProtocolGame::SixtySixObserved(f) => f.name(),
        }
    }

    /// The named form this game is, if it is one (`rules.form` must then name it).
    pub fn form(self) -> Option<&'static str> {
        match self {
            ProtocolGame::EuchreForm(f) | ProtocolGame::EuchreObserved(f) => Some(f),
            ProtocolGame::SixtySix3 => Some("sixty-six-3"),
            ProtocolGame::SixtySixObserved(f) => Some(f.name()),
            _ => None,
        }
    }
}

/// Checks the `form` key of a `rules` object against the game a bot plays, and returns the
/// rules without it. A form must be named by a form's bot (`rules.form` of `euchre-32` is
/// `"euchre-32"`); a plain game's rules may name the game itself or nothing. Any other name
/// is refused with [`ProtocolError::Rules`] (`cardtable bot` exits 2), so an engine is never
/// checked against ours under rules it did not agree to.
pub fn strip_form(game: ProtocolGame, rules: &Value) -> Result<Value, ProtocolError> {
    let Some(obj) = rules.as_object() else { return Ok(rules.clone()) };
    let named = obj.get("form");
    let expected = game.form().unwrap_or(game.name());
    match named {
        None if game.form().is_some() => {
            return Err(ProtocolError::Rules(format!("rules.form missing: this bot plays the form {expected}")));
        }
        None => {}
        Some(Value::String(f)) if f == expected => {}
        Some(Value::String(f)) => {
            let known = ProtocolGame::parse(f).is_some()
                || crate::euchre::EuchreOptions::form(f).is_some()
                || crate::sixty_six_forms::Form::parse(f).is_some();
            let what = if known { "another form" } else { "an unknown form" };
            return Err(ProtocolError::Rules(format!("rules.form {:?} is {what}: this bot plays {expected}", excerpt(f))));
        }
        Some(other) => return Err(ProtocolError::Rules(format!("rules.form must be a form's name, got {other}"))),
    }
    let mut o = obj.clone();
    o.remove("form");
    Ok(Value::Object(o))
}

/// An action of a protocol's game.
pub type ActionOf<P> = <<P as BotProtocol>::Game as Game>::Action;

/// The options of a protocol's game.
pub type OptionsOf<P> = <<P as BotProtocol>::Game as Game>::Options;

/// What one game's bot protocol adds to the shared drivers: its messages and notation.
///
/// The bot side ([`serve`]) uses the first group — [`check_rules`](Self::check_rules),
/// [`state_from_decide`](Self::state_from_decide) and the reply's notation — and answers
/// `decide` with [`decide`](Self::decide). The table side ([`harness::run_match`]) uses the
/// second: the options it deals with, the `new_hand` / `decide` / `end_hand` messages built
/// from a [`Record`](Self::Record) of the hand, the reply's parse, the points of a hand.
/// The drivers own everything else: the line loop, `hello`, message order, seeds, processes,
/// timeouts, and the check of the message's legal list against the engine's.
pub trait BotProtocol {
    /// The engine whose positions the messages describe.
    type Game: HasBots;
    /// The hand's public record as the harness keeps it, to build `decide` and `end_hand`.
    type Record: Default;
    /// The protocol's name (`hello.protocol`).
    const PROTOCOL: &'static str;

    /// The game this value speaks for (Sixty-six and Schnapsen share a protocol).
    fn game(&self) -> ProtocolGame;

    /// Checks a `rules` object of `hello` or `new_hand`: `Err` if this bot cannot play them.
    fn check_rules(&self, rules: &Value) -> Result<(), ProtocolError>;

    /// Rebuilds a full position consistent with a `decide` message, and returns it with the
    /// message's legal list (not yet compared with the engine's).
    fn state_from_decide(&self, msg: &Value, rng: &mut ChaCha8Rng) -> Result<(Self::Game, Vec<ActionOf<Self>>), ProtocolError>;

    /// The seed of one decision's random choices, from the hand's `seed` and the message.
    /// Default: the seed mixed with the number of decisions in the message's record.
    fn decision_seed(&self, seed: u64, msg: &Value) -> u64 {
        decision_seed(seed, msg)
    }

    /// The match target the bot is told for a rebuilt position (the scores are 0-0).
    /// Default: the game's own target under the position's options.
    fn target(&self, g: &Self::Game) -> i32 {
        g.options().target()
    }

    /// A legal list as error messages show it. Default: the tokens as a JSON array.
    fn show(legal: &[ActionOf<Self>]) -> String {
        serde_json::to_string(legal).unwrap_or_default()
    }

    /// The reply line to a `decide` for the chosen action. Default: the action's token.
    fn reply(a: ActionOf<Self>) -> Result<Value, ProtocolError> {
        serde_json::to_value(a).map_err(malformed)
    }

    /// Answers one `decide`: rebuilds the position, checks the message's legal list is the
    /// engine's in the same order (else [`ProtocolError::Inconsistent`] showing both lists),
    /// and replies with the `level` bot's choice, told [`target`](Self::target) and scores
    /// 0-0 (every protocol plays one hand). The random choices are seeded by the hand's
    /// `seed` and the number of decisions already made.
    fn decide(&self, msg: &Value, level: BotKind, seed: u64) -> Result<Value, ProtocolError> {
        let mut rng = ChaCha8Rng::seed_from_u64(self.decision_seed(seed, msg));
        let (g, legal) = self.state_from_decide(msg, &mut rng)?;
        let me = g.to_move().unwrap_or(0);
        let mut ours = Vec::new();
        g.legal_actions(&mut ours);
        if ours != legal {
            let (theirs, ours) = (Self::show(&legal), Self::show(&ours));
            return Err(inconsistent(format!("the message's legal list {theirs} is not the engine's {ours} (same order)")));
        }
        let mut bot = crate::bots::make_bot::<Self::Game>(level);
        let ctx = crate::bots::MatchContext { scores: vec![0, 0], side: g.options().side_of(me), target: self.target(&g) };
        Self::reply(bot.choose(&g.observation(me), &ours, &ctx, &mut rng))
    }

    /// The options the harness deals every hand with.
    fn options(&self) -> OptionsOf<Self>;

    /// The `rules` object of `hello` for `o`. Default: the options as JSON.
    fn rules_json(o: &OptionsOf<Self>) -> Value {
        json!(o)
    }

    /// The `rules` object of the harness's `hello`: [`rules_json`](Self::rules_json), which
    /// a form's protocol extends with `"form"`.
    fn hello_rules(&self, o: &OptionsOf<Self>) -> Value {
        Self::rules_json(o)
    }

    /// The phase of `g` as the harness names it in its error messages.
    fn phase(&self, g: &Self::Game) -> String;

    /// The `new_hand` message for `seat` of a fresh hand `g`.
    fn new_hand_message(&self, hand_id: &str, g: &Self::Game, seat: Seat, seed: u64) -> Value;

    /// The `decide` message for the seat to move in `g`, whose record so far is `rec`.
    fn decide_message(&self, hand_id: &str, g: &Self::Game, rec: &Self::Record) -> Value;

    /// The `end_hand` message for `seat` of the finished hand `g`.
    fn end_hand_message(&self, hand_id: &str, g: &Self::Game, rec: &Self::Record, seat: Seat) -> Value;

    /// The legal action a bot's reply names; `Err` holds the legal tokens. Default: object
    /// tokens compared on `action`, `card` and `suit` only.
    fn parse_reply(&self, legal: &[ActionOf<Self>], reply: &Value) -> Result<ActionOf<Self>, Value> {
        let r = token_keys(reply);
        let list: Vec<Value> = legal.iter().map(|a| serde_json::to_value(a).unwrap_or(Value::Null)).collect();
        match list.iter().position(|t| *t == r) {
            Some(i) => Ok(legal[i]),
            None => Err(Value::Array(list)),
        }
    }

    /// Applies the legal action `a` to `g` and adds it to the record.
    fn record(&self, rec: &mut Self::Record, g: &mut Self::Game, a: ActionOf<Self>) -> Result<(), String>;

    /// The finished hand's points per scoring side ([`MatchRules::side_of`]).
    fn points(&self, g: &Self::Game) -> Vec<i32>;
}

/// `[points, -points]` seen from `winner`'s side, `[0, 0]` without a winner (zero-sum hands).
pub(crate) fn zero_sum(winner: Option<usize>, points: i32) -> Vec<i32> {
    winner.map_or(vec![0, 0], |w| {
        let mut t = vec![-points; 2];
        t[w] = points;
        t
    })
}

/// The name a value serializes to (a phase's `"play"`), empty if it is not a string.
pub(crate) fn serde_name(x: impl Serialize) -> String {
    serde_json::to_value(x).ok().and_then(|v| v.as_str().map(String::from)).unwrap_or_default()
}

/// The seed of one decision's random choices: the hand's seed mixed with the number of
/// decisions already made, so each decision of a hand draws fresh numbers.
fn decision_seed(seed: u64, msg: &Value) -> u64 {
    seed ^ ((msg["decisions"].as_array().map_or(0, |a| a.len()) as u64) << 40)
}

/// Runs the protocol loop of `game` on `input`/`output` until `bye` or end of input (see
/// [`serve`]).
pub fn run_bot(game: ProtocolGame, level: BotKind, input: impl BufRead, output: impl Write) -> Result<(), ProtocolError> {
    match game {
        ProtocolGame::Euchre => serve(&EuchreProtocol, level, input, output),
        ProtocolGame::EuchreForm(f) => serve(&EuchreFormProtocol(f), level, input, output),
        ProtocolGame::SixtySix | ProtocolGame::Schnapsen | ProtocolGame::SixtySix3 => serve(&SixtySixProtocol(game), level, input, output),
        ProtocolGame::SixtyThree => serve(&SixtyThreeProtocol, level, input, output),
        ProtocolGame::EuchreObserved(_) => serve(&ObservedProtocol::<crate::euchre::Euchre>::new(game), level, input, output),
        ProtocolGame::SixtySixObserved(_) => serve(&ObservedProtocol::<crate::sixty_six_forms::FormDeal>::new(game), level, input, output),
    }
}

/// The bot side of every protocol: reads `input` until `bye` or end of input, replies to
/// `hello` (once, first) and `decide`, reads the seed from `new_hand`, checks the `rules`
/// of both. Any malformed, inconsistent or out-of-order message ends the loop with an
/// error (the CLI prints it and exits 2).
pub fn serve<P: BotProtocol>(p: &P, level: BotKind, mut input: impl BufRead, mut output: impl Write) -> Result<(), ProtocolError> {
    let mut seed = 0u64;
    // The protocols: `hello` is the first line, and comes once.
    let mut greeted = false;
    let mut buf = Vec::new();
    while read_line_bounded(&mut input, &mut buf, MAX_LINE_BYTES)? {
        let line =
            std::str::from_utf8(&buf).map_err(|e| malformed(format!("not UTF-8 ({e}): {}", excerpt(&String::from_utf8_lossy(&buf)))))?;
        if line.trim().is_empty() {
            continue;
        }
        let msg = strict::parse(line).map_err(|e| malformed(format!("not JSON ({e}): {}", excerpt(line))))?;
        let kind = msg.get("type").and_then(Value::as_str).ok_or_else(|| malformed(format!("no type: {}", excerpt(line))))?;
        match kind {
            "hello" | "bye" => {}
            _ if !greeted => return Err(ProtocolError::OutOfOrder(format!("{kind} before hello (hello must be the first line)"))),
            _ => {}
        }
        match kind {
            "hello" => {
                if greeted {
                    return Err(ProtocolError::OutOfOrder("a second hello (hello comes once, as the first line)".into()));
                }
                greeted = true;
                if let Some(x) = msg.get("protocol").and_then(Value::as_str) {
                    if x != P::PROTOCOL {
                        return Err(ProtocolError::Protocol(format!("{:?} (this bot speaks {})", excerpt(x), P::PROTOCOL)));
                    }
                }
                if let Some(g) = msg.get("game").and_then(Value::as_str) {
                    if ProtocolGame::parse(g) != Some(p.game()) {
                        return Err(ProtocolError::Rules(format!("this bot plays {}, not {}", p.game().name(), excerpt(g))));
                    }
                }
                if let Some(r) = msg.get("rules") {
                    p.check_rules(r)?;
                }
                let name = format!("cardtable {} (level={})", env!("CARGO_PKG_VERSION"), level.name());
                writeln!(output, "{}", json!({"type": "hello", "protocol": P::PROTOCOL, "name": name}))?;
                output.flush()?;
            }
            "new_hand" => {
                seed = msg.get("seed").and_then(Value::as_u64).unwrap_or(0);
                if let Some(r) = msg.get("rules") {
                    p.check_rules(r)?;
                }
            }
            "decide" => {
                let reply = p.decide(&msg, level, seed)?;
                writeln!(output, "{reply}")?;
                output.flush()?;
            }
            "end_hand" => {}
            "bye" => break,
            other => return Err(malformed(format!("unknown message type {:?}", excerpt(other)))),
        }
    }
    Ok(())
}

/// The longest line a bot reads (1 MiB, newline excluded). The protocols' longest
/// messages (a Sixty-three `end_hand`) are a few kilobytes; a longer line is refused with
/// [`ProtocolError::Malformed`] before it is read whole.
pub const MAX_LINE_BYTES: usize = 1 << 20;

/// The most characters of an offending line an error message quotes.
pub const EXCERPT_CHARS: usize = 200;

/// A line as error messages quote it: whole if at most [`EXCERPT_CHARS`] characters, else
/// its first [`EXCERPT_CHARS`] characters and `… (N bytes)`.
pub fn excerpt(line: &str) -> String {
    match line.char_indices().nth(EXCERPT_CHARS) {
        None => line.to_string(),
        Some((end, _)) => format!("{}… ({} bytes)", &line[..end], line.len()),
    }
}

/// Reads one `\n`-terminated line into `buf` (without the `\n` or a `\r` before it),
/// holding at most `max` bytes: `Ok(false)` at end of input, [`ProtocolError::Malformed`] for
/// a longer line (the rest of it is not read).
pub fn read_line_bounded(input: &mut impl BufRead, buf: &mut Vec<u8>, max: usize) -> Result<bool, ProtocolError> {
    buf.clear();
    let mut any = false;
    loop {
        let chunk = input.fill_buf()?;
        if chunk.is_empty() {
            break;
        }
        any = true;
        let (take, done) = match chunk.iter().position(|&b| b == b'\n') {
            Some(i) => (i, true),
            None => (chunk.len(), false),
        };
        if buf.len() + take > max {
            let head: Vec<u8> = buf.iter().chain(chunk).take(EXCERPT_CHARS * 4).copied().collect();
            let head = String::from_utf8_lossy(&head);
            let shown: String = head.chars().take(EXCERPT_CHARS).collect();
            return Err(malformed(format!("a line longer than {max} bytes (the protocol's limit), starting {shown}…")));
        }
        buf.extend_from_slice(&chunk[..take]);
        input.consume(take + usize::from(done));
        if done {
            break;
        }
    }
    if buf.last() == Some(&b'\r') {
        buf.pop();
    }
    Ok(any)
}

/// Keeps only the keys of an action token that the protocols compare (`action`, `card`,
/// `suit`, and Sixty-three's string tokens as they are).
pub(crate) fn token_keys(v: &Value) -> Value {
    match v {
        Value::Object(o) => {
            let mut t = serde_json::Map::new();
            for k in ["action", "card", "suit"] {
                if let Some(x) = o.get(k) {
                    t.insert(k.to_string(), x.clone());
                }
            }
            Value::Object(t)
        }
        other => other.clone(),
    }
}

/// Parses an object action token (only `action`, `card`, `suit` count).
pub(crate) fn object_token<A: serde::de::DeserializeOwned>(v: &Value) -> Result<A, ProtocolError> {
    serde_json::from_value(token_keys(v)).map_err(|e| malformed(format!("bad action token {v}: {e}")))
}
