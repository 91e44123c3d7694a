//! `cardtable soak`: the library's soak ([`cardtable::soak`]) with a progress bar, its
//! figures on stdout, and `--deal CODE` to replay a failure's deal.

use crate::args::{GameName, SoakArgs};
use crate::progress::Progress;
use cardtable::euchre::Euchre;
use cardtable::sixty_six::SixtySix;
use cardtable::sixty_six_forms::{FormDeal, ThreeHand};
use cardtable::sixty_three::SixtyThree;
use cardtable::soak::{reproduce, soak, Failure, Soak, SoakConfig};
use serde_json::{json, Value};
use std::process::ExitCode;

/// Runs `cardtable soak` for the game of `args`.
pub(crate) fn run_soak(args: &SoakArgs) -> ExitCode {
    match args.game {
        GameName::Euchre => soak_game::<Euchre>(args, ""),
        // A named Euchre form soaks that form alone (exactly: `euchre-32` is not `euchre-32-7`).
        GameName::Euchre2
        | GameName::Euchre3
        | GameName::EuchreRailroad
        | GameName::EuchreBritish
        | GameName::Euchre32
        | GameName::Euchre327 => soak_game::<Euchre>(args, args.game.name()),
        GameName::SixtySix => soak_game::<SixtySix>(args, ""),
        GameName::Schnapsen => soak_game::<SixtySix>(args, "schnapsen"),
        GameName::SixtyThree => soak_game::<SixtyThree>(args, ""),
        GameName::SixtySix4 => soak_game::<FormDeal>(args, "sixty-six-4"),
        GameName::SixtySixThroatCut => soak_game::<FormDeal>(args, "sixty-six-throat-cut"),
        GameName::SixtySixTeam => soak_game::<FormDeal>(args, "sixty-six-team"),
        GameName::SixtySix3 => soak_game::<ThreeHand>(args, ""),
    }
}

/// The failure as JSON, or 0.
fn failures_json(f: Option<&Failure>) -> Value {
    f.map_or(json!(0), |f| json!(f))
}

/// Soaks (or, with `--deal`, replays) `G` in its forms whose name is `prefix` or starts with
/// `prefix` and a hyphen (all of them for an empty prefix); a Euchre form's name is matched
/// exactly.
fn soak_game<G: Soak>(args: &SoakArgs, prefix: &str) -> ExitCode
where
    G::Options: Sync,
{
    let game = args.game.name();
    let all = G::forms();
    let euchre_form = args.game.euchre_form().is_some();
    let matches = |n: &str| prefix.is_empty() || n == prefix || (!euchre_form && n.starts_with(&format!("{prefix}-")));
    let mine: Vec<usize> = (0..all.len()).filter(|&i| matches(all[i].0)).collect();
    let forms: Vec<usize> = match &args.form {
        None => mine.clone(),
        Some(f) => match mine.iter().copied().find(|&i| all[i].0 == f) {
            Some(i) => vec![i],
            None => {
                let names: Vec<&str> = mine.iter().map(|&i| all[i].0).collect();
                eprintln!("error: invalid value '{f}' for '--form <F>': the forms of {game} are {}", names.join(", "));
                eprintln!("\nFor more information, try '--help'.");
                return ExitCode::from(2);
            }
        },
    };
    if let Some(code) = &args.deal {
        let replayed = match reproduce::<G>(code, &forms, args.inject_failure) {
            Ok(r) => r,
            Err(e) => {
                eprintln!("cardtable soak: {e}");
                return ExitCode::from(2);
            }
        };
        let mut first = None;
        for r in &replayed {
            match &r.failure {
                None => println!("{code}: form {}, {} bot: ok", r.form, r.bot),
                Some(m) => {
                    println!("{code}: form {}, {} bot: FAILURE: {m}", r.form, r.bot);
                    first = first
                        .or_else(|| Some(Failure { deal: code.clone(), form: r.form.clone(), bot: r.bot.clone(), message: m.clone() }));
                }
            }
        }
        if args.out.json {
            println!("{}", json!({"game": game, "deal": code, "replayed": replayed, "failures": failures_json(first.as_ref())}));
        }
        return if first.is_some() { ExitCode::FAILURE } else { ExitCode::SUCCESS };
    }
    let threads = args.threads.unwrap_or_else(crate::all_cores);
    let club_hands = args.club_hands.unwrap_or(args.hands);
    let cfg = SoakConfig { forms, hands: args.hands, club_hands, seed: args.seed, threads, inject: args.inject_failure };
    let bar = Progress::new((u64::from(args.hands) + u64::from(club_hands)) * cfg.forms.len() as u64, "hands", args.out.quiet);
    bar.prefix(format!("soak {game}"));
    let r = soak::<G>(&cfg, &|n| bar.inc(n));
    bar.finish();
    println!("soak {game}: forms {}; seed {}; {} threads", r.forms.join(", "), r.seed, r.threads);
    for (name, f) in [("random", &r.random), ("club", &r.club)] {
        println!("{name} bot: {} hands in {:.2} s, {:.0} hands/s", f.hands, f.seconds, f.hands_per_sec);
    }
    match &r.failure {
        None => println!("{} hands, failures: 0", r.hands),
        Some(f) => {
            println!("FAILURE in form {}, {} bot, deal {}: {}", f.form, f.bot, f.deal, f.message);
            println!("reproduce: cardtable soak {game} --form {} --deal {}", f.form, f.deal);
        }
    }
    if args.out.json {
        let v = json!({"game": game, "forms": r.forms, "seed": r.seed, "threads": r.threads, "hands": r.hands,
            "seconds": r.random.seconds + r.club.seconds,
            "hands_per_sec": {"random": r.random.hands_per_sec, "club": r.club.hands_per_sec},
            "failures": failures_json(r.failure.as_ref())});
        println!("{v}");
    }
    if r.failure.is_some() {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
