//! The `sixty-six-bot/1` protocol, driven with observations built from every shared
//! Sixty-six reference deal and every 20-card Schnapsen reference hand: for one seat per
//! record (alternating), every decision of that seat is sent as a `decide` message; the
//! bot must rebuild a position whose legal list is the record's and reply with one of its
//! tokens. The harness's own message builder must produce the same observation. Also the
//! real process: a short session, and a clear error with exit status 2 on bad input.

use cardtable::bots::BotKind;
use cardtable::game::Game;
use cardtable::protocol::sixty_six::{decide, decide_message, record_entry, Draws};
use cardtable::protocol::ProtocolGame;
use cardtable::sixty_six::{SixtySix, SixtySixAction, SixtySixOptions};
use serde_json::{json, Value};

use std::path::PathBuf;
mod protocol_common;
use protocol_common::{assert_refused, check_session};

fn lines(rel: &str) -> Vec<Value> {
    let p = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures").join(rel);
    std::fs::read_to_string(p).unwrap().lines().map(|l| serde_json::from_str(l).unwrap()).collect()
}

/// Every record, as `(game, record)`: the Sixty-six deals, then the Schnapsen hands.
fn records() -> Vec<(ProtocolGame, Value)> {
    let mut v: Vec<(ProtocolGame, Value)> =
        lines("sixty-six/reference-deals.jsonl").into_iter().map(|r| (ProtocolGame::SixtySix, r)).collect();
    v.extend(lines("schnapsen/games.jsonl").into_iter().map(|r| (ProtocolGame::Schnapsen, r)));
    v
}

fn sort_key(c: &str) -> usize {
    "CDHS".find(&c[1..2]).unwrap() * 8 + "9JQKTA".find(&c[0..1]).unwrap()
}

fn s(v: &Value) -> String {
    v.as_str().unwrap().to_string()
}

/// Every `decide` message `seat` gets in `rec`, built from the record alone.
fn decide_messages(game: ProtocolGame, rec: &Value, seat: usize) -> Vec<Value> {
    let schnapsen = game == ProtocolGame::Schnapsen;
    let rules = if schnapsen { json!(SixtySixOptions::schnapsen()) } else { rec["options"].clone() };
    let dealer = if schnapsen { 1 } else { rec["dealer"].as_u64().unwrap() as usize };
    let mut hand: Vec<String> = rec["hands"][seat].as_array().unwrap().iter().map(s).collect();
    let mut face_up = Some(s(&rec["trump_card"]));
    let mut public: Vec<Value> = Vec::new();
    let mut tricks: Vec<Value> = Vec::new();
    let mut rounds = 0;
    let mut out = Vec::new();
    for d in rec["decisions"].as_array().unwrap() {
        let who = d["seat"].as_u64().unwrap() as usize;
        let phase = if schnapsen { d["stage"].clone() } else { d["phase"].clone() };
        if who == seat {
            let mut sorted = hand.clone();
            sorted.sort_by_key(|c| sort_key(c));
            out.push(json!({"type": "decide", "hand_id": rec["id"], "game": game.name(), "seat": seat, "dealer": dealer,
                "rules": rules, "role": d["role"], "phase": phase, "hand": sorted, "trump_card": rec["trump_card"],
                "decisions": public, "tricks": tricks, "legal": d["legal"]}));
        }
        let mut entry = json!({"seat": who, "role": d["role"], "phase": phase});
        for k in ["action", "card", "suit"] {
            if let Some(x) = d.get(k) {
                entry[k] = x.clone();
            }
        }
        public.push(entry);
        let card = d.get("card").map(s);
        match d["action"].as_str().unwrap() {
            "play" | "marriage" if who == seat => hand.retain(|c| Some(c) != card.as_ref()),
            "exchange_trump" => {
                if who == seat {
                    hand.retain(|c| Some(c) != card.as_ref());
                    hand.push(face_up.clone().unwrap());
                }
                face_up = card.clone();
            }
            _ => {}
        }
        if d["role"] == "follow" && d["action"] == "play" {
            let mut t = rec["tricks"][tricks.len()].clone();
            let w = t["winner"].as_u64().unwrap() as usize;
            if let Some(dr) = t["draws"].as_array().cloned() {
                let (a, b) = (s(&dr[0]), s(&dr[1]));
                rounds += 1;
                // The last of the (stock + 1) / 2 draw rounds takes the face-up card.
                let face = rounds == if schnapsen { 5 } else { 6 };
                if face {
                    face_up = None;
                }
                if w == seat {
                    hand.push(a.clone());
                } else {
                    hand.push(b.clone());
                }
                t["draws"] = json!([if w == seat { Some(a) } else { None }, if w != seat || face { Some(b) } else { None }]);
            }
            tricks.push(t);
        }
    }
    out
}

fn check_level(level: BotKind, every: usize) -> usize {
    let mut n = 0;
    for (i, (game, rec)) in records().iter().enumerate().filter(|(i, _)| i % every == 0) {
        for msg in decide_messages(*game, rec, i % 2) {
            let reply = decide(*game, &msg, level, i as u64)
                .unwrap_or_else(|e| panic!("{} decision {}: {e}", rec["id"], msg["decisions"].as_array().unwrap().len()));
            assert!(msg["legal"].as_array().unwrap().contains(&reply), "{}: {reply} not in {}", rec["id"], msg["legal"]);
            n += 1;
        }
    }
    n
}

#[test]
fn club_answers_every_fixture_decision_legally() {
    assert!(check_level(BotKind::Club, 1) > 4000);
}

#[test]
fn random_and_strong_answer_legally() {
    assert!(check_level(BotKind::Random, 1) > 4000);
    assert!(check_level(BotKind::Strong, 25) > 150);
}

/// The harness's `decide_message`, replaying a record, agrees with the record-built one on
/// everything the bot reads.
#[test]
fn harness_messages_match_the_records() {
    for (i, (game, rec)) in records().iter().enumerate() {
        let seat = i % 2;
        let expected = decide_messages(*game, rec, seat);
        let o = if *game == ProtocolGame::Schnapsen {
            SixtySixOptions::schnapsen()
        } else {
            serde_json::from_value(rec["options"].clone()).unwrap()
        };
        let mut g = if *game == ProtocolGame::Schnapsen {
            let hands =
                [serde_json::from_value(rec["hands"][0].clone()).unwrap(), serde_json::from_value(rec["hands"][1].clone()).unwrap()];
            let stock: Vec<cardtable::cards::Card> = serde_json::from_value(rec["stock"].clone()).unwrap();
            SixtySix::from_cards(&o, 1, hands, serde_json::from_value(rec["trump_card"].clone()).unwrap(), &stock).unwrap()
        } else {
            let pack: Vec<cardtable::cards::Card> = serde_json::from_value(rec["pack"].clone()).unwrap();
            SixtySix::from_pack(&o, rec["dealer"].as_u64().unwrap() as usize, &pack).unwrap()
        };
        let (mut record, mut draws): (Vec<Value>, Vec<Draws>) = (Vec::new(), Vec::new());
        let mut k = 0;
        for d in rec["decisions"].as_array().unwrap() {
            if g.to_move() == Some(seat) {
                let m = decide_message(*game, "x", &g, &record, &draws);
                for key in ["seat", "dealer", "role", "phase", "hand", "trump_card", "decisions", "legal"] {
                    assert_eq!(m[key], expected[k][key], "{} decision {}: {key}", rec["id"], record.len());
                }
                let theirs = expected[k]["tricks"].as_array().unwrap();
                for (t, u) in m["tricks"].as_array().unwrap().iter().zip(theirs) {
                    for key in ["leader", "lead", "follow", "winner", "draws"] {
                        assert_eq!(t[key], u[key], "{} trick {}: {key}", rec["id"], t["no"]);
                    }
                }
                k += 1;
            }
            let a: SixtySixAction = serde_json::from_value(
                json!({"action": d["action"], "card": d.get("card"), "suit": d.get("suit")})
                    .as_object()
                    .unwrap()
                    .iter()
                    .filter(|(_, v)| !v.is_null())
                    .map(|(k, v)| (k.clone(), v.clone()))
                    .collect::<serde_json::Map<_, _>>()
                    .into(),
            )
            .unwrap();
            record.push(record_entry(&g, a));
            let (tricks, face) = (g.public().tricks.len(), g.public().face_up);
            g.apply(a).unwrap();
            if g.public().tricks.len() > tricks {
                draws.push(g.last_draws().map(|dr| (dr, face.is_some() && g.public().face_up.is_none())));
            }
        }
        assert_eq!(k, expected.len(), "{}", rec["id"]);
    }
}

#[test]
fn the_process_speaks_the_protocol_and_rejects_junk() {
    let all = records();
    let (game, rec) = &all[5];
    let msgs = decide_messages(*game, rec, 1);
    let hello = json!({"type": "hello", "protocol": "sixty-six-bot/1", "game": "sixty-six", "rules": rec["options"], "label": "t"});
    let new_hand = json!({"type": "new_hand", "hand_id": "1-1-0", "seat": 1, "dealer": rec["dealer"], "rules": rec["options"], "hand": rec["hands"][1], "trump_card": rec["trump_card"], "seed": 7});
    check_session(&["bot", "sixty-six", "--level", "club"], &hello, &new_hand, &msgs, "sixty-six-bot/1", |r| r.clone());
    // Junk: not JSON, a missing field, an impossible position (a card the seat cannot
    // hold), a wrong legal list, another protocol, rules the engine refuses.
    let mut impossible = msgs[msgs.len() - 1].clone();
    impossible["hand"] = json!(["AS", "AS"]);
    let mut wrong_legal = msgs[0].clone();
    wrong_legal["legal"] = json!([{"action": "pass"}]);
    let mut no_hand = msgs[0].clone();
    no_hand.as_object_mut().unwrap().remove("hand");
    for junk in [
        "not json".to_string(),
        no_hand.to_string(),
        impossible.to_string(),
        wrong_legal.to_string(),
        json!({"type": "hello", "protocol": "euchre-arena/1"}).to_string(),
        json!({"type": "hello", "protocol": "sixty-six-bot/1", "rules": {"deck": 22}}).to_string(),
    ] {
        assert_refused(&["bot", "sixty-six"], &hello, &junk);
    }
}
