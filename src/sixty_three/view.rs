//! The page's view of a Sixty-three hand for one seat ([`SixtyThreeView`]): public state,
//! that seat's cards in display order (trumps first, high to low), its legal actions and,
//! for each card it may not play or choose, the reason.

use super::rank::{card_points, counting, dirt, display_order, trump_set, trumps, PlayedCard};
use super::types::{BidEntry, EndRecord, FoldRecord, PassRecord, Phase, TrickRecord};
use super::{AuctionStyle, SixtyThree, SixtyThreeAction};
use crate::cards::{Card, CardSet, Suit};
use crate::game::{Game, Seat};
use serde::Serialize;
use std::collections::BTreeMap;

/// The hand-level fields of the page's view for one seat (the table adds scores, seats and
/// the match fields). Never contains a card that seat may not see. Serializes as the JSON
/// object the page reads.
#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
pub struct SixtyThreeView<'a> {
    /// Always `"sixty_three"`.
    pub game: &'static str,
    /// Always 4.
    pub players: usize,
    /// The viewer.
    pub seat: Seat,
    /// Dealer seat.
    pub dealer: Seat,
    /// The seat to move, `null` once the hand is over.
    pub to_move: Option<Seat>,
    /// The phase.
    pub phase: Phase,
    /// The viewer's cards in display order.
    pub hand: Vec<Card>,
    /// Cards each seat holds.
    pub hand_counts: [u8; 4],
    /// Trumps in the viewer's hand (0 before trump is named).
    pub my_trumps: usize,
    /// Dirt in the viewer's hand (0 before trump is named).
    pub my_dirt: usize,
    /// The auction (§6).
    pub auction: AuctionView<'a>,
    /// Trump, once named.
    pub trump: Option<Suit>,
    /// The fourteen trumps in display order, once trump is named.
    pub trump_cards: Option<Vec<Card>>,
    /// The counting cards (§4.1) with their card points, by card code, once trump is named
    /// (the options in force decide the joker's and the 3 of trump's); empty before. The
    /// page shows each counter's value on the card.
    pub card_points: BTreeMap<String, u8>,
    /// The declarer.
    pub declarer: Option<Seat>,
    /// The declarer's team.
    pub bidding_team: Option<usize>,
    /// The contract in points.
    pub contract: Option<u8>,
    /// True if the dealer holds the default contract (§6.3c).
    pub dealer_default: bool,
    /// The exchange (§7).
    pub exchange: ExchangeView<'a>,
    /// Cards received face up and still held, by seat.
    pub face_up: &'a [CardSet; 4],
    /// Seats still in the hand (§8.1).
    pub active: &'a [bool; 4],
    /// Seats out of the hand.
    pub folded: Vec<bool>,
    /// Folds, in order (§8.2).
    pub folds: &'a [FoldRecord],
    /// The trick in progress.
    pub trick: &'a [PlayedCard],
    /// Who led the trick in progress.
    pub trick_leader: Option<Seat>,
    /// The last completed trick.
    pub last_trick: Option<&'a TrickRecord>,
    /// Completed tricks.
    pub tricks_played: usize,
    /// Card points taken by each team `[NS, EW]`.
    pub points_taken: &'a [i32; 2],
    /// The viewer's legal actions (empty for a card-set choice: see `choose`).
    pub legal: Vec<SixtyThreeAction>,
    /// The same, as the fixtures' strings.
    pub legal_text: Vec<String>,
    /// A card-set choice, if that is the viewer's decision.
    pub choose: Option<ChooseView>,
    /// For each card of the viewer's hand it may not play or choose now: why (English).
    /// Only with the `cli` feature: the wasm has no English and leaves it out (the page
    /// renders the message from its catalogue).
    #[cfg_attr(not(feature = "cli"), serde(skip_serializing))]
    pub illegal: BTreeMap<String, String>,
    /// The same reasons as messages (key and parameters), for the page to translate.
    pub illegal_msg: BTreeMap<String, crate::words::Msg>,
    /// The score, once the hand is over.
    pub hand_result: Option<HandResultView>,
}

/// The auction part of [`SixtyThreeView`].
#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
pub struct AuctionView<'a> {
    /// The highest bid so far.
    pub high_bid: Option<u8>,
    /// Who made it.
    pub high_bidder: Option<Seat>,
    /// Every call, in order.
    pub bids: &'a [BidEntry],
    /// Seats that have passed.
    pub passed: &'a [bool; 4],
    /// The lowest bid allowed now (auction only).
    pub min_next_bid: Option<u8>,
    /// The auction style (§6.2).
    pub style: AuctionStyle,
}

/// The exchange part of [`SixtyThreeView`] (§7).
#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
pub struct ExchangeView<'a> {
    /// Dirt each seat discarded under §7.1.
    pub dirt_discarded: &'a [u8; 4],
    /// Face-down cards by seat.
    pub face_down: &'a [u8; 4],
    /// Cards drawn by seat (§7.2).
    pub drawn: &'a [u8; 4],
    /// Cards left in the stock.
    pub stock: u8,
    /// Cards the dealer took robbing the pack (§7.4).
    pub rob_taken: u8,
    /// Seats short of six because the stock ran out.
    pub short_of_stock: &'a [Seat],
    /// Excess-trump passes (§7.6).
    pub passes: &'a [PassRecord],
    /// Extra non-counting trumps shown and discarded, by seat.
    pub shown_discards: &'a [CardSet; 4],
    /// The partner's capacity during an excess decision (§7.6).
    pub excess_capacity: Option<u8>,
}

/// A card-set decision: any set of `min..=max` cards of `from` is legal (there can be
/// thousands, so they are not listed).
#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
pub struct ChooseView {
    /// `keep`, `give`, `discard` or `dump`.
    pub action: &'static str,
    /// The cards to choose from, in display order.
    pub from: Vec<Card>,
    /// The fewest cards.
    pub min: usize,
    /// The most cards.
    pub max: usize,
}

/// The score of a finished hand, as the page shows it (§10).
#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
pub struct HandResultView {
    /// Card points by team.
    pub points: [i32; 2],
    /// The bidding team.
    pub bidding_team: usize,
    /// The declarer.
    pub declarer: Seat,
    /// The contract.
    pub contract: u8,
    /// True under §6.3c.
    pub dealer_default: bool,
    /// True if the contract was made.
    pub made: bool,
    /// Game-score changes by team.
    pub score_delta: [i32; 2],
    /// Pedros (the right and the left pedro, §2.3) each team took: in the tricks it won,
    /// or laid down by its active players at a one-team end (§8).
    pub pedros: [u8; 2],
    /// How the hand ended.
    pub end: Option<EndRecord>,
    /// The summary sentence (English).
    /// Only with the `cli` feature: the wasm has no English and leaves it out (the page
    /// renders the message from its catalogue).
    #[cfg_attr(not(feature = "cli"), serde(skip_serializing))]
    pub summary: String,
    /// The same sentence as a message (key and parameters), for the page to translate.
    pub summary_msg: crate::words::Msg,
}

/// Pedros taken by each team `[NS, EW]` so far: in won tricks, and among the cards an
/// only active team laid down at the end.
fn pedros_taken(g: &SixtyThree) -> [u8; 2] {
    let mut out = [0u8; 2];
    let Some(t) = g.public.trump else { return out };
    let pedro = |c: Card| c == super::rank::right_pedro(t) || c == super::rank::left_pedro(t);
    for tr in &g.public.tricks {
        out[super::team(tr.winner)] += tr.plays.iter().filter(|p| pedro(p.card)).count() as u8;
    }
    if let Some(EndRecord { team: Some(x), held, .. }) = &g.public.end {
        out[*x] += held.iter().map(|(_, cards)| cards.iter().filter(|&c| pedro(c)).count() as u8).sum::<u8>();
    }
    out
}

/// The page's view for `seat` (see [`SixtyThreeView`]).
pub fn sixty_three_view(g: &SixtyThree, seat: Seat) -> SixtyThreeView<'_> {
    let p = &g.public;
    let seat = seat % 4;
    let hand = g.hands[seat];
    let joker = p.options.joker_rank;
    let mut legal: Vec<SixtyThreeAction> = Vec::new();
    let mut illegal = BTreeMap::new();
    let mut illegal_msg = BTreeMap::new();
    let mut choose = None;
    if g.to_move() == Some(seat) {
        if let Some((from, lo, hi)) = g.set_choice() {
            let action = match p.phase {
                Phase::Rob | Phase::KeepDirt => "keep",
                Phase::Excess => "give",
                Phase::PartnerDiscard | Phase::ExcessDiscard => "discard",
                _ => "dump",
            };
            choose = Some(ChooseView { action, from: display_order(from, p.trump, joker), min: lo, max: hi });
            for c in hand.iter().filter(|&c| !from.contains(c)) {
                if let Err(e) = g.check(p.phase.set_action(CardSet::single(c))) {
                    illegal.insert(c.to_string(), e.message());
                    illegal_msg.insert(c.to_string(), e.msg);
                }
            }
        } else {
            g.legal_actions(&mut legal);
            if p.phase == Phase::Play {
                for card in hand.iter() {
                    if let Err(e) = g.check(SixtyThreeAction::Play { card }) {
                        illegal.insert(card.to_string(), e.message());
                        illegal_msg.insert(card.to_string(), e.msg);
                    }
                }
            }
        }
    }
    let (my_trumps, my_dirt) = match p.trump {
        Some(t) => (trumps(hand, t).len(), dirt(hand, t).len()),
        None => (0, 0),
    };
    let hand_result = g.result().map(|r| HandResultView {
        points: r.points,
        bidding_team: r.bidding_team,
        declarer: r.declarer,
        contract: r.contract,
        dealer_default: r.dealer_default,
        made: r.made,
        score_delta: r.score_delta,
        pedros: pedros_taken(g),
        end: r.end,
        summary: r.summary,
        summary_msg: r.summary_msg,
    });
    SixtyThreeView {
        game: "sixty_three",
        players: 4,
        seat,
        dealer: p.dealer,
        to_move: g.to_move(),
        phase: p.phase,
        hand: display_order(hand, p.trump, joker),
        hand_counts: p.held,
        my_trumps,
        my_dirt,
        auction: AuctionView {
            high_bid: p.high_bid,
            high_bidder: p.high_bidder,
            bids: &p.bids,
            passed: &p.passed,
            min_next_bid: if p.phase == Phase::Auction { g.min_next_bid() } else { None },
            style: p.options.auction_style,
        },
        trump: p.trump,
        trump_cards: p.trump.map(|t| display_order(trump_set(t), Some(t), joker)),
        card_points: match p.trump {
            Some(t) => counting(trump_set(t), t, &p.options).iter().map(|c| (c.to_string(), card_points(c, t, &p.options))).collect(),
            None => BTreeMap::new(),
        },
        declarer: p.declarer,
        bidding_team: p.declarer.map(|d| d % 2),
        contract: p.contract,
        dealer_default: p.dealer_default,
        exchange: ExchangeView {
            dirt_discarded: &p.dirt_discarded,
            face_down: &p.face_down,
            drawn: &p.drawn,
            stock: p.stock,
            rob_taken: p.rob_taken,
            short_of_stock: &p.short_of_stock,
            passes: &p.passes,
            shown_discards: &p.shown_discards,
            excess_capacity: p.excess_capacity,
        },
        face_up: &p.face_up,
        active: &p.active,
        folded: (0..4).map(|s| !p.active[s]).collect(),
        folds: &p.folds,
        trick: &p.trick,
        trick_leader: p.trick.first().map(|pc| pc.seat),
        last_trick: p.tricks.last(),
        tricks_played: p.tricks.len(),
        points_taken: &p.taken,
        legal_text: legal.iter().map(|a| a.to_string()).collect(),
        legal,
        choose,
        illegal,
        illegal_msg,
        hand_result,
    }
}
