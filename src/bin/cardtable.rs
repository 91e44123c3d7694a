//! `cardtable`: the native command line.
//!
//! - `cardtable replay GAME FILE...` replays shared fixture files; the last line is
//!   `N/N agree`; exit 0 only if every record agrees.
//! - `cardtable bench GAME [--hands N] [--seed S]` plays random hands and prints hands/s.
//! - `cardtable play GAME [--a BOT] [--b BOT] [--games N] [--seed S]` plays whole games
//!   between two bot kinds (side 0 = a) and prints the win rate.

use cardtable::bots::{make_bot, BotKind, HasBots, MatchContext};
use cardtable::euchre::Euchre;
use cardtable::sixty_six::{SixtySix, SixtySixOptions};
use cardtable::game::Game;
use cardtable::replay::{replay_euchre, replay_lines};
use cardtable::sixty_three::replay::replay_sixty_three_file;
use cardtable::sixty_three::SixtyThree;
use cardtable::session::Session;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::process::ExitCode;
use std::time::Instant;

fn usage() -> ExitCode {
    eprintln!(
        "usage:\n  cardtable replay GAME FILE...\n  cardtable bench GAME [--hands N] [--seed S]\n  cardtable play GAME [--a BOT] [--b BOT] [--games N] [--seed S]   (BOT: random, beginner, club)\nGAME: euchre, sixty-three, sixty-six, schnapsen"
    );
    ExitCode::from(2)
}

fn flag<T: std::str::FromStr>(args: &[String], name: &str, default: T) -> Result<T, String> {
    match args.iter().position(|a| a == name) {
        None => Ok(default),
        Some(i) => args
            .get(i + 1)
            .and_then(|v| v.parse().ok())
            .ok_or_else(|| format!("{name} needs a value")),
    }
}

fn replay(game: &str, files: &[String]) -> ExitCode {
    if let Some(f) = sixty_six_replayer(game) {
        return replay_texts(f, files);
    }
    let f: fn(&str) -> cardtable::replay::ReplayReport = match game {
        "euchre" => |t| replay_lines(t, replay_euchre),
        "sixty-three" | "sixty_three" => replay_sixty_three_file,
        _ => {
            eprintln!("replay: unknown game {game:?}");
            return ExitCode::from(2);
        }
    };
    if files.is_empty() {
        return usage();
    }
    let (mut total, mut agreed) = (0, 0);
    for file in files {
        let text = match std::fs::read_to_string(file) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("{file}: {e}");
                return ExitCode::from(2);
            }
        };
        let rep = f(&text);
        for fail in &rep.failures {
            println!("DISAGREE {file}: {fail}");
        }
        println!("{file}: {}/{} agree", rep.agreed, rep.total);
        total += rep.total;
        agreed += rep.agreed;
    }
    println!("{agreed}/{total} agree");
    if agreed == total && total > 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

fn bench<G: Game>(hands: u64, seed: u64) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut legal = Vec::new();
    let start = Instant::now();
    let mut actions = 0u64;
    for h in 0..hands {
        let mut g = G::deal(&G::Options::default(), (h % 4) as usize % 2, &mut rng);
        while g.to_move().is_some() {
            g.legal_actions(&mut legal);
            g.apply_unchecked(legal[rng.random_range(0..legal.len())]);
            actions += 1;
        }
        std::hint::black_box(g.hand_result());
    }
    let s = start.elapsed().as_secs_f64();
    println!("{}: {hands} random hands in {s:.3} s: {:.0} hands/s ({:.0} actions/s)", G::NAME, hands as f64 / s, actions as f64 / s);
}

fn play<G: HasBots>(a: BotKind, b: BotKind, games: u32, seed: u32) {
    let mut wins = [0u32; 2];
    let mut hands = 0u32;
    let mut rng = ChaCha8Rng::seed_from_u64(seed as u64);
    let mut legal = Vec::new();
    for g in 0..games {
        let mut s = Session::<G>::new(G::Options::default(), seed.wrapping_add(g));
        let seats = s.game.seats();
        // Alternate which seats side a takes so seat order does not favour it.
        let a_side = (g % 2) as usize;
        let mut bots: Vec<_> = (0..seats)
            .map(|seat| make_bot::<G>(if G::side_of(&s.options, seat) == a_side { a } else { b }))
            .collect();
        loop {
            while let Some(seat) = s.game.to_move() {
                s.game.legal_actions(&mut legal);
                let obs = s.game.observation(seat);
                let ctx = MatchContext { scores: s.scores.clone(), side: G::side_of(&s.options, seat), target: G::target(&s.options) };
                let act = bots[seat].choose(&obs, &legal, &ctx, &mut rng);
                s.play(act).expect("bots choose legal actions");
            }
            hands += 1;
            if let Some(w) = s.winner {
                wins[usize::from(w != a_side)] += 1;
                break;
            }
            s.next_hand().expect("next hand");
        }
    }
    let n = games as f64;
    let p = wins[0] as f64 / n;
    let half = 1.96 * (p * (1.0 - p) / n).sqrt();
    println!(
        "{}: {a:?} vs {b:?}: {games} games, {hands} hands; {a:?} won {} ({:.1}% ± {:.1}%)",
        G::NAME,
        wins[0],
        100.0 * p,
        100.0 * half
    );
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (Some(cmd), Some(game)) = (args.first(), args.get(1)) else { return usage() };
    let rest = &args[2..];
    match cmd.as_str() {
        "replay" => replay(game, rest),
        "bench" | "play" => {
            let parsed = (|| -> Result<(u64, u64, BotKind, BotKind), String> {
                let hands = flag(rest, "--hands", 200_000u64)?;
                let seed = flag(rest, "--seed", 1u64)?;
                let kind = |n: &str| -> Result<BotKind, String> {
                    let s: String = flag(rest, n, "club".to_string())?;
                    BotKind::parse(&s).ok_or(format!("unknown bot {s}"))
                };
                let a = kind("--a")?;
                let b = match flag(rest, "--b", String::new())?.as_str() {
                    "" => BotKind::Random,
                    s => BotKind::parse(s).ok_or(format!("unknown bot {s}"))?,
                };
                Ok((hands, seed, a, b))
            })();
            let (hands, seed, a, b) = match parsed {
                Ok(v) => v,
                Err(e) => {
                    eprintln!("{e}");
                    return usage();
                }
            };
            let games = match flag(rest, "--games", 1000u32) {
                Ok(g) => g,
                Err(e) => {
                    eprintln!("{e}");
                    return usage();
                }
            };
            match (cmd.as_str(), game.as_str()) {
                ("bench" | "play", "sixty-six" | "sixty_six" | "schnapsen") => {
                    let o = if game == "schnapsen" { SixtySixOptions::schnapsen() } else { SixtySixOptions::default() };
                    let games = flag(rest, "--games", 1000u32).unwrap_or(1000);
                    if cmd == "bench" {
                        bench_with::<SixtySix>(&o, hands, seed)
                    } else {
                        play_with::<SixtySix>(&o, a, b, games, seed as u32)
                    }
                }
                ("play", "sixty-three" | "sixty_three") => play::<SixtyThree>(a, b, games, seed as u32),
                ("bench", "euchre") => bench::<Euchre>(hands, seed),
                ("bench", "sixty-three" | "sixty_three") => bench::<SixtyThree>(hands, seed),
                ("play", "euchre") => {
                    let games = match flag(rest, "--games", 1000u32) {
                        Ok(g) => g,
                        Err(e) => {
                            eprintln!("{e}");
                            return usage();
                        }
                    };
                    play::<Euchre>(a, b, games, seed as u32)
                }
                _ => return usage(),
            }
            ExitCode::SUCCESS
        }
        _ => usage(),
    }
}

/// Sixty-six's replayers (`replay sixty-six` checks whole games; `replay schnapsen` the
/// 20-card hands under the §15.4 settings).
fn sixty_six_replayer(game: &str) -> Option<fn(&str) -> cardtable::replay::ReplayReport> {
    match game {
        "sixty-six" | "sixty_six" => Some(cardtable::replay::replay_sixty_six_file),
        "schnapsen" => Some(|t| cardtable::replay::replay_lines(t, cardtable::replay::replay_schnapsen)),
        _ => None,
    }
}

/// Replays `files` with a whole-file replayer; the last line is `N/N agree`.
fn replay_texts(f: fn(&str) -> cardtable::replay::ReplayReport, files: &[String]) -> ExitCode {
    if files.is_empty() {
        return usage();
    }
    let (mut total, mut agreed) = (0, 0);
    for file in files {
        let text = match std::fs::read_to_string(file) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("{file}: {e}");
                return ExitCode::from(2);
            }
        };
        let rep = f(&text);
        for fail in &rep.failures {
            println!("DISAGREE {file}: {fail}");
        }
        println!("{file}: {}/{} agree", rep.agreed, rep.total);
        total += rep.total;
        agreed += rep.agreed;
    }
    println!("{agreed}/{total} agree");
    if agreed == total && total > 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// Random deals per second under options `o` (`bench sixty-six`, `bench schnapsen`).
fn bench_with<G: Game>(o: &G::Options, hands: u64, seed: u64) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut legal = Vec::new();
    let start = Instant::now();
    let mut actions = 0u64;
    for h in 0..hands {
        let mut g = G::deal(o, (h % 2) as usize, &mut rng);
        while g.to_move().is_some() {
            g.legal_actions(&mut legal);
            g.apply_unchecked(legal[rng.random_range(0..legal.len())]);
            actions += 1;
        }
        std::hint::black_box(g.hand_result());
    }
    let s = start.elapsed().as_secs_f64();
    println!("{}: {hands} random deals in {s:.3} s: {:.0} deals/s ({:.0} actions/s)", G::NAME, hands as f64 / s, actions as f64 / s);
}

/// Whole games to the target between bot kinds `a` (side 0) and `b` under options `o`;
/// prints a's win rate with a 95% interval.
fn play_with<G: HasBots>(o: &G::Options, a: BotKind, b: BotKind, games: u32, seed: u32) {
    let mut wins = [0u32; 2];
    let mut hands = 0u32;
    let mut rng = ChaCha8Rng::seed_from_u64(seed as u64);
    let mut legal = Vec::new();
    let start = Instant::now();
    for g in 0..games {
        let mut s = Session::<G>::new(o.clone(), seed.wrapping_add(g));
        let seats = s.game.seats();
        // Alternate which seats side a takes so seat order does not favour it.
        let a_side = (g % 2) as usize;
        let mut bots: Vec<_> = (0..seats)
            .map(|seat| make_bot::<G>(if G::side_of(&s.options, seat) == a_side { a } else { b }))
            .collect();
        loop {
            while let Some(seat) = s.game.to_move() {
                s.game.legal_actions(&mut legal);
                let obs = s.game.observation(seat);
                let ctx = MatchContext { scores: s.scores.clone(), side: G::side_of(&s.options, seat), target: G::target(&s.options) };
                let act = bots[seat].choose(&obs, &legal, &ctx, &mut rng);
                s.play(act).expect("bots choose legal actions");
            }
            hands += 1;
            if let Some(w) = s.winner {
                wins[usize::from(w != a_side)] += 1;
                break;
            }
            s.next_hand().expect("next hand");
        }
    }
    // Wilson score interval (95%): sound even at 0% or 100%.
    let n = games.max(1) as f64;
    let p = wins[0] as f64 / n;
    let z = 1.96f64;
    let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z / (1.0 + z * z / n) * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt();
    println!(
        "{}: {a:?} vs {b:?}: {games} games, {hands} deals in {:.1} s; {a:?} won {} ({:.1}%, 95% Wilson interval {:.1}–{:.1}%)",
        G::NAME,
        start.elapsed().as_secs_f64(),
        wins[0],
        100.0 * p,
        100.0 * (centre - half),
        100.0 * (centre + half)
    );
}
