//! The `cardtable` command line as a user meets it: `--help` and `--version` of every
//! subcommand, clap's usage errors (exit status 2), the `--json` line of each subcommand
//! that reports figures, shell completions, and no progress output when stderr is not a
//! terminal. (`match`'s JSON line is checked in tests/protocol_match.rs.)

use serde_json::Value;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

/// The subcommands, as `cardtable --help` lists them (besides clap's `help`).
const SUBCOMMANDS: [&str; 8] = ["replay", "bench", "arena", "ladder", "bot", "match", "soak", "completions"];

/// Runs `cardtable ARGS` with empty stdin and piped stdout/stderr (so neither is a terminal).
fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_cardtable")).args(args).stdin(Stdio::null()).output().unwrap()
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// Runs `cardtable ARGS`, expects exit status 0, and parses the last stdout line as JSON.
fn json_line(args: &[&str]) -> (Value, Output) {
    let o = run(args);
    assert!(o.status.success(), "{args:?}: {}{}", stdout(&o), stderr(&o));
    let out = stdout(&o);
    let last = out.lines().last().unwrap_or_default();
    let v: Value = serde_json::from_str(last).unwrap_or_else(|e| panic!("{args:?}: last line {last:?} is not JSON: {e}"));
    (v, o)
}

fn f(v: &Value) -> f64 {
    v.as_f64().unwrap_or_else(|| panic!("not a number: {v}"))
}

/// A fresh directory under the system's temporary directory.
fn temp_dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("cardtable-cli-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

#[test]
fn the_top_level_help_lists_every_subcommand_and_the_exit_statuses() {
    for flag in ["--help", "-h"] {
        let o = run(&[flag]);
        assert_eq!(o.status.code(), Some(0));
        let out = stdout(&o);
        assert!(out.starts_with("Rules engine, bots and tools for Euchre, Sixty-six (and Schnapsen) and Sixty-three"), "{out}");
        assert!(out.contains("Usage: cardtable <COMMAND>"), "{out}");
        for sub in SUBCOMMANDS {
            assert!(out.lines().any(|l| l.starts_with(&format!("  {sub} "))), "{flag}: {sub} missing from\n{out}");
        }
        assert!(out.contains("[alias: play]"), "{out}");
        for status in ["0  success", "1  a check failed", "2  usage error"] {
            assert!(out.contains(status), "{flag}: {status:?} missing from\n{out}");
        }
    }
    // `help` is the same as `--help`.
    assert_eq!(stdout(&run(&["help"])), stdout(&run(&["--help"])));
    // No arguments: the help on stderr, and a usage error.
    let o = run(&[]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("Usage: cardtable <COMMAND>") && o.stdout.is_empty(), "{}", stderr(&o));
}

#[test]
fn every_subcommand_has_help_and_version() {
    let version = format!(" {}\n", env!("CARGO_PKG_VERSION"));
    for sub in SUBCOMMANDS {
        let o = run(&[sub, "--help"]);
        assert_eq!(o.status.code(), Some(0), "{sub}: {}", stderr(&o));
        let long = stdout(&o);
        assert!(long.contains(&format!("Usage: cardtable {sub} ")), "{sub}:\n{long}");
        assert!(long.contains("Exit status:") && long.contains("-V, --version"), "{sub}:\n{long}");
        let short = stdout(&run(&[sub, "-h"]));
        assert!(short.len() < long.len() && short.contains(&format!("Usage: cardtable {sub} ")), "{sub}:\n{short}");
        assert_eq!(stdout(&run(&["help", sub])), long, "{sub}");
        let o = run(&[sub, "--version"]);
        assert_eq!(o.status.code(), Some(0));
        assert!(stdout(&o).ends_with(&version), "{sub}: {}", stdout(&o));
    }
    assert_eq!(stdout(&run(&["--version"])), format!("cardtable{version}"));
    // The alias `play` is `arena`.
    assert_eq!(stdout(&run(&["play", "--help"])), stdout(&run(&["arena", "--help"])));
}

#[test]
fn subcommands_that_report_figures_document_their_json_object() {
    for sub in ["replay", "bench", "arena", "ladder", "match", "soak"] {
        let help = stdout(&run(&[sub, "--help"]));
        assert!(help.contains("\nJSON") && help.contains("      --json\n"), "{sub}:\n{help}");
    }
    for sub in ["bot", "completions"] {
        assert!(!stdout(&run(&[sub, "--help"])).contains("--json"), "{sub}");
    }
    // The games and levels are listed with their descriptions.
    let help = stdout(&run(&["arena", "--help"]));
    for v in [
        "- euchre:",
        "- sixty-six:",
        "- schnapsen:",
        "- sixty-three:",
        "- random:",
        "- beginner:",
        "- club:",
        "- strong:",
        "- expert:",
        "- pimc:",
    ] {
        assert!(help.contains(v), "{v} missing from\n{help}");
    }
}

#[test]
fn usage_errors_exit_2_with_claps_message() {
    let cases: [(&[&str], &str); 12] = [
        (&["deal"], "error: unrecognized subcommand 'deal'"),
        (&["replay", "--help-me"], "error: unexpected argument '--help-me' found"),
        (
            &["replay", "chess", "x.jsonl"],
            "error: invalid value 'chess' for '<GAME>'\n  [possible values: euchre, euchre-2, euchre-3, euchre-railroad, euchre-british, euchre-32, euchre-32-7, sixty-six, schnapsen, sixty-three, sixty-six-4, sixty-six-throat-cut, sixty-six-team, sixty-six-3]",
        ),
        (&["replay", "euchre"], "error: the following required arguments were not provided:\n  <FILE>..."),
        (
            &["bot", "euchre", "--level", "grandmaster"],
            "error: invalid value 'grandmaster' for '--level <BOT>'\n  [possible values: random, beginner, club, strong, expert, pimc]",
        ),
        (&["bench", "euchre", "--hands", "0"], "error: invalid value '0' for '--hands <N>': 0 is not in 1.."),
        (&["bench", "euchre", "--decisions", "5"], "error: the following required arguments were not provided:\n  --level <BOT>"),
        (&["bench", "euchre", "--json", "--json"], "error: the argument '--json' cannot be used multiple times"),
        (&["arena", "euchre", "--a", "club", "--b", "random", "--seed", "-1"], "error: unexpected argument '-1' found"),
        (&["ladder", "euchre", "--write", "--out", "r.json"], "error: the argument '--write' cannot be used with '--out <FILE>'"),
        (&["match", "euchre", "--a", "x"], "error: the following required arguments were not provided:\n  --b <CMD>"),
        (&["completions", "tcsh"], "error: invalid value 'tcsh' for '<SHELL>'"),
    ];
    for (args, want) in cases {
        let o = run(args);
        let err = stderr(&o);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.starts_with(want), "{args:?}: want {want:?}, got\n{err}");
        assert!(err.trim_end().ends_with("For more information, try '--help'."), "{args:?}: {err}");
        assert!(o.stdout.is_empty(), "{args:?}: nothing on stdout");
    }
    // The underscore spellings and `heuristic` are still accepted.
    let o = run(&["bench", "sixty_six", "--hands", "10"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let o = run(&["bench", "sixty_three", "--level", "heuristic", "--decisions", "3"]);
    assert!(o.status.success() && stdout(&o).starts_with("sixty-three club: "), "{}{}", stdout(&o), stderr(&o));
}

#[test]
fn replay_json_counts_every_record_and_a_disagreement_exits_1() {
    let (v, o) =
        json_line(&["replay", "euchre", "tests/fixtures/euchre/games.jsonl", "tests/fixtures/euchre/corner_cases.jsonl", "--json"]);
    let lines = std::fs::read_to_string("tests/fixtures/euchre/games.jsonl").unwrap().lines().filter(|l| !l.trim().is_empty()).count();
    assert_eq!(v["game"], "euchre");
    assert_eq!(v["ok"], true);
    assert_eq!(v["disagreements"], 0);
    assert_eq!(v["files"][0]["file"], "tests/fixtures/euchre/games.jsonl");
    assert_eq!(v["files"][0]["total"], lines);
    assert_eq!(v["files"][0]["agreed"], lines);
    let total = v["files"][0]["total"].as_u64().unwrap() + v["files"][1]["total"].as_u64().unwrap();
    assert_eq!(v["total"], total);
    assert_eq!(v["agreed"], total);
    assert!(stdout(&o).contains(&format!("\n{total}/{total} agree\n")), "{}", stdout(&o));
    assert_eq!(stderr(&o), "", "no progress output when stderr is not a terminal");

    // One record's score changed: a disagreement, exit status 1.
    let text = std::fs::read_to_string("tests/fixtures/euchre/games.jsonl").unwrap();
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    let mut rec: Value = serde_json::from_str(&lines[0]).unwrap();
    assert!(rec["result"]["outcome"].is_string(), "{rec}");
    rec["result"]["outcome"] = Value::from("no such outcome");
    lines[0] = rec.to_string();
    let dir = temp_dir("replay");
    let bad = dir.join("bad.jsonl");
    std::fs::write(&bad, lines.join("\n") + "\n").unwrap();
    let bad_s = bad.to_string_lossy().into_owned();
    let o = run(&["replay", "euchre", &bad_s, "--json"]);
    assert_eq!(o.status.code(), Some(1), "{}{}", stdout(&o), stderr(&o));
    let out = stdout(&o);
    let v: Value = serde_json::from_str(out.lines().last().unwrap()).unwrap();
    assert_eq!(v["ok"], false);
    assert_eq!(v["disagreements"], 1);
    assert_eq!(v["agreed"].as_u64().unwrap() + 1, v["total"].as_u64().unwrap());
    assert!(out.starts_with(&format!("DISAGREE {bad_s}: ")), "{out}");
    // A missing file: status 2.
    let o = run(&["replay", "euchre", "/nonexistent/x.jsonl"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).starts_with("cardtable replay: /nonexistent/x.jsonl: "), "{}", stderr(&o));
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn bench_json_reports_what_was_timed() {
    let (v, o) = json_line(&["bench", "sixty-six", "--hands", "500", "--seed", "3", "--json"]);
    assert_eq!(v["game"], "sixty-six");
    assert_eq!(v["hands"], 500);
    // A Sixty-six hand has at least two tricks (no one reaches 66 in fewer): four cards.
    let actions = v["actions"].as_u64().unwrap();
    assert!((500 * 4..=500 * 40).contains(&actions), "{v}");
    assert!((f(&v["actions_per_s"]) * f(&v["seconds"]) - actions as f64).abs() < 1e-6 * actions as f64, "{v}");
    let (s, hps) = (f(&v["seconds"]), f(&v["hands_per_s"]));
    assert!(s > 0.0 && (hps * s - 500.0).abs() < 1e-6 * 500.0, "{v}");
    assert_eq!(stderr(&o), "");
    // The same seed plays the same hands.
    let (w, _) = json_line(&["bench", "sixty-six", "--hands", "500", "--seed", "3", "--json"]);
    assert_eq!(v["actions"], w["actions"]);

    let (v, _) = json_line(&["bench", "euchre", "--level", "club", "--decisions", "30", "--json"]);
    assert_eq!((v["game"].as_str(), v["level"].as_str(), v["decisions"].as_u64()), (Some("euchre"), Some("club"), Some(30)));
    let with_choice = v["with_choice"].as_u64().unwrap();
    assert!(with_choice > 0 && with_choice <= 30, "{v}");
    assert!(f(&v["median_ms"]) <= f(&v["max_ms"]) && f(&v["mean_ms"]) <= f(&v["max_ms"]), "{v}");
    assert!(f(&v["median_ms"]) <= f(&v["p95_ms"]) && f(&v["p95_ms"]) <= f(&v["max_ms"]), "{v}");
    assert!(v["iterations_per_s"].is_null(), "the club level does not search: {v}");

    // Iterations per second count the searches run: Sixty-three's strong level bids by rules
    // (the first decisions of a hand), then searches the play.
    let (v, _) = json_line(&["bench", "sixty-three", "--level", "strong", "--decisions", "2", "--json"]);
    assert!(v["iterations_per_s"].is_null(), "two bids, no search: {v}");
    let (v, _) = json_line(&["bench", "sixty-three", "--level", "strong", "--decisions", "40", "--json"]);
    assert!(f(&v["iterations_per_s"]) > 0.0, "{v}");
}

/// The arena's JSON without the fields that depend on the machine (time, threads).
fn arena_result(args: &[&str]) -> Value {
    let (mut v, o) = json_line(args);
    assert_eq!(stderr(&o), "", "{args:?}");
    let m = v.as_object_mut().unwrap();
    assert!(f(&m.remove("seconds").unwrap()) >= 0.0);
    m.remove("threads");
    v
}

#[test]
fn arena_json_is_the_same_on_one_thread_and_on_two() {
    let base = ["arena", "euchre", "--a", "club", "--b", "random", "--games", "40", "--seed", "7", "--json"];
    let one = arena_result(&[&base[..], &["--threads", "1"]].concat());
    let two = arena_result(&[&base[..], &["--threads", "2"]].concat());
    assert_eq!(one, two);
    let (v, o) = json_line(&[&base[..], &["--threads", "2"]].concat());
    assert_eq!(v["threads"], 2);
    assert_eq!((v["game"].as_str(), v["a"].as_str(), v["b"].as_str()), (Some("euchre"), Some("club"), Some("random")));
    assert_eq!((v["games"].as_u64(), v["seed"].as_u64()), (Some(40), Some(7)));
    // Each Euchre game to 10 points takes at least three hands (four points at most a hand).
    assert!(v["hands"].as_u64().unwrap() >= 40 * 3, "{v}");
    let (rate, lo, hi) = (f(&v["a_win_rate"]), f(&v["ci95"][0]), f(&v["ci95"][1]));
    assert!(rate > 0.5 && lo <= rate && rate <= hi && hi <= 1.0, "club beats random: {v}");
    let (pph, plo, phi) = (f(&v["a_points_per_hand"]), f(&v["points_ci95"][0]), f(&v["points_ci95"][1]));
    assert!(pph > 0.0 && plo <= pph && pph <= phi, "{v}");
    // The human lines come first.
    assert!(stdout(&o).starts_with("euchre: club vs random: 40 games (20 duplicate pairs), "), "{}", stdout(&o));
    // `play` is an alias.
    let play =
        arena_result(&["play", "euchre", "--a", "club", "--b", "random", "--games", "40", "--seed", "7", "--json", "--threads", "1"]);
    assert_eq!(play, one);
}

#[test]
fn ladder_json_reports_every_pair_and_writes_ratings_only_when_asked() {
    let dir = temp_dir("ladder");
    let dir_s = dir.to_string_lossy().into_owned();
    // Run where an assets/ratings.json would be written by default, to see that it is not.
    std::fs::create_dir_all(dir.join("assets")).unwrap();
    let o = Command::new(env!("CARGO_BIN_EXE_cardtable"))
        .args(["ladder", "sixty-six", "--games", "2", "--threads", "2", "--json"])
        .current_dir(&dir)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stderr(&o), "");
    let v: Value = serde_json::from_str(stdout(&o).lines().last().unwrap()).unwrap();
    assert!(!dir.join("assets/ratings.json").exists(), "no --write: nothing written");
    assert_eq!(v["wrote"], Value::Null);
    assert_eq!(
        (v["game"].as_str(), v["games_per_pair"].as_u64(), v["seed"].as_u64(), v["threads"].as_u64()),
        (Some("sixty-six"), Some(2), Some(1), Some(2))
    );
    let pairs = v["pairs"].as_array().unwrap();
    assert_eq!(pairs.len(), 10, "five levels, ten pairs");
    assert_eq!((pairs[0]["a"].as_str(), pairs[0]["b"].as_str()), (Some("random"), Some("beginner")));
    assert_eq!((pairs[9]["a"].as_str(), pairs[9]["b"].as_str()), (Some("strong"), Some("expert")));
    for p in pairs {
        let (r, lo, hi) = (f(&p["a_win_rate"]), f(&p["ci95"][0]), f(&p["ci95"][1]));
        assert!(p["games"] == 2 && lo <= r && r <= hi, "{p}");
        assert!(f(&p["points_ci95"][0]) <= f(&p["a_points_per_hand"]), "{p}");
    }
    assert_eq!(v["ratings"]["random"], 1200.0);
    assert_eq!(v["ratings"].as_object().unwrap().len(), 5);
    let out = stdout(&o);
    assert!(out.contains("sixty-six: random vs beginner: ") && out.contains("% (95% CI "), "each pair's interval: {out}");

    // --write writes assets/ratings.json (relative to the working directory); --out FILE, FILE.
    let o = Command::new(env!("CARGO_BIN_EXE_cardtable"))
        .args(["ladder", "sixty-six", "--games", "2", "--write", "--json"])
        .current_dir(&dir)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    let w: Value = serde_json::from_str(stdout(&o).lines().last().unwrap()).unwrap();
    assert_eq!(w["wrote"], "assets/ratings.json");
    assert_eq!(w["ratings"], v["ratings"], "the same seed gives the same ratings whatever the thread count");
    let file: Value = serde_json::from_str(&std::fs::read_to_string(dir.join("assets/ratings.json")).unwrap()).unwrap();
    assert_eq!(file["sixty_six"]["ratings"], v["ratings"]);
    assert_eq!(file["sixty_six"]["games_per_pair"], 2);

    let out_file = format!("{dir_s}/other.json");
    let (x, _) = json_line(&["ladder", "euchre", "--games", "2", "--out", &out_file, "--json"]);
    assert_eq!(x["wrote"], out_file.as_str());
    let file: Value = serde_json::from_str(&std::fs::read_to_string(&out_file).unwrap()).unwrap();
    assert_eq!(file["euchre"]["ratings"]["random"], 1200.0);
    assert!(file.get("sixty_six").is_none());
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn no_progress_output_when_stderr_is_not_a_terminal() {
    for args in [
        &["bench", "euchre", "--hands", "5000"][..],
        &["bench", "euchre", "--level", "random", "--decisions", "50"],
        &["arena", "sixty-three", "--a", "random", "--b", "random", "--games", "4"],
        &["replay", "sixty-six", "tests/fixtures/sixty-six/reference-deals.jsonl"],
    ] {
        let o = run(args);
        assert!(o.status.success(), "{args:?}");
        assert_eq!(stderr(&o), "", "{args:?}");
        assert!(!stdout(&o).contains('\r') && !stdout(&o).contains('\u{1b}'), "{args:?}: no bar on stdout either");
    }
    // `match` keeps its per-deal lines on stderr (no bar, no escape codes), none with --quiet.
    let exe = env!("CARGO_BIN_EXE_cardtable");
    let bot = format!("'{exe}' bot euchre --level random");
    let o = run(&["match", "euchre", "--a", &bot, "--b", &bot, "--deals", "2"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stderr(&o).lines().collect::<Vec<_>>().len(), 2, "{}", stderr(&o));
    assert!(stderr(&o).starts_with("deal 1/2: A ") && !stderr(&o).contains('\r') && !stderr(&o).contains('\u{1b}'), "{}", stderr(&o));
    let o = run(&["match", "euchre", "--a", &bot, "--b", &bot, "--deals", "2", "--quiet"]);
    assert_eq!(stderr(&o), "");
}

/// Runs `cardtable ARGS` under a pseudo-terminal (`script`), returning everything it wrote,
/// or `None` where `script` is missing.
fn under_a_terminal(args: &str) -> Option<String> {
    let exe = env!("CARGO_BIN_EXE_cardtable");
    // indicatif draws nothing on a terminal whose TERM is unset or `dumb` (as in CI).
    let o = Command::new("script")
        .args(["-qec", &format!("'{exe}' {args} >/dev/null"), "/dev/null"])
        .env("TERM", "xterm")
        .stdin(Stdio::null())
        .output()
        .ok()?;
    assert!(o.status.success(), "{args}: {}", stderr(&o));
    Some(stdout(&o))
}

#[test]
fn a_terminal_gets_a_progress_bar_unless_quiet() {
    // stdout goes to /dev/null, so what comes back is stderr only.
    let Some(bar) = under_a_terminal("arena euchre --a random --b random --games 200 --threads 1") else { return };
    assert!(bar.contains("euchre: random vs random") && bar.contains("/200 games") && bar.contains("ETA"), "{bar:?}");
    let quiet = under_a_terminal("arena euchre --a random --b random --games 200 --threads 1 --quiet").unwrap();
    assert_eq!(quiet, "");
}

#[test]
fn completions_for_bash_zsh_and_fish_name_every_subcommand() {
    for (shell, marker) in [("bash", "complete -F _cardtable"), ("zsh", "#compdef cardtable"), ("fish", "complete -c cardtable")] {
        let o = run(&["completions", shell]);
        assert!(o.status.success(), "{shell}");
        let text = stdout(&o);
        assert!(text.contains(marker), "{shell}: {marker} missing");
        for sub in SUBCOMMANDS {
            assert!(text.contains(sub), "{shell}: {sub} missing");
        }
        for flag in ["threads", "timeout", "decisions", "write"] {
            assert!(text.contains(flag), "{shell}: --{flag} missing");
        }
    }
}

#[test]
fn a_short_soak_of_each_game_passes_with_real_figures() {
    for (game, forms) in [("euchre", 12), ("euchre-british", 1), ("euchre-32", 1), ("sixty-six", 8), ("schnapsen", 2), ("sixty-three", 8)] {
        let (v, o) = json_line(&["soak", game, "--hands", "3", "--threads", "2", "--seed", "7", "--json", "-q"]);
        assert_eq!(v["game"], game);
        assert_eq!(v["failures"], 0, "{game}: {v}");
        assert_eq!(v["forms"].as_array().unwrap().len(), forms, "{game}: {v}");
        assert_eq!(v["hands"], 2 * 3 * forms, "{game}: random and club hands of every form");
        assert_eq!((v["seed"].as_u64(), v["threads"].as_u64()), (Some(7), Some(2)));
        for bot in ["random", "club"] {
            assert!(f(&v["hands_per_sec"][bot]) > 0.0, "{game}: {v}");
        }
        assert!(f(&v["seconds"]) > 0.0);
        let text = stdout(&o);
        assert!(text.contains(&format!("{} hands, failures: 0", 6 * forms)) && text.contains("hands/s"), "{text}");
        assert!(stderr(&o).is_empty(), "{}", stderr(&o));
    }
}

#[test]
fn an_injected_failure_is_the_same_on_any_thread_count_and_reproduces_from_its_deal_code() {
    for (game, name, hands) in [("euchre", "euchre", "40"), ("sixty-six", "sixty_six", "40"), ("sixty-three", "sixty_three", "10")] {
        let soak = |threads: &str| {
            let o = run(&["soak", game, "--hands", hands, "--threads", threads, "--inject-failure", "60", "--json", "-q"]);
            assert_eq!(o.status.code(), Some(1), "{game}: {}{}", stdout(&o), stderr(&o));
            let v: Value = serde_json::from_str(stdout(&o).lines().last().unwrap()).unwrap();
            (v, stdout(&o))
        };
        let (one, text) = soak("1");
        let (two, _) = soak("2");
        let fail = &one["failures"];
        assert_eq!(*fail, two["failures"], "{game}: the first failure does not depend on the thread count");
        assert_eq!(fail["bot"], "random");
        assert!(fail["message"].as_str().unwrap().contains("injected failure (test hook)"), "{fail}");
        let (deal, form) = (fail["deal"].as_str().unwrap(), fail["form"].as_str().unwrap());
        assert!(deal.starts_with(&format!("{name}-00000001-")), "{deal}");
        assert!(text.contains(&format!("reproduce: cardtable soak {game} --form {form} --deal {deal}")), "{text}");
        // The deal code replays the same failure, with the same message.
        let o = run(&["soak", game, "--form", form, "--deal", deal, "--inject-failure", "60", "--json"]);
        assert_eq!(o.status.code(), Some(1), "{}", stdout(&o));
        let v: Value = serde_json::from_str(stdout(&o).lines().last().unwrap()).unwrap();
        assert_eq!(v["failures"], *fail, "{v}");
        assert_eq!(v["replayed"][0]["failure"], fail["message"]);
        // Without the hook the deal is sound for both bots.
        let (v, _) = json_line(&["soak", game, "--form", form, "--deal", deal, "--json"]);
        assert_eq!(v["failures"], 0);
        assert_eq!(v["replayed"].as_array().unwrap().len(), 2);
        assert!(v["replayed"].as_array().unwrap().iter().all(|r| r["failure"].is_null()), "{v}");
    }
}

#[test]
fn club_hands_sets_the_club_bots_share() {
    let (v, o) = json_line(&["soak", "sixty-six", "--hands", "3", "--club-hands", "1", "--threads", "1", "--json", "-q"]);
    assert_eq!(v["hands"], 8 * 3 + 8, "{v}");
    assert!(stdout(&o).contains("random bot: 24 hands") && stdout(&o).contains("club bot: 8 hands"), "{}", stdout(&o));
    let (v, o) = json_line(&["soak", "euchre", "--form", "default", "--hands", "2", "--club-hands", "0", "--json", "-q"]);
    assert_eq!((v["hands"].as_u64(), v["failures"].as_u64()), (Some(2), Some(0)), "{v}");
    assert!(stdout(&o).contains("club bot: 0 hands"), "{}", stdout(&o));
}

#[test]
fn soak_refuses_an_unknown_form_or_deal_code() {
    let o = run(&["soak", "schnapsen", "--form", "default"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("invalid value 'default' for '--form <F>': the forms of schnapsen are schnapsen, schnapsen-closing"),
        "{}",
        stderr(&o)
    );
    let o = run(&["soak", "euchre", "--deal", "sixty_six-00000001-0-0"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("bad deal code"), "{}", stderr(&o));
}

#[test]
fn soak_help_names_every_form_of_every_game() {
    let help = stdout(&run(&["soak", "--help"]));
    let flat = help.split_whitespace().collect::<Vec<_>>().join(" ");
    let mut n = 0;
    for game in ["euchre", "sixty-six", "sixty-three"] {
        // The library's forms, as the error for an unknown form lists them.
        let err = stderr(&run(&["soak", game, "--form", "none"]));
        let list = err.split(" are ").nth(1).unwrap().lines().next().unwrap();
        for name in list.split(", ") {
            n += 1;
            let shown = [",", ".", ";"].iter().any(|p| flat.contains(&format!(" {name}{p}")));
            assert!(shown, "{game} form {name} missing from\n{help}");
        }
    }
    assert_eq!(n, 28);
}
