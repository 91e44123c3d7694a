//! The data of a Sixty-six deal: actions, events, stages, the public state and a seat's
//! observation, with their small helpers. Bare `§` numbers in this module refer to
//! `docs/rules/sixty-six.md`.

use super::options::SixtySixOptions;
use super::score::{Closing, Marriage, SixtySixResult};
use super::SixtySix;
use crate::cards::{rank as r, Card, CardSet, Suit};
use crate::game::Seat;
use serde::{Deserialize, Serialize};

/// Whose decision the deal waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Stage {
    /// The leader's turn (§4): exchange, close, declare, or lead (maybe a marriage).
    Lead,
    /// The follower plays a card (§8).
    Follow,
    /// `close_before_drawing` only: the trick winner closes before drawing, or draws (§7.2).
    CloseOrDraw,
    /// Both hands are empty: the last-trick winner declares or passes (§12.1, §12.2).
    Final,
    /// The deal is scored.
    Over,
}

/// A decision. Serializes as the fixture tokens (README of `tests/fixtures/sixty-six`):
/// `{"action":"play","card":"AS"}`, `{"action":"marriage","card":"QH","suit":"H"}`,
/// `{"action":"marriage_declare","suit":"H"}`, `{"action":"exchange_trump","card":"9S"}`,
/// `{"action":"close"}`, `{"action":"declare"}`, `{"action":"pass"}`, and
/// `{"action":"draw"}` (only with `close_before_drawing`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, schemars::JsonSchema)]
#[serde(tag = "action", rename_all = "snake_case")]
pub enum SixtySixAction {
    /// Lead or follow with a card.
    Play {
        /// The card played.
        card: Card,
    },
    /// Announce the K+Q of `suit` and lead `card` (the K or the Q) (§6.2).
    Marriage {
        /// The card led: the king or the queen of `suit`.
        card: Card,
        /// The marriage's suit.
        suit: Suit,
    },
    /// Show the K+Q of `suit` and declare at once; no card is led (§6.5).
    MarriageDeclare {
        /// The marriage's suit.
        suit: Suit,
    },
    /// Give the 9 of trumps (the jack with 20 cards) for the face-up card (§5).
    ExchangeTrump {
        /// The 9 (or jack) of trumps.
        card: Card,
    },
    /// Close the stock (§7).
    Close,
    /// Declare out, "66" (§12.1).
    Declare,
    /// After the last trick: end the deal without declaring (§12.2).
    Pass,
    /// `close_before_drawing`: do not close now; both players draw (§7.2).
    Draw,
}

/// The JSON object form (see [`crate::tagged`]: the same objects the derive read).
impl<'de> serde::Deserialize<'de> for SixtySixAction {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        const VARIANTS: &[&str] = &["play", "marriage", "marriage_declare", "exchange_trump", "close", "declare", "pass", "draw"];
        let mut t = crate::tagged::Tagged::read(d)?;
        Ok(match t.tag.as_str() {
            "play" => Self::Play { card: t.field("card")? },
            "marriage" => Self::Marriage { card: t.field("card")?, suit: t.field("suit")? },
            "marriage_declare" => Self::MarriageDeclare { suit: t.field("suit")? },
            "exchange_trump" => Self::ExchangeTrump { card: t.field("card")? },
            "close" => Self::Close,
            "declare" => Self::Declare,
            "pass" => Self::Pass,
            "draw" => Self::Draw,
            _ => return Err(t.unknown(VARIANTS)),
        })
    }
}

/// A happening for the page to animate, in order. Public information only: a card drawn
/// from the face-down stock is never named (only the face-up card is).
#[derive(Clone, Debug, PartialEq, Serialize, schemars::JsonSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum SixtySixEvent {
    /// A new deal (§2).
    Deal {
        /// The dealer.
        dealer: Seat,
        /// The non-dealer, who leads first.
        elder: Seat,
        /// The face-up trump card.
        trump_card: Card,
        /// Trump.
        trump: Suit,
        /// Cards in the stock, face-up card included.
        stock_count: u8,
        /// Cards dealt to each player.
        hand_size: u8,
    },
    /// The 9 (or jack) of trumps was exchanged for the face-up card (§5).
    Exchange {
        /// Who exchanged.
        seat: Seat,
        /// The card now face up.
        gave: Card,
        /// The card taken into hand.
        took: Card,
    },
    /// The stock was closed (§7).
    Close {
        /// The closer.
        seat: Seat,
        /// Closed before drawing (`close_before_drawing`).
        before_drawing: bool,
    },
    /// A marriage was shown (§6).
    Marriage {
        /// The announcer.
        seat: Seat,
        /// Its suit.
        suit: Suit,
        /// The king and the queen.
        cards: [Card; 2],
        /// 20, or 40 in trumps.
        points: u16,
        /// True if it counts at once; false if pending (§6.3).
        counted: bool,
    },
    /// Pending marriage points started to count: the announcer won a trick (§6.3).
    MarriageCounted {
        /// The announcer.
        seat: Seat,
        /// Points now counted.
        points: u16,
    },
    /// A card was played.
    Play {
        /// Who.
        seat: Seat,
        /// What.
        card: Card,
    },
    /// A trick is complete (§9).
    Trick {
        /// The trick's number, 1-based.
        no: u8,
        /// The leader.
        leader: Seat,
        /// The winner, who leads next.
        winner: Seat,
        /// The card led.
        lead: Card,
        /// The card that followed.
        follow: Card,
        /// Card points of the two cards.
        points: u16,
        /// The last-trick bonus given with this trick (§11), else 0.
        bonus: u16,
        /// Tricks won per seat after this one.
        tricks_won: [u8; 2],
        /// Why the winning card took the trick (`<game>.trick.right_bower`, `left_bower`,
        /// `highest_trump`, `highest_of_led`; params `card`, `suit` the suit led).
        why: crate::words::Msg,
        /// The same in English, for the page.
        /// Only with the `cli` feature: the wasm has no English and leaves it out (the page
        /// renders the message from its catalogue).
        #[cfg_attr(not(feature = "cli"), serde(skip_serializing))]
        why_text: String,
    },
    /// A player drew from the stock (§10). `face_up` names the card only when it was the
    /// face-up card, which both players saw; other draws stay secret.
    Draw {
        /// Who drew.
        seat: Seat,
        /// The face-up card, if that was the card drawn.
        face_up: Option<Card>,
    },
    /// The stock is used up: strict play from now on (§10.2).
    StockExhausted,
    /// A player declared out (§12.1), or was deemed to (`auto_declare`).
    Declare {
        /// The declarer.
        seat: Seat,
        /// Their total.
        total: u16,
        /// True if the total is 66 or more.
        correct: bool,
        /// Deemed by `auto_declare`.
        auto: bool,
    },
    /// The last-trick winner ended the deal without declaring (§12.2).
    Pass {
        /// Who passed.
        seat: Seat,
    },
    /// The deal is scored (§12).
    HandOver {
        /// The score.
        result: SixtySixResult,
    },
}

/// The card led to the trick in progress.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct Lead {
    /// The leader.
    pub seat: Seat,
    /// The card led.
    pub card: Card,
    /// The marriage announced with it, if any.
    pub marriage: Option<Suit>,
}

/// A completed trick (`tricks[]` of the fixtures, without the secret draws).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct Trick {
    /// 1-based number.
    pub no: u8,
    /// The leader.
    pub leader: Seat,
    /// The phase it was played in (1 or 2).
    pub phase: u8,
    /// The card led.
    pub lead: Card,
    /// The marriage announced with the lead.
    pub marriage: Option<Suit>,
    /// The card that followed.
    pub follow: Card,
    /// The winner.
    pub winner: Seat,
    /// Card points of the two cards.
    pub card_points: u16,
    /// The last-trick bonus given with it (§11).
    pub bonus: u16,
    /// Totals after the trick.
    pub totals_after: [u16; 2],
    /// Pending marriage points after the trick.
    pub pending_after: [u16; 2],
    /// Tricks won after the trick.
    pub tricks_won_after: [u8; 2],
    /// True if both players drew after it.
    pub drew: bool,
}

/// Who exchanged: the leader, or (with `exchange_timing = any_time`) the follower.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    /// On lead.
    Lead,
    /// Following.
    Follow,
}

/// A trump exchange (§5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct Exchange {
    /// The number of the trick that followed.
    pub before_trick: u8,
    /// Who exchanged.
    pub seat: Seat,
    /// Leading or following.
    pub role: Role,
    /// The 9 (jack) given.
    pub gave: Card,
    /// The old face-up card taken.
    pub took: Card,
}

/// A declaration (§12.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct Declaration {
    /// The declarer.
    pub seat: Seat,
    /// Tricks completed when declaring.
    pub after_tricks: u8,
    /// The declarer's total.
    pub total: u16,
    /// The opponent's total.
    pub opponent_total: u16,
    /// Total of 66 or more.
    pub correct: bool,
    /// The suit shown with `marriage_declare`.
    pub marriage: Option<Suit>,
    /// Deemed by `auto_declare`.
    pub auto: bool,
}

/// Everything both players may know about the deal.
#[derive(Clone, Debug, PartialEq, Serialize, schemars::JsonSchema)]
pub struct SixtySixPublic {
    /// The options in force.
    pub options: SixtySixOptions,
    /// The dealer.
    pub dealer: Seat,
    /// Whose decision it is, and of which kind.
    pub stage: Stage,
    /// The seat to act (meaningless once the deal is over).
    pub turn: Seat,
    /// Trump (§2.3).
    pub trump: Suit,
    /// The card turned up at the deal.
    pub trump_card: Card,
    /// The card lying face up under the stock now (the 9 after an exchange); `None` once
    /// drawn. Still named after a close (it was seen; it is only turned down).
    pub face_up: Option<Card>,
    /// Cards in the stock, face-up card included (0 once exhausted).
    pub stock_size: u8,
    /// The close, if the stock was closed (§7).
    pub closing: Option<Closing>,
    /// Cards in each hand.
    pub held: [u8; 2],
    /// Cards known to everyone to be in each hand: a shown marriage's partner card, the
    /// face-up card taken by an exchange or by the last draw.
    pub known: [CardSet; 2],
    /// Cards each seat has shown it cannot hold: phase-2 failures to follow, beat or trump.
    pub excluded: [CardSet; 2],
    /// Cards each seat has played.
    pub played: [CardSet; 2],
    /// The card led to the trick in progress.
    pub lead: Option<Lead>,
    /// The completed tricks, in order.
    pub tricks: Vec<Trick>,
    /// Card points won in tricks per seat.
    pub card_points: [u16; 2],
    /// Counted marriage points per seat (§6.3).
    pub marriage_points: [u16; 2],
    /// Pending marriage points per seat (§6.3).
    pub pending: [u16; 2],
    /// Last-trick bonus per seat (§11).
    pub bonus: [u16; 2],
    /// Tricks won per seat.
    pub tricks_won: [u8; 2],
    /// Marriages shown, in order.
    pub marriages: Vec<Marriage>,
    /// Trump exchanges, in order.
    pub exchanges: Vec<Exchange>,
    /// The declaration, if any.
    pub declaration: Option<Declaration>,
    /// The score, once the deal is over.
    pub result: Option<SixtySixResult>,
}

impl SixtySixPublic {
    /// A seat's total: card points + counted marriages + last-trick bonus (§12).
    pub fn total(&self, s: Seat) -> u16 {
        self.card_points[s] + self.marriage_points[s] + self.bonus[s]
    }

    /// The non-dealer, who leads first (§4).
    pub fn elder(&self) -> Seat {
        1 - self.dealer
    }

    /// 1 while the stock is open, 2 once it is empty or closed (§3.2).
    pub fn phase(&self) -> u8 {
        if self.phase2() {
            2
        } else {
            1
        }
    }

    /// True in phase 2 (§3.2): the stock is empty or closed.
    pub fn phase2(&self) -> bool {
        self.closing.is_some() || self.stock_size == 0
    }

    /// The card that is exchanged for the face-up card: the 9 of trumps, or the jack with
    /// the 20-card pack (§5.1, §15.4).
    pub fn exchange_card(&self) -> Card {
        Card::new(self.trump, if self.options.deck == 20 { r::JACK } else { 9 })
    }

    /// The stock is open and large enough to exchange or close (§5.2, §7.2,
    /// `exchange_min_stock`).
    pub fn stock_allows_exchange_or_close(&self) -> bool {
        self.closing.is_none() && self.face_up.is_some() && self.stock_size >= self.options.exchange_min_stock
    }

    /// The last completed trick.
    pub fn last_trick(&self) -> Option<&Trick> {
        self.tricks.last()
    }
}

/// What one seat knows: the public state and its own hand.
#[derive(Clone, Debug, PartialEq, Serialize, schemars::JsonSchema)]
pub struct SixtySixObservation {
    /// The observer.
    pub seat: Seat,
    /// Public state.
    pub public: SixtySixPublic,
    /// The observer's hand.
    pub hand: CardSet,
}

impl SixtySixObservation {
    /// The cards the observer cannot see (the opponent's hand and the face-down stock),
    /// apart from those known to be in the opponent's hand.
    pub fn unseen(&self) -> CardSet {
        let p = &self.public;
        let mut seen = self.hand | p.played[0] | p.played[1] | p.known[1 - self.seat];
        if let Some(f) = p.face_up {
            seen.insert(f);
        }
        SixtySix::pack(&p.options) - seen
    }
}
