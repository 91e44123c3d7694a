//! Replaying the Sixty-six reference deals (`tests/fixtures/sixty-six`, rule book
//! defaults) and the 20-card Schnapsen reference hands (`tests/fixtures/schnapsen`, under
//! the §15.4 settings): every decision's seat, role, phase and legal list (same order),
//! every trick, draw, marriage credit, exchange, close, declaration, result and the
//! running game score must agree with this engine. Files may mix the deals of whole games
//! with stand-alone (arranged) deals ([`sixty_six_record_kind`], [`replay_sixty_six_file`]).

use super::ReplayReport;
use crate::cards::{Card, CardSet};
use crate::game::{Game, Seat};
use crate::sixty_six::{Reason, SixtySix, SixtySixAction, SixtySixOptions, Stage};
use serde_json::{json, Value};
use std::collections::HashMap;

fn parse_token(v: &Value) -> Result<SixtySixAction, String> {
    let mut t = serde_json::Map::new();
    if let Value::Object(m) = v {
        for k in ["action", "card", "suit"] {
            if let Some(x) = m.get(k) {
                t.insert(k.to_string(), x.clone());
            }
        }
    }
    serde_json::from_value(Value::Object(t)).map_err(|e| format!("bad action token {v}: {e}"))
}

fn cards(v: &Value) -> Result<Vec<Card>, String> {
    serde_json::from_value(v.clone()).map_err(|e| format!("cards {v}: {e}"))
}

fn cardset(v: &Value) -> Result<CardSet, String> {
    serde_json::from_value(v.clone()).map_err(|e| format!("cards {v}: {e}"))
}

fn role(g: &SixtySix) -> &'static str {
    if g.public.stage == Stage::Follow {
        "follow"
    } else {
        "lead"
    }
}

/// Plays the record's decisions, checking seat, role, phase (under `phase_key`) and the
/// legal list at each; returns the draws after each trick.
fn play_decisions(g: &mut SixtySix, rec: &Value, phase_key: &str) -> Result<Vec<Option<[Card; 2]>>, String> {
    let decisions = rec["decisions"].as_array().ok_or("no decisions")?;
    let mut legal = Vec::new();
    let mut draws = Vec::new();
    for (i, d) in decisions.iter().enumerate() {
        let seat = d["seat"].as_u64().ok_or_else(|| format!("decision {i}: no seat"))? as Seat;
        if g.to_move() != Some(seat) {
            return Err(format!("decision {i}: engine has {:?} to move, record {seat}", g.to_move()));
        }
        if d["role"].as_str() != Some(role(g)) {
            return Err(format!("decision {i}: engine role {}, record {}", role(g), d["role"]));
        }
        if d[phase_key].as_u64() != Some(g.public.phase() as u64) {
            return Err(format!("decision {i}: engine phase {}, record {}", g.public.phase(), d[phase_key]));
        }
        g.legal_actions(&mut legal);
        let mine = serde_json::to_value(&legal).map_err(|e| e.to_string())?;
        let theirs: Vec<Value> = d["legal"]
            .as_array()
            .ok_or_else(|| format!("decision {i}: no legal list"))?
            .iter()
            .map(|t| parse_token(t).and_then(|a| serde_json::to_value(a).map_err(|e| e.to_string())))
            .collect::<Result<_, _>>()?;
        if mine != Value::Array(theirs.clone()) {
            return Err(format!("decision {i}: legal {mine} vs record {}", Value::Array(theirs)));
        }
        let a = parse_token(d)?;
        let before = g.public.tricks.len();
        g.apply(a).map_err(|e| format!("decision {i}: {a:?} refused: {e}"))?;
        if g.public.tricks.len() > before {
            draws.push(g.last_draws);
        } else if let (Some(dr), SixtySixAction::Draw) = (g.last_draws, a) {
            if let Some(last) = draws.last_mut() {
                *last = Some(dr);
            }
        }
    }
    if g.to_move().is_some() {
        return Err("the record ended before the deal did".into());
    }
    Ok(draws)
}

fn same(what: &str, mine: &Value, theirs: &Value) -> Result<(), String> {
    if mine == theirs {
        Ok(())
    } else {
        Err(format!("{what}: engine {mine} vs record {theirs}"))
    }
}

/// Compares the record's keys of `theirs` with the same keys of `mine`.
fn same_keys(what: &str, mine: &Value, theirs: &Value) -> Result<(), String> {
    let m = theirs.as_object().ok_or_else(|| format!("{what}: not an object"))?;
    for (k, v) in m {
        same(&format!("{what}.{k}"), &mine[k], v)?;
    }
    Ok(())
}

/// Replays one deal of a Sixty-six record (the deal, every decision, the tricks, marriages,
/// exchanges, close, declaration and result; not the game score) and returns the finished
/// deal. `sixty-six-3` records, translated to two-hand seats, are checked with it too.
pub fn replay_sixty_six_deal(rec: &Value) -> Result<SixtySix, String> {
    let o: SixtySixOptions = serde_json::from_value(rec["options"].clone()).map_err(|e| format!("options: {e}"))?;
    let dealer = rec["dealer"].as_u64().ok_or("no dealer")? as Seat;
    let pack = cards(&rec["pack"])?;
    let mut g = SixtySix::from_pack(&o, dealer, &pack).map_err(|e| e.to_string())?;
    same("elder", &json!(g.public.elder()), &rec["elder"])?;
    for s in 0..2 {
        if g.hands[s] != cardset(&rec["hands"][s])? {
            return Err(format!("hand {s}: engine {} vs record {}", g.hands[s], rec["hands"][s]));
        }
    }
    same("trump_card", &json!(g.public.trump_card), &rec["trump_card"])?;
    same("trump", &json!(g.public.trump), &rec["trump"])?;
    same("stock", &json!(g.stock_in_draw_order()), &rec["stock"])?;
    let draws = play_decisions(&mut g, rec, "phase")?;
    let p = &g.public;
    let tricks: Vec<Value> = p
        .tricks
        .iter()
        .zip(&draws)
        .map(|(t, d)| {
            json!({
                "no": t.no, "leader": t.leader, "phase": t.phase, "lead": t.lead, "marriage": t.marriage,
                "follow": t.follow, "winner": t.winner, "card_points": t.card_points, "bonus": t.bonus,
                "totals_after": t.totals_after, "pending_after": t.pending_after,
                "tricks_won_after": t.tricks_won_after, "draws": d,
            })
        })
        .collect();
    let want = rec["tricks"].as_array().ok_or("no tricks")?;
    if tricks.len() != want.len() {
        return Err(format!("{} tricks vs record {}", tricks.len(), want.len()));
    }
    for (i, (m, t)) in tricks.iter().zip(want).enumerate() {
        same_keys(&format!("trick {}", i + 1), m, t)?;
    }
    same("marriages", &json!(p.marriages), &rec["marriages"])?;
    same("exchanges", &json!(p.exchanges), &rec["exchanges"])?;
    same("closing", &json!(p.closing), &rec["closing"])?;
    same("declaration", &json!(p.declaration), &rec["declaration"])?;
    let r = g.result().ok_or("no result")?;
    same_keys("result", &serde_json::to_value(r).map_err(|e| e.to_string())?, &rec["result"])?;
    Ok(g)
}

/// Replays one Sixty-six reference deal (README of `tests/fixtures/sixty-six`) under the
/// options it carries. Checks the deal, every decision, the tricks, marriages, exchanges,
/// close, declaration and result, and that `score_after = score_before` + the game points.
pub fn replay_sixty_six(rec: &Value) -> Result<(), String> {
    let o: SixtySixOptions = serde_json::from_value(rec["options"].clone()).map_err(|e| format!("options: {e}"))?;
    let g = replay_sixty_six_deal(rec)?;
    let r = g.result().ok_or("no result")?;
    // The game score (§13): exactly one player scores.
    let before: Vec<i64> = serde_json::from_value(rec["score_before"].clone()).map_err(|e| e.to_string())?;
    let mut after = before.clone();
    if let Some(w) = r.winner {
        after[w] += r.game_points as i64 + rec["carried_bonus"].as_i64().unwrap_or(0);
    }
    same("score_after", &json!(after), &rec["score_after"])?;
    let over = after.iter().any(|&s| s >= o.game_target as i64);
    same("game_over", &json!(over), &rec["game_over"])?;
    let winner = if over { after.iter().position(|&s| s >= o.game_target as i64) } else { None };
    same("game_winner", &json!(winner), &rec["game_winner"])?;
    Ok(())
}

/// The kind of a Sixty-six record, told by its fields (README of `tests/fixtures/sixty-six`,
/// "Stand-alone records"), never by its id or file name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SixtySixRecordKind {
    /// One deal of a whole game: chained to the game's other deals.
    GameDeal,
    /// An arranged deal checked on its own: `game_id` = `id`, `deal_no` 1, `prev_id` null,
    /// `seed` null, `policy` `"arranged"`; any `score_before`.
    StandAlone,
}

/// Tells a record's kind by its fields. A record with any of the stand-alone marks
/// (`policy` `"arranged"`, `seed` null, `game_id` = `id`) must carry all of them; a
/// record with only some is an error naming the missing one.
pub fn sixty_six_record_kind(rec: &Value) -> Result<SixtySixRecordKind, String> {
    let own_game = rec["game_id"].is_string() && rec["game_id"] == rec["id"];
    let arranged = rec["policy"] == json!("arranged");
    let no_seed = rec["seed"].is_null();
    if !(own_game || arranged || no_seed) {
        return Ok(SixtySixRecordKind::GameDeal);
    }
    let marks = [
        (own_game, "game_id = id"),
        (rec["deal_no"] == json!(1), "deal_no 1"),
        (rec["prev_id"].is_null(), "prev_id null"),
        (no_seed, "seed null"),
        (arranged, "policy \"arranged\""),
    ];
    match marks.iter().find(|(ok, _)| !ok) {
        None => Ok(SixtySixRecordKind::StandAlone),
        Some((_, what)) => Err(format!("a stand-alone deal needs {what} (it has some of the stand-alone marks, not all)")),
    }
}

/// Replays a Sixty-six file (`reference-deals.jsonl` or any file of the same format):
/// every record with [`replay_sixty_six`]; for the deals of whole games also the game's
/// continuity (§2.1, §13): a game's deals are numbered 1, 2 … and name their previous deal,
/// each deal starts from the previous deal's score, the deal alternates, and a game ends
/// exactly when a player reaches the target. Stand-alone deals (see
/// [`sixty_six_record_kind`]) may start at any score and need not end the game; they are
/// not chained to anything. A file may mix both kinds.
pub fn replay_sixty_six_file(text: &str) -> ReplayReport {
    replay_sixty_six_file_with_progress(text, &mut |_| {})
}

/// [`replay_sixty_six_file`], calling `progress(bytes)` after each non-empty line with the
/// bytes it took (newline included).
pub fn replay_sixty_six_file_with_progress(text: &str, progress: &mut dyn FnMut(usize)) -> ReplayReport {
    struct Last {
        id: Value,
        deal_no: u64,
        score: Value,
        dealer: u64,
        over: bool,
    }
    let mut rep = ReplayReport::default();
    let mut last: HashMap<String, Last> = HashMap::new();
    let mut order: Vec<String> = Vec::new();
    for (i, line) in text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty()) {
        progress(line.len() + 1);
        let rec: Value = match serde_json::from_str(line) {
            Ok(v) => v,
            Err(e) => {
                rep.add(&format!("line {}", i + 1), Err(format!("bad JSON: {e}")));
                continue;
            }
        };
        let id = rec["id"].as_str().map(str::to_string).unwrap_or_else(|| format!("line {}", i + 1));
        let kind = sixty_six_record_kind(&rec);
        let mut verdict = match &kind {
            Ok(_) => replay_sixty_six(&rec),
            Err(e) => Err(e.clone()),
        };
        if kind == Ok(SixtySixRecordKind::GameDeal) {
            let game = rec["game_id"].as_str().unwrap_or_default().to_string();
            let dealer = rec["dealer"].as_u64().unwrap_or(9);
            let deal_no = rec["deal_no"].as_u64().unwrap_or(0);
            let continuity = match last.get(&game) {
                None if rec["score_before"] != json!([0, 0]) => Err("a game's first deal must start at 0-0".into()),
                None if deal_no != 1 || !rec["prev_id"].is_null() => {
                    Err(format!("a game's first deal must have deal_no 1 and prev_id null, not {deal_no} and {}", rec["prev_id"]))
                }
                Some(l) if l.over => Err("a deal after the game was over".into()),
                Some(l) if l.score != rec["score_before"] => {
                    Err(format!("score_before {} vs previous deal's score_after {}", rec["score_before"], l.score))
                }
                Some(l) if l.dealer == dealer => Err("the deal did not alternate (§2.1)".into()),
                Some(l) if l.deal_no + 1 != deal_no || l.id != rec["prev_id"] => Err(format!(
                    "deal_no {deal_no}, prev_id {} do not follow the game's previous deal {} (deal_no {})",
                    rec["prev_id"], l.id, l.deal_no
                )),
                _ => Ok(()),
            };
            verdict = verdict.and(continuity);
            if !last.contains_key(&game) {
                order.push(game.clone());
            }
            let over = rec["game_over"].as_bool().unwrap_or(false);
            last.insert(game, Last { id: rec["id"].clone(), deal_no, score: rec["score_after"].clone(), dealer, over });
        }
        rep.add(&id, verdict);
    }
    // Every game must be finished (stand-alone deals need not be).
    for game in &order {
        if !last[game].over {
            rep.failures.push(format!("{game}: the file ends before the game does"));
        }
    }
    rep
}

/// Replays one 20-card Schnapsen reference hand (README of `tests/fixtures/schnapsen`)
/// under [`SixtySixOptions::schnapsen`] (docs/rules/sixty-six.md §15.4), seat 0 leading (seat 1 deals).
pub fn replay_schnapsen(rec: &Value) -> Result<(), String> {
    let o = SixtySixOptions::schnapsen();
    let hands = [cardset(&rec["hands"][0])?, cardset(&rec["hands"][1])?];
    let trump_card: Card = serde_json::from_value(rec["trump_card"].clone()).map_err(|e| e.to_string())?;
    let stock = cards(&rec["stock"])?;
    let mut g = SixtySix::from_cards(&o, 1, hands, trump_card, &stock).map_err(|e| e.to_string())?;
    same("trump", &json!(g.public.trump), &rec["trump"])?;
    let draws = play_decisions(&mut g, rec, "stage")?;
    let p = &g.public;
    let want = rec["tricks"].as_array().ok_or("no tricks")?;
    if p.tricks.len() != want.len() {
        return Err(format!("{} tricks vs record {}", p.tricks.len(), want.len()));
    }
    for (i, ((t, d), w)) in p.tricks.iter().zip(&draws).zip(want).enumerate() {
        let mine = json!({
            "leader": t.leader, "lead": t.lead, "marriage": t.marriage, "follow": t.follow, "winner": t.winner,
            "card_points": t.card_points, "points_after": t.totals_after, "pending_after": t.pending_after,
            "draws": d,
        });
        same_keys(&format!("trick {}", i + 1), &mine, w)?;
    }
    let ex: Vec<Value> =
        p.exchanges.iter().map(|e| json!({"before_trick": e.before_trick, "seat": e.seat, "gave": e.gave, "took": e.took})).collect();
    same("exchanges", &json!(ex), &rec["exchanges"])?;
    let r = g.result().ok_or("no result")?;
    let reason = match r.reason {
        Reason::Declared => "reached_66",
        Reason::NoDeclaration => "last_trick",
        _ => "other",
    };
    let mine = json!({
        "winner": r.winner, "game_points": r.game_points, "reason": reason, "card_points": r.totals,
        "pending_points": r.uncounted_marriage_points, "tricks_won": r.tricks_won, "tricks_played": r.tricks_played,
    });
    same_keys("result", &mine, &rec["result"])
}
