//! Hint reasons for Euchre: why the bot's choice is good, as a message (`euchre.hint.*`, the
//! English in `src/euchre/words.rs`), from the observer's point of view.

use crate::cards::Suit;
use crate::euchre::rank::{eff_cards, eff_suit, trick_power};
use crate::euchre::{EuchreAction, EuchreObservation};
use crate::words::Msg;

/// A one-line reason for `action`, in a player's words, for hints ("Trump is still out:
/// lead the J♥ to draw it." is `euchre.hint.lead_trump` with the card).
pub fn explain(obs: &EuchreObservation, action: EuchreAction, legal: &[EuchreAction]) -> Msg {
    let p = &obs.public;
    if legal.len() == 1 {
        return Msg::new("only_choice");
    }
    let trump = p.trump.unwrap_or(Suit::Clubs);
    match action {
        EuchreAction::OrderUp => Msg::new("euchre.hint.order_up"),
        EuchreAction::Pass => Msg::new("euchre.hint.pass"),
        EuchreAction::Call { suit } => Msg::new("euchre.hint.call").with("suit", suit),
        EuchreAction::NameTrump { suit } => Msg::new("euchre.hint.name_trump").with("suit", suit),
        EuchreAction::Alone => Msg::new("euchre.hint.alone"),
        EuchreAction::Partner => Msg::new("euchre.hint.partner"),
        EuchreAction::Discard { card } => {
            let suit = eff_suit(card, Some(trump));
            if eff_cards(obs.hand, suit, trump).len() == 1 {
                Msg::new("euchre.hint.discard_void").with("card", card).with("suit", suit)
            } else {
                Msg::new("euchre.hint.discard").with("card", card)
            }
        }
        EuchreAction::GiveBest { card } => Msg::new("euchre.hint.give_best").with("card", card),
        EuchreAction::Play { card } => {
            let is_trump = eff_suit(card, Some(trump)) == trump;
            if p.trick.is_empty() {
                if is_trump {
                    Msg::new("euchre.hint.lead_trump").with("card", card)
                } else if card.rank() == 14 {
                    Msg::new("euchre.hint.cash").with("card", card)
                } else {
                    Msg::new("euchre.hint.lead").with("card", card)
                }
            } else {
                let led = eff_suit(p.trick[0].card, Some(trump));
                let mut w = 0;
                for i in 1..p.trick.len() {
                    if trick_power(p.trick[i].card, trump, led) > trick_power(p.trick[w].card, trump, led) {
                        w = i;
                    }
                }
                let winning = p.trick[w];
                let partner = p.options.players == 4 && winning.seat == (obs.seat + 2) % 4;
                let wins = trick_power(card, trump, led) > trick_power(winning.card, trump, led);
                if partner && !wins {
                    Msg::new("euchre.hint.partner_winning")
                } else if wins && is_trump && led != trump {
                    Msg::new("euchre.hint.trump_in").with("led", led).with("card", card)
                } else if wins {
                    Msg::new("euchre.hint.take_trick").with("card", card)
                } else {
                    Msg::new("euchre.hint.throw_off").with("card", card)
                }
            }
        }
    }
}
