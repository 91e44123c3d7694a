//! The actions' JSON form, `{"action": NAME, FIELD: VALUE, …}`, read by hand rather than by
//! serde's derive for internally tagged enums: the derive buffers the object and compiles a
//! separate deserializer for every variant, which made each game's action reader the largest
//! single function in the page's wasm. This reads the object as a JSON map once (code the
//! wasm has anyway) and each field with its own type's `Deserialize`. Serialization and the
//! schema still come from the derives and their `#[serde(tag = "action")]` attributes.

use serde::de::{DeserializeOwned, Deserializer, Error};
use serde::Deserialize;
use serde_json::{Map, Value};

/// An action object split into its tag (the `action` field) and its other fields.
pub struct Tagged {
    /// The `action` field: which variant.
    pub tag: String,
    fields: Map<String, Value>,
}

impl Tagged {
    /// Reads an object with a string `action` field; fields the variant does not use are
    /// ignored, as the derive ignores them.
    pub fn read<'de, D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let mut fields = Map::<String, Value>::deserialize(d)?;
        let tag = match fields.remove("action") {
            Some(v) => serde_json::from_value(v).map_err(D::Error::custom)?,
            None => return Err(D::Error::missing_field("action")),
        };
        Ok(Tagged { tag, fields })
    }

    /// The field `name`, read as a `T`; an error if it is missing or not a `T`.
    pub fn field<T: DeserializeOwned, E: Error>(&mut self, name: &'static str) -> Result<T, E> {
        match self.fields.remove(name) {
            Some(v) => serde_json::from_value(v).map_err(E::custom),
            None => Err(E::missing_field(name)),
        }
    }

    /// The error for a tag that names no variant (the derive's wording).
    pub fn unknown<E: Error>(&self, variants: &'static [&'static str]) -> E {
        E::unknown_variant(&self.tag, variants)
    }
}

#[cfg(all(test, feature = "euchre", feature = "sixty_six", feature = "sixty_three"))]
mod tests {
    use crate::cards::{Card, Suit};
    use crate::euchre::EuchreAction;
    use crate::sixty_six::SixtySixAction;
    use crate::sixty_three::SixtyThreeAction;
    use serde_json::json;

    fn card(s: &str) -> Card {
        s.parse().unwrap()
    }

    #[test]
    fn every_variant_reads_back_what_it_writes() {
        for a in
            [EuchreAction::Pass, EuchreAction::OrderUp, EuchreAction::Call { suit: Suit::Hearts }, EuchreAction::Play { card: card("JD") }]
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
}
