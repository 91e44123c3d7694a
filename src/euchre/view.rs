//! The page's view of a Euchre hand for one seat ([`EuchreView`]): public state, that seat's
//! cards in display order, its legal actions and, for each card it may not choose, the reason;
//! once the hand is over, its score told from that seat's side.

use super::rank::{display_order, eff_suit};
use super::score::{EuchreOutcome, EuchreResult};
use super::types::{EuchreAction, Phase, PlayedCard, UpcardState};
use super::Euchre;
use crate::cards::{Card, Suit};
use crate::game::{Game, Seat};
use crate::words::Msg;
use serde::Serialize;
use serde_json::Value;
use std::collections::BTreeMap;

/// The hand-level fields of the page's view for one seat (the session adds scores, seats
/// and the match fields). Never contains a card that seat may not see. Serializes to the
/// page's JSON object.
#[derive(Clone, Debug, PartialEq, Serialize, schemars::JsonSchema)]
pub struct EuchreView {
    /// Always `"euchre"`.
    pub game: &'static str,
    /// Players at the table.
    pub players: usize,
    /// The seat this view is for.
    pub seat: Seat,
    /// The dealer.
    pub dealer: Seat,
    /// The seat to act, `null` once the hand is over.
    pub to_move: Option<Seat>,
    /// The phase (§12).
    pub phase: Phase,
    /// The seat's cards in display order (trump first, suits alternating colours).
    pub hand: Vec<Card>,
    /// Cards each seat holds.
    pub hand_counts: Vec<u8>,
    /// The turned-up card.
    pub upcard: Card,
    /// The upcard's fate: `up`, `taken` or `turned_down`.
    pub upcard_state: UpcardState,
    /// Trump, once fixed.
    pub trump: Option<Suit>,
    /// The seat's cards that are trumps (§2.3–§2.4: the left bower and the Benny included),
    /// in display order, once trump is fixed; empty before. The page marks them.
    pub hand_trumps: Vec<Card>,
    /// The maker, once trump is fixed.
    pub maker: Option<Seat>,
    /// The maker plays alone.
    pub maker_alone: bool,
    /// The lone defender, if any.
    pub lone_defender: Option<Seat>,
    /// Seats taking part in the play.
    pub active: Vec<bool>,
    /// The bidding so far, in order.
    pub bids: Vec<ViewBid>,
    /// The trick in progress.
    pub trick: Vec<PlayedCard>,
    /// Who led the trick in progress.
    pub trick_leader: Option<Seat>,
    /// The last completed trick.
    pub last_trick: Option<ViewTrick>,
    /// Tricks won per seat.
    pub tricks_won: Vec<u8>,
    /// Tricks won per side (team four-handed, else seat).
    pub tricks_won_by_team: Vec<u8>,
    /// The seat's legal actions (empty when it is not to act).
    pub legal: Vec<EuchreAction>,
    /// For each card the seat holds but may not choose now, by card code, the reason.
    /// Only with the `cli` feature: the wasm has no English and leaves it out (the page
    /// renders the message from its catalogue).
    #[cfg_attr(not(feature = "cli"), serde(skip_serializing))]
    pub illegal: BTreeMap<String, String>,
    /// The same reasons as messages (key and parameters), for the page to translate.
    pub illegal_msg: BTreeMap<String, Msg>,
    /// The score once the hand is over.
    pub hand_result: Option<ViewResult>,
}

/// One bid or alone decision in the view.
#[derive(Clone, Debug, PartialEq, Serialize, schemars::JsonSchema)]
pub struct ViewBid {
    /// Who.
    pub seat: Seat,
    /// What.
    pub action: EuchreAction,
}

/// A completed trick in the view.
#[derive(Clone, Debug, PartialEq, Serialize, schemars::JsonSchema)]
pub struct ViewTrick {
    /// The cards in play order.
    pub plays: Vec<PlayedCard>,
    /// Who won it.
    pub winner: Seat,
}

/// The end of the hand in the view (§10).
#[derive(Clone, Debug, PartialEq, Serialize, schemars::JsonSchema)]
pub struct ViewResult {
    /// How it ended.
    pub outcome: EuchreOutcome,
    /// Trump (none after all passes).
    pub trump: Option<Suit>,
    /// The maker.
    pub maker: Option<Seat>,
    /// The makers' side.
    pub makers_team: Option<usize>,
    /// Tricks the makers took.
    pub makers_tricks: u8,
    /// The maker went alone.
    pub maker_alone: bool,
    /// The lone defender, if any.
    pub lone_defender: Option<Seat>,
    /// The side that scored, if any.
    pub scoring_team: Option<usize>,
    /// The points scored (by each scoring side).
    pub points: i32,
    /// Points per side.
    pub side_points: Vec<i32>,
    /// The sentence for the end-of-hand panel, from this seat's side.
    /// Only with the `cli` feature: the wasm has no English and leaves it out (the page
    /// renders the message from its catalogue).
    #[cfg_attr(not(feature = "cli"), serde(skip_serializing))]
    pub summary: String,
    /// The same sentence as a message (key and parameters), for the page to translate.
    pub summary_msg: Msg,
}

/// The view for `seat` as the page's JSON object.
pub fn euchre_view(g: &Euchre, seat: Seat) -> Value {
    serde_json::to_value(EuchreView::new(g, seat)).unwrap_or(Value::Null)
}

impl EuchreView {
    /// The view of `g` for `seat`.
    pub fn new(g: &Euchre, seat: Seat) -> EuchreView {
        let p = g.public();
        let hand = g.hand(seat);
        let mut legal = Vec::new();
        let mut illegal = BTreeMap::new();
        let mut illegal_msg = BTreeMap::new();
        if g.to_move() == Some(seat) {
            g.legal_actions(&mut legal);
            // Every held card whose action is not legal, with the engine's reason.
            let card_action = |card: Card| match p.phase {
                Phase::Play => Some(EuchreAction::Play { card }),
                Phase::Discard => Some(EuchreAction::Discard { card }),
                _ => None,
            };
            for (card, a) in hand.iter().filter_map(|c| card_action(c).map(|a| (c, a))) {
                if !legal.contains(&a) {
                    let why = g.why_not(a);
                    illegal.insert(card.to_string(), why.message());
                    illegal_msg.insert(card.to_string(), why.msg);
                }
            }
        }
        let n = g.seats();
        let team = |s: usize| if n == 4 { s % 2 } else { s };
        let mut by_side = vec![0u8; if n == 4 { 2 } else { n }];
        for s in 0..n {
            by_side[team(s)] += p.tricks_won[s];
        }
        EuchreView {
            game: "euchre",
            players: n,
            seat,
            dealer: p.dealer,
            to_move: g.to_move(),
            phase: p.phase,
            hand: display_order(hand, p.trump),
            hand_trumps: match p.trump {
                Some(t) => display_order(hand, Some(t)).into_iter().filter(|&c| eff_suit(c, Some(t)) == t).collect(),
                None => Vec::new(),
            },
            hand_counts: p.held[..n].to_vec(),
            upcard: p.upcard,
            upcard_state: p.upcard_state,
            trump: p.trump,
            maker: p.maker,
            maker_alone: p.maker_alone,
            lone_defender: p.lone_defender,
            active: p.active[..n].to_vec(),
            bids: p.bids.iter().map(|&(seat, action)| ViewBid { seat, action }).collect(),
            trick: p.trick.clone(),
            trick_leader: p.trick.first().map(|pc| pc.seat),
            last_trick: p.last_trick.as_ref().map(|(plays, winner)| ViewTrick { plays: plays.clone(), winner: *winner }),
            tricks_won: p.tricks_won[..n].to_vec(),
            tricks_won_by_team: by_side,
            legal,
            illegal,
            illegal_msg,
            hand_result: g.result().map(|r| {
                let scoring = r.side_points.iter().enumerate().max_by_key(|(_, &v)| v).map(|(i, _)| i);
                ViewResult {
                    outcome: r.outcome,
                    trump: r.trump,
                    maker: r.maker,
                    makers_team: r.makers_side,
                    makers_tricks: r.makers_tricks,
                    maker_alone: r.maker_alone,
                    lone_defender: r.lone_defender,
                    scoring_team: if r.side_points.iter().any(|&v| v > 0) { scoring } else { None },
                    points: r.side_points.iter().copied().max().unwrap_or(0),
                    summary: summary_for(&r, seat, n).english(),
                    summary_msg: summary_for(&r, seat, n),
                    side_points: r.side_points,
                }
            }),
        }
    }
}

/// The end-of-hand summary from `seat`'s side ("You and your partner made hearts with 4
/// tricks: 1 point.", "The opponents were euchred: your side scores 2."), as a message
/// (`euchre.seat_summary.*`).
pub fn summary_for(r: &EuchreResult, seat: Seat, n: usize) -> Msg {
    let (Some(trump), Some(side)) = (r.trump, r.makers_side) else { return r.summary_msg.clone() };
    let mine = if n == 4 { seat % 2 == side } else { seat == side };
    let makers = match (mine, n) {
        (true, 4) => Msg::new("euchre.makers.you_and_partner"),
        (true, _) => Msg::new("euchre.makers.you"),
        (false, 4) => Msg::new("euchre.makers.opponents"),
        (false, _) => Msg::new("euchre.makers.player").with("player", side + 1),
    };
    let says = |key: &'static str| Msg::new(key).with("makers", makers.clone());
    let alone = u8::from(r.maker_alone);
    let pts = r.side_points.iter().copied().max().unwrap_or(0);
    match r.outcome {
        EuchreOutcome::March => says("euchre.seat_summary.march").with("alone", alone).with("trump", trump).with("points", pts),
        EuchreOutcome::Made => says("euchre.seat_summary.made").with("trump", trump).with("alone", alone).with("tricks", r.makers_tricks),
        EuchreOutcome::Euchred => {
            let gain = if mine {
                "opponents"
            } else if n == 4 {
                "your_side"
            } else {
                "defenders"
            };
            says("euchre.seat_summary.euchred")
                .with("lone_defender", u8::from(r.lone_defender.is_some()))
                .with("trump", trump)
                .with("tricks", r.makers_tricks)
                .with("gain", gain)
                .with("points", pts)
                .with("players", n)
        }
        EuchreOutcome::AllPass => r.summary_msg.clone(),
    }
}
