//! Perft vectors (as chess engines keep them): the number of distinct legal action
//! sequences of a given length from a seeded deal, for every game and every rule variant
//! that changes what is legal. The expected counts in `tests/perft/*.txt` were produced by
//! this engine; they freeze its behaviour so that any change to the rules (a legal list, a
//! turn order, the end of a hand) shows up here as a changed count.
//!
//! Line format (also at the top of each file): `<variant> <seed> <dealer> <depth> <count>`.
//! The hand is `G::deal(&options, dealer, &mut ChaCha8Rng::seed_from_u64(seed))` with the
//! variant's options (the tables below); `depth` is a number of actions or `end` (play every
//! sequence to the end of the hand); a sequence that reaches the end of the hand early
//! counts as one leaf. A mismatch names the file and line.
//!
//! After a deliberate rule change, regenerate the counts with
//! `PERFT_BLESS=1 cargo test --test perft` (lines whose count is `?` are filled in the same
//! way) and review the diff. `PERFT_DIVIDE="<file> <line>"` prints the count under each
//! first action of that line's vector, to find where two engines part.

use cardtable::euchre::{Euchre, EuchreOptions, JokerOption, LoneHandLead, EUCHRE_FORMS};
use cardtable::game::{Game, Seat};
use cardtable::sixty_six::{ExchangeTiming, FollowRule, MarriageLead, SixtySix, SixtySixOptions};
use cardtable::sixty_six_forms::{FormDeal, FormOptions, Leader, Scoring, ThreeHand, ThreeHandOptions, VoidTrumpRule};
use cardtable::sixty_three::{
    AllDirtTrickWinner, AuctionStyle, DealStyle, ExcessTrumpHandling, FoldRule, JokerRank, SixtyThree, SixtyThreeOptions, Switch,
};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

/// Depth `end`: play to the end of the hand.
const END: u32 = u32::MAX;

// ------------------------------------------------------------------ variants

/// Euchre variants: every option of `EuchreOptions` that changes what is legal or whose
/// turn it is, alone or as a rule set (README of tests/fixtures/euchre-forms).
fn euchre_variants() -> Vec<(&'static str, EuchreOptions)> {
    let d = EuchreOptions::default;
    // The named forms of §14 by their names (`euchre-2`, …), then single options.
    let forms = EUCHRE_FORMS.iter().map(|f| (f.name, (f.options)()));
    forms
        .chain([
            ("default", d()),
            ("openspiel", EuchreOptions::openspiel(true, false)),
            ("openspiel-no-stick", EuchreOptions::openspiel(false, false)),
            ("openspiel-lone-defender", EuchreOptions::openspiel(true, true)),
            ("two-handed", EuchreOptions { players: 2, ..d() }),
            ("three-handed", EuchreOptions { players: 3, ..d() }),
            ("three-handed-march-2", EuchreOptions { players: 3, three_hand_march: 2, ..d() }),
            ("benny", EuchreOptions { joker: JokerOption::Benny, ..d() }),
            ("deck-32", EuchreOptions { deck: 32, ..d() }),
            ("deck-32-hand-7", EuchreOptions { deck: 32, hand_size: 7, ..d() }),
            (
                "railroad",
                EuchreOptions { joker: JokerOption::Benny, allow_lone_defender: true, call_for_best: true, laps: true, slam: true, ..d() },
            ),
            ("call-for-best", EuchreOptions { call_for_best: true, ..d() }),
            ("lone-defender", EuchreOptions { allow_lone_defender: true, ..d() }),
            ("no-stick", EuchreOptions { stick_the_dealer: false, ..d() }),
            ("dealer-may-discard-upcard", EuchreOptions { dealer_may_discard_upcard: true, ..d() }),
            ("partner-assist-alone", EuchreOptions { partner_assist_forces_alone: true, ..d() }),
            ("lead-left-of-dealer", EuchreOptions { lone_hand_lead: LoneHandLead::LeftOfDealer, ..d() }),
        ])
        .collect()
}

/// Sixty-six variants: the defaults, the 20-card Schnapsen settings and each option of
/// §14 that changes what is legal (the phase-2 follow rule first).
fn sixty_six_variants() -> Vec<(&'static str, SixtySixOptions)> {
    let d = SixtySixOptions::default;
    let s = SixtySixOptions::schnapsen;
    vec![
        ("default", d()),
        ("schnapsen", s()),
        ("follow-only", SixtySixOptions { phase2_follow_rule: FollowRule::FollowOnly, ..d() }),
        ("schnapsen-closing", SixtySixOptions { closing: true, ..s() }),
        ("schnapsen-closing-follow-only", SixtySixOptions { closing: true, phase2_follow_rule: FollowRule::FollowOnly, ..s() }),
        ("no-closing", SixtySixOptions { closing: false, ..d() }),
        ("king-only", SixtySixOptions { marriage_lead: MarriageLead::KingOnly, ..d() }),
        ("exchange-without-trick", SixtySixOptions { exchange_requires_trick: false, ..d() }),
        ("exchange-any-time", SixtySixOptions { exchange_timing: ExchangeTiming::AnyTime, exchange_requires_trick: false, ..d() }),
        ("exchange-min-stock-4", SixtySixOptions { exchange_min_stock: 4, exchange_requires_trick: false, ..d() }),
        ("no-phase2-marriage", SixtySixOptions { marriage_in_phase2: false, ..d() }),
        ("close-before-drawing", SixtySixOptions { close_before_drawing: true, ..d() }),
        ("auto-declare", SixtySixOptions { auto_declare: true, ..d() }),
    ]
}

/// Sixty-three variants: the defaults and each option of §12 that changes what is legal,
/// whose turn it is or when the hand ends. The auction alone has 25 bids a turn, so the
/// options of the exchange and the play are also taken with `min_bid` 63 (`bid-63-…`): a
/// 63 ends the auction at once (§6.3b) and a shallow perft reaches the play. (Within these
/// depths `bid-63-leader-wins-dirt` counts as `bid-63` does: a trick without a trump is rare
/// and late; its vectors are kept to freeze that too.)
/// The trick forms of docs/rules/sixty-six.md §15.1–§15.2: each preset and each open point
/// that changes what is legal or whose turn it is (R3, R9).
fn forms_variants() -> Vec<(&'static str, FormOptions)> {
    vec![
        ("sixty-six-4", FormOptions::four()),
        ("sixty-six-4-free", FormOptions { void_trump_rule: VoidTrumpRule::OvertrumpOrFree, ..FormOptions::four() }),
        ("sixty-six-throat-cut", FormOptions::throat_cut()),
        ("sixty-six-throat-cut-dealer-left", FormOptions { leader: Leader::DealerLeft, ..FormOptions::throat_cut() }),
        ("sixty-six-team", FormOptions::team()),
        ("sixty-six-team-contract", FormOptions { scoring: Scoring::Contract, max_bid: 70, ..FormOptions::team() }),
        // A narrow auction reaches the cards within a few actions (the auction itself is
        // the same whatever the cards).
        ("sixty-six-throat-cut-bid-126", FormOptions { min_bid: 126, ..FormOptions::throat_cut() }),
    ]
}

/// `sixty-six-3` (§15.3): the two-hand deal with the dealer sitting out.
fn three_hand_variants() -> Vec<(&'static str, ThreeHandOptions)> {
    vec![("sixty-six-3", ThreeHandOptions::default())]
}

fn sixty_three_variants() -> Vec<(&'static str, SixtyThreeOptions)> {
    let d = SixtyThreeOptions::default;
    let b = || SixtyThreeOptions { min_bid: 63, ..d() };
    vec![
        ("default", d()),
        ("single-round", SixtyThreeOptions { auction_style: AuctionStyle::SingleRound, ..d() }),
        ("min-bid-55", SixtyThreeOptions { min_bid: 55, ..d() }),
        ("shoot-the-moon", SixtyThreeOptions { shoot_the_moon: Switch::On, min_bid: 55, ..d() }),
        ("kitty", SixtyThreeOptions { deal_style: DealStyle::TwelvePlusKitty, ..d() }),
        ("bid-63", b()),
        ("bid-63-kitty", SixtyThreeOptions { deal_style: DealStyle::TwelvePlusKitty, ..b() }),
        ("bid-63-fold-when-cannot-follow", SixtyThreeOptions { fold_rule: FoldRule::WhenCannotFollowTrump, ..b() }),
        ("bid-63-discard-noncounting", SixtyThreeOptions { excess_trump_handling: ExcessTrumpHandling::PassThenDiscardNoncounting, ..b() }),
        ("bid-63-dump-first-trick", SixtyThreeOptions { excess_trump_handling: ExcessTrumpHandling::DumpOnFirstTrick, ..b() }),
        ("bid-63-joker-high", SixtyThreeOptions { joker_rank: JokerRank::HighestTrump, ..b() }),
        ("bid-63-leader-wins-dirt", SixtyThreeOptions { all_dirt_trick_winner: AllDirtTrickWinner::Leader, ..b() }),
    ]
}

// ------------------------------------------------------------------ perft

/// The number of legal action sequences of length `depth` from `g` (a sequence that ends
/// the hand early is one leaf). `bufs` holds one legal list per level.
fn perft<G: Game>(g: &G, depth: u32, bufs: &mut [Vec<G::Action>]) -> u64 {
    if depth == 0 || g.to_move().is_none() {
        return 1;
    }
    let (legal, rest) = bufs.split_first_mut().expect("perft deeper than its buffers");
    g.legal_actions(legal);
    if depth == 1 {
        return legal.len() as u64;
    }
    let mut n = 0;
    for &a in legal.iter() {
        let mut c = g.clone();
        c.apply_unchecked(a);
        n += perft(&c, depth - 1, rest);
    }
    n
}

/// The longest hand (in actions) any variant here has; `END` perft needs that many buffers.
const MAX_PLIES: usize = 256;

fn count<G: Game>(g: &G, depth: u32) -> u64 {
    let mut bufs = vec![Vec::new(); MAX_PLIES];
    perft(g, depth, &mut bufs)
}

/// Like [`perft`] with the checked [`Game::apply`]: every listed action must be accepted,
/// and no legal list may hold an action twice (else "distinct sequences" would be wrong).
fn perft_checked<G: Game>(g: &G, depth: u32) -> u64 {
    if depth == 0 || g.to_move().is_none() {
        return 1;
    }
    let mut legal = Vec::new();
    g.legal_actions(&mut legal);
    assert!(!legal.is_empty(), "{} to move with no legal action", G::NAME);
    for (i, a) in legal.iter().enumerate() {
        assert!(!legal[..i].contains(a), "{}: {a:?} listed twice", G::NAME);
    }
    legal
        .iter()
        .map(|&a| {
            let mut c = g.clone();
            c.apply(a).unwrap_or_else(|e| panic!("{}: listed action {a:?} refused: {e}", G::NAME));
            perft_checked(&c, depth - 1)
        })
        .sum()
}

fn deal<G: Game>(o: &G::Options, seed: u64, dealer: Seat) -> G {
    G::deal(o, dealer, &mut ChaCha8Rng::seed_from_u64(seed))
}

// ------------------------------------------------------------------ files

struct Vector {
    /// 1-based line in the file.
    line: usize,
    variant: String,
    seed: u64,
    dealer: Seat,
    depth: u32,
    /// `None` for `?` (to be blessed).
    count: Option<u64>,
}

fn path(file: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/perft").join(file)
}

fn depth_str(d: u32) -> String {
    if d == END {
        "end".into()
    } else {
        d.to_string()
    }
}

fn parse(file: &str) -> (String, Vec<Vector>) {
    let text = std::fs::read_to_string(path(file)).unwrap_or_else(|e| panic!("read tests/perft/{file}: {e}"));
    let mut out = Vec::new();
    for (i, l) in text.lines().enumerate() {
        let l = l.trim();
        if l.is_empty() || l.starts_with('#') {
            continue;
        }
        let at = format!("tests/perft/{file}:{}", i + 1);
        let f: Vec<&str> = l.split_whitespace().collect();
        assert_eq!(f.len(), 5, "{at}: want <variant> <seed> <dealer> <depth> <count>, got {l:?}");
        let num = |s: &str, what: &str| s.parse::<u64>().unwrap_or_else(|_| panic!("{at}: bad {what} {s:?}"));
        out.push(Vector {
            line: i + 1,
            variant: f[0].to_string(),
            seed: num(f[1], "seed"),
            dealer: num(f[2], "dealer") as Seat,
            depth: if f[3] == "end" { END } else { num(f[3], "depth") as u32 },
            count: if f[4] == "?" { None } else { Some(num(f[4], "count")) },
        });
    }
    (text, out)
}

fn blessing() -> bool {
    std::env::var("PERFT_BLESS").is_ok_and(|v| !v.is_empty() && v != "0")
}

/// Checks (or with `PERFT_BLESS`, rewrites) every vector of `file`.
fn run_file<G: Game>(file: &str, variants: &[(&'static str, G::Options)]) {
    let (text, vectors) = parse(file);
    let opts: BTreeMap<&str, &G::Options> = variants.iter().map(|(n, o)| (*n, o)).collect();
    let mut failures = Vec::new();
    let mut counts = BTreeMap::new();
    for v in &vectors {
        let at = format!("tests/perft/{file}:{}", v.line);
        let o = opts.get(v.variant.as_str()).unwrap_or_else(|| panic!("{at}: unknown variant {:?} (see tests/perft.rs)", v.variant));
        let g: G = deal(*o, v.seed, v.dealer);
        assert!(v.dealer < g.seats(), "{at}: dealer {} at a table of {}", v.dealer, g.seats());
        let got = count(&g, v.depth);
        counts.insert(v.line, got);
        match v.count {
            Some(want) if want != got && !blessing() => failures.push(format!(
                "{at}: {} {} {} {}: expected {want}, engine counts {got}",
                v.variant,
                v.seed,
                v.dealer,
                depth_str(v.depth)
            )),
            None if !blessing() => failures.push(format!("{at}: no count yet; run PERFT_BLESS=1 cargo test --test perft")),
            _ => {}
        }
    }
    if blessing() {
        let mut out = String::new();
        let by_line: BTreeMap<usize, &Vector> = vectors.iter().map(|v| (v.line, v)).collect();
        for (i, l) in text.lines().enumerate() {
            match by_line.get(&(i + 1)) {
                Some(v) => out.push_str(&format!("{} {} {} {} {}\n", v.variant, v.seed, v.dealer, depth_str(v.depth), counts[&v.line])),
                None => out.push_str(&format!("{l}\n")),
            }
        }
        if out != text {
            std::fs::write(path(file), out).unwrap_or_else(|e| panic!("write tests/perft/{file}: {e}"));
            eprintln!("PERFT_BLESS: rewrote tests/perft/{file}");
        }
    }
    assert!(failures.is_empty(), "{} perft mismatch(es):\n{}", failures.len(), failures.join("\n"));
}

#[test]
fn euchre_perft() {
    run_file::<Euchre>("euchre.txt", &euchre_variants());
}

#[test]
fn sixty_six_perft() {
    run_file::<SixtySix>("sixty-six.txt", &sixty_six_variants());
}

#[test]
fn sixty_six_forms_perft() {
    run_file::<FormDeal>("sixty-six-forms.txt", &forms_variants());
    run_file::<ThreeHand>("sixty-six-3.txt", &three_hand_variants());
}

#[test]
fn sixty_three_perft() {
    run_file::<SixtyThree>("sixty-three.txt", &sixty_three_variants());
}

// ------------------------------------------------------------------ sanity

/// Every variant has at least 10 vectors, at least one deeper than 2, and every variant
/// named in a file exists; the counts are not all alike.
fn coverage(file: &str, names: &[&str]) {
    let (_, vectors) = parse(file);
    for n in names {
        let mine: Vec<&Vector> = vectors.iter().filter(|v| v.variant == *n).collect();
        assert!(mine.len() >= 10, "tests/perft/{file}: variant {n} has {} vectors, want at least 10", mine.len());
        assert!(mine.iter().any(|v| v.depth > 2), "tests/perft/{file}: variant {n} has no vector deeper than 2");
        let seeds: BTreeSet<u64> = mine.iter().map(|v| v.seed).collect();
        assert!(seeds.len() >= 3, "tests/perft/{file}: variant {n} uses fewer than 3 deals");
    }
    for v in &vectors {
        assert!(names.contains(&v.variant.as_str()), "tests/perft/{file}:{}: unknown variant {}", v.line, v.variant);
    }
    let counts: BTreeSet<u64> = vectors.iter().filter_map(|v| v.count).collect();
    assert!(counts.len() * 2 > vectors.len(), "tests/perft/{file}: only {} distinct counts in {} vectors", counts.len(), vectors.len());
    assert!(counts.iter().any(|&c| c > 1000), "tests/perft/{file}: no count above 1000");
    // A sequence either ends the hand or extends, so a deal's counts never fall with depth.
    type Deal<'a> = (&'a str, u64, Seat);
    let mut by_deal: BTreeMap<Deal, Vec<(u32, u64)>> = BTreeMap::new();
    for v in &vectors {
        by_deal.entry((v.variant.as_str(), v.seed, v.dealer)).or_default().extend(v.count.map(|c| (v.depth, c)));
    }
    for (deal, mut dc) in by_deal {
        dc.sort();
        assert!(dc.windows(2).all(|w| w[0].1 <= w[1].1), "tests/perft/{file}: {deal:?}: counts fall with depth: {dc:?}");
    }
}

#[test]
fn vectors_cover_every_variant_and_are_not_trivial() {
    coverage("euchre.txt", &euchre_variants().iter().map(|v| v.0).collect::<Vec<_>>());
    coverage("sixty-six.txt", &sixty_six_variants().iter().map(|v| v.0).collect::<Vec<_>>());
    coverage("sixty-three.txt", &sixty_three_variants().iter().map(|v| v.0).collect::<Vec<_>>());
    coverage("sixty-six-forms.txt", &forms_variants().iter().map(|v| v.0).collect::<Vec<_>>());
    coverage("sixty-six-3.txt", &three_hand_variants().iter().map(|v| v.0).collect::<Vec<_>>());
}

/// Depth 0 is one leaf, depth 1 is the legal list, depth 2 sums the depth-1 counts under
/// each action, and the checked apply accepts every listed action (so `apply_unchecked`
/// counts what `apply` allows), for every variant and a few deals.
fn depth_one_is_the_legal_list<G: Game>(variants: &[(&'static str, G::Options)]) {
    for (name, o) in variants {
        for seed in 0..3 {
            let g: G = deal(o, seed, seed as usize % 2);
            let mut legal = Vec::new();
            g.legal_actions(&mut legal);
            assert!(!legal.is_empty(), "{} {name} seed {seed}: nothing legal after the deal", G::NAME);
            assert_eq!(count(&g, 0), 1);
            assert_eq!(count(&g, 1), legal.len() as u64, "{} {name} seed {seed}: perft 1 vs legal_actions().len()", G::NAME);
            let by_action: u64 = legal
                .iter()
                .map(|&a| {
                    let mut c = g.clone();
                    c.apply_unchecked(a);
                    count(&c, 1)
                })
                .sum();
            assert_eq!(count(&g, 2), by_action, "{} {name} seed {seed}: perft 2", G::NAME);
            assert_eq!(perft_checked(&g, 3), count(&g, 3), "{} {name} seed {seed}: checked perft 3", G::NAME);
        }
    }
}

#[test]
fn perft_depth_one_equals_legal_actions_len() {
    depth_one_is_the_legal_list::<Euchre>(&euchre_variants());
    depth_one_is_the_legal_list::<SixtySix>(&sixty_six_variants());
    depth_one_is_the_legal_list::<SixtyThree>(&sixty_three_variants());
    depth_one_is_the_legal_list::<FormDeal>(&forms_variants());
    depth_one_is_the_legal_list::<ThreeHand>(&three_hand_variants());
}

/// The depth-1 lines of the files are the legal list's length of the same deal.
#[test]
fn depth_one_lines_match_the_legal_list() {
    fn check<G: Game>(file: &str, variants: &[(&'static str, G::Options)]) {
        let (_, vectors) = parse(file);
        let mut n = 0;
        for v in vectors.iter().filter(|v| v.depth == 1) {
            let o = &variants.iter().find(|x| x.0 == v.variant).expect("variant").1;
            let g: G = deal(o, v.seed, v.dealer);
            let mut legal = Vec::new();
            g.legal_actions(&mut legal);
            assert_eq!(v.count, Some(legal.len() as u64), "tests/perft/{file}:{}", v.line);
            n += 1;
        }
        assert!(n >= 3, "tests/perft/{file}: fewer than 3 depth-1 lines");
    }
    check::<Euchre>("euchre.txt", &euchre_variants());
    check::<SixtySix>("sixty-six.txt", &sixty_six_variants());
    check::<SixtyThree>("sixty-three.txt", &sixty_three_variants());
    check::<FormDeal>("sixty-six-forms.txt", &forms_variants());
    check::<ThreeHand>("sixty-six-3.txt", &three_hand_variants());
}

/// `PERFT_DIVIDE="euchre.txt 12"`: the count under each first action of that line.
#[test]
fn divide() {
    let Ok(spec) = std::env::var("PERFT_DIVIDE") else { return };
    let (file, line) = spec.split_once(' ').expect("PERFT_DIVIDE=\"<file> <line>\"");
    let line: usize = line.trim().parse().expect("line number");
    fn show<G: Game>(file: &str, line: usize, variants: &[(&'static str, G::Options)]) {
        let (_, vectors) = parse(file);
        let v = vectors.iter().find(|v| v.line == line).expect("no vector on that line");
        let o = &variants.iter().find(|x| x.0 == v.variant).expect("variant").1;
        let g: G = deal(o, v.seed, v.dealer);
        let mut legal = Vec::new();
        g.legal_actions(&mut legal);
        let mut total = 0;
        for &a in &legal {
            let mut c = g.clone();
            c.apply_unchecked(a);
            let n = count(&c, v.depth.saturating_sub(1));
            total += n;
            println!("{} {n}", serde_json::to_string(&a).unwrap_or_default());
        }
        println!("total {total} (file: {:?})", v.count);
    }
    match file {
        "euchre.txt" => show::<Euchre>(file, line, &euchre_variants()),
        "sixty-six.txt" => show::<SixtySix>(file, line, &sixty_six_variants()),
        "sixty-three.txt" => show::<SixtyThree>(file, line, &sixty_three_variants()),
        "sixty-six-forms.txt" => show::<FormDeal>(file, line, &forms_variants()),
        "sixty-six-3.txt" => show::<ThreeHand>(file, line, &three_hand_variants()),
        _ => panic!("unknown file {file}"),
    }
}

/// `PERFT_EXPLORE=<game> [PERFT_SEEDS=<n>] [PERFT_CAP=<count>] [PERFT_VARIANTS=<a,b>]`: for
/// each variant (or those named) and the
/// deals of seeds `0..n` (dealer `seed % seats`), prints `V <variant> <seed> <dealer>
/// <depth> <count>` for every depth whose count stays within the cap (and `end` when that
/// does too), to choose the vectors of the files.
#[test]
fn explore() {
    let Ok(game) = std::env::var("PERFT_EXPLORE") else { return };
    let env = |k: &str, d: u64| std::env::var(k).ok().and_then(|v| v.parse().ok()).unwrap_or(d);
    let (seeds, cap) = (env("PERFT_SEEDS", 5), env("PERFT_CAP", 100_000));
    fn table<G: Game>(variants: &[(&'static str, G::Options)], seeds: u64, cap: u64) {
        let only = std::env::var("PERFT_VARIANTS").unwrap_or_default();
        for (name, o) in variants.iter().filter(|v| only.is_empty() || only.split(',').any(|x| x == v.0)) {
            for seed in 0..seeds {
                let dealer = seed as usize % deal::<G>(o, 0, 0).seats();
                let g: G = deal(o, seed, dealer);
                let mut last = 0;
                for d in 1..MAX_PLIES as u32 {
                    let n = count(&g, d);
                    if n > cap {
                        break;
                    }
                    println!("V {name} {seed} {dealer} {d} {n}");
                    if n == last && count(&g, END) == n {
                        println!("V {name} {seed} {dealer} end {n}");
                        break;
                    }
                    last = n;
                }
            }
        }
    }
    match game.as_str() {
        "euchre" => table::<Euchre>(&euchre_variants(), seeds, cap),
        "sixty-six" => table::<SixtySix>(&sixty_six_variants(), seeds, cap),
        "sixty-three" => table::<SixtyThree>(&sixty_three_variants(), seeds, cap),
        "sixty-six-forms" => table::<FormDeal>(&forms_variants(), seeds, cap),
        "sixty-six-3" => table::<ThreeHand>(&three_hand_variants(), seeds, cap),
        _ => panic!("unknown game {game}"),
    }
}
