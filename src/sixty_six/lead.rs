//! The leader's turn (stage `Lead`): leading a card, announcing a marriage with the lead or
//! with a declaration (§6), the trump exchange (§5, also the follower's with
//! `exchange_timing = any_time`), closing (§7, rule in `stock.rs`) and declaring 66
//! (§12.1, rule in `end.rs`). Each rule is one function returning the [`Bar`] that stops an
//! action; the legal list and the refusals both read it. Bare `§` numbers refer to
//! `docs/rules/sixty-six.md`.

use super::bar::Bar;
use super::options::{ExchangeTiming, MarriageLead, PendingRule};
use super::rank;
use super::score::{Credit, Marriage};
use super::types::{Exchange, Lead, Role, SixtySixAction, SixtySixEvent, Stage};
use super::SixtySix;
use crate::cards::{rank as r, Card, Suit};
use crate::game::{Events, Seat};

impl SixtySix {
    /// The leader's legal actions, in the fixtures' order: plays by card order, marriages
    /// (queen before king) and marriage declarations by suit, the exchange, close, declare.
    pub(super) fn legal_lead(&self, out: &mut Vec<SixtySixAction>) {
        use SixtySixAction as A;
        let t = self.public.turn;
        out.extend(rank::in_card_order(self.hands[t]).map(|card| A::Play { card }));
        // The rules of each action are asked only when the hand could allow it (a king
        // with its queen, the trump nine held): this runs at every lead of every playout.
        let h = self.hands[t].0;
        if (h >> r::KING) & (h >> r::QUEEN) & 0x0001_0001_0001_0001 != 0 {
            let m = self.marriage_suits(t);
            let suits = || Suit::ALL.into_iter().filter(move |s| m & (1 << s.index()) != 0);
            for suit in suits() {
                for card in [Card::new(suit, r::QUEEN), Card::new(suit, r::KING)] {
                    if self.marriage_lead_bar(card, suit).is_ok() {
                        out.push(A::Marriage { card, suit });
                    }
                }
            }
            for suit in suits() {
                if self.marriage_declare_bar(suit).is_ok() {
                    out.push(A::MarriageDeclare { suit });
                }
            }
        }
        let nine = self.public.exchange_card();
        if self.hands[t].contains(nine) && self.exchange_bar(nine).is_ok() {
            out.push(A::ExchangeTrump { card: nine });
        }
        if self.close_bar().is_ok() {
            out.push(A::Close);
        }
        if self.declare_bar().is_ok() {
            out.push(A::Declare);
        }
    }

    /// Why `a` is not legal on lead: a card not held, or the rule of the action.
    pub(super) fn why_not_lead(&self, a: SixtySixAction) -> Bar {
        match a {
            SixtySixAction::Play { card } if !self.hands[self.public.turn].contains(card) => Bar::NotInHand(card),
            _ => self.action_bar(a),
        }
    }

    /// Applies a legal action on lead.
    pub(super) fn apply_lead(&mut self, a: SixtySixAction, ev: &mut Events<'_, SixtySixEvent>) {
        use SixtySixAction as A;
        let t = self.public.turn;
        match a {
            A::Play { card } => self.lead_card(t, card, None, ev),
            A::Marriage { card, suit } => {
                self.announce(t, suit, Some(card), ev);
                self.lead_card(t, card, Some(suit), ev);
            }
            A::MarriageDeclare { suit } => {
                // §6.5: show the marriage and declare in one action.
                self.announce(t, suit, None, ev);
                self.declare(t, Some(suit), false, ev);
            }
            A::ExchangeTrump { card } => self.exchange(t, card, ev),
            A::Close => self.close(t, ev),
            A::Declare => self.declare(t, None, false, ev),
            A::Pass | A::Draw => {} // unchecked path with an illegal action: ignore
        }
    }

    /// Suits in which `seat` may announce a marriage now (§6.2, §6.4): on lead, holding
    /// K and Q, and in phase 2 only with `marriage_in_phase2`. Bit = suit index.
    pub fn marriage_suits(&self, seat: Seat) -> u8 {
        if self.public.turn != seat {
            return 0;
        }
        Suit::ALL.into_iter().filter(|&s| self.marriage_bar(s).is_ok()).fold(0, |m, s| m | 1 << s.index())
    }

    /// The rule of a marriage in `suit` (§6.1, §6.2, §6.4): the player to move is on lead,
    /// holds its king and queen, and it is phase 1 or `marriage_in_phase2` allows it.
    pub(super) fn marriage_bar(&self, suit: Suit) -> Result<(), Bar> {
        let p = &self.public;
        if p.stage != Stage::Lead {
            return Err(Bar::MarriageNotLeader);
        }
        let h = self.hands[p.turn];
        if !(h.contains(Card::new(suit, r::KING)) && h.contains(Card::new(suit, r::QUEEN))) {
            return Err(Bar::NoMarriage(suit));
        }
        if p.phase2() && !p.options.marriage_in_phase2 {
            return Err(Bar::MarriagePhase2); // §6.4
        }
        Ok(())
    }

    /// The rule of announcing the marriage of `suit` by leading `card` (§6.2; §14
    /// `marriage_lead`).
    pub(super) fn marriage_lead_bar(&self, card: Card, suit: Suit) -> Result<(), Bar> {
        if card.suit() != Some(suit) || !(card.rank() == r::KING || card.rank() == r::QUEEN) {
            return Err(Bar::BadMarriage);
        }
        self.marriage_bar(suit)?;
        if self.public.options.marriage_lead == MarriageLead::KingOnly && card.rank() == r::QUEEN {
            return Err(Bar::MarriageKingOnly);
        }
        Ok(())
    }

    /// The rule of showing the marriage of `suit` and declaring at once (§6.5): not under
    /// `auto_declare`.
    pub(super) fn marriage_declare_bar(&self, suit: Suit) -> Result<(), Bar> {
        if self.public.options.auto_declare {
            return Err(Bar::DeclareAutomatic);
        }
        self.marriage_bar(suit)
    }

    /// The rule of the trump exchange (§5): only the trump nine (jack with 20 cards), by
    /// the leader before leading (`any_time`: also the follower), while the stock is open
    /// and holds `exchange_min_stock` cards, held, and after a trick won with
    /// `exchange_requires_trick`.
    pub(super) fn exchange_bar(&self, card: Card) -> Result<(), Bar> {
        let p = &self.public;
        let o = &p.options;
        let nine = p.exchange_card();
        if card != nine {
            return Err(Bar::NotTrumpNine(nine));
        }
        let stage_ok = p.stage == Stage::Lead || (p.stage == Stage::Follow && o.exchange_timing == ExchangeTiming::AnyTime);
        if !stage_ok {
            return Err(Bar::ExchangeNotLeader(nine));
        }
        if p.closing.is_some() {
            return Err(Bar::ExchangeStockClosed);
        }
        if p.face_up.is_none() || p.stock_size < o.exchange_min_stock {
            return Err(Bar::ExchangeStockTooSmall);
        }
        if !self.hands[p.turn].contains(card) {
            return Err(Bar::NotInHand(card));
        }
        if o.exchange_requires_trick && p.tricks_won[p.turn] == 0 {
            return Err(Bar::NeedTrick(nine));
        }
        Ok(())
    }

    fn lead_card(&mut self, seat: Seat, card: Card, marriage: Option<Suit>, ev: &mut Events<'_, SixtySixEvent>) {
        let p = &mut self.public;
        self.hands[seat].remove(card);
        p.held[seat] -= 1;
        p.played[seat].insert(card);
        p.known[seat].remove(card);
        p.lead = Some(Lead { seat, card, marriage });
        p.stage = Stage::Follow;
        p.turn = 1 - seat;
        ev.push(|| SixtySixEvent::Play { seat, card });
    }

    fn announce(&mut self, seat: Seat, suit: Suit, card: Option<Card>, ev: &mut Events<'_, SixtySixEvent>) {
        let p = &mut self.public;
        let pts = if suit == p.trump { 40 } else { 20 }; // §6.1
                                                         // §6.3: counts at once if the player already has a trick (first_trick rule);
                                                         // otherwise pending until they win one (next_trick: always pending).
        let counted = p.options.marriage_pending_rule == PendingRule::FirstTrick && p.tricks_won[seat] > 0;
        let king = Card::new(suit, r::KING);
        let queen = Card::new(suit, r::QUEEN);
        if let Some(c) = card {
            // The partner card was shown: everyone knows it is in this hand (§6.2).
            p.known[seat].insert(if c == king { queen } else { king });
        }
        if counted {
            p.marriage_points[seat] += pts;
        } else {
            p.pending[seat] += pts;
        }
        p.marriages.push(Marriage {
            seat,
            suit,
            points: pts,
            trick: p.tricks.len() as u8 + 1,
            card,
            phase: p.phase(),
            credit: if counted { Credit::Announcement } else { Credit::Pending },
            credit_trick: None,
        });
        ev.push(|| SixtySixEvent::Marriage { seat, suit, cards: [king, queen], points: pts, counted });
    }

    /// §5.1: the 9 (jack) takes the face-up card's place; the face-up card goes to the hand.
    pub(super) fn exchange(&mut self, seat: Seat, card: Card, ev: &mut Events<'_, SixtySixEvent>) {
        let p = &mut self.public;
        let Some(took) = p.face_up else { return };
        self.hands[seat].remove(card);
        self.hands[seat].insert(took);
        p.known[seat].remove(card);
        p.known[seat].insert(took);
        p.face_up = Some(card);
        p.exchanges.push(Exchange {
            before_trick: p.tricks.len() as u8 + 1,
            seat,
            role: if p.stage == Stage::Follow { Role::Follow } else { Role::Lead },
            gave: card,
            took,
        });
        ev.push(|| SixtySixEvent::Exchange { seat, gave: card, took });
    }
}
