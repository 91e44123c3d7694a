//! The English sentences of the other forms of Sixty-six (docs/rules/sixty-six.md §15), by
//! message key (`sixty_six_forms.*`): refusals, deal summaries
//! (`sixty_six_forms.summary.*`) and hint reasons (`sixty_six_forms.hint.*`).

use crate::words::Msg;

/// The English sentence for a `sixty_six_forms.*` key, or `None` for another game's key.
pub(crate) fn english(m: &Msg) -> Option<String> {
    let key = m.key.strip_prefix("sixty_six_forms.")?;
    if let Some(k) = key.strip_prefix("summary.") {
        return summary(k, m);
    }
    if let Some(k) = key.strip_prefix("hint.") {
        return hint(k, m);
    }
    if let Some(k) = key.strip_prefix("trick.") {
        return crate::words::trick_why_english(k, m, crate::words::card_name);
    }
    refusal(key, m)
}

fn refusal(key: &str, m: &Msg) -> Option<String> {
    Some(match key {
        "not_now" => {
            let what = match m.word("phase") {
                "auction" => "bid or pass",
                "trump" => "name trump",
                "play" => "play a card",
                _ => "start the next deal",
            };
            format!("Not now: it is time to {what}.")
        }
        "bid_too_low" => format!("Bid at least {}: a bid must top every earlier bid.", m.int("min")),
        "bid_too_high" => format!("The highest bid is {}.", m.int("max")),
        "not_in_hand" => format!("You don't hold the {}.", m.card("card")),
        "must_follow" => format!("You must follow {} while you hold one.", m.suit("suit").name()),
        "must_beat" => format!("You must beat the {} when you can.", m.card("card")),
        "must_trump" => format!("You have no {} but hold a trump: you must trump ({}).", m.suit("suit").name(), m.suit("trump").name()),
        "must_overtrump" => format!("You must play a trump higher than the {} when you hold one.", m.card("card")),
        _ => return None,
    })
}

fn summary(key: &str, m: &Msg) -> Option<String> {
    Some(match key {
        "side_66" => format!("Side {} took {} card points and scores {}.", m.int("side"), m.int("total"), m.int("game_points")),
        "tie_65" => "65–65: nobody scores; the winners of the next deal get 1 extra game point.".into(),
        "made" => format!("The bid of {} was made with {}: {} game points.", m.int("bid"), m.int("total"), m.int("game_points")),
        "set" => format!("The bid of {} failed: each opponent scores {}.", m.int("bid"), m.int("game_points")),
        "all_passed" => "Everybody passed: the deal is void.".into(),
        "three_hand" => format!("{} The dealer, who sat out, scores the same.", m.sub("summary")),
        _ => return None,
    })
}

fn hint(key: &str, m: &Msg) -> Option<String> {
    Some(match key {
        "bid" => format!("Your hand is worth about {} points with its best trump: bid {}.", m.int("estimate"), m.int("bid")),
        "pass" => format!("Your hand is worth about {} points: too little to bid.", m.int("estimate")),
        "trump" => format!("Name {} trump: your longest and strongest suit.", m.suit("suit").name()),
        "win_cheaply" => "Win the trick as cheaply as the rules allow.".into(),
        "partner_winning" => "Your partner is winning: add points.".into(),
        "cannot_win" => "You cannot win this trick: give the fewest points.".into(),
        "lead_boss" => "Lead a card nobody can beat.".into(),
        "lead_low" => "Lead low and keep your winners.".into(),
        _ => return None,
    })
}
