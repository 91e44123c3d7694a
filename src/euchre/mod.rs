//! Euchre (rule book `docs/rules/euchre.md`, which bare `§` numbers in this module and its
//! children cite; §13 options, §14.1–§14.2 two- and three-handed): the hand's state, the deal,
//! observations and sampled worlds, and the rules dispatched by phase to `bidding`, `exchange`
//! and `play` (as OpenSpiel's `euchre.cc` does with `XLegalActions()`/`ApplyXAction()`); the
//! shapes live in `types`, the validated builder in `setup`.

mod bidding;
mod exchange;
pub mod options;
mod play;
pub mod rank;
mod score;
mod setup;
mod types;
pub mod view;

pub use options::*;
pub use score::{EuchreOutcome, EuchreResult, Tally};
pub use setup::{EuchrePosition, EuchreSetup, SetupError};
pub use types::*;
pub use view::{euchre_view, EuchreView};

use crate::cards::{Card, CardSet};
use crate::game::{ErrorCode, Events, Game, HandResult, Refusal, Seat};
use crate::sample::deal_constrained;
use crate::words::Msg;
use rand::Rng;
use rank::eff_suit;

/// One hand of Euchre: the public state plus every hidden card. Build a known position with
/// [`Euchre::from_setup`]; read it through [`Euchre::public`], [`Euchre::hand`] and the
/// other accessors.
#[derive(Clone, Debug)]
pub struct Euchre {
    /// What everyone may know.
    pub(crate) public: EuchrePublic,
    /// Each seat's hand (unused seats empty).
    pub(crate) hands: [CardSet; 4],
    /// Undealt cards left face down (never in play), excluding the upcard.
    pub(crate) kitty: CardSet,
    /// The dealer's discard (§5.2).
    pub(crate) discard: Option<Card>,
    /// Call-for-best: each lone player's discard (§14.3).
    pub(crate) best_discard: [Option<Card>; 4],
    /// Call-for-best: the card each lone player received.
    pub(crate) gift: [Option<Card>; 4],
}

impl Euchre {
    /// The pack for these options (§2.1, §14.4, §14.5).
    pub fn pack(o: &EuchreOptions) -> CardSet {
        let low = if o.deck == 32 { 7 } else { 9 };
        CardSet::pack(low..=14, o.joker == JokerOption::Benny)
    }

    /// What every seat may know about the hand.
    pub fn public(&self) -> &EuchrePublic {
        &self.public
    }

    /// The cards `seat` holds now (empty for a seat that is not at the table).
    pub fn hand(&self, seat: Seat) -> CardSet {
        self.hands[seat]
    }

    /// Every seat's hand, indexed by seat (unused seats empty).
    pub fn hands(&self) -> [CardSet; 4] {
        self.hands
    }

    /// The undealt cards left face down, without the upcard (§4.2).
    pub fn kitty(&self) -> CardSet {
        self.kitty
    }

    /// The dealer's discard (§5.2), once made.
    pub fn dealer_discard(&self) -> Option<Card> {
        self.discard
    }

    /// `seat`'s call-for-best discard (§14.3), once made.
    pub fn best_discard(&self, seat: Seat) -> Option<Card> {
        self.best_discard[seat]
    }

    /// The card `seat` received from its partner when calling for best (§14.3).
    pub fn gift(&self, seat: Seat) -> Option<Card> {
        self.gift[seat]
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
    pub fn trump(&self) -> Option<crate::cards::Suit> {
        self.public.trump
    }

    fn n(&self) -> usize {
        self.public.options.players as usize
    }

    fn next(&self, s: Seat) -> Seat {
        // No division: this runs after every card.
        if s + 1 >= self.n() {
            0
        } else {
            s + 1
        }
    }

    fn next_active(&self, s: Seat) -> Seat {
        let mut t = self.next(s);
        while !self.public.active[t] {
            t = self.next(t);
        }
        t
    }

    /// The refusal for an action of another phase: what the player should be doing now.
    fn not_legal_now(&self) -> Refusal {
        Refusal::new(ErrorCode::NotLegalNow, Msg::new("euchre.not_legal_now").with("phase", self.phase_key()))
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

    /// [`EuchrePublic::discard_pending`].
    pub(crate) fn discard_pending(&self) -> bool {
        self.public.discard_pending()
    }

    /// The seat whose hand `seat` knows holds the taken upcard (§5.2): everyone saw the
    /// dealer take it, so until the dealer could have thrown it away it is known.
    fn upcard_pinned(&self, seat: Seat) -> Option<Seat> {
        let p = &self.public;
        let d = p.dealer;
        // Once the dealer could have thrown it away or passed it to a lone partner (face
        // down), nobody else can know where it is.
        let could_discard = (p.options.dealer_may_discard_upcard && !self.discard_pending())
            || p.best_discarded[d]
            || (p.options.partnerships() && p.best_done[Euchre::partner(d)]);
        (p.upcard_state == UpcardState::Taken && seat != d && !could_discard && self.hands[d].contains(p.upcard)).then_some(d)
    }
}

impl Euchre {
    /// [`Game::deal`] with the lists for the bids and the trick given (empty).
    fn deal_into(
        options: &EuchreOptions,
        dealer: Seat,
        rng: &mut impl Rng,
        bids: Vec<(Seat, EuchreAction)>,
        trick: Vec<PlayedCard>,
    ) -> Euchre {
        // The pack on the stack (at most 33 cards, §14.4–§14.5), shuffled exactly as a
        // `Vec` of it would be: the same deal for the same RNG.
        let full = Euchre::pack(options);
        let mut buf = [Card::JOKER; 64];
        let len = full.len();
        for (slot, c) in buf.iter_mut().zip(full.iter()) {
            *slot = c;
        }
        let pack = &mut buf[..len];
        crate::sample::shuffle(pack, rng);
        let n = options.players as usize;
        let k = options.hand_size as usize;
        // §4.1: clockwise from the dealer's left; the batch pattern does not matter.
        let mut hands = [CardSet::EMPTY; 4];
        for i in 0..n {
            let seat = (dealer + 1 + i) % n;
            hands[seat] = pack[i * k..(i + 1) * k].iter().copied().collect();
        }
        let upcard = pack[n * k];
        let kitty: CardSet = pack[n * k + 1..].iter().copied().collect();
        if options.validate_msg().is_ok() && n * k < len {
            // A shuffled pack of valid options is always a valid deal: no need to check it.
            return Euchre::fresh_with(options.clone(), dealer % n, hands, upcard, kitty, bids, trick);
        }
        let setup = EuchreSetup { options: options.clone(), dealer: dealer % n, hands: hands[..n].to_vec(), upcard, kitty, position: None };
        Euchre::from_setup(setup).unwrap_or_else(|_| unreachable!("a dealt pack is always valid"))
    }
}

impl Game for Euchre {
    type Action = EuchreAction;
    type Options = EuchreOptions;
    type Observation = EuchreObservation;
    type Event = EuchreEvent;
    const NAME: &'static str = "euchre";

    fn deal(options: &EuchreOptions, dealer: Seat, rng: &mut impl Rng) -> Euchre {
        Euchre::deal_into(options, dealer, rng, Vec::with_capacity(setup::BID_ROOM), Vec::with_capacity(setup::TRICK_ROOM))
    }

    /// The hand's lists of bids and of the trick are emptied and kept.
    fn redeal(&mut self, options: &EuchreOptions, dealer: Seat, rng: &mut impl Rng) {
        let mut bids = std::mem::take(&mut self.public.bids);
        let mut trick = std::mem::take(&mut self.public.trick);
        bids.clear();
        trick.clear();
        *self = Euchre::deal_into(options, dealer, rng, bids, trick);
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
        match self.public.phase {
            Phase::Bid1 | Phase::Bid2 | Phase::NameTrump => self.legal_bid(out),
            Phase::DeclarerAlone | Phase::DefenderAlone => self.legal_alone(out),
            Phase::Discard => self.legal_discard(out),
            Phase::BestDiscard => self.legal_best_discard(out),
            Phase::GiveBest => self.legal_give_best(out),
            Phase::Play => self.legal_play(out),
            Phase::HandOver => {}
        }
    }

    fn why_not(&self, a: EuchreAction) -> Refusal {
        match self.public.phase {
            Phase::HandOver => Refusal::new(ErrorCode::HandOver, Msg::new("hand_over")),
            Phase::Bid1 | Phase::Bid2 | Phase::NameTrump | Phase::DeclarerAlone | Phase::DefenderAlone => self.why_not_bid(a),
            Phase::Discard | Phase::BestDiscard | Phase::GiveBest => self.why_not_exchange(a),
            Phase::Play => self.why_not_play(a),
        }
    }

    fn step(&mut self, a: EuchreAction, ev: &mut Events<'_, EuchreEvent>) {
        if a.is_bid() {
            self.record_bid(a, ev);
        }
        match self.public.phase {
            Phase::Bid1 | Phase::Bid2 | Phase::NameTrump => self.apply_bid(a, ev),
            Phase::DeclarerAlone => self.apply_declarer_alone(a, ev),
            Phase::DefenderAlone => self.apply_defender_alone(a, ev),
            Phase::Discard => self.apply_discard(a, ev),
            Phase::BestDiscard => self.apply_best_discard(a, ev),
            Phase::GiveBest => self.apply_give_best(a, ev),
            Phase::Play => self.apply_play(a, ev),
            Phase::HandOver => {}
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
        for (s, c) in cap.iter_mut().enumerate().take(n) {
            if s != me {
                *c = p.held[s] as usize - obs.known[s].len();
            }
        }
        if p.upcard_state == UpcardState::Taken && !p.discard_pending() && me != d {
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
        let places = deal_constrained(&pool, &allowed, &cap, rng).unwrap_or_else(|| crate::sample::no_world(&obs));
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
        // The figures and the message, without the English rendering of `result()`.
        self.tally().map(|t| HandResult {
            points: t.side_points[..t.sides].to_vec(),
            void: t.outcome == EuchreOutcome::AllPass,
            bidding_side: t.makers_side,
            summary: score::summary_msg(&self.public, &t),
        })
    }

    fn hand_points(&self) -> Option<[i32; 4]> {
        self.tally().map(|t| t.side_points)
    }

    fn deal_events(&self) -> Vec<EuchreEvent> {
        vec![EuchreEvent::Deal { dealer: self.public.dealer, upcard: self.public.upcard }]
    }
}
