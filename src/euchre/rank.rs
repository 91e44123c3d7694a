//! The one place Euchre's trump-aware ordering lives: effective suit (docs/rules/euchre.md §2.4), trick
//! ranking (§3, §9) and the display order of a hand. Legality, trick winner, hand sorting
//! and the bots all call these.

use crate::cards::{rank, Card, CardSet, Suit};

/// The left bower for `trump`: the jack of the mate suit (§2.3).
pub fn left_bower(trump: Suit) -> Card {
    Card::new(trump.mate(), rank::JACK)
}

/// The right bower for `trump`: the jack of trump (§2.3).
pub fn right_bower(trump: Suit) -> Card {
    Card::new(trump, rank::JACK)
}

/// Effective suit (§2.4, §14.4): the left bower and the Benny belong to trump.
pub fn eff_suit(c: Card, trump: Option<Suit>) -> Suit {
    // On the card's index (suit * 16 + rank, joker 63): the hot path of play and search.
    let i = c.index();
    match trump {
        Some(t) if i == 63 || i == t.mate() as u8 * 16 + rank::JACK => t,
        // Before trump is fixed the joker has no suit; clubs is a placeholder never used
        // for a rule (play needs trump).
        None if i == 63 => Suit::Clubs,
        _ => Suit::from_index((i >> 4) as usize),
    }
}

/// Every card of `cards` whose effective suit is `suit` under `trump` (§2.4).
pub fn eff_cards(cards: CardSet, suit: Suit, trump: Suit) -> CardSet {
    // As masks: the suit's 16 bits, then the left bower (and the joker) moved to trump.
    let lb = 1u64 << (trump.mate() as u32 * 16 + rank::JACK as u32);
    let of_suit = cards.0 & (0xFFFFu64 << (suit as u32 * 16)) & !(1 << 63);
    if suit == trump {
        CardSet(of_suit | (cards.0 & (lb | 1 << 63)))
    } else {
        CardSet(of_suit & !lb)
    }
}

/// Trump strength, higher is better (§3.1, §14.4): Benny 20, right 19, left 18, then rank.
/// Zero for a card that is not trump.
pub fn trump_power(c: Card, trump: Suit) -> u8 {
    if c.is_joker() {
        20
    } else if c == right_bower(trump) {
        19
    } else if c == left_bower(trump) {
        18
    } else if c.is_suit(trump) {
        c.rank()
    } else {
        0
    }
}

/// A card's strength in a trick led in effective suit `led` (§9): trumps above everything
/// (100 + power), cards of the led suit by rank, all others 0.
pub fn trick_power(c: Card, trump: Suit, led: Suit) -> u8 {
    // `100 + trump_power` and the rank, on the card's index (the search's hot path).
    let i = c.index();
    let (suit, r, t) = (i >> 4, i & 15, trump as u8);
    if i == 63 {
        120
    } else if r == rank::JACK && suit == t {
        119
    } else if r == rank::JACK && suit == trump.mate() as u8 {
        118
    } else if suit == t {
        100 + r
    } else if suit == led as u8 {
        r
    } else {
        0
    }
}

/// Index in `plays` of the winning card (§9). `plays` is non-empty, in play order.
pub fn trick_winner(plays: &[Card], trump: Suit) -> usize {
    let Some(&led) = plays.first() else { return 0 };
    let m = plays.iter().fold(0u64, |m, c| m | 1 << c.index());
    let win = winning_card(CardSet(m), led, trump);
    plays.iter().position(|&c| c == win).unwrap_or(0)
}

/// The card that wins a trick of the cards `played` (as a set; it holds `led`, the card
/// led) under `trump` (§9): the Benny, then the right and left bowers, then the highest
/// trump, else the highest card of the suit led. On masks, as the hot path of every
/// playout; within a suit the bit order is the rank order.
pub fn winning_card(played: CardSet, led: Card, trump: Suit) -> Card {
    let m = played.0;
    let t = trump as u32;
    let joker = 1u64 << 63;
    let right = 1u64 << (t * 16 + rank::JACK as u32);
    let left = 1u64 << ((3 - t) * 16 + rank::JACK as u32);
    let top = |m: u64| 63u8.saturating_sub(m.leading_zeros() as u8);
    let win = if m & joker != 0 {
        63
    } else if m & right != 0 {
        right.trailing_zeros() as u8
    } else if m & left != 0 {
        left.trailing_zeros() as u8
    } else if m & (0xFFFF << (t * 16)) != 0 {
        top(m & (0xFFFF << (t * 16)))
    } else {
        // No trump: the card led's suit holds the winner (the led card at least).
        let led = eff_suit(led, Some(trump)) as u32;
        top(m & (0xFFFF << (led * 16)) & !left)
    };
    Card::from_index(win).unwrap_or(led)
}

/// A hand in display order: trump first (high to low, bowers and Benny included), then
/// the other suits alternating colours, each high to low. Without trump, by suit.
pub fn display_order(hand: CardSet, trump: Option<Suit>) -> Vec<Card> {
    let mut out = Vec::with_capacity(hand.len());
    let suits: Vec<Suit> = match trump {
        Some(t) => {
            // Trump, then the off suits alternating colour: t, other colour, mate, other.
            let others: Vec<Suit> = Suit::ALL.iter().copied().filter(|s| s.is_red() != t.is_red()).collect();
            vec![t, others[0], t.mate(), others[1]]
        }
        None => vec![Suit::Spades, Suit::Hearts, Suit::Clubs, Suit::Diamonds],
    };
    for (i, &s) in suits.iter().enumerate() {
        let mut group: Vec<Card> = match trump {
            Some(t) => eff_cards(hand, s, t).iter().collect(),
            None => hand.of_suit(s).iter().collect(),
        };
        if i == 0 && trump.is_none() && hand.contains(Card::JOKER) {
            group.push(Card::JOKER);
        }
        match trump {
            Some(t) if s == t => group.sort_by_key(|&c| std::cmp::Reverse(trump_power(c, t))),
            _ => group.sort_by_key(|&c| std::cmp::Reverse(c.rank())),
        }
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

    // docs/rules/euchre.md §15 E-1 — bowers.
    #[test]
    fn e1_bowers() {
        let t = Suit::Hearts;
        let mut trumps: Vec<Card> = CardSet::pack(9..=14, false).iter().filter(|&x| eff_suit(x, Some(t)) == t).collect();
        trumps.sort_by_key(|&x| std::cmp::Reverse(trump_power(x, t)));
        let names: Vec<String> = trumps.iter().map(|c| c.to_string()).collect();
        assert_eq!(names, ["JH", "JD", "AH", "KH", "QH", "TH", "9H"]);
        let diamonds = eff_cards(CardSet::pack(9..=14, false), Suit::Diamonds, t);
        assert_eq!(diamonds.to_string(), "9D TD QD KD AD");
        assert!(!diamonds.contains(c("JD")));
    }

    // E-2 — the right bower wins: E leads AH, S JD, W JH, N KH → W.
    #[test]
    fn e2_right_bower_wins() {
        let plays = [c("AH"), c("JD"), c("JH"), c("KH")];
        assert_eq!(trick_winner(&plays, Suit::Hearts), 2);
    }

    // E-6 — no trump in the trick: E leads QD, S 9D, W AH, N KD → N.
    #[test]
    fn e6_no_trump_highest_of_led_suit() {
        let plays = [c("QD"), c("9D"), c("AH"), c("KD")];
        assert_eq!(trick_winner(&plays, Suit::Spades), 3);
    }

    // E-4 (second half): the left bower played to a diamond lead wins as a trump.
    #[test]
    fn e4_left_bower_trumps_its_printed_suit() {
        assert_eq!(trick_winner(&[c("AD"), c("JD")], Suit::Hearts), 1);
    }

    // E-12: Benny > right > left.
    #[test]
    fn e12_benny_is_highest_trump() {
        assert_eq!(trick_winner(&[c("JS"), Card::JOKER, c("JC")], Suit::Spades), 1);
        assert_eq!(eff_suit(Card::JOKER, Some(Suit::Spades)), Suit::Spades);
    }

    /// The mask-based winner agrees with `trick_power` on random tricks of every pack,
    /// Benny included, under every trump.
    #[test]
    fn trick_winner_agrees_with_trick_power() {
        use rand::seq::IndexedRandom;
        use rand::SeedableRng;
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
        let pack: Vec<Card> = CardSet::pack(7..=14, true).iter().collect();
        for _ in 0..20_000 {
            let trump = Suit::ALL[rand::Rng::random_range(&mut rng, 0..4)];
            let n = rand::Rng::random_range(&mut rng, 1..=4);
            let plays: Vec<Card> = pack.choose_multiple(&mut rng, n).copied().collect();
            let led = eff_suit(plays[0], Some(trump));
            let power: Vec<u8> = plays.iter().map(|&c| trick_power(c, trump, led)).collect();
            let w = trick_winner(&plays, trump);
            assert!(power.iter().all(|&p| p <= power[w]), "{plays:?} {trump:?}");
            assert_eq!(power.iter().position(|&p| p == power[w]), Some(w), "first of equals");
        }
    }

    #[test]
    fn display_groups_trump_with_bowers() {
        let hand = CardSet::parse_list("JD 9H AS KC JH").unwrap();
        let v: Vec<String> = display_order(hand, Some(Suit::Hearts)).iter().map(|c| c.to_string()).collect();
        assert_eq!(v, ["JH", "JD", "9H", "KC", "AS"]);
    }
}
