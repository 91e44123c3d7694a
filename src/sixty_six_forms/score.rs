//! Scoring a deal (docs/rules/sixty-six.md §15.1, §15.2; R5, R6, R10, R11): the side with
//! 66 or more scores 1 (66–99), 2 (100–129; exactly 100 per `exactly_100`) or 3 (every
//! trick); 65–65 scores nothing; under a contract the bidder's side must reach the bid,
//! else each opponent scores `set_points`.

use super::options::Scoring;
use super::types::{Basis, FormPublic, FormResult, Reason};
use crate::words::Msg;

/// Game points for a unit's `total` and whether it took every trick (R5).
fn grade(p: &FormPublic, total: u16, all_tricks: bool) -> (u8, Basis) {
    if all_tricks {
        (3, Basis::AllTricks)
    } else if total == 100 {
        (p.options.exactly_100, if p.options.exactly_100 == 2 { Basis::From100To129 } else { Basis::From66To99 })
    } else if total > 100 {
        (2, Basis::From100To129)
    } else {
        (1, Basis::From66To99)
    }
}

/// The result of a finished (or void) deal.
pub fn score(p: &FormPublic) -> FormResult {
    let o = &p.options;
    let units = o.units();
    let mut card_points = vec![0u16; units];
    let mut widow_points = vec![0u16; units];
    let mut bonus = vec![0u16; units];
    for t in &p.tricks {
        let u = o.unit(t.winner);
        card_points[u] += t.card_points;
        widow_points[u] += t.widow_points;
        bonus[u] += t.bonus;
    }
    let bidder_unit = p.bidder.map(|b| o.unit(b));
    let mut award = vec![0u8; units];
    let played = p.tricks.len() as u8;
    let all = |u: usize| p.tricks_won[u] == played && played > 0;
    let (winner, game_points, reason, basis) = if p.bidder.is_none() && o.trump_by == super::options::TrumpBy::Auction {
        (None, 0, Reason::AllPassed, Basis::AllPassed)
    } else if o.scoring == Scoring::Contract {
        let b = bidder_unit.unwrap_or(0);
        if p.totals[b] >= p.bid.unwrap_or(0) as u16 {
            let (gp, basis) = grade(p, p.totals[b], all(b));
            award[b] = gp;
            (Some(b), gp, Reason::Made, basis)
        } else {
            for (u, a) in award.iter_mut().enumerate() {
                if u != b {
                    *a = o.set_points;
                }
            }
            (None, o.set_points, Reason::Set, Basis::Set)
        }
    } else if let Some(u) = (0..units).find(|&u| p.totals[u] >= 66) {
        let (gp, basis) = grade(p, p.totals[u], all(u));
        award[u] = gp;
        (Some(u), gp, Reason::Side66, basis)
    } else {
        (None, 0, Reason::Tie65, Basis::Tie65)
    };
    let mut summary = Msg::new(match reason {
        Reason::Side66 => "sixty_six_forms.summary.side_66",
        Reason::Tie65 => "sixty_six_forms.summary.tie_65",
        Reason::Made => "sixty_six_forms.summary.made",
        Reason::Set => "sixty_six_forms.summary.set",
        Reason::AllPassed => "sixty_six_forms.summary.all_passed",
    })
    .with("game_points", game_points)
    .with("basis", basis.word());
    if let Some(w) = winner {
        summary = summary.with("winner", w).with("side", w + 1).with("total", p.totals[w]);
    }
    if reason == Reason::Set {
        summary = summary.with("total", p.totals[bidder_unit.unwrap_or(0)]);
    }
    if let (Some(b), Some(bid)) = (p.bidder, p.bid) {
        summary = summary.with("bidder", b).with("bid", bid);
    }
    FormResult {
        winner,
        game_points,
        reason,
        basis,
        bidder: p.bidder,
        bid: p.bid,
        totals: p.totals.clone(),
        card_points,
        widow_points,
        last_trick_bonus: bonus,
        tricks_won: p.tricks_won.clone(),
        tricks_played: played,
        award,
        summary,
    }
}
