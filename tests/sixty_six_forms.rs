//! The other forms of Sixty-six (docs/rules/sixty-six.md §15): the reference games of
//! `tests/fixtures/sixty-six-forms` replayed in full, the worked example of §15 (§16
//! 66-15), the strict-play examples of §16 under the §15.1 rule, refusals, seeded worlds,
//! whole games at the table with save, reload and deal codes, and each form's bots.

use cardtable::bots::{make_bot, BotKind, MatchContext};
use cardtable::cards::{Card, CardSet, Suit};
use cardtable::game::{ErrorCode, Game, MatchRules};
use cardtable::replay::sixty_six_forms::replay_forms_file;
use cardtable::session::Session;
use cardtable::sixty_six_forms::*;
use cardtable::table::{load_table, open_table};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Value};

fn fixture(name: &str) -> String {
    std::fs::read_to_string(format!("{}/tests/fixtures/sixty-six-forms/{name}.jsonl", env!("CARGO_MANIFEST_DIR"))).unwrap()
}

fn c(s: &str) -> Card {
    s.parse().unwrap()
}

fn set(s: &str) -> CardSet {
    CardSet::parse_list(s).unwrap()
}

#[test]
fn every_reference_deal_agrees() {
    // README: 37 deals / 4 games, 33 / 3, 38 / 2, 32 / 6.
    for (name, deals) in [("sixty-six-4", 37), ("sixty-six-throat-cut", 33), ("sixty-six-team", 38), ("sixty-six-3", 32)] {
        let r = replay_forms_file(&fixture(name));
        assert!(r.failures.is_empty(), "{name}: {:#?}", r.failures);
        assert_eq!((r.agreed, r.total), (deals, deals), "{name}");
    }
}

/// A replay that is changed anywhere disagrees: a legal list, a trick, a score.
#[test]
fn a_changed_record_disagrees() {
    let text = fixture("sixty-six-4");
    let first = text.lines().next().unwrap();
    let mut v: Value = serde_json::from_str(first).unwrap();
    v["decisions"][1]["legal"].as_array_mut().unwrap().pop();
    assert_eq!(replay_forms_file(&v.to_string()).agreed, 0);
    let mut v: Value = serde_json::from_str(first).unwrap();
    v["result"]["totals"][0] = json!(1);
    assert_eq!(replay_forms_file(&v.to_string()).agreed, 0);
    let mut v: Value = serde_json::from_str(first).unwrap();
    v["score_after"][0] = json!(5);
    assert_eq!(replay_forms_file(&v.to_string()).agreed, 0);
    let tc = fixture("sixty-six-throat-cut");
    let mut v: Value = serde_json::from_str(tc.lines().next().unwrap()).unwrap();
    v["widow"][0] = json!("AS");
    assert_eq!(replay_forms_file(&v.to_string()).agreed, 0);
}

/// §16 66-15: four-hand scoring (§15.1). 104 card points score 2; every trick (130) 3;
/// 65–65 nobody, the next deal's winners +1. Found in seeded deals played by the club bot.
#[test]
fn worked_example_66_15_four_hand_scoring() {
    let o = FormOptions::four();
    let mut found = [false; 4];
    let mut bot = make_bot::<FormDeal>(BotKind::Club);
    let ctx = MatchContext::default();
    for seed in 0..20_000u64 {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut g = FormDeal::deal(&o, (seed % 4) as usize, &mut rng);
        let mut legal = Vec::new();
        while let Some(s) = g.to_move() {
            g.legal_actions(&mut legal);
            let a = bot.choose(&g.observation(s), &legal, &ctx, &mut rng);
            g.apply(a).unwrap();
        }
        let r = g.result().unwrap().clone();
        let hr = g.hand_result().unwrap();
        match (r.winner, r.totals.as_slice()) {
            (Some(w), t) if t[w] == 104 && r.tricks_won[1 - w] > 0 => {
                assert_eq!((r.game_points, hr.points[w]), (2, 2));
                found[0] = true;
            }
            (Some(w), _) if r.tricks_won[w] == 8 => {
                assert_eq!((r.totals[w], r.game_points, r.basis.word()), (130, 3, "all_tricks"));
                found[1] = true;
            }
            (None, [65, 65]) => {
                assert_eq!((r.reason, hr.points.clone()), (Reason::Tie65, vec![0, 0]));
                assert_eq!(o.carry_over(&hr), 1, "the next deal's winners get +1");
                found[2] = true;
            }
            (Some(w), t) if t[w] == 100 => {
                assert_eq!(r.game_points, 2, "[C] exactly 100 counts 2");
                found[3] = true;
            }
            _ => {}
        }
        if found.iter().all(|&f| f) {
            break;
        }
    }
    assert!(found[..3].iter().all(|&f| f), "examples not all found: {found:?}");
    // The carried point goes to the next scored deal's winners, and adds up.
    let mut s = Session::<FormDeal>::new(o.clone(), 1);
    s.carried = 2;
    let mut legal = Vec::new();
    while !s.hand_over() {
        s.game.legal_actions(&mut legal);
        s.play(legal[0]).unwrap();
    }
    let r = s.game.result().unwrap();
    let w = r.winner.expect("a winner");
    assert_eq!(s.scores[w], r.game_points as i32 + 2);
    assert_eq!(s.carried, 0);
}

/// §16 66-5 and 66-6 under the strict play of §15.1 (R2, R3): ♥ trump, K♠ led.
#[test]
fn strict_play_examples() {
    let h = Suit::Hearts;
    let trick = |cards: &[&str]| -> Vec<Play> { cards.iter().enumerate().map(|(i, x)| Play { seat: i, card: c(x) }).collect() };
    let rule = VoidTrumpRule::MustTrump;
    assert_eq!(legal_cards(set("AS 9S TH JD"), &trick(&["KS"]), h, rule), set("AS"));
    assert_eq!(legal_cards(set("9S TH JD"), &trick(&["KS"]), h, rule), set("9S"));
    assert_eq!(legal_cards(set("TH JD"), &trick(&["KS"]), h, rule), set("TH"));
    assert_eq!(legal_cards(set("JD QC"), &trick(&["KS"]), h, rule), set("JD QC"));
    assert_eq!(legal_cards(set("KH JH AS"), &trick(&["QH"]), h, rule), set("KH"));
    assert_eq!(legal_cards(set("JH AS"), &trick(&["QH"]), h, rule), set("JH"));
    // R2: beat the card currently winning, even the partner's; a trumped plain lead
    // frees the follower's choice within the suit.
    assert_eq!(legal_cards(set("KS TS 7S"), &trick(&["9S", "QS"]), h, rule), set("KS TS"));
    assert_eq!(legal_cards(set("KS TS 7S"), &trick(&["9S", "AS"]), h, rule), set("KS TS 7S"));
    assert_eq!(legal_cards(set("KS 7S 8H"), &trick(&["9S", "7H"]), h, rule), set("KS 7S"));
    // R3: void, must overtrump if possible, else any trump (alternative: any card).
    assert_eq!(legal_cards(set("8H AH 7C"), &trick(&["9S", "TH"]), h, rule), set("AH"));
    assert_eq!(legal_cards(set("8H 7C"), &trick(&["9S", "TH"]), h, rule), set("8H"));
    assert_eq!(legal_cards(set("8H 7C"), &trick(&["9S", "TH"]), h, VoidTrumpRule::OvertrumpOrFree), set("8H 7C"));
    assert_eq!(legal_cards(set("8H AH 7C"), &trick(&["9S", "TH"]), h, VoidTrumpRule::OvertrumpOrFree), set("AH"));
}

/// Bad input is refused with a typed error and changes nothing.
#[test]
fn refusals_are_typed_and_change_nothing() {
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let mut g = FormDeal::deal(&FormOptions::throat_cut(), 0, &mut rng);
    let before = format!("{g:?}");
    assert_eq!(g.apply(FormAction::Bid { points: 65 }).unwrap_err().code, ErrorCode::BidTooLow);
    assert_eq!(g.apply(FormAction::Bid { points: 131 }).unwrap_err().code, ErrorCode::BidTooHigh);
    assert_eq!(g.apply(FormAction::NameTrump { suit: Suit::Clubs }).unwrap_err().code, ErrorCode::NotLegalNow);
    assert_eq!(g.apply(FormAction::Play { card: c("AS") }).unwrap_err().code, ErrorCode::NotLegalNow);
    assert_eq!(format!("{g:?}"), before);
    g.apply(FormAction::Bid { points: 80 }).unwrap();
    let e = g.apply(FormAction::Bid { points: 80 }).unwrap_err();
    assert_eq!((e.code, e.msg.key), (ErrorCode::BidTooLow, "sixty_six_forms.bid_too_low"));
    assert_eq!(e.message(), "Bid at least 81: a bid must top every earlier bid.");
    g.apply(FormAction::Pass).unwrap();
    g.apply(FormAction::Pass).unwrap();
    assert_eq!(g.to_move(), Some(1), "the high bidder names trump");
    g.apply(FormAction::NameTrump { suit: Suit::Spades }).unwrap();
    assert_eq!(g.to_move(), Some(1), "the high bidder leads (R9)");
    let not_mine = (rank::pack(24) - g.hand(1)).first().unwrap();
    assert_eq!(g.apply(FormAction::Play { card: not_mine }).unwrap_err().code, ErrorCode::NotInHand);
    // Every void deal passes: nobody scores (R9).
    let mut g = FormDeal::deal(&FormOptions::team(), 2, &mut rng);
    for _ in 0..4 {
        g.apply(FormAction::Pass).unwrap();
    }
    let hr = g.hand_result().unwrap();
    assert!(hr.void && hr.points == [0, 0]);
    assert_eq!(g.result().unwrap().reason, Reason::AllPassed);
}

/// A strict-play refusal names the rule.
#[test]
fn strict_refusals_name_the_rule() {
    for seed in 0..200u64 {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut g = FormDeal::deal(&FormOptions::four(), 0, &mut rng);
        let mut legal = Vec::new();
        g.legal_actions(&mut legal);
        g.apply(legal[0]).unwrap();
        let s = g.to_move().unwrap();
        let ok = g.legal_cards();
        if let Some(bad) = (g.hand(s) - ok).first() {
            let e = g.apply(FormAction::Play { card: bad }).unwrap_err();
            assert!([ErrorCode::MustFollowSuit, ErrorCode::MustBeat, ErrorCode::MustTrump].contains(&e.code), "{e:?}");
            assert!(!e.message().starts_with("sixty_six_forms."));
            return;
        }
    }
    panic!("no strict refusal in 200 deals");
}

/// Worlds sampled from a seat's observation look the same from that seat, keep the pack,
/// the shown trump card with the dealer and every inference of strict play; the hidden
/// cards do vary.
#[test]
fn sampled_worlds_agree_with_the_observation() {
    for o in [FormOptions::four(), FormOptions::throat_cut(), FormOptions::team()] {
        let mut rng = ChaCha8Rng::seed_from_u64(11);
        let mut g = FormDeal::deal(&o, 1, &mut rng);
        let mut legal = Vec::new();
        let mut differing = 0;
        let mut step = 0;
        while let Some(s) = g.to_move() {
            let obs = g.observation(s);
            for _ in 0..4 {
                let w = FormDeal::sample_world(&obs, &mut rng);
                assert_eq!(w.observation(s), obs);
                assert!(w.conserved());
                let mut wl = Vec::new();
                w.legal_actions(&mut wl);
                g.legal_actions(&mut legal);
                assert_eq!(wl, legal);
                for t in 0..o.players as usize {
                    assert!((w.hand(t) & g.public().excluded[t]).is_empty());
                    differing += usize::from(w.hand(t) != g.hand(t));
                }
                if let Some(tc) = g.public().trump_card {
                    assert!(w.public().played().contains(tc) || w.hand(g.public().dealer).contains(tc));
                }
            }
            g.legal_actions(&mut legal);
            g.apply(legal[step * 7 % legal.len()]).unwrap();
            step += 1;
        }
        assert!(differing > 0, "{:?}: every sampled world was the real one", o.form);
    }
    // sixty-six-3: a player's worlds; the dealer holds nothing in any.
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let g = ThreeHand::deal(&ThreeHandOptions::default(), 2, &mut rng);
    let s = g.to_move().unwrap();
    assert_eq!(s, 0, "the dealer's left leads");
    let obs = g.observation(s);
    let w = ThreeHand::sample_world(&obs, &mut rng);
    assert_eq!(w.observation(s), obs);
    assert!(w.hand(2).is_empty());
    assert!(g.observation(2).inner.hand.is_empty(), "the dealer sees no hand");
}

/// Whole games at the table for every form: bots at every seat but one, save and reload
/// mid-hand, the deal code of the form's name, the winner at the target.
#[test]
fn whole_games_at_the_table() {
    for (game, seats) in [("sixty-six-4", 4), ("sixty-six-throat-cut", 3), ("sixty-six-team", 4), ("sixty-six-3", 3)] {
        let mut sitters = vec!["club".to_string(); seats];
        sitters[0] = "random".into();
        let mut t = open_table(game, Value::Null, 9, sitters.clone()).unwrap();
        assert!(t.deal_code().starts_with(&format!("{game}-")), "{}", t.deal_code());
        let mut hands = 0;
        loop {
            while t.to_move_is_bot() {
                t.bot_move().unwrap();
                if hands == 1 {
                    let saved = t.save();
                    let again = load_table(&saved).unwrap();
                    assert_eq!(again.save(), saved);
                    assert_eq!(again.view(1), t.view(1));
                }
            }
            let v = t.view(0);
            if v["winner"].is_number() {
                let w = v["winner"].as_u64().unwrap() as usize;
                let scores: Vec<i64> = serde_json::from_value(v["scores"].clone()).unwrap();
                let target = v["target"].as_i64().unwrap();
                assert!(scores[w] >= target && scores.iter().enumerate().all(|(i, &x)| i == w || x < scores[w]), "{game}: {scores:?}");
                break;
            }
            hands += 1;
            assert!(hands < 200, "{game}: no end");
            t.next_hand().unwrap();
        }
    }
    let e = open_table("sixty-six-4", json!({"players": 3}), 1, vec!["human".into(); 4]).err().unwrap();
    assert_eq!(e.code, ErrorCode::BadOptions);
    let e = open_table("sixty-six-team", Value::Null, 1, vec!["human".into(); 3]).err().unwrap();
    assert_eq!(e.code, ErrorCode::BadSeats);
}

/// A deal code of one form names that form's deal and no other.
#[test]
fn deal_codes_name_the_form() {
    let s = Session::<FormDeal>::new(FormOptions::team(), 77);
    let code = s.deal_code();
    assert!(code.starts_with("sixty-six-team-"));
    let t = Session::<FormDeal>::from_deal_code(FormOptions::team(), &code).unwrap();
    assert_eq!(t.game.hand(0), s.game.hand(0));
    assert!(Session::<FormDeal>::from_deal_code(FormOptions::four(), &code).is_err());
    let s3 = Session::<ThreeHand>::new(ThreeHandOptions::default(), 77);
    assert!(s3.deal_code().starts_with("sixty-six-3-"));
    let saved = s.save();
    assert!(Session::<FormDeal>::load(&saved).is_ok());
    let v: Value = serde_json::from_str(&saved).unwrap();
    assert_eq!(v["game"], json!("sixty-six-team"));
}

/// R13: the 3-player forms end only when one player alone leads at the target.
#[test]
fn three_player_ties_at_the_target_play_on() {
    let o = FormOptions::throat_cut();
    let r = Session::<FormDeal>::new(o.clone(), 1).game.clone();
    let _ = r;
    let hr =
        cardtable::game::HandResult { points: vec![0, 2, 2], void: false, bidding_side: Some(0), summary: cardtable::words::Msg::new("x") };
    assert_eq!(o.match_winner(&[3, 15, 15], &hr), None);
    assert_eq!(o.match_winner(&[3, 16, 15], &hr), Some(1));
    assert_eq!(ThreeHandOptions::default().match_winner(&[7, 7, 4], &hr), None);
    assert_eq!(ThreeHandOptions::default().match_winner(&[8, 7, 4], &hr), Some(0));
}

/// The club bot bids a strong throat-cut hand, passes a weak one and names its best suit.
#[test]
fn club_bidding_follows_hand_strength() {
    use cardtable::bots::sixty_six_forms::{best_trump, estimate};
    let strong = set("AH TH KH QH JH AS TS");
    let weak = set("9C JC 9D JD 9S JS QD");
    assert!(estimate(strong, Suit::Hearts, 3, 24) > 80, "{}", estimate(strong, Suit::Hearts, 3, 24));
    assert!(estimate(weak, Suit::Clubs, 3, 24) < 50);
    assert_eq!(best_trump(strong, 3, 24).0, Suit::Hearts);
    let mut bot = make_bot::<FormDeal>(BotKind::Club);
    let o = FormOptions::throat_cut();
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let g = FormDeal::deal(&o, 0, &mut rng);
    let mut obs = g.observation(1);
    let mut legal = Vec::new();
    g.legal_actions(&mut legal);
    obs.hand = strong;
    assert_eq!(bot.choose(&obs, &legal, &MatchContext::default(), &mut rng), FormAction::Bid { points: 66 });
    obs.hand = weak;
    assert_eq!(bot.choose(&obs, &legal, &MatchContext::default(), &mut rng), FormAction::Pass);
}

/// The page's views are in table seats: the trick forms name the table's size, the cards
/// each seat holds and a finished deal as `hand_over`; `sixty-six-3` maps the two-hand deal
/// onto the three seats, and the dealer who sits out sees no hand and may do nothing.
#[test]
fn page_views_are_in_table_seats() {
    let mut t = open_table("sixty-six-throat-cut", Value::Null, 5, vec!["human".into(), "club".into(), "club".into()]).unwrap();
    let v = t.view(0);
    assert_eq!(v["players"], json!(3));
    assert_eq!(v["hand_counts"], json!([7, 7, 7]));
    assert_eq!(v["widow_size"], json!(3));
    assert!(v["widow"].is_null(), "the widow is face down until trick 1 is won");
    while t.view(0)["phase"] != json!("hand_over") {
        if t.to_move_is_bot() {
            t.bot_move().unwrap();
        } else {
            let a = t.view(0)["legal"][0].clone();
            t.play(&a).unwrap();
        }
    }
    assert!(t.view(0)["result"].is_object());
    for dealer_seat in 0..3u32 {
        // Seeds until the human (seat 0) deals once and plays once.
        let mut t = open_table("sixty-six-3", Value::Null, dealer_seat, vec!["human".into(), "club".into(), "club".into()]).unwrap();
        let v = t.view(0);
        let dealer = v["dealer"].as_u64().unwrap() as usize;
        assert_eq!(v["players"], json!(3));
        assert_eq!(v["active"][dealer], json!(false));
        assert_eq!(v["hand_counts"][dealer], json!(0));
        let held = v["hand"].as_array().unwrap().len();
        if dealer == 0 {
            assert_eq!(held, 0, "the dealer holds no cards");
            assert!(v["legal"].as_array().unwrap().is_empty());
        } else {
            assert_eq!(held, 6);
        }
        // Every event's seat is a table seat of a player, never the dealer's.
        for _ in 0..4 {
            let ev = if t.to_move_is_bot() { t.bot_move().unwrap() } else { t.play(&t.view(0)["legal"][0].clone()).unwrap() };
            for e in ev {
                assert!(e["type"].is_string(), "{e}");
                if let Some(s) = e["seat"].as_u64() {
                    assert_ne!(s as usize, dealer, "{e}");
                }
            }
        }
        for p in t.view(0)["trick"].as_array().unwrap() {
            assert_ne!(p["seat"].as_u64().unwrap() as usize, dealer);
        }
    }
}

/// The throat-cut search weighs a few steps of the bidding ladder (pass, the lowest bid and
/// jumps of 5 to 30), not all 65 bids; the partnership forms' auction is left whole.
#[test]
fn the_search_bids_on_a_few_steps_of_the_ladder() {
    use cardtable::bots::SearchHooks;
    let mut rng = ChaCha8Rng::seed_from_u64(4);
    let g = FormDeal::deal(&FormOptions::throat_cut(), 0, &mut rng);
    let mut legal = Vec::new();
    g.legal_actions(&mut legal);
    assert_eq!(legal.len(), 66);
    g.search_actions(&mut legal);
    let bids = |pts: &[u8]| pts.iter().map(|&points| FormAction::Bid { points }).collect::<Vec<_>>();
    let mut want = bids(&[66, 71, 76, 81, 86, 96]);
    want.push(FormAction::Pass);
    assert_eq!(legal, want);
    // After a bid of 120 only 121, 126 and the pass are left.
    let mut h = g.clone();
    h.apply(FormAction::Bid { points: 120 }).unwrap();
    h.legal_actions(&mut legal);
    h.search_actions(&mut legal);
    let mut want = bids(&[121, 126]);
    want.push(FormAction::Pass);
    assert_eq!(legal, want);
    let t = FormDeal::deal(&FormOptions::team(), 0, &mut rng);
    t.legal_actions(&mut legal);
    let n = legal.len();
    t.search_actions(&mut legal);
    assert_eq!(legal.len(), n);
}

/// Throat cut's search reward is each seat's game points less the mean of the other two's:
/// a set bidder's 2 to each opponent is worth +1 to each defender (not level, as against the
/// best other seat), a made contract -1/2 to each defender.
#[test]
fn throat_cut_rewards_weigh_both_rivals() {
    use cardtable::bots::SearchHooks;
    let mut seen = [false; 2];
    for seed in 0..200 {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut g = FormDeal::deal(&FormOptions::throat_cut(), (seed % 3) as usize, &mut rng);
        let mut legal = Vec::new();
        while g.to_move().is_some() {
            g.legal_actions(&mut legal);
            let a = g.rollout_action(&legal, &mut rng);
            g.apply(a).unwrap();
        }
        let r = g.result().unwrap().clone();
        let Some(b) = r.bidder else { continue };
        let d = (b + 1) % 3;
        match r.reason {
            Reason::Set => {
                assert_eq!((g.reward(b), g.reward(d)), (0.25, 0.625), "seed {seed}");
                seen[0] = true;
            }
            Reason::Made => {
                let gp = f64::from(r.game_points);
                assert_eq!((g.reward(b), g.reward(d)), (0.5 + gp / 8.0, 0.5 - gp / 16.0), "seed {seed}");
                seen[1] = true;
            }
            _ => {}
        }
    }
    assert_eq!(seen, [true, true]);
}

/// The expert's throat-cut auction follows from its search: a hand of six hearts with the
/// ace and ten of spades bids, a hand of nines and jacks passes.
#[test]
fn the_expert_bids_a_strong_throat_cut_hand_and_passes_a_weak_one() {
    let o = FormOptions::throat_cut();
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let hands = [set("AH TH KH QH JH AS TS"), set("9C JC 9D JD 9S JS QD")];
    let mut bids = Vec::new();
    for hand in hands {
        // Seat 1, the dealer's left, bids first and is dealt the first packet of seven.
        let mut pack: Vec<Card> = hand.iter().collect();
        pack.extend((cardtable::sixty_six_forms::rank::pack(24) - hand).iter());
        let g = FormDeal::from_pack(&o, 0, &pack).unwrap();
        assert_eq!(g.hand(1), hand);
        let mut legal = Vec::new();
        g.legal_actions(&mut legal);
        let mut bot = make_bot::<FormDeal>(BotKind::Expert);
        bids.push(bot.choose(&g.observation(1), &legal, &MatchContext::default(), &mut rng));
    }
    assert!(matches!(bids[0], FormAction::Bid { .. }), "{:?}", bids[0]);
    assert_eq!(bids[1], FormAction::Pass);
}
