//! The random bot: a uniformly random legal action.

use super::Bot;
use crate::game::Game;
use rand::Rng;
use rand_chacha::ChaCha8Rng;

/// Plays uniformly at random among the legal actions.
#[derive(Clone, Copy, Debug, Default)]
pub struct RandomBot;

impl<G: Game> Bot<G> for RandomBot {
    fn choose(&mut self, _obs: &G::Observation, legal: &[G::Action], _ctx: &super::MatchContext, rng: &mut ChaCha8Rng) -> G::Action {
        legal[rng.random_range(0..legal.len())]
    }
}
