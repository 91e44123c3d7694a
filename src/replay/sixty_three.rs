//! Replaying the shared Sixty-three fixtures (`tests/fixtures/sixty-three/README.md`):
//!
//! - `reference-hands.jsonl`: whole hands (deal, every decision with its legal list, the
//!   exchange, folds, tricks, the end and the score) and, across the hands of one game,
//!   the score chain and the game end ([`replay_reference_hand`],
//!   [`replay_reference_file`]);
//! - `tricks-compatible.jsonl`: single tricks from a position ([`replay_trick`]);
//! - `cards.jsonl`: the trump set, its order and the card points ([`replay_cards`]);
//! - stand-alone hands (README "Stand-alone hands"): arranged hands checked alone from any
//!   `scores_before`.
//!
//! [`replay_sixty_three_file`] takes any mix of these, telling each record's kind by its
//! fields ([`sixty_three_record_kind`]), never by its id or the file's name.
//!
//! Actions are read from the fixtures' strings with [`SixtyThreeAction`]'s `FromStr`.

use super::ReplayReport;
use crate::cards::{Card, CardSet, Suit};
use crate::game::{Game, MatchRules, Seat};
use crate::sixty_three::rank::{card_points, trick_winner, trump_power, trump_set};
use crate::sixty_three::{team, Phase, PlayedCard, SixtyThree, SixtyThreeAction, SixtyThreeOptions, SixtyThreeSetup};
use serde_json::{json, Value};

fn cards(v: &Value) -> Result<CardSet, String> {
    serde_json::from_value(v.clone()).map_err(|e| format!("bad card list {v}: {e}"))
}

fn card_list(v: &Value) -> Result<Vec<Card>, String> {
    serde_json::from_value(v.clone()).map_err(|e| format!("bad card list {v}: {e}"))
}

fn team_name(t: usize) -> &'static str {
    if t == 0 {
        "NS"
    } else {
        "EW"
    }
}

fn by_team(v: [i32; 2]) -> Value {
    json!({"NS": v[0], "EW": v[1]})
}

fn parse_action(v: &Value) -> Result<SixtyThreeAction, String> {
    let s = v.as_str().ok_or_else(|| format!("action {v} is not a string"))?;
    s.parse().map_err(|e| format!("{e}"))
}

/// Compares one field of the engine's account with the record's.
fn same(what: &str, mine: Value, theirs: &Value) -> Result<(), String> {
    if &mine == theirs {
        Ok(())
    } else {
        Err(format!("{what}: engine {mine} vs record {theirs}"))
    }
}

fn options_of(rec: &Value) -> Result<SixtyThreeOptions, String> {
    let o: SixtyThreeOptions = serde_json::from_value(rec["options"].clone()).map_err(|e| format!("options: {e}"))?;
    o.validate()?;
    Ok(o)
}

/// Replays one hand of `reference-hands.jsonl`: the deal, every decision (seat, phase,
/// legal set), and the engine's account of the contract, trump, exchange, folds, tricks,
/// end and result, including `scores_after`, `game_over` and `winner` computed from the
/// record's `scores_before`.
pub fn replay_reference_hand(rec: &Value) -> Result<(), String> {
    let o = options_of(rec)?;
    let dealer = rec["dealer"].as_u64().ok_or("no dealer")? as Seat;
    let pack = card_list(&rec["pack"])?;
    let mut g = SixtyThree::from_pack(&o, dealer, &pack).map_err(|e| e.to_string())?;
    // 1. The deal.
    for s in 0..4 {
        let want = cards(&rec["deal"]["hands"][s])?;
        if g.hands[s] != want {
            return Err(format!("deal: seat {s} engine {} vs record {want}", g.hands[s]));
        }
    }
    same("deal.stock", json!(g.stock), &rec["deal"]["stock"])?;
    // 2. Every decision.
    let decisions = rec["decisions"].as_array().ok_or("no decisions")?;
    let mut legal = Vec::new();
    for (i, d) in decisions.iter().enumerate() {
        let seat = d["seat"].as_u64().ok_or("decision without seat")? as Seat;
        if g.to_move() != Some(seat) {
            return Err(format!("decision {i}: engine expects {:?} to move, record says {seat}", g.to_move()));
        }
        let phase = serde_json::to_value(g.phase()).unwrap_or(Value::Null);
        if phase != d["phase"] {
            return Err(format!("decision {i}: engine phase {phase}, record {}", d["phase"]));
        }
        same_legal(&g, &mut legal, &d["legal"]).map_err(|e| format!("decision {i} ({}): {e}", d["phase"]))?;
        let a = parse_action(&d["action"])?;
        g.apply(a).map_err(|e| format!("decision {i}: {} refused: {e}", d["action"]))?;
    }
    if g.phase() != Phase::HandOver {
        return Err(format!("the record ended with the hand still in phase {:?}", g.phase()));
    }
    // 3. The engine's own account.
    let p = &g.public;
    same("contract", json!({"declarer": p.declarer, "bid": p.contract, "dealer_default": p.dealer_default}), &rec["contract"])?;
    same("trump", json!(p.trump), &rec["trump"])?;
    let ex = &rec["exchange"];
    let l = &g.log;
    same("exchange.discarded_dirt", json!(l.discarded_dirt), &ex["discarded_dirt"])?;
    same("exchange.drawn", json!(l.drawn), &ex["drawn"])?;
    same("exchange.short_of_stock", json!(p.short_of_stock), &ex["short_of_stock"])?;
    let rob = l.rob.clone().unwrap_or_default();
    same(
        "exchange.rob",
        json!({"taken": rob.taken, "kept_trumps": rob.kept_trumps, "kept_dirt": rob.kept_dirt, "discarded": rob.discarded}),
        &ex["rob"],
    )?;
    let passes: Vec<Value> = p
        .passes
        .iter()
        .zip(&l.partner_discarded)
        .map(|(ps, pd)| json!({"from": ps.from, "to": ps.to, "cards": ps.cards, "partner_discarded": pd}))
        .collect();
    same("exchange.passes", json!(passes), &ex["passes"])?;
    same("exchange.hands", json!(l.exchange_hands), &ex["hands"])?;
    same("folds", json!(p.folds), &rec["folds"])?;
    let tricks: Vec<Value> = p
        .tricks
        .iter()
        .map(|t| {
            json!({
                "leader": t.leader,
                "plays": t.plays.iter().map(|pc| json!([pc.seat, pc.card])).collect::<Vec<_>>(),
                "winner": t.winner,
                "points": t.points,
                "credited": by_team(t.credited),
            })
        })
        .collect();
    let want_tricks = rec["tricks"].as_array().ok_or("no tricks")?;
    if tricks.len() != want_tricks.len() {
        return Err(format!("tricks: engine played {} vs record {}", tricks.len(), want_tricks.len()));
    }
    for (k, (m, t)) in tricks.iter().zip(want_tricks).enumerate() {
        same(&format!("trick {k}"), m.clone(), t)?;
    }
    let end = p.end.clone().ok_or("no end")?;
    same(
        "end",
        json!({
            "reason": end.reason,
            "after_trick": end.after_trick,
            "team": end.team.map(team_name),
            "held": end.held.iter().map(|(s, c)| json!([s, c])).collect::<Vec<_>>(),
            "credited_points": end.credited_points,
        }),
        &rec["end"],
    )?;
    let r = g.result().ok_or("no result")?;
    let before = [
        rec["scores_before"]["NS"].as_i64().ok_or("no scores_before")? as i32,
        rec["scores_before"]["EW"].as_i64().ok_or("no scores_before")? as i32,
    ];
    let after = [before[0] + r.score_delta[0], before[1] + r.score_delta[1]];
    let hr = g.hand_result().ok_or("no hand result")?;
    let winner = o.match_winner(&after, &hr);
    same(
        "result",
        json!({
            "points": by_team(r.points),
            "bidding_team": team_name(r.bidding_team),
            "contract": r.contract,
            "made": r.made,
            "score_delta": by_team(r.score_delta),
            "scores_after": by_team(after),
            "game_over": winner.is_some(),
            "winner": winner.map(team_name),
        }),
        &rec["result"],
    )?;
    if r.points[0] + r.points[1] != 63 {
        return Err(format!("hand points {:?} do not sum to 63", r.points));
    }
    Ok(())
}

/// The kind of a Sixty-three record, told by its fields (README of
/// `tests/fixtures/sixty-three`, "Stand-alone hands"), never by its id or file name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SixtyThreeRecordKind {
    /// A hand of a whole game (`pack` and `decisions`): chained to the game's other hands.
    GameHand,
    /// A stand-alone hand (`pack` and `decisions`, with `game` = `id`, `hand_in_game` 0 and
    /// `selection` `"arranged:…"`): any `scores_before`, the game may go on or end.
    StandAloneHand,
    /// A single trick from a position (`hands` and a `leader`).
    Trick,
    /// A trump set and its card points (the `trumps` card list).
    Cards,
}

/// Tells a record's kind by its fields. A hand record whose `game` is its own `id` must
/// also have `hand_in_game` 0 and an `"arranged:…"` selection, else it is an error.
pub fn sixty_three_record_kind(rec: &Value) -> Result<SixtyThreeRecordKind, String> {
    let has = |k: &str| rec.get(k).is_some_and(|v| !v.is_null());
    if has("pack") && has("decisions") {
        if !(rec["game"].is_string() && rec["game"] == rec["id"]) {
            return Ok(SixtyThreeRecordKind::GameHand);
        }
        if rec["hand_in_game"] != json!(0) {
            return Err(format!("a stand-alone hand (game = id) needs hand_in_game 0, not {}", rec["hand_in_game"]));
        }
        if !rec["selection"].as_str().is_some_and(|s| s.starts_with("arranged:")) {
            return Err(format!("a stand-alone hand (game = id) needs selection \"arranged:…\", not {}", rec["selection"]));
        }
        Ok(SixtyThreeRecordKind::StandAloneHand)
    } else if has("hands") && has("leader") {
        Ok(SixtyThreeRecordKind::Trick)
    } else if has("trumps") {
        Ok(SixtyThreeRecordKind::Cards)
    } else {
        Err("unknown record kind: neither a hand (pack, decisions), a trick (hands, leader) nor a card record (trumps)".into())
    }
}

/// Replays a whole `reference-hands.jsonl`; the same as [`replay_sixty_three_file`], which
/// accepts every record kind.
pub fn replay_reference_file(text: &str) -> ReplayReport {
    replay_sixty_three_file(text)
}

/// Replays a Sixty-three file of any mix of records, each by the kind its fields give
/// ([`sixty_three_record_kind`]): hands with [`replay_reference_hand`], tricks with
/// [`replay_trick`], card records with [`replay_cards`]. The hands of whole games are also
/// chained (README "Replaying a record", step 4): a game's hands are consecutive lines
/// with `hand_in_game` 0, 1, 2 …, the dealer passes left, each `scores_before` is the
/// previous `scores_after` (zero for a game's first hand), and only a game's last hand has
/// `game_over: true`. Stand-alone hands are checked alone, from their own `scores_before`.
pub fn replay_sixty_three_file(text: &str) -> ReplayReport {
    replay_sixty_three_file_with_progress(text, &mut |_| {})
}

/// [`replay_sixty_three_file`], calling `progress(bytes)` after each record's replay with
/// the bytes its line took (newline included).
pub fn replay_sixty_three_file_with_progress(text: &str, progress: &mut dyn FnMut(usize)) -> ReplayReport {
    let mut rep = ReplayReport::default();
    let mut prev: Option<&Value> = None;
    let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
    let recs: Vec<Result<Value, String>> =
        lines.iter().map(|l| serde_json::from_str::<Value>(l).map_err(|e| format!("bad JSON: {e}"))).collect();
    let kinds: Vec<Option<SixtyThreeRecordKind>> =
        recs.iter().map(|r| r.as_ref().ok().and_then(|v| sixty_three_record_kind(v).ok())).collect();
    for (i, r) in recs.iter().enumerate() {
        progress(lines[i].len() + 1);
        let rec = match r {
            Ok(v) => v,
            Err(e) => {
                rep.add(&format!("line {}", i + 1), Err(e.clone()));
                prev = None;
                continue;
            }
        };
        let id = rec["id"].as_str().map(str::to_string).unwrap_or_else(|| format!("line {}", i + 1));
        let verdict = match sixty_three_record_kind(rec) {
            Err(e) => Err(e),
            Ok(SixtyThreeRecordKind::Trick) => replay_trick(rec),
            Ok(SixtyThreeRecordKind::Cards) => replay_cards(rec),
            Ok(SixtyThreeRecordKind::StandAloneHand) => replay_reference_hand(rec),
            Ok(SixtyThreeRecordKind::GameHand) => {
                let next_same_game = kinds.get(i + 1) == Some(&Some(SixtyThreeRecordKind::GameHand))
                    && recs[i + 1].as_ref().is_ok_and(|n| n["game"] == rec["game"]);
                game_chain(prev, rec, next_same_game).and_then(|_| replay_reference_hand(rec))
            }
        };
        rep.add(&id, verdict);
        prev = (kinds[i] == Some(SixtyThreeRecordKind::GameHand)).then_some(rec);
    }
    rep
}

/// The across-game checks of one hand of a whole game, given the previous line's game
/// hand (if any) and whether the next line continues the game.
fn game_chain(prev: Option<&Value>, rec: &Value, next_same_game: bool) -> Result<(), String> {
    let k = rec["hand_in_game"].as_u64().ok_or("no hand_in_game")?;
    match prev.filter(|p| p["game"] == rec["game"]) {
        None => {
            if k != 0 {
                return Err(format!("a game starts at hand_in_game {k}"));
            }
            same("scores_before (first hand)", json!({"NS": 0, "EW": 0}), &rec["scores_before"])?;
        }
        Some(p) => {
            if p["hand_in_game"].as_u64().map(|x| x + 1) != Some(k) {
                return Err(format!("hand_in_game {k} does not follow {}", p["hand_in_game"]));
            }
            same("scores_before (previous scores_after)", p["result"]["scores_after"].clone(), &rec["scores_before"])?;
            let pd = p["dealer"].as_u64().ok_or("no dealer")?;
            same("dealer (passes left)", json!((pd + 1) % 4), &rec["dealer"])?;
            if p["result"]["game_over"] == json!(true) {
                return Err("a hand follows a game's last hand".into());
            }
        }
    }
    // Only the last hand of a game ends it (the engine's verdict is checked in the hand
    // replay).
    same("game_over (only on a game's last hand)", json!(!next_same_game), &rec["result"]["game_over"])
}

/// Replays one trick of `tricks-compatible.jsonl`: the seat to move, the legal list
/// (§9.2, §9.5), the winner (§9.6) and the points per team (§4.1, §10.1).
pub fn replay_trick(rec: &Value) -> Result<(), String> {
    let o = SixtyThreeOptions::default();
    let trump: Suit = serde_json::from_value(rec["trump"].clone()).map_err(|e| format!("trump: {e}"))?;
    let mut hands = [CardSet::EMPTY; 4];
    for (s, h) in hands.iter_mut().enumerate() {
        *h = cards(&rec["hands"][s])?;
    }
    let leader = rec["leader"].as_u64().ok_or("no leader")? as Seat;
    let declarer = rec["declarer"].as_u64().ok_or("no declarer")? as Seat;
    let first = rec["first_trick"].as_bool().ok_or("no first_trick")?;
    let mut g = SixtyThree::from_setup(SixtyThreeSetup::at_trick(&o, trump, declarer, leader, hands, first)).map_err(|e| e.to_string())?;
    let plays = rec["plays"].as_array().ok_or("no plays")?;
    let mut legal = Vec::new();
    let mut played = Vec::new();
    for (i, pl) in plays.iter().enumerate() {
        let seat = pl["seat"].as_u64().ok_or("play without seat")? as Seat;
        if g.to_move() != Some(seat) {
            return Err(format!("play {i}: engine expects {:?}, record {seat}", g.to_move()));
        }
        same_legal(&g, &mut legal, &pl["legal"]).map_err(|e| format!("play {i}: {e}"))?;
        let card: Card = serde_json::from_value(pl["card"].clone()).map_err(|e| format!("card: {e}"))?;
        played.push(PlayedCard { seat, card });
        g.apply(SixtyThreeAction::Play { card }).map_err(|e| format!("play {i}: {e}"))?;
    }
    let t = g.public.tricks.last().filter(|t| !t.plays.is_empty()).ok_or("the trick did not complete")?;
    same("winner", json!(t.winner), &rec["winner"])?;
    same("points", json!(t.points), &rec["points"])?;
    // The rank function alone agrees with the engine's trick.
    let w = played[trick_winner(&played, trump, &o)].seat;
    if w != t.winner {
        return Err(format!("trick_winner {w} vs engine {}", t.winner));
    }
    // Points per team: the 2 of trump to the team that played it (§10.1).
    let mut want = [0i32; 2];
    let two_other = rec["rulebook_tags"].as_array().is_some_and(|v| v.iter().any(|x| x == "two_of_trump_to_other_team"));
    let total = rec["points"].as_i64().ok_or("no points")? as i32;
    want[team(t.winner)] = total - i32::from(two_other);
    want[1 - team(t.winner)] = i32::from(two_other);
    if t.credited != want {
        return Err(format!("credited {:?} vs expected {want:?}", t.credited));
    }
    Ok(())
}

/// Checks one record of `cards.jsonl`: the trump set (§2.3), its order high to low
/// (§3.1) and the card points (§4.1).
pub fn replay_cards(rec: &Value) -> Result<(), String> {
    let o = SixtyThreeOptions::default();
    let trump: Suit = serde_json::from_value(rec["trump"].clone()).map_err(|e| format!("trump: {e}"))?;
    same("trumps", json!(trump_set(trump)), &rec["trumps"])?;
    let mut order: Vec<Card> = trump_set(trump).iter().collect();
    order.sort_by_key(|&c| std::cmp::Reverse(trump_power(c, trump, o.joker_rank)));
    same("trumps_high_to_low", json!(order), &rec["trumps_high_to_low"])?;
    let mut pts = serde_json::Map::new();
    let mut total = 0;
    for c in SixtyThree::pack().iter() {
        let v = card_points(c, trump, &o);
        if v > 0 {
            pts.insert(c.to_string(), json!(v));
            total += v as i32;
        }
    }
    same("points", Value::Object(pts), &rec["points"])?;
    same("total_points", json!(total), &rec["total_points"])?;
    Ok(())
}

/// Checks the engine's legal list against a record's (any order): the one comparison of
/// every hand and trick record. `buf` is reused between decisions.
fn same_legal(g: &SixtyThree, buf: &mut Vec<SixtyThreeAction>, record: &Value) -> Result<(), String> {
    g.legal_actions(buf);
    let mut mine: Vec<String> = buf.iter().map(|a| a.to_string()).collect();
    let mut theirs: Vec<String> =
        record.as_array().ok_or("no legal list")?.iter().map(|v| parse_action(v).map(|a| a.to_string())).collect::<Result<_, _>>()?;
    mine.sort();
    theirs.sort();
    if mine != theirs {
        return Err(format!("legal {mine:?} vs record {theirs:?}"));
    }
    Ok(())
}
