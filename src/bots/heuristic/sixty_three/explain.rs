//! One-line reasons for the expert's Sixty-three choices (hints), from the seat's
//! observation only. The expert bids, names trump and handles the exchange by the club
//! rules of [`super`], so those reasons restate those rules with the hand's numbers; in
//! the play it searches, so the reason names what the chosen card does in the trick.

use super::{best_suit, Table};
use crate::cards::{Card, CardSet, Suit};
use crate::sixty_three::rank::{card_points, counting, left_pedro, right_pedro, trick_power, trumps};
use crate::sixty_three::{partner, Phase, SixtyThreeAction as A, SixtyThreeObservation, SixtyThreeOptions};

const NUMBERS: [&str; 16] = [
    "no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen",
    "fifteen",
];

fn number(n: usize) -> &'static str {
    NUMBERS.get(n).copied().unwrap_or("many")
}

/// "1 point", "9 points".
fn pts_words(n: i32) -> String {
    if n == 1 {
        "1 point".into()
    } else {
        format!("{n} points")
    }
}

fn list(cards: CardSet) -> String {
    cards.iter().map(Card::pretty).collect::<Vec<_>>().join(" ")
}

/// "A, B and C".
fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// The holding in `trump` in words: "four trumps with K♥, the joker and both pedros".
pub(super) fn holding(hand: CardSet, trump: Suit, o: &SixtyThreeOptions) -> String {
    let tr = trumps(hand, trump);
    let mut key: Vec<String> = Vec::new();
    for r in [14u8, 13] {
        let c = Card::new(trump, r);
        if tr.contains(c) {
            key.push(c.pretty());
        }
    }
    if tr.contains(Card::JOKER) && o.joker_points > 0 {
        key.push("the joker".into());
    }
    let (rp, lp) = (tr.contains(right_pedro(trump)), tr.contains(left_pedro(trump)));
    if rp && lp {
        key.push("both pedros".into());
    } else if rp || lp {
        key.push("a pedro".into());
    }
    if tr.contains(Card::new(trump, 9)) {
        key.push(Card::new(trump, 9).pretty());
    }
    let n = tr.len();
    let noun = if n == 1 { "trump" } else { "trumps" };
    if key.is_empty() {
        format!("{} {noun} in {}, none of them counting", number(n), trump.name())
    } else {
        format!("{} {noun} in {} with {}", number(n), trump.name(), and_list(&key))
    }
}

/// A one-line reason for choosing `action` from `obs` (the expert's choice in hints).
pub fn explain(obs: &SixtyThreeObservation, action: A, legal: &[A]) -> String {
    if legal.len() == 1 {
        return "It is the only legal choice.".into();
    }
    let p = &obs.public;
    let o = &p.options;
    match (p.phase, action) {
        (Phase::Auction, A::Bid { value }) => {
            let (suit, _) = best_suit(obs.hand, o);
            if p.high_bidder == Some(partner(obs.seat)) {
                format!("Bid {value} over your partner: {} is strong enough to play it yourself.", holding(obs.hand, suit, o))
            } else {
                format!("Bid {value}: {} should take about that much with your partner's help.", holding(obs.hand, suit, o))
            }
        }
        (Phase::Auction, _) => {
            let (suit, _) = best_suit(obs.hand, o);
            let h = holding(obs.hand, suit, o);
            if p.high_bidder == Some(partner(obs.seat)) {
                format!("Pass: your partner holds the bid, and your best suit ({h}) is better spent helping him.")
            } else if let Some(b) = p.high_bid {
                format!("Pass: your best suit is only {h}, not enough to make more than {b}.")
            } else {
                format!("Pass: your best suit is only {h}, not enough for a bid of {}.", o.min_bid)
            }
        }
        (_, A::Trump { suit }) => format!("Name {}: your strongest suit, {}.", suit.name(), holding(obs.hand, suit, o)),
        (_, A::Keep { cards }) => {
            if cards.is_empty() {
                "Keep no dirt: you already hold enough cards.".into()
            } else {
                format!("Keep {}: high dirt can win a trick that nobody trumps, and low dirt is of no use.", list(cards))
            }
        }
        (_, A::Give { cards }) => {
            if cards.is_empty() {
                "Pass nothing: your partner has no room for them, or your low trumps guard your counters.".into()
            } else {
                format!(
                    "Pass {} to your partner: low trumps that count nothing keep him in the hand, and you keep the high ones that guard your counters.",
                    list(cards)
                )
            }
        }
        (_, A::Discard { cards }) => format!("Discard {}: your lowest cards, which can win nothing.", list(cards)),
        (_, A::Dump { cards }) => {
            let trump = p.trump.unwrap_or(Suit::Spades);
            let t = Table::new(obs, trump);
            if cards.iter().any(|c| t.is_boss(c)) {
                format!("Play {} together: your high trump wins the trick, so the cards you add score for your side.", list(cards))
            } else {
                format!("Play {} together: the extras that give the least away.", list(cards))
            }
        }
        (_, A::Play { card }) => play_reason(obs, card),
        (_, A::Pass | A::Bid { .. }) => "Pass.".into(),
    }
}

fn play_reason(obs: &SixtyThreeObservation, card: Card) -> String {
    let p = &obs.public;
    let o = &p.options;
    let Some(trump) = p.trump else { return format!("Play {}.", card.pretty()) };
    let t = Table::new(obs, trump);
    let me = obs.seat;
    let mate = partner(me);
    let c = if card.is_joker() { "the joker".to_string() } else { card.pretty() };
    let pts = card_points(card, trump, o) as i32;
    let is_tr = crate::sixty_three::rank::is_trump(card, trump);
    let two = Card::new(trump, 2);
    let two_free = t.two_is_free();
    let opp_active = (0..4).any(|s| p.active[s] && s % 2 != me % 2);
    // Counters the opponents may still hold (for "trump is still out").
    let out_counters = counting(t.unseen_trumps, trump, o);

    if p.trick.is_empty() {
        if is_tr && t.is_boss(card) && opp_active {
            return if pts >= 5 {
                format!("Lead {c}: nothing left can beat it, so its {} are safe, and it pulls the opponents' trumps.", pts_words(pts))
            } else if !out_counters.is_empty() {
                format!("Trump is still out: lead the high trump {c} to pull it and bring the opponents' counters down.")
            } else {
                format!("Lead {c}: nothing left can beat it, so you keep the lead and pull the last trumps.")
            };
        }
        if !is_tr {
            return format!("Lead {c}: dirt gives nothing away and leaves your trumps to guard your counters.");
        }
        if card == two && two_free {
            return format!("Lead {c}: the 2 scores for your side whoever wins the trick.");
        }
        if pts == 0 {
            return format!("Lead the low trump {c}: it costs nothing and draws out the opponents' trumps.");
        }
        if pts <= 1 {
            return format!("Lead {c}: a trump worth at most a point, to draw out the opponents' trumps.");
        }
        if p.active[mate] {
            return format!("Lead {c}: your partner may win it, and held back it could fall to a higher trump later.");
        }
        return format!("Lead {c}: the cheapest card you can lead here.");
    }

    let led = p.trick[0].card;
    let power = |x: Card| trick_power(x, led, trump, o.joker_rank);
    let win = p.trick.iter().max_by_key(|pc| power(pc.card)).copied().unwrap_or(p.trick[0]);
    let opp_after = (1..4).map(|j| (me + j) % 4).any(|s| p.to_play[s] && s != me && s % 2 != me % 2);
    let trick_pts: i32 = p.trick.iter().map(|pc| card_points(pc.card, trump, o) as i32).sum();
    let beats = power(card) > power(win.card);
    let partner_holds = win.seat == mate && (!opp_after || t.is_boss(win.card));

    if partner_holds && !beats {
        return if pts > 0 && card != two {
            format!("Your partner is winning this trick: give him the {} ({}).", counter_name(card, trump), pts_words(pts))
        } else if card == two && two_free {
            format!("Your partner is winning this trick: play the {c}, which scores for your side anyway.")
        } else {
            format!("Your partner is winning this trick: play {c} and keep your better cards.")
        };
    }
    if beats {
        let sure = !opp_after || t.is_boss(card);
        let total = trick_pts + pts;
        if sure {
            return if total > 0 {
                format!("Win the trick with {c}: nobody after you can beat it, and it takes {}.", pts_words(total))
            } else {
                format!("Win the trick with {c}: nobody after you can beat it, and you take the lead.")
            };
        }
        return if trick_pts > 0 {
            format!("Take the {} with {c}: it beats everything played so far.", pts_words(trick_pts))
        } else {
            format!("Play {c}: it wins the trick unless an opponent still to play holds a higher trump.")
        };
    }
    // Not winning and the partner is not safe.
    if card == two && two_free {
        return format!("You cannot win this trick: play the {c}, which scores for your side whoever wins.");
    }
    if !is_tr {
        return format!("You cannot win this trick: throw the dirt {c} and keep your trumps.");
    }
    if pts == 0 {
        return format!("You cannot win this trick: play the low trump {c} and save your counters.");
    }
    if win.seat == mate {
        return format!("Give your partner the {} ({}) and hope his card holds.", counter_name(card, trump), pts_words(pts));
    }
    format!("Play {c}: every card you may play here gives something away, and this costs the least.")
}

/// "pedro", "joker", "king" … the players' names for the counters.
fn counter_name(card: Card, trump: Suit) -> String {
    if card.is_joker() {
        "joker".into()
    } else if card == right_pedro(trump) || card == left_pedro(trump) {
        format!("pedro {}", card.pretty())
    } else {
        card.pretty()
    }
}
