//! The wasm façade in a real wasm runtime (Node by default, Chromium with
//! WASM_BINDGEN_USE_BROWSER=1): typed errors cross as JS `Error`s with a `code`, never
//! panics; a game can be driven through it.
#![cfg(all(target_arch = "wasm32", feature = "euchre"))]

use cardtable::table::open_table;
use serde_json::Value;
use wasm_bindgen_test::*;

#[wasm_bindgen_test]
fn a_bot_game_runs_in_wasm() {
    let seats = vec!["club".to_string(); 4];
    let mut t = open_table("euchre", Value::Null, 3, seats).unwrap();
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
    assert!(steps > 20);
}

#[wasm_bindgen_test]
fn errors_are_typed() {
    let e = open_table("bridge", Value::Null, 1, vec![]).err().unwrap();
    assert_eq!(e.code, "unknown_game");
}
