//! `www/js/schema.json` is the JSON Schema of everything the page receives from the engine,
//! generated from the Rust types (`cardtable::schema::page_schema`); `www/js/types.d.ts` is
//! generated from it by `scripts/gen-types.mjs` (checked by `tests/e2e/types.test.mjs`).
//! This test fails when the committed schema is stale; `BLESS=1 cargo test --test schema`
//! rewrites it.

use std::path::PathBuf;

#[test]
fn page_schema_is_up_to_date() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("www/js/schema.json");
    let fresh = serde_json::to_string_pretty(&cardtable::schema::page_schema()).unwrap() + "\n";
    if std::env::var_os("BLESS").is_some() {
        std::fs::write(&path, &fresh).unwrap();
        return;
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == fresh,
        "www/js/schema.json is stale: run `BLESS=1 cargo test --test schema` then `node scripts/gen-types.mjs`, and commit both"
    );
}

#[test]
fn schema_names_every_error_code() {
    let s = cardtable::schema::page_schema();
    let text = s["definitions"]["ErrorCode"].to_string();
    for code in cardtable::game::ErrorCode::ALL {
        assert!(text.contains(&format!("\"{}\"", code.as_str())), "{code} missing from the ErrorCode schema");
        assert_eq!(serde_json::to_value(code).unwrap(), serde_json::Value::from(code.as_str()), "wire name of {code:?}");
    }
}
