//! The deal's end: declaring 66 (§12.1; on lead, or at stage `Final` once both hands are
//! empty), passing instead (§12.2), and scoring the deal (§12, [`score::decide`]) with its
//! summary message. Bare `§` numbers refer to `docs/rules/sixty-six.md`.

use super::bar::Bar;
use super::score::{self, Credit, SixtySixResult};
use super::types::{Declaration, SixtySixAction, SixtySixEvent, Stage};
use super::SixtySix;
use crate::cards::Suit;
use crate::game::{Events, Seat};
use crate::words::Msg;

impl SixtySix {
    /// The last-trick winner's choice (§12.1, §12.2): declare, or pass.
    pub(super) fn legal_final(&self, out: &mut Vec<SixtySixAction>) {
        if self.declare_bar().is_ok() {
            out.push(SixtySixAction::Declare);
        }
        out.push(SixtySixAction::Pass);
    }

    /// Why `a` is not legal after the last trick.
    pub(super) fn why_not_final(&self, a: SixtySixAction) -> Bar {
        self.action_bar(a)
    }

    /// Applies the last-trick winner's declaration or pass.
    pub(super) fn apply_final(&mut self, a: SixtySixAction, ev: &mut Events<'_, SixtySixEvent>) {
        let t = self.public.turn;
        match a {
            SixtySixAction::Declare => self.declare(t, None, false, ev),
            SixtySixAction::Pass => {
                ev.push(|| SixtySixEvent::Pass { seat: t });
                self.finish(ev);
            }
            _ => {} // unchecked path with an illegal action: ignore
        }
    }

    /// The rule of declaring 66 (§12.1): by choice only without `auto_declare`, on lead or
    /// after the last trick.
    pub(super) fn declare_bar(&self) -> Result<(), Bar> {
        if self.public.options.auto_declare {
            return Err(Bar::DeclareAutomatic);
        }
        if !matches!(self.public.stage, Stage::Lead | Stage::Final) {
            return Err(Bar::DeclareNotLeader);
        }
        Ok(())
    }

    /// `seat` declares (§12.1; `auto`: deemed to by `auto_declare`), maybe showing the
    /// marriage of §6.5; the deal ends.
    pub(super) fn declare(&mut self, seat: Seat, marriage: Option<Suit>, auto: bool, ev: &mut Events<'_, SixtySixEvent>) {
        let p = &mut self.public;
        let total = p.total(seat);
        let d = Declaration {
            seat,
            after_tricks: p.tricks.len() as u8,
            total,
            opponent_total: p.total(1 - seat),
            correct: total >= score::OUT,
            marriage,
            auto,
        };
        p.declaration = Some(d);
        ev.push(|| SixtySixEvent::Declare { seat, total, correct: d.correct, auto });
        self.finish(ev);
    }

    /// Scores the deal (§12) and ends it.
    pub(super) fn finish(&mut self, ev: &mut Events<'_, SixtySixEvent>) {
        let p = &mut self.public;
        p.stage = Stage::Over;
        for m in p.marriages.iter_mut().filter(|m| m.credit == Credit::Pending) {
            m.credit = Credit::Never; // §6.3: never counted
        }
        let totals = [p.total(0), p.total(1)];
        let facts = score::EndFacts {
            declaration: p.declaration.map(|d| (d.seat, d.total)),
            closing: p.closing,
            totals,
            tricks: p.tricks_won,
            last_winner: p.tricks.last().map_or(p.turn, |t| t.winner),
        };
        let out = score::decide(&p.options, &facts);
        let mut res = SixtySixResult {
            winner: out.winner,
            game_points: out.game_points,
            reason: out.reason,
            basis: out.basis,
            basis_state: out.basis_state,
            totals,
            card_points: p.card_points,
            marriage_points: p.marriage_points,
            uncounted_marriage_points: p.pending,
            last_trick_bonus: p.bonus,
            tricks_won: p.tricks_won,
            tricks_played: p.tricks.len() as u8,
            closed: p.closing.is_some(),
            declarer: p.declaration.map(|d| d.seat),
            summary_msg: Msg::new("sixty_six.summary.drawn_65"),
        };
        res.summary_msg = score::summary_msg(&res);
        // A copy for the event only when someone reads the events.
        let event = ev.get().is_some().then(|| res.clone());
        p.result = Some(res);
        if let Some(result) = event {
            ev.push(|| SixtySixEvent::HandOver { result });
        }
    }
}
