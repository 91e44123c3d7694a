//! The Sixty-six search bots: the exact leaf values (`Game::leaf_rewards`) that the generic
//! ISMCTS uses once the stock is closed or gone, and the expert's choices on set positions.

use cardtable::bots::ismcts::{ismcts, SearchConfig};
use cardtable::bots::sixty_six::endgame::{Pos, Solver};
use cardtable::bots::SearchHooks;
use cardtable::bots::{make_bot, BotKind, HasBots, MatchContext};
use cardtable::cards::{Card, CardSet, Suit};
use cardtable::game::Game;
use cardtable::sixty_six::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn c(s: &str) -> Card {
    s.parse().unwrap()
}

/// A 24-card deal: the elder (seat 1) holds `h1`, the dealer `h0`.
fn deal(h0: &str, h1: &str, trump: &str, stock: &str) -> SixtySix {
    let o = SixtySixOptions::default();
    let hands = [CardSet::parse_list(h0).unwrap(), CardSet::parse_list(h1).unwrap()];
    let stock: Vec<Card> = stock.split(' ').map(c).collect();
    SixtySix::from_cards(&o, 0, hands, c(trump), &stock).unwrap()
}

fn standard() -> SixtySix {
    deal("9D JH QH KH TH AH", "AC 9S JD QD KD TD", "AS", "9H JC QC KC TC QS KS TS JS 9C AD")
}

/// Plays the first legal action until `stop` holds.
fn play_until(g: &mut SixtySix, stop: impl Fn(&SixtySix) -> bool) {
    let mut legal = Vec::new();
    while !stop(g) {
        g.legal_actions(&mut legal);
        let a = *legal.iter().find(|a| matches!(a, SixtySixAction::Play { .. })).unwrap_or(&legal[0]);
        g.apply(a).unwrap();
    }
}

#[test]
fn leaf_rewards_only_once_the_stock_is_closed_or_gone() {
    let mut g = standard();
    assert_eq!(g.leaf_rewards(), None, "phase 1: the playout goes on");
    play_until(&mut g, |g| g.public().phase2());
    assert_eq!(g.hand(0).len() + g.hand(1).len(), 12);
    assert_eq!(g.leaf_rewards(), None, "six cards each: the first strict trick is played out");
    play_until(&mut g, |g| g.hand(0).len() + g.hand(1).len() <= 10);
    let r = g.leaf_rewards().expect("five cards each are solved");
    assert_eq!(r.len(), 2);
    assert!((r[0] + r[1] - 1.0).abs() < 1e-12, "{r:?}");
    // The value is the solver's game points squashed like `Game::reward`.
    let v = Solver::for_game(&g, 0).value(&Pos::from_game(&g).unwrap(), -4, 4);
    assert!((-3..=3).contains(&v));
    assert!((r[0] - (0.5 + 0.5 * (v as f64 / 2.0).tanh())).abs() < 1e-12);
}

#[test]
fn a_closed_stock_makes_the_position_a_leaf() {
    let mut g = standard();
    assert_eq!(g.leaf_rewards(), None);
    g.apply(SixtySixAction::Close).unwrap();
    play_until(&mut g, |g| g.public().tricks.len() == 1);
    assert!(g.leaf_rewards().is_some(), "after a close (§7) and one trick the rest is solved");
}

#[test]
fn ismcts_scores_solved_children_with_the_exact_value() {
    // Once the stock is exhausted every card is known (by elimination), so every sampled
    // world is the true deal and each root child's mean reward is its exact leaf value.
    let mut g = standard();
    play_until(&mut g, |g| g.public().stock_size == 0 && g.public().stage == Stage::Lead && g.hand(0).len() <= 5);
    let seat = g.to_move().unwrap();
    let obs = g.observation(seat);
    let res = ismcts::<SixtySix>(&obs, &SearchConfig { iterations: 300, ..Default::default() }, &mut ChaCha8Rng::seed_from_u64(3));
    let mut legal = Vec::new();
    g.legal_actions(&mut legal);
    assert_eq!(res.stats.len(), legal.len(), "every root action searched");
    for (a, visits, mean) in res.stats {
        assert!(visits > 0);
        let mut next = g.clone();
        next.apply(a).unwrap();
        let exact = match next.leaf_rewards() {
            Some(r) => r[seat],
            None => next.reward(seat),
        };
        assert!((mean - exact).abs() < 1e-9, "{a:?}: searched {mean}, exact {exact}");
    }
}

/// The expert's choice for the seat to move, and the hint's reason for it.
fn expert(g: &SixtySix) -> (SixtySixAction, String) {
    let seat = g.to_move().unwrap();
    let mut legal = Vec::new();
    g.legal_actions(&mut legal);
    let obs = g.observation(seat);
    let ctx = MatchContext { scores: vec![0, 0], side: seat, target: 7 };
    let a = make_bot::<SixtySix>(BotKind::Expert).choose(&obs, &legal, &ctx, &mut ChaCha8Rng::seed_from_u64(1));
    assert!(legal.contains(&a));
    (a, SixtySix::explain(&obs, a, &legal).english())
}

fn play(g: &mut SixtySix, lead: &str, follow: &str) {
    g.apply(SixtySixAction::Play { card: c(lead) }).unwrap();
    g.apply(SixtySixAction::Play { card: c(follow) }).unwrap();
}

/// Elder (seat 1) holds the trump marriage and four aces and tens; dealer holds low cards.
fn strong_elder() -> SixtySix {
    deal("9C JC QC 9H JH QH", "KS QS AC TC AD TD", "AS", "9D JD QD KD KH TH AH 9S JS TS KC")
}

#[test]
fn expert_shows_a_marriage_at_the_first_lead() {
    let (a, why) = expert(&standard());
    assert!(matches!(a, SixtySixAction::Marriage { suit: Suit::Diamonds, .. }), "{a:?}");
    assert_eq!(why, "Show the diamond marriage while you lead: 20 points, and it counts as soon as you win a trick.");
}

#[test]
fn expert_lets_a_cheap_trick_go_then_exchanges_the_trump_nine() {
    let mut g = standard();
    g.apply(SixtySixAction::Marriage { card: c("QD"), suit: Suit::Diamonds }).unwrap();
    let (a, why) = expert(&g);
    assert_eq!(a, SixtySixAction::Play { card: c("9D") });
    assert_eq!(why, "Let this trick go with the 9 of diamonds: keep your trumps and high cards for later.");
    g.apply(a).unwrap();
    // The elder won the trick, so it may exchange (§5): the 9 of spades for the face-up ace.
    let (a, why) = expert(&g);
    assert_eq!(a, SixtySixAction::ExchangeTrump { card: c("9S") });
    assert_eq!(why, "Swap the 9 of spades for the ace of spades lying face up: a better trump for nothing.");
}

#[test]
fn expert_closes_with_a_hand_that_wins_under_strict_play() {
    let (a, why) = expert(&strong_elder());
    assert_eq!(a, SixtySixAction::Close);
    assert!(why.starts_with("Close the stock: these cards should reach 66 under strict play"), "{why}");
}

#[test]
fn expert_shows_the_trump_marriage_and_declares_when_it_reaches_66() {
    let mut g = strong_elder();
    for (l, f) in [("AC", "9C"), ("TC", "JC"), ("AD", "9H")] {
        play(&mut g, l, f);
    }
    assert_eq!(g.public().total(1), 34);
    let (a, why) = expert(&g);
    assert_eq!(a, SixtySixAction::MarriageDeclare { suit: Suit::Spades });
    assert_eq!(why, "Showing the spade marriage (40) brings you to 74: declare at once.");
}

#[test]
fn expert_declares_66_as_soon_as_it_has_it() {
    let mut g = strong_elder();
    for (l, f) in [("AC", "9C"), ("TC", "JC"), ("AD", "9H")] {
        play(&mut g, l, f);
    }
    g.apply(SixtySixAction::Marriage { card: c("QS"), suit: Suit::Spades }).unwrap();
    g.apply(SixtySixAction::Play { card: c("JH") }).unwrap();
    let total = g.public().total(1);
    assert!(total >= 66, "{total}");
    let (a, why) = expert(&g);
    assert_eq!(a, SixtySixAction::Declare);
    assert_eq!(why, format!("You have {total}: declare 66 now and end the deal before anything can go wrong."));
}

#[test]
fn expert_reasons_in_strict_play_name_the_duty_to_follow() {
    // After the stock is gone every card is known (§10.2): the expert solves exactly.
    let mut g = standard();
    play_until(&mut g, |g| g.public().stock_size == 0 && g.public().stage == Stage::Lead);
    assert_eq!(g.hand(0), CardSet::parse_list("AD TH KH AH JS KS").unwrap());
    let expected = [
        (
            "JS",
            "Lead the jack of spades: under strict play the opponent must answer with a trump if they have one, which draws their trumps.",
        ),
        ("QS", "Take the jack of spades with the queen of spades: 5 points for you."),
        ("9H", "Lead the 9 of hearts: a cheap card; under strict play the opponent must follow suit or spend a trump."),
        ("KH", "Take the 9 of hearts with the king of hearts: 4 points for you."),
    ];
    for (card, reason) in expected {
        let (a, why) = expert(&g);
        assert_eq!(a, SixtySixAction::Play { card: c(card) });
        assert_eq!(why, reason);
        g.apply(a).unwrap();
    }
}
