//! The JSON Schema of everything that crosses to the page: views, actions, events, errors,
//! hints, options and their specifications. `tests/schema.rs` keeps `www/js/schema.json`
//! equal to [`page_schema`], and `scripts/gen-types.mjs` turns that file into
//! `www/js/types.d.ts`, which the page's JavaScript is checked against (`tsc`).
//!
//! Types with a hand-written `Serialize` (cards, suits, messages, refusals) get their schema
//! here, next to each other, so the wire notation is described once.

use crate::cards::{Card, CardSet, Suit};
use crate::game::Refusal;
use crate::words::Msg;
use schemars::{json_schema, JsonSchema, Schema, SchemaGenerator};
use serde_json::{json, Map, Value};
use std::borrow::Cow;

impl JsonSchema for Card {
    fn schema_name() -> Cow<'static, str> {
        "Card".into()
    }
    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "description": "A card as rank then suit (`9C`, `TD`, `JH`, `AS`; ranks 2-9 T J Q K A, suits C D H S) or `XJ` for the joker.",
            "type": "string",
            "pattern": "^([2-9TJQKA][CDHS]|XJ)$"
        })
    }
}

impl JsonSchema for CardSet {
    fn schema_name() -> Cow<'static, str> {
        "CardSet".into()
    }
    fn json_schema(g: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "description": "A set of cards, in card order.",
            "type": "array",
            "items": g.subschema_for::<Card>()
        })
    }
}

impl JsonSchema for Suit {
    fn schema_name() -> Cow<'static, str> {
        "Suit".into()
    }
    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "description": "A suit letter: clubs, diamonds, hearts, spades.",
            "type": "string",
            "enum": ["C", "D", "H", "S"]
        })
    }
}

impl JsonSchema for Msg {
    fn schema_name() -> Cow<'static, str> {
        "Msg".into()
    }
    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "description": "A message for a player: a catalogue key and its parameters (cards as codes, suits as letters, numbers, sub-keys, nested messages).",
            "type": "object",
            "properties": {
                "key": { "type": "string" },
                "params": { "type": "object", "additionalProperties": true }
            },
            "required": ["key", "params"]
        })
    }
}

impl JsonSchema for Refusal {
    fn schema_name() -> Cow<'static, str> {
        "Refusal".into()
    }
    fn json_schema(g: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "description": "Why an action or request was refused; the state is unchanged. Thrown to JS as an Error with these properties.",
            "type": "object",
            "properties": {
                "code": g.subschema_for::<crate::game::ErrorCode>(),
                "key": { "type": "string" },
                "params": { "type": "object", "additionalProperties": true },
                "message": { "type": "string", "description": "The English sentence." }
            },
            "required": ["code", "key", "params", "message"]
        })
    }
}

/// Adds `T` to the generator and returns its name in the definitions.
fn add<T: JsonSchema>(g: &mut SchemaGenerator, exports: &mut Map<String, Value>, name: &str) {
    let s = g.subschema_for::<T>();
    exports.insert(name.to_string(), s.to_value());
}

/// The page schema: `{"definitions": {...}, "exports": {"Name": {"$ref": ...}}}`. Every
/// name under `exports` becomes an exported type in `www/js/types.d.ts`.
pub fn page_schema() -> Value {
    let mut g = schemars::generate::SchemaSettings::draft07().for_serialize().into_generator();
    let mut ex = Map::new();
    add::<crate::game::ErrorCode>(&mut g, &mut ex, "ErrorCode");
    add::<Refusal>(&mut g, &mut ex, "Refusal");
    add::<Msg>(&mut g, &mut ex, "Msg");
    add::<Card>(&mut g, &mut ex, "Card");
    add::<Suit>(&mut g, &mut ex, "Suit");
    add::<crate::table::MatchView>(&mut g, &mut ex, "MatchView");
    add::<crate::table::TableEvent>(&mut g, &mut ex, "TableEvent");
    add::<crate::options::OptionSpec>(&mut g, &mut ex, "OptionSpec");
    #[cfg(feature = "euchre")]
    {
        use crate::euchre::*;
        add::<EuchreOptions>(&mut g, &mut ex, "EuchreOptions");
        add::<EuchreAction>(&mut g, &mut ex, "EuchreAction");
        add::<EuchreEvent>(&mut g, &mut ex, "EuchreEvent");
        add::<crate::euchre::view::EuchreView>(&mut g, &mut ex, "EuchreView");
        add::<crate::table::Hint<EuchreAction>>(&mut g, &mut ex, "EuchreHint");
    }
    #[cfg(feature = "sixty_six")]
    {
        use crate::sixty_six::*;
        add::<SixtySixOptions>(&mut g, &mut ex, "SixtySixOptions");
        add::<SixtySixAction>(&mut g, &mut ex, "SixtySixAction");
        add::<SixtySixEvent>(&mut g, &mut ex, "SixtySixEvent");
        add::<crate::sixty_six::view::SixtySixView>(&mut g, &mut ex, "SixtySixView");
        add::<crate::table::Hint<SixtySixAction>>(&mut g, &mut ex, "SixtySixHint");
    }
    #[cfg(feature = "sixty_three")]
    {
        use crate::sixty_three::*;
        add::<SixtyThreeOptions>(&mut g, &mut ex, "SixtyThreeOptions");
        add::<SixtyThreeAction>(&mut g, &mut ex, "SixtyThreeAction");
        add::<SixtyThreeEvent>(&mut g, &mut ex, "SixtyThreeEvent");
        add::<crate::sixty_three::view::SixtyThreeView<'static>>(&mut g, &mut ex, "SixtyThreeView");
        add::<crate::table::Hint<SixtyThreeAction>>(&mut g, &mut ex, "SixtyThreeHint");
    }
    let mut defs = g.take_definitions(true);
    // The shapes the page's generic code uses: the match fields of every view (the game's
    // own fields are in EuchreView, SixtySixView, SixtyThreeView), any game's event.
    let mut union = |name: &str, schema: Value| {
        defs.insert(name.into(), schema);
        ex.insert(name.into(), json!({ "$ref": format!("#/definitions/{name}") }));
    };
    union(
        "TableView",
        json!({"description": "Table.view(seat): the hand's view of the game played, merged with the match fields.",
               "allOf": [{"$ref": "#/definitions/MatchView"}, {"type": "object", "additionalProperties": {"tsType": "any"}}]}),
    );
    union(
        "GameEvent",
        json!({"description": "An event to animate: the game's own, or the table's at the end of a hand.",
               "anyOf": [{"$ref": "#/definitions/TableEvent"},
                         {"type": "object", "properties": {"type": {"type": "string"}}, "required": ["type"], "additionalProperties": {"tsType": "any"}}]}),
    );
    union(
        "Hint",
        json!({"description": "Table.hint(seat): the expert's suggestion.",
               "type": "object",
               "properties": {"action": {"type": "object", "additionalProperties": {"tsType": "any"}}, "reason": {"type": "string"},
                              "why": {"$ref": "#/definitions/Msg"}, "win": {"type": ["number", "null"]}},
               "required": ["action", "reason", "why", "win"]}),
    );
    json!({
        "$comment": "GENERATED by tests/schema.rs from the Rust types (BLESS=1 cargo test --test schema); do not edit.",
        "definitions": defs,
        "exports": ex,
    })
}
