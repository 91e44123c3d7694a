//! Replaying the Euchre reference hands (`tests/fixtures/euchre/README.md`).

use crate::cards::{Card, CardSet};
use crate::euchre::{Euchre, EuchreAction, EuchreOptions, EuchreSetup, Phase};
use crate::game::{Game, Seat};
use serde::Deserialize;
use serde_json::Value;

#[derive(Deserialize)]
struct EuchreRules {
    stick_the_dealer: bool,
    allow_lone_defender: bool,
}

#[derive(Deserialize)]
struct EuchreDecision {
    seat: Seat,
    phase: String,
    #[serde(flatten)]
    action: Value,
    legal: Vec<Value>,
}

fn parse_action(v: &Value) -> Result<EuchreAction, String> {
    let mut v = v.clone();
    if let Value::Object(m) = &mut v {
        m.remove("seat");
        m.remove("phase");
        m.remove("legal");
    }
    serde_json::from_value(v.clone()).map_err(|e| format!("bad action token {v}: {e}"))
}

fn key(a: &EuchreAction) -> String {
    serde_json::to_string(a).unwrap_or_default()
}

/// Replays one Euchre reference hand (`tests/fixtures/euchre/README.md`) under the
/// `openspiel` profile with the record's two switches (docs/rules/euchre.md §13).
pub fn replay_euchre(rec: &Value) -> Result<(), String> {
    let rules: EuchreRules = serde_json::from_value(rec["rules"].clone()).map_err(|e| format!("rules: {e}"))?;
    let opts = EuchreOptions::openspiel(rules.stick_the_dealer, rules.allow_lone_defender);
    let cards = |v: &Value| -> Result<CardSet, String> { serde_json::from_value(v.clone()).map_err(|e| e.to_string()) };
    let hands: Vec<CardSet> = (0..4).map(|s| cards(&rec["hands"][s])).collect::<Result<_, _>>()?;
    let upcard: Card = serde_json::from_value(rec["upcard"].clone()).map_err(|e| e.to_string())?;
    let kitty = cards(&rec["kitty"])?;
    let dealer = rec["dealer"].as_u64().ok_or("no dealer")? as Seat;
    let mut g =
        Euchre::from_setup(EuchreSetup { options: opts, dealer, hands, upcard, kitty, position: None }).map_err(|e| e.to_string())?;
    let decisions: Vec<EuchreDecision> = serde_json::from_value(rec["decisions"].clone()).map_err(|e| format!("decisions: {e}"))?;
    let mut legal = Vec::new();
    let mut winners = Vec::new();
    for (i, d) in decisions.iter().enumerate() {
        if g.to_move() != Some(d.seat) {
            return Err(format!("decision {i}: expected seat {:?} to move, record says {}", g.to_move(), d.seat));
        }
        let phase = serde_json::to_value(g.phase()).unwrap_or(Value::Null);
        if phase.as_str() != Some(d.phase.as_str()) {
            return Err(format!("decision {i}: engine phase {phase}, record {}", d.phase));
        }
        g.legal_actions(&mut legal);
        let mut mine: Vec<String> = legal.iter().map(key).collect();
        let mut theirs: Vec<String> = d.legal.iter().map(|v| parse_action(v).map(|a| key(&a))).collect::<Result<_, _>>()?;
        mine.sort();
        theirs.sort();
        if mine != theirs {
            return Err(format!("decision {i}: legal {mine:?} vs record {theirs:?}"));
        }
        let a = parse_action(&d.action)?;
        let ev = g.apply(a).map_err(|e| format!("decision {i}: {e}"))?;
        for e in ev {
            if let crate::euchre::EuchreEvent::Trick { winner, .. } = e {
                winners.push(winner);
            }
        }
    }
    if g.phase() != Phase::HandOver {
        return Err("record ended before the hand did".into());
    }
    let want: Vec<Seat> =
        rec["tricks"].as_array().map(|t| t.iter().filter_map(|x| x["winner"].as_u64().map(|w| w as Seat)).collect()).unwrap_or_default();
    if winners != want {
        return Err(format!("trick winners {winners:?} vs record {want:?}"));
    }
    let r = g.result().ok_or("no result")?;
    let outcome = serde_json::to_value(r.outcome).unwrap_or(Value::Null);
    if outcome != rec["result"]["outcome"] {
        return Err(format!("outcome {outcome} vs record {}", rec["result"]["outcome"]));
    }
    let returns: Vec<i64> = (0..4)
        .map(|s| match r.makers_side {
            Some(m) if s % 2 == m => r.makers_return as i64,
            Some(_) => -(r.makers_return as i64),
            None => 0,
        })
        .collect();
    let want_returns: Vec<i64> = serde_json::from_value(rec["result"]["returns"].clone()).map_err(|e| e.to_string())?;
    if returns != want_returns {
        return Err(format!("returns {returns:?} vs record {want_returns:?}"));
    }
    if let Some(m) = rec["result"]["makers_tricks"].as_u64() {
        if m != r.makers_tricks as u64 {
            return Err(format!("makers' tricks {} vs record {m}", r.makers_tricks));
        }
    }
    Ok(())
}

/// The fixture's phase name for an engine phase (`tests/fixtures/euchre-forms/README.md`).
fn form_phase(p: Phase) -> &'static str {
    match p {
        Phase::Bid1 => "bid1",
        Phase::Bid2 => "bid2",
        Phase::NameTrump => "benny_call",
        Phase::Discard => "discard",
        Phase::DeclarerAlone => "declarer_alone",
        Phase::DefenderAlone => "defender_alone",
        Phase::BestDiscard => "best_discard",
        Phase::GiveBest => "best_gift",
        Phase::Play => "play",
        Phase::HandOver => "hand_over",
    }
}

/// A forms-fixture token in the engine's notation: `call` while the Benny is turned up is
/// naming trump, `give` is the call-for-best gift.
fn parse_form_action(v: &Value, phase: &str) -> Result<EuchreAction, String> {
    let mut v = v.clone();
    if let Value::Object(m) = &mut v {
        let tag = m.get("action").and_then(Value::as_str).unwrap_or_default().to_string();
        let renamed = match (phase, tag.as_str()) {
            ("benny_call", "call") => Some("name_trump"),
            (_, "give") => Some("give_best"),
            _ => None,
        };
        if let Some(r) = renamed {
            m.insert("action".into(), Value::from(r));
        }
    }
    parse_action(&v)
}

/// The options of a forms record's `rules` (`tests/fixtures/euchre-forms/README.md`): the
/// model's `seats` is `players`, a 25-card `deck` is the 24-card pack with the Benny, and
/// `going_alone` follows from the number of seats.
pub fn form_options(rules: &Value) -> Result<EuchreOptions, String> {
    let mut r = rules.as_object().cloned().ok_or("rules is not an object")?;
    let seats = r.remove("seats").and_then(|v| v.as_u64()).ok_or("rules.seats missing")?;
    let going_alone = r.remove("going_alone").and_then(|v| v.as_bool()).ok_or("rules.going_alone missing")?;
    if going_alone != (seats == 4) {
        return Err(format!("going_alone {going_alone} with {seats} seats: the engine offers going alone exactly when four play"));
    }
    r.insert("players".into(), Value::from(seats));
    if r.get("deck").and_then(Value::as_u64) == Some(25) {
        if r.get("joker").and_then(Value::as_str) != Some("benny") {
            return Err("a 25-card deck without the Benny".into());
        }
        r.insert("deck".into(), Value::from(24));
    }
    let o: EuchreOptions = serde_json::from_value(Value::Object(r)).map_err(|e| format!("rules: {e}"))?;
    o.validate()?;
    Ok(o)
}

/// A trick as the forms fixtures give it: leader, `(seat, card)` in play order, winner.
type Trick = (Seat, Vec<(Seat, Card)>, Seat);

/// Replays one record of the forms fixtures (`tests/fixtures/euchre-forms/README.md`): each
/// decision's seat, phase and legal list, every trick (leader, plays, winner) and each
/// seat's points.
pub fn replay_euchre_form(rec: &Value) -> Result<(), String> {
    let opts = form_options(&rec["rules"])?;
    let n = opts.players as usize;
    let cards = |v: &Value| -> Result<CardSet, String> { serde_json::from_value(v.clone()).map_err(|e| e.to_string()) };
    let hands: Vec<CardSet> = (0..n).map(|s| cards(&rec["hands"][s])).collect::<Result<_, _>>()?;
    let upcard: Card = serde_json::from_value(rec["upcard"].clone()).map_err(|e| e.to_string())?;
    let kitty = cards(&rec["kitty"])?;
    let dealer = rec["dealer"].as_u64().ok_or("no dealer")? as Seat;
    let mut g = Euchre::from_setup(EuchreSetup { options: opts.clone(), dealer, hands, upcard, kitty, position: None })
        .map_err(|e| e.to_string())?;
    let decisions: Vec<EuchreDecision> = serde_json::from_value(rec["decisions"].clone()).map_err(|e| format!("decisions: {e}"))?;
    let mut legal = Vec::new();
    let mut tricks: Vec<Trick> = Vec::new();
    for (i, d) in decisions.iter().enumerate() {
        if g.to_move() != Some(d.seat) {
            return Err(format!("decision {i}: expected seat {:?} to move, record says {}", g.to_move(), d.seat));
        }
        let phase = form_phase(g.phase());
        if phase != d.phase {
            return Err(format!("decision {i}: engine phase {phase}, record {}", d.phase));
        }
        g.legal_actions(&mut legal);
        // As sets: the record's order is its own notation's (README "Legal lists").
        let mut mine: Vec<String> = legal.iter().map(key).collect();
        let mut theirs: Vec<String> = d.legal.iter().map(|v| parse_form_action(v, &d.phase).map(|a| key(&a))).collect::<Result<_, _>>()?;
        mine.sort();
        theirs.sort();
        if mine != theirs || mine.len() != legal.len() {
            return Err(format!("decision {i}: legal {mine:?} vs record {theirs:?}"));
        }
        let a = parse_form_action(&d.action, &d.phase)?;
        let ev = g.apply(a).map_err(|e| format!("decision {i}: {e}"))?;
        for e in ev {
            if let crate::euchre::EuchreEvent::Trick { winner, plays, .. } = e {
                let leader = plays.first().map(|p| p.seat).unwrap_or(winner);
                tricks.push((leader, plays.iter().map(|p| (p.seat, p.card)).collect(), winner));
            }
        }
    }
    if g.phase() != Phase::HandOver {
        return Err("record ended before the hand did".into());
    }
    let want = rec["tricks"].as_array().ok_or("no tricks")?;
    if want.len() != tricks.len() {
        return Err(format!("{} tricks vs record {}", tricks.len(), want.len()));
    }
    for (i, (t, w)) in tricks.iter().zip(want).enumerate() {
        let plays: Vec<(Seat, Card)> = w["plays"]
            .as_array()
            .ok_or("no plays")?
            .iter()
            .map(|p| Ok((p["seat"].as_u64().ok_or("seat")? as Seat, serde_json::from_value(p["card"].clone()).map_err(|e| e.to_string())?)))
            .collect::<Result<_, String>>()?;
        let want_t = (w["leader"].as_u64().ok_or("leader")? as Seat, plays, w["winner"].as_u64().ok_or("winner")? as Seat);
        if *t != want_t {
            return Err(format!("trick {i}: {t:?} vs record {want_t:?}"));
        }
    }
    let r = g.result().ok_or("no result")?;
    let outcome = serde_json::to_value(r.outcome).unwrap_or(Value::Null);
    if outcome != rec["result"]["outcome"] {
        return Err(format!("outcome {outcome} vs record {}", rec["result"]["outcome"]));
    }
    let side = |s: Seat| if n == 4 { s % 2 } else { s };
    let points: Vec<i64> = (0..n).map(|s| r.side_points[side(s)] as i64).collect();
    let want_points: Vec<i64> = serde_json::from_value(rec["result"]["points"].clone()).map_err(|e| format!("points: {e}"))?;
    if points != want_points {
        return Err(format!("points {points:?} vs record {want_points:?}"));
    }
    if let Some(m) = rec["result"]["makers_tricks"].as_u64() {
        if m != r.makers_tricks as u64 {
            return Err(format!("makers' tricks {} vs record {m}", r.makers_tricks));
        }
    }
    if r.maker != rec["result"]["maker"].as_u64().map(|m| m as Seat) {
        return Err(format!("maker {:?} vs record {}", r.maker, rec["result"]["maker"]));
    }
    let lone = rec["result"]["lone_defender"].as_u64().map(|m| m as Seat);
    if r.lone_defender != lone {
        return Err(format!("lone defender {:?} vs record {lone:?}", r.lone_defender));
    }
    if let Some(a) = rec["result"]["maker_alone"].as_bool() {
        if a != r.maker_alone {
            return Err(format!("maker alone {} vs record {a}", r.maker_alone));
        }
    }
    Ok(())
}
