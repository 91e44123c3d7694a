//! Ending a deal and its game points (docs/rules/sixty-six.md §12): correct and false declarations,
//! the deal nobody declared, closed stocks and failed closes, with the options of §14.
//! [`decide`] is a pure function of a few numbers so the engine and the bots' end-game
//! search score a deal the same way. Also the four-handed scale of §15.1.

use super::options::{NoDeclarationRule, OldClosingPenalty, PenaltySnapshot, SixtySixOptions, SuccessSnapshot};
use crate::cards::Suit;
use crate::game::Seat;
use crate::words::Msg;
use serde::Serialize;

/// The total a declarer needs (§12.1).
pub const OUT: u16 = 66;
/// Below this the loser concedes 2 instead of 1 (§12.1).
pub const SCHNEIDER: u16 = 33;

/// How a deal ended, in the fixtures' words (`result.reason`; README of
/// `tests/fixtures/sixty-six`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Reason {
    /// A correct declaration (66 or more), stock not closed (§12.1).
    Declared,
    /// A declaration under 66, stock not closed (§12.1).
    FalseDeclaration,
    /// All tricks played and nobody declared; the last-trick winner wins (§12.2).
    NoDeclaration,
    /// The closer declared 66 or more (§12.3).
    CloserDeclared,
    /// The closer declared under 66 (§12.3).
    CloserFalseDeclaration,
    /// The non-closer declared 66 or more first (§12.3).
    NonCloserDeclared,
    /// Play ended without the closer declaring (§12.3).
    CloserNoDeclaration,
    /// The non-closer declared under 66 (§12.3).
    NonCloserFalseDeclaration,
    /// `split_65`: both totals exactly 65 and nobody declared; nobody scores (§14).
    Drawn65,
}

/// What set the number of game points (`result.basis`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Basis {
    /// The loser has won no trick: 3.
    LoserNoTrick,
    /// The loser has a trick but a total under 33: 2.
    #[serde(rename = "loser_under_33")]
    LoserUnder33,
    /// The loser has 33 or more: 1.
    #[serde(rename = "loser_33_or_more")]
    Loser33OrMore,
    /// A false claim; the opponent has won no trick: 3.
    FalseClaimOpponentNoTrick,
    /// A false claim: 2.
    FalseClaim,
    /// A failed close; the non-closer had won no trick when the stock was closed: 3.
    ClosingFailedOpponentNoTrickAtClosing,
    /// A failed close; the non-closer has won no trick at the end (`closing_penalty_snapshot
    /// = at_end`): 3.
    ClosingFailedOpponentNoTrickAtEnd,
    /// A failed close: 2.
    ClosingFailed,
    /// `old_closing_penalty`: the closer closed before the opponent won a trick: 3.
    OldPenaltyOpponentNoTrick,
    /// `old_closing_penalty`: the closer ends under 33: 2.
    #[serde(rename = "old_penalty_closer_under_33")]
    OldPenaltyCloserUnder33,
    /// `old_closing_penalty`: the closer ends with 33 or more: 1.
    #[serde(rename = "old_penalty_closer_33_or_more")]
    OldPenaltyCloser33OrMore,
    /// `last_trick_winner_1pt`: nobody declared; the last-trick winner scores 1.
    LastTrickOnePoint,
    /// `split_65`: 65–65, nobody scores.
    Split65,
}

impl Basis {
    /// A short player-facing explanation of the game points ("opponent under 33").
    pub fn words(self) -> &'static str {
        match self {
            Basis::LoserNoTrick => "the loser took no trick",
            Basis::LoserUnder33 => "the loser is under 33",
            Basis::Loser33OrMore => "the loser has 33 or more",
            Basis::FalseClaimOpponentNoTrick => "a false claim while the opponent had no trick",
            Basis::FalseClaim => "a false claim",
            Basis::ClosingFailedOpponentNoTrickAtClosing => "a failed close while the opponent had no trick",
            Basis::ClosingFailedOpponentNoTrickAtEnd => "a failed close and the opponent took no trick",
            Basis::ClosingFailed => "a failed close",
            Basis::OldPenaltyOpponentNoTrick => "a failed close before the opponent won a trick",
            Basis::OldPenaltyCloserUnder33 => "a failed close with the closer under 33",
            Basis::OldPenaltyCloser33OrMore => "a failed close with the closer on 33 or more",
            Basis::LastTrickOnePoint => "nobody reached 66; the last trick wins 1",
            Basis::Split65 => "65 all: nobody scores",
        }
    }
}

/// Tricks and total of one player at one moment (`result.basis_state`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Default, schemars::JsonSchema)]
pub struct PlayerState {
    /// Tricks won.
    pub tricks: u8,
    /// Card points + counted marriages + last-trick bonus.
    pub total: u16,
}

/// The facts recorded when the stock was closed (§7.5, §12.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct Closing {
    /// The closer.
    pub seat: Seat,
    /// The number of the trick that followed the close (1-based).
    pub before_trick: u8,
    /// Closed straight after winning a trick, before drawing (`close_before_drawing`).
    pub before_drawing: bool,
    /// Cards left in the stock, face-up card included.
    pub stock_size: u8,
    /// The face-up card that was turned down.
    pub face_up: crate::cards::Card,
    /// The closer's tricks then.
    pub closer_tricks: u8,
    /// The closer's total then.
    pub closer_total: u16,
    /// The non-closer's tricks then.
    pub opponent_tricks: u8,
    /// The non-closer's card points then.
    pub opponent_card_points: u16,
    /// The non-closer's total then.
    pub opponent_total: u16,
}

/// Who won a deal and why: the output of [`decide`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct Outcome {
    /// The seat that scores (`None` only for a 65–65 draw under `split_65`).
    pub winner: Option<Seat>,
    /// Game points won: 1, 2 or 3 (0 for a draw).
    pub game_points: u8,
    /// How the deal ended.
    pub reason: Reason,
    /// What set the game points.
    pub basis: Basis,
    /// The tricks and total of the player whose state set the points.
    pub basis_state: PlayerState,
}

/// The deal's end as [`decide`] needs it.
#[derive(Clone, Copy, Debug)]
pub struct EndFacts {
    /// The declarer and their total at the declaration, if someone declared.
    pub declaration: Option<(Seat, u16)>,
    /// The close, if the stock was closed.
    pub closing: Option<Closing>,
    /// Both totals now.
    pub totals: [u16; 2],
    /// Both trick counts now.
    pub tricks: [u8; 2],
    /// The winner of the last trick played (for the no-declaration end).
    pub last_winner: Seat,
}

fn loser_scale(l: PlayerState) -> (u8, Basis) {
    // §12.1: 3 if the loser has no trick, 2 under 33, else 1.
    if l.tricks == 0 {
        (3, Basis::LoserNoTrick)
    } else if l.total < SCHNEIDER {
        (2, Basis::LoserUnder33)
    } else {
        (1, Basis::Loser33OrMore)
    }
}

/// Scores a finished deal (§12.1–§12.4 with the options of §14).
pub fn decide(o: &SixtySixOptions, f: &EndFacts) -> Outcome {
    let now = |s: Seat| PlayerState { tricks: f.tricks[s], total: f.totals[s] };
    let win = |w: Seat, (gp, basis): (u8, Basis), reason: Reason, state: PlayerState| Outcome {
        winner: Some(w),
        game_points: gp,
        reason,
        basis,
        basis_state: state,
    };
    let false_claim = |declarer: Seat, reason: Reason| {
        // §12.1: the opponent wins 2, or 3 if they have won no trick at that moment.
        let opp = 1 - declarer;
        let scale = if f.tricks[opp] == 0 { (3, Basis::FalseClaimOpponentNoTrick) } else { (2, Basis::FalseClaim) };
        win(opp, scale, reason, now(opp))
    };
    match f.closing {
        None => match f.declaration {
            Some((d, t)) if t >= OUT => win(d, loser_scale(now(1 - d)), Reason::Declared, now(1 - d)),
            Some((d, _)) => false_claim(d, Reason::FalseDeclaration),
            None => {
                // §12.2: the last-trick winner wins the deal.
                let w = f.last_winner;
                let l = 1 - w;
                match o.no_declaration_rule {
                    NoDeclarationRule::LastTrickWinner1pt => win(w, (1, Basis::LastTrickOnePoint), Reason::NoDeclaration, now(l)),
                    NoDeclarationRule::Split65 if f.totals == [65, 65] => {
                        Outcome { winner: None, game_points: 0, reason: Reason::Drawn65, basis: Basis::Split65, basis_state: now(l) }
                    }
                    _ => win(w, loser_scale(now(l)), Reason::NoDeclaration, now(l)),
                }
            }
        },
        Some(c) => {
            let closer = c.seat;
            let non = 1 - closer;
            let at_closing = PlayerState { tricks: c.opponent_tricks, total: c.opponent_total };
            let failed = |reason: Reason| {
                // §12.3: the non-closer scores 2, or 3 if they had no trick when the stock
                // was closed (`closing_penalty_snapshot`); or the old Hoyle scale.
                if o.old_closing_penalty == OldClosingPenalty::On {
                    let scale = if c.opponent_tricks == 0 {
                        (3, Basis::OldPenaltyOpponentNoTrick)
                    } else if f.totals[closer] < SCHNEIDER {
                        (2, Basis::OldPenaltyCloserUnder33)
                    } else {
                        (1, Basis::OldPenaltyCloser33OrMore)
                    };
                    let state = if c.opponent_tricks == 0 { at_closing } else { now(closer) };
                    return win(non, scale, reason, state);
                }
                match o.closing_penalty_snapshot {
                    PenaltySnapshot::AtClosing => {
                        let scale = if c.opponent_tricks == 0 {
                            (3, Basis::ClosingFailedOpponentNoTrickAtClosing)
                        } else {
                            (2, Basis::ClosingFailed)
                        };
                        win(non, scale, reason, at_closing)
                    }
                    PenaltySnapshot::AtEnd => {
                        let scale =
                            if f.tricks[non] == 0 { (3, Basis::ClosingFailedOpponentNoTrickAtEnd) } else { (2, Basis::ClosingFailed) };
                        win(non, scale, reason, now(non))
                    }
                }
            };
            match f.declaration {
                Some((d, t)) if d == closer && t >= OUT => {
                    let loser = match o.closing_success_snapshot {
                        SuccessSnapshot::AtDeclaration => now(non),
                        SuccessSnapshot::AtClosing => at_closing,
                    };
                    win(closer, loser_scale(loser), Reason::CloserDeclared, loser)
                }
                Some((d, _)) if d == closer => failed(Reason::CloserFalseDeclaration),
                Some((_, t)) if t >= OUT => failed(Reason::NonCloserDeclared),
                Some((d, _)) => false_claim(d, Reason::NonCloserFalseDeclaration),
                None => failed(Reason::CloserNoDeclaration),
            }
        }
    }
}

/// How a marriage's points were credited (`marriages[].credit`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Credit {
    /// Counted when announced (the announcer already had a trick).
    Announcement,
    /// Counted when the announcer won trick `credit_trick`.
    Trick,
    /// Not counted yet (the deal is still on).
    Pending,
    /// Never counted: the announcer won no trick after announcing (§6.3).
    Never,
}

/// One marriage shown (§6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct Marriage {
    /// The announcer.
    pub seat: Seat,
    /// The suit of the king and queen.
    pub suit: Suit,
    /// 40 in trumps, else 20 (§6.1).
    pub points: u16,
    /// The number of the trick at whose lead it was announced.
    pub trick: u8,
    /// The card led, or `None` for `marriage_declare`.
    pub card: Option<crate::cards::Card>,
    /// The phase (1 or 2) when announced.
    pub phase: u8,
    /// How it was credited.
    pub credit: Credit,
    /// The trick whose win credited it (with `credit = trick`).
    pub credit_trick: Option<u8>,
}

/// A finished deal's score and figures (`result` in the fixtures, plus a summary).
/// Written (and described in the schema) as [`SixtySixResultWire`]: the figures plus, with
/// the `cli` feature, the English `summary`, rendered when written rather than at the end
/// of every deal (a search plays thousands of deals per decision).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SixtySixResult {
    /// The seat that scores (`None` only for a 65–65 draw under `split_65`).
    pub winner: Option<Seat>,
    /// Game points won (1–3; 0 for a draw).
    pub game_points: u8,
    /// How the deal ended.
    pub reason: Reason,
    /// What set the game points.
    pub basis: Basis,
    /// Tricks and total of the player whose state set the points.
    pub basis_state: PlayerState,
    /// Final totals per seat (card points + counted marriages + last-trick bonus).
    pub totals: [u16; 2],
    /// Card points won in tricks per seat.
    pub card_points: [u16; 2],
    /// Counted marriage points per seat.
    pub marriage_points: [u16; 2],
    /// Marriage points announced but never counted (§6.3).
    pub uncounted_marriage_points: [u16; 2],
    /// Last-trick bonus per seat (§11).
    pub last_trick_bonus: [u16; 2],
    /// Tricks won per seat.
    pub tricks_won: [u8; 2],
    /// Tricks played in the deal.
    pub tricks_played: u8,
    /// True if the stock was closed.
    pub closed: bool,
    /// The declarer, if someone declared (or was deemed to, with `auto_declare`).
    pub declarer: Option<Seat>,
    /// The summary as a message (`sixty_six.summary.*`, see [`summary_msg`]); add a
    /// `viewer` seat parameter to name the players "you" and "your opponent".
    pub summary_msg: Msg,
}

impl SixtySixResult {
    /// One sentence, naming seats ("Seat 0 declared 68; seat 1 is under 33: 2 game
    /// points."): the English of `summary_msg`.
    pub fn summary(&self) -> String {
        self.summary_msg.english()
    }

    fn wire(&self) -> SixtySixResultWire<'_> {
        SixtySixResultWire {
            winner: &self.winner,
            game_points: &self.game_points,
            reason: &self.reason,
            basis: &self.basis,
            basis_state: &self.basis_state,
            totals: &self.totals,
            card_points: &self.card_points,
            marriage_points: &self.marriage_points,
            uncounted_marriage_points: &self.uncounted_marriage_points,
            last_trick_bonus: &self.last_trick_bonus,
            tricks_won: &self.tricks_won,
            tricks_played: &self.tricks_played,
            closed: &self.closed,
            declarer: &self.declarer,
            #[cfg(feature = "cli")]
            summary: self.summary(),
            summary_msg: &self.summary_msg,
        }
    }
}

impl Serialize for SixtySixResult {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.wire().serialize(s)
    }
}

impl schemars::JsonSchema for SixtySixResult {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "SixtySixResult".into()
    }
    fn json_schema(g: &mut schemars::SchemaGenerator) -> schemars::Schema {
        SixtySixResultWire::json_schema(g)
    }
}

// [`SixtySixResult`] as written; its doc comment is the schema's description.
/// A finished deal's score and figures (`result` in the fixtures, plus a summary).
#[derive(Serialize, schemars::JsonSchema)]
#[doc(hidden)]
pub struct SixtySixResultWire<'a> {
    /// The seat that scores (`None` only for a 65–65 draw under `split_65`).
    winner: &'a Option<Seat>,
    /// Game points won (1–3; 0 for a draw).
    game_points: &'a u8,
    /// How the deal ended.
    reason: &'a Reason,
    /// What set the game points.
    basis: &'a Basis,
    /// Tricks and total of the player whose state set the points.
    basis_state: &'a PlayerState,
    /// Final totals per seat (card points + counted marriages + last-trick bonus).
    totals: &'a [u16; 2],
    /// Card points won in tricks per seat.
    card_points: &'a [u16; 2],
    /// Counted marriage points per seat.
    marriage_points: &'a [u16; 2],
    /// Marriage points announced but never counted (§6.3).
    uncounted_marriage_points: &'a [u16; 2],
    /// Last-trick bonus per seat (§11).
    last_trick_bonus: &'a [u16; 2],
    /// Tricks won per seat.
    tricks_won: &'a [u8; 2],
    /// Tricks played in the deal.
    tricks_played: &'a u8,
    /// True if the stock was closed.
    closed: &'a bool,
    /// The declarer, if someone declared (or was deemed to, with `auto_declare`).
    declarer: &'a Option<Seat>,
    /// One sentence, naming seats ("Seat 0 declared 68; seat 1 is under 33: 2 game points."):
    /// the English of `summary_msg`.
    /// Only with the `cli` feature: the wasm has no English and leaves it out (the page
    /// renders the message from its catalogue).
    #[cfg(feature = "cli")]
    summary: String,
    /// The summary as a message (`sixty_six.summary.*`, see [`summary_msg`]); add a
    /// `viewer` seat parameter to name the players "you" and "your opponent".
    summary_msg: &'a Msg,
}

impl Basis {
    /// The basis as its wire word (`"loser_under_33"`), the `basis` parameter of a summary.
    pub fn word(self) -> &'static str {
        match self {
            Basis::LoserNoTrick => "loser_no_trick",
            Basis::LoserUnder33 => "loser_under_33",
            Basis::Loser33OrMore => "loser_33_or_more",
            Basis::FalseClaimOpponentNoTrick => "false_claim_opponent_no_trick",
            Basis::FalseClaim => "false_claim",
            Basis::ClosingFailedOpponentNoTrickAtClosing => "closing_failed_opponent_no_trick_at_closing",
            Basis::ClosingFailedOpponentNoTrickAtEnd => "closing_failed_opponent_no_trick_at_end",
            Basis::ClosingFailed => "closing_failed",
            Basis::OldPenaltyOpponentNoTrick => "old_penalty_opponent_no_trick",
            Basis::OldPenaltyCloserUnder33 => "old_penalty_closer_under_33",
            Basis::OldPenaltyCloser33OrMore => "old_penalty_closer_33_or_more",
            Basis::LastTrickOnePoint => "last_trick_one_point",
            Basis::Split65 => "split_65",
        }
    }
}

/// The deal's end as a message (English in `words.rs`): key `sixty_six.summary.drawn_65`
/// (nobody scores), or by how it ended `sixty_six.summary.declared`, `.false_declaration`,
/// `.declared_before_closer`, `.no_declaration`, `.closer_no_declaration`, with `winner`
/// (seat), `basis` (the [`Basis::word`]), `game_points`, and `declarer` and `total` (the
/// declarer's total) when someone declared. Players are named "Seat n" unless a `viewer`
/// seat parameter is added.
pub fn summary_msg(r: &SixtySixResult) -> Msg {
    let Some(w) = r.winner else { return Msg::new("sixty_six.summary.drawn_65") };
    let key = match r.reason {
        Reason::Declared | Reason::CloserDeclared => "sixty_six.summary.declared",
        Reason::FalseDeclaration | Reason::CloserFalseDeclaration | Reason::NonCloserFalseDeclaration => {
            "sixty_six.summary.false_declaration"
        }
        Reason::NonCloserDeclared => "sixty_six.summary.declared_before_closer",
        Reason::NoDeclaration => "sixty_six.summary.no_declaration",
        Reason::CloserNoDeclaration => "sixty_six.summary.closer_no_declaration",
        Reason::Drawn65 => "sixty_six.summary.drawn_65",
    };
    let mut m = Msg::new(key).with("winner", w).with("basis", r.basis.word()).with("game_points", r.game_points as i64);
    if let Some(d) = r.declarer {
        m = m.with("declarer", d).with("total", r.totals[d] as i64);
    }
    m
}

/// Four-handed partnership Sixty-six (§15.1): the game points for the side with 66 or more
/// card points (last-trick 10 included): 1 for 66–99, 2 for 100–129 (exactly 100 counts 2),
/// 3 for taking every trick. Returns `(side, game points)`, or `None` at 65–65 (nobody
/// scores; the next deal's winners get 1 extra).
pub fn partnership_game_points(points: [u16; 2], tricks: [u8; 2]) -> Option<(usize, u8)> {
    let side = if points[0] >= OUT {
        0
    } else if points[1] >= OUT {
        1
    } else {
        return None;
    };
    let gp = if tricks[1 - side] == 0 {
        3
    } else if points[side] >= 100 {
        2
    } else {
        1
    };
    Some((side, gp))
}
