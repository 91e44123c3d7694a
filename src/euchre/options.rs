//! Euchre rule options: every [C] choice of docs/rules/euchre.md §13 with its default, the three table
//! sizes of §14.1–§14.2, the `openspiel` profile the reference hands were made with, their
//! validation, and the match rules that depend on them.

use crate::game::{ErrorCode, HandResult, MatchRules, Refusal, Seat};
use crate::words::Msg;
use serde::{Deserialize, Serialize};

/// What a lone defender's euchre is worth (docs/rules/euchre.md §10).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum LoneDefenderScoring {
    /// 4 whenever a lone defender euchres the makers (reference, common house rule).
    #[default]
    #[serde(rename = "always_4")]
    Always4,
    /// 2 for 3–4 defender tricks, 4 for all 5.
    ByTricks,
}

/// Who leads first when someone is alone (docs/rules/euchre.md §7.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum LoneHandLead {
    /// The player left of the lone maker; a lone defender leads if there is one.
    #[default]
    LeftOfLonePlayer,
    /// The first participating player clockwise from the dealer's left (OpenSpiel).
    LeftOfDealer,
}

/// What happens after eight passes without stick-the-dealer (docs/rules/euchre.md §5.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum AllPassOutcome {
    /// Nobody scores; the next dealer deals a new hand.
    #[default]
    RedealNextDealer,
    /// The hand ends with 0 for all (OpenSpiel); in a match the deal still passes on.
    VoidHand,
}

/// The joker option (docs/rules/euchre.md §14.3, §14.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum JokerOption {
    /// No joker.
    #[default]
    None,
    /// The Benny: the highest trump; a turned-up Benny makes the dealer's side makers.
    Benny,
}

/// When the maker says whether they go alone (docs/rules/euchre.md §6.1, §14.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum AloneTiming {
    /// After the dealer's discard (§6.1, OpenSpiel).
    #[default]
    AfterDiscard,
    /// With the accepting bid, before the dealer's discard (§14.4 British: "declared when
    /// accepting or naming trump").
    WithBid,
}

/// All Euchre options. Deserializes from a partial JSON object: missing keys take the
/// defaults of docs/rules/euchre.md §13. Validate with [`EuchreOptions::validate`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(default, deny_unknown_fields)]
pub struct EuchreOptions {
    /// Players at the table: 4 (default), 3 (cut-throat, §14.2) or 2 (§14.1).
    pub players: u8,
    /// §5.4: the dealer may not pass in round 2 once the others have passed.
    pub stick_the_dealer: bool,
    /// §6.2: a defender may play alone.
    pub allow_lone_defender: bool,
    /// §10: what a lone defender's euchre is worth.
    pub lone_defender_scoring: LoneDefenderScoring,
    /// §7.2: the opening lead when someone is alone.
    pub lone_hand_lead: LoneHandLead,
    /// §5.2: whether the dealer may discard the upcard itself.
    pub dealer_may_discard_upcard: bool,
    /// §13: play one hand (±points) instead of a game.
    pub single_hand: bool,
    /// §11.1: points needed to win (10, 5, 7 or 11).
    pub game_target: u8,
    /// §5.4: what eight passes do without stick-the-dealer.
    pub all_pass_outcome: AllPassOutcome,
    /// §13: what the defenders score for euchring a lone maker (2 or 4).
    pub euchred_lone_maker_points: u8,
    /// §13: a dealer's partner who assists must play alone (house rule).
    pub partner_assist_forces_alone: bool,
    /// §14.3–14.4: the Benny.
    pub joker: JokerOption,
    /// §14.5: 24 or 32 cards.
    pub deck: u8,
    /// §14.5: 5 or 7 cards each (7 only with the 32-card pack).
    pub hand_size: u8,
    /// §14.2: a three-handed march scores 3 or 2.
    pub three_hand_march: u8,
    /// §14.3: points beyond the target carry into the next game.
    pub laps: bool,
    /// §14.3: a game won while the opponents have 0 counts as two games.
    pub slam: bool,
    /// §14.3: a lone player discards one card and receives their partner's best.
    pub call_for_best: bool,
    /// §6.1, §14.4: whether going alone is declared after the discard or with the bid.
    pub alone_timing: AloneTiming,
    /// Display only (not a rule): let the page show the last completed trick again (the
    /// "Last trick" peek). The book has no rule against looking back at the trick just
    /// turned (§9 only says who wins and leads next), so the default is true.
    pub last_trick_peek: bool,
}

impl Default for EuchreOptions {
    fn default() -> Self {
        EuchreOptions {
            players: 4,
            stick_the_dealer: true,
            allow_lone_defender: false,
            lone_defender_scoring: LoneDefenderScoring::Always4,
            lone_hand_lead: LoneHandLead::LeftOfLonePlayer,
            dealer_may_discard_upcard: false,
            single_hand: false,
            game_target: 10,
            all_pass_outcome: AllPassOutcome::RedealNextDealer,
            euchred_lone_maker_points: 2,
            partner_assist_forces_alone: false,
            joker: JokerOption::None,
            deck: 24,
            hand_size: 5,
            three_hand_march: 3,
            laps: false,
            slam: false,
            call_for_best: false,
            alone_timing: AloneTiming::AfterDiscard,
            last_trick_peek: true,
        }
    }
}

impl EuchreOptions {
    /// The `openspiel` profile of §13 with the reference's two switches.
    pub fn openspiel(stick_the_dealer: bool, allow_lone_defender: bool) -> Self {
        EuchreOptions {
            stick_the_dealer,
            allow_lone_defender,
            single_hand: true,
            lone_hand_lead: LoneHandLead::LeftOfDealer,
            all_pass_outcome: AllPassOutcome::VoidHand,
            ..Default::default()
        }
    }

    /// Checks the values against the choices of §13 and §14; the message (`euchre.option.*`)
    /// names the bad option and the value given.
    ///
    /// # Errors
    /// The first option whose value is not allowed.
    pub fn validate_msg(&self) -> Result<(), Msg> {
        let bad = |key: &'static str, option: &'static str, value: u8| Err(Msg::new(key).with("option", option).with("value", value));
        if !(2..=4).contains(&self.players) {
            return bad("euchre.option.players", "players", self.players);
        }
        if ![5, 7, 10, 11].contains(&self.game_target) {
            return bad("euchre.option.game_target", "game_target", self.game_target);
        }
        if ![24, 32].contains(&self.deck) {
            return bad("euchre.option.deck", "deck", self.deck);
        }
        if ![5, 7].contains(&self.hand_size) {
            return bad("euchre.option.hand_size", "hand_size", self.hand_size);
        }
        if self.hand_size == 7 && self.deck != 32 {
            return bad("euchre.option.hand_size_deck", "hand_size", self.hand_size);
        }
        if ![2, 4].contains(&self.euchred_lone_maker_points) {
            return bad("euchre.option.euchred_lone_maker_points", "euchred_lone_maker_points", self.euchred_lone_maker_points);
        }
        if ![2, 3].contains(&self.three_hand_march) {
            return bad("euchre.option.three_hand_march", "three_hand_march", self.three_hand_march);
        }
        let cards = self.deck as usize + usize::from(self.joker == JokerOption::Benny);
        if self.players as usize * self.hand_size as usize + 1 > cards {
            return bad("euchre.option.too_few_cards", "hand_size", self.hand_size);
        }
        Ok(())
    }

    /// [`EuchreOptions::validate_msg`] with the message in English ("deck must be 24 or 32").
    ///
    /// # Errors
    /// The English sentence naming the first bad option.
    pub fn validate(&self) -> Result<(), String> {
        self.validate_msg().map_err(|m| m.english())
    }

    /// Tricks the makers need to score (3 of 5, 4 of 7: §10, §14.5).
    pub fn tricks_to_make(&self) -> u8 {
        self.hand_size / 2 + 1
    }

    /// True when partnerships exist (four players); going alone needs a partner.
    pub fn partnerships(&self) -> bool {
        self.players == 4
    }

    /// True when the maker declares going alone with the bid (§14.4), before the discard.
    pub fn alone_with_bid(&self) -> bool {
        self.alone_timing == AloneTiming::WithBid && self.partnerships()
    }
}

/// The match rules of Euchre (docs/rules/euchre.md §11, §13, §14.1–14.3).
impl MatchRules for EuchreOptions {
    fn seats(&self) -> usize {
        self.players as usize
    }

    fn sides(&self) -> usize {
        if self.partnerships() {
            2
        } else {
            self.players as usize
        }
    }

    fn side_of(&self, seat: Seat) -> usize {
        if self.partnerships() {
            seat % 2
        } else {
            seat
        }
    }

    fn target(&self) -> i32 {
        self.game_target as i32
    }

    fn match_winner(&self, scores: &[i32], last: &HandResult) -> Option<usize> {
        if self.single_hand {
            // §13 single_hand: the side that scored this hand wins (none after all passes).
            return last.points.iter().position(|&p| p > 0);
        }
        // §11.1: first side to reach the target; only one side scores per hand.
        scores.iter().position(|&s| s >= self.game_target as i32)
    }

    fn games_for_win(&self, scores: &[i32], winner: usize) -> u32 {
        // §14.3 slam: a game won while the opponents have 0 counts as two.
        if self.slam && scores.iter().enumerate().all(|(i, &s)| i == winner || s == 0) {
            2
        } else {
            1
        }
    }

    fn next_game_scores(&self, scores: &[i32]) -> Vec<i32> {
        // §14.3 laps: points beyond the target carry over.
        scores.iter().map(|&s| if self.laps { (s - self.game_target as i32).max(0) } else { 0 }).collect()
    }

    fn single_hand(&self) -> bool {
        self.single_hand
    }

    fn form_name(&self) -> Option<&'static str> {
        EuchreOptions::form_name(self).filter(|&n| n != "euchre")
    }

    fn validate_rules(&self) -> Result<(), Refusal> {
        self.validate_msg().map_err(|m| Refusal::new(ErrorCode::BadOptions, m))
    }
}

/// A named form of Euchre (docs/rules/euchre.md §14): the preset of options the CLI, the
/// page, saves, deal codes and the embed's `game=` all call by this one name.
#[derive(Clone, Copy, Debug)]
pub struct EuchreForm {
    /// The name (`euchre-2`, …), the same everywhere.
    pub name: &'static str,
    /// The section of the rule book it follows.
    pub section: &'static str,
    /// Builds the form's options; each stays switchable afterwards.
    pub options: fn() -> EuchreOptions,
}

/// The named forms of Euchre, in the order the page lists them (after plain `euchre`).
pub const EUCHRE_FORMS: &[EuchreForm] = &[
    EuchreForm { name: "euchre-2", section: "14.1", options: || EuchreOptions { players: 2, ..Default::default() } },
    EuchreForm { name: "euchre-3", section: "14.2", options: || EuchreOptions { players: 3, three_hand_march: 3, ..Default::default() } },
    EuchreForm {
        name: "euchre-railroad",
        section: "14.3",
        options: || EuchreOptions {
            joker: JokerOption::Benny,
            allow_lone_defender: true,
            call_for_best: true,
            laps: true,
            slam: true,
            ..Default::default()
        },
    },
    EuchreForm {
        name: "euchre-british",
        section: "14.4",
        options: || EuchreOptions {
            joker: JokerOption::Benny,
            allow_lone_defender: true,
            alone_timing: AloneTiming::WithBid,
            ..Default::default()
        },
    },
    EuchreForm { name: "euchre-32", section: "14.5", options: || EuchreOptions { deck: 32, ..Default::default() } },
    EuchreForm { name: "euchre-32-7", section: "14.5", options: || EuchreOptions { deck: 32, hand_size: 7, ..Default::default() } },
];

impl EuchreOptions {
    /// The options of a named form ([`EUCHRE_FORMS`]); `euchre` is the book's defaults.
    pub fn form(name: &str) -> Option<EuchreOptions> {
        if name == "euchre" {
            return Some(EuchreOptions::default());
        }
        EUCHRE_FORMS.iter().find(|f| f.name == name).map(|f| (f.options)())
    }

    /// Options from a partial JSON object laid over the named form `name` (each of the form's
    /// options stays switchable). `null` gives the form itself. Errors name the bad key or
    /// the unknown form.
    pub fn form_with(name: &str, overrides: &serde_json::Value) -> Result<Self, String> {
        let form = Self::form(name).ok_or_else(|| format!("unknown Euchre form {name}"))?;
        let mut base = serde_json::to_value(form).map_err(|e| e.to_string())?;
        match (overrides, &mut base) {
            (serde_json::Value::Null, _) => {}
            (serde_json::Value::Object(o), serde_json::Value::Object(b)) => {
                for (k, v) in o {
                    b.insert(k.clone(), v.clone());
                }
            }
            _ => return Err("options must be an object".into()),
        }
        serde_json::from_value(base).map_err(|e| e.to_string())
    }

    /// The name of the form these options are, if any (`euchre` for the defaults). The match's
    /// length (`game_target`, `single_hand`, §11.1 and §13) is the player's choice in every form,
    /// so it does not change which form is played; nor does the display option `last_trick_peek`.
    pub fn form_name(&self) -> Option<&'static str> {
        let same = |preset: EuchreOptions| {
            EuchreOptions {
                game_target: preset.game_target,
                single_hand: preset.single_hand,
                last_trick_peek: preset.last_trick_peek,
                ..self.clone()
            } == preset
        };
        if same(EuchreOptions::default()) {
            return Some("euchre");
        }
        EUCHRE_FORMS.iter().find(|f| same((f.options)())).map(|f| f.name)
    }
}

#[cfg(test)]
mod form_tests {
    use super::*;

    #[test]
    fn every_form_is_valid_and_named_once() {
        for f in EUCHRE_FORMS {
            let o = EuchreOptions::form(f.name).unwrap();
            o.validate().unwrap();
            assert_eq!(o.form_name(), Some(f.name));
            // The match's length is the player's in every form; any other change is no form.
            assert_eq!(EuchreOptions { game_target: 5, single_hand: true, ..o.clone() }.form_name(), Some(f.name));
            assert_ne!(EuchreOptions { stick_the_dealer: !o.stick_the_dealer, ..o.clone() }.form_name(), Some(f.name));
        }
        assert_eq!(EuchreOptions::form("euchre"), Some(EuchreOptions::default()));
        assert_eq!(EuchreOptions::form("euchre-5"), None);
        assert_eq!(EUCHRE_FORMS.len(), 6);
    }

    #[test]
    fn forms_have_the_readme_values() {
        let r = EuchreOptions::form("euchre-railroad").unwrap();
        assert!(r.joker == JokerOption::Benny && r.allow_lone_defender && r.call_for_best && r.laps && r.slam);
        let b = EuchreOptions::form("euchre-british").unwrap();
        assert!(b.joker == JokerOption::Benny && b.allow_lone_defender && !b.call_for_best);
        assert_eq!(b.alone_timing, AloneTiming::WithBid);
        assert_eq!(EuchreOptions::form("euchre-32-7").unwrap().tricks_to_make(), 4);
        assert_eq!(EuchreOptions::form("euchre-3").unwrap().players, 3);
    }
}
