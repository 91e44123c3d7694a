//! The exchanges between bidding and play: the dealer taking the upcard (or the Benny) and
//! discarding (§5.2), and calling for best (§14.3), where a lone player discards a card and
//! receives the partner's best. Each piece: the legal actions, their transition, and why
//! another action is not legal.

use super::types::{EuchreAction, EuchreEvent, Phase, UpcardState};
use super::Euchre;
use crate::game::{ErrorCode, Events, Refusal, Seat};
use crate::words::Msg;

impl Euchre {
    /// The dealer's legal discards: any card held, but the upcard only if the options allow
    /// it (§5.2).
    pub(super) fn legal_discard(&self, out: &mut Vec<EuchreAction>) {
        let p = &self.public;
        let mut h = self.hands[p.turn];
        if !p.options.dealer_may_discard_upcard {
            h.remove(p.upcard); // §5.2
        }
        out.extend(h.iter().map(|card| EuchreAction::Discard { card }));
    }

    /// A lone player's call-for-best discard: any card held (§14.3).
    pub(super) fn legal_best_discard(&self, out: &mut Vec<EuchreAction>) {
        out.extend(self.hands[self.public.turn].iter().map(|card| EuchreAction::Discard { card }));
    }

    /// The lone player's partner gives any card held (§14.3).
    pub(super) fn legal_give_best(&self, out: &mut Vec<EuchreAction>) {
        out.extend(self.hands[self.public.turn].iter().map(|card| EuchreAction::GiveBest { card }));
    }

    /// The dealer takes the upcard (or the Benny) into hand and must discard (§5.2, §14.4).
    pub(super) fn take_upcard(&mut self, ev: &mut Events<'_, EuchreEvent>) {
        let d = self.public.dealer;
        let up = self.public.upcard;
        self.hands[d].insert(up);
        self.public.held[d] += 1;
        self.public.upcard_state = UpcardState::Taken;
        self.public.phase = Phase::Discard;
        self.public.turn = d;
        ev.push(|| EuchreEvent::Pickup { seat: d, card: up });
    }

    /// Applies the dealer's legal discard (§5.2), then the alone questions.
    pub(super) fn apply_discard(&mut self, a: EuchreAction, ev: &mut Events<'_, EuchreEvent>) {
        let EuchreAction::Discard { card } = a else { return };
        let t = self.public.turn;
        self.hands[t].remove(card);
        self.public.held[t] -= 1;
        self.discard = Some(card);
        ev.push(|| EuchreEvent::Discard { seat: t });
        self.after_trump(ev);
    }

    /// Applies a lone player's call-for-best discard; the partner gives next (§14.3).
    pub(super) fn apply_best_discard(&mut self, a: EuchreAction, ev: &mut Events<'_, EuchreEvent>) {
        let EuchreAction::Discard { card } = a else { return };
        let t = self.public.turn;
        self.hands[t].remove(card);
        self.best_discard[t] = Some(card);
        self.public.held[t] -= 1;
        self.public.best_discarded[t] = true;
        ev.push(|| EuchreEvent::Discard { seat: t });
        self.public.phase = Phase::GiveBest;
        self.public.turn = Euchre::partner(t);
    }

    /// Applies the partner's gift to the lone player (§14.3), then the next exchange or play.
    pub(super) fn apply_give_best(&mut self, a: EuchreAction, ev: &mut Events<'_, EuchreEvent>) {
        let EuchreAction::GiveBest { card } = a else { return };
        let t = self.public.turn;
        let lone = Euchre::partner(t);
        self.hands[t].remove(card);
        self.public.held[t] -= 1;
        self.hands[lone].insert(card);
        self.public.held[lone] += 1;
        self.gift[lone] = Some(card);
        self.public.best_done[lone] = true;
        ev.push(|| EuchreEvent::BestExchange { seat: lone, partner: t });
        self.after_alone();
    }

    /// Why `a`, not in the legal list of an exchange phase, may not be made: a card not held,
    /// or (§5.2) the upcard the dealer may not discard.
    pub(super) fn why_not_exchange(&self, a: EuchreAction) -> Refusal {
        let held = self.hands[self.public.turn];
        match (self.public.phase, a) {
            (Phase::Discard | Phase::BestDiscard, EuchreAction::Discard { card }) | (Phase::GiveBest, EuchreAction::GiveBest { card })
                if !held.contains(card) =>
            {
                Refusal::new(ErrorCode::NotInHand, Msg::new("euchre.not_in_hand").with("card", card))
            }
            // §5.2 [OS/C]: a held card the dealer may not discard is the upcard.
            (Phase::Discard, EuchreAction::Discard { .. }) => {
                Refusal::new(ErrorCode::CannotDiscardUpcard, Msg::new("euchre.cannot_discard_upcard"))
            }
            _ => self.not_legal_now(),
        }
    }

    /// After the alone questions: call-for-best exchanges (§14.3), then the opening lead.
    pub(super) fn after_alone(&mut self) {
        if self.public.options.call_for_best {
            if let Some(l) = self.next_lone_for_best() {
                self.public.phase = Phase::BestDiscard;
                self.public.turn = l;
                return;
            }
        }
        self.start_play();
    }

    /// The next lone player still to call for best: the maker first, then a lone defender.
    fn next_lone_for_best(&self) -> Option<Seat> {
        let p = &self.public;
        let maker = p.maker?;
        if p.maker_alone && !p.best_done[maker] {
            return Some(maker);
        }
        match p.lone_defender {
            Some(d) if !p.best_done[d] => Some(d),
            _ => None,
        }
    }
}
