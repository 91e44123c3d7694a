//! Sixty-three (rule book `docs/rules/sixty-three.md`): four players in two partnerships,
//! a 53-card pack with the joker, an auction for the right to name trump, every player
//! discarding all dirt and drawing to six, the dealer robbing the pack, excess trumps
//! passed to the partner face up, folding when out of trump, and 63 card points a hand;
//! game to 250 with the bidder going out. Every option of §12 is in [`SixtyThreeOptions`].
//!
//! One [`SixtyThree`] value is one hand. The public part of the state is
//! [`SixtyThreePublic`]; hidden cards (hands, face-down discards, the stock) and the
//! private history each seat saw live beside it, so an observation is "public + own
//! cards" ([`SixtyThreeObservation`]).
//!
//! Seats 0–3 clockwise; team `seat % 2` (0 = North–South, 1 = East–West).

pub mod action;
pub mod options;
pub mod rank;
pub mod replay;
mod sample;
mod score;
mod view;
pub mod words;

pub use action::{ParseActionError, SixtyThreeAction};
pub use options::*;
pub use rank::PlayedCard;
pub use score::SixtyThreeResult;
pub use view::sixty_three_view;

use crate::cards::{Card, CardSet, Suit};
use crate::game::{ErrorCode, Events, Game, HandResult, Refusal, Seat};
use crate::words::Msg;
use rand::seq::SliceRandom;
use rand::Rng;
use rank::{card_points, dirt, is_trump, non_counting, trick_winner, trumps};
use serde::{Deserialize, Serialize};

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

/// Where a hand stands (docs/rules/sixty-three.md §14). Serialized in snake_case, as the fixtures'
/// decision phases (`auction`, `trump`, `rob`, `excess`, `partner_discard`, `play`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Bidding (§6).
    Auction,
    /// The declarer names trump (§6.5).
    Trump,
    /// `twelve_plus_kitty` only: a player keeps dirt up to six cards.
    KeepDirt,
    /// The dealer chooses dirt from the robbed stock (§7.4).
    Rob,
    /// A player holding more than six passes non-counting trumps (§7.6).
    Excess,
    /// The partner who received trumps discards dirt down to six (§7.6).
    PartnerDiscard,
    /// `pass_then_discard_noncounting` only: extra non-counting trumps are shown and
    /// discarded.
    ExcessDiscard,
    /// Tricks (§9).
    Play,
    /// Scored; nothing more to do.
    HandOver,
}

/// One call of the auction: a bid, or a pass when `bid` is `None`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BidEntry {
    /// Who spoke.
    pub seat: Seat,
    /// The bid in points, `None` for a pass.
    pub bid: Option<u8>,
}

/// Non-counting trumps passed face up to the partner (§7.6).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PassRecord {
    /// The player with excess trumps.
    pub from: Seat,
    /// The partner.
    pub to: Seat,
    /// The trumps passed, shown to the whole table.
    pub cards: CardSet,
}

/// A player out of the hand (§8.2): the cards shown and set aside.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FoldRecord {
    /// Who folded.
    pub seat: Seat,
    /// `None` for the check after the exchange (§7), else the index of the last trick
    /// completed before the fold.
    pub after_trick: Option<u8>,
    /// The cards shown and set aside (may be empty).
    pub cards: CardSet,
}

/// A completed trick (§9.6, §10.1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TrickRecord {
    /// Who led.
    pub leader: Seat,
    /// The cards in play order.
    pub plays: Vec<PlayedCard>,
    /// Who won it.
    pub winner: Seat,
    /// Card points in the trick (§4.1).
    pub points: i32,
    /// The trick's points by team `[NS, EW]` under §10.1 (the 2 of trump to the team
    /// that played it, by default).
    pub credited: [i32; 2],
}

/// Why the hand ended (§9.8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    /// Every active player is on one team; their counting trumps are credited to it.
    OneTeamActive,
    /// Nobody is active any more.
    NoActivePlayer,
}

/// How the hand ended (§9.8).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EndRecord {
    /// Why.
    pub reason: EndReason,
    /// Index of the last trick, `None` if the hand ended before the first.
    pub after_trick: Option<u8>,
    /// The only team still active (`OneTeamActive`).
    pub team: Option<usize>,
    /// The cards still held by that team's active players, laid down to claim them.
    pub held: Vec<(Seat, CardSet)>,
    /// The points of the counting trumps among them, credited to `team`.
    pub credited_points: i32,
}

/// Everything every seat may know about the hand.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SixtyThreePublic {
    /// The options in force.
    pub options: SixtyThreeOptions,
    /// Dealer seat.
    pub dealer: Seat,
    /// Current phase.
    pub phase: Phase,
    /// Seat to act (meaningless once the hand is over).
    pub turn: Seat,
    /// The auction so far, in order.
    pub bids: Vec<BidEntry>,
    /// Seats that have passed (final under the open auction, §6.2).
    pub passed: [bool; 4],
    /// Seats that have spoken (the single-round auction).
    pub spoken: u8,
    /// The highest bid so far.
    pub high_bid: Option<u8>,
    /// Who made it.
    pub high_bidder: Option<Seat>,
    /// The declarer, once the auction is over (§6.4).
    pub declarer: Option<Seat>,
    /// The contract in points (§6.4; the dealer's default under §6.3c).
    pub contract: Option<u8>,
    /// True if the dealer holds the default contract (§6.3c).
    pub dealer_default: bool,
    /// Trump, once named.
    pub trump: Option<Suit>,
    /// Cards each seat holds.
    pub held: [u8; 4],
    /// Cards each seat has discarded face down (dirt: §7.1, §7.4, §7.6).
    pub face_down: [u8; 4],
    /// Dirt each seat discarded under §7.1 (or kept-dirt discards with a kitty).
    pub dirt_discarded: [u8; 4],
    /// Cards each seat drew under §7.2.
    pub drawn: [u8; 4],
    /// Cards left in the stock (or the kitty before the declarer takes it).
    pub stock: u8,
    /// Cards the dealer took when robbing the pack (§7.4).
    pub rob_taken: u8,
    /// Seats left with fewer than six cards because the stock ran out (§7.3, §7.4).
    pub short_of_stock: Vec<Seat>,
    /// Position (0..4 from the dealer's left) in the round of §7.6 excess passes, or of
    /// the kitty keeps.
    pub queue: u8,
    /// During an excess decision: how many cards the partner can take,
    /// `max(0, 6 − partner's cards) + partner's dirt` (§7.6), as the partner announces it.
    pub excess_capacity: Option<u8>,
    /// Excess-trump passes made, face up (§7.6).
    pub passes: Vec<PassRecord>,
    /// Cards received face up and still held, by seat (everyone knows where they are).
    pub face_up: [CardSet; 4],
    /// Extra non-counting trumps shown and discarded, by seat
    /// (`pass_then_discard_noncounting`).
    pub shown_discards: [CardSet; 4],
    /// The fewest trumps each seat can hold, given what the table has seen.
    pub min_trumps: [u8; 4],
    /// The most trumps each seat can hold, given what the table has seen.
    pub max_trumps: [u8; 4],
    /// Seats still in the hand (§8.1).
    pub active: [bool; 4],
    /// Folds, in order (§8.2).
    pub folds: Vec<FoldRecord>,
    /// Cards shown and set aside by folding, by seat.
    pub set_aside: [CardSet; 4],
    /// Cards each seat has played.
    pub played: [CardSet; 4],
    /// The trick in progress.
    pub trick: Vec<PlayedCard>,
    /// Seats still to play to the trick in progress.
    pub to_play: [bool; 4],
    /// Completed tricks.
    pub tricks: Vec<TrickRecord>,
    /// Card points credited to each team so far `[NS, EW]` (§10.1).
    pub taken: [i32; 2],
    /// How the hand ended, once it has.
    pub end: Option<EndRecord>,
}

/// The dealer's robbing of the pack (§7.4), as only the dealer sees it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct RobLog {
    /// The stock left for the dealer, top card first.
    pub taken: Vec<Card>,
    /// The trumps found there (all kept).
    pub kept_trumps: CardSet,
    /// The dirt the dealer chose to keep.
    pub kept_dirt: CardSet,
    /// The rest, discarded face down.
    pub discarded: CardSet,
}

/// The hidden history of the exchange (§7), for the fixtures' "engine's own account" and
/// for each seat's memory of its own cards.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct HandLog {
    /// The hands as dealt.
    pub dealt: [CardSet; 4],
    /// Dirt discarded under §7.1 (with a kitty: the dirt not kept).
    pub discarded_dirt: [CardSet; 4],
    /// Cards drawn under §7.2, in the order drawn.
    pub drawn: [Vec<Card>; 4],
    /// The robbing of the pack (nine-card deal only).
    pub rob: Option<RobLog>,
    /// The partner's dirt discards after each pass of `SixtyThreePublic::passes`.
    pub partner_discarded: Vec<CardSet>,
    /// The hands after §7 (before the folding check).
    pub exchange_hands: [CardSet; 4],
}

/// One hand of Sixty-three: the public state plus every hidden card.
#[derive(Clone, Debug)]
pub struct SixtyThree {
    /// What everyone may know.
    pub public: SixtyThreePublic,
    /// Each seat's hand.
    pub hands: [CardSet; 4],
    /// Each seat's face-down discards (all dirt).
    pub discards: [CardSet; 4],
    /// The stock (or the kitty), top card first.
    pub stock: Vec<Card>,
    /// The hidden history of the exchange.
    pub log: HandLog,
}

/// What one seat knows: the public state, its own cards, and its own private history.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SixtyThreeObservation {
    /// The observer.
    pub seat: Seat,
    /// Public state.
    pub public: SixtyThreePublic,
    /// The observer's hand.
    pub hand: CardSet,
    /// The observer's hand as dealt.
    pub dealt: CardSet,
    /// The cards the observer drew (§7.2), in order.
    pub drawn: Vec<Card>,
    /// The observer's own face-down discards.
    pub discards: CardSet,
    /// The dealer only: the stock cards taken when robbing (§7.4), top first.
    pub rob_taken: Vec<Card>,
}

/// Public happenings, in order, for the page to animate. Events carry no hidden card:
/// draws and face-down discards are counts; passed trumps and folded hands are shown
/// because the rules show them.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum SixtyThreeEvent {
    /// A new hand was dealt (§5).
    Deal {
        /// Dealer seat.
        dealer: Seat,
        /// Cards dealt to each player.
        hand_size: u8,
        /// Cards in the stock (or kitty).
        stock: u8,
    },
    /// A bid or pass (§6).
    Bid {
        /// Who.
        seat: Seat,
        /// Points bid; `None` for a pass.
        bid: Option<u8>,
    },
    /// The auction is over (§6.3–§6.4).
    AuctionWon {
        /// The declarer.
        declarer: Seat,
        /// The contract.
        contract: u8,
        /// True under §6.3c (the three others passed).
        dealer_default: bool,
    },
    /// Trump is named (§6.5).
    Trump {
        /// The suit.
        suit: Suit,
        /// The declarer.
        declarer: Seat,
    },
    /// `twelve_plus_kitty`: the declarer takes the kitty.
    KittyTaken {
        /// The declarer.
        seat: Seat,
        /// Cards taken.
        count: u8,
    },
    /// A player discarded dirt face down (§7.1, or a kitty-deal keep).
    DirtDiscarded {
        /// Who.
        seat: Seat,
        /// How many.
        count: u8,
    },
    /// A player drew from the stock (§7.2). The cards go only to their owner.
    Drew {
        /// Who.
        seat: Seat,
        /// How many.
        count: u8,
    },
    /// The dealer robbed the pack (§7.4).
    Rob {
        /// The dealer.
        seat: Seat,
        /// Cards taken from the stock.
        taken: u8,
        /// Cards kept of them.
        kept: u8,
        /// Cards discarded face down.
        discarded: u8,
    },
    /// Excess trumps passed to the partner, face up (§7.6).
    ExcessPassed {
        /// The giver.
        from: Seat,
        /// The partner.
        to: Seat,
        /// The cards, shown.
        cards: CardSet,
    },
    /// The partner discarded dirt face down after receiving trumps (§7.6).
    PartnerDiscarded {
        /// The partner.
        seat: Seat,
        /// How many.
        count: u8,
    },
    /// Extra non-counting trumps shown and discarded (`pass_then_discard_noncounting`).
    ExcessDiscarded {
        /// Who.
        seat: Seat,
        /// The cards, shown.
        cards: CardSet,
    },
    /// A player is out of the hand (§8.2): these cards are shown and set aside.
    Fold {
        /// Who.
        seat: Seat,
        /// The cards shown.
        cards: CardSet,
    },
    /// A card was played (§9).
    Play {
        /// Who.
        seat: Seat,
        /// What.
        card: Card,
    },
    /// Several cards were played together to the first trick (`dump_on_first_trick`).
    Dump {
        /// Who.
        seat: Seat,
        /// The cards.
        cards: CardSet,
    },
    /// A trick is complete (§9.6, §10.1).
    Trick {
        /// Winning seat.
        winner: Seat,
        /// The cards in play order.
        plays: Vec<PlayedCard>,
        /// Card points in the trick.
        points: i32,
        /// Points by team `[NS, EW]`.
        credited: [i32; 2],
    },
    /// The hand ended early because only one team is left (§9.8): its players lay down
    /// their cards and are credited with the counting trumps among them.
    Claim {
        /// The team.
        team: usize,
        /// Cards laid down, by seat.
        held: Vec<(Seat, CardSet)>,
        /// Points credited.
        points: i32,
    },
    /// The hand is scored (§10).
    HandOver {
        /// The score.
        result: SixtyThreeResult,
    },
}

fn emit(ev: &mut Events<'_, SixtyThreeEvent>, e: SixtyThreeEvent) {
    if let Some(v) = ev.get() {
        v.push(e);
    }
}

/// Calls `f` with every subset of `set` with exactly `k` cards, in the fixtures' order
/// (card by card in card order).
pub fn for_each_subset(set: CardSet, k: usize, f: &mut impl FnMut(CardSet)) {
    fn go(cards: &[Card], start: usize, k: usize, acc: CardSet, f: &mut impl FnMut(CardSet)) {
        if k == 0 {
            f(acc);
            return;
        }
        for i in start..cards.len() {
            if cards.len() - i < k {
                break;
            }
            let mut a = acc;
            a.insert(cards[i]);
            go(cards, i + 1, k - 1, a, f);
        }
    }
    if k <= set.len() {
        go(&set.to_vec(), 0, k, CardSet::EMPTY, f);
    }
}

fn card_name(c: Card) -> String {
    if c.is_joker() {
        return "joker".into();
    }
    c.pretty()
}

fn set_name(s: CardSet) -> String {
    if s.is_empty() {
        return "nothing".into();
    }
    s.iter().map(card_name).collect::<Vec<_>>().join(" ")
}

pub(crate) fn seat_name(s: Seat) -> &'static str {
    ["North", "East", "South", "West"][s % 4]
}

/// "North–South" / "East–West".
pub fn team_name(t: usize) -> &'static str {
    if t == 0 {
        "North–South"
    } else {
        "East–West"
    }
}

impl SixtyThree {
    /// The 53-card pack (§2.1).
    pub fn pack() -> CardSet {
        CardSet::pack(2..=14, true)
    }

    /// A hand dealt from `pack` (53 cards, top first) by `dealer` (§5.2): three cards at a
    /// time clockwise from the dealer's left, three rounds (four with a kitty); the rest is
    /// the stock (or kitty), top first. Errors if `pack` is not the 53-card pack.
    pub fn from_pack(options: &SixtyThreeOptions, dealer: Seat, pack: &[Card]) -> Result<SixtyThree, String> {
        options.validate()?;
        if dealer >= 4 {
            return Err("the dealer must be a seat 0..3".into());
        }
        let set: CardSet = pack.iter().copied().collect();
        if pack.len() != 53 || set != SixtyThree::pack() {
            return Err("the pack must hold the 53 cards exactly once".into());
        }
        let k = options.hand_size();
        let mut hands = [CardSet::EMPTY; 4];
        let mut i = 0;
        for _round in 0..k / 3 {
            for j in 1..=4 {
                let seat = (dealer + j) % 4;
                for _ in 0..3 {
                    hands[seat].insert(pack[i]);
                    i += 1;
                }
            }
        }
        Ok(SixtyThree::from_hands(options, dealer, hands, pack[i..].to_vec()))
    }

    /// A hand from known cards (tests): the four hands and the stock, top first. The
    /// caller makes sure the cards are the pack; sizes are taken as given.
    pub fn from_hands(options: &SixtyThreeOptions, dealer: Seat, hands: [CardSet; 4], stock: Vec<Card>) -> SixtyThree {
        let held = hands.map(|h| h.len() as u8);
        let public = SixtyThreePublic {
            options: options.clone(),
            dealer: dealer % 4,
            phase: Phase::Auction,
            turn: next(dealer % 4),
            bids: Vec::new(),
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
            short_of_stock: Vec::new(),
            queue: 0,
            excess_capacity: None,
            passes: Vec::new(),
            face_up: [CardSet::EMPTY; 4],
            shown_discards: [CardSet::EMPTY; 4],
            min_trumps: [0; 4],
            max_trumps: held,
            active: [true; 4],
            folds: Vec::new(),
            set_aside: [CardSet::EMPTY; 4],
            played: [CardSet::EMPTY; 4],
            trick: Vec::with_capacity(4),
            to_play: [false; 4],
            tricks: Vec::new(),
            taken: [0; 2],
            end: None,
        };
        let log = HandLog { dealt: hands, ..Default::default() };
        SixtyThree { public, hands, discards: [CardSet::EMPTY; 4], stock, log }
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

    // ----- auction (§6) -----

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

    fn bid_legal(&self, v: u8) -> bool {
        let Some(lo) = self.min_next_bid() else { return false };
        (v >= lo && v <= options::MAX_BID) || (v == options::MOON_BID && self.opts().moon())
    }

    fn auction_step(&mut self, t: Seat, bid: Option<u8>, ev: &mut Events<'_, SixtyThreeEvent>) {
        let p = &mut self.public;
        p.bids.push(BidEntry { seat: t, bid });
        p.spoken += 1;
        emit(ev, SixtyThreeEvent::Bid { seat: t, bid });
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

    fn auction_won(&mut self, declarer: Seat, contract: u8, dealer_default: bool, ev: &mut Events<'_, SixtyThreeEvent>) {
        let p = &mut self.public;
        p.declarer = Some(declarer);
        p.contract = Some(contract);
        p.dealer_default = dealer_default;
        p.phase = Phase::Trump;
        p.turn = declarer;
        emit(ev, SixtyThreeEvent::AuctionWon { declarer, contract, dealer_default });
    }

    // ----- exchange (§7) -----

    fn name_trump(&mut self, suit: Suit, ev: &mut Events<'_, SixtyThreeEvent>) {
        let d = self.public.declarer.unwrap_or(self.public.dealer);
        self.public.trump = Some(suit);
        emit(ev, SixtyThreeEvent::Trump { suit, declarer: d });
        match self.opts().deal_style {
            DealStyle::NineEach => self.discard_draw_rob(suit, ev),
            DealStyle::TwelvePlusKitty => {
                // The declarer takes the kitty, then each player keeps up to six.
                let kitty: CardSet = self.stock.drain(..).collect();
                self.hands[d] |= kitty;
                self.public.held[d] = self.hands[d].len() as u8;
                self.public.max_trumps[d] = self.public.held[d];
                self.public.stock = 0;
                emit(ev, SixtyThreeEvent::KittyTaken { seat: d, count: kitty.len() as u8 });
                self.public.queue = 0;
                self.run_keep_queue(ev);
            }
        }
    }

    fn discard_draw_rob(&mut self, trump: Suit, ev: &mut Events<'_, SixtyThreeEvent>) {
        let dealer = self.public.dealer;
        // §7.1: everyone discards all dirt, face down.
        for j in 1..=4 {
            let s = (dealer + j) % 4;
            let d = dirt(self.hands[s], trump);
            self.hands[s] -= d;
            self.discards[s] |= d;
            self.log.discarded_dirt[s] = d;
            let p = &mut self.public;
            p.held[s] = self.hands[s].len() as u8;
            p.face_down[s] += d.len() as u8;
            p.dirt_discarded[s] = d.len() as u8;
            p.min_trumps[s] = p.held[s];
            p.max_trumps[s] = p.held[s];
            emit(ev, SixtyThreeEvent::DirtDiscarded { seat: s, count: d.len() as u8 });
        }
        // §7.2: draws to six, clockwise from the dealer's left; §7.3 shortage.
        for j in 1..4 {
            let s = (dealer + j) % 4;
            let mut n = 0u8;
            while self.hands[s].len() < 6 && !self.stock.is_empty() {
                let c = self.stock.remove(0);
                self.hands[s].insert(c);
                self.log.drawn[s].push(c);
                n += 1;
            }
            let p = &mut self.public;
            p.held[s] = self.hands[s].len() as u8;
            p.drawn[s] = n;
            p.max_trumps[s] = p.held[s];
            p.stock = self.stock.len() as u8;
            if p.held[s] < 6 {
                p.short_of_stock.push(s);
            }
            if n > 0 {
                emit(ev, SixtyThreeEvent::Drew { seat: s, count: n });
            }
        }
        // §7.4: the dealer takes the rest of the stock.
        let taken: Vec<Card> = std::mem::take(&mut self.stock);
        let tset: CardSet = taken.iter().copied().collect();
        self.hands[dealer] |= tset;
        let p = &mut self.public;
        p.stock = 0;
        p.rob_taken = taken.len() as u8;
        p.held[dealer] = self.hands[dealer].len() as u8;
        p.max_trumps[dealer] = p.held[dealer];
        self.log.rob = Some(RobLog { taken, kept_trumps: trumps(tset, trump), ..Default::default() });
        let tr = trumps(self.hands[dealer], trump).len();
        let dr = dirt(self.hands[dealer], trump).len();
        if tr < 6 && dr > 0 {
            // A choice: which dirt to keep (§7.4 [C]).
            let p = &mut self.public;
            p.phase = Phase::Rob;
            p.turn = dealer;
            p.max_trumps[dealer] = p.max_trumps[dealer].min(5).min(p.held[dealer].saturating_sub(1));
            return;
        }
        self.finish_rob(CardSet::EMPTY, ev);
    }

    /// Dirt the dealer must keep now (§7.4): `min(6 − hand's trumps, dirt)`.
    fn rob_need(&self) -> usize {
        let d = self.public.dealer;
        let t = self.trump_or();
        let tr = trumps(self.hands[d], t).len();
        (6usize.saturating_sub(tr)).min(dirt(self.hands[d], t).len())
    }

    fn finish_rob(&mut self, kept: CardSet, ev: &mut Events<'_, SixtyThreeEvent>) {
        let dealer = self.public.dealer;
        let t = self.trump_or();
        let chose = self.public.phase == Phase::Rob;
        let thrown = dirt(self.hands[dealer], t) - kept;
        self.hands[dealer] -= thrown;
        self.discards[dealer] |= thrown;
        if let Some(r) = self.log.rob.as_mut() {
            r.kept_dirt = kept;
            r.discarded = thrown;
        }
        let p = &mut self.public;
        p.held[dealer] = self.hands[dealer].len() as u8;
        p.face_down[dealer] += thrown.len() as u8;
        p.max_trumps[dealer] = p.max_trumps[dealer].min(p.held[dealer]);
        if !chose {
            // No choice means every dirt card went: the hand is all trumps.
            p.min_trumps[dealer] = p.held[dealer];
            p.max_trumps[dealer] = p.held[dealer];
        }
        if p.held[dealer] < 6 {
            p.short_of_stock.push(dealer);
        }
        let taken = p.rob_taken;
        emit(ev, SixtyThreeEvent::Rob { seat: dealer, taken, kept: taken - thrown.len() as u8, discarded: thrown.len() as u8 });
        self.public.queue = 0;
        self.run_excess_queue(ev);
    }

    /// Kitty deal: dirt the player to move must keep (`min(6 − trumps, dirt)`).
    fn keep_need(&self, s: Seat) -> usize {
        let t = self.trump_or();
        let tr = trumps(self.hands[s], t).len();
        (6usize.saturating_sub(tr)).min(dirt(self.hands[s], t).len())
    }

    fn run_keep_queue(&mut self, ev: &mut Events<'_, SixtyThreeEvent>) {
        let t = self.trump_or();
        while self.public.queue < 4 {
            let s = (self.public.dealer + 1 + self.public.queue as usize) % 4;
            let tr = trumps(self.hands[s], t).len();
            let dr = dirt(self.hands[s], t).len();
            if tr < 6 && dr > 0 {
                let p = &mut self.public;
                p.phase = Phase::KeepDirt;
                p.turn = s;
                p.max_trumps[s] = p.max_trumps[s].min(5).min(p.held[s].saturating_sub(1));
                return;
            }
            self.keep_dirt(s, CardSet::EMPTY, false, ev);
        }
        self.public.queue = 0;
        self.run_excess_queue(ev);
    }

    fn keep_dirt(&mut self, s: Seat, kept: CardSet, chose: bool, ev: &mut Events<'_, SixtyThreeEvent>) {
        let t = self.trump_or();
        let thrown = dirt(self.hands[s], t) - kept;
        self.hands[s] -= thrown;
        self.discards[s] |= thrown;
        self.log.discarded_dirt[s] = thrown;
        let p = &mut self.public;
        p.held[s] = self.hands[s].len() as u8;
        p.face_down[s] += thrown.len() as u8;
        p.dirt_discarded[s] = thrown.len() as u8;
        p.max_trumps[s] = p.max_trumps[s].min(p.held[s]);
        if !chose {
            p.min_trumps[s] = p.held[s];
            p.max_trumps[s] = p.held[s];
        }
        if p.held[s] < 6 {
            p.short_of_stock.push(s);
        }
        emit(ev, SixtyThreeEvent::DirtDiscarded { seat: s, count: thrown.len() as u8 });
        self.public.queue += 1;
    }

    /// How many cards the partner of `p` can take (§7.6 [C]).
    fn capacity(&self, q: Seat) -> usize {
        let t = self.trump_or();
        6usize.saturating_sub(self.hands[q].len()) + dirt(self.hands[q], t).len()
    }

    /// The most non-counting trumps `p` may pass now (§7.6 [C] limit).
    pub fn pass_limit(&self, p: Seat) -> usize {
        let t = self.trump_or();
        let nc = non_counting(self.hands[p], t, self.opts()).len();
        let excess = self.hands[p].len().saturating_sub(6);
        excess.min(nc).min(self.capacity(partner(p)))
    }

    fn queue_seat(&self) -> Seat {
        (self.public.dealer + 1 + self.public.queue as usize) % 4
    }

    fn run_excess_queue(&mut self, ev: &mut Events<'_, SixtyThreeEvent>) {
        self.public.excess_capacity = None;
        if self.opts().excess_trump_handling != ExcessTrumpHandling::DumpOnFirstTrick {
            while self.public.queue < 4 {
                let p = self.queue_seat();
                if self.hands[p].len() > 6 {
                    // §7.6: one decision per player holding more than six, in turn.
                    let q = partner(p);
                    let cap = self.capacity(q);
                    let t = self.trump_or();
                    let pb = &mut self.public;
                    pb.phase = Phase::Excess;
                    pb.turn = p;
                    pb.excess_capacity = Some(cap as u8);
                    // The announced capacity tells the table the partner's dirt count.
                    let qd = dirt(self.hands[q], t).len() as u8;
                    pb.min_trumps[q] = pb.held[q] - qd;
                    pb.max_trumps[q] = pb.held[q] - qd;
                    return;
                }
                self.public.queue += 1;
            }
        }
        self.after_exchange(ev);
    }

    fn give(&mut self, p: Seat, cards: CardSet, ev: &mut Events<'_, SixtyThreeEvent>) {
        let q = partner(p);
        self.public.excess_capacity = None;
        if !cards.is_empty() {
            self.hands[p] -= cards;
            self.hands[q] |= cards;
            let k = cards.len() as u8;
            let pb = &mut self.public;
            pb.held[p] -= k;
            pb.held[q] += k;
            pb.min_trumps[p] = pb.min_trumps[p].saturating_sub(k);
            pb.max_trumps[p] = pb.max_trumps[p].saturating_sub(k);
            pb.min_trumps[q] += k;
            pb.max_trumps[q] += k;
            pb.face_up[q] |= cards;
            pb.passes.push(PassRecord { from: p, to: q, cards });
            self.log.partner_discarded.push(CardSet::EMPTY);
            emit(ev, SixtyThreeEvent::ExcessPassed { from: p, to: q, cards });
            if self.hands[q].len() > 6 {
                self.public.phase = Phase::PartnerDiscard;
                self.public.turn = q;
                return;
            }
        }
        self.after_give(p, ev);
    }

    fn after_give(&mut self, p: Seat, ev: &mut Events<'_, SixtyThreeEvent>) {
        let t = self.trump_or();
        if self.opts().excess_trump_handling == ExcessTrumpHandling::PassThenDiscardNoncounting
            && self.hands[p].len() > 6
            && !non_counting(self.hands[p], t, self.opts()).is_empty()
        {
            self.public.phase = Phase::ExcessDiscard;
            self.public.turn = p;
            return;
        }
        self.public.queue += 1;
        self.run_excess_queue(ev);
    }

    fn after_exchange(&mut self, ev: &mut Events<'_, SixtyThreeEvent>) {
        self.log.exchange_hands = self.hands;
        self.public.excess_capacity = None;
        self.fold_check(None, ev);
        if self.end_check(None, ev) {
            return;
        }
        // §9.1: the declarer leads, or the first active player clockwise from them.
        let d = self.public.declarer.unwrap_or(self.public.dealer);
        let leader = if self.public.active[d] { Some(d) } else { self.next_active(d) };
        self.public.phase = Phase::Play;
        match leader {
            Some(l) => self.begin_trick(l, ev),
            None => self.finish(EndReason::NoActivePlayer, None, ev),
        }
    }

    // ----- folding and the end of the hand (§8.2, §9.8) -----

    fn fold(&mut self, s: Seat, ev: &mut Events<'_, SixtyThreeEvent>) {
        let cards = self.hands[s];
        self.hands[s] = CardSet::EMPTY;
        let after = self.public.tricks.len().checked_sub(1).map(|i| i as u8);
        let p = &mut self.public;
        p.set_aside[s] |= cards;
        p.held[s] = 0;
        p.min_trumps[s] = 0;
        p.max_trumps[s] = 0;
        p.active[s] = false;
        p.to_play[s] = false;
        p.face_up[s] = CardSet::EMPTY;
        p.folds.push(FoldRecord { seat: s, after_trick: after, cards });
        emit(ev, SixtyThreeEvent::Fold { seat: s, cards });
    }

    /// §8.2: after the exchange and after each trick, by seat number.
    fn fold_check(&mut self, _after: Option<u8>, ev: &mut Events<'_, SixtyThreeEvent>) {
        let t = self.trump_or();
        for s in 0..4 {
            if !self.public.active[s] {
                continue;
            }
            let out = match self.opts().fold_rule {
                FoldRule::AutoWhenNoTrump => trumps(self.hands[s], t).is_empty(),
                FoldRule::WhenCannotFollowTrump => self.hands[s].is_empty(),
            };
            if out {
                self.fold(s, ev);
            } else if self.opts().fold_rule == FoldRule::AutoWhenNoTrump {
                // An active player holds a trump (§8.1).
                self.public.min_trumps[s] = self.public.min_trumps[s].max(1);
            }
        }
    }

    fn next_active(&self, s: Seat) -> Option<Seat> {
        (1..=4).map(|j| (s + j) % 4).find(|&x| self.public.active[x])
    }

    /// §9.8: ends the hand if nobody, or only one team, is active. True if it ended.
    fn end_check(&mut self, after: Option<u8>, ev: &mut Events<'_, SixtyThreeEvent>) -> bool {
        let act: Vec<Seat> = (0..4).filter(|&s| self.public.active[s]).collect();
        if act.is_empty() {
            self.finish(EndReason::NoActivePlayer, after, ev);
            return true;
        }
        let tm = team(act[0]);
        if act.iter().all(|&s| team(s) == tm) {
            self.finish(EndReason::OneTeamActive, after, ev);
            return true;
        }
        false
    }

    fn finish(&mut self, reason: EndReason, after: Option<u8>, ev: &mut Events<'_, SixtyThreeEvent>) {
        let t = self.trump_or();
        let mut held = Vec::new();
        let mut credited = 0;
        let mut tm = None;
        if reason == EndReason::OneTeamActive {
            for s in 0..4 {
                if self.public.active[s] {
                    tm = Some(team(s));
                    held.push((s, self.hands[s]));
                    credited += rank::points_of(self.hands[s], t, self.opts());
                }
            }
            if let Some(x) = tm {
                self.public.taken[x] += credited;
                emit(ev, SixtyThreeEvent::Claim { team: x, held: held.clone(), points: credited });
            }
        }
        self.public.end = Some(EndRecord { reason, after_trick: after, team: tm, held, credited_points: credited });
        self.public.phase = Phase::HandOver;
        self.public.trick.clear();
        self.public.to_play = [false; 4];
        if let Some(r) = self.result() {
            emit(ev, SixtyThreeEvent::HandOver { result: r });
        }
    }

    // ----- play (§9) -----

    fn begin_trick(&mut self, leader: Seat, ev: &mut Events<'_, SixtyThreeEvent>) {
        self.public.trick.clear();
        self.public.to_play = self.public.active;
        self.public.turn = leader;
        self.settle_turn(ev);
    }

    /// True if the seat to move must play a trump (§9.2, §9.5).
    fn must_trump(&self) -> bool {
        match self.public.trick.first() {
            None => self.public.tricks.is_empty(),
            Some(l) => is_trump(l.card, self.trump_or()),
        }
    }

    /// The cards `seat` may play now, assuming it is on play (§9.5).
    pub fn playable(&self, seat: Seat) -> CardSet {
        let h = self.hands[seat];
        if self.must_trump() {
            trumps(h, self.trump_or())
        } else {
            h
        }
    }

    /// True if `seat` must play its extras together to the first trick
    /// (`dump_on_first_trick`).
    fn dumps(&self, seat: Seat) -> bool {
        self.opts().excess_trump_handling == ExcessTrumpHandling::DumpOnFirstTrick
            && self.public.tricks.is_empty()
            && self.hands[seat].len() > 6
    }

    /// `fold_rule = when_cannot_follow_trump`: a player who must play a trump and holds
    /// none is out; moves the turn on (completing the trick if nobody is left to play).
    fn settle_turn(&mut self, ev: &mut Events<'_, SixtyThreeEvent>) {
        loop {
            if self.public.phase != Phase::Play {
                return;
            }
            if !self.public.to_play.iter().any(|&x| x) {
                if self.public.trick.is_empty() {
                    // Nobody can lead: only possible if nobody is active.
                    let after = self.public.tricks.len().checked_sub(1).map(|i| i as u8);
                    self.finish(EndReason::NoActivePlayer, after, ev);
                } else {
                    self.complete_trick(ev);
                }
                return;
            }
            let t = self.public.turn;
            let cannot = self.opts().fold_rule == FoldRule::WhenCannotFollowTrump && self.playable(t).is_empty();
            if !cannot {
                if self.must_trump() {
                    // Everyone sees this player did not fold: it holds a trump.
                    self.public.min_trumps[t] = self.public.min_trumps[t].max(1);
                }
                return;
            }
            self.fold(t, ev);
            if self.public.trick.is_empty() {
                let after = self.public.tricks.len().checked_sub(1).map(|i| i as u8);
                if self.end_check(after, ev) {
                    return;
                }
                self.public.to_play = self.public.active;
            }
            match (1..=4).map(|j| (t + j) % 4).find(|&x| self.public.to_play[x]) {
                Some(n) => self.public.turn = n,
                None => continue,
            }
        }
    }

    fn play_cards(&mut self, t: Seat, cards: CardSet, ev: &mut Events<'_, SixtyThreeEvent>) {
        let tr = self.trump_or();
        let nt = trumps(cards, tr).len() as u8;
        self.hands[t] -= cards;
        let p = &mut self.public;
        p.held[t] -= cards.len() as u8;
        p.min_trumps[t] = p.min_trumps[t].saturating_sub(nt);
        p.max_trumps[t] = p.max_trumps[t].saturating_sub(nt).min(p.held[t]);
        p.played[t] |= cards;
        p.face_up[t] -= cards;
        p.to_play[t] = false;
        for c in cards.iter() {
            p.trick.push(PlayedCard { seat: t, card: c });
        }
        if cards.len() == 1 {
            if let Some(c) = cards.first() {
                emit(ev, SixtyThreeEvent::Play { seat: t, card: c });
            }
        } else {
            emit(ev, SixtyThreeEvent::Dump { seat: t, cards });
        }
        if let Some(n) = (1..=4).map(|j| (t + j) % 4).find(|&x| self.public.to_play[x]) {
            self.public.turn = n;
        }
        self.settle_turn(ev);
    }

    fn complete_trick(&mut self, ev: &mut Events<'_, SixtyThreeEvent>) {
        let tr = self.trump_or();
        let o = self.public.options.clone();
        let plays = std::mem::take(&mut self.public.trick);
        let leader = plays.first().map_or(self.public.turn, |p| p.seat);
        let winner = plays[trick_winner(&plays, tr, &o)].seat;
        let mut credited = [0i32; 2];
        let mut points = 0;
        for pc in &plays {
            let pts = card_points(pc.card, tr, &o) as i32;
            points += pts;
            // §10.1: the 2 of trump to the team that played it (by default).
            let two = pc.card == Card::new(tr, 2) && o.two_of_trump_scores_to == TwoScoresTo::PlayerWhoPlayed;
            credited[team(if two { pc.seat } else { winner })] += pts;
        }
        self.public.taken[0] += credited[0];
        self.public.taken[1] += credited[1];
        emit(ev, SixtyThreeEvent::Trick { winner, plays: plays.clone(), points, credited });
        self.public.tricks.push(TrickRecord { leader, plays, winner, points, credited });
        let idx = (self.public.tricks.len() - 1) as u8;
        self.fold_check(Some(idx), ev);
        if self.end_check(Some(idx), ev) {
            return;
        }
        // §9.7: the winner leads, or the next active player clockwise.
        let lead = if self.public.active[winner] { Some(winner) } else { self.next_active(winner) };
        match lead {
            Some(l) => self.begin_trick(l, ev),
            None => self.finish(EndReason::NoActivePlayer, Some(idx), ev),
        }
    }

    /// The hand's score once it is over (§10).
    pub fn result(&self) -> Option<SixtyThreeResult> {
        if self.public.phase != Phase::HandOver {
            return None;
        }
        Some(score::score(&self.public))
    }

    fn phase_words(&self) -> &'static str {
        match self.public.phase {
            Phase::Auction => "bid or pass",
            Phase::Trump => "name trump",
            Phase::KeepDirt => "choose the dirt cards to keep",
            Phase::Rob => "choose the dirt cards to keep from the stock",
            Phase::Excess => "pass non-counting trumps to your partner",
            Phase::PartnerDiscard => "discard dirt down to six cards",
            Phase::ExcessDiscard => "discard extra non-counting trumps",
            Phase::Play => "play a card",
            Phase::HandOver => "start the next hand",
        }
    }

    /// Every card-set choice of the current phase: `(cards to choose from, smallest and
    /// largest number of cards)`. `None` outside the set phases.
    pub fn set_choice(&self) -> Option<(CardSet, usize, usize)> {
        let p = &self.public;
        let t = self.trump_or();
        let s = p.turn;
        let h = self.hands[s];
        match p.phase {
            Phase::Rob => {
                let n = self.rob_need();
                Some((dirt(h, t), n, n))
            }
            Phase::KeepDirt => {
                let n = self.keep_need(s);
                Some((dirt(h, t), n, n))
            }
            Phase::Excess => Some((non_counting(h, t, self.opts()), 0, self.pass_limit(s))),
            Phase::PartnerDiscard => {
                let n = h.len().saturating_sub(6);
                Some((dirt(h, t), n, n))
            }
            Phase::ExcessDiscard => {
                let nc = non_counting(h, t, self.opts());
                let n = h.len().saturating_sub(6).min(nc.len());
                Some((nc, n, n))
            }
            Phase::Play if self.dumps(s) => {
                let n = h.len() - 5;
                Some((self.playable(s), n, n))
            }
            _ => None,
        }
    }

    /// Checks a card-set action against [`SixtyThree::set_choice`].
    fn check_set(&self, cards: CardSet) -> Result<(), Refusal> {
        let p = &self.public;
        let s = p.turn;
        let t = self.trump_or();
        let Some((from, lo, hi)) = self.set_choice() else {
            return Err(err("not_legal_now", format!("Not now: it is time to {}.", self.phase_words())));
        };
        let missing = cards - self.hands[s];
        if !missing.is_empty() {
            return Err(err("not_in_hand", format!("You don't hold {}.", set_name(missing))));
        }
        let bad = cards - from;
        if let Some(c) = bad.first() {
            let (code, msg) = match p.phase {
                Phase::Rob | Phase::KeepDirt | Phase::PartnerDiscard if is_trump(c, t) => {
                    ("trump_not_dirt", format!("The {} is a trump: trumps are always kept; choose dirt cards only.", card_name(c)))
                }
                Phase::Excess | Phase::ExcessDiscard if rank::is_counting(c, t, self.opts()) => {
                    ("counting_trump", format!("The {} counts points: counting trumps may never be passed or discarded.", card_name(c)))
                }
                Phase::Excess | Phase::ExcessDiscard => {
                    ("not_trump", format!("The {} is dirt: only non-counting trumps go.", card_name(c)))
                }
                _ => ("not_legal_card", format!("The {} cannot be chosen now.", card_name(c))),
            };
            return Err(err(code, msg));
        }
        let n = cards.len();
        if n < lo || n > hi {
            let want = if lo == hi { format!("exactly {lo}") } else { format!("{lo} to {hi}") };
            return Err(err("wrong_count", format!("Choose {want} card{} (you chose {n}).", if hi == 1 { "" } else { "s" })));
        }
        Ok(())
    }
}

impl Game for SixtyThree {
    type Action = SixtyThreeAction;
    type Options = SixtyThreeOptions;
    type Observation = SixtyThreeObservation;
    type Event = SixtyThreeEvent;
    const NAME: &'static str = "sixty_three";

    fn deal(options: &SixtyThreeOptions, dealer: Seat, rng: &mut impl Rng) -> SixtyThree {
        let mut pack = SixtyThree::pack().to_vec();
        pack.shuffle(rng);
        match SixtyThree::from_pack(options, dealer % 4, &pack) {
            Ok(g) => g,
            // Invalid options: deal with the defaults rather than fail (the table
            // validates options before dealing).
            Err(_) => SixtyThree::from_pack(&SixtyThreeOptions::default(), dealer % 4, &pack).expect("the default options are valid"),
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
        use SixtyThreeAction as A;
        out.clear();
        let p = &self.public;
        match p.phase {
            Phase::Auction => {
                out.push(A::Pass);
                if let Some(lo) = self.min_next_bid() {
                    for v in lo..=options::MAX_BID {
                        out.push(A::Bid { value: v });
                    }
                    if p.options.moon() {
                        out.push(A::Bid { value: options::MOON_BID });
                    }
                }
            }
            Phase::Trump => out.extend(Suit::ALL.map(|suit| A::Trump { suit })),
            Phase::Play if !self.dumps(p.turn) => out.extend(self.playable(p.turn).iter().map(|card| A::Play { card })),
            Phase::HandOver => {}
            ph => {
                if let Some((from, lo, hi)) = self.set_choice() {
                    for k in lo..=hi {
                        for_each_subset(from, k, &mut |cards| {
                            out.push(match ph {
                                Phase::Rob | Phase::KeepDirt => A::Keep { cards },
                                Phase::Excess => A::Give { cards },
                                Phase::PartnerDiscard | Phase::ExcessDiscard => A::Discard { cards },
                                _ => A::Dump { cards },
                            })
                        });
                    }
                }
            }
        }
    }

    fn why_not(&self, a: SixtyThreeAction) -> Refusal {
        match self.refusal(a) {
            Err(e) => e,
            Ok(()) => err("not_legal_now", format!("Not now: it is time to {}.", self.phase_words())),
        }
    }

    fn step(&mut self, a: SixtyThreeAction, ev: &mut Events<'_, SixtyThreeEvent>) {
        use SixtyThreeAction as A;
        let t = self.public.turn;
        match (self.public.phase, a) {
            (Phase::Auction, A::Pass) => self.auction_step(t, None, ev),
            (Phase::Auction, A::Bid { value }) => self.auction_step(t, Some(value), ev),
            (Phase::Trump, A::Trump { suit }) => self.name_trump(suit, ev),
            (Phase::Rob, A::Keep { cards }) => self.finish_rob(cards & self.hands[t], ev),
            (Phase::KeepDirt, A::Keep { cards }) => {
                self.keep_dirt(t, cards & self.hands[t], true, ev);
                self.run_keep_queue(ev);
            }
            (Phase::Excess, A::Give { cards }) => self.give(t, cards & self.hands[t], ev),
            (Phase::PartnerDiscard, A::Discard { cards }) => {
                let cards = cards & self.hands[t];
                self.hands[t] -= cards;
                self.discards[t] |= cards;
                if let Some(l) = self.log.partner_discarded.last_mut() {
                    *l = cards;
                }
                let p = &mut self.public;
                p.held[t] -= cards.len() as u8;
                p.face_down[t] += cards.len() as u8;
                p.max_trumps[t] = p.max_trumps[t].min(p.held[t]);
                emit(ev, SixtyThreeEvent::PartnerDiscarded { seat: t, count: cards.len() as u8 });
                self.after_give(partner(t), ev);
            }
            (Phase::ExcessDiscard, A::Discard { cards }) => {
                let cards = cards & self.hands[t];
                self.hands[t] -= cards;
                let k = cards.len() as u8;
                let p = &mut self.public;
                p.held[t] -= k;
                p.min_trumps[t] = p.min_trumps[t].saturating_sub(k);
                p.max_trumps[t] = p.max_trumps[t].saturating_sub(k);
                p.shown_discards[t] |= cards;
                p.face_up[t] -= cards;
                emit(ev, SixtyThreeEvent::ExcessDiscarded { seat: t, cards });
                self.public.queue += 1;
                self.run_excess_queue(ev);
            }
            (Phase::Play, A::Play { card }) if self.hands[t].contains(card) => self.play_cards(t, CardSet::single(card), ev),
            (Phase::Play, A::Dump { cards }) if !(cards & self.hands[t]).is_empty() => self.play_cards(t, cards & self.hands[t], ev),
            _ => {} // unchecked path with an illegal action: ignore rather than corrupt
        }
    }

    fn observation(&self, seat: Seat) -> SixtyThreeObservation {
        let p = &self.public;
        SixtyThreeObservation {
            seat,
            public: p.clone(),
            hand: self.hands[seat],
            dealt: self.log.dealt[seat],
            drawn: self.log.drawn[seat].clone(),
            discards: self.discards[seat],
            rob_taken: if seat == p.dealer { self.log.rob.as_ref().map(|r| r.taken.clone()).unwrap_or_default() } else { Vec::new() },
        }
    }

    fn sample_world(obs: &SixtyThreeObservation, rng: &mut impl Rng) -> SixtyThree {
        sample::sample_world(obs, rng)
    }

    fn hand_result(&self) -> Option<HandResult> {
        self.result().map(|r| HandResult {
            points: r.score_delta.to_vec(),
            void: false,
            bidding_side: Some(r.bidding_team),
            summary: Msg::sentence(r.summary.clone()),
        })
    }

    fn deal_events(&self) -> Vec<SixtyThreeEvent> {
        vec![SixtyThreeEvent::Deal { dealer: self.public.dealer, hand_size: self.opts().hand_size() as u8, stock: self.public.stock }]
    }
}

impl SixtyThree {
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

impl SixtyThree {
    /// The refusal of an action: `Ok` for a legal one (transitional; the per-phase files
    /// explain from the legal list).
    fn refusal(&self, a: SixtyThreeAction) -> Result<(), Refusal> {
        use SixtyThreeAction as A;
        let p = &self.public;
        if p.phase == Phase::HandOver {
            return Err(err("hand_over", "The hand is over."));
        }
        let wrong = || err("not_legal_now", format!("Not now: it is time to {}.", self.phase_words()));
        let t = p.turn;
        match (p.phase, a) {
            (Phase::Auction, A::Pass) => Ok(()),
            (Phase::Auction, A::Bid { value }) => {
                if self.bid_legal(value) {
                    return Ok(());
                }
                match self.min_next_bid() {
                    None => Err(err("bid_too_low", "Nobody can top the bid: you can only pass.")),
                    Some(lo) if value < lo => Err(err(
                        "bid_too_low",
                        format!("Bid at least {lo}: bids must be {} or more and top the highest bid.", p.options.min_bid),
                    )),
                    Some(_) => Err(err(
                        "bid_too_high",
                        if p.options.moon() {
                            "The highest bids are 63 (all the points) and 126 (shoot the moon).".to_string()
                        } else {
                            "The highest bid is 63: all the points of the hand.".to_string()
                        },
                    )),
                }
            }
            (Phase::Trump, A::Trump { .. }) => Ok(()),
            (Phase::Rob | Phase::KeepDirt, A::Keep { cards })
            | (Phase::Excess, A::Give { cards })
            | (Phase::PartnerDiscard | Phase::ExcessDiscard, A::Discard { cards }) => self.check_set(cards),
            (Phase::Play, A::Dump { cards }) if self.dumps(t) => self.check_set(cards),
            (Phase::Play, A::Play { card }) => {
                if !self.hands[t].contains(card) {
                    return Err(err("not_in_hand", format!("You don't hold the {}.", card_name(card))));
                }
                if self.dumps(t) {
                    let n = self.hands[t].len() - 5;
                    return Err(err("must_dump", format!("You hold more than six trumps: play {n} cards together to the first trick.")));
                }
                if self.playable(t).contains(card) {
                    return Ok(());
                }
                // §9.2, §9.5: only a trump lead constrains.
                let tr = self.trump_or();
                let lp = card_name(rank::left_pedro(tr));
                if p.trick.is_empty() {
                    Err(err(
                        "first_lead_trump",
                        format!("The first lead must be a trump ({} are trump; the {lp} and the joker are trumps too).", tr.name()),
                    ))
                } else {
                    Err(err(
                        "must_follow_trump",
                        format!("A trump was led: you must play a trump ({} are trump; the {lp} and the joker are trumps too).", tr.name()),
                    ))
                }
            }
            _ => Err(wrong()),
        }
    }
}

/// Transitional: a refusal from a code name and an English sentence.
fn err(code: &'static str, msg: impl Into<String>) -> Refusal {
    Refusal::new(ErrorCode::parse(code).unwrap_or(ErrorCode::Internal), Msg::sentence(msg))
}
