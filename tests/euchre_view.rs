//! The page's Euchre view (`cardtable::euchre::view`) against golden views captured from the
//! `json!`-built view before it became a typed struct: seeded deals under several option sets,
//! every seat's view at several points of the hand. The JSON must stay exactly the same.
//!
//! Regenerate (only when the view is meant to change): `UPDATE_GOLDEN=1 cargo test --test euchre_view`.

use cardtable::euchre::*;
use cardtable::game::Game;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Value};

const GOLDEN: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden/euchre_views.json");

fn option_sets() -> Vec<(&'static str, EuchreOptions)> {
    vec![
        ("default", EuchreOptions::default()),
        ("openspiel", EuchreOptions::openspiel(false, true)),
        ("three", EuchreOptions { players: 3, ..Default::default() }),
        ("two", EuchreOptions { players: 2, ..Default::default() }),
        (
            "benny_best",
            EuchreOptions {
                joker: JokerOption::Benny,
                call_for_best: true,
                allow_lone_defender: true,
                dealer_may_discard_upcard: true,
                ..Default::default()
            },
        ),
        ("deck32_seven", EuchreOptions { deck: 32, hand_size: 7, partner_assist_forces_alone: true, ..Default::default() }),
    ]
}

/// Every captured view: `{"name": ..., "step": ..., "seat": ..., "view": ...}`.
fn views() -> Vec<Value> {
    let mut out = Vec::new();
    for (name, o) in option_sets() {
        for seed in 0..4u64 {
            let mut rng = ChaCha8Rng::seed_from_u64(seed * 31 + 7);
            let mut g = Euchre::deal(&o, (seed as usize) % o.players as usize, &mut rng);
            let mut legal = Vec::new();
            let mut step = 0;
            loop {
                let over = g.to_move().is_none();
                if step % 3 == 0 || over || step < 3 {
                    for seat in 0..o.players as usize {
                        out.push(json!({"name": name, "seed": seed, "step": step, "seat": seat, "view": euchre_view(&g, seat)}));
                    }
                }
                if over {
                    break;
                }
                g.legal_actions(&mut legal);
                // Favour going alone and defending alone now and then, so those views appear.
                let a = if legal.contains(&EuchreAction::Alone) && rng.random_bool(0.5) {
                    EuchreAction::Alone
                } else {
                    legal[rng.random_range(0..legal.len())]
                };
                g.apply(a).unwrap();
                step += 1;
            }
        }
    }
    out
}

#[test]
fn views_match_the_golden_json() {
    let got = Value::Array(views());
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::write(GOLDEN, serde_json::to_string(&got).unwrap() + "\n").unwrap();
        return;
    }
    let want: Value = serde_json::from_str(&std::fs::read_to_string(GOLDEN).expect("golden views")).unwrap();
    let (Value::Array(got), Value::Array(want)) = (got, want) else { unreachable!() };
    assert_eq!(got.len(), want.len(), "number of captured views");
    for (g, w) in got.iter().zip(&want) {
        assert_eq!(g, w, "view {} seed {} step {} seat {}", w["name"], w["seed"], w["step"], w["seat"]);
    }
}
