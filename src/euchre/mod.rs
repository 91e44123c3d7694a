//! Euchre (rule book `docs/rules/euchre.md`): four-handed North American Euchre with the
//! options of §13, plus the two- and three-handed tables of §14.1–§14.2.
//!
//! One [`Euchre`] value is one hand: deal, round 1 (order up / assist / take up), the
//! dealer's exchange, round 2 (name a suit), going alone, defending alone, calling for
//! best, five (or seven) tricks, and the score. The public part of the state is
//! [`EuchrePublic`]; hidden cards live beside it so an observation is "public + own cards".

pub mod options;
pub mod rank;
pub mod replay;
mod score;
pub mod view;
pub mod words;

pub use options::*;
pub use score::{EuchreOutcome, EuchreResult};

use crate::cards::{Card, CardSet, Suit};
use crate::game::{ErrorCode, Events, Game, HandResult, Refusal, Seat};
use crate::sample::deal_constrained;
use crate::words::Msg;
use rand::seq::SliceRandom;
use rand::Rng;
use rank::{eff_cards, eff_suit, left_bower, trick_winner};
use serde::{Deserialize, Serialize};

/// Where a hand stands (docs/rules/euchre.md §12).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Round 1: pass or accept the upcard's suit (§5.1).
    Bid1,
    /// Round 2: pass or name another suit (§5.3).
    Bid2,
    /// The Benny was turned up: the dealer names trump (§14.4).
    NameTrump,
    /// The dealer discards after taking the upcard (§5.2).
    Discard,
    /// The maker decides whether to go alone (§6.1).
    DeclarerAlone,
    /// A defender decides whether to defend alone (§6.2).
    DefenderAlone,
    /// A lone player discards one card before receiving the partner's best (§14.3).
    BestDiscard,
    /// The lone player's partner gives a card (§14.3).
    GiveBest,
    /// Tricks (§8–§9).
    Play,
    /// Scored; nothing more to do.
    HandOver,
}

/// A decision. Serializes as the fixture tokens: `{"action":"pass"}`,
/// `{"action":"call","suit":"H"}`, `{"action":"play","card":"JD"}` …
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "action", rename_all = "snake_case")]
pub enum EuchreAction {
    /// Pass in round 1 or 2.
    Pass,
    /// Accept the upcard's suit in round 1 (order up, assist, take up).
    OrderUp,
    /// Name a suit in round 2.
    Call {
        /// The suit named; never the upcard's.
        suit: Suit,
    },
    /// The dealer names trump after turning up the Benny (§14.4).
    NameTrump {
        /// Any suit.
        suit: Suit,
    },
    /// Go (or defend) alone.
    Alone,
    /// Play with the partner.
    Partner,
    /// The dealer's discard (§5.2) or a lone player's discard when calling for best.
    Discard {
        /// The card thrown away face down.
        card: Card,
    },
    /// The partner of a lone player gives this card (§14.3).
    GiveBest {
        /// The card given face down.
        card: Card,
    },
    /// Play a card to the trick.
    Play {
        /// The card played.
        card: Card,
    },
}

/// Public happenings, in order, for the page to animate. No hidden card ever appears.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum EuchreEvent {
    /// A new hand was dealt.
    Deal {
        /// Dealer seat.
        dealer: Seat,
        /// The turned-up card.
        upcard: Card,
    },
    /// A bid or going-alone decision.
    Bid {
        /// Who.
        seat: Seat,
        /// What (pass, order_up, call, alone, partner).
        action: EuchreAction,
    },
    /// Trump is fixed.
    Trump {
        /// Trump suit.
        suit: Suit,
        /// The maker.
        maker: Seat,
    },
    /// The dealer takes the upcard (or the Benny) into hand.
    Pickup {
        /// The dealer.
        seat: Seat,
        /// The card taken.
        card: Card,
    },
    /// A card was discarded face down.
    Discard {
        /// Who discarded.
        seat: Seat,
    },
    /// The maker goes alone.
    Alone {
        /// The lone maker.
        seat: Seat,
    },
    /// A defender goes alone.
    DefendAlone {
        /// The lone defender.
        seat: Seat,
    },
    /// A partner passed a card face down to a lone player (§14.3).
    BestExchange {
        /// The lone player.
        seat: Seat,
        /// The partner who gave.
        partner: Seat,
    },
    /// Eight passes: no trump; the hand is void (§5.4).
    AllPass,
    /// A card was played.
    Play {
        /// Who.
        seat: Seat,
        /// What.
        card: Card,
    },
    /// A trick is complete.
    Trick {
        /// Winning seat.
        winner: Seat,
        /// The trick in play order.
        plays: Vec<PlayedCard>,
    },
    /// The hand is scored.
    HandOver {
        /// The score.
        result: EuchreResult,
    },
}

/// One card of a trick.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayedCard {
    /// Who played it.
    pub seat: Seat,
    /// The card.
    pub card: Card,
}

/// The upcard's fate (§4.2, §5.2, §5.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum UpcardState {
    /// Face up on the kitty during round 1.
    Up,
    /// Taken into the dealer's hand.
    Taken,
    /// Turned face down after four passes.
    TurnedDown,
}

/// Everything every seat may know about the hand.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct EuchrePublic {
    /// The options in force.
    pub options: EuchreOptions,
    /// Dealer seat.
    pub dealer: Seat,
    /// Current phase.
    pub phase: Phase,
    /// Seat to act (meaningless once the hand is over).
    pub turn: Seat,
    /// The turned-up card.
    pub upcard: Card,
    /// The upcard's fate.
    pub upcard_state: UpcardState,
    /// Passes in the current bidding round.
    pub passes: u8,
    /// The bidding so far, in order (bids, alone decisions).
    pub bids: Vec<(Seat, EuchreAction)>,
    /// Trump, once fixed.
    pub trump: Option<Suit>,
    /// The maker, once trump is fixed.
    pub maker: Option<Seat>,
    /// True if trump was fixed in round 1 (the dealer took the upcard).
    pub ordered_up: bool,
    /// The maker plays alone.
    pub maker_alone: bool,
    /// The lone defender, if any.
    pub lone_defender: Option<Seat>,
    /// Defenders asked so far about defending alone.
    pub defenders_asked: u8,
    /// Seats taking part in the play.
    pub active: [bool; 4],
    /// Cards each seat holds.
    pub held: [u8; 4],
    /// Cards each seat has played.
    pub played: [CardSet; 4],
    /// Effective suits each seat has shown void in (bit = suit index).
    pub voids: [u8; 4],
    /// The trick in progress.
    pub trick: Vec<PlayedCard>,
    /// The last completed trick and its winner.
    pub last_trick: Option<(Vec<PlayedCard>, Seat)>,
    /// Tricks completed.
    pub tricks_played: u8,
    /// Tricks won per seat.
    pub tricks_won: [u8; 4],
    /// Lone players who have made their call-for-best discard.
    pub best_discarded: [bool; 4],
    /// Lone players whose call-for-best exchange is done.
    pub best_done: [bool; 4],
}

/// One hand of Euchre: the public state plus every hidden card.
#[derive(Clone, Debug)]
pub struct Euchre {
    /// What everyone may know.
    pub public: EuchrePublic,
    /// Each seat's hand.
    pub hands: [CardSet; 4],
    /// Undealt cards left face down (never in play), excluding the upcard.
    pub kitty: CardSet,
    /// The dealer's discard (§5.2).
    pub discard: Option<Card>,
    /// Call-for-best: each lone player's discard and the card received (§14.3).
    pub best_discard: [Option<Card>; 4],
    /// Call-for-best: the card each lone player received.
    pub gift: [Option<Card>; 4],
}

/// What one seat knows: the public state, its own cards, and cards it saw elsewhere.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct EuchreObservation {
    /// The observer.
    pub seat: Seat,
    /// Public state.
    pub public: EuchrePublic,
    /// The observer's hand.
    pub hand: CardSet,
    /// Cards the observer knows to be in another seat's hand (the taken upcard, a card it
    /// gave when calling for best), by seat.
    pub known: [CardSet; 4],
    /// The dealer's discard, if the observer is the dealer.
    pub dealer_discard: Option<Card>,
    /// The observer's own call-for-best discard.
    pub best_discard: Option<Card>,
}

impl Euchre {
    /// The pack for these options (§2.1, §14.4, §14.5).
    pub fn pack(o: &EuchreOptions) -> CardSet {
        let low = if o.deck == 32 { 7 } else { 9 };
        CardSet::pack(low..=14, o.joker == JokerOption::Benny)
    }

    /// A hand from known cards (fixture replay, tests): `hands[seat]`, the upcard and the
    /// rest of the kitty. Errors if the cards do not form the pack or the sizes are wrong.
    pub fn from_cards(options: &EuchreOptions, dealer: Seat, hands: &[CardSet], upcard: Card, kitty: CardSet) -> Result<Euchre, String> {
        options.validate()?;
        let n = options.players as usize;
        if hands.len() != n || dealer >= n {
            return Err(format!("need {n} hands and a dealer below {n}"));
        }
        let mut all = CardSet::single(upcard) | kitty;
        let mut count = 1 + kitty.len();
        for h in hands {
            if h.len() != options.hand_size as usize {
                return Err(format!("each hand must have {} cards", options.hand_size));
            }
            all |= *h;
            count += h.len();
        }
        if all != Euchre::pack(options) || count != all.len() {
            return Err("the hands, upcard and kitty must make up the pack exactly once".into());
        }
        let mut hs = [CardSet::EMPTY; 4];
        let mut held = [0u8; 4];
        let mut active = [false; 4];
        for s in 0..n {
            hs[s] = hands[s];
            held[s] = options.hand_size;
            active[s] = true;
        }
        let benny_up = upcard.is_joker();
        let public = EuchrePublic {
            options: options.clone(),
            dealer,
            phase: if benny_up { Phase::NameTrump } else { Phase::Bid1 },
            turn: if benny_up { dealer } else { (dealer + 1) % n },
            upcard,
            upcard_state: UpcardState::Up,
            passes: 0,
            bids: Vec::new(),
            trump: None,
            maker: None,
            ordered_up: false,
            maker_alone: false,
            lone_defender: None,
            defenders_asked: 0,
            active,
            held,
            played: [CardSet::EMPTY; 4],
            voids: [0; 4],
            trick: Vec::with_capacity(4),
            last_trick: None,
            tricks_played: 0,
            tricks_won: [0; 4],
            best_discarded: [false; 4],
            best_done: [false; 4],
        };
        Ok(Euchre { public, hands: hs, kitty, discard: None, best_discard: [None; 4], gift: [None; 4] })
    }

    fn n(&self) -> usize {
        self.public.options.players as usize
    }

    fn next(&self, s: Seat) -> Seat {
        (s + 1) % self.n()
    }

    fn next_active(&self, s: Seat) -> Seat {
        let mut t = self.next(s);
        while !self.public.active[t] {
            t = self.next(t);
        }
        t
    }

    /// The partner of `s` at a four-handed table.
    pub fn partner(s: Seat) -> Seat {
        (s + 2) % 4
    }

    /// The current phase.
    pub fn phase(&self) -> Phase {
        self.public.phase
    }

    /// Trump, once fixed.
    pub fn trump(&self) -> Option<Suit> {
        self.public.trump
    }

    /// The cards `seat` may play now, assuming it is on play (§8).
    pub fn playable(&self, seat: Seat) -> CardSet {
        let hand = self.hands[seat];
        match (self.public.trick.first(), self.public.trump) {
            (Some(lead), Some(t)) => {
                let led = eff_suit(lead.card, Some(t));
                let follow = eff_cards(hand, led, t);
                if follow.is_empty() {
                    hand
                } else {
                    follow
                }
            }
            _ => hand,
        }
    }

    fn set_trump(&mut self, suit: Suit, maker: Seat, ev: &mut Events<'_, EuchreEvent>) {
        self.public.trump = Some(suit);
        self.public.maker = Some(maker);
        if let Some(e) = ev.get() {
            e.push(EuchreEvent::Trump { suit, maker });
        }
    }

    fn take_upcard(&mut self, ev: &mut Events<'_, EuchreEvent>) {
        let d = self.public.dealer;
        let up = self.public.upcard;
        self.hands[d].insert(up);
        self.public.held[d] += 1;
        self.public.upcard_state = UpcardState::Taken;
        self.public.phase = Phase::Discard;
        self.public.turn = d;
        if let Some(e) = ev.get() {
            e.push(EuchreEvent::Pickup { seat: d, card: up });
        }
    }

    /// After trump and any discard: the alone questions, or straight to play (§12).
    fn after_trump(&mut self, ev: &mut Events<'_, EuchreEvent>) {
        let p = &self.public;
        let maker = p.maker.unwrap_or(p.dealer);
        if !p.options.partnerships() {
            // §14.1: no going alone two-handed; §14.2: the maker is alone against two.
            self.start_play();
            return;
        }
        if p.options.partner_assist_forces_alone && p.ordered_up && maker == Euchre::partner(p.dealer) {
            // §13 partner_assist_forces_alone: the assisting partner must play alone.
            self.go_alone(maker, ev);
            self.after_alone();
            return;
        }
        self.public.phase = Phase::DeclarerAlone;
        self.public.turn = maker;
    }

    fn go_alone(&mut self, maker: Seat, ev: &mut Events<'_, EuchreEvent>) {
        self.public.maker_alone = true;
        self.public.active[Euchre::partner(maker)] = false;
        if let Some(e) = ev.get() {
            e.push(EuchreEvent::Alone { seat: maker });
        }
    }

    fn first_defender(&self) -> Seat {
        // §6.2: the first defender clockwise from the dealer's left.
        let maker = self.public.maker.unwrap_or(0);
        let a = (self.public.dealer + 1) % 4;
        if a % 2 != maker % 2 {
            a
        } else {
            (a + 1) % 4
        }
    }

    /// After the alone questions: call-for-best exchanges (§14.3), then the opening lead.
    fn after_alone(&mut self) {
        if self.public.options.call_for_best {
            if let Some(l) = self.next_lone_for_best() {
                self.public.phase = Phase::BestDiscard;
                self.public.turn = l;
                return;
            }
        }
        self.start_play();
    }

    fn next_lone_for_best(&self) -> Option<Seat> {
        let p = &self.public;
        let maker = p.maker?;
        if p.maker_alone && !p.best_done[maker] {
            return Some(maker);
        }
        match p.lone_defender {
            Some(d) if !p.best_done[d] => Some(d),
            _ => None,
        }
    }

    /// The opening leader (§7).
    fn opening_leader(&self) -> Seat {
        let p = &self.public;
        let dealer_left = {
            let mut s = self.next(p.dealer);
            while !p.active[s] {
                s = self.next(s);
            }
            s
        };
        if !p.options.partnerships() {
            return dealer_left; // §14.1 non-dealer, §14.2 dealer's left
        }
        match p.options.lone_hand_lead {
            LoneHandLead::LeftOfDealer => dealer_left,
            LoneHandLead::LeftOfLonePlayer => {
                if let Some(d) = p.lone_defender {
                    d
                } else if p.maker_alone {
                    self.next_active(p.maker.unwrap_or(0))
                } else {
                    dealer_left
                }
            }
        }
    }

    fn start_play(&mut self) {
        self.public.phase = Phase::Play;
        self.public.turn = self.opening_leader();
    }

    fn end_hand(&mut self, ev: &mut Events<'_, EuchreEvent>) {
        self.public.phase = Phase::HandOver;
        if let Some(e) = ev.get() {
            if let Some(r) = self.result() {
                e.push(EuchreEvent::HandOver { result: r });
            }
        }
    }

    /// The phase as a message word (`euchre.phase.*` in the catalogue).
    fn phase_key(&self) -> &'static str {
        match self.public.phase {
            Phase::Bid1 => "bid1",
            Phase::Bid2 => "bid2",
            Phase::NameTrump => "name_trump",
            Phase::Discard => "discard",
            Phase::DeclarerAlone | Phase::DefenderAlone => "alone",
            Phase::BestDiscard => "best_discard",
            Phase::GiveBest => "give_best",
            Phase::Play => "play",
            Phase::HandOver => "hand_over",
        }
    }

    /// The hand's score once it is over (§10, §14.1, §14.2).
    pub fn result(&self) -> Option<EuchreResult> {
        if self.public.phase != Phase::HandOver {
            return None;
        }
        Some(score::score(&self.public))
    }
}

impl Game for Euchre {
    type Action = EuchreAction;
    type Options = EuchreOptions;
    type Observation = EuchreObservation;
    type Event = EuchreEvent;
    const NAME: &'static str = "euchre";

    fn deal(options: &EuchreOptions, dealer: Seat, rng: &mut impl Rng) -> Euchre {
        let mut pack = Euchre::pack(options).to_vec();
        pack.shuffle(rng);
        let n = options.players as usize;
        let k = options.hand_size as usize;
        // §4.1: clockwise from the dealer's left; the batch pattern does not matter.
        let mut hands = vec![CardSet::EMPTY; n];
        for i in 0..n {
            let seat = (dealer + 1 + i) % n;
            hands[seat] = pack[i * k..(i + 1) * k].iter().copied().collect();
        }
        let upcard = pack[n * k];
        let kitty: CardSet = pack[n * k + 1..].iter().copied().collect();
        Euchre::from_cards(options, dealer % n, &hands, upcard, kitty).expect("a dealt pack is always valid")
    }

    fn options(&self) -> &Self::Options {
        &self.public.options
    }

    fn to_move(&self) -> Option<Seat> {
        if self.public.phase == Phase::HandOver {
            None
        } else {
            Some(self.public.turn)
        }
    }

    fn legal_actions(&self, out: &mut Vec<EuchreAction>) {
        out.clear();
        let p = &self.public;
        let t = p.turn;
        match p.phase {
            Phase::Bid1 => {
                out.push(EuchreAction::Pass);
                out.push(EuchreAction::OrderUp);
            }
            Phase::Bid2 => {
                let stuck = p.options.stick_the_dealer && t == p.dealer;
                if !stuck {
                    out.push(EuchreAction::Pass);
                }
                for s in Suit::ALL {
                    if Some(s) != p.upcard.suit() {
                        out.push(EuchreAction::Call { suit: s });
                    }
                }
            }
            Phase::NameTrump => out.extend(Suit::ALL.map(|suit| EuchreAction::NameTrump { suit })),
            Phase::DeclarerAlone | Phase::DefenderAlone => {
                out.push(EuchreAction::Alone);
                out.push(EuchreAction::Partner);
            }
            Phase::Discard => {
                let mut h = self.hands[t];
                if !p.options.dealer_may_discard_upcard {
                    h.remove(p.upcard); // §5.2
                }
                out.extend(h.iter().map(|card| EuchreAction::Discard { card }));
            }
            Phase::BestDiscard => out.extend(self.hands[t].iter().map(|card| EuchreAction::Discard { card })),
            Phase::GiveBest => out.extend(self.hands[t].iter().map(|card| EuchreAction::GiveBest { card })),
            Phase::Play => out.extend(self.playable(t).iter().map(|card| EuchreAction::Play { card })),
            Phase::HandOver => {}
        }
    }

    fn why_not(&self, a: EuchreAction) -> Refusal {
        use EuchreAction as A;
        let p = &self.public;
        let t = p.turn;
        match (p.phase, a) {
            (Phase::HandOver, _) => Refusal::new(ErrorCode::HandOver, Msg::new("hand_over")),
            // §5.4 stick the dealer: the only pass that is not legal.
            (Phase::Bid2, A::Pass) => Refusal::new(ErrorCode::StuckDealer, Msg::new("euchre.stuck_dealer")),
            // §5.3: the only suit that may not be named in round 2.
            (Phase::Bid2, A::Call { suit }) => {
                Refusal::new(ErrorCode::TurnedDownSuit, Msg::new("euchre.turned_down_suit").with("suit", suit))
            }
            (Phase::Discard | Phase::BestDiscard, A::Discard { card })
            | (Phase::GiveBest, A::GiveBest { card })
            | (Phase::Play, A::Play { card })
                if !self.hands[t].contains(card) =>
            {
                Refusal::new(ErrorCode::NotInHand, Msg::new("euchre.not_in_hand").with("card", card))
            }
            // §5.2 [OS/C]: a held card the dealer may not discard is the upcard.
            (Phase::Discard, A::Discard { .. }) => Refusal::new(ErrorCode::CannotDiscardUpcard, Msg::new("euchre.cannot_discard_upcard")),
            // §8: a held card that may not be played fails to follow the effective suit.
            (Phase::Play, A::Play { card }) => {
                let trump = p.trump.unwrap_or(Suit::Clubs);
                let led = eff_suit(p.trick[0].card, Some(trump));
                let lb = left_bower(trump);
                let msg = if card == lb && Some(led) == lb.suit() {
                    Msg::new("euchre.must_follow.left_bower").with("card", card).with("led", led).with("trump", trump)
                } else if led == trump {
                    Msg::new("euchre.must_follow.trump").with("trump", trump)
                } else {
                    Msg::new("euchre.must_follow").with("suit", led)
                };
                Refusal::new(ErrorCode::MustFollowSuit, msg)
            }
            _ => Refusal::new(ErrorCode::NotLegalNow, Msg::new("euchre.not_legal_now").with("phase", self.phase_key())),
        }
    }

    fn step(&mut self, a: EuchreAction, ev: &mut Events<'_, EuchreEvent>) {
        use EuchreAction as A;
        let t = self.public.turn;
        let n = self.n();
        let is_bid = matches!(a, A::Pass | A::OrderUp | A::Call { .. } | A::NameTrump { .. } | A::Alone | A::Partner);
        if is_bid {
            self.public.bids.push((t, a));
            if let Some(e) = ev.get() {
                e.push(EuchreEvent::Bid { seat: t, action: a });
            }
        }
        match (self.public.phase, a) {
            (Phase::Bid1, A::Pass) => {
                self.public.passes += 1;
                if self.public.passes as usize == n {
                    // §5.3: the upcard is turned down; round 2 starts at the dealer's left.
                    self.public.phase = Phase::Bid2;
                    self.public.passes = 0;
                    self.public.upcard_state = UpcardState::TurnedDown;
                    self.public.turn = self.next(self.public.dealer);
                } else {
                    self.public.turn = self.next(t);
                }
            }
            (Phase::Bid1, A::OrderUp) => {
                // §5.1–5.2: trump is the upcard's suit; the dealer takes it up.
                let suit = self.public.upcard.suit().unwrap_or(Suit::Clubs);
                self.public.ordered_up = true;
                self.set_trump(suit, t, ev);
                self.take_upcard(ev);
            }
            (Phase::Bid2, A::Pass) => {
                self.public.passes += 1;
                if self.public.passes as usize == n {
                    // §5.4 without stick the dealer: the hand is void.
                    if let Some(e) = ev.get() {
                        e.push(EuchreEvent::AllPass);
                    }
                    self.end_hand(ev);
                } else {
                    self.public.turn = self.next(t);
                }
            }
            (Phase::Bid2, A::Call { suit }) => {
                self.set_trump(suit, t, ev);
                self.after_trump(ev);
            }
            (Phase::NameTrump, A::NameTrump { suit }) => {
                // §14.4: a turned-up Benny makes the dealer's side the makers.
                self.public.ordered_up = true;
                self.set_trump(suit, t, ev);
                self.take_upcard(ev);
            }
            (Phase::Discard, A::Discard { card }) => {
                self.hands[t].remove(card);
                self.public.held[t] -= 1;
                self.discard = Some(card);
                if let Some(e) = ev.get() {
                    e.push(EuchreEvent::Discard { seat: t });
                }
                self.after_trump(ev);
            }
            (Phase::DeclarerAlone, d) => {
                if d == A::Alone {
                    self.go_alone(t, ev);
                }
                if self.public.options.allow_lone_defender {
                    self.public.phase = Phase::DefenderAlone;
                    self.public.turn = self.first_defender();
                } else {
                    self.after_alone();
                }
            }
            (Phase::DefenderAlone, d) => {
                self.public.defenders_asked += 1;
                if d == A::Alone {
                    // §6.2: the first to go alone ends the questions.
                    self.public.lone_defender = Some(t);
                    self.public.active[Euchre::partner(t)] = false;
                    if let Some(e) = ev.get() {
                        e.push(EuchreEvent::DefendAlone { seat: t });
                    }
                    self.after_alone();
                } else if self.public.defenders_asked >= 2 {
                    self.after_alone();
                } else {
                    self.public.turn = Euchre::partner(t);
                }
            }
            (Phase::BestDiscard, A::Discard { card }) => {
                self.hands[t].remove(card);
                self.best_discard[t] = Some(card);
                self.public.held[t] -= 1;
                self.public.best_discarded[t] = true;
                if let Some(e) = ev.get() {
                    e.push(EuchreEvent::Discard { seat: t });
                }
                self.public.phase = Phase::GiveBest;
                self.public.turn = Euchre::partner(t);
            }
            (Phase::GiveBest, A::GiveBest { card }) => {
                let lone = Euchre::partner(t);
                self.hands[t].remove(card);
                self.public.held[t] -= 1;
                self.hands[lone].insert(card);
                self.public.held[lone] += 1;
                self.gift[lone] = Some(card);
                self.public.best_done[lone] = true;
                if let Some(e) = ev.get() {
                    e.push(EuchreEvent::BestExchange { seat: lone, partner: t });
                }
                self.after_alone();
            }
            (Phase::Play, A::Play { card }) => self.play_card(t, card, ev),
            _ => {} // unchecked path with an illegal action: ignore rather than corrupt
        }
    }

    fn observation(&self, seat: Seat) -> EuchreObservation {
        let p = &self.public;
        let mut known = [CardSet::EMPTY; 4];
        if let Some(d) = self.upcard_pinned(seat) {
            known[d].insert(p.upcard);
        }
        if p.options.partnerships() {
            // A card this seat gave its lone partner is known to be there until played.
            let lone = Euchre::partner(seat);
            if let Some(g) = self.gift[lone] {
                if self.hands[lone].contains(g) {
                    known[lone].insert(g);
                }
            }
        }
        EuchreObservation {
            seat,
            public: p.clone(),
            hand: self.hands[seat],
            known,
            dealer_discard: if seat == p.dealer { self.discard } else { None },
            best_discard: self.best_discard[seat],
        }
    }

    fn sample_world(obs: &EuchreObservation, rng: &mut impl Rng) -> Euchre {
        let p = &obs.public;
        let o = &p.options;
        let n = o.players as usize;
        let me = obs.seat;
        let up = p.upcard;
        let mut fixed = obs.hand;
        fixed.insert(up); // the upcard is placed by hand below, never dealt from the pool
        for c in [obs.dealer_discard, obs.best_discard].into_iter().flatten() {
            fixed.insert(c);
        }
        for s in 0..4 {
            fixed |= obs.known[s] | p.played[s];
        }
        let mut pool: Vec<Card> = (Euchre::pack(o) - fixed).to_vec();
        // The taken upcard, if this seat cannot tell where it is now, is dealt too, but
        // only to the places it may be: the dealer's hand or one of the dealer's discards.
        let d = p.dealer;
        let up_hidden = p.upcard_state == UpcardState::Taken
            && me != d
            && !obs.hand.contains(up)
            && !p.played.iter().any(|pl| pl.contains(up))
            && !obs.known[d].contains(up);
        if up_hidden {
            pool.push(up);
        }
        // Places: 0..4 seats, 4 the dealer's discard, 5..9 best discards, 9 the kitty.
        const DISCARD: usize = 4;
        const KITTY: usize = 9;
        let mut cap = [0usize; 10];
        for s in 0..n {
            if s != me {
                cap[s] = p.held[s] as usize - obs.known[s].len();
            }
        }
        if p.upcard_state == UpcardState::Taken && p.phase != Phase::Discard && me != d {
            cap[DISCARD] = 1;
        }
        for s in 0..n {
            if s != me && p.best_discarded[s] {
                cap[5 + s] = 1;
            }
        }
        cap[KITTY] = Euchre::pack(o).len() - n * o.hand_size as usize - 1;
        let allowed: Vec<u32> = pool
            .iter()
            .map(|&c| {
                if up_hidden && c == up {
                    let mut m = 1u32 << d | 1 << (5 + d);
                    if o.dealer_may_discard_upcard {
                        m |= 1 << DISCARD;
                    }
                    if o.partnerships() && p.best_done[Euchre::partner(d)] {
                        m |= 1 << Euchre::partner(d); // given to the dealer's lone partner
                    }
                    return m;
                }
                let mut m = 1u32 << KITTY | 1 << DISCARD | 0b1111 << 5;
                for s in 0..n {
                    let void = p.trump.is_some_and(|t| p.voids[s] & (1 << eff_suit(c, Some(t)).index()) != 0);
                    if !void {
                        m |= 1 << s;
                    }
                }
                m
            })
            .collect();
        let places = deal_constrained(&pool, &allowed, &cap, rng).unwrap_or_else(|| panic!("no world is consistent with {obs:?}"));
        let mut w = Euchre {
            public: p.clone(),
            hands: obs.known,
            kitty: CardSet::EMPTY,
            discard: obs.dealer_discard,
            best_discard: [None; 4],
            gift: [None; 4],
        };
        w.hands[me] = obs.hand;
        w.best_discard[me] = obs.best_discard;
        for (i, &c) in pool.iter().enumerate() {
            match places[i] {
                s @ 0..=3 => {
                    w.hands[s].insert(c);
                }
                DISCARD => w.discard = Some(c),
                KITTY => {
                    w.kitty.insert(c);
                }
                b => w.best_discard[b - 5] = Some(c),
            }
        }
        // Gifts are private to the two partners; only a known gift needs to stay put.
        if o.partnerships() {
            let lone = Euchre::partner(me);
            let pinned_up = if lone == d { CardSet::single(up) } else { CardSet::EMPTY };
            if let Some(g) = (obs.known[lone] - pinned_up).first() {
                w.gift[lone] = Some(g);
            }
        }
        w
    }

    fn hand_result(&self) -> Option<HandResult> {
        self.result().map(|r| HandResult {
            points: r.side_points.clone(),
            void: r.outcome == EuchreOutcome::AllPass,
            bidding_side: r.makers_side,
            summary: Msg::sentence(r.summary.clone()),
        })
    }

    fn deal_events(&self) -> Vec<EuchreEvent> {
        vec![EuchreEvent::Deal { dealer: self.public.dealer, upcard: self.public.upcard }]
    }
}

impl Euchre {
    fn play_card(&mut self, t: Seat, card: Card, ev: &mut Events<'_, EuchreEvent>) {
        let trump = self.public.trump.unwrap_or(Suit::Clubs);
        if let Some(lead) = self.public.trick.first() {
            let led = eff_suit(lead.card, Some(trump));
            if eff_suit(card, Some(trump)) != led {
                self.public.voids[t] |= 1 << led.index(); // showed void (§8)
            }
        }
        self.hands[t].remove(card);
        self.public.held[t] -= 1;
        self.public.played[t].insert(card);
        self.public.trick.push(PlayedCard { seat: t, card });
        if let Some(e) = ev.get() {
            e.push(EuchreEvent::Play { seat: t, card });
        }
        let active = self.public.active.iter().filter(|&&a| a).count();
        if self.public.trick.len() < active {
            self.public.turn = self.next_active(t);
            return;
        }
        // §9: the trick is complete.
        let cards: Vec<Card> = self.public.trick.iter().map(|p| p.card).collect();
        let winner = self.public.trick[trick_winner(&cards, trump)].seat;
        self.public.tricks_won[winner] += 1;
        self.public.tricks_played += 1;
        let trick = std::mem::take(&mut self.public.trick);
        if let Some(e) = ev.get() {
            e.push(EuchreEvent::Trick { winner, plays: trick.clone() });
        }
        self.public.last_trick = Some((trick, winner));
        self.public.turn = winner; // §7.3
        if self.public.tricks_played == self.public.options.hand_size {
            self.end_hand(ev);
        }
    }

    /// The seat whose hand `seat` knows holds the taken upcard (§5.2): everyone saw the
    /// dealer take it, so until the dealer could have thrown it away it is known.
    fn upcard_pinned(&self, seat: Seat) -> Option<Seat> {
        let p = &self.public;
        let d = p.dealer;
        // Once the dealer could have thrown it away or passed it to a lone partner (face
        // down), nobody else can know where it is.
        let could_discard = (p.options.dealer_may_discard_upcard && p.phase != Phase::Discard)
            || p.best_discarded[d]
            || (p.options.partnerships() && p.best_done[Euchre::partner(d)]);
        (p.upcard_state == UpcardState::Taken && seat != d && !could_discard && self.hands[d].contains(p.upcard)).then_some(d)
    }
}

pub use view::euchre_view;
