//! The shapes of a Euchre hand: its phases, the actions and public events, the public state
//! every seat may know, and one seat's observation. Bare `§` numbers in this module and its
//! siblings refer to the rule book `docs/rules/euchre.md`.

use super::options::EuchreOptions;
use super::score::EuchreResult;
use crate::cards::{Card, CardSet, Suit};
use crate::game::Seat;
use serde::{Deserialize, Serialize};

/// Where a hand stands (§12).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Round 1: pass or accept the upcard's suit (§5.1).
    Bid1,
    /// Round 2: pass or name another suit (§5.3).
    Bid2,
    /// The Benny was turned up: the dealer names trump (§14.4).
    NameTrump,
    /// The dealer discards after taking the upcard (§5.2).
    Discard,
    /// The maker decides whether to go alone (§6.1).
    DeclarerAlone,
    /// A defender decides whether to defend alone (§6.2).
    DefenderAlone,
    /// A lone player discards one card before receiving the partner's best (§14.3).
    BestDiscard,
    /// The lone player's partner gives a card (§14.3).
    GiveBest,
    /// Tricks (§8–§9).
    Play,
    /// Scored; nothing more to do.
    HandOver,
}

/// A decision. Serializes as the fixture tokens: `{"action":"pass"}`,
/// `{"action":"call","suit":"H"}`, `{"action":"play","card":"JD"}` …
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, schemars::JsonSchema)]
#[serde(tag = "action", rename_all = "snake_case")]
pub enum EuchreAction {
    /// Pass in round 1 or 2.
    Pass,
    /// Accept the upcard's suit in round 1 (order up, assist, take up).
    OrderUp,
    /// Name a suit in round 2.
    Call {
        /// The suit named; never the upcard's.
        suit: Suit,
    },
    /// The dealer names trump after turning up the Benny (§14.4).
    NameTrump {
        /// Any suit.
        suit: Suit,
    },
    /// Go (or defend) alone.
    Alone,
    /// Play with the partner.
    Partner,
    /// The dealer's discard (§5.2) or a lone player's discard when calling for best.
    Discard {
        /// The card thrown away face down.
        card: Card,
    },
    /// The partner of a lone player gives this card (§14.3).
    GiveBest {
        /// The card given face down.
        card: Card,
    },
    /// Play a card to the trick.
    Play {
        /// The card played.
        card: Card,
    },
}

/// The JSON object form (see [`crate::tagged`]: the same objects the derive read).
impl<'de> serde::Deserialize<'de> for EuchreAction {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        const VARIANTS: &[&str] = &["pass", "order_up", "call", "name_trump", "alone", "partner", "discard", "give_best", "play"];
        let mut t = crate::tagged::Tagged::read(d)?;
        Ok(match t.tag.as_str() {
            "pass" => Self::Pass,
            "order_up" => Self::OrderUp,
            "call" => Self::Call { suit: t.field("suit")? },
            "name_trump" => Self::NameTrump { suit: t.field("suit")? },
            "alone" => Self::Alone,
            "partner" => Self::Partner,
            "discard" => Self::Discard { card: t.field("card")? },
            "give_best" => Self::GiveBest { card: t.field("card")? },
            "play" => Self::Play { card: t.field("card")? },
            _ => return Err(t.unknown(VARIANTS)),
        })
    }
}

impl EuchreAction {
    /// True for a bid or a going-alone decision: the actions recorded in
    /// [`EuchrePublic::bids`] and announced as [`EuchreEvent::Bid`].
    pub fn is_bid(self) -> bool {
        use EuchreAction as A;
        matches!(self, A::Pass | A::OrderUp | A::Call { .. } | A::NameTrump { .. } | A::Alone | A::Partner)
    }
}

/// Public happenings, in order, for the page to animate. No hidden card ever appears.
#[derive(Clone, Debug, PartialEq, Serialize, schemars::JsonSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum EuchreEvent {
    /// A new hand was dealt.
    Deal {
        /// Dealer seat.
        dealer: Seat,
        /// The turned-up card.
        upcard: Card,
    },
    /// A bid or going-alone decision.
    Bid {
        /// Who.
        seat: Seat,
        /// What (pass, order_up, call, alone, partner).
        action: EuchreAction,
    },
    /// Trump is fixed.
    Trump {
        /// Trump suit.
        suit: Suit,
        /// The maker.
        maker: Seat,
    },
    /// The dealer takes the upcard (or the Benny) into hand.
    Pickup {
        /// The dealer.
        seat: Seat,
        /// The card taken.
        card: Card,
    },
    /// A card was discarded face down.
    Discard {
        /// Who discarded.
        seat: Seat,
    },
    /// The maker goes alone.
    Alone {
        /// The lone maker.
        seat: Seat,
    },
    /// A defender goes alone.
    DefendAlone {
        /// The lone defender.
        seat: Seat,
    },
    /// A partner passed a card face down to a lone player (§14.3).
    BestExchange {
        /// The lone player.
        seat: Seat,
        /// The partner who gave.
        partner: Seat,
    },
    /// Eight passes: no trump; the hand is void (§5.4).
    AllPass,
    /// A card was played.
    Play {
        /// Who.
        seat: Seat,
        /// What.
        card: Card,
    },
    /// A trick is complete.
    Trick {
        /// Winning seat.
        winner: Seat,
        /// The trick in play order.
        plays: Vec<PlayedCard>,
        /// Why the winning card took the trick (`<game>.trick.right_bower`, `left_bower`,
        /// `highest_trump`, `highest_of_led`; params `card`, `suit` the suit led).
        why: crate::words::Msg,
        /// The same in English, for the page.
        /// Only with the `cli` feature: the wasm has no English and leaves it out (the page
        /// renders the message from its catalogue).
        #[cfg_attr(not(feature = "cli"), serde(skip_serializing))]
        why_text: String,
    },
    /// The hand is scored.
    HandOver {
        /// The score.
        result: EuchreResult,
    },
}

/// One card of a trick.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct PlayedCard {
    /// Who played it.
    pub seat: Seat,
    /// The card.
    pub card: Card,
}

/// The upcard's fate (§4.2, §5.2, §5.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum UpcardState {
    /// Face up on the kitty during round 1.
    Up,
    /// Taken into the dealer's hand.
    Taken,
    /// Turned face down after four passes.
    TurnedDown,
}

/// Everything every seat may know about the hand. Deserialize reads the `observation` of
/// the protocols' seat-count forms (docs/protocol/euchre-bot-protocol.md).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct EuchrePublic {
    /// The options in force.
    pub options: EuchreOptions,
    /// Dealer seat.
    pub dealer: Seat,
    /// Current phase.
    pub phase: Phase,
    /// Seat to act (meaningless once the hand is over).
    pub turn: Seat,
    /// The turned-up card.
    pub upcard: Card,
    /// The upcard's fate.
    pub upcard_state: UpcardState,
    /// Passes in the current bidding round.
    pub passes: u8,
    /// The bidding so far, in order (bids, alone decisions).
    pub bids: Vec<(Seat, EuchreAction)>,
    /// Trump, once fixed.
    pub trump: Option<Suit>,
    /// The maker, once trump is fixed.
    pub maker: Option<Seat>,
    /// True if trump was fixed in round 1 (the dealer took the upcard).
    pub ordered_up: bool,
    /// The maker plays alone.
    pub maker_alone: bool,
    /// The lone defender, if any.
    pub lone_defender: Option<Seat>,
    /// Defenders asked so far about defending alone.
    pub defenders_asked: u8,
    /// Seats taking part in the play.
    pub active: [bool; 4],
    /// Cards each seat holds.
    pub held: [u8; 4],
    /// Cards each seat has played.
    pub played: [CardSet; 4],
    /// Effective suits each seat has shown void in (bit = suit index).
    pub voids: [u8; 4],
    /// The trick in progress.
    pub trick: Vec<PlayedCard>,
    /// The last completed trick and its winner.
    pub last_trick: Option<(Vec<PlayedCard>, Seat)>,
    /// Tricks completed.
    pub tricks_played: u8,
    /// Tricks won per seat.
    pub tricks_won: [u8; 4],
    /// Lone players who have made their call-for-best discard.
    pub best_discarded: [bool; 4],
    /// Lone players whose call-for-best exchange is done.
    pub best_done: [bool; 4],
}

impl EuchrePublic {
    /// True while the dealer holds the taken upcard and has still to discard (§5.2): in the
    /// discard itself, or, when going alone is declared with the bid (§14.4), in the maker's
    /// question that comes first.
    pub fn discard_pending(&self) -> bool {
        self.phase == Phase::Discard || (self.phase == Phase::DeclarerAlone && self.ordered_up && self.options.alone_with_bid())
    }
}

/// What one seat knows: the public state, its own cards, and cards it saw elsewhere.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct EuchreObservation {
    /// The observer.
    pub seat: Seat,
    /// Public state.
    pub public: EuchrePublic,
    /// The observer's hand.
    pub hand: CardSet,
    /// Cards the observer knows to be in another seat's hand (the taken upcard, a card it
    /// gave when calling for best), by seat.
    pub known: [CardSet; 4],
    /// The dealer's discard, if the observer is the dealer.
    pub dealer_discard: Option<Card>,
    /// The observer's own call-for-best discard.
    pub best_discard: Option<Card>,
}
