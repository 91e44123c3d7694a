//! The one validated way to build a deal from known cards ([`SixtySixSetup`] →
//! [`SixtySix::from_setup`]), for fixture replay, the protocols and tests; and the deal
//! from a pack in dealing order (§2.2, §2.3, §15.4). Bare `§` numbers refer to
//! `docs/rules/sixty-six.md`.

use super::options::SixtySixOptions;
use super::types::{SixtySixPublic, Stage};
use super::SixtySix;
use crate::cards::{Card, CardSet, Suit};
use crate::game::Seat;
use crate::words::Msg;
use thiserror::Error;

/// A deal as plain data, before it is checked: the options, the dealer, both hands, the
/// face-up trump card and the face-down stock. Build a [`SixtySix`] from it with
/// [`SixtySix::from_setup`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SixtySixSetup {
    /// The options in force (must pass [`SixtySixOptions::validate`]).
    pub options: SixtySixOptions,
    /// The dealer, seat 0 or 1; the other seat (the elder) leads first (§4).
    pub dealer: Seat,
    /// Each seat's hand: 6 cards, or 5 with the 20-card pack (§2.2, §15.4).
    pub hands: [CardSet; 2],
    /// The card turned up under the stock; its suit is trump (§2.3).
    pub trump_card: Card,
    /// The face-down stock in drawing order, first drawn first: 11 cards, or 9 with the
    /// 20-card pack.
    pub stock: Vec<Card>,
}

/// Why a [`SixtySixSetup`] (or a pack) is not a deal of Sixty-six.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SetupError {
    /// An option value the rules do not allow (§14); the message names the option.
    #[error("{0}")]
    BadOptions(Msg),
    /// The dealer is not seat 0 or 1.
    #[error("the dealer must be seat 0 or 1")]
    BadDealer(Seat),
    /// A hand does not hold the number of cards the options deal.
    #[error("each hand must have {need} cards")]
    HandSize {
        /// The seat whose hand is wrong.
        seat: Seat,
        /// Cards each hand must hold.
        need: usize,
        /// Cards it holds.
        got: usize,
    },
    /// The face-down stock does not hold the rest of the pack.
    #[error("the stock must hold {need} cards, not {got}")]
    StockSize {
        /// Cards the stock must hold (the pack less both hands and the trump card).
        need: usize,
        /// Cards it holds.
        got: usize,
    },
    /// A pack in dealing order of the wrong length.
    #[error("the pack must hold the {need} cards exactly once")]
    PackSize {
        /// Cards in the pack for these options (24 or 20).
        need: usize,
        /// Cards given.
        got: usize,
    },
    /// A card that is not in the pack for these options (a joker, or a 9 with 20 cards).
    #[error("{0} is not a card of this pack")]
    ForeignCard(Card),
    /// A card given twice (in a hand, as the trump card or in the stock).
    #[error("{0} is dealt twice")]
    Duplicate(Card),
}

/// The deal of §2.2–§2.3 (§15.4 for 20 cards) from a pack of the right length, top
/// first: each seat's hand, the trump card and where the stock starts. The one statement of
/// the pattern, for [`SixtySixSetup::from_pack`] and [`SixtySix::deal_shuffled`].
fn dealt(o: &SixtySixOptions, dealer: Seat, pack: &[Card]) -> ([CardSet; 2], Card, usize) {
    let elder = 1 - dealer;
    let set = |cards: &[Card]| cards.iter().copied().collect::<CardSet>();
    let mut hands = [CardSet::EMPTY; 2];
    if o.deck == 20 {
        hands[elder] = set(&pack[0..3]) | set(&pack[7..9]);
        hands[dealer] = set(&pack[3..6]) | set(&pack[9..11]);
        (hands, pack[6], 11)
    } else {
        hands[elder] = set(&pack[0..3]) | set(&pack[6..9]);
        hands[dealer] = set(&pack[3..6]) | set(&pack[9..12]);
        (hands, pack[12], 13)
    }
}

impl SixtySixSetup {
    /// Deals from a pack in dealing order, top first (§2.2, §2.3; §15.4 for 20 cards):
    /// 24 cards: 3 to the elder, 3 to the dealer, 3 + 3 again, the 13th card face up, the
    /// rest the stock with the 14th card drawn first. 20 cards: 3 + 3, the trump card,
    /// 2 + 2, then the stock. Only the pack's length is checked here; the cards are
    /// checked by [`SixtySix::from_setup`].
    pub fn from_pack(options: &SixtySixOptions, dealer: Seat, pack: &[Card]) -> Result<SixtySixSetup, SetupError> {
        if dealer > 1 {
            return Err(SetupError::BadDealer(dealer));
        }
        let need = SixtySix::pack(options).len();
        if pack.len() != need {
            return Err(SetupError::PackSize { need, got: pack.len() });
        }
        let (hands, trump_card, stock_from) = dealt(options, dealer, pack);
        // A card given twice in one hand would vanish in the set: report it here.
        let mut seen = CardSet::EMPTY;
        for &c in &pack[..stock_from] {
            if seen.contains(c) {
                return Err(SetupError::Duplicate(c));
            }
            seen.insert(c);
        }
        Ok(SixtySixSetup { options: options.clone(), dealer, hands, trump_card, stock: pack[stock_from..].to_vec() })
    }
}

impl SixtySix {
    /// The deal `setup` describes, the elder to lead (§4), after checking it: the options
    /// are valid, the dealer is a seat, each hand and the stock have their sizes, and the
    /// hands, the trump card and the stock make up the pack exactly once.
    pub fn from_setup(setup: SixtySixSetup) -> Result<SixtySix, SetupError> {
        let SixtySixSetup { options: o, dealer, hands, trump_card, stock } = setup;
        o.validate_msg().map_err(SetupError::BadOptions)?;
        if dealer > 1 {
            return Err(SetupError::BadDealer(dealer));
        }
        let k = o.hand_size();
        for (seat, h) in hands.iter().enumerate() {
            if h.len() != k {
                return Err(SetupError::HandSize { seat, need: k, got: h.len() });
            }
        }
        let pack = SixtySix::pack(&o);
        let mut all = CardSet::EMPTY;
        for c in hands[0].iter().chain(hands[1].iter()).chain([trump_card]).chain(stock.iter().copied()) {
            if !pack.contains(c) {
                return Err(SetupError::ForeignCard(c));
            }
            if all.contains(c) {
                return Err(SetupError::Duplicate(c));
            }
            all.insert(c);
        }
        let need = pack.len() - 2 * k - 1;
        if stock.len() != need {
            return Err(SetupError::StockSize { need, got: stock.len() });
        }
        let trump = trump_card.suit().ok_or(SetupError::ForeignCard(trump_card))?;
        Ok(SixtySix::assemble(o, dealer, hands, trump_card, trump, stock))
    }

    /// The deal of checked parts (the elder to lead, §4): `stock` in dealing order.
    fn assemble(o: SixtySixOptions, dealer: Seat, hands: [CardSet; 2], trump_card: Card, trump: Suit, stock: Vec<Card>) -> SixtySix {
        let k = o.hand_size();
        let public = SixtySixPublic {
            options: o,
            dealer,
            stage: Stage::Lead,
            turn: 1 - dealer, // §4: the elder leads first
            trump,
            trump_card,
            face_up: Some(trump_card),
            stock_size: stock.len() as u8 + 1,
            closing: None,
            held: [k as u8; 2],
            known: [CardSet::EMPTY; 2],
            excluded: [CardSet::EMPTY; 2],
            played: [CardSet::EMPTY; 2],
            lead: None,
            tricks: Vec::with_capacity(12),
            card_points: [0; 2],
            marriage_points: [0; 2],
            pending: [0; 2],
            bonus: [0; 2],
            tricks_won: [0; 2],
            marriages: Vec::new(),
            exchanges: Vec::new(),
            declaration: None,
            result: None,
        };
        let mut st = stock;
        st.reverse(); // last element = next card drawn
        SixtySix { public, hands, stock: st, last_draws: None }
    }

    /// The deal of a shuffled `pack` of valid options, in dealing order (as
    /// [`SixtySixSetup::from_pack`], §4), without the checks a shuffled pack cannot fail:
    /// the deal of every hand, and of every playout of a search.
    pub(crate) fn deal_shuffled(o: &SixtySixOptions, dealer: Seat, pack: &[Card]) -> SixtySix {
        let (hands, trump_card, stock_from) = dealt(o, dealer, pack);
        let trump = trump_card.suit().unwrap_or(Suit::Clubs);
        SixtySix::assemble(o.clone(), dealer, hands, trump_card, trump, pack[stock_from..].to_vec())
    }

    /// Deals from a pack in dealing order ([`SixtySixSetup::from_pack`]) and checks the
    /// deal ([`SixtySix::from_setup`]).
    pub fn from_pack(o: &SixtySixOptions, dealer: Seat, pack: &[Card]) -> Result<SixtySix, SetupError> {
        SixtySix::from_setup(SixtySixSetup::from_pack(o, dealer, pack)?)
    }

    /// A deal from known cards: both hands by seat, the face-up trump card, and the
    /// face-down stock in drawing order (first drawn first). A thin wrapper of
    /// [`SixtySix::from_setup`].
    pub fn from_cards(
        o: &SixtySixOptions,
        dealer: Seat,
        hands: [CardSet; 2],
        trump_card: Card,
        stock: &[Card],
    ) -> Result<SixtySix, SetupError> {
        SixtySix::from_setup(SixtySixSetup { options: o.clone(), dealer, hands, trump_card, stock: stock.to_vec() })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    /// The unchecked deal of a shuffled pack is the checked one, in both packs (§4, §15.4).
    #[test]
    fn deal_shuffled_is_from_pack() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(9);
        for deck in [24, 20] {
            let o = SixtySixOptions { deck, ..SixtySixOptions::default() };
            let mut pack = SixtySix::pack(&o).to_vec();
            for i in 0..200 {
                crate::sample::shuffle(&mut pack, &mut rng);
                let dealer = i % 2;
                let a = SixtySix::deal_shuffled(&o, dealer, &pack);
                let b = SixtySix::from_pack(&o, dealer, &pack).unwrap();
                assert_eq!(format!("{a:?}"), format!("{b:?}"));
            }
        }
    }
}
