//! The Sixty-three club bot's rules of thumb on set positions: it dumps the joker on its
//! partner's winning trick, captures the opponents' counters with a sure winner, keeps its
//! counters off the opponents' tricks, leads the boss trump, bids on the king and names its
//! best suit, and only ever picks legal actions.

use cardtable::bots::sixty_three::{estimate_points, SixtyThreeHeuristic};
use cardtable::bots::{Bot, MatchContext};
use cardtable::cards::{Card, CardSet, Suit};
use cardtable::game::Game;
use cardtable::sixty_three::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn cs(s: &str) -> CardSet {
    CardSet::parse_list(s).unwrap()
}

fn choose(g: &SixtyThree) -> SixtyThreeAction {
    let s = g.to_move().unwrap();
    let mut legal = Vec::new();
    g.legal_actions(&mut legal);
    let ctx = MatchContext { scores: vec![0, 0], side: s % 2, target: 250 };
    SixtyThreeHeuristic::default().choose(&g.observation(s), &legal, &ctx, &mut ChaCha8Rng::seed_from_u64(1))
}

fn at(trump: Suit, leader: usize, hands: [&str; 4]) -> SixtyThree {
    SixtyThree::from_setup(SixtyThreeSetup::at_trick(&SixtyThreeOptions::default(), trump, leader, leader, hands.map(cs), false)).unwrap()
}

fn play(g: &mut SixtyThree, c: &str) {
    g.apply(SixtyThreeAction::Play { card: c.parse().unwrap() }).unwrap();
}

fn card(a: SixtyThreeAction) -> Card {
    match a {
        SixtyThreeAction::Play { card } => card,
        other => panic!("{other:?}"),
    }
}

#[test]
fn dumps_the_joker_on_the_partners_winning_trick() {
    // N leads the A♥ (the boss); E follows; S holds the joker and a small trump.
    let mut g = at(Suit::Hearts, 0, ["AH 3H", "4H 6H", "XJ 7H", "8H 9C"]);
    play(&mut g, "AH");
    play(&mut g, "4H");
    assert_eq!(card(choose(&g)), "XJ".parse().unwrap());
}

#[test]
fn captures_counters_with_a_sure_winner() {
    // E (opponent) leads the 9♠ (9 points); S holds the A♠ (boss) and a small trump.
    let mut g = at(Suit::Spades, 1, ["2C 3C", "9S 4C", "AS 3S", "4S 5C"]);
    play(&mut g, "9S");
    assert_eq!(card(choose(&g)), "AS".parse().unwrap());
}

#[test]
fn keeps_counters_off_the_opponents_trick() {
    // W (opponent) leads the A♦ (boss); N must follow with a trump: the 6♦, not the 9♦ or
    // the left pedro.
    let mut g = at(Suit::Diamonds, 3, ["9D 5H 6D", "2C 7D", "3C 8D", "AD 4C"]);
    play(&mut g, "AD");
    assert_eq!(card(choose(&g)), "6D".parse().unwrap());
}

#[test]
fn leads_the_boss_trump() {
    let g = at(Suit::Clubs, 0, ["AC KC 4H", "2C 7H", "QC 8H", "5C 9H"]);
    assert_eq!(card(choose(&g)), "AC".parse().unwrap());
}

#[test]
fn bids_on_the_king_and_names_its_best_suit() {
    let o = SixtyThreeOptions::default();
    let strong = cs("AH KH QH 9H 5H 5D XJ 2C 3S");
    let weak = cs("2H 3C 4D 6S 7C 8D 9S TC JD");
    assert!(estimate_points(strong, Suit::Hearts, &o) > estimate_points(strong, Suit::Spades, &o) + 30.0);
    assert!(estimate_points(cs("KH 2C 3D"), Suit::Hearts, &o) > estimate_points(cs("QH JH 2C"), Suit::Hearts, &o) + 10.0);
    // A deal where N holds the strong hand: N bids and names hearts.
    let rest: Vec<Card> = (SixtyThree::pack() - strong).iter().collect();
    let hands =
        [strong, rest[0..9].iter().copied().collect(), rest[9..18].iter().copied().collect(), rest[18..27].iter().copied().collect()];
    let stock = rest[27..].to_vec();
    let mut g = SixtyThree::from_setup(SixtyThreeSetup::deal(&o, 3, hands, stock)).unwrap();
    assert!(matches!(choose(&g), SixtyThreeAction::Bid { .. }), "strong hand bids");
    g.apply(SixtyThreeAction::Bid { value: 40 }).unwrap();
    for _ in 0..3 {
        g.apply(SixtyThreeAction::Pass).unwrap();
    }
    assert_eq!(choose(&g), SixtyThreeAction::Trump { suit: Suit::Hearts });
    // The weak hand passes.
    let rest: Vec<Card> = (SixtyThree::pack() - weak).iter().collect();
    let hands = [weak, rest[0..9].iter().copied().collect(), rest[9..18].iter().copied().collect(), rest[18..27].iter().copied().collect()];
    let g = SixtyThree::from_setup(SixtyThreeSetup::deal(&o, 3, hands, rest[27..].to_vec())).unwrap();
    assert_eq!(choose(&g), SixtyThreeAction::Pass);
}

#[test]
fn passes_low_non_counting_trumps_and_only_legal_actions() {
    let sets = [
        SixtyThreeOptions::default(),
        SixtyThreeOptions { excess_trump_handling: ExcessTrumpHandling::DumpOnFirstTrick, ..Default::default() },
        SixtyThreeOptions { deal_style: DealStyle::TwelvePlusKitty, shoot_the_moon: Switch::On, ..Default::default() },
        SixtyThreeOptions {
            fold_rule: FoldRule::WhenCannotFollowTrump,
            excess_trump_handling: ExcessTrumpHandling::PassThenDiscardNoncounting,
            ..Default::default()
        },
    ];
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    let mut bot = SixtyThreeHeuristic::default();
    let mut legal = Vec::new();
    let mut gives = 0;
    for h in 0..2_000 {
        let o = &sets[h % sets.len()];
        let mut g = SixtyThree::deal(o, rng.random_range(0..4), &mut rng);
        while let Some(s) = g.to_move() {
            g.legal_actions(&mut legal);
            let ctx = MatchContext { scores: vec![0, 0], side: s % 2, target: 250 };
            let a = bot.choose(&g.observation(s), &legal, &ctx, &mut rng);
            assert!(legal.contains(&a), "{a:?} not legal");
            if let SixtyThreeAction::Give { cards } = a {
                let t = g.trump().unwrap();
                let limit = g.pass_limit(s);
                assert_eq!(cards.len(), limit, "passes as many as allowed");
                let kept = rank::non_counting(g.hand(s), t, o) - cards;
                let pw = |c: Card| rank::trump_power(c, t, o.joker_rank);
                assert!(cards.iter().all(|c| kept.iter().all(|k| pw(c) < pw(k))), "passes the lowest");
                gives += 1;
            }
            g.apply(a).unwrap();
        }
    }
    assert!(gives > 0);
}
