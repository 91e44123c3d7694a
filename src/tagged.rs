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
