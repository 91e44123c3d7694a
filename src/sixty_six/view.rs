//! The page's view of a Sixty-six deal for one seat: public state, that seat's cards in
//! display order (trump first), its own points, its legal actions and, for each card it
//! may not play, the reason. Never contains a card the seat may not see; the opponent's
//! total only with the `show_opponent_points` option or once the deal is over.

use super::rank::display_order;
use super::score::summary_with;
use super::{Credit, SixtySix, SixtySixAction, Stage};
use crate::game::{Game, Seat};
use serde_json::{json, Value};

/// The deal-level fields of the page's view for `seat` (a JSON object; the table adds
/// scores, seats and the match fields). See the crate's report for the field list.
pub fn sixty_six_view(g: &SixtySix, seat: Seat) -> Value {
    let p = &g.public;
    let seat = seat.min(1);
    let opp = 1 - seat;
    let hand = g.hands[seat];
    let mut legal = Vec::new();
    let mut illegal = serde_json::Map::new();
    if g.to_move() == Some(seat) {
        g.legal_actions(&mut legal);
        for card in hand.iter() {
            if let Err(e) = g.check(SixtySixAction::Play { card }) {
                illegal.insert(card.to_string(), Value::String(e.message()));
            }
        }
    }
    let over = p.stage == Stage::Over;
    let show_opp = p.options.show_opponent_points || over;
    let name = |s: Seat| if s == seat { "you".to_string() } else { "your opponent".to_string() };
    let marriages: Vec<Value> = p
        .marriages
        .iter()
        .map(|m| {
            json!({
                "seat": m.seat,
                "suit": m.suit,
                "points": m.points,
                "cards": [crate::cards::Card::new(m.suit, 13), crate::cards::Card::new(m.suit, 12)],
                "led": m.card,
                "trick": m.trick,
                "status": match m.credit {
                    Credit::Announcement | Credit::Trick => "counted",
                    Credit::Pending => "pending",
                    Credit::Never => "never",
                },
            })
        })
        .collect();
    let pending: Vec<Value> = p
        .marriages
        .iter()
        .filter(|m| m.credit == Credit::Pending)
        .map(|m| json!({"seat": m.seat, "suit": m.suit, "points": m.points}))
        .collect();
    let trump_card_state = if p.face_up.is_none() {
        "taken"
    } else if p.closing.is_some() {
        "turned_down"
    } else {
        "face_up"
    };
    let phase = match p.stage {
        Stage::Lead => "lead",
        Stage::Follow => "follow",
        Stage::CloseOrDraw => "close_or_draw",
        Stage::Final => "final",
        Stage::Over => "hand_over",
    };
    let mut v = json!({
        "game": "sixty_six",
        "variant": if p.options.deck == 20 { "schnapsen" } else { "sixty_six" },
        "players": 2,
        "seat": seat,
        "dealer": p.dealer,
        "elder": p.elder(),
        "to_move": g.to_move(),
        "phase": phase,
        "play_phase": p.phase(),
        "strict": p.phase2(),
        "hand": display_order(hand, p.trump),
        "hand_counts": p.held,
        "trump_suit": p.trump,
        "trump_card": p.face_up,
        "trump_card_state": trump_card_state,
        "original_trump_card": p.trump_card,
        "exchange_card": p.exchange_card(),
        "stock_count": p.stock_size,
        "stock_face_down": (p.stock_size as usize).saturating_sub(usize::from(p.face_up.is_some())),
        "closed": p.closing.is_some(),
        "closed_by": p.closing.map(|c| c.seat),
        "trick": p.lead.map(|l| vec![json!({"seat": l.seat, "card": l.card})]).unwrap_or_default(),
        "trick_leader": p.lead.map(|l| l.seat),
        "lead_marriage": p.lead.and_then(|l| l.marriage),
        "last_trick": p.last_trick().map(|t| json!({
            "no": t.no,
            "leader": t.leader,
            "plays": [{"seat": t.leader, "card": t.lead}, {"seat": 1 - t.leader, "card": t.follow}],
            "winner": t.winner,
            "points": t.card_points,
            "bonus": t.bonus,
        })),
    });
    let rest = json!({
        "tricks_played": p.tricks.len(),
        "tricks_won": p.tricks_won,
        "my_points": p.total(seat),
        "my_card_points": p.card_points[seat],
        "my_marriage_points": p.marriage_points[seat],
        // Pending marriage points never count once the deal is over.
        "my_pending_points": if phase == "hand_over" { 0 } else { p.pending[seat] },
        "my_bonus": p.bonus[seat],
        "opponent_points": if show_opp { Some(p.total(opp)) } else { None },
        "marriages": marriages,
        "pending_marriages": pending,
        "known_opponent_cards": display_order(p.known[opp], p.trump),
        "played": [p.played[0], p.played[1]],
        "exchanges": p.exchanges,
        "declaration": p.declaration,
        "can_declare": legal.iter().any(|a| matches!(a, SixtySixAction::Declare)),
        "legal": legal,
        "illegal": illegal,
        "hand_result": p.result.as_ref().map(|r| json!({
            "summary": summary_with(r, name),
            "winner": r.winner,
            "game_points": r.game_points,
            "reason": r.reason,
            "basis": r.basis,
            "explanation": r.basis.words(),
            "basis_state": r.basis_state,
            "totals": r.totals,
            "card_points": r.card_points,
            "marriage_points": r.marriage_points,
            "uncounted_marriage_points": r.uncounted_marriage_points,
            "last_trick_bonus": r.last_trick_bonus,
            "tricks_won": r.tricks_won,
            "tricks_played": r.tricks_played,
            "closed": r.closed,
            "declarer": r.declarer,
        })),
    });
    if let (Value::Object(a), Value::Object(b)) = (&mut v, rest) {
        a.extend(b);
    }
    v
}
