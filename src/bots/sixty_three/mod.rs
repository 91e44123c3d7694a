//! A Sixty-three bot that plays by rules of thumb, from its seat's observation only (plus
//! the legal list and the match score): it bids what it expects its side to take (the
//! king of trump matters most), names its best suit, keeps high dirt when robbing, passes
//! its lowest non-counting trumps, pulls trump with the boss trump, captures the
//! opponents' counters with high trumps, saves its counting cards for tricks its side
//! wins, and dumps the joker, the pedros and the other counters on its partner's winning
//! tricks.

use crate::bots::{Bot, MatchContext};
use crate::cards::{Card, CardSet, Suit};
use crate::sixty_three::rank::{card_points, dirt, is_trump, trick_power, trump_power, trump_set, trumps};
use crate::sixty_three::{partner, Phase, SixtyThree, SixtyThreeAction, SixtyThreeObservation, SixtyThreeOptions};
use rand_chacha::ChaCha8Rng;

mod explain;
mod rollout;
pub mod search;
pub use explain::explain;

/// The club-level heuristic Sixty-three bot.
#[derive(Clone, Copy, Debug, Default)]
pub struct SixtyThreeHeuristic {
    /// Its tuning.
    pub params: HeuristicParams,
}

/// The bot's tuning (defaults fitted by self-play).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HeuristicParams {
    /// Expected points for a hand whose raw [`estimate_points`] is 42.
    pub bid_base: f32,
    /// Expected points per raw point above (or below) 42.
    pub bid_slope: f32,
    /// Added to the expected points to give the highest bid (negative: caution).
    pub bid_margin: f32,
    /// Subtracted before overbidding the partner.
    pub partner_penalty: f32,
    /// Without the boss trump, lead a low non-counting trump rather than dirt.
    pub lead_low_trump: bool,
    /// Pass the highest non-counting trumps rather than the lowest.
    pub give_high: bool,
    /// Give away the 2 of trump (which scores for its player) before non-counting trumps.
    pub two_first: bool,
}

impl Default for HeuristicParams {
    fn default() -> Self {
        HeuristicParams {
            bid_base: 44.5,
            bid_slope: 1.0,
            bid_margin: -4.0,
            partner_penalty: 8.0,
            lead_low_trump: true,
            give_high: false,
            two_first: false,
        }
    }
}

/// Points this hand's side can expect to take with `trump` as trump, from the cards held
/// before the exchange: the counters it holds (weighted by how safe they are), the
/// counters its high trumps can capture, and a share for the partner and the draw.
pub fn estimate_points(hand: CardSet, trump: Suit, o: &SixtyThreeOptions) -> f32 {
    let tr = trumps(hand, trump);
    let pw = |c: Card| trump_power(c, trump, o.joker_rank);
    let has = |r: u8| tr.contains(Card::new(trump, r));
    let high = [14u8, 13, 12, 11, 10].iter().filter(|&&r| has(r)).count() as f32;
    let mut v = 0.0;
    for c in tr.iter() {
        let pts = card_points(c, trump, o) as f32;
        if pts == 0.0 {
            continue;
        }
        // Cards above this one that the hand holds protect it.
        let above = tr.iter().filter(|&x| pw(x) > pw(c)).count() as f32;
        let two_safe = c == Card::new(trump, 2) && o.two_of_trump_scores_to == crate::sixty_three::TwoScoresTo::PlayerWhoPlayed;
        let safe = if two_safe || c == Card::new(trump, 14) {
            1.0
        } else if c == Card::new(trump, 13) {
            if has(14) {
                1.0
            } else {
                0.72
            }
        } else {
            (0.42 + 0.11 * above).min(0.95)
        };
        v += pts * safe;
    }
    // Captures: high trumps take the opponents' counters.
    for (r, w) in [(14u8, 6.0f32), (13, 4.0), (12, 3.5), (11, 2.0), (10, 1.5)] {
        if has(r) {
            v += w;
        }
    }
    v += 2.5 * (tr.len() as f32 - 3.0).max(0.0) + 0.5 * high;
    // The partner, and the cards drawn to six.
    v + 11.0
}

fn best_suit(hand: CardSet, o: &SixtyThreeOptions) -> (Suit, f32) {
    let mut best = (Suit::Spades, f32::MIN);
    for s in Suit::ALL {
        let e = estimate_points(hand, s, o);
        if e > best.1 {
            best = (s, e);
        }
    }
    best
}

/// What the bot knows about the cards during the play.
struct Table<'a> {
    obs: &'a SixtyThreeObservation,
    two_first: bool,
    trump: Suit,
    o: &'a SixtyThreeOptions,
    /// Trumps whose place the bot does not know (not in its hand, not played, not shown).
    unseen_trumps: CardSet,
}

impl<'a> Table<'a> {
    fn new(obs: &'a SixtyThreeObservation, trump: Suit) -> Self {
        let p = &obs.public;
        let mut seen = obs.hand;
        for s in 0..4 {
            seen |= p.played[s] | p.set_aside[s] | p.shown_discards[s];
        }
        for pc in &p.trick {
            seen.insert(pc.card);
        }
        let mut unseen_trumps = trump_set(trump) - seen;
        // Face-up cards in the partner's hand are not a threat; the opponents' are.
        unseen_trumps -= p.face_up[partner(obs.seat)];
        Table { obs, two_first: false, trump, o: &p.options, unseen_trumps }
    }

    fn pw(&self, c: Card) -> u8 {
        trump_power(c, self.trump, self.o.joker_rank)
    }

    fn pts(&self, c: Card) -> i32 {
        card_points(c, self.trump, self.o) as i32
    }

    /// No unseen trump outranks `c` (the opponents' face-up cards count as unseen).
    fn is_boss(&self, c: Card) -> bool {
        is_trump(c, self.trump) && self.unseen_trumps.iter().all(|u| self.pw(u) < self.pw(c))
    }

    fn two(&self) -> Card {
        Card::new(self.trump, 2)
    }

    /// The 2 of trump scores for the side that plays it (§10.1 default).
    fn two_is_free(&self) -> bool {
        self.o.two_of_trump_scores_to == crate::sixty_three::TwoScoresTo::PlayerWhoPlayed
    }

    /// Cheapest card to give away: dirt (lowest rank), then non-counting trumps (lowest),
    /// then the 2 of trump if it scores for us, then the lowest-point counter.
    fn cheapest(&self, set: CardSet) -> Option<Card> {
        set.iter().min_by_key(|&c| {
            if !is_trump(c, self.trump) {
                (0, 0, c.rank() as i32)
            } else if c == self.two() && self.two_is_free() && self.two_first {
                (1, -1, 0)
            } else if self.pts(c) == 0 {
                (1, 0, self.pw(c) as i32)
            } else if c == self.two() && self.two_is_free() {
                (2, 0, 0)
            } else {
                (3, self.pts(c), self.pw(c) as i32)
            }
        })
    }
}

impl SixtyThreeHeuristic {
    fn bid(&self, obs: &SixtyThreeObservation, legal: &[SixtyThreeAction], ctx: &MatchContext) -> SixtyThreeAction {
        let p = &obs.public;
        let o = &p.options;
        let k = &self.params;
        let (_, raw) = best_suit(obs.hand, o);
        let mut est = k.bid_base + k.bid_slope * (raw - 42.0) + k.bid_margin;
        let us = ctx.scores.get(ctx.side).copied().unwrap_or(0);
        let them = ctx.scores.get(1 - ctx.side.min(1)).copied().unwrap_or(0);
        // Near the end: the bidder goes out, so bid to get there; behind, take risks.
        if them >= ctx.target - 60 && them > us {
            est += 4.0;
        }
        if us + (est as i32) >= ctx.target && o.end_rule != crate::sixty_three::EndRule::HigherScore {
            est += 2.0;
        }
        // Do not overbid the partner without a clearly better hand.
        if p.high_bidder == Some(partner(obs.seat)) {
            est -= k.partner_penalty;
        }
        let max = est.floor().min(63.0) as i32;
        let mut choice = SixtyThreeAction::Pass;
        for a in legal {
            if let SixtyThreeAction::Bid { value } = a {
                if (*value as i32) <= max && *value <= 63 {
                    // The lowest bid that wins the auction now; bid more only as the
                    // auction forces it.
                    choice = *a;
                    break;
                }
            }
        }
        choice
    }

    fn keep(obs: &SixtyThreeObservation, legal: &[SixtyThreeAction]) -> SixtyThreeAction {
        // Keep the highest dirt: aces and kings can win tricks with no trump.
        let score = |cards: &CardSet| cards.iter().map(|c| c.rank() as i32 * c.rank() as i32).sum::<i32>();
        let _ = obs;
        legal
            .iter()
            .max_by_key(|a| match a {
                SixtyThreeAction::Keep { cards } => score(cards),
                _ => i32::MIN,
            })
            .copied()
            .unwrap_or(legal[0])
    }

    fn give(&self, t: &Table, legal: &[SixtyThreeAction]) -> SixtyThreeAction {
        let sign = if self.params.give_high { -1 } else { 1 };
        // Pass as many as allowed, lowest trumps first, so the partner stays in and the
        // bot keeps its high trumps to protect its counters.
        legal
            .iter()
            .max_by_key(|a| match a {
                SixtyThreeAction::Give { cards } => (cards.len() as i32, -sign * cards.iter().map(|c| t.pw(c) as i32).sum::<i32>()),
                _ => (i32::MIN, 0),
            })
            .copied()
            .unwrap_or(legal[0])
    }

    fn discard(t: &Table, legal: &[SixtyThreeAction]) -> SixtyThreeAction {
        // Throw the lowest cards (dirt by rank, trumps by power).
        let val = |c: Card| if is_trump(c, t.trump) { 100 + t.pw(c) as i32 } else { c.rank() as i32 };
        legal
            .iter()
            .min_by_key(|a| match a {
                SixtyThreeAction::Discard { cards } => cards.iter().map(val).sum::<i32>(),
                _ => i32::MAX,
            })
            .copied()
            .unwrap_or(legal[0])
    }

    fn dump(t: &Table, legal: &[SixtyThreeAction]) -> SixtyThreeAction {
        // Holding the boss trump, the trick is ours: bank the most points. Otherwise give
        // away the least.
        let has_boss = t.obs.hand.iter().any(|c| t.is_boss(c));
        legal
            .iter()
            .max_by_key(|a| match a {
                SixtyThreeAction::Dump { cards } => {
                    let boss = cards.iter().any(|c| t.is_boss(c));
                    let pts: i32 = cards.iter().map(|c| t.pts(c)).sum();
                    if has_boss {
                        (i32::from(boss), pts)
                    } else {
                        (0, -pts * 100 - cards.iter().map(|c| t.pw(c) as i32).sum::<i32>())
                    }
                }
                _ => (i32::MIN, 0),
            })
            .copied()
            .unwrap_or(legal[0])
    }

    fn play(&self, t: &Table, legal: &[SixtyThreeAction]) -> SixtyThreeAction {
        let obs = t.obs;
        let p = &obs.public;
        let me = obs.seat;
        let mate = partner(me);
        let cards: CardSet =
            legal.iter().filter_map(|a| if let SixtyThreeAction::Play { card } = a { Some(*card) } else { None }).collect();
        let play = |card: Card| SixtyThreeAction::Play { card };
        let Some(fallback) = cards.first() else { return legal[0] };
        let opp_active = |s: usize| p.active[s] && s % 2 != me % 2;
        let any_opp_active = (0..4).any(opp_active);

        if p.trick.is_empty() {
            // Leading. The boss trump wins and makes everyone follow with a trump.
            let my_trumps = trumps(cards, t.trump);
            if any_opp_active {
                if let Some(b) = my_trumps.iter().filter(|&c| t.is_boss(c)).max_by_key(|&c| t.pw(c)) {
                    return play(b);
                }
            }
            // Otherwise a dirt card (gives nothing away), else the cheapest trump.
            if self.params.lead_low_trump {
                let free = |c: Card| t.pts(c) == 0 || (t.two_first && c == t.two() && t.two_is_free());
                if let Some(c) = my_trumps.iter().filter(|&c| free(c)).min_by_key(|&c| t.pw(c)) {
                    return play(c);
                }
            }
            let d = dirt(cards, t.trump);
            if let Some(c) = d.iter().min_by_key(|c| c.rank()) {
                return play(c);
            }
            return play(t.cheapest(cards).unwrap_or(fallback));
        }

        // Following.
        let led = p.trick[0].card;
        let power = |c: Card| trick_power(c, led, t.trump, t.o.joker_rank);
        let mut win_i = 0;
        for i in 1..p.trick.len() {
            if power(p.trick[i].card) > power(p.trick[win_i].card) {
                win_i = i;
            }
        }
        let winning = p.trick[win_i];
        let to_beat = power(winning.card);
        let trick_pts: i32 = p.trick.iter().map(|pc| t.pts(pc.card)).sum();
        // Opponents still to play after me.
        let opp_after = (1..4).map(|j| (me + j) % 4).any(|s| p.to_play[s] && s != me && s % 2 != me % 2);
        let partner_winning = winning.seat == mate;
        let stands = |c: Card| !opp_after || t.is_boss(c);

        if partner_winning && stands(winning.card) {
            // Dump a vulnerable counter (joker, pedros, 9 …) on the partner's trick.
            let vulnerable = cards.iter().filter(|&c| t.pts(c) > 0 && !t.is_boss(c) && power(c) < to_beat);
            if let Some(c) = vulnerable.max_by_key(|&c| t.pts(c)) {
                return play(c);
            }
            return play(t.cheapest(cards).unwrap_or(fallback));
        }
        let winners: Vec<Card> = cards.iter().filter(|&c| power(c) > to_beat).collect();
        if !winners.is_empty() {
            if !opp_after {
                // Last to play (for our side): win, banking a vulnerable counter if one wins.
                if let Some(c) = winners.iter().copied().filter(|&c| t.pts(c) > 0 && !t.is_boss(c)).max_by_key(|&c| t.pts(c)) {
                    return play(c);
                }
                if let Some(c) = winners.iter().copied().min_by_key(|&c| (t.pts(c), power(c))) {
                    return play(c);
                }
            }
            // Opponents still to play: win for sure with a boss when it is worth it.
            let bosses: Vec<Card> = winners.iter().copied().filter(|&c| t.is_boss(c)).collect();
            let partner_pending = p.to_play[mate] && mate != me;
            if !bosses.is_empty() && (trick_pts > 0 || !partner_pending || is_trump(led, t.trump)) {
                // The cheapest sure winner; a boss that counts is banked too.
                let c = bosses.iter().copied().max_by_key(|&c| (t.pts(c), -(t.pw(c) as i32))).unwrap_or(bosses[0]);
                return play(c);
            }
            if partner_winning {
                return play(t.cheapest(cards).unwrap_or(fallback));
            }
            // A non-counting winner may hold; never risk a counter.
            if let Some(c) = winners.iter().copied().filter(|&c| t.pts(c) == 0).max_by_key(|&c| power(c)) {
                if trick_pts > 0 {
                    return play(c);
                }
            }
        }
        play(t.cheapest(cards).unwrap_or(fallback))
    }
}

impl Bot<SixtyThree> for SixtyThreeHeuristic {
    fn choose(
        &mut self,
        obs: &SixtyThreeObservation,
        legal: &[SixtyThreeAction],
        ctx: &MatchContext,
        _rng: &mut ChaCha8Rng,
    ) -> SixtyThreeAction {
        let p = &obs.public;
        let trump = p.trump.unwrap_or(Suit::Spades);
        let mut t = Table::new(obs, trump);
        t.two_first = self.params.two_first;
        let choice = match p.phase {
            Phase::Auction => self.bid(obs, legal, ctx),
            Phase::Trump => SixtyThreeAction::Trump { suit: best_suit(obs.hand, &p.options).0 },
            Phase::Rob | Phase::KeepDirt => Self::keep(obs, legal),
            Phase::Excess => self.give(&t, legal),
            Phase::PartnerDiscard | Phase::ExcessDiscard => Self::discard(&t, legal),
            Phase::Play => {
                if legal.iter().any(|a| matches!(a, SixtyThreeAction::Dump { .. })) {
                    Self::dump(&t, legal)
                } else {
                    self.play(&t, legal)
                }
            }
            Phase::HandOver => legal[0],
        };
        if legal.contains(&choice) {
            choice
        } else {
            legal[0]
        }
    }
}
