//! Replays every shared Euchre reference hand (tests/fixtures/euchre/games.jsonl and
//! corner_cases.jsonl) under the openspiel profile: legal sets, trick winners, scores.

use cardtable::replay::{replay_euchre, replay_lines};
use std::path::PathBuf;

fn fixture(name: &str) -> String {
    let p = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/euchre").join(name);
    std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("read {}: {e}", p.display()))
}

fn check(name: &str, expected: usize) {
    let rep = replay_lines(&fixture(name), replay_euchre);
    assert_eq!(rep.total, expected, "{name}: record count");
    assert!(rep.failures.is_empty(), "{name}: {} disagree, first: {:?}", rep.failures.len(), &rep.failures[..rep.failures.len().min(5)]);
    assert_eq!(rep.agreed, expected);
}

#[test]
fn euchre_games_jsonl_all_agree() {
    check("games.jsonl", 300);
}

#[test]
fn euchre_corner_cases_jsonl_all_agree() {
    check("corner_cases.jsonl", 160);
}
