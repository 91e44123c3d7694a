//! `cardtable`: the native command line — replay shared fixture files, benchmark the engine
//! and the bots, play bot against bot (`arena`, `ladder`), serve a bot program over the
//! JSON-lines protocols (`bot`) and referee two bot programs (`match`).
//!
//! The command line is parsed by clap (the derive structs below); `cardtable --help` and
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
use cardtable::game::Game;
use cardtable::protocol::harness::{run_match, Estimate, MatchConfig};
use cardtable::protocol::{run_bot, ProtocolGame};
use cardtable::replay::sixty_three::replay_sixty_three_file_with_progress;
use cardtable::replay::{replay_euchre, replay_lines_with_progress, replay_schnapsen, replay_sixty_six_file_with_progress, ReplayReport};
use cardtable::sixty_six::{SixtySix, SixtySixOptions};
use cardtable::sixty_three::{SixtyThree, SixtyThreeOptions};
use clap::builder::RangedU64ValueParser;
use clap::{Args, CommandFactory, Parser, Subcommand, ValueEnum};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Value};
use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

/// The exit statuses, shown under every `--help`.
const EXIT_STATUS: &str = "Exit status:
  0  success
  1  a check failed (replay: a record disagrees or a game is left unfinished)
  2  usage error (unknown, repeated or out-of-range flag, missing argument), unreadable file,
     or protocol error (bot: bad input; match: an illegal, late or extra reply)";

/// The long description of `cardtable replay --help`.
const REPLAY_LONG: &str = "Replay fixture files (JSON lines: whole games and stand-alone records alike, each \
record's kind told by its fields) and check every decision, legal list, trick and score against \
the engine.\n\nPrints one `DISAGREE FILE: ID: what` line per disagreeing record, `FILE: N/M agree` \
per file and `N/M agree` over all files. Exit status 1 unless every record agrees and no game is \
left unfinished.\n\nJSON: {\"game\", \"files\": [{\"file\", \"agreed\", \"total\", \"disagreements\"}], \
\"agreed\", \"total\", \"disagreements\", \"ok\"}";

/// The long description of `cardtable bench --help`.
const BENCH_LONG: &str = "Time the engine: play --hands random hands and print hands/s and actions/s. \
With --level, time that bot in self-play instead: ms per decision (every decision, forced ones \
included, as scripts/bench-wasm.mjs counts them) and, for a search level, iterations per second.\n\n\
JSON (engine): {\"game\", \"hands\", \"actions\", \"seconds\", \"hands_per_s\", \"actions_per_s\"}\n\
JSON (--level): {\"game\", \"level\", \"decisions\", \"with_choice\", \"mean_ms\", \"median_ms\", \
\"max_ms\", \"choice_mean_ms\", \"iterations_per_s\" (null below strong)}";

/// The long description of `cardtable arena --help`.
const ARENA_LONG: &str = "Play bot level A against level B over duplicate games: each pair of games is \
dealt from one seed, once with A on side 0 and once on side 1, so the luck of the cards cancels. \
Reports A's win rate (95% CI over pairs) and A's points per hand (95% CI over games). An odd \
--games is rounded up to whole pairs (with a note on stderr). The result depends on the seed only, \
not on --threads.\n\nJSON: {\"game\", \"a\", \"b\", \"games\", \"hands\", \"a_win_rate\", \"ci95\", \
\"a_points_per_hand\", \"points_ci95\", \"seed\", \"threads\", \"seconds\"}";

/// The long description of `cardtable ladder --help`.
const LADDER_LONG: &str = "Play a round robin of the levels random, beginner, club, strong and expert \
(--games duplicate games per pair, as in arena) and fit Bradley–Terry ratings on the Elo scale \
(random = 1200). Prints each pair's result with its 95% interval, then the ratings. Writes the \
ratings into a JSON file (the page reads assets/ratings.json) only with --write or --out; the \
file's other games are kept.\n\nJSON: {\"game\", \"games_per_pair\", \"seed\", \"threads\", \
\"pairs\": [{\"a\", \"b\", \"games\", \"a_win_rate\", \"ci95\", \"a_points_per_hand\", \
\"points_ci95\"}], \"ratings\": {LEVEL: rating}, \"wrote\" (the file, or null)}";

/// The long description of `cardtable bot --help`.
const BOT_LONG: &str = "Be a bot program: read the game's protocol on stdin (one JSON object per line: \
hello, new_hand, decide, end_hand, bye) and answer each hello and decide with one line on \
stdout. Protocols: euchre-arena/1 (euchre), sixty-six-bot/1 (sixty-six, schnapsen), \
sixty-three-bot/1 (sixty-three); see docs/protocol/. Errors go to stderr with exit status 2.";

/// The long description of `cardtable match --help`.
const MATCH_LONG: &str = "Referee two bot programs: start each command with /bin/sh -c (one process per \
seat slot), play --deals duplicate deals through the game's protocol (each deal twice, the sides' \
cards swapped), check every reply against the engine's legal actions, and report side A's points \
per deal, A − B and A's deal-win share (a draw counts half), each with a 95% interval. An illegal, \
late or extra reply, or a bot exiting, aborts with exit status 2 and a message naming hand, seat, \
phase, reply and legal list. One line per deal goes to stderr unless --quiet.\n\nJSON: {\"game\", \
\"a\", \"b\", \"deals\", \"hands\", \"decisions\": [A, B], \"a_points\", \"b_points\", \"margin\", \
\"win_share\" (each {\"mean\", \"ci95\"}), \"wins\", \"draws\", \"losses\", \"seconds\"}";

/// The long description of `cardtable completions --help`.
const COMPLETIONS_LONG: &str = "Print a completion script for SHELL on stdout, e.g.\n  \
cardtable completions bash > ~/.local/share/bash-completion/completions/cardtable\n  \
cardtable completions zsh > ~/.zfunc/_cardtable\n  \
cardtable completions fish > ~/.config/fish/completions/cardtable.fish";

/// The top level's closing text: examples, then the exit statuses.
const TOP_AFTER_HELP: &str = "Examples:
  cardtable replay euchre tests/fixtures/euchre/*.jsonl
  cardtable arena euchre --a expert --b club --games 400 --json
  cardtable ladder sixty-six --games 40 --write
  cardtable match sixty-six --a 'cardtable bot sixty-six --level expert' --b ./mybot --deals 500
  cardtable completions bash > ~/.local/share/bash-completion/completions/cardtable

Exit status:
  0  success
  1  a check failed (replay: a record disagrees or a game is left unfinished)
  2  usage error (unknown, repeated or out-of-range flag, missing argument), unreadable file,
     or protocol error (bot: bad input; match: an illegal, late or extra reply)";

/// Rules engine, bots and tools for Euchre, Sixty-six (and Schnapsen) and Sixty-three.
///
/// Results go to stdout; progress bars go to stderr, only when it is a terminal. Every
/// subcommand that reports figures takes --json: its last stdout line is then one JSON
/// object. `cardtable SUBCOMMAND --help` documents each subcommand and its JSON object.
#[derive(Debug, Parser)]
// Help is wrapped at 100 columns whatever the terminal, so README.md's copy is the same
// everywhere.
#[command(name = "cardtable", version, propagate_version = true, after_help = TOP_AFTER_HELP, arg_required_else_help = true, term_width = 100)]
struct Cli {
    /// The subcommand.
    #[command(subcommand)]
    command: Command,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
enum Command {
    /// Replay fixture files and check every decision, legal list and score against the engine
    #[command(long_about = REPLAY_LONG, after_help = EXIT_STATUS)]
    Replay(ReplayArgs),
    /// Time the engine (random hands per second) or one bot level (ms per decision)
    #[command(long_about = BENCH_LONG, after_help = EXIT_STATUS)]
    Bench(BenchArgs),
    /// Play bot level A against B over duplicate games: win rate and points per hand, 95% CI
    #[command(visible_alias = "play", long_about = ARENA_LONG, after_help = EXIT_STATUS)]
    Arena(ArenaArgs),
    /// Round robin of the levels random..expert, fitted to Bradley–Terry (Elo) ratings
    #[command(long_about = LADDER_LONG, after_help = EXIT_STATUS)]
    Ladder(LadderArgs),
    /// Be a bot program: speak the game's JSON-lines protocol on stdin/stdout
    #[command(long_about = BOT_LONG, after_help = EXIT_STATUS)]
    Bot(BotArgs),
    /// Referee two bot programs over duplicate deals through the protocol
    #[command(long_about = MATCH_LONG, after_help = EXIT_STATUS)]
    Match(MatchArgs),
    /// Print a shell completion script (bash, zsh, fish, elvish, powershell)
    #[command(long_about = COMPLETIONS_LONG, after_help = EXIT_STATUS)]
    Completions(CompletionsArgs),
}

/// A game (and, for Sixty-six, its rule form).
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum GameName {
    /// Euchre (OpenSpiel profile; protocol euchre-arena/1)
    Euchre,
    /// Sixty-six under the rule book's defaults (protocol sixty-six-bot/1)
    #[value(alias = "sixty_six")]
    SixtySix,
    /// 20-card Schnapsen: Sixty-six under the §15.4 settings (protocol sixty-six-bot/1)
    Schnapsen,
    /// Sixty-three (protocol sixty-three-bot/1)
    #[value(alias = "sixty_three")]
    SixtyThree,
}

impl GameName {
    /// The name printed in reports and used as the ratings file's key (with `_`).
    fn name(self) -> &'static str {
        self.protocol().name()
    }

    /// The protocol game of the same name.
    fn protocol(self) -> ProtocolGame {
        match self {
            GameName::Euchre => ProtocolGame::Euchre,
            GameName::SixtySix => ProtocolGame::SixtySix,
            GameName::Schnapsen => ProtocolGame::Schnapsen,
            GameName::SixtyThree => ProtocolGame::SixtyThree,
        }
    }
}

/// A bot level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum Level {
    /// Uniformly random legal actions
    Random,
    /// The club heuristic with a random legal action one decision in three
    Beginner,
    /// The club heuristic (a sound club player)
    #[value(alias = "heuristic")]
    Club,
    /// ISMCTS with a small budget
    Strong,
    /// ISMCTS with the full budget
    Expert,
    /// Perfect-information Monte Carlo with the expert's budget (comparison baseline)
    Pimc,
}

impl From<Level> for BotKind {
    fn from(l: Level) -> BotKind {
        match l {
            Level::Random => BotKind::Random,
            Level::Beginner => BotKind::Beginner,
            Level::Club => BotKind::Club,
            Level::Strong => BotKind::Strong,
            Level::Expert => BotKind::Expert,
            Level::Pimc => BotKind::Pimc,
        }
    }
}

/// `--json` and `--quiet`, shared by the subcommands that report figures.
#[derive(Debug, Args)]
struct Output {
    /// Print one JSON object (its fields: see --help) as the last line of stdout
    #[arg(long)]
    json: bool,
    /// No progress bar on stderr (there is none anyway when stderr is not a terminal)
    #[arg(long, short)]
    quiet: bool,
}

/// `cardtable replay`.
#[derive(Debug, Args)]
struct ReplayArgs {
    /// The game whose records the files hold
    #[arg(value_enum)]
    game: GameName,
    /// Fixture files (JSON lines)
    #[arg(required = true, value_name = "FILE")]
    files: Vec<PathBuf>,
    #[command(flatten)]
    out: Output,
}

/// `cardtable bench`.
#[derive(Debug, Args)]
struct BenchArgs {
    /// The game
    #[arg(value_enum)]
    game: GameName,
    /// Random hands to play
    #[arg(long, value_name = "N", default_value_t = 200_000, value_parser = clap::value_parser!(u64).range(1..))]
    hands: u64,
    /// Seed of the deals and of the random or bot choices
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Time this bot level instead of random play
    #[arg(long, value_enum, value_name = "BOT")]
    level: Option<Level>,
    /// Decisions to time with --level
    #[arg(long, value_name = "N", default_value_t = 200, requires = "level", value_parser = RangedU64ValueParser::<usize>::new().range(1..))]
    decisions: usize,
    #[command(flatten)]
    out: Output,
}

/// `cardtable arena` (alias `play`).
#[derive(Debug, Args)]
struct ArenaArgs {
    /// The game
    #[arg(value_enum)]
    game: GameName,
    /// Bot A's level
    #[arg(long, value_enum, value_name = "BOT")]
    a: Level,
    /// Bot B's level (the values of --a)
    #[arg(long, value_enum, value_name = "BOT", hide_possible_values = true)]
    b: Level,
    /// Games to play (duplicate pairs: rounded up to an even number)
    #[arg(long, value_name = "N", default_value_t = 200, value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
    games: u32,
    /// Seed of the games
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u32,
    /// Threads to play on [default: all available cores]
    #[arg(long, value_name = "T", value_parser = RangedU64ValueParser::<usize>::new().range(1..=256))]
    threads: Option<usize>,
    #[command(flatten)]
    out: Output,
}

/// `cardtable ladder`.
#[derive(Debug, Args)]
struct LadderArgs {
    /// The game
    #[arg(value_enum)]
    game: GameName,
    /// Games per pair of levels (rounded up to an even number)
    #[arg(long, value_name = "N", default_value_t = 40, value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
    games: u32,
    /// Seed of the games (pair i, j plays from seed + 5i + j)
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u32,
    /// Threads to play on [default: all available cores]
    #[arg(long, value_name = "T", value_parser = RangedU64ValueParser::<usize>::new().range(1..=256))]
    threads: Option<usize>,
    /// Write the ratings into assets/ratings.json (the page's file)
    #[arg(long, conflicts_with = "out")]
    write: bool,
    /// Write the ratings into FILE (its directory must exist)
    #[arg(long, value_name = "FILE", value_parser = existing_dir_for)]
    out: Option<PathBuf>,
    #[command(flatten)]
    out_opts: Output,
}

/// `cardtable bot`.
#[derive(Debug, Args)]
struct BotArgs {
    /// The game (and protocol)
    #[arg(value_enum)]
    game: GameName,
    /// The bot's level
    #[arg(long, value_enum, value_name = "BOT", default_value_t = Level::Club)]
    level: Level,
}

/// `cardtable match`.
#[derive(Debug, Args)]
struct MatchArgs {
    /// The game (and protocol)
    #[arg(value_enum)]
    game: GameName,
    /// Side A's command, run with /bin/sh -c
    #[arg(long, value_name = "CMD")]
    a: String,
    /// Side B's command, run with /bin/sh -c
    #[arg(long, value_name = "CMD")]
    b: String,
    /// Duplicate deals to play (each played twice)
    #[arg(long, value_name = "N", default_value_t = 100, value_parser = clap::value_parser!(u32).range(1..=10_000_000))]
    deals: u32,
    /// Match seed: the deals and the per-hand seeds follow from it
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Seconds allowed per reply (above 0, at most 3600)
    #[arg(long, value_name = "SECS", default_value_t = 30.0, value_parser = timeout_secs, allow_negative_numbers = true)]
    timeout: f64,
    /// Print one JSON object (its fields: see --help) as the last line of stdout
    #[arg(long)]
    json: bool,
    /// No per-deal lines and no progress bar on stderr
    #[arg(long, short)]
    quiet: bool,
}

/// `cardtable completions`.
#[derive(Debug, Args)]
struct CompletionsArgs {
    /// The shell
    #[arg(value_enum)]
    shell: clap_complete::Shell,
}

/// The longest `--timeout` accepted (an hour per reply).
const MAX_TIMEOUT_SECS: f64 = 3600.0;

/// `--timeout`: a number of seconds above 0 and at most [`MAX_TIMEOUT_SECS`] (so never NaN,
/// infinite or too large for a `Duration`).
fn timeout_secs(s: &str) -> Result<f64, String> {
    let secs: f64 = s.parse().map_err(|_| format!("not a number of seconds: {s:?}"))?;
    if !(secs > 0.0 && secs <= MAX_TIMEOUT_SECS) {
        return Err(format!("must be a number of seconds above 0 and at most {MAX_TIMEOUT_SECS}, not {secs}"));
    }
    Ok(secs)
}

/// `--out FILE`: its directory must exist (checked before hours of play, not after).
fn existing_dir_for(s: &str) -> Result<PathBuf, String> {
    let p = PathBuf::from(s);
    let dir = p.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(std::path::Path::new("."));
    if !dir.is_dir() {
        return Err(format!("directory {} does not exist", dir.display()));
    }
    Ok(p)
}

/// A progress bar on stderr, or nothing when `--quiet` is given or stderr is not a terminal.
struct Progress(Option<ProgressBar>);

impl Progress {
    /// A bar of `len` steps named `what` (e.g. "games"; "bytes" are shown in KiB, MiB).
    fn new(len: u64, what: &str, quiet: bool) -> Progress {
        if quiet || !std::io::stderr().is_terminal() {
            return Progress(None);
        }
        let pb = ProgressBar::with_draw_target(Some(len), ProgressDrawTarget::stderr());
        let template = if what == "bytes" {
            "{prefix:.bold} {wide_bar} {bytes}/{total_bytes} {bytes_per_sec} ETA {eta}"
        } else {
            "{prefix:.bold} {wide_bar} {human_pos}/{human_len} {msg} {rate} ETA {eta}"
        };
        let style = ProgressStyle::with_template(template)
            .unwrap_or_else(|_| ProgressStyle::default_bar())
            .with_key("rate", |s: &indicatif::ProgressState, w: &mut dyn std::fmt::Write| {
                let _ = write!(w, "{:.1}/s", s.per_sec());
            })
            .progress_chars("=> ");
        pb.set_style(style);
        pb.set_message(what.to_string());
        Progress(Some(pb))
    }

    /// Sets the text before the bar.
    fn prefix(&self, p: String) {
        if let Some(pb) = &self.0 {
            pb.set_prefix(p);
        }
    }

    /// Advances by `n` steps.
    fn inc(&self, n: u64) {
        if let Some(pb) = &self.0 {
            pb.inc(n);
        }
    }

    /// Prints a log line above the bar (or straight to stderr without one).
    fn println(&self, line: &str) {
        match &self.0 {
            Some(pb) => pb.println(line),
            None => eprintln!("{line}"),
        }
    }

    /// Removes the bar.
    fn finish(&self) {
        if let Some(pb) = &self.0 {
            pb.finish_and_clear();
        }
    }
}

/// All available cores (the default of `--threads`).
fn all_cores() -> usize {
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
        }
    };
}

fn replay(args: &ReplayArgs) -> ExitCode {
    type Replay = fn(&str, &mut dyn FnMut(usize)) -> ReplayReport;
    let f: Replay = match args.game {
        GameName::Euchre => |t, p| replay_lines_with_progress(t, replay_euchre, p),
        GameName::SixtySix => replay_sixty_six_file_with_progress,
        GameName::Schnapsen => |t, p| replay_lines_with_progress(t, replay_schnapsen, p),
        GameName::SixtyThree => replay_sixty_three_file_with_progress,
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

/// Plays `hands` random hands; prints hands/s and returns the JSON object.
fn bench<G: Game>(name: &str, o: &G::Options, hands: u64, seed: u64, bar: &Progress) -> Value {
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
        if h % 1024 == 1023 {
            bar.inc(1024);
        }
    }
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
        bar.inc(1);
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
    let ips = (matches!(level, BotKind::Strong | BotKind::Expert | BotKind::Pimc) && smean > 0.0).then(|| iters / smean * 1e3);
    println!(
        "{name} {}: mean {mean:.1} ms  median {median:.1} ms  max {max:.1} ms  ({} decisions; {} with a choice, mean {smean:.1} ms{})",
        level.name(),
        times.len(),
        searched.len(),
        ips.map_or(String::new(), |x| format!("; {x:.0} iterations/s"))
    );
    json!({"level": level.name(), "decisions": times.len(), "with_choice": searched.len(), "mean_ms": mean,
        "median_ms": median, "max_ms": max, "choice_mean_ms": smean, "iterations_per_s": ips})
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

/// The JSON object of one arena report (the `arena` line and each ladder pair).
fn arena_json(r: &ArenaReport) -> Value {
    json!({"game": r.game, "a": r.a, "b": r.b, "games": r.games, "hands": r.hands, "a_win_rate": r.a_win_rate,
        "ci95": r.ci95, "a_points_per_hand": r.a_points_per_hand, "points_ci95": r.points_ci95})
}

fn run_arena(args: &ArenaArgs) -> ExitCode {
    let game = args.game.name();
    let mut games = args.games;
    if games % 2 == 1 {
        // Games are played in duplicate pairs (the same cards, seats swapped).
        games += 1;
        eprintln!("cardtable: --games rounded up to an even number of games ({games}: duplicate pairs)");
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
    println!("{game}: {} vs {}: {} games ({} duplicate pairs), {} hands, {seconds:.1} s", r.a, r.b, r.games, r.games / 2, r.hands);
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
    let games = args.games + args.games % 2;
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
    match run_bot(args.game.protocol(), args.level.into(), stdin.lock(), stdout.lock()) {
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
    let cfg = MatchConfig { game: args.game.protocol(), a: args.a.clone(), b: args.b.clone(), deals: args.deals, seed: args.seed, timeout };
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
        Command::Completions(a) => {
            clap_complete::generate(a.shell, &mut Cli::command(), "cardtable", &mut std::io::stdout());
            ExitCode::SUCCESS
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_command_tree_is_consistent() {
        Cli::command().debug_assert();
    }

    #[test]
    fn every_level_maps_to_the_bot_of_that_name() {
        for l in Level::value_variants() {
            let name = l.to_possible_value().map(|p| p.get_name().to_string());
            assert_eq!(name.as_deref(), Some(BotKind::from(*l).name()));
        }
        assert_eq!(BotKind::ALL.len(), Level::value_variants().len());
    }

    #[test]
    fn every_game_name_is_the_protocol_name() {
        for g in GameName::value_variants() {
            let name = g.to_possible_value().map(|p| p.get_name().to_string());
            assert_eq!(name.as_deref(), Some(g.name()));
            assert_eq!(ProtocolGame::parse(g.name()), Some(g.protocol()));
        }
    }
}
