//! Progress bars (indicatif) on stderr, only when it is a terminal.

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::io::IsTerminal;

/// A progress bar on stderr, or nothing when `--quiet` is given or stderr is not a terminal.
pub(crate) struct Progress(Option<ProgressBar>);

impl Progress {
    /// A bar of `len` steps named `what` (e.g. "games"; "bytes" are shown in KiB, MiB).
    pub(crate) fn new(len: u64, what: &str, quiet: bool) -> Progress {
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
    pub(crate) fn prefix(&self, p: String) {
        if let Some(pb) = &self.0 {
            pb.set_prefix(p);
        }
    }

    /// Advances by `n` steps.
    pub(crate) fn inc(&self, n: u64) {
        if let Some(pb) = &self.0 {
            pb.inc(n);
        }
    }

    /// Prints a log line above the bar (or straight to stderr without one).
    pub(crate) fn println(&self, line: &str) {
        match &self.0 {
            Some(pb) => pb.println(line),
            None => eprintln!("{line}"),
        }
    }

    /// Removes the bar.
    pub(crate) fn finish(&self) {
        if let Some(pb) = &self.0 {
            pb.finish_and_clear();
        }
    }
}
