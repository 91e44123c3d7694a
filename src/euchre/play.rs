//! The play of the hand (§7–§9): the opening lead, following suit with the bowers (the left
//! bower belongs to trump), trick winners, and the end of the hand with its score (§10).
//! Each piece: the legal cards, the transition, and why another card may not be played.

use super::rank::{eff_cards, eff_suit, left_bower, winning_card};
use super::score::{self, EuchreResult};
use super::types::{EuchreAction, EuchreEvent, Phase, PlayedCard};
use super::{Euchre, LoneHandLead};
use crate::cards::{CardSet, Suit};
use crate::game::{ErrorCode, Events, Refusal, Seat};
use crate::words::Msg;

impl Euchre {
    /// The cards `seat` may play now, assuming it is on play (§8): the effective suit led if
    /// it holds one (the left bower counts as trump), else any card.
    pub fn playable(&self, seat: Seat) -> CardSet {
        let hand = self.hands[seat];
        match (self.public.trick.first(), self.public.trump) {
            (Some(lead), Some(t)) => {
                let led = eff_suit(lead.card, Some(t));
                let follow = eff_cards(hand, led, t);
                if follow.is_empty() {
                    hand
                } else {
                    follow
                }
            }
            _ => hand,
        }
    }

    /// The legal plays of the seat to act.
    pub(super) fn legal_play(&self, out: &mut Vec<EuchreAction>) {
        out.extend(self.playable(self.public.turn).iter().map(|card| EuchreAction::Play { card }));
    }

    /// Why `a`, not in the legal list, may not be played: a card not held, or the follow rule
    /// of §8 it breaks (the left bower follows trump, not its own suit).
    pub(super) fn why_not_play(&self, a: EuchreAction) -> Refusal {
        let p = &self.public;
        let EuchreAction::Play { card } = a else { return self.not_legal_now() };
        if !self.hands[p.turn].contains(card) {
            return Refusal::new(ErrorCode::NotInHand, Msg::new("euchre.not_in_hand").with("card", card));
        }
        // §8: a held card that may not be played fails to follow the effective suit.
        let trump = p.trump.unwrap_or(Suit::Clubs);
        let Some(lead) = p.trick.first() else { return self.not_legal_now() };
        let led = eff_suit(lead.card, Some(trump));
        let lb = left_bower(trump);
        let msg = if card == lb && Some(led) == lb.suit() {
            Msg::new("euchre.must_follow.left_bower").with("card", card).with("led", led).with("trump", trump)
        } else if led == trump {
            Msg::new("euchre.must_follow.trump").with("trump", trump)
        } else {
            Msg::new("euchre.must_follow").with("suit", led)
        };
        Refusal::new(ErrorCode::MustFollowSuit, msg)
    }

    /// Applies a legal card play; completes the trick and the hand when they are done (§9).
    pub(super) fn apply_play(&mut self, a: EuchreAction, ev: &mut Events<'_, EuchreEvent>) {
        let EuchreAction::Play { card } = a else { return };
        let t = self.public.turn;
        let trump = self.public.trump.unwrap_or(Suit::Clubs);
        if let Some(lead) = self.public.trick.first() {
            let led = eff_suit(lead.card, Some(trump));
            if eff_suit(card, Some(trump)) != led {
                self.public.voids[t] |= 1 << led.index(); // showed void (§8)
            }
        }
        self.hands[t].remove(card);
        self.public.held[t] -= 1;
        self.public.played[t].insert(card);
        self.public.trick.push(PlayedCard { seat: t, card });
        ev.push(|| EuchreEvent::Play { seat: t, card });
        let a = &self.public.active;
        let active = a[0] as usize + a[1] as usize + a[2] as usize + a[3] as usize;
        if self.public.trick.len() < active {
            self.public.turn = self.next_active(t);
            return;
        }
        // §9: the trick is complete.
        let trick = &self.public.trick;
        let led = trick[0].card;
        let won = winning_card(trick.iter().map(|p| p.card).collect(), led, trump);
        let winner = trick.iter().find(|p| p.card == won).map_or(trick[0].seat, |p| p.seat);
        self.public.tricks_won[winner] += 1;
        self.public.tricks_played += 1;
        // The trick becomes the last trick; the last trick's list, emptied, holds the next
        // (no allocation per trick).
        let spare = match self.public.last_trick.take() {
            Some((mut old, _)) => {
                old.clear();
                old
            }
            None => Vec::with_capacity(4),
        };
        let trick = std::mem::replace(&mut self.public.trick, spare);
        if let Some(e) = ev.get() {
            let kind = if won == super::rank::right_bower(trump) {
                "right_bower"
            } else if won == left_bower(trump) {
                "left_bower"
            } else if eff_suit(won, Some(trump)) == trump {
                "highest_trump"
            } else {
                "highest_of_led"
            };
            let led = eff_suit(led, Some(trump));
            let why = Msg::new(match kind {
                "right_bower" => "euchre.trick.right_bower",
                "left_bower" => "euchre.trick.left_bower",
                "highest_trump" => "euchre.trick.highest_trump",
                _ => "euchre.trick.highest_of_led",
            })
            .with("card", won)
            .with("suit", led);
            let why_text = why.english();
            e.push(EuchreEvent::Trick { winner, plays: trick.clone(), why, why_text });
        }
        self.public.last_trick = Some((trick, winner));
        self.public.turn = winner; // §7.3
        if self.public.tricks_played == self.public.options.hand_size {
            self.end_hand(ev);
        }
    }

    /// The opening leader (§7).
    fn opening_leader(&self) -> Seat {
        let p = &self.public;
        let dealer_left = self.next_active(p.dealer);
        if !p.options.partnerships() {
            return dealer_left; // §14.1 non-dealer, §14.2 dealer's left
        }
        match p.options.lone_hand_lead {
            LoneHandLead::LeftOfDealer => dealer_left,
            LoneHandLead::LeftOfLonePlayer => {
                if let Some(d) = p.lone_defender {
                    d
                } else if p.maker_alone {
                    self.next_active(p.maker.unwrap_or(0))
                } else {
                    dealer_left
                }
            }
        }
    }

    /// Starts the play with the opening lead.
    pub(super) fn start_play(&mut self) {
        self.public.phase = Phase::Play;
        self.public.turn = self.opening_leader();
    }

    /// Ends the hand (all tricks played, or all passed, §5.4) and announces the score.
    pub(super) fn end_hand(&mut self, ev: &mut Events<'_, EuchreEvent>) {
        self.public.phase = Phase::HandOver;
        if let Some(e) = ev.get() {
            if let Some(r) = self.result() {
                e.push(EuchreEvent::HandOver { result: r });
            }
        }
    }

    /// Each side's points if the hand ended now with the makers' side holding `makers_tricks`
    /// of the tricks (the search's exact endgame scores its solved lines with the rules' own
    /// scoring, §10, §14.1, §14.2); `None` before trump is made.
    pub(crate) fn points_if(&self, makers_tricks: u8) -> Option<Vec<i32>> {
        let maker = self.public.maker?;
        let n = self.public.options.players as usize;
        let mut q = self.public.clone();
        q.tricks_won = [0; 4];
        q.tricks_won[maker] = makers_tricks;
        // The defenders' tricks, all to the seat after the maker (a defender in every form).
        q.tricks_won[(maker + 1) % n] = q.options.hand_size - makers_tricks;
        q.tricks_played = q.options.hand_size;
        let t = score::tally(&q);
        Some(t.side_points[..t.sides].to_vec())
    }

    /// The hand's score once it is over (§10, §14.1, §14.2).
    pub fn result(&self) -> Option<EuchreResult> {
        if self.public.phase != Phase::HandOver {
            return None;
        }
        Some(score::score(&self.public))
    }

    /// The hand's figures once it is over, without its sentences ([`score::Tally`]): the
    /// cheap form of [`Euchre::result`] for the session and the search's rewards.
    pub fn tally(&self) -> Option<score::Tally> {
        (self.public.phase == Phase::HandOver).then(|| score::tally(&self.public))
    }
}
