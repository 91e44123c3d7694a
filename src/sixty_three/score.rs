//! Scoring a Sixty-three hand (docs/rules/sixty-three.md §10) and deciding the game (§11).

use super::options::{EndRule, SixtyThreeOptions, MOON_BID};
use super::{EndRecord, SixtyThreePublic};
use crate::game::{HandResult, Seat};
use crate::words::Msg;
use serde::Serialize;

/// A scored hand. Teams are indexed 0 = North–South, 1 = East–West.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct SixtyThreeResult {
    /// Card points credited to each team (§10.1); they sum to 63.
    pub points: [i32; 2],
    /// The bidding team (§6.4).
    pub bidding_team: usize,
    /// The declarer.
    pub declarer: Seat,
    /// The contract `b` (§6.4; 126 for a shoot-the-moon bid).
    pub contract: u8,
    /// True if the dealer held the default contract (§6.3c).
    pub dealer_default: bool,
    /// True if the bidding team took at least its contract (§10.3).
    pub made: bool,
    /// What each team adds to its game score (§10.3–§10.4); negative for a failed
    /// contract.
    pub score_delta: [i32; 2],
    /// How the hand ended (§9.8).
    pub end: Option<EndRecord>,
    /// One sentence for the end-of-hand summary, in English (`summary_msg.english()`; the
    /// page and the protocols read this field).
    /// Only with the `cli` feature: the wasm has no English and leaves it out (the page
    /// renders the message from its catalogue).
    #[cfg_attr(not(feature = "cli"), serde(skip_serializing))]
    pub summary: String,
    /// The end-of-hand summary as a message (`sixty_three.summary.made` or
    /// `sixty_three.summary.failed`), for a page that renders its own language.
    pub summary_msg: Msg,
}

/// The figures of a finished hand (§10.3–§10.4) without its sentence: the bidding team,
/// the contract, whether it was made and each team's score change.
pub(super) struct Figures {
    declarer: Seat,
    x: usize,
    b: u8,
    moon: bool,
    made: bool,
    /// What each team adds to its game score.
    pub(super) delta: [i32; 2],
}

/// [`Figures`] of a finished hand from its public state (§10).
pub(super) fn figures(p: &SixtyThreePublic) -> Figures {
    let o = &p.options;
    let declarer = p.declarer.unwrap_or(p.dealer);
    let x = declarer % 2;
    let y = 1 - x;
    let b = p.contract.unwrap_or(o.dealer_default_contract);
    let pts = p.taken;
    let moon = b == MOON_BID;
    // §10.3; a shoot-the-moon contract needs all 63 points and scores ±126.
    let made = if moon { pts[x] >= 63 } else { pts[x] >= b as i32 };
    let mut delta = [0i32; 2];
    delta[x] = match (made, moon) {
        (true, true) => MOON_BID as i32,
        (true, false) => pts[x],
        (false, _) => -(b as i32),
    };
    // §10.4
    delta[y] = if o.non_bidding_team_scores { pts[y] } else { 0 };
    Figures { declarer, x, b, moon, made, delta }
}

/// The summary sentence (docs/rules/sixty-three.md §10.3–§10.4), rendered by words.rs.
pub(super) fn summary_msg(p: &SixtyThreePublic, f: &Figures) -> Msg {
    let (x, y, b, pts, delta) = (f.x, 1 - f.x, f.b, p.taken, f.delta);
    let how = if p.dealer_default {
        Msg::new("sixty_three.summary.stuck").with("seat", f.declarer).with("bid", b)
    } else if f.moon {
        Msg::new("sixty_three.summary.moon").with("team", x)
    } else {
        Msg::new("sixty_three.summary.bid").with("team", x).with("bid", b)
    };
    Msg::new(if f.made { "sixty_three.summary.made" } else { "sixty_three.summary.failed" })
        .with("how", how)
        .with("team", x)
        .with("taken", pts[x])
        .with("delta", delta[x])
        .with("other", y)
        .with("other_taken", pts[y])
        .with("other_delta", delta[y])
}

/// Scores a finished hand from its public state (§10).
pub(super) fn score(p: &SixtyThreePublic) -> SixtyThreeResult {
    let f = figures(p);
    let summary_msg = summary_msg(p, &f);
    SixtyThreeResult {
        points: p.taken,
        bidding_team: f.x,
        declarer: f.declarer,
        contract: f.b,
        dealer_default: p.dealer_default,
        made: f.made,
        score_delta: f.delta,
        end: p.end.clone(),
        summary: summary_msg.english(),
        summary_msg,
    }
}

/// §11.1: the winner after a hand, given the game scores after it and the hand's result
/// (`points` are the score changes, `bidding_side` the bidding team).
pub(super) fn match_winner(o: &SixtyThreeOptions, scores: &[i32], last: &HandResult) -> Option<usize> {
    let target = o.game_target;
    let over: Vec<usize> = (0..scores.len().min(2)).filter(|&i| scores[i] >= target).collect();
    match o.end_rule {
        EndRule::BidderGoesOut => match over.len() {
            0 => None,
            1 => Some(over[0]),
            // Both over: the bidder goes out (it can only get there by making its bid).
            _ => last.bidding_side,
        },
        EndRule::HigherScore => match over.len() {
            0 => None,
            1 => Some(over[0]),
            _ => match scores[0].cmp(&scores[1]) {
                std::cmp::Ordering::Greater => Some(0),
                std::cmp::Ordering::Less => Some(1),
                std::cmp::Ordering::Equal => None,
            },
        },
        // A team wins only on a hand in which it made its contract (a made contract
        // always scores more than zero, a failed one less).
        EndRule::MustBidOut => {
            last.bidding_side.filter(|&b| b < scores.len() && last.points.get(b).is_some_and(|&d| d > 0) && scores[b] >= target)
        }
    }
}
