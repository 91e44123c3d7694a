//! Every worked example of docs/rules/euchre.md §15 (E-1, E-2, E-6 and E-12's ranking are unit tests in
//! `src/euchre/rank.rs`; the rest are here), and the options of §13 exercised on real hands.

use cardtable::cards::{Card, CardSet, Suit};
use cardtable::euchre::*;
use cardtable::game::{Game, HandResult, MatchRules};
use cardtable::session::Session;

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

/// A hand with N..W holding the given cards, the rest of the 24-card pack in the kitty.
fn deal(o: &EuchreOptions, dealer: usize, hands: [&str; 4], upcard: &str) -> Euchre {
    let hs: Vec<CardSet> = hands.iter().map(|h| cs(h)).collect();
    let mut rest = Euchre::pack(o);
    for h in &hs {
        rest -= *h;
    }
    rest.remove(c(upcard));
    Euchre::from_setup(EuchreSetup { options: o.clone(), dealer, hands: hs, upcard: c(upcard), kitty: rest, position: None }).unwrap()
}

/// The same position with some public facts changed, built and checked by the setup builder.
fn rebuilt(g: &Euchre, change: impl FnOnce(&mut EuchrePublic)) -> Euchre {
    let mut s = g.setup();
    change(&mut s.position.as_mut().unwrap().public);
    Euchre::from_setup(s).unwrap()
}

fn legal(g: &Euchre) -> Vec<EuchreAction> {
    let mut v = Vec::new();
    g.legal_actions(&mut v);
    v
}

fn plays(g: &Euchre) -> CardSet {
    legal(g).iter().filter_map(|a| if let EuchreAction::Play { card } = a { Some(*card) } else { None }).collect()
}

fn go(g: &mut Euchre, a: EuchreAction) {
    g.apply(a).unwrap_or_else(|e| panic!("{a:?}: {e}"));
}

/// N deals; E calls hearts in round 2 after everyone passed round 1 (upcard 9C).
fn hearts_by_east() -> Euchre {
    let o = EuchreOptions::default();
    let mut g = deal(&o, N, ["9D TD QD KD AC", "JD AD 9H QC KC", "QS 9S TS AS KS", "JH AH KH TH JC"], "9C");
    for _ in 0..4 {
        go(&mut g, EuchreAction::Pass);
    }
    go(&mut g, EuchreAction::Call { suit: Suit::Hearts });
    go(&mut g, EuchreAction::Partner);
    g
}

// E-3 — a left-bower lead is a trump lead.
#[test]
fn e3_left_bower_lead_is_a_trump_lead() {
    let mut g = hearts_by_east();
    assert_eq!(g.to_move(), Some(E), "left of dealer leads");
    go(&mut g, EuchreAction::Play { card: c("JD") });
    // S holds no trump: any card.
    assert_eq!(plays(&g), cs("QS 9S TS AS KS"));
    go(&mut g, EuchreAction::Play { card: c("9S") });
    // W holds trump: only trump (JH AH KH TH), never its diamonds (none here).
    assert_eq!(plays(&g), cs("JH AH KH TH"));
    // The rule book's two holdings, checked directly on a position:
    let o = EuchreOptions::default();
    let mut g = deal(&o, N, ["QD 9H AC 9C TC", "JD AD KH QC KC", "QS 9S TS AS KS", "JH AH TH JC 9D"], "KD");
    for _ in 0..4 {
        go(&mut g, EuchreAction::Pass);
    }
    go(&mut g, EuchreAction::Pass); // E
    go(&mut g, EuchreAction::Pass); // S
    go(&mut g, EuchreAction::Pass); // W
    go(&mut g, EuchreAction::Call { suit: Suit::Hearts }); // N (dealer)
    go(&mut g, EuchreAction::Partner);
    go(&mut g, EuchreAction::Play { card: c("JD") }); // E leads the left bower
    go(&mut g, EuchreAction::Play { card: c("QS") }); // S
    go(&mut g, EuchreAction::Play { card: c("TH") }); // W
                                                      // N holds {QD, 9H, AC, …}: legal {9H} only.
    assert_eq!(plays(&g), cs("9H"));
    let err = g.apply(EuchreAction::Play { card: c("QD") }).unwrap_err();
    assert_eq!(err.code, "must_follow_suit");
}

// E-3 second holding: {QD, AC} with no trump → both legal.
#[test]
fn e3_no_trump_any_card() {
    let o = EuchreOptions::default();
    let mut g = deal(&o, N, ["QD AC 9C TC KC", "JD AD KH QC 9D", "QS 9S TS AS KS", "JH AH TH JC 9H"], "KD");
    for _ in 0..7 {
        go(&mut g, EuchreAction::Pass);
    }
    go(&mut g, EuchreAction::Call { suit: Suit::Hearts });
    go(&mut g, EuchreAction::Partner);
    go(&mut g, EuchreAction::Play { card: c("JD") });
    go(&mut g, EuchreAction::Play { card: c("QS") });
    go(&mut g, EuchreAction::Play { card: c("TH") });
    assert_eq!(plays(&g), cs("QD AC 9C TC KC"));
}

// E-4 — the left bower does not follow its printed suit.
#[test]
fn e4_left_bower_is_void_in_its_printed_suit() {
    let o = EuchreOptions::default();
    // Hearts trump; E leads AD; S holds JD and clubs only → void in diamonds.
    let mut g = deal(&o, N, ["9D TD QD KD 9C", "AD 9H QC KC AC", "JD TC 9S QS KS", "JH AH KH TH JC"], "AS");
    for _ in 0..7 {
        go(&mut g, EuchreAction::Pass);
    }
    go(&mut g, EuchreAction::Call { suit: Suit::Hearts });
    go(&mut g, EuchreAction::Partner);
    go(&mut g, EuchreAction::Play { card: c("AD") });
    assert_eq!(plays(&g), cs("JD TC 9S QS KS"), "void in diamonds: any card");
    go(&mut g, EuchreAction::Play { card: c("JD") });
    go(&mut g, EuchreAction::Play { card: c("JC") });
    go(&mut g, EuchreAction::Play { card: c("9D") });
    assert_eq!(g.public().last_trick.as_ref().unwrap().1, S, "the left bower wins over AD");
}

// E-5 — black bowers: clubs trump, K♠ led; {J♠, 9♠, A♦} → {9♠}.
#[test]
fn e5_black_bowers() {
    let o = EuchreOptions::default();
    let mut g = deal(&o, N, ["9D TD QD KD 9H", "KS 9C TC QC KC", "JS 9S AD TH QH", "JH AH KH JC AC"], "AS");
    for _ in 0..7 {
        go(&mut g, EuchreAction::Pass);
    }
    go(&mut g, EuchreAction::Call { suit: Suit::Clubs });
    go(&mut g, EuchreAction::Partner);
    go(&mut g, EuchreAction::Play { card: c("KS") });
    assert_eq!(plays(&g), cs("9S"));
    let err = g.apply(EuchreAction::Play { card: c("JS") }).unwrap_err();
    assert!(err.message().contains("left bower"), "{}", err.message());
}

fn scored(o: &EuchreOptions, maker_alone: bool, lone_defender: bool, makers_tricks: u8) -> HandResult {
    // Build a finished hand directly: N (team 0) made hearts.
    let g = deal(o, W, ["9D TD QD KD 9H", "KS 9C TC QC KC", "JS 9S AD TH QH", "JH AH KH JC AC"], "AS");
    let g = rebuilt(&g, |p| {
        p.trump = Some(Suit::Hearts);
        p.maker = Some(N);
        p.maker_alone = maker_alone;
        p.lone_defender = if lone_defender { Some(E) } else { None };
        p.tricks_won = [makers_tricks, 5 - makers_tricks, 0, 0];
        p.phase = Phase::HandOver;
    });
    g.hand_result().unwrap()
}

// E-7 — scoring.
#[test]
fn e7_scoring() {
    let o = EuchreOptions::default();
    assert_eq!(scored(&o, false, false, 3).points, vec![1, 0]);
    assert_eq!(scored(&o, false, false, 4).points, vec![1, 0]);
    assert_eq!(scored(&o, false, false, 5).points, vec![2, 0]);
    assert_eq!(scored(&o, true, false, 5).points, vec![4, 0]);
    assert_eq!(scored(&o, true, false, 3).points, vec![1, 0]);
    assert_eq!(scored(&o, false, false, 2).points, vec![0, 2]);
    let lone = EuchreOptions { allow_lone_defender: true, ..Default::default() };
    assert_eq!(scored(&lone, false, true, 1).points, vec![0, 4]);
    let by_tricks = EuchreOptions { lone_defender_scoring: LoneDefenderScoring::ByTricks, ..lone.clone() };
    assert_eq!(scored(&by_tricks, false, true, 1).points, vec![0, 2]);
    assert_eq!(scored(&by_tricks, false, true, 0).points, vec![0, 4]);
    // §13 euchred_lone_maker_points.
    assert_eq!(scored(&o, true, false, 2).points, vec![0, 2]);
    let somerset = EuchreOptions { euchred_lone_maker_points: 4, ..Default::default() };
    assert_eq!(scored(&somerset, true, false, 2).points, vec![0, 4]);
}

// E-8 — round 2 and stick the dealer.
#[test]
fn e8_round_two_and_stick_the_dealer() {
    let hands = ["9D TD QD KD 9H", "KS 9S TC QC KC", "JS AS AD TH QH", "JH AH KH JC AC"];
    let mut g = deal(&EuchreOptions::default(), N, hands, "9C");
    for _ in 0..4 {
        go(&mut g, EuchreAction::Pass);
    }
    assert_eq!(g.phase(), Phase::Bid2);
    let calls = |g: &Euchre| -> Vec<Suit> {
        legal(g).iter().filter_map(|a| if let EuchreAction::Call { suit } = a { Some(*suit) } else { None }).collect()
    };
    assert_eq!(calls(&g), vec![Suit::Diamonds, Suit::Hearts, Suit::Spades]);
    assert_eq!(g.apply(EuchreAction::Call { suit: Suit::Clubs }).unwrap_err().code, "turned_down_suit");
    for _ in 0..3 {
        go(&mut g, EuchreAction::Pass);
    }
    assert_eq!(g.to_move(), Some(N));
    assert!(!legal(&g).contains(&EuchreAction::Pass));
    let before = g.public().clone();
    assert_eq!(g.apply(EuchreAction::Pass).unwrap_err().code, "stuck_dealer");
    assert_eq!(*g.public(), before, "a rejected action leaves the state unchanged");

    // Without stick the dealer: N may pass, the hand is void, E deals next.
    let o = EuchreOptions { stick_the_dealer: false, ..Default::default() };
    let mut s = Session::<Euchre>::at_deal(o.clone(), 3, 0, N);
    s.game = deal(&o, N, hands, "9C");
    for _ in 0..8 {
        s.play(EuchreAction::Pass).unwrap();
    }
    let r = s.game.hand_result().unwrap();
    assert!(r.void);
    assert_eq!(s.scores, vec![0, 0]);
    s.next_hand().unwrap();
    assert_eq!(s.dealer, E);
}

// E-9 — the dealer's discard.
#[test]
fn e9_dealer_discard() {
    let o = EuchreOptions::default();
    let mut g = deal(&o, N, ["9C TD AS QH JD", "KS 9S TC QC KC", "JS TS AD TH QS", "JH AH 9H JC AC"], "KH");
    go(&mut g, EuchreAction::OrderUp); // E orders it up
    assert_eq!(g.phase(), Phase::Discard);
    assert_eq!(g.to_move(), Some(N));
    let discards: CardSet =
        legal(&g).iter().filter_map(|a| if let EuchreAction::Discard { card } = a { Some(*card) } else { None }).collect();
    assert_eq!(discards, cs("9C TD AS QH JD"));
    assert_eq!(g.apply(EuchreAction::Discard { card: c("KH") }).unwrap_err().code, "cannot_discard_upcard");
    let free = EuchreOptions { dealer_may_discard_upcard: true, ..Default::default() };
    let mut g2 = deal(&free, N, ["9C TD AS QH JD", "KS 9S TC QC KC", "JS TS AD TH QS", "JH AH 9H JC AC"], "KH");
    go(&mut g2, EuchreAction::OrderUp);
    go(&mut g2, EuchreAction::Discard { card: c("KH") });
}

fn lead_after_lone(lead: LoneHandLead) -> usize {
    let o = EuchreOptions { lone_hand_lead: lead, ..Default::default() };
    let mut g = deal(&o, N, ["9C TD AS QH JD", "KS 9S TC QC KC", "JS TS AD TH QS", "JH AH 9H JC AC"], "KH");
    go(&mut g, EuchreAction::Pass); // E
    go(&mut g, EuchreAction::OrderUp); // S orders, N (dealer) takes up
    go(&mut g, EuchreAction::Discard { card: c("9C") });
    go(&mut g, EuchreAction::Alone);
    assert!(!g.public().active[N], "the dealer sits out");
    g.to_move().unwrap()
}

// E-10 — the lead after going alone.
#[test]
fn e10_lead_after_going_alone() {
    assert_eq!(lead_after_lone(LoneHandLead::LeftOfLonePlayer), W);
    assert_eq!(lead_after_lone(LoneHandLead::LeftOfDealer), E);
}

// E-11 — the game ends: EW have 9 and march.
#[test]
fn e11_game_ends_at_ten() {
    let o = EuchreOptions::default();
    let last = HandResult { points: vec![0, 2], void: false, bidding_side: Some(1), summary: cardtable::words::Msg::new("test") };
    assert_eq!(o.match_winner(&[4, 11], &last), Some(1));
    assert_eq!(o.match_winner(&[4, 9], &last), None);
}

// E-12 — British Benny turned up with W dealing.
#[test]
fn e12_benny_turned_up() {
    let o = EuchreOptions { joker: JokerOption::Benny, ..Default::default() };
    let hs = ["9C TD AS QH JD", "KS 9S TC QC KC", "JS TS AD TH QS", "JH AH 9H JC AC"];
    let hs: Vec<CardSet> = hs.iter().map(|h| cs(h)).collect();
    let mut rest = Euchre::pack(&o);
    for h in &hs {
        rest -= *h;
    }
    rest.remove(Card::JOKER);
    let mut g =
        Euchre::from_setup(EuchreSetup { options: o, dealer: W, hands: hs, upcard: Card::JOKER, kitty: rest, position: None }).unwrap();
    assert_eq!(g.phase(), Phase::NameTrump);
    assert_eq!(g.to_move(), Some(W));
    go(&mut g, EuchreAction::NameTrump { suit: Suit::Spades });
    assert_eq!(g.public().maker, Some(W), "EW are the makers");
    go(&mut g, EuchreAction::Discard { card: c("JC") });
    go(&mut g, EuchreAction::Partner);
    // Play until W leads, or check a Benny lead directly: the followers must play spades or JC.
    let mut h = g.clone();
    h = rebuilt(&h, |p| p.turn = W);
    go(&mut h, EuchreAction::Play { card: Card::JOKER });
    assert_eq!(h.to_move(), Some(N));
    assert_eq!(plays(&h), cs("AS"), "N must follow trump with AS");
}

// E-13 — three-handed.
#[test]
fn e13_three_handed_scoring() {
    let o = EuchreOptions { players: 3, ..Default::default() };
    let mut g = Euchre::deal(&o, 0, &mut <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(5));
    g = rebuilt(&g, |p| {
        p.trump = Some(Suit::Hearts);
        p.maker = Some(1);
        p.phase = Phase::HandOver;
        p.tricks_won = [0, 5, 0, 0];
    });
    assert_eq!(g.hand_result().unwrap().points, vec![0, 3, 0]);
    g = rebuilt(&g, |p| p.tricks_won = [2, 2, 1, 0]);
    assert_eq!(g.hand_result().unwrap().points, vec![2, 0, 2], "each opponent +2");
    let o2 = EuchreOptions { players: 3, three_hand_march: 2, ..Default::default() };
    let mut s = g.setup();
    s.options = o2.clone();
    let pos = s.position.as_mut().unwrap();
    pos.public.options = o2;
    pos.public.tricks_won = [0, 5, 0, 0];
    g = Euchre::from_setup(s).unwrap();
    assert_eq!(g.hand_result().unwrap().points, vec![0, 2, 0]);
}

// E-14 — a lone maker against a lone defender: two-card tricks.
#[test]
fn e14_lone_maker_against_lone_defender() {
    let o = EuchreOptions { allow_lone_defender: true, ..Default::default() };
    let mut g = deal(&o, N, ["9C TD AS QH JD", "KS 9S TC QC KC", "JS TS AD TH QS", "JH AH 9H JC AC"], "KH");
    go(&mut g, EuchreAction::Pass); // E
    go(&mut g, EuchreAction::Pass); // S
    go(&mut g, EuchreAction::OrderUp); // W orders up
    go(&mut g, EuchreAction::Discard { card: c("9C") }); // N
    go(&mut g, EuchreAction::Alone); // W alone: E sits out
    assert_eq!(g.phase(), Phase::DefenderAlone);
    assert_eq!(g.to_move(), Some(S), "first defender clockwise from the dealer's left (E is a maker)");
    go(&mut g, EuchreAction::Alone);
    assert_eq!(g.public().active, [false, false, true, true]);
    assert_eq!(g.to_move(), Some(S), "left_of_lone_player: the lone defender leads");
    for _ in 0..2 {
        let a = legal(&g)[0];
        go(&mut g, a);
    }
    assert_eq!(g.public().tricks_played, 1, "two-card tricks");
    assert_eq!(scored(&o, true, true, 5).points, vec![4, 0]);
    assert_eq!(scored(&o, true, true, 2).points, vec![0, 4]);
}

// §13 partner_assist_forces_alone.
#[test]
fn partner_assist_forces_alone() {
    let o = EuchreOptions { partner_assist_forces_alone: true, ..Default::default() };
    let mut g = deal(&o, N, ["9C TD AS QH JD", "KS 9S TC QC KC", "JS TS AD TH QS", "JH AH 9H JC AC"], "KH");
    go(&mut g, EuchreAction::Pass); // E
    go(&mut g, EuchreAction::OrderUp); // S assists
    go(&mut g, EuchreAction::Discard { card: c("9C") });
    assert!(g.public().maker_alone);
    assert_eq!(g.phase(), Phase::Play);
}

// §14.3 call for best.
#[test]
fn call_for_best_exchanges_one_card() {
    let o = EuchreOptions { call_for_best: true, ..Default::default() };
    let mut g = deal(&o, N, ["9C TD AS QH JD", "KS 9S TC QC KC", "JS TS AD TH QS", "JH AH 9H JC AC"], "KH");
    go(&mut g, EuchreAction::Pass);
    go(&mut g, EuchreAction::Pass);
    go(&mut g, EuchreAction::OrderUp); // W
    go(&mut g, EuchreAction::Discard { card: c("9C") });
    go(&mut g, EuchreAction::Alone);
    assert_eq!(g.phase(), Phase::BestDiscard);
    go(&mut g, EuchreAction::Discard { card: c("9H") });
    assert_eq!(g.phase(), Phase::GiveBest);
    assert_eq!(g.to_move(), Some(E));
    go(&mut g, EuchreAction::GiveBest { card: c("KC") });
    assert!(g.hand(W).contains(c("KC")));
    assert_eq!(g.hand(W).len(), 5);
    assert_eq!(g.phase(), Phase::Play);
}

// §14.3 laps and slam.
#[test]
fn laps_and_slam() {
    let o = EuchreOptions { laps: true, slam: true, ..Default::default() };
    assert_eq!(o.next_game_scores(&[12, 3]), vec![2, 0]);
    assert_eq!(o.games_for_win(&[10, 0], 0), 2);
    assert_eq!(o.games_for_win(&[10, 1], 0), 1);
    assert_eq!((EuchreOptions::default()).next_game_scores(&[12, 3]), vec![0, 0]);
}

// §14.5 seven-card Euchre needs 4 tricks.
#[test]
fn seven_card_euchre() {
    let o = EuchreOptions { deck: 32, hand_size: 7, ..Default::default() };
    assert!(o.validate().is_ok());
    assert_eq!(o.tricks_to_make(), 4);
    assert!(EuchreOptions { hand_size: 7, ..Default::default() }.validate().is_err());
    let g = Euchre::deal(&o, 0, &mut <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(5));
    assert_eq!(g.hand(1).len(), 7);
    assert_eq!(g.kitty().len(), 3);
}

// §14.1 two-handed: no going alone; the non-dealer leads.
#[test]
fn two_handed() {
    let o = EuchreOptions { players: 2, ..Default::default() };
    let mut g = Euchre::deal(&o, 1, &mut <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(9));
    assert_eq!(g.to_move(), Some(0));
    go(&mut g, EuchreAction::OrderUp);
    let d = legal(&g)[0];
    go(&mut g, d);
    assert_eq!(g.phase(), Phase::Play, "no alone question two-handed");
    assert_eq!(g.to_move(), Some(0));
}

// E-12 under the named form `euchre-british` (§14.4): going alone is declared with the
// naming, before the dealer's discard; the defenders are asked after the discard.
#[test]
fn e12_british_form_declares_alone_with_the_naming() {
    let o = EuchreOptions::form("euchre-british").unwrap();
    let hs = ["9C TD AS QH JD", "KS 9S TC QC KC", "JS TS AD TH QS", "JH AH 9H JC AC"];
    let hs: Vec<CardSet> = hs.iter().map(|h| cs(h)).collect();
    let mut rest = Euchre::pack(&o);
    for h in &hs {
        rest -= *h;
    }
    rest.remove(Card::JOKER);
    let mut g =
        Euchre::from_setup(EuchreSetup { options: o, dealer: W, hands: hs, upcard: Card::JOKER, kitty: rest, position: None }).unwrap();
    assert_eq!((g.phase(), g.to_move()), (Phase::NameTrump, Some(W)));
    go(&mut g, EuchreAction::NameTrump { suit: Suit::Spades });
    // The Benny is in W's hand (six cards) and W declares before discarding.
    assert_eq!((g.phase(), g.to_move()), (Phase::DeclarerAlone, Some(W)));
    assert_eq!(g.hand(W).len(), 6);
    assert!(g.public().discard_pending());
    assert_eq!(legal(&g), vec![EuchreAction::Alone, EuchreAction::Partner]);
    // A world sampled by another seat now keeps the Benny in W's hand and no discard yet.
    let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(3);
    for seat in [N, E, S] {
        let w = Euchre::sample_world(&g.observation(seat), &mut rng);
        assert!(w.hand(W).contains(Card::JOKER), "seat {seat} knows W took the Benny");
        assert_eq!(w.hand(W).len(), 6);
        assert_eq!(w.dealer_discard(), None);
    }
    go(&mut g, EuchreAction::Alone);
    assert_eq!((g.phase(), g.to_move()), (Phase::Discard, Some(W)), "the lone dealer still discards");
    assert!(!legal(&g).contains(&EuchreAction::Discard { card: Card::JOKER }), "never the Benny");
    go(&mut g, EuchreAction::Discard { card: c("9H") });
    // §6.2: the defenders, from the dealer's left: N first.
    assert_eq!((g.phase(), g.to_move()), (Phase::DefenderAlone, Some(N)));
    go(&mut g, EuchreAction::Partner);
    assert_eq!((g.phase(), g.to_move()), (Phase::DefenderAlone, Some(S)));
    go(&mut g, EuchreAction::Partner);
    assert_eq!(g.phase(), Phase::Play);
    assert!(g.public().maker_alone);
    assert!(!g.public().active[E], "W's partner sits out");
    assert_eq!(g.to_move(), Some(N), "the player left of the lone maker leads (§7.2)");
}

// §14.4 with_bid after a round-1 order-up by the dealer's partner going alone: the dealer
// still exchanges (§6.3) though out of play.
#[test]
fn british_partner_orders_up_alone_and_the_dealer_still_discards() {
    let o = EuchreOptions::form("euchre-british").unwrap();
    let mut g = deal(&o, N, ["9C TD AS QH JD", "KS 9S TC QC KC", "JS TS AD TH QS", "JH AH 9H JC AC"], "KH");
    go(&mut g, EuchreAction::Pass); // E
    go(&mut g, EuchreAction::OrderUp); // S, N's partner
    assert_eq!((g.phase(), g.to_move()), (Phase::DeclarerAlone, Some(S)));
    go(&mut g, EuchreAction::Alone);
    assert_eq!((g.phase(), g.to_move()), (Phase::Discard, Some(N)));
    go(&mut g, EuchreAction::Discard { card: c("9C") });
    assert_eq!((g.phase(), g.to_move()), (Phase::DefenderAlone, Some(E)));
    assert!(!g.public().active[N]);
}
