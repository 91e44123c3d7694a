//! Card order and points of the forms' packs (docs/rules/sixty-six.md §1, §15.1): A > 10 >
//! K > Q > J > 9 > 8 > 7; A 11, 10 10, K 4, Q 3, J 2, 9/8/7 0; the fixtures' card order.

use crate::cards::{rank, Card, CardSet, Suit};

/// Strength within a suit: 7 → 0, 8 → 1, 9 → 2, J → 3, Q → 4, K → 5, 10 → 6, A → 7.
pub fn strength(c: Card) -> u8 {
    match c.rank() {
        7 => 0,
        8 => 1,
        9 => 2,
        rank::JACK => 3,
        rank::QUEEN => 4,
        rank::KING => 5,
        rank::TEN => 6,
        _ => 7,
    }
}

/// Card points (§1.3, §15.1: the 8 and 7 count 0 like the 9), the two-hand game's own.
pub use crate::sixty_six::rank::{points, set_points};

/// The fixtures' sort key: suit C < D < H < S, then rank low to high.
pub fn sort_key(c: Card) -> u8 {
    c.suit().map_or(0, |s| s.index() as u8) * 8 + strength(c)
}

/// The cards of `s` in the fixtures' card order.
pub fn in_card_order(s: CardSet) -> Vec<Card> {
    let mut v = s.to_vec();
    v.sort_by_key(|&c| sort_key(c));
    v
}

/// True if `c` beats `best`, the card winning a trick led in `led`, with `trump`.
pub fn beats(c: Card, best: Card, trump: Suit) -> bool {
    match (c.suit(), best.suit()) {
        (Some(a), Some(b)) if a == b => strength(c) > strength(best),
        (Some(a), _) => a == trump,
        _ => false,
    }
}

/// The cards of `suit` in `s` stronger than `c` (of that suit).
pub fn higher(s: CardSet, suit: Suit, c: Card) -> CardSet {
    s.of_suit(suit).iter().filter(|&x| strength(x) > strength(c)).collect()
}

/// The pack of `deck` cards (32: A-7; 24: A-9).
pub fn pack(deck: u8) -> CardSet {
    CardSet::pack(if deck == 32 { 7..=14 } else { 9..=14 }, false)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pack_sizes_and_points() {
        assert_eq!(pack(32).len(), 32);
        assert_eq!(pack(24).len(), 24);
        assert_eq!(set_points(pack(32)), 120);
        assert_eq!(set_points(pack(24)), 120);
        let c = |s: &str| s.parse::<Card>().unwrap();
        assert!(beats(c("TH"), c("KH"), Suit::Clubs));
        assert!(!beats(c("AS"), c("7H"), Suit::Clubs));
        assert!(beats(c("7C"), c("AH"), Suit::Clubs));
        assert_eq!(in_card_order(CardSet::parse_list("AC TC KC 7C").unwrap()), vec![c("7C"), c("KC"), c("TC"), c("AC")]);
    }
}
