//! The `euchre-arena/1` bot protocol, driven with observations built from every shared
//! Euchre reference hand: for one seat per hand, every decision of that seat is sent as a
//! `decide` message and the reply must be one of the record's legal tokens. Also the real
//! process: hello, decide, bye, and a clear error plus exit status 2 on junk.

use cardtable::bots::BotKind;
use cardtable::protocol::decide;
use serde_json::{json, Value};
use std::path::PathBuf;
mod protocol_common;
use protocol_common::{assert_refused, check_session};

fn records() -> Vec<Value> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/euchre");
    ["games.jsonl", "corner_cases.jsonl"]
        .iter()
        .flat_map(|f| {
            std::fs::read_to_string(dir.join(f)).unwrap().lines().map(|l| serde_json::from_str(l).unwrap()).collect::<Vec<Value>>()
        })
        .collect()
}

fn card_list(v: &Value) -> Vec<String> {
    v.as_array().unwrap().iter().map(|c| c.as_str().unwrap().to_string()).collect()
}

/// Every `decide` message `seat` gets in `rec`, with the record's legal list.
fn decide_messages(rec: &Value, seat: usize) -> Vec<Value> {
    let dealer = rec["dealer"].as_u64().unwrap() as usize;
    let upcard = rec["upcard"].as_str().unwrap().to_string();
    let mut hand = card_list(&rec["hands"][seat]);
    let mut public: Vec<Value> = Vec::new();
    let mut out = Vec::new();
    for d in rec["decisions"].as_array().unwrap() {
        let s = d["seat"].as_u64().unwrap() as usize;
        if s == seat {
            let mut sorted = hand.clone();
            sorted.sort_by_key(|c| {
                let suit = "CDHS".find(&c[1..2]).unwrap();
                let rank = "9TJQKA".find(&c[0..1]).unwrap();
                suit * 8 + rank
            });
            out.push(json!({"type": "decide", "hand_id": rec["id"], "seat": seat, "dealer": dealer,
                "rules": rec["rules"], "phase": d["phase"], "hand": sorted, "upcard": upcard,
                "decisions": public, "legal": d["legal"]}));
        }
        let mut entry = d.clone();
        entry.as_object_mut().unwrap().remove("legal");
        match d["action"].as_str().unwrap() {
            "order_up" if seat == dealer => hand.push(upcard.clone()),
            "discard" if s == seat => hand.retain(|c| c != d["card"].as_str().unwrap()),
            "discard" => {
                entry.as_object_mut().unwrap().remove("card");
            }
            "play" if s == seat => hand.retain(|c| c != d["card"].as_str().unwrap()),
            _ => {}
        }
        public.push(entry);
    }
    out
}

fn check_level(level: BotKind, every: usize) -> usize {
    let mut n = 0;
    for (i, rec) in records().iter().enumerate().filter(|(i, _)| i % every == 0) {
        let seat = i % 4;
        for msg in decide_messages(rec, seat) {
            let reply = decide(&msg, level, i as u64).unwrap_or_else(|e| panic!("{}: {e}", rec["id"]));
            assert!(msg["legal"].as_array().unwrap().contains(&reply), "{}: {reply} not in {}", rec["id"], msg["legal"]);
            n += 1;
        }
    }
    n
}

#[test]
fn club_answers_every_fixture_decision_legally() {
    assert!(check_level(BotKind::Club, 1) > 1000);
}

#[test]
fn random_and_strong_answer_legally() {
    assert!(check_level(BotKind::Random, 1) > 1000);
    assert!(check_level(BotKind::Strong, 23) > 50);
}

#[test]
fn the_process_speaks_the_protocol_and_rejects_junk() {
    let rec = &records()[3];
    let msgs = decide_messages(rec, 1);
    let hello = json!({"type":"hello","protocol":"euchre-arena/1","game":"euchre","rules":rec["rules"],"label":"t"});
    let new_hand = json!({"type":"new_hand","hand_id":"1-1-0","seat":1,"partner":3,"dealer":rec["dealer"],"rules":rec["rules"],"hand":rec["hands"][1],"upcard":rec["upcard"],"seed":7});
    check_session(&["bot", "euchre", "--level", "club"], &hello, &new_hand, &msgs, "euchre-arena/1", |r| r.clone());
    for junk in ["not json", "{\"type\":\"decide\",\"seat\":9}", "{\"type\":\"hello\",\"protocol\":\"other/2\"}"] {
        assert_refused(&["bot", "euchre"], &hello, junk);
    }
}

#[test]
fn a_card_outside_the_euchre_pack_is_not_a_card() {
    let rec = &records()[0];
    let mut msg = decide_messages(rec, 1)[0].clone();
    msg["hand"][0] = json!("2C");
    let err = decide(&msg, BotKind::Random, 1).unwrap_err().to_string();
    assert!(err.contains("not a card: 2C"), "{err}");
}
