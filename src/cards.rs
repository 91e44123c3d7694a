//! Suits, ranks, cards (including the joker), card sets as 64-bit bitsets, and the
//! text notation shared by every rule book and fixture: rank then suit, `9C TD JH QS KH AD`,
//! the joker `XJ`.
//!
//! A card's index is `suit * 16 + rank` (rank 2..=14, ace high) and the joker is index 63,
//! so the natural bit order of a [`CardSet`] is the fixtures' "card order": suit
//! C < D < H < S, then rank 2 < … < A, the joker last.
//!
//! ```
//! use cardtable::cards::{Card, CardSet, ParseCardError, Suit};
//!
//! // A list in any order reads into a set; it prints back in card order.
//! let hand = CardSet::parse_list("XJ 9C TD").unwrap();
//! assert_eq!(hand.to_string(), "9C TD XJ");
//! assert_eq!(hand.len(), 3);
//! assert_eq!(CardSet::parse_list(&hand.to_string()), Ok(hand)); // round trip
//!
//! // One card: rank then suit, `T` for ten (`10` is read too), `XJ` for the joker.
//! let ten: Card = "TD".parse().unwrap();
//! assert_eq!((ten.suit(), ten.rank()), (Some(Suit::Diamonds), 10));
//! assert_eq!("10D".parse::<Card>(), Ok(ten));
//! assert!("XJ".parse::<Card>().unwrap().is_joker());
//!
//! // Errors say what was wrong.
//! assert_eq!("1X".parse::<Card>(), Err(ParseCardError::BadCard("1X".into())));
//! assert_eq!(CardSet::parse_list("9C 9C"), Err(ParseCardError::Duplicate("9C".into())));
//!
//! // The fixtures' JSON uses the same notation.
//! assert_eq!(serde_json::to_string(&hand).unwrap(), r#"["9C","TD","XJ"]"#);
//! ```

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::str::FromStr;
use thiserror::Error;

/// A suit. Order C < D < H < S is the notation order, not a game ranking.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Suit {
    /// ♣
    Clubs = 0,
    /// ♦
    Diamonds = 1,
    /// ♥
    Hearts = 2,
    /// ♠
    Spades = 3,
}

impl Suit {
    /// All four suits in notation order.
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    /// Index 0..4 in notation order.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The suit with index `i` (0..4; internal use only, so only the low two bits are read
    /// in a release build: no bounds check on the hot path of every trick).
    pub fn from_index(i: usize) -> Suit {
        debug_assert!(i < 4, "suit index {i}");
        match i & 3 {
            0 => Suit::Clubs,
            1 => Suit::Diamonds,
            2 => Suit::Hearts,
            _ => Suit::Spades,
        }
    }

    /// True for diamonds and hearts.
    pub fn is_red(self) -> bool {
        matches!(self, Suit::Diamonds | Suit::Hearts)
    }

    /// The other suit of the same colour (♥↔♦, ♠↔♣): docs/rules/euchre.md §2.2, docs/rules/sixty-three.md §2.3.
    pub fn mate(self) -> Suit {
        match self {
            Suit::Clubs => Suit::Spades,
            Suit::Spades => Suit::Clubs,
            Suit::Diamonds => Suit::Hearts,
            Suit::Hearts => Suit::Diamonds,
        }
    }

    /// The notation letter `C`, `D`, `H` or `S`.
    pub fn letter(self) -> char {
        ['C', 'D', 'H', 'S'][self as usize]
    }

    /// The plural English name, for messages ("You must follow hearts").
    pub fn name(self) -> &'static str {
        ["clubs", "diamonds", "hearts", "spades"][self as usize]
    }

    /// Parses a notation letter.
    pub fn from_letter(c: char) -> Option<Suit> {
        match c.to_ascii_uppercase() {
            'C' => Some(Suit::Clubs),
            'D' => Some(Suit::Diamonds),
            'H' => Some(Suit::Hearts),
            'S' => Some(Suit::Spades),
            _ => None,
        }
    }
}

impl fmt::Display for Suit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

impl Serialize for Suit {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_char(self.letter())
    }
}

impl<'de> Deserialize<'de> for Suit {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        let mut chars = s.chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) => Suit::from_letter(c),
            _ => None,
        }
        .ok_or_else(|| serde::de::Error::custom(format!("not a suit: {s:?}")))
    }
}

/// Rank values as stored in a [`Card`]: 2..=9 are themselves, then ten to ace.
pub mod rank {
    /// Ten (`T`).
    pub const TEN: u8 = 10;
    /// Jack (`J`).
    pub const JACK: u8 = 11;
    /// Queen (`Q`).
    pub const QUEEN: u8 = 12;
    /// King (`K`).
    pub const KING: u8 = 13;
    /// Ace (`A`).
    pub const ACE: u8 = 14;
}

/// One card: a suit and rank, or the joker. A `Copy` byte (index 0..64, see module docs).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card(u8);

impl Card {
    /// The joker (`XJ`): the Benny in British Euchre, the lowest trump in Sixty-three.
    pub const JOKER: Card = Card(63);

    /// A suited card; `rank` is 2..=14 (ace 14). Panics on a rank outside that range.
    pub fn new(suit: Suit, rank: u8) -> Card {
        assert!((2..=14).contains(&rank), "rank out of range");
        Card(suit as u8 * 16 + rank)
    }

    /// The bit index 0..64 used by [`CardSet`].
    pub fn index(self) -> u8 {
        self.0
    }

    /// The card with bit index `i`, if `i` names a card.
    pub fn from_index(i: u8) -> Option<Card> {
        if i == 63 || (i < 64 && (2..=14).contains(&(i % 16))) {
            Some(Card(i))
        } else {
            None
        }
    }

    /// [`Card::from_index`] for tables built at compile time: `i` must name a card.
    #[cfg(feature = "sixty_three")]
    pub(crate) const fn from_index_const(i: u8) -> Card {
        Card(i)
    }

    /// True for the joker.
    pub fn is_joker(self) -> bool {
        self.0 == 63
    }

    /// The printed suit; `None` for the joker.
    pub fn suit(self) -> Option<Suit> {
        if self.is_joker() {
            None
        } else {
            Some(Suit::from_index((self.0 / 16) as usize))
        }
    }

    /// The printed rank 2..=14; 0 for the joker.
    pub fn rank(self) -> u8 {
        if self.is_joker() {
            0
        } else {
            self.0 % 16
        }
    }

    /// True if the card is a suited card of `suit` (the joker never is).
    pub fn is_suit(self, suit: Suit) -> bool {
        !self.is_joker() && self.0 / 16 == suit as u8
    }

    /// The card as players write it in messages: `10♥`, `J♦`, `A♠`; `joker` for the joker.
    pub fn pretty(self) -> String {
        let Some(suit) = self.suit() else { return "joker".into() };
        let r = match self.rank() {
            10 => "10".to_string(),
            11 => "J".into(),
            12 => "Q".into(),
            13 => "K".into(),
            14 => "A".into(),
            n => n.to_string(),
        };
        format!("{r}{}", ['♣', '♦', '♥', '♠'][suit.index()])
    }

    fn rank_char(self) -> char {
        if self.is_joker() {
            return 'X';
        }
        b"..23456789TJQKA"[self.rank() as usize] as char
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_joker() {
            return f.write_str("XJ");
        }
        write!(f, "{}{}", self.rank_char(), self.suit().map_or('?', Suit::letter))
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Why a card or card list failed to parse.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ParseCardError {
    /// The text is not rank+suit (e.g. `9C`, `TD`) nor `XJ`.
    #[error("not a card: {0:?} (expected rank then suit, like 9C, TD, AH, or XJ for the joker)")]
    BadCard(String),
    /// The same card appears twice in a set.
    #[error("card {0} appears twice")]
    Duplicate(String),
}

impl FromStr for Card {
    type Err = ParseCardError;
    fn from_str(s: &str) -> Result<Card, ParseCardError> {
        let bad = || ParseCardError::BadCard(s.to_string());
        let t = s.trim();
        if t.eq_ignore_ascii_case("XJ") {
            return Ok(Card::JOKER);
        }
        let mut chars = t.chars();
        let (r, su) = match (chars.next(), chars.next(), chars.next()) {
            (Some(r), Some(su), None) => (r, su),
            _ => {
                // Accept "10H" as well as "TH".
                if t.len() == 3 && t.starts_with("10") {
                    ('T', t.chars().nth(2).ok_or_else(bad)?)
                } else {
                    return Err(bad());
                }
            }
        };
        let rank = match r.to_ascii_uppercase() {
            d @ '2'..='9' => d as u8 - b'0',
            'T' => rank::TEN,
            'J' => rank::JACK,
            'Q' => rank::QUEEN,
            'K' => rank::KING,
            'A' => rank::ACE,
            _ => return Err(bad()),
        };
        let suit = Suit::from_letter(su).ok_or_else(bad)?;
        Ok(Card::new(suit, rank))
    }
}

impl Serialize for Card {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

/// A set of cards as a 64-bit mask (bit = [`Card::index`]). Iterates in card order.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct CardSet(pub u64);

impl CardSet {
    /// The empty set.
    pub const EMPTY: CardSet = CardSet(0);

    /// A set holding one card.
    pub fn single(c: Card) -> CardSet {
        CardSet(1 << c.0)
    }

    /// Every suited card of `suit` with rank in `ranks` (inclusive; empty when the range
    /// reaches past rank 15, which no card has).
    pub fn suit_ranks(suit: Suit, ranks: std::ops::RangeInclusive<u8>) -> CardSet {
        let (lo, hi) = (*ranks.start(), *ranks.end());
        if lo > hi || hi > 15 {
            return CardSet::EMPTY;
        }
        // Bits lo..=hi of the suit's 16, as one mask (every deal builds its pack).
        let bits = (((1u64 << (hi + 1)) - 1) >> lo) << lo;
        CardSet(bits << (suit as u32 * 16))
    }

    /// A pack: every suit with ranks `ranks`, plus the joker if `joker`.
    pub fn pack(ranks: std::ops::RangeInclusive<u8>, joker: bool) -> CardSet {
        let mut s = CardSet::EMPTY;
        for suit in Suit::ALL {
            s |= CardSet::suit_ranks(suit, ranks.clone());
        }
        if joker {
            s.insert(Card::JOKER);
        }
        s
    }

    /// Every card of `suit` present in this set.
    pub fn of_suit(self, suit: Suit) -> CardSet {
        CardSet(self.0 & (0xFFFFu64 << (suit as u8 * 16)) & !(1u64 << 63))
    }

    /// Number of cards.
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// True if empty.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Membership.
    pub fn contains(self, c: Card) -> bool {
        self.0 & (1 << c.0) != 0
    }

    /// Adds a card; returns false if it was already present.
    pub fn insert(&mut self, c: Card) -> bool {
        let had = self.contains(c);
        self.0 |= 1 << c.0;
        !had
    }

    /// Removes a card; returns false if it was absent.
    pub fn remove(&mut self, c: Card) -> bool {
        let had = self.contains(c);
        self.0 &= !(1 << c.0);
        had
    }

    /// Lowest card in card order.
    pub fn first(self) -> Option<Card> {
        if self.0 == 0 {
            None
        } else {
            Some(Card(self.0.trailing_zeros() as u8))
        }
    }

    /// Highest card in card order.
    pub fn last(self) -> Option<Card> {
        if self.0 == 0 {
            None
        } else {
            Some(Card(63 - self.0.leading_zeros() as u8))
        }
    }

    /// The `n`-th card (0-based) in card order.
    pub fn nth(self, n: usize) -> Option<Card> {
        self.iter().nth(n)
    }

    /// Iterates in card order.
    pub fn iter(self) -> CardSetIter {
        CardSetIter(self.0)
    }

    /// Cards in card order as a vector.
    pub fn to_vec(self) -> Vec<Card> {
        self.iter().collect()
    }

    /// True if every card of `other` is in `self`.
    pub fn is_superset(self, other: CardSet) -> bool {
        other.0 & !self.0 == 0
    }

    /// Parses a space- or comma-separated list (`"9C TD XJ"`); rejects duplicates.
    ///
    /// ```
    /// use cardtable::cards::{Card, CardSet};
    ///
    /// let s = CardSet::parse_list("AS, 9C KH").unwrap();
    /// let names: Vec<String> = s.iter().map(|c: Card| c.to_string()).collect();
    /// assert_eq!(names, ["9C", "KH", "AS"]); // card order: suit, then rank
    /// assert!(s.contains("KH".parse().unwrap()));
    /// assert!(CardSet::parse_list("9C ZZ").is_err());
    /// assert_eq!(CardSet::parse_list(""), Ok(CardSet::EMPTY));
    /// ```
    pub fn parse_list(s: &str) -> Result<CardSet, ParseCardError> {
        let mut set = CardSet::EMPTY;
        for tok in s.split(|c: char| c.is_whitespace() || c == ',').filter(|t| !t.is_empty()) {
            let c: Card = tok.parse()?;
            if !set.insert(c) {
                return Err(ParseCardError::Duplicate(tok.to_string()));
            }
        }
        Ok(set)
    }
}

impl FromIterator<Card> for CardSet {
    fn from_iter<I: IntoIterator<Item = Card>>(it: I) -> Self {
        let mut s = CardSet::EMPTY;
        for c in it {
            s.insert(c);
        }
        s
    }
}

impl std::ops::BitOr for CardSet {
    type Output = CardSet;
    fn bitor(self, o: CardSet) -> CardSet {
        CardSet(self.0 | o.0)
    }
}
impl std::ops::BitOrAssign for CardSet {
    fn bitor_assign(&mut self, o: CardSet) {
        self.0 |= o.0
    }
}
impl std::ops::BitAnd for CardSet {
    type Output = CardSet;
    fn bitand(self, o: CardSet) -> CardSet {
        CardSet(self.0 & o.0)
    }
}
impl std::ops::Sub for CardSet {
    type Output = CardSet;
    fn sub(self, o: CardSet) -> CardSet {
        CardSet(self.0 & !o.0)
    }
}
impl std::ops::SubAssign for CardSet {
    fn sub_assign(&mut self, o: CardSet) {
        self.0 &= !o.0
    }
}

/// Iterator over a [`CardSet`] in card order.
pub struct CardSetIter(u64);

impl Iterator for CardSetIter {
    type Item = Card;
    fn next(&mut self) -> Option<Card> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Some(Card(i))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

/// The exact length lets `extend` reserve once (legal lists are built from card sets).
impl ExactSizeIterator for CardSetIter {}

impl fmt::Display for CardSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, c) in self.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{c}")?;
        }
        Ok(())
    }
}

impl fmt::Debug for CardSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "[{self}]")
    }
}

impl Serialize for CardSet {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for CardSet {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let v: Vec<Card> = Vec::deserialize(d)?;
        let mut set = CardSet::EMPTY;
        for c in v {
            if !set.insert(c) {
                return Err(serde::de::Error::custom(format!("card {c} appears twice")));
            }
        }
        Ok(set)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips() {
        let s = CardSet::parse_list("9C TD JH QS KH AD XJ 2C").unwrap();
        assert_eq!(s.to_string(), "2C 9C TD AD JH KH QS XJ");
        assert_eq!(s.len(), 8);
        for c in s.iter() {
            assert_eq!(c.to_string().parse::<Card>().unwrap(), c);
        }
    }

    #[test]
    fn card_order_is_suit_then_rank_joker_last() {
        let v = CardSet::parse_list("XJ AS 2C 9D TD").unwrap().to_vec();
        let names: Vec<String> = v.iter().map(|c| c.to_string()).collect();
        assert_eq!(names, ["2C", "9D", "TD", "AS", "XJ"]);
    }

    #[test]
    fn bad_input_is_an_error() {
        assert!("1X".parse::<Card>().is_err());
        assert!("".parse::<Card>().is_err());
        assert!("AHH".parse::<Card>().is_err());
        assert_eq!("10H".parse::<Card>().unwrap().to_string(), "TH");
        assert!(matches!(CardSet::parse_list("9C 9C"), Err(ParseCardError::Duplicate(_))));
    }

    #[test]
    fn packs_have_the_right_size() {
        assert_eq!(CardSet::pack(9..=14, false).len(), 24);
        assert_eq!(CardSet::pack(7..=14, true).len(), 33);
        assert_eq!(CardSet::pack(2..=14, true).len(), 53);
        let s = CardSet::pack(9..=14, true);
        assert_eq!(s.of_suit(Suit::Spades).len(), 6, "joker is not a spade");
    }

    #[test]
    fn from_index_rejects_holes() {
        assert!(Card::from_index(0).is_none());
        assert!(Card::from_index(15).is_none());
        assert_eq!(Card::from_index(63), Some(Card::JOKER));
        assert_eq!(Card::from_index(2).unwrap().to_string(), "2C");
    }
}
