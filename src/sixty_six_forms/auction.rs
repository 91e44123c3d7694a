//! The auction and the naming of trump (docs/rules/sixty-six.md §15.2; R9): one round
//! clockwise from the dealer's left, each player bids once (66–130, above every earlier bid)
//! or passes; if all pass the deal is void; the high bidder names any suit and, by default,
//! leads.

use super::options::Leader;
use super::types::{Call, FormAction, FormEvent, Phase};
use super::{score, FormDeal};
use crate::cards::Suit;
use crate::game::{ErrorCode, Events, Refusal};
use crate::words::Msg;

impl FormDeal {
    /// The lowest bid allowed now.
    pub fn lowest_bid(&self) -> u8 {
        let o = &self.public.options;
        self.public.bid.map_or(o.min_bid, |b| b + 1).max(o.min_bid)
    }

    pub(super) fn legal_auction(&self, out: &mut Vec<FormAction>) {
        let max = self.public.options.max_bid;
        let lo = self.lowest_bid();
        if lo <= max {
            out.extend((lo..=max).map(|points| FormAction::Bid { points }));
        }
        out.push(FormAction::Pass);
    }

    pub(super) fn legal_trump(&self, out: &mut Vec<FormAction>) {
        out.extend(Suit::ALL.map(|suit| FormAction::NameTrump { suit }));
    }

    pub(super) fn why_not_auction(&self, a: FormAction) -> Refusal {
        let max = self.public.options.max_bid;
        match a {
            FormAction::Bid { points } if self.public.phase == Phase::Auction && (points > max || self.lowest_bid() > max) => {
                Refusal::new(ErrorCode::BidTooHigh, Msg::new("sixty_six_forms.bid_too_high").with("max", max))
            }
            FormAction::Bid { .. } if self.public.phase == Phase::Auction => {
                Refusal::new(ErrorCode::BidTooLow, Msg::new("sixty_six_forms.bid_too_low").with("min", self.lowest_bid()))
            }
            _ => self.not_now(),
        }
    }

    pub(super) fn apply_auction(&mut self, a: FormAction, ev: &mut Events<'_, FormEvent>) {
        let p = &mut self.public;
        let seat = p.turn;
        let bid = match a {
            FormAction::Bid { points } => Some(points),
            _ => None,
        };
        p.auction.push(Call { seat, bid });
        if let Some(b) = bid {
            p.bid = Some(b);
            p.bidder = Some(seat);
        }
        ev.push(|| FormEvent::Call { seat, bid });
        if p.auction.len() < p.options.players as usize {
            p.turn = p.next(seat);
            return;
        }
        match p.bidder {
            Some(b) => {
                p.phase = Phase::Trump;
                p.turn = b;
            }
            None => {
                // R9: all passed, the deal is void.
                p.phase = Phase::Over;
                let r = score::score(p);
                ev.push(|| FormEvent::Scored { result: Box::new(r.clone()) });
                p.result = Some(r);
            }
        }
    }

    pub(super) fn apply_trump(&mut self, a: FormAction, ev: &mut Events<'_, FormEvent>) {
        let FormAction::NameTrump { suit } = a else { return };
        let p = &mut self.public;
        let seat = p.turn;
        p.trump = Some(suit);
        p.phase = Phase::Play;
        p.leader = match p.options.leader {
            Leader::Bidder => seat,
            Leader::DealerLeft => p.next(p.dealer),
        };
        p.turn = p.leader;
        ev.push(|| FormEvent::Trump { seat, suit });
    }
}
