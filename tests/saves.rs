//! Saves written by an earlier release still load, at the same position
//! (`tests/saves/release-2026-11-30.json`: the page's stored value and what the position
//! looked like when it was saved).

use cardtable::table::load_table;
use serde_json::Value;

#[test]
fn saves_of_the_previous_release_load_at_the_same_position() {
    let text = include_str!("saves/release-2026-11-30.json");
    let fixture: Value = serde_json::from_str(text).unwrap();
    let games = fixture["games"].as_object().unwrap();
    assert_eq!(games.len(), 3);
    for (game, entry) in games {
        let stored: Value = serde_json::from_str(entry["localStorage"]["cardtable.save"].as_str().unwrap()).unwrap();
        assert_eq!(stored["game"], game.as_str());
        let table = load_table(stored["state"].as_str().unwrap()).unwrap_or_else(|e| panic!("{game}: {}", e.message()));
        let v = table.view(0);
        let expect = &entry["expect"];
        assert_eq!(v["deal_code"], expect["deal_code"], "{game}");
        assert_eq!(v["phase"], expect["phase"], "{game}");
        assert_eq!(v["legal"].as_array().unwrap().len() as u64, expect["legal"].as_u64().unwrap(), "{game}");
        assert_eq!(v["hand"], expect["hand"], "{game}");
        assert_eq!(v["scores"], expect["scores"], "{game}");
        // And what it saves now loads again.
        assert_eq!(load_table(&table.save()).unwrap().view(0), v, "{game}");
    }
}
