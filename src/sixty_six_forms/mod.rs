//! The other forms of Sixty-six (docs/rules/sixty-six.md §15), behind the feature
//! `sixty_six_forms`:
//!
//! - [`FormDeal`]: one [`Game`] for the three trick-taking forms, chosen by its options
//!   ([`FormOptions`]): `sixty-six-4` (§15.1 four-handed partnership, "Bicycle"),
//!   `sixty-six-throat-cut` and `sixty-six-team` (§15.2, the provisional specification).
//!   Dealing and the [`Game`] impl are here; `auction.rs` (bids and trump), `play.rs`
//!   (strict play, tricks) and `score.rs` (the deal's score) hold each phase's legal
//!   actions, transition and refusal.
//! - [`three::ThreeHand`]: `sixty-six-3` (§15.3), the two-hand game of `sixty_six` with the
//!   dealer sitting out.
//!
//! The readings of the points the book leaves open are those of
//! `tests/fixtures/sixty-six-forms/README.md` (R1…R16), each an option where the book
//! allows another.

mod auction;
pub mod options;
mod play;
pub mod rank;
mod score;
pub mod three;
mod types;
pub mod view;

pub use options::*;
pub use play::{legal_cards, winning};
pub use three::{ThreeHand, ThreeHandEvent, ThreeHandObservation, ThreeHandOptions};
pub use types::*;

use crate::cards::{Card, CardSet};
use crate::game::{ErrorCode, Events, Game, HandResult, Refusal, Seat};
use crate::sample::deal_constrained;
use crate::words::Msg;
use rand::Rng;

/// One deal of a trick form: the public state, the hands and the widow.
#[derive(Clone, Debug)]
pub struct FormDeal {
    pub(crate) public: FormPublic,
    pub(crate) hands: [CardSet; 4],
    pub(crate) widow: CardSet,
}

/// Why a pack or position cannot be dealt.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DealError {
    /// Invalid options.
    #[error("bad options: {0}")]
    Options(String),
    /// The dealer is not a seat.
    #[error("the dealer is not a seat")]
    Dealer,
    /// The pack is not the form's pack.
    #[error("the pack is not the {0}-card pack")]
    Pack(u8),
}

impl FormDeal {
    /// The deal of `pack` (top card first) by `dealer` (R4, R8): 3-2-3 rounds from the
    /// dealer's left with 32 cards (the dealer's last card, `pack[31]`, shown for trump
    /// under §15.1), or one packet of 7 to each from the dealer's left and the last 3 as
    /// the widow with 24.
    pub fn from_pack(o: &FormOptions, dealer: Seat, pack: &[Card]) -> Result<FormDeal, DealError> {
        o.validate().map_err(DealError::Options)?;
        let n = o.players as usize;
        if dealer >= n {
            return Err(DealError::Dealer);
        }
        let set: CardSet = pack.iter().copied().collect();
        if pack.len() != o.deck as usize || set != rank::pack(o.deck) {
            return Err(DealError::Pack(o.deck));
        }
        let mut hands = [CardSet::EMPTY; 4];
        let mut i = 0;
        let rounds: Vec<usize> = if o.widow == 0 { vec![3, 2, 3] } else { vec![o.hand_size as usize] };
        for k in rounds {
            for j in 1..=n {
                let s = (dealer + j) % n;
                for _ in 0..k {
                    hands[s].insert(pack[i]);
                    i += 1;
                }
            }
        }
        let widow: CardSet = pack[i..].iter().copied().collect();
        let (trump, trump_card) = match o.trump_by {
            TrumpBy::DealerLastCard => (pack[i - 1].suit(), Some(pack[i - 1])),
            TrumpBy::Auction => (None, None),
        };
        let phase = if trump.is_some() { Phase::Play } else { Phase::Auction };
        let left = (dealer + 1) % n;
        let units = o.units();
        let mut excluded = vec![CardSet::EMPTY; n];
        if let Some(c) = trump_card {
            // Everyone knows where the shown card is.
            for (s, e) in excluded.iter_mut().enumerate() {
                if s != dealer {
                    e.insert(c);
                }
            }
        }
        let public = FormPublic {
            options: o.clone(),
            dealer,
            phase,
            turn: left,
            trump,
            trump_card,
            auction: Vec::new(),
            bidder: None,
            bid: None,
            leader: left,
            trick: Vec::new(),
            tricks: Vec::new(),
            totals: vec![0; units],
            tricks_won: vec![0; units],
            held: vec![o.hand_size; n],
            excluded,
            widow: None,
            result: None,
        };
        Ok(FormDeal { public, hands, widow })
    }

    /// What everybody may know.
    pub fn public(&self) -> &FormPublic {
        &self.public
    }

    /// The cards `seat` holds.
    pub fn hand(&self, seat: Seat) -> CardSet {
        self.hands[seat % 4]
    }

    /// The face-down widow (throat cut).
    pub fn widow(&self) -> CardSet {
        self.widow
    }

    /// The result once the deal is over.
    pub fn result(&self) -> Option<&FormResult> {
        self.public.result.as_ref()
    }

    /// True if the pack's cards are all in one place each (hands, widow, played).
    pub fn conserved(&self) -> bool {
        let mut all = self.widow | self.public.played();
        let mut count = self.widow.len() + self.public.played().len();
        for s in 0..self.public.options.players as usize {
            all |= self.hands[s];
            count += self.hands[s].len();
            if self.hands[s].len() != self.public.held[s] as usize {
                return false;
            }
        }
        all == rank::pack(self.public.options.deck) && count == self.public.options.deck as usize
    }

    fn not_now(&self) -> Refusal {
        Refusal::new(ErrorCode::NotLegalNow, Msg::new("sixty_six_forms.not_now").with("phase", self.public.phase.word()))
    }
}

impl Game for FormDeal {
    type Action = FormAction;
    type Options = FormOptions;
    type Observation = FormObservation;
    type Event = FormEvent;
    const NAME: &'static str = "sixty_six_forms";

    fn deal(options: &FormOptions, dealer: Seat, rng: &mut impl Rng) -> FormDeal {
        let o = if options.validate().is_ok() { options.clone() } else { FormOptions::default() };
        let mut pack = rank::pack(o.deck).to_vec();
        crate::sample::shuffle(&mut pack, rng);
        FormDeal::from_pack(&o, dealer % o.players as usize, &pack).expect("a shuffled pack is a valid deal")
    }

    fn options(&self) -> &FormOptions {
        &self.public.options
    }

    fn to_move(&self) -> Option<Seat> {
        (self.public.phase != Phase::Over).then_some(self.public.turn)
    }

    fn legal_actions(&self, out: &mut Vec<FormAction>) {
        out.clear();
        match self.public.phase {
            Phase::Auction => self.legal_auction(out),
            Phase::Trump => self.legal_trump(out),
            Phase::Play => self.legal_play(out),
            Phase::Over => {}
        }
    }

    fn check(&self, a: FormAction) -> Result<(), Refusal> {
        let ok = match (self.public.phase, a) {
            (Phase::Over, _) => return Err(Refusal::new(ErrorCode::HandOver, Msg::new("hand_over"))),
            (Phase::Auction, FormAction::Pass) => true,
            (Phase::Auction, FormAction::Bid { points }) => (self.lowest_bid()..=self.public.options.max_bid).contains(&points),
            (Phase::Trump, FormAction::NameTrump { .. }) => true,
            (Phase::Play, FormAction::Play { card }) => self.legal_cards().contains(card),
            _ => false,
        };
        if ok {
            Ok(())
        } else {
            Err(self.why_not(a))
        }
    }

    fn why_not(&self, a: FormAction) -> Refusal {
        match self.public.phase {
            Phase::Auction | Phase::Trump => self.why_not_auction(a),
            Phase::Play => self.why_not_play(a),
            Phase::Over => Refusal::new(ErrorCode::HandOver, Msg::new("hand_over")),
        }
    }

    fn step(&mut self, a: FormAction, ev: &mut Events<'_, FormEvent>) {
        match self.public.phase {
            Phase::Auction => self.apply_auction(a, ev),
            Phase::Trump => self.apply_trump(a, ev),
            Phase::Play => self.apply_play(a, ev),
            Phase::Over => {}
        }
    }

    fn observation(&self, seat: Seat) -> FormObservation {
        FormObservation { seat, public: self.public.clone(), hand: self.hands[seat % 4] }
    }

    /// The other hands (and the widow until it is shown) dealt from the unseen cards: each
    /// seat gets as many as it holds, never a card it has shown it cannot hold, and the
    /// shown trump card (§15.1) stays with the dealer.
    fn sample_world(obs: &FormObservation, rng: &mut impl Rng) -> FormDeal {
        let p = &obs.public;
        let n = p.options.players as usize;
        let me = obs.seat;
        let mut hands = [CardSet::EMPTY; 4];
        hands[me] = obs.hand;
        let mut known = CardSet::EMPTY;
        if let Some(c) = p.trump_card {
            if me != p.dealer && !p.played().contains(c) {
                hands[p.dealer].insert(c);
                known.insert(c);
            }
        }
        let widow_shown = p.widow;
        let unseen = rank::pack(p.options.deck) - obs.hand - p.played() - known - widow_shown.unwrap_or_default();
        let pool = unseen.to_vec();
        // Places 0..n: the seats (mine gets none); place n: the widow while hidden.
        let mut cap: Vec<usize> = (0..n).map(|s| if s == me { 0 } else { p.held[s] as usize - hands[s].len() }).collect();
        cap.push(if widow_shown.is_some() { 0 } else { p.options.widow as usize });
        let allowed: Vec<u32> =
            pool.iter().map(|&c| (0..=n).filter(|&pl| pl == n || !p.excluded[pl].contains(c)).fold(0u32, |m, pl| m | 1 << pl)).collect();
        let places = deal_constrained(&pool, &allowed, &cap, rng)
            .or_else(|| deal_constrained(&pool, &vec![(1 << (n + 1)) - 1; pool.len()], &cap, rng))
            .unwrap_or_else(|| vec![n; pool.len()]);
        let mut widow = widow_shown.unwrap_or_default();
        for (i, &c) in pool.iter().enumerate() {
            if places[i] == n {
                widow.insert(c);
            } else {
                hands[places[i]].insert(c);
            }
        }
        FormDeal { public: p.clone(), hands, widow }
    }

    fn hand_result(&self) -> Option<HandResult> {
        self.public.result.as_ref().map(|r| HandResult {
            points: r.award.iter().map(|&a| a as i32).collect(),
            void: r.reason == Reason::AllPassed,
            bidding_side: r.bidder.map(|b| self.public.options.unit(b)),
            summary: r.summary.clone(),
        })
    }

    fn deal_events(&self) -> Vec<FormEvent> {
        let p = &self.public;
        vec![FormEvent::Deal {
            dealer: p.dealer,
            hand_size: p.options.hand_size,
            widow: p.options.widow,
            trump_card: p.trump_card,
            trump: p.trump,
        }]
    }
}
