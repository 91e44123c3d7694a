//! The hand review's engine API: the expert's analysis of a decision (`DynTable::analyse`,
//! `bots::analysis::analyse`) decides from the seat's observation only, and the open-hand
//! solver (`open_result`) gives the exact result of a small rest of a hand.

use cardtable::bots::analysis::{analyse, open_solve};
use cardtable::bots::MatchContext;
use cardtable::euchre::Euchre;
use cardtable::game::{Game, MatchRules};
use cardtable::session::Session;
use cardtable::sixty_six::SixtySix;
use cardtable::table::open_table;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::Value;

/// Plays legal actions picked from the session's seed until `stop` says the position is
/// reached; never goes alone (a lone hand leaves a seat out, so four cards are not a trick).
fn advance<G: Game>(s: &mut Session<G>, stop: impl Fn(&Session<G>) -> bool) {
    use rand::Rng;
    let mut rng = ChaCha8Rng::seed_from_u64(s.seed as u64);
    let mut legal = Vec::new();
    while !stop(s) {
        s.game.legal_actions(&mut legal);
        let ok: Vec<_> = legal.iter().copied().filter(|a| !format!("{a:?}").contains("Alone")).collect();
        let pool = if ok.is_empty() { &legal } else { &ok };
        s.play(pool[rng.random_range(0..pool.len())]).unwrap();
    }
}

#[test]
fn analysis_comes_from_the_observation_only() {
    let mut s = Session::<Euchre>::new(Default::default(), 7);
    // Into the play, two cards led.
    advance(&mut s, |s| s.actions.len() >= 8 && s.game.to_move().is_some() && s.game.observation(0) != s.game.observation(1));
    let seat = s.game.to_move().unwrap();
    let obs = s.game.observation(seat);
    let mut legal = Vec::new();
    s.game.legal_actions(&mut legal);
    let ctx = MatchContext { scores: vec![0, 0], side: seat % 2, target: 10 };
    // Another state the seat cannot tell apart from this one: other hidden cards.
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let other = (0..50)
        .map(|_| Euchre::sample_world(&s.game.observation(seat), &mut rng))
        .find(|w| format!("{w:?}") != format!("{:?}", s.game))
        .expect("a different world with the same observation");
    assert_eq!(other.observation(seat), obs);
    let mut legal2 = Vec::new();
    other.legal_actions(&mut legal2);
    assert_eq!(legal, legal2);
    let a = analyse::<Euchre>(&obs, seat, &legal, &ctx, 11, 12);
    let b = analyse::<Euchre>(&other.observation(seat), seat, &legal2, &ctx, 11, 12);
    assert_eq!(a, b);
    // Every legal action is valued, in the legal order, within 0..1; the choice is legal.
    assert_eq!(a.values.iter().map(|v| v.action).collect::<Vec<_>>(), legal);
    assert!(a.values.iter().all(|v| (0.0..=1.0).contains(&v.value)));
    assert!(legal.contains(&a.best));
    if legal.len() > 1 {
        assert!(a.values.iter().map(|v| v.visits).sum::<u32>() > 1000, "the expert's search ran");
    }
}

#[test]
fn table_analyse_matches_the_hint_and_refuses_the_wrong_seat() {
    let mut t = open_table("euchre", Value::Null, 5, vec!["human".into(), "club".into(), "club".into(), "club".into()]).unwrap();
    while t.to_move_is_bot() {
        t.bot_move().unwrap();
    }
    let v = t.view(0);
    let a = t.analyse(0).unwrap();
    let h = t.hint(0).unwrap();
    assert_eq!(a["best"], h["action"], "the review's choice is the hint's");
    assert_eq!(a["values"].as_array().unwrap().len(), v["legal"].as_array().unwrap().len());
    // The same position gives the same analysis (deterministic per position).
    assert_eq!(t.analyse(0).unwrap(), a);
    let before = t.save();
    let e = t.analyse(1).unwrap_err();
    assert_eq!(e.code.as_str(), "not_your_turn");
    assert_eq!(t.save(), before);
}

#[test]
fn open_result_solves_a_euchre_ending_exactly() {
    let mut s = Session::<Euchre>::new(Default::default(), 9);
    // Last two tricks: eight cards left to play.
    advance(&mut s, |s| s.game.to_move().is_some() && s.game.observation(0) != s.game.observation(1) && remaining_plays(&s.game) == 8);
    let seat = s.game.to_move().unwrap();
    let side = s.options.side_of(seat);
    let open = open_solve(&s.game, side, 100_000).expect("two tricks solve");
    let mut legal = Vec::new();
    s.game.legal_actions(&mut legal);
    assert_eq!(open.len(), legal.len());
    // Each action's lead is at least what any one continuation gets when the side plays on by
    // the first legal card and the others too (the solver is a bound over all continuations)…
    for ov in &open {
        let mut g = s.game.clone();
        g.apply(ov.action).unwrap();
        let mut l = Vec::new();
        while g.to_move().is_some() {
            g.legal_actions(&mut l);
            g.apply(l[0]).unwrap();
        }
        let r = g.hand_result().unwrap();
        let lead = r.points[side] - r.points[1 - side];
        assert!((-4..=4).contains(&ov.lead) && (-4..=4).contains(&lead));
    }
    // …and with one card each, the only continuation is the result.
    let mut last = s.clone();
    advance(&mut last, |s| remaining_plays(&s.game) == 4 || s.game.to_move().is_none());
    if let Some(seat) = last.game.to_move() {
        let side = last.options.side_of(seat);
        let open = open_solve(&last.game, side, 1000).unwrap();
        assert_eq!(open.len(), 1);
        let mut g = last.game.clone();
        let mut l = Vec::new();
        while g.to_move().is_some() {
            g.legal_actions(&mut l);
            g.apply(l[0]).unwrap();
        }
        let r = g.hand_result().unwrap();
        assert_eq!(open[0].lead, r.points[side] - r.points[1 - side]);
    }
    // A budget too small gives no answer rather than a wrong one.
    assert!(open_solve(&s.game, side, 3).is_none());
}

/// Cards still to be played in a Euchre hand's play (`usize::MAX` before the play).
fn remaining_plays(g: &Euchre) -> usize {
    if g.to_move().is_none() || cardtable::euchre::view::euchre_view(g, 0)["phase"] != "play" {
        return usize::MAX;
    }
    (0..4).map(|s| cardtable::euchre::view::euchre_view(g, s)["hand"].as_array().map_or(0, |h| h.len())).sum()
}

#[test]
fn open_result_of_sixty_six_after_the_stock() {
    let mut t = open_table("sixty_six", Value::Null, 21, vec!["human".into(), "club".into()]).unwrap();
    // Play on (seat 0 by the first legal action) until the stock is gone.
    let mut solved = false;
    for _ in 0..40 {
        while t.to_move_is_bot() {
            t.bot_move().unwrap();
        }
        let v = t.view(0);
        if v["legal"].as_array().is_none_or(|l| l.is_empty()) {
            break;
        }
        if v["play_phase"].as_u64() == Some(2) {
            let r = t.open_result(0).unwrap();
            assert!(r.is_array(), "six cards each solve within the budget: {r}");
            solved = true;
            break;
        }
        let first = v["legal"][0].clone();
        t.play(&first).unwrap();
    }
    assert!(solved, "the stock ran out while seat 0 was to move");
    let _ = SixtySix::NAME;
}

#[test]
fn a_claim_is_offered_only_when_the_others_cannot_change_the_result() {
    use cardtable::bots::analysis::claim_line;
    let (mut offered, mut refused) = (0, 0);
    for seed in 0..40 {
        let mut s = Session::<Euchre>::new(Default::default(), seed);
        advance(&mut s, |s| s.game.to_move().is_none() || remaining_plays(&s.game) <= 8);
        let Some(seat) = s.game.to_move() else { continue };
        let side = s.options.side_of(seat);
        match claim_line(&s.game, side, 200_000) {
            None => refused += 1,
            Some(c) => {
                offered += 1;
                // The line is legal and ends the hand with the claimed lead…
                let mut g = s.game.clone();
                for &a in &c.actions {
                    g.apply(a).unwrap();
                }
                let r = g.hand_result().unwrap();
                assert_eq!(r.points[side] - r.points[1 - side], c.lead);
                // …and the others, playing anything, cannot change it while the side keeps
                // to the solver (here: the others play their last legal action instead).
                let mut g = s.game.clone();
                let mut legal = Vec::new();
                while let Some(m) = g.to_move() {
                    g.legal_actions(&mut legal);
                    let a = if s.options.side_of(m) == side {
                        claim_line(&g, side, 200_000).expect("still proven").actions[0]
                    } else {
                        *legal.last().unwrap()
                    };
                    g.apply(a).unwrap();
                }
                let r = g.hand_result().unwrap();
                assert_eq!(r.points[side] - r.points[1 - side], c.lead);
            }
        }
    }
    assert!(offered > 0 && refused > 0, "both cases occur: {offered} offered, {refused} refused");
}

#[test]
fn table_claim_at_the_last_card_is_always_proven() {
    let mut t = open_table("euchre", Value::Null, 3, vec!["human".into(), "club".into(), "club".into(), "club".into()]).unwrap();
    loop {
        while t.to_move_is_bot() {
            t.bot_move().unwrap();
        }
        let v = t.view(0);
        let legal = v["legal"].as_array().cloned().unwrap_or_default();
        if legal.is_empty() {
            panic!("the hand ended before seat 0's last card");
        }
        if v["phase"] == "play" && v["hand"].as_array().map(|h| h.len()) == Some(1) {
            let c = t.claim(0).unwrap();
            let before = t.save();
            assert!(c["actions"].as_array().is_some_and(|a| !a.is_empty()), "{c}");
            assert_eq!(t.save(), before, "a claim plays nothing");
            assert_eq!(t.claim(1).unwrap_err().code.as_str(), "not_your_turn");
            assert_eq!(t.apply_claim(1).unwrap_err().code.as_str(), "not_your_turn");
            assert_eq!(t.save(), before, "a refused claim changes nothing");
            let events = t.apply_claim(0).unwrap();
            assert!(!events.is_empty());
            assert!(t.view(0)["legal"].as_array().is_none_or(|l| l.is_empty()), "the claim ended the hand");
            break;
        }
        t.play(&legal[0]).unwrap();
    }
}

#[test]
fn a_bot_claims_from_its_observation_and_the_table_proves_it() {
    use cardtable::bots::analysis::{claim_line, claims_from_observation};
    let (mut claimed, mut provable, mut unseen) = (0, 0, 0);
    for seed in 0..60 {
        let mut s = Session::<Euchre>::new(Default::default(), seed);
        advance(&mut s, |s| s.game.to_move().is_none() || remaining_plays(&s.game) <= 8);
        let Some(seat) = s.game.to_move() else { continue };
        let side = s.options.side_of(seat);
        let truth = claim_line(&s.game, side, 200_000).is_some_and(|c| c.lead > 0);
        provable += usize::from(truth);
        // The decision takes the seat's observation only: the same answer for the same view.
        let obs = s.game.observation(seat);
        let mut rng = ChaCha8Rng::seed_from_u64(seed.into());
        let claims = claims_from_observation::<Euchre>(&obs, side, 24, 50_000, &mut rng);
        if claims {
            claimed += 1;
            // Every claim made from the observation holds with every card seen (the table's check).
            assert!(truth, "seed {seed}: the bot claimed what the cards do not prove");
        } else if truth {
            unseen += 1; // proven with every card, but not from what the seat can see
        }
    }
    assert!(claimed > 0, "bots claim: {claimed} of {provable} provable");
    assert!(unseen > 0, "some claims need cards the seat cannot see: {unseen}");
}

#[test]
fn table_bot_claim_is_played_one_action_at_a_time() {
    // Seat 0 a human, the others bots: find a position where a bot to move claims.
    let mut found = false;
    'seeds: for seed in 0..40 {
        let mut t = open_table("euchre", Value::Null, seed, vec!["human".into(), "club".into(), "club".into(), "club".into()]).unwrap();
        loop {
            let v = t.view(0);
            if v["phase"] == "hand_over" || v["phase"] == "game_over" {
                continue 'seeds;
            }
            if !t.to_move_is_bot() {
                let legal = v["legal"].as_array().cloned().unwrap();
                assert_eq!(t.bot_claims().unwrap_err().code.as_str(), "not_bot_turn");
                t.play(&legal[0]).unwrap();
                continue;
            }
            let seat = v["to_move"].as_u64().unwrap() as usize;
            if v["phase"] == "play" && v["hand"].as_array().map_or(9, |h| h.len()) <= 3 && t.bot_claims().unwrap() {
                let before = t.save();
                let claim = t.claim(seat).unwrap();
                assert!(!claim.is_null(), "seed {seed}: the table proves the bot's claim");
                assert_eq!(t.save(), before, "proving plays nothing");
                let line = claim["actions"].as_array().unwrap().len();
                let mut steps = 0;
                loop {
                    match t.claim_step(seat) {
                        Ok(events) => {
                            assert!(!events.is_empty());
                            steps += 1;
                        }
                        Err(e) => {
                            assert_eq!(e.code.as_str(), "hand_over");
                            break;
                        }
                    }
                }
                assert_eq!(steps, line, "one action per step, the whole line");
                assert!(matches!(t.view(0)["phase"].as_str(), Some("hand_over" | "game_over")));
                found = true;
                break 'seeds;
            }
            t.bot_move().unwrap();
        }
    }
    assert!(found, "a bot claimed in one of the deals");
}

#[test]
fn a_claim_step_the_cards_do_not_prove_changes_nothing() {
    let mut t = open_table("euchre", Value::Null, 5, vec!["human".into(), "club".into(), "club".into(), "club".into()]).unwrap();
    while t.to_move_is_bot() {
        t.bot_move().unwrap();
    }
    // At the first decision of the hand nothing is proven yet.
    let before = t.save();
    assert_eq!(t.claim_step(0).unwrap_err().code.as_str(), "not_legal_now");
    assert_eq!(t.claim_step(99).unwrap_err().code.as_str(), "not_your_turn");
    assert_eq!(t.save(), before);
}
