//! Replays the reference hands of the Euchre forms (tests/fixtures/euchre-forms/, six forms of
//! docs/rules/euchre.md §14 × 30 hands): every seat to move, phase and legal list, every trick
//! and each seat's points.

use cardtable::replay::{replay_euchre_form, replay_lines};
use std::path::PathBuf;

fn check(form: &str) {
    let p = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/euchre-forms").join(format!("{form}.jsonl"));
    let text = std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("read {}: {e}", p.display()));
    let rep = replay_lines(&text, replay_euchre_form);
    assert_eq!(rep.total, 30, "{form}: record count");
    assert!(rep.failures.is_empty(), "{form}: {} disagree, first: {:#?}", rep.failures.len(), &rep.failures[..rep.failures.len().min(5)]);
    assert_eq!(rep.agreed, 30);
}

#[test]
fn euchre_2_all_agree() {
    check("euchre-2");
}

#[test]
fn euchre_3_all_agree() {
    check("euchre-3");
}

#[test]
fn euchre_railroad_all_agree() {
    check("euchre-railroad");
}

#[test]
fn euchre_british_all_agree() {
    check("euchre-british");
}

#[test]
fn euchre_32_all_agree() {
    check("euchre-32");
}

#[test]
fn euchre_32_7_all_agree() {
    check("euchre-32-7");
}
