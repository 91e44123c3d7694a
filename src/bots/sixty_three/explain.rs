//! One-line reasons for the expert's Sixty-three choices (hints), from the seat's
//! observation only, as `sixty_three.hint.*` messages (English in `sixty_three::words`).
//! The expert bids, names trump and handles the exchange by the club rules of [`super`],
//! so those reasons restate those rules with the hand's numbers; in the play it searches,
//! so the reason names what the chosen card does in the trick.

use super::{best_suit, Table};
use crate::cards::{Card, CardSet, Suit};
use crate::sixty_three::rank::{card_points, counting, left_pedro, right_pedro, trick_power, trumps};
use crate::sixty_three::{partner, Phase, SixtyThreeAction as A, SixtyThreeObservation, SixtyThreeOptions};
use crate::words::Msg;

/// The holding in `trump` as a message (`sixty_three.hint.holding`): the number of trumps,
/// the ace and king held, the joker (when it counts), the pedros and the nine; rendered as
/// "four trumps with K♥, the joker and both pedros".
pub(super) fn holding(hand: CardSet, trump: Suit, o: &SixtyThreeOptions) -> Msg {
    let tr = trumps(hand, trump);
    let top: CardSet = [14u8, 13].into_iter().map(|r| Card::new(trump, r)).filter(|&c| tr.contains(c)).collect();
    let joker = tr.contains(Card::JOKER) && o.joker_points > 0;
    let pedros = [right_pedro(trump), left_pedro(trump)].into_iter().filter(|&c| tr.contains(c)).count();
    let nine: CardSet = Some(Card::new(trump, 9)).filter(|&c| tr.contains(c)).into_iter().collect();
    Msg::new("sixty_three.hint.holding")
        .with("n", tr.len())
        .with("suit", trump)
        .with("top", top)
        .with("joker", joker as i32)
        .with("pedros", pedros)
        .with("nine", nine)
}

/// A one-line reason for choosing `action` from `obs` (the expert's choice in hints).
pub fn explain(obs: &SixtyThreeObservation, action: A, legal: &[A]) -> Msg {
    if legal.len() == 1 {
        return Msg::new("only_choice");
    }
    let p = &obs.public;
    let o = &p.options;
    match (p.phase, action) {
        (Phase::Auction, A::Bid { value }) => {
            let (suit, _) = best_suit(obs.hand, o);
            if p.high_bidder == Some(partner(obs.seat)) {
                Msg::new("sixty_three.hint.bid_over_partner").with("bid", value).with("holding", holding(obs.hand, suit, o))
            } else {
                Msg::new("sixty_three.hint.bid").with("bid", value).with("holding", holding(obs.hand, suit, o))
            }
        }
        (Phase::Auction, _) => {
            let (suit, _) = best_suit(obs.hand, o);
            let h = holding(obs.hand, suit, o);
            if p.high_bidder == Some(partner(obs.seat)) {
                Msg::new("sixty_three.hint.pass_partner_holds").with("holding", h)
            } else if let Some(b) = p.high_bid {
                Msg::new("sixty_three.hint.pass_not_more").with("holding", h).with("bid", b)
            } else {
                Msg::new("sixty_three.hint.pass_not_enough").with("holding", h).with("min_bid", o.min_bid)
            }
        }
        (_, A::Trump { suit }) => Msg::new("sixty_three.hint.trump").with("suit", suit).with("holding", holding(obs.hand, suit, o)),
        (_, A::Keep { cards }) => {
            if cards.is_empty() {
                Msg::new("sixty_three.hint.keep_none")
            } else {
                Msg::new("sixty_three.hint.keep").with("cards", cards)
            }
        }
        (_, A::Give { cards }) => {
            if cards.is_empty() {
                Msg::new("sixty_three.hint.give_none")
            } else {
                Msg::new("sixty_three.hint.give").with("cards", cards)
            }
        }
        (_, A::Discard { cards }) => Msg::new("sixty_three.hint.discard").with("cards", cards),
        (_, A::Dump { cards }) => {
            let trump = p.trump.unwrap_or(Suit::Spades);
            let t = Table::new(obs, trump);
            if cards.iter().any(|c| t.is_boss(c)) {
                Msg::new("sixty_three.hint.dump_boss").with("cards", cards)
            } else {
                Msg::new("sixty_three.hint.dump").with("cards", cards)
            }
        }
        (_, A::Play { card }) => play_reason(obs, card, legal),
        (_, A::Pass | A::Bid { .. }) => Msg::new("sixty_three.hint.pass"),
    }
}

/// Why play `card`. Each reason's premise is true of the position (issue 17, "Hint reasons
/// that fit the position"): "you cannot win this trick" only when no legal card wins it,
/// "keep your trumps" only when holding some, "costs the least" only for the cheapest card.
fn play_reason(obs: &SixtyThreeObservation, card: Card, legal: &[A]) -> Msg {
    let p = &obs.public;
    let o = &p.options;
    let Some(trump) = p.trump else { return Msg::new("sixty_three.hint.play").with("card", card) };
    let t = Table::new(obs, trump);
    let me = obs.seat;
    let mate = partner(me);
    let pts = card_points(card, trump, o) as i32;
    let is_tr = crate::sixty_three::rank::is_trump(card, trump);
    let two = Card::new(trump, 2);
    let two_free = t.two_is_free();
    let opp_active = (0..4).any(|s| p.active[s] && s % 2 != me % 2);
    // Counters the opponents may still hold (for "trump is still out").
    let out_counters = counting(t.unseen_trumps, trump, o);
    let cards: CardSet = legal.iter().filter_map(|a| if let A::Play { card } = a { Some(*card) } else { None }).collect();
    let holds_trump = !trumps(obs.hand, trump).is_empty();
    let cheapest = t.cheapest(cards) == Some(card);

    if p.trick.is_empty() {
        if is_tr && t.is_boss(card) && opp_active {
            return if pts >= 5 {
                Msg::new("sixty_three.hint.lead_boss_points").with("card", card).with("points", pts)
            } else if !out_counters.is_empty() {
                Msg::new("sixty_three.hint.lead_pull").with("card", card)
            } else if !t.unseen_trumps.is_empty() {
                Msg::new("sixty_three.hint.lead_boss").with("card", card)
            } else {
                // Issue 17: no trump is out, so there is none left to pull.
                Msg::new("sixty_three.hint.lead_boss_clear").with("card", card)
            };
        }
        if !is_tr {
            return if holds_trump {
                Msg::new("sixty_three.hint.lead_dirt").with("card", card)
            } else {
                Msg::new("sixty_three.hint.lead_dirt_bare").with("card", card)
            };
        }
        if card == two && two_free {
            return Msg::new("sixty_three.hint.lead_two").with("card", card);
        }
        if pts == 0 {
            return Msg::new("sixty_three.hint.lead_low").with("card", card);
        }
        if pts <= 1 {
            return Msg::new("sixty_three.hint.lead_point").with("card", card);
        }
        if p.active[mate] {
            return Msg::new("sixty_three.hint.lead_partner").with("card", card);
        }
        return if cheapest {
            Msg::new("sixty_three.hint.lead_cheapest").with("card", card)
        } else {
            Msg::new("sixty_three.hint.lead_card").with("card", card)
        };
    }

    let led = p.trick[0].card;
    let power = |x: Card| trick_power(x, led, trump, o.joker_rank);
    let win = p.trick.iter().max_by_key(|pc| power(pc.card)).copied().unwrap_or(p.trick[0]);
    let opp_after = (1..4).map(|j| (me + j) % 4).any(|s| p.to_play[s] && s != me && s % 2 != me % 2);
    let trick_pts: i32 = p.trick.iter().map(|pc| card_points(pc.card, trump, o) as i32).sum();
    let beats = power(card) > power(win.card);
    let partner_holds = win.seat == mate && (!opp_after || t.is_boss(win.card));

    if partner_holds && !beats {
        return if pts > 0 && card != two {
            Msg::new("sixty_three.hint.partner_give").with("card", card).with("trump", trump).with("points", pts)
        } else if card == two && two_free {
            Msg::new("sixty_three.hint.partner_two").with("card", card)
        } else if cheapest {
            Msg::new("sixty_three.hint.partner_keep").with("card", card)
        } else {
            // Issue 17: "keep your better cards" while a cheaper card stays in hand.
            Msg::new("sixty_three.hint.partner_play").with("card", card)
        };
    }
    if beats {
        let sure = !opp_after || t.is_boss(card);
        let total = trick_pts + pts;
        if sure {
            return if total > 0 {
                Msg::new("sixty_three.hint.win_sure_points").with("card", card).with("points", total)
            } else {
                Msg::new("sixty_three.hint.win_sure").with("card", card)
            };
        }
        return if trick_pts > 0 {
            Msg::new("sixty_three.hint.take_points").with("card", card).with("points", trick_pts)
        } else {
            Msg::new("sixty_three.hint.win_unless").with("card", card)
        };
    }
    // Not winning and the partner is not safe.
    if cards.iter().any(|x| power(x) > power(win.card)) {
        return if card == two && two_free {
            Msg::new("sixty_three.hint.duck_two").with("card", card)
        } else if !is_tr {
            Msg::new("sixty_three.hint.duck_dirt").with("card", card)
        } else {
            Msg::new("sixty_three.hint.duck").with("card", card)
        };
    }
    if card == two && two_free {
        return Msg::new("sixty_three.hint.lost_two").with("card", card);
    }
    if !is_tr {
        return if holds_trump {
            Msg::new("sixty_three.hint.lost_dirt").with("card", card)
        } else {
            Msg::new("sixty_three.hint.lost_dirt_bare").with("card", card)
        };
    }
    if pts == 0 {
        return if (obs.hand - Some(card).into_iter().collect::<CardSet>()).iter().any(|c| card_points(c, trump, o) > 0) {
            Msg::new("sixty_three.hint.lost_low").with("card", card)
        } else {
            Msg::new("sixty_three.hint.lost_low_bare").with("card", card)
        };
    }
    if win.seat == mate {
        return Msg::new("sixty_three.hint.give_partner").with("card", card).with("trump", trump).with("points", pts);
    }
    if cheapest && cards.iter().all(|x| card_points(x, trump, o) > 0) {
        Msg::new("sixty_three.hint.cheapest").with("card", card)
    } else {
        Msg::new("sixty_three.hint.lost_card").with("card", card)
    }
}
