//! Sixty-three's English sentences, by message key (`sixty_three.*`).

use crate::words::Msg;

/// The English sentence for a `sixty_three.*` key, or `None` for another game's key.
pub(crate) fn english(m: &Msg) -> Option<String> {
    let _ = m;
    None
}

#[cfg(test)]
mod tests {
    use super::super::{SixtyThreeOptions, SixtyThreeSetup, Switch};
    use super::*;
    use crate::game::{ErrorCode, MatchRules};

    #[test]
    fn option_errors_keep_their_sentences() {
        let o = SixtyThreeOptions::default();
        let cases = [
            (SixtyThreeOptions { min_bid: 64, ..o.clone() }, "min_bid must be between 1 and 63"),
            (SixtyThreeOptions { dealer_default_contract: 0, ..o.clone() }, "dealer_default_contract must be between 1 and 63"),
            (SixtyThreeOptions { joker_points: 5, ..o.clone() }, "joker_points must be 15 or 0"),
            (SixtyThreeOptions { three_of_trump_points: 7, ..o.clone() }, "three_of_trump_points must be 0 or 15"),
            (
                SixtyThreeOptions { three_of_trump_points: 15, ..o.clone() },
                "joker_points and three_of_trump_points: exactly one of them is 15 (joker_points 0 goes with three_of_trump_points 15), so a hand is worth 63",
            ),
            (SixtyThreeOptions { game_target: 0, ..o.clone() }, "game_target must be between 1 and 10000"),
        ];
        for (bad, want) in cases {
            assert_eq!(bad.validate().unwrap_err(), want);
            let r = bad.validate_rules().unwrap_err();
            assert_eq!((r.code, r.message()), (ErrorCode::BadOptions, want.to_string()));
            assert!(r.msg.key.starts_with("sixty_three.option."));
        }
        assert!(o.validate().is_ok());
    }

    #[test]
    fn summaries_keep_their_sentences() {
        let o = SixtyThreeOptions::default();
        let summary = |o: &SixtyThreeOptions, declarer, contract, stuck, taken| {
            let g = super::super::SixtyThree::from_setup(SixtyThreeSetup::finished(o, declarer, contract, stuck, taken)).unwrap();
            let r = g.result().unwrap();
            assert_eq!(r.summary, r.summary_msg.english());
            r.summary
        };
        assert_eq!(summary(&o, 0, 40, false, [45, 18]), "North–South bid 40 and took 45 points: North–South +45. East–West took 18: +18.");
        assert_eq!(summary(&o, 1, 50, false, [30, 33]), "East–West bid 50 but took only 33: East–West −50. North–South took 30: +30.");
        assert_eq!(
            summary(&o, 3, 25, true, [40, 23]),
            "West was stuck with 25 when everyone passed but took only 23: East–West −25. North–South took 40: +40."
        );
        let moon = SixtyThreeOptions { shoot_the_moon: Switch::On, ..o };
        assert_eq!(
            summary(&moon, 2, 126, false, [63, 0]),
            "North–South shot the moon and took 63 points: North–South +126. East–West took 0: +0."
        );
    }

    #[test]
    fn unknown_keys_are_left_to_others() {
        assert_eq!(english(&Msg::new("euchre.x")), None);
        assert_eq!(english(&Msg::new("sixty_three.no_such_key")), None);
        assert_eq!(seat_name(2), "South");
        assert_eq!(team_name(1), "East–West");
    }
}
