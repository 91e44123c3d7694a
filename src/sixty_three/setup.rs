//! The one validated way to build a Sixty-three position ([`SixtyThreeSetup`] and
//! [`SixtyThree::from_setup`], after shakmaty's `FromSetup`): a fresh deal, the start of a
//! trick, or a scored hand, checked for a whole pack with no card twice, sizes that fit the
//! options and seats that exist. Bare `§` numbers refer to `docs/rules/sixty-three.md`.

use super::types::{HandLog, Phase, SixtyThreePublic, TrickRecord};
use super::{next, SixtyThree, SixtyThreeOptions};
use crate::cards::{Card, CardSet, Suit};
use crate::game::{Events, Seat};
use crate::inline::InlineVec;
use thiserror::Error;

/// Where the hand built from a [`SixtyThreeSetup`] stands.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub enum Position {
    /// A fresh deal (§5): each hand holds `hand_size` cards, the stock the rest of the
    /// pack; the auction opens with the dealer's left.
    #[default]
    Deal,
    /// The start of a trick (§9): trump named, the hands as given (every seat holding a
    /// card is active), the stock empty; the cards in no hand and not played are the
    /// dealer's face-down discards.
    Trick(TrickStart),
    /// A scored hand (§10): the contract and the points each team took; the hands and
    /// the stock empty, every card treated as discarded face down by the dealer.
    Finished(FinishedHand),
}

/// The public facts of a position at the start of a trick ([`Position::Trick`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrickStart {
    /// Trump (§6.5).
    pub trump: Suit,
    /// The declarer; the contract is the options' `min_bid`.
    pub declarer: Seat,
    /// The seat to lead; it must hold a card.
    pub leader: Seat,
    /// True if this is the first trick (the first lead must be a trump, §9.2).
    pub first_trick: bool,
    /// Cards each seat has already played (seen by everyone), by seat.
    pub played: [CardSet; 4],
}

/// The public facts of a scored hand ([`Position::Finished`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FinishedHand {
    /// Trump (§6.5).
    pub trump: Suit,
    /// The declarer (§6.4).
    pub declarer: Seat,
    /// The contract: 1..=63, or 126 with `shoot_the_moon`.
    pub contract: u8,
    /// True if the dealer was stuck with the default contract (§6.3c).
    pub dealer_default: bool,
    /// Card points each team took `[NS, EW]` (§10.1).
    pub taken: [i32; 2],
}

/// Everything needed to build a [`SixtyThree`] position: plain data, checked by
/// [`SixtyThree::from_setup`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SixtyThreeSetup {
    /// The options in force (validated).
    pub options: SixtyThreeOptions,
    /// The dealer, a seat 0..=3.
    pub dealer: Seat,
    /// The four hands, by seat.
    pub hands: [CardSet; 4],
    /// The stock (or kitty), top card first; empty unless `position` is [`Position::Deal`].
    pub stock: Vec<Card>,
    /// Where the hand stands.
    pub position: Position,
}

/// Why a [`SixtyThreeSetup`] is not a position of the game.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SetupError {
    /// The options break §12 (the English message names the option).
    #[error("bad options: {0}")]
    BadOptions(String),
    /// A seat (the dealer, the declarer or the leader) that is not 0..=3.
    #[error("the {what} must be a seat 0..3, got {seat}")]
    NotASeat {
        /// Which seat: `"dealer"`, `"declarer"` or `"leader"`.
        what: &'static str,
        /// The value given.
        seat: Seat,
    },
    /// A card given twice (in two hands, twice in the stock, or played and held).
    #[error("the {0} is given twice")]
    Duplicate(Card),
    /// A fresh deal whose hands and stock are not the whole 53-card pack.
    #[error("the pack must hold the 53 cards exactly once ({0} missing)")]
    MissingCards(CardSet),
    /// A hand of the wrong size for the position (a deal: `hand_size` of the options; a
    /// scored hand: none).
    #[error("seat {seat} holds {got} cards, {want} expected")]
    HandSize {
        /// The seat.
        seat: Seat,
        /// Cards held.
        got: usize,
        /// Cards expected.
        want: usize,
    },
    /// A stock where there is none (the start of a trick, a scored hand).
    #[error("the stock must be empty here, it holds {0} cards")]
    StockNotEmpty(usize),
    /// The leader of a trick holds no card.
    #[error("the leader (seat {0}) holds no card")]
    LeaderWithoutCards(Seat),
    /// A contract that is not a bid of the options (1..=63, or 126 with `shoot_the_moon`).
    #[error("no contract of {0} points is possible")]
    BadContract(u8),
}

/// The deal of §5.2 from `pack` (at least `4 * k` cards, top first): three cards at a time
/// clockwise from the dealer's left until each holds `k`; the hands and how many cards were
/// dealt. The one statement of the pattern, for [`SixtyThreeSetup::from_pack`] and
/// [`SixtyThree::deal_shuffled`].
fn dealt(k: usize, dealer: Seat, pack: &[Card]) -> ([CardSet; 4], usize) {
    let mut hands = [CardSet::EMPTY; 4];
    let mut i = 0;
    for _round in 0..k / 3 {
        for j in 1..=4 {
            hands[(dealer + j) % 4] |= pack[i..i + 3].iter().copied().collect::<CardSet>();
            i += 3;
        }
    }
    (hands, i)
}

impl SixtyThreeSetup {
    /// A fresh deal with these hands and stock (top card first).
    pub fn deal(options: &SixtyThreeOptions, dealer: Seat, hands: [CardSet; 4], stock: Vec<Card>) -> SixtyThreeSetup {
        SixtyThreeSetup { options: options.clone(), dealer, hands, stock, position: Position::Deal }
    }

    /// A fresh deal from `pack` (53 cards, top first) by `dealer` (§5.2): three cards at a
    /// time clockwise from the dealer's left, three rounds (four with a kitty); the rest is
    /// the stock (or kitty), top first. A pack of the wrong size is kept whole in the stock
    /// so that [`SixtyThree::from_setup`] reports it.
    pub fn from_pack(options: &SixtyThreeOptions, dealer: Seat, pack: &[Card]) -> SixtyThreeSetup {
        let k = options.hand_size();
        if pack.len() < 4 * k {
            return SixtyThreeSetup::deal(options, dealer, [CardSet::EMPTY; 4], pack.to_vec());
        }
        let (hands, i) = dealt(k, dealer, pack);
        // A card dealt twice stays visible: the rest goes to the stock with it.
        let dealt: usize = hands.iter().map(|h| h.len()).sum();
        if dealt != i {
            return SixtyThreeSetup::deal(options, dealer, [CardSet::EMPTY; 4], pack.to_vec());
        }
        SixtyThreeSetup::deal(options, dealer, hands, pack[i..].to_vec())
    }

    /// The start of a trick (fixture replay, tests): trump named by `declarer` (the dealer
    /// sits on the declarer's right), the hands as given, `leader` to lead, the first-lead
    /// rule in force if `first_trick`; nothing played yet.
    pub fn at_trick(
        options: &SixtyThreeOptions,
        trump: Suit,
        declarer: Seat,
        leader: Seat,
        hands: [CardSet; 4],
        first_trick: bool,
    ) -> SixtyThreeSetup {
        SixtyThreeSetup {
            options: options.clone(),
            dealer: (declarer + 3) % 4,
            hands,
            stock: Vec::new(),
            position: Position::Trick(TrickStart { trump, declarer, leader, first_trick, played: [CardSet::EMPTY; 4] }),
        }
    }

    /// A scored hand (scoring tests): hearts trump, `declarer` with `contract`, `taken`
    /// card points per team `[NS, EW]`.
    pub fn finished(options: &SixtyThreeOptions, declarer: Seat, contract: u8, dealer_default: bool, taken: [i32; 2]) -> SixtyThreeSetup {
        SixtyThreeSetup {
            options: options.clone(),
            dealer: (declarer + 3) % 4,
            hands: [CardSet::EMPTY; 4],
            stock: Vec::new(),
            position: Position::Finished(FinishedHand { trump: Suit::Hearts, declarer, contract, dealer_default, taken }),
        }
    }

    /// Checks the setup (see [`SetupError`]): valid options, seats, no card twice, the
    /// sizes the position needs.
    fn validate(&self) -> Result<(), SetupError> {
        let o = &self.options;
        o.validate().map_err(SetupError::BadOptions)?;
        let seat = |what: &'static str, seat: Seat| if seat < 4 { Ok(()) } else { Err(SetupError::NotASeat { what, seat }) };
        seat("dealer", self.dealer)?;
        let mut all = CardSet::EMPTY;
        let mut add = |c: Card| {
            if all.contains(c) {
                return Err(SetupError::Duplicate(c));
            }
            all.insert(c);
            Ok(())
        };
        for h in &self.hands {
            h.iter().try_for_each(&mut add)?;
        }
        self.stock.iter().copied().try_for_each(&mut add)?;
        match &self.position {
            Position::Deal => {
                let missing = SixtyThree::pack() - all;
                if !missing.is_empty() {
                    return Err(SetupError::MissingCards(missing));
                }
                for (s, h) in self.hands.iter().enumerate() {
                    if h.len() != o.hand_size() {
                        return Err(SetupError::HandSize { seat: s, got: h.len(), want: o.hand_size() });
                    }
                }
            }
            Position::Trick(t) => {
                seat("declarer", t.declarer)?;
                seat("leader", t.leader)?;
                for h in &t.played {
                    h.iter().try_for_each(&mut add)?;
                }
                if !self.stock.is_empty() {
                    return Err(SetupError::StockNotEmpty(self.stock.len()));
                }
                if self.hands[t.leader].is_empty() {
                    return Err(SetupError::LeaderWithoutCards(t.leader));
                }
            }
            Position::Finished(f) => {
                seat("declarer", f.declarer)?;
                if !self.stock.is_empty() {
                    return Err(SetupError::StockNotEmpty(self.stock.len()));
                }
                if let Some((s, h)) = self.hands.iter().enumerate().find(|(_, h)| !h.is_empty()) {
                    return Err(SetupError::HandSize { seat: s, got: h.len(), want: 0 });
                }
                let ok = (1..=super::options::MAX_BID).contains(&f.contract) || (o.moon() && f.contract == super::options::MOON_BID);
                if !ok {
                    return Err(SetupError::BadContract(f.contract));
                }
            }
        }
        Ok(())
    }
}

impl SixtyThree {
    /// The position a [`SixtyThreeSetup`] describes, or why it is not one.
    pub fn from_setup(setup: SixtyThreeSetup) -> Result<SixtyThree, SetupError> {
        setup.validate()?;
        let SixtyThreeSetup { options, dealer, hands, stock, position } = setup;
        let held = hands.map(|h| h.len() as u8);
        let mut g = SixtyThree::fresh(&options, dealer, hands, held, stock);
        match position {
            Position::Deal => {}
            Position::Trick(t) => {
                let played: CardSet = t.played.iter().fold(CardSet::EMPTY, |a, &b| a | b);
                let all = hands.iter().fold(played, |a, &b| a | b);
                g.discards[dealer] = SixtyThree::pack() - all;
                let p = &mut g.public;
                p.face_down[dealer] = g.discards[dealer].len() as u8;
                p.played = t.played;
                p.declarer = Some(t.declarer);
                p.contract = Some(options.min_bid);
                p.trump = Some(t.trump);
                p.phase = Phase::Play;
                p.active = hands.map(|h| !h.is_empty());
                if !t.first_trick {
                    // A placeholder for the earlier tricks: the first-lead rule no longer applies.
                    p.tricks.push(TrickRecord {
                        leader: t.leader,
                        plays: Default::default(),
                        winner: t.leader,
                        points: 0,
                        credited: [0, 0],
                    });
                }
                g.begin_trick(t.leader, &mut Events::none());
            }
            Position::Finished(f) => {
                g.discards[dealer] = SixtyThree::pack();
                let p = &mut g.public;
                p.face_down[dealer] = 53;
                p.declarer = Some(f.declarer);
                p.contract = Some(f.contract);
                p.dealer_default = f.dealer_default;
                p.trump = Some(f.trump);
                p.taken = f.taken;
                p.phase = Phase::HandOver;
            }
        }
        Ok(g)
    }

    /// The deal of a shuffled 53-card `pack` under valid options (as
    /// [`SixtyThreeSetup::from_pack`], §5.2), without the checks a shuffled pack cannot
    /// fail: the deal of every hand, and of every playout of a search.
    pub(crate) fn deal_shuffled(options: &SixtyThreeOptions, dealer: Seat, pack: &[Card]) -> SixtyThree {
        let k = options.hand_size();
        let (hands, i) = dealt(k, dealer, pack);
        debug_assert!(hands.iter().all(|h| h.len() == k));
        // `k` each (a multiple of 3): no bit counts, in software on x86-64's baseline.
        SixtyThree::fresh(options, dealer, hands, [k as u8; 4], pack[i..].to_vec())
    }

    /// The hand at the opening of the auction, from cards already checked.
    fn fresh(options: &SixtyThreeOptions, dealer: Seat, hands: [CardSet; 4], held: [u8; 4], stock: Vec<Card>) -> SixtyThree {
        let public = SixtyThreePublic {
            options: options.clone(),
            dealer,
            phase: Phase::Auction,
            turn: next(dealer),
            // Short lists in place, room for every trick: no regrowth in a playout.
            bids: InlineVec::new(),
            passed: [false; 4],
            spoken: 0,
            high_bid: None,
            high_bidder: None,
            declarer: None,
            contract: None,
            dealer_default: false,
            trump: None,
            held,
            face_down: [0; 4],
            dirt_discarded: [0; 4],
            drawn: [0; 4],
            stock: stock.len() as u8,
            rob_taken: 0,
            short_of_stock: InlineVec::new(),
            queue: 0,
            excess_capacity: None,
            passes: Vec::new(),
            face_up: [CardSet::EMPTY; 4],
            shown_discards: [CardSet::EMPTY; 4],
            min_trumps: [0; 4],
            max_trumps: held,
            active: [true; 4],
            folds: InlineVec::new(),
            set_aside: [CardSet::EMPTY; 4],
            played: [CardSet::EMPTY; 4],
            trick: InlineVec::new(),
            to_play: [false; 4],
            // Nine: a hand of ten cards or more is rare, and 9 records (104 bytes each) stay
            // under glibc's 1 KB thread cache, which 12 did not (its slow path cost 2%).
            tricks: Vec::with_capacity(9),
            taken: [0; 2],
            end: None,
        };
        let log = HandLog { dealt: hands, ..Default::default() };
        SixtyThree { public, hands, discards: [CardSet::EMPTY; 4], stock, log }
    }
}

#[cfg(test)]
mod deal_tests {
    use super::*;
    use rand::SeedableRng;

    /// The unchecked deal of a shuffled pack is the checked one (§5.2), with and without
    /// the kitty's fourth round.
    #[test]
    fn deal_shuffled_is_from_pack() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(4);
        let mut pack = SixtyThree::pack().to_vec();
        for o in [
            SixtyThreeOptions::default(),
            SixtyThreeOptions { deal_style: crate::sixty_three::DealStyle::TwelvePlusKitty, ..SixtyThreeOptions::default() },
        ] {
            if o.check().is_err() {
                continue;
            }
            for i in 0..200 {
                crate::sample::shuffle(&mut pack, &mut rng);
                let a = SixtyThree::deal_shuffled(&o, i % 4, &pack);
                let b = SixtyThree::from_pack(&o, i % 4, &pack).unwrap();
                assert_eq!(format!("{a:?}"), format!("{b:?}"));
            }
        }
    }
}
