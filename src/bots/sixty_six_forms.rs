//! Bots of the other forms of Sixty-six (docs/rules/sixty-six.md §15). The trick forms
//! ([`FormDeal`]): a club heuristic ([`FormsHeuristic`]) that bids by the hand's strength
//! with its best trump, plays strict must-win tricks as cheaply as it may, feeds points to
//! a winning partner and otherwise throws the fewest; the search levels are the generic
//! ISMCTS/PIMC over the shared `Game` trait. `sixty-six-3` ([`ThreeHand`]) seats the
//! two-hand bots of every level in the two playing chairs ([`ViaTwoHand`]).

use crate::bots::{Bot, BotKind, HasBots, MatchContext, SearchHooks};
use crate::cards::{Card, CardSet, Suit};
use crate::game::{Game, Seat};
use crate::sixty_six::{SixtySix, SixtySixAction};
use crate::sixty_six_forms::rank::{beats, pack, points, strength};
use crate::sixty_six_forms::{winning, FormAction, FormDeal, FormObservation, Phase, Scoring, ThreeHand, ThreeHandObservation};
use crate::words::Msg;
use rand_chacha::ChaCha8Rng;

/// The points a hand should take with `trump`, its side's share of the deal's 130: each
/// card's chance of taking a trick times a trick's average worth, plus its own points.
pub fn estimate(hand: CardSet, trump: Suit, players: usize, deck: u8) -> u16 {
    let tricks = deck as f32 / players as f32;
    let per_trick = 130.0 / tricks;
    let trumps = hand.of_suit(trump).len() as f32;
    let mut e = 0.0f32;
    for c in hand.iter() {
        let s = strength(c) as f32;
        let p = if c.suit() == Some(trump) {
            0.35 + 0.09 * s
        } else {
            let suit = c.suit().unwrap_or(trump);
            let ace = hand.contains(Card::new(suit, crate::cards::rank::ACE));
            match c.rank() {
                crate::cards::rank::ACE => 0.85,
                crate::cards::rank::TEN if ace => 0.7,
                crate::cards::rank::TEN => 0.35,
                crate::cards::rank::KING => 0.2,
                _ => 0.03,
            }
        };
        e += p.min(1.0) * per_trick * 0.6 + points(c) as f32 * 0.4;
    }
    // Length in trumps wins tricks late.
    e += (trumps - 2.0).max(0.0) * per_trick * 0.3;
    e.round().clamp(0.0, 130.0) as u16
}

/// The suit that makes `hand` worth most, and that worth.
pub fn best_trump(hand: CardSet, players: usize, deck: u8) -> (Suit, u16) {
    Suit::ALL.into_iter().map(|s| (s, estimate(hand, s, players, deck))).max_by_key(|&(s, e)| (e, s.index())).unwrap_or((Suit::Clubs, 0))
}

/// The club-level bot of the trick forms.
#[derive(Clone, Copy, Debug, Default)]
pub struct FormsHeuristic;

/// What the heuristic chooses and why (the hint's reason key).
fn decide(obs: &FormObservation, legal: &[FormAction]) -> (FormAction, &'static str) {
    let p = &obs.public;
    let o = &p.options;
    let n = o.players as usize;
    match p.phase {
        Phase::Auction => {
            let (_, est) = best_trump(obs.hand, n, o.deck);
            let partner_high = o.partnership() && p.bidder.is_some_and(|b| b % 2 == obs.seat % 2);
            let lowest = legal.iter().filter_map(|a| if let FormAction::Bid { points } = a { Some(*points) } else { None }).min();
            let Some(lowest) = lowest else { return (FormAction::Pass, "pass") };
            if partner_high {
                return (FormAction::Pass, "pass");
            }
            match o.scoring {
                // R10: the bid only names trump and costs nothing: name it whenever the
                // hand is at least average, outbidding everyone at once.
                Scoring::Side66 => {
                    let team_est = est + 130 / n as u16;
                    if team_est >= 60 {
                        (FormAction::Bid { points: o.max_bid }, "bid")
                    } else {
                        (FormAction::Pass, "pass")
                    }
                }
                Scoring::Contract => {
                    let mine = if o.partnership() { est + 130 / n as u16 / 2 } else { est + 6 };
                    if mine >= lowest as u16 + 4 {
                        (FormAction::Bid { points: lowest }, "bid")
                    } else {
                        (FormAction::Pass, "pass")
                    }
                }
            }
        }
        Phase::Trump => (FormAction::NameTrump { suit: best_trump(obs.hand, n, o.deck).0 }, "trump"),
        Phase::Play | Phase::Over => {
            let cards: Vec<Card> =
                legal.iter().filter_map(|a| if let FormAction::Play { card } = a { Some(*card) } else { None }).collect();
            let trump = p.trump.unwrap_or(Suit::Clubs);
            let play = |c: Card| FormAction::Play { card: c };
            let unseen = pack(o.deck) - obs.hand - p.played();
            // A card nobody else can beat in its own suit (or, for a trump, at all).
            let boss = |c: Card| {
                let suit = c.suit().unwrap_or(trump);
                unseen.of_suit(suit).iter().all(|x| strength(x) < strength(c)) && (suit == trump || unseen.of_suit(trump).is_empty())
            };
            let cheapest = |v: &[Card]| *v.iter().min_by_key(|&&c| (points(c), strength(c), c.suit() == Some(trump))).unwrap_or(&cards[0]);
            if p.trick.is_empty() {
                if let Some(&c) = cards.iter().filter(|&&c| boss(c)).max_by_key(|&&c| (points(c), strength(c))) {
                    return (play(c), "lead_boss");
                }
                let plain: Vec<Card> = cards.iter().copied().filter(|c| c.suit() != Some(trump)).collect();
                return (play(cheapest(if plain.is_empty() { &cards } else { &plain })), "lead_low");
            }
            let best = winning(&p.trick, trump);
            let last = p.trick.len() + 1 == n;
            let partner_wins = o.partnership() && best.seat % 2 == obs.seat % 2;
            let winners: Vec<Card> = cards.iter().copied().filter(|&c| beats(c, best.card, trump)).collect();
            if partner_wins && (last || boss(best.card)) {
                let c = *cards.iter().max_by_key(|&&c| (points(c), std::cmp::Reverse(strength(c)))).unwrap_or(&cards[0]);
                return (play(c), "partner_winning");
            }
            if !winners.is_empty() && !partner_wins {
                let c = if last {
                    *winners.iter().min_by_key(|&&c| (strength(c), c.suit() == Some(trump))).unwrap_or(&winners[0])
                } else if let Some(&b) = winners.iter().find(|&&c| boss(c)) {
                    b
                } else {
                    *winners.iter().min_by_key(|&&c| (c.suit() == Some(trump), strength(c))).unwrap_or(&winners[0])
                };
                return (play(c), "win_cheaply");
            }
            (play(cheapest(&cards)), "cannot_win")
        }
    }
}

impl Bot<FormDeal> for FormsHeuristic {
    fn choose(&mut self, obs: &FormObservation, legal: &[FormAction], _ctx: &MatchContext, _rng: &mut ChaCha8Rng) -> FormAction {
        let (a, _) = decide(obs, legal);
        if legal.contains(&a) {
            a
        } else {
            legal[0]
        }
    }
}

/// The heuristic's reason for `action`, as a hint.
pub fn explain(obs: &FormObservation, action: FormAction, legal: &[FormAction]) -> Msg {
    if legal.len() == 1 {
        return Msg::new("only_choice");
    }
    let (mine, why) = decide(obs, legal);
    let o = &obs.public.options;
    let (suit, est) = best_trump(obs.hand, o.players as usize, o.deck);
    match (why, action == mine) {
        ("bid", true) => Msg::new("sixty_six_forms.hint.bid")
            .with("estimate", est)
            .with("bid", if let FormAction::Bid { points } = action { points } else { 0 }),
        ("pass", true) => Msg::new("sixty_six_forms.hint.pass").with("estimate", est),
        ("trump", true) => Msg::new("sixty_six_forms.hint.trump").with("suit", suit),
        ("win_cheaply", true) => Msg::new("sixty_six_forms.hint.win_cheaply"),
        ("partner_winning", true) => Msg::new("sixty_six_forms.hint.partner_winning"),
        ("cannot_win", true) => Msg::new("sixty_six_forms.hint.cannot_win"),
        ("lead_boss", true) => Msg::new("sixty_six_forms.hint.lead_boss"),
        ("lead_low", true) => Msg::new("sixty_six_forms.hint.lead_low"),
        _ => {
            let token = serde_json::to_value(action).map(|v| crate::bots::describe_token(&v)).unwrap_or_default();
            Msg::new("hint.search_best").with("action", crate::words::Param::Text(token))
        }
    }
}

/// Playouts by the club heuristic (a random card one play in five), which finds the
/// strict-play trick winners far better than uniform play, and bids and names trump as a
/// player would: random bids up to 130 and random trumps made nearly every contract fail,
/// so the search saw passing as safe and opponents' contracts as gifts.
impl SearchHooks for FormDeal {
    fn rollout_action(&self, legal: &[FormAction], rng: &mut ChaCha8Rng) -> FormAction {
        use rand::Rng;
        if self.public().phase == Phase::Play && rng.random_bool(0.2) {
            return legal[rng.random_range(0..legal.len())];
        }
        let Some(seat) = self.to_move() else { return legal[0] };
        let a = decide(&self.observation(seat), legal).0;
        if legal.contains(&a) {
            a
        } else {
            legal[0]
        }
    }
    /// Under a contract (throat cut) the search bids only a few steps of the ladder: pass,
    /// the lowest bid, and jumps of 5, 10, 15, 20 and 30 (a point more rarely matters, and 66
    /// bids split the budget 66 ways).
    fn search_actions(&self, legal: &mut Vec<FormAction>) {
        let p = self.public();
        if p.phase != Phase::Auction || p.options.scoring != Scoring::Contract {
            return;
        }
        let lo = self.lowest_bid();
        let steps = [0u8, 5, 10, 15, 20, 30];
        legal.retain(|a| match a {
            FormAction::Bid { points } => steps.iter().any(|&d| lo.checked_add(d) == Some(*points)),
            _ => true,
        });
    }
    /// Three players each for themselves (throat cut): linear in the seat's game points less
    /// the mean of the other two's (the arena's head-to-head score against each), so a set
    /// bidder's 2 to each opponent is +1 to each defender, not 0 as against the best other
    /// player. Partnerships: the default.
    fn reward(&self, seat: Seat) -> f64 {
        let o = &self.public().options;
        let Some(r) = self.public().result.as_ref() else { return 0.5 };
        if o.partnership() {
            let mine = i32::from(r.award[o.unit(seat)]);
            let other = i32::from(r.award[1 - o.unit(seat)]);
            return 0.5 + 0.5 * (f64::from(mine - other) / 2.0).tanh();
        }
        let u = o.unit(seat);
        let mine = f64::from(r.award[u]);
        let others: f64 = r.award.iter().enumerate().filter(|(i, _)| *i != u).map(|(_, &a)| f64::from(a)).sum::<f64>()
            / (r.award.len() - 1).max(1) as f64;
        (0.5 + (mine - others) / 8.0).clamp(0.0, 1.0)
    }
}

impl HasBots for FormDeal {
    fn heuristic() -> Box<dyn Bot<Self>> {
        Box::new(FormsHeuristic)
    }
    fn explain(obs: &FormObservation, action: FormAction, legal: &[FormAction]) -> Msg {
        explain(obs, action, legal)
    }
    /// The default budgets but the strong level's: at 500 iterations its throat-cut and team
    /// play lost to the club rules (ladders at 21/20 games per pair: club 2187 / strong 2015
    /// in throat cut, club won 75% of the team games), so strong searches 1500, half of
    /// the expert's 3000.
    fn search_config(kind: BotKind) -> crate::bots::ismcts::SearchConfig {
        let iterations = if kind == BotKind::Strong { 1500 } else { 3000 };
        crate::bots::ismcts::SearchConfig { iterations, ..Default::default() }
    }
}

/// A two-hand bot in a `sixty-six-3` chair: it sees the two-hand observation of its seat
/// (never the dealer's, who does not play) and the two players' scores.
pub struct ViaTwoHand(pub Box<dyn Bot<SixtySix>>);

fn two_hand_ctx(obs: &ThreeHandObservation, ctx: &MatchContext) -> MatchContext {
    let seats = [(obs.dealer + 1) % 3, (obs.dealer + 2) % 3];
    let scores = seats.iter().map(|&s| ctx.scores.get(s).copied().unwrap_or(0)).collect();
    MatchContext { scores, side: obs.inner.seat, target: ctx.target }
}

impl Bot<ThreeHand> for ViaTwoHand {
    fn choose(&mut self, obs: &ThreeHandObservation, legal: &[SixtySixAction], ctx: &MatchContext, rng: &mut ChaCha8Rng) -> SixtySixAction {
        self.0.choose(&obs.inner, legal, &two_hand_ctx(obs, ctx), rng)
    }
}

/// The two-hand deal's own search knowledge, from the playing seat's side.
impl SearchHooks for ThreeHand {
    fn rollout_action(&self, legal: &[SixtySixAction], rng: &mut ChaCha8Rng) -> SixtySixAction {
        self.two_hand().rollout_action(legal, rng)
    }
    fn reward(&self, seat: Seat) -> f64 {
        self.two_hand_seat(seat).map_or(0.5, |i| self.two_hand().reward(i))
    }
}

impl HasBots for ThreeHand {
    fn heuristic() -> Box<dyn Bot<Self>> {
        Box::new(ViaTwoHand(SixtySix::heuristic()))
    }
    fn explain(obs: &ThreeHandObservation, action: SixtySixAction, legal: &[SixtySixAction]) -> Msg {
        SixtySix::explain(&obs.inner, action, legal)
    }
    fn search_bot(kind: BotKind) -> Box<dyn Bot<Self>> {
        Box::new(ViaTwoHand(SixtySix::search_bot(kind)))
    }
    fn expert_hint(
        obs: &ThreeHandObservation,
        legal: &[SixtySixAction],
        ctx: &MatchContext,
        rng: &mut ChaCha8Rng,
    ) -> (SixtySixAction, Option<f64>) {
        SixtySix::expert_hint(&obs.inner, legal, &two_hand_ctx(obs, ctx), rng)
    }
}
