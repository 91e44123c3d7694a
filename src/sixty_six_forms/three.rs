//! `sixty-six-3`: the older three-handed game (docs/rules/sixty-six.md §15.3). The dealer
//! deals to the other two and sits out; they play the two-hand deal of §2–§12 (the
//! `sixty_six` engine, unchanged); the dealer scores what the deal's winner scores (R15);
//! the deal passes left; first to 7, a tie at the top played on (R13).
//!
//! Seats (R14): the dealer's left, `elder`, takes the two-hand non-dealer's role (cards
//! 1–3 and 7–9, leads first): two-hand seat 0 of a deal dealt by two-hand seat 1; the next
//! seat, `younger`, is two-hand seat 1, the dealer's role.

use super::options::{lone_leader_at, TargetTie};
use crate::cards::{Card, CardSet};
use crate::game::{ErrorCode, Events, Game, HandResult, MatchRules, Refusal, Seat};
use crate::sixty_six::{SixtySix, SixtySixAction, SixtySixEvent, SixtySixObservation, SixtySixOptions};
use crate::words::{Msg, Param};
use rand::Rng;
use serde::{Deserialize, Serialize};

/// The rules of `sixty-six-3` (the fixtures' `options`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(default, deny_unknown_fields)]
pub struct ThreeHandOptions {
    /// Always 3 (§15.3).
    pub players: u8,
    /// Game points that win (§15.3: 7).
    pub game_target: u8,
    /// Equal top scores at the target (R13: play on).
    pub target_tie: TargetTie,
    /// The two-hand deal's rules (§14, the book's defaults).
    pub two_hand: SixtySixOptions,
}

impl Default for ThreeHandOptions {
    fn default() -> Self {
        ThreeHandOptions { players: 3, game_target: 7, target_tie: TargetTie::PlayOn, two_hand: SixtySixOptions::default() }
    }
}

impl MatchRules for ThreeHandOptions {
    fn seats(&self) -> usize {
        3
    }
    fn sides(&self) -> usize {
        3
    }
    fn side_of(&self, seat: Seat) -> usize {
        seat
    }
    fn target(&self) -> i32 {
        self.game_target as i32
    }
    fn match_winner(&self, scores: &[i32], _last: &HandResult) -> Option<usize> {
        lone_leader_at(scores, self.target())
    }
    fn form_name(&self) -> Option<&'static str> {
        Some("sixty-six-3")
    }
    fn validate_rules(&self) -> Result<(), Refusal> {
        let bad = |d: String| Refusal::new(ErrorCode::BadOptions, Msg::new("table.bad_options").with("detail", Param::Text(d)));
        if self.players != 3 {
            return Err(bad("players must be 3".into()));
        }
        if !(1..=100).contains(&self.game_target) {
            return Err(bad("game_target must be 1..=100".into()));
        }
        self.two_hand.validate().map_err(|e| bad(format!("two_hand: {e}")))
    }
}

/// One deal of `sixty-six-3`: the two-hand deal and who sits where.
#[derive(Clone, Debug)]
pub struct ThreeHand {
    options: ThreeHandOptions,
    dealer: Seat,
    inner: SixtySix,
}

/// What one seat may know: the two-hand observation of a player, or, for the dealer who
/// sits out, the public state only (`hand` empty).
#[derive(Clone, Debug, PartialEq, Serialize, schemars::JsonSchema)]
pub struct ThreeHandObservation {
    /// The observer's table seat.
    pub seat: Seat,
    /// The dealer, who sits out.
    pub dealer: Seat,
    /// The two-hand observation (for the dealer: two-hand seat 0's public view, no hand).
    pub inner: SixtySixObservation,
}

/// A two-hand event, with the table seats of two-hand seats 0 and 1.
#[derive(Clone, Debug, PartialEq, Serialize, schemars::JsonSchema)]
pub struct ThreeHandEvent {
    /// Table seats of two-hand seats 0 (elder) and 1 (younger).
    pub players: [Seat; 2],
    /// The event, in two-hand seats.
    pub event: SixtySixEvent,
}

impl ThreeHand {
    /// The deal of `pack` (24 cards, top first) with `dealer` sitting out (R14).
    pub fn from_pack(options: &ThreeHandOptions, dealer: Seat, pack: &[Card]) -> Result<ThreeHand, String> {
        options.validate_rules().map_err(|r| r.message())?;
        if dealer >= 3 {
            return Err("the dealer is not a seat".into());
        }
        let inner = SixtySix::from_pack(&options.two_hand, 1, pack).map_err(|e| e.to_string())?;
        Ok(ThreeHand { options: options.clone(), dealer, inner })
    }

    /// The table seat of two-hand seat `i` (0 elder, 1 younger).
    pub fn table_seat(&self, i: Seat) -> Seat {
        (self.dealer + 1 + i) % 3
    }

    /// The two-hand seat of table seat `s`, `None` for the dealer.
    pub fn two_hand_seat(&self, s: Seat) -> Option<Seat> {
        let i = (s + 3 - self.dealer - 1) % 3;
        (i < 2 && s < 3).then_some(i)
    }

    /// The two-hand deal.
    pub fn two_hand(&self) -> &SixtySix {
        &self.inner
    }

    /// The dealer, who sits out.
    pub fn dealer(&self) -> Seat {
        self.dealer
    }

    /// The cards table seat `s` holds (none for the dealer).
    pub fn hand(&self, s: Seat) -> CardSet {
        self.two_hand_seat(s).map_or(CardSet::EMPTY, |i| self.inner.hand(i))
    }

    fn wrap(&self, v: Vec<SixtySixEvent>) -> Vec<ThreeHandEvent> {
        let players = [self.table_seat(0), self.table_seat(1)];
        v.into_iter().map(|event| ThreeHandEvent { players, event }).collect()
    }
}

impl Game for ThreeHand {
    type Action = SixtySixAction;
    type Options = ThreeHandOptions;
    type Observation = ThreeHandObservation;
    type Event = ThreeHandEvent;
    const NAME: &'static str = "sixty_six_3";

    fn deal(options: &ThreeHandOptions, dealer: Seat, rng: &mut impl Rng) -> ThreeHand {
        let o = if options.validate_rules().is_ok() { options.clone() } else { ThreeHandOptions::default() };
        let mut pack = SixtySix::pack(&o.two_hand).to_vec();
        crate::sample::shuffle(&mut pack, rng);
        ThreeHand::from_pack(&o, dealer % 3, &pack).expect("a shuffled pack is a valid deal")
    }
    fn options(&self) -> &ThreeHandOptions {
        &self.options
    }
    fn to_move(&self) -> Option<Seat> {
        self.inner.to_move().map(|i| self.table_seat(i))
    }
    fn legal_actions(&self, out: &mut Vec<SixtySixAction>) {
        self.inner.legal_actions(out)
    }
    fn check(&self, a: SixtySixAction) -> Result<(), Refusal> {
        self.inner.check(a)
    }
    fn why_not(&self, a: SixtySixAction) -> Refusal {
        self.inner.why_not(a)
    }
    fn step(&mut self, a: SixtySixAction, ev: &mut Events<'_, ThreeHandEvent>) {
        match ev.get() {
            Some(out) => {
                let mut inner = Vec::new();
                self.inner.step(a, &mut Events::to(&mut inner));
                out.extend(self.wrap(inner));
            }
            None => self.inner.step(a, &mut Events::none()),
        }
    }
    fn observation(&self, seat: Seat) -> ThreeHandObservation {
        let inner = match self.two_hand_seat(seat) {
            Some(i) => self.inner.observation(i),
            None => SixtySixObservation { hand: CardSet::EMPTY, ..self.inner.observation(0) },
        };
        ThreeHandObservation { seat, dealer: self.dealer, inner }
    }
    fn sample_world(obs: &ThreeHandObservation, rng: &mut impl Rng) -> ThreeHand {
        let inner = SixtySix::sample_world(&obs.inner, rng);
        ThreeHand {
            options: ThreeHandOptions { two_hand: inner.options().clone(), ..ThreeHandOptions::default() },
            dealer: obs.dealer,
            inner,
        }
    }
    /// The deal's winner scores its game points, and the dealer the same (R15).
    fn hand_result(&self) -> Option<HandResult> {
        let r = self.inner.hand_result()?;
        let mut points = vec![0; 3];
        for (i, &p) in r.points.iter().enumerate() {
            if p != 0 {
                points[self.table_seat(i)] += p;
                points[self.dealer] += p;
            }
        }
        let summary = Msg::new("sixty_six_forms.summary.three_hand").with("summary", r.summary).with("dealer", self.dealer);
        Some(HandResult { points, void: r.void, bidding_side: None, summary })
    }
    fn deal_events(&self) -> Vec<ThreeHandEvent> {
        self.wrap(self.inner.deal_events())
    }
}
