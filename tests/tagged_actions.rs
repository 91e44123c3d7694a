//! The three games' actions read from their `{"action": …}` objects by `src/tagged.rs`
//! (a hand-written reader, smaller in wasm than serde's derive): the same objects and the
//! same error wording as the derive. (An integration test: a unit test in `tagged` would make
//! it import the games, which import it — an import cycle, tests/architecture.rs.)
use cardtable::cards::{Card, Suit};
use cardtable::euchre::EuchreAction;
use cardtable::sixty_six::SixtySixAction;
use cardtable::sixty_three::SixtyThreeAction;
use serde_json::json;

fn card(s: &str) -> Card {
    s.parse().unwrap()
}

#[test]
fn every_variant_reads_back_what_it_writes() {
    for a in [EuchreAction::Pass, EuchreAction::OrderUp, EuchreAction::Call { suit: Suit::Hearts }, EuchreAction::Play { card: card("JD") }]
    {
        let v = serde_json::to_value(a).unwrap();
        assert_eq!(serde_json::from_value::<EuchreAction>(v.clone()).unwrap(), a, "{v}");
        assert_eq!(serde_json::from_str::<EuchreAction>(&v.to_string()).unwrap(), a, "{v}");
    }
    let m = SixtySixAction::Marriage { card: card("KH"), suit: Suit::Hearts };
    assert_eq!(serde_json::from_value::<SixtySixAction>(json!({"suit": "H", "action": "marriage", "card": "KH"})).unwrap(), m);
    let k: SixtyThreeAction = serde_json::from_value(json!({"action": "keep", "cards": ["TD", "6C"]})).unwrap();
    assert_eq!(k.to_string(), "keep 6C TD");
    assert_eq!(
        serde_json::from_value::<SixtyThreeAction>(json!({"action": "bid", "value": 45})).unwrap(),
        SixtyThreeAction::Bid { value: 45 }
    );
}

#[test]
fn fields_a_variant_does_not_use_are_ignored() {
    let a: EuchreAction = serde_json::from_value(json!({"action": "pass", "card": "JD", "x": [1]})).unwrap();
    assert_eq!(a, EuchreAction::Pass);
}

#[test]
fn bad_objects_are_refused_with_the_derives_wording() {
    let err = |v: serde_json::Value| serde_json::from_value::<EuchreAction>(v).unwrap_err().to_string();
    assert_eq!(err(json!({"card": "JD"})), "missing field `action`");
    assert_eq!(err(json!({"action": "play"})), "missing field `card`");
    assert_eq!(
        err(json!({"action": "fly"})),
        "unknown variant `fly`, expected one of `pass`, `order_up`, `call`, `name_trump`, `alone`, `partner`, `discard`, `give_best`, `play`"
    );
    assert!(
        err(json!({"action": "play", "card": "ZZ"})).starts_with("not a card: \"ZZ\""),
        "{}",
        err(json!({"action": "play", "card": "ZZ"}))
    );
    assert_eq!(err(json!({"action": 3})), "invalid type: integer `3`, expected a string");
    assert_eq!(err(json!("pass")), "invalid type: string \"pass\", expected a map");
    let e = serde_json::from_value::<SixtyThreeAction>(json!({"action": "bid", "value": 300})).unwrap_err().to_string();
    assert_eq!(e, "invalid value: integer `300`, expected u8");
}
