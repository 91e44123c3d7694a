//! Replays every shared Sixty-six reference deal (tests/fixtures/sixty-six/
//! reference-deals.jsonl, rule-book defaults, 400 deals in 72 games) and every 20-card
//! Schnapsen reference hand (tests/fixtures/schnapsen/games.jsonl, the §15.4 settings):
//! every legal list in order, trick winner, draw, marriage credit, close, declaration,
//! result and game score must agree.

use cardtable::replay::{replay_lines, replay_schnapsen, replay_sixty_six_file};
use std::path::PathBuf;

fn fixture(dir: &str, name: &str) -> String {
    let p = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures").join(dir).join(name);
    std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("read {}: {e}", p.display()))
}

#[test]
fn sixty_six_reference_deals_jsonl_all_agree() {
    let rep = replay_sixty_six_file(&fixture("sixty-six", "reference-deals.jsonl"));
    assert_eq!(rep.total, 400, "reference-deals.jsonl: record count");
    assert!(
        rep.failures.is_empty(),
        "reference-deals.jsonl: {} disagree, first: {:?}",
        rep.failures.len(),
        &rep.failures[..rep.failures.len().min(5)]
    );
    assert_eq!(rep.agreed, 400);
}

#[test]
fn schnapsen_games_jsonl_all_agree() {
    let rep = replay_lines(&fixture("schnapsen", "games.jsonl"), replay_schnapsen);
    assert_eq!(rep.total, 200, "games.jsonl: record count");
    assert!(
        rep.failures.is_empty(),
        "games.jsonl: {} disagree, first: {:?}",
        rep.failures.len(),
        &rep.failures[..rep.failures.len().min(5)]
    );
    assert_eq!(rep.agreed, 200);
}
