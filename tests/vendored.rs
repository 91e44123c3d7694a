//! The rule books (`docs/rules/`) and reference fixtures (`tests/fixtures/`) are copies of
//! the sibling `shared/` folder, the workplace's authority. Where the sibling `shared/` folder exists beside the repository,
//! every copy must equal its source byte for byte; a clone without it skips the comparison
//! (and still has every file the other tests read).

use std::fs;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Pairs (source in the sibling shared folder, copy in the repository) for every file the sync script copies.
fn pairs(shared: &Path) -> Vec<(PathBuf, PathBuf)> {
    let mut out = Vec::new();
    for entry in fs::read_dir(shared.join("rules")).expect("read the sibling shared/rules") {
        let p = entry.expect("dir entry").path();
        if p.extension().is_some_and(|e| e == "md") {
            out.push((p.clone(), root().join("docs/rules").join(p.file_name().unwrap())));
        }
    }
    for game in fs::read_dir(shared.join("fixtures")).expect("read the sibling shared/fixtures") {
        let g = game.expect("dir entry").path();
        if !g.is_dir() {
            continue;
        }
        for f in fs::read_dir(&g).expect("read fixture folder") {
            let f = f.expect("dir entry").path();
            let copy = root().join("tests/fixtures").join(g.file_name().unwrap()).join(f.file_name().unwrap());
            out.push((f, copy));
        }
    }
    out
}

#[test]
fn vendored_copies_equal_shared() {
    let shared = root().parent().expect("repository has a parent").join("shared");
    if !shared.join("rules").is_dir() {
        eprintln!("no shared folder beside the repository: vendored copies not compared");
        return;
    }
    let mut stale = Vec::new();
    let all = pairs(&shared);
    assert!(all.len() >= 3 + 6, "expected the three rule books and the fixture folders, found {}", all.len());
    for (src, copy) in &all {
        let a = fs::read(src).expect("read source");
        match fs::read(copy) {
            Ok(b) if a == b => {}
            Ok(_) => stale.push(format!("{} differs from {}", copy.display(), src.display())),
            Err(_) => stale.push(format!("{} is missing (source {})", copy.display(), src.display())),
        }
    }
    assert!(stale.is_empty(), "vendored copies out of date; run scripts/sync-shared.sh:\n{}", stale.join("\n"));
}

#[test]
fn vendored_files_are_present() {
    for f in ["docs/rules/euchre.md", "docs/rules/sixty-six.md", "docs/rules/sixty-three.md"] {
        let text = fs::read_to_string(root().join(f)).unwrap_or_else(|e| panic!("{f}: {e}"));
        assert!(text.contains("§") || text.contains("## "), "{f} does not look like a rule book");
    }
    for d in ["euchre", "sixty-six", "schnapsen", "sixty-three", "euchre-forms", "sixty-six-forms"] {
        assert!(root().join("tests/fixtures").join(d).join("README.md").is_file(), "tests/fixtures/{d}/README.md missing");
    }
}
