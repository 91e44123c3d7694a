//! Sixty-six's English sentences, by message key (`sixty_six.*`): refusals, hint reasons
//! (`sixty_six.hint.*`), deal summaries (`sixty_six.summary.*`) and option errors
//! (`sixty_six.option.*`).

use crate::cards::{rank, Card, Suit};
use crate::words::{capitalize, Msg, Param};

/// A card's name for messages: "the queen of hearts", "the 10 of spades".
pub fn card_words(c: Card) -> String {
    let r = match c.rank() {
        rank::ACE => "ace",
        rank::TEN => "10",
        rank::KING => "king",
        rank::QUEEN => "queen",
        rank::JACK => "jack",
        9 => "9",
        _ => "card",
    };
    let s = c.suit().map_or("", |s| s.name());
    format!("the {r} of {s}")
}

/// The singular of a suit name ("heart"), for "a higher heart".
pub fn suit_singular(s: Suit) -> &'static str {
    ["club", "diamond", "heart", "spade"][s.index()]
}

/// The English sentence for a `sixty_six.*` key, or `None` for another game's key.
pub(crate) fn english(m: &Msg) -> Option<String> {
    let key = m.key.strip_prefix("sixty_six.")?;
    if let Some(k) = key.strip_prefix("hint.") {
        return hint(k, m);
    }
    if let Some(k) = key.strip_prefix("trick.") {
        return crate::words::trick_why_english(k, m, crate::words::card_name);
    }
    if let Some(k) = key.strip_prefix("summary.") {
        return summary(k, m);
    }
    if let Some(k) = key.strip_prefix("option.") {
        return option(k, m);
    }
    refusal(key, m)
}

/// "9" or "jack": the rank of the card exchanged for the face-up card (§5.1, §15.4).
fn exchange_rank(c: Card) -> &'static str {
    if c.rank() == 9 {
        "9"
    } else {
        "jack"
    }
}

fn refusal(key: &str, m: &Msg) -> Option<String> {
    Some(match key {
        "deal_over" => "The deal is over.".into(),
        "not_now" => {
            let what = match m.word("stage") {
                "lead" => "lead a card (or exchange, close, declare)",
                "follow" => "play a card to the trick",
                "close_or_draw" => "close the stock or draw",
                "final" => "declare 66 or pass",
                _ => "start the next deal",
            };
            format!("Not now: it is time to {what}.")
        }
        "not_in_hand" => format!("You don't hold {}.", card_words(m.card("card"))),
        "no_lead" => "There is no card to follow.".into(),
        "must_beat" => {
            let c = m.card("card");
            format!("You must beat {} with a higher {}.", card_words(c), c.suit().map_or("card", suit_singular))
        }
        "must_follow" => format!("You must follow {} while you hold one.", m.suit("suit").name()),
        "must_trump" => {
            format!("You have no {} but hold a trump: you must trump ({}).", m.suit("suit").name(), m.suit("trump").name())
        }
        "bad_marriage" => "A marriage is announced by leading its king or queen.".into(),
        "marriage_not_leader" => "Only the player on lead can announce a marriage, before leading.".into(),
        "no_marriage" => format!("You need both the king and the queen of {}.", m.suit("suit").name()),
        "marriage_phase2" => "Marriages can no longer be announced once the stock is closed or used up.".into(),
        "marriage_king_only" => "In this game a marriage is announced by leading the king.".into(),
        "declare_automatic" => "In this game 66 is declared automatically.".into(),
        "not_trump_nine" => {
            let c = m.card("card");
            format!(
                "Only the {} of trumps ({}) can be exchanged for the face-up card.",
                exchange_rank(c),
                c.suit().map_or("", |s| s.name())
            )
        }
        "exchange_not_leader" => {
            format!("Only the player on lead may exchange the {} of trumps, before leading.", exchange_rank(m.card("card")))
        }
        "exchange_stock_closed" => "The stock is closed: no more exchanges.".into(),
        "exchange_stock_too_small" => "Too few cards are left in the stock to exchange.".into(),
        "need_trick" => format!("You must win a trick before exchanging the {} of trumps.", exchange_rank(m.card("card"))),
        "closing_not_allowed" => "Closing the stock is not part of this game.".into(),
        "close_not_leader" => "Only the player on lead may close the stock, before leading.".into(),
        "already_closed" => "The stock is already closed.".into(),
        "close_stock_too_small" => "Too few cards are left in the stock to close it.".into(),
        "declare_not_leader" => "Only the player on lead may declare 66.".into(),
        "pass_not_now" => "You may pass only after the last trick, instead of declaring.".into(),
        _ => return None,
    })
}

fn hint(key: &str, m: &Msg) -> Option<String> {
    let card = || card_words(m.card("card"));
    let total = m.int("total");
    let pts = m.int("points");
    Some(match key {
        "declare" => format!("You have {total}: declare 66 now and end the deal before anything can go wrong."),
        "declare_short" => format!("You have only {total}, but declaring loses less here than playing on."),
        "pass" => "You are under 66: end the deal without a false claim.".into(),
        "marriage_declare" => format!(
            "Showing the {} marriage ({pts}) brings you to {}: declare at once.",
            suit_singular(m.suit("suit")),
            total + pts
        ),
        "marriage_counts" => {
            format!("Show the {} marriage while you lead: {pts} points, and it counts at once.", suit_singular(m.suit("suit")))
        }
        "marriage_pending" => format!(
            "Show the {} marriage while you lead: {pts} points, and it counts as soon as you win a trick.",
            suit_singular(m.suit("suit"))
        ),
        "exchange" => {
            let up = match m.param("face_up") {
                Some(Param::Card(c)) => card_words(*c),
                _ => String::new(),
            };
            format!("Swap {} for {up} lying face up: a better trump for nothing.", card())
        }
        "close" => format!(
            "Close the stock: with your {total} points and these cards you should reach 66 under strict play, and the opponent cannot draw help."
        ),
        "close_fresh" => "Close the stock: these cards should reach 66 under strict play, and the opponent cannot draw help.".into(),
        "draw" => "Keep the stock open and draw: closing now is too risky.".into(),
        "take_trick" => format!("Take {} with {}: {pts} points for you.", card_words(m.card("lead")), card()),
        "trump_trick" => format!("Trump {} with {}: {pts} points for you.", card_words(m.card("lead")), card()),
        "lose_strict" => format!("This trick is lost under strict play: give {}, the card you can best spare.", card()),
        "lose_searched" => format!("Let this trick go with {}: the search finds it costs least later on.", card()),
        "lose_cheap" => format!("Let this trick go with {}: keep your trumps and high cards for later.", card()),
        "lead_safe_trump" => format!("Lead {}: nothing left can beat it, so its {pts} points are safe.", card()),
        "lead_highest" => {
            let s = m.card("card").suit().map_or("", suit_singular);
            format!("Lead {}, the highest {s} left: the opponent must follow suit or trump it.", card())
        }
        "lead_trump_strict" => format!(
            "Lead {}: under strict play the opponent must answer with a trump if they have one, which draws their trumps.",
            card()
        ),
        "lead_cheap_strict" => format!("Lead {}: a cheap card; under strict play the opponent must follow suit or spend a trump.", card()),
        "lead_strict" => format!("Lead {}: under strict play the opponent must follow suit or trump it.", card()),
        "lead_quiet_marriage" => format!("Lead {} without showing the marriage: the search rates keeping it quiet best here.", card()),
        "lead_low_trump" => format!("Lead {}: a low trump the opponent must beat with a better one or give up the trick.", card()),
        "lead_high" => format!("Lead {}: the opponent must spend a trump on it or give you {pts} points or more.", card()),
        "lead_low" => format!("Lead {}: little to lose, and your trumps, tens and marriage cards stay home.", card()),
        _ => return None,
    })
}

/// The deal's summary (`score::summary_msg`): players named "Seat n", or "you" and "your
/// opponent" with a `viewer` parameter ("you" takes the plural verb); first letter capital.
fn summary(key: &str, m: &Msg) -> Option<String> {
    if key == "drawn_65" {
        return Some("Nobody declared and both have 65: nobody scores; the next deal's winner gets 1 extra game point.".into());
    }
    let viewer = m.param("viewer").map(|_| m.int("viewer"));
    let name = |s: i64| match viewer {
        Some(v) if v == s => "you".to_string(),
        Some(_) => "your opponent".to_string(),
        None => format!("Seat {s}"),
    };
    let w = m.int("winner");
    let (wn, ln) = (name(w), name(1 - w));
    let you = |n: &str| n.eq_ignore_ascii_case("you");
    let is = |n: &str| if you(n) { "are" } else { "is" };
    let has = |n: &str| if you(n) { "have" } else { "has" };
    let declarer = m.param("declarer").map(|_| name(m.int("declarer"))).unwrap_or_default();
    let dtotal = m.int("total");
    let how = match m.word("basis") {
        "loser_no_trick" => format!("{ln} took no trick"),
        "loser_under_33" => format!("{ln} {} under 33", is(&ln)),
        "loser_33_or_more" => format!("{ln} {} 33 or more", has(&ln)),
        "false_claim_opponent_no_trick" => format!("a false claim while {wn} had no trick"),
        "false_claim" => "a false claim".into(),
        "closing_failed_opponent_no_trick_at_closing" => format!("the close failed and {wn} had no trick when it was made"),
        "closing_failed_opponent_no_trick_at_end" => format!("the close failed and {wn} took no trick"),
        "closing_failed" => "the close failed".into(),
        "old_penalty_opponent_no_trick" => format!("the stock was closed before {wn} had a trick"),
        "old_penalty_closer_under_33" => format!("the close failed with {ln} under 33"),
        "old_penalty_closer_33_or_more" => format!("the close failed with {ln} on 33 or more"),
        "last_trick_one_point" => "nobody reached 66".into(),
        _ => String::new(),
    };
    let what = match key {
        "declared" => format!("{declarer} declared {dtotal}"),
        "false_declaration" => format!("{declarer} declared with only {dtotal}"),
        "declared_before_closer" => format!("{declarer} declared {dtotal} before the closer"),
        "no_declaration" => format!("nobody declared and {wn} won the last trick"),
        "closer_no_declaration" => format!("{ln} closed the stock but never declared 66"),
        _ => return None,
    };
    let verb = if you(&wn) { "score" } else { "scores" };
    let gp = match m.int("game_points") {
        1 => "1 game point".to_string(),
        n => format!("{n} game points"),
    };
    Some(capitalize(&format!("{what}; {how}: {wn} {verb} {gp}.")))
}

/// Option errors: `sixty_six.option.one_of` with the `option` name and its allowed values
/// `a`, `b` and maybe `c`.
fn option(key: &str, m: &Msg) -> Option<String> {
    match key {
        "one_of" if m.param("c").is_some() => {
            Some(format!("{} must be {}, {} or {}", m.word("option"), m.int("a"), m.int("b"), m.int("c")))
        }
        "one_of" => Some(format!("{} must be {} or {}", m.word("option"), m.int("a"), m.int("b"))),
        _ => None,
    }
}
