//! Sixty-three's English sentences, by message key (`sixty_three.*`): refusals, hint
//! reasons (`sixty_three.hint.*`), hand summaries (`sixty_three.summary.*`) and option
//! errors (`sixty_three.option.*`), plus the seat and team names they use.

use crate::cards::{Card, CardSet, Suit};
use crate::words::{Msg, Param};

/// The right pedro, the 5 of trump (docs/rules/sixty-three.md §2.2).
fn right_pedro(trump: Suit) -> Card {
    Card::new(trump, 5)
}

/// The left pedro, the 5 of the trump's colour mate (§2.2–§2.3).
fn left_pedro(trump: Suit) -> Card {
    Card::new(trump.mate(), 5)
}

/// A seat's name: North, East, South, West.
pub fn seat_name(s: usize) -> &'static str {
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

/// A card in a refusal: `K♥`, or `joker`.
fn card_name(c: Card) -> String {
    if c.is_joker() {
        return "joker".into();
    }
    c.pretty()
}

/// Cards in a refusal, space-separated (`nothing` for none).
fn set_name(s: CardSet) -> String {
    if s.is_empty() {
        return "nothing".into();
    }
    s.iter().map(card_name).collect::<Vec<_>>().join(" ")
}

/// A score change: `+40`, `−25` (with a true minus sign).
fn signed(v: i64) -> String {
    if v >= 0 {
        format!("+{v}")
    } else {
        format!("−{}", -v)
    }
}

/// What a seat must do in a phase (`phase` word of `sixty_three.not_legal_now`).
fn phase_words(phase: &str) -> &'static str {
    match phase {
        "auction" => "bid or pass",
        "trump" => "name trump",
        "keep_dirt" => "choose the dirt cards to keep",
        "rob" => "choose the dirt cards to keep from the stock",
        "excess" => "pass non-counting trumps to your partner",
        "partner_discard" => "discard dirt down to six cards",
        "excess_discard" => "discard extra non-counting trumps",
        "play" => "play a card",
        _ => "start the next hand",
    }
}

/// The English sentence for a `sixty_three.*` key, or `None` for another game's key.
pub(crate) fn english(m: &Msg) -> Option<String> {
    let key = m.key.strip_prefix("sixty_three.")?;
    if let Some(hint) = key.strip_prefix("hint.") {
        return hint_english(hint, m);
    }
    if let Some(k) = key.strip_prefix("trick.") {
        return crate::words::trick_why_english(k, m, crate::words::card_name);
    }
    let team = |name: &str| team_name(m.int(name) as usize);
    Some(match key {
        // Refusals (docs/rules/sixty-three.md §6–§9).
        "not_legal_now" => format!("Not now: it is time to {}.", phase_words(m.word("phase"))),
        "bid_cannot_top" => "Nobody can top the bid: you can only pass.".into(),
        "bid_too_low" => {
            format!("Bid at least {}: bids must be {} or more and top the highest bid.", m.int("lowest"), m.int("min_bid"))
        }
        "bid_too_high" => "The highest bid is 63: all the points of the hand.".into(),
        "bid_too_high_moon" => "The highest bids are 63 (all the points) and 126 (shoot the moon).".into(),
        "not_in_hand" => format!("You don't hold the {}.", card_name(m.card("card"))),
        "not_in_hand_set" => format!("You don't hold {}.", set_name(m.cards("cards"))),
        "trump_not_dirt" => {
            format!("The {} is a trump: trumps are always kept; choose dirt cards only.", card_name(m.card("card")))
        }
        "counting_trump" => {
            format!("The {} counts points: counting trumps may never be passed or discarded.", card_name(m.card("card")))
        }
        "not_trump" => format!("The {} is dirt: only non-counting trumps go.", card_name(m.card("card"))),
        "not_legal_card" => format!("The {} cannot be chosen now.", card_name(m.card("card"))),
        "wrong_count" => {
            let (lo, hi) = (m.int("min"), m.int("max"));
            let want = if lo == hi { format!("exactly {lo}") } else { format!("{lo} to {hi}") };
            format!("Choose {want} card{} (you chose {}).", if hi == 1 { "" } else { "s" }, m.int("chose"))
        }
        "must_dump" => format!("You hold more than six trumps: play {} cards together to the first trick.", m.int("n")),
        "first_lead_trump" => format!(
            "The first lead must be a trump ({} are trump; the {} and the joker are trumps too).",
            m.suit("trump").name(),
            card_name(m.card("left_pedro"))
        ),
        "must_follow_trump" => format!(
            "A trump was led: you must play a trump ({} are trump; the {} and the joker are trumps too).",
            m.suit("trump").name(),
            card_name(m.card("left_pedro"))
        ),
        // Hand summaries (§10.3–§10.4).
        "summary.stuck" => format!("{} was stuck with {} when everyone passed", seat_name(m.int("seat") as usize), m.int("bid")),
        "summary.moon" => format!("{} shot the moon", team("team")),
        "summary.bid" => format!("{} bid {}", team("team"), m.int("bid")),
        "summary.made" => format!(
            "{} and took {} points: {} {}. {} took {}: {}.",
            m.sub("how"),
            m.int("taken"),
            team("team"),
            signed(m.int("delta")),
            team("other"),
            m.int("other_taken"),
            signed(m.int("other_delta"))
        ),
        "summary.failed" => format!(
            "{} but took only {}: {} {}. {} took {}: {}.",
            m.sub("how"),
            m.int("taken"),
            team("team"),
            signed(m.int("delta")),
            team("other"),
            m.int("other_taken"),
            signed(m.int("other_delta"))
        ),
        // Option errors (§12).
        "option.range" => format!("{} must be between {} and {}", m.word("option"), m.int("min"), m.int("max")),
        "option.one_of" => format!("{} must be {} or {}", m.word("option"), m.int("a"), m.int("b")),
        "option.joker_or_three" => "joker_points and three_of_trump_points: exactly one of them is 15 (joker_points 0 goes with three_of_trump_points 15), so a hand is worth 63".into(),
        _ => return None,
    })
}

const NUMBERS: [&str; 16] = [
    "no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen",
    "fifteen",
];

/// A small number in words ("four"), "many" past fifteen.
fn number(n: usize) -> &'static str {
    NUMBERS.get(n).copied().unwrap_or("many")
}

/// "1 point", "9 points".
fn pts_words(n: i64) -> String {
    if n == 1 {
        "1 point".into()
    } else {
        format!("{n} points")
    }
}

/// Cards in a hint, space-separated (`K♥ 7♦`).
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

/// A card in a hint: `K♥`, or `the joker`.
fn hint_card(c: Card) -> String {
    if c.is_joker() {
        "the joker".to_string()
    } else {
        c.pretty()
    }
}

/// "pedro 5♥", "joker", "K♥" … the players' names for the counters.
fn counter_name(card: Card, trump: Suit) -> String {
    if card.is_joker() {
        "joker".into()
    } else if card == right_pedro(trump) || card == left_pedro(trump) {
        format!("pedro {}", card.pretty())
    } else {
        card.pretty()
    }
}

/// `sixty_three.hint.holding`: "four trumps in hearts with A♥, the joker and both pedros".
fn holding(m: &Msg) -> String {
    let trump = m.suit("suit");
    let top = m.cards("top");
    let mut key: Vec<String> =
        [14u8, 13].into_iter().map(|r| Card::new(trump, r)).filter(|&c| top.contains(c)).map(|c| c.pretty()).collect();
    if m.int("joker") > 0 {
        key.push("the joker".into());
    }
    match m.int("pedros") {
        2 => key.push("both pedros".into()),
        1 => key.push("a pedro".into()),
        _ => {}
    }
    key.extend(m.cards("nine").iter().map(|c| c.pretty()));
    let n = m.int("n") as usize;
    let noun = if n == 1 { "trump" } else { "trumps" };
    if key.is_empty() {
        format!("{} {noun} in {}, none of them counting", number(n), trump.name())
    } else {
        format!("{} {noun} in {} with {}", number(n), trump.name(), and_list(&key))
    }
}

/// The English of a hint reason, `sixty_three.hint.<key>` (the expert's choices, from the
/// bots' explainer).
fn hint_english(key: &str, m: &Msg) -> Option<String> {
    let c = || hint_card(m.card("card"));
    let h = || match m.param("holding") {
        Some(Param::Msg(x)) => holding(x),
        _ => String::new(),
    };
    let pts = |name: &str| pts_words(m.int(name));
    let counter = || counter_name(m.card("card"), m.suit("trump"));
    Some(match key {
        "holding" => holding(m),
        "bid_over_partner" => format!("Bid {} over your partner: {} is strong enough to play it yourself.", m.int("bid"), h()),
        "bid" => format!("Bid {}: {} should take about that much with your partner's help.", m.int("bid"), h()),
        "pass_partner_holds" => format!("Pass: your partner holds the bid, and your best suit ({}) is better spent helping him.", h()),
        "pass_not_more" => format!("Pass: your best suit is only {}, not enough to make more than {}.", h(), m.int("bid")),
        "pass_not_enough" => format!("Pass: your best suit is only {}, not enough for a bid of {}.", h(), m.int("min_bid")),
        "trump" => format!("Name {}: your strongest suit, {}.", m.suit("suit").name(), h()),
        "keep_none" => "Keep no dirt: you already hold enough cards.".into(),
        "keep" => format!("Keep {}: high dirt can win a trick that nobody trumps, and low dirt is of no use.", list(m.cards("cards"))),
        "give_none" => "Pass nothing: your partner has no room for them, or your low trumps guard your counters.".into(),
        "give" => format!(
            "Pass {} to your partner: low trumps that count nothing keep him in the hand, and you keep the high ones that guard your counters.",
            list(m.cards("cards"))
        ),
        "discard" => format!("Discard {}: your lowest cards, which can win nothing.", list(m.cards("cards"))),
        "dump_boss" => {
            format!("Play {} together: your high trump wins the trick, so the cards you add score for your side.", list(m.cards("cards")))
        }
        "dump" => format!("Play {} together: the extras that give the least away.", list(m.cards("cards"))),
        "pass" => "Pass.".into(),
        "play" => format!("Play {}.", m.card("card").pretty()),
        "lead_boss_points" => {
            format!("Lead {}: nothing left can beat it, so its {} are safe, and it pulls the opponents' trumps.", c(), pts("points"))
        }
        "lead_pull" => format!("Trump is still out: lead the high trump {} to pull it and bring the opponents' counters down.", c()),
        "lead_boss" => format!("Lead {}: nothing left can beat it, so you keep the lead and pull the last trumps.", c()),
        "lead_dirt" => format!("Lead {}: dirt gives nothing away and leaves your trumps to guard your counters.", c()),
        "lead_boss_clear" => format!("Lead {}: nothing left can beat it and no trump is out, so you keep the lead.", c()),
        "lead_dirt_bare" => format!("Lead {}: you hold no trump, and dirt gives nothing away.", c()),
        "lead_card" => format!("Lead {}: the expert rates it best here.", c()),
        "lead_two" => format!("Lead {}: the 2 scores for your side whoever wins the trick.", c()),
        "lead_low" => format!("Lead the low trump {}: it costs nothing and draws out the opponents' trumps.", c()),
        "lead_point" => format!("Lead {}: a trump worth at most a point, to draw out the opponents' trumps.", c()),
        "lead_partner" => format!("Lead {}: your partner may win it, and held back it could fall to a higher trump later.", c()),
        "lead_cheapest" => format!("Lead {}: the cheapest card you can lead here.", c()),
        "partner_give" => format!("Your partner is winning this trick: give him the {} ({}).", counter(), pts("points")),
        "partner_two" => format!("Your partner is winning this trick: play the {}, which scores for your side anyway.", c()),
        "partner_play" => format!("Your partner is winning this trick: play {}.", c()),
        "partner_keep" => format!("Your partner is winning this trick: play {} and keep your better cards.", c()),
        "win_sure_points" => format!("Win the trick with {}: nobody after you can beat it, and it takes {}.", c(), pts("points")),
        "win_sure" => format!("Win the trick with {}: nobody after you can beat it, and you take the lead.", c()),
        "take_points" => format!("Take the {} with {}: it beats everything played so far.", pts("points"), c()),
        "win_unless" => format!("Play {}: it wins the trick unless an opponent still to play holds a higher trump.", c()),
        "lost_two" => format!("You cannot win this trick: play the {}, which scores for your side whoever wins.", c()),
        "lost_dirt" => format!("You cannot win this trick: throw the dirt {} and keep your trumps.", c()),
        "duck" => format!("Let this trick go: play {} and keep your higher cards for later.", c()),
        "duck_two" => format!("Let this trick go: play the {}, which scores for your side whoever wins.", c()),
        "duck_dirt" => format!("Let this trick go: throw the dirt {} and keep your trumps for later.", c()),
        "lost_dirt_bare" => format!("You cannot win this trick: throw the dirt {}.", c()),
        "lost_low_bare" => format!("You cannot win this trick: play the low trump {}, which counts nothing.", c()),
        "lost_card" => format!("You cannot win this trick: play {}.", c()),
        "lost_low" => format!("You cannot win this trick: play the low trump {} and save your counters.", c()),
        "give_partner" => format!("Give your partner the {} ({}) and hope his card holds.", counter(), pts("points")),
        "cheapest" => format!("Play {}: every card you may play here gives something away, and this costs the least.", c()),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{ErrorCode, MatchRules};
    use crate::sixty_three::{SixtyThree, SixtyThreeOptions, SixtyThreeSetup, Switch};

    #[test]
    fn option_errors_keep_their_sentences() {
        let o = SixtyThreeOptions::default();
        let cases = [
            (SixtyThreeOptions { min_bid: 64, ..o.clone() }, "min_bid must be between 1 and 63"),
            (SixtyThreeOptions { dealer_default_contract: 0, ..o.clone() }, "dealer_default_contract must be between 1 and 63"),
            (SixtyThreeOptions { joker_points: 5, ..o.clone() }, "joker_points must be 15 or 0"),
            (SixtyThreeOptions { three_of_trump_points: 7, ..o.clone() }, "three_of_trump_points must be 0 or 15"),
            (
                SixtyThreeOptions { three_of_trump_points: 15, ..o.clone() },
                "joker_points and three_of_trump_points: exactly one of them is 15 (joker_points 0 goes with three_of_trump_points 15), so a hand is worth 63",
            ),
            (SixtyThreeOptions { game_target: 0, ..o.clone() }, "game_target must be between 1 and 10000"),
        ];
        for (bad, want) in cases {
            assert_eq!(bad.validate().unwrap_err(), want);
            let r = bad.validate_rules().unwrap_err();
            assert_eq!((r.code, r.message()), (ErrorCode::BadOptions, want.to_string()));
            assert!(r.msg.key.starts_with("sixty_three.option."));
        }
        assert!(o.validate().is_ok());
    }

    #[test]
    fn summaries_keep_their_sentences() {
        let o = SixtyThreeOptions::default();
        let summary = |o: &SixtyThreeOptions, declarer, contract, stuck, taken| {
            let g = SixtyThree::from_setup(SixtyThreeSetup::finished(o, declarer, contract, stuck, taken)).unwrap();
            let r = g.result().unwrap();
            assert_eq!(r.summary, r.summary_msg.english());
            assert!(r.summary_msg.key.starts_with("sixty_three.summary."));
            r.summary
        };
        assert_eq!(summary(&o, 0, 40, false, [45, 18]), "North–South bid 40 and took 45 points: North–South +45. East–West took 18: +18.");
        assert_eq!(summary(&o, 1, 50, false, [30, 33]), "East–West bid 50 but took only 33: East–West −50. North–South took 30: +30.");
        assert_eq!(
            summary(&o, 3, 25, true, [40, 23]),
            "West was stuck with 25 when everyone passed but took only 23: East–West −25. North–South took 40: +40."
        );
        let moon = SixtyThreeOptions { shoot_the_moon: Switch::On, ..o };
        assert_eq!(
            summary(&moon, 2, 126, false, [63, 0]),
            "North–South shot the moon and took 63 points: North–South +126. East–West took 0: +0."
        );
    }

    #[test]
    fn unknown_keys_are_left_to_others() {
        assert_eq!(english(&Msg::new("euchre.x")), None);
        assert_eq!(english(&Msg::new("sixty_three.no_such_key")), None);
        assert_eq!(seat_name(2), "South");
        assert_eq!(team_name(1), "East–West");
    }
}
