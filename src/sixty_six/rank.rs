//! The one place Sixty-six's card order lives: rank order A > 10 > K > Q > J > 9
//! (docs/rules/sixty-six.md §1.2), card points (§1.3), the trick winner (§9), the follower's legal cards
//! (§8), the fixtures' sort order and the display order of a hand. Legality, scoring,
//! hand sorting and the bots all call these.

use super::options::FollowRule;
use crate::cards::{rank, Card, CardSet, Suit};

/// Strength within a suit (§1.2): 9 → 0, J → 1, Q → 2, K → 3, 10 → 4, A → 5. Cards of
/// other ranks (never in a Sixty-six pack) get 0.
pub fn strength(c: Card) -> u8 {
    match c.rank() {
        rank::JACK => 1,
        rank::QUEEN => 2,
        rank::KING => 3,
        rank::TEN => 4,
        rank::ACE => 5,
        _ => 0,
    }
}

/// Card points (§1.3): A 11, 10 10, K 4, Q 3, J 2, 9 0.
pub fn points(c: Card) -> u16 {
    match c.rank() {
        rank::ACE => 11,
        rank::TEN => 10,
        rank::KING => 4,
        rank::QUEEN => 3,
        rank::JACK => 2,
        _ => 0,
    }
}

/// Card points of every card in `s`.
pub fn set_points(s: CardSet) -> u16 {
    s.iter().map(points).sum()
}

/// Ranks high to low (§1.2), as stored in a [`Card`].
pub const RANKS_HIGH_TO_LOW: [u8; 6] = [rank::ACE, rank::TEN, rank::KING, rank::QUEEN, rank::JACK, 9];

/// Ranks low to high (the fixtures' card order within a suit: 9 < J < Q < K < T < A).
pub const RANKS_LOW_TO_HIGH: [u8; 6] = [9, rank::JACK, rank::QUEEN, rank::KING, rank::TEN, rank::ACE];

/// The fixtures' sort key (README "Card order"): suit C < D < H < S, then 9 < J < Q < K <
/// 10 < A.
pub fn sort_key(c: Card) -> u8 {
    c.suit().map_or(0, |s| s.index() as u8) * 8 + strength(c)
}

/// The cards of `s` in the fixtures' card order (cards outside the 24-card pack are left
/// out).
pub fn in_card_order(s: CardSet) -> CardOrder {
    // Each card's place in that order is its sort key (suit * 8 + strength): one bit per
    // card of a 32-bit mask, read back in bit order.
    const PACK24: u64 = 0x7E00_7E00_7E00_7E00; // ranks 9..=A of each suit
    const STRENGTH: [u8; 16] = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 1, 2, 3, 5, 0];
    let mut m = s.0 & PACK24;
    let mut keys = 0u32;
    while m != 0 {
        let i = m.trailing_zeros();
        m &= m - 1;
        keys |= 1 << ((i / 16) * 8 + STRENGTH[(i % 16) as usize] as u32);
    }
    CardOrder(keys)
}

/// Iterator of [`in_card_order`]: bit `suit * 8 + strength` of the mask is a card.
pub struct CardOrder(u32);

impl Iterator for CardOrder {
    type Item = Card;
    fn next(&mut self) -> Option<Card> {
        if self.0 == 0 {
            return None;
        }
        let k = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Some(Card::new(Suit::from_index(k / 8), RANKS_LOW_TO_HIGH[k % 8]))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for CardOrder {}

/// The cards of `suit` in `s` that beat `c` of the same suit (§1.2).
pub fn higher_of_suit(s: CardSet, c: Card) -> CardSet {
    let Some(suit) = c.suit() else { return CardSet::EMPTY };
    let k = strength(c);
    s.of_suit(suit).iter().filter(|&x| strength(x) > k).collect()
}

/// Every card of `suit` that beats `c` in the full pack (for voids and "cannot beat").
pub fn all_higher(c: Card) -> CardSet {
    higher_of_suit(CardSet::pack(9..=14, false), c)
}

/// True if `follow` wins the trick against `lead` (§9): the higher card of the same suit,
/// else a trump, else the leader.
pub fn follower_wins(lead: Card, follow: Card, trump: Suit) -> bool {
    match (lead.suit(), follow.suit()) {
        (Some(ls), Some(fs)) if ls == fs => strength(follow) > strength(lead),
        (_, Some(fs)) => fs == trump,
        _ => false,
    }
}

/// The cards of `hand` the follower may play to `lead` (§8). Phase 1: any card (§8.2).
/// Phase 2 strict (§8.3): follow and beat if possible, else follow, else trump a non-trump
/// lead, else anything; `follow_only`: follow suit if possible, else anything.
pub fn legal_follows(hand: CardSet, lead: Card, trump: Suit, phase2: bool, rule: FollowRule) -> CardSet {
    if !phase2 {
        return hand;
    }
    let Some(led) = lead.suit() else { return hand };
    let f = hand.of_suit(led);
    if !f.is_empty() {
        if rule == FollowRule::FollowOnly {
            return f;
        }
        let w = higher_of_suit(f, lead);
        return if w.is_empty() { f } else { w };
    }
    if rule == FollowRule::Strict && led != trump {
        let t = hand.of_suit(trump);
        if !t.is_empty() {
            return t;
        }
    }
    hand
}

/// A hand in display order: trump first, then the other suits alternating colours, each
/// high to low (A, 10, K, Q, J, 9).
pub fn display_order(hand: CardSet, trump: Suit) -> Vec<Card> {
    let others: Vec<Suit> = Suit::ALL.iter().copied().filter(|s| s.is_red() != trump.is_red()).collect();
    let suits = [trump, others[0], trump.mate(), others[1]];
    let mut out = Vec::with_capacity(hand.len());
    for s in suits {
        for r in RANKS_HIGH_TO_LOW {
            let c = Card::new(s, r);
            if hand.contains(c) {
                out.push(c);
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(s: &str) -> Card {
        s.parse().unwrap()
    }

    #[test]
    fn order_and_points() {
        let mut v: Vec<Card> = CardSet::pack(9..=14, false).of_suit(Suit::Hearts).to_vec();
        v.sort_by_key(|&x| std::cmp::Reverse(strength(x)));
        let names: Vec<String> = v.iter().map(|x| x.to_string()).collect();
        assert_eq!(names, ["AH", "TH", "KH", "QH", "JH", "9H"]);
        assert_eq!(set_points(CardSet::pack(9..=14, false)), 120);
        assert_eq!(set_points(CardSet::pack(10..=14, false)), 120);
    }

    #[test]
    fn card_order_matches_fixtures() {
        let s = CardSet::parse_list("AS TC 9C KD JD QH").unwrap();
        let v: Vec<String> = in_card_order(s).map(|x| x.to_string()).collect();
        assert_eq!(v, ["9C", "TC", "JD", "KD", "QH", "AS"]);
        let mut w: Vec<Card> = s.to_vec();
        w.sort_by_key(|&x| sort_key(x));
        assert_eq!(w.iter().map(|x| x.to_string()).collect::<Vec<_>>(), v);
    }

    #[test]
    fn display_puts_trump_first() {
        let h = CardSet::parse_list("9H AS KC TH JD").unwrap();
        let v: Vec<String> = display_order(h, Suit::Hearts).iter().map(|x| x.to_string()).collect();
        assert_eq!(v, ["TH", "9H", "KC", "JD", "AS"]);
        assert!(follower_wins(c("KS"), c("AS"), Suit::Hearts));
        assert!(!follower_wins(c("TS"), c("KS"), Suit::Hearts));
    }
}
