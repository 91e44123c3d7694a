//! `cardtable match` end to end: two `cardtable bot` processes per side play duplicate
//! deals of every game through the protocols. Two identical programs must tie every deal
//! (the duplicate deal gives both sides the same cards and seeds), and the club bot must
//! beat the random bot.

use serde_json::{json, Value};
use std::process::Command;

fn run_match(game: &str, a: &str, b: &str, deals: u32) -> Value {
    let exe = env!("CARGO_BIN_EXE_cardtable");
    let bot = |level: &str| format!("'{exe}' bot {game} --level {level}");
    let out = Command::new(exe)
        .args(["match", game, "--a", &bot(a), "--b", &bot(b), "--deals", &deals.to_string(), "--seed", "5", "--json", "--quiet"])
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{game}: {}{stdout}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_str(stdout.lines().last().unwrap()).unwrap()
}

/// The games and the forms the protocols carry (`rules.form`).
const GAMES: [&str; 7] = ["euchre", "euchre-32", "euchre-32-7", "sixty-six", "schnapsen", "sixty-six-3", "sixty-three"];

#[test]
fn identical_programs_tie_every_deal() {
    for game in GAMES {
        let r = run_match(game, "random", "random", 12);
        assert_eq!(r["deals"], 12, "{game}");
        assert_eq!(r["draws"], 12, "{game}: {r}");
        assert_eq!(r["margin"]["mean"], 0.0, "{game}: {r}");
        let ci = &r["a_points"]["ci95"];
        if game != "sixty-three" {
            // Zero-sum: A's points are half the margin.
            assert!(ci[0].as_f64().unwrap() <= 0.0 && ci[1].as_f64().unwrap() >= 0.0, "{game}: {r}");
        }
        assert_eq!(r["decisions"][0], r["decisions"][1], "{game}: both sides answer the same decisions");
    }
}

#[test]
fn club_beats_random() {
    for game in GAMES {
        let r = run_match(game, "club", "random", 12);
        assert!(r["margin"]["ci95"][0].as_f64().unwrap() > 0.0, "{game}: {r}");
        assert!(r["wins"].as_u64().unwrap() > r["losses"].as_u64().unwrap(), "{game}: {r}");
        let share = &r["win_share"];
        let (lo, hi) = (share["ci95"][0].as_f64().unwrap(), share["ci95"][1].as_f64().unwrap());
        assert!((0.0..=1.0).contains(&lo) && (0.0..=1.0).contains(&hi) && lo <= share["mean"].as_f64().unwrap());
    }
}

/// Feeds `lines` to `cardtable bot GAME` and returns (exit code, stdout, stderr).
fn bot_session(game: &str, lines: &[String]) -> (Option<i32>, String, String) {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_cardtable"))
        .args(["bot", game, "--level", "random"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    for l in lines {
        // The bot may exit at the first refused line; later writes may then fail.
        let _ = writeln!(stdin, "{l}");
    }
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    (out.status.code(), String::from_utf8_lossy(&out.stdout).into_owned(), String::from_utf8_lossy(&out.stderr).into_owned())
}

#[test]
fn a_form_rides_in_rules_and_another_form_is_refused() {
    // The harness names the form in hello.game and rules.form (the recorded hello of a match).
    for (game, protocol, rules) in [
        ("euchre-32", "euchre-arena/1", r#"{"form":"euchre-32","allow_lone_defender":false,"stick_the_dealer":true}"#),
        ("euchre-32-7", "euchre-arena/1", r#"{"form":"euchre-32-7","allow_lone_defender":false,"stick_the_dealer":true}"#),
        ("sixty-six-3", "sixty-six-bot/1", r#"{"form":"sixty-six-3"}"#),
    ] {
        let hello = |g: &str, r: &str| format!(r#"{{"type":"hello","protocol":"{protocol}","game":"{g}","rules":{r}}}"#);
        let (code, out, err) = bot_session(game, &[hello(game, rules), r#"{"type":"bye"}"#.into()]);
        assert_eq!(code, Some(0), "{game}: {err}");
        assert!(out.contains(&format!(r#""protocol":"{protocol}""#)), "{game}: {out}");
        // An unknown form, another form, a form missing, and a form that is not a string:
        // each refused before any play (exit 2, "unsupported rules").
        let bad = [
            (rules.replace(game, "euchre-99"), "an unknown form"),
            (
                rules.replace(&format!(r#""{game}""#), if game == "sixty-six-3" { r#""sixty-six-4""# } else { r#""euchre-2""# }),
                "another form",
            ),
            (rules.replace(&format!(r#""form":"{game}""#), r#""form":7"#), "must be a form's name"),
        ];
        for (r, want) in bad {
            let (code, out, err) = bot_session(game, &[hello(game, &r), r#"{"type":"bye"}"#.into()]);
            assert_eq!(code, Some(2), "{game} {r}: {err}");
            assert!(out.is_empty(), "{game} {r}: no hello reply: {out}");
            assert!(err.contains("unsupported rules") && err.contains(want), "{game} {r}: {err}");
        }
        let missing = if game == "sixty-six-3" { "{}".to_string() } else { rules.replace(&format!(r#""form":"{game}","#), "") };
        let (code, _, err) = bot_session(game, &[hello(game, &missing)]);
        assert_eq!(code, Some(2), "{game}: {err}");
        assert!(err.contains("rules.form missing"), "{game}: {err}");
        // The base game's bot of the same protocol is refused by hello.game.
        let base = if protocol == "euchre-arena/1" { "euchre" } else { "sixty-six" };
        let (code, _, err) = bot_session(base, &[hello(game, rules)]);
        assert_eq!(code, Some(2), "{game}: {err}");
        assert!(err.contains("unsupported rules"), "{game}: {err}");
    }
    // The base game's rules may name the game itself, nothing else.
    let h = |r: &str| format!(r#"{{"type":"hello","protocol":"euchre-arena/1","game":"euchre","rules":{r}}}"#);
    let (code, _, err) = bot_session("euchre", &[h(r#"{"form":"euchre","allow_lone_defender":false,"stick_the_dealer":true}"#)]);
    assert_eq!(code, Some(0), "{err}");
    let (code, _, err) = bot_session("euchre", &[h(r#"{"form":"euchre-32","allow_lone_defender":false,"stick_the_dealer":true}"#)]);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("another form"), "{err}");
}

/// The forms in the observation notation (docs/protocol/: "Forms in the observation
/// notation"), each with its protocol and number of scoring sides.
const OBSERVED_FORMS: [(&str, &str, u64); 7] = [
    ("euchre-2", "euchre-arena/1", 2),
    ("euchre-3", "euchre-arena/1", 3),
    ("euchre-railroad", "euchre-arena/1", 2),
    ("euchre-british", "euchre-arena/1", 2),
    ("sixty-six-4", "sixty-six-bot/1", 2),
    ("sixty-six-throat-cut", "sixty-six-bot/1", 3),
    ("sixty-six-team", "sixty-six-bot/1", 2),
];

#[test]
fn every_form_plays_through_its_protocol_and_identical_programs_tie() {
    for (form, _, sides) in OBSERVED_FORMS {
        let r = run_match(form, "random", "random", 6);
        assert_eq!(r["game"], form, "{r}");
        assert_eq!(r["deals"], 6, "{form}");
        // One play per scoring side: three in the three-handed forms.
        assert_eq!(r["hands"], 6 * sides, "{form}: {r}");
        assert_eq!(r["draws"], 6, "{form}: {r}");
        assert_eq!(r["margin"]["mean"], 0.0, "{form}: {r}");
        let (a, b) = (r["decisions"][0].as_u64().unwrap(), r["decisions"][1].as_u64().unwrap());
        // A answers one side's decisions per play, B the other sides'.
        assert!(a > 0 && b == (sides - 1) * a, "{form}: {r}");
    }
}

#[test]
fn club_beats_random_in_every_form() {
    for (form, _, _) in OBSERVED_FORMS {
        let r = run_match(form, "club", "random", 12);
        assert!(r["margin"]["mean"].as_f64().unwrap() > 0.0, "{form}: {r}");
        assert!(r["wins"].as_u64().unwrap() > r["losses"].as_u64().unwrap(), "{form}: {r}");
    }
}

/// The `hello` the harness sends for `form` (read from a match's first line to a0).
fn form_hello(form: &str) -> Value {
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("protocol_forms_hello");
    std::fs::create_dir_all(&dir).unwrap();
    let log = dir.join(format!("{form}.jsonl"));
    let exe = env!("CARGO_BIN_EXE_cardtable");
    let tee = format!("tee '{}' | '{exe}' bot {form} --level random", log.display());
    let (code, err) = run_with_wrapper(form, &tee, 1);
    assert_eq!(code, Some(0), "{form}: {err}");
    let text = std::fs::read_to_string(&log).unwrap();
    serde_json::from_str(text.lines().next().unwrap()).unwrap()
}

#[test]
fn every_form_names_itself_in_rules_and_refuses_any_other() {
    for (form, protocol, _) in OBSERVED_FORMS {
        let hello = form_hello(form);
        assert_eq!((hello["protocol"].as_str(), hello["game"].as_str()), (Some(protocol), Some(form)), "{hello}");
        assert_eq!(hello["rules"]["form"], form, "{hello}");
        let with_rules = |rules: &Value| {
            let mut h = hello.clone();
            h["rules"] = rules.clone();
            vec![h.to_string(), r#"{"type":"bye"}"#.to_string()]
        };
        let (code, out, err) = bot_session(form, &with_rules(&hello["rules"]));
        assert_eq!(code, Some(0), "{form}: {err}");
        assert!(out.contains(&format!(r#""protocol":"{protocol}""#)), "{form}: {out}");
        let other = if protocol == "euchre-arena/1" { "euchre-32" } else { "sixty-six-3" };
        let mut bad: Vec<(Value, &str)> = Vec::new();
        for (f, want) in [(json!("euchre-99"), "an unknown form"), (json!(other), "another form"), (json!(7), "must be a form's name")] {
            let mut r = hello["rules"].clone();
            r["form"] = f;
            bad.push((r, want));
        }
        let mut missing = hello["rules"].clone();
        missing.as_object_mut().unwrap().remove("form");
        bad.push((missing, "rules.form missing"));
        let mut unknown = hello["rules"].clone();
        unknown["frob"] = json!(1);
        bad.push((unknown, "unknown field `frob`"));
        for (r, want) in bad {
            let (code, out, err) = bot_session(form, &with_rules(&r));
            assert_eq!(code, Some(2), "{form} {r}: {err}");
            assert!(out.is_empty(), "{form} {r}: no hello reply: {out}");
            assert!(err.contains("unsupported rules") && err.contains(want), "{form} {r}: {err}");
        }
        // A bot of another game of the protocol refuses the form's hello.
        let base = if protocol == "euchre-arena/1" { "euchre" } else { "sixty-six" };
        let (code, _, err) = bot_session(base, &with_rules(&hello["rules"]));
        assert_eq!(code, Some(2), "{form}: {err}");
        assert!(err.contains("unsupported rules"), "{form}: {err}");
    }
}

/// The examples of a protocol document: per form (the `#### FORM` heading), the lines of
/// its `jsonl` block.
fn doc_examples(doc: &str) -> Vec<(String, Vec<String>)> {
    let text = std::fs::read_to_string(format!("{}/docs/protocol/{doc}", env!("CARGO_MANIFEST_DIR"))).unwrap();
    let mut out: Vec<(String, Vec<String>)> = Vec::new();
    let mut in_block = false;
    for line in text.lines() {
        if let Some(form) = line.strip_prefix("#### ") {
            out.push((form.trim_matches('`').to_string(), Vec::new()));
        } else if line == "```jsonl" {
            in_block = true;
        } else if line == "```" {
            in_block = false;
        } else if in_block {
            out.last_mut().unwrap().1.push(line.to_string());
        }
    }
    out
}

#[test]
fn the_documented_examples_are_answered_with_a_legal_token() {
    let mut seen = Vec::new();
    for doc in ["euchre-bot-protocol.md", "sixty-six-bot-protocol.md"] {
        for (form, lines) in doc_examples(doc) {
            let decide: Value = serde_json::from_str(lines.iter().find(|l| l.contains(r#""type":"decide""#)).unwrap()).unwrap();
            let mut input = lines.clone();
            input.push(r#"{"type":"bye"}"#.into());
            let (code, out, err) = bot_session(&form, &input);
            assert_eq!(code, Some(0), "{form}: {err}");
            let replies: Vec<Value> = out.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
            assert_eq!(replies.len(), 2, "{form}: a hello and a decide reply: {out}");
            assert!(decide["legal"].as_array().unwrap().contains(&replies[1]), "{form}: {out}");
            // A tampered observation (a card moved into the hand) is refused, not answered.
            let mut bad = decide.clone();
            bad["observation"]["public"]["held"][decide["seat"].as_u64().unwrap() as usize] = json!(0);
            let tampered: Vec<String> =
                lines.iter().map(|l| if l.contains(r#""type":"decide""#) { bad.to_string() } else { l.clone() }).collect();
            let (code, _, err) = bot_session(&form, &tampered);
            assert_eq!(code, Some(2), "{form}: {err}");
            assert!(err.contains("inconsistent position") && !err.contains("panicked"), "{form}: {err}");
            seen.push(form);
        }
    }
    seen.sort();
    let mut want: Vec<String> = OBSERVED_FORMS.iter().map(|f| f.0.to_string()).collect();
    want.sort();
    assert_eq!(seen, want, "one example per form");
}

#[test]
fn an_illegal_reply_in_a_form_aborts_with_a_clear_message() {
    // A bot that says hello properly, then always bids 1 (no form's bid, and no card).
    for (form, protocol) in [("euchre-3", "euchre-arena/1"), ("sixty-six-team", "sixty-six-bot/1")] {
        let liar = format!(
            r#"while read -r l; do case "$l" in *'"hello"'*) echo '{{"type":"hello","protocol":"{protocol}"}}';; *'"decide"'*) echo '{{"action":"bid","points":1}}';; esac; done"#
        );
        let (code, err) = run_with_wrapper(form, &liar, 1);
        assert_eq!(code, Some(2), "{form}: {err}");
        assert!(err.contains("hand 1-0-0") && err.contains("not legal") && err.contains("legal [") && err.contains(" (a"), "{form}: {err}");
        assert!(err.contains(r#"reply {"action":"bid","points":1} is not legal"#), "{form}: {err}");
    }
}

#[test]
fn an_illegal_reply_aborts_with_a_clear_message() {
    let exe = env!("CARGO_BIN_EXE_cardtable");
    // A "bot" that says hello properly, then always passes: illegal in Sixty-six play.
    let liar = r#"while read -r l; do case "$l" in *'"hello"'*) echo '{"type":"hello","protocol":"sixty-six-bot/1"}';; *'"decide"'*) echo '{"action":"pass"}';; esac; done"#;
    let good = format!("'{exe}' bot sixty-six --level random");
    let out = Command::new(exe).args(["match", "sixty-six", "--a", liar, "--b", &good, "--deals", "2", "--quiet"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        // The first hand whose deal gives a0 a decision (B may end a deal by declaring at once).
        err.contains("hand 1-0-")
            && err.contains("seat")
            && err.contains("phase")
            && err.contains("\"pass\"")
            && err.contains("not legal")
            && err.contains("legal ["),
        "{err}"
    );
    // A bot that exits at once.
    let out = Command::new(exe)
        .args(["match", "euchre", "--a", "exit 0", "--b", &good.replace("sixty-six", "euchre"), "--deals", "1", "--quiet"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("exited"), "{}", String::from_utf8_lossy(&out.stderr));
}

#[test]
fn a_late_reply_aborts() {
    let exe = env!("CARGO_BIN_EXE_cardtable");
    let sleepy = r#"while read -r l; do case "$l" in *'"hello"'*) echo '{"type":"hello"}';; *'"decide"'*) sleep 5;; esac; done"#;
    let good = format!("'{exe}' bot sixty-three --level random");
    let out = Command::new(exe)
        .args(["match", "sixty-three", "--a", &good, "--b", sleepy, "--deals", "1", "--timeout", "0.5", "--quiet"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("no reply within 0.5 s") && err.contains("hand 1-0-0"), "{err}");
    assert!(err.contains("phase auction") && err.contains("legal ["), "{err}");
}

#[test]
fn a_bad_timeout_is_a_usage_error() {
    let exe = env!("CARGO_BIN_EXE_cardtable");
    let good = format!("'{exe}' bot euchre --level random");
    for t in ["inf", "1e300", "0", "-5", "nan", "3601", "abc"] {
        let out = Command::new(exe)
            .args(["match", "euchre", "--a", &good, "--b", &good, "--deals", "1", "--timeout", t, "--quiet"])
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "--timeout {t}: {err}");
        assert!(err.contains("invalid value") && err.contains("--timeout <SECS>") && !err.contains("panicked"), "--timeout {t}: {err}");
    }
    // The largest accepted value plays.
    let out = Command::new(exe)
        .args(["match", "euchre", "--a", &good, "--b", &good, "--deals", "1", "--timeout", "3600", "--quiet"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
}

/// Runs `match GAME` with side A a `/bin/sh` wrapper around the random bot that `extra`
/// modifies, and returns (exit code, stderr).
fn run_with_wrapper(game: &str, wrapper: &str, deals: u32) -> (Option<i32>, String) {
    let exe = env!("CARGO_BIN_EXE_cardtable");
    let good = format!("'{exe}' bot {game} --level random");
    let out =
        Command::new(exe).args(["match", game, "--a", wrapper, "--b", &good, "--deals", &deals.to_string(), "--quiet"]).output().unwrap();
    (out.status.code(), String::from_utf8_lossy(&out.stderr).into_owned())
}

#[test]
fn a_bot_answering_twice_aborts_naming_the_decision() {
    let exe = env!("CARGO_BIN_EXE_cardtable");
    // Feeds the real bot, and writes each of its lines twice (one write).
    let twice = format!("'{exe}' bot sixty-six --level random | while IFS= read -r l; do printf '%s\\n%s\\n' \"$l\" \"$l\"; done");
    let (code, err) = run_with_wrapper("sixty-six", &twice, 2);
    assert_eq!(code, Some(2), "{err}");
    // The hello reply is the first line answered twice. Both lines come in one write, so the
    // copy is caught at the hello itself (were they split, before the next message to a0).
    assert!(err.contains("a0") && err.contains("unsolicited line") && err.contains("level=random"), "{err}");
    assert!(err.contains("at hello: unsolicited line") || err.contains("after its reply to the hello"), "{err}");
    assert!(err.contains("exactly one line per hello/decide") && !err.contains("not legal"), "{err}");

    // Only decides answered twice: the copy is named with the decision that it answered.
    let twice_decide = format!(
        "'{exe}' bot sixty-six --level random | while IFS= read -r l; do case \"$l\" in *hello*) printf '%s\\n' \"$l\";; *) printf '%s\\n%s\\n' \"$l\" \"$l\";; esac; done"
    );
    let (code, err) = run_with_wrapper("sixty-six", &twice_decide, 2);
    assert_eq!(code, Some(2), "{err}");
    let at_the_decision = err.contains(" (a0), phase ") && err.contains(": unsolicited line") && err.contains("right after its reply");
    let before_the_next = err.contains("a0: unsolicited line") && err.contains("after its reply to the decide of hand 1-0-0, seat ");
    assert!(err.contains("hand 1-0-") && (at_the_decision || before_the_next), "{err}");
    assert!(!err.contains("phase phase") && !err.contains("not legal"), "{err}");
}

#[test]
fn a_line_after_end_hand_aborts() {
    let exe = env!("CARGO_BIN_EXE_cardtable");
    // A euchre bot that also prints a line when it reads the end_hand of the last hand (1-0-1
    // with one deal), so the line cannot race into a later decide: it is found at the end.
    // The patterns are quoted so that the hello's label, which holds this command
    // JSON-escaped, does not match.
    let chatty = format!(
        "exec 3>&1; while IFS= read -r l; do printf '%s\\n' \"$l\"; case \"$l\" in *'\"type\":\"end_hand\"'*) case \"$l\" in *'\"1-0-1\"'*) echo '{{\"action\":\"pass\",\"junk\":\"after end_hand\"}}' >&3;; esac;; esac; done | '{exe}' bot euchre --level random"
    );
    let (code, err) = run_with_wrapper("euchre", &chatty, 1);
    assert_eq!(code, Some(2), "{err}");
    assert!(
        err.contains("a0: unsolicited line")
            && err.contains("after end_hand")
            && err.contains("after its reply to the decide of hand 1-0-1"),
        "{err}"
    );
    assert!(!err.contains("not legal"), "{err}");
}

/// Runs `cardtable ARGS` with empty stdin; returns (exit code, stderr).
fn cli(args: &[&str]) -> (Option<i32>, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_cardtable")).args(args).stdin(std::process::Stdio::null()).output().unwrap();
    (out.status.code(), String::from_utf8_lossy(&out.stderr).into_owned())
}

#[test]
fn bad_flags_are_usage_errors_before_any_play() {
    // clap's messages: an unknown flag or stray argument, a repeated flag, a value out of
    // range, a missing required flag, and the ladder's --out directory checked up front.
    let cases: [(&[&str], &str); 14] = [
        (&["match", "euchre", "--a", "x", "--b", "y", "--frob"], "unexpected argument '--frob' found"),
        (&["bot", "euchre", "--fast"], "unexpected argument '--fast' found"),
        (&["bot", "euchre", "extra"], "unexpected argument 'extra' found"),
        (&["ladder", "euchre", "--bogus"], "unexpected argument '--bogus' found"),
        (&["match", "euchre", "--a", "x", "--a", "y", "--b", "z"], "the argument '--a <CMD>' cannot be used multiple times"),
        (&["bot", "euchre", "--level", "club", "--level", "random"], "the argument '--level <BOT>' cannot be used multiple times"),
        (&["match", "euchre", "--a", "x", "--b", "y", "--deals", "0"], "invalid value '0' for '--deals <N>': 0 is not in 1..=10000000"),
        (
            &["arena", "euchre", "--a", "club", "--b", "random", "--games", "0"],
            "invalid value '0' for '--games <N>': 0 is not in 1..=1000000",
        ),
        (
            &["arena", "euchre", "--a", "club", "--b", "random", "--threads", "0"],
            "invalid value '0' for '--threads <T>': 0 is not in 1..=256",
        ),
        (&["arena", "euchre", "--a", "club", "--b", "random", "--threads", "100000"], "100000 is not in 1..=256"),
        (&["arena", "euchre", "--a", "club"], "the following required arguments were not provided:\n  --b <BOT>"),
        (&["arena", "euchre", "--b", "club"], "the following required arguments were not provided:\n  --a <BOT>"),
        (&["ladder", "euchre", "--games", "0"], "invalid value '0' for '--games <N>'"),
        (&["ladder", "euchre", "--out", "/nonexistent/dir/x.json"], "directory /nonexistent/dir does not exist"),
    ];
    for (args, want) in cases {
        let (code, err) = cli(args);
        assert_eq!(code, Some(2), "{args:?}: {err}");
        assert!(err.starts_with("error: ") && err.contains(want) && err.contains("For more information, try '--help'."), "{args:?}: {err}");
    }
}

#[test]
fn an_odd_game_count_is_rounded_up_to_duplicate_pairs() {
    let out = Command::new(env!("CARGO_BIN_EXE_cardtable"))
        .args(["arena", "euchre", "--a", "random", "--b", "random", "--games", "3", "--json"])
        .output()
        .unwrap();
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("--games rounded up to whole duplicate sets (4 games: 2 per set)"));
    let stdout = String::from_utf8_lossy(&out.stdout);
    let r: Value = serde_json::from_str(stdout.lines().last().unwrap()).unwrap();
    assert_eq!(r["games"], 4, "{r}");
}

#[test]
fn the_bot_wants_one_hello_first() {
    use std::io::Write;
    let exe = env!("CARGO_BIN_EXE_cardtable");
    let hello = r#"{"type":"hello","protocol":"euchre-arena/1","game":"euchre"}"#;
    let decide = r#"{"type":"decide","hand_id":"1-0-0","seat":1}"#;
    let new_hand = r#"{"type":"new_hand","hand_id":"1-0-0","seat":1,"seed":3}"#;
    for (input, want) in [
        (format!("{decide}\n"), "protocol error: decide before hello"),
        (format!("{new_hand}\n"), "protocol error: new_hand before hello"),
        (format!("{hello}\n{hello}\n"), "protocol error: a second hello"),
    ] {
        let mut child = Command::new(exe)
            .args(["bot", "euchre", "--level", "random"])
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
        let out = child.wait_with_output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{input}: {err}");
        assert!(err.contains(want), "{input}: {err}");
        // Only the first hello is answered.
        let replies = String::from_utf8_lossy(&out.stdout).lines().count();
        assert_eq!(replies, usize::from(input.starts_with(hello)), "{input}");
    }
}

/// Runs `cardtable bot GAME` on `input` (a write the bot may cut short by exiting);
/// returns (exit code, stdout lines, stderr).
fn bot_on(game: &str, input: &[u8]) -> (Option<i32>, usize, String) {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_cardtable"))
        .args(["bot", game, "--level", "random"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    // The bot stops reading at the first bad line: a broken pipe here is expected.
    let _ = stdin.write_all(input);
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    (out.status.code(), String::from_utf8_lossy(&out.stdout).lines().count(), String::from_utf8_lossy(&out.stderr).into_owned())
}

const EUCHRE_HELLO: &str =
    r#"{"type":"hello","protocol":"euchre-arena/1","game":"euchre","rules":{"allow_lone_defender":false,"stick_the_dealer":true}}"#;

#[test]
fn an_offending_line_is_quoted_in_at_most_200_characters() {
    // 500,000 bytes of junk under the line limit: refused as not JSON, quoted short.
    let junk = "x".repeat(500_000);
    let (code, replies, err) = bot_on("euchre", format!("{EUCHRE_HELLO}\n{junk}\n").as_bytes());
    assert_eq!((code, replies), (Some(2), 1), "{}", &err[..err.len().min(500)]);
    assert!(err.contains("not JSON") && err.contains(&format!("{}… (500000 bytes)", "x".repeat(200))), "{}", &err[..err.len().min(500)]);
    assert!(err.len() < 600, "stderr holds {} bytes", err.len());
    // A long unknown type is quoted short too.
    let long_type = format!("{{\"type\":\"{}\"}}", "y".repeat(10_000));
    let (code, _, err) = bot_on("euchre", format!("{EUCHRE_HELLO}\n{long_type}\n").as_bytes());
    assert_eq!(code, Some(2));
    assert!(err.contains("unknown message type") && err.contains("… (10000 bytes)") && err.len() < 600, "{err}");
}

#[test]
fn a_line_over_one_mebibyte_is_refused_without_reading_it_whole() {
    // 64 MiB with no newline at all, and a 1 MiB + 1 byte line: both refused.
    for (len, newline) in [(64usize << 20, false), ((1 << 20) + 1, true)] {
        let mut input = format!("{EUCHRE_HELLO}\n").into_bytes();
        input.extend(std::iter::repeat_n(b'{', len));
        if newline {
            input.push(b'\n');
        }
        let (code, replies, err) = bot_on("euchre", &input);
        assert_eq!((code, replies), (Some(2), 1), "{len}: {}", &err[..err.len().min(500)]);
        assert!(
            err.contains("a line longer than 1048576 bytes (the protocol's limit), starting {{{{"),
            "{len}: {}",
            &err[..err.len().min(500)]
        );
        assert!(err.len() < 600, "{len}: stderr holds {} bytes", err.len());
    }
    // A line of exactly 1 MiB is read (and refused for what it is: not JSON).
    let mut input = format!("{EUCHRE_HELLO}\n").into_bytes();
    input.extend(std::iter::repeat_n(b' ', (1 << 20) - 2));
    input.extend(b"x\n");
    let (code, _, err) = bot_on("euchre", &input);
    assert_eq!(code, Some(2));
    assert!(err.contains("not JSON") && err.contains("(1048575 bytes)"), "{}", &err[..err.len().min(500)]);
}

#[test]
fn a_message_with_a_duplicate_key_is_refused() {
    // serde_json alone keeps the last `type`: this decide would end the exchange with exit 0.
    let dup = r#"{"type":"decide","hand_id":"1-0-0","seat":1,"type":"bye"}"#;
    let (code, replies, err) = bot_on("euchre", format!("{EUCHRE_HELLO}\n{dup}\n").as_bytes());
    assert_eq!((code, replies), (Some(2), 1), "{err}");
    assert!(err.contains("malformed message: not JSON (duplicate key \"type\""), "{err}");
    // Nested: the same key twice inside `rules`.
    let hello = r#"{"type":"hello","protocol":"euchre-arena/1","rules":{"allow_lone_defender":false,"stick_the_dealer":true,"stick_the_dealer":false}}"#;
    let (code, replies, err) = bot_on("euchre", format!("{hello}\n").as_bytes());
    assert_eq!((code, replies), (Some(2), 0), "{err}");
    assert!(err.contains("duplicate key \"stick_the_dealer\""), "{err}");
}

#[test]
fn every_protocol_refuses_an_unknown_rules_key() {
    let cases = [
        (
            "euchre",
            r#"{"type":"hello","protocol":"euchre-arena/1","rules":{"allow_lone_defender":false,"stick_the_dealer":true,"frob":1}}"#,
        ),
        ("sixty-six", r#"{"type":"hello","protocol":"sixty-six-bot/1","rules":{"deck":24,"frob":1}}"#),
        ("sixty-three", r#"{"type":"hello","protocol":"sixty-three-bot/1","rules":{"frob":1}}"#),
    ];
    for (game, hello) in cases {
        let (code, replies, err) = bot_on(game, format!("{hello}\n").as_bytes());
        assert_eq!((code, replies), (Some(2), 0), "{game}: {err}");
        assert!(err.contains("unsupported rules: unknown field `frob`"), "{game}: {err}");
    }
    // The same keys without the unknown one are accepted (hello answered, exit 0 at bye).
    let (code, replies, err) = bot_on("euchre", format!("{EUCHRE_HELLO}\n{{\"type\":\"bye\"}}\n").as_bytes());
    assert_eq!((code, replies), (Some(0), 1), "{err}");
}

#[test]
fn the_harness_sends_only_rules_and_seeds_every_parser_reads() {
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("protocol_match_tee");
    std::fs::create_dir_all(&dir).unwrap();
    let exe = env!("CARGO_BIN_EXE_cardtable");
    for game in GAMES {
        // One log file per bot process (side A's slots).
        let logs = dir.join(game);
        let _ = std::fs::remove_dir_all(&logs);
        std::fs::create_dir_all(&logs).unwrap();
        let tee = format!("tee \"$(mktemp -p '{}')\" | '{exe}' bot {game} --level random", logs.display());
        let (code, err) = run_with_wrapper(game, &tee, 3);
        assert_eq!(code, Some(0), "{game}: {err}");
        let text: String = std::fs::read_dir(&logs).unwrap().map(|f| std::fs::read_to_string(f.unwrap().path()).unwrap()).collect();
        assert!(!text.contains("show_opponent_points") && !text.contains("last_trick_peek"), "{game}: a display-only option in rules");
        let mut seeds = 0;
        for line in text.lines() {
            let m: Value = serde_json::from_str(line).unwrap();
            if m["type"] == "new_hand" {
                let s = m["seed"].as_u64().unwrap();
                assert!(s < 1 << 53, "{game}: seed {s} is not exact in a JavaScript number");
                // The seed reads back exactly as a double.
                assert_eq!(m["seed"].as_f64().unwrap() as u64, s);
                seeds += 1;
            }
        }
        // Three deals played twice; slot 0 of side A gets half of the seats' new_hands.
        assert!(seeds >= 6, "{game}: {seeds} new_hand messages");
    }
}

/// Plays four hands of `form` in process, every decision made twice by the club bot: through
/// the protocol (the `decide` message the harness sends, answered by the bot side) and on
/// the seat's true observation. Returns the number of decisions, all of which agree.
fn protocol_and_engine_agree<G: cardtable::protocol::observed::ObservedGame>(form: &str) -> usize {
    use cardtable::bots::{make_bot, BotKind, MatchContext};
    use cardtable::game::MatchRules;
    use cardtable::protocol::{BotProtocol, ObservedProtocol, ProtocolGame};
    use rand::SeedableRng;
    let p = ObservedProtocol::<G>::new(ProtocolGame::parse(form).unwrap());
    let opts = p.options();
    let mut n = 0;
    for deal in 0..4u64 {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(deal);
        let mut g = G::deal(&opts, deal as usize % opts.seats(), &mut rng);
        while let Some(seat) = g.to_move() {
            let msg = p.decide_message("t", &g, &());
            let via = p.decide(&msg, BotKind::Club, 7).unwrap_or_else(|e| panic!("{form}: {e}"));
            let mut legal = Vec::new();
            g.legal_actions(&mut legal);
            let ctx = MatchContext { scores: vec![0, 0], side: opts.side_of(seat), target: opts.target() };
            let direct = make_bot::<G>(BotKind::Club).choose(&g.observation(seat), &legal, &ctx, &mut rng);
            assert_eq!(via, serde_json::to_value(direct).unwrap(), "{form}: {msg}");
            g.apply(direct).unwrap();
            n += 1;
        }
        assert!(g.hand_result().is_some(), "{form}: the hand ends");
    }
    n
}

#[test]
fn the_observation_notation_gives_the_bot_what_the_engine_gives_it() {
    for form in ["euchre-2", "euchre-3", "euchre-railroad", "euchre-british"] {
        assert!(protocol_and_engine_agree::<cardtable::euchre::Euchre>(form) > 20, "{form}");
    }
    for form in ["sixty-six-4", "sixty-six-throat-cut", "sixty-six-team"] {
        assert!(protocol_and_engine_agree::<cardtable::sixty_six_forms::FormDeal>(form) > 60, "{form}");
    }
}

#[test]
fn record_writes_every_hand_with_its_deal_and_play() {
    let exe = env!("CARGO_BIN_EXE_cardtable");
    let dir = std::env::temp_dir().join(format!("cardtable-record-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("hands.jsonl");
    let a = format!("'{exe}' bot euchre --level club");
    let b = format!("'{exe}' bot euchre --level random");
    let out = Command::new(exe)
        .args(["match", "euchre", "--a", &a, "--b", &b, "--deals", "3", "--seed", "9", "--json", "--quiet", "--record"])
        .arg(&file)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let report: Value = serde_json::from_str(String::from_utf8_lossy(&out.stdout).lines().last().unwrap()).unwrap();
    let lines: Vec<Value> = std::fs::read_to_string(&file).unwrap().lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    // Two plays of each of three deals, in order; A on seats 0 and 2, then 1 and 3.
    assert_eq!(lines.len(), 6);
    let mut a_points = 0;
    for (i, l) in lines.iter().enumerate() {
        assert_eq!(l["hand_id"], format!("9-{}-{}", i / 2, i % 2));
        assert_eq!(l["a_seats"], if i % 2 == 0 { json!([0, 2]) } else { json!([1, 3]) });
        let hands = l["new_hand"].as_array().unwrap();
        assert_eq!(hands.len(), 4);
        assert!(hands.iter().enumerate().all(|(s, m)| m["type"] == "new_hand" && m["seat"] == s), "{l}");
        assert_eq!(l["end_hand"]["type"], "end_hand");
        // The record's points are the hand's result, and A's add up to the report's.
        assert_eq!(l["points"], l["end_hand"]["result"]["team_points"], "{l}");
        a_points += l["points"][i % 2].as_i64().unwrap();
    }
    // Both plays of a deal deal the same cards, and the next deal others.
    let cards = |l: &Value| l["new_hand"].as_array().unwrap().iter().map(|m| (m["hand"].clone(), m["upcard"].clone())).collect::<Vec<_>>();
    assert_eq!(cards(&lines[0]), cards(&lines[1]));
    assert_ne!(cards(&lines[0]), cards(&lines[2]));
    let mean = report["a_points"]["mean"].as_f64().unwrap();
    assert!((mean - a_points as f64 / 6.0).abs() < 1e-9, "{mean} vs {a_points}/6");
    // A record that cannot be written stops the match with a clear error (exit 2).
    let out = Command::new(exe)
        .args(["match", "euchre", "--a", &a, "--b", &b, "--deals", "1", "--quiet", "--record"])
        .arg(&dir)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot write the record"), "{}", String::from_utf8_lossy(&out.stderr));
    std::fs::remove_dir_all(&dir).unwrap();
}
