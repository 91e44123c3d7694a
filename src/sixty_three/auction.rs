//! The auction (§6): the legal bids, the bid and pass transitions, the dealer stuck with
//! the default contract (§6.3c), naming trump (§6.5), and why a bid is refused. Bare `§`
//! numbers refer to `docs/rules/sixty-three.md`.

use super::options::{self, AuctionStyle, DealStyle};
use super::types::{BidEntry, Phase, SixtyThreeEvent};
use super::{next, SixtyThree, SixtyThreeAction};
use crate::cards::{CardSet, Suit};
use crate::game::{ErrorCode, Events, Refusal, Seat};
use crate::words::Msg;

impl SixtyThree {
    /// §6.1–§6.2: pass, or any bid from the lowest allowed up to 63 (and 126 with
    /// `shoot_the_moon`).
    pub(super) fn legal_auction(&self, out: &mut Vec<SixtyThreeAction>) {
        out.push(SixtyThreeAction::Pass);
        if let Some(lo) = self.min_next_bid() {
            out.extend((lo..=options::MAX_BID).map(|value| SixtyThreeAction::Bid { value }));
            if self.opts().moon() {
                out.push(SixtyThreeAction::Bid { value: options::MOON_BID });
            }
        }
    }

    /// §6.5: the declarer names any suit.
    pub(super) fn legal_trump(&self, out: &mut Vec<SixtyThreeAction>) {
        out.extend(Suit::ALL.map(|suit| SixtyThreeAction::Trump { suit }));
    }

    /// Applies a call of the auction or the naming of trump.
    pub(super) fn apply_auction(&mut self, a: SixtyThreeAction, ev: &mut Events<'_, SixtyThreeEvent>) {
        let t = self.public.turn;
        match (self.public.phase, a) {
            (Phase::Auction, SixtyThreeAction::Pass) => self.auction_step(t, None, ev),
            (Phase::Auction, SixtyThreeAction::Bid { value }) => self.auction_step(t, Some(value), ev),
            (Phase::Trump, SixtyThreeAction::Trump { suit }) => self.name_trump(suit, ev),
            _ => {} // unchecked path with an illegal action: ignore rather than corrupt
        }
    }

    /// Why `a` (not in the legal list) is refused in the auction or when naming trump: a bid
    /// too low or too high (§6.1–§6.2), else an action of another phase.
    pub(super) fn why_not_auction(&self, a: SixtyThreeAction) -> Refusal {
        let (Phase::Auction, SixtyThreeAction::Bid { value }) = (self.public.phase, a) else {
            return self.not_now();
        };
        match self.min_next_bid() {
            None => Refusal::new(ErrorCode::BidTooLow, Msg::new("sixty_three.bid_cannot_top")),
            Some(lo) if value < lo => Refusal::new(
                ErrorCode::BidTooLow,
                Msg::new("sixty_three.bid_too_low").with("lowest", lo).with("min_bid", self.opts().min_bid),
            ),
            Some(_) if self.opts().moon() => Refusal::new(ErrorCode::BidTooHigh, Msg::new("sixty_three.bid_too_high_moon")),
            Some(_) => Refusal::new(ErrorCode::BidTooHigh, Msg::new("sixty_three.bid_too_high")),
        }
    }

    /// The lowest bid allowed now (§6.1–§6.2), or `None` if no bid can top the high bid.
    pub fn min_next_bid(&self) -> Option<u8> {
        let o = self.opts();
        let floor = self.public.high_bid.map_or(o.min_bid, |h| o.min_bid.max(h.saturating_add(1)));
        if floor <= options::MAX_BID {
            Some(floor)
        } else if o.moon() && self.public.high_bid.is_some_and(|h| h < options::MOON_BID) {
            Some(options::MOON_BID)
        } else {
            None
        }
    }

    pub(super) fn auction_step(&mut self, t: Seat, bid: Option<u8>, ev: &mut Events<'_, SixtyThreeEvent>) {
        let p = &mut self.public;
        p.bids.push(BidEntry { seat: t, bid });
        p.spoken += 1;
        ev.push(|| SixtyThreeEvent::Bid { seat: t, bid });
        match bid {
            None => p.passed[t] = true,
            Some(v) => {
                p.high_bid = Some(v);
                p.high_bidder = Some(t);
            }
        }
        let dealer = p.dealer;
        let top = p.options.top_bid();
        // §6.3b: the top bid cannot be topped.
        if bid == Some(top) {
            return self.auction_won(t, top, false, ev);
        }
        let non_dealers_passed = (1..4).all(|j| self.public.passed[(dealer + j) % 4]);
        if self.public.high_bid.is_none() && non_dealers_passed {
            // §6.3c: the dealer is stuck with the default contract.
            let c = self.public.options.dealer_default_contract;
            return self.auction_won(dealer, c, true, ev);
        }
        match self.public.options.auction_style {
            AuctionStyle::Open => {
                let passes = self.public.passed.iter().filter(|&&x| x).count();
                if let (Some(h), Some(b)) = (self.public.high_bid, self.public.high_bidder) {
                    if passes == 3 {
                        // §6.3a
                        return self.auction_won(b, h, false, ev);
                    }
                }
                // §6.2: the next player clockwise who has not passed.
                let passed = self.public.passed;
                self.public.turn = (1..=4).map(|j| (t + j) % 4).find(|&s| !passed[s]).unwrap_or(next(t));
            }
            AuctionStyle::SingleRound => {
                if self.public.spoken >= 4 {
                    if let (Some(h), Some(b)) = (self.public.high_bid, self.public.high_bidder) {
                        return self.auction_won(b, h, false, ev);
                    }
                }
                self.public.turn = next(t);
            }
        }
    }

    pub(super) fn auction_won(&mut self, declarer: Seat, contract: u8, dealer_default: bool, ev: &mut Events<'_, SixtyThreeEvent>) {
        let p = &mut self.public;
        p.declarer = Some(declarer);
        p.contract = Some(contract);
        p.dealer_default = dealer_default;
        p.phase = Phase::Trump;
        p.turn = declarer;
        ev.push(|| SixtyThreeEvent::AuctionWon { declarer, contract, dealer_default });
    }

    // ----- exchange (§7) -----

    pub(super) fn name_trump(&mut self, suit: Suit, ev: &mut Events<'_, SixtyThreeEvent>) {
        let d = self.public.declarer.unwrap_or(self.public.dealer);
        self.public.trump = Some(suit);
        ev.push(|| SixtyThreeEvent::Trump { suit, declarer: d });
        match self.opts().deal_style {
            DealStyle::NineEach => self.discard_draw_rob(suit, ev),
            DealStyle::TwelvePlusKitty => {
                // The declarer takes the kitty, then each player keeps up to six.
                let kitty: CardSet = self.stock.drain(..).collect();
                self.hands[d] |= kitty;
                self.public.held[d] = self.hands[d].len() as u8;
                self.public.max_trumps[d] = self.public.held[d];
                self.public.stock = 0;
                ev.push(|| SixtyThreeEvent::KittyTaken { seat: d, count: kitty.len() as u8 });
                self.public.queue = 0;
                self.run_keep_queue(ev);
            }
        }
    }
}
