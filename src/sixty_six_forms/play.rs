//! The tricks (docs/rules/sixty-six.md §15.1; R2, R3): strict play for every player after
//! the leader — follow suit and beat the winning card when the trick is not trumped; void,
//! trump (overtrumping a trump already played if possible); with neither, any card. The
//! last trick adds 10; in throat cut the winner of trick 1 takes the widow's points (R11).

use super::options::VoidTrumpRule;
use super::rank::{beats, higher, points, set_points};
use super::types::{FormAction, FormEvent, Phase, Play, TrickRecord};
use super::{score, FormDeal};
use crate::cards::{Card, CardSet, Suit};
use crate::game::{ErrorCode, Events, Refusal, Seat};
use crate::words::Msg;

/// Why a card may not be played (the rule it breaks).
enum PlayBar {
    NotInHand,
    MustFollow(Suit),
    MustBeat(Card),
    MustTrump(Suit),
    MustOvertrump(Card),
}

/// The winning play of a (non-empty) trick.
pub fn winning(trick: &[Play], trump: Suit) -> Play {
    let mut best = trick[0];
    for p in &trick[1..] {
        if beats(p.card, best.card, trump) {
            best = *p;
        }
    }
    best
}

/// The cards of `hand` that may be played to `trick` (R2, R3); the whole hand on lead.
pub fn legal_cards(hand: CardSet, trick: &[Play], trump: Suit, rule: VoidTrumpRule) -> CardSet {
    let Some(first) = trick.first() else { return hand };
    let led = first.card.suit().unwrap_or(trump);
    let best = winning(trick, trump).card;
    let trumped = best.suit() == Some(trump);
    let of_led = hand.of_suit(led);
    if !of_led.is_empty() {
        // R2: follow; beat the winning card unless a non-trump lead has been trumped.
        if led != trump && trumped {
            return of_led;
        }
        let up = higher(hand, led, best);
        return if up.is_empty() { of_led } else { up };
    }
    let trumps = hand.of_suit(trump);
    if trumps.is_empty() {
        return hand;
    }
    if !trumped {
        return trumps;
    }
    let over = higher(hand, trump, best);
    if !over.is_empty() {
        return over;
    }
    match rule {
        VoidTrumpRule::MustTrump => trumps,
        VoidTrumpRule::OvertrumpOrFree => hand,
    }
}

impl FormDeal {
    fn trump_or(&self) -> Suit {
        self.public.trump.unwrap_or(Suit::Clubs)
    }

    /// The cards the seat to move may play now.
    pub fn legal_cards(&self) -> CardSet {
        let p = &self.public;
        legal_cards(self.hands[p.turn], &p.trick, self.trump_or(), p.options.void_trump_rule)
    }

    pub(super) fn legal_play(&self, out: &mut Vec<FormAction>) {
        out.extend(super::rank::in_card_order(self.legal_cards()).into_iter().map(|card| FormAction::Play { card }));
    }

    fn play_bar(&self, card: Card) -> PlayBar {
        let p = &self.public;
        let hand = self.hands[p.turn];
        if !hand.contains(card) {
            return PlayBar::NotInHand;
        }
        let trump = self.trump_or();
        let led = p.trick.first().and_then(|f| f.card.suit()).unwrap_or(trump);
        let best = winning(&p.trick, trump).card;
        if !hand.of_suit(led).is_empty() {
            if card.suit() != Some(led) {
                return PlayBar::MustFollow(led);
            }
            return PlayBar::MustBeat(best);
        }
        if card.suit() != Some(trump) {
            return PlayBar::MustTrump(led);
        }
        PlayBar::MustOvertrump(best)
    }

    pub(super) fn why_not_play(&self, a: FormAction) -> Refusal {
        let FormAction::Play { card } = a else { return self.not_now() };
        let trump = self.trump_or();
        match self.play_bar(card) {
            PlayBar::NotInHand => Refusal::new(ErrorCode::NotInHand, Msg::new("sixty_six_forms.not_in_hand").with("card", card)),
            PlayBar::MustFollow(s) => Refusal::new(ErrorCode::MustFollowSuit, Msg::new("sixty_six_forms.must_follow").with("suit", s)),
            PlayBar::MustBeat(c) => Refusal::new(ErrorCode::MustBeat, Msg::new("sixty_six_forms.must_beat").with("card", c)),
            PlayBar::MustTrump(s) => {
                Refusal::new(ErrorCode::MustTrump, Msg::new("sixty_six_forms.must_trump").with("suit", s).with("trump", trump))
            }
            PlayBar::MustOvertrump(c) => Refusal::new(ErrorCode::MustTrump, Msg::new("sixty_six_forms.must_overtrump").with("card", c)),
        }
    }

    /// What a follower's card shows it cannot hold (strict play read backwards), for
    /// sampling: a void, no card that beats, no higher trump.
    fn learn(&mut self, seat: Seat, card: Card) {
        let p = &self.public;
        let Some(first) = p.trick.first() else { return };
        let trump = self.trump_or();
        let led = first.card.suit().unwrap_or(trump);
        let best = winning(&p.trick, trump).card;
        let trumped = best.suit() == Some(trump);
        let full = super::rank::pack(p.options.deck);
        let mut ex = CardSet::EMPTY;
        if card.suit() == Some(led) {
            // Following a trumped plain lead shows nothing; otherwise not beating shows
            // there was no higher card of the suit.
            let free = led != trump && trumped;
            if !free && !beats(card, best, trump) {
                ex |= higher(full, led, best);
            }
        } else {
            ex |= full.of_suit(led);
            if card.suit() == Some(trump) {
                if trumped && !beats(card, best, trump) {
                    ex |= higher(full, trump, best);
                }
            } else {
                match p.options.void_trump_rule {
                    VoidTrumpRule::MustTrump => ex |= full.of_suit(trump),
                    VoidTrumpRule::OvertrumpOrFree if trumped => ex |= higher(full, trump, best),
                    VoidTrumpRule::OvertrumpOrFree => ex |= full.of_suit(trump),
                }
            }
        }
        self.public.excluded[seat] |= ex;
    }

    pub(super) fn apply_play(&mut self, a: FormAction, ev: &mut Events<'_, FormEvent>) {
        let FormAction::Play { card } = a else { return };
        let seat = self.public.turn;
        self.learn(seat, card);
        self.hands[seat].remove(card);
        let p = &mut self.public;
        p.held[seat] -= 1;
        p.trick.push(Play { seat, card });
        ev.push(|| FormEvent::Play { seat, card });
        let n = p.options.players as usize;
        if p.trick.len() < n {
            p.turn = p.next(seat);
            return;
        }
        let trump = p.trump.unwrap_or(Suit::Clubs);
        let winner = winning(&p.trick, trump).seat;
        let card_points: u16 = p.trick.iter().map(|x| points(x.card)).sum();
        let first = p.tricks.is_empty();
        let widow_points = if first && p.options.widow > 0 { set_points(self.widow) } else { 0 };
        let last = p.held.iter().all(|&h| h == 0);
        let bonus = if last { 10 } else { 0 };
        let unit = p.options.unit(winner);
        p.totals[unit] += card_points + widow_points + bonus;
        p.tricks_won[unit] += 1;
        let plays = std::mem::take(&mut p.trick);
        p.tricks.push(TrickRecord { leader: p.leader, plays, winner, card_points, widow_points, bonus });
        ev.push(|| FormEvent::Trick { winner, points: card_points + widow_points + bonus });
        if first && p.options.widow > 0 {
            p.widow = Some(self.widow);
            let cards = self.widow;
            ev.push(|| FormEvent::Widow { seat: winner, cards, points: widow_points });
        }
        p.leader = winner;
        p.turn = winner;
        if last {
            p.phase = Phase::Over;
            let r = score::score(p);
            ev.push(|| FormEvent::Scored { result: Box::new(r.clone()) });
            p.result = Some(r);
        }
    }
}
