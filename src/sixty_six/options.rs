//! Sixty-six rule options: every [C] choice of the options table (docs/rules/sixty-six.md §14) with the
//! book's default, the 20-card Schnapsen settings of §15.4 ([`SixtySixOptions::schnapsen`]),
//! and one display option.
//!
//! The struct deserializes from a partial JSON object (missing keys take the defaults), so
//! the `options` object of every record in `tests/fixtures/sixty-six` loads as it is.

use crate::game::{ErrorCode, HandResult, MatchRules, Refusal, Seat};
use crate::words::Msg;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// How a marriage is announced (§14 `marriage_lead`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum MarriageLead {
    /// Lead either the king or the queen and show the other (§6.2).
    #[default]
    KingOrQueen,
    /// A marriage is always announced by leading the king (the Schnapsen reference hands).
    KingOnly,
}

/// When the trump nine (jack in Schnapsen) may be exchanged (§14 `exchange_timing`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ExchangeTiming {
    /// Only the leader, before leading (§5.2).
    #[default]
    LeaderBeforeLead,
    /// Also the follower, before following (Foster's Hoyle).
    AnyTime,
}

/// When a marriage announced before a trick counts (§6.3, §14 `marriage_pending_rule`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum PendingRule {
    /// Counts at once if the player has won any trick, else when they win their first.
    #[default]
    FirstTrick,
    /// Counts only when the announcer next wins a trick (the Schnapsen reference hands).
    NextTrick,
}

/// The follower's duty in phase 2 (§8.3, §14 `phase2_follow_rule`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum FollowRule {
    /// Follow suit and beat the led card if possible; else trump a non-trump lead.
    #[default]
    Strict,
    /// Follow suit if possible, otherwise any card.
    FollowOnly,
}

/// When the "non-closer has no trick" test of a failed close is made (§12.3,
/// §14 `closing_penalty_snapshot`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum PenaltySnapshot {
    /// At the moment of closing (§12.3).
    #[default]
    AtClosing,
    /// When the deal ends.
    AtEnd,
}

/// Whose state sets a successful closer's 1/2/3 (§14 `closing_success_snapshot`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum SuccessSnapshot {
    /// The loser's state when the closer declares (§12.1).
    #[default]
    AtDeclaration,
    /// The loser's state when the stock was closed (the Schnapsen custom).
    AtClosing,
}

/// The old Hoyle scale for a failed close (§14 `old_closing_penalty`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum OldClosingPenalty {
    /// The scale of §12.3: 2, or 3 if the non-closer had no trick.
    #[default]
    Off,
    /// 1 if the closer has 33 or more, 2 if under 33, 3 if they closed before the opponent
    /// had won a trick.
    On,
}

/// How a deal ends when all tricks are played and nobody declared (§12.2,
/// §14 `no_declaration_rule`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default, schemars::JsonSchema)]
pub enum NoDeclarationRule {
    /// The last-trick winner wins, with 1/2/3 from the loser's state (§12.2).
    #[default]
    #[serde(rename = "last_trick_winner_scores")]
    LastTrickWinnerScores,
    /// The last-trick winner scores 1 game point (the Schnapsen reference hands).
    #[serde(rename = "last_trick_winner_1pt")]
    LastTrickWinner1pt,
    /// 65–65: nobody scores and the next deal's winner gets 1 extra game point; other
    /// totals as `last_trick_winner_scores`.
    #[serde(rename = "split_65")]
    Split65,
}

/// All Sixty-six options (§14). Deserializes from a partial JSON object; missing keys take
/// the defaults of §14. Check with [`SixtySixOptions::validate`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(default, deny_unknown_fields)]
pub struct SixtySixOptions {
    /// §14 `deck`: 24 (Sixty-six) or 20 (Schnapsen, §15.4: 5 cards each, the trump jack is
    /// exchanged).
    pub deck: u8,
    /// §14 `closing`: whether the stock may be closed (§7).
    pub closing: bool,
    /// §14 `marriage_lead`.
    pub marriage_lead: MarriageLead,
    /// §14 `exchange_requires_trick`: the exchange needs a trick won first (§5.2).
    pub exchange_requires_trick: bool,
    /// §14 `exchange_timing`.
    pub exchange_timing: ExchangeTiming,
    /// §14 `exchange_min_stock`: the least number of cards (face-up card included) the
    /// stock must hold for an exchange or a close: 2 or 4.
    pub exchange_min_stock: u8,
    /// §6.4 `marriage_in_phase2`: marriages may be announced once the stock is gone or closed.
    pub marriage_in_phase2: bool,
    /// §14 `marriage_pending_rule`.
    pub marriage_pending_rule: PendingRule,
    /// §14 `phase2_follow_rule`.
    pub phase2_follow_rule: FollowRule,
    /// §7.2 `close_before_drawing`: the trick winner may also close before either player
    /// draws (both then play on with one card fewer).
    pub close_before_drawing: bool,
    /// §12.3 `closing_penalty_snapshot`.
    pub closing_penalty_snapshot: PenaltySnapshot,
    /// §14 `closing_success_snapshot`.
    pub closing_success_snapshot: SuccessSnapshot,
    /// §14 `old_closing_penalty`.
    pub old_closing_penalty: OldClosingPenalty,
    /// §12.2 `no_declaration_rule`.
    pub no_declaration_rule: NoDeclarationRule,
    /// §14 `auto_declare`: a player is deemed to declare as soon as their total reaches 66
    /// at a trick boundary; nobody declares by choice.
    pub auto_declare: bool,
    /// §11 `last_trick_bonus`: 10 or 0 card points for the last trick after normal
    /// exhaustion.
    pub last_trick_bonus: u8,
    /// §13.1 `game_target`: game points that win the game (7, 10 or 11).
    pub game_target: u8,
    /// Display only (not a rule): show the opponent's running total in the view. Players
    /// normally have to remember it. Default false.
    pub show_opponent_points: bool,
    /// Display only (not a rule): let the page show the last completed trick again (the
    /// "Last trick" peek). By the book a trick's winner takes both cards (§9) into their
    /// won pile, and the players keep the count themselves (§3.1: the state of a deal is
    /// the tricks won and their card points, not the cards): nobody looks back at a
    /// finished trick, so the default is false, the rule.
    pub last_trick_peek: bool,
}

impl SixtySixOptions {
    /// The keys of the options that only change what the page shows, not the game:
    /// they are no rules, so the bot protocol leaves them out of its `rules` object.
    pub const DISPLAY_ONLY: [&'static str; 2] = ["show_opponent_points", "last_trick_peek"];
}

impl Default for SixtySixOptions {
    fn default() -> Self {
        SixtySixOptions {
            deck: 24,
            closing: true,
            marriage_lead: MarriageLead::KingOrQueen,
            exchange_requires_trick: true,
            exchange_timing: ExchangeTiming::LeaderBeforeLead,
            exchange_min_stock: 2,
            marriage_in_phase2: true,
            marriage_pending_rule: PendingRule::FirstTrick,
            phase2_follow_rule: FollowRule::Strict,
            close_before_drawing: false,
            closing_penalty_snapshot: PenaltySnapshot::AtClosing,
            closing_success_snapshot: SuccessSnapshot::AtDeclaration,
            old_closing_penalty: OldClosingPenalty::Off,
            no_declaration_rule: NoDeclarationRule::LastTrickWinnerScores,
            auto_declare: false,
            last_trick_bonus: 10,
            game_target: 7,
            show_opponent_points: false,
            last_trick_peek: false,
        }
    }
}

impl SixtySixOptions {
    /// The 20-card Schnapsen settings of §15.4 (those the reference hands in
    /// `tests/fixtures/schnapsen` follow): 20 cards, no closing, marriages led with the
    /// king and counted at the announcer's next trick, the trump jack exchanged without a
    /// trick won, automatic declaration, no last-trick bonus, the last-trick winner scoring
    /// 1 when nobody reaches 66.
    pub fn schnapsen() -> Self {
        SixtySixOptions {
            deck: 20,
            closing: false,
            marriage_lead: MarriageLead::KingOnly,
            exchange_requires_trick: false,
            marriage_pending_rule: PendingRule::NextTrick,
            auto_declare: true,
            last_trick_bonus: 0,
            no_declaration_rule: NoDeclarationRule::LastTrickWinner1pt,
            ..Default::default()
        }
    }

    /// Options from a partial JSON object laid over the Schnapsen settings (the
    /// `"schnapsen"` preset of the table). `null` gives [`SixtySixOptions::schnapsen`].
    /// Errors name the bad key.
    pub fn schnapsen_with(overrides: &Value) -> Result<Self, String> {
        let mut base = serde_json::to_value(Self::schnapsen()).map_err(|e| e.to_string())?;
        match (overrides, &mut base) {
            (Value::Null, _) => {}
            (Value::Object(o), Value::Object(b)) => {
                for (k, v) in o {
                    b.insert(k.clone(), v.clone());
                }
            }
            _ => return Err("options must be an object".into()),
        }
        serde_json::from_value(base).map_err(|e| e.to_string())
    }

    /// True for the 20-card pack of §15.4.
    pub fn is_schnapsen_deck(&self) -> bool {
        self.deck == 20
    }

    /// Cards dealt to each player: 6, or 5 with the 20-card pack (§2.2, §15.4).
    pub fn hand_size(&self) -> usize {
        if self.deck == 20 {
            5
        } else {
            6
        }
    }

    /// Checks every value against the choices of §14; the message names the bad option
    /// (the English of [`SixtySixOptions::validate_msg`]).
    pub fn validate(&self) -> Result<(), String> {
        self.validate_msg().map_err(|m| m.english())
    }

    /// Checks every value against the choices of §14: the error is
    /// `sixty_six.option.one_of` with the option's name and its allowed values.
    pub fn validate_msg(&self) -> Result<(), Msg> {
        let one_of = |option: &'static str, value: u8, allowed: &[u8]| {
            if allowed.contains(&value) {
                return Ok(());
            }
            let mut m = Msg::new("sixty_six.option.one_of").with("option", option);
            for (name, v) in ["a", "b", "c"].into_iter().zip(allowed) {
                m = m.with(name, *v);
            }
            Err(m)
        };
        one_of("deck", self.deck, &[24, 20])?;
        one_of("exchange_min_stock", self.exchange_min_stock, &[2, 4])?;
        one_of("last_trick_bonus", self.last_trick_bonus, &[10, 0])?;
        one_of("game_target", self.game_target, &[7, 10, 11])
    }
}

/// The match rules of two-player Sixty-six (docs/rules/sixty-six.md §13, §14).
impl MatchRules for SixtySixOptions {
    fn seats(&self) -> usize {
        2
    }

    fn sides(&self) -> usize {
        2
    }

    fn side_of(&self, seat: Seat) -> usize {
        seat
    }

    fn target(&self) -> i32 {
        self.game_target as i32
    }

    fn match_winner(&self, scores: &[i32], _last: &HandResult) -> Option<usize> {
        // §13.1: the first player to reach the target (only one scores per deal).
        scores.iter().position(|&s| s >= self.game_target as i32)
    }

    fn carry_over(&self, last: &HandResult) -> i32 {
        // §14 split_65: a 65–65 deal gives 1 extra game point to the next deal's winner.
        i32::from(self.no_declaration_rule == NoDeclarationRule::Split65 && last.void)
    }

    fn validate_rules(&self) -> Result<(), Refusal> {
        self.validate_msg().map_err(|m| Refusal::new(ErrorCode::BadOptions, m))
    }

    /// The 20-card pack is Schnapsen (§15.4), whatever else was changed: its deal codes and
    /// saves carry the form's one name, `schnapsen` (issue #13), as the page's and the CLI's.
    fn form_name(&self) -> Option<&'static str> {
        (self.deck == 20).then_some("schnapsen")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fixture_options_load() {
        let v: SixtySixOptions = serde_json::from_str(
            r#"{"deck":24,"closing":true,"marriage_lead":"king_or_queen","exchange_requires_trick":true,
            "exchange_timing":"leader_before_lead","exchange_min_stock":2,"marriage_in_phase2":true,
            "marriage_pending_rule":"first_trick","phase2_follow_rule":"strict","close_before_drawing":false,
            "closing_penalty_snapshot":"at_closing","closing_success_snapshot":"at_declaration",
            "old_closing_penalty":"off","no_declaration_rule":"last_trick_winner_scores","auto_declare":false,
            "last_trick_bonus":10,"game_target":7}"#,
        )
        .unwrap();
        assert_eq!(v, SixtySixOptions::default());
        let s = SixtySixOptions::schnapsen_with(&serde_json::json!({"game_target": 11})).unwrap();
        assert_eq!(s.deck, 20);
        assert_eq!(s.game_target, 11);
        assert!(SixtySixOptions::schnapsen_with(&serde_json::json!({"nope": 1})).is_err());
        assert_eq!(serde_json::to_value(NoDeclarationRule::LastTrickWinner1pt).unwrap(), serde_json::json!("last_trick_winner_1pt"));
    }

    #[test]
    fn last_trick_peek_defaults_to_the_rule() {
        // §9, §3.1: a finished trick goes to its winner's pile; nobody looks back at it.
        assert!(!SixtySixOptions::default().last_trick_peek);
        assert!(!SixtySixOptions::schnapsen().last_trick_peek);
        let on: SixtySixOptions = serde_json::from_value(serde_json::json!({"last_trick_peek": true})).unwrap();
        assert!(on.last_trick_peek);
        assert!(on.validate().is_ok());
    }

    #[cfg(feature = "cli")]
    #[test]
    fn display_options_are_no_rules_of_the_protocol() {
        let on = SixtySixOptions { last_trick_peek: true, show_opponent_points: true, ..Default::default() };
        // Display only: the bot protocol's `rules` carries neither display option.
        let rules = crate::protocol::sixty_six::rules_json(&on);
        for k in SixtySixOptions::DISPLAY_ONLY {
            assert!(rules.get(k).is_none(), "{k} sent as a rule");
        }
        assert_eq!(rules["deck"], 24);
    }

    #[test]
    fn validate_names_the_bad_option() {
        let o = SixtySixOptions { deck: 32, ..Default::default() };
        assert!(o.validate().unwrap_err().contains("deck"));
        assert!(SixtySixOptions::schnapsen().validate().is_ok());
    }
}
