//! The follower's turn (stage `Follow`): any card in phase 1 (§8.2), the strict rules of
//! phase 2 (§8.3, `phase2_follow_rule`; the rule itself is [`rank::legal_follows`]), the
//! follower's exchange with `exchange_timing = any_time`, and the trick's completion:
//! winner, points, pending marriages, the last-trick bonus and the public inferences of a
//! failure to follow (§6.3, §9, §11). Bare `§` numbers refer to `docs/rules/sixty-six.md`.

use super::bar::Bar;
use super::options::FollowRule;
use super::rank::{self, follower_wins, legal_follows, points};
use super::score::{self, Credit};
use super::types::{SixtySixAction, SixtySixEvent, Stage, Trick};
use super::SixtySix;
use crate::cards::{Card, CardSet, Suit};
use crate::game::{Events, Seat};

impl SixtySix {
    /// The cards the follower may play now (§8): all of them in phase 1.
    fn follows(&self) -> CardSet {
        let p = &self.public;
        let lead = p.lead.map_or(p.trump_card, |l| l.card);
        legal_follows(self.hands[p.turn], lead, p.trump, p.phase2(), p.options.phase2_follow_rule)
    }

    /// The follower's legal actions: the cards it may play in card order, then the
    /// exchange (`any_time`).
    pub(super) fn legal_follow(&self, out: &mut Vec<SixtySixAction>) {
        out.extend(rank::in_card_order(self.follows()).map(|card| SixtySixAction::Play { card }));
        let nine = self.public.exchange_card();
        if self.hands[self.public.turn].contains(nine) && self.exchange_bar(nine).is_ok() {
            out.push(SixtySixAction::ExchangeTrump { card: nine });
        }
    }

    /// Why `a` is not legal for the follower: a card not held, the strict rule it breaks
    /// (§8.3), or the rule of the action.
    pub(super) fn why_not_follow(&self, a: SixtySixAction) -> Bar {
        match a {
            SixtySixAction::Play { card } if !self.hands[self.public.turn].contains(card) => Bar::NotInHand(card),
            SixtySixAction::Play { card } if !self.follows().contains(card) => self.follow_bar(card),
            _ => self.action_bar(a),
        }
    }

    /// Which part of §8.3 a held card that may not follow breaks: beat, follow, or trump.
    fn follow_bar(&self, card: Card) -> Bar {
        let p = &self.public;
        let Some(lead) = p.lead else { return Bar::NoLead };
        let led = lead.card.suit().unwrap_or(Suit::Clubs);
        let holds_led = !self.hands[p.turn].of_suit(led).is_empty();
        if holds_led && card.suit() == Some(led) {
            Bar::MustBeat(lead.card) // §8.3: follow and beat if you can
        } else if holds_led {
            Bar::MustFollow(led)
        } else {
            Bar::MustTrump { led, trump: p.trump }
        }
    }

    /// Applies a legal action of the follower.
    pub(super) fn apply_follow(&mut self, a: SixtySixAction, ev: &mut Events<'_, SixtySixEvent>) {
        match a {
            SixtySixAction::Play { card } => self.follow_card(self.public.turn, card, ev),
            SixtySixAction::ExchangeTrump { card } => self.exchange(self.public.turn, card, ev),
            _ => {} // unchecked path with an illegal action: ignore
        }
    }

    fn follow_card(&mut self, seat: Seat, card: Card, ev: &mut Events<'_, SixtySixEvent>) {
        let phase = self.public.phase();
        let p = &mut self.public;
        let Some(lead) = p.lead.take() else { return };
        let trump = p.trump;
        if phase == 2 {
            // Public inferences from §8.3: a player who did not beat, follow or trump
            // cannot hold the cards that would have done so (no more draws in phase 2).
            let led = lead.card.suit().unwrap_or(trump);
            let all_led = SixtySix::pack(&p.options).of_suit(led);
            if card.suit() == Some(led) {
                if p.options.phase2_follow_rule == FollowRule::Strict && !follower_wins(lead.card, card, trump) {
                    p.excluded[seat] |= rank::all_higher(lead.card);
                }
            } else {
                p.excluded[seat] |= all_led;
                if p.options.phase2_follow_rule == FollowRule::Strict && led != trump && card.suit() != Some(trump) {
                    p.excluded[seat] |= SixtySix::pack(&p.options).of_suit(trump);
                }
            }
        }
        self.hands[seat].remove(card);
        p.held[seat] -= 1;
        p.played[seat].insert(card);
        p.known[seat].remove(card);
        ev.push(|| SixtySixEvent::Play { seat, card });
        // §9: the trick's winner takes both cards.
        let winner = if follower_wins(lead.card, card, trump) { seat } else { lead.seat };
        let pts = points(lead.card) + points(card);
        p.card_points[winner] += pts;
        p.tricks_won[winner] += 1;
        let no = p.tricks.len() as u8 + 1;
        if p.pending[winner] > 0 {
            // §6.3: pending marriages count once the announcer wins a trick.
            let add = p.pending[winner];
            p.marriage_points[winner] += add;
            p.pending[winner] = 0;
            for m in p.marriages.iter_mut().filter(|m| m.seat == winner && m.credit == Credit::Pending) {
                m.credit = Credit::Trick;
                m.credit_trick = Some(no);
            }
            ev.push(|| SixtySixEvent::MarriageCounted { seat: winner, points: add });
        }
        let last = self.hands[0].is_empty() && self.hands[1].is_empty();
        let mut bonus = 0;
        if last && p.closing.is_none() {
            // §11: the last trick's 10 only after normal exhaustion.
            bonus = p.options.last_trick_bonus as u16;
            p.bonus[winner] += bonus;
        }
        let totals_after = [p.total(0), p.total(1)];
        p.tricks.push(Trick {
            no,
            leader: lead.seat,
            phase,
            lead: lead.card,
            marriage: lead.marriage,
            follow: card,
            winner,
            card_points: pts,
            bonus,
            totals_after,
            pending_after: p.pending,
            tricks_won_after: p.tricks_won,
            drew: false,
        });
        let tricks_won = p.tricks_won;
        ev.push(|| {
            let won = if winner == seat { card } else { lead.card };
            let key = if won.suit() == Some(trump) { "sixty_six.trick.highest_trump" } else { "sixty_six.trick.highest_of_led" };
            let why = crate::words::Msg::new(key).with("card", won).with("suit", lead.card.suit().unwrap_or(trump));
            let why_text = why.english();
            SixtySixEvent::Trick {
                no,
                leader: lead.seat,
                winner,
                lead: lead.card,
                follow: card,
                points: pts,
                bonus,
                tricks_won,
                why,
                why_text,
            }
        });
        self.last_draws = None;
        p.turn = winner;
        let stock_open = p.closing.is_none() && p.stock_size > 0;
        if stock_open {
            let auto_out = p.options.auto_declare && (p.total(0) >= score::OUT || p.total(1) >= score::OUT);
            if p.options.close_before_drawing && self.close_bar_at(Stage::CloseOrDraw).is_ok() && !auto_out {
                // §7.2 close_before_drawing: the winner may close now, before drawing.
                self.public.stage = Stage::CloseOrDraw;
                return;
            }
            self.draw(ev);
        }
        self.after_draw(ev);
    }
}
