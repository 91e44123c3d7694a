//! `cardtable`: the native command line. GAME is `euchre`, `sixty-six`, `schnapsen` (Sixty-six
//! under the §15.4 settings) or `sixty-three`; BOT is `random`, `beginner`, `club`,
//! `strong`, `expert` or `pimc`.
//!
//! - `cardtable replay GAME FILE...` replays shared fixture files, whole games and
//!   stand-alone (arranged) records alike, each record's kind told by its fields; the last
//!   line is `N/N agree`; exit 0 only if every record agrees and no game is left unfinished.
//! - `cardtable bench GAME [--hands N] [--seed S]` plays random hands and prints hands/s;
//!   with `--level BOT [--decisions N]` it times that bot in self-play instead (ms per
//!   decision, as `scripts/bench-wasm.mjs` measures it in wasm).
//! - `cardtable arena GAME --a BOT --b BOT [--games N] [--seed S] [--threads T] [--json]`
//!   plays duplicate games and reports A's win rate and points per hand with 95% intervals;
//!   with `--json` the last line is one JSON object. Games come in duplicate pairs, so an
//!   odd N is rounded up (with a note on stderr).
//! - `cardtable ladder GAME [--games N] [--seed S] [--out FILE]` plays a round robin of the
//!   levels and writes Bradley–Terry ratings (random = 1200) into FILE (default
//!   `assets/ratings.json`, which the page reads).
//! - `cardtable play …` is `arena` without `--json` (kept for old scripts).
//! - `cardtable bot GAME --level BOT` is a bot program: it speaks `euchre-arena/1`,
//!   `sixty-six-bot/1` (sixty-six, schnapsen) or `sixty-three-bot/1` on stdin/stdout
//!   (`docs/protocol/`); errors go to stderr with exit status 2.
//! - `cardtable match GAME --a 'CMD' --b 'CMD' [--deals N] [--seed S] [--json]` is the
//!   reference runner: it starts the two bot programs with `/bin/sh -c` (one process per
//!   seat slot), plays N duplicate deals through the protocol, checks every reply, and
//!   reports side A's points per deal and deal-win share with 95% intervals; a protocol
//!   error aborts with exit status 2. With `--json` the last line is one JSON object;
//!   `--timeout SECS` changes the 30 s allowed per reply (0 < SECS ≤ 3600), `--quiet` drops
//!   the per-deal lines.
//!
//! An unknown, repeated or valueless flag, a stray argument or a value out of range is a
//! usage error (exit status 2) before anything is played.

use cardtable::arena::{arena, bradley_terry};
use cardtable::bots::{BotKind, HasBots};
use cardtable::euchre::{Euchre, EuchreOptions};
use cardtable::game::Game;
use cardtable::protocol::harness::{run_match, MatchConfig};
use cardtable::protocol::{run_bot, ProtocolGame};
use cardtable::replay::sixty_three::replay_sixty_three_file;
use cardtable::replay::{replay_euchre, replay_lines, replay_schnapsen, replay_sixty_six_file, ReplayReport};
use cardtable::sixty_six::{SixtySix, SixtySixOptions};
use cardtable::sixty_three::{SixtyThree, SixtyThreeOptions};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Value};
use std::process::ExitCode;
use std::time::Instant;

const USAGE: &str = "usage:
  cardtable replay GAME FILE...
  cardtable bench GAME [--hands N] [--seed S] [--level BOT [--decisions N]]
  cardtable arena GAME --a BOT --b BOT [--games N] [--seed S] [--threads T] [--json]
  cardtable ladder GAME [--games N] [--seed S] [--out FILE]
  cardtable bot GAME [--level BOT]
  cardtable match GAME --a CMD --b CMD [--deals N] [--seed S] [--timeout SECS] [--json] [--quiet]
GAME: euchre, sixty-six, schnapsen, sixty-three
BOT: random, beginner, club, strong, expert, pimc";

fn usage(msg: &str) -> ExitCode {
    if !msg.is_empty() {
        eprintln!("cardtable: {msg}");
    }
    eprintln!("{USAGE}");
    ExitCode::from(2)
}

/// Runs `$body` with `$g` the game type and `$o` its options for a game name.
macro_rules! with_game {
    ($name:expr, $g:ident, $o:ident => $body:expr, $unknown:expr) => {
        match $name {
            "euchre" => {
                type $g = Euchre;
                let $o = EuchreOptions::default();
                $body
            }
            "sixty-six" | "sixty_six" => {
                type $g = SixtySix;
                let $o = SixtySixOptions::default();
                $body
            }
            "schnapsen" => {
                type $g = SixtySix;
                let $o = SixtySixOptions::schnapsen();
                $body
            }
            "sixty-three" | "sixty_three" => {
                type $g = SixtyThree;
                let $o = SixtyThreeOptions::default();
                $body
            }
            _ => $unknown,
        }
    };
}

/// A subcommand's flags after checking: each given at most once, all known to the subcommand.
struct Flags {
    /// (flag, value): the value is `None` for a switch such as `--json`.
    given: Vec<(String, Option<String>)>,
}

impl Flags {
    /// Parses `args` for `cmd`: `values` are the flags taking a value, `switches` those
    /// without. `Err` for an unknown, repeated or valueless flag and for a stray argument.
    fn parse(cmd: &str, args: &[String], values: &[&str], switches: &[&str]) -> Result<Flags, String> {
        let mut given: Vec<(String, Option<String>)> = Vec::new();
        let mut it = args.iter();
        while let Some(a) = it.next() {
            let value = if values.contains(&a.as_str()) {
                Some(it.next().ok_or_else(|| format!("{a} needs a value"))?.clone())
            } else if switches.contains(&a.as_str()) {
                None
            } else if a.starts_with("--") {
                return Err(format!("{cmd}: unknown flag {a:?}"));
            } else {
                return Err(format!("{cmd}: unexpected argument {a:?}"));
            };
            if given.iter().any(|(f, _)| f == a) {
                return Err(format!("{cmd}: {a} given twice"));
            }
            given.push((a.clone(), value));
        }
        Ok(Flags { given })
    }
    fn value(&self, name: &str) -> Option<&str> {
        self.given.iter().find(|(f, _)| f == name).and_then(|(_, v)| v.as_deref())
    }
    fn get<T: std::str::FromStr>(&self, name: &str, default: T) -> Result<T, String> {
        match self.value(name) {
            None => Ok(default),
            Some(v) => v.parse().map_err(|_| format!("{name} needs a valid value, not {v:?}")),
        }
    }
    /// A whole number in `lo..=hi`.
    fn count<T: std::str::FromStr + PartialOrd + std::fmt::Display + Copy>(
        &self,
        name: &str,
        default: T,
        lo: T,
        hi: T,
    ) -> Result<T, String> {
        let v = self.get(name, default)?;
        if v < lo || v > hi {
            return Err(format!("{name} must be between {lo} and {hi}, not {v}"));
        }
        Ok(v)
    }
    fn has(&self, name: &str) -> bool {
        self.given.iter().any(|(f, _)| f == name)
    }
    fn bot(&self, name: &str, default: BotKind) -> Result<BotKind, String> {
        let s: String = self.get(name, default.name().to_string())?;
        BotKind::parse(&s).ok_or_else(|| format!("unknown bot {s:?}"))
    }
}

fn replay(game: &str, files: &[String]) -> ExitCode {
    let f: fn(&str) -> ReplayReport = match game {
        "euchre" => |t| replay_lines(t, replay_euchre),
        "sixty-six" | "sixty_six" => replay_sixty_six_file,
        "schnapsen" => |t| replay_lines(t, replay_schnapsen),
        "sixty-three" | "sixty_three" => replay_sixty_three_file,
        _ => return usage(&format!("unknown game {game:?}")),
    };
    if files.is_empty() {
        return usage("replay needs at least one FILE");
    }
    let (mut total, mut agreed, mut failures) = (0, 0, 0);
    for file in files {
        let text = match std::fs::read_to_string(file) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("{file}: {e}");
                return ExitCode::from(2);
            }
        };
        let rep = f(&text);
        for fail in &rep.failures {
            println!("DISAGREE {file}: {fail}");
        }
        println!("{file}: {}/{} agree", rep.agreed, rep.total);
        total += rep.total;
        agreed += rep.agreed;
        failures += rep.failures.len();
    }
    println!("{agreed}/{total} agree");
    if agreed == total && failures == 0 && total > 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

fn bench<G: Game>(o: &G::Options, hands: u64, seed: u64) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut legal = Vec::new();
    let start = Instant::now();
    let mut actions = 0u64;
    let seats = G::deal(o, 0, &mut rng).seats();
    for h in 0..hands {
        let mut g = G::deal(o, (h as usize) % seats, &mut rng);
        while g.to_move().is_some() {
            g.legal_actions(&mut legal);
            g.apply_unchecked(legal[rng.random_range(0..legal.len())]);
            actions += 1;
        }
        std::hint::black_box(g.hand_result());
    }
    let s = start.elapsed().as_secs_f64();
    println!(
        "{}: {hands} random hands in {s:.3} s: {:.0} hands/s ({:.0} actions/s) [{} threads available]",
        G::NAME,
        hands as f64 / s,
        actions as f64 / s,
        std::thread::available_parallelism().map_or(1, |n| n.get())
    );
}

/// Times `level` in self-play: ms per decision (every decision, forced ones included, as
/// `scripts/bench-wasm.mjs` counts them) and, for a search level, iterations per second.
fn bench_bot<G: HasBots>(o: &G::Options, level: BotKind, decisions: usize, seed: u64) {
    use cardtable::bots::{make_bot, MatchContext};
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut legal = Vec::new();
    let mut g = G::deal(o, 0, &mut rng);
    let mut bots: Vec<_> = (0..g.seats()).map(|_| make_bot::<G>(level)).collect();
    let (mut times, mut searched) = (Vec::new(), Vec::new());
    let mut dealer = 0;
    while times.len() < decisions {
        let Some(seat) = g.to_move() else {
            dealer += 1;
            g = G::deal(o, dealer % bots.len(), &mut rng);
            continue;
        };
        g.legal_actions(&mut legal);
        let obs = g.observation(seat);
        let t0 = Instant::now();
        let a = bots[seat].choose(&obs, &legal, &MatchContext::default(), &mut rng);
        let ms = t0.elapsed().as_secs_f64() * 1e3;
        times.push(ms);
        if legal.len() > 1 {
            searched.push(ms);
        }
        g.apply_unchecked(a);
    }
    let stats = |v: &mut Vec<f64>| {
        v.sort_by(f64::total_cmp);
        let mean = v.iter().sum::<f64>() / v.len().max(1) as f64;
        (mean, v.get(v.len() / 2).copied().unwrap_or(0.0), v.last().copied().unwrap_or(0.0))
    };
    let (mean, median, max) = stats(&mut times);
    let (smean, _, _) = stats(&mut searched);
    let iters = G::search_config(level).iterations as f64;
    let ips = if matches!(level, BotKind::Strong | BotKind::Expert | BotKind::Pimc) && smean > 0.0 {
        format!("; {:.0} iterations/s", iters / smean * 1e3)
    } else {
        String::new()
    };
    println!(
        "{} {}: mean {mean:.1} ms  median {median:.1} ms  max {max:.1} ms  ({} decisions; {} with a choice, mean {smean:.1} ms{ips})",
        G::NAME,
        level.name(),
        times.len(),
        searched.len()
    );
}

fn run_arena<G: HasBots>(game: &str, o: &G::Options, f: &Flags, json_out: bool) -> Result<(), String>
where
    G::Options: Sync,
{
    if !f.has("--a") || !f.has("--b") {
        return Err("arena needs --a BOT and --b BOT".into());
    }
    let a = f.bot("--a", BotKind::Club)?;
    let b = f.bot("--b", BotKind::Random)?;
    let mut games = f.count("--games", 200u32, 1, 1_000_000)?;
    if games % 2 == 1 {
        // Games are played in duplicate pairs (the same cards, seats swapped).
        games += 1;
        eprintln!("cardtable: --games rounded up to an even number of games ({games}: duplicate pairs)");
    }
    let seed = f.get("--seed", 1u32)?;
    let threads = f.count("--threads", std::thread::available_parallelism().map_or(1, |n| n.get()), 1, 256)?;
    let start = Instant::now();
    let mut r = arena::<G>(a, b, games, seed, threads, o);
    r.game = game.to_string();
    println!(
        "{game}: {} vs {}: {} games ({} duplicate pairs), {} hands, {:.1} s",
        r.a,
        r.b,
        r.games,
        r.games / 2,
        r.hands,
        start.elapsed().as_secs_f64()
    );
    println!(
        "{} win rate {:.1}% (95% CI {:.1}–{:.1}%); points per hand {:.3} (95% CI {:.3}–{:.3})",
        r.a,
        100.0 * r.a_win_rate,
        100.0 * r.ci95[0],
        100.0 * r.ci95[1],
        r.a_points_per_hand,
        r.points_ci95[0],
        r.points_ci95[1]
    );
    if json_out {
        let v = json!({"game": r.game, "a": r.a, "b": r.b, "games": r.games, "a_win_rate": r.a_win_rate,
            "ci95": r.ci95, "a_points_per_hand": r.a_points_per_hand});
        println!("{v}");
    }
    Ok(())
}

/// The levels the ladder rates, weakest first.
const LADDER: [BotKind; 5] = [BotKind::Random, BotKind::Beginner, BotKind::Club, BotKind::Strong, BotKind::Expert];

fn run_ladder<G: HasBots>(game: &str, o: &G::Options, f: &Flags) -> Result<(), String>
where
    G::Options: Sync,
{
    let games = f.count("--games", 40u32, 1, 1_000_000)?;
    let seed = f.get("--seed", 1u32)?;
    let out: String = f.get("--out", "assets/ratings.json".to_string())?;
    // Checked before hours of play, not after.
    let dir = std::path::Path::new(&out).parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(std::path::Path::new("."));
    if !dir.is_dir() {
        return Err(format!("--out {out}: directory {} does not exist", dir.display()));
    }
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let n = LADDER.len();
    let mut wins = vec![vec![0.0f64; n]; n];
    let mut table = Vec::new();
    for i in 0..n {
        for j in i + 1..n {
            let r = arena::<G>(LADDER[i], LADDER[j], games, seed.wrapping_add((i * n + j) as u32), threads, o);
            let g = r.games as f64;
            wins[i][j] += r.a_win_rate * g;
            wins[j][i] += (1.0 - r.a_win_rate) * g;
            println!("{game}: {} vs {}: {:.1}% over {} games", r.a, r.b, 100.0 * r.a_win_rate, r.games);
            table.push(json!({"a": r.a, "b": r.b, "games": r.games, "a_win_rate": r.a_win_rate, "ci95": r.ci95}));
        }
    }
    let ratings = bradley_terry(&wins, 0);
    let mut obj = serde_json::Map::new();
    for (k, r) in LADDER.iter().zip(&ratings) {
        println!("{game}: {:>8} {:.0}", k.name(), r);
        obj.insert(k.name().to_string(), json!(r.round()));
    }
    let mut file: Value = std::fs::read_to_string(&out).ok().and_then(|t| serde_json::from_str(&t).ok()).unwrap_or(json!({}));
    file[game.replace('-', "_")] = json!({"ratings": obj, "games_per_pair": games, "seed": seed, "matches": table});
    std::fs::write(&out, serde_json::to_string_pretty(&file).map_err(|e| e.to_string())? + "\n").map_err(|e| format!("{out}: {e}"))?;
    println!("wrote {out}");
    Ok(())
}

/// The longest `--timeout` accepted (an hour per reply).
const MAX_TIMEOUT_SECS: f64 = 3600.0;

fn run_match_cmd(game: ProtocolGame, f: &Flags) -> ExitCode {
    let cfg = (|| -> Result<MatchConfig, String> {
        let a: String = f.get("--a", String::new())?;
        let b: String = f.get("--b", String::new())?;
        if a.is_empty() || b.is_empty() {
            return Err("match needs --a CMD and --b CMD".into());
        }
        let secs = f.get("--timeout", 30.0f64)?;
        // `from_secs_f64` panics on inf/overflow; 0, negatives and NaN are no timeout at all.
        if !(secs > 0.0 && secs <= MAX_TIMEOUT_SECS) {
            return Err(format!("--timeout SECS must be a number of seconds above 0 and at most {MAX_TIMEOUT_SECS}, not {secs}"));
        }
        let timeout = std::time::Duration::try_from_secs_f64(secs).map_err(|e| format!("--timeout {secs}: {e}"))?;
        Ok(MatchConfig { game, a, b, deals: f.count("--deals", 100u32, 1, 10_000_000)?, seed: f.get("--seed", 1u64)?, timeout })
    })();
    let cfg = match cfg {
        Ok(c) => c,
        Err(e) => return usage(&e),
    };
    let verbose = !f.has("--quiet");
    let report = run_match(&cfg, |line| {
        if verbose {
            eprintln!("{line}");
        }
    });
    let r = match report {
        Ok(r) => r,
        Err(e) => {
            eprintln!("cardtable match: {e}");
            return ExitCode::from(2);
        }
    };
    println!("{}: A = {}", r.game, r.a);
    println!("{}: B = {}", r.game, r.b);
    println!(
        "{} duplicate deals ({} hands, {} + {} decisions) in {:.1} s ({:.0} ms per deal)",
        r.deals,
        r.hands,
        r.decisions[0],
        r.decisions[1],
        r.seconds,
        1000.0 * r.seconds / f64::from(r.deals.max(1))
    );
    let est = |e: &cardtable::protocol::harness::Estimate| format!("{:+.3} (95% CI {:+.3} to {:+.3})", e.mean, e.ci95[0], e.ci95[1]);
    println!("A points per deal {}; B {}; A − B {}", est(&r.a_points), est(&r.b_points), est(&r.margin));
    println!(
        "A deals won/drawn/lost {}/{}/{}; A's deal-win share {:.1}% (95% CI {:.1}–{:.1}%, a draw counts half)",
        r.wins,
        r.draws,
        r.losses,
        100.0 * r.win_share.mean,
        100.0 * r.win_share.ci95[0],
        100.0 * r.win_share.ci95[1]
    );
    if f.has("--json") {
        println!("{}", serde_json::to_string(&r).unwrap_or_default());
    }
    ExitCode::SUCCESS
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (Some(cmd), Some(game)) = (args.first(), args.get(1)) else { return usage("") };
    let rest = &args[2..];
    let spec: (&[&str], &[&str]) = match cmd.as_str() {
        "replay" => return replay(game, rest),
        "bot" => (&["--level"], &[]),
        "match" => (&["--a", "--b", "--deals", "--seed", "--timeout"], &["--json", "--quiet"]),
        "bench" => (&["--hands", "--seed", "--level", "--decisions"], &[]),
        "arena" | "play" => (&["--a", "--b", "--games", "--seed", "--threads"], &["--json"]),
        "ladder" => (&["--games", "--seed", "--out"], &[]),
        _ => return usage(&format!("unknown command {cmd:?}")),
    };
    let f = match Flags::parse(cmd, rest, spec.0, spec.1) {
        Ok(f) => f,
        Err(e) => return usage(&e),
    };
    let result: Result<(), String> = match cmd.as_str() {
        "bot" => {
            let Some(pg) = ProtocolGame::parse(game) else { return usage(&format!("unknown game {game:?}")) };
            let level = match f.bot("--level", BotKind::Club) {
                Ok(l) => l,
                Err(e) => return usage(&e),
            };
            let stdin = std::io::stdin();
            let stdout = std::io::stdout();
            return match run_bot(pg, level, stdin.lock(), stdout.lock()) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("cardtable bot: {e}");
                    ExitCode::from(2)
                }
            };
        }
        "match" => {
            let Some(pg) = ProtocolGame::parse(game) else { return usage(&format!("unknown game {game:?}")) };
            return run_match_cmd(pg, &f);
        }
        "bench" => {
            let (hands, seed) = match (f.count("--hands", 200_000u64, 1, u64::MAX), f.get("--seed", 1u64)) {
                (Ok(h), Ok(s)) => (h, s),
                (Err(e), _) | (_, Err(e)) => return usage(&e),
            };
            if f.has("--level") {
                let (level, decisions) = match (f.bot("--level", BotKind::Expert), f.count("--decisions", 200usize, 1, usize::MAX)) {
                    (Ok(l), Ok(d)) => (l, d),
                    (Err(e), _) | (_, Err(e)) => return usage(&e),
                };
                with_game!(game.as_str(), G, o => { bench_bot::<G>(&o, level, decisions, seed); Ok(()) }, Err(format!("unknown game {game:?}")))
            } else {
                with_game!(game.as_str(), G, o => { bench::<G>(&o, hands, seed); Ok(()) }, Err(format!("unknown game {game:?}")))
            }
        }
        "arena" | "play" => {
            let json_out = f.has("--json");
            with_game!(game.as_str(), G, o => run_arena::<G>(game, &o, &f, json_out), Err(format!("unknown game {game:?}")))
        }
        "ladder" => with_game!(game.as_str(), G, o => run_ladder::<G>(game, &o, &f), Err(format!("unknown game {game:?}"))),
        _ => Err(format!("unknown command {cmd:?}")),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => usage(&e),
    }
}
