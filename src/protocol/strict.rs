//! JSON as the protocols read it: like `serde_json::from_str::<Value>`, but an object with
//! the same key twice, at any depth, is an error (serde_json keeps the last, so a `decide`
//! ending in `"type":"bye"` would be read as a `bye`).

use serde::de::{DeserializeSeed, Deserializer, Error as _, MapAccess, SeqAccess, Visitor};
use serde_json::{Map, Value};
use std::fmt;

/// Parses one JSON text; `Err` for bad JSON or a key repeated in one object (named).
pub(crate) fn parse(text: &str) -> Result<Value, serde_json::Error> {
    let mut de = serde_json::Deserializer::from_str(text);
    let v = Strict.deserialize(&mut de)?;
    de.end()?;
    Ok(v)
}

/// A seed building a [`Value`] that refuses duplicate keys.
struct Strict;

impl<'de> DeserializeSeed<'de> for Strict {
    type Value = Value;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Value, D::Error> {
        d.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Strict {
    type Value = Value;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("any JSON value")
    }
    fn visit_bool<E>(self, v: bool) -> Result<Value, E> {
        Ok(Value::Bool(v))
    }
    fn visit_i64<E>(self, v: i64) -> Result<Value, E> {
        Ok(Value::from(v))
    }
    fn visit_u64<E>(self, v: u64) -> Result<Value, E> {
        Ok(Value::from(v))
    }
    fn visit_f64<E>(self, v: f64) -> Result<Value, E> {
        Ok(serde_json::Number::from_f64(v).map_or(Value::Null, Value::Number))
    }
    fn visit_str<E>(self, v: &str) -> Result<Value, E> {
        Ok(Value::String(v.to_string()))
    }
    fn visit_string<E>(self, v: String) -> Result<Value, E> {
        Ok(Value::String(v))
    }
    fn visit_unit<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }
    fn visit_none<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Value, A::Error> {
        let mut v = Vec::new();
        while let Some(x) = seq.next_element_seed(Strict)? {
            v.push(x);
        }
        Ok(Value::Array(v))
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Value, A::Error> {
        let mut m = Map::new();
        while let Some(k) = map.next_key::<String>()? {
            if m.contains_key(&k) {
                return Err(A::Error::custom(format!("duplicate key {:?}", super::excerpt(&k))));
            }
            let v = map.next_value_seed(Strict)?;
            m.insert(k, v);
        }
        Ok(Value::Object(m))
    }
}

#[cfg(test)]
mod tests {
    use super::parse;
    use serde_json::json;

    #[test]
    fn duplicate_keys_are_refused_at_any_depth() {
        assert_eq!(parse(r#"{"a":[1,{"b":2.5,"c":null}],"d":"x"}"#).unwrap(), json!({"a": [1, {"b": 2.5, "c": null}], "d": "x"}));
        assert!(parse(r#"{"type":"decide","type":"bye"}"#).unwrap_err().to_string().contains("duplicate key \"type\""));
        assert!(parse(r#"{"a":{"b":1,"b":2}}"#).unwrap_err().to_string().contains("duplicate key \"b\""));
        assert!(parse(r#"{"a":1} x"#).is_err());
        assert_eq!(parse("-7").unwrap(), json!(-7));
        assert_eq!(parse("18446744073709551615").unwrap(), json!(u64::MAX));
    }
}
