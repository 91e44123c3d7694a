//! The page's view of a Sixty-six deal (`sixty_six::view`) against golden views captured
//! from the engine before the view became a typed struct: seeded deals under several
//! option sets, both seats, at many points of the hand (start, phase 1, close, phase 2,
//! the last trick, the end). Set `SIXTY_SIX_GOLDEN=write` to capture the file afresh.

use cardtable::game::Game;
use cardtable::sixty_six::{sixty_six_view, SixtySix, SixtySixOptions};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Value};

const GOLDEN: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden/sixty_six_views.json");

fn option_sets() -> Vec<(&'static str, SixtySixOptions)> {
    vec![
        ("default", SixtySixOptions::default()),
        ("schnapsen", SixtySixOptions::schnapsen()),
        ("open_points", SixtySixOptions { show_opponent_points: true, ..Default::default() }),
        ("close_before_drawing", SixtySixOptions { close_before_drawing: true, exchange_timing: Default::default(), ..Default::default() }),
    ]
}

/// Every captured view: `{"options", "seed", "step", "seat", "view"}` records.
fn views() -> Vec<Value> {
    let mut out = Vec::new();
    for (name, o) in option_sets() {
        for seed in 0..4u64 {
            let mut rng = ChaCha8Rng::seed_from_u64(seed * 31 + 7);
            let mut g = SixtySix::deal(&o, (seed % 2) as usize, &mut rng);
            let mut legal = Vec::new();
            let mut step = 0;
            loop {
                if step % 3 == 0 || g.to_move().is_none() {
                    for seat in 0..2 {
                        out.push(json!({"options": name, "seed": seed, "step": step, "seat": seat, "view": sixty_six_view(&g, seat)}));
                    }
                }
                if g.to_move().is_none() {
                    break;
                }
                g.legal_actions(&mut legal);
                let a = legal[rng.random_range(0..legal.len())];
                g.apply(a).unwrap();
                step += 1;
            }
        }
    }
    out
}

#[test]
fn views_match_the_golden_views() {
    let mine = views();
    if std::env::var("SIXTY_SIX_GOLDEN").as_deref() == Ok("write") {
        std::fs::write(GOLDEN, serde_json::to_string(&mine).unwrap()).unwrap();
    }
    let want: Vec<Value> = serde_json::from_str(&std::fs::read_to_string(GOLDEN).unwrap()).unwrap();
    assert_eq!(mine.len(), want.len(), "number of views");
    for (m, w) in mine.iter().zip(&want) {
        assert_eq!(m, w, "view {} seed {} step {} seat {}", w["options"], w["seed"], w["step"], w["seat"]);
    }
}
