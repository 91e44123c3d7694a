//! README.md's CLI section ("## Engine and CLI") against the binary's clap command tree:
//! the `--help` tree between the `cardtable-help` markers is exactly what the binary prints
//! (`BLESS=1 cargo test --test cli_readme` rewrites it), the section names every subcommand,
//! and every `cardtable SUBCOMMAND … --flag` written in the section is a flag of that
//! subcommand.

use std::process::{Command, Stdio};

const BEGIN: &str = "<!-- cardtable-help:begin -->\n";
const END: &str = "<!-- cardtable-help:end -->";

/// `cardtable ARGS`'s stdout (exit status 0 expected).
fn help(args: &[&str]) -> String {
    let o = Command::new(env!("CARGO_BIN_EXE_cardtable")).args(args).stdin(Stdio::null()).output().unwrap();
    assert!(o.status.success(), "{args:?}: {}", String::from_utf8_lossy(&o.stderr));
    String::from_utf8(o.stdout).unwrap()
}

/// The subcommands listed under "Commands:" in `cardtable --help`, clap's `help` left out.
fn subcommands() -> Vec<String> {
    let top = help(&["--help"]);
    let list = top.split("Commands:\n").nth(1).expect("a Commands: section");
    let subs: Vec<String> = list
        .lines()
        .take_while(|l| l.starts_with("  "))
        // A subcommand's line is indented by two; a wrapped description by more.
        .filter(|l| !l.starts_with("   "))
        .filter_map(|l| l.split_whitespace().next())
        .filter(|s| *s != "help")
        .map(str::to_string)
        .collect();
    assert!(subs.len() >= 7, "{subs:?}");
    subs
}

/// The block between the markers: `cardtable --help`, then each subcommand's `--help`.
fn generated() -> String {
    let fence = |cmd: &str, text: &str| format!("```text\n$ {cmd}\n{}\n```\n", text.trim_end());
    let mut out = fence("cardtable --help", &help(&["--help"]));
    for sub in subcommands() {
        let cmd = format!("cardtable {sub} --help");
        out += &format!("\n<details><summary><code>{cmd}</code></summary>\n\n{}\n</details>\n", fence(&cmd, &help(&[&sub, "--help"])));
    }
    out
}

fn readme_path() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md")
}

/// The README's "## Engine and CLI" section.
fn cli_section(readme: &str) -> &str {
    let start = readme.find("\n## Engine and CLI\n").expect("README has an \"## Engine and CLI\" section");
    let rest = &readme[start + 1..];
    let end = rest[3..].find("\n## ").map_or(rest.len(), |e| e + 3);
    &rest[..end]
}

#[test]
fn the_readme_help_tree_is_the_binarys() {
    let path = readme_path();
    let readme = std::fs::read_to_string(&path).unwrap();
    let section = cli_section(&readme);
    let (Some(b), Some(e)) = (section.find(BEGIN), section.find(END)) else {
        panic!("README's CLI section has no {BEGIN:?} … {END:?} markers");
    };
    let current = &section[b + BEGIN.len()..e];
    let want = generated();
    if std::env::var_os("BLESS").is_some_and(|v| v == "1") {
        let at = readme.find(section).unwrap();
        let new = format!("{}{}{want}{}", &readme[..at], &section[..b + BEGIN.len()], &readme[at + e..]);
        // Written aside and renamed, so the other test never reads half a file.
        let tmp = path.with_extension("md.bless");
        std::fs::write(&tmp, new).unwrap();
        std::fs::rename(&tmp, &path).unwrap();
        return;
    }
    if current != want {
        let diff = current.lines().zip(want.lines()).enumerate().find(|(_, (a, b))| a != b);
        panic!(
            "README.md's --help tree differs from the binary's (first difference: {diff:?}; {} vs {} lines); \
             run `BLESS=1 cargo test --test cli_readme` to regenerate it",
            current.lines().count(),
            want.lines().count()
        );
    }
}

#[test]
fn the_readme_names_every_subcommand_and_only_real_flags() {
    let readme = std::fs::read_to_string(readme_path()).unwrap();
    let section = cli_section(&readme);
    // Outside the generated block, where the README's own words and examples are.
    let b = section.find(BEGIN).unwrap();
    let e = section.find(END).unwrap();
    let prose = format!("{}{}", &section[..b], &section[e..]).replace("\\\n", " ");
    let subs = subcommands();
    for sub in &subs {
        assert!(prose.contains(&format!("cardtable {sub} ")), "README's CLI section never shows `cardtable {sub} …`");
    }
    let mut checked = 0;
    for (i, _) in prose.match_indices("cardtable ") {
        let rest = &prose[i + "cardtable ".len()..];
        let word: String = rest.chars().take_while(|c| c.is_ascii_lowercase() || *c == '-').collect();
        if word.is_empty() || word.starts_with('-') || word == "help" {
            continue;
        }
        assert!(subs.contains(&word) || word == "play", "README mentions `cardtable {word}`, which is no subcommand");
        // The command runs to the end of its code span, quote or line.
        let cmd: String = rest.chars().take_while(|c| !matches!(c, '`' | '\'' | '\n' | '#')).collect();
        let sub_help = help(&[&word, "--help"]);
        for flag in cmd.split_whitespace().filter(|t| t.starts_with("--")) {
            let flag = flag.trim_end_matches([',', '.', ')', ']', ';', ':']).split('=').next().unwrap_or_default();
            let known = sub_help.contains(&format!("{flag} ")) || sub_help.contains(&format!("{flag}\n"));
            assert!(known, "README: `cardtable {word} … {flag}`: {flag} is not a flag of `cardtable {word}`");
            checked += 1;
        }
    }
    assert!(checked >= 15, "only {checked} flags checked");
}
