//! Sixty-six through the page protocol (`table.rs`): whole games with save and reload,
//! the `schnapsen` preset, typed errors, and neither views nor events ever naming a card
//! the viewer may not know.

use cardtable::table::{load_table, open_table, GAMES};
use serde_json::{json, Value};
use std::collections::BTreeSet;

fn cards_in(v: &Value, out: &mut BTreeSet<String>) {
    match v {
        Value::String(s) if s.len() == 2 && "9TJQKA".contains(&s[..1]) && "CDHS".contains(&s[1..]) => {
            out.insert(s.clone());
        }
        Value::Array(a) => a.iter().for_each(|x| cards_in(x, out)),
        Value::Object(m) => m.values().for_each(|x| cards_in(x, out)),
        _ => {}
    }
}

/// Every card seat 0 may know from its view: own hand, played cards, the trump card(s),
/// cards shown (marriages, exchanges, known cards in the other hand).
fn allowed(v: &Value) -> BTreeSet<String> {
    let mut a = BTreeSet::new();
    for k in [
        "hand",
        "played",
        "trump_card",
        "original_trump_card",
        "known_opponent_cards",
        "marriages",
        "exchanges",
        "last_trick",
        "trick",
        "exchange_card",
    ] {
        cards_in(&v[k], &mut a);
    }
    a
}

fn play_game(game: &str, options: Value, seed: u32) -> (usize, Value) {
    let mut t = open_table(game, options, seed, vec!["human".into(), "club".into()]).unwrap();
    let mut deals = 0;
    let mut seen = BTreeSet::new(); // cards seat 0 has held or seen so far this deal
    loop {
        while t.to_move_is_bot() {
            let ev = t.bot_move().unwrap();
            let v = t.view(0);
            let ok = allowed(&v);
            let mut named = BTreeSet::new();
            cards_in(&Value::Array(ev), &mut named);
            for c in named {
                assert!(ok.contains(&c) || seen.contains(&c), "event names {c}, which seat 0 cannot know");
            }
        }
        let v = t.view(0);
        let mut named = BTreeSet::new();
        cards_in(&v, &mut named);
        seen.extend(allowed(&v));
        for c in &named {
            // The deal-over summary may name the viewer's earlier cards; nothing else.
            assert!(seen.contains(c), "view shows {c}, which seat 0 cannot see");
        }
        match v["phase"].as_str().unwrap() {
            "game_over" => return (deals, v),
            "hand_over" => {
                deals += 1;
                assert!(v["hand_result"]["summary"].as_str().unwrap().len() > 10);
                assert!(v["opponent_points"].is_u64(), "totals are shown once the deal is over");
                let saved = t.save();
                t = load_table(&saved).unwrap();
                assert_eq!(t.view(0), v, "reload between deals");
                t.next_hand().unwrap();
                seen.clear();
            }
            _ => {
                assert_eq!(v["opponent_points"], Value::Null, "the opponent's total is hidden");
                let legal = v["legal"].as_array().unwrap();
                // Prefer a card; never a false declaration.
                let a = legal
                    .iter()
                    .find(|a| a["action"] == "play" || a["action"] == "marriage")
                    .or_else(|| legal.iter().find(|a| a["action"] == "pass"))
                    .unwrap_or(&legal[0])
                    .clone();
                let ev = t.play(&a).unwrap();
                assert!(!ev.is_empty());
            }
        }
    }
}

#[test]
fn sixty_six_is_offered_and_plays_to_seven() {
    assert!(GAMES.iter().any(|(n, _)| *n == "sixty_six"));
    let (deals, v) = play_game("sixty_six", Value::Null, 4);
    assert!(deals >= 3, "a game to 7 takes at least three deals");
    let w = v["winner"].as_u64().unwrap() as usize;
    assert!(v["scores"][w].as_i64().unwrap() >= 7);
    assert_eq!(v["game"], "sixty_six");
    assert_eq!(v["target"], 7);
}

#[test]
fn schnapsen_preset_plays_a_game() {
    let (_, v) = play_game("schnapsen", json!({"game_target": 10}), 8);
    assert_eq!(v["variant"], "schnapsen");
    assert_eq!(v["options"]["deck"], 20);
    assert_eq!(v["target"], 10);
}

#[test]
fn sixty_six_errors_are_typed_and_change_nothing() {
    assert_eq!(open_table("sixty_six", json!({"deck": 32}), 1, vec!["human".into(), "club".into()]).err().unwrap().code, "bad_options");
    assert_eq!(open_table("sixty_six", Value::Null, 1, vec!["human".into()]).err().unwrap().code, "bad_seats");
    let mut t = open_table("sixty_six", Value::Null, 21, vec!["human".into(), "club".into()]).unwrap();
    while t.to_move_is_bot() {
        t.bot_move().unwrap();
    }
    let before = t.view(0);
    assert!(t.play(&json!({"action": "play", "card": "ZZ"})).is_err());
    assert_eq!(t.play(&json!({"action": "pass"})).unwrap_err().code, "not_legal_now");
    let e = t.play(&json!({"action": "exchange_trump", "card": "AS"})).unwrap_err();
    assert!(!e.message().is_empty());
    assert_eq!(t.view(0), before);
}

#[test]
fn hints_give_a_legal_action_and_a_reason() {
    let mut t = open_table("sixty_six", Value::Null, 33, vec!["human".into(), "club".into()]).unwrap();
    let mut hints = 0;
    for _ in 0..60 {
        while t.to_move_is_bot() {
            t.bot_move().unwrap();
        }
        let v = t.view(0);
        if v["phase"] == "hand_over" || v["phase"] == "game_over" {
            break;
        }
        let h = t.hint(0).unwrap();
        assert!(v["legal"].as_array().unwrap().contains(&h["action"]), "{h}");
        assert!(h["reason"].as_str().unwrap().len() > 10, "{h}");
        t.play(&h["action"]).unwrap();
        hints += 1;
    }
    assert!(hints > 3);
}

/// A deal code opens the same deal again (the share link of the hand summary), in every
/// game; a code of another game or a malformed one is refused with `bad_deal_code`.
#[test]
fn a_deal_code_opens_the_same_deal() {
    use cardtable::table::{open_table, open_table_at, Start};
    for (game, seats) in [("euchre", 4), ("sixty_six", 2), ("schnapsen", 2), ("sixty_three", 4)] {
        let seats = || vec!["club".to_string(); seats];
        let mut t = open_table(game, serde_json::Value::Null, 77, seats()).unwrap();
        // Move on to a later deal, so the code names more than the seed.
        while t.to_move_is_bot() {
            t.bot_move().unwrap();
        }
        assert_eq!(t.view(0)["phase"], "hand_over", "{game}");
        t.next_hand().unwrap();
        let code = t.deal_code();
        let again = open_table_at(game, serde_json::Value::Null, Start::Deal(&code), seats()).unwrap();
        for seat in 0..t.view(0)["seats"].as_array().unwrap().len() {
            assert_eq!(again.view(seat)["hand"], t.view(seat)["hand"], "{game} seat {seat}");
        }
        assert_eq!(again.deal_code(), code);
        assert_eq!(again.view(0)["dealer"], t.view(0)["dealer"]);
        let err = open_table_at(game, serde_json::Value::Null, Start::Deal("bridge-1-2-3"), seats()).err().unwrap();
        assert_eq!(err.code, "bad_deal_code", "{game}");
    }
}
