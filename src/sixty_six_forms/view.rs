//! The page's view of a deal of the forms for one seat: only what that seat may know (its
//! own hand, the public state), the legal actions when it is to move, and the phase. Every
//! seat number in it is a table seat, so the page lays out 2, 3 or 4 seats the same way.

use super::rank::in_card_order;
use super::{FormAction, FormDeal, Phase, ThreeHand};
use crate::game::{Game, Seat};
use serde_json::{json, Map, Value};

/// The view of a trick form's deal for `seat`.
pub fn form_view(g: &FormDeal, seat: Seat) -> Value {
    let p = g.public();
    let mut legal = Vec::new();
    if g.to_move() == Some(seat) {
        g.legal_actions(&mut legal);
    }
    // Why each card of the hand may not be played now (the page says it on a tap).
    let mut illegal_msg = Map::new();
    if p.phase == Phase::Play && g.to_move() == Some(seat) {
        for c in g.hand(seat).iter() {
            let a = FormAction::Play { card: c };
            if !legal.contains(&a) {
                illegal_msg.insert(c.to_string(), json!(g.why_not(a).msg));
            }
        }
    }
    json!({
        "form": p.options.form,
        // The table's words for a finished deal.
        "phase": if p.phase == Phase::Over { "hand_over" } else { p.phase.word() },
        "players": p.options.players,
        "seat": seat,
        "to_move": g.to_move(),
        "hand": in_card_order(g.hand(seat)),
        "hand_counts": p.held,
        "legal": legal,
        "illegal_msg": illegal_msg,
        "dealer": p.dealer,
        "trump": p.trump,
        "trump_card": p.trump_card,
        "auction": p.auction,
        "bidder": p.bidder,
        "bid": p.bid,
        "min_bid": p.options.min_bid,
        "max_bid": p.options.max_bid,
        "leader": p.leader,
        "trick": p.trick,
        "tricks": p.tricks,
        "last_trick": p.tricks.last(),
        "totals": p.totals,
        "tricks_won": p.tricks_won,
        "held": p.held,
        "widow": p.widow.map(in_card_order),
        "widow_size": p.options.widow,
        "result": p.result,
        "summary": p.result.as_ref().map(|r| &r.summary),
    })
}

/// Keys whose value is a two-hand seat number.
const SEAT_KEYS: &[&str] = &["seat", "elder", "to_move", "closed_by", "trick_leader", "leader", "winner", "declarer", "closer", "by"];
/// Keys whose value is a pair indexed by two-hand seat.
const PAIR_KEYS: &[&str] =
    &["hand_counts", "tricks_won", "played", "totals", "card_points", "marriage_points", "uncounted_marriage_points", "last_trick_bonus"];

/// Rewrites a two-hand JSON value in table seats: `players[i]` is the table seat of two-hand
/// seat `i`; pairs become one entry per table seat (the dealer's empty, like its first).
fn to_table_seats(v: &mut Value, players: [Seat; 2]) {
    match v {
        Value::Object(m) => {
            for (k, x) in m.iter_mut() {
                if SEAT_KEYS.contains(&k.as_str()) {
                    if let Some(i) = x.as_u64().filter(|&i| i < 2) {
                        *x = json!(players[i as usize]);
                        continue;
                    }
                }
                if PAIR_KEYS.contains(&k.as_str()) {
                    if let Some(a) = x.as_array().filter(|a| a.len() == 2) {
                        let empty = match &a[0] {
                            Value::Number(_) => json!(0),
                            Value::Array(_) => json!([]),
                            _ => Value::Null,
                        };
                        let mut out = vec![empty; 3];
                        out[players[0]] = a[0].clone();
                        out[players[1]] = a[1].clone();
                        *x = Value::Array(out);
                        continue;
                    }
                }
                to_table_seats(x, players);
            }
        }
        Value::Array(a) => a.iter_mut().for_each(|x| to_table_seats(x, players)),
        _ => {}
    }
}

/// The view of a `sixty-six-3` deal for `seat`, in table seats: the two-hand view of a
/// player, or, for the dealer who sits out, the public part of it (no hand, no legal
/// action, nothing only a player could know). `players` names the table seats of two-hand
/// seats 0 (elder) and 1 (younger); `active` is false for the dealer.
pub fn three_hand_view(g: &ThreeHand, seat: Seat) -> Value {
    let players = [g.table_seat(0), g.table_seat(1)];
    let mut v = match g.two_hand_seat(seat) {
        Some(i) => crate::sixty_six::sixty_six_view(g.two_hand(), i),
        None => {
            let mut v = crate::sixty_six::sixty_six_view(g.two_hand(), 0);
            if let Some(m) = v.as_object_mut() {
                for k in ["hand", "legal", "known_opponent_cards"] {
                    m.insert(k.into(), json!([]));
                }
                for k in ["illegal", "illegal_msg"] {
                    m.insert(k.into(), json!({}));
                }
                for k in ["my_points", "my_card_points", "my_marriage_points", "my_pending_points", "my_bonus"] {
                    m.insert(k.into(), json!(0));
                }
                m.insert("can_declare".into(), json!(false));
                m.insert("opponent_points".into(), Value::Null);
                m.insert("pending_marriages".into(), json!([]));
            }
            v
        }
    };
    to_table_seats(&mut v, players);
    if let Some(m) = v.as_object_mut() {
        let mut active = [true; 3];
        active[g.dealer()] = false;
        m.insert("seat".into(), json!(seat));
        m.insert("players".into(), json!(3));
        m.insert("dealer".into(), json!(g.dealer()));
        m.insert("dealer_sits_out".into(), json!(g.dealer()));
        m.insert("active".into(), json!(active));
        m.insert("table_players".into(), json!(players));
        m.insert("to_move".into(), json!(g.to_move()));
    }
    v
}

/// A `sixty-six-3` event for the page: the two-hand event in table seats, flat (its `type`
/// at the top, as every game's events).
pub fn three_hand_event(e: &super::ThreeHandEvent) -> Value {
    let mut v = serde_json::to_value(&e.event).unwrap_or(Value::Null);
    to_table_seats(&mut v, e.players);
    // §15.3: a deal's dealer is the table's, who sits out (the two-hand deal's names the younger
    // player): the page deals the cards from there and says who dealt.
    if let (Some(m), [a, b]) = (v.as_object_mut(), e.players) {
        if m.get("type").and_then(Value::as_str) == Some("deal") && a < 3 && b < 3 {
            m.insert("dealer".into(), json!(3 - a - b));
        }
    }
    v
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sixty_six::SixtySixEvent;

    #[test]
    fn a_three_hand_deal_is_dealt_by_the_seat_that_sits_out() {
        let deal = |players: [Seat; 2]| {
            let event = SixtySixEvent::Deal {
                dealer: 1,
                elder: 0,
                trump_card: "AS".parse().unwrap(),
                trump: crate::cards::Suit::Spades,
                stock_count: 12,
                hand_size: 6,
            };
            three_hand_event(&super::super::ThreeHandEvent { players, event })
        };
        let v = deal([0, 1]);
        assert_eq!((v["dealer"].clone(), v["elder"].clone()), (json!(2), json!(0)));
        // Dealer 0: seat 1 is the elder, seat 2 the younger.
        let v = deal([1, 2]);
        assert_eq!((v["dealer"].clone(), v["elder"].clone()), (json!(0), json!(1)));
    }
}
