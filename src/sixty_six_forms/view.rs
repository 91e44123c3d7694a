//! The page's view of a deal of the forms for one seat: only what that seat may know (its
//! own hand, the public state), the legal actions when it is to move, and the phase.

use super::rank::in_card_order;
use super::{FormDeal, ThreeHand};
use crate::game::{Game, Seat};
use serde_json::{json, Value};

/// The view of a trick form's deal for `seat`.
pub fn form_view(g: &FormDeal, seat: Seat) -> Value {
    let p = g.public();
    let mut legal = Vec::new();
    if g.to_move() == Some(seat) {
        g.legal_actions(&mut legal);
    }
    json!({
        "form": p.options.form,
        "phase": p.phase.word(),
        "seat": seat,
        "to_move": g.to_move(),
        "hand": in_card_order(g.hand(seat)),
        "legal": legal,
        "dealer": p.dealer,
        "trump": p.trump,
        "trump_card": p.trump_card,
        "auction": p.auction,
        "bidder": p.bidder,
        "bid": p.bid,
        "leader": p.leader,
        "trick": p.trick,
        "tricks": p.tricks,
        "totals": p.totals,
        "tricks_won": p.tricks_won,
        "held": p.held,
        "widow": p.widow.map(in_card_order),
        "widow_size": p.options.widow,
        "result": p.result,
        "summary": p.result.as_ref().map(|r| &r.summary),
    })
}

/// The view of a `sixty-six-3` deal for `seat`: the two-hand view of a player, or, for the
/// dealer who sits out, the public part of it (no hand). `players` names the table seats of
/// two-hand seats 0 (elder) and 1 (younger).
pub fn three_hand_view(g: &ThreeHand, seat: Seat) -> Value {
    let players = [g.table_seat(0), g.table_seat(1)];
    let mut v = match g.two_hand_seat(seat) {
        Some(i) => crate::sixty_six::sixty_six_view(g.two_hand(), i),
        None => {
            let obs = g.observation(seat);
            json!({ "phase": format!("{:?}", obs.inner.public.stage).to_lowercase(), "public": obs.inner.public })
        }
    };
    if let Some(m) = v.as_object_mut() {
        m.insert("dealer_sits_out".into(), json!(g.dealer()));
        m.insert("players".into(), json!(players));
        m.insert("table_seat".into(), json!(seat));
        m.insert("table_to_move".into(), json!(g.to_move()));
    }
    v
}
