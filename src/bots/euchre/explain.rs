//! Hint reasons for Euchre: why the bot's choice is good, as a message (`euchre.hint.*`, the
//! English in `src/words/euchre.rs`), from the observer's point of view. Every reason's
//! premise ("you hold no trump", "your partner is winning", "boss", "your cheapest card")
//! is true of the observation it describes (issue 17, "Hint reasons that fit the position";
//! `tests/euchre_hint_premises.rs` checks them on many seeded hands).

use crate::cards::{Card, CardSet, Suit};
use crate::euchre::rank::{eff_cards, eff_suit, trick_power, trump_power};
use crate::euchre::{Euchre, EuchreAction, EuchreObservation, UpcardState};
use crate::words::Msg;

/// Cards the observer knows to be out of play: every card played (this trick too), the
/// turned-down upcard (public) and the observer's own discards.
pub fn out_of_play(obs: &EuchreObservation) -> CardSet {
    let p = &obs.public;
    let mut out = p.played.iter().fold(CardSet::EMPTY, |a, &b| a | b);
    for pc in &p.trick {
        out.insert(pc.card);
    }
    out |= turned_down(obs);
    for c in [obs.dealer_discard, obs.best_discard].into_iter().flatten() {
        out.insert(c);
    }
    out
}

/// The turned-down upcard, once round 1 ended with four passes.
fn turned_down(obs: &EuchreObservation) -> CardSet {
    let mut s = CardSet::EMPTY;
    if obs.public.upcard_state == UpcardState::TurnedDown {
        s.insert(obs.public.upcard);
    }
    s
}

/// The cards of `card`'s effective suit that outrank it (trump order for trump).
pub fn higher_cards(obs: &EuchreObservation, card: Card, trump: Suit) -> CardSet {
    let s = eff_suit(card, Some(trump));
    let mine = trick_power(card, trump, s);
    eff_cards(Euchre::pack(&obs.public.options), s, trump).iter().filter(|&c| trick_power(c, trump, s) > mine).collect()
}

/// True if no card that outranks `card` in its suit can be in another hand: each higher
/// one is out of play or the observer's own.
pub fn is_boss(obs: &EuchreObservation, card: Card, trump: Suit) -> bool {
    (higher_cards(obs, card, trump) - out_of_play(obs) - obs.hand).is_empty()
}

/// Trumps that may still be in another hand (not played, not turned down, not the
/// observer's).
pub fn trumps_out(obs: &EuchreObservation, trump: Suit) -> CardSet {
    eff_cards(Euchre::pack(&obs.public.options) - out_of_play(obs) - obs.hand, trump, trump)
}

/// Order of cheapness when throwing a card away: off-suit cards by rank, then trumps by
/// power.
pub fn cheapness(c: Card, trump: Suit) -> i32 {
    if eff_suit(c, Some(trump)) == trump {
        100 + trump_power(c, trump) as i32
    } else {
        c.rank() as i32
    }
}

/// The number of trumps `hand` holds if `suit` is trump.
fn trumps_in(hand: CardSet, suit: Suit) -> i64 {
    eff_cards(hand, suit, suit).len() as i64
}

/// A one-line reason for `action`, in a player's words, for hints ("Trump is still out:
/// lead the J♥ to draw it." is `euchre.hint.lead_trump` with the card).
pub fn explain(obs: &EuchreObservation, action: EuchreAction, legal: &[EuchreAction]) -> Msg {
    let p = &obs.public;
    if legal.len() == 1 {
        return Msg::new("only_choice");
    }
    let trump = p.trump.unwrap_or(Suit::Clubs);
    match action {
        EuchreAction::OrderUp => {
            let suit = p.upcard.suit().unwrap_or(trump);
            let mut h = obs.hand;
            if p.dealer == obs.seat {
                h.insert(p.upcard);
            }
            let n = trumps_in(h, suit);
            if n >= 3 {
                Msg::new("euchre.hint.order_up")
            } else {
                // Issue 17: "strong in the upcard's suit" with one or two trumps was false.
                Msg::new("euchre.hint.order_up_short").with("trumps", n).with("suit", suit)
            }
        }
        EuchreAction::Pass => {
            // The most trumps the observer could make with: the upcard's suit in round 1
            // (with the upcard if dealing), any suit it may name in round 2.
            let (n, suit) = if let Some(up) = p.upcard.suit().filter(|_| legal.contains(&EuchreAction::OrderUp)) {
                let mut h = obs.hand;
                if p.dealer == obs.seat {
                    h.insert(p.upcard);
                }
                (trumps_in(h, up), up)
            } else {
                legal
                    .iter()
                    .filter_map(|a| if let EuchreAction::Call { suit } = a { Some((trumps_in(obs.hand, *suit), *suit)) } else { None })
                    .max_by_key(|&(n, s)| (n, std::cmp::Reverse(s.index())))
                    .unwrap_or((0, trump))
            };
            if n >= 3 {
                Msg::new("euchre.hint.pass_long").with("trumps", n).with("suit", suit)
            } else {
                Msg::new("euchre.hint.pass")
            }
        }
        EuchreAction::Call { suit } => {
            let best = legal
                .iter()
                .filter_map(|a| if let EuchreAction::Call { suit } = a { Some(super::hand_strength(obs.hand, *suit)) } else { None })
                .fold(f32::MIN, f32::max);
            let n = trumps_in(obs.hand, suit);
            let stuck = !legal.contains(&EuchreAction::Pass);
            if super::hand_strength(obs.hand, suit) >= best && (n >= 3 || stuck) {
                Msg::new("euchre.hint.call").with("suit", suit)
            } else {
                // Issue 17: not the strongest suit by the hand's value, or a thin call that
                // could pass (`?seed=1` hand 1: diamonds with only J♦ Q♦); say what it holds.
                Msg::new("euchre.hint.call_other").with("suit", suit).with("trumps", n)
            }
        }
        EuchreAction::NameTrump { suit } => Msg::new("euchre.hint.name_trump").with("suit", suit),
        EuchreAction::Alone => Msg::new("euchre.hint.alone"),
        EuchreAction::Partner => Msg::new("euchre.hint.partner"),
        EuchreAction::Discard { card } => {
            let suit = eff_suit(card, Some(trump));
            let same = eff_cards(obs.hand, suit, trump);
            if same.len() == 1 {
                Msg::new("euchre.hint.discard_void").with("card", card).with("suit", suit)
            } else if same.iter().any(|c| trick_power(c, trump, suit) < trick_power(card, trump, suit)) {
                // Issue 17 (`?seed=7`, hand 3): "your least useful card" while a lower card
                // of the same suit stays. The expert no longer chooses so (`best_discard`);
                // the reason stays plain for any other caller.
                Msg::new("euchre.hint.discard_plain").with("card", card)
            } else {
                Msg::new("euchre.hint.discard").with("card", card)
            }
        }
        EuchreAction::GiveBest { card } => Msg::new("euchre.hint.give_best").with("card", card),
        EuchreAction::Play { card } => {
            let is_trump = eff_suit(card, Some(trump)) == trump;
            if p.trick.is_empty() {
                lead_reason(obs, card, trump)
            } else {
                let led = eff_suit(p.trick[0].card, Some(trump));
                let mut w = 0;
                for i in 1..p.trick.len() {
                    if trick_power(p.trick[i].card, trump, led) > trick_power(p.trick[w].card, trump, led) {
                        w = i;
                    }
                }
                let winning = p.trick[w];
                let to_beat = trick_power(winning.card, trump, led);
                let partner = p.options.players == 4 && winning.seat == (obs.seat + 2) % 4;
                let wins = trick_power(card, trump, led) > to_beat;
                let cards: Vec<Card> =
                    legal.iter().filter_map(|a| if let EuchreAction::Play { card } = a { Some(*card) } else { None }).collect();
                let cheapest = cards.iter().all(|&c| cheapness(c, trump) >= cheapness(card, trump));
                let suit = eff_suit(card, Some(trump));
                let voids = !is_trump && suit != led && eff_cards(obs.hand, suit, trump).len() == 1;
                if partner && !wins {
                    if cheapest {
                        Msg::new("euchre.hint.partner_winning")
                    } else if voids {
                        Msg::new("euchre.hint.partner_winning_void").with("card", card).with("suit", suit)
                    } else {
                        Msg::new("euchre.hint.partner_winning_card").with("card", card)
                    }
                } else if wins && is_trump && led != trump {
                    Msg::new("euchre.hint.trump_in").with("led", led).with("card", card)
                } else if wins {
                    Msg::new("euchre.hint.take_trick").with("card", card)
                } else if cards.iter().any(|&c| trick_power(c, trump, led) > to_beat) {
                    // Issue 17: "you can't win this trick" while a legal card would win it.
                    Msg::new("euchre.hint.duck").with("card", card)
                } else if cheapest {
                    Msg::new("euchre.hint.throw_off").with("card", card)
                } else if voids {
                    Msg::new("euchre.hint.throw_off_void").with("card", card).with("suit", suit)
                } else {
                    Msg::new("euchre.hint.throw_off_card").with("card", card)
                }
            }
        }
    }
}

/// Why lead `card`: draw trump while trump is out, cash a boss card (saying why it is boss),
/// keep trumps for later only when holding some (issue 17, `?seed=1`: the K♠ led with the
/// A♠ turned down was "keep your trumps for later" from a hand without them).
fn lead_reason(obs: &EuchreObservation, card: Card, trump: Suit) -> Msg {
    let is_trump = eff_suit(card, Some(trump)) == trump;
    let boss = is_boss(obs, card, trump);
    if is_trump && !trumps_out(obs, trump).is_empty() {
        return Msg::new("euchre.hint.lead_trump").with("card", card);
    }
    if boss {
        let higher = higher_cards(obs, card, trump);
        if higher.is_empty() && !is_trump {
            return Msg::new("euchre.hint.cash").with("card", card);
        }
        let down = higher & turned_down(obs);
        let mine = [obs.dealer_discard, obs.best_discard].into_iter().flatten().collect::<CardSet>();
        return Msg::new("euchre.hint.lead_boss")
            .with("card", card)
            .with("turned_down", down)
            .with("discarded", higher & (mine - down))
            .with("played", higher - obs.hand - down - mine)
            .with("held", higher & obs.hand)
            .with("trump", is_trump as i64);
    }
    if trumps_in(obs.hand, trump) > 0 {
        Msg::new("euchre.hint.lead").with("card", card)
    } else {
        Msg::new("euchre.hint.lead_no_trump").with("card", card)
    }
}
