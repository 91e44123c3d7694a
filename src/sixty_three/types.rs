//! Sixty-three's data: the phases of a hand, the public state every seat sees
//! ([`SixtyThreePublic`]) and its records (bids, passes, folds, tricks, the end), the hidden
//! history ([`HandLog`]), one seat's observation and the public events. Bare `§` numbers in
//! this module refer to `docs/rules/sixty-three.md`.

use super::action::SixtyThreeAction;
use super::options::SixtyThreeOptions;
use super::rank::PlayedCard;
use super::score::SixtyThreeResult;
use crate::cards::{Card, CardSet, Suit};
use crate::game::Seat;
use crate::inline::InlineVec;
use serde::{Deserialize, Serialize};

impl crate::inline::Filler for BidEntry {
    const FILL: Self = BidEntry { seat: 0, bid: None };
}

impl crate::inline::Filler for FoldRecord {
    const FILL: Self = FoldRecord { seat: 0, after_trick: None, cards: CardSet::EMPTY };
}

/// Where a hand stands (docs/rules/sixty-three.md §14). Serialized in snake_case, as the fixtures'
/// decision phases (`auction`, `trump`, `rob`, `excess`, `partner_discard`, `play`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Bidding (§6).
    Auction,
    /// The declarer names trump (§6.5).
    Trump,
    /// `twelve_plus_kitty` only: a player keeps dirt up to six cards.
    KeepDirt,
    /// The dealer chooses dirt from the robbed stock (§7.4).
    Rob,
    /// A player holding more than six passes non-counting trumps (§7.6).
    Excess,
    /// The partner who received trumps discards dirt down to six (§7.6).
    PartnerDiscard,
    /// `pass_then_discard_noncounting` only: extra non-counting trumps are shown and
    /// discarded.
    ExcessDiscard,
    /// Tricks (§9).
    Play,
    /// Scored; nothing more to do.
    HandOver,
}

/// One call of the auction: a bid, or a pass when `bid` is `None`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct BidEntry {
    /// Who spoke.
    pub seat: Seat,
    /// The bid in points, `None` for a pass.
    pub bid: Option<u8>,
}

/// Non-counting trumps passed face up to the partner (§7.6).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct PassRecord {
    /// The player with excess trumps.
    pub from: Seat,
    /// The partner.
    pub to: Seat,
    /// The trumps passed, shown to the whole table.
    pub cards: CardSet,
}

/// A player out of the hand (§8.2): the cards shown and set aside.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct FoldRecord {
    /// Who folded.
    pub seat: Seat,
    /// `None` for the check after the exchange (§7), else the index of the last trick
    /// completed before the fold.
    pub after_trick: Option<u8>,
    /// The cards shown and set aside (may be empty).
    pub cards: CardSet,
}

/// A completed trick (§9.6, §10.1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct TrickRecord {
    /// Who led.
    pub leader: Seat,
    // Four in place: a trick allocates nothing. (The doc line is the schema's description.)
    /// The cards in play order.
    pub plays: InlineVec<PlayedCard, 4>,
    /// Who won it.
    pub winner: Seat,
    /// Card points in the trick (§4.1).
    pub points: i32,
    /// The trick's points by team `[NS, EW]` under §10.1 (the 2 of trump to the team
    /// that played it, by default).
    pub credited: [i32; 2],
}

/// Why the hand ended (§9.8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    /// Every active player is on one team; their counting trumps are credited to it.
    OneTeamActive,
    /// Nobody is active any more.
    NoActivePlayer,
}

/// How the hand ended (§9.8).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct EndRecord {
    /// Why.
    pub reason: EndReason,
    /// Index of the last trick, `None` if the hand ended before the first.
    pub after_trick: Option<u8>,
    /// The only team still active (`OneTeamActive`).
    pub team: Option<usize>,
    /// The cards still held by that team's active players, laid down to claim them.
    pub held: InlineVec<(Seat, CardSet), 4>,
    /// The points of the counting trumps among them, credited to `team`.
    pub credited_points: i32,
}

/// Everything every seat may know about the hand.
#[derive(Clone, Debug, PartialEq, Serialize, schemars::JsonSchema)]
pub struct SixtyThreePublic {
    /// The options in force.
    pub options: SixtyThreeOptions,
    /// Dealer seat.
    pub dealer: Seat,
    /// Current phase.
    pub phase: Phase,
    /// Seat to act (meaningless once the hand is over).
    pub turn: Seat,
    // Eight calls in place.
    /// The auction so far, in order.
    pub bids: InlineVec<BidEntry, 8>,
    /// Seats that have passed (final under the open auction, §6.2).
    pub passed: [bool; 4],
    /// Seats that have spoken (the single-round auction).
    pub spoken: u8,
    /// The highest bid so far.
    pub high_bid: Option<u8>,
    /// Who made it.
    pub high_bidder: Option<Seat>,
    /// The declarer, once the auction is over (§6.4).
    pub declarer: Option<Seat>,
    /// The contract in points (§6.4; the dealer's default under §6.3c).
    pub contract: Option<u8>,
    /// True if the dealer holds the default contract (§6.3c).
    pub dealer_default: bool,
    /// Trump, once named.
    pub trump: Option<Suit>,
    /// Cards each seat holds.
    pub held: [u8; 4],
    /// Cards each seat has discarded face down (dirt: §7.1, §7.4, §7.6).
    pub face_down: [u8; 4],
    /// Dirt each seat discarded under §7.1 (or kept-dirt discards with a kitty).
    pub dirt_discarded: [u8; 4],
    /// Cards each seat drew under §7.2.
    pub drawn: [u8; 4],
    /// Cards left in the stock (or the kitty before the declarer takes it).
    pub stock: u8,
    /// Cards the dealer took when robbing the pack (§7.4).
    pub rob_taken: u8,
    /// Seats left with fewer than six cards because the stock ran out (§7.3, §7.4).
    pub short_of_stock: InlineVec<Seat, 4>,
    /// Position (0..4 from the dealer's left) in the round of §7.6 excess passes, or of
    /// the kitty keeps.
    pub queue: u8,
    /// During an excess decision: how many cards the partner can take,
    /// `max(0, 6 − partner's cards) + partner's dirt` (§7.6), as the partner announces it.
    pub excess_capacity: Option<u8>,
    /// Excess-trump passes made, face up (§7.6).
    pub passes: Vec<PassRecord>,
    /// Cards received face up and still held, by seat (everyone knows where they are).
    pub face_up: [CardSet; 4],
    /// Extra non-counting trumps shown and discarded, by seat
    /// (`pass_then_discard_noncounting`).
    pub shown_discards: [CardSet; 4],
    /// The fewest trumps each seat can hold, given what the table has seen.
    pub min_trumps: [u8; 4],
    /// The most trumps each seat can hold, given what the table has seen.
    pub max_trumps: [u8; 4],
    /// Seats still in the hand (§8.1).
    pub active: [bool; 4],
    /// Folds, in order (§8.2).
    pub folds: InlineVec<FoldRecord, 4>,
    /// Cards shown and set aside by folding, by seat.
    pub set_aside: [CardSet; 4],
    /// Cards each seat has played.
    pub played: [CardSet; 4],
    /// The trick in progress.
    pub trick: InlineVec<PlayedCard, 4>,
    /// Seats still to play to the trick in progress.
    pub to_play: [bool; 4],
    /// Completed tricks.
    pub tricks: Vec<TrickRecord>,
    /// Card points credited to each team so far `[NS, EW]` (§10.1).
    pub taken: [i32; 2],
    /// How the hand ended, once it has.
    pub end: Option<EndRecord>,
}

/// The dealer's robbing of the pack (§7.4), as only the dealer sees it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct RobLog {
    /// The stock left for the dealer, top card first.
    pub taken: Vec<Card>,
    /// The trumps found there (all kept).
    pub kept_trumps: CardSet,
    /// The dirt the dealer chose to keep.
    pub kept_dirt: CardSet,
    /// The rest, discarded face down.
    pub discarded: CardSet,
}

/// The hidden history of the exchange (§7), for the fixtures' "engine's own account" and
/// for each seat's memory of its own cards.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct HandLog {
    /// The hands as dealt.
    pub dealt: [CardSet; 4],
    /// Dirt discarded under §7.1 (with a kitty: the dirt not kept).
    pub discarded_dirt: [CardSet; 4],
    // At most six, in place.
    /// Cards drawn under §7.2, in the order drawn.
    pub drawn: [InlineVec<Card, 6>; 4],
    /// The robbing of the pack (nine-card deal only).
    pub rob: Option<RobLog>,
    /// The partner's dirt discards after each pass of `SixtyThreePublic::passes`.
    pub partner_discarded: Vec<CardSet>,
    /// The hands after §7 (before the folding check).
    pub exchange_hands: [CardSet; 4],
}

/// One hand of Sixty-three: the public state plus every hidden card.
/// What one seat knows: the public state, its own cards, and its own private history.
#[derive(Clone, Debug, PartialEq, Serialize, schemars::JsonSchema)]
pub struct SixtyThreeObservation {
    /// The observer.
    pub seat: Seat,
    /// Public state.
    pub public: SixtyThreePublic,
    /// The observer's hand.
    pub hand: CardSet,
    /// The observer's hand as dealt.
    pub dealt: CardSet,
    /// The cards the observer drew (§7.2), in order.
    pub drawn: Vec<Card>,
    /// The observer's own face-down discards.
    pub discards: CardSet,
    /// The dealer only: the stock cards taken when robbing (§7.4), top first.
    pub rob_taken: Vec<Card>,
}

/// Public happenings, in order, for the page to animate. Events carry no hidden card:
/// draws and face-down discards are counts; passed trumps and folded hands are shown
/// because the rules show them.
#[derive(Clone, Debug, PartialEq, Serialize, schemars::JsonSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum SixtyThreeEvent {
    /// A new hand was dealt (§5).
    Deal {
        /// Dealer seat.
        dealer: Seat,
        /// Cards dealt to each player.
        hand_size: u8,
        /// Cards in the stock (or kitty).
        stock: u8,
    },
    /// A bid or pass (§6).
    Bid {
        /// Who.
        seat: Seat,
        /// Points bid; `None` for a pass.
        bid: Option<u8>,
    },
    /// The auction is over (§6.3–§6.4).
    AuctionWon {
        /// The declarer.
        declarer: Seat,
        /// The contract.
        contract: u8,
        /// True under §6.3c (the three others passed).
        dealer_default: bool,
    },
    /// Trump is named (§6.5).
    Trump {
        /// The suit.
        suit: Suit,
        /// The declarer.
        declarer: Seat,
    },
    /// `twelve_plus_kitty`: the declarer takes the kitty.
    KittyTaken {
        /// The declarer.
        seat: Seat,
        /// Cards taken.
        count: u8,
    },
    /// A player discarded dirt face down (§7.1, or a kitty-deal keep).
    DirtDiscarded {
        /// Who.
        seat: Seat,
        /// How many.
        count: u8,
    },
    /// A player drew from the stock (§7.2). The cards go only to their owner.
    Drew {
        /// Who.
        seat: Seat,
        /// How many.
        count: u8,
    },
    /// The dealer robbed the pack (§7.4).
    Rob {
        /// The dealer.
        seat: Seat,
        /// Cards taken from the stock.
        taken: u8,
        /// Cards kept of them.
        kept: u8,
        /// Cards discarded face down.
        discarded: u8,
    },
    /// Excess trumps passed to the partner, face up (§7.6).
    ExcessPassed {
        /// The giver.
        from: Seat,
        /// The partner.
        to: Seat,
        /// The cards, shown.
        cards: CardSet,
    },
    /// The partner discarded dirt face down after receiving trumps (§7.6).
    PartnerDiscarded {
        /// The partner.
        seat: Seat,
        /// How many.
        count: u8,
    },
    /// Extra non-counting trumps shown and discarded (`pass_then_discard_noncounting`).
    ExcessDiscarded {
        /// Who.
        seat: Seat,
        /// The cards, shown.
        cards: CardSet,
    },
    /// A player is out of the hand (§8.2): these cards are shown and set aside.
    Fold {
        /// Who.
        seat: Seat,
        /// The cards shown.
        cards: CardSet,
    },
    /// A card was played (§9).
    Play {
        /// Who.
        seat: Seat,
        /// What.
        card: Card,
    },
    /// Several cards were played together to the first trick (`dump_on_first_trick`).
    Dump {
        /// Who.
        seat: Seat,
        /// The cards.
        cards: CardSet,
    },
    /// A trick is complete (§9.6, §10.1).
    Trick {
        /// Winning seat.
        winner: Seat,
        /// The cards in play order.
        plays: Vec<PlayedCard>,
        /// Card points in the trick.
        points: i32,
        /// Points by team `[NS, EW]`.
        credited: [i32; 2],
        /// Why the winning card took the trick (`<game>.trick.right_bower`, `left_bower`,
        /// `highest_trump`, `highest_of_led`; params `card`, `suit` the suit led).
        why: crate::words::Msg,
        /// The same in English, for the page.
        /// Only with the `cli` feature: the wasm has no English and leaves it out (the page
        /// renders the message from its catalogue).
        #[cfg_attr(not(feature = "cli"), serde(skip_serializing))]
        why_text: String,
    },
    /// The hand ended early because only one team is left (§9.8): its players lay down
    /// their cards and are credited with the counting trumps among them.
    Claim {
        /// The team.
        team: usize,
        /// Cards laid down, by seat.
        held: Vec<(Seat, CardSet)>,
        /// Points credited.
        points: i32,
    },
    /// The hand is scored (§10).
    HandOver {
        /// The score.
        result: SixtyThreeResult,
    },
}

/// The decisions of a phase, as the page names its card-set choices.
impl Phase {
    /// The snake_case name of the phase (`"partner_discard"`), as on the wire.
    pub fn name(self) -> &'static str {
        match self {
            Phase::Auction => "auction",
            Phase::Trump => "trump",
            Phase::KeepDirt => "keep_dirt",
            Phase::Rob => "rob",
            Phase::Excess => "excess",
            Phase::PartnerDiscard => "partner_discard",
            Phase::ExcessDiscard => "excess_discard",
            Phase::Play => "play",
            Phase::HandOver => "hand_over",
        }
    }

    /// The card-set action of this phase, if its decision is a set of cards: `keep`,
    /// `give`, `discard`, or `dump` (a play of several cards, `dump_on_first_trick`).
    pub fn set_action(self, cards: CardSet) -> SixtyThreeAction {
        match self {
            Phase::Rob | Phase::KeepDirt => SixtyThreeAction::Keep { cards },
            Phase::Excess => SixtyThreeAction::Give { cards },
            Phase::PartnerDiscard | Phase::ExcessDiscard => SixtyThreeAction::Discard { cards },
            _ => SixtyThreeAction::Dump { cards },
        }
    }
}
