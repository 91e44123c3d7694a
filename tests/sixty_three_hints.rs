//! Sixty-three hints: the one-line reason for each phase's choice on set positions (bid,
//! pass, trump, rob, passing trumps, discards, leads and follows), and that the expert's
//! hint through the table is a legal action with a real sentence.

use cardtable::bots::sixty_three::explain;
use cardtable::bots::HasBots;
use cardtable::cards::{Card, CardSet, Suit};
use cardtable::game::Game;
use cardtable::sixty_three::*;
use cardtable::table::open_table;
use serde_json::{json, Value};

fn cs(s: &str) -> CardSet {
    CardSet::parse_list(s).unwrap()
}

fn legal(g: &SixtyThree) -> Vec<SixtyThreeAction> {
    let mut l = Vec::new();
    g.legal_actions(&mut l);
    l
}

fn why(g: &SixtyThree, a: SixtyThreeAction) -> String {
    let l = legal(g);
    assert!(l.contains(&a), "{a:?} not legal in {l:?}");
    explain(&g.observation(g.to_move().unwrap()), a, &l).english()
}

fn at(trump: Suit, leader: usize, hands: [&str; 4]) -> SixtyThree {
    SixtyThree::from_setup(SixtyThreeSetup::at_trick(&SixtyThreeOptions::default(), trump, leader, leader, hands.map(cs), false)).unwrap()
}

fn play(g: &mut SixtyThree, c: &str) {
    g.apply(SixtyThreeAction::Play { card: c.parse().unwrap() }).unwrap();
}

fn p(c: &str) -> SixtyThreeAction {
    SixtyThreeAction::Play { card: c.parse().unwrap() }
}

/// A deal with `north` for N (dealer W, so N speaks first) and the rest in pack order.
fn deal(north: CardSet) -> SixtyThree {
    let rest: Vec<Card> = (SixtyThree::pack() - north).iter().collect();
    let hand = |r: std::ops::Range<usize>| rest[r].iter().copied().collect::<CardSet>();
    SixtyThree::from_setup(SixtyThreeSetup::deal(
        &SixtyThreeOptions::default(),
        3,
        [north, hand(0..9), hand(9..18), hand(18..27)],
        rest[27..].to_vec(),
    ))
    .unwrap()
}

#[test]
fn auction_reasons_name_the_holding() {
    let g = deal(cs("AH KH QH 9H 5H 5D XJ 2C 3S"));
    let r = why(&g, SixtyThreeAction::Bid { value: 45 });
    assert_eq!(
        r,
        "Bid 45: seven trumps in hearts with A♥, K♥, the joker, both pedros and 9♥ should take about that much with your partner's help."
    );
    let weak = deal(cs("2H 3C 4D 6S 7C 8D 9S TC JD"));
    let r = why(&weak, SixtyThreeAction::Pass);
    assert!(r.starts_with("Pass: your best suit is only "), "{r}");
    assert!(r.ends_with("not enough for a bid of 40."), "{r}");
    // After the partner's bid, a pass says so.
    let mut g = deal(cs("2H 3C 4D 6S 7C 8D 9S TC JD"));
    g.apply(SixtyThreeAction::Pass).unwrap(); // N
    g.apply(SixtyThreeAction::Pass).unwrap(); // E
                                              // S (N's partner) is next; give S a bid, then W passes and the auction is over, so
                                              // check E's view instead on a fresh deal where N bids first.
    let _ = g;
    let mut g = deal(cs("AH KH QH 9H 5H 5D XJ 2C 3S"));
    g.apply(SixtyThreeAction::Bid { value: 40 }).unwrap(); // N
    g.apply(SixtyThreeAction::Pass).unwrap(); // E
    let r = why(&g, SixtyThreeAction::Pass); // S, N's partner
    assert!(r.starts_with("Pass: your partner holds the bid"), "{r}");
}

#[test]
fn trump_reason_names_the_suit_and_its_counters() {
    let mut g = deal(cs("AH KH QH 9H 5H 5D XJ 2C 3S"));
    g.apply(SixtyThreeAction::Bid { value: 40 }).unwrap();
    for _ in 0..3 {
        g.apply(SixtyThreeAction::Pass).unwrap();
    }
    let r = why(&g, SixtyThreeAction::Trump { suit: Suit::Hearts });
    assert_eq!(r, "Name hearts: your strongest suit, seven trumps in hearts with A♥, K♥, the joker, both pedros and 9♥.");
}

#[test]
fn leads_explain_the_boss_trump_dirt_and_low_trumps() {
    // N holds the A♣ with the K♣ still out: the high trump pulls the opponents' trumps.
    let g = at(Suit::Clubs, 0, ["AC 4C 4H", "KC 7H", "QC 8H", "5C 9H"]);
    assert_eq!(why(&g, p("AC")), "Trump is still out: lead the high trump A♣ to pull it and bring the opponents' counters down.");
    assert_eq!(why(&g, p("4H")), "Lead 4♥: dirt gives nothing away and leaves your trumps to guard your counters.");
    assert_eq!(why(&g, p("4C")), "Lead the low trump 4♣: it costs nothing and draws out the opponents' trumps.");
    // The K♣ led when the A♣ is gone: its 25 points are safe.
    let mut setup =
        SixtyThreeSetup::at_trick(&SixtyThreeOptions::default(), Suit::Clubs, 0, 0, ["KC 4C 4H", "3C 7H", "QC 8H", "5C 9H"].map(cs), false);
    if let Position::Trick(t) = &mut setup.position {
        t.played[1] = cs("AC");
    }
    let g2 = SixtyThree::from_setup(setup).unwrap();
    assert_eq!(why(&g2, p("KC")), "Lead K♣: nothing left can beat it, so its 25 points are safe, and it pulls the opponents' trumps.");
    // Counters that are not the boss: a one-point trump, and the joker with the partner in.
    let g = at(Suit::Spades, 0, ["JS XJ", "AS 7H", "QS 8H", "KS 9H"]);
    assert_eq!(why(&g, p("JS")), "Lead J♠: a trump worth at most a point, to draw out the opponents' trumps.");
    assert_eq!(why(&g, p("XJ")), "Lead the joker: your partner may win it, and held back it could fall to a higher trump later.");
}

#[test]
fn follows_explain_partner_tricks_wins_and_throws() {
    // N leads the A♥ (the boss); E follows; S gives the pedro to the partner's trick.
    let mut g = at(Suit::Hearts, 0, ["AH 3H", "4H 6H", "5H 7H", "8H 9C"]);
    play(&mut g, "AH");
    play(&mut g, "4H");
    assert_eq!(why(&g, p("5H")), "Your partner is winning this trick: give him the pedro 5♥ (5 points).");
    assert_eq!(why(&g, p("7H")), "Your partner is winning this trick: play 7♥ and keep your better cards.");
    // E leads the 9♠; S holds the A♠ (boss): winning takes 9 points.
    let mut g = at(Suit::Spades, 1, ["2C 3C", "9S 4C", "AS 3S", "4S 5C"]);
    play(&mut g, "9S");
    assert_eq!(why(&g, p("AS")), "Win the trick with A♠: nobody after you can beat it, and it takes 10 points.");
    // Issue 17, "Hint reasons that fit the position": S holds the A♠, which wins, so the
    // 3♠ lets the trick go (was "You cannot win this trick: play the low trump 3♠ and save
    // your counters.").
    assert_eq!(why(&g, p("3S")), "Let this trick go: play 3♠ and keep your higher cards for later.");
    // One point is "1 point".
    let mut g = at(Suit::Spades, 3, ["3S 2C", "4S 4C", "TS 7S", "6S 9H"]);
    play(&mut g, "6S");
    play(&mut g, "3S");
    play(&mut g, "4S");
    assert_eq!(why(&g, p("TS")), "Win the trick with 10♠: nobody after you can beat it, and it takes 1 point.");
    // W leads the A♦; N cannot win and throws the lowest trump, not a counter.
    let mut g = at(Suit::Diamonds, 3, ["9D 5H 6D", "2C 7D", "3C 8D", "AD 4C"]);
    play(&mut g, "AD");
    assert_eq!(why(&g, p("6D")), "You cannot win this trick: play the low trump 6♦ and save your counters.");
    // Issue 17: the 6♦ gives nothing away, so the 9♦ is not "the card that costs the least"
    // (was "Play 9♦: every card you may play here gives something away, and this costs the
    // least.").
    assert_eq!(why(&g, p("9D")), "You cannot win this trick: play 9♦.");
    // A dirt lead: a dirt card is thrown, the 2 of trump scores for its player.
    let mut g = at(Suit::Diamonds, 3, ["2D 5S 6D", "2C 7D", "3C 8D", "AS 4C"]);
    play(&mut g, "AS");
    // Issue 17: N could win with the 6♦ (below), so this is no lost trick (was "You cannot
    // win this trick: throw the dirt 5♠ and keep your trumps.").
    assert_eq!(why(&g, p("5S")), "Let this trick go: throw the dirt 5♠ and keep your trumps for later.");
    assert!(why(&g, p("6D")).starts_with("Play 6♦: it wins the trick unless"), "{}", why(&g, p("6D")));
}

#[test]
fn exchange_reasons() {
    // Play a deal to the exchange with the club choices and check each reason is specific.
    let mut seen = std::collections::BTreeSet::new();
    let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(5);
    let mut bot = SixtyThree::heuristic();
    for dealer in 0..200 {
        let mut g = SixtyThree::deal(&SixtyThreeOptions::default(), dealer % 4, &mut rng);
        while let Some(s) = g.to_move() {
            let l = legal(&g);
            let ctx = cardtable::bots::MatchContext { scores: vec![0, 0], side: s % 2, target: 250 };
            let a = bot.choose(&g.observation(s), &l, &ctx, &mut rng);
            let r = explain(&g.observation(s), a, &l).english();
            assert!(r.len() > 12 && r.ends_with('.'), "{r}");
            assert!(!r.contains("search rates"), "generic sentence: {r}");
            if l.len() > 1 {
                let key = match a {
                    SixtyThreeAction::Keep { .. } => Some("keep"),
                    SixtyThreeAction::Give { .. } => Some("give"),
                    SixtyThreeAction::Discard { .. } => Some("discard"),
                    _ => None,
                };
                if let Some(k) = key {
                    seen.insert(k);
                    let shown = match a {
                        SixtyThreeAction::Keep { cards } | SixtyThreeAction::Give { cards } | SixtyThreeAction::Discard { cards } => cards,
                        _ => CardSet::EMPTY,
                    };
                    // The reason names the cards chosen.
                    for c in shown.iter() {
                        assert!(r.contains(&c.pretty()), "{r} lacks {}", c.pretty());
                    }
                }
            }
            g.apply(a).unwrap();
        }
    }
    assert!(seen.contains("keep") && seen.contains("give"), "{seen:?}");
}

#[test]
fn table_hint_is_the_experts_legal_choice_with_a_reason() {
    let seats = vec!["human".to_string(), "club".to_string(), "club".to_string(), "club".to_string()];
    let mut t = open_table("sixty_three", Value::Null, 7, seats).unwrap();
    let mut hints = 0;
    for _ in 0..400 {
        while t.to_move_is_bot() {
            t.bot_move().unwrap();
        }
        let v = t.view(0);
        if v["to_move"] != json!(0) {
            if v["phase"] == json!("game_over") {
                break;
            }
            t.next_hand().unwrap();
            continue;
        }
        let h = t.hint(0).unwrap();
        let legal = v["legal"].as_array().unwrap();
        let reason = h["reason"].as_str().unwrap();
        assert!(reason.len() > 12 && !reason.contains("search rates"), "{reason}");
        // A searched choice (the play) carries the search's estimate; others carry null.
        if legal.len() > 1 && v["phase"] == json!("play") {
            assert!(h["win"].as_f64().is_some_and(|w| (0.0..=1.0).contains(&w)), "{h}");
        }
        // The engine accepts it: a legal action.
        t.play(&h["action"]).unwrap_or_else(|e| panic!("{h}: {e:?}"));
        hints += 1;
        if hints >= 30 {
            break;
        }
    }
    assert!(hints >= 30, "{hints} hints");
}

/// Issue 17, "Hint reasons that fit the position": the premise of every lead and follow
/// reason is true of the observation, for every legal card of many seeded hands (half
/// following the club bot, half at random): "you cannot win this trick" only when no legal
/// card wins it, "your partner is winning" only when the partner's card is winning, "nothing
/// left can beat it" only for a boss trump, "keep your trumps" only when holding some,
/// "costs the least" only for a card no cheaper legal card undercuts.
#[test]
fn every_play_reason_is_true_of_its_position() {
    use cardtable::bots::MatchContext;
    use cardtable::sixty_three::rank::{card_points, trick_power, trump_power, trumps};
    use rand::{Rng, SeedableRng};
    let o = SixtyThreeOptions::default();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(17);
    let mut bot = SixtyThree::heuristic();
    let mut keys = std::collections::BTreeMap::new();
    for deal_no in 0..160usize {
        let mut g = SixtyThree::deal(&o, deal_no % 4, &mut rng);
        while let Some(s) = g.to_move() {
            let l = legal(&g);
            let obs = g.observation(s);
            let p = &obs.public;
            if let (Some(trump), Phase::Play) = (p.trump, p.phase) {
                let cards: Vec<Card> =
                    l.iter().filter_map(|a| if let SixtyThreeAction::Play { card } = a { Some(*card) } else { None }).collect();
                let pts = |c: Card| card_points(c, trump, &o) as i32;
                let my_trumps = trumps(obs.hand, trump);
                // Trumps that may be in an opponent's hand, as the observer knows.
                let mut seen = obs.hand | p.face_up[partner(s)];
                for x in 0..4 {
                    seen |= p.played[x] | p.set_aside[x] | p.shown_discards[x];
                }
                for pc in &p.trick {
                    seen.insert(pc.card);
                }
                let unseen = trumps(SixtyThree::pack(), trump) - seen;
                for &c in &cards {
                    if l.len() < 2 {
                        break;
                    }
                    let m = explain(&obs, SixtyThreeAction::Play { card: c }, &l);
                    let k = m.key.trim_start_matches("sixty_three.hint.");
                    let ctx = || format!("{k} for {c:?}: hand {:?} trick {:?} trump {trump:?}", obs.hand, p.trick);
                    *keys.entry(k.to_string()).or_insert(0) += 1;
                    if k.starts_with("lead_boss") || k == "lead_pull" {
                        let pw = |x: Card| trump_power(x, trump, o.joker_rank);
                        assert!(unseen.iter().all(|u| pw(u) < pw(c)), "boss: {}", ctx());
                    }
                    if k == "lead_pull" || k == "lead_boss" {
                        assert!(!unseen.is_empty(), "{}", ctx());
                    }
                    if k == "lead_dirt" || k == "lost_dirt" || k == "duck_dirt" {
                        assert!(!my_trumps.is_empty(), "keeps trumps: {}", ctx());
                    }
                    if k.ends_with("_bare") && k.contains("dirt") {
                        assert!(my_trumps.is_empty(), "{}", ctx());
                    }
                    if k == "partner_keep" {
                        // No cheaper card stays: dirt below dirt, any dirt or a lower blank trump below a trump.
                        let pw = |x: Card| trump_power(x, trump, o.joker_rank);
                        let cheaper = |x: Card| match (my_trumps.contains(c), my_trumps.contains(x)) {
                            (false, false) => x.rank() < c.rank(),
                            (true, false) => true,
                            (true, true) => pts(x) == 0 && pw(x) < pw(c),
                            (false, true) => false,
                        };
                        assert!(!cards.iter().any(|&x| x != c && cheaper(x)), "keeps better cards: {}", ctx());
                    }
                    if k == "lead_cheapest" || k == "cheapest" {
                        assert!(cards.iter().all(|&x| pts(x) >= pts(c) || x == Card::new(trump, 2)), "cheapest: {}", ctx());
                    }
                    if !p.trick.is_empty() {
                        let led = p.trick[0].card;
                        let pw = |x: Card| trick_power(x, led, trump, o.joker_rank);
                        let win = p.trick.iter().max_by_key(|pc| pw(pc.card)).unwrap();
                        if k.starts_with("lost_") || k == "cheapest" {
                            assert!(cards.iter().all(|&x| pw(x) <= pw(win.card)), "cannot win: {}", ctx());
                        }
                        if k.starts_with("duck") {
                            assert!(cards.iter().any(|&x| pw(x) > pw(win.card)) && pw(c) <= pw(win.card), "{}", ctx());
                        }
                        if k.starts_with("partner_") || k == "give_partner" {
                            assert!(win.seat == partner(s) && pw(c) <= pw(win.card), "partner winning: {}", ctx());
                        }
                        if k.starts_with("win_") || k == "take_points" {
                            assert!(pw(c) > pw(win.card), "{}", ctx());
                        }
                    }
                }
            }
            let a = if deal_no % 2 == 0 {
                let ctx = MatchContext { scores: vec![0, 0], side: s % 2, target: 250 };
                bot.choose(&obs, &l, &ctx, &mut rng)
            } else {
                l[rng.random_range(0..l.len())]
            };
            g.apply(a).unwrap();
        }
    }
    for k in ["lead_boss", "lead_dirt", "partner_keep", "win_sure", "duck", "lost_low", "lost_dirt"] {
        assert!(keys.get(k).copied().unwrap_or(0) > 5, "{k}: {keys:?}");
    }
}
