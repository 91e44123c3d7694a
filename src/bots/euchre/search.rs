//! What Euchre's search knows beyond the rules: a reward linear in the hand's points, an exact
//! solver for the last tricks of a sampled world, and worlds sampled with the inference a
//! player draws from the bidding.
//!
//! * **Reward.** `0.5 + (ours − theirs) / 8`: a euchre (−2) weighs exactly twice a made hand
//!   (+1) and a lone march (+4) four times, as the score does. The generic `tanh` squash made
//!   a euchre cost only 1.6 made hands, so the search bid too much. Three-handed, "theirs" is
//!   the mean of the two other players' points (each is a rival, §14.2): a euchre that gives
//!   both defenders 2 is worth +1 to each of them, not 0 as against the best other player.
//! * **Endgame.** With at most [`SOLVE_CARDS`] cards in each hand, the world is solved by
//!   minimax over the makers' tricks (every card face up: it is a sampled world) and scored by
//!   the rules ([`Euchre::points_if`]), instead of a random playout. Every form: the makers
//!   (a team, a lone maker, or the one maker of two- and three-handed) against the others.
//! * **Inference.** A seat that passed a suit it could have made rarely holds a hand that
//!   makes it; a seat that named trump rarely holds a weak hand in it. Worlds are drawn by
//!   [`Euchre::sample_world`] (so every one is consistent with the observation) and accepted
//!   with a probability that falls as the seat's hand contradicts its bids
//!   ([`bid_likelihood`]); after [`TRIES`] refusals the likeliest world drawn is used.
//!   Inference from the play as well did not play better: weighing down worlds where a seat
//!   that followed could have beaten a rival's winning card and did not (0.5 in second
//!   hand, 0.2 later), or beat its partner's (0.5), from a record of every trick's order,
//!   scored −0.002 points per deal [−0.014, +0.011] against this (1,000 duplicate deals,
//!   `cardtable match euchre --seed 11`; 32 deals differed); factors 0.3/0.1/0.3: −0.005.
//!   Voids are already known, and from three cards on the play is solved exactly.

use super::hand_strength;
use crate::bots::AlphaBeta;
use crate::cards::{Card, CardSet, Suit};
use crate::euchre::rank::{eff_cards, eff_suit, trick_power};
use crate::euchre::{Euchre, EuchreAction, EuchreObservation, JokerOption, Phase, UpcardState};
use crate::game::{Game, MatchRules, Seat};
use rand::Rng;

/// Cards per hand at or below which a world's play is solved exactly. Four measured no
/// better against OpenSpiel's fair PIMC (+0.060 against +0.055 points per deal, 200
/// duplicate deals) at four times the time per decision (native p95 110 ms against 19 ms).
pub const SOLVE_CARDS: u8 = 3;
/// The strength ([`hand_strength`], as the club bot counts it) above which a seat is taken
/// to have been likely to bid.
pub const THRESHOLD: f32 = 5.5;
/// Worlds drawn at most per accepted world.
pub const TRIES: usize = 8;

/// The reward of `points` (per side) for `side`: linear in its points less the other sides'
/// mean (the arena's head-to-head score against each), in [0, 1].
pub fn linear_reward(points: &[i32], side: usize) -> f64 {
    let mine = points.get(side).copied().unwrap_or(0);
    let others: Vec<i32> = points.iter().enumerate().filter(|(i, _)| *i != side).map(|(_, &p)| p).collect();
    let other = if others.is_empty() { 0.0 } else { f64::from(others.iter().sum::<i32>()) / others.len() as f64 };
    (0.5 + (f64::from(mine) - other) / 8.0).clamp(0.0, 1.0)
}

/// True when the bidding inference is calibrated for this world's rules: four-handed, no
/// joker (the club bot's thresholds and partner's upcard).
fn infers_bids(g: &Euchre) -> bool {
    let o = &g.public.options;
    o.players == 4 && o.joker == JokerOption::None
}

/// The exact value of the play from here, as each seat's reward, when every hand holds at
/// most [`SOLVE_CARDS`] cards; `None` otherwise (cheap).
pub fn endgame_rewards(g: &Euchre) -> Option<Vec<f64>> {
    let p = &g.public;
    if p.phase != Phase::Play || p.held.iter().zip(p.active).any(|(&h, a)| a && h > SOLVE_CARDS) {
        return None;
    }
    let maker = p.maker?;
    let trump = p.trump?;
    let o = &p.options;
    let n = o.players as usize;
    let ms = o.side_of(maker);
    let makers: [bool; 4] = std::array::from_fn(|s| s < n && o.side_of(s) == ms);
    let m0: u8 = (0..n).filter(|&s| makers[s]).map(|s| p.tricks_won[s]).sum();
    let mut s = Solver { hands: g.hands, trump, active: p.active, makers };
    let mut trick = [Card::JOKER; 4];
    let mut seats = [0usize; 4];
    for (i, pc) in p.trick.iter().enumerate() {
        trick[i] = pc.card;
        seats[i] = pc.seat;
    }
    let total = s.solve(p.turn, trick, seats, p.trick.len(), -1, 6);
    let points = g.points_if(m0 + total as u8)?;
    Some((0..n).map(|seat| linear_reward(&points, o.side_of(seat))).collect())
}

struct Solver {
    hands: [CardSet; 4],
    trump: Suit,
    active: [bool; 4],
    /// The seats on the makers' side.
    makers: [bool; 4],
}

impl Solver {
    fn next(&self, s: Seat) -> Seat {
        let mut n = (s + 1) % 4;
        while !self.active[n] {
            n = (n + 1) % 4;
        }
        n
    }

    /// The makers' tricks from here with best play on both sides (alpha-beta in
    /// `(alpha, beta)`): `turn` to play the `len`-th card of the trick in `trick`/`seats`
    /// (copies: a deeper call's next trick must not overwrite this one).
    fn solve(&mut self, turn: Seat, mut trick: [Card; 4], mut seats: [Seat; 4], len: usize, alpha: i32, beta: i32) -> i32 {
        let active = self.active.iter().filter(|&&a| a).count();
        if self.hands[turn].is_empty() && len == 0 {
            return 0;
        }
        let hand = self.hands[turn];
        let playable = if len == 0 {
            hand
        } else {
            let led = eff_suit(trick[0], Some(self.trump));
            let f = eff_cards(hand, led, self.trump);
            if f.is_empty() {
                hand
            } else {
                f
            }
        };
        let maximize = self.makers[turn];
        let mut ab = AlphaBeta::new(maximize, alpha, beta, (-1, 6));
        for c in playable.iter() {
            self.hands[turn].remove(c);
            trick[len] = c;
            seats[len] = turn;
            let v = if len + 1 == active {
                let led = eff_suit(trick[0], Some(self.trump));
                let mut w = 0;
                for i in 1..active {
                    if trick_power(trick[i], self.trump, led) > trick_power(trick[w], self.trump, led) {
                        w = i;
                    }
                }
                let winner = seats[w];
                let won = i32::from(self.makers[winner]);
                won + self.solve(winner, trick, seats, 0, ab.alpha - won, ab.beta - won)
            } else {
                self.solve(self.next(turn), trick, seats, len + 1, ab.alpha, ab.beta)
            };
            self.hands[turn].insert(c);
            if ab.cut(v) {
                break;
            }
        }
        ab.best
    }
}

/// How likely the bids seen are, given the hands of world `w` (1 = no contradiction): for
/// each other seat, a pass of a suit it could have made (club strength above the bidding
/// threshold) and a bid with a weak hand in the suit named lower it. Only the seats' hands
/// as they were when bidding count (cards played since are added back; the dealer's pick-up
/// is undone).
pub fn bid_likelihood(w: &Euchre, obs: &EuchreObservation) -> f64 {
    let p = &obs.public;
    if !infers_bids(w) {
        return 1.0;
    }
    let up = p.upcard;
    let Some(up_suit) = up.suit() else { return 1.0 };
    let d = p.dealer;
    let taken = p.upcard_state == UpcardState::Taken;
    let dealt = |s: Seat| -> CardSet {
        let mut h = w.hands[s] | p.played[s];
        if s == d && taken {
            if let Some(c) = w.discard {
                h.insert(c);
            }
            h.remove(up);
        }
        h
    };
    // Below the club bot's 6.8 (bots/euchre/mod.rs): searching players make hands the club
    // bot passes (the right bower and two more trumps, issue 16).
    let threshold = THRESHOLD;
    let round1 = |s: Seat, h: CardSet| -> f32 {
        let up_value = f32::from(crate::euchre::rank::trump_power(up, up_suit)) / 6.0;
        if s == d {
            let mut h6 = h;
            h6.insert(up);
            // The dealer would throw its weakest card: the hand's best five count.
            let worst = h6.iter().min_by_key(|&c| (eff_suit(c, Some(up_suit)) == up_suit, c.rank()));
            if let Some(c) = worst {
                h6.remove(c);
            }
            hand_strength(h6, up_suit) - 0.3
        } else if s % 2 == d % 2 {
            hand_strength(h, up_suit) + up_value * 0.6
        } else {
            hand_strength(h, up_suit) - up_value * 0.6
        }
    };
    let mut like = 1.0f64;
    let mut passes = 0;
    for &(s, a) in &p.bids {
        let r1 = passes < 4;
        if s != obs.seat {
            let h = dealt(s);
            match a {
                EuchreAction::Pass if r1 => like *= pass_weight(round1(s, h) - threshold),
                EuchreAction::Pass => {
                    let best = Suit::ALL.iter().filter(|&&t| t != up_suit).map(|&t| hand_strength(h, t)).fold(f32::MIN, f32::max);
                    like *= pass_weight(best - threshold);
                }
                EuchreAction::OrderUp => like *= bid_weight(round1(s, h) - threshold),
                // The stuck dealer's call says nothing.
                EuchreAction::Call { suit } if !(s == d && passes == 7) => like *= bid_weight(hand_strength(h, suit) - threshold),
                _ => {}
            }
        }
        if a == EuchreAction::Pass {
            passes += 1;
        }
    }
    like
}

/// Likelihood of a pass with a hand `margin` above the bidding threshold.
fn pass_weight(margin: f32) -> f64 {
    if margin <= 0.0 {
        1.0
    } else {
        (0.3 * (-f64::from(margin)).exp()).max(0.02)
    }
}

/// Likelihood of a bid with a hand `margin` above the threshold (below it: weak).
fn bid_weight(margin: f32) -> f64 {
    if margin >= -1.0 {
        1.0
    } else {
        (f64::from(margin + 1.0) * 0.8).exp().max(0.05)
    }
}

/// A world for the search: [`Euchre::sample_world`] weighted by [`bid_likelihood`] (rejection
/// sampling, at most [`TRIES`] draws). Always a world consistent with `obs`.
pub fn inferred_world(obs: &EuchreObservation, rng: &mut impl Rng) -> Euchre {
    let mut best: Option<(f64, Euchre)> = None;
    for _ in 0..TRIES {
        let w = Euchre::sample_world(obs, rng);
        let l = bid_likelihood(&w, obs);
        if rng.random::<f64>() < l {
            return w;
        }
        if best.as_ref().is_none_or(|(bl, _)| l > *bl) {
            best = Some((l, w));
        }
    }
    match best {
        Some((_, w)) => w,
        None => Euchre::sample_world(obs, rng),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::euchre::EuchreOptions;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    /// Plays random legal actions for `n` decisions from a fresh deal.
    fn random_state(seed: u64, n: usize) -> Euchre {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut g = Euchre::deal(&EuchreOptions::openspiel(true, false), (seed % 4) as usize, &mut rng);
        let mut legal = Vec::new();
        for _ in 0..n {
            if g.to_move().is_none() {
                break;
            }
            g.legal_actions(&mut legal);
            let a = legal[rng.random_range(0..legal.len())];
            g.apply_unchecked(a);
        }
        g
    }

    #[test]
    fn inferred_worlds_keep_the_observation() {
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        for seed in 0..300 {
            let g = random_state(seed, (seed % 30) as usize);
            let Some(me) = g.to_move() else { continue };
            let obs = g.observation(me);
            for _ in 0..5 {
                let w = inferred_world(&obs, &mut rng);
                assert_eq!(w.observation(me), obs, "seed {seed}");
            }
        }
    }

    #[test]
    fn a_pass_makes_a_strong_hand_unlikely() {
        // Seat 1 passed the upcard: worlds where it holds both bowers and the ace are weighed
        // far below worlds where it holds none of them.
        let opts = EuchreOptions::openspiel(true, false);
        let hands = [
            CardSet::parse_list("9C TC QC KC 9D").unwrap(),
            CardSet::parse_list("JH JD AH KH QH").unwrap(),
            CardSet::parse_list("TD QD KD AD 9S").unwrap(),
            CardSet::parse_list("TS JS QS KS AS").unwrap(),
        ];
        let mut g = Euchre::from_cards(&opts, 0, &hands, Card::new(Suit::Hearts, 9), CardSet::parse_list("AC JC TH").unwrap()).unwrap();
        g.apply(EuchreAction::Pass).unwrap(); // seat 1
        let obs = g.observation(2);
        assert!(bid_likelihood(&g, &obs) < 0.1, "{}", bid_likelihood(&g, &obs));
        let mut weak = g.clone();
        weak.hands[1] = CardSet::parse_list("TS JS QS KS AS").unwrap();
        weak.hands[3] = hands[1];
        assert_eq!(bid_likelihood(&weak, &obs), 1.0);
    }

    /// The makers' final tricks under best play, by the engine's own rules (slow, exact).
    fn engine_minimax(g: &Euchre) -> u8 {
        let p = g.public();
        let o = &p.options;
        let makers = |s: Seat| o.side_of(s) == o.side_of(p.maker.unwrap());
        let Some(turn) = g.to_move() else {
            return (0..o.players as usize).filter(|&s| makers(s)).map(|s| p.tricks_won[s]).sum();
        };
        let maximize = makers(turn);
        let mut legal = Vec::new();
        g.legal_actions(&mut legal);
        let vals = legal.iter().map(|&a| {
            let mut h = g.clone();
            h.apply_unchecked(a);
            engine_minimax(&h)
        });
        if maximize {
            vals.max().unwrap()
        } else {
            vals.min().unwrap()
        }
    }

    /// The solver against the engine's own play and scoring, in `options`' form.
    fn solver_agrees(options: &EuchreOptions, seeds: u64) -> usize {
        let mut checked = 0;
        let n = options.players as usize;
        for seed in 0..seeds {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let mut g = Euchre::deal(options, (seed % n as u64) as usize, &mut rng);
            let mut legal = Vec::new();
            // Random play until every hand is small enough to solve (maybe mid-trick).
            while g.to_move().is_some() && endgame_rewards(&g).is_none() {
                g.legal_actions(&mut legal);
                let a = legal[rng.random_range(0..legal.len())];
                g.apply_unchecked(a);
            }
            let Some(r) = endgame_rewards(&g) else { continue };
            let m = engine_minimax(&g);
            let points = g.points_if(m).unwrap();
            let want: Vec<f64> = (0..n).map(|s| linear_reward(&points, options.side_of(s))).collect();
            assert_eq!(r, want, "{} seed {seed}", options.players);
            checked += 1;
        }
        checked
    }

    #[test]
    fn endgame_solver_agrees_with_the_engine() {
        let mut checked = 0;
        for seed in 0..2 {
            checked += solver_agrees(&EuchreOptions::openspiel(true, seed % 2 == 0), 200);
        }
        assert!(checked > 300, "{checked}");
    }

    #[test]
    fn endgame_solver_agrees_in_every_form() {
        for form in ["euchre-2", "euchre-3", "euchre-railroad", "euchre-british", "euchre-32", "euchre-32-7"] {
            let o = EuchreOptions::form(form).unwrap();
            let checked = solver_agrees(&o, 80);
            assert!(checked > 50, "{form}: {checked}");
        }
    }

    #[test]
    fn three_handed_rewards_weigh_both_rivals() {
        // §14.2: a euchred maker gives each opponent 2; to each defender that is +2 against
        // the maker and level with the other defender, +1 on the mean.
        assert_eq!(linear_reward(&[0, 2, 2], 1), 0.625);
        assert_eq!(linear_reward(&[0, 2, 2], 0), 0.25);
        // A made hand: +1 to the maker, -1/2 to each defender.
        assert_eq!(linear_reward(&[1, 0, 0], 0), 0.625);
        assert_eq!(linear_reward(&[1, 0, 0], 2), 0.4375);
        // Two sides: as before.
        assert_eq!(linear_reward(&[0, 2], 1), 0.75);
    }

    #[test]
    fn endgame_solver_counts_sure_tricks() {
        // Hearts trump, seat 0 made it and leads with the two bowers and the ace: three tricks
        // whatever the others hold.
        let opts = EuchreOptions::openspiel(true, false);
        let mut rng = ChaCha8Rng::seed_from_u64(11);
        for _ in 0..50 {
            let mut g = random_state(rng.random(), 0);
            g.public.phase = Phase::Play;
            g.public.trump = Some(Suit::Hearts);
            g.public.maker = Some(0);
            g.public.turn = 0;
            g.public.tricks_won = [1, 1, 0, 0];
            g.public.tricks_played = 2;
            g.public.held = [3, 3, 3, 3];
            g.public.options = opts.clone();
            let pack = Euchre::pack(&opts);
            let mine = CardSet::parse_list("JH JD AH").unwrap();
            let mut rest: Vec<Card> = (pack - mine).to_vec();
            rest.truncate(9);
            g.hands =
                [mine, rest[0..3].iter().copied().collect(), rest[3..6].iter().copied().collect(), rest[6..9].iter().copied().collect()];
            // Made with 4 tricks of 5: one point to side 0.
            let r = endgame_rewards(&g).unwrap();
            assert_eq!(r, vec![0.625, 0.375, 0.625, 0.375]);
        }
    }
}
