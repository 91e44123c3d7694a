//! Sixty-six (rule book `docs/rules/sixty-six.md`; bare `§` numbers in this module and its
//! phase files refer to it): the two-player, 24-card marriage game, with every option of
//! §14, including the settings that make it 20-card Schnapsen (§15.4,
//! [`SixtySixOptions::schnapsen`]).
//!
//! One [`SixtySix`] value is one deal. This file holds the deal's state, its accessors and
//! the [`Game`] impl, which only dispatches on the [`Stage`] to the phase files, each with
//! its legal actions (`legal_*`), its transitions (`apply_*`) and its explanations
//! (`why_not_*`): `lead.rs` (leading, marriages, the trump exchange), `follow.rs`
//! (following, strict play, the trick), `stock.rs` (drawing, closing), `end.rs` (declaring,
//! passing, scoring). Every rule is one function returning the `bar::Bar` that stops an
//! action, read by both the legal list and the refusal. The data types are in `types.rs`,
//! the checked construction from known cards in `setup.rs`, the page's view in `view.rs`.
//!
//! The public part of the state is [`SixtySixPublic`]; the hands and the face-down stock
//! live beside it, so an observation is "public + own hand" ([`SixtySixObservation`]).

mod bar;
mod end;
mod follow;
mod lead;
pub mod options;
pub mod rank;
pub mod score;
mod setup;
mod stock;
mod types;
pub mod view;

pub use options::*;
pub use score::{Basis, Closing, Credit, Marriage, Outcome, PlayerState, Reason, SixtySixResult};
pub use setup::{SetupError, SixtySixSetup};
pub use types::*;
pub use view::{sixty_six_view, SixtySixView};

use crate::cards::{Card, CardSet};
use crate::game::{Events, Game, HandResult, Refusal, Seat};
use crate::sample::deal_constrained;
use bar::Bar;
use rand::Rng;

/// One deal of Sixty-six: the public state plus the hands and the face-down stock. Built by
/// [`Game::deal`] or [`SixtySix::from_setup`]; read through its accessors.
#[derive(Clone, Debug)]
pub struct SixtySix {
    /// What both players may know.
    pub(crate) public: SixtySixPublic,
    /// Each seat's hand.
    pub(crate) hands: [CardSet; 2],
    /// The face-down stock; the **last** element is the next card drawn. The face-up card
    /// is `public.face_up`, drawn after all of these.
    pub(crate) stock: Vec<Card>,
    /// The cards drawn after the last trick `[winner's, loser's]` (for fixture replay).
    pub(crate) last_draws: Option<[Card; 2]>,
}

impl SixtySix {
    /// The pack: 24 cards (A, 10, K, Q, J, 9 of each suit, §1.1), or the 20-card
    /// Schnapsen pack without nines (§15.4).
    pub fn pack(o: &SixtySixOptions) -> CardSet {
        if o.deck == 20 {
            CardSet::pack(10..=14, false)
        } else {
            CardSet::pack(9..=14, false)
        }
    }

    /// What both players may know about the deal.
    pub fn public(&self) -> &SixtySixPublic {
        &self.public
    }

    /// The cards `seat` (0 or 1) holds. Panics for another seat.
    pub fn hand(&self, seat: Seat) -> CardSet {
        self.hands[seat]
    }

    /// The stage of the deal.
    pub fn stage(&self) -> Stage {
        self.public.stage
    }

    /// The face-down stock in drawing order (first drawn first); the face-up card is not
    /// in it.
    pub fn stock_in_draw_order(&self) -> Vec<Card> {
        self.stock.iter().rev().copied().collect()
    }

    /// The two cards drawn after the last trick, `[winner's, loser's]`, if the last
    /// transition completed a trick and both drew (fixture replay).
    pub fn last_draws(&self) -> Option<[Card; 2]> {
        self.last_draws
    }

    /// The deal's score once it is over (§12).
    pub fn result(&self) -> Option<&SixtySixResult> {
        self.public.result.as_ref()
    }

    /// The rule that bars `a` for the player to move, whatever the stage: each action's own
    /// rule (the same functions the legal lists are built from); a card play or a draw
    /// outside its stage, or an action no rule bars but that is not in the legal list, is
    /// "not now".
    fn action_bar(&self, a: SixtySixAction) -> Bar {
        use SixtySixAction as A;
        let stage = self.public.stage;
        let rule = match a {
            A::Marriage { card, suit } => self.marriage_lead_bar(card, suit),
            A::MarriageDeclare { suit } => self.marriage_declare_bar(suit),
            A::ExchangeTrump { card } => self.exchange_bar(card),
            A::Close => self.close_bar(),
            A::Declare => self.declare_bar(),
            A::Pass if stage == Stage::Final => Ok(()),
            A::Pass => Err(Bar::PassNotNow),
            A::Draw if stage == Stage::CloseOrDraw => Ok(()),
            A::Play { .. } | A::Draw => Err(Bar::NotNow(stage)),
        };
        rule.err().unwrap_or(Bar::NotNow(stage))
    }
}

impl Game for SixtySix {
    type Action = SixtySixAction;
    type Options = SixtySixOptions;
    type Observation = SixtySixObservation;
    type Event = SixtySixEvent;
    const NAME: &'static str = "sixty_six";

    fn deal(options: &SixtySixOptions, dealer: Seat, rng: &mut impl Rng) -> SixtySix {
        // Options are validated by the table and the session's callers; invalid ones fall
        // back to the book's defaults rather than fail here.
        let o = if options.validate().is_ok() { options.clone() } else { SixtySixOptions::default() };
        // The pack on the stack, shuffled exactly as a `Vec` of it would be.
        let full = SixtySix::pack(&o);
        let mut buf = [Card::JOKER; 24];
        for (slot, c) in buf.iter_mut().zip(full.iter()) {
            *slot = c;
        }
        let pack = &mut buf[..full.len()];
        crate::sample::shuffle(pack, rng);
        SixtySix::deal_shuffled(&o, dealer % 2, pack)
    }

    fn options(&self) -> &Self::Options {
        &self.public.options
    }

    fn to_move(&self) -> Option<Seat> {
        if self.public.stage == Stage::Over {
            None
        } else {
            Some(self.public.turn)
        }
    }

    fn legal_actions(&self, out: &mut Vec<SixtySixAction>) {
        out.clear();
        // Order: play, marriage, marriage_declare, exchange_trump, close, declare, pass
        // (fixtures' README), each by card order then suit; draw last.
        match self.public.stage {
            Stage::Lead => self.legal_lead(out),
            Stage::Follow => self.legal_follow(out),
            Stage::CloseOrDraw => self.legal_close_or_draw(out),
            Stage::Final => self.legal_final(out),
            Stage::Over => {}
        }
    }

    fn why_not(&self, a: SixtySixAction) -> Refusal {
        let stage = self.public.stage;
        let bar = match stage {
            Stage::Lead => self.why_not_lead(a),
            Stage::Follow => self.why_not_follow(a),
            Stage::CloseOrDraw => self.why_not_close_or_draw(a),
            Stage::Final => self.why_not_final(a),
            Stage::Over => Bar::DealOver,
        };
        bar.refusal()
    }

    fn step(&mut self, a: SixtySixAction, ev: &mut Events<'_, SixtySixEvent>) {
        match self.public.stage {
            Stage::Lead => self.apply_lead(a, ev),
            Stage::Follow => self.apply_follow(a, ev),
            Stage::CloseOrDraw => self.apply_close_or_draw(a, ev),
            Stage::Final => self.apply_final(a, ev),
            Stage::Over => {}
        }
    }

    fn observation(&self, seat: Seat) -> SixtySixObservation {
        SixtySixObservation { seat, public: self.public.clone(), hand: self.hands[seat] }
    }

    fn sample_world(obs: &SixtySixObservation, rng: &mut impl Rng) -> SixtySix {
        let p = &obs.public;
        let me = obs.seat;
        let opp = 1 - me;
        let pool: Vec<Card> = obs.unseen().to_vec();
        let face_down = p.stock_size as usize - usize::from(p.face_up.is_some());
        let cap = [(p.held[opp] as usize).saturating_sub(p.known[opp].len()), face_down];
        // Place 0: the opponent's hand (not the cards it showed it cannot hold);
        // place 1: the face-down stock.
        let allowed: Vec<u32> = pool.iter().map(|&c| if p.excluded[opp].contains(c) { 0b10 } else { 0b11 }).collect();
        let places = deal_constrained(&pool, &allowed, &cap, rng)
            .or_else(|| deal_constrained(&pool, &vec![0b11; pool.len()], &cap, rng))
            .unwrap_or_else(|| vec![0; pool.len()]);
        let mut hands = [CardSet::EMPTY; 2];
        hands[me] = obs.hand;
        hands[opp] = p.known[opp];
        let mut stock = Vec::with_capacity(face_down);
        for (i, &c) in pool.iter().enumerate() {
            if places[i] == 0 {
                hands[opp].insert(c);
            } else {
                stock.push(c);
            }
        }
        crate::sample::shuffle(&mut stock, rng);
        SixtySix { public: p.clone(), hands, stock, last_draws: None }
    }

    fn hand_result(&self) -> Option<HandResult> {
        self.public.result.as_ref().map(|r| {
            let mut points = vec![0; 2];
            if let Some(w) = r.winner {
                points[w] = r.game_points as i32;
            }
            HandResult { points, void: r.winner.is_none(), bidding_side: None, summary: r.summary_msg.clone() }
        })
    }

    fn hand_points(&self) -> Option<[i32; 4]> {
        self.public.result.as_ref().map(|r| {
            let mut points = [0; 4];
            if let Some(w) = r.winner {
                points[w] = r.game_points as i32;
            }
            points
        })
    }

    fn deal_events(&self) -> Vec<SixtySixEvent> {
        let p = &self.public;
        vec![SixtySixEvent::Deal {
            dealer: p.dealer,
            elder: p.elder(),
            trump_card: p.trump_card,
            trump: p.trump,
            stock_count: p.stock_size,
            hand_size: p.options.hand_size() as u8,
        }]
    }
}
