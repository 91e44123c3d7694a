//! Property tests of the native engine over every game and form (the forms of
//! `cardtable::soak`, which cover each game's option presets): arbitrary action tokens,
//! legal or not, are applied and
//!
//! * a refusal leaves the state unchanged: the save (byte for byte), the whole hidden state
//!   (its `Debug` text) and, at the table, every seat's view;
//! * an acceptance is a legal action, and afterwards the invariants of the soak
//!   (`cardtable::soak`: the pack conserved, `check` agreeing with the legal list, a
//!   refused `apply` changing nothing, the tricks and the hand's points) still hold.
//!
//! Two layers are driven: the per-game `apply` under a [`Session`] (the tokens are
//! well-formed actions: the legal ones, a universe of actions illegal in the position or out
//! of range, stale ones accepted earlier), and the JSON table of `src/table.rs` that the page
//! and the bots reach (the same tokens as JSON, plus junk text, mangled actions, bot moves
//! and early deals).

use cardtable::euchre::Euchre;
use cardtable::game::{Game, MatchRules};
use cardtable::session::Session;
use cardtable::sixty_six::SixtySix;
use cardtable::sixty_six_forms::{FormDeal, ThreeHand};
use cardtable::sixty_three::SixtyThree;
use cardtable::soak::{self, Soak};
use cardtable::table::{open_table, DynTable};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Value};

/// What the properties need of a game beyond its soak checks.
trait Props: Soak {
    /// Every well-formed action worth proposing now, legal or not.
    fn universe(g: &Self, legal: &[Self::Action], rng: &mut ChaCha8Rng) -> Vec<Self::Action>;
    /// The soak's invariants of a position (pack conserved and the game's own).
    fn state_ok(g: &Self) -> Result<(), String>;
}

impl Props for Euchre {
    fn universe(g: &Self, _: &[Self::Action], _: &mut ChaCha8Rng) -> Vec<Self::Action> {
        soak::euchre::universe(&g.public().options)
    }
    fn state_ok(g: &Self) -> Result<(), String> {
        if soak::euchre::conserved(g) {
            Ok(())
        } else {
            Err("the pack is not conserved".into())
        }
    }
}

impl Props for SixtySix {
    fn universe(_: &Self, _: &[Self::Action], _: &mut ChaCha8Rng) -> Vec<Self::Action> {
        soak::sixty_six::universe()
    }
    fn state_ok(g: &Self) -> Result<(), String> {
        if !soak::sixty_six::conserved(g) {
            return Err("the pack is not conserved".into());
        }
        if !soak::sixty_six::inferences_true(g) {
            return Err("a public inference is false".into());
        }
        Ok(())
    }
}

impl Props for SixtyThree {
    fn universe(g: &Self, legal: &[Self::Action], rng: &mut ChaCha8Rng) -> Vec<Self::Action> {
        soak::sixty_three::universe(g, legal, rng)
    }
    fn state_ok(g: &Self) -> Result<(), String> {
        if !g.conserved() {
            return Err("the 53 cards are not conserved".into());
        }
        if !soak::sixty_three::no_trump_face_down(g) {
            return Err("a trump was discarded face down".into());
        }
        if !soak::sixty_three::bounds_hold(g) {
            return Err("the inferred trump counts are wrong".into());
        }
        Ok(())
    }
}

impl Props for FormDeal {
    fn universe(_: &Self, _: &[Self::Action], _: &mut ChaCha8Rng) -> Vec<Self::Action> {
        soak::sixty_six_forms::universe()
    }
    fn state_ok(g: &Self) -> Result<(), String> {
        if !g.conserved() {
            return Err("the pack is not conserved".into());
        }
        if !soak::sixty_six_forms::inferences_true(g) {
            return Err("a public inference is false".into());
        }
        Ok(())
    }
}

impl Props for ThreeHand {
    fn universe(_: &Self, _: &[Self::Action], _: &mut ChaCha8Rng) -> Vec<Self::Action> {
        soak::sixty_six::universe()
    }
    fn state_ok(g: &Self) -> Result<(), String> {
        if !soak::sixty_six::conserved(g.two_hand()) || !g.hand(g.dealer()).is_empty() {
            return Err("the pack is not conserved, or the dealer holds cards".into());
        }
        Ok(())
    }
}

/// One token thrown at the engine.
#[derive(Clone, Debug)]
enum Tok {
    /// The i-th legal action (mod their number); deals on when the hand is over.
    Legal(u16),
    /// The i-th action of the universe (mostly illegal in the position).
    Universe(u16),
    /// The i-th action accepted earlier (in this hand or an earlier one).
    Stale(u16),
    /// Junk text: JSON if it parses, else a JSON string (table layer only).
    Junk(String),
    /// A legal action's JSON with one field replaced by junk (table layer only).
    Mangled(u16, u8, String),
    /// Ask for the next hand (refused while the hand is on).
    NextHand,
    /// Ask the bot to move (refused when a human is to move; table layer only).
    Bot,
}

fn tok() -> impl Strategy<Value = Tok> {
    let junk = prop_oneof![
        "\\PC{0,16}",
        Just(String::new()),
        Just("null".to_string()),
        Just("[]".to_string()),
        Just("{}".to_string()),
        Just(r#"{"action":"play"}"#.to_string()),
        Just(r#"{"action":"play","card":"ZZ"}"#.to_string()),
        Just(r#"{"action":"play","card":"JK","extra":1}"#.to_string()),
        Just(r#"{"action":"bid","value":-1}"#.to_string()),
        Just(r#"{"action":"bid","value":1000}"#.to_string()),
        Just(r#"{"action":"keep","cards":"AS AS"}"#.to_string()),
        Just(r#"{"action":"call","suit":"X"}"#.to_string()),
        "[a-z_]{1,10}".prop_map(|a| format!(r#"{{"action":"{a}"}}"#)),
    ];
    prop_oneof![
        6 => any::<u16>().prop_map(Tok::Legal),
        3 => any::<u16>().prop_map(Tok::Universe),
        1 => any::<u16>().prop_map(Tok::Stale),
        1 => junk.prop_map(Tok::Junk),
        1 => (any::<u16>(), any::<u8>(), "\\PC{0,6}").prop_map(|(i, f, s)| Tok::Mangled(i, f, s)),
        1 => Just(Tok::NextHand),
        1 => Just(Tok::Bot),
    ]
}

fn fail(e: String) -> TestCaseError {
    TestCaseError::fail(e)
}

/// The session's whole state: its save and the hand's hidden state.
fn snapshot<G: Game>(s: &Session<G>) -> (String, String) {
    (s.save(), format!("{:?}", s.game))
}

/// The per-game layer: `tokens` applied to a session of form `o` seeded `seed`.
/// Returns the actions accepted, refused, and the hands finished.
fn session_props<G: Props>(o: G::Options, seed: u32, tokens: &[Tok]) -> Result<[usize; 3], TestCaseError> {
    let mut stats = [0; 3];
    let dealer = seed as usize % o.seats();
    let mut s = Session::<G>::at_deal(o, seed, 0, dealer);
    let mut rng = ChaCha8Rng::seed_from_u64(u64::from(seed));
    let mut ck = G::Checker::default();
    let mut accepted: Vec<G::Action> = Vec::new();
    let mut legal = Vec::new();
    let mut checked = false;
    for (n, t) in tokens.iter().enumerate() {
        let deal = s.deal_code();
        let at = |e: String| fail(format!("token {n} ({t:?}), deal {deal}: {e}"));
        if s.hand_over() {
            if !checked {
                G::end(&ck, &s.game).map_err(at)?;
                checked = true;
                stats[2] += 1;
            }
            if matches!(t, Tok::Legal(_) | Tok::NextHand) {
                if s.winner.is_some() {
                    s.new_game();
                } else {
                    s.next_hand().map_err(|e| at(format!("next hand refused after the hand: {e}")))?;
                }
                ck = G::Checker::default();
                checked = false;
                continue;
            }
        } else if !checked {
            // The soak's checks before an action (they try refused actions themselves).
            s.game.legal_actions(&mut legal);
            let before = snapshot(&s);
            G::before(&mut ck, &mut s.game, &legal, &mut rng).map_err(at)?;
            prop_assert_eq!(&snapshot(&s), &before, "the checks changed the state");
            G::state_ok(&s.game).map_err(at)?;
            checked = true;
        }
        if matches!(t, Tok::NextHand) {
            let before = snapshot(&s);
            if s.hand_over() {
                continue;
            }
            prop_assert!(s.next_hand().is_err(), "next hand accepted with the hand on");
            prop_assert_eq!(&snapshot(&s), &before, "a refused next hand changed the state");
            continue;
        }
        s.game.legal_actions(&mut legal);
        let a = match t {
            Tok::Legal(i) if !legal.is_empty() => legal[*i as usize % legal.len()],
            Tok::Universe(i) => {
                let uni = G::universe(&s.game, &legal, &mut rng);
                uni[*i as usize % uni.len()]
            }
            Tok::Stale(i) if !accepted.is_empty() => accepted[*i as usize % accepted.len()],
            _ => continue,
        };
        let before = snapshot(&s);
        let was_over = s.hand_over();
        match s.play(a) {
            Err(e) => {
                prop_assert!(was_over || !legal.contains(&a), "legal {:?} refused: {}", a, e);
                prop_assert!(!e.code().is_empty() && !e.to_string().is_empty(), "a refusal without code or message");
                prop_assert_eq!(&snapshot(&s), &before, "the refused {:?} changed the state", a);
                stats[1] += 1;
            }
            Ok(ev) => {
                prop_assert!(!was_over && legal.contains(&a), "{:?} accepted but not legal in {:?}", a, legal);
                G::after(&mut ck, &s.game, &ev).map_err(at)?;
                G::state_ok(&s.game).map_err(at)?;
                accepted.push(a);
                checked = false;
                stats[0] += 1;
            }
        }
    }
    Ok(stats)
}

/// The table's whole state: its save and every seat's view.
fn table_snapshot(t: &dyn DynTable, seats: usize) -> (String, Vec<Value>) {
    (t.save(), (0..seats).map(|s| t.view(s)).collect())
}

/// The hand inside a table's save.
fn table_session<G: Game>(t: &dyn DynTable) -> Result<Session<G>, TestCaseError> {
    let v: Value = serde_json::from_str(&t.save()).map_err(|e| fail(format!("the save is not JSON: {e}")))?;
    let inner = v["session"].as_str().ok_or_else(|| fail("the save has no session".into()))?;
    Session::<G>::load(inner).map_err(|e| fail(format!("the save does not load: {e}")))
}

/// The table layer: a table of `game` in form `o`, its seats human or random bots
/// (`bots` a mask), fed `tokens` as JSON.
/// Returns the plays accepted and refused.
fn table_props<G: Props>(game: &str, o: &G::Options, seed: u32, bots: u8, tokens: &[Tok]) -> Result<[usize; 2], TestCaseError> {
    let mut stats = [0; 2];
    let n = o.seats();
    let seats: Vec<String> = (0..n).map(|i| if bots >> i & 1 == 1 { "random" } else { "human" }.to_string()).collect();
    let options = serde_json::to_value(o).map_err(|e| fail(e.to_string()))?;
    let mut t = open_table(game, options, seed, seats.clone()).map_err(|e| fail(format!("open: {e:?}")))?;
    let mut rng = ChaCha8Rng::seed_from_u64(u64::from(seed) ^ 0x7AB1E);
    let mut accepted: Vec<Value> = Vec::new();
    let mut legal = Vec::new();
    for (k, tk) in tokens.iter().enumerate() {
        let s = table_session::<G>(t.as_ref())?;
        let at = |e: String| fail(format!("token {k} ({tk:?}), deal {}: {e}", s.deal_code()));
        s.game.legal_actions(&mut legal);
        let over = s.hand_over();
        let human_to_move = s.game.to_move().is_some_and(|m| seats[m] == "human");
        let before = table_snapshot(t.as_ref(), n);
        let refused = |t: &dyn DynTable, what: &str| -> Result<(), TestCaseError> {
            prop_assert_eq!(&table_snapshot(t, n), &before, "the refused {} changed the table", what);
            Ok(())
        };
        let action: Value = match tk {
            Tok::NextHand | Tok::Legal(_) if over => {
                let r = if s.winner.is_some() { Ok(t.new_game()) } else { t.next_hand() };
                r.map_err(|e| at(format!("next hand refused after the hand: {e:?}")))?;
                continue;
            }
            Tok::NextHand => {
                prop_assert!(t.next_hand().is_err(), "next hand accepted with the hand on");
                refused(t.as_ref(), "next hand")?;
                continue;
            }
            Tok::Bot => {
                let bot = t.to_move_is_bot();
                match t.bot_move() {
                    Ok(_) => prop_assert!(bot, "a bot moved for a human"),
                    Err(_) => {
                        prop_assert!(!bot, "the bot to move could not move");
                        refused(t.as_ref(), "bot move")?;
                    }
                }
                continue;
            }
            Tok::Legal(i) if !legal.is_empty() => serde_json::to_value(legal[*i as usize % legal.len()]).map_err(|e| at(e.to_string()))?,
            Tok::Universe(i) => {
                let uni = G::universe(&s.game, &legal, &mut rng);
                serde_json::to_value(uni[*i as usize % uni.len()]).map_err(|e| at(e.to_string()))?
            }
            Tok::Stale(i) if !accepted.is_empty() => accepted[*i as usize % accepted.len()].clone(),
            Tok::Junk(text) => serde_json::from_str(text).unwrap_or_else(|_| Value::String(text.clone())),
            Tok::Mangled(i, f, junk) if !legal.is_empty() => {
                let mut v = serde_json::to_value(legal[*i as usize % legal.len()]).map_err(|e| at(e.to_string()))?;
                if let Value::Object(m) = &mut v {
                    let keys: Vec<String> = m.keys().cloned().collect();
                    let key = keys[*f as usize % keys.len()].clone();
                    let new = match f % 4 {
                        0 => Value::String(junk.clone()),
                        1 => json!(i64::from(*f) - 100),
                        2 => Value::Null,
                        _ => json!([junk]),
                    };
                    m.insert(key, new);
                }
                v
            }
            _ => continue,
        };
        let parsed: Option<G::Action> = serde_json::from_value(action.clone()).ok();
        let expect_ok = human_to_move && parsed.is_some_and(|a| legal.contains(&a));
        match t.play(&action) {
            Err(e) => {
                prop_assert!(!expect_ok, "the legal {} was refused: {:?}", action, e);
                prop_assert!(!e.code.as_str().is_empty() && !e.message().is_empty(), "a refusal without code or message");
                refused(t.as_ref(), &action.to_string())?;
                stats[1] += 1;
            }
            Ok(_) => {
                prop_assert!(expect_ok, "{} accepted but not legal for a human to move", action);
                let after = table_session::<G>(t.as_ref())?;
                G::state_ok(&after.game).map_err(at)?;
                accepted.push(action);
                stats[0] += 1;
            }
        }
    }
    Ok(stats)
}

/// Cases per game: enough for a few dozen per form.
const CASES: u32 = 256;

fn tokens() -> impl Strategy<Value = Vec<Tok>> {
    prop::collection::vec(tok(), 0..160)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(CASES))]

    #[test]
    fn euchre_apply(form in 0..soak::euchre::forms().len(), seed in any::<u32>(), toks in tokens()) {
        session_props::<Euchre>(soak::euchre::forms()[form].1.clone(), seed, &toks)?;
    }

    #[test]
    fn euchre_table(form in 0..soak::euchre::forms().len(), seed in any::<u32>(), bots in any::<u8>(), toks in tokens()) {
        table_props::<Euchre>("euchre", &soak::euchre::forms()[form].1, seed, bots, &toks)?;
    }

    #[test]
    fn sixty_six_apply(form in 0..soak::sixty_six::forms().len(), seed in any::<u32>(), toks in tokens()) {
        session_props::<SixtySix>(soak::sixty_six::forms()[form].1.clone(), seed, &toks)?;
    }

    #[test]
    fn sixty_six_table(form in 0..soak::sixty_six::forms().len(), seed in any::<u32>(), bots in any::<u8>(), toks in tokens()) {
        let (name, o) = &soak::sixty_six::forms()[form];
        let game = if name.starts_with("schnapsen") { "schnapsen" } else { "sixty_six" };
        table_props::<SixtySix>(game, o, seed, bots, &toks)?;
    }

    #[test]
    fn sixty_three_apply(form in 0..soak::sixty_three::forms().len(), seed in any::<u32>(), toks in tokens()) {
        session_props::<SixtyThree>(soak::sixty_three::forms()[form].1.clone(), seed, &toks)?;
    }

    #[test]
    fn sixty_six_forms_apply(form in 0..soak::sixty_six_forms::forms().len(), seed in any::<u32>(), toks in tokens()) {
        session_props::<FormDeal>(soak::sixty_six_forms::forms()[form].1.clone(), seed, &toks)?;
    }

    #[test]
    fn sixty_six_forms_table(form in 0..soak::sixty_six_forms::forms().len(), seed in any::<u32>(), bots in any::<u8>(), toks in tokens()) {
        let o = &soak::sixty_six_forms::forms()[form].1;
        table_props::<FormDeal>(o.form.name(), o, seed, bots, &toks)?;
    }

    #[test]
    fn sixty_six_3_apply(seed in any::<u32>(), toks in tokens()) {
        session_props::<ThreeHand>(Default::default(), seed, &toks)?;
    }

    #[test]
    fn sixty_six_3_table(seed in any::<u32>(), bots in any::<u8>(), toks in tokens()) {
        table_props::<ThreeHand>("sixty-six-3", &Default::default(), seed, bots, &toks)?;
    }

    #[test]
    fn sixty_three_table(form in 0..soak::sixty_three::forms().len(), seed in any::<u32>(), bots in any::<u8>(), toks in tokens()) {
        table_props::<SixtyThree>("sixty_three", &soak::sixty_three::forms()[form].1, seed, bots, &toks)?;
    }
}

/// Every form of every game is reached by the strategies above (they draw the form index
/// from the whole list), and each form opens at the table.
#[test]
fn every_form_opens_at_the_table() {
    let mut opened = 0;
    for (name, o) in soak::euchre::forms() {
        assert!(open_table("euchre", serde_json::to_value(&o).unwrap(), 1, vec!["human".into(); o.seats()]).is_ok(), "euchre {name}");
        opened += 1;
    }
    for (name, o) in soak::sixty_six::forms() {
        let game = if name.starts_with("schnapsen") { "schnapsen" } else { "sixty_six" };
        assert!(open_table(game, serde_json::to_value(&o).unwrap(), 1, vec!["human".into(); 2]).is_ok(), "sixty-six {name}");
        opened += 1;
    }
    for (name, o) in soak::sixty_three::forms() {
        assert!(open_table("sixty_three", serde_json::to_value(&o).unwrap(), 1, vec!["human".into(); 4]).is_ok(), "sixty-three {name}");
        opened += 1;
    }
    for (name, o) in soak::sixty_six_forms::forms() {
        assert!(open_table(o.form.name(), serde_json::to_value(&o).unwrap(), 1, vec!["human".into(); o.seats()]).is_ok(), "{name}");
        opened += 1;
    }
    assert!(open_table("sixty-six-3", Value::Null, 1, vec!["human".into(); 3]).is_ok());
    opened += 1;
    // Each named Euchre form opens by its name, with its preset (docs/rules/euchre.md §14).
    for f in cardtable::euchre::EUCHRE_FORMS {
        let o = (f.options)();
        let t =
            open_table(f.name, serde_json::Value::Null, 1, vec!["human".into(); o.seats()]).unwrap_or_else(|e| panic!("{}: {e:?}", f.name));
        assert_eq!(t.view(0)["options"], serde_json::to_value(&o).unwrap(), "{}", f.name);
        assert!(t.view(0)["deal_code"].as_str().unwrap().starts_with(&format!("{}-", f.name)));
        // Its save names the form and loads again (the page's worker loads every position).
        let back = cardtable::table::load_table(&t.save()).unwrap_or_else(|e| panic!("{}: {e:?}", f.name));
        assert_eq!(back.view(0)["deal_code"], t.view(0)["deal_code"], "{}", f.name);
        opened += 1;
    }
    assert_eq!(opened, 41);
}

/// The tokens reach the end of hands and mix acceptances with refusals, in every form: a
/// fixed mix of legal, universe, stale and junk tokens.
#[test]
fn tokens_play_hands_through() {
    let toks: Vec<Tok> = (0..400u16)
        .map(|i| match i % 7 {
            0 => Tok::Universe(i * 31),
            1 => Tok::Stale(i),
            2 => Tok::Junk(format!("{{\"action\":\"play\",\"card\":\"{i}\"}}")),
            3 => Tok::Mangled(i, (i % 5) as u8, "x".into()),
            _ => Tok::Legal(i * 7),
        })
        .collect();
    fn both<G: Props>(game: &str, forms: Vec<(&'static str, G::Options)>, toks: &[Tok]) {
        for (name, o) in forms {
            let [acc, refused, hands] = session_props::<G>(o.clone(), 7, toks).unwrap_or_else(|e| panic!("{name}: {e}"));
            assert!(acc > 40 && refused > 20 && hands >= 1, "{game} {name}: {acc} accepted, {refused} refused, {hands} hands");
            let [acc, refused] = table_props::<G>(game, &o, 7, 0, toks).unwrap_or_else(|e| panic!("{name}: {e}"));
            assert!(acc > 40 && refused > 40, "{game} table {name}: {acc} accepted, {refused} refused");
        }
    }
    both::<Euchre>("euchre", soak::euchre::forms(), &toks);
    both::<SixtySix>("sixty_six", soak::sixty_six::forms().into_iter().filter(|f| !f.0.starts_with("schnapsen")).collect(), &toks);
    both::<SixtySix>("schnapsen", soak::sixty_six::forms().into_iter().filter(|f| f.0.starts_with("schnapsen")).collect(), &toks);
    both::<SixtyThree>("sixty_three", soak::sixty_three::forms(), &toks);
    for f in soak::sixty_six_forms::forms() {
        both::<FormDeal>(f.1.form.name(), vec![f], &toks);
    }
    both::<ThreeHand>("sixty-six-3", vec![("sixty-six-3", Default::default())], &toks);
}

/// `Game::redeal` into a state that played a hand out (Euchre keeps two of its lists) gives the very
/// hand `Game::deal` gives from the same RNG, and the two play on alike, in every Euchre form
/// (the forms' lone hands and call-for-best included): the benchmark's loop and a fresh deal
/// time the same hands.
#[test]
fn a_redealt_hand_is_the_dealt_hand() {
    use rand::Rng;
    let mut hands = 0;
    for (name, o) in soak::euchre::forms() {
        let seats = o.seats();
        let mut play = ChaCha8Rng::seed_from_u64(5);
        let mut reused = Euchre::deal(&o, 0, &mut ChaCha8Rng::seed_from_u64(99));
        let mut legal = Vec::new();
        for h in 0..40u64 {
            // Play the reused state to its end (or part way: a redeal mid-hand too).
            let stop = if h % 3 == 0 { play.random_range(0..12) } else { usize::MAX };
            let mut n = 0;
            while reused.to_move().is_some() && n < stop {
                reused.legal_actions(&mut legal);
                reused.apply_unchecked(legal[play.random_range(0..legal.len())]);
                n += 1;
            }
            let dealer = (h as usize) % seats;
            reused.redeal(&o, dealer, &mut ChaCha8Rng::seed_from_u64(h));
            let mut fresh = Euchre::deal(&o, dealer, &mut ChaCha8Rng::seed_from_u64(h));
            assert_eq!(format!("{reused:?}"), format!("{fresh:?}"), "{name} hand {h}");
            let mut twin = reused.clone();
            while twin.to_move().is_some() {
                twin.legal_actions(&mut legal);
                let a = legal[play.random_range(0..legal.len())];
                twin.apply_unchecked(a);
                fresh.apply_unchecked(a);
                assert_eq!(format!("{twin:?}"), format!("{fresh:?}"), "{name} hand {h}");
            }
            assert_eq!(twin.hand_points(), fresh.hand_points());
            hands += 1;
        }
    }
    assert!(hands >= 200, "{hands}");
}
