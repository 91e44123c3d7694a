//! Euchre's bots: the club-level heuristic ([`EuchreHeuristic`], here), which plays like a
//! sound club player from its seat's observation only (bids on hand strength with position
//! and score in mind, goes alone only with a strong hand, leads trump when its side made it,
//! never trumps a partner's winning card, keeps the left bower guarded, discards to create
//! voids); its hint reasons (`explain.rs`) and the search's playout policy (`rollout.rs`).

use crate::bots::Bot;
use crate::bots::MatchContext;
use crate::cards::{Card, CardSet, Suit};
use crate::euchre::rank::{eff_cards, eff_suit, left_bower, right_bower, trick_power, trump_power};
use crate::euchre::{Euchre, EuchreAction, EuchreObservation, Phase};
use crate::game::{Game, MatchRules, Seat};
use rand_chacha::ChaCha8Rng;

/// The club-level heuristic Euchre bot.
#[derive(Clone, Copy, Debug, Default)]
pub struct EuchreHeuristic;

/// Bidding value of `hand` if `trump` were trump (about 7.5 = a comfortable make).
pub fn hand_strength(hand: CardSet, trump: Suit) -> f32 {
    let mut v = 0.0;
    let trumps = eff_cards(hand, trump, trump);
    for c in trumps.iter() {
        v += match trump_power(c, trump) {
            20 => 3.5,
            19 => 3.0,
            18 => 2.5,
            14 => 2.0,
            13 => 1.5,
            12 => 1.2,
            _ => 1.0,
        };
    }
    for s in Suit::ALL {
        if s == trump {
            continue;
        }
        let cards = eff_cards(hand, s, trump);
        if cards.is_empty() {
            if trumps.len() >= 2 {
                v += 0.7; // a void to trump in
            }
        } else {
            let has_ace = cards.iter().any(|c| c.rank() == 14);
            if has_ace {
                v += 1.0;
            }
            if has_ace && cards.iter().any(|c| c.rank() == 13) {
                v += 0.4;
            }
        }
    }
    v
}

/// Trump tricks `hand` can count on by holding the top trumps in sequence (§3.1).
fn sure_trump_tricks(hand: CardSet, trump: Suit, benny: bool) -> u32 {
    let mut order = Vec::new();
    if benny {
        order.push(Card::JOKER);
    }
    order.push(right_bower(trump));
    order.push(left_bower(trump));
    for r in [14u8, 13, 12, 10, 9] {
        order.push(Card::new(trump, r));
    }
    order.iter().take_while(|&&c| hand.contains(c)).count() as u32
}

fn worst_card(hand: CardSet, trump: Suit) -> Card {
    // Discard to create a void: a non-ace singleton of an off suit first, then the lowest
    // off-suit card; never trump unless the hand is all trump.
    let off: Vec<Card> = hand.iter().filter(|&c| eff_suit(c, Some(trump)) != trump).collect();
    if off.is_empty() {
        return hand.iter().min_by_key(|&c| trump_power(c, trump)).unwrap_or(hand.first().unwrap_or(Card::JOKER));
    }
    let suit_len = |c: Card| eff_cards(hand, eff_suit(c, Some(trump)), trump).len();
    *off.iter()
        .min_by_key(|&&c| {
            let singleton_non_ace = suit_len(c) == 1 && c.rank() != 14;
            (if singleton_non_ace { 0 } else { 1 }, if c.rank() == 14 { 1 } else { 0 }, c.rank())
        })
        .unwrap_or(&off[0])
}

impl EuchreHeuristic {
    fn bid(obs: &EuchreObservation, legal: &[EuchreAction], ctx: &MatchContext) -> EuchreAction {
        let p = &obs.public;
        let me = obs.seat;
        let n = p.options.players as usize;
        let four = n == 4;
        let dealer = p.dealer;
        let my_team_deals = four && dealer % 2 == me % 2;
        // No partner to help two- or three-handed (§14.1–§14.2); three-handed the maker faces
        // two opponents playing together, so it needs the most.
        let mut threshold = match n {
            4 => 6.8,
            3 => 7.5,
            _ => 7.2,
        };
        // §14.5 seven cards: the strength sums over the hand, and 4 of 7 tricks are needed.
        threshold *= f32::from(p.options.hand_size) / 5.0;
        // Score in mind: one point from the game a euchre costs more than a point gains;
        // when the opponents are about to win, a risky make is worth trying.
        let target = ctx.target;
        let us = ctx.scores.get(ctx.side).copied().unwrap_or(0);
        let them = ctx.scores.iter().enumerate().filter(|(i, _)| *i != ctx.side).map(|(_, &v)| v).max().unwrap_or(0);
        if us >= target - 2 {
            threshold += 0.3;
        }
        if them >= target - 2 {
            threshold -= 0.5;
        }
        match p.phase {
            Phase::Bid1 => {
                let up = p.upcard;
                let Some(trump) = up.suit() else { return EuchreAction::Pass };
                let up_value = trump_power(up, trump) as f32 / 6.0; // ~3 for a bower, ~2 for an ace
                let strength = if me == dealer {
                    let mut h = obs.hand;
                    h.insert(up);
                    h.remove(worst_card(h, trump));
                    hand_strength(h, trump) - 0.3
                } else if my_team_deals {
                    hand_strength(obs.hand, trump) + up_value * 0.6
                } else {
                    // Ordering an opponent up hands them the upcard.
                    hand_strength(obs.hand, trump) - up_value * 0.6
                };
                if strength >= threshold {
                    EuchreAction::OrderUp
                } else {
                    EuchreAction::Pass
                }
            }
            Phase::Bid2 => {
                let turned = p.upcard.suit();
                let mut best: Option<(f32, Suit)> = None;
                for a in legal {
                    if let EuchreAction::Call { suit } = a {
                        let mut v = hand_strength(obs.hand, *suit);
                        // "Next": left of the dealer, the turned-down suit's mate is favoured.
                        if Some(suit.mate()) == turned && (dealer + 1) % n == me {
                            v += 0.4;
                        }
                        if best.is_none_or(|(bv, _)| v > bv) {
                            best = Some((v, *suit));
                        }
                    }
                }
                let stuck = !legal.contains(&EuchreAction::Pass);
                match best {
                    Some((v, suit)) if stuck || v >= threshold => EuchreAction::Call { suit },
                    _ => EuchreAction::Pass,
                }
            }
            _ => legal[0],
        }
    }

    fn alone(obs: &EuchreObservation) -> EuchreAction {
        let p = &obs.public;
        let Some(trump) = p.trump else { return EuchreAction::Partner };
        let h = obs.hand;
        let trumps = eff_cards(h, trump, trump).len() as u32;
        let sure = sure_trump_tricks(h, trump, p.options.joker != crate::euchre::JokerOption::None);
        let off_aces = h.iter().filter(|&c| c.rank() == 14 && eff_suit(c, Some(trump)) != trump).count() as u32;
        let tricks = p.options.hand_size as u32;
        // §14.3 calling for best: the partner's best card replaces the worst one, one card
        // fewer to cover. (§14.4 with the bid, a dealer still to discard counts six cards and
        // throws a weak one: the same test holds.)
        let tricks = tricks - u32::from(p.options.call_for_best);
        let strong = if p.phase == Phase::DeclarerAlone {
            // A lone hand needs to take every trick: top trumps and aces covering the rest.
            sure >= 2 && trumps >= 3 && trumps + off_aces >= tricks
        } else {
            sure >= 3 && trumps + off_aces >= tricks
        };
        if strong {
            EuchreAction::Alone
        } else {
            EuchreAction::Partner
        }
    }

    fn play(obs: &EuchreObservation, legal: &[EuchreAction]) -> EuchreAction {
        let p = &obs.public;
        let me = obs.seat;
        let trump = p.trump.unwrap_or(Suit::Clubs);
        let cards: CardSet = legal.iter().filter_map(|a| if let EuchreAction::Play { card } = a { Some(*card) } else { None }).collect();
        let play = |card: Card| EuchreAction::Play { card };
        let n = p.options.players as usize;
        let four = n == 4;
        let maker = p.maker.unwrap_or(0);
        // §14.2: three-handed, the two defenders are partners for the hand.
        let partner = if four {
            Some(Euchre::partner(me))
        } else if n == 3 && maker != me {
            (0..3).find(|&s| s != me && s != maker)
        } else {
            None
        };
        let our_side_made = maker == me || partner == Some(maker);
        let mut played = CardSet::EMPTY;
        for s in 0..4 {
            played |= p.played[s];
        }
        for pc in &p.trick {
            played.insert(pc.card);
        }
        let unseen = Euchre::pack(&p.options) - played - obs.hand - obs.known.iter().fold(CardSet::EMPTY, |a, &b| a | b);
        // A card is boss if no unseen card of its effective suit outranks it.
        let is_boss = |c: Card| {
            let s = eff_suit(c, Some(trump));
            let mine = trick_power(c, trump, s);
            eff_cards(unseen, s, trump).iter().all(|u| trick_power(u, trump, s) < mine)
        };
        let unseen_trumps = eff_cards(unseen, trump, trump);
        let lowest = |set: CardSet| -> Card {
            // Cheapest card: off-suit by rank (singletons first, to make voids), trump last.
            let mut best: Option<(i32, Card)> = None;
            for c in set.iter() {
                let s = eff_suit(c, Some(trump));
                let v = if s == trump {
                    100 + trump_power(c, trump) as i32
                } else {
                    let len = eff_cards(obs.hand, s, trump).len();
                    let ace = if c.rank() == 14 { 40 } else { 0 };
                    c.rank() as i32 + ace - if len == 1 { 5 } else { 0 }
                };
                if best.is_none_or(|(bv, _)| v < bv) {
                    best = Some((v, c));
                }
            }
            best.map(|b| b.1).unwrap_or(Card::JOKER)
        };

        if p.trick.is_empty() {
            // Leading.
            let my_trumps = eff_cards(obs.hand, trump, trump);
            let opponents_may_have_trump = !unseen_trumps.is_empty()
                && (0..n).any(|s| p.active[s] && s != me && Some(s) != partner && p.voids[s] & (1 << trump.index()) == 0);
            if our_side_made && !my_trumps.is_empty() && opponents_may_have_trump {
                // Pull trump: the boss trump if held; the maker's partner leads trump to the
                // maker; the maker with length leads low trump to draw the rest.
                if let Some(b) = my_trumps.iter().filter(|&c| is_boss(c)).max_by_key(|&c| trump_power(c, trump)) {
                    return play(b);
                }
                if maker != me || my_trumps.len() >= 3 {
                    let low = my_trumps.iter().min_by_key(|&c| trump_power(c, trump)).unwrap_or(my_trumps.first().unwrap_or(Card::JOKER));
                    // Keep the left bower guarded: don't lead it while the right is out.
                    if low != left_bower(trump) || !unseen.contains(right_bower(trump)) {
                        return play(low);
                    }
                }
            }
            // An off-suit winner.
            if let Some(c) = cards.iter().filter(|&c| eff_suit(c, Some(trump)) != trump && is_boss(c)).max_by_key(|c| c.rank()) {
                return play(c);
            }
            // Otherwise a low off-suit card, keeping trump.
            let off = cards - eff_cards(cards, trump, trump);
            return play(lowest(if off.is_empty() { cards } else { off }));
        }

        // Following.
        let led = eff_suit(p.trick[0].card, Some(trump));
        let mut win_i = 0;
        for i in 1..p.trick.len() {
            if trick_power(p.trick[i].card, trump, led) > trick_power(p.trick[win_i].card, trump, led) {
                win_i = i;
            }
        }
        let winning = p.trick[win_i];
        let to_beat = trick_power(winning.card, trump, led);
        let active = p.active.iter().filter(|&&a| a).count();
        let last_to_play = p.trick.len() + 1 == active;
        let partner_winning = partner == Some(winning.seat);
        if partner_winning && (last_to_play || is_boss(winning.card)) {
            // Never trump (or overtake) a partner's winning card.
            return play(lowest(cards));
        }
        let winners: Vec<Card> = cards.iter().filter(|&c| trick_power(c, trump, led) > to_beat).collect();
        if !winners.is_empty() {
            let cheapest = |v: &[Card]| *v.iter().min_by_key(|&&c| trick_power(c, trump, led)).unwrap_or(&v[0]);
            if last_to_play {
                return play(cheapest(&winners));
            }
            let bosses: Vec<Card> = winners.iter().copied().filter(|&c| is_boss(c)).collect();
            if !bosses.is_empty() {
                return play(cheapest(&bosses));
            }
            if partner_winning {
                return play(lowest(cards));
            }
            return play(cheapest(&winners));
        }
        // Can't win: the cheapest card. Following trump while the right bower is out, a small
        // trump goes before the left bower (keep it guarded): `lowest` orders trump by power.
        play(lowest(cards))
    }
}

impl Bot<Euchre> for EuchreHeuristic {
    fn choose(&mut self, obs: &EuchreObservation, legal: &[EuchreAction], ctx: &MatchContext, _rng: &mut ChaCha8Rng) -> EuchreAction {
        let p = &obs.public;
        let choice = match p.phase {
            Phase::Bid1 | Phase::Bid2 => Self::bid(obs, legal, ctx),
            Phase::NameTrump => {
                // §14.4: named before looking at the hand; any suit is as good.
                legal[0]
            }
            Phase::DeclarerAlone | Phase::DefenderAlone => Self::alone(obs),
            Phase::Discard | Phase::BestDiscard => {
                let trump = p.trump.unwrap_or(Suit::Clubs);
                // The legal list says which cards may go (§5.2: maybe not the upcard).
                let h: CardSet =
                    legal.iter().filter_map(|a| if let EuchreAction::Discard { card } = a { Some(*card) } else { None }).collect();
                EuchreAction::Discard { card: worst_card_keeping(obs.hand, h, trump) }
            }
            Phase::GiveBest => {
                let trump = p.trump.unwrap_or(Suit::Clubs);
                let best = obs.hand.iter().max_by_key(|&c| (trump_power(c, trump), c.rank())).unwrap_or(Card::JOKER);
                EuchreAction::GiveBest { card: best }
            }
            Phase::Play => Self::play(obs, legal),
            Phase::HandOver => legal[0],
        };
        if legal.contains(&choice) {
            choice
        } else {
            legal[0]
        }
    }
}

fn worst_card_keeping(full: CardSet, choices: CardSet, trump: Suit) -> Card {
    let c = worst_card(full, trump);
    if choices.contains(c) {
        c
    } else {
        worst_card(choices, trump)
    }
}

/// The search's discard without a needless loss: when it throws a card while a lower card
/// of the same effective suit stays (the search's noise between near-equal choices: issue
/// 17, `?seed=7` hand 3 discarded the Q♦ keeping the 9♦ from K♦ Q♦ J♦ 9♦), the lowest
/// legal card of that suit goes instead; it leaves the same suits and a stronger hand.
/// Any other action is returned unchanged.
pub fn best_discard(obs: &EuchreObservation, action: EuchreAction, legal: &[EuchreAction]) -> EuchreAction {
    let EuchreAction::Discard { card } = action else { return action };
    let trump = obs.public.trump.unwrap_or(Suit::Clubs);
    let suit = eff_suit(card, Some(trump));
    legal
        .iter()
        .filter_map(|a| if let EuchreAction::Discard { card } = a { Some(*card) } else { None })
        .filter(|&c| eff_suit(c, Some(trump)) == suit)
        .min_by_key(|&c| trick_power(c, trump, suit))
        .map(|c| EuchreAction::Discard { card: c })
        .unwrap_or(action)
}

/// A search bot whose discards go through [`best_discard`] (the Strong, Expert and PIMC
/// seats discard as the hint does).
pub struct TidyDiscard(pub Box<dyn Bot<Euchre>>);

impl Bot<Euchre> for TidyDiscard {
    fn choose(&mut self, obs: &EuchreObservation, legal: &[EuchreAction], ctx: &MatchContext, rng: &mut ChaCha8Rng) -> EuchreAction {
        let a = self.0.choose(obs, legal, ctx, rng);
        best_discard(obs, a, legal)
    }
}

mod explain;
mod rollout;
pub mod search;

pub use explain::{cheapness, explain, higher_cards, is_boss, out_of_play, trumps_out};

/// Euchre's playout policy (`rollout.rs`), and from `search.rs` the worlds weighed by the
/// bidding, the exact endgame and the reward linear in points (read from the hand's
/// [`Euchre::tally`]: no message built per node).
impl crate::bots::SearchHooks for Euchre {
    fn rollout_action(&self, legal: &[EuchreAction], rng: &mut ChaCha8Rng) -> EuchreAction {
        rollout::policy(self, legal, rng)
    }
    fn search_world(obs: &EuchreObservation, rng: &mut ChaCha8Rng) -> Euchre {
        search::inferred_world(obs, rng)
    }
    fn leaf_rewards(&self) -> Option<Vec<f64>> {
        search::endgame_rewards(self)
    }
    fn reward(&self, seat: Seat) -> f64 {
        let Some(t) = self.tally() else { return 0.5 };
        search::linear_reward(&t.side_points[..t.sides], self.options().side_of(seat))
    }
}
