//! The one place Sixty-three's trump-aware ordering lives: the trump set (docs/rules/sixty-three.md §2.3),
//! the trump order (§3.1–§3.2), the dirt order (§3.3), card points (§4.1), the trick
//! winner (§9.6) and the display order of a hand. Legality, the trick winner, scoring,
//! hand sorting and the bots all call these.

use super::options::{AllDirtTrickWinner, JokerRank, SixtyThreeOptions};
use crate::cards::{rank, Card, CardSet, Suit};
use crate::game::Seat;
use serde::{Deserialize, Serialize};

/// One card of a trick: who played it and what.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct PlayedCard {
    /// Who played it.
    pub seat: Seat,
    /// The card.
    pub card: Card,
}

impl crate::inline::Filler for PlayedCard {
    const FILL: Self = PlayedCard { seat: 0, card: Card::JOKER };
}

/// The right pedro: the 5 of trump (§2.3).
pub fn right_pedro(trump: Suit) -> Card {
    Card::new(trump, 5)
}

/// The left pedro (off-five): the 5 of the trump's colour mate (§2.2–§2.3).
pub fn left_pedro(trump: Suit) -> Card {
    Card::new(trump.mate(), 5)
}

/// The trump set for `trump` (§2.3): the 13 cards of the suit, the left pedro and the
/// joker, 15 cards. Every other card is dirt (§2.4).
pub fn trump_set(trump: Suit) -> CardSet {
    // As masks (hot in the play and the search): ranks 2..=A of trump (bits 2..=14 of its
    // 16), the 5 of the mate suit, the joker (bit 63).
    let suit = 0x7FFCu64 << (trump as u32 * 16);
    let pedro = 1u64 << (trump.mate() as u32 * 16 + 5);
    CardSet(suit | pedro | 1 << 63)
}

/// True if `c` is a trump when `trump` is named (§2.3).
pub fn is_trump(c: Card, trump: Suit) -> bool {
    trump_set(trump).contains(c)
}

/// The trumps among `cards` (§2.3).
pub fn trumps(cards: CardSet, trump: Suit) -> CardSet {
    cards & trump_set(trump)
}

/// The dirt among `cards` (§2.4).
pub fn dirt(cards: CardSet, trump: Suit) -> CardSet {
    cards - trump_set(trump)
}

/// Trump strength, higher is better, 0 for dirt (§3.1, §3.2): the joker 1 (lowest, the
/// default) or 16 (`joker_rank = highest_trump`), the 2 to 4 of trump 2–4, the left pedro
/// 5, the right pedro 6, the 6 to ace of trump 7–15.
pub fn trump_power(c: Card, trump: Suit, joker: JokerRank) -> u8 {
    if c.is_joker() {
        return match joker {
            JokerRank::LowestTrump => 1,
            JokerRank::HighestTrump => 16,
        };
    }
    TRUMP_POWER[trump as usize][c.index() as usize]
}

/// `trump_power` of the suited cards by trump and card index (§3.1; the trick winner and
/// the search ask for it at every card).
const TRUMP_POWER: [[u8; 64]; 4] = by_trump(false);

/// `card_points` of the suited cards by trump and card index (§4), the 3 of trump aside
/// (its points are an option).
const CARD_POINTS: [[u8; 64]; 4] = by_trump(true);

/// A table by trump and card index of the trumps' power or, with `points`, their card
/// points; 0 for dirt. The left pedro is the 5 of the mate suit, `3 - trump`: power 5,
/// points 5.
const fn by_trump(points: bool) -> [[u8; 64]; 4] {
    let mut t = [[0u8; 64]; 4];
    let mut trump = 0;
    while trump < 4 {
        let mut r = 2;
        while r <= 14 {
            t[trump][trump * 16 + r] = if points {
                match r as u8 {
                    rank::KING => 25,
                    9 => 9,
                    5 => 5,
                    rank::ACE | rank::JACK | rank::TEN | 2 => 1,
                    _ => 0,
                }
            } else {
                match r {
                    2..=4 => r as u8,
                    5 => 6,
                    _ => r as u8 + 1,
                }
            };
            r += 1;
        }
        t[trump][(3 - trump) * 16 + 5] = 5;
        trump += 1;
    }
    t
}

/// The rule book's trump rank, 1 = highest (the table of §3.1), or `None` for dirt.
pub fn trump_rank(c: Card, trump: Suit, joker: JokerRank) -> Option<u8> {
    let p = trump_power(c, trump, joker);
    match (p, joker) {
        (0, _) => None,
        (p, JokerRank::LowestTrump) => Some(16 - p),
        (p, JokerRank::HighestTrump) => Some(17 - p),
    }
}

/// The card points of `c` (§4.1): K 25, joker 15 (or `joker_points`), 9 = 9, both pedros
/// 5, A J 10 2 of trump 1, the 3 of trump `three_of_trump_points` (0 by default); 0 for
/// everything else, dirt included. The nine counting trumps sum to 63.
pub fn card_points(c: Card, trump: Suit, o: &SixtyThreeOptions) -> u8 {
    if c.is_joker() {
        return o.joker_points;
    }
    if c.index() == trump as u8 * 16 + 3 {
        return o.three_of_trump_points;
    }
    CARD_POINTS[trump as usize][c.index() as usize]
}

/// True for a counting trump (§4.2): a trump with points.
pub fn is_counting(c: Card, trump: Suit, o: &SixtyThreeOptions) -> bool {
    card_points(c, trump, o) > 0
}

/// The counting trumps among `cards` (§4.2).
pub fn counting(cards: CardSet, trump: Suit, o: &SixtyThreeOptions) -> CardSet {
    // As a mask (`card_points` > 0, card by card): hot in the exchange's legal sets.
    let ranks = 1u64 << rank::KING | 1 << 9 | 1 << 5 | 1 << rank::ACE | 1 << rank::JACK | 1 << rank::TEN | 1 << 2;
    let three = if o.three_of_trump_points > 0 { 1u64 << 3 } else { 0 };
    let joker = if o.joker_points > 0 { CardSet::single(Card::JOKER).0 } else { 0 };
    let mask = (ranks | three) << (trump as u32 * 16) | CardSet::single(left_pedro(trump)).0 | joker;
    CardSet(cards.0 & mask)
}

/// The non-counting trumps among `cards` (§4.2): the trumps that may be passed (§7.6).
pub fn non_counting(cards: CardSet, trump: Suit, o: &SixtyThreeOptions) -> CardSet {
    trumps(cards, trump) - counting(cards, trump, o)
}

/// Sum of the card points of `cards` (§4.1).
pub fn points_of(cards: CardSet, trump: Suit, o: &SixtyThreeOptions) -> i32 {
    cards.iter().map(|c| card_points(c, trump, o) as i32).sum()
}

/// A card's strength in a trick whose first card is `led` (§9.6): trumps above everything
/// (100 + power), cards of the led card's suit by rank (§3.3), anything else 0.
pub fn trick_power(c: Card, led: Card, trump: Suit, joker: JokerRank) -> u8 {
    let p = trump_power(c, trump, joker);
    if p > 0 {
        return 100 + p;
    }
    match led.suit() {
        Some(s) if !is_trump(led, trump) && c.is_suit(s) => c.rank(),
        _ => 0,
    }
}

/// Index in `plays` (non-empty, in play order) of the card that wins the trick (§9.6):
/// the highest trump by §3.1; with no trump, the highest card of the led card's suit by
/// §3.3, or the leader's first card under `all_dirt_trick_winner = leader`.
pub fn trick_winner(plays: &[PlayedCard], trump: Suit, o: &SixtyThreeOptions) -> usize {
    let Some(first) = plays.first() else { return 0 };
    let led = first.card;
    let set = trump_set(trump);
    // `trick_power` split in its two cases: with a trump, the highest trump (dirt 0);
    // without, the highest of the led suit (a led dirt card is suited). Every trump's
    // power is at least 1, so a best of 0 after one pass means no trump.
    let (mut best, mut best_power) = (0, 0);
    for (i, p) in plays.iter().enumerate() {
        let power = if set.contains(p.card) { trump_power(p.card, trump, o.joker_rank) } else { 0 };
        if power > best_power {
            (best, best_power) = (i, power);
        }
    }
    if best_power == 0 && o.all_dirt_trick_winner != AllDirtTrickWinner::Leader {
        let suit = led.index() / 16;
        for (i, p) in plays.iter().enumerate() {
            let power = if p.card.index() / 16 == suit { p.card.rank() } else { 0 };
            if power > best_power {
                (best, best_power) = (i, power);
            }
        }
    }
    best
}

/// A hand in display order: trumps first, high to low (§3.1, joker and left pedro
/// included), then the dirt suits alternating colours, each high to low (§3.3). Before
/// trump is named: the joker, then spades, hearts, clubs, diamonds, each high to low.
pub fn display_order(hand: CardSet, trump: Option<Suit>, joker: JokerRank) -> Vec<Card> {
    let mut out = Vec::with_capacity(hand.len());
    let suits: Vec<Suit> = match trump {
        Some(t) => {
            let mut tr: Vec<Card> = trumps(hand, t).iter().collect();
            tr.sort_by_key(|&c| std::cmp::Reverse(trump_power(c, t, joker)));
            out.extend(tr);
            let others: Vec<Suit> = Suit::ALL.iter().copied().filter(|s| s.is_red() != t.is_red()).collect();
            vec![others[0], t.mate(), others[1]]
        }
        None => {
            if hand.contains(Card::JOKER) {
                out.push(Card::JOKER);
            }
            vec![Suit::Spades, Suit::Hearts, Suit::Clubs, Suit::Diamonds]
        }
    };
    for s in suits {
        let mut group: Vec<Card> = match trump {
            Some(t) => dirt(hand, t).of_suit(s).iter().collect(),
            None => hand.of_suit(s).iter().collect(),
        };
        group.sort_by_key(|&c| std::cmp::Reverse(c.rank()));
        out.extend(group);
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
    fn trump_set_has_fifteen_cards_and_the_order_of_3_1() {
        let o = SixtyThreeOptions::default();
        for t in Suit::ALL {
            let set = trump_set(t);
            assert_eq!(set.len(), 15);
            let mut v: Vec<Card> = set.iter().collect();
            v.sort_by_key(|&x| trump_rank(x, t, o.joker_rank));
            let ranks: Vec<u8> = v.iter().filter_map(|&x| trump_rank(x, t, o.joker_rank)).collect();
            assert_eq!(ranks, (1..=15).collect::<Vec<u8>>());
            assert_eq!(points_of(set, t, &o), 63);
            assert_eq!(v[9], right_pedro(t));
            assert_eq!(v[10], left_pedro(t));
            assert_eq!(v[14], Card::JOKER);
        }
        assert_eq!(trump_rank(Card::JOKER, Suit::Hearts, JokerRank::HighestTrump), Some(1));
        assert_eq!(trump_rank(c("AH"), Suit::Hearts, JokerRank::HighestTrump), Some(2));
        assert_eq!(trump_rank(c("5C"), Suit::Hearts, JokerRank::LowestTrump), None);
    }

    /// The tables say what the rule book's cases say (§3.1, §3.2, §4.1).
    #[test]
    fn tables_match_the_cases() {
        let o = SixtyThreeOptions::default();
        for t in Suit::ALL {
            for c in CardSet::pack(2..=14, false).iter() {
                let power = if c == left_pedro(t) {
                    5
                } else if !c.is_suit(t) {
                    0
                } else {
                    match c.rank() {
                        r @ 2..=4 => r,
                        5 => 6,
                        r => r + 1,
                    }
                };
                assert_eq!(trump_power(c, t, o.joker_rank), power, "{c} {t:?}");
                let points = if c == left_pedro(t) {
                    5
                } else if !c.is_suit(t) {
                    0
                } else {
                    match c.rank() {
                        rank::KING => 25,
                        9 => 9,
                        5 => 5,
                        rank::ACE | rank::JACK | rank::TEN | 2 => 1,
                        3 => o.three_of_trump_points,
                        _ => 0,
                    }
                };
                assert_eq!(card_points(c, t, &o), points, "{c} {t:?}");
            }
        }
    }

    /// The mask of `counting` is `card_points` > 0, card by card, under every option.
    #[test]
    fn counting_is_the_cards_with_points() {
        let pack = CardSet::pack(2..=14, true);
        for (jp, tp) in [(15, 0), (0, 15)] {
            let o = SixtyThreeOptions { joker_points: jp, three_of_trump_points: tp, ..SixtyThreeOptions::default() };
            for t in Suit::ALL {
                let slow: CardSet = trumps(pack, t).iter().filter(|&c| card_points(c, t, &o) > 0).collect();
                assert_eq!(counting(pack, t, &o), slow);
            }
        }
    }

    #[test]
    fn display_puts_trumps_first_high_to_low() {
        let hand = CardSet::parse_list("5D 2H XJ KS AH 9C 7D").unwrap();
        let v: Vec<String> = display_order(hand, Some(Suit::Hearts), JokerRank::LowestTrump).iter().map(|c| c.to_string()).collect();
        assert_eq!(v, ["AH", "5D", "2H", "XJ", "9C", "7D", "KS"]);
    }
}
