//! Every worked example of docs/rules/sixty-six.md §16 (66-1 … 66-16) as a named test, and the options
//! of §14 exercised on real deals.

use cardtable::cards::{Card, CardSet, Suit};
use cardtable::game::{Game, HandResult, MatchRules};
use cardtable::session::Session;
use cardtable::sixty_six::rank::{follower_wins, legal_follows, points, set_points};
use cardtable::sixty_six::score::{decide, partnership_game_points, EndFacts};
use cardtable::sixty_six::*;

fn cs(s: &str) -> CardSet {
    CardSet::parse_list(s).unwrap()
}
fn c(s: &str) -> Card {
    s.parse().unwrap()
}
fn play(card: &str) -> SixtySixAction {
    SixtySixAction::Play { card: c(card) }
}

/// Seat 0 deals, so seat 1 (E) leads. `e` and `d` are the hands, `stock` the face-down
/// stock in drawing order; the rest is checked to make up the pack.
fn deal(o: &SixtySixOptions, e: &str, d: &str, trump_card: &str, stock: &str) -> SixtySix {
    let stock: Vec<Card> = stock.split_whitespace().map(c).collect();
    SixtySix::from_cards(o, D, [cs(d), cs(e)], c(trump_card), &stock).unwrap()
}
const D: usize = 0;
const E: usize = 1;

/// A 24-card deal with ♥ trump (face-up 9H... replaced by `up`) built from two hands: the
/// remaining cards form the stock in card order.
fn deal_rest(o: &SixtySixOptions, e: &str, d: &str, up: &str) -> SixtySix {
    let rest = SixtySix::pack(o) - cs(e) - cs(d) - CardSet::single(c(up));
    let stock: Vec<Card> = rest.iter().collect();
    SixtySix::from_cards(o, D, [cs(d), cs(e)], c(up), &stock).unwrap()
}

fn legal(g: &SixtySix) -> Vec<SixtySixAction> {
    let mut v = Vec::new();
    g.legal_actions(&mut v);
    v
}

fn plays(g: &SixtySix) -> CardSet {
    legal(g).iter().filter_map(|a| if let SixtySixAction::Play { card } = a { Some(*card) } else { None }).collect()
}

fn go(g: &mut SixtySix, a: SixtySixAction) -> Vec<SixtySixEvent> {
    g.apply(a).unwrap_or_else(|e| panic!("{a:?}: {e}"))
}

fn result(g: &SixtySix) -> &SixtySixResult {
    g.result().expect("deal over")
}

// 66-1 — the point total: 120 card points, 130 with the last trick.
#[test]
#[allow(clippy::identity_op)] // the 0 is the nine's card points (§1.3)
fn s66_1_the_point_total() {
    let o = SixtySixOptions::default();
    assert_eq!(SixtySix::pack(&o).len(), 24);
    assert_eq!(set_points(SixtySix::pack(&o)), 120);
    assert_eq!(4 * (11 + 10 + 4 + 3 + 2 + 0), 120);
    assert_eq!(set_points(SixtySix::pack(&o)) + o.last_trick_bonus as u16, 130);
}

// 66-2 — a trump wins, phase 1: ♥ trump, E leads A♠, D plays 9♥ → D wins, scores 11.
#[test]
fn s66_2_a_trump_wins_phase_1() {
    let o = SixtySixOptions::default();
    let mut g = deal_rest(&o, "AS KC QC JC TD 9D", "9H QS KD AD JH TC", "KH");
    go(&mut g, play("AS"));
    assert_eq!(plays(&g), cs("9H QS KD AD JH TC"), "phase 1: any card");
    go(&mut g, play("9H"));
    let t = g.public().last_trick().unwrap();
    assert_eq!(t.winner, D);
    assert_eq!(g.public().card_points, [11, 0]);
}

// 66-3 — no duty to follow, phase 1: E leads Q♦, D plays A♠ → E wins 14.
#[test]
fn s66_3_no_duty_to_follow_phase_1() {
    let o = SixtySixOptions::default();
    let mut g = deal_rest(&o, "QD KC QC JC TD 9D", "AS QS KD AD JH TC", "KH");
    go(&mut g, play("QD"));
    assert!(plays(&g).contains(c("AS")), "A♠ may be played although D holds diamonds");
    go(&mut g, play("AS"));
    assert_eq!(g.public().last_trick().unwrap().winner, E);
    assert_eq!(g.public().card_points[E], 14);
}

// 66-4 — the ten beats the king: E leads 10♣, D plays K♣ → E wins 14.
#[test]
fn s66_4_the_ten_beats_the_king() {
    assert!(!follower_wins(c("TC"), c("KC"), Suit::Hearts));
    let o = SixtySixOptions::default();
    let mut g = deal_rest(&o, "TC QD QC JC TD 9D", "KC QS KD AD JH AS", "KH");
    go(&mut g, play("TC"));
    go(&mut g, play("KC"));
    assert_eq!(g.public().last_trick().unwrap().winner, E);
    assert_eq!(g.public().card_points[E], 14);
}

// 66-5 — strict play, phase 2: ♥ trump; E leads K♠.
#[test]
fn s66_5_strict_play_phase_2() {
    let t = Suit::Hearts;
    let s = FollowRule::Strict;
    assert_eq!(legal_follows(cs("AS 9S TH JD"), c("KS"), t, true, s), cs("AS"), "follow and beat");
    assert_eq!(legal_follows(cs("9S TH JD"), c("KS"), t, true, s), cs("9S"), "follow, cannot beat");
    assert_eq!(legal_follows(cs("TH JD"), c("KS"), t, true, s), cs("TH"), "void: must trump");
    assert_eq!(legal_follows(cs("JD QC"), c("KS"), t, true, s), cs("JD QC"), "anything");
    // Through the engine, after closing (phase 2), with the reasons the page shows.
    let o = SixtySixOptions::default();
    let mut g = deal_rest(&o, "KS QC JC TD 9D AC", "AS 9S TH JD KD AD", "KH");
    go(&mut g, SixtySixAction::Close);
    go(&mut g, play("KS"));
    assert_eq!(plays(&g), cs("AS"));
    let e = g.check(play("9S")).unwrap_err();
    assert_eq!(e.code, "must_beat");
    assert_eq!(e.message(), "You must beat the king of spades with a higher spade.");
    assert_eq!(g.check(play("TH")).unwrap_err().code, "must_follow_suit");
}

// 66-6 — trump led, phase 2: E leads Q♥; D {K♥, J♥, A♠} → {K♥}; D {J♥, A♠} → {J♥}.
#[test]
fn s66_6_trump_led_phase_2() {
    let t = Suit::Hearts;
    let s = FollowRule::Strict;
    assert_eq!(legal_follows(cs("KH JH AS"), c("QH"), t, true, s), cs("KH"));
    assert_eq!(legal_follows(cs("JH AS"), c("QH"), t, true, s), cs("JH"));
    // follow_only drops the duty to beat and to trump.
    assert_eq!(legal_follows(cs("KH JH AS"), c("QH"), t, true, FollowRule::FollowOnly), cs("KH JH"));
    assert_eq!(legal_follows(cs("TH JD"), c("KS"), t, true, FollowRule::FollowOnly), cs("TH JD"));
}

// 66-7 — a pending marriage: ♥ trump; E leads K♣ showing Q♣ (20, pending); D wins with
// A♣ (+15); later E wins a trick holding 13 card points → E's total 33.
#[test]
fn s66_7_a_pending_marriage() {
    let o = SixtySixOptions::default();
    // Stock: E (loser) draws second; D draws first.
    let mut g = deal(&o, "KC QC TD JS 9D 9S", "AC JD TS QD AH KS", "9H", "JH QS 9C JC TC KD QH AD TH KH AS");
    let ev = go(&mut g, SixtySixAction::Marriage { card: c("KC"), suit: Suit::Clubs });
    assert!(ev.iter().any(|e| matches!(e, SixtySixEvent::Marriage { points: 20, counted: false, .. })));
    assert_eq!(g.public().pending[E], 20);
    assert!(g.public().known[E].contains(c("QC")), "the shown queen is known to be in E's hand");
    go(&mut g, play("AC"));
    assert_eq!(g.public().card_points[D], 15);
    assert_eq!(g.public().total(E), 0, "pending marriage does not count yet");
    // D leads Q♦ and E wins it with 10♦: a trick of 13 card points.
    go(&mut g, play("QD"));
    go(&mut g, play("TD"));
    assert_eq!(g.public().last_trick().unwrap().winner, E);
    assert_eq!(g.public().card_points[E], 13);
    assert_eq!(g.public().total(E), 33);
    assert_eq!(g.public().marriages[0].credit, Credit::Trick);
    assert_eq!(g.public().marriages[0].credit_trick, Some(2));
}

// 66-8 — a trump marriage: ♠ trump; the leader shows K♠ and Q♠ → 40, pending until a trick.
#[test]
fn s66_8_a_trump_marriage() {
    let o = SixtySixOptions::default();
    let mut g = deal_rest(&o, "KS QS TD JC 9D 9C", "AC JD TS QD AH KC", "JS");
    assert!(legal(&g).contains(&SixtySixAction::Marriage { card: c("QS"), suit: Suit::Spades }));
    go(&mut g, SixtySixAction::Marriage { card: c("QS"), suit: Suit::Spades });
    assert_eq!(g.public().pending[E], 40);
    assert_eq!(g.public().marriages[0].points, 40);
    go(&mut g, play("AC")); // E's Q♠ trumps A♣: E wins and the 40 counts
    assert_eq!(g.public().last_trick().unwrap().winner, E);
    assert_eq!(g.public().total(E), 11 + 3 + 40);
    assert_eq!(g.public().pending[E], 0);
}

fn facts(decl: Option<(usize, u16)>, totals: [u16; 2], tricks: [u8; 2]) -> EndFacts {
    EndFacts { declaration: decl, closing: None, totals, tricks, last_winner: 0 }
}

// 66-9 — game points after a correct declaration: E declares 68.
#[test]
fn s66_9_game_points_after_a_correct_declaration() {
    let o = SixtySixOptions::default();
    let gp = |d_total: u16, d_tricks: u8| decide(&o, &facts(Some((E, 68)), [d_total, 68], [d_tricks, 4]));
    assert_eq!(gp(40, 2).game_points, 1);
    assert_eq!(gp(25, 2).game_points, 2);
    assert_eq!(gp(0, 0).game_points, 3);
    assert_eq!(gp(10 + 20, 1).game_points, 2, "one trick worth 10 + a counted marriage of 20 = 30");
    assert_eq!(gp(40, 2).winner, Some(E));
    assert_eq!(gp(25, 2).reason, Reason::Declared);
}

// 66-10 — a false claim: E declares with 62; D has tricks → D 2; no trick → D 3.
#[test]
fn s66_10_a_false_claim() {
    let o = SixtySixOptions::default();
    let r = decide(&o, &facts(Some((E, 62)), [30, 62], [2, 4]));
    assert_eq!((r.winner, r.game_points, r.reason), (Some(D), 2, Reason::FalseDeclaration));
    let r = decide(&o, &facts(Some((E, 62)), [0, 62], [0, 4]));
    assert_eq!((r.winner, r.game_points), (Some(D), 3));
}

/// Plays lowest-legal cards until the deal ends, passing at the end.
fn play_out(g: &mut SixtySix) {
    while g.to_move().is_some() {
        let l = legal(g);
        let a = l
            .iter()
            .copied()
            .find(|a| matches!(a, SixtySixAction::Play { .. }))
            .or_else(|| l.iter().copied().find(|a| *a == SixtySixAction::Pass))
            .unwrap();
        go(g, a);
    }
}

// 66-11 — a failed close: E closes at the start of trick 4 with D on 1 trick; E ends under
// 66 → D scores 2; had D no trick when E closed → 3, even if D wins tricks afterwards.
#[test]
fn s66_11_a_failed_close() {
    let o = SixtySixOptions::default();
    let close = |d_tricks: u8, d_tricks_at_end: u8, e_total: u16| {
        let cl = Closing {
            seat: E,
            before_trick: 4,
            before_drawing: false,
            stock_size: 6,
            face_up: c("9H"),
            closer_tricks: 3 - d_tricks,
            closer_total: 30,
            opponent_tricks: d_tricks,
            opponent_card_points: 10,
            opponent_total: 10,
        };
        decide(
            &o,
            &EndFacts {
                declaration: None,
                closing: Some(cl),
                totals: [62, e_total],
                tricks: [d_tricks_at_end, 9 - d_tricks_at_end],
                last_winner: D,
            },
        )
    };
    let r = close(1, 3, 58);
    assert_eq!((r.winner, r.game_points, r.reason), (Some(D), 2, Reason::CloserNoDeclaration));
    let r = close(0, 3, 58);
    assert_eq!((r.winner, r.game_points, r.basis), (Some(D), 3, Basis::ClosingFailedOpponentNoTrickAtClosing));
    // `closing_penalty_snapshot = at_end`: D's tricks after the close count.
    let o2 = SixtySixOptions { closing_penalty_snapshot: PenaltySnapshot::AtEnd, ..o.clone() };
    let cl = g_close_snapshot();
    let r = decide(&o2, &EndFacts { declaration: None, closing: Some(cl), totals: [40, 58], tricks: [3, 6], last_winner: D });
    assert_eq!(r.game_points, 2);
    // Through the engine: E closes on the first lead (D has no trick) and never declares.
    let mut g = deal_rest(&o, "9C JC 9D JD 9S JS", "AC TC AD TD AS TS", "KH");
    go(&mut g, SixtySixAction::Close);
    assert_eq!(g.public().phase(), 2);
    play_out(&mut g);
    let r = result(&g);
    assert_eq!((r.winner, r.game_points, r.reason), (Some(D), 3, Reason::CloserNoDeclaration));
    assert_eq!(r.last_trick_bonus, [0, 0], "no last-trick bonus after a close (§7.3)");
}

fn g_close_snapshot() -> Closing {
    Closing {
        seat: E,
        before_trick: 1,
        before_drawing: false,
        stock_size: 12,
        face_up: c("9H"),
        closer_tricks: 0,
        closer_total: 0,
        opponent_tricks: 0,
        opponent_card_points: 0,
        opponent_total: 0,
    }
}

// 66-12 — the last trick: stock run out normally, D wins trick 12 → D +10; closed → none.
#[test]
fn s66_12_the_last_trick() {
    let o = SixtySixOptions::default();
    let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(12);
    let mut seen = [false, false];
    for _ in 0..200 {
        let mut g = SixtySix::deal(&o, 0, &mut rng);
        let closed = rand::Rng::random_bool(&mut rng, 0.5);
        if closed {
            go(&mut g, SixtySixAction::Close);
        }
        play_out(&mut g);
        let r = result(&g);
        let last = g.public().last_trick().unwrap();
        if closed {
            assert_eq!(r.last_trick_bonus, [0, 0]);
        } else {
            assert_eq!(r.tricks_played, 12);
            assert_eq!(r.last_trick_bonus[last.winner], 10);
            assert_eq!(r.last_trick_bonus[1 - last.winner], 0);
            assert_eq!(last.bonus, 10);
        }
        seen[usize::from(closed)] = true;
    }
    assert_eq!(seen, [true, true]);
}

// 66-13 — exchange: ♠ trump, face-up A♠, E on lead with a trick and 9♠ may swap; not
// without a trick, not once closed, not once the stock is empty.
#[test]
fn s66_13_exchange() {
    let o = SixtySixOptions::default();
    let ex = SixtySixAction::ExchangeTrump { card: c("9S") };
    // E leads A♣; D discards 9♦: E wins, then draws.
    let mut g = deal(&o, "AC 9S JD QD KD TD", "9D JH QH KH TH AH", "AS", "9H JC QC KC TC QS KS TS JS 9C AD");
    assert_eq!(g.check(ex).unwrap_err().code, "need_trick", "no trick won yet");
    go(&mut g, play("AC"));
    go(&mut g, play("9D"));
    assert!(legal(&g).contains(&ex));
    let ev = go(&mut g, ex);
    assert!(ev.contains(&SixtySixEvent::Exchange { seat: E, gave: c("9S"), took: c("AS") }));
    assert_eq!(g.public().face_up, Some(c("9S")));
    assert!(g.hand(E).contains(c("AS")));
    assert!(g.public().known[E].contains(c("AS")));
    // Closed: no exchange. (E already gave the 9; test on a fresh copy before exchanging.)
    let mut g2 = deal(&o, "AC 9S JD QD KD TD", "9D JH QH KH TH AH", "AS", "9H JC QC KC TC QS KS TS JS 9C AD");
    go(&mut g2, play("AC"));
    go(&mut g2, play("9D"));
    go(&mut g2, SixtySixAction::Close);
    assert_eq!(g2.check(ex).unwrap_err().code, "stock_closed");
    // The loser of the trick that empties the stock draws the 9♠.
    let mut last_loser = None;
    while g.public().stock_size > 0 {
        let l = plays(&g);
        let card = l.first().unwrap();
        let before = g.public().stock_size;
        go(&mut g, SixtySixAction::Play { card });
        if g.public().stock_size == 0 && before == 2 {
            let t = g.public().last_trick().unwrap();
            last_loser = Some(1 - t.winner);
        }
    }
    let loser = last_loser.unwrap();
    assert!(g.hand(loser).contains(c("9S")));
    assert!(g.public().known[loser].contains(c("9S")));
    if g.public().stage == Stage::Lead && g.hand(g.public().turn).contains(c("9S")) {
        assert_eq!(g.check(ex).unwrap_err().code, "stock_too_small", "stock empty");
    }
}

// 66-14 — nobody declared: E reached 70 but never declared; D wins trick 12 → D wins, and
// E has 33 or more → 1.
#[test]
fn s66_14_nobody_declared() {
    let o = SixtySixOptions::default();
    let r = decide(&o, &EndFacts { declaration: None, closing: None, totals: [60, 70], tricks: [5, 7], last_winner: D });
    assert_eq!((r.winner, r.game_points, r.reason), (Some(D), 1, Reason::NoDeclaration));
    // last_trick_winner_1pt (Schnapsen reference) and split_65.
    let o1 = SixtySixOptions { no_declaration_rule: NoDeclarationRule::LastTrickWinner1pt, ..o.clone() };
    let r = decide(&o1, &EndFacts { declaration: None, closing: None, totals: [10, 120], tricks: [1, 11], last_winner: D });
    assert_eq!((r.winner, r.game_points), (Some(D), 1));
    let o65 = SixtySixOptions { no_declaration_rule: NoDeclarationRule::Split65, ..o };
    let r = decide(&o65, &EndFacts { declaration: None, closing: None, totals: [65, 65], tricks: [6, 6], last_winner: D });
    assert_eq!((r.winner, r.game_points, r.reason), (None, 0, Reason::Drawn65));
}

// 66-15 — four-hand scoring (§15.1): 104 → 2; all tricks (130) → 3; 65–65 → nobody.
#[test]
fn s66_15_four_hand_scoring() {
    assert_eq!(partnership_game_points([104, 26], [6, 2]), Some((0, 2)));
    assert_eq!(partnership_game_points([130, 0], [8, 0]), Some((0, 3)));
    assert_eq!(partnership_game_points([65, 65], [4, 4]), None);
    assert_eq!(partnership_game_points([100, 30], [5, 3]), Some((0, 2)), "exactly 100 counts as 2");
    assert_eq!(partnership_game_points([30, 99], [2, 6]), Some((1, 1)));
}

// 66-16 — Schnapsen ranking: ♦ trump, E leads 10♣, D plays K♣ → E wins; the J♦ (not a 9)
// is swapped for the face-up card.
#[test]
fn s66_16_schnapsen_ranking() {
    let o = SixtySixOptions::schnapsen();
    assert_eq!(SixtySix::pack(&o).len(), 20);
    assert_eq!(set_points(SixtySix::pack(&o)), 120, "Schnapsen also has 120 card points");
    let rest = SixtySix::pack(&o) - cs("TC JD QH KH AS") - cs("KC JC QS TH AH") - CardSet::single(c("AD"));
    let stock: Vec<Card> = rest.iter().collect();
    let mut g = SixtySix::from_cards(&o, D, [cs("KC JC QS TH AH"), cs("TC JD QH KH AS")], c("AD"), &stock).unwrap();
    // No trick needed for the exchange in the Schnapsen settings.
    assert!(legal(&g).contains(&SixtySixAction::ExchangeTrump { card: c("JD") }));
    assert_eq!(g.check(SixtySixAction::ExchangeTrump { card: c("9D") }).unwrap_err().code, "not_trump_nine");
    // Marriages are led with the king only.
    assert!(legal(&g).contains(&SixtySixAction::Marriage { card: c("KH"), suit: Suit::Hearts }));
    assert!(!legal(&g).contains(&SixtySixAction::Marriage { card: c("QH"), suit: Suit::Hearts }));
    assert!(!legal(&g).contains(&SixtySixAction::Close) && !legal(&g).contains(&SixtySixAction::Declare));
    go(&mut g, SixtySixAction::ExchangeTrump { card: c("JD") });
    assert!(g.hand(E).contains(c("AD")));
    go(&mut g, play("TC"));
    go(&mut g, play("KC"));
    assert_eq!(g.public().last_trick().unwrap().winner, E);
    assert_eq!(points(c("TC")) + points(c("KC")), 14);
}

// §6.5 — showing a marriage and declaring at once.
#[test]
fn marriage_declare_counts_only_with_a_trick() {
    let o = SixtySixOptions::default();
    let mut g = deal_rest(&o, "KS QS TD JC 9D 9C", "AC JD TS QD AH KC", "JS");
    // No trick yet: the 40 stays pending, so the claim (total 0) is false, and D, who has
    // no trick either, scores 3 (§12.1).
    go(&mut g, SixtySixAction::MarriageDeclare { suit: Suit::Spades });
    let r = result(&g);
    assert_eq!((r.winner, r.game_points, r.reason), (Some(D), 3, Reason::FalseDeclaration));
    assert_eq!(r.uncounted_marriage_points, [0, 40]);
    assert_eq!(g.public().marriages[0].credit, Credit::Never);
}

// §14 auto_declare, close_before_drawing, exchange options, marriage_in_phase2.
#[test]
fn options_change_the_legal_actions() {
    let base = SixtySixOptions::default();
    let mk = |o: &SixtySixOptions| deal(o, "AC 9S JD QD KD TD", "9D JH QH KH TH AH", "AS", "9H JC QC KC TC QS KS TS JS 9C AD");
    // closing = false
    let g = mk(&SixtySixOptions { closing: false, ..base.clone() });
    assert_eq!(g.check(SixtySixAction::Close).unwrap_err().code, "closing_not_allowed");
    // exchange_min_stock = 4 also limits closing: play down to a stock of 2.
    let mut g = mk(&SixtySixOptions { exchange_min_stock: 4, ..base.clone() });
    while g.public().stock_size > 2 {
        let card = plays(&g).first().unwrap();
        go(&mut g, SixtySixAction::Play { card });
    }
    if g.public().stage == Stage::Lead {
        assert_eq!(g.check(SixtySixAction::Close).unwrap_err().code, "stock_too_small");
    }
    // exchange_requires_trick = false: the 9 may go at once.
    let g = mk(&SixtySixOptions { exchange_requires_trick: false, ..base.clone() });
    assert!(legal(&g).contains(&SixtySixAction::ExchangeTrump { card: c("9S") }));
    // close_before_drawing: after a phase-1 trick the winner chooses close or draw.
    let mut g = mk(&SixtySixOptions { close_before_drawing: true, ..base.clone() });
    go(&mut g, play("AC"));
    go(&mut g, play("9D"));
    assert_eq!(g.public().stage, Stage::CloseOrDraw);
    assert_eq!(legal(&g), vec![SixtySixAction::Close, SixtySixAction::Draw]);
    go(&mut g, SixtySixAction::Close);
    assert_eq!(g.public().held, [5, 5], "both play on with five cards");
    assert!(g.public().closing.unwrap().before_drawing);
    // marriage_in_phase2 = false
    let mut g = deal_rest(&SixtySixOptions { marriage_in_phase2: false, ..base.clone() }, "KS QS TD JC 9D 9C", "AC JD TS QD AH KC", "JS");
    go(&mut g, SixtySixAction::Close);
    assert_eq!(g.check(SixtySixAction::Marriage { card: c("KS"), suit: Suit::Spades }).unwrap_err().code, "marriage_phase2");
}

#[test]
fn exchange_any_time_lets_the_follower_swap() {
    let o = SixtySixOptions { exchange_timing: ExchangeTiming::AnyTime, ..Default::default() };
    // D holds 9♠ (trump ♠); D wins trick 1, then follows on trick 2 and may exchange.
    let mut g = deal(&o, "9C JD QD KD TD JC", "AC 9S 9D QH KH TH", "AS", "9H JH QC KC TC QS KS TS JS AH AD");
    go(&mut g, play("9C"));
    go(&mut g, play("AC")); // D wins
    go(&mut g, play("9D")); // D leads
    go(&mut g, play("TD")); // E wins
    go(&mut g, play("JD")); // E leads; D follows
    assert_eq!(g.public().stage, Stage::Follow);
    assert!(legal(&g).contains(&SixtySixAction::ExchangeTrump { card: c("9S") }));
    go(&mut g, SixtySixAction::ExchangeTrump { card: c("9S") });
    assert_eq!(g.public().exchanges[0].role, Role::Follow);
    assert_eq!(g.public().stage, Stage::Follow, "the follower then plays");
}

#[test]
fn auto_declare_ends_at_the_trick_boundary() {
    let o = SixtySixOptions { auto_declare: true, ..Default::default() };
    let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(3);
    for _ in 0..300 {
        let mut g = SixtySix::deal(&o, 1, &mut rng);
        let mut v = Vec::new();
        while g.to_move().is_some() {
            g.legal_actions(&mut v);
            assert!(!v
                .iter()
                .any(|a| matches!(a, SixtySixAction::Declare | SixtySixAction::Pass | SixtySixAction::MarriageDeclare { .. })));
            let a = v[rand::Rng::random_range(&mut rng, 0..v.len())];
            go(&mut g, a);
        }
        let r = result(&g);
        if let Some(d) = g.public().declaration {
            assert!(d.auto && d.correct, "no false claims with auto_declare");
        } else {
            assert!(r.tricks_played as usize == 12 || r.closed);
        }
    }
}

#[test]
fn split_65_carries_a_point_to_the_next_winner() {
    let o = SixtySixOptions { no_declaration_rule: NoDeclarationRule::Split65, ..Default::default() };
    let drawn = HandResult { points: vec![0, 0], void: true, bidding_side: None, summary: cardtable::words::Msg::new("test") };
    assert_eq!(o.carry_over(&drawn), 1);
    assert_eq!(SixtySixOptions::default().carry_over(&drawn), 0);
    // The session adds the carried point to the next scoring hand.
    let mut s = Session::<SixtySix>::new(o, 9);
    s.carried = 1;
    let mut v = Vec::new();
    while !s.hand_over() {
        s.game.legal_actions(&mut v);
        let a = v.iter().copied().find(|a| matches!(a, SixtySixAction::Play { .. } | SixtySixAction::Pass)).unwrap();
        s.play(a).unwrap();
    }
    let gp = s.game.result().unwrap().game_points as i32;
    assert!(gp > 0);
    assert_eq!(s.results.last().unwrap().points.iter().sum::<i32>(), gp + 1);
    assert_eq!(s.scores.iter().sum::<i32>(), gp + 1);
    assert_eq!(s.carried, 0);
}

#[test]
fn a_game_goes_to_seven_with_the_deal_alternating() {
    let mut s = Session::<SixtySix>::new(SixtySixOptions::default(), 66);
    let first = s.dealer;
    let mut deals = 0;
    let mut v = Vec::new();
    while s.winner.is_none() {
        while !s.hand_over() {
            s.game.legal_actions(&mut v);
            s.play(v[v.len() / 2]).unwrap();
        }
        deals += 1;
        let r = s.results.last().unwrap();
        assert_eq!(r.points.iter().filter(|&&p| p > 0).count(), 1, "exactly one player scores (§12.4)");
        assert!((1..=3).contains(&r.points.iter().sum::<i32>()));
        if s.winner.is_none() {
            s.next_hand().unwrap();
            assert_eq!(s.dealer, (first + deals) % 2);
        }
    }
    let w = s.winner.unwrap();
    assert!(s.scores[w] >= 7 && s.scores[1 - w] < 7);
}

#[test]
fn the_view_hides_the_opponent() {
    let o = SixtySixOptions::default();
    let g = deal_rest(&o, "KS QS TD JC 9D 9C", "AC JD TS QD AH KC", "JS");
    let v = cardtable::sixty_six::sixty_six_view(&g, E);
    assert_eq!(v["game"], "sixty_six");
    assert_eq!(v["hand"], serde_json::json!(["KS", "QS", "TD", "9D", "JC", "9C"]));
    assert_eq!(v["opponent_points"], serde_json::Value::Null);
    let text = v.to_string();
    for card in ["AC", "JD", "TS", "QD", "AH", "KC"] {
        assert!(!text.contains(card), "{card} leaked into the view");
    }
    assert_eq!(v["trump_card"], "JS");
    assert_eq!(v["stock_count"], 12);
    assert!(v["legal"].as_array().unwrap().iter().any(|a| a["action"] == "marriage_declare"));
}
