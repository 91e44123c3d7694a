//! Euchre's English sentences, by message key (`euchre.*`): refusals (docs/rules/euchre.md
//! §5, §8), option errors (§13), hand summaries (§10), hint reasons, and the words they use.
//! The keys and parameters are what the page translates.

use crate::cards::Card;
use crate::words::{capitalize, count, Msg};

/// A card's name in Euchre sentences: the joker is the Benny (§14.4).
pub fn card_name(c: Card) -> String {
    if c.is_joker() {
        return "Benny (joker)".into();
    }
    c.pretty()
}

/// A card's name in hints: the joker is simply the Benny.
fn hint_card_name(c: Card) -> String {
    if c.is_joker() {
        return "Benny".into();
    }
    c.pretty()
}

/// Cards as "the A♠", "the A♠ and the K♠", "the A♠, the K♠ and the Q♠".
fn the_cards(cs: crate::cards::CardSet) -> String {
    let names: Vec<String> = cs.iter().map(|c| format!("the {}", hint_card_name(c))).collect();
    match names.len() {
        0 => String::new(),
        1 => names[0].clone(),
        n => format!("{} and {}", names[..n - 1].join(", "), names[n - 1]),
    }
}

/// Why a led card is boss (`euchre.hint.lead_boss`): the higher cards turned down, played,
/// discarded or held, e.g. "the A♠ was turned down".
fn boss_why(m: &Msg) -> String {
    let mut parts = Vec::new();
    let one = |cs: crate::cards::CardSet, one: &str, many: &str| format!("{} {}", the_cards(cs), if cs.len() == 1 { one } else { many });
    for (name, s1, sn) in [
        ("turned_down", "was turned down", "were turned down"),
        ("played", "has been played", "have been played"),
        ("discarded", "was your discard", "were your discards"),
    ] {
        let cs = m.cards(name);
        if !cs.is_empty() {
            parts.push(one(cs, s1, sn));
        }
    }
    let held = m.cards("held");
    if !held.is_empty() {
        parts.push(format!("you hold {}", the_cards(held)));
    }
    match parts.len() {
        0 => {
            if m.int("trump") != 0 {
                "no trump is left against it".into()
            } else {
                "nothing left can beat it".into()
            }
        }
        1 => parts.remove(0),
        n => format!("{} and {}", parts[..n - 1].join(", "), parts[n - 1]),
    }
}

/// `" alone"` when the maker went alone (the `alone` flag).
fn alone(m: &Msg) -> &'static str {
    if m.int("alone") != 0 {
        " alone"
    } else {
        ""
    }
}

/// `" by a lone defender"` when the makers were euchred by one.
fn by_lone_defender(m: &Msg) -> &'static str {
    if m.int("lone_defender") != 0 {
        " by a lone defender"
    } else {
        ""
    }
}

/// `" each"` at a three-handed table, where both opponents score (§14.2).
fn each(m: &Msg) -> &'static str {
    if m.int("players") == 3 {
        " each"
    } else {
        ""
    }
}

/// What the player should be doing in a phase (`euchre.not_legal_now`'s `phase`).
fn phase_words(phase: &str) -> &'static str {
    match phase {
        "bid1" => "pass or order up the upcard",
        "bid2" => "pass or name a trump suit",
        "name_trump" => "name trump",
        "discard" => "discard a card",
        "alone" => "decide whether to go alone",
        "best_discard" => "discard a card before receiving your partner's best",
        "give_best" => "give your lone partner your best card",
        "play" => "play a card",
        _ => "start the next hand",
    }
}

/// The English sentence for a `euchre.*` key, or `None` for another game's key.
pub(crate) fn english(m: &Msg) -> Option<String> {
    if let Some(kind) = m.key.strip_prefix("euchre.trick.") {
        return crate::words::trick_why_english(kind, m, card_name);
    }
    Some(match m.key {
        "euchre.stuck_dealer" => "Stick the dealer: the dealer may not pass in round 2 and must name trump.".into(),
        "euchre.turned_down_suit" => format!("{} was turned down in round 1; name another suit.", capitalize(m.suit("suit").name())),
        "euchre.not_in_hand" => format!("You don't hold the {}.", card_name(m.card("card"))),
        "euchre.cannot_discard_upcard" => "You may not discard the upcard; discard one of your original five cards.".into(),
        "euchre.must_follow.left_bower" => format!(
            "You must follow {led}: the {} is the left bower, a {tr} while {tr} are trump, so it cannot follow {led}.",
            card_name(m.card("card")),
            led = m.suit("led").name(),
            tr = m.suit("trump").name()
        ),
        "euchre.must_follow.trump" => format!(
            "Trump ({}) was led and you hold trump: you must follow with a trump (the left bower counts as one).",
            m.suit("trump").name()
        ),
        "euchre.must_follow" => format!("You must follow {} while you hold one.", m.suit("suit").name()),
        "euchre.not_legal_now" => format!("Not now: it is time to {}.", phase_words(m.word("phase"))),
        // Options (§13, §14): the option's name and the value given; the allowed values are
        // in the sentence.
        "euchre.option.players" => format!("{} must be 2, 3 or 4", m.word("option")),
        "euchre.option.game_target" => format!("{} must be 5, 7, 10 or 11", m.word("option")),
        "euchre.option.deck" => format!("{} must be 24 or 32", m.word("option")),
        "euchre.option.hand_size" => format!("{} must be 5 or 7", m.word("option")),
        "euchre.option.hand_size_deck" => format!("{} 7 needs the 32-card deck", m.word("option")),
        "euchre.option.euchred_lone_maker_points" => format!("{} must be 2 or 4", m.word("option")),
        "euchre.option.three_hand_march" => format!("{} must be 2 or 3", m.word("option")),
        "euchre.option.too_few_cards" => "not enough cards for that many players and hand size".into(),
        // The makers in a hand's summary: a partnership, or a seat.
        "euchre.side.team" => if m.int("team") == 0 { "North–South" } else { "East–West" }.into(),
        "euchre.side.seat" => format!("Seat {}", m.int("seat")),
        // Hand summaries (§10, §14.2).
        "euchre.summary.void" => {
            let why = if m.word("why") == "all_passed" { "Everyone passed twice" } else { "No trump" };
            format!("{why}: the hand is void and the deal passes to the left.")
        }
        "euchre.summary.march" => {
            format!("{} marched{}: all {} tricks, {} points.", m.sub("makers"), alone(m), m.int("tricks"), m.int("points"))
        }
        "euchre.summary.made" => {
            format!("{} made {}{} with {} tricks: 1 point.", m.sub("makers"), m.suit("trump").name(), alone(m), m.int("tricks"))
        }
        "euchre.summary.euchred" => format!(
            "{} were euchred{} with {}: the defenders score {}{}.",
            m.sub("makers"),
            by_lone_defender(m),
            count(m.int("tricks"), "trick", "tricks"),
            m.int("points"),
            each(m)
        ),
        // The makers in a summary told to one seat.
        "euchre.makers.you_and_partner" => "You and your partner".into(),
        "euchre.makers.you" => "You".into(),
        "euchre.makers.opponents" => "The opponents".into(),
        "euchre.makers.player" => format!("Player {}", m.int("player")),
        // Hand summaries told to one seat (the page's end-of-hand panel).
        "euchre.seat_summary.march" => {
            let pts = m.int("points");
            let unit = if pts == 1 { "point" } else { "points" };
            format!("{} marched{} in {}: all the tricks, {pts} {unit}.", m.sub("makers"), alone(m), m.suit("trump").name())
        }
        "euchre.seat_summary.made" => {
            format!("{} made {}{} with {} tricks: 1 point.", m.sub("makers"), m.suit("trump").name(), alone(m), m.int("tricks"))
        }
        "euchre.seat_summary.euchred" => {
            let gain = match m.word("gain") {
                "opponents" => "the opponents score",
                "your_side" => "your side scores",
                _ => "the defenders score",
            };
            format!(
                "{} were euchred{} in {} with {}: {gain} {}{}.",
                m.sub("makers"),
                by_lone_defender(m),
                m.suit("trump").name(),
                count(m.int("tricks"), "trick", "tricks"),
                m.int("points"),
                each(m)
            )
        }
        // Hint reasons.
        "euchre.hint.order_up" => "Your hand is strong in the upcard's suit: order it up.".into(),
        "euchre.hint.order_up_short" => {
            let n = m.int("trumps");
            format!(
                "Order it up: only {n} {} with it, a risk, but the expert rates it above passing.",
                if n == 1 { "trump" } else { "trumps" }
            )
        }
        "euchre.hint.pass" => "Not enough trump to make it safely: pass.".into(),
        "euchre.hint.pass_long" => {
            format!("Pass: even {} {} are not enough to make it safely from here.", m.int("trumps"), m.suit("suit").name())
        }
        "euchre.hint.call" => format!("{} is your strongest suit: name it.", capitalize(m.suit("suit").name())),
        "euchre.hint.call_other" => {
            let n = m.int("trumps");
            let suit = m.suit("suit").name();
            match n {
                0 => format!("Name {suit}: you hold no trump in it, but the expert rates it best here."),
                1 | 2 => {
                    format!("Name {suit}: only {n} {}, a risk, but the expert rates it best here.", if n == 1 { "trump" } else { "trumps" })
                }
                _ => format!("Name {suit}: {n} trumps, and the expert rates it best here."),
            }
        }
        "euchre.hint.name_trump" => format!("Name {}.", m.suit("suit").name()),
        "euchre.hint.alone" => "Strong enough to take every trick: go alone for 4.".into(),
        "euchre.hint.partner" => "Not a sure march: play with your partner.".into(),
        "euchre.hint.discard_void" => {
            format!("Discard the {}: it leaves you void in {}, ready to trump.", hint_card_name(m.card("card")), m.suit("suit").name())
        }
        "euchre.hint.discard" => format!("Discard the {}, your least useful card.", hint_card_name(m.card("card"))),
        "euchre.hint.discard_plain" => format!("Discard the {}.", hint_card_name(m.card("card"))),
        "euchre.hint.give_best" => format!("Give your partner the {}, your best card.", hint_card_name(m.card("card"))),
        "euchre.hint.lead_trump" => format!("Trump is still out: lead the {} to draw it.", hint_card_name(m.card("card"))),
        "euchre.hint.cash" => format!("Cash the {} while it is good.", hint_card_name(m.card("card"))),
        "euchre.hint.lead" => format!("Lead the {} and keep your trumps for later.", hint_card_name(m.card("card"))),
        "euchre.hint.lead_boss" => format!("Lead the {}: it is boss, as {}.", hint_card_name(m.card("card")), boss_why(m)),
        "euchre.hint.lead_no_trump" => {
            format!("Lead the {}: you hold no trump and no sure winner, so lead from your plain suits.", hint_card_name(m.card("card")))
        }
        "euchre.hint.partner_winning" => "Your partner is winning this trick: play low.".into(),
        "euchre.hint.partner_winning_void" => format!(
            "Your partner is winning this trick: throw the {} and be void in {}.",
            hint_card_name(m.card("card")),
            m.suit("suit").name()
        ),
        "euchre.hint.partner_winning_card" => {
            format!("Your partner is winning this trick: leave it and play the {}.", hint_card_name(m.card("card")))
        }
        "euchre.hint.duck" => {
            format!("Let this trick go: play the {} and keep your stronger cards for later.", hint_card_name(m.card("card")))
        }
        "euchre.hint.trump_in" => {
            format!("You are out of {}: trump in with the {}.", m.suit("led").name(), hint_card_name(m.card("card")))
        }
        "euchre.hint.take_trick" => format!("Take the trick with the {}.", hint_card_name(m.card("card"))),
        "euchre.hint.throw_off" => format!("You can't win this trick: throw the {}, your cheapest card.", hint_card_name(m.card("card"))),
        "euchre.hint.throw_off_void" => {
            format!("You can't win this trick: throw the {} and be void in {}.", hint_card_name(m.card("card")), m.suit("suit").name())
        }
        "euchre.hint.throw_off_card" => format!("You can't win this trick: throw the {}.", hint_card_name(m.card("card"))),
        _ => return None,
    })
}
