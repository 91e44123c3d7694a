//! Sixty-three (rule book `docs/rules/sixty-three.md`): four players in two partnerships,
//! a 53-card pack with the joker, an auction for the right to name trump, every player
//! discarding all dirt and drawing to six, the dealer robbing the pack, excess trumps
//! passed to the partner face up, folding when out of trump, and 63 card points a hand;
//! game to 250 with the bidder going out. Every option of §12 is in [`SixtyThreeOptions`].
//!
//! One [`SixtyThree`] value is one hand. The public part of the state is
//! [`SixtyThreePublic`]; hidden cards (hands, face-down discards, the stock) and the
//! private history each seat saw live beside it, so an observation is "public + own
//! cards" ([`SixtyThreeObservation`]). This file holds the hand itself, its accessors and
//! the [`Game`] impl, which dispatches on the phase to `auction.rs`, `exchange.rs` and
//! `play.rs` (each with its `legal_*`, `apply_*` and `why_not_*`); positions are built
//! with [`SixtyThreeSetup`] (`setup.rs`). Bare `§` numbers in this module and its
//! submodules refer to that rule book.
//!
//! Seats 0–3 clockwise; team `seat % 2` (0 = North–South, 1 = East–West).

pub mod action;
mod auction;
mod exchange;
pub mod options;
mod play;
pub mod rank;
mod sample;
mod score;
mod setup;
mod types;
pub mod view;

#[cfg(feature = "cli")]
pub use crate::words::sixty_three::{seat_name, team_name};
pub use action::{ParseActionError, SixtyThreeAction};
pub use exchange::for_each_subset;
pub use options::*;
pub use rank::PlayedCard;
pub use score::SixtyThreeResult;
pub use setup::{FinishedHand, Position, SetupError, SixtyThreeSetup, TrickStart};
pub use types::*;
pub use view::{sixty_three_view, AuctionView, ChooseView, ExchangeView, HandResultView, SixtyThreeView};

use crate::cards::{Card, CardSet, Suit};
use crate::game::{ErrorCode, Events, Game, HandResult, Refusal, Seat};
use crate::words::Msg;
use rand::Rng;

/// The four seats' partner: `(p + 2) % 4`.
pub fn partner(s: Seat) -> Seat {
    (s + 2) % 4
}

/// The team of a seat: 0 = North–South (seats 0, 2), 1 = East–West (seats 1, 3).
pub fn team(s: Seat) -> usize {
    s % 2
}

fn next(s: Seat) -> Seat {
    (s + 1) % 4
}

/// One hand of Sixty-three: the public state plus every hidden card. Built by
/// [`SixtyThree::from_setup`] (or dealt by [`Game::deal`]); read through the accessors.
#[derive(Clone, Debug)]
pub struct SixtyThree {
    /// What everyone may know.
    pub(crate) public: SixtyThreePublic,
    /// Each seat's hand.
    pub(crate) hands: [CardSet; 4],
    /// Each seat's face-down discards (all dirt).
    pub(crate) discards: [CardSet; 4],
    /// The stock (or the kitty), top card first.
    pub(crate) stock: Vec<Card>,
    /// The hidden history of the exchange.
    pub(crate) log: HandLog,
}

/// [`SixtyThree::pack`] in card order, as a constant: every deal starts from it.
const PACK: [Card; 53] = {
    let mut t = [Card::JOKER; 53];
    let (mut n, mut suit) = (0, 0);
    while suit < 4 {
        let mut r = 2;
        while r <= 14 {
            t[n] = Card::from_index_const(suit * 16 + r);
            n += 1;
            r += 1;
        }
        suit += 1;
    }
    t
};

impl SixtyThree {
    /// The 53-card pack (§2.1).
    pub fn pack() -> CardSet {
        CardSet::pack(2..=14, true)
    }

    /// A hand dealt from `pack` (53 cards, top first) by `dealer` (§5.2): three cards at a
    /// time clockwise from the dealer's left, three rounds (four with a kitty); the rest is
    /// the stock (or kitty), top first. A thin wrapper over [`SixtyThree::from_setup`];
    /// errors if the options are invalid, the dealer is not a seat or `pack` is not the
    /// 53-card pack.
    pub fn from_pack(options: &SixtyThreeOptions, dealer: Seat, pack: &[Card]) -> Result<SixtyThree, SetupError> {
        SixtyThree::from_setup(SixtyThreeSetup::from_pack(options, dealer, pack))
    }

    /// What everyone may know about the hand.
    pub fn public(&self) -> &SixtyThreePublic {
        &self.public
    }

    /// The cards `seat` holds.
    pub fn hand(&self, seat: Seat) -> CardSet {
        self.hands[seat % 4]
    }

    /// The four hands, by seat.
    pub fn hands(&self) -> &[CardSet; 4] {
        &self.hands
    }

    /// Each seat's face-down discards (all dirt: §7.1, §7.4, §7.6), by seat.
    pub fn discards(&self) -> &[CardSet; 4] {
        &self.discards
    }

    /// The stock (or the kitty), top card first.
    pub fn stock(&self) -> &[Card] {
        &self.stock
    }

    /// The hidden history of the exchange (the fixtures' "engine's own account").
    pub fn log(&self) -> &HandLog {
        &self.log
    }

    /// The current phase.
    pub fn phase(&self) -> Phase {
        self.public.phase
    }

    /// Trump, once named.
    pub fn trump(&self) -> Option<Suit> {
        self.public.trump
    }

    fn opts(&self) -> &SixtyThreeOptions {
        &self.public.options
    }

    fn trump_or(&self) -> Suit {
        self.public.trump.unwrap_or(Suit::Clubs)
    }

    /// The refusal of an action of another phase: "Not now: it is time to …".
    fn not_now(&self) -> Refusal {
        Refusal::new(ErrorCode::NotLegalNow, Msg::new("sixty_three.not_legal_now").with("phase", self.public.phase.name()))
    }

    /// The hand's score once it is over (§10).
    pub fn result(&self) -> Option<SixtyThreeResult> {
        if self.public.phase != Phase::HandOver {
            return None;
        }
        Some(score::score(&self.public))
    }

    /// What each team adds to its game score once the hand is over (§10.3–§10.4): the
    /// cheap part of [`SixtyThree::result`] (no sentence), for the search's rewards.
    pub fn score_delta(&self) -> Option<[i32; 2]> {
        (self.public.phase == Phase::HandOver).then(|| score::figures(&self.public).delta)
    }

    /// Every card is in exactly one place: hands, face-down discards, the stock, played,
    /// set aside by folding, or shown and discarded. True if the 53 cards are conserved.
    pub fn conserved(&self) -> bool {
        let p = &self.public;
        let mut all = CardSet::EMPTY;
        let mut count = 0;
        let mut add = |s: CardSet| {
            all |= s;
            count += s.len();
        };
        for s in 0..4 {
            add(self.hands[s]);
            add(self.discards[s]);
            add(p.played[s]);
            add(p.set_aside[s]);
            add(p.shown_discards[s]);
        }
        add(self.stock.iter().copied().collect());
        all == SixtyThree::pack() && count == 53 && self.stock.len() == p.stock as usize
    }
}

impl Game for SixtyThree {
    type Action = SixtyThreeAction;
    type Options = SixtyThreeOptions;
    type Observation = SixtyThreeObservation;
    type Event = SixtyThreeEvent;
    const NAME: &'static str = "sixty_three";

    fn deal(options: &SixtyThreeOptions, dealer: Seat, rng: &mut impl Rng) -> SixtyThree {
        // The pack on the stack, shuffled exactly as a `Vec` of it would be.
        let mut buf = PACK;
        crate::sample::shuffle(&mut buf, rng);
        // Invalid options: deal with the defaults rather than fail (the table validates
        // options before dealing).
        if options.check().is_ok() {
            SixtyThree::deal_shuffled(options, dealer % 4, &buf)
        } else {
            SixtyThree::deal_shuffled(&SixtyThreeOptions::default(), dealer % 4, &buf)
        }
    }

    fn options(&self) -> &Self::Options {
        &self.public.options
    }

    fn to_move(&self) -> Option<Seat> {
        if self.public.phase == Phase::HandOver {
            None
        } else {
            Some(self.public.turn)
        }
    }

    fn legal_actions(&self, out: &mut Vec<SixtyThreeAction>) {
        out.clear();
        match self.public.phase {
            Phase::Auction => self.legal_auction(out),
            Phase::Trump => self.legal_trump(out),
            Phase::KeepDirt | Phase::Rob | Phase::Excess | Phase::PartnerDiscard | Phase::ExcessDiscard => self.legal_sets(out),
            Phase::Play => self.legal_play(out),
            Phase::HandOver => {}
        }
    }

    /// The default's answer (`Ok` exactly for the actions of the legal list) without
    /// listing the legal sets when the position is a card-set choice, where they can number
    /// hundreds: there the legal list is exactly the phase's set action over every subset
    /// of [`SixtyThree::set_choice`]'s cards whose size is in its range (`legal_sets`), so
    /// membership is a subset and a size test. The soak (`cardtable::soak::sixty_three`)
    /// checks the two agree over a universe of actions at every decision.
    fn check(&self, a: SixtyThreeAction) -> Result<(), Refusal> {
        use SixtyThreeAction as A;
        if self.to_move().is_none() {
            return Err(Refusal::new(ErrorCode::HandOver, Msg::new("hand_over")));
        }
        let legal = if let Some((from, lo, hi)) = self.set_choice() {
            match a {
                A::Keep { cards } | A::Give { cards } | A::Discard { cards } | A::Dump { cards } => {
                    a == self.public.phase.set_action(cards) && from.is_superset(cards) && (lo..=hi).contains(&cards.len())
                }
                _ => false,
            }
        } else {
            let mut legal = Vec::with_capacity(32);
            self.legal_actions(&mut legal);
            legal.contains(&a)
        };
        if legal {
            Ok(())
        } else {
            Err(self.why_not(a))
        }
    }

    fn why_not(&self, a: SixtyThreeAction) -> Refusal {
        match self.public.phase {
            Phase::Auction | Phase::Trump => self.why_not_auction(a),
            Phase::KeepDirt | Phase::Rob | Phase::Excess | Phase::PartnerDiscard | Phase::ExcessDiscard => self.why_not_exchange(a),
            Phase::Play => self.why_not_play(a),
            Phase::HandOver => Refusal::new(ErrorCode::HandOver, Msg::new("hand_over")),
        }
    }

    fn step(&mut self, a: SixtyThreeAction, ev: &mut Events<'_, SixtyThreeEvent>) {
        match self.public.phase {
            Phase::Auction | Phase::Trump => self.apply_auction(a, ev),
            Phase::KeepDirt | Phase::Rob | Phase::Excess | Phase::PartnerDiscard | Phase::ExcessDiscard => self.apply_exchange(a, ev),
            Phase::Play => self.apply_play(a, ev),
            Phase::HandOver => {}
        }
    }

    fn observation(&self, seat: Seat) -> SixtyThreeObservation {
        let p = &self.public;
        SixtyThreeObservation {
            seat,
            public: p.clone(),
            hand: self.hands[seat],
            dealt: self.log.dealt[seat],
            drawn: self.log.drawn[seat].to_vec(),
            discards: self.discards[seat],
            rob_taken: if seat == p.dealer { self.log.rob.as_ref().map(|r| r.taken.clone()).unwrap_or_default() } else { Vec::new() },
        }
    }

    fn sample_world(obs: &SixtyThreeObservation, rng: &mut impl Rng) -> SixtyThree {
        sample::sample_world(obs, rng)
    }

    fn hand_result(&self) -> Option<HandResult> {
        // The figures and the message, without the English rendering of `result()`.
        (self.public.phase == Phase::HandOver).then(|| {
            let f = score::figures(&self.public);
            HandResult {
                points: f.delta.to_vec(),
                void: false,
                bidding_side: Some(self.public.declarer.unwrap_or(self.public.dealer) % 2),
                summary: score::summary_msg(&self.public, &f),
            }
        })
    }

    fn hand_points(&self) -> Option<[i32; 4]> {
        (self.public.phase == Phase::HandOver).then(|| {
            let f = score::figures(&self.public);
            let mut points = [0; 4];
            points[..f.delta.len()].copy_from_slice(&f.delta);
            points
        })
    }

    fn deal_events(&self) -> Vec<SixtyThreeEvent> {
        vec![SixtyThreeEvent::Deal { dealer: self.public.dealer, hand_size: self.opts().hand_size() as u8, stock: self.public.stock }]
    }
}
