//! Random-play invariants over 100,000 seeded Sixty-six deals across the option sets of
//! §14 and the Schnapsen settings of §15.4: 120 card points in the pack, the pack is
//! conserved, public inferences (known cards, voids) are true, `check`/`apply` accept
//! exactly the listed actions and leave the state unchanged on error, every deal ends
//! with one winner and 1–3 game points, nothing panics; and a resampled world is
//! indistinguishable from the real one from the observer's seat, without bias toward
//! the true cards.

mod common;

use cardtable::cards::{Card, CardSet, Suit};
use cardtable::game::Game;
use cardtable::sixty_six::rank::{points, set_points};
use cardtable::sixty_six::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn option_sets() -> Vec<SixtySixOptions> {
    let d = SixtySixOptions::default;
    vec![
        d(),
        SixtySixOptions::schnapsen(),
        SixtySixOptions { close_before_drawing: true, exchange_timing: ExchangeTiming::AnyTime, exchange_min_stock: 4, ..d() },
        SixtySixOptions {
            phase2_follow_rule: FollowRule::FollowOnly,
            marriage_in_phase2: false,
            marriage_lead: MarriageLead::KingOnly,
            ..d()
        },
        SixtySixOptions {
            auto_declare: true,
            marriage_pending_rule: PendingRule::NextTrick,
            closing_penalty_snapshot: PenaltySnapshot::AtEnd,
            closing_success_snapshot: SuccessSnapshot::AtClosing,
            ..d()
        },
        SixtySixOptions { old_closing_penalty: OldClosingPenalty::On, no_declaration_rule: NoDeclarationRule::Split65, ..d() },
        SixtySixOptions {
            no_declaration_rule: NoDeclarationRule::LastTrickWinner1pt,
            exchange_requires_trick: false,
            last_trick_bonus: 0,
            game_target: 11,
            ..d()
        },
        SixtySixOptions { closing: true, close_before_drawing: true, ..SixtySixOptions::schnapsen() },
    ]
}

/// Every action that could be proposed, legal or not.
fn universe() -> Vec<SixtySixAction> {
    use SixtySixAction as A;
    let pack = CardSet::pack(9..=14, false);
    let mut v: Vec<A> = pack.iter().map(|card| A::Play { card }).collect();
    v.push(A::Play { card: "8C".parse().unwrap() }); // never in the pack
    for s in Suit::ALL {
        v.push(A::Marriage { card: Card::new(s, 13), suit: s });
        v.push(A::Marriage { card: Card::new(s, 12), suit: s });
        v.push(A::MarriageDeclare { suit: s });
        v.push(A::ExchangeTrump { card: Card::new(s, 9) });
        v.push(A::ExchangeTrump { card: Card::new(s, 11) });
    }
    v.push(A::Marriage { card: "KC".parse().unwrap(), suit: Suit::Hearts });
    v.push(A::Marriage { card: "AC".parse().unwrap(), suit: Suit::Clubs });
    v.push(A::ExchangeTrump { card: "AS".parse().unwrap() });
    v.extend([A::Close, A::Declare, A::Pass, A::Draw]);
    v
}

fn conserved(g: &SixtySix) -> bool {
    let p = g.public();
    let mut all = CardSet::EMPTY;
    let mut count = 0;
    let mut add = |s: CardSet| {
        all |= s;
        count += s.len();
    };
    add(g.hand(0));
    add(g.hand(1));
    add(p.played[0]);
    add(p.played[1]);
    add(g.stock_in_draw_order().iter().copied().collect());
    if let Some(f) = p.face_up {
        add(CardSet::single(f));
    }
    let stock_ok = p.stock_size as usize == g.stock_in_draw_order().len() + usize::from(p.face_up.is_some());
    all == SixtySix::pack(&p.options)
        && count == all.len()
        && stock_ok
        && p.held[0] as usize == g.hand(0).len()
        && p.held[1] as usize == g.hand(1).len()
}

/// The public inferences hold in the true state: known cards are where they are said to
/// be, excluded cards are not.
fn inferences_true(g: &SixtySix) -> bool {
    let p = g.public();
    (0..2).all(|s| g.hand(s).is_superset(p.known[s]) && (g.hand(s) & p.excluded[s]).is_empty())
}

#[test]
fn random_play_invariants_100k_deals() {
    let sets = option_sets();
    let uni = universe();
    let mut rng = ChaCha8Rng::seed_from_u64(66);
    let mut legal = Vec::new();
    let mut ends = std::collections::HashMap::new();
    for h in 0..100_000u32 {
        let k = h as usize % sets.len();
        let o = &sets[k];
        let mut g = SixtySix::deal(o, rng.random_range(0..2), &mut rng);
        assert_eq!(set_points(SixtySix::pack(o)), 120, "120 card points in the pack");
        let mut steps = 0;
        while g.to_move().is_some() {
            steps += 1;
            assert!(steps < 200, "deal {h}: does not end");
            assert!(conserved(&g), "deal {h}: pack not conserved");
            assert!(inferences_true(&g), "deal {h}: a public inference is false");
            // Card points won + card points still out = 120.
            let p = g.public();
            let out: u16 = set_points(g.hand(0) | g.hand(1))
                + g.stock_in_draw_order().iter().map(|&c| points(c)).sum::<u16>()
                + p.face_up.map_or(0, points)
                + p.lead.map_or(0, |l| points(l.card));
            assert_eq!(p.card_points[0] + p.card_points[1] + out, 120, "deal {h}");
            g.legal_actions(&mut legal);
            assert!(!legal.is_empty(), "deal {h}: no legal action while a seat is to move");
            for a in &uni {
                assert_eq!(g.check(*a).is_ok(), legal.contains(a), "deal {h}: check({a:?}) vs legal {legal:?}");
            }
            if let Some(bad) = uni.iter().find(|a| !legal.contains(a)).copied() {
                let (pb, hb, sb) = (g.public().clone(), [g.hand(0), g.hand(1)], g.stock_in_draw_order());
                let e = g.apply(bad).unwrap_err();
                assert!(!e.code.as_str().is_empty() && !e.message().is_empty());
                assert!(
                    *g.public() == pb && [g.hand(0), g.hand(1)] == hb && g.stock_in_draw_order() == sb,
                    "deal {h}: refused action changed the state"
                );
            }
            let a = legal[rng.random_range(0..legal.len())];
            // Half the deals take the checked path, half the bots' fast path.
            if h % 2 == 0 {
                g.apply(a).expect("a listed action is accepted");
            } else {
                g.apply_unchecked(a);
            }
        }
        assert!(conserved(&g));
        let r = g.result().expect("scored").clone();
        match r.winner {
            Some(w) => {
                assert!((1..=3).contains(&r.game_points), "deal {h}: {} game points", r.game_points);
                let hr = g.hand_result().unwrap();
                assert_eq!(hr.points[w], r.game_points as i32);
                assert_eq!(hr.points[1 - w], 0, "exactly one player scores (§12.4)");
            }
            None => {
                assert_eq!(o.no_declaration_rule, NoDeclarationRule::Split65);
                assert_eq!(r.totals, [65, 65]);
            }
        }
        assert!(r.tricks_played as usize <= 2 * o.hand_size());
        if r.reason == Reason::NoDeclaration {
            assert_eq!(r.tricks_played as usize, 2 * o.hand_size());
            assert_eq!(r.last_trick_bonus.iter().sum::<u16>(), o.last_trick_bonus as u16);
        }
        if r.closed {
            assert_eq!(r.last_trick_bonus, [0, 0]);
        }
        *ends.entry(format!("{:?}", r.reason)).or_insert(0u32) += 1;
    }
    // Every way a deal can end occurred.
    for reason in [
        "Declared",
        "FalseDeclaration",
        "NoDeclaration",
        "CloserDeclared",
        "CloserFalseDeclaration",
        "NonCloserDeclared",
        "CloserNoDeclaration",
        "NonCloserFalseDeclaration",
    ] {
        assert!(ends.get(reason).copied().unwrap_or(0) > 0, "{reason} never happened: {ends:?}");
    }
}

#[test]
fn resampled_worlds_are_indistinguishable() {
    let checked = common::check_resampling::<SixtySix>(&option_sets(), 4_000, 0.3, 77, |h, g, w, seat, _| {
        assert!(conserved(w), "deal {h}: sampled world loses cards");
        assert!(inferences_true(w), "deal {h}: sampled world breaks a shown void or a shown card");
        // The trump card and everything shown stays where it was seen.
        assert_eq!(w.public().face_up, g.public().face_up);
        assert!(w.hand(1 - seat).is_superset(g.public().known[1 - seat]));
        // After the stock is gone the other hand is known by elimination.
        if g.public().stock_size == 0 {
            assert_eq!(w.hand(1 - seat), g.hand(1 - seat));
        }
    });
    assert!(checked > 10_000, "{checked}");
}

#[test]
fn a_shown_marriage_reveals_the_partner_card() {
    let o = SixtySixOptions::default();
    let mut rng = ChaCha8Rng::seed_from_u64(8);
    let mut seen = 0;
    let mut legal = Vec::new();
    for _ in 0..3000 {
        let mut g = SixtySix::deal(&o, 0, &mut rng);
        while g.to_move().is_some() {
            g.legal_actions(&mut legal);
            let m = legal.iter().copied().find(|a| matches!(a, SixtySixAction::Marriage { .. }));
            let a = m.unwrap_or(legal[rng.random_range(0..legal.len())]);
            let who = g.public().turn;
            g.apply(a).unwrap();
            if let SixtySixAction::Marriage { card, suit } = a {
                let partner = Card::new(suit, if card.rank() == 13 { 12 } else { 13 });
                let obs = g.observation(1 - who);
                for _ in 0..5 {
                    let w = SixtySix::sample_world(&obs, &mut rng);
                    assert!(w.hand(who).contains(partner));
                }
                seen += 1;
            }
        }
    }
    assert!(seen > 500);
}

/// Over many samples, a hidden card is not placed with its true holder more often than
/// chance allows (no leak of the true state into sampling).
#[test]
fn sampling_is_not_biased_toward_the_truth() {
    let o = SixtySixOptions::default();
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let (mut hits, mut trials) = (0u32, 0u32);
    let mut expected = 0.0f64;
    let mut legal = Vec::new();
    for _ in 0..300 {
        let mut g = SixtySix::deal(&o, 0, &mut rng);
        for _ in 0..rng.random_range(0..8) {
            if g.to_move().is_none() || g.public().phase2() {
                break;
            }
            g.legal_actions(&mut legal);
            // Only plays: keep the stock open so that real uncertainty remains.
            let plays: Vec<_> = legal.iter().copied().filter(|a| matches!(a, SixtySixAction::Play { .. })).collect();
            g.apply_unchecked(plays[rng.random_range(0..plays.len())]);
        }
        if g.public().phase2() || g.to_move().is_none() {
            continue;
        }
        let obs = g.observation(0);
        let hidden_opp = g.hand(1) - g.public().known[1];
        let unseen = obs.unseen().len() as f64;
        for _ in 0..50 {
            let w = SixtySix::sample_world(&obs, &mut rng);
            for c in hidden_opp.iter() {
                trials += 1;
                if w.hand(1).contains(c) {
                    hits += 1;
                }
            }
        }
        expected += 50.0 * hidden_opp.len() as f64 * (hidden_opp.len() as f64 / unseen);
    }
    let rate = hits as f64 / trials as f64;
    let chance = expected / trials as f64;
    assert!(trials > 10_000);
    assert!((rate - chance).abs() < 0.03, "hit rate {rate:.3} vs chance {chance:.3}");
}
