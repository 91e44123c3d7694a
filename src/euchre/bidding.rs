//! Bidding (§5, §6, §14.4): round 1 (order up, assist, take up), round 2 (name another suit;
//! stick the dealer), the dealer naming trump after a turned-up Benny, and the questions of
//! going alone and defending alone. Each piece: the legal actions, their transition, and why
//! another action is not legal.

use super::types::{EuchreAction, EuchreEvent, Phase, UpcardState};
use super::Euchre;
use crate::cards::Suit;
use crate::game::{ErrorCode, Events, Refusal, Seat};
use crate::words::Msg;

impl Euchre {
    /// Round 1, round 2 and naming trump: the legal bids of the seat to act.
    pub(super) fn legal_bid(&self, out: &mut Vec<EuchreAction>) {
        let p = &self.public;
        match p.phase {
            // §5.1: pass or accept the upcard's suit.
            Phase::Bid1 => out.extend([EuchreAction::Pass, EuchreAction::OrderUp]),
            Phase::Bid2 => {
                // §5.4 stick the dealer: the dealer may not pass in round 2.
                let stuck = p.options.stick_the_dealer && p.turn == p.dealer;
                if !stuck {
                    out.push(EuchreAction::Pass);
                }
                // §5.3: any suit but the one turned down.
                out.extend(Suit::ALL.into_iter().filter(|&s| Some(s) != p.upcard.suit()).map(|suit| EuchreAction::Call { suit }));
            }
            // §14.4: the dealer names any suit.
            Phase::NameTrump => out.extend(Suit::ALL.map(|suit| EuchreAction::NameTrump { suit })),
            _ => {}
        }
    }

    /// Going alone (§6.1) or defending alone (§6.2): alone or with the partner.
    pub(super) fn legal_alone(&self, out: &mut Vec<EuchreAction>) {
        out.extend([EuchreAction::Alone, EuchreAction::Partner]);
    }

    /// Records a bid or an alone decision of the seat to act and announces it.
    pub(super) fn record_bid(&mut self, a: EuchreAction, ev: &mut Events<'_, EuchreEvent>) {
        let t = self.public.turn;
        self.public.bids.push((t, a));
        ev.push(|| EuchreEvent::Bid { seat: t, action: a });
    }

    /// Applies a legal bid of round 1, round 2 or naming trump.
    pub(super) fn apply_bid(&mut self, a: EuchreAction, ev: &mut Events<'_, EuchreEvent>) {
        use EuchreAction as A;
        let t = self.public.turn;
        let n = self.n();
        match (self.public.phase, a) {
            (Phase::Bid1, A::Pass) => {
                self.public.passes += 1;
                if self.public.passes as usize == n {
                    // §5.3: the upcard is turned down; round 2 starts at the dealer's left.
                    self.public.phase = Phase::Bid2;
                    self.public.passes = 0;
                    self.public.upcard_state = UpcardState::TurnedDown;
                    self.public.turn = self.next(self.public.dealer);
                } else {
                    self.public.turn = self.next(t);
                }
            }
            (Phase::Bid1, A::OrderUp) => {
                // §5.1–5.2: trump is the upcard's suit; the dealer takes it up.
                let suit = self.public.upcard.suit().unwrap_or(Suit::Clubs);
                self.public.ordered_up = true;
                self.set_trump(suit, t, ev);
                self.take_upcard(ev);
                self.ask_alone_with_bid(ev);
            }
            (Phase::Bid2, A::Pass) => {
                self.public.passes += 1;
                if self.public.passes as usize == n {
                    // §5.4 without stick the dealer: the hand is void.
                    ev.push(|| EuchreEvent::AllPass);
                    self.end_hand(ev);
                } else {
                    self.public.turn = self.next(t);
                }
            }
            (Phase::Bid2, A::Call { suit }) => {
                self.set_trump(suit, t, ev);
                self.after_trump(ev);
            }
            (Phase::NameTrump, A::NameTrump { suit }) => {
                // §14.4: a turned-up Benny makes the dealer's side the makers.
                self.public.ordered_up = true;
                self.set_trump(suit, t, ev);
                self.take_upcard(ev);
                self.ask_alone_with_bid(ev);
            }
            _ => {} // unchecked path with an illegal action: ignore rather than corrupt
        }
    }

    /// Applies the maker's decision to go alone (§6.1); anything but `Alone` plays with the
    /// partner.
    pub(super) fn apply_declarer_alone(&mut self, a: EuchreAction, ev: &mut Events<'_, EuchreEvent>) {
        if a == EuchreAction::Alone {
            self.go_alone(self.public.turn, ev);
        }
        if self.discard_to_come() {
            // §14.4: declared with the bid; the dealer still exchanges (§6.3).
            self.public.phase = Phase::Discard;
            self.public.turn = self.public.dealer;
            return;
        }
        self.ask_defenders();
    }

    /// The defenders' questions (§6.2) if the options allow defending alone, else on.
    fn ask_defenders(&mut self) {
        if self.public.options.allow_lone_defender {
            self.public.phase = Phase::DefenderAlone;
            self.public.turn = self.first_defender();
        } else {
            self.after_alone();
        }
    }

    /// Applies a defender's decision to defend alone (§6.2); anything but `Alone` passes the
    /// question on.
    pub(super) fn apply_defender_alone(&mut self, a: EuchreAction, ev: &mut Events<'_, EuchreEvent>) {
        let t = self.public.turn;
        self.public.defenders_asked += 1;
        if a == EuchreAction::Alone {
            // §6.2: the first to go alone ends the questions.
            self.public.lone_defender = Some(t);
            self.public.active[Euchre::partner(t)] = false;
            ev.push(|| EuchreEvent::DefendAlone { seat: t });
            self.after_alone();
        } else if self.public.defenders_asked >= 2 {
            self.after_alone();
        } else {
            self.public.turn = Euchre::partner(t);
        }
    }

    /// Why `a`, not in the legal list of a bidding phase, may not be made.
    pub(super) fn why_not_bid(&self, a: EuchreAction) -> Refusal {
        match (self.public.phase, a) {
            // §5.4 stick the dealer: the only pass that is not legal.
            (Phase::Bid2, EuchreAction::Pass) => Refusal::new(ErrorCode::StuckDealer, Msg::new("euchre.stuck_dealer")),
            // §5.3: the only suit that may not be named in round 2.
            (Phase::Bid2, EuchreAction::Call { suit }) => {
                Refusal::new(ErrorCode::TurnedDownSuit, Msg::new("euchre.turned_down_suit").with("suit", suit))
            }
            _ => self.not_legal_now(),
        }
    }

    fn set_trump(&mut self, suit: Suit, maker: Seat, ev: &mut Events<'_, EuchreEvent>) {
        self.public.trump = Some(suit);
        self.public.maker = Some(maker);
        ev.push(|| EuchreEvent::Trump { suit, maker });
    }

    /// §14.4 `alone_timing = with_bid`: after an acceptance or a named Benny suit the maker
    /// declares going alone before the dealer discards.
    fn ask_alone_with_bid(&mut self, ev: &mut Events<'_, EuchreEvent>) {
        if self.public.options.alone_with_bid() {
            self.ask_declarer(ev);
        }
    }

    /// §14.4 with the bid: the upcard was taken and the dealer has not discarded yet, so
    /// the discard follows the maker's question.
    fn discard_to_come(&self) -> bool {
        self.public.options.alone_with_bid() && self.public.ordered_up && self.discard.is_none()
    }

    /// True once the maker has said whether they go alone (or was made to).
    fn declarer_decided(&self) -> bool {
        let p = &self.public;
        p.maker_alone || p.bids.iter().any(|&(s, a)| Some(s) == p.maker && matches!(a, EuchreAction::Alone | EuchreAction::Partner))
    }

    /// After trump and any discard: the alone questions, or straight to play (§12).
    pub(super) fn after_trump(&mut self, ev: &mut Events<'_, EuchreEvent>) {
        let p = &self.public;
        if !p.options.partnerships() {
            // §14.1: no going alone two-handed; §14.2: the maker is alone against two.
            self.start_play();
            return;
        }
        if p.options.alone_with_bid() && self.declarer_decided() {
            // §14.4: the maker already declared; the defenders are asked after the discard.
            self.ask_defenders();
            return;
        }
        self.ask_declarer(ev);
    }

    /// The maker's question (§6.1), or the forced lone hand of `partner_assist_forces_alone`.
    fn ask_declarer(&mut self, ev: &mut Events<'_, EuchreEvent>) {
        let p = &self.public;
        let maker = p.maker.unwrap_or(p.dealer);
        if p.options.partner_assist_forces_alone && p.ordered_up && maker == Euchre::partner(p.dealer) {
            // §13 partner_assist_forces_alone: the assisting partner must play alone.
            self.go_alone(maker, ev);
            if self.discard_to_come() {
                self.public.phase = Phase::Discard;
                self.public.turn = self.public.dealer;
            } else {
                self.after_alone();
            }
            return;
        }
        self.public.phase = Phase::DeclarerAlone;
        self.public.turn = maker;
    }

    fn go_alone(&mut self, maker: Seat, ev: &mut Events<'_, EuchreEvent>) {
        self.public.maker_alone = true;
        self.public.active[Euchre::partner(maker)] = false;
        ev.push(|| EuchreEvent::Alone { seat: maker });
    }

    fn first_defender(&self) -> Seat {
        // §6.2: the first defender clockwise from the dealer's left.
        let maker = self.public.maker.unwrap_or(0);
        let a = (self.public.dealer + 1) % 4;
        if a % 2 != maker % 2 {
            a
        } else {
            (a + 1) % 4
        }
    }
}
