//! Random-play invariants over 100,000 seeded Euchre hands across the option sets of §13–14:
//! the pack is conserved, each trick has one card per active seat, a hand has exactly
//! `hand_size` tricks (or is void), `apply` accepts exactly the listed actions and leaves
//! the state unchanged on error, nothing panics; and a resampled world is
//! indistinguishable from the real one from the observer's seat.

mod common;

use cardtable::cards::{Card, CardSet, Suit};
use cardtable::euchre::*;
use cardtable::game::Game;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn option_sets() -> Vec<EuchreOptions> {
    let d = EuchreOptions::default;
    vec![
        d(),
        EuchreOptions::openspiel(false, false),
        EuchreOptions { allow_lone_defender: true, lone_defender_scoring: LoneDefenderScoring::ByTricks, ..d() },
        EuchreOptions { joker: JokerOption::Benny, call_for_best: true, allow_lone_defender: true, ..d() },
        EuchreOptions { deck: 32, hand_size: 7, dealer_may_discard_upcard: true, ..d() },
        EuchreOptions { players: 3, stick_the_dealer: false, ..d() },
        EuchreOptions { players: 2, partner_assist_forces_alone: true, ..d() },
        EuchreOptions { deck: 32, partner_assist_forces_alone: true, stick_the_dealer: false, ..d() },
    ]
}

/// Every action that could ever be proposed, legal or not.
fn universe(o: &EuchreOptions) -> Vec<EuchreAction> {
    use EuchreAction as A;
    let mut v = vec![A::Pass, A::OrderUp, A::Alone, A::Partner];
    for s in Suit::ALL {
        v.push(A::Call { suit: s });
        v.push(A::NameTrump { suit: s });
    }
    for c in Euchre::pack(o).iter() {
        v.push(A::Discard { card: c });
        v.push(A::GiveBest { card: c });
        v.push(A::Play { card: c });
    }
    // A card outside the pack (a 2 is never in a Euchre pack).
    v.push(A::Play { card: "2C".parse().unwrap() });
    v
}

fn conserved(g: &Euchre) -> bool {
    let p = &g.public();
    let mut all = g.kitty();
    let mut count = g.kitty().len();
    let mut add = |s: CardSet| {
        all |= s;
        count += s.len();
    };
    for s in 0..4 {
        add(g.hand(s));
        add(p.played[s]);
    }
    if let Some(d) = g.dealer_discard() {
        add(CardSet::single(d));
    }
    for d in (0..4).filter_map(|s| g.best_discard(s)) {
        add(CardSet::single(d));
    }
    if p.upcard_state != UpcardState::Taken {
        add(CardSet::single(p.upcard));
    }
    all == Euchre::pack(&p.options) && count == all.len()
}

#[test]
fn random_play_invariants_100k_hands() {
    let sets = option_sets();
    let universes: Vec<Vec<EuchreAction>> = sets.iter().map(universe).collect();
    let mut rng = ChaCha8Rng::seed_from_u64(2026);
    let mut legal = Vec::new();
    let mut hands_scored = 0;
    for h in 0..100_000u32 {
        let k = h as usize % sets.len();
        let o = &sets[k];
        let dealer = rng.random_range(0..o.players as usize);
        let mut g = Euchre::deal(o, dealer, &mut rng);
        let mut tricks = 0;
        while let Some(_seat) = g.to_move() {
            assert!(conserved(&g), "hand {h}: pack not conserved");
            g.legal_actions(&mut legal);
            assert!(!legal.is_empty(), "hand {h}: no legal action while a seat is to move");
            // `check` accepts exactly the listed actions.
            for a in &universes[k] {
                assert_eq!(g.check(*a).is_ok(), legal.contains(a), "hand {h}: check({a:?}) vs legal {legal:?}");
            }
            // An illegal `apply` is refused and changes nothing.
            if h % 10 == 0 {
                let bad = universes[k].iter().find(|a| !legal.contains(a)).copied();
                if let Some(bad) = bad {
                    let (pub_before, hands_before) = (g.public().clone(), g.hands());
                    assert!(g.apply(bad).is_err());
                    assert_eq!(*g.public(), pub_before);
                    assert_eq!(g.hands(), hands_before);
                }
            }
            let a = legal[rng.random_range(0..legal.len())];
            let active = g.public().active.iter().filter(|&&x| x).count();
            let ev = g.apply(a).expect("a listed action is accepted");
            for e in ev {
                if let EuchreEvent::Trick { plays, .. } = e {
                    tricks += 1;
                    assert_eq!(plays.len(), active, "hand {h}: one card per active seat");
                    let seats: std::collections::BTreeSet<_> = plays.iter().map(|p| p.seat).collect();
                    assert_eq!(seats.len(), plays.len());
                    assert!(plays.iter().all(|p| g.public().active[p.seat]));
                }
            }
        }
        assert!(conserved(&g));
        let r = g.result().expect("scored");
        if r.outcome == EuchreOutcome::AllPass {
            assert_eq!(tricks, 0);
            assert!(r.side_points.iter().all(|&p| p == 0));
        } else {
            assert_eq!(tricks, o.hand_size as usize, "hand {h}: exactly hand_size tricks");
            assert!(r.side_points.iter().filter(|&&p| p > 0).count() >= 1);
            hands_scored += 1;
        }
    }
    assert!(hands_scored > 90_000);
}

#[test]
fn resampled_worlds_are_indistinguishable() {
    let checked = common::check_resampling::<Euchre>(&option_sets(), 4_000, 0.3, 77, |h, _, w, _, _| {
        assert!(conserved(w), "hand {h}: sampled world loses cards");
    });
    assert!(checked > 10_000);
}

/// Over many samples, a hidden card is not placed with its true holder more often than
/// chance allows (no leak of the true state into sampling).
#[test]
fn sampling_is_not_biased_toward_the_truth() {
    let o = EuchreOptions::default();
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let mut hits = 0u32;
    let mut trials = 0u32;
    let mut expected = 0.0f64;
    for _ in 0..200 {
        let mut g = Euchre::deal(&o, 0, &mut rng);
        // Play the bidding out at random so that trump and voids exist sometimes.
        let mut legal = Vec::new();
        for _ in 0..rng.random_range(0..15) {
            if g.to_move().is_none() {
                break;
            }
            g.legal_actions(&mut legal);
            g.apply_unchecked(legal[rng.random_range(0..legal.len())]);
        }
        let obs = g.observation(0);
        for _ in 0..50 {
            let w = Euchre::sample_world(&obs, &mut rng);
            for s in 1..4 {
                for c in g.hand(s).iter() {
                    trials += 1;
                    if w.hand(s).contains(c) {
                        hits += 1;
                    }
                }
            }
        }
        // Chance: a hidden card goes to seat s with probability ~ held[s] / hidden cards.
        let hidden: usize =
            (1..4).map(|s| g.public().held[s] as usize).sum::<usize>() + g.kitty().len() + usize::from(g.dealer_discard().is_some());
        for s in 1..4 {
            let h = g.hand(s).len() as f64;
            expected += 50.0 * h * (h / hidden as f64);
        }
    }
    let rate = hits as f64 / trials as f64;
    let chance = expected / trials as f64;
    // Known cards (the taken upcard) and voids raise the true rate a little above chance; a
    // leak would push it towards 1.
    assert!(rate < chance + 0.08, "hit rate {rate:.3} vs chance {chance:.3}");
    let _ = Card::JOKER;
}
