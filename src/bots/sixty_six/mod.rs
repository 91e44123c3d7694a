//! A Sixty-six bot that plays like a sound club player, from its seat's observation only
//! (public state, own hand, cards shown; never the true deal):
//!
//! - counts its points and remembers every card played (the observation holds both);
//! - declares as soon as its counted total reaches 66 (§12.1), or shows a marriage and
//!   declares at once when that gets it there (§6.5);
//! - exchanges the trump nine (jack) whenever it may (§5);
//! - announces marriages, the trump marriage first (§6);
//! - closes the stock (§7) when a search over worlds sampled from its observation says it
//!   can make 66 under strict play often enough;
//! - in phase 1 leads low side cards, keeps trumps and marriage partners, wins every trick
//!   it can win in the suit led (with its highest-scoring card), and trumps aces and tens;
//! - plays the last phase-1 trick and all of phase 2 by exact alpha-beta search
//!   ([`endgame`]), averaged over sampled worlds while cards are still hidden (after the
//!   stock is exhausted the other hand is known by elimination, so one world is exact).

pub mod endgame;
pub mod expert;
mod explain;
mod rollout;

pub use explain::explain;

use crate::bots::{Bot, MatchContext};
use crate::cards::{rank as r, Card, CardSet, Suit};
use crate::game::Game;
use crate::sixty_six::rank::{follower_wins, points, strength};
use crate::sixty_six::{MarriageLead, PendingRule, SixtySix, SixtySixAction as A, SixtySixObservation, Stage};
use endgame::{Pos, Solver};
use rand_chacha::ChaCha8Rng;

/// The club-level heuristic Sixty-six bot.
#[derive(Clone, Copy, Debug)]
pub struct SixtySixHeuristic {
    /// Worlds sampled per searched decision while cards are hidden.
    pub samples: usize,
    /// Close when the searched average game points of closing reach this.
    pub close_threshold: f64,
}

impl Default for SixtySixHeuristic {
    fn default() -> Self {
        SixtySixHeuristic { samples: 20, close_threshold: 1.0 }
    }
}

/// The value of one root action in one sampled world, from `me`'s view.
fn action_value(w: &SixtySix, a: A, me: usize) -> i32 {
    let mut g = w.clone();
    g.apply_unchecked(a);
    match Pos::from_game(&g) {
        None => g
            .result()
            .map(|r| match r.winner {
                Some(x) if x == me => r.game_points as i32,
                Some(_) => -(r.game_points as i32),
                None => 0,
            })
            .unwrap_or(0),
        Some(pos) => {
            let mut s = Solver::for_game(&g, me);
            s.value(&pos, -4, 4)
        }
    }
}

/// True if the observer can no longer be surprised: no face-down card is hidden.
fn fully_known(obs: &SixtySixObservation) -> bool {
    let p = &obs.public;
    p.stock_size as usize == usize::from(p.face_up.is_some())
}

impl SixtySixHeuristic {
    /// Average searched value of each action in `cands` over sampled worlds.
    fn evaluate(&self, obs: &SixtySixObservation, cands: &[A], rng: &mut ChaCha8Rng, samples: usize) -> Vec<f64> {
        let n = if fully_known(obs) && obs.public.phase2() { 1 } else { samples.max(1) };
        let mut sums = vec![0.0; cands.len()];
        for _ in 0..n {
            let w = SixtySix::sample_world(obs, rng);
            for (i, &a) in cands.iter().enumerate() {
                sums[i] += action_value(&w, a, obs.seat) as f64;
            }
        }
        sums.iter().map(|s| s / n as f64).collect()
    }

    /// The best action by exact search averaged over `samples` sampled worlds (one world
    /// once every card is known); ties broken by [`tie_rank`].
    pub fn search(&self, obs: &SixtySixObservation, legal: &[A], rng: &mut ChaCha8Rng, samples: usize) -> A {
        let vals = self.evaluate(obs, legal, rng, samples);
        let best = vals.iter().copied().fold(f64::MIN, f64::max);
        legal.iter().zip(&vals).filter(|(_, &v)| v >= best - 1e-9).map(|(a, _)| *a).min_by_key(|a| tie_rank(*a)).unwrap_or(legal[0])
    }

    /// Searches whether closing now is worth it (§7): the average game points of closing
    /// over sampled worlds must reach `close_threshold`.
    fn close_pays(&self, obs: &SixtySixObservation, rng: &mut ChaCha8Rng) -> bool {
        let p = &obs.public;
        let me = obs.seat;
        // Quick filter: the points in hand and won must come near 66.
        let hand_pts: u16 = obs.hand.iter().map(points).sum();
        let marriage_pts: u16 = Suit::ALL
            .iter()
            .filter(|&&s| obs.hand.contains(Card::new(s, r::KING)) && obs.hand.contains(Card::new(s, r::QUEEN)))
            .map(|&s| if s == p.trump { 40 } else { 20 })
            .sum();
        if p.total(me) + p.pending[me] + hand_pts + marriage_pts < 50 {
            return false;
        }
        let v = self.evaluate(obs, &[A::Close], rng, self.samples)[0];
        v >= self.close_threshold
    }
}

/// Preference among equally valued actions: end the deal when it is won, show marriages,
/// then play low cards.
fn tie_rank(a: A) -> i32 {
    match a {
        A::Declare => 0,
        A::MarriageDeclare { .. } => 1,
        A::Marriage { card, .. } => 10 + strength(card) as i32,
        A::ExchangeTrump { .. } => 20,
        A::Play { card } => 100 + points(card) as i32 * 4 + strength(card) as i32,
        A::Draw => 300,
        A::Pass => 310,
        A::Close => 400,
    }
}

/// A king or queen whose partner may still join it (in hand, or unseen while the stock
/// is open): worth keeping for a marriage.
fn marriage_candidate(obs: &SixtySixObservation, c: Card) -> bool {
    if c.rank() != r::KING && c.rank() != r::QUEEN {
        return false;
    }
    let Some(s) = c.suit() else { return false };
    let partner = Card::new(s, if c.rank() == r::KING { r::QUEEN } else { r::KING });
    let p = &obs.public;
    if obs.hand.contains(partner) {
        return true;
    }
    let gone = p.played[0].contains(partner) || p.played[1].contains(partner) || p.known[1 - obs.seat].contains(partner);
    !gone && !p.phase2() && (obs.unseen().contains(partner) || p.face_up == Some(partner))
}

/// How much a card is worth keeping in phase 1 (higher = keep).
fn keep_value(obs: &SixtySixObservation, c: Card) -> i32 {
    let trump = obs.public.trump;
    let mut v = points(c) as i32 * 2;
    if c.suit() == Some(trump) {
        v += 12 + 2 * strength(c) as i32;
    }
    if marriage_candidate(obs, c) {
        v += 25;
    }
    v
}

fn lowest_keep(obs: &SixtySixObservation, cards: CardSet) -> Option<Card> {
    cards.iter().min_by_key(|&c| (keep_value(obs, c), strength(c)))
}

impl SixtySixHeuristic {
    fn phase1_lead(&self, obs: &SixtySixObservation, legal: &[A], rng: &mut ChaCha8Rng) -> A {
        let p = &obs.public;
        // §5: the exchange always improves the hand.
        if let Some(a) = legal.iter().find(|a| matches!(a, A::ExchangeTrump { .. })) {
            return *a;
        }
        if legal.contains(&A::Close) && self.close_pays(obs, rng) {
            return A::Close;
        }
        // §6: show a marriage, the trump one first; lead the queen (3 points at risk, not 4)
        // unless marriages are led with the king.
        let mut marriages: Vec<(Card, Suit)> =
            legal.iter().filter_map(|a| if let A::Marriage { card, suit } = a { Some((*card, *suit)) } else { None }).collect();
        marriages.sort_by_key(|&(c, s)| (s != p.trump, c.rank() == r::KING && p.options.marriage_lead != MarriageLead::KingOnly));
        if let Some(&(card, suit)) = marriages.first() {
            return A::Marriage { card, suit };
        }
        // A plain lead: a low side card; keep trumps, tens and marriage partners. (Weights
        // tuned in self-play: heavier penalties, which made the bot lead aces, lost.)
        let seen = p.played[0] | p.played[1] | obs.hand;
        let cost = |c: Card| {
            let mut k = points(c) as i32 * 2;
            if c.suit() == Some(p.trump) {
                k += 4 + 2 * strength(c) as i32;
            }
            if marriage_candidate(obs, c) {
                k += 12;
            }
            if c.rank() == r::TEN && c.suit() != Some(p.trump) {
                let ace = Card::new(c.suit().unwrap_or(p.trump), r::ACE);
                if !seen.contains(ace) {
                    k += 8; // a led ten invites the ace
                }
            }
            k
        };
        let card = obs.hand.iter().min_by_key(|&c| (cost(c), strength(c))).unwrap_or(Card::JOKER);
        if legal.contains(&A::Play { card }) {
            A::Play { card }
        } else {
            legal[0]
        }
    }

    fn phase1_follow(&self, obs: &SixtySixObservation, legal: &[A]) -> A {
        if let Some(a) = legal.iter().find(|a| matches!(a, A::ExchangeTrump { .. })) {
            return *a;
        }
        let p = &obs.public;
        let me = obs.seat;
        let trump = p.trump;
        let Some(lead) = p.lead.map(|l| l.card) else { return legal[0] };
        let lp = points(lead) as i32;
        let hand = obs.hand;
        let winners: CardSet = hand.iter().filter(|&c| follower_wins(lead, c, trump)).collect();
        let same_suit: CardSet = winners.iter().filter(|c| c.suit() == lead.suit()).collect();
        let trumps: CardSet = winners - same_suit;
        let play = |c: Card| A::Play { card: c };
        // Winning this trick takes me to 66 (pending marriages count with the trick).
        let now = p.total(me) as i32 + p.pending[me] as i32 + lp;
        if let Some(c) = winners.iter().max_by_key(|&c| (c.suit() == lead.suit(), points(c))) {
            if now + points(c) as i32 >= 66 {
                return play(c);
            }
        }
        let lead_trump = lead.suit() == Some(trump);
        if !lead_trump {
            // Win with the suit whenever possible, with its highest-scoring card: the points
            // come home now, and a ten is safe nowhere else (self-play: +11% games won
            // against taking only with tens and aces).
            if let Some(c) = same_suit.iter().max_by_key(|&c| points(c)) {
                return play(c);
            }
            if lp >= 10 || (p.tricks_won[me] == 0 && p.pending[me] > 0) {
                if let Some(c) = lowest_keep(obs, trumps) {
                    if lp >= 10 || keep_value(obs, c) < 30 {
                        return play(c);
                    }
                }
            }
        } else if lp >= 10 {
            if let Some(c) = lowest_keep(obs, same_suit) {
                return play(c);
            }
        }
        // Lose cheaply.
        let losers = hand - winners;
        let c = lowest_keep(obs, if losers.is_empty() { hand } else { losers }).unwrap_or(lead);
        if legal.contains(&play(c)) {
            play(c)
        } else {
            legal[0]
        }
    }
}

impl Bot<SixtySix> for SixtySixHeuristic {
    fn choose(&mut self, obs: &SixtySixObservation, legal: &[A], _ctx: &MatchContext, rng: &mut ChaCha8Rng) -> A {
        if legal.len() == 1 {
            return legal[0];
        }
        let p = &obs.public;
        let me = obs.seat;
        // §12.1: declare as soon as 66 is counted.
        if legal.contains(&A::Declare) && p.total(me) >= 66 {
            return A::Declare;
        }
        // §6.5: show a marriage and declare when it counts and reaches 66.
        if p.options.marriage_pending_rule == PendingRule::FirstTrick && p.tricks_won[me] > 0 {
            for a in legal {
                if let A::MarriageDeclare { suit } = a {
                    let pts = if *suit == p.trump { 40 } else { 20 };
                    if p.total(me) + pts >= 66 {
                        return *a;
                    }
                }
            }
        }
        let last_phase1_trick = !p.phase2() && p.stock_size <= 2;
        match p.stage {
            Stage::CloseOrDraw => {
                if p.stock_size <= 2 {
                    self.search(obs, legal, rng, self.samples)
                } else if self.close_pays(obs, rng) {
                    A::Close
                } else {
                    A::Draw
                }
            }
            _ if p.phase2() || p.stage == Stage::Final => self.search(obs, legal, rng, self.samples),
            _ if last_phase1_trick => self.search(obs, legal, rng, self.samples.div_ceil(2)),
            Stage::Lead => self.phase1_lead(obs, legal, rng),
            Stage::Follow => self.phase1_follow(obs, legal),
            Stage::Final | Stage::Over => legal[0],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    fn c(s: &str) -> Card {
        s.parse().unwrap()
    }

    #[test]
    fn declares_with_66_and_exchanges() {
        let o = crate::sixty_six::SixtySixOptions::default();
        let hands = [CardSet::parse_list("9D JH QH KH TH AH").unwrap(), CardSet::parse_list("AC 9S JD QD KD TD").unwrap()];
        let stock: Vec<Card> = "9H JC QC KC TC QS KS TS JS 9C AD".split(' ').map(c).collect();
        let mut g = SixtySix::from_cards(&o, 0, hands, c("AS"), &stock).unwrap();
        g.apply(A::Play { card: c("AC") }).unwrap();
        g.apply(A::Play { card: c("9D") }).unwrap();
        let mut legal = Vec::new();
        g.legal_actions(&mut legal);
        let mut bot = SixtySixHeuristic::default();
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let a = bot.choose(&g.observation(1), &legal, &MatchContext::default(), &mut rng);
        assert_eq!(a, A::ExchangeTrump { card: c("9S") });
    }
}
