//! The bot-program protocols: one JSON object per line on stdin, one reply line per
//! `hello` and `decide` on stdout, logs on stderr.
//!
//! - [`euchre`]: `euchre-arena/1` (`docs/protocol/euchre-bot-protocol.md`).
//! - [`sixty_six`]: `sixty-six-bot/1` for Sixty-six and 20-card Schnapsen
//!   (`docs/protocol/sixty-six-bot-protocol.md`).
//! - [`sixty_three`]: `sixty-three-bot/1` (`docs/protocol/sixty-three-bot-protocol.md`).
//! - [`harness`]: the reference match runner (`cardtable match`): two bot programs over
//!   duplicate deals, every reply checked against the engine's legal actions.
//!
//! A `decide` message is the seat's whole observation. The bot rebuilds a full state with
//! the same observation — its own cards, the public record replayed through the engine, the
//! unseen cards dealt at random where they may be — checks that the engine's legal list
//! equals the message's, then asks the chosen level. Nothing is carried from one hand to
//! the next; the hand's `seed` seeds every random choice.

pub mod euchre;
pub mod harness;
pub mod sixty_six;
pub mod sixty_three;

pub use euchre::{decide, run_euchre_bot, state_from_decide, EUCHRE_PROTOCOL};

use crate::bots::BotKind;
use crate::game::MatchRules;
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
/// them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ProtocolGame {
    /// Euchre, `euchre-arena/1`.
    Euchre,
    /// Sixty-six under the rule book's defaults, `sixty-six-bot/1`.
    SixtySix,
    /// 20-card Schnapsen (docs/rules/sixty-six.md §15.4 settings), `sixty-six-bot/1`.
    Schnapsen,
    /// Sixty-three, `sixty-three-bot/1`.
    SixtyThree,
}

impl ProtocolGame {
    /// Parses `euchre`, `sixty-six`, `schnapsen` or `sixty-three` (underscores accepted).
    pub fn parse(s: &str) -> Option<ProtocolGame> {
        match s {
            "euchre" => Some(ProtocolGame::Euchre),
            "sixty-six" | "sixty_six" => Some(ProtocolGame::SixtySix),
            "schnapsen" => Some(ProtocolGame::Schnapsen),
            "sixty-three" | "sixty_three" => Some(ProtocolGame::SixtyThree),
            _ => None,
        }
    }

    /// The name used in `hello.game`.
    pub fn name(self) -> &'static str {
        match self {
            ProtocolGame::Euchre => "euchre",
            ProtocolGame::SixtySix => "sixty-six",
            ProtocolGame::Schnapsen => "schnapsen",
            ProtocolGame::SixtyThree => "sixty-three",
        }
    }

    /// The protocol's name (`hello.protocol`).
    pub fn protocol(self) -> &'static str {
        match self {
            ProtocolGame::Euchre => EUCHRE_PROTOCOL,
            ProtocolGame::SixtySix | ProtocolGame::Schnapsen => sixty_six::PROTOCOL,
            ProtocolGame::SixtyThree => sixty_three::PROTOCOL,
        }
    }

    /// Checks a `rules` object of `hello` or `new_hand`: `Err` if this bot cannot play them.
    fn check_rules(self, rules: &Value) -> Result<(), ProtocolError> {
        match self {
            ProtocolGame::Euchre => euchre::check_rules(rules),
            ProtocolGame::SixtySix | ProtocolGame::Schnapsen => sixty_six::options_from(self, rules).map(|_| ()),
            ProtocolGame::SixtyThree => sixty_three::options_from(rules).map(|_| ()),
        }
    }

    /// Answers one `decide` message: a legal action token.
    pub fn decide(self, msg: &Value, level: BotKind, seed: u64) -> Result<Value, ProtocolError> {
        match self {
            ProtocolGame::Euchre => euchre::decide(msg, level, seed),
            ProtocolGame::SixtySix | ProtocolGame::Schnapsen => sixty_six::decide(self, msg, level, seed),
            ProtocolGame::SixtyThree => sixty_three::decide(msg, level, seed),
        }
    }
}

/// The `level` bot's choice for the seat to move in `g`, a position rebuilt from a `decide`
/// message, once the message's `legal` list is checked to be the engine's in the same order
/// (else [`ProtocolError::Inconsistent`] showing both lists with `show`). `target` is the match
/// target the bot is told; the scores are 0-0, as every protocol plays one hand.
pub(crate) fn choose_checked<G: crate::bots::HasBots>(
    g: &G,
    legal: &[G::Action],
    level: BotKind,
    target: i32,
    show: impl Fn(&[G::Action]) -> String,
    rng: &mut rand_chacha::ChaCha8Rng,
) -> Result<G::Action, ProtocolError> {
    let me = g.to_move().unwrap_or(0);
    let mut ours = Vec::new();
    g.legal_actions(&mut ours);
    if ours != legal {
        return Err(inconsistent(format!("the message's legal list {} is not the engine's {} (same order)", show(legal), show(&ours))));
    }
    let mut bot = crate::bots::make_bot::<G>(level);
    let ctx = crate::bots::MatchContext { scores: vec![0, 0], side: g.options().side_of(me), target };
    Ok(bot.choose(&g.observation(me), &ours, &ctx, rng))
}

/// The seed of one decision's random choices: the hand's seed mixed with the number of
/// decisions already made, so each decision of a hand draws fresh numbers.
pub(crate) fn decision_seed(seed: u64, msg: &Value) -> u64 {
    seed ^ ((msg["decisions"].as_array().map_or(0, |a| a.len()) as u64) << 40)
}

/// Runs the protocol loop of `game` on `input`/`output` until `bye` or end of input:
/// replies to `hello` and `decide`, reads the seed from `new_hand`. Any malformed or
/// inconsistent message ends the loop with an error (the CLI prints it and exits 2).
pub fn run_bot(game: ProtocolGame, level: BotKind, input: impl BufRead, mut output: impl Write) -> Result<(), ProtocolError> {
    let mut seed = 0u64;
    // The protocols: `hello` is the first line, and comes once.
    let mut greeted = false;
    for line in input.lines() {
        let line = line?;
        if line.trim().is_empty() {
            continue;
        }
        let msg: Value = serde_json::from_str(&line).map_err(|e| malformed(format!("not JSON ({e}): {line}")))?;
        let kind = msg.get("type").and_then(Value::as_str).ok_or_else(|| malformed(format!("no type: {line}")))?;
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
                if let Some(p) = msg.get("protocol").and_then(Value::as_str) {
                    if p != game.protocol() {
                        return Err(ProtocolError::Protocol(format!("{p:?} (this bot speaks {})", game.protocol())));
                    }
                }
                if let Some(g) = msg.get("game").and_then(Value::as_str) {
                    if ProtocolGame::parse(g) != Some(game) {
                        return Err(ProtocolError::Rules(format!("this bot plays {}, not {g}", game.name())));
                    }
                }
                if let Some(r) = msg.get("rules") {
                    game.check_rules(r)?;
                }
                let name = format!("cardtable {} (level={})", env!("CARGO_PKG_VERSION"), level.name());
                writeln!(output, "{}", json!({"type": "hello", "protocol": game.protocol(), "name": name}))?;
                output.flush()?;
            }
            "new_hand" => {
                seed = msg.get("seed").and_then(Value::as_u64).unwrap_or(0);
                if let Some(r) = msg.get("rules") {
                    game.check_rules(r)?;
                }
            }
            "decide" => {
                let reply = game.decide(&msg, level, seed)?;
                writeln!(output, "{reply}")?;
                output.flush()?;
            }
            "end_hand" => {}
            "bye" => break,
            other => return Err(malformed(format!("unknown message type {other:?}"))),
        }
    }
    Ok(())
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
