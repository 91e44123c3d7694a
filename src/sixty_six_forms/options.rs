//! The options of the trick-taking forms of Sixty-six (docs/rules/sixty-six.md §15.1,
//! §15.2): every [C] choice of the book, and every point the book leaves open with the
//! reading of `tests/fixtures/sixty-six-forms/README.md` (R1…R13) as its default. The three
//! presets are [`FormOptions::four`] (`sixty-six-4`, the default), [`FormOptions::throat_cut`]
//! and [`FormOptions::team`].

use crate::game::{ErrorCode, HandResult, MatchRules, Refusal, Seat};
use crate::words::{Msg, Param};
use serde::{Deserialize, Serialize};

/// Which form a set of options plays (its one name everywhere: CLI, saves, deal codes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub enum Form {
    /// §15.1 four-handed partnership ("Bicycle").
    #[serde(rename = "sixty-six-4")]
    Four,
    /// §15.2 three-handed throat cut (provisional).
    #[serde(rename = "sixty-six-throat-cut")]
    ThroatCut,
    /// §15.2 team game with an auction (provisional).
    #[serde(rename = "sixty-six-team")]
    Team,
}

impl Form {
    /// The form's name (`sixty-six-4`).
    pub fn name(self) -> &'static str {
        match self {
            Form::Four => "sixty-six-4",
            Form::ThroatCut => "sixty-six-throat-cut",
            Form::Team => "sixty-six-team",
        }
    }

    /// The form of a name (`sixty-six-4` or `sixty_six_4`).
    pub fn parse(s: &str) -> Option<Form> {
        match s.replace('_', "-").as_str() {
            "sixty-six-4" => Some(Form::Four),
            "sixty-six-throat-cut" => Some(Form::ThroatCut),
            "sixty-six-team" => Some(Form::Team),
            _ => None,
        }
    }

    /// The form's default options.
    pub fn options(self) -> FormOptions {
        match self {
            Form::Four => FormOptions::four(),
            Form::ThroatCut => FormOptions::throat_cut(),
            Form::Team => FormOptions::team(),
        }
    }
}

/// How trump is set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum TrumpBy {
    /// §15.1: the dealer's last card is shown, sets trump and stays in the dealer's hand.
    DealerLastCard,
    /// §15.2: the high bidder of a one-round auction names trump (R9).
    Auction,
}

/// Who leads to trick 1 (R9).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Leader {
    /// The dealer's left (§15.1).
    DealerLeft,
    /// The high bidder (§15.2; R9 reads the team game's "in the same way" so too).
    Bidder,
}

/// A void player who holds a trump but cannot overtrump (R3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum VoidTrumpRule {
    /// Must still play a trump (any trump: an undertrump). R3's reading, the default.
    MustTrump,
    /// May play any card when no trump of theirs beats the trick's highest trump.
    OvertrumpOrFree,
}

/// How a deal is scored (R10, R11).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Scoring {
    /// §15.1: the side with 66 or more scores 1/2/3; the bid only names trump (R10).
    #[serde(rename = "side_66")]
    Side66,
    /// The bidder's side must reach the bid: 1/2/3 on its points if it does, else each
    /// opponent scores `set_points` (§15.2 throat cut, R11).
    Contract,
}

/// 65–65 (R6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Tie65 {
    /// §15.1: nobody scores; the winners of the next scored deal get 1 extra (they add up).
    Carry,
    /// Nobody scores and nothing is carried.
    Nothing,
}

/// Equal top scores at the target (R13).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum TargetTie {
    /// The team forms, where only one side scores a deal and a tie cannot arise; decided as
    /// `play_on` should one ever occur.
    None,
    /// The game ends only when one player alone has the highest score at or above the
    /// target (R13).
    PlayOn,
}

/// The rules of `sixty-six-4`, `sixty-six-throat-cut` and `sixty-six-team` (field names and
/// values as in the fixtures' `options`). Default: `sixty-six-4` (§15.1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(default, deny_unknown_fields)]
pub struct FormOptions {
    /// The form these options play (its name in saves and deal codes).
    pub form: Form,
    /// Players: 4 in two partnerships (§15.1, §15.2 team) or 3 each for themselves (§15.2
    /// throat cut).
    pub players: u8,
    /// The pack: 32 cards A-7 (§15.1) or 24 cards A-9 (§1, throat cut).
    pub deck: u8,
    /// Cards to each player: 8 dealt 3-2-3 (§15.1, R4), or 7 in one packet (R8).
    pub hand_size: u8,
    /// Face-down widow cards: 3 in throat cut (§15.2), else 0.
    pub widow: u8,
    /// How trump is set (§15.1 the dealer's last card, §15.2 an auction).
    pub trump_by: TrumpBy,
    /// The lowest bid (§15.2: 66).
    pub min_bid: u8,
    /// The highest bid (§15.2: 130).
    pub max_bid: u8,
    /// Who leads to trick 1 (R9).
    pub leader: Leader,
    /// Game points that win (§15.1: 7; §15.2: 15).
    pub game_target: u8,
    /// Game points for exactly 100 (§15.1 [C]: 2; alternative 1).
    pub exactly_100: u8,
    /// A void player who cannot overtrump (R3).
    pub void_trump_rule: VoidTrumpRule,
    /// How a deal is scored (R10, R11).
    pub scoring: Scoring,
    /// What each opponent of a set bidder scores (§15.2: 2).
    pub set_points: u8,
    /// 65–65 (§15.1, R6).
    pub tie_65: Tie65,
    /// Equal top scores at the target (R13).
    pub target_tie: TargetTie,
}

impl Default for FormOptions {
    fn default() -> Self {
        FormOptions::four()
    }
}

impl FormOptions {
    /// `sixty-six-4`: §15.1 four-handed partnership ("Bicycle").
    pub fn four() -> Self {
        FormOptions {
            form: Form::Four,
            players: 4,
            deck: 32,
            hand_size: 8,
            widow: 0,
            trump_by: TrumpBy::DealerLastCard,
            min_bid: 66,
            max_bid: 130,
            leader: Leader::DealerLeft,
            game_target: 7,
            exactly_100: 2,
            void_trump_rule: VoidTrumpRule::MustTrump,
            scoring: Scoring::Side66,
            set_points: 2,
            tie_65: Tie65::Carry,
            target_tie: TargetTie::None,
        }
    }

    /// `sixty-six-throat-cut`: §15.2, 3 players, 24 cards, a 3-card widow, an auction, the
    /// bidder's contract, game to 15.
    pub fn throat_cut() -> Self {
        FormOptions {
            form: Form::ThroatCut,
            players: 3,
            deck: 24,
            hand_size: 7,
            widow: 3,
            trump_by: TrumpBy::Auction,
            leader: Leader::Bidder,
            game_target: 15,
            scoring: Scoring::Contract,
            target_tie: TargetTie::PlayOn,
            ..FormOptions::four()
        }
    }

    /// `sixty-six-team`: §15.2, as §15.1 but trump named by an auction, game to 15.
    pub fn team() -> Self {
        FormOptions { form: Form::Team, trump_by: TrumpBy::Auction, leader: Leader::Bidder, game_target: 15, ..FormOptions::four() }
    }

    /// The form's preset with `overrides` (an options object, or `null`) applied; an
    /// unknown key or a bad value is an error.
    pub fn with_overrides(form: Form, overrides: &serde_json::Value) -> Result<Self, String> {
        let mut base = serde_json::to_value(form.options()).map_err(|e| e.to_string())?;
        if let (Some(b), Some(o)) = (base.as_object_mut(), overrides.as_object()) {
            for (k, v) in o {
                b.insert(k.clone(), v.clone());
            }
        } else if !overrides.is_null() {
            return Err("options must be an object".into());
        }
        let o: FormOptions = serde_json::from_value(base).map_err(|e| e.to_string())?;
        o.validate()?;
        Ok(o)
    }

    /// True if the table has two partnerships (seats `s` and `s + 2`).
    pub fn partnership(&self) -> bool {
        self.players == 4
    }

    /// The scoring unit of a seat: its team (`seat % 2`) or the seat itself.
    pub fn unit(&self, seat: Seat) -> usize {
        if self.partnership() {
            seat % 2
        } else {
            seat
        }
    }

    /// Number of scoring units.
    pub fn units(&self) -> usize {
        if self.partnership() {
            2
        } else {
            self.players as usize
        }
    }

    /// The lowest rank in the pack (7 for 32 cards, 9 for 24).
    pub fn low_rank(&self) -> u8 {
        if self.deck == 32 {
            7
        } else {
            9
        }
    }

    /// Checks the values; the error names the bad option.
    pub fn validate(&self) -> Result<(), String> {
        let table = (self.players, self.deck, self.hand_size, self.widow);
        if table != (4, 32, 8, 0) && table != (3, 24, 7, 3) {
            return Err("players/deck/hand_size/widow must be 4/32/8/0 or 3/24/7/3".into());
        }
        if !(66..=130).contains(&self.min_bid) || !(self.min_bid..=130).contains(&self.max_bid) {
            return Err("min_bid and max_bid must satisfy 66 <= min_bid <= max_bid <= 130".into());
        }
        if self.trump_by == TrumpBy::DealerLastCard && (self.leader == Leader::Bidder || self.scoring == Scoring::Contract) {
            return Err("leader bidder and scoring contract need trump_by auction".into());
        }
        if self.trump_by == TrumpBy::DealerLastCard && self.widow > 0 {
            return Err("a widow needs trump_by auction".into());
        }
        if self.players == 3 && self.scoring != Scoring::Contract {
            return Err("three players need scoring contract".into());
        }
        if !(1..=100).contains(&self.game_target) {
            return Err("game_target must be 1..=100".into());
        }
        if !(1..=2).contains(&self.exactly_100) {
            return Err("exactly_100 must be 1 or 2".into());
        }
        if !(1..=3).contains(&self.set_points) {
            return Err("set_points must be 1..=3".into());
        }
        Ok(())
    }
}

/// R13: the unit that alone has the highest score at or above the target, if any.
pub fn lone_leader_at(scores: &[i32], target: i32) -> Option<usize> {
    let top = *scores.iter().max()?;
    if top < target || scores.iter().filter(|&&s| s == top).count() != 1 {
        return None;
    }
    scores.iter().position(|&s| s == top)
}

impl MatchRules for FormOptions {
    fn seats(&self) -> usize {
        self.players as usize
    }
    fn sides(&self) -> usize {
        self.units()
    }
    fn side_of(&self, seat: Seat) -> usize {
        self.unit(seat)
    }
    fn target(&self) -> i32 {
        self.game_target as i32
    }
    fn match_winner(&self, scores: &[i32], _last: &HandResult) -> Option<usize> {
        lone_leader_at(scores, self.target())
    }
    /// R6: a 65–65 deal (scored, nobody winning) carries 1 to the next deal with a winner.
    fn carry_over(&self, last: &HandResult) -> i32 {
        i32::from(self.tie_65 == Tie65::Carry && !last.void && last.points.iter().all(|&p| p == 0))
    }
    fn form_name(&self) -> Option<&'static str> {
        Some(self.form.name())
    }
    fn validate_rules(&self) -> Result<(), Refusal> {
        self.validate().map_err(|e| Refusal::new(ErrorCode::BadOptions, Msg::new("table.bad_options").with("detail", Param::Text(e))))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_are_valid_and_differ_as_the_book_says() {
        for f in [Form::Four, Form::ThroatCut, Form::Team] {
            let o = f.options();
            assert_eq!(o.validate(), Ok(()));
            assert_eq!(o.form, f);
            assert_eq!(Form::parse(f.name()), Some(f));
        }
        assert_eq!(FormOptions::four().game_target, 7);
        assert_eq!(FormOptions::team().game_target, 15);
        assert_eq!(FormOptions::throat_cut().units(), 3);
        assert!(FormOptions::with_overrides(Form::Four, &serde_json::json!({"nope": 1})).is_err());
        assert!(FormOptions::with_overrides(Form::Four, &serde_json::json!({"scoring": "contract"})).is_err());
        assert_eq!(FormOptions::with_overrides(Form::Team, &serde_json::json!({"exactly_100": 1})).unwrap().exactly_100, 1);
    }

    #[test]
    fn the_target_needs_a_lone_leader() {
        assert_eq!(lone_leader_at(&[15, 15, 3], 15), None);
        assert_eq!(lone_leader_at(&[16, 15, 3], 15), Some(0));
        assert_eq!(lone_leader_at(&[6, 5], 7), None);
        assert_eq!(lone_leader_at(&[1, 7], 7), Some(1));
    }
}
