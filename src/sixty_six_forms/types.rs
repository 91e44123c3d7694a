//! The data of a deal of the trick forms: actions, phases, the public state, records of the
//! auction and the tricks, the result, a seat's observation and the public events. Bare `§`
//! numbers refer to `docs/rules/sixty-six.md`; R1…R13 to the readings of
//! `tests/fixtures/sixty-six-forms/README.md`.

use super::options::FormOptions;
use crate::cards::{Card, CardSet, Suit};
use crate::game::Seat;
use crate::words::Msg;
use serde::{Deserialize, Serialize, Serializer};

/// A decision. Serializes as the fixtures' tokens: `{"action":"play","card":"AS"}`,
/// `{"action":"bid","points":70}`, `{"action":"pass"}`, `{"action":"name_trump","suit":"H"}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, schemars::JsonSchema)]
#[serde(tag = "action", rename_all = "snake_case")]
pub enum FormAction {
    /// Lead or follow with a card.
    Play {
        /// The card played.
        card: Card,
    },
    /// Bid card points (§15.2, R9).
    Bid {
        /// The bid, `min_bid..=max_bid`, above every earlier bid.
        points: u8,
    },
    /// Pass in the auction.
    Pass,
    /// The high bidder names trump (R9).
    NameTrump {
        /// The trump suit.
        suit: Suit,
    },
}

impl<'de> serde::Deserialize<'de> for FormAction {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        const VARIANTS: &[&str] = &["play", "bid", "pass", "name_trump"];
        let mut t = crate::tagged::Tagged::read(d)?;
        Ok(match t.tag.as_str() {
            "play" => Self::Play { card: t.field("card")? },
            "bid" => Self::Bid { points: t.field("points")? },
            "pass" => Self::Pass,
            "name_trump" => Self::NameTrump { suit: t.field("suit")? },
            _ => return Err(t.unknown(VARIANTS)),
        })
    }
}

/// Where a deal stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Bidding, once each clockwise from the dealer's left (R9).
    Auction,
    /// The high bidder names trump.
    Trump,
    /// Tricks.
    Play,
    /// Scored (or void).
    Over,
}

impl Phase {
    /// The phase's word (a message sub-key).
    pub fn word(self) -> &'static str {
        match self {
            Phase::Auction => "auction",
            Phase::Trump => "trump",
            Phase::Play => "play",
            Phase::Over => "over",
        }
    }
}

/// One call of the auction: a bid, or a pass when `bid` is `None`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct Call {
    /// Who spoke.
    pub seat: Seat,
    /// The bid, `None` for a pass.
    pub bid: Option<u8>,
}

/// A card played to a trick.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct Play {
    /// Who played it.
    pub seat: Seat,
    /// The card.
    pub card: Card,
}

/// A finished trick.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct TrickRecord {
    /// Who led.
    pub leader: Seat,
    /// The cards in play order.
    pub plays: Vec<Play>,
    /// Who won it.
    pub winner: Seat,
    /// The trick's own card points.
    pub card_points: u16,
    /// The widow's points, credited to the winner of trick 1 (throat cut, R11).
    pub widow_points: u16,
    /// 10 on the last trick.
    pub bonus: u16,
}

/// Why a deal scored as it did (the fixtures' `reason`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Reason {
    /// §15.1: the side with 66 or more.
    #[serde(rename = "side_66")]
    Side66,
    /// 65–65: nobody scores (R6).
    #[serde(rename = "tie_65")]
    Tie65,
    /// The bidder reached the bid.
    Made,
    /// The bidder fell short: each opponent scores.
    Set,
    /// Everybody passed: a void deal.
    AllPassed,
}

/// The 1/2/3 basis (the fixtures' `basis`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, schemars::JsonSchema)]
pub enum Basis {
    /// 66–99: 1.
    From66To99,
    /// 100–129 (exactly 100 per `exactly_100`): 2.
    From100To129,
    /// Every trick: 3.
    AllTricks,
    /// 65–65.
    Tie65,
    /// The bidder was set.
    Set,
    /// Everybody passed.
    AllPassed,
}

impl Basis {
    /// The fixtures' word (`66_99` …).
    pub fn word(self) -> &'static str {
        match self {
            Basis::From66To99 => "66_99",
            Basis::From100To129 => "100_129",
            Basis::AllTricks => "all_tricks",
            Basis::Tie65 => "tie_65",
            Basis::Set => "set",
            Basis::AllPassed => "all_passed",
        }
    }
}

impl Serialize for Basis {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.word())
    }
}

/// Reads [`Basis::word`] back.
impl<'de> Deserialize<'de> for Basis {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        const ALL: [Basis; 6] = [Basis::From66To99, Basis::From100To129, Basis::AllTricks, Basis::Tie65, Basis::Set, Basis::AllPassed];
        let w = String::deserialize(d)?;
        ALL.into_iter()
            .find(|b| b.word() == w)
            .ok_or_else(|| serde::de::Error::unknown_variant(&w, &["66_99", "100_129", "all_tricks", "tie_65", "set", "all_passed"]))
    }
}

/// A read-back result's summary: the sentence is not on the wire (the protocols' results
/// carry their facts, not the page's words).
fn no_summary() -> Msg {
    Msg::new("hand_over")
}

/// The score of a finished deal (the fixtures' `result`), per scoring unit (team or seat).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct FormResult {
    /// The unit that scored, `None` for `tie_65`, `set` and `all_passed`.
    pub winner: Option<usize>,
    /// Game points scored (for `set`, what each opponent scores).
    pub game_points: u8,
    /// Why.
    pub reason: Reason,
    /// The 1/2/3 basis.
    pub basis: Basis,
    /// The high bidder (auction forms).
    pub bidder: Option<Seat>,
    /// The winning bid.
    pub bid: Option<u8>,
    /// Final totals: card points + widow + last trick.
    pub totals: Vec<u16>,
    /// Card points won in tricks.
    pub card_points: Vec<u16>,
    /// The widow's points (throat cut).
    pub widow_points: Vec<u16>,
    /// The last-trick 10.
    pub last_trick_bonus: Vec<u16>,
    /// Tricks won.
    pub tricks_won: Vec<u8>,
    /// Tricks played.
    pub tricks_played: u8,
    /// Game points per unit from this deal (no carried bonus).
    pub award: Vec<u8>,
    /// One sentence for the end-of-deal summary.
    #[schemars(skip)]
    #[serde(skip, default = "no_summary")]
    pub summary: Msg,
}

/// What everybody at the table may know.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct FormPublic {
    /// The rules.
    pub options: FormOptions,
    /// The dealer.
    pub dealer: Seat,
    /// The phase.
    pub phase: Phase,
    /// The seat to act (meaningless once over).
    pub turn: Seat,
    /// Trump, once set.
    pub trump: Option<Suit>,
    /// §15.1: the dealer's last card, shown (it stays in the dealer's hand).
    pub trump_card: Option<Card>,
    /// The auction so far.
    pub auction: Vec<Call>,
    /// The high bidder so far.
    pub bidder: Option<Seat>,
    /// The high bid so far.
    pub bid: Option<u8>,
    /// Who led the current trick.
    pub leader: Seat,
    /// The current trick's cards.
    pub trick: Vec<Play>,
    /// Finished tricks.
    pub tricks: Vec<TrickRecord>,
    /// Card points (with widow and bonus) per unit so far.
    pub totals: Vec<u16>,
    /// Tricks per unit so far.
    pub tricks_won: Vec<u8>,
    /// Cards each seat holds.
    pub held: Vec<u8>,
    /// Cards each seat has shown it cannot hold (voids and cards it could not beat with,
    /// read from strict play): the search's sampling constraint.
    pub excluded: Vec<CardSet>,
    /// The widow's cards, shown once trick 1 is won (throat cut; this engine's reading:
    /// the winner takes the widow and its points are counted in view of all).
    pub widow: Option<CardSet>,
    /// The result, once over.
    pub result: Option<FormResult>,
}

impl FormPublic {
    /// The seat after `s`, clockwise.
    pub fn next(&self, s: Seat) -> Seat {
        (s + 1) % self.options.players as usize
    }

    /// Every card played so far (finished tricks and the current one).
    pub fn played(&self) -> CardSet {
        let mut s: CardSet = self.trick.iter().map(|p| p.card).collect();
        for t in &self.tricks {
            s |= t.plays.iter().map(|p| p.card).collect();
        }
        s
    }
}

/// What one seat may know: the public state and its own hand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct FormObservation {
    /// The observer.
    pub seat: Seat,
    /// The public state.
    pub public: FormPublic,
    /// The observer's hand.
    pub hand: CardSet,
}

/// A public happening to animate.
#[derive(Clone, Debug, PartialEq, Serialize, schemars::JsonSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum FormEvent {
    /// A new deal.
    Deal {
        /// The dealer.
        dealer: Seat,
        /// Cards to each player.
        hand_size: u8,
        /// Widow cards set aside face down.
        widow: u8,
        /// §15.1: the dealer's last card, shown.
        trump_card: Option<Card>,
        /// Trump, if already set.
        trump: Option<Suit>,
    },
    /// A bid or a pass.
    Call {
        /// Who.
        seat: Seat,
        /// The bid, `None` for a pass.
        bid: Option<u8>,
    },
    /// Trump named.
    Trump {
        /// The high bidder.
        seat: Seat,
        /// The suit.
        suit: Suit,
    },
    /// A card played.
    Play {
        /// Who.
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// A trick taken.
    Trick {
        /// The winner.
        winner: Seat,
        /// Its card points (widow and bonus included).
        points: u16,
    },
    /// The winner of trick 1 takes the widow's points (throat cut, R11).
    Widow {
        /// Who.
        seat: Seat,
        /// The widow's cards.
        cards: CardSet,
        /// Their points.
        points: u16,
    },
    /// The deal is scored.
    Scored {
        /// The result.
        result: Box<FormResult>,
    },
}
