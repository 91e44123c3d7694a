//! The stock: drawing after each phase-1 trick (§10), closing it (§7, with the trick
//! winner's choice before drawing under `close_before_drawing`, stage `CloseOrDraw`), and
//! what follows a draw: `auto_declare`, the last trick's end, the next lead. Bare `§`
//! numbers refer to `docs/rules/sixty-six.md`.

use super::bar::Bar;
use super::score::{self, Closing};
use super::types::{SixtySixAction, SixtySixEvent, Stage};
use super::SixtySix;
use crate::game::{Events, Seat};

impl SixtySix {
    /// The trick winner's choice under `close_before_drawing` (§7.2): close, or draw.
    pub(super) fn legal_close_or_draw(&self, out: &mut Vec<SixtySixAction>) {
        if self.close_bar().is_ok() {
            out.push(SixtySixAction::Close);
        }
        out.push(SixtySixAction::Draw);
    }

    /// Why `a` is not legal when the trick winner is to close or draw.
    pub(super) fn why_not_close_or_draw(&self, a: SixtySixAction) -> Bar {
        self.action_bar(a)
    }

    /// Applies the trick winner's close or draw.
    pub(super) fn apply_close_or_draw(&mut self, a: SixtySixAction, ev: &mut Events<'_, SixtySixEvent>) {
        match a {
            SixtySixAction::Close => self.close(self.public.turn, ev),
            SixtySixAction::Draw => {
                self.draw(ev);
                self.after_draw(ev);
            }
            _ => {} // unchecked path with an illegal action: ignore
        }
    }

    /// The rule of closing for the player to move (§7.1–7.2).
    pub(super) fn close_bar(&self) -> Result<(), Bar> {
        self.close_bar_at(self.public.stage)
    }

    /// The rule of closing at `stage` (§7.1–7.2): with `closing`, the leader before
    /// leading (or the trick winner before drawing, `close_before_drawing`), while the
    /// stock is open and holds `exchange_min_stock` cards.
    pub(super) fn close_bar_at(&self, stage: Stage) -> Result<(), Bar> {
        let p = &self.public;
        if !p.options.closing {
            return Err(Bar::ClosingNotAllowed);
        }
        if !matches!(stage, Stage::Lead | Stage::CloseOrDraw) {
            return Err(Bar::CloseNotLeader);
        }
        if p.closing.is_some() {
            return Err(Bar::AlreadyClosed);
        }
        if !p.stock_allows_exchange_or_close() {
            return Err(Bar::CloseStockTooSmall);
        }
        Ok(())
    }

    pub(super) fn close(&mut self, seat: Seat, ev: &mut Events<'_, SixtySixEvent>) {
        let p = &mut self.public;
        let before_drawing = p.stage == Stage::CloseOrDraw;
        let o = 1 - seat;
        // §7.5: record the non-closer's state at the moment of closing.
        p.closing = Some(Closing {
            seat,
            before_trick: p.tricks.len() as u8 + 1,
            before_drawing,
            stock_size: p.stock_size,
            face_up: p.face_up.unwrap_or(p.trump_card),
            closer_tricks: p.tricks_won[seat],
            closer_total: p.total(seat),
            opponent_tricks: p.tricks_won[o],
            opponent_card_points: p.card_points[o],
            opponent_total: p.total(o),
        });
        p.stage = Stage::Lead;
        ev.push(|| SixtySixEvent::Close { seat, before_drawing });
    }

    /// §10.1: the trick winner (`turn`) draws the top card, the loser the next; the last
    /// draw gives the loser the face-up card.
    pub(super) fn draw(&mut self, ev: &mut Events<'_, SixtySixEvent>) {
        let p = &mut self.public;
        let w = p.turn;
        let l = 1 - w;
        let Some(a) = self.stock.pop() else { return };
        let (b, face) = match self.stock.pop() {
            Some(b) => (b, None),
            None => match p.face_up.take() {
                Some(f) => (f, Some(f)),
                None => return,
            },
        };
        self.hands[w].insert(a);
        self.hands[l].insert(b);
        p.held[w] += 1;
        p.held[l] += 1;
        if let Some(f) = face {
            p.known[l].insert(f); // everyone saw the face-up card go to the loser
        }
        p.stock_size = p.stock_size.saturating_sub(2);
        self.last_draws = Some([a, b]);
        if let Some(t) = p.tricks.last_mut() {
            t.drew = true;
        }
        if let Some(e) = ev.get() {
            e.push(SixtySixEvent::Draw { seat: w, face_up: None });
            e.push(SixtySixEvent::Draw { seat: l, face_up: face });
            if p.stock_size == 0 {
                e.push(SixtySixEvent::StockExhausted);
            }
        }
    }

    /// After a trick and its draw: `auto_declare` (§14: the trick winner is checked
    /// first), the end of play (§12.1: the last-trick winner may still declare, or pass),
    /// or the next lead.
    pub(super) fn after_draw(&mut self, ev: &mut Events<'_, SixtySixEvent>) {
        let p = &mut self.public;
        let w = p.turn;
        if p.options.auto_declare {
            for s in [w, 1 - w] {
                if p.total(s) >= score::OUT {
                    self.declare(s, None, true, ev);
                    return;
                }
            }
        }
        if self.hands[0].is_empty() && self.hands[1].is_empty() {
            if self.public.options.auto_declare {
                self.finish(ev);
            } else {
                self.public.stage = Stage::Final;
            }
            return;
        }
        self.public.stage = Stage::Lead;
    }
}
