//! The page's view of a Euchre hand for one seat: public state, that seat's cards in
//! display order, its legal actions and, for each card it may not play, the reason.

use super::rank::display_order;
use super::{Euchre, EuchreAction, Phase, PlayedCard, UpcardState};
use crate::game::{Game, Seat};
use serde_json::{json, Value};

/// The hand-level fields of the page's view for `seat` (a JSON object; the session adds
/// scores, seats and the match fields). Never contains a card `seat` may not see.
pub fn euchre_view(g: &Euchre, seat: Seat) -> Value {
    let p = &g.public;
    let hand = g.hands[seat];
    let mut legal = Vec::new();
    let mut illegal = serde_json::Map::new();
    if g.to_move() == Some(seat) {
        g.legal_actions(&mut legal);
        if p.phase == Phase::Play {
            for card in hand.iter() {
                if let Err(e) = g.check(EuchreAction::Play { card }) {
                    illegal.insert(card.to_string(), Value::String(e.message()));
                }
            }
        } else if p.phase == Phase::Discard && !p.options.dealer_may_discard_upcard && hand.contains(p.upcard) {
            if let Err(e) = g.check(EuchreAction::Discard { card: p.upcard }) {
                illegal.insert(p.upcard.to_string(), Value::String(e.message()));
            }
        }
    }
    let plays = |v: &[PlayedCard]| -> Value { json!(v) };
    let n = g.seats();
    let team = |s: usize| if n == 4 { s % 2 } else { s };
    let mut by_side = vec![0u8; if n == 4 { 2 } else { n }];
    for s in 0..n {
        by_side[team(s)] += p.tricks_won[s];
    }
    json!({
        "game": "euchre",
        "players": n,
        "seat": seat,
        "dealer": p.dealer,
        "to_move": g.to_move(),
        "phase": p.phase,
        "hand": display_order(hand, p.trump),
        "hand_counts": &p.held[..n],
        "upcard": p.upcard,
        "upcard_state": match p.upcard_state { UpcardState::Up => "up", UpcardState::Taken => "taken", UpcardState::TurnedDown => "turned_down" },
        "trump": p.trump,
        "maker": p.maker,
        "maker_alone": p.maker_alone,
        "lone_defender": p.lone_defender,
        "active": &p.active[..n],
        "bids": p.bids.iter().map(|(s, a)| json!({"seat": s, "action": a})).collect::<Vec<_>>(),
        "trick": plays(&p.trick),
        "trick_leader": p.trick.first().map(|pc| pc.seat),
        "last_trick": p.last_trick.as_ref().map(|(t, w)| json!({"plays": t, "winner": w})),
        "tricks_won": &p.tricks_won[..n],
        "tricks_won_by_team": by_side,
        "legal": legal,
        "illegal": illegal,
        "hand_result": g.result().map(|r| {
            let scoring = r.side_points.iter().enumerate().max_by_key(|(_, &v)| v).map(|(i, _)| i);
            json!({
                "outcome": r.outcome,
                "trump": r.trump,
                "maker": r.maker,
                "makers_team": r.makers_side,
                "makers_tricks": r.makers_tricks,
                "maker_alone": r.maker_alone,
                "lone_defender": r.lone_defender,
                "scoring_team": if r.side_points.iter().any(|&v| v > 0) { scoring } else { None },
                "points": r.side_points.iter().copied().max().unwrap_or(0),
                "side_points": r.side_points,
                "summary": summary_for(&r, seat, n),
            })
        }),
    })
}

/// The end-of-hand sentence from `seat`'s point of view ("You and your partner made hearts
/// with 4 tricks: 1 point.", "The opponents were euchred: your side scores 2.").
fn summary_for(r: &super::EuchreResult, seat: Seat, n: usize) -> String {
    use super::EuchreOutcome as O;
    let (Some(trump), Some(side)) = (r.trump, r.makers_side) else { return r.summary.clone() };
    let mine = if n == 4 { seat % 2 == side } else { seat == side };
    let makers = match (mine, n) {
        (true, 4) => "You and your partner".to_string(),
        (true, _) => "You".to_string(),
        (false, 4) => "The opponents".to_string(),
        (false, _) => format!("Player {}", side + 1),
    };
    let alone = if r.maker_alone { " alone" } else { "" };
    let pts = r.side_points.iter().copied().max().unwrap_or(0);
    let plural = |p: i32| if p == 1 { "point" } else { "points" };
    match r.outcome {
        O::March => format!("{makers} marched{alone} in {}: all the tricks, {pts} {}.", trump.name(), plural(pts)),
        O::Made => format!("{makers} made {}{alone} with {} tricks: 1 point.", trump.name(), r.makers_tricks),
        O::Euchred => {
            let by = if r.lone_defender.is_some() { " by a lone defender" } else { "" };
            let gain = if mine {
                "the opponents score"
            } else if n == 4 {
                "your side scores"
            } else {
                "the defenders score"
            };
            let each = if n == 3 { " each" } else { "" };
            format!("{makers} were euchred{by} in {} with {} tricks: {gain} {pts}{each}.", trump.name(), r.makers_tricks)
        }
        O::AllPass => r.summary.clone(),
    }
}
