//! The one validated builder of Euchre positions (`Euchre::from_setup`): a round trip through
//! `Euchre::setup`, and one refused setup per `SetupError` variant. Also the message keys of
//! option errors and hand summaries, whose English must stay as it was.

use cardtable::cards::{Card, CardSet, Suit};
use cardtable::euchre::*;
use cardtable::game::{Game, MatchRules};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// A valid fresh deal as setup data.
fn fresh() -> EuchreSetup {
    let g = Euchre::deal(&EuchreOptions::default(), 0, &mut ChaCha8Rng::seed_from_u64(11));
    let mut s = g.setup();
    s.position = None;
    s
}

/// A valid position a few actions into the hand, as setup data.
fn mid_hand() -> (Euchre, EuchreSetup) {
    let mut g = Euchre::deal(&EuchreOptions::default(), 1, &mut ChaCha8Rng::seed_from_u64(12));
    let mut legal = Vec::new();
    for i in 0..9 {
        g.legal_actions(&mut legal);
        g.apply(legal[i % legal.len()]).unwrap();
    }
    let s = g.setup();
    (g, s)
}

/// Why `s` is refused.
fn refused(s: EuchreSetup) -> SetupError {
    Euchre::from_setup(s).unwrap_err()
}

#[test]
fn a_fresh_setup_builds_round_one() {
    let s = fresh();
    let g = Euchre::from_setup(s.clone()).unwrap();
    assert_eq!(g.phase(), Phase::Bid1);
    assert_eq!(g.to_move(), Some(1));
    assert_eq!(g.hand(2), s.hands[2]);
    assert_eq!(g.kitty(), s.kitty);
    assert_eq!(g.public().upcard, s.upcard);
}

#[test]
fn setup_round_trips_a_position() {
    let (g, s) = mid_hand();
    let h = Euchre::from_setup(s).unwrap();
    assert_eq!(h.public(), g.public());
    assert_eq!(h.hands(), g.hands());
    assert_eq!(h.kitty(), g.kitty());
    assert_eq!(h.dealer_discard(), g.dealer_discard());
    assert_eq!(h.observation(2), g.observation(2));
}

#[test]
fn bad_options_are_refused_with_the_option_named() {
    let mut s = fresh();
    s.options.deck = 20;
    let Err(SetupError::Options(m)) = Euchre::from_setup(s) else { panic!("expected Options") };
    assert_eq!(m.key, "euchre.option.deck");
    assert_eq!(m.english(), "deck must be 24 or 32");
}

#[test]
fn the_dealer_must_be_a_seat() {
    let mut s = fresh();
    s.dealer = 4;
    assert_eq!(refused(s), SetupError::DealerNotASeat { dealer: 4, seats: 4 });
}

#[test]
fn one_hand_per_seat() {
    let mut s = fresh();
    s.hands.pop();
    assert_eq!(refused(s), SetupError::WrongHandCount { got: 3, need: 4 });
}

#[test]
fn a_fresh_hand_has_hand_size_cards() {
    let mut s = fresh();
    let c = s.hands[2].first().unwrap();
    s.hands[2].remove(c);
    s.kitty.insert(c);
    assert_eq!(refused(s), SetupError::WrongHandSize { seat: 2, got: 4, need: 5 });
}

#[test]
fn every_card_is_in_the_pack() {
    let mut s = fresh();
    let c = s.hands[0].first().unwrap();
    s.hands[0].remove(c);
    let two: Card = "2C".parse().unwrap();
    s.hands[0].insert(two);
    assert_eq!(refused(s), SetupError::NotInPack(two));
}

#[test]
fn no_card_is_placed_twice() {
    let mut s = fresh();
    let mine = s.hands[0].first().unwrap();
    let theirs = s.hands[1].first().unwrap();
    s.hands[0].remove(mine);
    s.hands[0].insert(theirs);
    s.kitty.insert(mine);
    assert_eq!(refused(s), SetupError::Duplicate(theirs));
    let mut s = fresh();
    let up = s.upcard;
    s.kitty.insert(up);
    assert!(matches!(Euchre::from_setup(s), Err(SetupError::Duplicate(c)) if c == up));
}

#[test]
fn no_card_of_the_pack_is_missing() {
    let mut s = fresh();
    let c = s.kitty.first().unwrap();
    s.kitty.remove(c);
    assert_eq!(refused(s), SetupError::Missing(CardSet::single(c)));
}

#[test]
fn the_position_must_agree_with_the_setup() {
    let (_, mut s) = mid_hand();
    s.dealer = (s.dealer + 1) % 4;
    assert_eq!(refused(s), SetupError::Mismatch("dealer"));
    let (_, mut s) = mid_hand();
    s.position.as_mut().unwrap().public.held[0] += 1;
    assert_eq!(refused(s), SetupError::Mismatch("held"));
    let (_, mut s) = mid_hand();
    s.options.game_target = 5;
    assert_eq!(refused(s), SetupError::Mismatch("options"));
}

#[test]
fn the_seat_to_act_must_take_part() {
    let (_, mut s) = mid_hand();
    s.position.as_mut().unwrap().public.turn = 7;
    assert_eq!(refused(s), SetupError::BadTurn(7));
}

#[test]
fn from_cards_is_the_builder_in_words() {
    let s = fresh();
    assert!(Euchre::from_cards(&s.options, s.dealer, &s.hands, s.upcard, s.kitty).is_ok());
    let err = Euchre::from_cards(&s.options, 9, &s.hands, s.upcard, s.kitty).unwrap_err();
    assert_eq!(err, "the dealer must be a seat below 4, got 9");
}

#[test]
fn option_errors_keep_their_sentences() {
    let cases: [(EuchreOptions, &str, &str); 7] = [
        (EuchreOptions { players: 5, ..Default::default() }, "euchre.option.players", "players must be 2, 3 or 4"),
        (EuchreOptions { game_target: 9, ..Default::default() }, "euchre.option.game_target", "game_target must be 5, 7, 10 or 11"),
        (EuchreOptions { deck: 28, ..Default::default() }, "euchre.option.deck", "deck must be 24 or 32"),
        (EuchreOptions { hand_size: 6, ..Default::default() }, "euchre.option.hand_size", "hand_size must be 5 or 7"),
        (EuchreOptions { hand_size: 7, ..Default::default() }, "euchre.option.hand_size_deck", "hand_size 7 needs the 32-card deck"),
        (
            EuchreOptions { euchred_lone_maker_points: 3, ..Default::default() },
            "euchre.option.euchred_lone_maker_points",
            "euchred_lone_maker_points must be 2 or 4",
        ),
        (EuchreOptions { three_hand_march: 4, ..Default::default() }, "euchre.option.three_hand_march", "three_hand_march must be 2 or 3"),
    ];
    for (o, key, sentence) in cases {
        let m = o.validate_msg().unwrap_err();
        assert_eq!(m.key, key);
        assert_eq!(o.validate().unwrap_err(), sentence);
        let r = o.validate_rules().unwrap_err();
        assert_eq!(r.code, "bad_options");
        assert_eq!(r.message(), sentence);
    }
}

/// A finished hand with N (team 0) the maker in hearts, built by the setup builder.
fn finished(o: &EuchreOptions, change: impl FnOnce(&mut EuchrePublic)) -> EuchreResult {
    let g = Euchre::deal(o, 0, &mut ChaCha8Rng::seed_from_u64(3));
    let mut s = g.setup();
    let p = &mut s.position.as_mut().unwrap().public;
    p.trump = Some(Suit::Hearts);
    p.maker = Some(0);
    p.phase = Phase::HandOver;
    change(p);
    Euchre::from_setup(s).unwrap().result().unwrap()
}

#[test]
fn hand_summaries_are_keys_with_the_same_english() {
    let o = EuchreOptions::default();
    let r = finished(&o, |p| p.tricks_won = [3, 2, 0, 0]);
    assert_eq!(r.summary_msg.key, "euchre.summary.made");
    assert_eq!(r.summary, "North–South made hearts with 3 tricks: 1 point.");
    assert_eq!(r.summary, r.summary_msg.english());
    let r = finished(&o, |p| {
        p.maker_alone = true;
        p.tricks_won = [5, 0, 0, 0];
    });
    assert_eq!(r.summary, "North–South marched alone: all 5 tricks, 4 points.");
    let lone = EuchreOptions { allow_lone_defender: true, ..Default::default() };
    let r = finished(&lone, |p| {
        p.maker = Some(1);
        p.lone_defender = Some(0);
        p.tricks_won = [4, 1, 0, 0];
    });
    assert_eq!(r.summary, "East–West were euchred by a lone defender with 1 trick: the defenders score 4.");
    let three = EuchreOptions { players: 3, ..Default::default() };
    let r = finished(&three, |p| {
        p.maker = Some(2);
        p.tricks_won = [2, 1, 2, 0];
    });
    assert_eq!(r.summary, "Seat 2 were euchred with 2 tricks: the defenders score 2 each.");
    let r = finished(&o, |p| {
        p.trump = None;
        p.maker = None;
        p.upcard_state = UpcardState::TurnedDown;
    });
    assert_eq!(r.summary_msg.key, "euchre.summary.void");
    assert_eq!(r.summary, "Everyone passed twice: the hand is void and the deal passes to the left.");
}
