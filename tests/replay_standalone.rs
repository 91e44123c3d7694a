//! Stand-alone (arranged) records in replay: the "Stand-alone records" section of
//! tests/fixtures/sixty-six/README.md, "Stand-alone hands" of tests/fixtures/sixty-three/
//! README.md and "Arranged records" of tests/fixtures/euchre/README.md.
//!
//! The records are made here from real fixture records, changed only as the READMEs allow
//! (ids, game ids, seed, policy, selection), so every decision and score is still the
//! reference's. Each test also checks that the replay still bites: a record with a wrong
//! result or a wrong game end is reported as a disagreement.

use cardtable::replay::sixty_six::{sixty_six_record_kind, SixtySixRecordKind};
use cardtable::replay::sixty_three::{replay_reference_file, replay_sixty_three_file, sixty_three_record_kind, SixtyThreeRecordKind};
use cardtable::replay::{replay_euchre, replay_lines, replay_sixty_six_file, ReplayReport};
use serde_json::{json, Value};
use std::path::PathBuf;

fn fixture(dir: &str, name: &str) -> Vec<Value> {
    let p = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures").join(dir).join(name);
    let text = std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("read {}: {e}", p.display()));
    text.lines().filter(|l| !l.trim().is_empty()).map(|l| serde_json::from_str(l).unwrap()).collect()
}

fn find(recs: &[Value], id: &str) -> Value {
    recs.iter().find(|r| r["id"] == json!(id)).unwrap_or_else(|| panic!("no record {id}")).clone()
}

fn lines(recs: &[Value]) -> String {
    recs.iter().map(|r| format!("{r}\n")).collect()
}

fn assert_agree(rep: &ReplayReport, n: usize) {
    assert_eq!(rep.total, n, "record count; failures {:?}", rep.failures);
    assert!(rep.failures.is_empty(), "{:?}", rep.failures);
    assert_eq!(rep.agreed, n);
}

/// Asserts exactly one disagreement, naming `id` and containing `what`.
fn assert_one_disagreement(rep: &ReplayReport, id: &str, what: &str) {
    assert_eq!(rep.agreed + 1, rep.total, "{:?}", rep.failures);
    assert_eq!(rep.failures.len(), 1, "{:?}", rep.failures);
    let f = &rep.failures[0];
    assert!(f.starts_with(&format!("{id}: ")) && f.contains(what), "expected {id}: …{what}…, got {f}");
}

// ---------------------------------------------------------------- Sixty-six

fn s66() -> Vec<Value> {
    fixture("sixty-six", "reference-deals.jsonl")
}

/// A game's deal turned into a stand-alone deal with id `id` (README: `game_id` = `id`,
/// `deal_no` 1, `prev_id` null, `seed` null, `policy` "arranged").
fn s66_standalone(deal: &str, id: &str) -> Value {
    let mut r = find(&s66(), deal);
    for (k, v) in [("id", json!(id)), ("game_id", json!(id)), ("deal_no", json!(1)), ("prev_id", json!(null)), ("seed", json!(null))] {
        r[k] = v;
    }
    r["policy"] = json!("arranged");
    r
}

/// 4–2, seat 0 wins 3 game points: 7–2 ends the game.
fn s66_ends() -> Value {
    let r = s66_standalone("s66-g49-d5", "arranged-66-ends");
    assert_eq!((r["score_before"].clone(), r["score_after"].clone(), r["game_over"].clone()), (json!([4, 2]), json!([7, 2]), json!(true)));
    r
}

/// 4–2, seat 0 wins 2: 6–2, the game goes on after the record stops.
fn s66_goes_on() -> Value {
    let r = s66_standalone("s66-g47-d5", "arranged-66-goes-on");
    assert_eq!((r["score_before"].clone(), r["score_after"].clone(), r["game_over"].clone()), (json!([4, 2]), json!([6, 2]), json!(false)));
    r
}

#[test]
fn sixty_six_standalone_deal_from_4_2_that_ends_the_game() {
    let r = s66_ends();
    assert_eq!(sixty_six_record_kind(&r), Ok(SixtySixRecordKind::StandAlone));
    assert_agree(&replay_sixty_six_file(&lines(std::slice::from_ref(&r))), 1);
    // The game end is checked: claiming the game goes on is a disagreement.
    let mut bad = r.clone();
    bad["game_over"] = json!(false);
    bad["game_winner"] = json!(null);
    assert_one_disagreement(&replay_sixty_six_file(&lines(&[bad])), "arranged-66-ends", "game_over");
    // So is a wrong winner.
    let mut bad = r;
    bad["game_winner"] = json!(1);
    assert_one_disagreement(&replay_sixty_six_file(&lines(&[bad])), "arranged-66-ends", "game_winner");
}

#[test]
fn sixty_six_standalone_deal_from_4_2_that_does_not_end_the_game() {
    let r = s66_goes_on();
    // No "the file ends before the game does": a stand-alone deal simply stops.
    assert_agree(&replay_sixty_six_file(&lines(std::slice::from_ref(&r))), 1);
    // A stand-alone deal cannot claim a game end the score does not give.
    let mut bad = r.clone();
    bad["game_over"] = json!(true);
    bad["game_winner"] = json!(0);
    assert_one_disagreement(&replay_sixty_six_file(&lines(&[bad])), "arranged-66-goes-on", "game_over");
    // Nor a score the deal does not give.
    let mut bad = r;
    bad["score_after"] = json!([7, 2]);
    assert_one_disagreement(&replay_sixty_six_file(&lines(&[bad])), "arranged-66-goes-on", "score_after");
}

#[test]
fn sixty_six_standalone_records_are_not_chained() {
    // The same stand-alone deal twice (same id and game_id, same dealer, 4-2 both times):
    // chaining would refuse the second (score, dealer, game over).
    let a = s66_ends();
    let b = s66_goes_on();
    assert_agree(&replay_sixty_six_file(&lines(&[a.clone(), a, b.clone(), b])), 4);
}

#[test]
fn sixty_six_file_mixing_whole_games_and_standalone_deals() {
    let all = s66();
    let games: Vec<Value> = all.iter().filter(|r| r["game_id"] == json!("s66-g1") || r["game_id"] == json!("s66-g2")).cloned().collect();
    assert!(games.len() > 4);
    // Stand-alone deals before, between the deals of a game, and after.
    let mut mixed = vec![s66_goes_on()];
    mixed.extend(games[..2].iter().cloned());
    mixed.push(s66_ends());
    mixed.extend(games[2..].iter().cloned());
    mixed.push(s66_goes_on());
    let n = mixed.len();
    assert_agree(&replay_sixty_six_file(&lines(&mixed)), n);
    // The whole games are still chained: dropping a middle deal breaks the chain.
    let mut broken = mixed.clone();
    broken.retain(|r| r["id"] != json!("s66-g1-d3"));
    let rep = replay_sixty_six_file(&lines(&broken));
    assert_eq!(rep.agreed, n - 2, "{:?}", rep.failures);
    assert!(rep.failures[0].contains("score_before") || rep.failures[0].contains("deal_no"), "{:?}", rep.failures);
    // And a game left unfinished is still reported.
    let rep = replay_sixty_six_file(&lines(&mixed[..mixed.len() - 2]));
    assert!(rep.failures.iter().any(|f| f.contains("the file ends before the game does")), "{:?}", rep.failures);
}

#[test]
fn sixty_six_kind_is_told_by_fields_not_by_id() {
    // A stand-alone deal whose id looks like a game's third deal.
    let mut r = s66_standalone("s66-g47-d5", "s66-g3-d3");
    assert_eq!(sixty_six_record_kind(&r), Ok(SixtySixRecordKind::StandAlone));
    assert_agree(&replay_sixty_six_file(&lines(std::slice::from_ref(&r))), 1);
    // A game's deal whose id says "arranged" is still a game deal, chained: at 4-2 with no
    // previous deal it is refused, and its game is unfinished.
    let mut g = find(&s66(), "s66-g47-d5");
    g["id"] = json!("arranged-standalone-1");
    assert_eq!(sixty_six_record_kind(&g), Ok(SixtySixRecordKind::GameDeal));
    let rep = replay_sixty_six_file(&lines(&[g]));
    assert_eq!((rep.total, rep.agreed), (1, 0));
    assert_eq!(
        rep.failures,
        ["arranged-standalone-1: a game's first deal must start at 0-0", "s66-g47: the file ends before the game does"]
    );
    // Some stand-alone marks without the others: a disagreement naming the missing one.
    r["seed"] = json!(7);
    assert!(sixty_six_record_kind(&r).unwrap_err().contains("seed null"));
    assert_one_disagreement(&replay_sixty_six_file(&lines(&[r])), "s66-g3-d3", "seed null");
    let mut r = s66_goes_on();
    r["deal_no"] = json!(5);
    assert_one_disagreement(&replay_sixty_six_file(&lines(&[r])), "arranged-66-goes-on", "deal_no 1");
}

#[test]
fn sixty_six_corrupted_standalone_deal_is_a_disagreement() {
    // A changed legal list.
    let mut r = s66_ends();
    r["decisions"][0]["legal"].as_array_mut().unwrap().pop();
    assert_one_disagreement(&replay_sixty_six_file(&lines(&[r])), "arranged-66-ends", "decision 0: legal");
    // A changed action: the play goes elsewhere and some later check fails.
    let mut r = s66_ends();
    let legal = r["decisions"][1]["legal"].clone();
    let other = legal
        .as_array()
        .unwrap()
        .iter()
        .find(|t| **t != json!({"action": r["decisions"][1]["action"], "card": r["decisions"][1]["card"]}))
        .unwrap()
        .clone();
    r["decisions"][1]["card"] = other["card"].clone();
    let rep = replay_sixty_six_file(&lines(&[r]));
    assert_eq!((rep.total, rep.agreed), (1, 0), "{:?}", rep.failures);
    // A wrong result.
    let mut r = s66_ends();
    r["result"]["game_points"] = json!(2);
    assert_one_disagreement(&replay_sixty_six_file(&lines(&[r])), "arranged-66-ends", "result.game_points");
}

// ---------------------------------------------------------------- Sixty-three

fn s63() -> Vec<Value> {
    fixture("sixty-three", "reference-hands.jsonl")
}

/// A game's hand turned into a stand-alone hand (`game` = `id`, `hand_in_game` 0,
/// `selection` "arranged:…").
fn s63_standalone(hand: &str, id: &str) -> Value {
    let mut r = find(&s63(), hand);
    r["id"] = json!(id);
    r["game"] = json!(id);
    r["hand_in_game"] = json!(0);
    r["selection"] = json!("arranged:test");
    r
}

/// 240–(−83): NS makes its contract and goes out, 303–(−83).
fn s63_ends() -> Value {
    let r = s63_standalone("s63-ref-00295", "arranged-63-ends");
    assert_eq!(r["scores_before"], json!({"NS": 240, "EW": -83}));
    assert_eq!((r["result"]["game_over"].clone(), r["result"]["winner"].clone()), (json!(true), json!("NS")));
    r
}

/// 119–9 → 182–9: the game goes on.
fn s63_goes_on() -> Value {
    let r = s63_standalone("s63-ref-00055", "arranged-63-goes-on");
    assert_eq!(r["scores_before"], json!({"NS": 119, "EW": 9}));
    assert_eq!(r["result"]["game_over"], json!(false));
    r
}

#[test]
fn sixty_three_standalone_hand_that_ends_the_game() {
    let r = s63_ends();
    assert_eq!(sixty_three_record_kind(&r), Ok(SixtyThreeRecordKind::StandAloneHand));
    assert_agree(&replay_sixty_three_file(&lines(std::slice::from_ref(&r))), 1);
    let mut bad = r;
    bad["result"]["game_over"] = json!(false);
    bad["result"]["winner"] = json!(null);
    assert_one_disagreement(&replay_sixty_three_file(&lines(&[bad])), "arranged-63-ends", "result");
}

#[test]
fn sixty_three_standalone_hand_that_does_not_end_the_game() {
    let r = s63_goes_on();
    assert_agree(&replay_sixty_three_file(&lines(std::slice::from_ref(&r))), 1);
    // The scores are computed from scores_before: another starting score disagrees.
    let mut bad = r.clone();
    bad["scores_before"] = json!({"NS": 0, "EW": 9});
    assert_one_disagreement(&replay_sixty_three_file(&lines(&[bad])), "arranged-63-goes-on", "scores_after");
    // From 200 the same hand ends the game, so the record's game_over false disagrees.
    let mut bad = r;
    bad["scores_before"] = json!({"NS": 200, "EW": 9});
    bad["result"]["scores_after"] = json!({"NS": 263, "EW": 9});
    assert_one_disagreement(&replay_sixty_three_file(&lines(&[bad])), "arranged-63-goes-on", "game_over");
}

#[test]
fn sixty_three_file_mixing_games_standalone_hands_tricks_and_cards() {
    let hands = s63();
    let game0: Vec<Value> = hands.iter().filter(|r| r["game"] == json!("s63-ref-g000")).cloned().collect();
    let game1: Vec<Value> = hands.iter().filter(|r| r["game"] == json!("s63-ref-g001")).cloned().collect();
    let tricks = fixture("sixty-three", "tricks-compatible.jsonl");
    let cards = fixture("sixty-three", "cards.jsonl");
    // A card record first (the old replay chose the file's kind from the first id).
    let mut mixed = vec![cards[0].clone(), s63_goes_on()];
    mixed.extend(game0.iter().cloned());
    mixed.push(tricks[0].clone());
    mixed.push(s63_ends());
    mixed.extend(game1.iter().cloned());
    mixed.extend(tricks[1..4].iter().cloned());
    mixed.push(cards[3].clone());
    let n = mixed.len();
    assert_agree(&replay_sixty_three_file(&lines(&mixed)), n);
    assert_agree(&replay_reference_file(&lines(&mixed)), n);
    // The games are still chained: a stand-alone hand inside a game splits it, and the
    // game's next hand no longer follows its previous one.
    let mut split = game0.clone();
    split.insert(3, s63_goes_on());
    let rep = replay_sixty_three_file(&lines(&split));
    assert_eq!(rep.agreed, split.len() - 2, "{:?}", rep.failures);
    assert!(rep.failures[0].contains("game_over (only on a game's last hand)"), "{:?}", rep.failures);
    assert!(rep.failures[1].contains("a game starts at hand_in_game 3"), "{:?}", rep.failures);
}

#[test]
fn sixty_three_kind_is_told_by_fields_not_by_id() {
    // A stand-alone hand named like a card record, a trick named like a reference hand and a
    // card record named like a trick: each is replayed by its fields.
    let hand = s63_standalone("s63-ref-00055", "cards-H");
    let mut trick = fixture("sixty-three", "tricks-compatible.jsonl")[5].clone();
    trick["id"] = json!("s63-ref-00001");
    let mut card = fixture("sixty-three", "cards.jsonl")[2].clone();
    card["id"] = json!("s63-pub-00000-t0");
    assert_eq!(sixty_three_record_kind(&hand), Ok(SixtyThreeRecordKind::StandAloneHand));
    assert_eq!(sixty_three_record_kind(&trick), Ok(SixtyThreeRecordKind::Trick));
    assert_eq!(sixty_three_record_kind(&card), Ok(SixtyThreeRecordKind::Cards));
    for first in [&hand, &trick, &card] {
        let mut file = vec![first.clone()];
        file.extend([hand.clone(), trick.clone(), card.clone()]);
        assert_agree(&replay_sixty_three_file(&lines(&file)), 4);
    }
    // A game's hand with selection "arranged:…" (as in the reference file) is still a game
    // hand: alone and not first in its game, it is refused by the chain.
    let g = find(&s63(), "s63-ref-00055");
    assert_eq!(g["selection"], json!("arranged:one_team_without_trump"));
    assert_eq!(sixty_three_record_kind(&g), Ok(SixtyThreeRecordKind::GameHand));
    assert_one_disagreement(&replay_sixty_three_file(&lines(&[g])), "s63-ref-00055", "a game starts at hand_in_game 4");
    // game = id without the other marks: refused, naming the mark.
    let mut r = s63_goes_on();
    r["hand_in_game"] = json!(4);
    assert_one_disagreement(&replay_sixty_three_file(&lines(&[r])), "arranged-63-goes-on", "hand_in_game 0");
    let mut r = s63_goes_on();
    r["selection"] = json!("random");
    assert_one_disagreement(&replay_sixty_three_file(&lines(&[r])), "arranged-63-goes-on", "arranged:");
    // A record of no known kind.
    let rep = replay_sixty_three_file(&format!("{}\n", json!({"id": "s63-ref-00000"})));
    assert_eq!((rep.total, rep.agreed), (1, 0));
    assert!(rep.failures[0].contains("unknown record kind"));
}

#[test]
fn sixty_three_corrupted_standalone_hand_is_a_disagreement() {
    let mut r = s63_goes_on();
    r["result"]["points"] = json!({"NS": 62, "EW": 1});
    assert_one_disagreement(&replay_sixty_three_file(&lines(&[r])), "arranged-63-goes-on", "result");
    let mut r = s63_ends();
    r["decisions"][0]["legal"].as_array_mut().unwrap().pop();
    assert_one_disagreement(&replay_sixty_three_file(&lines(&[r])), "arranged-63-ends", "decision 0");
    let mut r = s63_ends();
    r["deal"]["hands"][0] = r["deal"]["hands"][1].clone();
    assert_one_disagreement(&replay_sixty_three_file(&lines(&[r])), "arranged-63-ends", "deal");
}

// ---------------------------------------------------------------- Euchre

#[test]
fn euchre_arranged_records_replay_like_the_others() {
    let recs = fixture("euchre", "corner_cases.jsonl");
    let arranged: Vec<Value> = recs
        .iter()
        .take(12)
        .enumerate()
        .map(|(i, r)| {
            let mut r = r.clone();
            r["id"] = json!(format!("euchre-arranged-{i}"));
            r["seed"] = json!(null);
            r["policy"] = json!("arranged");
            r
        })
        .collect();
    assert_agree(&replay_lines(&lines(&arranged), replay_euchre), 12);
    // A wrong score is still a disagreement.
    let mut bad = arranged[3].clone();
    let flipped: Vec<i64> = bad["result"]["returns"].as_array().unwrap().iter().map(|x| -x.as_i64().unwrap()).collect();
    bad["result"]["returns"] = json!(flipped);
    let rep = replay_lines(&lines(&[bad]), replay_euchre);
    assert_eq!((rep.total, rep.agreed), (1, 0));
    assert!(rep.failures[0].contains("returns"), "{:?}", rep.failures);
}

// ---------------------------------------------------------------- The CLI

#[test]
fn cli_replays_mixed_files_and_fails_on_a_corrupted_standalone_record() {
    let dir = std::env::temp_dir().join(format!("cardtable-standalone-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let run = |game: &str, recs: &[Value], name: &str| {
        let p = dir.join(name);
        std::fs::write(&p, lines(recs)).unwrap();
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_cardtable")).args(["replay", game]).arg(&p).output().unwrap();
        (out.status.success(), String::from_utf8_lossy(&out.stdout).lines().last().unwrap_or_default().to_string())
    };
    let game1: Vec<Value> = s66().into_iter().filter(|r| r["game_id"] == json!("s66-g1")).collect();
    let mut mixed = vec![s66_goes_on(), s66_ends()];
    mixed.extend(game1.iter().cloned());
    let n = mixed.len();
    // The file name says "cards", the records are Sixty-six deals.
    assert_eq!(run("sixty-six", &mixed, "cards.jsonl"), (true, format!("{n}/{n} agree")));
    let mut bad = s66_goes_on();
    bad["score_after"] = json!([4, 4]);
    assert_eq!(run("sixty-six", &[bad], "reference-deals.jsonl"), (false, "0/1 agree".to_string()));
    let h = vec![s63_goes_on(), s63_ends()];
    assert_eq!(run("sixty-three", &h, "tricks-compatible.jsonl"), (true, "2/2 agree".to_string()));
    let _ = std::fs::remove_dir_all(&dir);
}
