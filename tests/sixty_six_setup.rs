//! The one validated builder of a Sixty-six deal from known cards
//! (`SixtySix::from_setup`): a good setup becomes the deal it describes, and each way a
//! setup can be wrong is refused with its own `SetupError`.

use cardtable::cards::{Card, CardSet};
use cardtable::game::Game;
use cardtable::sixty_six::{SetupError, SixtySix, SixtySixOptions, SixtySixSetup, Stage};

fn c(s: &str) -> Card {
    s.parse().unwrap()
}

/// A good setup: the 24-card pack in its natural order, dealt by seat 0.
fn good(o: &SixtySixOptions) -> SixtySixSetup {
    let pack = SixtySix::pack(o).to_vec();
    SixtySixSetup::from_pack(o, 0, &pack).unwrap()
}

#[test]
fn a_good_setup_is_the_deal_it_describes() {
    for o in [SixtySixOptions::default(), SixtySixOptions::schnapsen()] {
        let s = good(&o);
        let g = SixtySix::from_setup(s.clone()).unwrap();
        assert_eq!([g.hand(0), g.hand(1)], s.hands);
        assert_eq!(g.stock_in_draw_order(), s.stock);
        assert_eq!(g.public().trump_card, s.trump_card);
        assert_eq!(g.public().face_up, Some(s.trump_card));
        assert_eq!(g.public().stock_size as usize, s.stock.len() + 1);
        assert_eq!(g.stage(), Stage::Lead);
        assert_eq!(g.to_move(), Some(1), "the elder leads (§4)");
        let pack = SixtySix::pack(&o).to_vec();
        let h = SixtySix::from_pack(&o, 0, &pack).unwrap();
        assert_eq!([h.hand(0), h.hand(1)], s.hands);
    }
}

#[test]
fn bad_options_are_refused_with_the_option_named() {
    let mut s = good(&SixtySixOptions::default());
    s.options.deck = 32;
    let e = SixtySix::from_setup(s).unwrap_err();
    match &e {
        SetupError::BadOptions(m) => assert_eq!(m.key, "sixty_six.option.one_of"),
        other => panic!("{other:?}"),
    }
    assert_eq!(e.to_string(), "deck must be 24 or 20");
}

#[test]
fn the_dealer_must_be_a_seat() {
    let mut s = good(&SixtySixOptions::default());
    s.dealer = 2;
    assert_eq!(SixtySix::from_setup(s).unwrap_err(), SetupError::BadDealer(2));
    let o = SixtySixOptions::default();
    let pack = SixtySix::pack(&o).to_vec();
    assert_eq!(SixtySixSetup::from_pack(&o, 5, &pack).unwrap_err(), SetupError::BadDealer(5));
}

#[test]
fn each_hand_must_have_its_size() {
    let mut s = good(&SixtySixOptions::default());
    let moved = s.hands[1].iter().next().unwrap();
    s.hands[1].remove(moved);
    s.stock.push(moved);
    assert_eq!(SixtySix::from_setup(s).unwrap_err(), SetupError::HandSize { seat: 1, need: 6, got: 5 });
}

#[test]
fn the_stock_must_hold_the_rest_of_the_pack() {
    let mut s = good(&SixtySixOptions::default());
    s.stock.pop();
    let e = SixtySix::from_setup(s).unwrap_err();
    assert_eq!(e, SetupError::StockSize { need: 11, got: 10 });
    assert_eq!(e.to_string(), "the stock must hold 11 cards, not 10");
}

#[test]
fn a_pack_must_have_the_packs_length() {
    let o = SixtySixOptions::default();
    let pack = SixtySix::pack(&o).to_vec();
    let e = SixtySixSetup::from_pack(&o, 0, &pack[..23]).unwrap_err();
    assert_eq!(e, SetupError::PackSize { need: 24, got: 23 });
    assert_eq!(e.to_string(), "the pack must hold the 24 cards exactly once");
}

#[test]
fn a_card_from_outside_the_pack_is_refused() {
    // §15.4: the 20-card pack has no nines.
    let mut s = good(&SixtySixOptions::schnapsen());
    s.stock[0] = c("9C");
    assert_eq!(SixtySix::from_setup(s).unwrap_err(), SetupError::ForeignCard(c("9C")));
}

#[test]
fn a_card_dealt_twice_is_refused() {
    let mut s = good(&SixtySixOptions::default());
    s.stock[0] = s.stock[1];
    let twice = s.stock[1];
    assert_eq!(SixtySix::from_setup(s).unwrap_err(), SetupError::Duplicate(twice));
    let mut s = good(&SixtySixOptions::default());
    s.trump_card = s.hands[0].iter().next().unwrap();
    assert!(matches!(SixtySix::from_setup(s).unwrap_err(), SetupError::Duplicate(_)));
    let hands = [CardSet::EMPTY; 2];
    let e = SixtySix::from_cards(&SixtySixOptions::default(), 0, hands, c("AS"), &[]).unwrap_err();
    assert_eq!(e, SetupError::HandSize { seat: 0, need: 6, got: 0 });
}
