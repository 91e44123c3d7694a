//! The command line's definition (clap derive): the subcommands, their arguments and
//! flags with their help texts, the games and bot levels, and the value checks.

use cardtable::bots::BotKind;
use cardtable::protocol::ProtocolGame;
use cardtable::sixty_six_forms::Form;
use clap::builder::RangedU64ValueParser;
use clap::{Args, Parser, Subcommand, ValueEnum};
use std::path::PathBuf;

/// The exit statuses, shown under every `--help`.
pub(crate) const EXIT_STATUS: &str = "Exit status:
  0  success
  1  a check failed (replay: a record disagrees or a game is left unfinished; soak: an
     invariant failed)
  2  usage error (unknown, repeated or out-of-range flag, missing argument), unreadable file,
     or protocol error (bot: bad input; match: an illegal, late or extra reply)";

/// The long description of `cardtable replay --help`.
pub(crate) const REPLAY_LONG: &str = "Replay fixture files (JSON lines: whole games and stand-alone records alike, each \
record's kind told by its fields) and check every decision, legal list, trick and score against \
the engine.\n\nPrints one `DISAGREE FILE: ID: what` line per disagreeing record, `FILE: N/M agree` \
per file and `N/M agree` over all files. Exit status 1 unless every record agrees and no game is \
left unfinished.\n\nJSON: {\"game\", \"files\": [{\"file\", \"agreed\", \"total\", \"disagreements\"}], \
\"agreed\", \"total\", \"disagreements\", \"ok\"}";

/// The long description of `cardtable bench --help`.
pub(crate) const BENCH_LONG: &str = "Time the engine: play --hands random hands and print hands/s and actions/s. \
With --level, time that bot in self-play instead: ms per decision (every decision, forced ones \
included, as scripts/bench-wasm.mjs counts them) and, for a search level, its tree search's \
iterations per second over the decisions that ran one (a level decides some by rules or exact \
search).\n\n\
JSON (engine): {\"game\", \"hands\", \"actions\", \"seconds\", \"hands_per_s\", \"actions_per_s\"}\n\
JSON (--level): {\"game\", \"level\", \"decisions\", \"with_choice\", \"mean_ms\", \"median_ms\", \
\"p95_ms\", \"max_ms\", \"choice_mean_ms\", \"iterations_per_s\" (null when no decision searched)}";

/// The long description of `cardtable arena --help`.
pub(crate) const ARENA_LONG: &str = "Play bot level A against level B over duplicate games: each set of games is \
dealt from one seed, once with A on each side (B on the others), so the luck of the cards cancels: \
a pair with two sides, three games in the three-sided forms (euchre-3, sixty-six-throat-cut, \
sixty-six-3). Reports A's win rate (95% CI over sets) and A's points per hand (95% CI over games). \
With three sides A's win rate is its head-to-head score against the B seats (1 for each B it won \
the game against or finished ahead of, 1/2 when level), so equal bots score 50% in every form; the \
share of games A won outright (1/3 between equals there) is reported beside it. --games is rounded \
up to whole sets (with a note on stderr). The result depends on the seed only, not on --threads.\n\n\
JSON: {\"game\", \"a\", \"b\", \"sides\", \"games\", \"hands\", \"a_win_rate\", \"ci95\", \
\"a_outright\", \"a_points_per_hand\", \"points_ci95\", \"seed\", \"threads\", \"seconds\"}";

/// The long description of `cardtable ladder --help`.
pub(crate) const LADDER_LONG: &str = "Play a round robin of the levels random, beginner, club, strong and expert \
(--games duplicate games per pair, as in arena) and fit Bradley–Terry ratings on the Elo scale \
(random = 1200). Prints each pair's result with its 95% interval, then the ratings. Writes the \
ratings into a JSON file (the page reads assets/ratings.json) only with --write or --out; the \
file's other games are kept.\n\nJSON: {\"game\", \"games_per_pair\", \"seed\", \"threads\", \
\"pairs\": [{\"a\", \"b\", \"sides\", \"games\", \"a_win_rate\", \"ci95\", \"a_outright\", \
\"a_points_per_hand\", \"points_ci95\"}], \"ratings\": {LEVEL: rating}, \"wrote\" (the file, or null)}";

/// The long description of `cardtable bot --help`.
pub(crate) const BOT_LONG: &str = "Be a bot program: read the game's protocol on stdin (one JSON object per line: \
hello, new_hand, decide, end_hand, bye) and answer each hello and decide with one line on \
stdout. Protocols: euchre-arena/1 (euchre; the forms euchre-32 and euchre-32-7 in its own \
notation, euchre-2, euchre-3, euchre-railroad and euchre-british in the observation notation), \
sixty-six-bot/1 (sixty-six, schnapsen, sixty-six-3's two-hand deals; sixty-six-4, \
sixty-six-throat-cut and sixty-six-team in the observation notation), sixty-three-bot/1 \
(sixty-three); see docs/protocol/. A form is named in hello.game and rules.form; a rules.form \
naming another or an unknown form, or missing, is refused. Errors go to stderr with exit status 2.";

/// The long description of `cardtable match --help`.
pub(crate) const MATCH_LONG: &str = "Referee two bot programs: start each command with /bin/sh -c (one process per \
seat slot), play --deals duplicate deals through the game's protocol (each deal once per scoring \
side, A on that side and B on the others: twice with two sides, three times in the three-sided \
forms), check every reply against the engine's legal actions, and report side A's points \
per deal, B's (the mean of its sides'), A − B and A's deal-win share (a draw counts half), each with a 95% interval. An illegal, \
late or extra reply, or a bot exiting, aborts with exit status 2 and a message naming hand, seat, \
phase, reply and legal list. One line per deal goes to stderr unless --quiet.\n\nJSON: {\"game\", \
\"a\", \"b\", \"deals\", \"hands\", \"decisions\": [A, B], \"a_points\", \"b_points\", \"margin\", \
\"win_share\" (each {\"mean\", \"ci95\"}), \"wins\", \"draws\", \"losses\", \"seconds\"}";

/// The long description of `cardtable soak --help`.
pub(crate) const SOAK_LONG: &str =
    "Soak a game: play --hands random-bot hands, then --club-hands (default: --hands) club-bot hands, in each \
form (a named option set; --form picks one), and check every invariant of the rule book after each \
action: the pack conserved, the legal list exactly what `check` accepts, a refused action changing \
nothing, a world sampled from the mover's view indistinguishable from the real one, the hand's \
score. Prints hands/s per bot and, on a failure, the first one (the same whatever --threads) with \
its deal code; `--deal CODE` replays that deal in the form(s) with both bots. Deal codes hold the \
seed and the hand number (GAME-SEED-HAND-DEALER), so the results depend on --seed only. Exit \
status 1 on a failure.\n\nForms: euchre (a named form such as euchre-2 is also a game name, \
soaking that form alone): default, openspiel, euchre-2, euchre-3, euchre-railroad, euchre-british, \
euchre-32, euchre-32-7, lone-defender, 32-7-discard-upcard, 32-card-assist, three-handed-no-stick; \
sixty-six: default, schnapsen, close-before-drawing, \
follow-only, auto-declare, split-65, target-11, schnapsen-closing; schnapsen: the sixty-six forms \
schnapsen and schnapsen-closing; sixty-three: default, single-round, highest-joker, \
fold-when-cannot-follow, pass-then-discard, dump-on-first-trick, twelve-plus-kitty, \
twelve-plus-kitty-fold.\n\nJSON: {\"game\", \"forms\", \"seed\", \"threads\", \"hands\" (both \
bots), \"seconds\", \"hands_per_sec\": {\"random\", \"club\"}, \"failures\": 0 or the first \
failure {\"deal\", \"form\", \"bot\", \"message\"}}; with --deal: {\"game\", \"deal\", \
\"replayed\": [{\"form\", \"bot\", \"failure\" (null or the message)}], \"failures\"}";

/// The long description of `cardtable completions --help`.
pub(crate) const COMPLETIONS_LONG: &str = "Print a completion script for SHELL on stdout, e.g.\n  \
cardtable completions bash > ~/.local/share/bash-completion/completions/cardtable\n  \
cardtable completions zsh > ~/.zfunc/_cardtable\n  \
cardtable completions fish > ~/.config/fish/completions/cardtable.fish";

/// The top level's closing text: examples, then the exit statuses.
pub(crate) const TOP_AFTER_HELP: &str = "Examples:
  cardtable replay euchre tests/fixtures/euchre/*.jsonl
  cardtable arena euchre --a expert --b club --games 400 --json
  cardtable ladder sixty-six --games 40 --write
  cardtable match sixty-six --a 'cardtable bot sixty-six --level expert' --b ./mybot --deals 500
  cardtable completions bash > ~/.local/share/bash-completion/completions/cardtable

Exit status:
  0  success
  1  a check failed (replay: a record disagrees or a game is left unfinished; soak: an
     invariant failed)
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
pub(crate) struct Cli {
    /// The subcommand.
    #[command(subcommand)]
    pub(crate) command: Command,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub(crate) enum Command {
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
    /// Check every invariant after each action of random-bot and club-bot hands, per form
    #[command(long_about = SOAK_LONG, after_help = EXIT_STATUS)]
    Soak(SoakArgs),
    /// Print a shell completion script (bash, zsh, fish, elvish, powershell)
    #[command(long_about = COMPLETIONS_LONG, after_help = EXIT_STATUS)]
    Completions(CompletionsArgs),
}

/// A game (and, for Sixty-six, its rule form).
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum GameName {
    /// Euchre (OpenSpiel profile; protocol euchre-arena/1)
    Euchre,
    /// Two-handed Euchre (§14.1; protocol euchre-arena/1, observation notation)
    #[value(name = "euchre-2")]
    Euchre2,
    /// Three-handed cut-throat Euchre (§14.2; protocol euchre-arena/1, observation notation)
    #[value(name = "euchre-3")]
    Euchre3,
    /// Railroad Euchre: joker, defending alone, calling for best, laps, slam (§14.3; protocol euchre-arena/1, observation notation)
    #[value(name = "euchre-railroad")]
    EuchreRailroad,
    /// British Euchre with the Benny (§14.4; protocol euchre-arena/1, observation notation)
    #[value(name = "euchre-british")]
    EuchreBritish,
    /// 32-card Euchre, five cards each (§14.5; protocol euchre-arena/1, rules.form)
    #[value(name = "euchre-32")]
    Euchre32,
    /// 32-card Euchre, seven cards each (§14.5; protocol euchre-arena/1, rules.form)
    #[value(name = "euchre-32-7")]
    Euchre327,
    /// Sixty-six under the rule book's defaults (protocol sixty-six-bot/1)
    #[value(alias = "sixty_six")]
    SixtySix,
    /// 20-card Schnapsen: Sixty-six under the §15.4 settings (protocol sixty-six-bot/1)
    Schnapsen,
    /// Sixty-three (protocol sixty-three-bot/1)
    #[value(alias = "sixty_three")]
    SixtyThree,
    /// Four-handed partnership Sixty-six, "Bicycle" (§15.1; protocol sixty-six-bot/1, observation notation)
    #[value(name = "sixty-six-4", alias = "sixty_six_4")]
    SixtySix4,
    /// Three-handed throat-cut Sixty-six with auction and widow (§15.2; protocol sixty-six-bot/1, observation notation)
    #[value(name = "sixty-six-throat-cut", alias = "sixty_six_throat_cut")]
    SixtySixThroatCut,
    /// Team Sixty-six with an auction for trump (§15.2; protocol sixty-six-bot/1, observation notation)
    #[value(name = "sixty-six-team", alias = "sixty_six_team")]
    SixtySixTeam,
    /// Older three-handed Sixty-six, the dealer sitting out (§15.3; protocol sixty-six-bot/1, rules.form)
    #[value(name = "sixty-six-3", alias = "sixty_six_3")]
    SixtySix3,
}

impl GameName {
    /// The name printed in reports and used as the ratings file's key (with `_`): a Euchre
    /// form's name (`EUCHRE_FORMS`), else the protocol's.
    pub(crate) fn name(self) -> &'static str {
        match self {
            GameName::SixtySix4 => "sixty-six-4",
            GameName::SixtySixThroatCut => "sixty-six-throat-cut",
            GameName::SixtySixTeam => "sixty-six-team",
            GameName::SixtySix3 => "sixty-six-3",
            _ => self.euchre_form().unwrap_or_else(|| self.protocol().name()),
        }
    }

    /// The named Euchre form (docs/rules/euchre.md §14), if this is one.
    pub(crate) fn euchre_form(self) -> Option<&'static str> {
        Some(match self {
            GameName::Euchre2 => "euchre-2",
            GameName::Euchre3 => "euchre-3",
            GameName::EuchreRailroad => "euchre-railroad",
            GameName::EuchreBritish => "euchre-british",
            GameName::Euchre32 => "euchre-32",
            GameName::Euchre327 => "euchre-32-7",
            _ => return None,
        })
    }

    /// The protocol game: euchre-arena/1 carries Euchre and its forms, sixty-six-bot/1
    /// Sixty-six, Schnapsen and the Sixty-six forms (docs/protocol/; a form in `rules.form`),
    /// sixty-three-bot/1 Sixty-three.
    pub(crate) fn protocol(self) -> ProtocolGame {
        match self {
            GameName::Euchre => ProtocolGame::Euchre,
            GameName::SixtySix => ProtocolGame::SixtySix,
            GameName::Schnapsen => ProtocolGame::Schnapsen,
            GameName::SixtySix3 => ProtocolGame::SixtySix3,
            GameName::SixtyThree => ProtocolGame::SixtyThree,
            GameName::SixtySix4 => ProtocolGame::SixtySixObserved(Form::Four),
            GameName::SixtySixThroatCut => ProtocolGame::SixtySixObserved(Form::ThroatCut),
            GameName::SixtySixTeam => ProtocolGame::SixtySixObserved(Form::Team),
            GameName::Euchre2
            | GameName::Euchre3
            | GameName::EuchreRailroad
            | GameName::EuchreBritish
            | GameName::Euchre32
            | GameName::Euchre327 => self.euchre_form().and_then(ProtocolGame::parse).unwrap_or(ProtocolGame::Euchre),
        }
    }
}

/// A bot level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum Level {
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
pub(crate) struct Output {
    /// Print one JSON object (its fields: see --help) as the last line of stdout
    #[arg(long)]
    pub(crate) json: bool,
    /// No progress bar on stderr (there is none anyway when stderr is not a terminal)
    #[arg(long, short)]
    pub(crate) quiet: bool,
}

/// `cardtable replay`.
#[derive(Debug, Args)]
pub(crate) struct ReplayArgs {
    /// The game whose records the files hold
    #[arg(value_enum)]
    pub(crate) game: GameName,
    /// Fixture files (JSON lines)
    #[arg(required = true, value_name = "FILE")]
    pub(crate) files: Vec<PathBuf>,
    #[command(flatten)]
    pub(crate) out: Output,
}

/// `cardtable bench`.
#[derive(Debug, Args)]
pub(crate) struct BenchArgs {
    /// The game
    #[arg(value_enum)]
    pub(crate) game: GameName,
    /// Random hands to play
    #[arg(long, value_name = "N", default_value_t = 200_000, value_parser = clap::value_parser!(u64).range(1..))]
    pub(crate) hands: u64,
    /// Seed of the deals and of the random or bot choices
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub(crate) seed: u64,
    /// Time this bot level instead of random play
    #[arg(long, value_enum, value_name = "BOT")]
    pub(crate) level: Option<Level>,
    /// Decisions to time with --level
    #[arg(long, value_name = "N", default_value_t = 200, requires = "level", value_parser = RangedU64ValueParser::<usize>::new().range(1..))]
    pub(crate) decisions: usize,
    #[command(flatten)]
    pub(crate) out: Output,
}

/// `cardtable arena` (alias `play`).
#[derive(Debug, Args)]
pub(crate) struct ArenaArgs {
    /// The game
    #[arg(value_enum)]
    pub(crate) game: GameName,
    /// Bot A's level
    #[arg(long, value_enum, value_name = "BOT")]
    pub(crate) a: Level,
    /// Bot B's level (the values of --a)
    #[arg(long, value_enum, value_name = "BOT", hide_possible_values = true)]
    pub(crate) b: Level,
    /// Games to play (rounded up to whole duplicate sets: pairs, or threes with three sides)
    #[arg(long, value_name = "N", default_value_t = 200, value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
    pub(crate) games: u32,
    /// Seed of the games
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub(crate) seed: u32,
    /// Threads to play on [default: all available cores]
    #[arg(long, value_name = "T", value_parser = RangedU64ValueParser::<usize>::new().range(1..=256))]
    pub(crate) threads: Option<usize>,
    #[command(flatten)]
    pub(crate) out: Output,
}

/// `cardtable ladder`.
#[derive(Debug, Args)]
pub(crate) struct LadderArgs {
    /// The game
    #[arg(value_enum)]
    pub(crate) game: GameName,
    /// Games per pair of levels (rounded up to whole duplicate sets, as in arena)
    #[arg(long, value_name = "N", default_value_t = 40, value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
    pub(crate) games: u32,
    /// Seed of the games (pair i, j plays from seed + 5i + j)
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub(crate) seed: u32,
    /// Threads to play on [default: all available cores]
    #[arg(long, value_name = "T", value_parser = RangedU64ValueParser::<usize>::new().range(1..=256))]
    pub(crate) threads: Option<usize>,
    /// Write the ratings into assets/ratings.json (the page's file)
    #[arg(long, conflicts_with = "out")]
    pub(crate) write: bool,
    /// Write the ratings into FILE (its directory must exist)
    #[arg(long, value_name = "FILE", value_parser = existing_dir_for)]
    pub(crate) out: Option<PathBuf>,
    #[command(flatten)]
    pub(crate) out_opts: Output,
}

/// `cardtable bot`.
#[derive(Debug, Args)]
pub(crate) struct BotArgs {
    /// The game (and protocol)
    #[arg(value_enum)]
    pub(crate) game: GameName,
    /// The bot's level
    #[arg(long, value_enum, value_name = "BOT", default_value_t = Level::Club)]
    pub(crate) level: Level,
}

/// `cardtable match`.
#[derive(Debug, Args)]
pub(crate) struct MatchArgs {
    /// The game (and protocol)
    #[arg(value_enum)]
    pub(crate) game: GameName,
    /// Side A's command, run with /bin/sh -c
    #[arg(long, value_name = "CMD")]
    pub(crate) a: String,
    /// Side B's command, run with /bin/sh -c
    #[arg(long, value_name = "CMD")]
    pub(crate) b: String,
    /// Duplicate deals to play (each played twice)
    #[arg(long, value_name = "N", default_value_t = 100, value_parser = clap::value_parser!(u32).range(1..=10_000_000))]
    pub(crate) deals: u32,
    /// Match seed: the deals and the per-hand seeds follow from it
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub(crate) seed: u64,
    /// Seconds allowed per reply (above 0, at most 3600)
    #[arg(long, value_name = "SECS", default_value_t = 30.0, value_parser = timeout_secs, allow_negative_numbers = true)]
    pub(crate) timeout: f64,
    /// Write every hand to FILE, one JSON line each: the seats' new_hand messages, seat 0's
    /// end_hand message, the points and which seats A held
    #[arg(long, value_name = "FILE")]
    pub(crate) record: Option<std::path::PathBuf>,
    /// Print one JSON object (its fields: see --help) as the last line of stdout
    #[arg(long)]
    pub(crate) json: bool,
    /// No per-deal lines and no progress bar on stderr
    #[arg(long, short)]
    pub(crate) quiet: bool,
}

/// `cardtable soak`.
#[derive(Debug, Args)]
pub(crate) struct SoakArgs {
    /// The game
    #[arg(value_enum)]
    pub(crate) game: GameName,
    /// The form to soak (a named option set, see --help) [default: all of the game's]
    #[arg(long, value_name = "F")]
    pub(crate) form: Option<String>,
    /// Hands per form and bot
    #[arg(long, value_name = "N", default_value_t = 1000, value_parser = clap::value_parser!(u32).range(1..))]
    pub(crate) hands: u32,
    /// Club-bot hands per form, if not --hands (0: random-bot hands only)
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32))]
    pub(crate) club_hands: Option<u32>,
    /// Threads to play on [default: all available cores]
    #[arg(long, value_name = "T", value_parser = RangedU64ValueParser::<usize>::new().range(1..=256))]
    pub(crate) threads: Option<usize>,
    /// Seed of the deals (deal codes GAME-SEED-HAND-DEALER, the seed in hex)
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub(crate) seed: u32,
    /// Replay the deal a failure's code names, with both bots, instead of soaking
    #[arg(long, value_name = "CODE", conflicts_with_all = ["hands", "club_hands", "seed", "threads"])]
    pub(crate) deal: Option<String>,
    /// Test hook: an invariant that fails in every position whose state hashes to 0 mod M
    #[arg(long, value_name = "M", hide = true, value_parser = clap::value_parser!(u64).range(1..))]
    pub(crate) inject_failure: Option<u64>,
    #[command(flatten)]
    pub(crate) out: Output,
}

/// `cardtable completions`.
#[derive(Debug, Args)]
pub(crate) struct CompletionsArgs {
    /// The shell
    #[arg(value_enum)]
    pub(crate) shell: clap_complete::Shell,
}

/// The longest `--timeout` accepted (an hour per reply).
pub(crate) const MAX_TIMEOUT_SECS: f64 = 3600.0;

/// `--timeout`: a number of seconds above 0 and at most [`MAX_TIMEOUT_SECS`] (so never NaN,
/// infinite or too large for a `Duration`).
pub(crate) fn timeout_secs(s: &str) -> Result<f64, String> {
    let secs: f64 = s.parse().map_err(|_| format!("not a number of seconds: {s:?}"))?;
    if !(secs > 0.0 && secs <= MAX_TIMEOUT_SECS) {
        return Err(format!("must be a number of seconds above 0 and at most {MAX_TIMEOUT_SECS}, not {secs}"));
    }
    Ok(secs)
}

/// `--out FILE`: its directory must exist (checked before hours of play, not after).
pub(crate) fn existing_dir_for(s: &str) -> Result<PathBuf, String> {
    let p = PathBuf::from(s);
    let dir = p.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(std::path::Path::new("."));
    if !dir.is_dir() {
        return Err(format!("directory {} does not exist", dir.display()));
    }
    Ok(p)
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

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
            if let Some(f) = g.euchre_form() {
                assert!(cardtable::euchre::EuchreOptions::form(f).is_some(), "{f}");
            }
            // Every game and form has a protocol, named as on the command line.
            assert_eq!(ProtocolGame::parse(g.name()), Some(g.protocol()), "{}", g.name());
        }
    }
}
