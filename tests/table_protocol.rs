//! The page protocol (`table.rs`, wrapped 1:1 by `wasm.rs`): typed errors, no state lost on
//! a rejected action, hidden cards never in a view, a whole game driven through it.

use cardtable::table::{load_table, open_table};
use serde_json::{json, Value};

fn seats(human: bool) -> Vec<String> {
    let mut v = vec!["club".to_string(); 4];
    if human {
        v[0] = "human".into();
    }
    v
}

#[test]
fn bad_input_gets_typed_errors() {
    let e = open_table("bridge", Value::Null, 1, seats(true)).err().unwrap();
    assert_eq!(e.code, "unknown_game");
    let e = open_table("euchre", json!({"game_target": 3}), 1, seats(true)).err().unwrap();
    assert_eq!(e.code, "bad_options");
    assert!(e.message().contains("game_target"));
    let e = open_table("euchre", json!({"no_such_option": true}), 1, seats(true)).err().unwrap();
    assert_eq!(e.code, "bad_options");
    let e = open_table("euchre", Value::Null, 1, vec!["human".into()]).err().unwrap();
    assert_eq!(e.code, "bad_seats");
    let e = open_table("euchre", Value::Null, 1, vec!["human".into(), "wizard".into(), "club".into(), "club".into()]).err().unwrap();
    assert_eq!(e.code, "bad_seats");
    assert_eq!(load_table("not json").err().unwrap().code, "bad_save");
}

#[test]
fn rejected_actions_change_nothing() {
    let mut t = open_table("euchre", Value::Null, 11, seats(true)).unwrap();
    // Let the bots act until the human is to move.
    while t.to_move_is_bot() {
        t.bot_move().unwrap();
    }
    let before = t.view(0);
    for bad in [json!({"action": "fly"}), json!(42), json!({"action": "play", "card": "ZZ"}), json!({"action": "call", "suit": "X"})] {
        let e = t.play(&bad).unwrap_err();
        assert_eq!(e.code, "bad_action", "{bad}");
    }
    // A well-formed but illegal action.
    let legal: Vec<Value> = before["legal"].as_array().unwrap().clone();
    let candidates = [json!({"action": "play", "card": "9C"}), json!({"action": "discard", "card": "AS"}), json!({"action": "alone"})];
    for c in candidates {
        if !legal.contains(&c) {
            let e = t.play(&c).unwrap_err();
            assert!(!e.code.as_str().is_empty() && !e.message().is_empty());
        }
    }
    assert_eq!(t.view(0), before, "state unchanged after rejected actions");
    let e = t.bot_move().unwrap_err();
    assert_eq!(e.code, "not_bot_turn");
}

#[test]
fn views_never_show_hidden_cards() {
    let mut t = open_table("euchre", Value::Null, 5, seats(false)).unwrap();
    for _ in 0..200 {
        if !t.to_move_is_bot() {
            break;
        }
        t.bot_move().unwrap();
        let v = t.view(0);
        let text = v.to_string();
        let mine: Vec<String> = v["hand"].as_array().unwrap().iter().map(|c| c.as_str().unwrap().to_string()).collect();
        // Cards of seat 0's view: own hand, upcard, played cards. Nothing else may appear.
        let mut allowed = mine.clone();
        allowed.push(v["upcard"].as_str().unwrap().to_string());
        for tr in [&v["trick"], &v["last_trick"]["plays"]] {
            if let Some(a) = tr.as_array() {
                for p in a {
                    allowed.push(p["card"].as_str().unwrap().to_string());
                }
            }
        }
        // Every quoted two-letter card code in the view must be allowed.
        for r in "9TJQKA".chars() {
            for s in "CDHS".chars() {
                let code = format!("\"{r}{s}\"");
                if text.contains(&code) {
                    let bare = code.trim_matches('"').to_string();
                    assert!(allowed.contains(&bare), "view shows {bare} which seat 0 cannot see");
                }
            }
        }
    }
}

#[test]
fn a_whole_game_through_the_protocol_with_save_and_load() {
    let mut t = open_table("euchre", json!({"stick_the_dealer": true}), 99, seats(true)).unwrap();
    let mut hands = 0;
    loop {
        while t.to_move_is_bot() {
            t.bot_move().unwrap();
        }
        let v = t.view(0);
        match v["phase"].as_str().unwrap() {
            "game_over" => break,
            "hand_over" => {
                hands += 1;
                // Save and reload between hands: the match goes on identically.
                let saved = t.save();
                t = load_table(&saved).unwrap();
                assert_eq!(t.view(0), v);
                t.next_hand().unwrap();
            }
            _ => {
                let a = v["legal"][0].clone();
                let ev = t.play(&a).unwrap();
                assert!(!ev.is_empty());
            }
        }
    }
    let v = t.view(0);
    let w = v["winner"].as_u64().unwrap() as usize;
    assert!(v["scores"][w].as_i64().unwrap() >= 10);
    assert!(hands >= 1);
    assert!(t.next_hand().is_err());
    t.new_game();
    assert_eq!(t.view(0)["scores"], json!([0, 0]));
}

#[test]
fn arena_control_identical_bots_come_out_even() {
    use cardtable::arena::arena;
    use cardtable::bots::BotKind;
    use cardtable::euchre::{Euchre, EuchreOptions};
    let r = arena::<Euchre>(BotKind::Random, BotKind::Random, 400, 9, 2, &EuchreOptions::default());
    assert_eq!(r.games, 400);
    assert!(r.ci95[0] <= 0.5 && 0.5 <= r.ci95[1], "control {:?}", r);
    let r = arena::<Euchre>(BotKind::Club, BotKind::Random, 100, 9, 2, &EuchreOptions::default());
    assert!(r.ci95[0] > 0.9, "club vs random {:?}", r);
}

#[test]
fn bot_actions_are_reproducible_and_hints_explain() {
    let mut seats4 = vec!["expert".to_string(), "club".to_string(), "strong".to_string(), "club".to_string()];
    let mut t = open_table("euchre", Value::Null, 21, seats4.clone()).unwrap();
    // The worker path: a copy loaded from the save picks the same action as the table.
    for _ in 0..12 {
        if !t.to_move_is_bot() {
            break;
        }
        let copy_choice = load_table(&t.save()).unwrap().bot_action().unwrap();
        assert_eq!(t.bot_action().unwrap(), copy_choice);
        t.apply_bot_action(&copy_choice).unwrap();
    }
    // Hints: the human to move gets a legal action and a sentence.
    seats4[0] = "human".into();
    let mut t = open_table("euchre", Value::Null, 22, seats4).unwrap();
    while t.to_move_is_bot() {
        t.bot_move().unwrap();
    }
    let v = t.view(0);
    if v["to_move"] == json!(0) {
        let h = t.hint(0).unwrap();
        assert!(v["legal"].as_array().unwrap().contains(&h["action"]), "{h}");
        assert!(h["reason"].as_str().unwrap().len() > 10);
        assert!(t.apply_bot_action(&h["action"]).is_err(), "a human is to move");
        assert!(t.hint(1).is_err());
    }
}

#[test]
fn corrupted_saves_are_refused_not_panics() {
    let mut t = open_table("euchre", Value::Null, 4, seats(false)).unwrap();
    for _ in 0..6 {
        t.bot_move().unwrap();
    }
    let save: Value = serde_json::from_str(&t.save()).unwrap();
    let inner: Value = serde_json::from_str(save["session"].as_str().unwrap()).unwrap();
    let edit = |f: &dyn Fn(&mut Value)| {
        let mut i = inner.clone();
        f(&mut i);
        let mut s = save.clone();
        s["session"] = Value::String(i.to_string());
        s.to_string()
    };
    let bad = [
        edit(&|i| i["options"]["players"] = json!(9)),
        edit(&|i| i["options"]["hand_size"] = json!(0)),
        edit(&|i| i["options"]["deck"] = json!(20)),
        edit(&|i| i["winner"] = json!(7)),
        edit(&|i| i["winner"] = json!(0)),
        edit(&|i| i["scores"] = json!([i32::MAX, 0])),
    ];
    for b in bad {
        let e = load_table(&b).err().unwrap_or_else(|| panic!("loaded {b}"));
        assert_eq!(e.code, "bad_save", "{}", e.message());
    }
    let mut outer = save.clone();
    outer["version"] = json!(99);
    assert_eq!(load_table(&outer.to_string()).err().unwrap().code, "bad_save");
    assert_eq!(open_table("euchre", json!([4]), 1, seats(true)).err().unwrap().code, "bad_options");
}

#[test]
fn bot_levels_change_mid_game_and_survive_save() {
    let club = vec!["human".to_string(), "club".into(), "club".into(), "club".into()];
    let mut t = open_table("euchre", Value::Null, 31, club.clone()).unwrap();
    let mut steps = 0;
    while t.to_move_is_bot() {
        t.bot_move().unwrap();
        steps += 1;
    }
    let before = t.view(0);
    // Humans stay humans, bots stay bots, the seat count is the game's: typed errors, nothing changed.
    for bad in [
        vec!["club".to_string(), "club".into(), "club".into(), "club".into()],
        vec!["human".to_string(), "human".into(), "club".into(), "club".into()],
        vec!["human".to_string(), "club".into(), "club".into()],
        vec!["human".to_string(), "wizard".into(), "club".into(), "club".into()],
    ] {
        assert_eq!(t.set_seats(bad).unwrap_err().code, "bad_seats");
    }
    assert_eq!(t.view(0), before, "a refused re-seating changes nothing");

    let random = vec!["human".to_string(), "random".into(), "random".into(), "random".into()];
    t.set_seats(random.clone()).unwrap();
    assert_eq!(t.view(0)["seats"], json!(random));
    assert_eq!(t.view(0)["hand"], before["hand"], "the game in progress goes on");
    // The level survives save/load.
    let reloaded = load_table(&t.save()).unwrap();
    assert_eq!(reloaded.view(0)["seats"], json!(random));

    // From the next decision on, the bots play at the new level: a club copy of the same
    // position decides differently at least once over a game's worth of decisions, and a copy
    // loaded from the save (the worker's path) decides the same as the table.
    let mut differs = 0;
    for _ in 0..400 {
        if t.view(0)["phase"] == json!("game_over") {
            break;
        }
        if !t.to_move_is_bot() {
            if t.view(0)["to_move"].is_null() {
                t.next_hand().unwrap();
            } else {
                let legal = t.view(0)["legal"][0].clone();
                t.play(&legal).unwrap();
            }
            continue;
        }
        let save = t.save();
        let mut club_copy = load_table(&save).unwrap();
        club_copy.set_seats(club.clone()).unwrap();
        let a = t.bot_action().unwrap();
        assert_eq!(load_table(&save).unwrap().bot_action().unwrap(), a, "a copy loaded from the save decides the same");
        if club_copy.bot_action().unwrap() != a {
            differs += 1;
        }
        t.apply_bot_action(&a).unwrap();
        steps += 1;
    }
    assert!(differs > 0, "random bots never departed from club play over {steps} decisions");
    // And back: re-seating to club makes the next decision the club one.
    while !t.to_move_is_bot() && t.view(0)["phase"] != json!("game_over") {
        if t.view(0)["to_move"].is_null() {
            t.next_hand().unwrap();
        } else {
            let legal = t.view(0)["legal"][0].clone();
            t.play(&legal).unwrap();
        }
    }
    if t.to_move_is_bot() {
        t.set_seats(club.clone()).unwrap();
        let mut fresh = load_table(&t.save()).unwrap();
        assert_eq!(fresh.view(0)["seats"], json!(club));
        assert_eq!(t.bot_action().unwrap(), fresh.bot_action().unwrap());
    }
}
