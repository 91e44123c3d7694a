//! Sixty-three rule options: every row of docs/rules/sixty-three.md §12 with its stated default.
//!
//! The options deserialize from a partial JSON object (missing keys take the defaults),
//! with the same keys and values as the `options` object of the shared fixtures
//! (`tests/fixtures/sixty-three/reference-hands.jsonl`). Check them with
//! [`SixtyThreeOptions::validate`].

use crate::game::{ErrorCode, HandResult, MatchRules, Refusal, Seat};
use crate::words::Msg;
use serde::{Deserialize, Serialize};

/// How the auction runs (§6.2, §12 `auction_style`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum AuctionStyle {
    /// Repeated turns; a pass is final; ends when all but one have passed (§6.2–§6.3).
    #[default]
    Open,
    /// Each player speaks once, the dealer last; the highest bid wins.
    SingleRound,
}

/// An off/on switch, spelled as in §12 (`shoot_the_moon`: `off` / `on`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Switch {
    /// Off.
    #[default]
    Off,
    /// On.
    On,
}

/// The joker's place in the trump order (§3.2, §12 `joker_rank`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum JokerRank {
    /// Below the 2 of trump (rank 15 of §3.1).
    #[default]
    LowestTrump,
    /// Above the ace of trump.
    HighestTrump,
}

/// Which team the 2 of trump counts for (§10.1, §12 `two_of_trump_scores_to`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum TwoScoresTo {
    /// The team of the player who played it.
    #[default]
    PlayerWhoPlayed,
    /// The team that won the trick it was played to.
    TrickWinner,
}

/// When a player without trump is out of the hand (§8.2, §12 `fold_rule`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum FoldRule {
    /// Automatically, after the exchange and after every trick, when holding no trump.
    #[default]
    AutoWhenNoTrump,
    /// Only when trump is led (or a trump must be led) and the player cannot follow.
    WhenCannotFollowTrump,
}

/// What happens to trumps beyond six (§7.6, §12 `excess_trump_handling`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ExcessTrumpHandling {
    /// Pass non-counting trumps to the partner face up; keep the rest (§7.6).
    #[default]
    PassThenKeep,
    /// Pass as above, then show and discard extra non-counting trumps down to six.
    PassThenDiscardNoncounting,
    /// No passing: the extra cards are played together to the first trick.
    DumpOnFirstTrick,
}

/// Who wins a trick without a trump (§9.6, §12 `all_dirt_trick_winner`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum AllDirtTrickWinner {
    /// The highest card of the led card's suit (§3.3).
    #[default]
    HighestOfLedSuit,
    /// The player who led.
    Leader,
}

/// Who wins when both teams pass the target (§11.1, §12 `end_rule`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum EndRule {
    /// The bidding team wins ("the bidder goes out").
    #[default]
    BidderGoesOut,
    /// The higher score wins; on equal scores play goes on.
    HigherScore,
    /// A team wins only on a hand in which it made its contract.
    MustBidOut,
}

/// How the cards are dealt (§5.2, §12 `deal_style`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum DealStyle {
    /// Nine each in threes, 17 in the stock (§5.2).
    #[default]
    NineEach,
    /// Twelve each and a 5-card kitty given to the declarer (King-Pedro style).
    TwelvePlusKitty,
}

/// All Sixty-three options (§12). Missing keys take the defaults.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(default, deny_unknown_fields)]
pub struct SixtyThreeOptions {
    /// §6.2: `open` or `single_round`.
    pub auction_style: AuctionStyle,
    /// §6.1: the lowest legal bid (1..=63; default 40).
    pub min_bid: u8,
    /// §6.3c: the contract imposed on the dealer when the three others pass (1..=63;
    /// default 25).
    pub dealer_default_contract: u8,
    /// §12: adds a bid of 126 (take all 63 points; scores ±126).
    pub shoot_the_moon: Switch,
    /// §3.2: the joker's place among the trumps.
    pub joker_rank: JokerRank,
    /// §4.1: the joker's points, 15 or 0 (0 only with `three_of_trump_points` 15).
    pub joker_points: u8,
    /// §4.1: the 3 of trump's points, 0 or 15.
    pub three_of_trump_points: u8,
    /// §10.1: who gets the 2 of trump.
    pub two_of_trump_scores_to: TwoScoresTo,
    /// §8.2: when a player without trump is out.
    pub fold_rule: FoldRule,
    /// §7.6: trumps beyond six.
    pub excess_trump_handling: ExcessTrumpHandling,
    /// §9.6: the winner of a trick with no trump.
    pub all_dirt_trick_winner: AllDirtTrickWinner,
    /// §10.4: whether the non-bidding team scores its points.
    pub non_bidding_team_scores: bool,
    /// §11.1: points needed to win (1..=10000; default 250).
    pub game_target: i32,
    /// §11.1: the tie-break when both teams reach the target.
    pub end_rule: EndRule,
    /// §5.2: nine each, or twelve each plus a kitty.
    pub deal_style: DealStyle,
    /// Display only (not a rule): let the page show the last completed trick again (the
    /// "Last trick" peek). The book does not forbid looking back at the trick just taken
    /// (§9.7 only says its winner takes it), so the default is true.
    pub last_trick_peek: bool,
}

impl SixtyThreeOptions {
    /// The keys of the options that only change what the page shows, not the game: they
    /// are no rules, so the bot protocol leaves them out of its `rules` object.
    pub const DISPLAY_ONLY: [&'static str; 1] = ["last_trick_peek"];

    /// The `rules` object of the bot protocol: the options without the display-only ones.
    pub fn rules_json(&self) -> serde_json::Value {
        let mut v = serde_json::to_value(self).unwrap_or(serde_json::Value::Null);
        if let serde_json::Value::Object(m) = &mut v {
            for k in Self::DISPLAY_ONLY {
                m.remove(k);
            }
        }
        v
    }
}

impl Default for SixtyThreeOptions {
    fn default() -> Self {
        SixtyThreeOptions {
            auction_style: AuctionStyle::Open,
            min_bid: 40,
            dealer_default_contract: 25,
            shoot_the_moon: Switch::Off,
            joker_rank: JokerRank::LowestTrump,
            joker_points: 15,
            three_of_trump_points: 0,
            two_of_trump_scores_to: TwoScoresTo::PlayerWhoPlayed,
            fold_rule: FoldRule::AutoWhenNoTrump,
            excess_trump_handling: ExcessTrumpHandling::PassThenKeep,
            all_dirt_trick_winner: AllDirtTrickWinner::HighestOfLedSuit,
            non_bidding_team_scores: true,
            game_target: 250,
            end_rule: EndRule::BidderGoesOut,
            deal_style: DealStyle::NineEach,
            last_trick_peek: true,
        }
    }
}

/// The shoot-the-moon bid (§12 `shoot_the_moon`): a double 63.
pub const MOON_BID: u8 = 126;

/// The highest ordinary bid: all the points of a hand (§6.1).
pub const MAX_BID: u8 = 63;

impl SixtyThreeOptions {
    /// Checks the values against §12; the message (`sixty_three.option.*`) names the bad
    /// option and the values it allows.
    pub fn check(&self) -> Result<(), Msg> {
        let range = |option: &'static str, min: i32, max: i32| {
            Msg::new("sixty_three.option.range").with("option", option).with("min", min).with("max", max)
        };
        let one_of =
            |option: &'static str, a: i32, b: i32| Msg::new("sixty_three.option.one_of").with("option", option).with("a", a).with("b", b);
        if !(1..=MAX_BID).contains(&self.min_bid) {
            return Err(range("min_bid", 1, MAX_BID as i32));
        }
        if !(1..=MAX_BID).contains(&self.dealer_default_contract) {
            return Err(range("dealer_default_contract", 1, MAX_BID as i32));
        }
        if ![0, 15].contains(&self.joker_points) {
            return Err(one_of("joker_points", 15, 0));
        }
        if ![0, 15].contains(&self.three_of_trump_points) {
            return Err(one_of("three_of_trump_points", 0, 15));
        }
        if self.joker_points + self.three_of_trump_points != 15 {
            return Err(Msg::new("sixty_three.option.joker_or_three"));
        }
        if !(1..=10_000).contains(&self.game_target) {
            return Err(range("game_target", 1, 10_000));
        }
        Ok(())
    }

    /// [`SixtyThreeOptions::check`] with the message in English (the fixtures' replay and
    /// the tests read it).
    pub fn validate(&self) -> Result<(), String> {
        self.check().map_err(|m| m.english())
    }

    /// Cards dealt to each player (§5.2): 9, or 12 with a kitty.
    pub fn hand_size(&self) -> usize {
        match self.deal_style {
            DealStyle::NineEach => 9,
            DealStyle::TwelvePlusKitty => 12,
        }
    }

    /// True if a 126 bid exists (§12 `shoot_the_moon`).
    pub fn moon(&self) -> bool {
        self.shoot_the_moon == Switch::On
    }

    /// The bid that cannot be topped and ends the auction at once (§6.3b): 63, or 126
    /// with `shoot_the_moon`.
    pub fn top_bid(&self) -> u8 {
        if self.moon() {
            MOON_BID
        } else {
            MAX_BID
        }
    }
}

/// The match rules of Sixty-three (docs/rules/sixty-three.md §11, §12): two partnerships.
impl MatchRules for SixtyThreeOptions {
    fn seats(&self) -> usize {
        4
    }

    fn sides(&self) -> usize {
        2
    }

    fn side_of(&self, seat: Seat) -> usize {
        seat % 2
    }

    fn target(&self) -> i32 {
        self.game_target
    }

    fn match_winner(&self, scores: &[i32], last: &HandResult) -> Option<usize> {
        super::score::match_winner(self, scores, last)
    }

    fn validate_rules(&self) -> Result<(), Refusal> {
        self.check().map_err(|m| Refusal::new(ErrorCode::BadOptions, m))
    }
}
