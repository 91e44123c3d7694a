//! Sixty-three's page view, refusals and hint reasons against golden captures
//! (`tests/golden/sixty_three_views.json`), taken from the engine before the view became a
//! typed struct and the sentences became message keys: the JSON and every English sentence
//! must stay byte-identical. Regenerate (only on purpose) with `SIXTY_THREE_GOLDEN=write`.
//! Regenerated once for issue 17, "Hint reasons that fit the position": only hint sentences
//! whose premise was false changed (201 of them, e.g. "You cannot win this trick" while a
//! legal card wins it); every view and refusal is as captured. Regenerated for issue 14's
//! statistics: the hand result gained `pedros` (each team's pedros taken); nothing else changed.

use cardtable::bots::HasBots;
use cardtable::cards::{Card, CardSet, Suit};
use cardtable::game::Game;
use cardtable::sixty_three::{sixty_three_view, SixtyThree, SixtyThreeAction as A, SixtyThreeOptions};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Value};

const GOLDEN: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden/sixty_three_views.json");

fn option_sets() -> Vec<SixtyThreeOptions> {
    let o = |v: Value| -> SixtyThreeOptions { serde_json::from_value(v).unwrap() };
    vec![
        SixtyThreeOptions::default(),
        o(json!({"deal_style": "twelve_plus_kitty", "shoot_the_moon": "on"})),
        o(json!({"excess_trump_handling": "dump_on_first_trick", "fold_rule": "when_cannot_follow_trump"})),
        o(json!({"excess_trump_handling": "pass_then_discard_noncounting", "auction_style": "single_round"})),
    ]
}

/// Every refusal the probes draw from `g`, grouped: `"code: message": "action; action; …"`.
fn refusals(g: &SixtyThree) -> Value {
    let mut out = serde_json::Map::new();
    let mut probes = vec![A::Pass];
    probes.extend([0u8, 1, 20, 39, 40, 41, 55, 63, 64, 100, 126, 127].map(|value| A::Bid { value }));
    probes.extend(Suit::ALL.map(|suit| A::Trump { suit }));
    let pack: Vec<Card> = SixtyThree::pack().iter().collect();
    for &c in &pack {
        probes.push(A::Play { card: c });
    }
    for (i, &c) in pack.iter().enumerate().step_by(5) {
        let one = CardSet::single(c);
        let two = one | CardSet::single(pack[(i + 1) % pack.len()]);
        for cards in [one, two] {
            probes.extend([A::Keep { cards }, A::Give { cards }, A::Discard { cards }, A::Dump { cards }]);
        }
    }
    probes.extend([A::Keep { cards: CardSet::EMPTY }, A::Give { cards: CardSet::EMPTY }, A::Discard { cards: CardSet::EMPTY }]);
    for a in probes {
        if let Err(e) = g.check(a) {
            let k = format!("{}: {}", e.code, e.message());
            let v = out.entry(k).or_insert_with(|| Value::String(String::new()));
            if let Value::String(s) = v {
                if !s.is_empty() {
                    s.push_str("; ");
                }
                s.push_str(&a.to_string());
            }
        }
    }
    Value::Object(out)
}

fn capture() -> Value {
    let mut all = Vec::new();
    let mut legal = Vec::new();
    for (i, o) in option_sets().iter().enumerate() {
        for seed in 0..3u64 {
            let mut rng = ChaCha8Rng::seed_from_u64(1000 + 10 * i as u64 + seed);
            let mut g = SixtyThree::deal(o, rng.random_range(0..4), &mut rng);
            let mut step = 0;
            loop {
                // The seat to move every time; every seat now and then (and at the end).
                let seats: Vec<usize> = match g.to_move() {
                    Some(s) if step % 6 != 0 => vec![s],
                    _ => (0..4).collect(),
                };
                let views: Vec<Value> = seats.iter().map(|&s| serde_json::to_value(sixty_three_view(&g, s)).unwrap()).collect();
                let mut hints = serde_json::Map::new();
                if let Some(s) = g.to_move() {
                    g.legal_actions(&mut legal);
                    let obs = g.observation(s);
                    for &a in legal.iter().take(12) {
                        hints.insert(a.to_string(), Value::String(SixtyThree::explain(&obs, a, &legal).english()));
                    }
                }
                all.push(json!({"set": i, "seed": seed, "step": step, "views": views, "refusals": refusals(&g), "hints": hints}));
                if g.to_move().is_none() {
                    break;
                }
                g.legal_actions(&mut legal);
                g.apply(legal[rng.random_range(0..legal.len())]).unwrap();
                step += 1;
            }
        }
    }
    Value::Array(all)
}

#[test]
fn views_refusals_and_hints_match_the_golden_capture() {
    let now = capture();
    if std::env::var("SIXTY_THREE_GOLDEN").as_deref() == Ok("write") {
        std::fs::write(GOLDEN, serde_json::to_string(&now).unwrap()).unwrap();
        return;
    }
    let golden: Value = serde_json::from_str(&std::fs::read_to_string(GOLDEN).expect("the golden capture")).unwrap();
    let (now, golden) = (now.as_array().unwrap(), golden.as_array().unwrap());
    assert_eq!(now.len(), golden.len(), "same number of captured positions");
    for (a, b) in now.iter().zip(golden) {
        assert_eq!(a, b, "set {} seed {} step {}", b["set"], b["seed"], b["step"]);
    }
}

/// The hand result's `pedros` against the trick events: each pedro goes to the team that
/// won its trick, or to the only active team that laid it down (§8).
#[test]
fn pedros_taken_follow_the_tricks() {
    use cardtable::table::open_table;
    let (mut hands, mut both) = (0, 0);
    for seed in 0..30u32 {
        let bots = vec!["club".to_string(); 4];
        let mut t = open_table("sixty_three", Value::Null, seed, bots).unwrap();
        let mut events: Vec<Value> = Vec::new();
        while t.to_move_is_bot() {
            events.extend(t.bot_move().unwrap());
        }
        let v = t.view(0);
        let Some(trump) = v["trump"].as_str().map(str::to_owned) else { continue };
        let r = &v["hand_result"];
        let mate = match trump.as_str() {
            "S" => "C",
            "C" => "S",
            "H" => "D",
            _ => "H",
        };
        let is_pedro = |c: &str| c == format!("5{trump}") || c == format!("5{mate}");
        let mut want = [0u64; 2];
        for e in &events {
            if e["type"] == "trick" {
                let n = e["plays"].as_array().unwrap().iter().filter(|p| is_pedro(p["card"].as_str().unwrap())).count() as u64;
                want[e["winner"].as_u64().unwrap() as usize % 2] += n;
            } else if e["type"] == "claim" {
                let held = e["held"].to_string();
                want[e["team"].as_u64().unwrap() as usize] +=
                    [format!("\"5{trump}\""), format!("\"5{mate}\"")].iter().filter(|p| held.contains(p.as_str())).count() as u64;
            }
        }
        assert_eq!(r["pedros"], json!(want), "seed {seed}: {}", r);
        hands += 1;
        both += usize::from(want[0] + want[1] == 2);
    }
    assert!(hands >= 20 && both > 0, "{hands} hands, {both} with both pedros taken");
}
