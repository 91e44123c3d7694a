//! The soak: random-bot and club-bot hands of a game in every form (a named option set),
//! every invariant of the rule books checked before and after each action, and the first
//! failure reported with the deal code that reproduces it (`cardtable soak`).
//!
//! Each game's invariants live in one place, its [`Soak`] implementation
//! ([`euchre`], [`sixty_six`], [`sixty_three`]); the invariant test suites
//! (`tests/*_invariants.rs`) call the same functions through [`check_hand`].
//!
//! Checked at every decision of every hand, whatever the game: a seat to move has a
//! non-empty legal list; the bot's choice is in it and `apply` accepts it; a world sampled
//! from the mover's observation cannot be told apart from the real one (same observation,
//! same legal list) and keeps the game's own invariants ([`Soak::world`]); plus the game's
//! checks before each action ([`Soak::before`]: the pack conserved, `check` accepting
//! exactly the legal actions of a universe of actions, a refused `apply` changing nothing
//! …), after it ([`Soak::after`]) and at the end of the hand ([`Soak::end`]). A panic is a
//! failure too.
//!
//! Determinism: hand `i` of a form is dealt as deal code `GAME-SEED-i-DEALER` (dealer `i` mod
//! seats; [`Session::at_deal`]) and its bot draws from a generator seeded by the seed, `i`
//! and the bot, so a run's results depend on the seed only, never on the thread count, and
//! a deal code replays its hand exactly ([`reproduce`]).

pub mod euchre;
pub mod sixty_six;
#[cfg(feature = "sixty_six_forms")]
pub mod sixty_six_forms;
pub mod sixty_three;

use crate::bots::{make_bot, BotKind, HasBots, MatchContext};
use crate::game::{MatchRules, Seat};
use crate::session::{Session, SessionError};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::Serialize;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::Instant;

/// A game's invariants and forms, as the soak and the invariant suites check them.
pub trait Soak: HasBots {
    /// What the checks keep over one hand (tricks counted, a rule checked once).
    type Checker: Default;

    /// The forms: named option sets covering the rule book's options (the first is the
    /// rule book's defaults).
    fn forms() -> Vec<(&'static str, Self::Options)>;

    /// The checks before an action, `legal` being the seat's legal list: `Err` names the
    /// broken invariant. May try illegal actions on `g` (which must leave it unchanged).
    fn before(ck: &mut Self::Checker, g: &mut Self, legal: &[Self::Action], rng: &mut ChaCha8Rng) -> Result<(), String>;

    /// The checks after an action, given its events.
    fn after(_ck: &mut Self::Checker, _g: &Self, _events: &[Self::Event]) -> Result<(), String> {
        Ok(())
    }

    /// The checks of the finished hand.
    fn end(ck: &Self::Checker, g: &Self) -> Result<(), String>;

    /// The checks of a world sampled from `seat`'s observation of `real`.
    fn world(real: &Self, world: &Self, seat: Seat) -> Result<(), String>;
}

/// Fails (`Err(what)`) unless `ok`.
pub(crate) fn ensure(ok: bool, what: impl FnOnce() -> String) -> Result<(), String> {
    if ok {
        Ok(())
    } else {
        Err(what())
    }
}

/// Plays `g` to its end with `kind`'s choices drawn from `rng`, checking every invariant
/// (module docs) before and after each action; `inject` adds a test hook, a failure in
/// every position whose state hashes to 0 modulo `inject`. Returns the finished hand, or
/// the first broken invariant (with the action number).
pub fn check_hand<G: Soak>(mut g: G, kind: BotKind, rng: &mut ChaCha8Rng, inject: Option<u64>) -> Result<G, String> {
    let mut bot = make_bot::<G>(kind);
    let mut ck = G::Checker::default();
    let mut legal = Vec::new();
    let mut wlegal = Vec::new();
    let o = g.options().clone();
    let mut step = 0usize;
    while let Some(seat) = g.to_move() {
        let at = |e: String| format!("action {step}: {e}");
        ensure(step < 10_000, || "the hand does not end".into()).map_err(at)?;
        g.legal_actions(&mut legal);
        ensure(!legal.is_empty(), || format!("seat {seat} to move has no legal action")).map_err(at)?;
        G::before(&mut ck, &mut g, &legal, rng).map_err(at)?;
        let obs = g.observation(seat);
        let w = G::sample_world(&obs, rng);
        ensure(w.observation(seat) == obs, || format!("seat {seat} can tell a sampled world apart")).map_err(at)?;
        w.legal_actions(&mut wlegal);
        ensure(wlegal == legal, || format!("seat {seat}'s legal list differs in a sampled world: {wlegal:?} vs {legal:?}")).map_err(at)?;
        G::world(&g, &w, seat).map_err(|e| at(format!("sampled world: {e}")))?;
        let ctx = MatchContext { scores: vec![0; o.sides()], side: o.side_of(seat), target: o.target() };
        let a = bot.choose(&obs, &legal, &ctx, rng);
        ensure(legal.contains(&a), || format!("the {} bot chose {a:?}, not in {legal:?}", kind.name())).map_err(at)?;
        let ev = g.apply(a).map_err(|e| at(format!("{a:?} is listed but refused: {e}")))?;
        G::after(&mut ck, &g, &ev).map_err(|e| at(format!("after {a:?}: {e}")))?;
        if let Some(m) = inject {
            ensure(!fnv(&format!("{g:?}")).is_multiple_of(m.max(1)), || "injected failure (test hook)".into()).map_err(at)?;
        }
        step += 1;
    }
    G::end(&ck, &g).map_err(|e| format!("at the end: {e}"))?;
    ensure(g.hand_result().is_some(), || "the finished hand has no result".into())?;
    Ok(g)
}

/// FNV-1a of a string (the injected failure's position hash: stable across runs).
fn fnv(s: &str) -> u64 {
    s.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3))
}

/// The bot generator's seed of hand `hand` of a run seeded `seed` (SplitMix64 of both and
/// the bot), so that hands do not depend on one another.
fn bot_seed(seed: u32, hand: u32, kind: BotKind) -> u64 {
    let mut z = (u64::from(seed) << 32 | u64::from(hand)) ^ (kind as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Plays the hand of `session` (fresh from a deal code) with `kind`, checked; a panic is a
/// failure with its message.
fn play_checked<G: Soak>(session: Session<G>, kind: BotKind, inject: Option<u64>) -> Result<(), String> {
    let mut rng = ChaCha8Rng::seed_from_u64(bot_seed(session.seed, session.hand_number, kind));
    catch_unwind(AssertUnwindSafe(|| check_hand(session.game, kind, &mut rng, inject).map(|_| ()))).unwrap_or_else(|p| {
        let msg = p.downcast_ref::<String>().cloned().or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()));
        Err(format!("panic: {}", msg.unwrap_or_default()))
    })
}

/// The first failure of a soak: where it happened and what broke.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Failure {
    /// The deal code that reproduces it (`cardtable soak GAME --form FORM --deal CODE`).
    pub deal: String,
    /// The form's name.
    pub form: String,
    /// The bot that played the hand (`random` or `club`).
    pub bot: String,
    /// The broken invariant, with the action number.
    pub message: String,
}

/// One bot's share of a soak: hands played and their rate.
#[derive(Clone, Debug, Serialize)]
pub struct BotFigures {
    /// Hands played (and checked) by this bot.
    pub hands: u64,
    /// Wall-clock seconds.
    pub seconds: f64,
    /// Hands per second over all threads.
    pub hands_per_sec: f64,
}

/// What a soak did.
#[derive(Clone, Debug, Serialize)]
pub struct SoakReport {
    /// The forms soaked.
    pub forms: Vec<String>,
    /// The seed.
    pub seed: u32,
    /// Threads used.
    pub threads: usize,
    /// Hands played over both bots.
    pub hands: u64,
    /// The random bot's figures.
    pub random: BotFigures,
    /// The club bot's figures (0 hands if the random bot's hands failed).
    pub club: BotFigures,
    /// The first failure in the order random bot, form, hand number (the same whatever the
    /// thread count), if any.
    pub failure: Option<Failure>,
}

/// What to soak: the forms (indices into [`Soak::forms`]), the hands per form of each bot,
/// the seed, the threads and the test hook of [`check_hand`].
#[derive(Clone, Debug)]
pub struct SoakConfig {
    /// Indices into the game's [`Soak::forms`].
    pub forms: Vec<usize>,
    /// Random-bot hands per form.
    pub hands: u32,
    /// Club-bot hands per form.
    pub club_hands: u32,
    /// The seed of every deal (deal codes `GAME-SEED-HAND-DEALER`).
    pub seed: u32,
    /// Threads (at least 1).
    pub threads: usize,
    /// [`check_hand`]'s injected failure, for tests.
    pub inject: Option<u64>,
}

/// Hands a worker claims at a time.
const BLOCK: u64 = 64;

/// Soaks `G`: for the random bot, then the club bot, every hand of every form of `cfg`,
/// spread over the threads by hand index; stops at the first failure (the earliest in
/// form-then-hand order, whatever the thread count). `progress(n)` is called as hands end.
pub fn soak<G: Soak>(cfg: &SoakConfig, progress: &(dyn Fn(u64) + Sync)) -> SoakReport
where
    G::Options: Sync,
{
    let forms = G::forms();
    let chosen: Vec<(&'static str, G::Options)> = cfg.forms.iter().map(|&i| forms[i].clone()).collect();
    let mut report = SoakReport {
        forms: chosen.iter().map(|f| f.0.to_string()).collect(),
        seed: cfg.seed,
        threads: cfg.threads.max(1),
        hands: 0,
        random: BotFigures { hands: 0, seconds: 0.0, hands_per_sec: 0.0 },
        club: BotFigures { hands: 0, seconds: 0.0, hands_per_sec: 0.0 },
        failure: None,
    };
    for kind in [BotKind::Random, BotKind::Club] {
        let start = Instant::now();
        let hands = if kind == BotKind::Random { cfg.hands } else { cfg.club_hands };
        let (played, failure) = soak_bot::<G>(&chosen, kind, hands, cfg, progress);
        let seconds = start.elapsed().as_secs_f64();
        let figures = BotFigures { hands: played, seconds, hands_per_sec: played as f64 / seconds.max(1e-9) };
        report.hands += played;
        if kind == BotKind::Random {
            report.random = figures;
        } else {
            report.club = figures;
        }
        if failure.is_some() {
            report.failure = failure;
            break;
        }
    }
    report
}

/// One bot's `hands` per form over the forms: (hands played, first failure).
fn soak_bot<G: Soak>(
    forms: &[(&'static str, G::Options)],
    kind: BotKind,
    hands: u32,
    cfg: &SoakConfig,
    progress: &(dyn Fn(u64) + Sync),
) -> (u64, Option<Failure>)
where
    G::Options: Sync,
{
    let per_form = u64::from(hands);
    let total = per_form * forms.len() as u64;
    let next = AtomicU64::new(0);
    let played = AtomicU64::new(0);
    let first = AtomicU64::new(u64::MAX);
    let failures: Mutex<Vec<(u64, Failure)>> = Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..cfg.threads.max(1) {
            s.spawn(|| loop {
                let start = next.fetch_add(BLOCK, Ordering::Relaxed);
                if start >= total || start > first.load(Ordering::Relaxed) {
                    break;
                }
                let mut n = 0;
                for key in start..(start + BLOCK).min(total) {
                    if key > first.load(Ordering::Relaxed) {
                        break;
                    }
                    let (name, o) = &forms[(key / per_form) as usize];
                    let hand = (key % per_form) as u32;
                    let session = Session::<G>::at_deal(o.clone(), cfg.seed, hand, hand as usize % o.seats());
                    let deal = session.deal_code();
                    if let Err(message) = play_checked(session, kind, cfg.inject) {
                        first.fetch_min(key, Ordering::Relaxed);
                        let f = Failure { deal, form: name.to_string(), bot: kind.name().to_string(), message };
                        failures.lock().unwrap_or_else(|e| e.into_inner()).push((key, f));
                    }
                    n += 1;
                }
                played.fetch_add(n, Ordering::Relaxed);
                progress(n);
            });
        }
    });
    let mut failures = failures.into_inner().unwrap_or_else(|e| e.into_inner());
    failures.sort_by_key(|f| f.0);
    (played.into_inner(), failures.into_iter().next().map(|f| f.1))
}

/// One replayed hand of [`reproduce`]: the form, the bot and what broke (`None`: nothing).
#[derive(Clone, Debug, Serialize)]
pub struct Replayed {
    /// The form's name.
    pub form: String,
    /// The bot.
    pub bot: String,
    /// The broken invariant, or `None`.
    pub failure: Option<String>,
}

/// Replays the deal `code` names in each form of `forms` (indices into [`Soak::forms`])
/// with the random and the club bot, exactly as the soak played it.
pub fn reproduce<G: Soak>(code: &str, forms: &[usize], inject: Option<u64>) -> Result<Vec<Replayed>, SessionError> {
    let all = G::forms();
    let mut out = Vec::new();
    for &i in forms {
        let (name, o) = &all[i];
        for kind in [BotKind::Random, BotKind::Club] {
            let session = Session::<G>::from_deal_code(o.clone(), code)?;
            let failure = play_checked(session, kind, inject).err();
            out.push(Replayed { form: name.to_string(), bot: kind.name().to_string(), failure });
        }
    }
    Ok(out)
}
