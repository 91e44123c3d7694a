//! The page's view of a Sixty-six deal for one seat ([`SixtySixView`]): public state, that
//! seat's cards in display order (trump first), its own points, its legal actions and, for
//! each card it may not play, the reason. Never contains a card the seat may not see; the
//! opponent's total only with the `show_opponent_points` option or once the deal is over.

use super::rank::display_order;
use super::score::{Basis, Credit, PlayerState, Reason};
use super::types::{Declaration, Exchange, SixtySixAction, Stage};
use super::SixtySix;
use crate::cards::{rank as r, Card, CardSet, Suit};
use crate::game::{Game, Seat};
use serde::Serialize;
use serde_json::Value;
use std::collections::BTreeMap;

/// One card played by one seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct ViewPlay {
    /// Who played it.
    pub seat: Seat,
    /// The card.
    pub card: Card,
}

/// The last completed trick.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct ViewTrick {
    /// Its number, 1-based.
    pub no: u8,
    /// The leader.
    pub leader: Seat,
    /// The lead, then the follow.
    pub plays: [ViewPlay; 2],
    /// The winner.
    pub winner: Seat,
    /// Card points of the two cards.
    pub points: u16,
    /// The last-trick bonus given with it (§11).
    pub bonus: u16,
}

/// A marriage shown (§6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct ViewMarriage {
    /// The announcer.
    pub seat: Seat,
    /// Its suit.
    pub suit: Suit,
    /// 20, or 40 in trumps.
    pub points: u16,
    /// The king and the queen.
    pub cards: [Card; 2],
    /// The card led with it (`None` when shown with a declaration).
    pub led: Option<Card>,
    /// The number of the trick at whose lead it was shown.
    pub trick: u8,
    /// `"counted"`, `"pending"` or `"never"` (§6.3).
    pub status: &'static str,
}

/// A marriage whose points wait for the announcer's next trick (§6.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct ViewPending {
    /// The announcer.
    pub seat: Seat,
    /// Its suit.
    pub suit: Suit,
    /// Its points.
    pub points: u16,
}

/// The deal's score as the page shows it (§12).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct ViewResult {
    /// One sentence naming the viewer "you".
    /// Only with the `cli` feature: the wasm has no English and leaves it out (the page
    /// renders the message from its catalogue).
    #[cfg_attr(not(feature = "cli"), serde(skip_serializing))]
    pub summary: String,
    /// The same sentence as a message (key and parameters, `viewer` added), for the page to translate.
    pub summary_msg: crate::words::Msg,
    /// The seat that scores (`None` for a 65–65 draw).
    pub winner: Option<Seat>,
    /// Game points won.
    pub game_points: u8,
    /// How the deal ended.
    pub reason: Reason,
    /// What set the game points.
    pub basis: Basis,
    /// A short explanation of the basis ([`Basis::words`]).
    pub explanation: &'static str,
    /// Tricks and total of the player whose state set the points.
    pub basis_state: PlayerState,
    /// Final totals per seat.
    pub totals: [u16; 2],
    /// Card points per seat.
    pub card_points: [u16; 2],
    /// Counted marriage points per seat.
    pub marriage_points: [u16; 2],
    /// Marriage points never counted per seat.
    pub uncounted_marriage_points: [u16; 2],
    /// Last-trick bonus per seat.
    pub last_trick_bonus: [u16; 2],
    /// Tricks won per seat.
    pub tricks_won: [u8; 2],
    /// Tricks played.
    pub tricks_played: u8,
    /// True if the stock was closed.
    pub closed: bool,
    /// The declarer, if any.
    pub declarer: Option<Seat>,
}

/// The deal-level fields of the page's view for one seat (the table adds scores, seats and
/// the match fields). Serializes to the JSON object the page reads.
#[derive(Clone, Debug, PartialEq, Serialize, schemars::JsonSchema)]
pub struct SixtySixView {
    /// Always `"sixty_six"`.
    pub game: &'static str,
    /// `"sixty_six"`, or `"schnapsen"` with the 20-card pack.
    pub variant: &'static str,
    /// Always 2.
    pub players: u8,
    /// The viewer.
    pub seat: Seat,
    /// The dealer.
    pub dealer: Seat,
    /// The non-dealer, who leads first.
    pub elder: Seat,
    /// The seat to act, `None` once the deal is over.
    pub to_move: Option<Seat>,
    /// The stage: `"lead"`, `"follow"`, `"close_or_draw"`, `"final"` or `"hand_over"`.
    pub phase: &'static str,
    /// 1 while the stock is open, 2 once it is closed or gone (§3.2).
    pub play_phase: u8,
    /// True in phase 2: strict play (§8.3).
    pub strict: bool,
    /// The viewer's hand in display order (trump first).
    pub hand: Vec<Card>,
    /// Cards in each hand.
    pub hand_counts: [u8; 2],
    /// Trump.
    pub trump_suit: Suit,
    /// The card under the stock now, `None` once drawn.
    pub trump_card: Option<Card>,
    /// `"face_up"`, `"turned_down"` (closed) or `"taken"`.
    pub trump_card_state: &'static str,
    /// The card turned up at the deal.
    pub original_trump_card: Card,
    /// The card that is exchanged for the face-up card (§5.1).
    pub exchange_card: Card,
    /// Cards in the stock, face-up card included.
    pub stock_count: u8,
    /// Face-down cards in the stock.
    pub stock_face_down: usize,
    /// True once the stock is closed (§7).
    pub closed: bool,
    /// The closer.
    pub closed_by: Option<Seat>,
    /// The trick in progress (the lead, if any).
    pub trick: Vec<ViewPlay>,
    /// Its leader.
    pub trick_leader: Option<Seat>,
    /// The marriage announced with the lead.
    pub lead_marriage: Option<Suit>,
    /// The last completed trick.
    pub last_trick: Option<ViewTrick>,
    /// Tricks completed.
    pub tricks_played: usize,
    /// Tricks won per seat.
    pub tricks_won: [u8; 2],
    /// The viewer's total (§12).
    pub my_points: u16,
    /// The viewer's card points.
    pub my_card_points: u16,
    /// The viewer's counted marriage points.
    pub my_marriage_points: u16,
    /// The viewer's pending marriage points (0 once the deal is over).
    pub my_pending_points: u16,
    /// The viewer's last-trick bonus.
    pub my_bonus: u16,
    /// The opponent's total, with `show_opponent_points` or once the deal is over.
    pub opponent_points: Option<u16>,
    /// Marriages shown, in order.
    pub marriages: Vec<ViewMarriage>,
    /// Marriages still pending.
    pub pending_marriages: Vec<ViewPending>,
    /// Cards known to be in the opponent's hand, in display order.
    pub known_opponent_cards: Vec<Card>,
    /// Cards each seat has played.
    pub played: [CardSet; 2],
    /// Trump exchanges.
    pub exchanges: Vec<Exchange>,
    /// The declaration, if any.
    pub declaration: Option<Declaration>,
    /// True if declaring is among the legal actions.
    pub can_declare: bool,
    /// The viewer's legal actions (empty unless it is to move).
    pub legal: Vec<SixtySixAction>,
    /// For each card in the viewer's hand it may not play now, the reason.
    /// Only with the `cli` feature: the wasm has no English and leaves it out (the page
    /// renders the message from its catalogue).
    #[cfg_attr(not(feature = "cli"), serde(skip_serializing))]
    pub illegal: BTreeMap<String, String>,
    /// The same reasons as messages (key and parameters), for the page to translate.
    pub illegal_msg: BTreeMap<String, crate::words::Msg>,
    /// The score, once the deal is over.
    pub hand_result: Option<ViewResult>,
}

impl SixtySixView {
    /// The view of `g` for `seat` (0 or 1; larger seats are taken as 1).
    pub fn new(g: &SixtySix, seat: Seat) -> SixtySixView {
        let p = &g.public;
        let seat = seat.min(1);
        let opp = 1 - seat;
        let hand = g.hands[seat];
        let mut legal = Vec::new();
        let mut illegal = BTreeMap::new();
        let mut illegal_msg = BTreeMap::new();
        if g.to_move() == Some(seat) {
            g.legal_actions(&mut legal);
            for card in hand.iter() {
                if let Err(e) = g.check(SixtySixAction::Play { card }) {
                    illegal.insert(card.to_string(), e.message());
                    illegal_msg.insert(card.to_string(), e.msg);
                }
            }
        }
        let over = p.stage == Stage::Over;
        let phase = match p.stage {
            Stage::Lead => "lead",
            Stage::Follow => "follow",
            Stage::CloseOrDraw => "close_or_draw",
            Stage::Final => "final",
            Stage::Over => "hand_over",
        };
        let marriages = p
            .marriages
            .iter()
            .map(|m| ViewMarriage {
                seat: m.seat,
                suit: m.suit,
                points: m.points,
                cards: [Card::new(m.suit, r::KING), Card::new(m.suit, r::QUEEN)],
                led: m.card,
                trick: m.trick,
                status: match m.credit {
                    Credit::Announcement | Credit::Trick => "counted",
                    Credit::Pending => "pending",
                    Credit::Never => "never",
                },
            })
            .collect();
        let pending_marriages = p
            .marriages
            .iter()
            .filter(|m| m.credit == Credit::Pending)
            .map(|m| ViewPending { seat: m.seat, suit: m.suit, points: m.points })
            .collect();
        let trump_card_state = if p.face_up.is_none() {
            "taken"
        } else if p.closing.is_some() {
            "turned_down"
        } else {
            "face_up"
        };
        SixtySixView {
            game: "sixty_six",
            variant: if p.options.deck == 20 { "schnapsen" } else { "sixty_six" },
            players: 2,
            seat,
            dealer: p.dealer,
            elder: p.elder(),
            to_move: g.to_move(),
            phase,
            play_phase: p.phase(),
            strict: p.phase2(),
            hand: display_order(hand, p.trump),
            hand_counts: p.held,
            trump_suit: p.trump,
            trump_card: p.face_up,
            trump_card_state,
            original_trump_card: p.trump_card,
            exchange_card: p.exchange_card(),
            stock_count: p.stock_size,
            stock_face_down: (p.stock_size as usize).saturating_sub(usize::from(p.face_up.is_some())),
            closed: p.closing.is_some(),
            closed_by: p.closing.map(|c| c.seat),
            trick: p.lead.map(|l| vec![ViewPlay { seat: l.seat, card: l.card }]).unwrap_or_default(),
            trick_leader: p.lead.map(|l| l.seat),
            lead_marriage: p.lead.and_then(|l| l.marriage),
            last_trick: p.last_trick().map(|t| ViewTrick {
                no: t.no,
                leader: t.leader,
                plays: [ViewPlay { seat: t.leader, card: t.lead }, ViewPlay { seat: 1 - t.leader, card: t.follow }],
                winner: t.winner,
                points: t.card_points,
                bonus: t.bonus,
            }),
            tricks_played: p.tricks.len(),
            tricks_won: p.tricks_won,
            my_points: p.total(seat),
            my_card_points: p.card_points[seat],
            my_marriage_points: p.marriage_points[seat],
            // Pending marriage points never count once the deal is over.
            my_pending_points: if over { 0 } else { p.pending[seat] },
            my_bonus: p.bonus[seat],
            opponent_points: if p.options.show_opponent_points || over { Some(p.total(opp)) } else { None },
            marriages,
            pending_marriages,
            known_opponent_cards: display_order(p.known[opp], p.trump),
            played: p.played,
            exchanges: p.exchanges.clone(),
            declaration: p.declaration,
            can_declare: legal.contains(&SixtySixAction::Declare),
            legal,
            illegal,
            illegal_msg,
            hand_result: p.result.as_ref().map(|r| ViewResult {
                summary: r.summary_msg.clone().with("viewer", seat).english(),
                summary_msg: r.summary_msg.clone().with("viewer", seat),
                winner: r.winner,
                game_points: r.game_points,
                reason: r.reason,
                basis: r.basis,
                explanation: r.basis.words(),
                basis_state: r.basis_state,
                totals: r.totals,
                card_points: r.card_points,
                marriage_points: r.marriage_points,
                uncounted_marriage_points: r.uncounted_marriage_points,
                last_trick_bonus: r.last_trick_bonus,
                tricks_won: r.tricks_won,
                tricks_played: r.tricks_played,
                closed: r.closed,
                declarer: r.declarer,
            }),
        }
    }
}

/// The view of `g` for `seat` as a JSON object ([`SixtySixView`] serialized), for the
/// table.
pub fn sixty_six_view(g: &SixtySix, seat: Seat) -> Value {
    serde_json::to_value(SixtySixView::new(g, seat)).unwrap_or(Value::Null)
}
