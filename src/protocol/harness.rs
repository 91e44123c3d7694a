//! The reference match runner behind `cardtable match GAME --a CMD --b CMD`: two bot
//! programs play duplicate deals through the game's protocol, and side A's results are
//! reported with 95% confidence intervals.
//!
//! Each deal (dealer = deal number mod seats) is played once per scoring side with the same
//! cards in the same seats: side A on the seats of side 0 (Euchre, Sixty-three: 0 and 2;
//! Sixty-six: 0) and B on the others, then A on side 1, and so on (three plays for the
//! three-sided forms, where B fills two sides). One process per seat slot: slot `j` of a
//! side plays its `j`-th seat of the play (with two sides, seat `2j` in one play and
//! `2j + 1` in the other: Euchre protocol, "How the harness uses the replies"). Every reply is checked against the engine's legal tokens; an
//! illegal reply, a timeout, a line that is not JSON, an unsolicited extra line (the
//! protocols allow exactly one line per `hello`/`decide`) or a bot exiting aborts the match
//! ([`HarnessError`], exit status 2 in the CLI) with a message naming the hand, seat,
//! phase, reply and legal list.

use super::{BotProtocol, EuchreFormProtocol, EuchreProtocol, ObservedProtocol, ProtocolGame, SixtySixProtocol, SixtyThreeProtocol};
use crate::game::{Game, MatchRules, Seat};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::Serialize;
use serde_json::{json, Value};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};
use thiserror::Error;

/// Why a match was aborted.
#[derive(Debug, Error)]
pub enum HarnessError {
    /// A bot broke the protocol: the message names hand, seat, phase, reply and legal list.
    #[error("{0}")]
    Bot(String),
    /// A bot program could not be started.
    #[error("cannot start {cmd:?}: {err}")]
    Spawn {
        /// The command.
        cmd: String,
        /// The reason.
        err: std::io::Error,
    },
    /// The record file (`MatchConfig::record`) could not be written.
    #[error("cannot write the record {path:?}: {err}")]
    Record {
        /// The file.
        path: std::path::PathBuf,
        /// The reason.
        err: std::io::Error,
    },
}

/// A match: the game, the two bot commands, the number of duplicate deals and the seed.
#[derive(Clone, Debug)]
pub struct MatchConfig {
    /// The game.
    pub game: ProtocolGame,
    /// Side A's command (run with `/bin/sh -c`).
    pub a: String,
    /// Side B's command.
    pub b: String,
    /// Duplicate deals (each played once per scoring side).
    pub deals: u32,
    /// Match seed: the deals and the per-hand seeds follow from it.
    pub seed: u64,
    /// Time allowed per reply (the protocols say 30 s).
    pub timeout: Duration,
    /// Where to write every hand played, one JSON object per line (`None`: nowhere):
    /// `{"hand_id", "deal", "play", "a_seats", "new_hand": [each seat's new_hand message],
    /// "end_hand": seat 0's end_hand message, "points": [per side]}` — the deal and the
    /// public record of the play, to study where two bots' choices part.
    pub record: Option<std::path::PathBuf>,
}

/// A mean with its 95% confidence interval (normal approximation over deals).
#[derive(Clone, Copy, Debug, Serialize, PartialEq)]
pub struct Estimate {
    /// The mean.
    pub mean: f64,
    /// `[low, high]`: mean ∓ 1.96 standard errors.
    pub ci95: [f64; 2],
}

impl Estimate {
    /// A share `p` of `n` trials with its 95% Wilson score interval (stays within 0..1).
    pub fn share(p: f64, n: usize) -> Estimate {
        if n == 0 {
            return Estimate { mean: 0.0, ci95: [0.0, 1.0] };
        }
        let (z, n) = (1.96f64, n as f64);
        let d = 1.0 + z * z / n;
        let c = (p + z * z / (2.0 * n)) / d;
        let h = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / d;
        Estimate { mean: p, ci95: [(c - h).max(0.0), (c + h).min(1.0)] }
    }

    /// The mean and 95% interval of `xs` (a zero-width interval for fewer than two values).
    pub fn of(xs: &[f64]) -> Estimate {
        let n = xs.len() as f64;
        if xs.is_empty() {
            return Estimate { mean: 0.0, ci95: [0.0, 0.0] };
        }
        let mean = xs.iter().sum::<f64>() / n;
        let var = if xs.len() > 1 { xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0) } else { 0.0 };
        let h = 1.96 * (var / n).sqrt();
        Estimate { mean, ci95: [mean - h, mean + h] }
    }
}

/// The result of a match, from side A's point of view. A deal's points for A are the mean
/// of its points in the deal's plays, for B the mean of its sides' (Euchre: team points ±;
/// Sixty-six: the deal's game points ±; Sixty-three: the hand's score, not zero-sum).
#[derive(Clone, Debug, Serialize)]
pub struct MatchReport {
    /// The game's or form's name (`euchre`, `sixty-six-team` …).
    pub game: String,
    /// Side A's command.
    pub a: String,
    /// Side B's command.
    pub b: String,
    /// Duplicate deals played.
    pub deals: u32,
    /// Hands played (the deals times the scoring sides, at least two).
    pub hands: u32,
    /// Decisions answered by A's and B's programs.
    pub decisions: [u64; 2],
    /// A's points per deal.
    pub a_points: Estimate,
    /// B's points per deal.
    pub b_points: Estimate,
    /// A's points minus B's per deal (twice `a_points` in the zero-sum games).
    pub margin: Estimate,
    /// Deals A won (positive margin), drew, lost.
    pub wins: u32,
    /// Deals with margin 0.
    pub draws: u32,
    /// Deals A lost.
    pub losses: u32,
    /// A's deal-win share, a draw counting half, with its 95% Wilson interval.
    pub win_share: Estimate,
    /// Wall-clock seconds.
    pub seconds: f64,
}

/// One bot process: its stdin, and its stdout lines arriving on a channel (so a reply can
/// time out). Stderr passes through.
struct BotProcess {
    label: String,
    child: Child,
    stdin: Option<ChildStdin>,
    /// Each line, and whether more output had already arrived with it (a second line in
    /// the same write is an extra line for sure, not a race).
    lines: Receiver<(String, bool)>,
    /// The last request that wanted a reply (`hello`, or a `decide` with its hand, seat and
    /// phase), for naming where an unsolicited line came from.
    last: String,
}

impl BotProcess {
    fn start(cmd: &str, label: String) -> Result<BotProcess, HarnessError> {
        let mut child = Command::new("/bin/sh")
            .arg("-c")
            .arg(cmd)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|err| HarnessError::Spawn { cmd: cmd.to_string(), err })?;
        let stdin = child.stdin.take();
        let stdout = child.stdout.take().ok_or_else(|| HarnessError::Bot(format!("{label}: no stdout")))?;
        let (tx, rx) = mpsc::channel();
        std::thread::spawn(move || {
            let mut r = BufReader::new(stdout);
            loop {
                let mut line = String::new();
                match r.read_line(&mut line) {
                    Ok(0) | Err(_) => break,
                    Ok(_) => {}
                }
                let line = line.strip_suffix('\n').map(|l| l.strip_suffix('\r').unwrap_or(l)).unwrap_or(&line).to_string();
                if tx.send((line, !r.buffer().is_empty())).is_err() {
                    break;
                }
            }
        });
        Ok(BotProcess { label, child, stdin, lines: rx, last: "hello".into() })
    }

    fn send(&mut self, msg: &Value) -> Result<(), String> {
        let Some(w) = self.stdin.as_mut() else { return Err("stdin closed".into()) };
        writeln!(w, "{msg}").and_then(|_| w.flush()).map_err(|e| format!("the bot exited (write failed: {e})"))
    }

    fn reply(&mut self, timeout: Duration) -> Result<Value, String> {
        match self.lines.recv_timeout(timeout) {
            Ok((line, more)) => match serde_json::from_str::<Value>(&line) {
                Ok(_) if more => match self.lines.recv_timeout(Duration::from_secs(1)) {
                    Ok((extra, _)) => Err(format!(
                        "unsolicited line {extra:?} right after its reply {line}; the protocol allows exactly one line per hello/decide"
                    )),
                    Err(_) => Err(format!("unsolicited partial line right after its reply {line}")),
                },
                Ok(v) if v.is_object() => Ok(v),
                _ => Err(format!("reply {line:?} is not a JSON object")),
            },
            Err(RecvTimeoutError::Timeout) => Err(format!("no reply within {} s", timeout.as_secs_f64())),
            Err(RecvTimeoutError::Disconnected) => Err("the bot exited (no reply)".into()),
        }
    }

    /// `Err` naming the line if the bot has written a line nobody asked for: the protocols
    /// allow exactly one line per `hello`/`decide`, so any line already waiting before the
    /// next message is extra (and would otherwise be taken as the next reply).
    fn check_no_extra(&mut self, before: &str) -> Result<(), String> {
        match self.lines.try_recv() {
            Ok((line, _)) => Err(self.extra_line(&line, before)),
            Err(_) => Ok(()),
        }
    }

    fn extra_line(&self, line: &str, before: &str) -> String {
        format!(
            "{}: unsolicited line {line:?} after its reply to the {} (found before {before}); the protocol allows exactly one line per hello/decide",
            self.label, self.last
        )
    }

    /// Sends `bye`, closes stdin, waits up to 5 s, then kills the process. `Err` if the bot
    /// wrote any line after its last reply.
    fn finish(mut self) -> Result<(), String> {
        let extra = self.check_no_extra("bye");
        let _ = self.send(&json!({"type": "bye"}));
        self.stdin = None;
        let t = Instant::now();
        let mut exited = false;
        while t.elapsed() < Duration::from_secs(5) {
            if let Ok(Some(_)) = self.child.try_wait() {
                exited = true;
                break;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        if !exited {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
        extra?;
        // The process is gone: the reader thread ends at end of file after its last lines.
        match self.lines.recv_timeout(Duration::from_secs(1)) {
            Ok((line, _)) => Err(self.extra_line(&line, "the end of the match")),
            Err(_) => Ok(()),
        }
    }
}

impl Drop for BotProcess {
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

/// The largest seed sent in `new_hand`: 2^53 − 1, the largest integer a JavaScript number
/// (or any IEEE double) holds exactly, so every JSON parser reads the seed as sent.
pub const MAX_SEED: u64 = (1 << 53) - 1;

/// A per-hand, per-seat seed within [`MAX_SEED`].
fn hand_seed(seed: u64, deal: u64, seat: u64) -> u64 {
    mix(seed, deal, 1, seat) & MAX_SEED
}

fn mix(seed: u64, a: u64, b: u64, c: u64) -> u64 {
    // SplitMix64 steps: distinct, well-spread seeds per deal, play and seat.
    let mut z =
        seed ^ a.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ b.wrapping_mul(0xBF58_476D_1CE4_E5B9) ^ c.wrapping_mul(0x94D0_49BB_1331_11EB);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Plays the match and returns side A's report; `progress` gets one line per deal.
pub fn run_match(cfg: &MatchConfig, progress: impl FnMut(&str)) -> Result<MatchReport, HarnessError> {
    match cfg.game {
        ProtocolGame::Euchre => play_match(&EuchreProtocol, cfg, progress),
        ProtocolGame::EuchreForm(f) => play_match(&EuchreFormProtocol(f), cfg, progress),
        g @ (ProtocolGame::SixtySix | ProtocolGame::Schnapsen | ProtocolGame::SixtySix3) => play_match(&SixtySixProtocol(g), cfg, progress),
        ProtocolGame::SixtyThree => play_match(&SixtyThreeProtocol, cfg, progress),
        g @ ProtocolGame::EuchreObserved(_) => play_match(&ObservedProtocol::<crate::euchre::Euchre>::new(g), cfg, progress),
        g @ ProtocolGame::SixtySixObserved(_) => play_match(&ObservedProtocol::<crate::sixty_six_forms::FormDeal>::new(g), cfg, progress),
    }
}

/// The table side of every protocol: plays the match of `cfg` with `p`'s messages (see the
/// module docs); `cfg.game` is not read, `p` names the game.
pub fn play_match<P: BotProtocol>(p: &P, cfg: &MatchConfig, mut progress: impl FnMut(&str)) -> Result<MatchReport, HarnessError> {
    let start = Instant::now();
    let opts = p.options();
    let seats = opts.seats();
    // One play per scoring side: in play `k` side A sits on the seats of side `k`, B on
    // every other seat (with two sides, the classic pair of plays).
    let plays = opts.sides().max(2);
    let who = |seat: Seat, play: usize| -> (usize, usize) {
        let side = |s: Seat| usize::from(opts.side_of(s) != play);
        (side(seat), (0..seat).filter(|&s| side(s) == side(seat)).count())
    };
    // Processes per side: the most seats the side fills in one play.
    let mut slots = [0usize; 2];
    for play in 0..plays {
        for seat in 0..seats {
            let (side, slot) = who(seat, play);
            slots[side] = slots[side].max(slot + 1);
        }
    }
    // procs[side][slot], side 0 = A, 1 = B.
    let mut procs: Vec<Vec<BotProcess>> = Vec::new();
    for (side, cmd) in [&cfg.a, &cfg.b].into_iter().enumerate() {
        let mut v = Vec::new();
        for j in 0..slots[side] {
            let label = format!("{}{j}", ["a", "b"][side]);
            let mut bot = BotProcess::start(cmd, label.clone())?;
            let hello = json!({"type": "hello", "protocol": P::PROTOCOL, "game": p.game().name(), "rules": p.hello_rules(&opts), "label": format!("{label}:{cmd}")});
            bot.send(&hello)
                .and_then(|_| bot.reply(cfg.timeout))
                .and_then(|r| match r.get("protocol").and_then(Value::as_str) {
                    Some(x) if x != P::PROTOCOL => Err(format!("hello reply names protocol {x:?}")),
                    _ => Ok(()),
                })
                .map_err(|e| HarnessError::Bot(format!("{label} ({cmd}) at hello: {e}")))?;
            v.push(bot);
        }
        procs.push(v);
    }
    let (mut a_pts, mut b_pts, mut margins, mut shares) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    let (mut wins, mut draws, mut losses) = (0, 0, 0);
    let mut decisions = [0u64; 2];
    let record_err = |path: &std::path::Path, err: std::io::Error| HarnessError::Record { path: path.to_path_buf(), err };
    let mut record = match &cfg.record {
        Some(path) => Some((path, std::io::BufWriter::new(std::fs::File::create(path).map_err(|e| record_err(path, e))?))),
        None => None,
    };
    for deal in 0..cfg.deals {
        let mut rng = ChaCha8Rng::seed_from_u64(mix(cfg.seed, u64::from(deal) + 1, 0, 0));
        let dealt = P::Game::deal(&opts, deal as usize % seats, &mut rng);
        let (mut a_sum, mut b_sum) = (0.0, 0.0);
        for play in 0..plays {
            let (mut g, mut rec) = (dealt.clone(), P::Record::default());
            let hand_id = format!("{}-{deal}-{play}", cfg.seed);
            let who = |seat: Seat| who(seat, play);
            let mut new_hands = Vec::new();
            for seat in 0..seats {
                let (side, slot) = who(seat);
                // The seed goes with the seat's cards, not with the side playing them, so two
                // identical programs play both plays of a deal the same way.
                let msg = p.new_hand_message(&hand_id, &g, seat, hand_seed(cfg.seed, u64::from(deal) + 1, seat as u64 + 1));
                if record.is_some() {
                    new_hands.push(msg.clone());
                }
                let bot = &mut procs[side][slot];
                bot.check_no_extra(&format!("new_hand of hand {hand_id}, seat {seat}")).map_err(HarnessError::Bot)?;
                bot.send(&msg).map_err(|e| HarnessError::Bot(format!("hand {hand_id}, seat {seat} ({}): at new_hand: {e}", bot.label)))?;
            }
            while let Some(seat) = g.to_move() {
                let (side, slot) = who(seat);
                let msg = p.decide_message(&hand_id, &g, &rec);
                let bot = &mut procs[side][slot];
                let phase = p.phase(&g);
                let here = format!("decide of hand {hand_id}, seat {seat}, phase {phase}");
                bot.check_no_extra(&format!("the {here}")).map_err(HarnessError::Bot)?;
                bot.last = here;
                let reply = bot.send(&msg).and_then(|_| bot.reply(cfg.timeout)).map_err(|e| {
                    HarnessError::Bot(format!("hand {hand_id}, seat {seat} ({}), phase {phase}: {e}; legal {}", bot.label, msg["legal"]))
                })?;
                decisions[side] += 1;
                let mut legal = Vec::new();
                g.legal_actions(&mut legal);
                let applied = p.parse_reply(&legal, &reply).and_then(|a| p.record(&mut rec, &mut g, a).map_err(|e| json!(e)));
                if let Err(legal) = applied {
                    return Err(HarnessError::Bot(format!(
                        "hand {hand_id}, seat {seat} ({}), phase {}: reply {reply} is not legal; legal {legal}",
                        bot.label,
                        p.phase(&g)
                    )));
                }
            }
            for seat in 0..seats {
                let (side, slot) = who(seat);
                let msg = p.end_hand_message(&hand_id, &g, &rec, seat);
                procs[side][slot].check_no_extra(&format!("end_hand of hand {hand_id}, seat {seat}")).map_err(HarnessError::Bot)?;
                procs[side][slot].send(&msg).map_err(|e| HarnessError::Bot(format!("hand {hand_id}, seat {seat}: at end_hand: {e}")))?;
            }
            if let Some((path, out)) = record.as_mut() {
                let a_seats: Vec<Seat> = (0..seats).filter(|&s| who(s).0 == 0).collect();
                let line = json!({"hand_id": hand_id, "deal": deal, "play": play, "a_seats": a_seats, "new_hand": new_hands,
                    "end_hand": p.end_hand_message(&hand_id, &g, &rec, 0), "points": p.points(&g)});
                writeln!(out, "{line}").map_err(|e| record_err(path, e))?;
            }
            // A's side's points, and the mean of the B sides' (one side with two sides).
            let pts: Vec<f64> = p.points(&g).into_iter().map(f64::from).collect();
            a_sum += pts.get(play).copied().unwrap_or(0.0);
            let others: Vec<f64> = pts.iter().enumerate().filter(|&(j, _)| j != play).map(|(_, &x)| x).collect();
            b_sum += others.iter().sum::<f64>() / others.len().max(1) as f64;
        }
        let (a, b) = (a_sum / plays as f64, b_sum / plays as f64);
        let m = a - b;
        a_pts.push(a);
        b_pts.push(b);
        margins.push(m);
        if m > 0.0 {
            wins += 1;
            shares.push(1.0);
        } else if m < 0.0 {
            losses += 1;
            shares.push(0.0);
        } else {
            draws += 1;
            shares.push(0.5);
        }
        progress(&format!("deal {}/{}: A {a:+.1} B {b:+.1}", deal + 1, cfg.deals));
    }
    let mut extra = Ok(());
    for side in procs {
        for p in side {
            let r = p.finish();
            if extra.is_ok() {
                extra = r;
            }
        }
    }
    extra.map_err(HarnessError::Bot)?;
    if let Some((path, mut out)) = record {
        out.flush().map_err(|e| record_err(path, e))?;
    }
    Ok(MatchReport {
        game: p.game().name().to_string(),
        a: cfg.a.clone(),
        b: cfg.b.clone(),
        deals: cfg.deals,
        hands: plays as u32 * cfg.deals,
        decisions,
        a_points: Estimate::of(&a_pts),
        b_points: Estimate::of(&b_pts),
        margin: Estimate::of(&margins),
        wins,
        draws,
        losses,
        win_share: Estimate::share(shares.iter().sum::<f64>() / shares.len().max(1) as f64, shares.len()),
        seconds: start.elapsed().as_secs_f64(),
    })
}
