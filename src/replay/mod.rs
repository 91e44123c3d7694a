//! Replaying reference hands recorded by independent implementations
//! (`tests/fixtures/*/`, formats in each README): every decision's seat, phase and legal
//! set, every trick winner and the score must agree with this engine.

use serde_json::Value;

/// Outcome of replaying one file: records that agreed, and the first disagreement of each
/// record that did not (`id: what differed`).
#[derive(Debug, Default)]
pub struct ReplayReport {
    /// Records replayed.
    pub total: usize,
    /// Records that agreed in every respect.
    pub agreed: usize,
    /// One line per disagreeing record.
    pub failures: Vec<String>,
}

impl ReplayReport {
    /// Adds one record's outcome.
    pub fn add(&mut self, id: &str, r: Result<(), String>) {
        self.total += 1;
        match r {
            Ok(()) => self.agreed += 1,
            Err(e) => self.failures.push(format!("{id}: {e}")),
        }
    }
}

/// Replays every line of a JSON-lines file with `f`, which gets the record and returns its
/// id and verdict.
pub fn replay_lines(text: &str, f: impl Fn(&Value) -> Result<(), String>) -> ReplayReport {
    replay_lines_with_progress(text, f, &mut |_| {})
}

/// [`replay_lines`], calling `progress(bytes)` after each non-empty line with the bytes it
/// took (newline included), for a progress bar over a large file.
pub fn replay_lines_with_progress(text: &str, f: impl Fn(&Value) -> Result<(), String>, progress: &mut dyn FnMut(usize)) -> ReplayReport {
    let mut rep = ReplayReport::default();
    for (i, line) in text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty()) {
        progress(line.len() + 1);
        match serde_json::from_str::<Value>(line) {
            Ok(v) => {
                let id = v["id"].as_str().map(str::to_string).unwrap_or_else(|| format!("line {}", i + 1));
                rep.add(&id, f(&v));
            }
            Err(e) => rep.add(&format!("line {}", i + 1), Err(format!("bad JSON: {e}"))),
        }
    }
    rep
}

#[cfg(feature = "euchre")]
pub mod euchre;
#[cfg(feature = "sixty_six_rules")]
pub mod sixty_six;
#[cfg(feature = "sixty_six_forms")]
pub mod sixty_six_forms;
#[cfg(feature = "sixty_three")]
pub mod sixty_three;

#[cfg(feature = "euchre")]
pub use euchre::{form_options, replay_euchre, replay_euchre_form};
#[cfg(feature = "sixty_six_rules")]
pub use sixty_six::{replay_schnapsen, replay_sixty_six, replay_sixty_six_file, replay_sixty_six_file_with_progress};
