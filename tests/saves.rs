//! Saves written by an earlier release still load, at the same position
//! (`tests/saves/release-2026-11-30.json`: the page's stored value and what the position
//! looked like when it was saved).

use cardtable::table::load_table;
use serde_json::Value;

#[test]
fn saves_of_the_previous_release_load_at_the_same_position() {
    let text = include_str!("saves/release-2026-11-30.json");
    let fixture: Value = serde_json::from_str(text).unwrap();
    let games = fixture["games"].as_object().unwrap();
    assert_eq!(games.len(), 3);
    for (game, entry) in games {
        let stored: Value = serde_json::from_str(entry["localStorage"]["cardtable.save"].as_str().unwrap()).unwrap();
        assert_eq!(stored["game"], game.as_str());
        let table = load_table(stored["state"].as_str().unwrap()).unwrap_or_else(|e| panic!("{game}: {}", e.message()));
        let v = table.view(0);
        let expect = &entry["expect"];
        assert_eq!(v["deal_code"], expect["deal_code"], "{game}");
        assert_eq!(v["phase"], expect["phase"], "{game}");
        assert_eq!(v["legal"].as_array().unwrap().len() as u64, expect["legal"].as_u64().unwrap(), "{game}");
        assert_eq!(v["hand"], expect["hand"], "{game}");
        assert_eq!(v["scores"], expect["scores"], "{game}");
        // And what it saves now loads again.
        assert_eq!(load_table(&table.save()).unwrap().view(0), v, "{game}");
    }
}

/// A table of `game` with club bots in every seat, played until its last action is a card
/// played to a trick (so that the history has one to tamper with).
fn table_after_a_card(game: &str, seed: u32) -> Box<dyn cardtable::table::DynTable> {
    for n in 2..=4 {
        let Ok(mut t) = cardtable::table::open_table(game, Value::Null, seed, vec!["club".to_string(); n]) else { continue };
        for _ in 0..200 {
            t.bot_move().unwrap();
            let s: Value = serde_json::from_str(&t.save()).unwrap();
            let inner: Value = serde_json::from_str(s["session"].as_str().unwrap()).unwrap();
            if inner["actions"].as_array().unwrap().last().is_some_and(|a| a["action"] == "play") {
                return t;
            }
        }
    }
    panic!("{game}: no card was played");
}

/// Damaged saves of every kind are refused with the typed `bad_save` error, never loaded
/// half-way and never a panic (issue #15, "Saves and storage").
#[test]
fn damaged_saves_of_every_kind_are_refused() {
    for game in ["euchre", "sixty_six", "sixty_three"] {
        for seed in [1, 2, 3] {
            let t = table_after_a_card(game, seed);
            let good = t.save();
            assert!(load_table(&good).is_ok(), "{game}: the untouched save loads");
            let outer: Value = serde_json::from_str(&good).unwrap();
            let inner: Value = serde_json::from_str(outer["session"].as_str().unwrap()).unwrap();
            let edit = |f: &dyn Fn(&mut Value)| {
                let mut i = inner.clone();
                f(&mut i);
                let mut o = outer.clone();
                o["session"] = Value::String(i.to_string());
                o.to_string()
            };
            let last = inner["actions"].as_array().unwrap().last().unwrap().clone();
            let mut damaged = vec![
                ("wrong session version", edit(&|i| i["version"] = 2.into())),
                ("another game's session", edit(&|i| i["game"] = "bridge".into())),
                ("a card played twice", edit(&|i| i["actions"].as_array_mut().unwrap().push(last.clone()))),
                (
                    "a card that does not exist",
                    edit(&|i| i["actions"].as_array_mut().unwrap().push(serde_json::json!({"action": "play", "card": "ZZ"}))),
                ),
                ("a card played out of turn at the start", edit(&|i| i["actions"].as_array_mut().unwrap().insert(0, last.clone()))),
                ("hand number past the limit", edit(&|i| i["hand_number"] = 4_294_967_295u64.into())),
                ("5 MB of junk", "x".repeat(5_000_000)),
                ("not an object", "[]".to_string()),
            ];
            // Truncated at many lengths, as a write cut short would leave it.
            for cut in (0..good.len()).step_by(good.len() / 40 + 1) {
                damaged.push(("truncated", good[..cut].to_string()));
            }
            for (kind, text) in damaged {
                // Sixty-six opens with a lead, so the "out of turn" card may be the leader's own.
                if game == "sixty_six" && kind.starts_with("a card played out of turn") {
                    continue;
                }
                match load_table(&text) {
                    Ok(_) => panic!("{game} seed {seed}: {kind} loaded"),
                    Err(e) => assert_eq!(e.code, "bad_save", "{game} seed {seed}: {kind}: {}", e.message()),
                }
            }
        }
    }
}

/// Schnapsen has one name everywhere (issue #13): its deal codes and saves say `schnapsen`,
/// and what an earlier release wrote under `sixty_six` (its saves and deal codes) still
/// opens as Schnapsen, at the same deal.
#[test]
fn schnapsen_is_named_schnapsen_in_deal_codes_and_saves_and_its_older_names_still_load() {
    use cardtable::table::{open_table, open_table_at, Start};
    let seats = || vec!["human".to_string(), "club".to_string()];
    let t = open_table("schnapsen", Value::Null, 5, seats()).unwrap();
    let code = t.deal_code();
    assert_eq!(code, "schnapsen-00000005-0-0");
    let save: Value = serde_json::from_str(&t.save()).unwrap();
    assert_eq!(save["game"], "schnapsen");
    let inner: Value = serde_json::from_str(save["session"].as_str().unwrap()).unwrap();
    assert_eq!(inner["game"], "schnapsen");
    // Plain Sixty-six keeps its own name.
    assert!(open_table("sixty_six", Value::Null, 5, seats()).unwrap().deal_code().starts_with("sixty_six-"));
    // A save of the earlier release: `sixty_six`, outside and in.
    let mut old_inner = inner.clone();
    old_inner["game"] = Value::from("sixty_six");
    let old = serde_json::json!({"version": 1, "game": "sixty_six", "seats": save["seats"], "session": old_inner.to_string()});
    let back = load_table(&old.to_string()).unwrap();
    assert_eq!(back.view(0), t.view(0));
    assert_eq!(back.deal_code(), code);
    // An earlier deal code opens the same Schnapsen deal.
    let again = open_table_at("schnapsen", Value::Null, Start::Deal("sixty_six-00000005-0-0"), seats()).unwrap();
    assert_eq!(again.view(0)["hand"], t.view(0)["hand"]);
    assert_eq!(again.deal_code(), code);
}
