//! Sixty-six's search hooks: the playout policy of the search bots and the exact leaf
//! value once the stock is closed or gone (docs/rules/sixty-six.md §3.2, §8.3).

use super::endgame::{Pos, Solver};
use crate::bots::SearchHooks;
use crate::cards::Card;
use crate::sixty_six::rank::{self, follower_wins, points};
use crate::sixty_six::{SixtySix, SixtySixAction, Stage};
use rand::Rng;
use rand_chacha::ChaCha8Rng;

impl SearchHooks for SixtySix {
    /// Playouts for the search bots: declare with 66 (never a false claim), pass at the end
    /// otherwise, never close, always exchange and show marriages; then one card in five at
    /// random, else a club player's rule of thumb: take the trick in the suit led with the
    /// highest-scoring card, trump an ace or a ten with the lowest trump, else throw the
    /// cheapest loser; lead a low side card (phase 2: the strongest card).
    fn rollout_action(&self, legal: &[SixtySixAction], rng: &mut ChaCha8Rng) -> SixtySixAction {
        use SixtySixAction as A;
        let p = &self.public;
        let t = p.turn;
        if legal.contains(&A::Declare) && p.total(t) >= crate::sixty_six::score::OUT {
            return A::Declare;
        }
        match p.stage {
            Stage::Final => return A::Pass,
            Stage::CloseOrDraw => return A::Draw,
            _ => {}
        }
        if let Some(a) = legal.iter().find(|a| matches!(a, A::ExchangeTrump { .. } | A::Marriage { .. })) {
            return *a;
        }
        let play_cards = || legal.iter().filter_map(|a| if let A::Play { card } = a { Some(*card) } else { None });
        if play_cards().next().is_none() {
            return legal[rng.random_range(0..legal.len())];
        }
        // One move in five uniformly random, so playouts stay varied (none, or two in
        // five: the same 64% against club over 200 games).
        if rng.random_bool(0.2) {
            let plays = play_cards().count();
            let k = rng.random_range(0..plays);
            return play_cards().nth(k).map(|card| A::Play { card }).unwrap_or(legal[0]);
        }
        let trump = p.trump;
        let is_trump = |c: Card| c.suit() == Some(trump);
        // A low card: fewest points, side suits before trumps.
        let cheap = |c: Card| (is_trump(c), points(c), rank::strength(c));
        let card = match (p.stage, p.lead) {
            (Stage::Follow, Some(lead)) => {
                let lead = lead.card;
                let wins = |c: Card| follower_wins(lead, c, trump);
                let in_suit = play_cards().filter(|&c| c.suit() == lead.suit() && wins(c)).max_by_key(|&c| points(c));
                let ruff = play_cards().filter(|&c| wins(c) && is_trump(c)).min_by_key(|&c| rank::strength(c));
                match (in_suit, ruff) {
                    // Take in the suit led with the highest-scoring card.
                    (Some(c), _) => c,
                    // Trump an ace or a ten with the lowest trump.
                    (None, Some(c)) if points(lead) >= 10 => c,
                    _ => play_cards()
                        .filter(|&c| !wins(c))
                        .min_by_key(|&c| cheap(c))
                        .unwrap_or_else(|| play_cards().min_by_key(|&c| cheap(c)).unwrap_or(lead)),
                }
            }
            // Lead: a low side card, or in phase 2 (strict play) the highest trump or ace.
            _ if p.phase2() => play_cards().max_by_key(|&c| (rank::strength(c) == 5, is_trump(c), points(c))).unwrap_or(Card::JOKER),
            _ => play_cards().min_by_key(|&c| cheap(c)).unwrap_or(Card::JOKER),
        };
        A::Play { card }
    }

    /// Once the stock is closed or gone (§3.2) and at most five cards are left in each
    /// hand, the rest of a sampled deal is small: solve it exactly (alpha-beta over both
    /// hands, [`endgame`]) and reward the game points on the scale of [`SearchHooks::reward`].
    fn leaf_rewards(&self) -> Option<Vec<f64>> {
        if !self.public.phase2() {
            return None;
        }
        // Six cards each cost the solver ~870 nodes, five ~240: play the first strict trick
        // out (measured: no loss of strength, less than half the time per decision).
        if self.hands[0].len() + self.hands[1].len() > 10 {
            return None;
        }
        let pos = Pos::from_game(self)?;
        let v = Solver::for_game(self, 0).value(&pos, -4, 4);
        let r0 = 0.5 + 0.5 * (v as f64 / 2.0).tanh();
        Some(vec![r0, 1.0 - r0])
    }
}
