//! The page's view of a Sixty-three hand for one seat: public state, that seat's cards in
//! display order (trumps first, high to low), its legal actions and, for each card it may
//! not play or choose, the reason. See the crate README / report for the field list.

use super::rank::{dirt, display_order, trump_set, trumps};
use super::{Phase, SixtyThree, SixtyThreeAction};
use crate::game::{Game, Seat};
use serde_json::{json, Map, Value};

/// The hand-level fields of the page's view for `seat` (a JSON object; the table adds
/// scores, seats and the match fields). Never contains a card `seat` may not see.
///
/// Card-set decisions (keep, give, discard, dump) can have thousands of legal sets, so
/// for them `legal` is empty and `choose` describes the choice instead:
/// `{"action": "keep", "from": [cards], "min": n, "max": n}` — any set of `min..=max`
/// cards of `from` is legal.
pub fn sixty_three_view(g: &SixtyThree, seat: Seat) -> Value {
    let p = &g.public;
    let seat = seat % 4;
    let hand = g.hands[seat];
    let joker = p.options.joker_rank;
    let mut legal: Vec<SixtyThreeAction> = Vec::new();
    let mut illegal = Map::new();
    let mut choose = Value::Null;
    if g.to_move() == Some(seat) {
        if let Some((from, lo, hi)) = g.set_choice() {
            let action = match p.phase {
                Phase::Rob | Phase::KeepDirt => "keep",
                Phase::Excess => "give",
                Phase::PartnerDiscard | Phase::ExcessDiscard => "discard",
                _ => "dump",
            };
            choose = json!({
                "action": action,
                "from": display_order(from, p.trump, joker),
                "min": lo,
                "max": hi,
            });
            for c in hand.iter().filter(|&c| !from.contains(c)) {
                let probe = match action {
                    "keep" => SixtyThreeAction::Keep { cards: crate::cards::CardSet::single(c) },
                    "give" => SixtyThreeAction::Give { cards: crate::cards::CardSet::single(c) },
                    "discard" => SixtyThreeAction::Discard { cards: crate::cards::CardSet::single(c) },
                    _ => SixtyThreeAction::Dump { cards: crate::cards::CardSet::single(c) },
                };
                if let Err(e) = g.check(probe) {
                    illegal.insert(c.to_string(), Value::String(e.message()));
                }
            }
        } else {
            g.legal_actions(&mut legal);
            if p.phase == Phase::Play {
                for card in hand.iter() {
                    if let Err(e) = g.check(SixtyThreeAction::Play { card }) {
                        illegal.insert(card.to_string(), Value::String(e.message()));
                    }
                }
            }
        }
    }
    let team_of_declarer = p.declarer.map(|d| d % 2);
    let trump_cards = p.trump.map(|t| display_order(trump_set(t), Some(t), joker));
    let (my_trumps, my_dirt) = match p.trump {
        Some(t) => (trumps(hand, t).len(), dirt(hand, t).len()),
        None => (0, 0),
    };
    let mut v = json!({
        "game": "sixty_three",
        "players": 4,
        "seat": seat,
        "dealer": p.dealer,
        "to_move": g.to_move(),
        "phase": p.phase,
        "hand": display_order(hand, p.trump, joker),
        "hand_counts": p.held,
        "my_trumps": my_trumps,
        "my_dirt": my_dirt,
        "auction": {
            "high_bid": p.high_bid,
            "high_bidder": p.high_bidder,
            "bids": p.bids,
            "passed": p.passed,
            "min_next_bid": if p.phase == Phase::Auction { g.min_next_bid() } else { None },
            "style": p.options.auction_style,
        },
        "trump": p.trump,
        "trump_cards": trump_cards,
        "declarer": p.declarer,
        "bidding_team": team_of_declarer,
        "contract": p.contract,
        "dealer_default": p.dealer_default,
        "exchange": {
            "dirt_discarded": p.dirt_discarded,
            "face_down": p.face_down,
            "drawn": p.drawn,
            "stock": p.stock,
            "rob_taken": p.rob_taken,
            "short_of_stock": p.short_of_stock,
            "passes": p.passes,
            "shown_discards": p.shown_discards,
            "excess_capacity": p.excess_capacity,
        },
    });
    let hand_result = g.result().map(|r| {
        json!({
            "points": r.points,
            "bidding_team": r.bidding_team,
            "declarer": r.declarer,
            "contract": r.contract,
            "dealer_default": r.dealer_default,
            "made": r.made,
            "score_delta": r.score_delta,
            "end": r.end,
            "summary": r.summary,
        })
    });
    let play = json!({
        "face_up": p.face_up,
        "active": p.active,
        "folded": (0..4).map(|s| !p.active[s]).collect::<Vec<_>>(),
        "folds": p.folds,
        "trick": p.trick,
        "trick_leader": p.trick.first().map(|pc| pc.seat),
        "last_trick": p.tricks.last(),
        "tricks_played": p.tricks.len(),
        "points_taken": p.taken,
        "legal": legal,
        "legal_text": legal.iter().map(|a| a.to_string()).collect::<Vec<_>>(),
        "choose": choose,
        "illegal": illegal,
        "hand_result": hand_result,
    });
    if let (Value::Object(m), Value::Object(extra)) = (&mut v, play) {
        m.extend(extra);
    }
    v
}
