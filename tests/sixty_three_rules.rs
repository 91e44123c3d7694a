//! Every worked example of docs/rules/sixty-three.md §13 (63-1 … 63-15) as a named test, then the
//! auction (§6), the exchange (§7) and every option of §12 exercised on real hands.

use cardtable::cards::{Card, CardSet, Suit};
use cardtable::game::{Game, HandResult, MatchRules};
use cardtable::sixty_three::rank::{card_points, points_of, trump_set};
use cardtable::sixty_three::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn cs(s: &str) -> CardSet {
    CardSet::parse_list(s).unwrap()
}
fn c(s: &str) -> Card {
    s.parse().unwrap()
}
const N: usize = 0;
const E: usize = 1;
const S: usize = 2;
const W: usize = 3;

fn legal(g: &SixtyThree) -> Vec<SixtyThreeAction> {
    let mut v = Vec::new();
    g.legal_actions(&mut v);
    v
}

fn legal_text(g: &SixtyThree) -> Vec<String> {
    legal(g).iter().map(|a| a.to_string()).collect()
}

fn plays(g: &SixtyThree) -> CardSet {
    legal(g).iter().filter_map(|a| if let SixtyThreeAction::Play { card } = a { Some(*card) } else { None }).collect()
}

fn go(g: &mut SixtyThree, a: &str) -> Vec<SixtyThreeEvent> {
    let a: SixtyThreeAction = a.parse().unwrap();
    g.apply(a).unwrap_or_else(|e| panic!("{a}: {e}"))
}

fn play(g: &mut SixtyThree, card: &str) {
    go(g, &format!("play {card}"));
}

/// A position at the start of a trick (the cards not in the hands are out of play).
fn at(o: &SixtyThreeOptions, trump: Suit, declarer: usize, leader: usize, hands: [&str; 4], first: bool) -> SixtyThree {
    SixtyThree::from_setup(SixtyThreeSetup::at_trick(o, trump, declarer, leader, hands.map(cs), first)).unwrap()
}

/// A finished hand with `taken` points per team `[NS, EW]`.
fn finished(o: &SixtyThreeOptions, declarer: usize, contract: u8, dealer_default: bool, taken: [i32; 2]) -> SixtyThree {
    SixtyThree::from_setup(SixtyThreeSetup::finished(o, declarer, contract, dealer_default, taken)).unwrap()
}

// 63-1 — the point total.
#[test]
fn sixty_three_13_1_point_total() {
    let o = SixtyThreeOptions::default();
    let t = Suit::Hearts;
    let counting = [("KH", 25), ("XJ", 15), ("9H", 9), ("5H", 5), ("5D", 5), ("AH", 1), ("JH", 1), ("TH", 1), ("2H", 1)];
    let mut sum = 0;
    for (card, pts) in counting {
        assert_eq!(card_points(c(card), t, &o), pts, "{card}");
        sum += pts;
    }
    assert_eq!(sum, 63);
    assert_eq!(points_of(trump_set(t), t, &o), 63);
    for dirt in ["KS", "9D", "5C"] {
        assert_eq!(card_points(c(dirt), t, &o), 0, "{dirt} is dirt");
    }
}

// 63-2 — the left pedro.
#[test]
fn sixty_three_13_2_left_pedro() {
    let o = SixtyThreeOptions::default();
    let mut g = at(&o, Suit::Hearts, N, N, ["4H 9C", "5D 9D", "5H 9S", "2H TC"], false);
    for card in ["4H", "5D", "5H", "2H"] {
        play(&mut g, card);
    }
    let t = g.public().tricks.last().unwrap();
    assert_eq!(t.winner, S, "5♥ > 5♦ > 4♥ > 2♥");
    assert_eq!(t.credited, [10, 1], "NS 5♥ + 5♦; the 2♥ to EW who played it");
}

// 63-3 — the joker is the lowest trump.
#[test]
fn sixty_three_13_3_joker_lowest_trump() {
    let o = SixtyThreeOptions::default();
    let mut g = at(&o, Suit::Spades, N, N, ["3S 9C", "XJ 9D", "2S 9H", "QS TC"], false);
    for card in ["3S", "XJ", "2S", "QS"] {
        play(&mut g, card);
    }
    let t = g.public().tricks.last().unwrap();
    assert_eq!(t.winner, W, "Q♠ is highest; the joker is below the 2");
    assert_eq!(t.credited, [1, 15], "EW the joker; NS the 2♠ S played");
}

// 63-4 — any trump beats dirt.
#[test]
fn sixty_three_13_4_any_trump_beats_dirt() {
    let o = SixtyThreeOptions::default();
    let mut g = at(&o, Suit::Clubs, E, E, ["AD QC", "KD JC", "7H TC", "4C 9C"], false);
    for card in ["KD", "7H", "4C", "AD"] {
        play(&mut g, card);
    }
    let t = g.public().tricks.last().unwrap();
    assert_eq!(t.winner, W);
    assert_eq!(t.points, 0, "K♦ is not a trump");
}

// 63-5 — a trick with no trump.
#[test]
fn sixty_three_13_5_no_trump_highest_of_led_suit() {
    let o = SixtyThreeOptions::default();
    let mut g = at(&o, Suit::Clubs, N, N, ["9D QC", "QH JC", "TD TC", "2S 9C"], false);
    for card in ["9D", "QH", "TD", "2S"] {
        play(&mut g, card);
    }
    let t = g.public().tricks.last().unwrap();
    assert_eq!((t.winner, t.points), (S, 0), "S wins with the highest diamond");
    assert_eq!(g.to_move(), Some(S), "S leads next");
}

// 63-6 — first lead.
#[test]
fn sixty_three_13_6_first_lead_must_be_trump() {
    let o = SixtyThreeOptions::default();
    let hands = ["KS 6S JD", "2S 3D 4D", "3S 5D 6D", "4S 7D 8D"];
    let g = at(&o, Suit::Spades, N, N, hands, true);
    assert_eq!(plays(&g), cs("KS 6S"));
    let e = g.check("play JD".parse().unwrap()).unwrap_err();
    assert_eq!(e.code, "first_lead_trump");
    assert_eq!(e.message().split(' ').take(6).collect::<Vec<_>>().join(" "), "The first lead must be a");
    let later = at(&o, Suit::Spades, N, N, hands, false);
    assert_eq!(plays(&later), cs("KS 6S JD"), "on a later trick all three are legal");
}

// 63-7 — following.
#[test]
fn sixty_three_13_7_following() {
    let o = SixtyThreeOptions::default();
    // (a) J♥ is led: only the 5♦ (a trump).
    let mut g = at(&o, Suit::Hearts, N, N, ["JH 2C", "5D KS 7C", "2H 3C", "3H 4C"], false);
    play(&mut g, "JH");
    assert_eq!(plays(&g), cs("5D"));
    assert_eq!(g.check("play KS".parse().unwrap()).unwrap_err().code, "must_follow_trump");
    // (b) 8♣ (dirt) is led: any card; no duty to follow clubs.
    let mut g = at(&o, Suit::Hearts, N, N, ["8C 2H", "5D KS 7C", "4H 3C", "3H 4C"], false);
    play(&mut g, "8C");
    assert_eq!(plays(&g), cs("5D KS 7C"));
}

// 63-8 — folding.
#[test]
fn sixty_three_13_8_folding() {
    let o = SixtyThreeOptions::default();
    let mut g = at(&o, Suit::Diamonds, N, N, ["AD 3D", "4D 6D", "5D 7D", "2D JC"], false);
    play(&mut g, "AD");
    play(&mut g, "4D");
    play(&mut g, "5D");
    assert_eq!(plays(&g), cs("2D"), "W must play the 2♦");
    let ev = go(&mut g, "play 2D");
    assert!(ev.contains(&SixtyThreeEvent::Fold { seat: W, cards: cs("JC") }), "J♣ is shown and set aside: {ev:?}");
    assert!(!g.public().active[W]);
    assert_eq!(g.public().set_aside[W], cs("JC"));
    let t = g.public().tricks.last().unwrap();
    assert_eq!(t.winner, N);
    assert_eq!(t.credited, [1 + 5, 1], "A♦ and 5♦ to NS; the 2♦ to EW because W played it");
}

// 63-9 — lead passes over a folded winner.
#[test]
fn sixty_three_13_9_lead_passes_over_folded_winner() {
    let o = SixtyThreeOptions::default();
    // E wins with its last trump and folds; S (active) leads next.
    let mut g = at(&o, Suit::Spades, N, N, ["3S 4S", "AS 9D", "5S 6S", "7S 8S"], false);
    for card in ["3S", "AS", "5S", "7S"] {
        play(&mut g, card);
    }
    assert!(!g.public().active[E]);
    assert_eq!(g.public().tricks.last().unwrap().winner, E);
    assert_eq!(g.to_move(), Some(S));
    // S is out too: W leads.
    let mut g = at(&o, Suit::Spades, N, N, ["3S 4S", "AS 9D", "5S 9H", "7S 8S"], false);
    for card in ["3S", "AS", "5S", "7S"] {
        play(&mut g, card);
    }
    assert!(!g.public().active[E] && !g.public().active[S]);
    assert_eq!(g.to_move(), Some(W));
}

// 63-10 — contract made.
#[test]
fn sixty_three_13_10_contract_made() {
    let o = SixtyThreeOptions::default();
    let r = finished(&o, N, 45, false, [48, 15]).hand_result().unwrap();
    assert_eq!(r.points, vec![48, 15]);
    assert_eq!(r.bidding_side, Some(0));
}

// 63-11 — contract failed.
#[test]
fn sixty_three_13_11_contract_failed() {
    let o = SixtyThreeOptions::default();
    let g = finished(&o, N, 50, false, [38, 25]);
    assert_eq!(g.hand_result().unwrap().points, vec![-50, 25]);
    assert!(!g.result().unwrap().made);
}

// 63-12 — the dealer's default.
#[test]
fn sixty_three_13_12_dealer_default() {
    let o = SixtyThreeOptions::default();
    let mut rng = ChaCha8Rng::seed_from_u64(12);
    let mut g = SixtyThree::deal(&o, W, &mut rng);
    assert_eq!(g.to_move(), Some(N));
    go(&mut g, "pass");
    go(&mut g, "pass");
    let ev = go(&mut g, "pass");
    assert!(ev.contains(&SixtyThreeEvent::AuctionWon { declarer: W, contract: 25, dealer_default: true }));
    assert_eq!(g.phase(), Phase::Trump);
    assert_eq!(g.to_move(), Some(W), "W names trump; the dealer does not choose the contract");
    go(&mut g, "trump H");
    // Play on at random: W (if still active) leads the first trick.
    let mut legal = Vec::new();
    while g.phase() != Phase::Play && g.to_move().is_some() {
        g.legal_actions(&mut legal);
        g.apply(legal[0]).unwrap();
    }
    if g.phase() == Phase::Play && g.public().active[W] {
        assert_eq!(g.to_move(), Some(W));
    }
    let r = finished(&o, W, 25, true, [43, 20]).hand_result().unwrap();
    assert_eq!(r.points, vec![43, -25]);
}

// 63-13 — the bidder goes out.
#[test]
fn sixty_three_13_13_bidder_goes_out() {
    let o = SixtyThreeOptions::default();
    let r = finished(&o, N, 45, false, [47, 16]).hand_result().unwrap();
    let scores = [230 + r.points[0], 240 + r.points[1]];
    assert_eq!(scores, [277, 256]);
    assert_eq!(o.match_winner(&scores, &r), Some(0), "NS, the bidding team, win");
    // The other end rules on the same scores.
    let higher = SixtyThreeOptions { end_rule: EndRule::HigherScore, ..o.clone() };
    assert_eq!(higher.match_winner(&scores, &r), Some(0));
    let ew_bid = HandResult { bidding_side: Some(1), ..r.clone() };
    assert_eq!(o.match_winner(&scores, &ew_bid), Some(1));
    assert_eq!(higher.match_winner(&[260, 270], &ew_bid), Some(1));
    assert_eq!(higher.match_winner(&[260, 260], &ew_bid), None);
    let must = SixtyThreeOptions { end_rule: EndRule::MustBidOut, ..o.clone() };
    assert_eq!(must.match_winner(&scores, &r), Some(0));
    // EW pass 250 without holding the contract: no winner under must_bid_out.
    assert_eq!(must.match_winner(&[100, 256], &r), None);
    assert_eq!(o.match_winner(&[100, 256], &r), Some(1));
}

/// The 63-14 deal: W deals; after the exchange W holds eight trumps, E six cards.
fn excess_deal(e_dirt: usize) -> SixtyThree {
    let o = SixtyThreeOptions::default();
    let w = cs("AS KS 9S 8S 6S 4S 3S XJ 2C");
    let (e, n, e_draw): (CardSet, CardSet, Vec<&str>) = if e_dirt == 3 {
        (cs("QS TS 5C 3H 4H 6H 7H 8H 9H"), cs("JS 7S 5S 2S 3C 4C 6C 7C 8C"), vec!["7D", "2H", "JH"])
    } else {
        (cs("QS TS 5C JS 7S 6H 7H 8H 9H"), cs("5S 2S 3C 4C 6C 7C 8C 9C TC"), vec!["7D"])
    };
    let n_draw: Vec<&str> = if e_dirt == 3 { vec!["2D", "3D"] } else { vec!["2D", "3D", "4D", "5D"] };
    let mut used = w | e | n;
    let mut stock: Vec<Card> = n_draw.iter().chain(&e_draw).map(|x| c(x)).collect();
    for &x in &stock {
        used.insert(x);
    }
    let rest: Vec<Card> = (SixtyThree::pack() - used).iter().collect();
    let s_hand: CardSet = rest[..9].iter().copied().collect();
    stock.extend(&rest[9..]);
    assert_eq!(stock.len(), 17);
    SixtyThree::from_setup(SixtyThreeSetup::deal(&o, W, [n, e, s_hand, w], stock)).unwrap()
}

// 63-14 — excess trumps.
#[test]
fn sixty_three_13_14_excess_trumps() {
    let mut g = excess_deal(3);
    go(&mut g, "bid 40"); // N
    go(&mut g, "pass");
    go(&mut g, "pass");
    go(&mut g, "pass");
    go(&mut g, "trump S");
    assert_eq!(g.hand(W), cs("AS KS 9S 8S 6S 4S 3S XJ"), "W robbed the pack and kept only trumps");
    assert_eq!(g.hand(E), cs("QS TS 5C 7D 2H JH"));
    assert_eq!((g.phase(), g.to_move()), (Phase::Excess, Some(W)));
    assert_eq!(g.public().excess_capacity, Some(3), "capacity(E) = 0 + 3");
    assert_eq!(g.pass_limit(W), 2);
    let l = legal_text(&g);
    assert!(l.contains(&"give 6S 8S".to_string()) && l.contains(&"give".to_string()));
    assert!(!l.iter().any(|a| a.split(' ').count() > 3), "at most 2 cards: {l:?}");
    let e = g.check("give 9S".parse().unwrap()).unwrap_err();
    assert_eq!(e.code, "counting_trump");
    let ev = go(&mut g, "give 6S 8S");
    assert!(ev.contains(&SixtyThreeEvent::ExcessPassed { from: W, to: E, cards: cs("6S 8S") }));
    assert_eq!(g.public().face_up[E], cs("6S 8S"), "shown face up");
    assert_eq!((g.phase(), g.to_move()), (Phase::PartnerDiscard, Some(E)));
    assert_eq!(g.check("discard 7D".parse().unwrap()).unwrap_err().code, "wrong_count");
    assert_eq!(g.check("discard 7D QS".parse().unwrap()).unwrap_err().code, "trump_not_dirt");
    go(&mut g, "discard 7D 2H");
    assert_eq!(g.hand(W).len(), 6);
    assert_eq!(g.hand(E).len(), 6);
    assert_eq!(g.phase(), Phase::Play);

    // E with one dirt card: W may pass only one and plays with seven.
    let mut g = excess_deal(1);
    for a in ["bid 40", "pass", "pass", "pass", "trump S"] {
        go(&mut g, a);
    }
    assert_eq!(g.hand(E).len(), 6);
    assert_eq!(g.pass_limit(W), 1);
    go(&mut g, "give 3S");
    go(&mut g, "discard 7D");
    assert_eq!(g.hand(W).len(), 7);
    assert_eq!(g.phase(), Phase::Play);
}

// 63-15 — the end-of-hand shortcut.
#[test]
fn sixty_three_13_15_end_of_hand_shortcut() {
    let o = SixtyThreeOptions::default();
    // E and W play their last trumps; only N and S hold trumps afterwards.
    let mut g = at(&o, Suit::Hearts, N, N, ["AH KH 9H", "3H 7C", "QH 5H XJ", "4H 8C"], false);
    for card in ["AH", "3H", "QH", "4H"] {
        play(&mut g, card);
    }
    assert_eq!(g.phase(), Phase::HandOver, "the hand ends at once");
    let end = g.public().end.clone().unwrap();
    assert_eq!(end.reason, EndReason::OneTeamActive);
    assert_eq!(end.team, Some(0));
    assert_eq!(end.held, vec![(N, cs("KH 9H")), (S, cs("5H XJ"))]);
    assert_eq!(end.credited_points, 25 + 9 + 5 + 15);
    assert_eq!(g.public().taken, [1 + 25 + 9 + 5 + 15, 0]);
}

// ----- the auction (§6) -----

#[test]
fn auction_open_pass_is_final_and_63_ends_it() {
    let o = SixtyThreeOptions::default();
    let mut g = SixtyThree::deal(&o, N, &mut ChaCha8Rng::seed_from_u64(1));
    assert_eq!(g.to_move(), Some(E), "the dealer's left speaks first");
    assert_eq!(legal(&g).len(), 1 + 24, "pass and 40..=63");
    go(&mut g, "bid 40");
    go(&mut g, "pass"); // S
    assert_eq!(g.check("bid 40".parse().unwrap()).unwrap_err().code, "bid_too_low");
    assert_eq!(g.check("bid 64".parse().unwrap()).unwrap_err().code, "bid_too_high");
    go(&mut g, "bid 41"); // W
    go(&mut g, "bid 45"); // N (dealer)
    assert_eq!(g.to_move(), Some(E), "E was topped and speaks again");
    go(&mut g, "bid 50");
    assert_eq!(g.to_move(), Some(W), "S passed: skipped");
    go(&mut g, "pass");
    go(&mut g, "bid 55"); // N overbids
    go(&mut g, "pass"); // E
    assert_eq!(g.public().declarer, Some(N));
    assert_eq!(g.public().contract, Some(55));
    // 63 ends the auction at once.
    let mut g = SixtyThree::deal(&o, N, &mut ChaCha8Rng::seed_from_u64(2));
    go(&mut g, "bid 63");
    assert_eq!((g.phase(), g.public().declarer), (Phase::Trump, Some(E)));
}

#[test]
fn auction_partner_may_overbid_partner() {
    let o = SixtyThreeOptions::default();
    let mut g = SixtyThree::deal(&o, W, &mut ChaCha8Rng::seed_from_u64(3));
    go(&mut g, "bid 40"); // N
    go(&mut g, "pass"); // E
    go(&mut g, "bid 44"); // S overbids its partner
    go(&mut g, "pass"); // W
    go(&mut g, "pass"); // N
    assert_eq!(g.public().declarer, Some(S));
}

#[test]
fn option_single_round_auction() {
    let o = SixtyThreeOptions { auction_style: AuctionStyle::SingleRound, ..Default::default() };
    let mut g = SixtyThree::deal(&o, N, &mut ChaCha8Rng::seed_from_u64(4));
    go(&mut g, "bid 42"); // E
    go(&mut g, "bid 45"); // S
    go(&mut g, "pass"); // W
    assert_eq!(g.to_move(), Some(N));
    go(&mut g, "pass"); // N, last
    assert_eq!((g.public().declarer, g.public().contract), (Some(S), Some(45)), "each speaks once; highest wins");
}

#[test]
fn option_min_bid_and_dealer_default() {
    let o = SixtyThreeOptions { min_bid: 30, dealer_default_contract: 20, ..Default::default() };
    let mut g = SixtyThree::deal(&o, N, &mut ChaCha8Rng::seed_from_u64(5));
    assert!(legal_text(&g).contains(&"bid 30".to_string()));
    assert!(!legal_text(&g).contains(&"bid 29".to_string()));
    for _ in 0..3 {
        go(&mut g, "pass");
    }
    assert_eq!((g.public().declarer, g.public().contract, g.public().dealer_default), (Some(N), Some(20), true));
}

#[test]
fn option_shoot_the_moon() {
    let o = SixtyThreeOptions { shoot_the_moon: Switch::On, ..Default::default() };
    let mut g = SixtyThree::deal(&o, N, &mut ChaCha8Rng::seed_from_u64(6));
    go(&mut g, "bid 63");
    assert_eq!(g.phase(), Phase::Auction, "63 can be topped by 126");
    assert_eq!(legal_text(&g), ["pass", "bid 126"]);
    go(&mut g, "bid 126");
    assert_eq!((g.phase(), g.public().contract), (Phase::Trump, Some(126)));
    assert_eq!(finished(&o, S, 126, false, [63, 0]).hand_result().unwrap().points, vec![126, 0]);
    assert_eq!(finished(&o, S, 126, false, [62, 1]).hand_result().unwrap().points, vec![-126, 1]);
    let plain = SixtyThreeOptions::default();
    assert_eq!(
        SixtyThree::deal(&plain, N, &mut ChaCha8Rng::seed_from_u64(6)).check("bid 126".parse().unwrap()).unwrap_err().code,
        "bid_too_high"
    );
}

// ----- options of §12 on tricks and scores -----

#[test]
fn option_joker_rank_highest() {
    let o = SixtyThreeOptions { joker_rank: JokerRank::HighestTrump, ..Default::default() };
    let mut g = at(&o, Suit::Spades, N, N, ["3S 9C", "XJ 9D", "2S 9H", "AS TC"], false);
    for card in ["3S", "XJ", "2S", "AS"] {
        play(&mut g, card);
    }
    assert_eq!(g.public().tricks.last().unwrap().winner, E);
}

#[test]
fn option_joker_points_and_three_of_trump() {
    let o = SixtyThreeOptions { joker_points: 0, three_of_trump_points: 15, ..Default::default() };
    assert_eq!(card_points(Card::JOKER, Suit::Clubs, &o), 0);
    assert_eq!(card_points(c("3C"), Suit::Clubs, &o), 15);
    assert_eq!(points_of(trump_set(Suit::Clubs), Suit::Clubs, &o), 63);
    let bad = SixtyThreeOptions { joker_points: 0, ..Default::default() };
    assert!(bad.validate().unwrap_err().contains("joker_points"));
}

#[test]
fn option_two_of_trump_to_trick_winner() {
    let o = SixtyThreeOptions { two_of_trump_scores_to: TwoScoresTo::TrickWinner, ..Default::default() };
    let mut g = at(&o, Suit::Hearts, N, N, ["4H 9C", "5D 9D", "5H 9S", "2H TC"], false);
    for card in ["4H", "5D", "5H", "2H"] {
        play(&mut g, card);
    }
    assert_eq!(g.public().tricks.last().unwrap().credited, [11, 0]);
}

#[test]
fn option_all_dirt_trick_to_leader() {
    let o = SixtyThreeOptions { all_dirt_trick_winner: AllDirtTrickWinner::Leader, ..Default::default() };
    let mut g = at(&o, Suit::Clubs, N, N, ["9D QC", "QH JC", "TD TC", "2S 9C"], false);
    for card in ["9D", "QH", "TD", "2S"] {
        play(&mut g, card);
    }
    assert_eq!(g.public().tricks.last().unwrap().winner, N);
}

#[test]
fn option_non_bidding_team_does_not_score() {
    let o = SixtyThreeOptions { non_bidding_team_scores: false, ..Default::default() };
    assert_eq!(finished(&o, N, 45, false, [48, 15]).hand_result().unwrap().points, vec![48, 0]);
}

#[test]
fn option_fold_when_cannot_follow_trump() {
    let o = SixtyThreeOptions { fold_rule: FoldRule::WhenCannotFollowTrump, ..Default::default() };
    // W holds no trump but stays in until trump is led.
    let mut g = at(&o, Suit::Diamonds, N, N, ["9C AD", "4D 7C", "5D 8C", "JC QC"], false);
    assert!(g.public().active[W]);
    play(&mut g, "9C");
    play(&mut g, "7C");
    play(&mut g, "8C");
    assert_eq!(plays(&g), cs("JC QC"));
    play(&mut g, "QC"); // W wins the all-dirt trick and leads a dirt card
    assert_eq!(g.to_move(), Some(W));
    play(&mut g, "JC");
    // W is out of cards now but the trick goes on; N trumps.
    play(&mut g, "AD");
    play(&mut g, "4D");
    play(&mut g, "5D");
    assert!(!g.public().active[W], "an empty hand is out");
    assert_eq!(g.phase(), Phase::HandOver);
    // A player who cannot follow a trump lead folds at that moment.
    let mut g = at(&o, Suit::Diamonds, N, N, ["AD 9C", "4D 7C", "5D 8C", "JC QC"], false);
    play(&mut g, "AD");
    play(&mut g, "4D");
    let ev = go(&mut g, "play 5D");
    assert!(ev.contains(&SixtyThreeEvent::Fold { seat: W, cards: cs("JC QC") }), "{ev:?}");
    assert_eq!(g.public().tricks.last().unwrap().plays.len(), 3);
}

/// Deals until `pred` holds after naming trump with random earlier choices.
fn find_hand(o: &SixtyThreeOptions, seed: u64, pred: impl Fn(&SixtyThree) -> bool) -> SixtyThree {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut legal = Vec::new();
    for _ in 0..200_000 {
        let mut g = SixtyThree::deal(o, rng.random_range(0..4), &mut rng);
        while g.to_move().is_some() {
            if pred(&g) {
                return g;
            }
            g.legal_actions(&mut legal);
            g.apply_unchecked(legal[rng.random_range(0..legal.len())]);
        }
    }
    panic!("no such hand");
}

#[test]
fn option_pass_then_discard_noncounting() {
    let o = SixtyThreeOptions { excess_trump_handling: ExcessTrumpHandling::PassThenDiscardNoncounting, ..Default::default() };
    let mut g = find_hand(&o, 7, |g| g.phase() == Phase::ExcessDiscard);
    let s = g.to_move().unwrap();
    let before = g.hand(s).len();
    let l = legal(&g);
    let a = l[0];
    let SixtyThreeAction::Discard { cards } = a else { panic!("{a:?}") };
    assert!(before - cards.len() >= 6, "down to six where possible, never below");
    let ev = g.apply(a).unwrap();
    assert!(ev.contains(&SixtyThreeEvent::ExcessDiscarded { seat: s, cards }), "shown face up");
    assert_eq!(g.public().shown_discards[s], cards);
    assert!(g.conserved());
}

#[test]
fn option_dump_on_first_trick() {
    let o = SixtyThreeOptions { excess_trump_handling: ExcessTrumpHandling::DumpOnFirstTrick, ..Default::default() };
    let mut g = find_hand(&o, 8, |g| g.phase() == Phase::Play && g.public().tricks.is_empty() && g.hand(g.public().turn).len() > 6);
    let s = g.to_move().unwrap();
    let n = g.hand(s).len();
    assert!(g.public().passes.is_empty(), "no passing under dump");
    let l = legal(&g);
    assert!(l.iter().all(|a| matches!(a, SixtyThreeAction::Dump { cards } if cards.len() == n - 5)));
    let one = g.hand(s).first().unwrap();
    assert_eq!(g.check(SixtyThreeAction::Play { card: one }).unwrap_err().code, "must_dump");
    g.apply(l[0]).unwrap();
    assert_eq!(g.hand(s).len(), 5);
    let mut legal_now = Vec::new();
    while g.to_move().is_some() {
        g.legal_actions(&mut legal_now);
        g.apply(legal_now[0]).unwrap();
    }
    let r = g.result().unwrap();
    assert_eq!(r.points[0] + r.points[1], 63);
}

#[test]
fn option_twelve_plus_kitty() {
    let o = SixtyThreeOptions { deal_style: DealStyle::TwelvePlusKitty, ..Default::default() };
    let mut g = SixtyThree::deal(&o, N, &mut ChaCha8Rng::seed_from_u64(9));
    assert!(g.hands().iter().all(|h| h.len() == 12));
    assert_eq!(g.stock().len(), 5);
    go(&mut g, "bid 40"); // E
    for _ in 0..3 {
        go(&mut g, "pass");
    }
    let ev = go(&mut g, "trump H");
    assert!(ev.contains(&SixtyThreeEvent::KittyTaken { seat: E, count: 5 }));
    let mut legal_now = Vec::new();
    while g.phase() == Phase::KeepDirt {
        let s = g.to_move().unwrap();
        g.legal_actions(&mut legal_now);
        g.apply(legal_now[0]).unwrap();
        assert!(g.hand(s).len() >= 6 || trump_set(Suit::Hearts).is_superset(g.hand(s)));
    }
    for s in 0..4 {
        assert!(g.discards()[s].iter().all(|x| !trump_set(Suit::Hearts).contains(x)), "no trump discarded");
    }
    while g.to_move().is_some() {
        g.legal_actions(&mut legal_now);
        g.apply(legal_now[0]).unwrap();
    }
    assert!(g.conserved());
    let r = g.result().unwrap();
    assert_eq!(r.points[0] + r.points[1], 63);
}

#[test]
fn options_validate_and_deserialize_from_fixture_keys() {
    let v = serde_json::json!({"auction_style":"open","min_bid":40,"dealer_default_contract":25,"shoot_the_moon":"off","joker_rank":"lowest_trump","joker_points":15,"three_of_trump_points":0,"two_of_trump_scores_to":"player_who_played","fold_rule":"auto_when_no_trump","excess_trump_handling":"pass_then_keep","all_dirt_trick_winner":"highest_of_led_suit","non_bidding_team_scores":true,"game_target":250,"end_rule":"bidder_goes_out","deal_style":"nine_each"});
    let o: SixtyThreeOptions = serde_json::from_value(v).unwrap();
    assert_eq!(o, SixtyThreeOptions::default());
    assert!(SixtyThreeOptions { min_bid: 0, ..Default::default() }.validate().is_err());
    assert!(SixtyThreeOptions { game_target: 0, ..Default::default() }.validate().is_err());
    assert!(serde_json::from_value::<SixtyThreeOptions>(serde_json::json!({"bogus": 1})).is_err());
}

#[test]
fn rob_keeps_every_trump_and_chooses_dirt() {
    let o = SixtyThreeOptions::default();
    let g = find_hand(&o, 10, |g| g.phase() == Phase::Rob);
    let d = g.public().dealer;
    let t = g.trump().unwrap();
    let taken: CardSet = g.log().rob.as_ref().unwrap().taken.iter().copied().collect();
    assert!(g.hand(d).is_superset(taken & trump_set(t)), "every trump of the stock is kept");
    let l = legal(&g);
    let need = (6 - (g.hand(d) & trump_set(t)).len()).min((g.hand(d) - trump_set(t)).len());
    assert!(l.iter().all(|a| matches!(a, SixtyThreeAction::Keep { cards } if cards.len() == need)));
}

// The one validated builder: every SetupError variant, and the positions it builds.
#[test]
fn setup_builds_checked_positions_and_names_each_defect() {
    let o = SixtyThreeOptions::default();
    let pack: Vec<Card> = SixtyThree::pack().iter().collect();
    let good = SixtyThreeSetup::from_pack(&o, 2, &pack);
    let g = SixtyThree::from_setup(good.clone()).unwrap();
    assert_eq!((g.phase(), g.to_move(), g.public().dealer), (Phase::Auction, Some(3), 2));
    assert!(g.hands().iter().all(|h| h.len() == 9) && g.stock().len() == 17 && g.conserved());
    // BadOptions: the English names the option, as validate() does.
    let bad = SixtyThreeOptions { min_bid: 0, ..o.clone() };
    assert_eq!(
        SixtyThree::from_setup(SixtyThreeSetup { options: bad.clone(), ..good.clone() }).unwrap_err(),
        SetupError::BadOptions(bad.validate().unwrap_err())
    );
    assert_eq!(bad.validate().unwrap_err(), "min_bid must be between 1 and 63");
    // NotASeat: the dealer, the declarer, the leader.
    assert_eq!(
        SixtyThree::from_setup(SixtyThreeSetup { dealer: 4, ..good.clone() }).unwrap_err(),
        SetupError::NotASeat { what: "dealer", seat: 4 }
    );
    let trick = |declarer: usize, leader: usize| {
        let mut s = SixtyThreeSetup::at_trick(&o, Suit::Hearts, 0, 0, [cs("AH"), cs("KH"), cs("QH"), cs("JH")], true);
        if let Position::Trick(t) = &mut s.position {
            t.declarer = declarer;
            t.leader = leader;
        }
        s
    };
    assert_eq!(SixtyThree::from_setup(trick(5, 0)).unwrap_err(), SetupError::NotASeat { what: "declarer", seat: 5 });
    assert_eq!(SixtyThree::from_setup(trick(0, 7)).unwrap_err(), SetupError::NotASeat { what: "leader", seat: 7 });
    assert!(SixtyThree::from_setup(trick(0, 1)).is_ok());
    // Duplicate: a card in two places.
    let mut dup = good.clone();
    let c0 = dup.hands[0].first().unwrap();
    dup.hands[1].insert(c0);
    assert_eq!(SixtyThree::from_setup(dup).unwrap_err(), SetupError::Duplicate(c0));
    let mut dup_pack = pack.clone();
    dup_pack[52] = dup_pack[0];
    assert_eq!(SixtyThree::from_pack(&o, 0, &dup_pack).unwrap_err(), SetupError::Duplicate(pack[0]));
    // MissingCards: the pack is not whole.
    let mut short = good.clone();
    let last = short.stock.pop().unwrap();
    assert_eq!(SixtyThree::from_setup(short).unwrap_err(), SetupError::MissingCards(CardSet::single(last)));
    // HandSize: a deal with a hand of the wrong size.
    let mut uneven = good.clone();
    let moved = uneven.hands[0].first().unwrap();
    uneven.hands[0].remove(moved);
    uneven.stock.push(moved);
    assert_eq!(SixtyThree::from_setup(uneven).unwrap_err(), SetupError::HandSize { seat: 0, got: 8, want: 9 });
    // StockNotEmpty: the start of a trick has no stock.
    let mut stocked = trick(0, 0);
    stocked.stock.push(c("2C"));
    assert_eq!(SixtyThree::from_setup(stocked).unwrap_err(), SetupError::StockNotEmpty(1));
    // LeaderWithoutCards.
    let mut empty_leader = trick(0, 2);
    empty_leader.hands[2] = CardSet::EMPTY;
    assert_eq!(SixtyThree::from_setup(empty_leader).unwrap_err(), SetupError::LeaderWithoutCards(2));
    // BadContract: 126 needs shoot_the_moon.
    assert_eq!(SixtyThree::from_setup(SixtyThreeSetup::finished(&o, 0, 126, false, [63, 0])).unwrap_err(), SetupError::BadContract(126));
    let moon = SixtyThreeOptions { shoot_the_moon: Switch::On, ..o.clone() };
    assert!(SixtyThree::from_setup(SixtyThreeSetup::finished(&moon, 0, 126, false, [63, 0])).unwrap().result().unwrap().made);
    // Played cards are public and out of every hand.
    let mut played = trick(0, 0);
    if let Position::Trick(t) = &mut played.position {
        t.played[1] = cs("AC");
    }
    let g = SixtyThree::from_setup(played).unwrap();
    assert_eq!(g.public().played[1], cs("AC"));
    assert!(!g.discards()[g.public().dealer].contains(c("AC")) && g.conserved());
}
