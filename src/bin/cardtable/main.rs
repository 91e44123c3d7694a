//! `cardtable`: the native command line — replay shared fixture files, benchmark the engine
//! and the bots, play bot against bot (`arena`, `ladder`), serve a bot program over the
//! JSON-lines protocols (`bot`), referee two bot programs (`match`) and soak a game's
//! invariants (`soak`).
//!
//! The command line is parsed by clap (the derive structs in `args.rs`); `cardtable --help` and
//! `cardtable SUBCOMMAND --help` are the reference, and README.md ("Engine and CLI") carries
//! a copy that `tests/cli_readme.rs` keeps equal to them.
//!
//! Conventions shared by the subcommands:
//! - results go to stdout; progress bars (indicatif) go to stderr, and only when stderr is a
//!   terminal and `--quiet` is not given;
//! - with `--json`, the last stdout line is one JSON object (documented in each `--help`);
//! - exit status 0 on success, 1 when a check failed (a replay disagreement), 2 for a usage
//!   error (clap's message: unknown, repeated or out-of-range flags, a missing argument), an
//!   unreadable file or a protocol error (`bot`, `match`).

use cardtable::arena::{arena_with_progress, bradley_terry, ArenaReport};
use cardtable::bots::{BotKind, HasBots};
use cardtable::euchre::{Euchre, EuchreOptions};
use cardtable::game::{Game, MatchRules};
use cardtable::protocol::harness::{run_match, Estimate, MatchConfig};
use cardtable::protocol::run_bot;
use cardtable::replay::sixty_six_forms::replay_forms_file_with_progress;
use cardtable::replay::sixty_three::replay_sixty_three_file_with_progress;
use cardtable::replay::{
    replay_euchre, replay_euchre_form, replay_lines_with_progress, replay_schnapsen, replay_sixty_six_file_with_progress, ReplayReport,
};
use cardtable::sixty_six::{SixtySix, SixtySixOptions};
use cardtable::sixty_six_forms::{FormDeal, FormOptions, ThreeHand, ThreeHandOptions};
use cardtable::sixty_three::{SixtyThree, SixtyThreeOptions};
use clap::{CommandFactory, Parser};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Value};
use std::path::PathBuf;
use std::process::ExitCode;

mod args;
mod progress;
mod soak_cmd;

use args::*;
use progress::Progress;
use std::time::Instant;

/// All available cores (the default of `--threads`).
pub(crate) fn all_cores() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// Runs `$body` with `$g` the game type and `$o` its options for a [`GameName`].
macro_rules! with_game {
    ($name:expr, $g:ident, $o:ident => $body:expr) => {
        match $name {
            GameName::Euchre => {
                type $g = Euchre;
                let $o = EuchreOptions::default();
                $body
            }
            GameName::Euchre2
            | GameName::Euchre3
            | GameName::EuchreRailroad
            | GameName::EuchreBritish
            | GameName::Euchre32
            | GameName::Euchre327 => {
                type $g = Euchre;
                let $o = $name.euchre_form().and_then(EuchreOptions::form).expect("every Euchre form is registered");
                $body
            }
            GameName::SixtySix => {
                type $g = SixtySix;
                let $o = SixtySixOptions::default();
                $body
            }
            GameName::Schnapsen => {
                type $g = SixtySix;
                let $o = SixtySixOptions::schnapsen();
                $body
            }
            GameName::SixtyThree => {
                type $g = SixtyThree;
                let $o = SixtyThreeOptions::default();
                $body
            }
            GameName::SixtySix4 => {
                type $g = FormDeal;
                let $o = FormOptions::four();
                $body
            }
            GameName::SixtySixThroatCut => {
                type $g = FormDeal;
                let $o = FormOptions::throat_cut();
                $body
            }
            GameName::SixtySixTeam => {
                type $g = FormDeal;
                let $o = FormOptions::team();
                $body
            }
            GameName::SixtySix3 => {
                type $g = ThreeHand;
                let $o = ThreeHandOptions::default();
                $body
            }
        }
    };
}

fn replay(args: &ReplayArgs) -> ExitCode {
    type Replay = fn(&str, &mut dyn FnMut(usize)) -> ReplayReport;
    let f: Replay = match args.game {
        GameName::Euchre => |t, p| replay_lines_with_progress(t, replay_euchre, p),
        // The forms' reference hands (tests/fixtures/euchre-forms/) carry their own rules.
        GameName::Euchre2
        | GameName::Euchre3
        | GameName::EuchreRailroad
        | GameName::EuchreBritish
        | GameName::Euchre32
        | GameName::Euchre327 => |t, p| replay_lines_with_progress(t, replay_euchre_form, p),
        GameName::SixtySix => replay_sixty_six_file_with_progress,
        GameName::Schnapsen => |t, p| replay_lines_with_progress(t, replay_schnapsen, p),
        GameName::SixtyThree => replay_sixty_three_file_with_progress,
        GameName::SixtySix4 | GameName::SixtySixThroatCut | GameName::SixtySixTeam | GameName::SixtySix3 => replay_forms_file_with_progress,
    };
    // Progress in bytes over all files, record by record.
    let sizes: Vec<u64> = args.files.iter().map(|p| std::fs::metadata(p).map_or(0, |m| m.len())).collect();
    let bar = Progress::new(sizes.iter().sum(), "bytes", args.out.quiet);
    bar.prefix(format!("replay {}", args.game.name()));
    let (mut total, mut agreed, mut failures) = (0, 0, 0);
    let mut per_file = Vec::new();
    for path in &args.files {
        let file = path.display().to_string();
        let text = match std::fs::read_to_string(path) {
            Ok(t) => t,
            Err(e) => {
                bar.finish();
                eprintln!("cardtable replay: {file}: {e}");
                return ExitCode::from(2);
            }
        };
        let rep = f(&text, &mut |n| bar.inc(n as u64));
        for fail in &rep.failures {
            println!("DISAGREE {file}: {fail}");
        }
        println!("{file}: {}/{} agree", rep.agreed, rep.total);
        per_file.push(json!({"file": file, "agreed": rep.agreed, "total": rep.total, "disagreements": rep.failures.len()}));
        total += rep.total;
        agreed += rep.agreed;
        failures += rep.failures.len();
    }
    bar.finish();
    println!("{agreed}/{total} agree");
    let ok = agreed == total && failures == 0 && total > 0;
    if args.out.json {
        let v = json!({"game": args.game.name(), "files": per_file, "agreed": agreed, "total": total, "disagreements": failures, "ok": ok});
        println!("{v}");
    }
    if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// Plays `hands` random hands ([`cardtable::game::random_hands`], the benchmark the wasm
/// runs too); prints hands/s and returns the JSON object.
fn bench<G: Game>(name: &str, o: &G::Options, hands: u64, seed: u64, bar: &Progress) -> Value {
    let start = Instant::now();
    let actions = cardtable::game::random_hands::<G>(o, hands, seed, || bar.inc(1024));
    let s = start.elapsed().as_secs_f64();
    println!(
        "{name}: {hands} random hands in {s:.3} s: {:.0} hands/s ({:.0} actions/s) [{} threads available]",
        hands as f64 / s,
        actions as f64 / s,
        all_cores()
    );
    json!({"hands": hands, "actions": actions, "seconds": s, "hands_per_s": hands as f64 / s, "actions_per_s": actions as f64 / s})
}

/// Times `level` in self-play: ms per decision (every decision, forced ones included, as
/// `scripts/bench-wasm.mjs` counts them) and, for a search level, iterations per second.
fn bench_bot<G: HasBots>(name: &str, o: &G::Options, level: BotKind, decisions: usize, seed: u64, bar: &Progress) -> Value {
    use cardtable::bots::{make_bot, MatchContext};
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut legal = Vec::new();
    let mut g = G::deal(o, 0, &mut rng);
    let mut bots: Vec<_> = (0..g.seats()).map(|_| make_bot::<G>(level)).collect();
    let (mut times, mut searched) = (Vec::new(), Vec::new());
    // Tree-search iterations and the time of the decisions that ran them.
    let (mut iterations, mut search_ms) = (0u64, 0.0);
    let mut dealer = 0;
    while times.len() < decisions {
        let Some(seat) = g.to_move() else {
            dealer += 1;
            g = G::deal(o, dealer % bots.len(), &mut rng);
            continue;
        };
        g.legal_actions(&mut legal);
        let obs = g.observation(seat);
        let before = cardtable::bots::ismcts::iterations_run();
        let t0 = Instant::now();
        let a = bots[seat].choose(&obs, &legal, &MatchContext::default(), &mut rng);
        let ms = t0.elapsed().as_secs_f64() * 1e3;
        let ran = cardtable::bots::ismcts::iterations_run() - before;
        if ran > 0 {
            iterations += ran;
            search_ms += ms;
        }
        times.push(ms);
        bar.inc(1);
        if legal.len() > 1 {
            searched.push(ms);
        }
        g.apply_unchecked(a);
    }
    let stats = |v: &mut Vec<f64>| {
        v.sort_by(f64::total_cmp);
        let mean = v.iter().sum::<f64>() / v.len().max(1) as f64;
        // p95 by nearest rank, as scripts/bench-wasm.mjs computes it.
        let p95 = v.get((v.len() * 95).div_ceil(100).max(1) - 1).copied().unwrap_or(0.0);
        (mean, v.get(v.len() / 2).copied().unwrap_or(0.0), p95, v.last().copied().unwrap_or(0.0))
    };
    let (mean, median, p95, max) = stats(&mut times);
    let (smean, _, _, _) = stats(&mut searched);
    // Over the decisions that ran a tree search (a level may decide others by rules or by
    // exact search), not the level's nominal budget.
    let ips = (search_ms > 0.0).then(|| iterations as f64 / search_ms * 1e3);
    println!(
        "{name} {}: mean {mean:.1} ms  median {median:.1} ms  p95 {p95:.1} ms  max {max:.1} ms  ({} decisions; {} with a choice, mean {smean:.1} ms{})",
        level.name(),
        times.len(),
        searched.len(),
        ips.map_or(String::new(), |x| format!("; {x:.0} iterations/s"))
    );
    json!({"level": level.name(), "decisions": times.len(), "with_choice": searched.len(), "mean_ms": mean,
        "median_ms": median, "p95_ms": p95, "max_ms": max, "choice_mean_ms": smean, "iterations_per_s": ips})
}

fn run_bench(args: &BenchArgs) -> ExitCode {
    let (len, what) = match args.level {
        Some(_) => (args.decisions as u64, "decisions"),
        None => (args.hands, "hands"),
    };
    let bar = Progress::new(len, what, args.out.quiet);
    bar.prefix(format!("bench {}", args.game.name()));
    let mut v = match args.level {
        Some(level) => with_game!(args.game, G, o => bench_bot::<G>(args.game.name(), &o, level.into(), args.decisions, args.seed, &bar)),
        None => with_game!(args.game, G, o => bench::<G>(args.game.name(), &o, args.hands, args.seed, &bar)),
    };
    bar.finish();
    if args.out.json {
        v["game"] = json!(args.game.name());
        println!("{v}");
    }
    ExitCode::SUCCESS
}

/// Scoring sides of a game's options: the size of an arena's duplicate set (at least 2).
fn sides_of<G: Game>(o: &G::Options) -> u32 {
    o.sides().max(2) as u32
}

/// The JSON object of one arena report (the `arena` line and each ladder pair).
fn arena_json(r: &ArenaReport) -> Value {
    json!({"game": r.game, "a": r.a, "b": r.b, "sides": r.sides, "games": r.games, "hands": r.hands, "a_win_rate": r.a_win_rate,
        "ci95": r.ci95, "a_outright": r.a_outright, "a_points_per_hand": r.a_points_per_hand, "points_ci95": r.points_ci95})
}

fn run_arena(args: &ArenaArgs) -> ExitCode {
    let game = args.game.name();
    let sides = with_game!(args.game, G, o => sides_of::<G>(&o));
    let mut games = args.games;
    if !games.is_multiple_of(sides) {
        // Games are played in duplicate sets (the same cards, A on each side in turn).
        games = games.div_ceil(sides) * sides;
        eprintln!("cardtable: --games rounded up to whole duplicate sets ({games} games: {sides} per set)");
    }
    let threads = args.threads.unwrap_or_else(all_cores);
    let (a, b) = (BotKind::from(args.a), BotKind::from(args.b));
    let bar = Progress::new(u64::from(games), "games", args.out.quiet);
    bar.prefix(format!("{game}: {} vs {}", a.name(), b.name()));
    let start = Instant::now();
    let progress = |n: u32| bar.inc(u64::from(n));
    let mut r = with_game!(args.game, G, o => arena_with_progress::<G>(a, b, games, args.seed, threads, &o, &progress));
    let seconds = start.elapsed().as_secs_f64();
    bar.finish();
    r.game = game.to_string();
    let set = if r.sides == 2 { "pairs".to_string() } else { format!("sets of {}", r.sides) };
    println!("{game}: {} vs {}: {} games ({} duplicate {set}), {} hands, {seconds:.1} s", r.a, r.b, r.games, r.games / r.sides, r.hands);
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
    if r.sides > 2 {
        println!(
            "(the win rate is {}'s head-to-head score against each of the {} other seats; it won {:.1}% of the games outright, 1/{} between equals)",
            r.a,
            r.sides - 1,
            100.0 * r.a_outright,
            r.sides
        );
    }
    if args.out.json {
        let mut v = arena_json(&r);
        v["seed"] = json!(args.seed);
        v["threads"] = json!(threads);
        v["seconds"] = json!(seconds);
        println!("{v}");
    }
    ExitCode::SUCCESS
}

/// The levels the ladder rates, weakest first.
const LADDER: [BotKind; 5] = [BotKind::Random, BotKind::Beginner, BotKind::Club, BotKind::Strong, BotKind::Expert];

fn run_ladder(args: &LadderArgs) -> ExitCode {
    let game = args.game.name();
    let sides = with_game!(args.game, G, o => sides_of::<G>(&o));
    let games = args.games.div_ceil(sides) * sides;
    let threads = args.threads.unwrap_or_else(all_cores);
    let out = if args.write { Some(PathBuf::from("assets/ratings.json")) } else { args.out.clone() };
    if let Some(p) = &out {
        // Checked before the play (the --out parser checked its own value).
        if let Err(e) = existing_dir_for(&p.to_string_lossy()) {
            eprintln!("cardtable ladder: --write: {e} (run from the repository's root, or give --out FILE)");
            return ExitCode::from(2);
        }
    }
    let n = LADDER.len();
    let pairs = n * (n - 1) / 2;
    let bar = Progress::new((pairs as u64) * u64::from(games), "games", args.out_opts.quiet);
    let mut wins = vec![vec![0.0f64; n]; n];
    let mut table = Vec::new();
    for i in 0..n {
        for j in i + 1..n {
            bar.prefix(format!("{game}: {} vs {}", LADDER[i].name(), LADDER[j].name()));
            let progress = |k: u32| bar.inc(u64::from(k));
            let seed = args.seed.wrapping_add((i * n + j) as u32);
            let r = with_game!(args.game, G, o => arena_with_progress::<G>(LADDER[i], LADDER[j], games, seed, threads, &o, &progress));
            let g = f64::from(r.games);
            wins[i][j] += r.a_win_rate * g;
            wins[j][i] += (1.0 - r.a_win_rate) * g;
            println!(
                "{game}: {} vs {}: {:.1}% (95% CI {:.1}–{:.1}%) over {} games; points per hand {:+.3} (95% CI {:+.3} to {:+.3})",
                r.a,
                r.b,
                100.0 * r.a_win_rate,
                100.0 * r.ci95[0],
                100.0 * r.ci95[1],
                r.games,
                r.a_points_per_hand,
                r.points_ci95[0],
                r.points_ci95[1]
            );
            let mut v = arena_json(&r);
            if let Some(m) = v.as_object_mut() {
                m.remove("game");
                m.remove("hands");
            }
            table.push(v);
        }
    }
    bar.finish();
    let ratings = bradley_terry(&wins, 0);
    let mut obj = serde_json::Map::new();
    for (k, r) in LADDER.iter().zip(&ratings) {
        println!("{game}: {:>8} {:.0}", k.name(), r);
        obj.insert(k.name().to_string(), json!(r.round()));
    }
    if let Some(path) = &out {
        let mut file: Value = std::fs::read_to_string(path).ok().and_then(|t| serde_json::from_str(&t).ok()).unwrap_or(json!({}));
        file[game.replace('-', "_")] = json!({"ratings": obj, "games_per_pair": games, "seed": args.seed, "matches": table});
        let text = serde_json::to_string_pretty(&file).unwrap_or_default() + "\n";
        if let Err(e) = std::fs::write(path, text) {
            eprintln!("cardtable ladder: {}: {e}", path.display());
            return ExitCode::from(2);
        }
        println!("wrote {}", path.display());
    }
    if args.out_opts.json {
        let v = json!({"game": game, "games_per_pair": games, "seed": args.seed, "threads": threads, "pairs": table,
            "ratings": obj, "wrote": out.as_ref().map(|p| p.display().to_string())});
        println!("{v}");
    }
    ExitCode::SUCCESS
}

fn run_bot_cmd(args: &BotArgs) -> ExitCode {
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    let game = args.game.protocol();
    match run_bot(game, args.level.into(), stdin.lock(), stdout.lock()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("cardtable bot: {e}");
            ExitCode::from(2)
        }
    }
}

fn run_match_cmd(args: &MatchArgs) -> ExitCode {
    // `timeout_secs` keeps the value finite and within an hour, so this cannot fail.
    let timeout = std::time::Duration::from_secs_f64(args.timeout);
    let game = args.game.protocol();
    let cfg = MatchConfig {
        game,
        a: args.a.clone(),
        b: args.b.clone(),
        deals: args.deals,
        seed: args.seed,
        timeout,
        record: args.record.clone(),
    };
    let bar = Progress::new(u64::from(args.deals), "deals", args.quiet);
    bar.prefix(format!("match {}", args.game.name()));
    let report = run_match(&cfg, |line| {
        if !args.quiet {
            bar.println(line);
        }
        bar.inc(1);
    });
    bar.finish();
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
    let est = |e: &Estimate| format!("{:+.3} (95% CI {:+.3} to {:+.3})", e.mean, e.ci95[0], e.ci95[1]);
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
    if args.json {
        println!("{}", serde_json::to_string(&r).unwrap_or_default());
    }
    ExitCode::SUCCESS
}

fn main() -> ExitCode {
    // clap prints --help/--version (exit 0) and usage errors (exit 2) itself.
    let cli = Cli::parse();
    match &cli.command {
        Command::Replay(a) => replay(a),
        Command::Bench(a) => run_bench(a),
        Command::Arena(a) => run_arena(a),
        Command::Ladder(a) => run_ladder(a),
        Command::Bot(a) => run_bot_cmd(a),
        Command::Match(a) => run_match_cmd(a),
        Command::Soak(a) => soak_cmd::run_soak(a),
        Command::Completions(a) => {
            clap_complete::generate(a.shell, &mut Cli::command(), "cardtable", &mut std::io::stdout());
            ExitCode::SUCCESS
        }
    }
}
