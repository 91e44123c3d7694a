//! Scoring a Euchre hand (docs/rules/euchre.md §10, §14.1, §14.2).

use super::types::{EuchrePublic, UpcardState};
use super::LoneDefenderScoring;
use crate::cards::Suit;
use crate::game::Seat;
use crate::words::Msg;
use serde::Serialize;

/// How a hand ended, in the fixtures' words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum EuchreOutcome {
    /// The makers took 3 or 4 tricks (4–6 of 7).
    Made,
    /// The makers took every trick.
    March,
    /// The makers took fewer than they needed.
    Euchred,
    /// Everyone passed twice (§5.4).
    AllPass,
}

/// A scored hand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct EuchreResult {
    /// How it ended.
    pub outcome: EuchreOutcome,
    /// Trump (none after all passes).
    pub trump: Option<Suit>,
    /// The maker seat.
    pub maker: Option<Seat>,
    /// The makers' side (team 0/1 four-handed, else the maker's seat).
    pub makers_side: Option<usize>,
    /// Tricks the makers took.
    pub makers_tricks: u8,
    /// The maker went alone.
    pub maker_alone: bool,
    /// The lone defender, if any.
    pub lone_defender: Option<Seat>,
    /// Points won per side (non-negative).
    pub side_points: Vec<i32>,
    /// The makers' signed points: + when they scored, − the defenders' points when euchred
    /// (the zero-sum "returns" of the reference, §10).
    pub makers_return: i32,
    /// One sentence for the end-of-hand summary: the English of `summary_msg`.
    /// Only with the `cli` feature: the wasm has no English and leaves it out (the page
    /// renders the message from its catalogue).
    #[cfg_attr(not(feature = "cli"), serde(skip_serializing))]
    pub summary: String,
    /// The end-of-hand summary as a message (`euchre.summary.*`), for the page to translate.
    pub summary_msg: Msg,
}

/// The figures of a finished hand without its sentences: what the score, the session and
/// the search's rewards read (no allocation).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tally {
    /// How it ended.
    pub outcome: EuchreOutcome,
    /// The makers' side (team 0/1 four-handed, else the maker's seat); none after all passes.
    pub makers_side: Option<usize>,
    /// Tricks the makers took.
    pub makers_tricks: u8,
    /// The points scored: by the makers, or by each of their opponents when euchred.
    pub points: i32,
    /// True if the makers scored (made or march).
    pub makers_score: bool,
    /// Number of scoring sides.
    pub sides: usize,
    /// Points won per side (the first `sides` entries).
    pub side_points: [i32; 4],
}

/// The figures of a finished hand from its public state (§10, §14.1, §14.2).
pub fn tally(p: &EuchrePublic) -> Tally {
    let o = &p.options;
    let n = o.players as usize;
    let sides = if n == 4 { 2 } else { n };
    let mut side_points = [0i32; 4];
    let Some(maker) = p.maker.filter(|_| p.trump.is_some()) else {
        return Tally {
            outcome: EuchreOutcome::AllPass,
            makers_side: None,
            makers_tricks: 0,
            points: 0,
            makers_score: false,
            sides,
            side_points,
        };
    };
    let all = o.hand_size;
    let need = o.tricks_to_make();
    let (makers_side, m) =
        if n == 4 { (maker % 2, p.tricks_won[maker] + p.tricks_won[(maker + 2) % 4]) } else { (maker, p.tricks_won[maker]) };
    let defenders_tricks = all - m;
    let (outcome, pts, makers_score) = if m == all {
        // §10 march: 2, or 4 alone; §14.2 three-handed: `three_hand_march`.
        let pts = if n == 3 {
            o.three_hand_march as i32
        } else if p.maker_alone {
            4
        } else {
            2
        };
        (EuchreOutcome::March, pts, true)
    } else if m >= need {
        (EuchreOutcome::Made, 1, true)
    } else {
        let pts = if p.lone_defender.is_some() {
            match o.lone_defender_scoring {
                LoneDefenderScoring::Always4 => 4,
                LoneDefenderScoring::ByTricks => {
                    if defenders_tricks == all {
                        4
                    } else {
                        2
                    }
                }
            }
        } else if p.maker_alone {
            o.euchred_lone_maker_points as i32
        } else {
            2
        };
        (EuchreOutcome::Euchred, pts, false)
    };
    if makers_score {
        side_points[makers_side] = pts;
    } else {
        // §14.2: each opponent of a three-handed maker scores; otherwise the other side.
        for (s, sp) in side_points.iter_mut().enumerate().take(sides) {
            if s != makers_side {
                *sp = pts;
            }
        }
    }
    Tally { outcome, makers_side: Some(makers_side), makers_tricks: m, points: pts, makers_score, sides, side_points }
}

/// The end-of-hand summary (`euchre.summary.*`) of a hand whose figures are `t`.
pub(super) fn summary_msg(p: &EuchrePublic, t: &Tally) -> Msg {
    let (Some(maker), Some(trump), Some(makers_side)) = (p.maker, p.trump, t.makers_side) else {
        let why = if p.upcard_state == UpcardState::TurnedDown { "all_passed" } else { "no_trump" };
        return Msg::new("euchre.summary.void").with("why", why);
    };
    let n = p.options.players as usize;
    let (m, pts) = (t.makers_tricks, t.points);
    // The makers: a partnership by compass points four-handed, else the maker's seat.
    let who =
        if n == 4 { Msg::new("euchre.side.team").with("team", makers_side) } else { Msg::new("euchre.side.seat").with("seat", maker) };
    let says = |key: &'static str| Msg::new(key).with("makers", who.clone());
    match t.outcome {
        EuchreOutcome::March => {
            says("euchre.summary.march").with("alone", u8::from(p.maker_alone)).with("tricks", p.options.hand_size).with("points", pts)
        }
        EuchreOutcome::Made => says("euchre.summary.made").with("trump", trump).with("alone", u8::from(p.maker_alone)).with("tricks", m),
        _ => says("euchre.summary.euchred")
            .with("lone_defender", u8::from(p.lone_defender.is_some()))
            .with("tricks", m)
            .with("points", pts)
            .with("players", n),
    }
}

/// Scores a finished hand from its public state.
pub(super) fn score(p: &EuchrePublic) -> EuchreResult {
    let t = tally(p);
    let summary_msg = summary_msg(p, &t);
    let scored = t.makers_side.is_some();
    EuchreResult {
        outcome: t.outcome,
        trump: if scored { p.trump } else { None },
        maker: if scored { p.maker } else { None },
        makers_side: t.makers_side,
        makers_tricks: t.makers_tricks,
        maker_alone: scored && p.maker_alone,
        lone_defender: if scored { p.lone_defender } else { None },
        side_points: t.side_points[..t.sides].to_vec(),
        makers_return: if t.makers_score { t.points } else { -t.points },
        summary: summary_msg.english(),
        summary_msg,
    }
}
