//! The play (§9) and the end of the hand (§9.8, §10): the cards a seat may play (a trump
//! when trump is led or on the first lead), tricks and their points, the turn passing on
//! (with folds under `when_cannot_follow_trump`), the end of the hand, and why a card is
//! refused. Bare `§` numbers refer to `docs/rules/sixty-three.md`.

use super::options::{ExcessTrumpHandling, FoldRule, TwoScoresTo};
use super::rank::{self, card_points, is_trump, trick_winner, trumps, PlayedCard};
use super::types::{EndReason, EndRecord, Phase, SixtyThreeEvent, TrickRecord};
use super::{team, SixtyThree, SixtyThreeAction};
use crate::cards::{Card, CardSet};
use crate::game::{ErrorCode, Events, Refusal, Seat};
use crate::inline::InlineVec;
use crate::words::Msg;

impl SixtyThree {
    /// The cards the seat to move may play (§9.2, §9.5), or the sets it must dump
    /// together to the first trick (`dump_on_first_trick`).
    pub(super) fn legal_play(&self, out: &mut Vec<SixtyThreeAction>) {
        let s = self.public.turn;
        if self.dumps(s) {
            self.legal_sets(out);
        } else {
            // Pushes, not `extend`: its size hint is a bit count, in software on x86-64's
            // baseline (no `popcnt`), for a list that fits the buffer's capacity anyway.
            for card in self.playable(s).iter() {
                out.push(SixtyThreeAction::Play { card });
            }
        }
    }

    /// Applies a card (or a dump of several) to the trick.
    pub(super) fn apply_play(&mut self, a: SixtyThreeAction, ev: &mut Events<'_, SixtyThreeEvent>) {
        let t = self.public.turn;
        match a {
            SixtyThreeAction::Play { card } if self.hands[t].contains(card) => self.play_cards(t, CardSet::single(card), ev),
            SixtyThreeAction::Dump { cards } if !(cards & self.hands[t]).is_empty() => self.play_cards(t, cards & self.hands[t], ev),
            _ => {} // unchecked path with an illegal action: ignore rather than corrupt
        }
    }

    /// Why `a` (not in the legal list) is refused in the play: a card not held, extras that
    /// must be dumped together, a lead or a follow that must be a trump (§9.2, §9.5).
    pub(super) fn why_not_play(&self, a: SixtyThreeAction) -> Refusal {
        let t = self.public.turn;
        match a {
            SixtyThreeAction::Dump { cards } if self.dumps(t) => self.why_not_set(cards),
            SixtyThreeAction::Play { card } => {
                if !self.hands[t].contains(card) {
                    return Refusal::new(ErrorCode::NotInHand, Msg::new("sixty_three.not_in_hand").with("card", card));
                }
                if self.dumps(t) {
                    let n = self.hands[t].len() - 5;
                    return Refusal::new(ErrorCode::MustDump, Msg::new("sixty_three.must_dump").with("n", n));
                }
                // §9.2, §9.5: only a trump lead constrains, so the card is not a trump.
                let tr = self.trump_or();
                let (code, key) = if self.public.trick.is_empty() {
                    (ErrorCode::FirstLeadTrump, "sixty_three.first_lead_trump")
                } else {
                    (ErrorCode::MustFollowTrump, "sixty_three.must_follow_trump")
                };
                Refusal::new(code, Msg::new(key).with("trump", tr).with("left_pedro", rank::left_pedro(tr)))
            }
            _ => self.not_now(),
        }
    }

    pub(super) fn next_active(&self, s: Seat) -> Option<Seat> {
        (1..=4).map(|j| (s + j) % 4).find(|&x| self.public.active[x])
    }

    /// §9.8: ends the hand if nobody, or only one team, is active. True if it ended.
    pub(super) fn end_check(&mut self, after: Option<u8>, ev: &mut Events<'_, SixtyThreeEvent>) -> bool {
        let active = self.public.active;
        let Some(first) = (0..4).find(|&s| active[s]) else {
            self.finish(EndReason::NoActivePlayer, after, ev);
            return true;
        };
        let tm = team(first);
        if (0..4).filter(|&s| active[s]).all(|s| team(s) == tm) {
            self.finish(EndReason::OneTeamActive, after, ev);
            return true;
        }
        false
    }

    pub(super) fn finish(&mut self, reason: EndReason, after: Option<u8>, ev: &mut Events<'_, SixtyThreeEvent>) {
        let t = self.trump_or();
        let mut held = InlineVec::new();
        let mut credited = 0;
        let mut tm = None;
        if reason == EndReason::OneTeamActive {
            for s in 0..4 {
                if self.public.active[s] {
                    tm = Some(team(s));
                    held.push((s, self.hands[s]));
                    credited += rank::points_of(self.hands[s], t, self.opts());
                }
            }
            if let Some(x) = tm {
                self.public.taken[x] += credited;
                ev.push(|| SixtyThreeEvent::Claim { team: x, held: held.to_vec(), points: credited });
            }
        }
        self.public.end = Some(EndRecord { reason, after_trick: after, team: tm, held, credited_points: credited });
        self.public.phase = Phase::HandOver;
        self.public.trick.clear();
        self.public.to_play = [false; 4];
        // The result (with its sentence) only when someone reads the events.
        if ev.get().is_some() {
            if let Some(r) = self.result() {
                ev.push(|| SixtyThreeEvent::HandOver { result: r });
            }
        }
    }

    // ----- play (§9) -----

    pub(super) fn begin_trick(&mut self, leader: Seat, ev: &mut Events<'_, SixtyThreeEvent>) {
        self.public.trick.clear();
        self.public.to_play = self.public.active;
        self.public.turn = leader;
        self.settle_turn(ev);
    }

    /// True if the seat to move must play a trump (§9.2, §9.5).
    pub(super) fn must_trump(&self) -> bool {
        match self.public.trick.first() {
            None => self.public.tricks.is_empty(),
            Some(l) => is_trump(l.card, self.trump_or()),
        }
    }

    /// The cards `seat` may play now, assuming it is on play (§9.5).
    pub fn playable(&self, seat: Seat) -> CardSet {
        let h = self.hands[seat];
        if self.must_trump() {
            trumps(h, self.trump_or())
        } else {
            h
        }
    }

    /// True if `seat` must play its extras together to the first trick
    /// (`dump_on_first_trick`).
    pub(super) fn dumps(&self, seat: Seat) -> bool {
        self.opts().excess_trump_handling == ExcessTrumpHandling::DumpOnFirstTrick
            && self.public.tricks.is_empty()
            && self.hands[seat].len() > 6
    }

    /// `fold_rule = when_cannot_follow_trump`: a player who must play a trump and holds
    /// none is out; moves the turn on (completing the trick if nobody is left to play).
    pub(super) fn settle_turn(&mut self, ev: &mut Events<'_, SixtyThreeEvent>) {
        loop {
            if self.public.phase != Phase::Play {
                return;
            }
            if !self.public.to_play.iter().any(|&x| x) {
                if self.public.trick.is_empty() {
                    // Nobody can lead: only possible if nobody is active.
                    let after = self.public.tricks.len().checked_sub(1).map(|i| i as u8);
                    self.finish(EndReason::NoActivePlayer, after, ev);
                } else {
                    self.complete_trick(ev);
                }
                return;
            }
            let t = self.public.turn;
            let cannot = self.opts().fold_rule == FoldRule::WhenCannotFollowTrump && self.playable(t).is_empty();
            if !cannot {
                if self.must_trump() {
                    // Everyone sees this player did not fold: it holds a trump.
                    self.public.min_trumps[t] = self.public.min_trumps[t].max(1);
                }
                return;
            }
            self.fold(t, ev);
            if self.public.trick.is_empty() {
                let after = self.public.tricks.len().checked_sub(1).map(|i| i as u8);
                if self.end_check(after, ev) {
                    return;
                }
                self.public.to_play = self.public.active;
            }
            match (1..=4).map(|j| (t + j) % 4).find(|&x| self.public.to_play[x]) {
                Some(n) => self.public.turn = n,
                None => continue,
            }
        }
    }

    pub(super) fn play_cards(&mut self, t: Seat, cards: CardSet, ev: &mut Events<'_, SixtyThreeEvent>) {
        let tr = self.trump_or();
        // One card (the common case) needs no count of bits.
        let (n, nt) = if cards.0 & cards.0.wrapping_sub(1) == 0 {
            (!cards.is_empty() as u8, !trumps(cards, tr).is_empty() as u8)
        } else {
            (cards.len() as u8, trumps(cards, tr).len() as u8)
        };
        self.hands[t] -= cards;
        let p = &mut self.public;
        p.held[t] -= n;
        p.min_trumps[t] = p.min_trumps[t].saturating_sub(nt);
        p.max_trumps[t] = p.max_trumps[t].saturating_sub(nt).min(p.held[t]);
        p.played[t] |= cards;
        p.face_up[t] -= cards;
        p.to_play[t] = false;
        for c in cards.iter() {
            p.trick.push(PlayedCard { seat: t, card: c });
        }
        if n == 1 {
            if let Some(c) = cards.first() {
                ev.push(|| SixtyThreeEvent::Play { seat: t, card: c });
            }
        } else {
            ev.push(|| SixtyThreeEvent::Dump { seat: t, cards });
        }
        if let Some(n) = (1..=4).map(|j| (t + j) % 4).find(|&x| self.public.to_play[x]) {
            self.public.turn = n;
        }
        self.settle_turn(ev);
    }

    // Out of line: inlined, it made every `settle_turn` (one a card) save and restore
    // registers only a trick's end needs.
    #[inline(never)]
    pub(super) fn complete_trick(&mut self, ev: &mut Events<'_, SixtyThreeEvent>) {
        let tr = self.trump_or();
        let o = self.public.options.clone();
        // A copy in place: the record allocates nothing and the trick keeps its buffer.
        let plays = self.public.trick.clone();
        self.public.trick.clear();
        let leader = plays.first().map_or(self.public.turn, |p| p.seat);
        let winner = plays[trick_winner(&plays, tr, &o)].seat;
        let mut credited = [0i32; 2];
        let mut points = 0;
        for pc in plays.iter() {
            let pts = card_points(pc.card, tr, &o) as i32;
            points += pts;
            // §10.1: the 2 of trump to the team that played it (by default).
            let two = pc.card == Card::new(tr, 2) && o.two_of_trump_scores_to == TwoScoresTo::PlayerWhoPlayed;
            credited[team(if two { pc.seat } else { winner })] += pts;
        }
        self.public.taken[0] += credited[0];
        self.public.taken[1] += credited[1];
        // The event (a sentence and a copy of the trick) only when someone reads it.
        ev.push(|| {
            let won = plays.iter().find(|p| p.seat == winner).map_or(plays[0].card, |p| p.card);
            let led = plays[0].card.suit().filter(|_| !is_trump(plays[0].card, tr)).unwrap_or(tr);
            let key = if is_trump(won, tr) { "sixty_three.trick.highest_trump" } else { "sixty_three.trick.highest_of_led" };
            let why = Msg::new(key).with("card", won).with("suit", led);
            let why_text = why.english();
            SixtyThreeEvent::Trick { winner, plays: plays.to_vec(), points, credited, why, why_text }
        });
        self.public.tricks.push(TrickRecord { leader, plays, winner, points, credited });
        let idx = (self.public.tricks.len() - 1) as u8;
        self.fold_check(Some(idx), ev);
        if self.end_check(Some(idx), ev) {
            return;
        }
        // §9.7: the winner leads, or the next active player clockwise.
        let lead = if self.public.active[winner] { Some(winner) } else { self.next_active(winner) };
        match lead {
            Some(l) => self.begin_trick(l, ev),
            None => self.finish(EndReason::NoActivePlayer, Some(idx), ev),
        }
    }
}
