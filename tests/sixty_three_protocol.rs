//! The `sixty-three-bot/1` protocol, driven with observations built from every shared
//! Sixty-three reference hand: for one seat per hand (seat = record index mod 4), every
//! decision of that seat is sent as a `decide` message with the other seats' face-down
//! choices withheld; the bot must rebuild a position whose legal list is the record's and
//! reply with one of its tokens. Also the real process: a short session, and a clear error
//! with exit status 2 on bad input.

use cardtable::bots::BotKind;
use cardtable::protocol::sixty_three::decide;
use serde_json::{json, Value};
use std::collections::BTreeSet;

use std::path::PathBuf;
mod protocol_common;
use protocol_common::{assert_refused, check_session};

fn records() -> Vec<Value> {
    let p = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/sixty-three/reference-hands.jsonl");
    std::fs::read_to_string(p).unwrap().lines().map(|l| serde_json::from_str(l).unwrap()).collect()
}

fn set(v: &Value) -> BTreeSet<String> {
    v.as_array().unwrap().iter().map(|c| c.as_str().unwrap().to_string()).collect()
}

fn cards_after(action: &str) -> Vec<String> {
    action.split_whitespace().skip(1).map(String::from).collect()
}

/// Every `decide` message `seat` gets in `rec`, built from the record alone.
fn decide_messages(rec: &Value, seat: usize) -> Vec<Value> {
    let dealer = rec["dealer"].as_u64().unwrap() as usize;
    let ex = &rec["exchange"];
    let mut hand = set(&rec["deal"]["hands"][seat]);
    let mut discarded: BTreeSet<String> = BTreeSet::new();
    let (mut trumped, mut robbed) = (false, false);
    let has_rob_decision = rec["decisions"].as_array().unwrap().iter().any(|d| d["phase"] == "rob");
    let mut public: Vec<Value> = Vec::new();
    let mut out = Vec::new();
    let mut plays = 0usize;
    let tricks = rec["tricks"].as_array().unwrap();
    for d in rec["decisions"].as_array().unwrap() {
        let who = d["seat"].as_u64().unwrap() as usize;
        let action = d["action"].as_str().unwrap();
        if who == seat {
            let done = tricks
                .iter()
                .scan(0, |n, t| {
                    *n += t["plays"].as_array().unwrap().len();
                    Some(*n)
                })
                .take_while(|&n| n <= plays)
                .count();
            let folds: Vec<Value> = rec["folds"]
                .as_array()
                .unwrap()
                .iter()
                .filter(|f| match f["after_trick"].as_u64() {
                    None => d["phase"] == "play",
                    Some(t) => (t as usize) < done,
                })
                .cloned()
                .collect();
            let mut m = json!({"type": "decide", "hand_id": rec["id"], "seat": seat, "dealer": dealer, "rules": rec["options"],
                "phase": d["phase"], "hand": hand, "decisions": public, "folds": folds,
                "tricks": tricks[..done].to_vec(), "legal": d["legal"],
                "own": {"dealt": rec["deal"]["hands"][seat], "drawn": if trumped { ex["drawn"][seat].clone() } else { json!([]) },
                        "discarded": discarded, "rob_taken": if trumped && seat == dealer { ex["rob"]["taken"].clone() } else { json!([]) }}});
            if trumped {
                let counts = |k: &str| json!((0..4).map(|s| ex[k][s].as_array().unwrap().len()).collect::<Vec<_>>());
                m["dirt_discarded"] = counts("discarded_dirt");
                m["drawn"] = counts("drawn");
            }
            if robbed {
                let r = &ex["rob"];
                m["rob"] = json!({"taken": r["taken"].as_array().unwrap().len(), "discarded": r["discarded"].as_array().unwrap().len()});
            }
            out.push(m);
        }
        let phase = d["phase"].as_str().unwrap();
        let hidden = who != seat && (phase == "rob" || phase == "partner_discard");
        public.push(if hidden {
            json!({"seat": who, "phase": phase, "action": action.split_whitespace().next(), "hidden": true, "count": cards_after(action).len()})
        } else {
            json!({"seat": who, "phase": phase, "action": action})
        });
        match phase {
            "trump" => {
                trumped = true;
                for c in ex["discarded_dirt"][seat].as_array().unwrap() {
                    hand.remove(c.as_str().unwrap());
                    discarded.insert(c.as_str().unwrap().to_string());
                }
                hand.extend(set(&ex["drawn"][seat]));
                if seat == dealer {
                    hand.extend(set(&ex["rob"]["taken"]));
                }
                if !has_rob_decision {
                    robbed = true;
                    if seat == dealer {
                        for c in set(&ex["rob"]["discarded"]) {
                            hand.remove(&c);
                            discarded.insert(c);
                        }
                    }
                }
            }
            "rob" => {
                robbed = true;
                if seat == dealer {
                    for c in set(&ex["rob"]["discarded"]) {
                        hand.remove(&c);
                        discarded.insert(c);
                    }
                }
            }
            "excess" if who == seat => {
                for c in cards_after(action) {
                    hand.remove(&c);
                }
            }
            "excess" if (who + 2) % 4 == seat => hand.extend(cards_after(action)),
            "partner_discard" if who == seat => {
                for c in cards_after(action) {
                    hand.remove(&c);
                    discarded.insert(c);
                }
            }
            "play" => {
                plays += 1;
                if who == seat {
                    hand.remove(&cards_after(action)[0]);
                }
            }
            _ => {}
        }
    }
    out
}

fn check_level(level: BotKind, every: usize) -> usize {
    let mut n = 0;
    for (i, rec) in records().iter().enumerate().filter(|(i, _)| i % every == 0) {
        for msg in decide_messages(rec, i % 4) {
            let reply = decide(&msg, level, i as u64)
                .unwrap_or_else(|e| panic!("{} decision {}: {e}", rec["id"], msg["decisions"].as_array().unwrap().len()));
            let token = reply["action"].clone();
            assert!(msg["legal"].as_array().unwrap().contains(&token), "{}: {reply} not in {}", rec["id"], msg["legal"]);
            n += 1;
        }
    }
    n
}

#[test]
fn club_answers_every_fixture_decision_legally() {
    let n = check_level(BotKind::Club, 1);
    assert!(n > 1500, "{n}");
}

#[test]
fn random_and_strong_answer_legally() {
    assert!(check_level(BotKind::Random, 1) > 1500);
    assert!(check_level(BotKind::Strong, 25) > 40);
}

#[test]
fn the_process_speaks_the_protocol_and_rejects_junk() {
    let recs = records();
    let rec = &recs[2];
    let msgs = decide_messages(rec, 2);
    let hello = json!({"type": "hello", "protocol": "sixty-three-bot/1", "game": "sixty-three", "rules": rec["options"], "label": "t"});
    let new_hand = json!({"type": "new_hand", "hand_id": "1-1-0", "seat": 2, "dealer": rec["dealer"], "rules": rec["options"], "hand": rec["deal"]["hands"][2], "seed": 7});
    check_session(&["bot", "sixty-three", "--level", "club"], &hello, &new_hand, &msgs, "sixty-three-bot/1", |r| r["action"].clone());
    let last = msgs[msgs.len() - 1].clone();
    let mut impossible = last.clone();
    impossible["hand"] = json!(["XJ"]);
    let mut wrong_legal = last.clone();
    wrong_legal["legal"] = json!(["bid 40"]);
    let mut no_own = last.clone();
    no_own.as_object_mut().unwrap().remove("own");
    for junk in [
        "{\"type\":".to_string(),
        no_own.to_string(),
        impossible.to_string(),
        wrong_legal.to_string(),
        json!({"type": "hello", "protocol": "sixty-six-bot/1"}).to_string(),
        json!({"type": "hello", "protocol": "sixty-three-bot/1", "rules": {"deal_style": "twelve_plus_kitty"}}).to_string(),
    ] {
        assert_refused(&["bot", "sixty-three"], &hello, &junk);
    }
}

#[test]
fn messages_name_seats_and_a_wrong_legal_list_plainly() {
    let (mut first, mut later) = (None, None);
    for rec in records() {
        for seat in 0..4 {
            for m in decide_messages(&rec, seat) {
                let n = m["decisions"].as_array().unwrap().len();
                if n == 0 && first.is_none() {
                    first = Some(m.clone());
                }
                if n >= 2 && m["phase"] == "auction" && later.is_none() {
                    later = Some(m.clone());
                }
            }
        }
    }
    // The wrong seat to speak first: "seat N", not Rust's "Some(N)".
    let mut m = first.expect("a first decision");
    let seat = m["seat"].as_u64().unwrap();
    m["seat"] = json!((seat + 1) % 4);
    let err = decide(&m, BotKind::Random, 1).unwrap_err().to_string();
    assert!(err.contains(&format!("seat {seat} speaks first, not seat {}", (seat + 1) % 4)) && !err.contains("Some("), "{err}");
    // A legal list with a token the engine does not have is called a different legal list.
    let mut m = later.expect("a later auction decision");
    let engine = m["legal"].clone();
    m["legal"] = json!(["play AS"]);
    let err = decide(&m, BotKind::Random, 1).unwrap_err().to_string();
    assert!(err.contains("the message's legal list [play AS] is not the engine's") && !err.contains("does not lead"), "{err}");
    assert!(err.contains(engine[0].as_str().unwrap()), "{err}");
}
