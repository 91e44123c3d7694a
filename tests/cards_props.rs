//! Property tests of the card notation: display then parse gives back the same card or set,
//! whatever the set; junk never panics.

use cardtable::cards::{Card, CardSet};
use proptest::prelude::*;

proptest! {
    #[test]
    fn card_sets_round_trip(mask in any::<u64>()) {
        let set: CardSet = (0u8..64).filter(|i| mask & (1 << i) != 0).filter_map(Card::from_index).collect();
        let text = set.to_string();
        prop_assert_eq!(CardSet::parse_list(&text).unwrap(), set);
        let json = serde_json::to_string(&set).unwrap();
        prop_assert_eq!(serde_json::from_str::<CardSet>(&json).unwrap(), set);
    }

    #[test]
    fn junk_is_an_error_not_a_panic(s in "\\PC{0,6}") {
        if let Ok(c) = s.parse::<Card>() {
            // Anything that parses prints back to a canonical form that parses to the same card.
            prop_assert_eq!(c.to_string().parse::<Card>().unwrap(), c);
        }
    }
}
