//! The option schema the page (and the embed's `rules` parameter) reads instead of restating
//! each game's defaults: one [`OptionSpec`] per field of a game's options type, derived from
//! that type itself — its JSON Schema (field names, kinds, enumerations, the rule-book note
//! in each field's doc comment), its `Default` (the rule book's defaults) and its
//! validation ([`MatchRules::validate_rules`]), which decides the values offered. Nothing
//! here is written per game, so a new option appears everywhere at once.

use crate::game::MatchRules;
use schemars::JsonSchema;
use serde::Serialize;
use serde_json::Value;

/// What kind of value an option takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum OptionKind {
    /// `true` or `false`.
    Bool,
    /// One of [`OptionSpec::choices`] (a name or a number).
    Choice,
    /// A whole number between [`OptionSpec::min`] and [`OptionSpec::max`].
    Int,
}

/// One rule option of a game, as the page offers it.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct OptionSpec {
    /// The field name in the options object (`stick_the_dealer`).
    pub key: String,
    /// The catalogue key of its label (`euchre.option.stick_the_dealer`); a choice's label
    /// is `<label_key>.<value>`.
    pub label_key: String,
    /// The rule book's note on the option (its doc comment, with the section), in English.
    pub note: String,
    /// Its kind.
    pub kind: OptionKind,
    /// The rule book's default.
    #[schemars(schema_with = "option_value")]
    pub default: Value,
    /// The values the rules allow with every other option at its default (kind `choice`),
    /// in declaration or numeric order.
    #[schemars(schema_with = "option_values")]
    pub choices: Vec<Value>,
    /// The smallest allowed value (kind `int`).
    pub min: Option<i64>,
    /// The largest allowed value (kind `int`).
    pub max: Option<i64>,
}

/// The schema of one option value: a name, a number or a flag.
fn option_value(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
    schemars::json_schema!({ "type": ["string", "number", "boolean"] })
}

/// The schema of a list of option values.
fn option_values(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
    schemars::json_schema!({ "type": "array", "items": { "type": ["string", "number", "boolean"] } })
}

/// Whole numbers tried for an integer option (the allowed ones are kept).
const INT_PROBE: std::ops::RangeInclusive<i64> = 0..=1000;
/// More allowed whole numbers than this make the option a range rather than a choice.
const MAX_INT_CHOICES: usize = 12;

/// The specification of every option of `O` for game `game` (`euchre`, `sixty_six`,
/// `sixty_three`), in field order.
pub fn option_specs<O: MatchRules + JsonSchema>(game: &str) -> Vec<OptionSpec> {
    let schema = schemars::SchemaGenerator::default().into_root_schema_for::<O>().to_value();
    let defaults = serde_json::to_value(O::default()).unwrap_or(Value::Null);
    let Some(props) = schema.get("properties").and_then(Value::as_object) else { return Vec::new() };
    let defs = schema.get("$defs").or_else(|| schema.get("definitions")).cloned().unwrap_or(Value::Null);
    let allowed = |key: &str, v: &Value| -> bool {
        let mut o = defaults.clone();
        o[key] = v.clone();
        serde_json::from_value::<O>(o).ok().is_some_and(|o| o.validate_rules().is_ok())
    };
    let mut out = Vec::new();
    for (key, prop) in props {
        let prop = resolve(prop, &defs);
        let note = prop.get("description").and_then(Value::as_str).unwrap_or_default().to_string();
        let default = defaults.get(key).cloned().unwrap_or(Value::Null);
        let mut spec = OptionSpec {
            key: key.clone(),
            label_key: format!("{game}.option.{key}"),
            note,
            kind: OptionKind::Choice,
            default,
            choices: Vec::new(),
            min: None,
            max: None,
        };
        match prop.get("type").and_then(Value::as_str) {
            Some("boolean") => spec.kind = OptionKind::Bool,
            Some("integer") => {
                let ok: Vec<i64> = INT_PROBE.filter(|&n| allowed(key, &Value::from(n))).collect();
                if ok.len() <= MAX_INT_CHOICES {
                    spec.choices = ok.into_iter().map(Value::from).collect();
                } else {
                    spec.kind = OptionKind::Int;
                    spec.min = ok.first().copied();
                    spec.max = ok.last().copied();
                }
            }
            _ => spec.choices = enum_values(&prop, &defs).into_iter().filter(|v| allowed(key, v)).collect(),
        }
        out.push(spec);
    }
    out
}

/// Follows a `$ref` (and a single-element `allOf`) to the schema it names.
fn resolve(s: &Value, defs: &Value) -> Value {
    if let Some(r) = s.get("$ref").and_then(Value::as_str) {
        let name = r.rsplit('/').next().unwrap_or_default();
        let mut d = defs.get(name).cloned().unwrap_or(Value::Null);
        if let (Some(desc), Some(obj)) = (s.get("description"), d.as_object_mut()) {
            obj.insert("description".into(), desc.clone());
        }
        return d;
    }
    if let Some([one]) = s.get("allOf").and_then(Value::as_array).map(Vec::as_slice) {
        let mut d = resolve(one, defs);
        if let (Some(desc), Some(obj)) = (s.get("description"), d.as_object_mut()) {
            obj.insert("description".into(), desc.clone());
        }
        return d;
    }
    s.clone()
}

/// The values of an enumeration schema: `enum`, or `oneOf` of `const`/`enum` branches.
fn enum_values(s: &Value, defs: &Value) -> Vec<Value> {
    if let Some(e) = s.get("enum").and_then(Value::as_array) {
        return e.clone();
    }
    let mut out = Vec::new();
    for branch in s.get("oneOf").or_else(|| s.get("anyOf")).and_then(Value::as_array).into_iter().flatten() {
        let b = resolve(branch, defs);
        if let Some(c) = b.get("const") {
            out.push(c.clone());
        } else {
            out.extend(enum_values(&b, defs));
        }
    }
    out
}

/// The option specifications of a game by its table name (`euchre`, `sixty_six`,
/// `schnapsen`, `sixty_three`), or `None` for an unknown game.
pub fn specs_for(game: &str) -> Option<Vec<OptionSpec>> {
    match game {
        #[cfg(feature = "euchre")]
        "euchre" => Some(option_specs::<crate::euchre::EuchreOptions>("euchre")),
        #[cfg(feature = "sixty_six")]
        "sixty_six" | "sixty-six" => Some(option_specs::<crate::sixty_six::SixtySixOptions>("sixty_six")),
        #[cfg(feature = "sixty_six")]
        "schnapsen" => {
            let mut specs = option_specs::<crate::sixty_six::SixtySixOptions>("sixty_six");
            // Schnapsen's defaults are the §15.4 settings, not the 24-card book's.
            let d = serde_json::to_value(crate::sixty_six::SixtySixOptions::schnapsen()).unwrap_or(Value::Null);
            for s in &mut specs {
                if let Some(v) = d.get(&s.key) {
                    s.default = v.clone();
                }
            }
            Some(specs)
        }
        #[cfg(feature = "sixty_three")]
        "sixty_three" | "sixty-three" => Some(option_specs::<crate::sixty_three::SixtyThreeOptions>("sixty_three")),
        _ => None,
    }
}

#[cfg(all(test, feature = "euchre", feature = "sixty_six", feature = "sixty_three"))]
mod tests {
    use super::*;

    fn spec<'a>(specs: &'a [OptionSpec], key: &str) -> &'a OptionSpec {
        specs.iter().find(|s| s.key == key).unwrap_or_else(|| panic!("no spec for {key}"))
    }

    #[test]
    fn euchre_specs_follow_the_options_type() {
        let specs = specs_for("euchre").unwrap();
        let s = spec(&specs, "stick_the_dealer");
        assert_eq!((s.kind, &s.default), (OptionKind::Bool, &Value::Bool(true)));
        assert_eq!(s.label_key, "euchre.option.stick_the_dealer");
        assert!(s.note.contains("§5.4"), "{}", s.note);
        let t = spec(&specs, "game_target");
        assert_eq!(t.choices, vec![Value::from(5), Value::from(7), Value::from(10), Value::from(11)]);
        assert_eq!(t.default, Value::from(10));
        let lead = spec(&specs, "lone_hand_lead");
        assert_eq!(lead.default, Value::from("left_of_lone_player"));
        assert!(lead.choices.contains(&Value::from("left_of_dealer")), "{:?}", lead.choices);
        assert_eq!(spec(&specs, "lone_defender_scoring").choices, vec![Value::from("always_4"), Value::from("by_tricks")]);
    }

    #[test]
    fn every_field_has_a_spec_with_an_allowed_default() {
        for game in ["euchre", "sixty_six", "schnapsen", "sixty_three"] {
            let specs = specs_for(game).unwrap();
            assert!(specs.len() >= 10, "{game}: {} specs", specs.len());
            for s in &specs {
                match s.kind {
                    OptionKind::Bool => assert!(s.default.is_boolean(), "{game}.{}", s.key),
                    OptionKind::Choice => {
                        assert!(s.choices.contains(&s.default), "{game}.{}: {:?} not in {:?}", s.key, s.default, s.choices)
                    }
                    OptionKind::Int => {
                        let d = s.default.as_i64().unwrap();
                        assert!(s.min.unwrap() <= d && d <= s.max.unwrap(), "{game}.{}", s.key);
                    }
                }
            }
        }
        let sixty_three = specs_for("sixty_three").unwrap();
        assert_eq!(spec(&sixty_three, "game_target").default, Value::from(250));
        assert_eq!(spec(&specs_for("schnapsen").unwrap(), "deck").default, Value::from(20));
        assert!(specs_for("bridge").is_none());
    }
}
