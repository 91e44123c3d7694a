//! Euchre's English sentences, by message key (`euchre.*`): refusals (docs/rules/euchre.md
//! §5, §8) and the words they use. The keys and parameters are what the page translates.

use crate::cards::Card;
use crate::words::{capitalize, Msg};

/// A card's name in Euchre sentences: the joker is the Benny (§14.4).
pub fn card_name(c: Card) -> String {
    if c.is_joker() {
        return "Benny (joker)".into();
    }
    c.pretty()
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
        _ => return None,
    })
}
