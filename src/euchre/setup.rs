//! The one validated way to build a Euchre position from known cards: [`EuchreSetup`] (plain
//! data) and [`Euchre::from_setup`], which checks the cards against the pack and the sizes
//! against the options, or says what is wrong with a [`SetupError`].

use super::options::EuchreOptions;
use super::types::{EuchreAction, EuchrePublic, Phase, PlayedCard, UpcardState};
use super::Euchre;
use crate::cards::{Card, CardSet};
use crate::game::Seat;
use crate::words::Msg;
use thiserror::Error;

/// Room for every bid of a hand: at most 4 + 4 passes and 3 alone questions (§5, §6).
pub(super) const BID_ROOM: usize = 12;
/// Room for every card of a trick (one a seat).
pub(super) const TRICK_ROOM: usize = 4;

/// A Euchre position as plain data: the options, the dealer and where every card is.
///
/// Without a [`EuchrePosition`] it is a fresh deal (§4): `hands[seat]` holds
/// `options.hand_size` cards each, `upcard` is the turned-up card and `kitty` the rest of
/// the pack, face down. With one, it is a position in the middle of the hand: `hands` are
/// the cards held now, and the position carries the public facts and the cards put aside.
#[derive(Clone, Debug, PartialEq)]
pub struct EuchreSetup {
    /// The options the hand is played under.
    pub options: EuchreOptions,
    /// The dealer's seat, below `options.players`.
    pub dealer: Seat,
    /// Each seat's cards, one set per seat (`options.players` sets).
    pub hands: Vec<CardSet>,
    /// The turned-up card (the Benny may be turned up, §14.4).
    pub upcard: Card,
    /// The undealt cards left face down, without the upcard.
    pub kitty: CardSet,
    /// The public facts and set-aside cards of a position after the deal, if any.
    pub position: Option<EuchrePosition>,
}

/// The rest of a position after the deal: what everyone knows, and the cards put aside face
/// down. Its `public.options`, `public.dealer` and `public.upcard` must equal the setup's.
#[derive(Clone, Debug, PartialEq)]
pub struct EuchrePosition {
    /// The public state (phase, seat to act, trump, tricks …); `held` must match the hands.
    pub public: EuchrePublic,
    /// The dealer's discard (§5.2), once made.
    pub dealer_discard: Option<Card>,
    /// Each lone player's call-for-best discard (§14.3), by seat.
    pub best_discards: [Option<Card>; 4],
    /// The card each lone player received from their partner (§14.3), by seat; it is also in
    /// that seat's hand or among its played cards.
    pub gifts: [Option<Card>; 4],
}

/// Why an [`EuchreSetup`] is not a Euchre position.
#[derive(Clone, Debug, PartialEq, Error)]
pub enum SetupError {
    /// The options break a rule of §13 (the message names the option).
    #[error("{0}")]
    Options(Msg),
    /// The dealer is not one of the seats.
    #[error("the dealer must be a seat below {seats}, got {dealer}")]
    DealerNotASeat {
        /// The dealer given.
        dealer: Seat,
        /// Seats at the table.
        seats: usize,
    },
    /// There is not one hand per seat.
    #[error("need {need} hands, got {got}")]
    WrongHandCount {
        /// Hands given.
        got: usize,
        /// Seats at the table.
        need: usize,
    },
    /// A freshly dealt hand does not have `hand_size` cards.
    #[error("each hand must have {need} cards; seat {seat} has {got}")]
    WrongHandSize {
        /// The seat.
        seat: Seat,
        /// Cards it holds.
        got: usize,
        /// Cards it should hold.
        need: usize,
    },
    /// A card that is not in the pack of these options (§2.1, §14.4, §14.5).
    #[error("{0} is not in the pack")]
    NotInPack(Card),
    /// A card placed twice.
    #[error("{0} appears more than once")]
    Duplicate(Card),
    /// Cards of the pack placed nowhere.
    #[error("cards missing from the pack: {0}")]
    Missing(CardSet),
    /// The position's public facts disagree with the setup or its hands (the field named).
    #[error("the position's {0} does not match the setup")]
    Mismatch(&'static str),
    /// The seat to act is not a seat taking part in the play.
    #[error("seat {0} cannot be the seat to act")]
    BadTurn(Seat),
}

impl Euchre {
    /// The position described by `setup`, after checking that its cards make up the pack
    /// of its options exactly once, that the sizes fit the options and that the dealer is a
    /// seat. A fresh deal starts in round 1 (or with the dealer naming trump after a turned-up
    /// Benny, §14.4).
    ///
    /// # Errors
    /// A [`SetupError`] naming the first defect found.
    pub fn from_setup(setup: EuchreSetup) -> Result<Euchre, SetupError> {
        let EuchreSetup { options, dealer, hands, upcard, kitty, position } = setup;
        options.validate_msg().map_err(SetupError::Options)?;
        let n = options.players as usize;
        if hands.len() != n {
            return Err(SetupError::WrongHandCount { got: hands.len(), need: n });
        }
        if dealer >= n {
            return Err(SetupError::DealerNotASeat { dealer, seats: n });
        }
        let mut hs = [CardSet::EMPTY; 4];
        hs[..n].copy_from_slice(&hands);
        let pack = Euchre::pack(&options);
        let mut seen = CardSet::EMPTY;
        let mut place = |cards: CardSet| -> Result<(), SetupError> {
            for c in cards.iter() {
                if !pack.contains(c) {
                    return Err(SetupError::NotInPack(c));
                }
                if !seen.insert(c) {
                    return Err(SetupError::Duplicate(c));
                }
            }
            Ok(())
        };
        let Some(pos) = position else {
            for (seat, h) in hands.iter().enumerate() {
                if h.len() != options.hand_size as usize {
                    return Err(SetupError::WrongHandSize { seat, got: h.len(), need: options.hand_size as usize });
                }
            }
            for h in &hands {
                place(*h)?;
            }
            place(CardSet::single(upcard) | kitty)?;
            if kitty.contains(upcard) {
                return Err(SetupError::Duplicate(upcard));
            }
            if seen != pack {
                return Err(SetupError::Missing(pack - seen));
            }
            return Ok(Euchre::fresh(options, dealer, hs, upcard, kitty));
        };
        let p = &pos.public;
        if p.options != options {
            return Err(SetupError::Mismatch("options"));
        }
        if p.dealer != dealer {
            return Err(SetupError::Mismatch("dealer"));
        }
        if p.upcard != upcard {
            return Err(SetupError::Mismatch("upcard"));
        }
        for (s, h) in hands.iter().enumerate() {
            if p.held[s] as usize != h.len() {
                return Err(SetupError::Mismatch("held"));
            }
        }
        if p.phase != Phase::HandOver && (p.turn >= n || !p.active[p.turn]) {
            return Err(SetupError::BadTurn(p.turn));
        }
        for h in &hands {
            place(*h)?;
        }
        place(kitty)?;
        if p.upcard_state != UpcardState::Taken {
            place(CardSet::single(upcard))?;
        }
        for s in 0..n {
            place(p.played[s])?;
        }
        for c in [pos.dealer_discard].into_iter().chain(pos.best_discards).flatten() {
            place(CardSet::single(c))?;
        }
        if seen != pack {
            return Err(SetupError::Missing(pack - seen));
        }
        Ok(Euchre { public: pos.public, hands: hs, kitty, discard: pos.dealer_discard, best_discard: pos.best_discards, gift: pos.gifts })
    }

    /// This position as setup data: `Euchre::from_setup(g.setup())` gives back `g`. Tests
    /// change a public fact of a real position this way (the seat to act, the tricks won)
    /// and have the builder check the result.
    pub fn setup(&self) -> EuchreSetup {
        let n = self.n();
        EuchreSetup {
            options: self.public.options.clone(),
            dealer: self.public.dealer,
            hands: self.hands[..n].to_vec(),
            upcard: self.public.upcard,
            kitty: self.kitty,
            position: Some(EuchrePosition {
                public: self.public.clone(),
                dealer_discard: self.discard,
                best_discards: self.best_discard,
                gifts: self.gift,
            }),
        }
    }

    /// A fresh deal, as [`Euchre::from_setup`] without a position: `hands[seat]`, the upcard
    /// and the rest of the kitty.
    ///
    /// # Errors
    /// The [`SetupError`]'s sentence when the cards do not form the pack or the sizes are wrong.
    pub fn from_cards(options: &EuchreOptions, dealer: Seat, hands: &[CardSet], upcard: Card, kitty: CardSet) -> Result<Euchre, String> {
        Euchre::from_setup(EuchreSetup { options: options.clone(), dealer, hands: hands.to_vec(), upcard, kitty, position: None })
            .map_err(|e| e.to_string())
    }

    /// The state of a freshly dealt hand from checked cards (§4, §5.1, §14.4).
    pub(super) fn fresh(options: EuchreOptions, dealer: Seat, hands: [CardSet; 4], upcard: Card, kitty: CardSet) -> Euchre {
        Euchre::fresh_with(options, dealer, hands, upcard, kitty, Vec::with_capacity(BID_ROOM), Vec::with_capacity(TRICK_ROOM))
    }

    /// [`Euchre::fresh`] with the (empty) lists for the bids and the trick given.
    pub(super) fn fresh_with(
        options: EuchreOptions,
        dealer: Seat,
        hands: [CardSet; 4],
        upcard: Card,
        kitty: CardSet,
        bids: Vec<(Seat, EuchreAction)>,
        trick: Vec<PlayedCard>,
    ) -> Euchre {
        let n = options.players as usize;
        let mut held = [0u8; 4];
        let mut active = [false; 4];
        for s in 0..n {
            held[s] = options.hand_size;
            active[s] = true;
        }
        let benny_up = upcard.is_joker();
        let public = EuchrePublic {
            phase: if benny_up { Phase::NameTrump } else { Phase::Bid1 },
            turn: if benny_up { dealer } else { (dealer + 1) % n },
            options,
            dealer,
            upcard,
            upcard_state: UpcardState::Up,
            passes: 0,
            bids,
            trump: None,
            maker: None,
            ordered_up: false,
            maker_alone: false,
            lone_defender: None,
            defenders_asked: 0,
            active,
            held,
            played: [CardSet::EMPTY; 4],
            voids: [0; 4],
            trick,
            last_trick: None,
            tricks_played: 0,
            tricks_won: [0; 4],
            best_discarded: [false; 4],
            best_done: [false; 4],
        };
        Euchre { public, hands, kitty, discard: None, best_discard: [None; 4], gift: [None; 4] }
    }
}
