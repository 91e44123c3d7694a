//! Replays every shared Sixty-three fixture (tests/fixtures/sixty-three/README.md) under
//! the rule book's defaults: `reference-hands.jsonl` (316 hands in 29 games: every legal
//! list, exchange, fold, trick, end, score, and the across-game score chain),
//! `tricks-compatible.jsonl` (419 tricks: legal plays, winner, points per team) and
//! `cards.jsonl` (4 trump sets with their order and points).

use cardtable::replay::replay_lines;
use cardtable::replay::sixty_three::{replay_cards, replay_reference_file, replay_trick};
use std::path::PathBuf;

fn fixture(name: &str) -> String {
    let p = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/sixty-three").join(name);
    std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("read {}: {e}", p.display()))
}

fn assert_all(name: &str, rep: cardtable::replay::ReplayReport, expected: usize) {
    assert_eq!(rep.total, expected, "{name}: record count");
    assert!(
        rep.failures.is_empty(),
        "{name}: {} of {} disagree, first: {:#?}",
        rep.failures.len(),
        rep.total,
        &rep.failures[..rep.failures.len().min(5)]
    );
    assert_eq!(rep.agreed, expected);
}

#[test]
fn sixty_three_reference_hands_jsonl_all_agree_with_score_chain() {
    assert_all("reference-hands.jsonl", replay_reference_file(&fixture("reference-hands.jsonl")), 316);
}

#[test]
fn sixty_three_tricks_compatible_jsonl_all_agree() {
    assert_all("tricks-compatible.jsonl", replay_lines(&fixture("tricks-compatible.jsonl"), replay_trick), 419);
}

#[test]
fn sixty_three_cards_jsonl_all_agree() {
    assert_all("cards.jsonl", replay_lines(&fixture("cards.jsonl"), replay_cards), 4);
}
