//! Message keys and parameters: the one vocabulary of every sentence the engine has to say
//! (refusals, hint reasons, hand summaries, protocol errors).
//!
//! The engine never builds a display sentence by hand: it returns a [`Msg`], a stable key
//! (`"must_follow_suit"`, `"euchre.hint.lead_trump"`) and typed parameters (a card, a suit,
//! a number, a seat). The page renders it in the player's language from its catalogue;
//! [`Msg::english`] renders the English one here, for the CLI, the protocols and for the
//! `message` that errors carry. Card, suit, seat and team names are defined once, below;
//! each game's sentences are in `words/<game>.rs`. This module depends on nothing but
//! `cards`, so every layer (rules, bots, table, protocols) can use it.

// The English sentences are the CLI's (and the native tests'): the wasm, built without the
// `cli` feature, leaves them out (about 10 KB gzip a game) and the page renders every
// message from its catalogues.
#[cfg(feature = "cli")]
pub mod euchre;
#[cfg(feature = "cli")]
pub mod sixty_six;
#[cfg(feature = "cli")]
pub mod sixty_six_forms;
#[cfg(feature = "cli")]
pub mod sixty_three;

use crate::cards::{Card, CardSet, Suit};
use serde::ser::SerializeMap;
use serde::{Serialize, Serializer};
use std::fmt;

/// One parameter of a message.
///
/// On the wire: a card as its code (`"JH"`, `"XJ"`), a set of cards as a list of codes, a
/// suit as its letter (`"H"`), a number as a number, a word as a string (a sub-key such as
/// a phase name, itself translated by the page).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Param {
    /// A card.
    Card(Card),
    /// Several cards.
    Cards(CardSet),
    /// A suit.
    Suit(Suit),
    /// A number (points, a count, a bid, a seat).
    Int(i64),
    /// A fixed word or sub-key (`"bid"`, `"play"`, `"left_bower"`).
    Word(&'static str),
    /// A value the player or a program supplied (a seat kind, a game name, a deal code, a
    /// parser's complaint about the input), quoted as it is — never an engine sentence.
    Text(String),
    /// A message inside a message (a hand's summary inside a note about it).
    Msg(Box<Msg>),
}

impl Serialize for Param {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Param::Card(c) => c.serialize(s),
            Param::Cards(cs) => cs.serialize(s),
            Param::Suit(x) => x.serialize(s),
            Param::Int(n) => s.serialize_i64(*n),
            Param::Word(w) => s.serialize_str(w),
            Param::Text(t) => s.serialize_str(t),
            Param::Msg(m) => m.serialize(s),
        }
    }
}

impl From<Card> for Param {
    fn from(c: Card) -> Self {
        Param::Card(c)
    }
}
impl From<CardSet> for Param {
    fn from(c: CardSet) -> Self {
        Param::Cards(c)
    }
}
impl From<Suit> for Param {
    fn from(s: Suit) -> Self {
        Param::Suit(s)
    }
}
impl From<Msg> for Param {
    fn from(m: Msg) -> Self {
        Param::Msg(Box::new(m))
    }
}
impl From<&'static str> for Param {
    fn from(w: &'static str) -> Self {
        Param::Word(w)
    }
}
macro_rules! int_param {
    ($($t:ty),*) => {$(
        impl From<$t> for Param {
            fn from(n: $t) -> Self {
                Param::Int(n as i64)
            }
        }
    )*};
}
int_param!(i32, i64, u8, u16, u32, usize);

/// A message: a stable key and named parameters. Serializes as
/// `{"key": "...", "params": {"name": value, ...}}`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Msg {
    /// The catalogue key, `snake_case`, game-specific keys prefixed with the game
    /// (`euchre.`, `sixty_six.`, `sixty_three.`).
    pub key: &'static str,
    /// Named parameters, in the order the sentence uses them.
    pub params: Vec<(&'static str, Param)>,
}

impl Serialize for Msg {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(Some(2))?;
        m.serialize_entry("key", self.key)?;
        m.serialize_entry("params", &Params(&self.params))?;
        m.end()
    }
}

struct Params<'a>(&'a [(&'static str, Param)]);

impl Serialize for Params<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(Some(self.0.len()))?;
        for (k, v) in self.0 {
            m.serialize_entry(k, v)?;
        }
        m.end()
    }
}

impl Msg {
    /// A message without parameters.
    pub fn new(key: &'static str) -> Msg {
        Msg { key, params: Vec::new() }
    }

    /// Adds a parameter (builder style).
    pub fn with(mut self, name: &'static str, value: impl Into<Param>) -> Msg {
        self.params.push((name, value.into()));
        self
    }

    /// The parameter called `name`.
    pub fn param(&self, name: &str) -> Option<&Param> {
        self.params.iter().find(|(k, _)| *k == name).map(|(_, v)| v)
    }

    /// The card parameter `name` (the joker if missing, which a well-formed message never is).
    pub fn card(&self, name: &str) -> Card {
        match self.param(name) {
            Some(Param::Card(c)) => *c,
            _ => Card::JOKER,
        }
    }

    /// The card-set parameter `name` (empty if missing).
    pub fn cards(&self, name: &str) -> CardSet {
        match self.param(name) {
            Some(Param::Cards(c)) => *c,
            Some(Param::Card(c)) => CardSet::single(*c),
            _ => CardSet::EMPTY,
        }
    }

    /// The suit parameter `name` (clubs if missing).
    pub fn suit(&self, name: &str) -> Suit {
        match self.param(name) {
            Some(Param::Suit(s)) => *s,
            _ => Suit::Clubs,
        }
    }

    /// The number parameter `name` (0 if missing).
    pub fn int(&self, name: &str) -> i64 {
        match self.param(name) {
            Some(Param::Int(n)) => *n,
            _ => 0,
        }
    }

    /// The supplied-text parameter `name` (empty if missing).
    pub fn text(&self, name: &str) -> &str {
        match self.param(name) {
            Some(Param::Text(t)) => t,
            Some(Param::Word(w)) => w,
            _ => "",
        }
    }

    /// The English rendering of the message parameter `name` (empty if missing).
    pub fn sub(&self, name: &str) -> String {
        match self.param(name) {
            Some(Param::Msg(m)) => m.english(),
            _ => String::new(),
        }
    }

    /// The word parameter `name` (empty if missing).
    pub fn word(&self, name: &str) -> &'static str {
        match self.param(name) {
            Some(Param::Word(w)) => w,
            _ => "",
        }
    }

    /// The English sentence for this message.
    pub fn english(&self) -> String {
        english(self)
    }
}

impl fmt::Display for Msg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.english())
    }
}

/// The English catalogue: every key the engine uses. A key nobody knows renders as itself,
/// so a missing entry shows up in tests rather than as an empty string.
#[cfg(feature = "cli")]
pub fn english(m: &Msg) -> String {
    if let Some(s) = common_english(m) {
        return s;
    }
    if let Some(s) = euchre::english(m) {
        return s;
    }
    if let Some(s) = sixty_six::english(m) {
        return s;
    }
    if let Some(s) = sixty_six_forms::english(m) {
        return s;
    }
    if let Some(s) = sixty_three::english(m) {
        return s;
    }
    m.key.to_string()
}

/// Without the `cli` feature (the wasm) there is no English catalogue: every message renders
/// as its key (the page renders it from its catalogues; the English fields are not sent).
#[cfg(not(feature = "cli"))]
pub fn english(m: &Msg) -> String {
    m.key.to_string()
}

/// Keys shared by every game.
#[cfg(feature = "cli")]
fn common_english(m: &Msg) -> Option<String> {
    Some(match m.key {
        "hand_over" => "The hand is over.".into(),
        "only_choice" => "It is the only legal choice.".into(),
        "not_your_turn" => "It is not your turn: wait for the other players.".into(),
        "hint_not_your_turn" => "A hint is for the player to move.".into(),
        "claim_not_proven" => "The rest of the hand can still go otherwise: no claim.".into(),
        "nobody_to_move" => "Nobody is to move.".into(),
        "human_to_move" => "A human is to move.".into(),
        "levels_only" => "Only the computer players' levels can change during a game.".into(),
        "team.us_partner" => "You & partner".into(),
        "team.you" => "You".into(),
        "team.opponents" => "Opponents".into(),
        "team.opponent" => "Opponent".into(),
        "team.player" => format!("Player {}", m.int("n")),
        "internal" => format!("internal error: {}", m.text("detail")),
        "summary_with_carry" => format!("{} +{} carried from an earlier drawn hand.", m.sub("summary"), m.int("carried")),
        "table.seat_count" => format!("this game needs {} seats, got {}", m.int("need"), m.int("got")),
        "table.unknown_seat_kind" => {
            format!("unknown seat kind {:?}: use human, random, beginner, club, strong, expert or pimc", m.text("kind"))
        }
        "table.options_not_object" => "options must be an object of option names and values".into(),
        "table.bad_options" => format!("bad options: {}", m.text("detail")),
        "table.not_an_action" => format!("not an action: {}", m.text("detail")),
        "table.unknown_game" => format!("unknown game {:?}", m.text("game")),
        "table.bad_input" => format!("{}: {}", m.text("what"), m.text("detail")),
        "table.save_version" => "not a version-1 table save".into(),
        "table.save_no_session" => "no session".into(),
        "table.save_unknown_game" => "unknown game in save".into(),
        "session.hand_not_over" => "The hand is not over yet.".into(),
        "session.game_over" => "The game is over: start a new game.".into(),
        "session.bad_deal_code" => {
            format!("bad deal code {:?}: expected GAME-SEED-HAND-DEALER, e.g. euchre-1A2B3C4D-0-3", m.text("code"))
        }
        "session.bad_save" => format!("bad save: {}", m.text("detail")),
        "hint.search_best" => format!("The expert's search rates {} best here.", m.text("action")),
        "table.bad_save" => m.text("detail").to_string(),
        _ => return None,
    })
}

/// Why a trick's winning card took it (`<game>.trick.<kind>`, params `card` and the led
/// `suit`), as the end of "West won the trick with the J♣ — the right bower, …" (the page names the seat).
pub fn trick_why_english(kind: &str, m: &Msg, name: impl Fn(Card) -> String) -> Option<String> {
    let card = name(m.card("card"));
    Some(match kind {
        "right_bower" => format!("won the trick with the {card} — the right bower, the highest trump"),
        "left_bower" => format!("won the trick with the {card} — the left bower, the second-highest trump"),
        "highest_trump" => format!("won the trick with the {card} — the highest trump played"),
        "highest_of_led" => {
            format!("won the trick with the {card} — the highest of the {} led, and no trump played", suit_name(m.suit("suit")))
        }
        _ => return None,
    })
}

/// A card's English name for sentences: `J♥`, `10♣`, `Joker` (the notation of the page).
pub fn card_name(c: Card) -> String {
    c.pretty()
}

/// A suit's plural English name: `hearts`.
pub fn suit_name(s: Suit) -> &'static str {
    s.name()
}

/// A suit's name with a capital: `Hearts`.
pub fn suit_title(s: Suit) -> String {
    capitalize(s.name())
}

/// The first letter in upper case.
pub fn capitalize(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

/// `n` with the singular or plural noun: `1 trick`, `3 tricks`.
pub fn count(n: i64, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn msg_serializes_key_and_params() {
        let m = Msg::new("must_follow_suit").with("suit", Suit::Hearts).with("card", Card::JOKER).with("n", 3);
        assert_eq!(serde_json::to_string(&m).unwrap(), r#"{"key":"must_follow_suit","params":{"suit":"H","card":"XJ","n":3}}"#);
        assert_eq!(m.suit("suit"), Suit::Hearts);
        assert_eq!(m.int("n"), 3);
    }

    #[test]
    fn unknown_key_renders_as_itself() {
        assert_eq!(Msg::new("no.such.key").english(), "no.such.key");
        assert_eq!(Msg::new("hand_over").english(), "The hand is over.");
        assert_eq!(count(1, "trick", "tricks"), "1 trick");
        assert_eq!(count(2, "trick", "tricks"), "2 tricks");
    }
}
