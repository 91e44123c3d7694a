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
