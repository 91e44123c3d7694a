//! The shape of `src/` that DESIGN.md promises, checked on the source text:
//! - the top-level modules form no import cycle (a module's `crate::x` paths are its imports);
//! - no module under a game folder (`euchre/`, `sixty_six/`, `sixty_three/`, `sixty_six_forms/`) imports `bots`;
//! - no source file is over 800 lines unless it says why (`// one concern:` in its first lines).

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

const GAMES: [&str; 4] = ["euchre", "sixty_six", "sixty_three", "sixty_six_forms"];

fn src() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src")
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in fs::read_dir(dir).expect("read src") {
        let p = e.expect("entry").path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// The top-level module a file belongs to (`src/euchre/play.rs` → `euchre`, `src/lib.rs` → `lib`).
fn top_module(path: &Path) -> String {
    let rel = path.strip_prefix(src()).expect("under src");
    let first = rel.components().next().expect("a component").as_os_str().to_string_lossy().to_string();
    first.trim_end_matches(".rs").to_string()
}

/// Code lines only: doc comments, comments and `#[cfg(test)]` modules are not imports.
fn code_lines(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    for line in text.lines() {
        let t = line.trim_start();
        if t.starts_with("#[cfg(test)]") {
            break; // unit tests sit at the end of a file and may reach anywhere
        }
        if t.starts_with("//") {
            continue;
        }
        out.push(line);
    }
    out
}

/// `crate::x` paths in the code of `text`.
fn crate_refs(text: &str) -> BTreeSet<String> {
    let mut refs = BTreeSet::new();
    for line in code_lines(text) {
        let mut rest = line;
        while let Some(i) = rest.find("crate::") {
            let after = &rest[i + "crate::".len()..];
            let name: String = after.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
            if !name.is_empty() {
                refs.insert(name);
            }
            rest = &after[1..];
        }
    }
    refs
}

fn graph() -> BTreeMap<String, BTreeSet<String>> {
    let mut files = Vec::new();
    rust_files(&src(), &mut files);
    let mut g: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for f in files {
        let from = top_module(&f);
        if from == "bin" || from == "lib" {
            continue;
        }
        let text = fs::read_to_string(&f).expect("read");
        for to in crate_refs(&text) {
            if to != from {
                g.entry(from.clone()).or_default().insert(to);
            }
        }
        g.entry(from).or_default();
    }
    g
}

#[test]
fn top_level_modules_form_no_import_cycle() {
    let g = graph();
    // Depth-first search for a back edge, reporting the cycle.
    fn visit(n: &str, g: &BTreeMap<String, BTreeSet<String>>, stack: &mut Vec<String>, done: &mut BTreeSet<String>) -> Option<Vec<String>> {
        if let Some(i) = stack.iter().position(|s| s == n) {
            let mut cycle = stack[i..].to_vec();
            cycle.push(n.to_string());
            return Some(cycle);
        }
        if done.contains(n) {
            return None;
        }
        stack.push(n.to_string());
        for m in g.get(n).into_iter().flatten() {
            if let Some(c) = visit(m, g, stack, done) {
                return Some(c);
            }
        }
        stack.pop();
        done.insert(n.to_string());
        None
    }
    let mut done = BTreeSet::new();
    for n in g.keys() {
        if let Some(cycle) = visit(n, &g, &mut Vec::new(), &mut done) {
            panic!("import cycle between top-level modules: {}", cycle.join(" → "));
        }
    }
    // The expected layering, spot-checked: rules below bots, bots below the table.
    for game in GAMES {
        let deps = &g[game];
        assert!(!deps.contains("bots") && !deps.contains("table") && !deps.contains("session"), "{game} imports {deps:?}");
    }
    assert!(!g["words"].iter().any(|d| GAMES.contains(&d.as_str())), "words imports a game: {:?}", g["words"]);
}

#[test]
fn no_game_module_imports_bots() {
    for game in GAMES {
        let mut files = Vec::new();
        rust_files(&src().join(game), &mut files);
        assert!(!files.is_empty(), "src/{game} has files");
        for f in files {
            let text = fs::read_to_string(&f).expect("read");
            assert!(!crate_refs(&text).contains("bots"), "{} imports crate::bots", f.display());
        }
    }
}

#[test]
fn no_source_file_is_over_800_lines_without_a_reason() {
    let mut files = Vec::new();
    rust_files(&src(), &mut files);
    let mut long = Vec::new();
    for f in files {
        let text = fs::read_to_string(&f).expect("read");
        let n = text.lines().count();
        let says_why = text.lines().take(12).any(|l| l.contains("one concern:"));
        if n > 800 && !says_why {
            long.push(format!("{} ({n} lines)", f.strip_prefix(src()).unwrap().display()));
        }
    }
    assert!(long.is_empty(), "files over 800 lines holding more than one concern: {long:?}");
}
