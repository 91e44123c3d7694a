//! Sixty-three through the page protocol (`table.rs`): a whole game with a human seat
//! driven from the view's `legal` and `choose` fields, save and load mid-hand, typed
//! errors that change nothing, the illegal-card reasons, and the club bot against random.

use cardtable::table::{load_table, open_table};
use serde_json::{json, Value};

fn seats() -> Vec<String> {
    vec!["human".into(), "club".into(), "club".into(), "club".into()]
}

/// The human's action from the view: the first legal token, or for a card-set choice the
/// first `min` cards of `from`.
fn pick(v: &Value) -> Value {
    if let Some(a) = v["legal"].as_array().and_then(|l| l.first()) {
        return a.clone();
    }
    let ch = &v["choose"];
    let n = ch["min"].as_u64().expect("a choice") as usize;
    let cards: Vec<Value> = ch["from"].as_array().unwrap().iter().take(n).cloned().collect();
    json!({"action": ch["action"], "cards": cards})
}

#[test]
fn sixty_three_whole_game_through_the_protocol() {
    let mut t = open_table("sixty_three", Value::Null, 63, seats()).unwrap();
    let mut hands = 0;
    let mut saw = std::collections::BTreeSet::new();
    for _ in 0..20_000 {
        while t.to_move_is_bot() {
            t.bot_move().unwrap();
        }
        let v = t.view(0);
        assert_eq!(v["game"], "sixty_three");
        let phase = v["phase"].as_str().unwrap().to_string();
        saw.insert(phase.clone());
        match phase.as_str() {
            "game_over" => break,
            "hand_over" => {
                hands += 1;
                let r = &v["hand_result"];
                assert_eq!(r["points"][0].as_i64().unwrap() + r["points"][1].as_i64().unwrap(), 63);
                assert!(!r["summary"].as_str().unwrap().is_empty());
                t.next_hand().unwrap();
            }
            _ => {
                assert_eq!(v["to_move"], 0);
                // Save and reload mid-hand: nothing changes.
                if hands % 3 == 1 {
                    let again = load_table(&t.save()).unwrap();
                    assert_eq!(again.view(0), v);
                }
                let ev = t.play(&pick(&v)).unwrap_or_else(|e| panic!("{phase}: {e} ({})", e.code));
                assert!(!ev.is_empty());
            }
        }
    }
    let v = t.view(0);
    let w = v["winner"].as_u64().expect("the game ended") as usize;
    assert!(v["scores"][w].as_i64().unwrap() >= 250);
    assert!(hands >= 2);
    assert!(saw.contains("auction") && saw.contains("play"), "{saw:?}");
}

#[test]
fn sixty_three_rejected_actions_change_nothing_and_explain() {
    let mut t = open_table("sixty_three", Value::Null, 7, seats()).unwrap();
    // Play until the human must play a card with some card illegal.
    for _ in 0..5_000 {
        while t.to_move_is_bot() {
            t.bot_move().unwrap();
        }
        let v = t.view(0);
        match v["phase"].as_str().unwrap() {
            "game_over" => panic!("no illegal card met"),
            "hand_over" => {
                t.next_hand().unwrap();
                continue;
            }
            "play" if !v["illegal"].as_object().unwrap().is_empty() => {
                let (card, why) = v["illegal"].as_object().unwrap().iter().next().unwrap();
                assert!(why.as_str().unwrap().contains("trump"), "{why}");
                let e = t.play(&json!({"action": "play", "card": card})).unwrap_err();
                assert!(e.code == "first_lead_trump" || e.code == "must_follow_trump", "{}", e.code);
                assert_eq!(&e.message(), why.as_str().unwrap());
                for bad in [json!({"action": "fly"}), json!({"action": "bid"}), json!({"action": "play", "card": "1X"}), json!("bid 45")] {
                    assert_eq!(t.play(&bad).unwrap_err().code, "bad_action", "{bad}");
                }
                assert!(t.play(&json!({"action": "bid", "value": 45})).is_err());
                assert_eq!(t.view(0), v, "state unchanged after rejected actions");
                return;
            }
            _ => {
                t.play(&pick(&v)).unwrap();
            }
        }
    }
    panic!("no illegal card met");
}

#[test]
fn sixty_three_options_are_checked() {
    let e = open_table("sixty_three", json!({"min_bid": 70}), 1, seats()).err().unwrap();
    assert_eq!(e.code, "bad_options");
    assert!(e.message().contains("min_bid"));
    assert!(open_table("sixty_three", json!({"deal_style": "twelve_plus_kitty", "shoot_the_moon": "on"}), 1, seats()).is_ok());
}

#[test]
fn sixty_three_club_beats_random() {
    use cardtable::arena::arena;
    use cardtable::bots::BotKind;
    use cardtable::sixty_three::{SixtyThree, SixtyThreeOptions};
    let r = arena::<SixtyThree>(BotKind::Club, BotKind::Random, 200, 3, 2, &SixtyThreeOptions::default());
    assert!(r.ci95[0] > 0.9, "club vs random {r:?}");
}
