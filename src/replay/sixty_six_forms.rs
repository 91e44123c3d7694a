//! Replaying the reference games of the other forms of Sixty-six
//! (`tests/fixtures/sixty-six-forms`, README there; docs/rules/sixty-six.md §15): every
//! decision's seat, role and legal list (same order), every trick, the totals, the result,
//! the carried 65–65 points and the game score must agree with this engine, and the deals
//! of a game must follow each other (deal number, previous id, score, the deal passing
//! left, the game ending exactly when one unit alone leads at the target).

use super::ReplayReport;
use crate::cards::{Card, CardSet};
use crate::game::{Game, MatchRules, Seat};
use crate::sixty_six_forms::{lone_leader_at, Form, FormAction, FormDeal, FormOptions, Phase, ThreeHand, ThreeHandOptions};
use serde_json::{json, Value};
use std::collections::HashMap;

fn same(what: &str, mine: &Value, theirs: &Value) -> Result<(), String> {
    if mine == theirs {
        Ok(())
    } else {
        Err(format!("{what}: engine {mine} vs record {theirs}"))
    }
}

fn same_keys(what: &str, mine: &Value, theirs: &Value) -> Result<(), String> {
    let m = theirs.as_object().ok_or_else(|| format!("{what}: not an object"))?;
    for (k, v) in m {
        same(&format!("{what}.{k}"), &mine[k], v)?;
    }
    Ok(())
}

fn cards(v: &Value) -> Result<Vec<Card>, String> {
    serde_json::from_value(v.clone()).map_err(|e| format!("cards {v}: {e}"))
}

/// A token without the decision's other fields.
fn token<A: serde::de::DeserializeOwned>(v: &Value, keys: &[&str]) -> Result<A, String> {
    let mut t = serde_json::Map::new();
    for k in keys {
        if let Some(x) = v.get(*k) {
            t.insert(k.to_string(), x.clone());
        }
    }
    serde_json::from_value(Value::Object(t)).map_err(|e| format!("bad action token {v}: {e}"))
}

/// The options a record carries, as this engine's options.
pub fn record_options(rec: &Value) -> Result<FormOptions, String> {
    let form = rec["form"].as_str().and_then(Form::parse).ok_or_else(|| format!("unknown form {}", rec["form"]))?;
    FormOptions::with_overrides(form, &rec["options"])
}

fn role(g: &FormDeal) -> &'static str {
    match g.public().phase {
        Phase::Auction => "bid",
        Phase::Trump => "trump",
        _ if g.public().trick.is_empty() => "lead",
        _ => "follow",
    }
}

/// What one replayed deal leaves for the game-level checks: per unit, the award; the
/// winner; whether it carries a 65–65 point.
pub struct DealOutcome {
    /// Game points per unit (no carried bonus).
    pub award: Vec<i64>,
    /// The unit that scored alone, if any.
    pub winner: Option<usize>,
    /// Points this deal adds to the carry (R6).
    pub carry: i64,
    /// Game points that win.
    pub target: i64,
}

/// Replays one deal of a trick form (`sixty-six-4`, `-throat-cut`, `-team`).
pub fn replay_trick_form_deal(rec: &Value) -> Result<DealOutcome, String> {
    let o = record_options(rec)?;
    let dealer = rec["dealer"].as_u64().ok_or("no dealer")? as Seat;
    let pack = cards(&rec["pack"])?;
    let mut g = FormDeal::from_pack(&o, dealer, &pack).map_err(|e| e.to_string())?;
    for s in 0..o.players as usize {
        same(&format!("hand {s}"), &json!(crate::sixty_six_forms::rank::in_card_order(g.hand(s))), &rec["hands"][s])?;
    }
    same("trump_card", &json!(g.public().trump_card), &rec["trump_card"])?;
    // The widow in pack order (R8: `pack[21:24]`), compared as a set of cards.
    let widow = (o.widow > 0).then(|| crate::sixty_six_forms::rank::in_card_order(g.widow()));
    let theirs = match &rec["widow"] {
        Value::Null => None,
        v => Some(crate::sixty_six_forms::rank::in_card_order(cards(v)?.into_iter().collect())),
    };
    same("widow", &json!(widow), &json!(theirs))?;
    let mut legal = Vec::new();
    for (i, d) in rec["decisions"].as_array().ok_or("no decisions")?.iter().enumerate() {
        let seat = d["seat"].as_u64().ok_or_else(|| format!("decision {i}: no seat"))? as Seat;
        if g.to_move() != Some(seat) {
            return Err(format!("decision {i}: engine has {:?} to move, record {seat}", g.to_move()));
        }
        same(&format!("decision {i} role"), &json!(role(&g)), &d["role"])?;
        g.legal_actions(&mut legal);
        let theirs: Vec<FormAction> = d["legal"]
            .as_array()
            .ok_or_else(|| format!("decision {i}: no legal list"))?
            .iter()
            .map(|t| token(t, &["action", "card", "points", "suit"]))
            .collect::<Result<_, _>>()?;
        if legal != theirs {
            return Err(format!("decision {i}: legal {} vs record {}", json!(legal), json!(theirs)));
        }
        let a: FormAction = token(d, &["action", "card", "points", "suit"])?;
        let before = g.public().clone();
        let hands: Vec<CardSet> = (0..4).map(|s| g.hand(s)).collect();
        // Every action off the list is refused and changes nothing.
        if let Some(bad) =
            [FormAction::Pass, FormAction::Bid { points: 65 }, FormAction::Bid { points: 131 }].into_iter().find(|x| !legal.contains(x))
        {
            if g.apply(bad).is_ok() || *g.public() != before || (0..4).any(|s| g.hand(s) != hands[s]) {
                return Err(format!("decision {i}: {bad:?} was not refused cleanly"));
            }
        }
        g.apply(a).map_err(|e| format!("decision {i}: {a:?} refused: {e}"))?;
    }
    if g.to_move().is_some() {
        return Err("the record ended before the deal did".into());
    }
    let p = g.public();
    same("trump", &json!(p.trump), &rec["trump"])?;
    if o.trump_by == crate::sixty_six_forms::TrumpBy::Auction {
        let auction: Vec<Value> = p
            .auction
            .iter()
            .map(|c| match c.bid {
                Some(b) => json!({"seat": c.seat, "action": "bid", "points": b}),
                None => json!({"seat": c.seat, "action": "pass"}),
            })
            .collect();
        same("auction", &json!(auction), &rec["auction"])?;
    } else {
        same("auction", &Value::Null, &rec["auction"])?;
    }
    same("bidder", &json!(p.bidder), &rec["bidder"])?;
    same("bid", &json!(p.bid), &rec["bid"])?;
    let want = rec["tricks"].as_array().ok_or("no tricks")?;
    if p.tricks.len() != want.len() {
        return Err(format!("{} tricks vs record {}", p.tricks.len(), want.len()));
    }
    let units = o.units();
    let (mut totals, mut won) = (vec![0u16; units], vec![0u8; units]);
    for (i, (t, w)) in p.tricks.iter().zip(want).enumerate() {
        let u = o.unit(t.winner);
        totals[u] += t.card_points + t.widow_points + t.bonus;
        won[u] += 1;
        let mut mine = json!({
            "no": i + 1, "leader": t.leader, "plays": t.plays, "winner": t.winner, "card_points": t.card_points,
            "bonus": t.bonus, "totals_after": totals, "tricks_won_after": won,
        });
        if o.widow > 0 {
            mine["widow_points"] = json!(t.widow_points);
        }
        same_keys(&format!("trick {}", i + 1), &mine, w)?;
    }
    let r = g.result().ok_or("no result")?;
    let mut mine = serde_json::to_value(r).map_err(|e| e.to_string())?;
    if let (0, Some(m)) = (o.widow, mine.as_object_mut()) {
        m.remove("widow_points");
    }
    same_keys("result", &mine, &rec["result"])?;
    let hr = g.hand_result().ok_or("no hand result")?;
    Ok(DealOutcome {
        award: hr.points.iter().map(|&x| x as i64).collect(),
        winner: r.winner,
        carry: o.carry_over(&hr) as i64,
        target: o.game_target as i64,
    })
}

/// A `sixty-six-3` record in two-hand seats (the two-player fixtures' format): elder is
/// two-hand seat 0, younger seat 1, dealt by seat 1.
fn as_two_hand(rec: &Value) -> Result<Value, String> {
    let dealer = rec["dealer"].as_u64().ok_or("no dealer")? as usize;
    let two = |s: &Value| -> Value {
        match s.as_u64() {
            Some(x) => json!((x as usize + 3 - dealer - 1) % 3),
            None => s.clone(),
        }
    };
    let pair = |v: &Value| -> Value {
        match v.as_array() {
            Some(a) if a.len() == 3 => json!([a[(dealer + 1) % 3], a[(dealer + 2) % 3]]),
            _ => v.clone(),
        }
    };
    let mut r = rec.clone();
    r["options"] = rec["options"]["two_hand"].clone();
    r["dealer"] = json!(1);
    r["elder"] = json!(0);
    r["hands"] = pair(&rec["hands"]);
    for d in r["decisions"].as_array_mut().ok_or("no decisions")? {
        d["seat"] = two(&d["seat"]);
    }
    for t in r["tricks"].as_array_mut().ok_or("no tricks")? {
        t["leader"] = two(&t["leader"]);
        t["winner"] = two(&t["winner"]);
        for k in ["totals_after", "pending_after", "tricks_won_after"] {
            t[k] = pair(&t[k]);
        }
    }
    for k in ["marriages", "exchanges"] {
        if let Some(a) = r[k].as_array_mut() {
            for m in a {
                m["seat"] = two(&m["seat"]);
            }
        }
    }
    for k in ["closing", "declaration"] {
        if r[k].is_object() {
            r[k]["seat"] = two(&r[k]["seat"]);
        }
    }
    let res = &mut r["result"];
    res["winner"] = two(&res["winner"]);
    if let Some(m) = res.as_object_mut() {
        m.remove("award");
        for k in ["totals", "card_points", "marriage_points", "uncounted_marriage_points", "last_trick_bonus", "tricks_won"] {
            if let Some(v) = m.get(k).cloned() {
                m.insert(k.to_string(), pair(&v));
            }
        }
    }
    Ok(r)
}

/// Replays one `sixty-six-3` deal: through [`ThreeHand`] (table seats, legal lists, the
/// award to the winner and the dealer), and, translated to two-hand seats, every detail of
/// the two-hand deal.
pub fn replay_three_hand_deal(rec: &Value) -> Result<DealOutcome, String> {
    let o: ThreeHandOptions = serde_json::from_value(rec["options"].clone()).map_err(|e| format!("options: {e}"))?;
    let dealer = rec["dealer"].as_u64().ok_or("no dealer")? as Seat;
    let mut g = ThreeHand::from_pack(&o, dealer, &cards(&rec["pack"])?)?;
    same("elder", &json!(g.table_seat(0)), &rec["elder"])?;
    same("younger", &json!(g.table_seat(1)), &rec["younger"])?;
    for s in 0..3 {
        let mine: Vec<Card> = crate::sixty_six::rank::in_card_order(g.hand(s)).collect();
        same(&format!("hand {s}"), &json!(mine), &rec["hands"][s])?;
    }
    let mut legal = Vec::new();
    for (i, d) in rec["decisions"].as_array().ok_or("no decisions")?.iter().enumerate() {
        let seat = d["seat"].as_u64().ok_or("no seat")? as Seat;
        if g.to_move() != Some(seat) {
            return Err(format!("decision {i}: engine has {:?} to move, record {seat}", g.to_move()));
        }
        g.legal_actions(&mut legal);
        let theirs: Vec<crate::sixty_six::SixtySixAction> =
            d["legal"].as_array().ok_or("no legal")?.iter().map(|t| token(t, &["action", "card", "suit"])).collect::<Result<_, _>>()?;
        if legal != theirs {
            return Err(format!("decision {i}: legal {} vs record {}", json!(legal), json!(theirs)));
        }
        g.apply(token(d, &["action", "card", "suit"])?).map_err(|e| format!("decision {i}: {e}"))?;
    }
    if g.to_move().is_some() {
        return Err("the record ended before the deal did".into());
    }
    crate::replay::sixty_six::replay_sixty_six_deal(&as_two_hand(rec)?)?;
    let hr = g.hand_result().ok_or("no result")?;
    same("result.award", &json!(hr.points), &rec["result"]["award"])?;
    let winner = rec["result"]["winner"].as_u64().map(|w| w as usize);
    Ok(DealOutcome { award: hr.points.iter().map(|&x| x as i64).collect(), winner, carry: 0, target: o.game_target as i64 })
}

/// Replays one record of any of the four forms (by its `form`).
pub fn replay_form_deal(rec: &Value) -> Result<DealOutcome, String> {
    match rec["form"].as_str() {
        Some("sixty-six-3") => replay_three_hand_deal(rec),
        _ => replay_trick_form_deal(rec),
    }
}

/// Replays a file of the forms' reference games: every record ([`replay_form_deal`]) and
/// the games' continuity (README "Replaying a record", step 4).
pub fn replay_forms_file(text: &str) -> ReplayReport {
    replay_forms_file_with_progress(text, &mut |_| {})
}

/// [`replay_forms_file`], calling `progress(bytes)` after each line.
pub fn replay_forms_file_with_progress(text: &str, progress: &mut dyn FnMut(usize)) -> ReplayReport {
    struct Last {
        id: Value,
        deal_no: u64,
        score: Vec<i64>,
        dealer: u64,
        carry: i64,
        over: bool,
    }
    let mut rep = ReplayReport::default();
    let mut last: HashMap<String, Last> = HashMap::new();
    let mut order = Vec::new();
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
        let game = rec["game_id"].as_str().unwrap_or_default().to_string();
        let players = rec["players"].as_u64().unwrap_or(0);
        let dealer = rec["dealer"].as_u64().unwrap_or(99);
        let deal_no = rec["deal_no"].as_u64().unwrap_or(0);
        let before: Vec<i64> = serde_json::from_value(rec["score_before"].clone()).unwrap_or_default();
        let prev = last.get(&game);
        let continuity: Result<(), String> = match prev {
            None if before.iter().any(|&x| x != 0) => Err("a game's first deal must start at zero".into()),
            None if deal_no != 1 || !rec["prev_id"].is_null() => Err("a game's first deal must have deal_no 1, prev_id null".into()),
            Some(l) if l.over => Err("a deal after the game was over".into()),
            Some(l) if l.score != before => Err(format!("score_before {before:?} vs previous score_after {:?}", l.score)),
            Some(l) if players == 0 || (l.dealer + 1) % players != dealer => Err("the deal did not pass left (R12)".into()),
            Some(l) if l.deal_no + 1 != deal_no || l.id != rec["prev_id"] => Err("deal_no / prev_id do not follow".into()),
            _ => Ok(()),
        };
        let carry_in = prev.map_or(0, |l| l.carry);
        let verdict = continuity.and_then(|()| {
            let out = replay_form_deal(&rec)?;
            let mut after: Vec<i64> = before.iter().zip(&out.award).map(|(b, a)| b + a).collect();
            let mut carry = carry_in;
            let mut bonus = 0;
            if let (Some(w), true) = (out.winner, carry > 0) {
                bonus = carry;
                after[w] += carry;
                carry = 0;
            }
            carry += out.carry;
            same("carried_bonus", &json!(bonus), &rec["carried_bonus"])?;
            same("carry_after", &json!(carry), &rec["carry_after"])?;
            same("score_after", &json!(after), &rec["score_after"])?;
            let winner = lone_leader_at(&after.iter().map(|&x| x as i32).collect::<Vec<_>>(), out.target as i32);
            same("game_over", &json!(winner.is_some()), &rec["game_over"])?;
            same("game_winner", &json!(winner), &rec["game_winner"])?;
            Ok((after, carry, winner.is_some()))
        });
        let (score, carry, over) = match &verdict {
            Ok(x) => x.clone(),
            Err(_) => (
                serde_json::from_value(rec["score_after"].clone()).unwrap_or_default(),
                rec["carry_after"].as_i64().unwrap_or(0),
                rec["game_over"].as_bool().unwrap_or(false),
            ),
        };
        if !last.contains_key(&game) {
            order.push(game.clone());
        }
        last.insert(game, Last { id: rec["id"].clone(), deal_no, score, dealer, carry, over });
        rep.add(&id, verdict.map(|_| ()));
    }
    for game in &order {
        if !last[game].over {
            rep.failures.push(format!("{game}: the file ends before the game does"));
        }
    }
    rep
}
