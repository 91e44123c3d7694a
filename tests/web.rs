//! The wasm façade in a real wasm runtime (Node by default, Chromium with
//! WASM_BINDGEN_USE_BROWSER=1): typed errors cross as JS `Error`s with a `code`, never
//! panics; a game can be driven through it.
#![cfg(all(target_arch = "wasm32", feature = "euchre", feature = "sixty_six", feature = "sixty_three"))]

use cardtable::table::open_table;
use serde_json::Value;
use wasm_bindgen_test::*;

/// Plays one whole game of `game` with club bots at every seat; returns the bot moves made.
fn club_game(game: &str, seats: usize, seed: u32) -> usize {
    let mut t = open_table(game, Value::Null, seed, vec!["club".to_string(); seats]).unwrap();
    let mut steps = 0;
    loop {
        while t.to_move_is_bot() {
            t.bot_move().unwrap();
            steps += 1;
        }
        match t.view(0)["phase"].as_str().unwrap() {
            "game_over" => break,
            _ => {
                t.next_hand().unwrap();
            }
        }
    }
    steps
}

#[wasm_bindgen_test]
fn a_bot_game_runs_in_wasm() {
    assert!(club_game("euchre", 4, 3) > 20);
    assert!(club_game("sixty_six", 2, 3) > 20);
    assert!(club_game("sixty_three", 4, 3) > 20);
}

/// The worker's calls: an expert decision and a hint, from a table rebuilt from `save()`,
/// are legal for the player to move in each game.
#[wasm_bindgen_test]
fn expert_decisions_and_hints_in_wasm() {
    for (game, seats) in [("euchre", 4), ("sixty_six", 2), ("sixty_three", 4)] {
        let mut names = vec!["expert".to_string(); seats];
        names[0] = "human".to_string();
        let mut t = open_table(game, Value::Null, 5, names).unwrap();
        // Let the bots move until the human is to move.
        while t.to_move_is_bot() {
            let a = t.bot_action().unwrap();
            t.apply_bot_action(&a).unwrap();
        }
        let legal = t.view(0)["legal"].as_array().cloned().unwrap_or_default();
        assert!(!legal.is_empty(), "{game}: the human has a choice");
        let hint = t.hint(0).unwrap();
        assert!(legal.contains(&hint["action"]), "{game}: hint {hint} is legal");
        // The reason is a message (the wasm has no English: no `reason` text is sent).
        assert!(hint["why"]["key"].as_str().is_some_and(|k| !k.is_empty()), "{game}: hint {hint} has a reason");
        assert!(hint.get("reason").is_none(), "{game}: hint {hint} carries no English");
        let view = t.view(0);
        assert!(view.get("team_names").is_none() && view.get("illegal").is_none(), "{game}: the view carries no English");
        let copy = cardtable::table::load_table(&t.save()).unwrap();
        assert_eq!(copy.view(0), t.view(0), "{game}: save/load keeps the view");
    }
}

#[wasm_bindgen_test]
fn errors_are_typed() {
    let e = open_table("bridge", Value::Null, 1, vec![]).err().unwrap();
    assert_eq!(e.code, "unknown_game");
}
