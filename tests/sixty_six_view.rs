//! The page's view of a Sixty-six deal (`sixty_six::view`) against golden views captured
//! from the engine before the view became a typed struct: seeded deals under several
//! option sets, both seats, at many points of the hand (start, phase 1, close, phase 2,
//! the last trick, the end). Set `SIXTY_SIX_GOLDEN=write` to capture the file afresh.

use cardtable::bots::HasBots;
use cardtable::cards::{Card, CardSet, Suit};
use cardtable::game::Game;
use cardtable::sixty_six::{sixty_six_view, SixtySix, SixtySixAction, SixtySixOptions, SixtySixView};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Value};

const GOLDEN: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden/sixty_six_views.json");
const GOLDEN_WORDS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden/sixty_six_words.json");

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
                        // The typed view is what the table serializes.
                        assert_eq!(serde_json::to_value(SixtySixView::new(&g, seat)).unwrap(), sixty_six_view(&g, seat));
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

/// Every action a player could name: each card of the 24-card pack played, each marriage
/// (right and wrong cards), each exchange card, and the bare actions.
fn candidates() -> Vec<SixtySixAction> {
    use SixtySixAction as A;
    let pack = CardSet::pack(9..=14, false);
    let mut v: Vec<A> = pack.iter().map(|card| A::Play { card }).collect();
    for suit in Suit::ALL {
        for card in [Card::new(suit, 13), Card::new(suit, 12), Card::new(suit, 14), Card::new(suit.mate(), 13)] {
            v.push(A::Marriage { card, suit });
        }
        v.push(A::MarriageDeclare { suit });
        v.push(A::ExchangeTrump { card: Card::new(suit, 9) });
        v.push(A::ExchangeTrump { card: Card::new(suit, 11) });
    }
    v.extend([A::Close, A::Declare, A::Pass, A::Draw]);
    v
}

/// Every refusal (code and sentence) of every candidate action, every hint reason of every
/// legal action, and the summary, at each point of the same seeded deals.
fn words() -> Vec<Value> {
    let mut out = Vec::new();
    for (name, o) in option_sets() {
        for seed in 0..4u64 {
            let mut rng = ChaCha8Rng::seed_from_u64(seed * 31 + 7);
            let mut g = SixtySix::deal(&o, (seed % 2) as usize, &mut rng);
            let mut legal = Vec::new();
            let mut step = 0;
            loop {
                let refusals: Vec<Value> =
                    candidates().into_iter().filter_map(|a| g.check(a).err().map(|e| json!([a, e.code, e.message()]))).collect();
                let summary = g.hand_result().map(|r| r.summary.english());
                g.legal_actions(&mut legal);
                let hints: Vec<Value> = match g.to_move() {
                    Some(s) => legal.iter().map(|&a| json!([a, SixtySix::explain(&g.observation(s), a, &legal).english()])).collect(),
                    None => Vec::new(),
                };
                out.push(json!({"options": name, "seed": seed, "step": step, "refusals": refusals, "hints": hints, "summary": summary}));
                if g.to_move().is_none() {
                    break;
                }
                let a = legal[rng.random_range(0..legal.len())];
                g.apply(a).unwrap();
                step += 1;
            }
        }
    }
    out
}

#[test]
fn refusals_hints_and_summaries_match_the_golden_sentences() {
    let mine = words();
    if std::env::var("SIXTY_SIX_GOLDEN").as_deref() == Ok("write") {
        std::fs::write(GOLDEN_WORDS, serde_json::to_string(&mine).unwrap()).unwrap();
    }
    let want: Vec<Value> = serde_json::from_str(&std::fs::read_to_string(GOLDEN_WORDS).unwrap()).unwrap();
    assert_eq!(mine.len(), want.len(), "number of positions");
    for (m, w) in mine.iter().zip(&want) {
        assert_eq!(m, w, "{} seed {} step {}", w["options"], w["seed"], w["step"]);
    }
}
